#!/usr/bin/env node
// Issue #35, `make bench-whatsapp` part 3: what the reminder sweep costs with 100,000 pending orders.
// The sender's own code (src/domain/sender.ts, bundled with esbuild: no copy of its SQL) runs against a throwaway
// database on the machine's PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the
// database is dropped after) with messaging's migrations applied. Two schedules:
//   - empty: nothing scheduled but the rows due now (the baseline);
//   - 100,000 pending orders as orders.created leaves them with the default WHATSAPP_PIX_REMINDERS (30m,20h): each
//     with its pedido_recebido sent and its two pix_lembrete rows scheduled later (created over the last 29 minutes:
//     step 1 due in 1–30 min, step 2 in 19–20 h), so 200,000 scheduled rows and 100,000 sent ones.
// In each: Sender.claim() (the due-claim: UPDATE … FROM (SELECT … WHERE state = 'scheduled' AND due_at <= now ORDER BY
// due_at LIMIT 50 FOR UPDATE SKIP LOCKED)) with nothing due and with DUE_NOW rows due, and Sender.pass() with nothing
// due (one idle tick: the token check, expired leases, opt-out answers and the claim), each timed BENCH_SWEEP_RUNS
// times inside a transaction rolled back after it, so every run sees the same schedule. Then the claim's statement,
// captured from the sender through drizzle's logger, under EXPLAIN (ANALYZE, BUFFERS): the plan's node types, and
// whether the due rows are read through messages_due_idx.
// Run: node services/messaging/bench/due-sweep.bench.mjs  (prints a report; --json prints the figures as JSON)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServiceCode, ROOT } from '../../../bench/service-bundle.mjs';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));

// Inside node_modules so the bundle resolves the npm packages it leaves as imports.
const CACHE = join(ROOT, 'node_modules', '.cache', 'ritual-bench');
const PENDING_ORDERS = Number(process.env.BENCH_SWEEP_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_SWEEP_RUNS ?? 1000);
const WARM_UP = 100;
const DUE_NOW = 10;
const SAY = process.argv.includes('--json') ? () => {} : (line) => process.stdout.write(`[sweep] ${line}\n`);

const bundle = () =>
  bundleServiceCode(
    join(CACHE, 'messaging-due-sweep.mjs'),
    [
      "export { Sender } from './src/domain/sender.ts';",
      "export { SettingsStore } from './src/domain/settings.ts';",
      "export * as schema from './src/db/schema.ts';",
      "export { createLogger, migrateDatabase } from '@ritual/runtime';",
      "export { createTestDatabase } from '@ritual/runtime/testing';",
      "export { drizzle } from 'drizzle-orm/node-postgres';",
    ],
    SERVICE_DIR,
  );

