import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.js';
import { type RunningPostgres, startEmbeddedPostgres } from './postgres.js';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  const root = mkdtempSync(join(tmpdir(), 'ritual-local-pg-'));
  let running: RunningPostgres | undefined;
  let port = 0;
  const messages: string[] = [];
  const lastOptions = (newPort = port) => {
    port = newPort;
    return {
      dataDir: join(root, 'postgres'),
      passwordFile: join(root, 'postgres-password'),
      logFile: join(root, 'postgres.log'),
      port,
      log: (message: string) => messages.push(message),
    };
  };

  afterAll(async () => {
    await running?.stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  });

  it('initialises once, serves, and keeps data across a stop and a start (also as root)', async () => {
    const options = lastOptions(await freePort());

    running = await startEmbeddedPostgres(options);
    expect(await query(running.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await query(running.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('ainda aqui')");
    await running.stop();
    running = undefined;

    running = await startEmbeddedPostgres(options);
    expect(await query(running.url, 'SELECT v FROM kept')).toEqual([{ v: 'ainda aqui' }]);
    if (process.getuid?.() === 0) {
      const [row] = await query<{ owner: string }>(
        running.url,
        'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database LIMIT 1',
      );
      expect(row?.owner).toBe('postgres');
      expect(statSync(options.dataDir).uid).not.toBe(0);
    }
  }, 30_000);

  it('starts over a stale postmaster.pid whose pid now belongs to another process', async () => {
    await running?.stop();
    running = undefined;
    const options = lastOptions();
    // Our own pid: alive, but not a postmaster of this cluster, as after a crash and pid reuse.
    writeFileSync(join(options.dataDir, 'postmaster.pid'), `${process.pid}\n${options.dataDir}\n`);
    running = await startEmbeddedPostgres(options);
    expect(await query(running.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 1 }]);
    expect(messages.join('\n')).toContain('postmaster.pid antigo removido');
  }, 20_000);

  it('stops a server left running by a runner that died, then starts its own', async () => {
    // `running` is not stopped: the new start finds its live postmaster.pid.
    running = await startEmbeddedPostgres(lastOptions(await freePort()));
    expect(await query(running.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 1 }]);
    expect(messages.join('\n')).toContain('ainda roda');
  }, 20_000);
});
