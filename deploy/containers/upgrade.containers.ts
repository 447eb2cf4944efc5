// `make compose-upgrade` drilled on the suite's stack (after stack.containers.ts, vitest.config.ts's sequencer): the
// previous compose file's stack played by its stand-ins (deploy/containers/previous-stack.yml: PostgreSQL 15 on
// `postgres-data`, the files on `minio-data`) takes 200 paid orders, then scripts/compose.sh upgrade moves it into
// this file's volumes, and every order, receipt file and dashboard figure must come out identical. Offline only: the
// previous stack exists here only as stand-ins.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, type Client, clients, expectPaidExactlyOnce } from '../local/crash/approvals.js';
import { REPO_ROOT, until } from '../local/crash/stack.js';
import { Store } from '../local/crash/store.js';
import {
  adminPassword,
  BACKUP_DIR,
  BASE_URL,
  compose,
  composeUp,
  composeUpgrade,
  composeWith,
  docker,
  PROJECT,
  psql,
  untilAllHealthy,
  untilPaymentsAnswer,
} from './compose-stack.js';

const run = promisify(execFile);

const PREVIOUS_STACK = join(REPO_ROOT, 'deploy/containers/previous-stack.yml');
const OLD_VOLUMES = [`${PROJECT}_postgres-data`, `${PROJECT}_minio-data`];
const NEW_VOLUMES = [`${PROJECT}_postgres-17-data`, `${PROJECT}_s3-data`];
/** Where the previous stack's backups go once the operator points BACKUP_DIR at a new, empty folder. */
const OLD_BACKUPS = `${BACKUP_DIR}-postgres-15`;
const ORDERS = 200;

interface Receipt {
  file_url: string | null;
  [field: string]: unknown;
}

/** What the store shows of itself through the HTTPS proxy: compared whole before and after the upgrade. */
interface Snapshot {
  orders: unknown[];
  /** Per order: its PIX amount and code (the order's price, read by the payments service). */
  pix: { id: number; amount: string; brcode: string; txid: string }[];
  /** Per order: its receipts as the panel lists them, without their short-lived links. */
  receipts: { id: number; receipts: Omit<Receipt, 'file_url'>[] }[];
  /** Per order: the bytes of each receipt file, through its presigned link on the files port. */
  files: { id: number; bytes: Buffer[] }[];
  stats: unknown;
  dailySales: unknown;
}

