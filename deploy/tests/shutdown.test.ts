import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { credentials } from '@grpc/grpc-js';
import { HealthClient, HealthCheckResponse_ServingStatus as Status } from '@ritual/proto/grpc/health/v1/health';
import { CatalogService } from '@ritual/proto/ritual/v1/catalog';
import { createClient, createHealthClient } from '@ritual/runtime';
import { createTestDatabase, TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../local/src/ports.js';

const catalogDir = join(import.meta.dirname, '..', '..', 'services', 'catalog');

/** The real catalog bundle, built as scripts/build.mjs does, beside dist/ so it finds its migrations. */
async function bundleCatalog(): Promise<string> {
  const outfile = join(catalogDir, 'dist', `shutdown-test-${randomBytes(4).toString('hex')}.js`);
  await build({
    entryPoints: [join(catalogDir, 'src', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalize-dependencies',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@ritual/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

// How long the call may take to reach its lock, and the health watch its first answer, on a machine busy with the
// rest of the suite (5 s was once not enough).
const WAIT_MS = 20_000;

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('catalog process on SIGTERM', () => {
  let script: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let child: ChildProcess;
  let output = '';
  let exited: Promise<{ code: number | null; at: number }>;
  let port: number;

  beforeAll(async () => {
    [script, database, port] = await Promise.all([bundleCatalog(), createTestDatabase('shutdown'), freePort()]);
    child = spawn(process.execPath, [script], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: String(port),
        METRICS_PORT: '0',
        DATABASE_URL: database.url,
        NATS_URL: TEST_NATS_URL,
        EVENT_STREAM: uniqueName('SHUTDOWN'),
        EVENT_SUBJECT_PREFIX: uniqueName('shutdown'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
    const health = createHealthClient(`127.0.0.1:${port}`);
    try {
      await waitUntil(async () => (await health.check('', 500)) === Status.SERVING, 20_000);
    } finally {
      health.close();
    }
  }, 40_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    rmSync(script, { force: true });
    rmSync(`${script}.map`, { force: true });
    await database?.drop();
  });

  it('reports NOT_SERVING, finishes the call in flight, closes NATS and PostgreSQL, and exits 0 within 10 s', async () => {
    // Hold the rituals table so ListRituals stays in flight until we let go.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE rituals IN ACCESS EXCLUSIVE MODE');
    const catalog = createClient(CatalogService, `127.0.0.1:${port}`);
    const inFlight = catalog.listRituals({ include_inactive: true });
    await waitUntil(async () => {
      const { rows } = await locker.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
        [database.name],
      );
      return rows[0].n > 0;
    }, WAIT_MS);
    const watcher = new HealthClient(`127.0.0.1:${port}`, credentials.createInsecure());
    const statuses: Status[] = [];
    const watch = watcher.watch({ service: '' });
    const notServing = new Promise<void>((resolve) =>
      watch.on('data', (message: { status: Status }) => {
        statuses.push(message.status);
        if (message.status === Status.NOT_SERVING) resolve();
      }),
    );
    watch.on('error', () => {});
    await waitUntil(async () => statuses.includes(Status.SERVING), WAIT_MS);

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await notServing;
    expect(child.exitCode).toBeNull();
    await locker.query('COMMIT');
    await locker.end();

    await expect(inFlight).resolves.toMatchObject({ rituals: [] });
    const { code, at } = await exited;
    catalog.close();
    watcher.close();

    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(statuses).toEqual([Status.SERVING, Status.NOT_SERVING]);
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toContain('step failed');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.name],
    );
    await admin.end();
    expect(rows[0].n).toBe(0);
  }, 60_000);
});
