// `make bench-whatsapp` (issue #35), section (j): WhatsApp by the store, measured on this machine.
//   1. order created → `pedido_recebido` accepted by the WhatsApp simulator: a runner of its own with
//      WHATSAPP=simulator (deploy/local starts deploy/whatsapp-simulator and points messaging at it); orders placed
//      one at a time, then a burst from concurrent clients; p50/p99 of (the simulator's `at` − the moment
//      POST /api/clientes answered) and of (`at` − the moment it was sent). Each order has its own WhatsApp number, so
//      WHATSAPP_RECIPIENT_GAP (one message per number per 6 s) never holds one back.
//   2. sends per second in the burst: (messages − 1) ÷ (last `at` − first `at`), beside the rate the orders were
//      created at and WHATSAPP_MAX_PER_SECOND (80, the rate Meta gives one business number), the sender's cap.
//   3. the reminder sweep with 100,000 pending orders: services/messaging/bench/due-sweep.bench.mjs (the sender's own
//      claim on a throwaway database of the machine's PostgreSQL, EXPLAIN showing messages_due_idx).
// The stack runs as the other sections run it (NODE_ENV=production, LOG_LEVEL=warn); bench/run.mjs passes its
// runnerEnv/startRunner in. The section goes to stdout and replaces (or is appended as) its own part of
// bench/results.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDueSweep, dueSweepReport } from '../services/messaging/bench/due-sweep.bench.mjs';
import { benchSenderDrain } from '../services/messaging/bench/sender-drain.bench.mjs';
import { percentile } from './receipt-path.mjs';
import { writeResultsSection } from './results-section.mjs';

const SEQUENTIAL = Number(process.env.BENCH_WHATSAPP_SEQUENTIAL ?? 200);
const BURST = Number(process.env.BENCH_WHATSAPP_BURST ?? 500);
const BURST_CLIENTS = Number(process.env.BENCH_WHATSAPP_CLIENTS ?? 32);
const WARM_UP = 5;
/** How long the last message of a phase may take after its last order before the bench gives up on the rest. */
const SETTLE_MS = 60_000;
const POLL_MS = 100;
// messaging's default: what Meta allows one business number.
const MAX_PER_SECOND = Number(process.env.WHATSAPP_MAX_PER_SECOND ?? 80);
export const SECTION_TITLE =
  '## (j) WhatsApp: order → pedido_recebido, sends per second, the reminder sweep (issue #35)';

/** Wall clock with sub-millisecond precision, comparable with the simulator's Date.now() `at`. */
const wallNow = () => performance.timeOrigin + performance.now();

