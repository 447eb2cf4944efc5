// `make bench` section (#27): what continuous backups cost and give in the embedded mode.
//   - approvals per second with backups on (WAL archived, encrypted and shipped to a folder) vs off, two stacks side
//     by side taking turns, median of rounds (the goal: on ≥ 0.9× off);
//   - the recovery point: from an order's answer to the moment the WAL holding it is stored in the target;
//   - the restore time of a store with BENCH_BACKUP_ORDERS orders with approved receipts (10,000 by default).
// `make bench-backups` runs only this section.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { call, measure, median, placeAndPay, portsOf, receiptMaker, seed } from './approvals.mjs';

const run = promisify(execFile);
const ROUNDS = Number(process.env.BENCH_BACKUP_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_BACKUP_SECONDS ?? 10);
const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 10_000);
const RECOVERY_SAMPLES = Number(process.env.BENCH_BACKUP_RPO_SAMPLES ?? 3);
const FILL_WORKERS = 8;

/** The recipient's key pair, made with the runner's own code (TypeScript, through tsx). */
async function keyPair(root) {
  const unregister = register();
  const { newKeyPair } = await import(join(root, 'deploy/local/src/backup/sealed.ts'));
  unregister();
  return newKeyPair();
}

const statusOf = (dataDir) => {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'backup', 'status.json'), 'utf8'));
  } catch {
    return {};
  }
};

