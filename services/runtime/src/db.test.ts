import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db.js';
import { createTestDatabase } from './testing/index.js';

describe('openDatabase', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase('pool');
  });

  afterAll(async () => {
    await database.drop();
  });

  it('logs an idle connection PostgreSQL ends and answers the next query on a new one', async () => {
    const warnings: unknown[] = [];
    const opened = openDatabase(
      database.url,
      {},
      { poolSize: 2, logger: { warn: (entry: unknown) => warnings.push(entry) } },
    );
    const before = await opened.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();

    // As a restart or a failover ends it: without a listener the pool's 'error' would end the process.
    await admin.query('select pg_terminate_backend($1)', [before.rows[0]!.pid]);
    await vi.waitFor(() => expect(opened.pool.totalCount).toBe(0));
    const after = await opened.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);

    expect(warnings).toHaveLength(1);
    expect(after.rows[0]!.pid).not.toBe(before.rows[0]!.pid);
    await admin.end();
    await opened.pool.end();
  });

  it('logs a connection lost while a caller holds it between queries, and the pool replaces it', async () => {
    const warnings: unknown[] = [];
    const opened = openDatabase(
      database.url,
      {},
      { poolSize: 1, logger: { warn: (entry: unknown) => warnings.push(entry) } },
    );
    const held = await opened.pool.connect();
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();

    // A transaction waiting on other work (a file upload, a publish) when PostgreSQL goes away.
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThan(0));
    held.release();
    const after = await opened.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);

    expect(after.rows[0]!.pid).not.toBe(rows[0]!.pid);
    await admin.end();
    await opened.pool.end();
  });
});
