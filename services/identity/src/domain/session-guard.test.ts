import { migrateDatabase, migrationsFolder, openDatabase } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { buildIdentity } from '../identity.js';
import { hashPassword } from './passwords.js';

const FROM = { ip: '203.0.113.9', userAgent: 'vitest', device: 'vitest' };
const SECRET = 'g'.repeat(32);
const IDLE_SECONDS = 30 * 60;

describe('SessionGuard', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: ReturnType<typeof openDatabase<typeof schema>>;
  let clock: number;
  const now = () => new Date(clock);
  /** Two identity replicas over one database, as a deployment with two would run. */
  const replicas = (cacheMs?: number) =>
    [0, 1].map(() =>
      buildIdentity(opened.db, {
        jwtSecret: SECRET,
        jwtExpiresIn: 3600,
        idleSeconds: IDLE_SECONDS,
        sessionCacheMs: cacheMs,
        now,
      }),
    );

  beforeAll(async () => {
    database = await createTestDatabase('identity');
    opened = openDatabase(database.url, schema);
    await migrateDatabase(opened.db, migrationsFolder(import.meta.url));
    await opened.db.insert(schema.users).values({
      username: 'ana',
      email: 'ana@example.com',
      passwordHash: await hashPassword('senha-da-ana'),
    });
  });

  afterAll(async () => {
    await opened.pool.end();
    await database.drop();
  });

  beforeEach(() => {
    clock = Date.now();
  });

  async function signIn(identity: ReturnType<typeof replicas>[number]) {
    const { token } = await identity.accounts.login('ana', 'senha-da-ana', FROM);
    return token!.accessToken;
  }

  it('lets another replica accept an ended session for at most the cache time (5 s), then refuses it', async () => {
    const [first, second] = replicas();
    const token = await signIn(first!);
    await second!.accounts.verifyToken(token);

    await first!.myAccount.logout(token, FROM);

    await expect(first!.accounts.verifyToken(token)).rejects.toThrow('Token inválido ou expirado');
    await expect(second!.accounts.verifyToken(token)).resolves.toMatchObject({ user: { username: 'ana' } });
    clock += 5001;
    await expect(second!.accounts.verifyToken(token)).rejects.toThrow('Token inválido ou expirado');
  });

  it('without the cache, refuses an ended session on every replica at once', async () => {
    const [first, second] = replicas(0);
    const token = await signIn(first!);
    await second!.accounts.verifyToken(token);

    await first!.myAccount.logout(token, FROM);

    await expect(second!.accounts.verifyToken(token)).rejects.toThrow('Token inválido ou expirado');
  });

  it(`ends a session left idle past SESSION_IDLE_TIMEOUT; use keeps it alive`, async () => {
    const [identity] = replicas(0);
    const used = await signIn(identity!);
    const idle = await signIn(identity!);

    for (let minute = 0; minute < 40; minute += 10) {
      clock += 10 * 60 * 1000;
      await identity!.accounts.verifyToken(used);
    }

    await expect(identity!.accounts.verifyToken(idle)).rejects.toThrow('Token inválido ou expirado');
    await expect(identity!.accounts.verifyToken(used)).resolves.toBeDefined();
    const [row] = await opened.pool
      .query(`SELECT end_reason FROM sessions WHERE ended_at IS NOT NULL ORDER BY ended_at DESC LIMIT 1`)
      .then((result) => result.rows);
    expect(row).toEqual({ end_reason: 'idle' });
  });

  it('writes last_seen_at at most once a minute per session', async () => {
    const [identity] = replicas(0);
    const token = await signIn(identity!);
    const lastSeen = async () =>
      (await opened.pool.query('SELECT last_seen_at FROM sessions ORDER BY created_at DESC LIMIT 1')).rows[0]
        .last_seen_at as Date;
    const started = await lastSeen();

    clock += 30_000;
    await identity!.accounts.verifyToken(token);
    expect(await lastSeen()).toEqual(started);
    clock += 31_000;
    await identity!.accounts.verifyToken(token);
    expect((await lastSeen()).getTime()).toBe(clock);
  });
});
