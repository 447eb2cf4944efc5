import { createStorage, type ObjectStorage } from '@ritual/runtime';
import { createTestDatabase, startTestS3, TEST_DATABASE_URL } from '@ritual/runtime/testing';
import pg from 'pg';
import { start } from '../server.js';
import { startFakeCatalog } from './fake-catalog.js';

/**
 * The orders service in-process on a fresh database, s3rver and the fake catalog, with a clock the test sets.
 * `env` adds or overrides variables (e.g. NATS_URL for the event tests).
 */
export async function startOrdersForTest(env: NodeJS.ProcessEnv = {}) {
  const database = await createTestDatabase('orders');
  const s3 = await startTestS3();
  const catalog = await startFakeCatalog();
  const clock = { now: new Date('2025-03-10T15:00:00.000Z') };
  const service = await start(
    {
      DATABASE_URL: database.url,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: '0',
      LOG_LEVEL: 'silent',
      CATALOG_ADDR: catalog.address,
      ...s3.config,
      ...env,
    },
    { handleSignals: false, clock: () => clock.now },
  );
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const storage: ObjectStorage = createStorage(s3.config);
  return {
    address: `127.0.0.1:${service.port}`,
    clock,
    /** Direct SQL on the service's database, for what the API does not show (hashes, outbox rows). */
    pool,
    storage,
    async stop() {
      await service.stop();
      await pool.end();
      await catalog.stop();
      await s3.close();
      await closedConnections(database.name);
      await database.drop();
    },
  };
}

/**
 * pg's Pool.end() resolves before its sockets have closed; dropping the database WITH (FORCE) then kills those
 * sessions and the pool reports an unhandled error. Waiting until the server sees no session avoids it.
 */
async function closedConnections(databaseName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await waitFor(async () => {
      const result = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
        databaseName,
      ]);
      return result.rows[0].n === 0;
    });
  } finally {
    await admin.end();
  }
}

/** Polls `condition` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(condition: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
