#!/usr/bin/env node
// Issue #37, `make bench-retention`: what the orders part of the daily retention run costs on a store years old.
// The service's own code (src/domain/retention.ts and order-erasure.ts, bundled with esbuild: no copy of its SQL) runs
// against a throwaway database on the machine's PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; dropped after) with orders' migrations applied. The store:
//   - BENCH_RETENTION_ERASED (100,000) unpaid orders erased by earlier runs (cancelled long ago, erased_at set),
//   - BENCH_RETENTION_PAID (100,000) paid orders, BENCH_RETENTION_RECENT (2,000) cancelled within the 30 days,
//   - BENCH_RETENTION_DUE (20,000) cancelled more than 30 days ago: what the first run after switching retention on
//     finds (a day's run later finds the few that ended that day).
// Two replicas run the same run at once (each OrderRetention on its own pool, batches of 200 claimed FOR UPDATE SKIP
// LOCKED) and the wall time is measured; then, the table analysed as autovacuum would, the next day's run (nothing left:
// the daily idle cost); then its
// claim statements, captured through drizzle's logger, under EXPLAIN (ANALYZE, BUFFERS).
// Run: node services/orders/bench/retention.bench.mjs  (prints a report; --json prints the figures as JSON)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServiceCode, ROOT } from '../../../bench/service-bundle.mjs';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'ritual-bench');
const ERASED = Number(process.env.BENCH_RETENTION_ERASED ?? 100_000);
const PAID = Number(process.env.BENCH_RETENTION_PAID ?? 100_000);
const RECENT = Number(process.env.BENCH_RETENTION_RECENT ?? 2_000);
const DUE = Number(process.env.BENCH_RETENTION_DUE ?? 20_000);
const DAY_MS = 86_400_000;
const SAY = process.argv.includes('--json') ? () => {} : (line) => process.stdout.write(`[retention] ${line}\n`);

const bundle = () =>
  bundleServiceCode(
    join(CACHE, 'orders-retention.mjs'),
    [
      "export { OrderRetention } from './src/domain/retention.ts';",
      "export { OrderErasure } from './src/domain/order-erasure.ts';",
      "export * as schema from './src/db/schema.ts';",
      "export { migrateDatabase } from '@ritual/runtime';",
      "export { createTestDatabase } from '@ritual/runtime/testing';",
      "export { drizzle } from 'drizzle-orm/node-postgres';",
    ],
    SERVICE_DIR,
  );

/** `count` orders in one statement: status, when it became so, erased or not. */
async function seed(pool, count, { status, changedDaysAgo, erased }) {
  await pool.query(
    `INSERT INTO orders (ritual_id, ritual_name, ritual_price, commission_type, commission_value, form_data, whatsapp,
                         whatsapp_digits, payment_status, requires_payment, created_at, store_date, status_changed_at,
                         erased_at, consent_notice_version, consent_at, consent_address)
     SELECT 1, 'Ritual do Amor', 149.90, 'percentage', 10,
            CASE WHEN $4 THEN '{}'::jsonb ELSE jsonb_build_object('nome_completo_fixo', 'Cliente ' || n, 'whatsapp_contato', '(11) 9' || lpad(n::text, 8, '0')) END,
            CASE WHEN $4 THEN '' ELSE '(11) 9' || lpad(n::text, 8, '0') END,
            CASE WHEN $4 THEN 'erased-' || n || '-' || $1 ELSE '119' || lpad(n::text, 8, '0') || '-' || $1 END,
            $1, true, t - interval '1 day', (t - interval '1 day')::date, t, CASE WHEN $4 THEN t ELSE NULL END,
            '1', t - interval '1 day', CASE WHEN $4 THEN NULL ELSE '203.0.113.9' END
     FROM generate_series(1, $2) AS n, LATERAL (SELECT now() - make_interval(days => $3) - n * interval '1 second' AS t) AS at`,
    [status, count, changedDaysAgo, erased],
  );
}

