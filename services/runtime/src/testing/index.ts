import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureDatabase } from '../db.js';

export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** A fresh, empty database on the test server; `drop()` removes it. */
export async function createTestDatabase(prefix = 't') {
  const name = uniqueName(prefix);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  return {
    name,
    url: url.toString(),
    async drop() {
      const admin = new URL(TEST_DATABASE_URL);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        // Give pools that are still closing a moment, so FORCE does not kill their sockets mid-close.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
            name,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
export * from './fake-service.js';
export * from './s3.js';