/** Nearest-rank percentile. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

class Rollback extends Error {}

export async function benchDueSweep() {
  mkdirSync(CACHE, { recursive: true });
  const m = await bundle();
  const logger = m.createLogger('bench', 'silent');
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const database = await m.createTestDatabase('bench_messaging_sweep');
  SAY(`throwaway database ${database.name}`);
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // The statements the sender issues, as drizzle hands them to pg, for EXPLAIN.
  let capture;
  const db = m.drizzle(pool, {
    schema: m.schema,
    logger: { logQuery: (query, params) => capture?.push({ query, params }) },
  });
  try {
    await m.migrateDatabase(db, join(SERVICE_DIR, 'src', 'db', 'migrations'));
    const settings = new m.SettingsStore(db, 'bench-token');
    // Never called: nothing is due in the idle pass, and claim() only marks rows (the rollback undoes it).
    const api = {
      sendTemplate: () => Promise.reject(new Error('not in this bench')),
      sendText: () => Promise.reject(new Error('not in this bench')),
      uploadMedia: () => Promise.reject(new Error('not in this bench')),
    };
    const senderOn = (executor) =>
      new m.Sender({
        db: executor,
        settings: new m.SettingsStore(executor, 'bench-token'),
        api,
        orders: { getOrderContact: () => Promise.reject(new Error('not in this bench')) },
        videos: {},
        publicOrigin: 'https://loja.exemplo.com.br',
        maxPerSecond: 80,
        recipientGapMs: 6000,
        resendGraceMs: 60_000,
        logger,
      });
    await settings.forgetRefusalOfOtherTokens();

    /** `work(sender)` once in a transaction rolled back after it; answers its duration in ms and its result. */
    const timedOnce = async (work) => {
      let elapsed = 0;
      let result;
      try {
        await db.transaction(async (tx) => {
          const sender = senderOn(tx);
          const started = performance.now();
          result = await work(sender);
          elapsed = performance.now() - started;
          throw new Rollback();
        });
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
      }
      return { elapsed, result };
    };
    const timed = async (label, work, expectRows, runs = RUNS) => {
      for (let i = 0; i < Math.min(WARM_UP, runs); i++) await timedOnce(work);
      const durations = [];
      for (let i = 0; i < runs; i++) {
        const { elapsed, result } = await timedOnce(work);
        if (expectRows !== undefined && result.length !== expectRows) {
          throw new Error(`${label}: claimed ${result.length} rows, expected ${expectRows}`);
        }
        durations.push(elapsed);
      }
      const figure = { p50: percentile(durations, 50), p99: percentile(durations, 99), runs };
      SAY(`${label}: p50 ${figure.p50.toFixed(3)} ms, p99 ${figure.p99.toFixed(3)} ms (${runs} runs)`);
      return figure;
    };
    const claim = (sender) => sender.claim();
    const idlePass = (sender) => sender.pass();

    /** The claim's UPDATE as the sender sends it, under EXPLAIN ANALYZE (rolled back). */
    const explainClaim = async () => {
      capture = [];
      await timedOnce(claim);
      const statement = capture.find(({ query }) => /^\s*UPDATE messages m SET state = 'sending'/.test(query));
      capture = undefined;
      if (!statement) throw new Error('the claim statement was not seen');
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.query}`,
          statement.params,
        );
        await client.query('ROLLBACK');
        return summarizePlan(rows[0]['QUERY PLAN'][0]);
      } finally {
        client.release();
      }
    };

    const dueNow = async () => {
      // Orders placed 31 minutes ago: pedido_recebido sent, the first pix_lembrete due a minute ago.
      await pool.query(
        `INSERT INTO messages (order_id, kind, step, state, due_at, recipient, sent_at, created_at)
         SELECT 900000000 + n, 'pedido_recebido', 0, 'sent', now() - interval '31 minutes',
                '5511' || (900000000 + n), now() - interval '31 minutes', now() - interval '31 minutes'
         FROM generate_series(1, $1) n`,
        [DUE_NOW],
      );
      await pool.query(
        `INSERT INTO messages (order_id, kind, step, state, due_at, created_at)
         SELECT 900000000 + n, 'pix_lembrete', s, 'scheduled',
                now() - interval '31 minutes' + CASE s WHEN 1 THEN interval '30 minutes' ELSE interval '20 hours' END,
                now() - interval '31 minutes'
         FROM generate_series(1, $1) n, generate_series(1, 2) s`,
        [DUE_NOW],
      );
    };
    const measureSchedule = async (label) => {
      await pool.query('VACUUM ANALYZE messages');
      const { rows } = await pool.query(
        "SELECT count(*) FILTER (WHERE state = 'scheduled')::int AS scheduled, count(*)::int AS total FROM messages",
      );
      SAY(`${label}: ${rows[0].scheduled} scheduled rows, ${rows[0].total} in all`);
      const figures = { scheduled: rows[0].scheduled, total: rows[0].total };
      // Nothing due: move the due rows out of the way for a moment (their due time back after).
      await pool.query(
        "UPDATE messages SET due_at = due_at + interval '100 days' WHERE order_id > 900000000 AND kind = 'pix_lembrete' AND step = 1",
      );
      await pool.query('VACUUM ANALYZE messages');
      figures.claimIdle = await timed(`${label}, claim with nothing due`, claim, 0);
      figures.pass = await timed(`${label}, one idle sender pass`, idlePass);
      figures.planIdle = await explainClaim();
      await pool.query(
        "UPDATE messages SET due_at = due_at - interval '100 days' WHERE order_id > 900000000 AND kind = 'pix_lembrete' AND step = 1",
      );
      await pool.query('VACUUM ANALYZE messages');
      figures.claimDue = await timed(`${label}, claim of ${DUE_NOW} due rows`, claim, DUE_NOW);
      figures.planDue = await explainClaim();
      SAY(`${label}, plan (${DUE_NOW} due): ${figures.planDue.chain}`);
      return figures;
    };

    await dueNow();
    const empty = await measureSchedule('baseline (no pending orders)');
    SAY(`inserting ${PENDING_ORDERS} pending orders (pedido_recebido sent, 2 pix_lembrete scheduled each)`);
    // Placed over the last 29 minutes, spread evenly; ids 1..PENDING_ORDERS.
    await pool.query(
      `INSERT INTO messages (order_id, kind, step, state, due_at, recipient, sent_at, wamid, created_at)
       SELECT n, 'pedido_recebido', 0, 'sent', t, '5511' || (900000000 - n), t, 'wamid.bench' || n, t
       FROM (SELECT n, now() - (n::float8 / $1) * interval '29 minutes' AS t FROM generate_series(1, $1) n) placed`,
      [PENDING_ORDERS],
    );
    await pool.query(
      `INSERT INTO messages (order_id, kind, step, state, due_at, created_at)
       SELECT n, 'pix_lembrete', s, 'scheduled',
              t + CASE s WHEN 1 THEN interval '30 minutes' ELSE interval '20 hours' END, t
       FROM (SELECT n, now() - (n::float8 / $1) * interval '29 minutes' AS t FROM generate_series(1, $1) n) placed,
            generate_series(1, 2) s`,
      [PENDING_ORDERS],
    );
    const loaded = await measureSchedule(`${PENDING_ORDERS} pending orders`);
    // What the index buys: the same claim, 10 due, once messages_due_idx is gone (a throwaway database).
    await pool.query('DROP INDEX messages_due_idx');
    await pool.query('ANALYZE messages');
    const withoutIndex = {
      claimDue: await timed(
        `${PENDING_ORDERS} pending orders, without messages_due_idx, claim of ${DUE_NOW} due rows`,
        claim,
        DUE_NOW,
        Math.max(20, Math.round(RUNS / 10)),
      ),
      planDue: await explainClaim(),
    };
    SAY(`without messages_due_idx, plan: ${withoutIndex.planDue.chain}`);
    const { rows: version } = await pool.query('SHOW server_version');
    return {
      pendingOrders: PENDING_ORDERS,
      dueNow: DUE_NOW,
      runs: RUNS,
      postgres: version[0].server_version,
      empty,
      loaded,
      withoutIndex,
    };
  } finally {
    await pool.end();
    await database.drop();
    SAY(`dropped ${database.name}`);
  }
}

/** The plan's node types from the top down, and the scan that reads the due rows. */
function summarizePlan(explained) {
  const nodes = [];
  const walk = (node, depth) => {
    nodes.push({ ...node, depth });
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(explained.Plan, 0);
  const describe = (node) =>
    `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}` +
    `${node['Relation Name'] && !node['Index Name'] ? ` on ${node['Relation Name']}` : ''}`;
  // The scan inside the subquery `due` (under its LIMIT): where the due rows come from.
  const subquery = [];
  const collect = (node) => {
    if (/Scan/.test(node['Node Type']) && node['Relation Name'] === 'messages') subquery.push(node);
    for (const child of node.Plans ?? []) collect(child);
  };
  const due = nodes.find((node) => node['Node Type'] === 'Subquery Scan');
  if (due) collect(due);
  const sweepScan = subquery[0];
  return {
    chain: nodes.map(describe).join(' › '),
    scan: sweepScan ? describe(sweepScan) : 'none',
    usesDueIndex: nodes.some((node) => node['Index Name'] === 'messages_due_idx'),
    // Rows the scan looked at: those it returned and those its filter threw away.
    rowsRead: (sweepScan?.['Actual Rows'] ?? 0) + (sweepScan?.['Rows Removed by Filter'] ?? 0),
    sharedBuffers: (sweepScan?.['Shared Hit Blocks'] ?? 0) + (sweepScan?.['Shared Read Blocks'] ?? 0),
    executionMs: explained['Execution Time'],
    planningMs: explained['Planning Time'],
  };
}

export function dueSweepReport(figures) {
  const ms = (value) => `${value.toFixed(3)} ms`;
  const lines = [];
  for (const [label, schedule] of [
    ['no pending orders', figures.empty],
    [`${figures.pendingOrders} pending orders`, figures.loaded],
  ]) {
    lines.push(
      `${label} (${schedule.scheduled} scheduled rows, ${schedule.total} in all):`,
      `  claim, nothing due     p50 ${ms(schedule.claimIdle.p50)}  p99 ${ms(schedule.claimIdle.p99)}`,
      `  claim, ${figures.dueNow} due          p50 ${ms(schedule.claimDue.p50)}  p99 ${ms(schedule.claimDue.p99)}`,
      `  idle sender pass       p50 ${ms(schedule.pass.p50)}  p99 ${ms(schedule.pass.p99)}`,
      `  plan, ${figures.dueNow} due: ${schedule.planDue.chain}`,
      `    due rows read by ${schedule.planDue.scan}: ${schedule.planDue.rowsRead} rows, ${schedule.planDue.sharedBuffers} buffers`,
      `  plan, nothing due: ${schedule.planIdle.chain}`,
    );
  }
  const bare = figures.withoutIndex;
  lines.push(
    `without messages_due_idx, ${figures.pendingOrders} pending orders:`,
    `  claim, ${figures.dueNow} due          p50 ${ms(bare.claimDue.p50)}  p99 ${ms(bare.claimDue.p99)}`,
    `  plan: ${bare.planDue.chain}; due rows found by ${bare.planDue.scan} reading ${bare.planDue.rowsRead} rows`,
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchDueSweep();
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(figures)}\n`);
  else process.stdout.write(`\n${dueSweepReport(figures)}\n`);
}
