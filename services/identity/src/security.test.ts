import { Writable } from 'node:stream';
import { status } from '@grpc/grpc-js';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_FAILURES_PER_USER } from './domain/accounts.js';
import { startTestIdentity, TEST_ADMIN_PASSWORD, TEST_CLIENT } from './testing.js';

type TestIdentity = Awaited<ReturnType<typeof startTestIdentity>>;

const STORE = 'Templo dos Rituais';
const INVALID_TOKEN = { code: status.UNAUTHENTICATED, details: 'Token inválido ou expirado' };
const INVALID_CODE = { code: status.UNAUTHENTICATED, details: 'Código inválido ou expirado' };
const PHONE = {
  ip: '198.51.100.77',
  user_agent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
};

describe('identity account security over gRPC', () => {
  let identity: TestIdentity;
  let database: pg.Client;
  const logs: string[] = [];
  /** The service's clock: a test moves it to get the next authenticator code. */
  let clock = Date.now();
  /** Every secret value a test handles: none may reach the audit log or the logs. */
  const secrets = new Set<string>();
  const keep = <T extends string>(value: T): T => {
    secrets.add(value);
    return value;
  };

  beforeAll(async () => {
    identity = await startTestIdentity(
      { LOG_LEVEL: 'trace' },
      {
        now: () => new Date(clock),
        logDestination: new Writable({
          write(chunk, _encoding, done) {
            logs.push(String(chunk));
            done();
          },
        }),
      },
    );
    database = new pg.Client({ connectionString: identity.databaseUrl });
    await database.connect();
    keep(TEST_ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await database.end();
    await identity.stop();
  });

  const client = () => identity.client;
  /** The authenticator app's code `steps` periods from the service's now. */
  const codeOf = async (secret: string, steps = 0) =>
    keep(await generate({ secret, epoch: Math.floor(clock / 1000) + steps * 30 }));
  const nextStep = () => {
    clock += 30_000;
  };

  async function newUser(username: string) {
    const password = keep(`${username}-senha-forte-9`.replace(username, 'xq'));
    const user = await client().createUser({ username, email: `${username}@example.com`, password, store_name: STORE });
    return { user, password };
  }

  async function signIn(username: string, password: string, from = TEST_CLIENT) {
    const answer = await client().login({ username, password, ...from });
    expect(answer.mfa_required).toBe(false);
    return keep(answer.access_token);
  }

  async function enrol(token: string) {
    const setup = await client().setupTwoFactor({ access_token: token, ...TEST_CLIENT, issuer: STORE });
    keep(setup.secret);
    const { codes } = await client().confirmTwoFactor({
      access_token: token,
      ...TEST_CLIENT,
      code: await codeOf(setup.secret),
    });
    for (const code of codes) keep(code);
    return { secret: setup.secret, codes, setup };
  }

  async function mfaToken(username: string, password: string, from = TEST_CLIENT) {
    const answer = await client().login({ username, password, ...from });
    expect(answer).toMatchObject({ mfa_required: true, access_token: '' });
    return keep(answer.mfa_token);
  }

  const verify = (token: string) => client().verifyToken({ access_token: token });

  describe('two-step sign-in', () => {
    it('enrols with the QR code and secret, confirmed by a first code, and gives 10 recovery codes once', async () => {
      const { password } = await newUser('clara');
      const token = await signIn('clara', password);

      const setup = await client().setupTwoFactor({ access_token: token, ...TEST_CLIENT, issuer: STORE });
      keep(setup.secret);
      await expect(
        client().confirmTwoFactor({ access_token: token, ...TEST_CLIENT, code: '000000' }),
      ).rejects.toMatchObject({ code: status.INVALID_ARGUMENT, details: 'Código inválido' });
      const { codes } = await client().confirmTwoFactor({
        access_token: token,
        ...TEST_CLIENT,
        code: await codeOf(setup.secret),
      });

      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauth_url).toBe(
        `otpauth://totp/Templo%20dos%20Rituais:clara?secret=${setup.secret}&issuer=Templo%20dos%20Rituais`,
      );
      expect(setup.qr_svg).toMatch(/^<svg /);
      expect(codes).toHaveLength(10);
      expect((await client().getAccount({ access_token: token, ...TEST_CLIENT })).recovery_codes_left).toBe(10);
      await expect(
        client().setupTwoFactor({ access_token: token, ...TEST_CLIENT, issuer: STORE }),
      ).rejects.toMatchObject({ code: status.ALREADY_EXISTS, details: 'A verificação em duas etapas já está ativa' });
      const [stored] = (await database.query('SELECT secret FROM two_factor')).rows;
      expect(stored.secret).not.toContain(setup.secret);
    });

    it('answers confirm before any setup with FAILED_PRECONDITION', async () => {
      const { password } = await newUser('caio');
      const token = await signIn('caio', password);

      await expect(
        client().confirmTwoFactor({ access_token: token, ...TEST_CLIENT, code: '123456' }),
      ).rejects.toMatchObject({
        code: status.FAILED_PRECONDITION,
        details: 'Inicie a configuração antes de confirmar',
      });
    });

    it('signs in with a code of the app, and refuses the same code the second time', async () => {
      const { password } = await newUser('dora');
      const { secret } = await enrol(await signIn('dora', password));
      nextStep();
      const code = await codeOf(secret);

      const token = await client().loginMfa({ mfa_token: await mfaToken('dora', password), code, ...TEST_CLIENT });
      keep(token.access_token);
      const replay = client().loginMfa({ mfa_token: await mfaToken('dora', password), code, ...TEST_CLIENT });
      await expect(replay).rejects.toMatchObject(INVALID_CODE);

      expect(token).toMatchObject({ token_type: 'bearer', mfa_required: false });
      expect((await verify(token.access_token)).user?.username).toBe('dora');
      // An older code is refused too once a newer one was accepted.
      await expect(
        client().loginMfa({
          mfa_token: await mfaToken('dora', password),
          code: await codeOf(secret, -1),
          ...TEST_CLIENT,
        }),
      ).rejects.toMatchObject(INVALID_CODE);
    });

    it('takes each mfa_token once, and never as an access token', async () => {
      const { password } = await newUser('edite');
      const { secret } = await enrol(await signIn('edite', password));
      const ticket = await mfaToken('edite', password);
      nextStep();

      await client().loginMfa({ mfa_token: ticket, code: await codeOf(secret), ...TEST_CLIENT });
      nextStep();
      const again = client().loginMfa({ mfa_token: ticket, code: await codeOf(secret), ...TEST_CLIENT });

      await expect(again).rejects.toMatchObject(INVALID_CODE);
      await expect(verify(ticket)).rejects.toMatchObject(INVALID_TOKEN);
      await expect(client().loginMfa({ mfa_token: 'garbage', code: '123456', ...TEST_CLIENT })).rejects.toMatchObject(
        INVALID_CODE,
      );
      await expect(client().loginMfa({ mfa_token: ticket, code: ' ', ...TEST_CLIENT })).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: 'Código é obrigatório',
      });
    });

    it('takes a recovery code (any case) once', async () => {
      const { password } = await newUser('fabia');
      const { codes } = await enrol(await signIn('fabia', password));
      const code = codes[3]!.toUpperCase();

      const first = await client().loginMfa({ mfa_token: await mfaToken('fabia', password), code, ...TEST_CLIENT });
      keep(first.access_token);
      const second = client().loginMfa({ mfa_token: await mfaToken('fabia', password), code, ...TEST_CLIENT });

      await expect(second).rejects.toMatchObject(INVALID_CODE);
      const account = await client().getAccount({ access_token: first.access_token, ...TEST_CLIENT });
      expect(account.recovery_codes_left).toBe(9);
      const events = (await client().listActivity({ access_token: first.access_token, ...TEST_CLIENT })).events;
      expect(events.map((event) => event.event).slice(0, 3)).toEqual(['mfa_failed', 'recovery_code_used', 'login']);
      expect(events[1]!.description).toBe('Código de recuperação usado; restam 9');
      expect(events[2]!.description).toBe('Entrada com código de recuperação');
    });

    it(`answers RESOURCE_EXHAUSTED after ${MFA_FAILURES_PER_USER} wrong codes for one user, from any address`, async () => {
      const { password } = await newUser('gilda');
      const { secret } = await enrol(await signIn('gilda', password));
      const ticket = await mfaToken('gilda', password);
      for (let attempt = 0; attempt < MFA_FAILURES_PER_USER; attempt++) {
        const from = { ...TEST_CLIENT, ip: `198.51.100.${attempt}` };
        await expect(client().loginMfa({ mfa_token: ticket, code: '000000', ...from })).rejects.toMatchObject(
          INVALID_CODE,
        );
      }
      nextStep();

      const blocked = client().loginMfa({ mfa_token: ticket, code: await codeOf(secret), ...TEST_CLIENT });

      await expect(blocked).rejects.toMatchObject({ code: status.RESOURCE_EXHAUSTED });
    });

    it('turns off only with the password and a code', async () => {
      const { password } = await newUser('helena');
      const { secret } = await enrol(await signIn('helena', password));
      nextStep();
      const token = keep(
        (
          await client().loginMfa({
            mfa_token: await mfaToken('helena', password),
            code: await codeOf(secret),
            ...TEST_CLIENT,
          })
        ).access_token,
      );
      nextStep();
      const wrong = { code: status.UNAUTHENTICATED, details: 'Senha ou código inválido' };

      await expect(
        client().disableTwoFactor({
          access_token: token,
          ...TEST_CLIENT,
          password: 'errada',
          code: await codeOf(secret),
        }),
      ).rejects.toMatchObject(wrong);
      await expect(
        client().disableTwoFactor({ access_token: token, ...TEST_CLIENT, password, code: '000000' }),
      ).rejects.toMatchObject(wrong);
      await client().disableTwoFactor({ access_token: token, ...TEST_CLIENT, password, code: await codeOf(secret) });

      expect((await client().login({ username: 'helena', password, ...TEST_CLIENT })).mfa_required).toBe(false);
    });

    it('with the store requiring 2FA, marks an admin without it and keeps the setting off until the one turning it on has it', async () => {
      const { password } = await newUser('irene');
      const without = await signIn('irene', password);
      const admin = await signIn('admin', TEST_ADMIN_PASSWORD);

      await expect(
        client().updateSecuritySettings({ access_token: without, ...TEST_CLIENT, require_two_factor: true }),
      ).rejects.toMatchObject({
        code: status.FAILED_PRECONDITION,
        details: 'Ative a verificação em duas etapas na sua conta antes de exigi-la',
      });
      const { secret } = await enrol(admin);
      await client().updateSecuritySettings({ access_token: admin, ...TEST_CLIENT, require_two_factor: true });
      try {
        expect(await client().getSecuritySettings({})).toEqual({ require_two_factor: true });
        expect((await verify(without)).two_factor_setup_required).toBe(true);
        expect((await verify(admin)).two_factor_setup_required).toBe(false);
        nextStep();
        await expect(
          client().disableTwoFactor({
            access_token: admin,
            ...TEST_CLIENT,
            password: TEST_ADMIN_PASSWORD,
            code: await codeOf(secret),
          }),
        ).rejects.toMatchObject({
          code: status.FAILED_PRECONDITION,
          details: 'A loja exige verificação em duas etapas',
        });
      } finally {
        await client().updateSecuritySettings({ access_token: admin, ...TEST_CLIENT, require_two_factor: false });
        nextStep();
        await client().disableTwoFactor({
          access_token: admin,
          ...TEST_CLIENT,
          password: TEST_ADMIN_PASSWORD,
          code: await codeOf(secret),
        });
      }
      expect((await verify(without)).two_factor_setup_required).toBe(false);
    });
  });

  describe('sessions', () => {
    it('ends the session on logout: its token answers UNAUTHENTICATED, another session goes on', async () => {
      const { password } = await newUser('joana');
      const token = await signIn('joana', password);
      const other = await signIn('joana', password);

      await client().logout({ access_token: token, ...TEST_CLIENT });

      await expect(verify(token)).rejects.toMatchObject(INVALID_TOKEN);
      await expect(verify(other)).resolves.toBeDefined();
    });

    it('lists the live sessions newest first with device, IP and which one is this, and ends one by id', async () => {
      const { password } = await newUser('karla');
      const laptop = await signIn('karla', password);
      clock += 1000;
      const phone = await signIn('karla', password, PHONE);

      const { sessions } = await client().listSessions({ access_token: laptop, ...TEST_CLIENT });
      const phoneSession = sessions[0]!;
      await client().endSession({ access_token: laptop, ...TEST_CLIENT, session_id: phoneSession.id });

      expect(sessions).toEqual([
        expect.objectContaining({ device: 'Safari no iPhone', ip: PHONE.ip, current: false }),
        expect.objectContaining({ device: 'Chrome no Linux', ip: TEST_CLIENT.ip, current: true }),
      ]);
      await expect(verify(phone)).rejects.toMatchObject(INVALID_TOKEN);
      await expect(
        client().endSession({ access_token: laptop, ...TEST_CLIENT, session_id: phoneSession.id }),
      ).rejects.toMatchObject({ code: status.NOT_FOUND, details: 'Sessão não encontrada' });
      expect((await client().listSessions({ access_token: laptop, ...TEST_CLIENT })).sessions).toHaveLength(1);
    });

    it('does not let one user end another user’s session by id', async () => {
      const { password } = await newUser('lara');
      const { password: other } = await newUser('lucia');
      const lara = await signIn('lara', password);
      const lucia = await signIn('lucia', other);
      const [luciaSession] = (await client().listSessions({ access_token: lucia, ...TEST_CLIENT })).sessions;

      await expect(
        client().endSession({ access_token: lara, ...TEST_CLIENT, session_id: luciaSession!.id }),
      ).rejects.toMatchObject({ code: status.NOT_FOUND });
      await expect(verify(lucia)).resolves.toBeDefined();
    });

    it('ends the other sessions on a password change; the current one goes on', async () => {
      const { password } = await newUser('marta');
      const current = await signIn('marta', password);
      const others = [await signIn('marta', password), await signIn('marta', password, PHONE)];
      const next = keep('outra-senha-boa-42');

      const { ended } = await client().changePassword({
        access_token: current,
        ...TEST_CLIENT,
        current_password: password,
        new_password: next,
        store_name: STORE,
      });

      expect(ended).toBe(2);
      for (const token of others) await expect(verify(token)).rejects.toMatchObject(INVALID_TOKEN);
      await expect(verify(current)).resolves.toBeDefined();
      await expect(signIn('marta', next)).resolves.not.toBe('');
    });

    it.each([
      ['Senha atual incorreta', 'errada', 'outra-senha-boa-42', status.UNAUTHENTICATED],
      ['A senha deve ter no mínimo 6 caracteres', undefined, '12345', status.INVALID_ARGUMENT],
      ['Essa senha é muito comum; escolha outra', undefined, 'password1', status.INVALID_ARGUMENT],
      [
        'A senha não pode conter o nome de usuário nem o nome da loja',
        undefined,
        'nina-2024!',
        status.INVALID_ARGUMENT,
      ],
      [
        'A senha não pode conter o nome de usuário nem o nome da loja',
        undefined,
        'meu-templo-9',
        status.INVALID_ARGUMENT,
      ],
    ])('refuses a password change with "%s" (current %j, new %j)', async (details, current, next, code) => {
      const username = `nina${Math.random().toString(36).slice(2, 7)}`.replace(/\d/g, 'x');
      const { password } = await newUser(username);
      const token = await signIn(username, password);

      const change = client().changePassword({
        access_token: token,
        ...TEST_CLIENT,
        current_password: current ?? password,
        new_password: next.replace('nina', username),
        store_name: STORE,
      });

      await expect(change).rejects.toMatchObject({ code, details });
    });

    it('ends the other sessions on request, and every session of a deleted user', async () => {
      const { user, password } = await newUser('olga');
      const current = await signIn('olga', password);
      const other = await signIn('olga', password);

      expect((await client().endOtherSessions({ access_token: current, ...TEST_CLIENT })).ended).toBe(1);
      await expect(verify(other)).rejects.toMatchObject(INVALID_TOKEN);
      await client().deleteUser({ id: user.id });
      await expect(verify(current)).rejects.toMatchObject(INVALID_TOKEN);
    });

    it('lets an admin end all sessions of another user, but the user admin’s only by admin itself', async () => {
      const { user, password } = await newUser('paula');
      const paula = await signIn('paula', password);
      const admin = await signIn('admin', TEST_ADMIN_PASSWORD);
      const adminId = (await verify(admin)).user!.id;

      const { ended } = await client().endUserSessions({ access_token: admin, ...TEST_CLIENT, user_id: user.id });
      const { password: otherPassword } = await newUser('quiteria');
      const other = await signIn('quiteria', otherPassword);

      expect(ended).toBe(1);
      await expect(verify(paula)).rejects.toMatchObject(INVALID_TOKEN);
      await expect(
        client().endUserSessions({ access_token: other, ...TEST_CLIENT, user_id: adminId }),
      ).rejects.toMatchObject({ code: status.PERMISSION_DENIED, details: 'Usuário protegido' });
      await expect(
        client().endUserSessions({ access_token: admin, ...TEST_CLIENT, user_id: 987_654 }),
      ).rejects.toMatchObject({ code: status.NOT_FOUND, details: 'Usuário não encontrado' });
      await client().endUserSessions({ access_token: admin, ...TEST_CLIENT, user_id: adminId });
      await expect(verify(admin)).resolves.toBeDefined();
    });
  });

  describe('sign-in history and notice', () => {
    it('counts failed attempts and sign-ins from a new device since the previous visit, then starts over', async () => {
      const { password } = await newUser('rita');
      const token = await signIn('rita', password);
      await client().markNoticeSeen({ access_token: token, ...TEST_CLIENT });
      clock += 1000;
      await expect(client().login({ username: 'rita', password: 'errada', ...PHONE })).rejects.toThrow();
      await expect(client().login({ username: ' RITA ', password: 'errada-2', ...PHONE })).rejects.toThrow();
      await signIn('rita', password, PHONE);
      await signIn('rita', password);

      const account = await client().getAccount({ access_token: token, ...TEST_CLIENT });
      await client().markNoticeSeen({ access_token: token, ...TEST_CLIENT });
      const after = await client().getAccount({ access_token: token, ...TEST_CLIENT });

      expect(account.notice).toMatchObject({
        failed_attempts: 2,
        new_device_sign_ins: 1,
        since: expect.any(String),
        default_password: false,
      });
      expect(after.notice).toMatchObject({ failed_attempts: 0, new_device_sign_ins: 0 });
    });

    it('lists the last 20 events newest first with IP, device and a pt-BR description', async () => {
      const { password } = await newUser('sara');
      await expect(client().login({ username: 'sara', password: 'errada', ...PHONE })).rejects.toThrow();
      const token = await signIn('sara', password);
      const other = await signIn('sara', password, PHONE);
      await client().logout({ access_token: other, ...PHONE });
      for (let i = 0; i < 20; i++) await signIn('sara', password);

      const { events } = await client().listActivity({ access_token: token, ...TEST_CLIENT });
      const all = await client().listActivity({ access_token: token, ...TEST_CLIENT });

      expect(events).toHaveLength(20);
      expect(events[0]).toMatchObject({
        event: 'login',
        ip: TEST_CLIENT.ip,
        device: 'Chrome no Linux',
        description: 'Entrada com senha',
      });
      expect(all.events.every((event) => event.id > 0 && !Number.isNaN(Date.parse(event.at)))).toBe(true);
      const rows = (await database.query(`SELECT action, ip, device, actor FROM audit_log WHERE subject = 'sara'`))
        .rows;
      expect(rows).toEqual(
        expect.arrayContaining([
          { action: 'login_failed', ip: PHONE.ip, device: 'Safari no iPhone', actor: 'sara' },
          { action: 'logout', ip: PHONE.ip, device: 'Safari no iPhone', actor: 'sara' },
        ]),
      );
    });

    it('records a failed sign-in with an unknown username, as typed', async () => {
      await expect(client().login({ username: 'ninguem.aqui', password: 'x-qualquer', ...PHONE })).rejects.toThrow();

      const [row] = (await database.query(`SELECT * FROM audit_log WHERE actor = 'ninguem.aqui'`)).rows;

      expect(row).toMatchObject({ action: 'login_failed', user_id: null, ip: PHONE.ip, kind: 'security' });
    });

    it('keeps every password, code, token and secret out of the audit log, the sessions and the logs', async () => {
      const rows = JSON.stringify((await database.query('SELECT * FROM audit_log')).rows);
      const sessions = JSON.stringify((await database.query('SELECT * FROM sessions')).rows);
      const events = new Set(
        (await database.query(`SELECT action FROM audit_log WHERE kind = 'security'`)).rows.map((row) => row.action),
      );

      expect(secrets.size).toBeGreaterThan(50);
      expect([...events].sort()).toEqual(
        [
          'login',
          'login_failed',
          'logout',
          'mfa_failed',
          'password_changed',
          'recovery_code_used',
          'security_settings_changed',
          'session_ended',
          'sessions_ended',
          'two_factor_disabled',
          'two_factor_enabled',
        ].sort(),
      );
      expect(logs.length).toBeGreaterThan(0);
      for (const secret of secrets) {
        // A 6-digit code could appear by chance inside a longer number or id: look for it standing alone.
        const alone = new RegExp(`(?<![\\w-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
        const joined = secret.replace(/-/g, '');
        for (const text of [rows, sessions, logs.join('')]) {
          expect(text).not.toMatch(alone);
          if (joined.length >= 8) expect(text).not.toContain(joined);
        }
      }
    });
  });
});