async function call(url, init = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Order `n`'s WhatsApp as the client types it, and as the Cloud API is called with. */
const numberOf = (n) => {
  const digits = String(n).padStart(8, '0');
  return { typed: `(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`, to: `55119${digits}` };
};

/**
 * @param {{ runnerEnv: (dataDir: string) => Promise<Record<string, string>>, startRunner: Function,
 *   seed: (baseUrl: string) => Promise<{ ritualId: number }>, freePort: () => Promise<number>,
 *   adminPassword: string, say: (line: string) => void }} options
 */
export async function benchWhatsApp(options) {
  const { say } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-whatsapp-'));
  const simulatorPort = await options.freePort();
  const env = {
    ...(await options.runnerEnv(dataDir)),
    WHATSAPP: 'simulator',
    WHATSAPP_SIMULATOR_PORT: String(simulatorPort),
  };
  const control = `http://127.0.0.1:${simulatorPort}/_simulator`;
  const runner = options.startRunner(env);
  // Other work on the machine moves these figures: the load when the section began is kept beside them.
  const figures = {
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(' / '),
  };
  try {
    const readyMs = await runner.ready;
    say(`(j) stack with WHATSAPP=simulator ready in ${readyMs} ms`);
    const base = runner.baseUrl;
    const { ritualId } = await options.seed(base);
    const { access_token } = await call(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: options.adminPassword }),
    });
    const form = new FormData();
    form.set('pix_key', 'bancada@loja.example.com');
    await call(`${base}/api/payment-config`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    const notice = await call(`${base}/api/privacy-notice`);
    // messaging's own database in the runner's PostgreSQL: when each row was scheduled (orders.created consumed).
    const pg = (await import('pg')).default;
    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const messagingDb = new pg.Pool({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env.PG_PORT}/ritual_messaging`,
      max: 1,
    });
    const scheduledAt = async (orders) => {
      const { rows } = await messagingDb.query(
        "SELECT order_id::text AS id, created_at FROM messages WHERE kind = 'pedido_recebido' AND order_id = ANY($1::bigint[])",
        [orders.map((order) => order.id)],
      );
      return new Map(rows.map((row) => [Number(row.id), row.created_at.getTime()]));
    };

    let next = 1;
    /** One order with a number of its own: when it was sent and when its answer came. */
    const place = async () => {
      const number = numberOf(next++);
      const sent = wallNow();
      const order = await call(`${base}/api/clientes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ritual_id: ritualId,
          form_data: { nome_completo_fixo: `Cliente ${number.to.slice(-6)}`, whatsapp_contato: number.typed },
          whatsapp: number.typed,
          photos: [],
          consent: { accepted: true, notice_version: notice.version },
        }),
      });
      return { id: order.id, to: number.to, sent, answered: wallNow() };
    };

    /** Waits until every order has its pedido_recebido at the simulator; answers each one's latencies. */
    const arrivals = async (orders, label) => {
      const wanted = new Map(orders.map((order) => [order.to, order]));
      const deadline = Date.now() + SETTLE_MS;
      for (;;) {
        const messages = await call(`${control}/messages`);
        const received = new Map();
        for (const message of messages) {
          if (message.template !== 'pedido_recebido' || !wanted.has(message.to)) continue;
          received.set(message.to, [...(received.get(message.to) ?? []), message]);
        }
        if (received.size === wanted.size || Date.now() > deadline) {
          const doubled = [...received.values()].filter((list) => list.length > 1).length;
          const missing = wanted.size - received.size;
          if (missing) say(`(j) ${label}: ${missing} orders without pedido_recebido after ${SETTLE_MS / 1000} s`);
          const rows = [...received.entries()].map(([to, [first]]) => ({ ...wanted.get(to), at: first.at }));
          const scheduled = await scheduledAt(rows);
          for (const row of rows) row.scheduled = scheduled.get(row.id);
          return { rows, missing, doubled };
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };

    const p50p99 = (values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) });
    const latencies = ({ rows, missing, doubled }) => ({
      // Where the time goes: the event reaching messaging (row written), then the sender.
      toScheduled: p50p99(rows.filter((row) => row.scheduled).map((row) => row.scheduled - row.answered)),
      scheduledToAccepted: p50p99(rows.filter((row) => row.scheduled).map((row) => row.at - row.scheduled)),
      orders: rows.length + missing,
      missing,
      doubled,
      fromAnswer: {
        p50: percentile(
          rows.map((row) => row.at - row.answered),
          50,
        ),
        p99: percentile(
          rows.map((row) => row.at - row.answered),
          99,
        ),
      },
      fromSend: {
        p50: percentile(
          rows.map((row) => row.at - row.sent),
          50,
        ),
        p99: percentile(
          rows.map((row) => row.at - row.sent),
          99,
        ),
      },
      order: {
        p50: percentile(
          rows.map((row) => row.answered - row.sent),
          50,
        ),
        p99: percentile(
          rows.map((row) => row.answered - row.sent),
          99,
        ),
      },
    });

    say(`(j) warm-up: ${WARM_UP} orders`);
    const warm = [];
    for (let i = 0; i < WARM_UP; i++) warm.push(await place());
    await arrivals(warm, 'warm-up');

    say(`(j) ${SEQUENTIAL} orders one at a time`);
    const sequential = [];
    for (let i = 0; i < SEQUENTIAL; i++) sequential.push(await place());
    figures.sequential = latencies(await arrivals(sequential, 'one at a time'));

    say(`(j) a burst of ${BURST} orders from ${BURST_CLIENTS} concurrent clients`);
    const burst = [];
    let left = BURST;
    const client = async () => {
      while (left > 0) {
        left--;
        burst.push(await place());
      }
    };
    await Promise.all(Array.from({ length: BURST_CLIENTS }, client));
    const burstArrivals = await arrivals(burst, 'burst');
    figures.burst = latencies(burstArrivals);
    const ats = burstArrivals.rows.map((row) => row.at).sort((a, b) => a - b);
    const firstSent = Math.min(...burst.map((order) => order.sent));
    const answers = burst.map((order) => order.answered).sort((a, b) => a - b);
    figures.throughput = {
      messages: ats.length,
      spanMs: ats.at(-1) - ats[0],
      sendsPerSecond: (ats.length - 1) / ((ats.at(-1) - ats[0]) / 1000),
      ordersPerSecond: (answers.length - 1) / ((answers.at(-1) - answers[0]) / 1000),
      placingMs: answers.at(-1) - firstSent,
      // How long after the last order was answered its messages were all out.
      lagMs: ats.at(-1) - answers.at(-1),
      clients: BURST_CLIENTS,
      maxPerSecond: MAX_PER_SECOND,
    };
    say(
      `(j) burst: ${figures.throughput.sendsPerSecond.toFixed(1)} sends/s, orders created at ${figures.throughput.ordersPerSecond.toFixed(1)}/s`,
    );
    await messagingDb.end();
  } finally {
    await runner.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  say('(j) the sender draining a backlog (services/messaging/bench/sender-drain.bench.mjs)');
  figures.drain = await benchSenderDrain({ say: (line) => say(`(j) drain: ${line}`) });
  say('(j) the reminder sweep with 100,000 pending orders (services/messaging/bench/due-sweep.bench.mjs)');
  figures.sweep = await benchDueSweep();
  say(`(j) sweep:\n${dueSweepReport(figures.sweep)}`);
  return figures;
}

