// Issue #27's restore drills: the real embedded stack backs up into a folder, the machine is lost (every process
// SIGKILLed, the data directory deleted), `make restore` brings it back, and the store is the same.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { PNG_1PX } from '@ritual/orders/testing';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readStatus } from '../src/backup/backup.js';
import { backupPaths } from '../src/backup/config.js';
import { newKeyPair } from '../src/backup/sealed.js';
import { CrashStack, REPO_ROOT, until } from './stack.js';
import { receiptFor, Store } from './store.js';

const run = promisify(execFile);
const BACKUP_CLI = join(REPO_ROOT, 'deploy/local/dist/backup.js');
/** Two starts, a backup and a restore: ~3 min on 2 busy cores, more than the project's 4 min when they are busier. */
const DRILL_TIMEOUT_MS = 420_000;

interface Drill {
  stack: CrashStack;
  store: Store;
  ritualId: number;
  /** Removed after the test with the stack's data. */
  folder: string;
}

let drill: Drill | undefined;

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') drill?.stack.saveOutput(context.task.name);
  await drill?.stack.dispose();
  if (drill) rmSync(drill.folder, { recursive: true, force: true });
  drill = undefined;
});

/** A fresh store backing up continuously into a folder of its own, with the operator's key beside it. */
async function startDrill(walTimeoutSeconds: number): Promise<Drill> {
  const folder = mkdtempSync(join(tmpdir(), 'ritual-backup-drill-'));
  const { identity, recipient } = await newKeyPair();
  writeFileSync(join(folder, 'identity.txt'), `${identity}\n`, { mode: 0o600 });
  const stack = await CrashStack.create({
    env: {
      BACKUP_DIR: join(folder, 'target'),
      BACKUP_AGE_RECIPIENT: recipient,
      BACKUP_AGE_IDENTITY_FILE: join(folder, 'identity.txt'),
      BACKUP_WAL_TIMEOUT_SECONDS: String(walTimeoutSeconds),
    },
  });
  drill = { stack, store: new Store(stack.baseUrl), ritualId: 0, folder };
  await stack.startFresh();
  await drill.store.login();
  drill.ritualId = await drill.store.seed();
  return drill;
}

/** `make backup`, `make restore`: the CLI with the stack's environment. */
async function cli(stack: CrashStack, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [BACKUP_CLI, ...args], { cwd: REPO_ROOT, env: stack.env });
  return stdout;
}

/** The disk dies: every process killed at once, the data directory gone. Then `make restore` and `make start`. */
async function loseTheMachineAndRestore(stack: CrashStack, ...restoreArgs: string[]): Promise<void> {
  stack.powerLoss();
  rmSync(stack.dataDir, { recursive: true, force: true });
  await cli(stack, 'restore', ...restoreArgs);
  await stack.start();
}