async function until(what, check, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Seconds from an order's answer until the WAL segment holding it is archived and shipped to the target. */
async function recoveryPoint(stack, ritualId) {
  const password = readFileSync(join(stack.dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${stack.env.PG_PORT}/postgres`,
  });
  await client.connect();
  try {
    await call(stack.runner.baseUrl, 'POST', '/clientes', {
      headers: { 'idempotency-key': `bench-rpo-${Date.now()}` },
      json: {
        ritual_id: ritualId,
        form_data: { nome_completo_fixo: 'Cliente do ponto de recuperação', whatsapp_contato: '(11) 98765-4321' },
        whatsapp: '(11) 98765-4321',
        photos: [],
        // The fresh store's privacy notice is version 1 (LGPD consent, required on every order).
        consent: { accepted: true, notice_version: '1' },
      },
    });
    const answeredAt = Date.now();
    const { rows } = await client.query('SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment');
    const segment = rows[0].segment;
    await until('the segment to be archived', async () => {
      const archived = await client.query('SELECT last_archived_wal AS segment FROM pg_stat_archiver');
      return (archived.rows[0].segment ?? '').slice(0, 24) >= segment;
    });
    const archivedAt = Date.now();
    await until(
      'the segment to be shipped',
      async () => Date.parse(statusOf(stack.dataDir).lastGoodAt ?? 0) > archivedAt,
    );
    return (Date.now() - answeredAt) / 1000;
  } finally {
    await client.end();
  }
}

/** Orders with approved receipts until `count` were tried, FILL_WORKERS clients at a time; answers how many passed. */
async function fill(baseUrl, ritualId, receipts, count, say) {
  let approved = 0;
  let tried = 0;
  const worker = async () => {
    while (tried < count) {
      const name = `fill-${tried++}`;
      try {
        await placeAndPay(baseUrl, ritualId, receipts, name);
        approved++;
        if (approved % 500 === 0) say(`(g) ${approved}/${count} orders with approved receipts`);
      } catch (err) {
        if (tried - approved <= 3) say(`(g) fill error: ${err.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: FILL_WORKERS }, worker));
  return approved;
}

export async function benchBackups({ root, start, envFor, adminPassword, say }) {
  const folder = mkdtempSync(join(tmpdir(), 'ritual-bench-backups-'));
  const { identity, recipient } = await keyPair(root);
  writeFileSync(join(folder, 'identity.txt'), `${identity}\n`, { mode: 0o600 });
  const backupEnv = {
    BACKUP_DIR: join(folder, 'target'),
    BACKUP_AGE_RECIPIENT: recipient,
    BACKUP_AGE_IDENTITY_FILE: join(folder, 'identity.txt'),
  };
  const stacks = [];
  try {
    for (const [label, extra] of [
      ['backups off', {}],
      ['backups on', backupEnv],
    ]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-backups-data-'));
      let env = await envFor(dataDir);
      const taken = new Set(stacks.flatMap((other) => portsOf(other.env)));
      while (portsOf(env).some((port) => taken.has(port))) env = await envFor(dataDir);
      for (const name of Object.keys(backupEnv)) delete env[name];
      Object.assign(env, extra);
      const stack = { label, dataDir, env, runner: start(root, env), receipts: await receiptMaker(root), runs: [] };
      stacks.push(stack);
      await stack.runner.ready;
    }
    const [off, on] = stacks;
    say('(g) waiting for the first base backup of the stack with backups on');
    await until('the first base backup', async () => statusOf(on.dataDir).lastBaseBackupAt);
    for (const stack of stacks) {
      const seeded = await seed(stack.runner.baseUrl, adminPassword);
      await measure(stack.runner.baseUrl, seeded, stack.receipts, 3);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const stack of round % 2 === 0 ? stacks : [...stacks].reverse()) {
        say(`(g) round ${round + 1}/${ROUNDS}, ${stack.label}: approvals for ${SECONDS} s`);
        const seeded = await seed(stack.runner.baseUrl, adminPassword);
        stack.runs.push((await measure(stack.runner.baseUrl, seeded, stack.receipts, SECONDS)).approvalsPerSecond);
      }
    }
    await off.runner.stop();

    const seeded = await seed(on.runner.baseUrl, adminPassword);
    const recoveryPoints = [];
    for (let sample = 0; sample < RECOVERY_SAMPLES; sample++) {
      recoveryPoints.push(await recoveryPoint(on, seeded.ritualId));
      say(`(g) recovery point ${sample + 1}/${RECOVERY_SAMPLES}: ${recoveryPoints.at(-1).toFixed(1)} s`);
      // A random phase against archive_timeout for the next sample.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20_000));
    }

    say(`(g) filling the store with ${ORDERS} orders with approved receipts`);
    const filled = await fill(on.runner.baseUrl, seeded.ritualId, on.receipts, ORDERS, say);
    const { access_token: token } = await call(on.runner.baseUrl, 'POST', '/auth/login', {
      json: { username: 'admin', password: adminPassword },
    });
    const ordersBefore = (await call(on.runner.baseUrl, 'GET', `/clientes?ritual_id=${seeded.ritualId}`, { token }))
      .length;
    const cli = (...args) =>
      run(process.execPath, [join(root, 'deploy/local/dist/backup.js'), ...args], { env: on.env });
    let started = performance.now();
    await cli('backup');
    const backupSeconds = (performance.now() - started) / 1000;
    await on.runner.stop();
    const restoredDir = mkdtempSync(join(tmpdir(), 'ritual-bench-backups-restored-'));
    on.env = { ...on.env, DATA_DIR: restoredDir };
    on.dataDir = restoredDir;
    started = performance.now();
    await run(process.execPath, [join(root, 'deploy/local/dist/backup.js'), 'restore'], { env: on.env });
    const restoreSeconds = (performance.now() - started) / 1000;
    on.runner = start(root, on.env);
    const readyMs = await on.runner.ready;
    const { access_token: again } = await call(on.runner.baseUrl, 'POST', '/auth/login', {
      json: { username: 'admin', password: adminPassword },
    });
    const ordersAfter = (
      await call(on.runner.baseUrl, 'GET', `/clientes?ritual_id=${seeded.ritualId}`, { token: again })
    ).length;
    const list = (await cli('list')).stdout;
    return {
      off: { approvalsPerSecond: median(off.runs), runs: off.runs },
      on: { approvalsPerSecond: median(on.runs), runs: on.runs },
      rounds: ROUNDS,
      seconds: SECONDS,
      recoveryPoints,
      orders: { requested: ORDERS, approved: filled, before: ordersBefore, after: ordersAfter },
      backupSeconds,
      restoreSeconds,
      restartSeconds: readyMs / 1000,
      list,
    };
  } finally {
    await Promise.all(stacks.map((stack) => stack.runner.stop()));
    for (const stack of stacks) rmSync(stack.dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
}

export function backupsMarkdown(figures) {
  const ratio = figures.on.approvalsPerSecond / figures.off.approvalsPerSecond;
  return [
    '## Backups (#27)',
    '',
    '| Figure | Value |',
    '|---|---|',
    `| approvals/s, backups off / on (median of ${figures.rounds} rounds × ${figures.seconds} s) | ${figures.off.approvalsPerSecond.toFixed(1)} / ${figures.on.approvalsPerSecond.toFixed(1)} (${ratio.toFixed(2)}×, goal ≥ 0.9×) |`,
    `| recovery point: order answered → its WAL stored in the target | ${figures.recoveryPoints.map((s) => `${s.toFixed(1)} s`).join(', ')} |`,
    `| orders with approved receipts in the restored store | ${figures.orders.approved} approved of ${figures.orders.requested} asked; ${figures.orders.before} orders before, ${figures.orders.after} after the restore |`,
    `| make backup (base backup + files) | ${figures.backupSeconds.toFixed(1)} s |`,
    `| make restore into an empty DATA_DIR | ${figures.restoreSeconds.toFixed(1)} s |`,
    `| make start on the restored data, to ready | ${figures.restartSeconds.toFixed(1)} s |`,
    '',
    `Rounds, off → on: ${figures.off.runs.map((v, i) => `${v.toFixed(1)} → ${figures.on.runs[i].toFixed(1)}`).join(', ')}.`,
    'Backups on: BACKUP_DIR on the same disk, the default archive_timeout; the restore replays the WAL archived since the',
    'base backup of the start plus the one `make backup` took after the fill.',
    '',
  ].join('\n');
}