async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function snapshot(store: Store, ritualId: number, paid: Client[]): Promise<Snapshot> {
  const per = await mapLimit(paid, 8, async (client) => {
    const order = client.order!;
    const pix = await store.call<{ amount: string; brcode: string; txid: string }>('GET', `/clientes/${order.id}/pix`, {
      headers: { 'x-order-token': order.token },
    });
    const receipts = await store.call<Receipt[]>('GET', `/clientes/${order.id}/receipts`);
    const bytes = await Promise.all(
      receipts.map(async (receipt) => {
        const response = await fetch(receipt.file_url!, { signal: AbortSignal.timeout(30_000) });
        if (!response.ok) throw new Error(`receipt file of order ${order.id}: ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    return {
      pix: { id: order.id, amount: pix.amount, brcode: pix.brcode, txid: pix.txid },
      receipts: { id: order.id, receipts: receipts.map(({ file_url: _link, ...rest }) => rest) },
      files: { id: order.id, bytes },
    };
  });
  return {
    orders: await store.orders(ritualId),
    pix: per.map((entry) => entry.pix),
    receipts: per.map((entry) => entry.receipts),
    files: per.map((entry) => entry.files),
    stats: await store.call('GET', '/dashboard/stats'),
    dailySales: await store.call('GET', '/dashboard/daily-sales'),
  };
}

async function volumes(): Promise<Set<string>> {
  return new Set((await docker('volume', 'ls', '--format', '{{.Name}}')).split('\n').filter(Boolean));
}

/** A failed compose.sh run: its exit code and what it said on stderr. */
async function failure(running: Promise<unknown>): Promise<{ code: number; stderr: string }> {
  const err = await running.then(
    () => {
      throw new Error('compose.sh was expected to refuse, and succeeded');
    },
    (err: { code?: number; stderr?: string }) => err,
  );
  return { code: err.code ?? -1, stderr: err.stderr ?? '' };
}

const drill = process.env.OFFLINE === '0' ? describe.skip : describe.sequential;

drill('containers: make compose-upgrade from the previous compose file', () => {
  let store: Store;
  let ritualId: number;
  let paid: Client[];
  let baseline: { salesCents: number; commissionCents: number };
  let before: Snapshot;
  let upgradeOutput = '';

  beforeAll(async () => {
    // The previous stack's PostgreSQL 15 stand-in (and every other stand-in, kept when already built).
    process.env.OFFLINE = '1';
    await run('bash', [join(REPO_ROOT, 'deploy/docker/offline/build-images.sh'), 'legacy'], {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
  });

  afterAll(async () => {
    rmSync(OLD_BACKUPS, { recursive: true, force: true });
    if (process.env.KEEP_STACK === '1') return;
    const present = await volumes();
    const old = OLD_VOLUMES.filter((volume) => present.has(volume));
    if (!old.length) return;
    // A drill that failed midway may have left the previous stack holding them.
    await docker('volume', 'rm', ...old).catch(() => composeWith([PREVIOUS_STACK], 'down', '--volumes'));
  });

  it('runs the previous stack (PostgreSQL 15, files on minio-data) and takes 200 paid orders through HTTPS', async () => {
    // A store that ran the previous file: none of this file's volumes. The proxy's state stays (the tests trust its CA).
    await compose('down', '--remove-orphans');
    const present = await volumes();
    const dropped = [...NEW_VOLUMES, `${PROJECT}_nats-data`, `${PROJECT}_backup-status`].filter((v) => present.has(v));
    if (dropped.length) await docker('volume', 'rm', ...dropped);
    // Its backups went to a folder of their own, as the previous stack's did.
    rmSync(BACKUP_DIR, { recursive: true, force: true });
    mkdirSync(BACKUP_DIR, { recursive: true });
    await composeWith([PREVIOUS_STACK], 'up', '-d', '--build', '--wait', '--wait-timeout', '300');
    expect(Number(await psql('SHOW server_version_num'))).toBeLessThan(160000);

    store = new Store(BASE_URL, adminPassword());
    await store.login();
    await untilPaymentsAnswer(store);
    ritualId = await store.seed();
    baseline = await store.dashboard();
    paid = clients(ORDERS);
    const started = performance.now();
    await approve(store, ritualId, paid, { concurrency: 6 });
    await expectPaidExactlyOnce(store, ritualId, paid, baseline);
    before = await snapshot(store, ritualId, paid);

    expect(before.orders.length).toBe(ORDERS);
    expect(before.files.every((entry) => entry.bytes.length === 1 && entry.bytes[0]!.length > 0)).toBe(true);
    process.stdout.write(
      `[containers] upgrade drill: previous stack took ${ORDERS} paid orders in ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  });

  it('refuses make compose-up beside the old volumes, and the upgrade while backups would mix with the old ones', async () => {
    await compose('down');
    let present = await volumes();
    expect(OLD_VOLUMES.filter((volume) => !present.has(volume))).toEqual([]);
    expect(NEW_VOLUMES.filter((volume) => present.has(volume))).toEqual([]);

    const up = await failure(composeUp());
    expect(up.code).toBe(2);
    expect(up.stderr).toContain('make compose-upgrade');

    // The previous stack's backups are in BACKUP_DIR: the new cluster's WAL must not go there.
    expect(readdirSync(join(BACKUP_DIR, 'base')).length).toBeGreaterThan(0);
    const upgrade = await failure(composeUpgrade());
    expect(upgrade.code).toBe(2);
    expect(upgrade.stderr).toContain('RECUSADO: os backups configurados');
    present = await volumes();
    expect(NEW_VOLUMES.filter((volume) => present.has(volume))).toEqual([]);
    expect(OLD_VOLUMES.filter((volume) => !present.has(volume))).toEqual([]);
  });

  it('copies the previous stack into PostgreSQL 17 and the S3 server, checked, and starts the whole stack', async () => {
    // What the operator does: BACKUP_DIR pointed at a new, empty folder; the old backups kept aside.
    rmSync(OLD_BACKUPS, { recursive: true, force: true });
    renameSync(BACKUP_DIR, OLD_BACKUPS);
    mkdirSync(BACKUP_DIR, { recursive: true });
    const started = performance.now();
    upgradeOutput = await composeUpgrade();
    const seconds = (performance.now() - started) / 1000;

    expect(upgradeOutput).toMatch(
      /PostgreSQL 15\.\d+ \(\S+_postgres-data\) → PostgreSQL 17\.\d+ \(\S+_postgres-17-data\)/,
    );
    const files = /(\d+) arquivos \(([\d.]+) MB\) copiados e conferidos byte a byte \((\d+) já iguais\)/.exec(
      upgradeOutput,
    );
    expect(Number(files?.[1])).toBeGreaterThanOrEqual(ORDERS);
    expect(Number(files?.[3])).toBe(0);
    expect(upgradeOutput).toContain(`docker volume rm ${OLD_VOLUMES.join(' ')}`);
    const rows = /(\d+) bancos, (\d+) tabelas, (\d+) linhas copiadas/.exec(upgradeOutput);
    expect(Number(rows?.[3])).toBeGreaterThan(ORDERS);
    const present = await volumes();
    expect(NEW_VOLUMES.filter((volume) => !present.has(volume))).toEqual([]);
    expect(OLD_VOLUMES.filter((volume) => !present.has(volume))).toEqual([]);
    expect(Number(await psql('SHOW server_version_num'))).toBeGreaterThanOrEqual(170000);
    process.stdout.write(
      `[containers] upgrade drill: make compose-upgrade ${seconds.toFixed(0)} s; ${rows?.[1]} databases, ` +
        `${rows?.[2]} tables, ${rows?.[3]} rows; ${files?.[1]} files (${files?.[2]} MB) checked byte for byte\n`,
    );
  });

  it('shows every order, amount, receipt file and dashboard figure identical, and takes a new sale', async () => {
    const upgraded = new Store(BASE_URL, adminPassword());
    await upgraded.login();
    await untilPaymentsAnswer(upgraded);
    const after = await snapshot(upgraded, ritualId, paid);

    expect(after.orders).toEqual(before.orders);
    expect(after.pix).toEqual(before.pix);
    expect(after.receipts).toEqual(before.receipts);
    expect(after.files).toEqual(before.files);
    expect(after.stats).toEqual(before.stats);
    expect(after.dailySales).toEqual(before.dailySales);

    // A new sale: order, PIX receipt approved, order paid; the dashboard counts it once beside the 200.
    const sale = clients(1);
    await approve(upgraded, ritualId, sale, { concurrency: 1 });
    await expectPaidExactlyOnce(upgraded, ritualId, [...paid, ...sale], baseline);
  });

  it('starts backups over in the new folder, runs every container healthy, and the old volumes go at the end', async () => {
    await until(
      'a base backup of the new cluster',
      async () => existsSync(join(BACKUP_DIR, 'base')) && readdirSync(join(BACKUP_DIR, 'base')).length > 0,
      180_000,
    );
    await untilAllHealthy();

    let present = await volumes();
    expect(OLD_VOLUMES.filter((volume) => !present.has(volume))).toEqual([]);
    await docker('volume', 'rm', ...OLD_VOLUMES);
    present = await volumes();
    expect(OLD_VOLUMES.filter((volume) => present.has(volume))).toEqual([]);
    await untilAllHealthy();
  });
});
