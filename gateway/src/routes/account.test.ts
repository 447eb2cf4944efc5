import { TEST_ADMIN_PASSWORD } from '@ritual/identity/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER, startAdminSecurityApp } from '../testing/admin-security.js';

const PHONE_IP = '198.51.100.99';
let counter = 0;

describe('account routes', () => {
  let stack: Awaited<ReturnType<typeof startAdminSecurityApp>>;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startAdminSecurityApp();
    adminToken = await stack.token('admin', TEST_ADMIN_PASSWORD);
  });

  afterAll(() => stack.stop());

  /** A new panel user (created by the admin) and its password. */
  async function newUser(prefix: string) {
    const username = `${prefix}${++counter}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    const password = 'lua-cheia-de-marco';
    const created = await stack
      .as(adminToken, 'post', '/auth/register')
      .send({ username, email: `${username}@example.com`, password });
    expect(created.status).toBe(201);
    return { id: created.body.id as number, username, password };
  }

  const me = (token: string) => stack.as(token, 'get', '/auth/me');

  describe('GET /api/account', () => {
    it('answers the user, 2FA state, the store setting and the notice', async () => {
      const response = await stack.as(adminToken, 'get', '/account');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        user: expect.objectContaining({ username: 'admin' }),
        two_factor_enabled: false,
        recovery_codes_left: 0,
        two_factor_required: false,
        two_factor_setup_required: false,
        notice: {
          failed_attempts: expect.any(Number),
          new_device_sign_ins: expect.any(Number),
          since: null,
          default_password: false,
        },
      });
    });

    it('counts failed sign-ins since the previous visit; POST /account/notice/seen starts over', async () => {
      const { username, password } = await newUser('nota');
      const token = await stack.token(username, password);
      await stack.as(token, 'post', '/account/notice/seen');
      for (const wrong of ['errada-1', 'errada-2', 'errada-3']) {
        expect((await stack.login({ username, password: wrong }, PHONE_IP)).status).toBe(401);
      }

      const noticed = await stack.as(token, 'get', '/account');
      const seen = await stack.as(token, 'post', '/account/notice/seen');
      const after = await stack.as(token, 'get', '/account');

      expect(noticed.body.notice).toMatchObject({ failed_attempts: 3, since: expect.any(String) });
      expect(seen.body).toEqual({ message: 'Ok' });
      expect(after.body.notice.failed_attempts).toBe(0);
    });

    it('answers 401 without a token', async () => {
      expect((await stack.as('x.y.z', 'get', '/account')).status).toBe(401);
    });
  });

  describe('sessions', () => {
    it('lists the live sessions with device, IP and which is this one; ends another by id, whose token answers 401', async () => {
      const { username, password } = await newUser('sessao');
      const laptop = await stack.token(username, password);
      const phone = await stack.token(username, password, PHONE_IP);

      const listed = await stack.as(laptop, 'get', '/account/sessions');
      const phoneSession = listed.body.find((session: { ip: string }) => session.ip === PHONE_IP);
      const ended = await stack.as(laptop, 'delete', `/account/sessions/${phoneSession.id}`);
      const again = await stack.as(laptop, 'delete', `/account/sessions/${phoneSession.id}`);

      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(2);
      expect(listed.body).toContainEqual({
        id: expect.any(String),
        device: 'Chrome no Linux',
        ip: '198.51.100.1',
        started_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: true,
      });
      expect(phoneSession.current).toBe(false);
      expect([ended.status, ended.body]).toEqual([200, { message: 'Sessão encerrada' }]);
      expect((await me(phone)).status).toBe(401);
      expect((await me(laptop)).status).toBe(200);
      expect([again.status, again.body]).toEqual([404, { detail: 'Sessão não encontrada' }]);
      expect((await stack.as(laptop, 'delete', '/account/sessions/nao-e-sessao')).status).toBe(404);
    });

    it('ends every other session', async () => {
      const { username, password } = await newUser('outras');
      const current = await stack.token(username, password);
      const others = [await stack.token(username, password), await stack.token(username, password, PHONE_IP)];

      const response = await stack.as(current, 'post', '/account/sessions/end-others');

      expect(response.body).toEqual({ message: 'Outras sessões encerradas', ended: 2 });
      for (const token of others) expect((await me(token)).status).toBe(401);
      expect((await me(current)).status).toBe(200);
    });
  });

  describe('POST /api/account/password', () => {
    it('changes the password and ends the other sessions; the current one goes on', async () => {
      const { username, password } = await newUser('troca');
      const current = await stack.token(username, password);
      const other = await stack.token(username, password, PHONE_IP);

      const response = await stack
        .as(current, 'post', '/account/password')
        .send({ current_password: password, new_password: 'girassol-amarelo-5' });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Senha alterada; as outras sessões foram encerradas', ended: 1 });
      expect((await me(other)).status).toBe(401);
      expect((await me(current)).status).toBe(200);
      expect((await stack.login({ username, password })).status).toBe(401);
      expect((await stack.login({ username, password: 'girassol-amarelo-5' })).status).toBe(200);
    });

    it.each([
      ['errada', 'girassol-amarelo-5', 401, 'Senha atual incorreta'],
      [undefined, '12345', 400, 'A senha deve ter no mínimo 6 caracteres'],
      [undefined, 'qwerty123', 400, 'Essa senha é muito comum; escolha outra'],
      [undefined, 'Rituais-da-lua', 400, 'A senha não pode conter o nome de usuário nem o nome da loja'],
    ])('refuses current %j, new %j with %i "%s"', async (current, next, status, detail) => {
      const { username, password } = await newUser('regra');
      const token = await stack.token(username, password);

      const response = await stack
        .as(token, 'post', '/account/password')
        .send({ current_password: current ?? password, new_password: next });

      expect([response.status, response.body]).toEqual([status, { detail }]);
    });
  });

  describe('two-step sign-in setup and the store setting', () => {
    it('gives the secret, the otpauth URL with the store name and an SVG QR; 409 once on', async () => {
      const { username, password } = await newUser('qr');
      const token = await stack.token(username, password);

      const setup = await stack.as(token, 'post', '/account/two-factor/setup');
      const early = await stack.as(token, 'post', '/account/two-factor/confirm').send({ code: '000000' });
      const confirmed = await stack
        .as(token, 'post', '/account/two-factor/confirm')
        .send({ code: await stack.code(setup.body.secret) });
      const again = await stack.as(token, 'post', '/account/two-factor/setup');
      const account = await stack.as(token, 'get', '/account');

      expect(setup.status).toBe(200);
      expect(setup.body.otpauth_url).toBe(
        `otpauth://totp/Templo%20dos%20Rituais:${username}?secret=${setup.body.secret}&issuer=Templo%20dos%20Rituais`,
      );
      expect(setup.body.qr_svg).toMatch(/^<svg /);
      expect([early.status, early.body]).toEqual([400, { detail: 'Código inválido' }]);
      expect(confirmed.body.recovery_codes).toHaveLength(10);
      expect([again.status, again.body]).toEqual([409, { detail: 'A verificação em duas etapas já está ativa' }]);
      expect(account.body).toMatchObject({ two_factor_enabled: true, recovery_codes_left: 10 });
    });

    it('answers 409 to a confirm before any setup', async () => {
      const { username, password } = await newUser('cedo');
      const token = await stack.token(username, password);

      const response = await stack.as(token, 'post', '/account/two-factor/confirm').send({ code: '123456' });

      expect([response.status, response.body]).toEqual([409, { detail: 'Inicie a configuração antes de confirmar' }]);
    });

    it('turns off with the password and a code, 401 otherwise', async () => {
      const { username, password } = await newUser('desliga');
      const token = await stack.token(username, password);
      const { secret } = await stack.enrol(token);
      stack.nextStep();

      const wrong = await stack
        .as(token, 'post', '/account/two-factor/disable')
        .send({ password: 'errada', code: await stack.code(secret) });
      const off = await stack
        .as(token, 'post', '/account/two-factor/disable')
        .send({ password, code: await stack.code(secret) });

      expect([wrong.status, wrong.body]).toEqual([401, { detail: 'Senha ou código inválido' }]);
      expect(off.body).toEqual({ message: 'Verificação em duas etapas desativada' });
      expect((await stack.login({ username, password })).body.access_token).toEqual(expect.any(String));
    });

    it('with "Exigir" on, an admin without 2FA reaches only the setup (403 elsewhere) until it is done', async () => {
      const refused = await stack.as(adminToken, 'put', '/security-settings').send({ require_two_factor: true });
      expect([refused.status, refused.body]).toEqual([
        409,
        { detail: 'Ative a verificação em duas etapas na sua conta antes de exigi-la' },
      ]);
      const owner = await newUser('dona');
      const ownerToken = await stack.token(owner.username, owner.password);
      const { secret } = await stack.enrol(ownerToken);
      const { username, password } = await newUser('sem2fa');
      const token = await stack.token(username, password);

      const required = await stack.as(ownerToken, 'put', '/security-settings').send({ require_two_factor: true });
      try {
        expect(required.body).toEqual({ require_two_factor: true });
        const setupOnly = { detail: 'Configure a verificação em duas etapas para continuar' };
        for (const [method, path] of [
          ['get', '/users'],
          ['get', '/account/sessions'],
          ['get', '/security-settings'],
          ['post', '/account/password'],
          ['get', '/dashboard/stats'],
        ] as const) {
          const response = await stack.as(token, method, path);
          expect([path, response.status, response.body]).toEqual([path, 403, setupOnly]);
        }
        expect((await stack.as(token, 'get', '/auth/me')).status).toBe(200);
        const account = await stack.as(token, 'get', '/account');
        expect(account.body).toMatchObject({ two_factor_required: true, two_factor_setup_required: true });
        await stack.enrol(token);
        expect((await stack.as(token, 'get', '/users')).status).toBe(200);
        stack.nextStep();
        const disable = await stack
          .as(ownerToken, 'post', '/account/two-factor/disable')
          .send({ password: owner.password, code: await stack.code(secret) });
        expect([disable.status, disable.body]).toEqual([409, { detail: 'A loja exige verificação em duas etapas' }]);
      } finally {
        await stack.as(ownerToken, 'put', '/security-settings').send({ require_two_factor: false });
      }
      expect((await stack.as(adminToken, 'get', '/security-settings')).body).toEqual({ require_two_factor: false });
    });
  });

  describe('GET /api/account/activity', () => {
    it('lists the last events newest first, with IP, device and a pt-BR description', async () => {
      const { username, password } = await newUser('historia');
      expect((await stack.login({ username, password: 'errada' }, PHONE_IP)).status).toBe(401);
      const token = await stack.token(username, password);
      await stack.as(token, 'post', '/account/sessions/end-others');

      const response = await stack.as(token, 'get', '/account/activity');

      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          id: expect.any(Number),
          event: 'sessions_ended',
          at: expect.any(String),
          ip: '198.51.100.1',
          device: 'Chrome no Linux',
          description: 'Outras sessões encerradas: nenhuma outra sessão ativa',
        },
        expect.objectContaining({ event: 'login', description: 'Entrada com senha' }),
        expect.objectContaining({
          event: 'login_failed',
          ip: PHONE_IP,
          description: 'Tentativa de entrada com senha incorreta',
        }),
      ]);
      expect(JSON.stringify(response.body)).not.toContain(BROWSER);
    });
  });
});
