import { TEST_ADMIN_PASSWORD } from '@ritual/identity/testing';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminSecurityApp } from '../testing/admin-security.js';
import { LOGIN_FAILURES_PER_IP, LOGIN_FAILURES_PER_USERNAME, MFA_FAILURES_PER_USER, TOO_MANY_LOGINS } from './auth.js';

describe('auth routes', () => {
  let stack: Awaited<ReturnType<typeof startAdminSecurityApp>>;
  let identity: typeof stack.identity;
  let app: typeof stack.app;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startAdminSecurityApp();
    ({ identity, app } = stack);
    adminToken = await identity.adminToken();
  });

  afterAll(() => stack.stop());

  // Requests come through loopback, which the app trusts as a proxy: X-Forwarded-For picks the client IP.
  const login = (body: object, clientIp = '198.51.100.1') =>
    request(app).post('/api/auth/login').set('X-Forwarded-For', clientIp).send(body);
  const me = (token: string) => request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
  const register = (body: object) =>
    request(app).post('/api/auth/register').set('Authorization', `Bearer ${adminToken}`).send(body);

  describe('POST /api/auth/login', () => {
    it('answers 200 with a bearer access token for the right credentials', async () => {
      const response = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      expect((await me(response.body.access_token)).status).toBe(200);
    });

    it('answers 401 "Credenciais inválidas" for a wrong password', async () => {
      const response = await login({ username: 'admin', password: 'errada' });

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Credenciais inválidas' });
    });

    it('answers 401 "Credenciais inválidas" for an unknown user', async () => {
      const response = await login({ username: 'ninguem', password: 'qualquer' });

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Credenciais inválidas' });
    });

    it.each([{ username: 'admin' }, { password: 'x' }, {}])('answers 400 when a field is missing: %j', async (body) => {
      const response = await login(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'Usuário e senha são obrigatórios' });
    });

    it(`answers 429 with Retry-After after ${LOGIN_FAILURES_PER_USERNAME} failures for one username, even with the right password`, async () => {
      const ip = '198.51.100.20';
      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_USERNAME; attempt++) {
        expect((await login({ username: 'admin', password: `errada-${attempt}` }, ip)).status).toBe(401);
      }

      const blocked = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD }, ip);

      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ detail: TOO_MANY_LOGINS });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('keeps the username limit per client IP: another IP still signs in', async () => {
      const attackerIp = '198.51.100.30';
      for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_USERNAME; attempt++) {
        await login({ username: 'admin', password: 'errada' }, attackerIp);
      }

      const fromOperator = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD }, '198.51.100.31');

      expect(fromOperator.status).toBe(200);
    });

    it(`answers 429 after ${LOGIN_FAILURES_PER_IP} failures from one IP across usernames`, async () => {
      const ip = '198.51.100.40';
      for (let attempt = 0; attempt < LOGIN_FAILURES_PER_IP; attempt++) {
        expect((await login({ username: `user${attempt}`, password: 'errada' }, ip)).status).toBe(401);
      }

      const blocked = await login({ username: 'outro', password: 'errada' }, ip);

      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ detail: TOO_MANY_LOGINS });
    });

    it('does not count successful sign-ins towards the limit', async () => {
      const ip = '198.51.100.50';
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_USERNAME + 1; attempt++) {
        statuses.push((await login({ username: 'admin', password: TEST_ADMIN_PASSWORD }, ip)).status);
      }

      expect(new Set(statuses)).toEqual(new Set([200]));
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the signed-in user with id, username, email and created_at only', async () => {
      const response = await me(adminToken);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(Number),
        username: 'admin',
        email: 'admin@localhost',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('answers 401 without a token', async () => {
      const response = await request(app).get('/api/auth/me');

      expect(response.status).toBe(401);
      expect(response.body.detail).toEqual(expect.any(String));
    });

    it('answers 401 "Token inválido ou expirado" for a token with a tampered payload', async () => {
      const [header, payload, signature] = adminToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, username: 'outro' })).toString('base64url');

      const response = await me(`${header}.${forged}.${signature}`);

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Token inválido ou expirado' });
    });

    it('answers 401 for an expired token signed with the real secret', async () => {
      const { sub, sid } = jwt.decode(adminToken) as jwt.JwtPayload;
      const expired = jwt.sign(
        { username: 'admin', sid, exp: Math.floor(Date.now() / 1000) - 5 },
        identity.env.JWT_SECRET!,
        { algorithm: 'HS256', subject: sub, audience: 'ritual-admin' },
      );

      const response = await me(expired);

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Token inválido ou expirado' });
    });

    it('answers 401 for an unsigned token (alg none) and for another algorithm with the real secret', async () => {
      const { sub, sid } = jwt.decode(adminToken) as jwt.JwtPayload;
      const claims = { sub, sid, aud: 'ritual-admin', username: 'admin', exp: Math.floor(Date.now() / 1000) + 600 };
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
      const hs384 = jwt.sign(claims, identity.env.JWT_SECRET!, { algorithm: 'HS384' });

      expect((await me(unsigned)).status).toBe(401);
      expect((await me(hs384)).status).toBe(401);
    });

    it('answers 401 for a token issued before sessions existed (no session id), signed with the real secret', async () => {
      const { sub } = jwt.decode(adminToken) as jwt.JwtPayload;
      const old = jwt.sign({ username: 'admin' }, identity.env.JWT_SECRET!, {
        algorithm: 'HS256',
        subject: sub,
        expiresIn: 600,
      });

      const response = await me(old);

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Token inválido ou expirado' });
    });

    it('answers 401 for the token of a user deleted since', async () => {
      const created = await register({ username: 'efemero', email: 'efemero@example.com', password: 'segredo' });
      const token = (await login({ username: 'efemero', password: 'segredo' })).body.access_token;
      expect((await me(token)).status).toBe(200);
      await request(app).delete(`/api/users/${created.body.id}`).set('Authorization', `Bearer ${adminToken}`);

      const response = await me(token);

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Token inválido ou expirado' });
    });
  });

  describe('POST /api/auth/register', () => {
    it('answers 201 with the new user and never a password or hash', async () => {
      const response = await register({ username: 'novo.usuario', email: 'novo@example.com', password: 'segredo' });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        username: 'novo.usuario',
        email: 'novo@example.com',
        created_at: expect.any(String),
      });
    });

    it('answers 409 "Nome de usuário já existe" for a taken username in any case', async () => {
      await register({ username: 'repetido', email: 'r1@example.com', password: 'segredo' });

      const response = await register({ username: 'REPETIDO', email: 'r2@example.com', password: 'segredo' });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({ detail: 'Nome de usuário já existe' });
    });

    it.each([
      [{ username: 'curta', email: 'c@example.com', password: '12345' }, 'A senha deve ter no mínimo 6 caracteres'],
      [{ username: 'comum', email: 'c@example.com', password: 'iloveyou' }, 'Essa senha é muito comum; escolha outra'],
      [
        { username: 'nomeada', email: 'c@example.com', password: 'Nomeada!2024' },
        'A senha não pode conter o nome de usuário nem o nome da loja',
      ],
      [
        { username: 'lojista', email: 'c@example.com', password: 'templo-dos-rituais' },
        'A senha não pode conter o nome de usuário nem o nome da loja',
      ],
      [{ username: 'semsenha', email: 'c@example.com' }, 'Senha é obrigatória'],
      [{ username: 'emailruim', email: 'nao-e-email', password: 'segredo' }, 'Email inválido'],
      [{ username: 'semmail', password: 'segredo' }, 'Email é obrigatório'],
      [{ email: 'c@example.com', password: 'segredo' }, 'Nome de usuário é obrigatório'],
    ])('answers 400 for %j with "%s"', async (body, detail) => {
      const response = await register(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail });
    });

    it('answers 401 without a token and creates nothing', async () => {
      const response = await request(app)
        .post('/api/auth/register')
        .send({ username: 'intruso', email: 'i@example.com', password: 'segredo' });

      expect(response.status).toBe(401);
      await expect(identity.login('intruso', 'segredo')).rejects.toMatchObject({ details: 'Credenciais inválidas' });
    });
  });
  describe('POST /api/auth/logout', () => {
    it('ends the session: the token then answers 401, another session of the admin goes on', async () => {
      const token = await stack.token('admin', TEST_ADMIN_PASSWORD);

      const response = await request(app).post('/api/auth/logout').set('Authorization', `Bearer ${token}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Sessão encerrada' });
      expect((await me(token)).status).toBe(401);
      expect((await me(adminToken)).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await request(app).post('/api/auth/logout')).status).toBe(401);
    });
  });

  describe('two-step sign-in', () => {
    let password: string;
    let secret: string;
    let codes: string[];

    beforeAll(async () => {
      password = 'flor-de-lis-77';
      await register({ username: 'tereza', email: 'tereza@example.com', password });
      ({ secret, codes } = await stack.enrol(await stack.token('tereza', password)));
    });

    const challenge = async (ip?: string) => {
      const response = await stack.login({ username: 'tereza', password }, ip);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
      return response.body.mfa_token as string;
    };

    it('answers the challenge instead of a token, then the token for a code of the app; the same code is refused again', async () => {
      stack.nextStep();
      const code = await stack.code(secret);

      const signedIn = await stack.loginMfa({
        mfa_token: await challenge(),
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
      });
      const replay = await stack.loginMfa({ mfa_token: await challenge(), code });

      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      expect((await me(signedIn.body.access_token)).body.username).toBe('tereza');
      expect([replay.status, replay.body]).toEqual([401, { detail: 'Código inválido ou expirado' }]);
    });

    it('takes a recovery code once', async () => {
      const first = await stack.loginMfa({ mfa_token: await challenge(), code: codes[0] });
      const second = await stack.loginMfa({ mfa_token: await challenge(), code: codes[0] });

      expect(first.status).toBe(200);
      expect([second.status, second.body]).toEqual([401, { detail: 'Código inválido ou expirado' }]);
    });

    it('answers 400 without a code and 401 for a token that is no challenge', async () => {
      const missing = await stack.loginMfa({ mfa_token: await challenge() });
      const notAChallenge = await stack.loginMfa({ mfa_token: adminToken, code: '123456' });
      const none = await stack.loginMfa({ code: '123456' });

      expect([missing.status, missing.body]).toEqual([400, { detail: 'Código é obrigatório' }]);
      expect([notAChallenge.status, notAChallenge.body]).toEqual([401, { detail: 'Código inválido ou expirado' }]);
      expect(none.status).toBe(401);
    });

    it(`answers 429 after ${MFA_FAILURES_PER_USER} wrong codes for one user from one IP, even with the right code`, async () => {
      const ip = '198.51.100.60';
      for (let attempt = 0; attempt < MFA_FAILURES_PER_USER; attempt++) {
        // A new challenge each time: the limit follows the user, not the mfa_token.
        const wrong = await stack.loginMfa({ mfa_token: await challenge(ip), code: '000000' }, ip);
        expect(wrong.status).toBe(401);
      }
      stack.nextStep();

      const blocked = await stack.loginMfa({ mfa_token: await challenge(ip), code: await stack.code(secret) }, ip);
      const elsewhere = await stack.loginMfa(
        { mfa_token: await challenge('198.51.100.61'), code: await stack.code(secret) },
        '198.51.100.61',
      );

      expect([blocked.status, blocked.body]).toEqual([429, { detail: TOO_MANY_LOGINS }]);
      expect(elsewhere.status).toBe(200);
    });
  });
});
