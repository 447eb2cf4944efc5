import { status } from '@grpc/grpc-js';
import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import { ConfigError, createClient } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from './server.js';
import { startTestIdentity, TEST_ADMIN_PASSWORD, TEST_CLIENT, testIdentityEnv } from './testing.js';

type TestIdentity = Awaited<ReturnType<typeof startTestIdentity>>;

const INVALID_TOKEN = { code: status.UNAUTHENTICATED, details: 'Token inválido ou expirado' };
const INVALID_CREDENTIALS = { code: status.UNAUTHENTICATED, details: 'Credenciais inválidas' };

describe('identity service over gRPC', () => {
  let identity: TestIdentity;

  beforeAll(async () => {
    identity = await startTestIdentity({ JWT_EXPIRES_IN: '2h' });
  });

  afterAll(() => identity.stop());

  describe('bootstrap', () => {
    it('creates the user admin with admin@localhost on first start', async () => {
      const { users } = await identity.client.listUsers({});

      expect(users[0]).toMatchObject({ username: 'admin', email: 'admin@localhost' });
    });
  });

  describe('Login', () => {
    it('answers a bearer token with the configured lifetime for the right password', async () => {
      const response = await identity.client.login({
        username: 'admin',
        password: TEST_ADMIN_PASSWORD,
        ...TEST_CLIENT,
      });

      expect(response).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
      expect((await identity.client.verifyToken({ access_token: response.access_token })).user?.username).toBe('admin');
    });

    it('finds the user whatever the case of the username', async () => {
      const response = await identity.client.login({
        username: ' ADMIN ',
        password: TEST_ADMIN_PASSWORD,
        ...TEST_CLIENT,
      });

      expect(response.access_token).not.toBe('');
    });

    it('answers UNAUTHENTICATED "Credenciais inválidas" for a wrong password', async () => {
      await expect(
        identity.client.login({ username: 'admin', password: 'errada', ...TEST_CLIENT }),
      ).rejects.toMatchObject(INVALID_CREDENTIALS);
    });

    it('answers the same for an unknown user', async () => {
      await expect(
        identity.client.login({ username: 'ninguem', password: 'qualquer', ...TEST_CLIENT }),
      ).rejects.toMatchObject(INVALID_CREDENTIALS);
    });

    it('answers INVALID_ARGUMENT when username or password is missing', async () => {
      const expected = { code: status.INVALID_ARGUMENT, details: 'Usuário e senha são obrigatórios' };

      await expect(identity.client.login({ username: '', password: 'x', ...TEST_CLIENT })).rejects.toMatchObject(
        expected,
      );
      await expect(identity.client.login({ username: 'admin', password: '', ...TEST_CLIENT })).rejects.toMatchObject(
        expected,
      );
    });
  });

  describe('VerifyToken', () => {
    it('answers the user without any password field, and the session', async () => {
      const token = await identity.adminToken();

      const verified = await identity.client.verifyToken({ access_token: token });

      const user = verified.user!;
      expect(Object.keys(user).sort()).toEqual(['created_at', 'email', 'id', 'username']);
      expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
      expect(verified).toMatchObject({
        session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        two_factor_setup_required: false,
      });
    });

    it.each(['', 'garbage'])('answers UNAUTHENTICATED for the token %j', async (token) => {
      await expect(identity.client.verifyToken({ access_token: token })).rejects.toMatchObject(INVALID_TOKEN);
    });

    it('answers UNAUTHENTICATED for the token of a user deleted since', async () => {
      const user = await identity.client.createUser({
        username: 'temporario',
        email: 't@example.com',
        password: 'tempo-4821',
        store_name: '',
      });
      const token = await identity.login('temporario', 'tempo-4821');
      await identity.client.deleteUser({ id: user.id });

      await expect(identity.client.verifyToken({ access_token: token })).rejects.toMatchObject(INVALID_TOKEN);
    });
  });

  describe('CreateUser and ListUsers', () => {
    it('creates a user with a trimmed username who can then log in', async () => {
      const user = await identity.client.createUser({
        username: '  joana ',
        email: 'joana@example.com',
        password: 'segredo',
        store_name: '',
      });

      expect(user).toMatchObject({ username: 'joana', email: 'joana@example.com' });
      expect(user.id).toBeGreaterThan(0);
      await expect(identity.login('joana', 'segredo')).resolves.not.toBe('');
    });

    it('answers ALREADY_EXISTS for a username taken in another case', async () => {
      await identity.client.createUser({
        username: 'Carla',
        email: 'carla@example.com',
        password: 'segredo',
        store_name: '',
      });

      await expect(
        identity.client.createUser({
          username: 'carla',
          email: 'outra@example.com',
          password: 'segredo',
          store_name: '',
        }),
      ).rejects.toMatchObject({ code: status.ALREADY_EXISTS, details: 'Nome de usuário já existe' });
    });

    it('answers INVALID_ARGUMENT with the pt-BR text of the broken rule', async () => {
      await expect(
        identity.client.createUser({
          username: 'bruno',
          email: 'bruno@example.com',
          password: '12345',
          store_name: '',
        }),
      ).rejects.toMatchObject({ code: status.INVALID_ARGUMENT, details: 'A senha deve ter no mínimo 6 caracteres' });
    });

    it('lists users in the order they were created, not by name', async () => {
      await identity.client.createUser({
        username: 'zelia',
        email: 'z@example.com',
        password: 'segredo',
        store_name: '',
      });
      await identity.client.createUser({
        username: 'alice',
        email: 'a@example.com',
        password: 'segredo',
        store_name: '',
      });

      const names = (await identity.client.listUsers({})).users.map((user) => user.username);

      expect(names[0]).toBe('admin');
      expect(names.slice(-2)).toEqual(['zelia', 'alice']);
    });
  });

  describe('DeleteUser', () => {
    it('answers PERMISSION_DENIED "Usuário protegido" for the user admin, who stays', async () => {
      const admin = (await identity.client.listUsers({})).users.find((user) => user.username === 'admin')!;

      await expect(identity.client.deleteUser({ id: admin.id })).rejects.toMatchObject({
        code: status.PERMISSION_DENIED,
        details: 'Usuário protegido',
      });
      await expect(identity.adminToken()).resolves.not.toBe('');
    });

    it('answers NOT_FOUND "Usuário não encontrado" for an unknown id', async () => {
      await expect(identity.client.deleteUser({ id: 987_654 })).rejects.toMatchObject({
        code: status.NOT_FOUND,
        details: 'Usuário não encontrado',
      });
    });

    it('removes another user from the list', async () => {
      const user = await identity.client.createUser({
        username: 'saindo',
        email: 's@example.com',
        password: 'segredo',
        store_name: '',
      });

      await identity.client.deleteUser({ id: user.id });

      const ids = (await identity.client.listUsers({})).users.map((listed) => listed.id);
      expect(ids).not.toContain(user.id);
    });
  });
});

