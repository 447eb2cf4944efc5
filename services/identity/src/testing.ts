import { randomBytes } from 'node:crypto';
import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import { createClient, unauthenticated } from '@ritual/runtime';
import { createTestDatabase, startFakeService } from '@ritual/runtime/testing';
import { type IdentityStartOptions, start } from './server.js';

export const TEST_ADMIN_PASSWORD = 'senha-admin-de-teste';
/** The address and browser a test signs in from, as the gateway would pass them. */
export const TEST_CLIENT = {
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};

/** Environment for an in-process identity service on a free loopback port. */
export function testIdentityEnv(databaseUrl: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: '0',
    SHUTDOWN_TIMEOUT_MS: '3000',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...env,
  };
}

/**
 * The real identity service with a fresh database, for any test that needs admin tokens
 * (e.g. gateway route tests: point IDENTITY_ADDR at `address`, then send `Bearer ${await adminToken()}`).
 */
export async function startTestIdentity(
  env: NodeJS.ProcessEnv = {},
  options: Omit<IdentityStartOptions, 'handleSignals'> = {},
) {
  const database = await createTestDatabase('identity');
  const serviceEnv = testIdentityEnv(database.url, env);
  const service = await start(serviceEnv, { ...options, handleSignals: false }).catch(async (err: unknown) => {
    await database.drop();
    throw err;
  });
  const address = `127.0.0.1:${service.port}`;
  const client = createClient(IdentityService, address);
  return {
    address,
    client,
    env: serviceEnv,
    databaseUrl: database.url,
    /** Signs in a user without two-step sign-in and answers the access token. */
    async login(username: string, password: string, from = TEST_CLIENT): Promise<string> {
      return (await client.login({ username, password, ...from })).access_token;
    },
    adminToken(): Promise<string> {
      return this.login('admin', TEST_ADMIN_PASSWORD);
    },
    async stop(): Promise<void> {
      client.close();
      await service.stop();
      await database.drop();
    },
  };
}

export const FAKE_ADMIN_TOKEN = 'token-do-admin';
export const FAKE_SESSION_ID = '00000000-0000-4000-8000-000000000001';
export const asFakeAdmin = { Authorization: `Bearer ${FAKE_ADMIN_TOKEN}` };

type IdentityMethods = Parameters<typeof startFakeService<typeof IdentityService>>[2];

/**
 * For tests of identity's callers (e.g. gateway routes): a fake identity that knows one admin token, with any other
 * methods the test needs (e.g. recordAudit to see what was audited).
 */
export function startFakeIdentity(methods: IdentityMethods = {}) {
  return startFakeService('ritual.v1.Identity', IdentityService, {
    ...methods,
    verifyToken: async ({ access_token }) => {
      if (access_token !== FAKE_ADMIN_TOKEN) throw unauthenticated('Token inválido ou expirado');
      return {
        user: { id: 1, username: 'admin', email: 'admin@exemplo.com', created_at: '2026-01-01T00:00:00.000Z' },
        session_id: FAKE_SESSION_ID,
        two_factor_setup_required: false,
      };
    },
  });
}