const ms = (value) => `${value.toFixed(1)} ms`;
const ms3 = (value) => `${value.toFixed(2)} ms`;

function commitOf(root) {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  return dirty ? `${head} with uncommitted changes (issue #35 in progress)` : head;
}

/** The section, as markdown; `host` as bench/run.mjs's machine() answers it. */
export function whatsappMarkdown(figures, { host, root }) {
  const { sequential, burst, throughput, sweep, drain } = figures;
  const { empty, loaded, withoutIndex } = sweep;
  const pair = (figure) => `${ms(figure.p50)} / ${ms(figure.p99)}`;
  const pair3 = (figure) => `${ms3(figure.p50)} / ${ms3(figure.p99)}`;
  const lost = (phase) =>
    phase.missing || phase.doubled ? ` (${phase.missing} missing, ${phase.doubled} doubled)` : '';
  const rows = [
    [
      `order answered → pedido_recebido accepted, ${sequential.orders} orders one at a time, p50 / p99`,
      pair(sequential.fromAnswer) + lost(sequential),
    ],
    [`order sent → pedido_recebido accepted, one at a time, p50 / p99`, pair(sequential.fromSend)],
    [
      'of which: order answered → its row scheduled in messaging (orders outbox → bus → messaging handler) / row scheduled → accepted, one at a time, p50 / p99',
      `${pair(sequential.toScheduled)}; ${pair(sequential.scheduledToAccepted)}`,
    ],
    [
      `order answered → pedido_recebido accepted, burst of ${burst.orders} from ${throughput.clients} clients, p50 / p99`,
      pair(burst.fromAnswer) + lost(burst),
    ],
    [`order sent → pedido_recebido accepted, burst, p50 / p99`, pair(burst.fromSend)],
    [
      'of which: order answered → row scheduled / row scheduled → accepted, burst, p50 / p99',
      `${pair(burst.toScheduled)}; ${pair(burst.scheduledToAccepted)}`,
    ],
    [
      `sends per second in the burst (first → last accepted; cap WHATSAPP_MAX_PER_SECOND = ${throughput.maxPerSecond})`,
      `${throughput.sendsPerSecond.toFixed(1)} /s (${throughput.messages} in ${(throughput.spanMs / 1000).toFixed(2)} s)`,
    ],
    [
      `sends per second, messaging alone draining ${drain.expected} pedido_recebido due at once (first → last accepted; busiest 1 s)`,
      `${drain.sendsPerSecond.toFixed(1)} /s (the pacing's bound ${drain.maxPerSecond} /s); ${drain.busiestSecond} (${drain.messages} sent${drain.doubled ? `, ${drain.doubled} doubled` : ''})`,
    ],
    [
      'orders created per second in the burst; last message after the last order',
      `${throughput.ordersPerSecond.toFixed(1)} /s; ${ms(throughput.lagMs)}`,
    ],
    [
      `sweep claim, nothing due: no pending orders / ${sweep.pendingOrders.toLocaleString('en')} pending, p50 / p99`,
      `${pair3(empty.claimIdle)} → ${pair3(loaded.claimIdle)}`,
    ],
    [
      `sweep claim of ${sweep.dueNow} due rows: no pending orders / ${sweep.pendingOrders.toLocaleString('en')} pending, p50 / p99`,
      `${pair3(empty.claimDue)} → ${pair3(loaded.claimDue)}`,
    ],
    [
      'one idle sender pass (token check, expired leases, opt-out answers, claim): no pending / 100,000 pending, p50 / p99',
      `${pair3(empty.pass)} → ${pair3(loaded.pass)}`,
    ],
    [
      `the claim's due rows with ${sweep.pendingOrders.toLocaleString('en')} pending orders come from`,
      `${loaded.planDue.scan}: ${loaded.planDue.rowsRead} rows read, ${loaded.planDue.sharedBuffers} buffers`,
    ],
    [
      `without messages_due_idx (dropped, for comparison): claim of ${sweep.dueNow} due, p50 / p99`,
      `${pair3(withoutIndex.claimDue)}; ${withoutIndex.planDue.scan} reading ${withoutIndex.planDue.rowsRead.toLocaleString('en')} rows`,
    ],
  ];
  return [
    SECTION_TITLE,
    '',
    `Machine: ${host.nproc} CPUs (${host.cpu}), ${host.memory}, Node.js ${host.node}, ${host.os}; load average`,
    `(1 / 5 / 15 min) when the section began ${figures.loadAverage}.`,
    `Date: ${new Date().toISOString().slice(0, 10)}; commit ${commitOf(root)}.`,
    '',
    '| figure | value |',
    '| --- | --- |',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    '',
    '- 1–2: a runner of its own with `WHATSAPP=simulator` (deploy/local: embedded PostgreSQL, the durable PostgreSQL',
    '  event bus, NODE_ENV=production, LOG_LEVEL=warn), the admin, a PIX key and a ritual created through the API, each',
    '  order consenting to the GET /api/privacy-notice version and carrying a WhatsApp number of its own (so',
    '  WHATSAPP_RECIPIENT_GAP never delays one). The path measured: POST /api/clientes → orders → `orders.created` on',
    '  the bus → messaging schedules `pedido_recebido` → the sender claims it, asks orders for the contact, paces and',
    "  calls the Cloud API (the simulator) → accepted. `at` is the simulator's clock at acceptance, the same machine's",
    `  wall clock as the client's. ${WARM_UP} orders warm up first, unmeasured. "One at a time": each order placed when`,
    '  the previous one answered, without waiting for its message. Burst: the clients place orders back to back.',
    '- "Row scheduled" is the `created_at` of the `pedido_recebido` row in messaging\'s database (read from the runner\'s',
    "  PostgreSQL after each phase): the order's `orders.created` left the orders outbox, crossed the bus and was handled.",
    `- Order created itself (POST /api/clientes sent → answered): one at a time ${pair(sequential.order)}, burst ${pair(burst.order)} (p50 / p99).`,
    `- Sends per second: (messages − 1) ÷ (last − first acceptance) over the burst. WHATSAPP_MAX_PER_SECOND (default`,
    `  ${throughput.maxPerSecond}) is what Meta allows one business number; the sender paces to it with a token bucket`,
    "  (rate 80/s, burst 1), so in the burst it is how fast the orders' events reach messaging that sets the figure.",
    '  So the sender is also measured alone (services/messaging/bench/sender-drain.bench.mjs): the service as its tests',
    "  run it (src/testing/harness.ts: a throwaway database on the machine's PostgreSQL, NATS, the simulator, a fake",
    '  orders answering GetOrderContact) with the production sender settings (tick 1 s, batches of 50, 16 calls at once,',
    `  WHATSAPP_MAX_PER_SECOND ${drain.maxPerSecond}, WHATSAPP_RECIPIENT_GAP 6s), ${drain.expected} \`pedido_recebido\` rows of distinct numbers written`,
    '  due at once after a warm-up. The bucket gives one send every 1/80 s and holds no more than one in reserve, so',
    `  no second can hold more than ${drain.maxPerSecond} (it held up to 130 while the bucket kept a second's worth in reserve), the`,
    '  figure to hold the drain against (the service, the simulator with its status webhooks and the bench share the',
    '  2 CPUs). "Busiest 1 s" counts the acceptances in the fullest 1-second window.',
    `- 3: services/messaging/bench/due-sweep.bench.mjs. The sender's own code (esbuild bundle of`,
    `  src/domain/sender.ts, no copy of its SQL) on a throwaway database of the machine's PostgreSQL ${sweep.postgres} with messaging's`,
    `  migrations, dropped after. ${sweep.pendingOrders.toLocaleString('en')} pending orders as \`orders.created\` leaves them with the default`,
    '  WHATSAPP_PIX_REMINDERS (30m,20h): each with its `pedido_recebido` sent and two `pix_lembrete` rows scheduled later',
    `  (${loaded.scheduled.toLocaleString('en')} scheduled rows, ${loaded.total.toLocaleString('en')} in all), plus ${sweep.dueNow} orders whose first reminder is due now;`,
    `  the baseline has only those ${sweep.dueNow}. Each figure: ${sweep.runs} runs after 100 unmeasured, each in a`,
    '  transaction rolled back after it (every run sees the same schedule), VACUUM ANALYZE before. "Claim" is',
    "  Sender.claim(), the UPDATE … FROM (SELECT … WHERE state = 'scheduled' AND due_at <= now ORDER BY due_at LIMIT 50",
    '  FOR UPDATE SKIP LOCKED) that every sender pass runs (every second, and at once when an order arrives), plus the',
    '  read of the rows it claimed.',
    `- Plan of the claim with ${sweep.pendingOrders.toLocaleString('en')} pending orders, EXPLAIN (ANALYZE) of the statement the sender sent`,
    `  (captured through drizzle's logger): ${loaded.planDue.chain}. With nothing due: ${loaded.planIdle.chain}.`,
    `  In the baseline (${empty.total} rows, the planner's choice): ${empty.planDue.chain}.`,
    '',
    `Run with \`make bench-whatsapp\` (\`BENCH_SECTIONS=whatsapp node bench/run.mjs\`), which replaces only this section.`,
    '',
  ].join('\n');
}

/** Replaces this section of bench/results.md (up to the next `## `), or appends it. */
export function writeWhatsappSection(root, markdown) {
  writeResultsSection(root, SECTION_TITLE, markdown);
}
