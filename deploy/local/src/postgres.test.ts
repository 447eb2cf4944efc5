import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
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

  it('hands out a URL through its Unix socket, and still answers on TCP for other tools', async () => {
    const url = new URL(running!.url);

    const [overSocket] = await query<{ addr: string | null }>(url.toString(), 'SELECT inet_server_addr() AS addr');
    url.searchParams.delete('host');
    const [overTcp] = await query<{ addr: string | null }>(url.toString(), 'SELECT inet_server_addr() AS addr');

    expect(new URL(running!.url).searchParams.get('host')).toBe(join(root, 'postgres-socket'));
    expect(overSocket?.addr).toBeNull();
    expect(overTcp?.addr).toBe('127.0.0.1');
  });

  it('starts over a stale postmaster.pid and socket lock whose pid now belongs to another process', async () => {
    await running?.stop();
    running = undefined;
    const options = lastOptions();
    // A live process that is neither a postmaster of this cluster nor its parent, as after a crash and pid reuse
    // (or a killed postmaster not yet reaped): the new postmaster would take the socket's lock for a running server.
    // Owned by the cluster's user, as the killed postmaster was: a process postgres may not signal counts as gone.
    const { uid, gid } = statSync(options.dataDir);
    const other = spawn('sleep', ['60'], { stdio: 'ignore', uid, gid });
    onTestFinished(() => {
      other.kill();
    });
    writeFileSync(join(options.dataDir, 'postmaster.pid'), `${other.pid}\n${options.dataDir}\n`);
    writeFileSync(join(root, 'postgres-socket', `.s.PGSQL.${port}.lock`), `${other.pid}\n${options.dataDir}\n`);
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