export async function benchRetention() {
  mkdirSync(CACHE, { recursive: true });
  const m = await bundle();
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const database = await m.createTestDatabase('bench_orders_retention');
  SAY(`throwaway database ${database.name}`);
  const pg = (await import('pg')).default;
  const pools = [0, 1].map(() => new pg.Pool({ connectionString: database.url, max: 2 }));
  let capture;
  const dbs = pools.map((pool) =>
    m.drizzle(pool, { schema: m.schema, logger: { logQuery: (query, params) => capture?.push({ query, params }) } }),
  );
  try {
    await m.migrateDatabase(dbs[0], join(SERVICE_DIR, 'src', 'db', 'migrations'));
    const seeding = performance.now();
    await seed(pools[0], ERASED, { status: 'cancelled', changedDaysAgo: 400, erased: true });
    await seed(pools[0], PAID, { status: 'paid', changedDaysAgo: 200, erased: false });
    await seed(pools[0], RECENT, { status: 'cancelled', changedDaysAgo: 5, erased: false });
    await seed(pools[0], DUE, { status: 'cancelled', changedDaysAgo: 60, erased: false });
    await pools[0].query('ANALYZE orders');
    SAY(`seeded ${ERASED + PAID + RECENT + DUE} orders in ${Math.round(performance.now() - seeding)} ms`);

    const photos = { removeNow: async () => {} };
    const replicas = dbs.map(
      (db) =>
        new m.OrderRetention(db, new m.OrderErasure(photos, () => new Date()), {
          paymentTtlMs: DAY_MS,
          clock: () => new Date(),
          onEventsQueued: () => {},
        }),
    );
    const run = {
      run_id: 'bench',
      as_of: new Date().toISOString(),
      unpaid_order_days: 30,
      paid_order_months: null,
      receipt_file_days: 90,
    };
    const started = performance.now();
    const parts = await Promise.all(replicas.map((replica) => replica.run(run)));
    const firstRunMs = performance.now() - started;
    const erased = parts.map((part) => part.unpaid_orders_erased);
    const { rows: events } = await pools[0].query(
      "SELECT coalesce(sum(jsonb_array_length(payload->'order_ids')), 0)::int AS n FROM outbox_events WHERE type = 'orders.personal_data_erased'",
    );
    SAY(
      `first run, two replicas: ${erased.join(' + ')} = ${erased[0] + erased[1]} orders erased in ${Math.round(firstRunMs)} ms (${Math.round(((erased[0] + erased[1]) / firstRunMs) * 1000)} orders/s), ${events[0].n} announced`,
    );

    // The next day, autovacuum has analysed the table the run changed (a fifth of its rows here).
    await pools[0].query('ANALYZE orders');
    capture = [];
    const idleStarted = performance.now();
    const again = await replicas[0].run({ ...run, run_id: 'bench-next-day' });
    const idleMs = performance.now() - idleStarted;
    const claims = capture.filter(({ query }) => /for update skip locked/i.test(query));
    capture = undefined;
    SAY(`the next day's run (nothing to erase): ${again.unpaid_orders_erased} erased in ${idleMs.toFixed(1)} ms`);
    const plans = [];
    for (const claim of claims) {
      const { rows: plan } = await pools[0].query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${claim.query}`,
        claim.params,
      );
      const top = plan[0]['QUERY PLAN'][0];
      const nodes = [];
      const walk = (node) => {
        nodes.push(node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type']);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(top.Plan);
      plans.push({ nodes, ms: top['Execution Time'] });
      SAY(
        `claim plan: ${nodes.join(' > ')}; ${top['Execution Time'].toFixed(2)} ms, ${top.Plan['Shared Hit Blocks'] ?? 0} buffers hit`,
      );
    }
    return {
      orders: ERASED + PAID + RECENT + DUE,
      due: DUE,
      erasedByReplica: erased,
      announced: events[0].n,
      firstRunMs,
      ordersPerSecond: ((erased[0] + erased[1]) / firstRunMs) * 1000,
      idleRunMs: idleMs,
      claims: plans,
    };
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
    await database.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures = await benchRetention();
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(figures)}\n`);
}
