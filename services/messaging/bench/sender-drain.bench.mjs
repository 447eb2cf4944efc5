#!/usr/bin/env node
// Issue #35, `make bench-whatsapp` part 2b: how fast the sender drains a backlog, against WHATSAPP_MAX_PER_SECOND.
// On the embedded stack the orders arrive slower than 80/s on a small machine, so the burst's sends/s is the order
// rate. Here messaging runs as in its tests (src/testing/harness.ts, bundled with esbuild: the real service on a
// throwaway database of the machine's PostgreSQL, NATS, S3, the WhatsApp simulator; only orders is a fake answering
// GetOrderContact), with the production sender settings (tick 1 s, batches of 50, 16 calls at once,
// WHATSAPP_MAX_PER_SECOND 80, WHATSAPP_RECIPIENT_GAP 6s). BACKLOG `pedido_recebido` rows, one number each, are
// written due now in one statement (what orders.created leaves, all at once) and the clock runs from the first to
// the last message the simulator accepted.
// Run: node services/messaging/bench/sender-drain.bench.mjs  (BENCH_DRAIN_MESSAGES, default 800)
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServiceCode, ROOT } from '../../../bench/service-bundle.mjs';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));

// The service finds its migrations from its module's nearest package.json (src/db/migrations beside it): the bundle
// gets a folder of its own with one, and src pointing at the service's.
const CACHE = join(ROOT, 'node_modules', '.cache', 'ritual-bench', 'messaging');
const BACKLOG = Number(process.env.BENCH_DRAIN_MESSAGES ?? 800);
const MAX_PER_SECOND = 80;
const WARM_UP = 20;

const bundle = () =>
  bundleServiceCode(
    join(CACHE, 'messaging-sender-drain.mjs'),
    ["export { startHarness, testOrder, toOf } from './src/testing/harness.ts';"],
    SERVICE_DIR,
  );

export async function benchSenderDrain({ say = () => {} } = {}) {
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, 'package.json'), '{ "private": true, "type": "module" }\n');
  if (!existsSync(join(CACHE, 'src'))) symlinkSync(join(SERVICE_DIR, 'src'), join(CACHE, 'src'));
  const m = await bundle();
  const h = await m.startHarness({
    env: {
      WHATSAPP_MAX_PER_SECOND: String(MAX_PER_SECOND),
      WHATSAPP_RECIPIENT_GAP: '6s',
      WHATSAPP_PIX_REMINDERS: '30m,20h',
      WHATSAPP_RESEND_GRACE: '60s',
    },
    // The service's defaults (the harness shortens them for its tests).
    sender: { tickMs: 1000, backoffBaseMs: 2000, backoffMaxMs: 300_000 },
    simulator: { statusDelayMs: 50 },
  });
  try {
    /** `count` orders known to orders, their pedido_recebido due now in one statement; answers their numbers. */
    const backlog = async (from, count) => {
      const wanted = new Set();
      for (let id = from; id < from + count; id++) {
        h.orders.contacts.set(id, m.testOrder(id).contact);
        wanted.add(m.toOf(id));
      }
      await h.store.pool.query(
        `INSERT INTO messages (order_id, kind, step, state, due_at)
         SELECT n, 'pedido_recebido', 0, 'scheduled', now() FROM generate_series($1::bigint, $2::bigint) n`,
        [from, from + count - 1],
      );
      const deadline = Date.now() + 120_000;
      for (;;) {
        const sent = h.simulator.sent().filter((s) => s.template === 'pedido_recebido' && wanted.has(s.to));
        if (sent.length >= count || Date.now() > deadline) return sent;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    say(`warm-up: ${WARM_UP} messages`);
    await backlog(1, WARM_UP);
    // As after any quiet spell.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    say(`a backlog of ${BACKLOG} pedido_recebido due at once`);
    const sent = await backlog(1000, BACKLOG);
    const ats = sent.map((s) => s.at).sort((a, b) => a - b);
    const doubled = sent.length - new Set(sent.map((s) => s.to)).size;
    const spanMs = ats.at(-1) - ats[0];
    const figures = {
      messages: sent.length,
      expected: BACKLOG,
      doubled,
      spanMs,
      sendsPerSecond: (ats.length - 1) / (spanMs / 1000),
      maxPerSecond: MAX_PER_SECOND,
      busiestSecond: busiestSecond(ats),
    };
    say(
      `${figures.messages}/${BACKLOG} sent in ${(spanMs / 1000).toFixed(2)} s: ${figures.sendsPerSecond.toFixed(1)}/s, ` +
        `busiest 1 s window ${figures.busiestSecond}`,
    );
    return figures;
  } finally {
    await h.close();
  }
}

/** The most acceptances within any 1,000 ms window. */
function busiestSecond(ats) {
  let best = 0;
  let start = 0;
  for (let end = 0; end < ats.length; end++) {
    while (ats[end] - ats[start] >= 1000) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchSenderDrain({ say: (line) => process.stdout.write(`[drain] ${line}\n`) });
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  // The harness's NATS and gRPC clients may keep the loop alive a moment.
  process.exit(0);
}