describe('identity service start', () => {
  it('keeps the admin password of the first start when restarted with another ADMIN_PASSWORD', async () => {
    const database = await createTestDatabase('identity');
    try {
      const first = await start(testIdentityEnv(database.url, { ADMIN_PASSWORD: 'primeira-senha' }), {
        handleSignals: false,
      });
      await first.stop();

      const second = await start(testIdentityEnv(database.url, { ADMIN_PASSWORD: 'segunda-senha' }), {
        handleSignals: false,
      });
      const client = createClient(IdentityService, `127.0.0.1:${second.port}`);
      try {
        await expect(
          client.login({ username: 'admin', password: 'primeira-senha', ...TEST_CLIENT }),
        ).resolves.toMatchObject({
          token_type: 'bearer',
        });
        await expect(
          client.login({ username: 'admin', password: 'segunda-senha', ...TEST_CLIENT }),
        ).rejects.toMatchObject(INVALID_CREDENTIALS);
        expect((await client.listUsers({})).users.filter((user) => user.username === 'admin')).toHaveLength(1);
      } finally {
        client.close();
        await second.stop();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses to start in production without ADMIN_PASSWORD, naming the variable', async () => {
    const env = testIdentityEnv('postgres://postgres@127.0.0.1:5432/never_created', {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: undefined,
    });

    const failure = start(env, { handleSignals: false });

    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});