/** Everything the panel shows, with each receipt's file and every stored file read back as a hash. */
async function snapshot(store: Store, ritualId: number, dataDir: string) {
  await store.login();
  const orders = await store.call<{ id: number }[]>('GET', `/clientes?ritual_id=${ritualId}`);
  const receipts = [];
  for (const order of orders) {
    for (const receipt of await store.call<{ file_url: string | null }[]>('GET', `/clientes/${order.id}/receipts`)) {
      const file = receipt.file_url
        ? Buffer.from(await (await fetch(new URL(receipt.file_url, store.baseUrl))).arrayBuffer())
        : undefined;
      receipts.push({ ...receipt, file_url: file && sha256(file) });
    }
  }
  const s3 = join(dataDir, 's3');
  const files = readdirSync(s3, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
    .map(
      (entry) =>
        `${relative(s3, join(entry.parentPath, entry.name))} ${sha256(readFileSync(join(entry.parentPath, entry.name)))}`,
    )
    .sort();
  return {
    orders,
    receipts,
    files,
    paymentConfig: await store.call('GET', '/payment-config'),
    siteConfig: await store.call('GET', '/site-config'),
    users: await store.call('GET', '/users'),
    stats: await store.call('GET', '/dashboard/stats'),
    dailySales: await store.call('GET', '/dashboard/daily-sales'),
    rituals: await store.call('GET', '/rituais/admin'),
  };
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

describe('backup drills: embedded mode', () => {
  it(
    'restores every order, receipt and file, setting, user and dashboard figure after the disk is lost, and the store sells again',
    async () => {
      const { stack, store, ritualId } = await startDrill(60);
      const site = await store.call<Record<string, string>>('GET', '/site-config');
      await store.call('PUT', '/site-config', {
        json: { ...site, site_name: 'Templo restaurado', site_description: 'Texto do dreno de backup' },
      });
      const goals = new FormData();
      goals.set('daily_goal', '321.00');
      goals.set('monthly_goal', '9876.00');
      await store.call('POST', '/dashboard/goals', { body: goals });
      await store.call('POST', '/auth/register', {
        json: { username: 'atendente', email: 'atendente@example.com', password: 'incenso-e-mirra-7' },
      });
      const photoForm = new FormData();
      photoForm.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'foto.png');
      const photo = await store.call<{ filename: string }>('POST', '/upload-photo', { body: photoForm });
      await store.placeOrder(ritualId, 'drill-pending-0001', 1, [photo.filename]);
      const paid = await store.placeOrder(ritualId, 'drill-paid-00000001', 2);
      const receipt = await receiptFor();
      expect((await store.uploadReceipt(paid, receipt)).verification_status).toBe('approved');
      // The same receipt again, for another order: held, not approved twice.
      const reused = await store.placeOrder(ritualId, 'drill-reused-000001', 3);
      expect((await store.uploadReceipt(reused, receipt)).verification_status).not.toBe('approved');
      const cancelled = await store.placeOrder(ritualId, 'drill-cancelled-001', 4);
      const status = new FormData();
      status.set('payment_status', 'cancelled');
      await store.call('PUT', `/clientes/${cancelled.id}/payment`, { body: status });
      await until('the reporting read model to count the sale', async () => (await store.dashboard()).salesCents > 0);
      const before = await snapshot(store, ritualId, stack.dataDir);

      await cli(stack, 'backup');
      await loseTheMachineAndRestore(stack);

      expect(await snapshot(store, ritualId, stack.dataDir)).toEqual(before);
      const next = await store.placeOrder(ritualId, 'drill-after-restore', 5);
      expect((await store.uploadReceipt(next, await receiptFor())).verification_status).toBe('approved');
    },
    DRILL_TIMEOUT_MS,
  );

  it(
    'restores to a moment between two orders and finds exactly the first',
    async () => {
      const { stack, store, ritualId } = await startDrill(2);
      await until(
        'the first base backup',
        async () => (await readStatus(backupPaths(stack.dataDir).status)).lastBaseBackupAt,
      );
      const first = await store.placeOrder(ritualId, 'drill-pitr-first-01', 1);
      const between = new Date();
      const second = await store.placeOrder(ritualId, 'drill-pitr-second-1', 2);
      const archivedAt = await archivedPastNow(stack);
      await until('the archived WAL to be shipped', async () => {
        const { lastGoodAt } = await readStatus(backupPaths(stack.dataDir).status);
        return lastGoodAt !== undefined && new Date(lastGoodAt) > archivedAt;
      });

      await loseTheMachineAndRestore(stack, `--until=${between.toISOString()}`);

      await store.login();
      const ids = (await store.orders(ritualId)).map((order) => order.id);
      expect(ids).toEqual([first.id]);
      expect(ids).not.toContain(second.id);
    },
    DRILL_TIMEOUT_MS,
  );

  it(
    'restores a backup taken before an erasure, re-applies the erasure at start, and the person’s data is gone again',
    async () => {
      const { stack, store, ritualId } = await startDrill(2);
      await until(
        'the first base backup',
        async () => (await readStatus(backupPaths(stack.dataDir).status)).lastBaseBackupAt,
      );
      const erased = '(21) 99876-5432';
      const kept = '(31) 91234-5678';
      const erasedOrder = await store.placeOrder(ritualId, 'drill-erasure-gone-1', 1, [], erased);
      const keptOrder = await store.placeOrder(ritualId, 'drill-erasure-kept-1', 2, [], kept);
      const beforeErasure = new Date();
      const erasure = await store.call<{ order_ids: number[] }>('POST', '/data-subjects/erase', {
        json: { whatsapp: erased },
      });
      expect(erasure.order_ids).toEqual([erasedOrder.id]);
      const archivedAt = await archivedPastNow(stack);
      await until('the erasure’s WAL and the journal file to be shipped', async () => {
        const { lastGoodAt } = await readStatus(backupPaths(stack.dataDir).status);
        return lastGoodAt !== undefined && new Date(lastGoodAt) > archivedAt;
      });

      // The database as it was before the erasure: the person's order is back until orders re-applies the erasure.
      await loseTheMachineAndRestore(stack, `--until=${beforeErasure.toISOString()}`);

      await store.login();
      expect((await store.orders(ritualId)).map((order) => order.id)).toEqual([keptOrder.id, erasedOrder.id]);
      const personalData = async (whatsapp: string) =>
        (
          await store.call<{ orders: { id: number }[] }>(
            'GET',
            `/data-subjects/export?whatsapp=${encodeURIComponent(whatsapp)}`,
          )
        ).orders.map((order) => order.id);
      await until('orders to re-apply the erasure', async () => (await personalData(erased)).length === 0);
      expect(await personalData(kept)).toEqual([keptOrder.id]);
    },
    DRILL_TIMEOUT_MS,
  );
});

/** Waits for PostgreSQL to archive the WAL segment written now (archive_timeout closes it), and says when it saw it. */
async function archivedPastNow(stack: CrashStack): Promise<Date> {
  const password = readFileSync(join(stack.dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${stack.env.PG_PORT}/postgres`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ segment: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment');
    const current = rows[0]?.segment as string;
    return await until('PostgreSQL to archive the WAL of the second order', async () => {
      const archived = await client.query<{ segment: string | null }>(
        'SELECT last_archived_wal AS segment FROM pg_stat_archiver',
      );
      const segment = archived.rows[0]?.segment;
      return segment && segment.slice(0, 24) >= current ? new Date() : undefined;
    });
  } finally {
    await client.end();
  }
}
