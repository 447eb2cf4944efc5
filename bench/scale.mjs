#!/usr/bin/env node
// Issue #38, `make bench-scale`: does the receipt path scale out? The compose stack (its own project, env file and
// ports: bench/scale-stack.mjs) with every payments replica held to a fixed CPU quota (BENCH_PAYMENTS_CPUS, 0.5 by
// default: deploy/docker/compose.bench-scale.yml), as a node of its own would give it; the other containers uncapped,
// their CPU measured. A closed loop of clients drives the receipt path (order → its PIX code → receipt upload, answered
// with the verifier's verdict) through the HTTPS proxy: phone screenshots (PNG, and the same through the storefront's
// compression: JPEG) at payments ×1, ×2, ×3, then text PDFs at ×1, ×2, ×3. Per phase: receipts approved per second,
// the upload's p50/p99, CPU seconds per receipt over every container of the project and per service, each payments
// replica's use of its quota, the host's idle share, and the efficiency rps(n) / (n × rps(1)).
//
// The receipts are drawn by the payments service's own test corpus (receipt-corpus.ts, bundled with esbuild), for the
// store's CNPJ 11.222.333/0001-81 shown as its PIX key, each with its own end-to-end id, paid "now": drawn before each
// phase's timed window (drawing costs the client CPU) and used within minutes (the verifier takes a paid time up to
// 10 minutes before the order).
//
// Run: make bench-scale (or node bench/scale.mjs). Env: BENCH_SCALE_SECONDS (timed window per phase; default 60 s for
// images and 30 s for PDFs, both when set), BENCH_SCALE_PDF_SECONDS, BENCH_SCALE_RAMP (s of load before each window,
// 10), BENCH_SCALE_CONCURRENCY (clients: "12" in every phase, "6x" per payments replica; default 4 per replica for
// images, 8 for PDFs), BENCH_SCALE_REPLICAS (1,2,3), BENCH_SCALE_KINDS (images,pdfs), BENCH_SCALE_LAYOUTS (all of
// BANK_LAYOUTS), BENCH_SCALE_IDLE_SECONDS (30: the stack's CPU with no client), BENCH_PAYMENTS_CPUS (0.5),
// BENCH_SCALE_HTTPS_PORT / _HTTP_PORT / _FILES_PORT (8443 / 8480 / 9444), KEEP_STACK=1 (leave the stack and its volumes).
// Writes its section (l) of bench/results.md, only from a run in which every verdict was `approved` and no purchase
// failed; otherwise it prints the figures, keeps the receipts not approved and the stack's logs of that phase under
// .data/bench-scale/, and exits 1.
import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './receipt-path.mjs';
import { writeResultsSection } from './results-section.mjs';
import {
  adminPassword,
  BASE_URL,
  CA_FILE,
  compose,
  containers,
  cpuQuota,
  delta,
  down,
  eventLoopDelayMax,
  PAYMENTS_CPUS,
  PORTS,
  PROJECT,
  paymentsReplicas,
  prepare,
  receiptsHandled,
  STATE_DIR,
  sample,
  saveProxyCa,
  up,
} from './scale-stack.mjs';
import { bundleServiceCode, ROOT } from './service-bundle.mjs';

const SECTION_TITLE = '## (l) Scale-out at a fixed CPU per payments replica (make bench-scale)';
const CACHE = join(ROOT, 'node_modules', '.cache', 'ritual-bench');
const SECONDS_SET = process.env.BENCH_SCALE_SECONDS;
const SECONDS = {
  images: Number(SECONDS_SET ?? 60),
  pdfs: Number(process.env.BENCH_SCALE_PDF_SECONDS ?? SECONDS_SET ?? 30),
};
const RAMP = Number(process.env.BENCH_SCALE_RAMP ?? 10);
/** Clients per payments replica (enough to keep each one busy: a PDF's verdict is quick, so more of them), or a fixed
 * number for every phase ("12"); "6x" is 6 per replica. */
const PER_REPLICA = { images: 4, pdfs: 8 };
function concurrencyFor(kind, replicas) {
  const set = process.env.BENCH_SCALE_CONCURRENCY?.trim();
  if (!set) return PER_REPLICA[kind] * replicas;
  return set.endsWith('x') ? Number(set.slice(0, -1)) * replicas : Number(set);
}
const REPLICAS = (process.env.BENCH_SCALE_REPLICAS ?? '1,2,3').split(',').map(Number);
const KINDS = (process.env.BENCH_SCALE_KINDS ?? 'images,pdfs').split(',').map((kind) => kind.trim());
const WARMUP_TIMEOUT_MS = 180_000;
const IDLE_SECONDS = Number(process.env.BENCH_SCALE_IDLE_SECONDS ?? 30);
const NOT_APPROVED_DIR = join(STATE_DIR, 'not-approved');
const UPLOAD_TIMEOUT_MS = 120_000;
const SCALE_DOWN_SETTLE_MS = 35_000;
const STORE_TIME_ZONE = 'America/Sao_Paulo';
const STORE_CNPJ = '11.222.333/0001-81';
const RECIPIENT = { name: 'TEMPLO DOS RITUAIS', document: STORE_CNPJ, key: STORE_CNPJ };
const PAYER = { name: 'MARIA SOUZA', document: '***.456.789-**' };
const WIDTHS = [720, 1080, 1440];
/** The services the CPU table names; every other container of the project is "others". */
const GROUPS = ['payments', 'gateway', 'orders', 'postgres', 'nats', 's3', 'proxy'];

const say = (line) => process.stdout.write(`[bench-scale] ${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// The parent: starts the stack, hands the measuring to a child that trusts the proxy's CA, tears the stack down.

async function orchestrate() {
  const started = Date.now();
  say(`project ${PROJECT}, https://localhost:${PORTS.HTTPS_PORT}, payments capped at ${PAYMENTS_CPUS} CPU each`);
  let code = 1;
  let child;
  // Stopped while the stack starts: tear it down and leave; while measuring: the child stops, then the teardown runs.
  const stop = (signal) => {
    if (child) {
      child.kill(signal);
      return;
    }
    say(`${signal}: stopping`);
    (process.env.KEEP_STACK === '1' ? Promise.resolve() : down()).finally(() => process.exit(130));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await prepare(say);
    say('starting the compose stack (images built when needed)');
    await up(1, { build: true });
    await saveProxyCa();
    say(`stack healthy after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: CA_FILE,
        BENCH_SCALE_ROLE: 'measure',
        BENCH_SCALE_STARTED: String(started),
      },
    });
    code = await new Promise((resolve) =>
      child.once('exit', (exit, signal) => {
        if (signal) say(`the measuring process ended by ${signal}`);
        resolve(exit ?? 1);
      }),
    );
  } catch (err) {
    process.stderr.write(`[bench-scale] ${err.stack ?? err}\n`);
  } finally {
    if (process.env.KEEP_STACK === '1') {
      say(`KEEP_STACK=1: the stack stays up (project ${PROJECT}, env file .data/bench-scale/compose.env)`);
    } else {
      say('tearing the stack down with its volumes');
      await down().catch((err) => process.stderr.write(`[bench-scale] teardown failed: ${err.message}\n`));
    }
  }
  say(`whole run: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  process.exit(code);
}

// ---------------------------------------------------------------------------------------------------------------
// The child: the load client and the measurements.

const bundle = () =>
  bundleServiceCode(
    join(CACHE, 'bench-scale.mjs'),
    [
      "export { Store, receiptFor, PRICE_CENTS } from './deploy/local/crash/store.ts';",
      "export { BANK_LAYOUTS, phoneScreenshot, storefrontUpload } from '@ritual/payments/testing';",
      "export { maybeSamePayment } from '@ritual/payments/end-to-end-id';",
      "export { wallClock } from '@ritual/contracts/store-time';",
    ],
    ROOT,
  );

/** Runs `task` over `items` with at most `limit` at once; results in order. */
async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(1000);
  }
}

// Characters that stay distinct after the verifier folds OCR lookalikes together (as deploy/local/crash/store.ts).
const SUFFIX_ALPHABET = 'ACEFHJKMNPRTUVWXY34789';

class Receipts {
  constructor(m, price) {
    this.m = m;
    this.price = price;
    this.used = [];
    this.turn = 0;
    /**
     * The images drawn: each layout in three (width, format) pairs; every layout (or BENCH_SCALE_LAYOUTS') until the
     * check drops some.
     */
    const only = process.env.BENCH_SCALE_LAYOUTS?.split(',').map((layout) => layout.trim());
    this.combos = m.BANK_LAYOUTS.flatMap((layout, k) =>
      [0, 1, 2].map((j) => ({ layout, width: WIDTHS[(k + j) % 3], format: (k + j) % 2 ? 'jpeg' : 'png' })),
    ).filter((combo) => !only || only.includes(combo.layout));
    if (this.combos.length === 0) throw new Error(`BENCH_SCALE_LAYOUTS names none of ${m.BANK_LAYOUTS.join(', ')}`);
  }

  /** An end-to-end id tail far from every other this run drew: near ones are held for review as one payment. */
  suffix() {
    for (;;) {
      const suffix = Array.from({ length: 11 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
      if (this.used.every((other) => !this.m.maybeSamePayment(other, suffix))) {
        this.used.push(suffix);
        return suffix;
      }
    }
  }

  /** A phone screenshot paying the order's price to the store now (PNG, or through the storefront's compression). */
  async image(combo = this.combos[this.turn++ % this.combos.length]) {
    const spec = {
      layout: combo.layout,
      amount: this.price,
      paidAt: this.m.wallClock(new Date(), STORE_TIME_ZONE),
      recipient: RECIPIENT,
      payer: PAYER,
      idSuffix: this.suffix(),
    };
    const png = await this.m.phoneScreenshot(spec, combo.width);
    const jpeg = combo.format === 'jpeg';
    return {
      content: jpeg ? await this.m.storefrontUpload(png) : png,
      type: jpeg ? 'image/jpeg' : 'image/png',
      name: jpeg ? 'comprovante.jpg' : 'Screenshot_comprovante.png',
      label: `${combo.layout} ${combo.width} px ${combo.format.toUpperCase()}`,
    };
  }

  /** A bank's text PDF as store.ts receiptFor draws it (nubank, the store's CNPJ, paid now). */
  async pdf() {
    return {
      content: await this.m.receiptFor(this.suffix()),
      type: 'application/pdf',
      name: 'comprovante.pdf',
      label: 'PDF',
    };
  }

  draw(kind) {
    return kind === 'images' ? this.image() : this.pdf();
  }

  /**
   * `count` receipts, two drawn at once (sharp has threads of its own); every phase's images start the rotation
   * over the layouts, widths and formats at the same place, so each phase gets the same mix.
   */
  pool(kind, count) {
    this.turn = 0;
    return mapLimit(Array.from({ length: count }), 2, () => this.draw(kind));
  }
}

/**
 * The storefront's side, never signed in: the order as the crash tests' Store.placeOrder sends it (consent, its
 * idempotency key), its PIX code and the receipt with the order's token. The upload waits up to UPLOAD_TIMEOUT_MS:
 * a saturated closed loop queues verdicts for longer than Store's 30 s.
 */
class Client {
  constructor(m, ritualId) {
    this.store = new m.Store(BASE_URL, '');
    this.ritualId = ritualId;
    this.serial = 0;
  }

  async request(method, path, headers, body) {
    const response = await fetch(`${BASE_URL}/api${path}`, {
      method,
      headers: { accept: 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    return JSON.parse(text);
  }

  async purchase(receipt) {
    const order = await this.store.placeOrder(this.ritualId, randomUUID(), this.serial++);
    const headers = { 'x-order-token': order.token };
    await this.request('GET', `/clientes/${order.id}/pix`, headers);
    const body = new FormData();
    body.append('file', new Blob([receipt.content], { type: receipt.type }), receipt.name);
    const sent = performance.now();
    const verdict = await this.request('POST', `/upload-receipt/${order.id}`, headers, body);
    const at = performance.now();
    if (verdict.verification_status !== 'approved') {
      // Kept for whoever looks into the verifier's reading of it.
      const extension = receipt.name.slice(receipt.name.lastIndexOf('.'));
      mkdirSync(NOT_APPROVED_DIR, { recursive: true });
      writeFileSync(
        join(NOT_APPROVED_DIR, `${order.id}-${receipt.label.replaceAll(' ', '-')}${extension}`),
        receipt.content,
      );
    }
    return {
      at,
      ms: at - sent,
      status: verdict.verification_status,
      reason: verdict.verification_reason,
      label: receipt.label,
      order: order.id,
    };
  }
}

async function handledBy(replicas) {
  return new Map(await Promise.all(replicas.map(async (c) => [c.id, await receiptsHandled(c.id)])));
}

/** Fails unless every payments replica runs under the quota the override gives it. */
async function expectQuota(replicas) {
  for (const c of replicas) {
    const quota = await cpuQuota(c.id);
    if (Math.abs(quota - PAYMENTS_CPUS) > 1e-6) {
      throw new Error(`${c.name} runs with a CPU quota of ${quota}, not ${PAYMENTS_CPUS}: the override is not applied`);
    }
  }
}

const countBy = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};
const notApproved = (verdicts) => verdicts.filter((v) => v.status !== 'approved');
const describeVerdict = (v) => `${v.label} → ${v.status}: ${v.reason}`;

/**
 * Every layout drawn three ways (widths 720/1080/1440, PNG and JPEG) through the stack; a layout is kept only when
 * all three are approved. Also the payments CPU per image, for sizing the first pool.
 */
async function checkLayouts(client, receipts) {
  const list = await containers();
  const drawn = await mapLimit(receipts.combos, 2, (combo) => receipts.image(combo));
  const before = sample(list);
  // A failed purchase is no verdict on the layout: that image is drawn again and tried once more, and the failure
  // is reported (the stack's, not the verifier's).
  const errors = [];
  const verdicts = await mapLimit(drawn, 4, async (receipt, index) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.purchase(attempt === 1 ? receipt : await receipts.image(receipts.combos[index]));
      } catch (err) {
        errors.push(`${receipt.label}: ${err.message}`);
        if (attempt === 2) return { status: 'error', reason: err.message, label: receipt.label };
      }
    }
  });
  const cpu = delta(list, before, sample(list));
  const paymentsCpu = cpu.perContainer.filter((c) => c.service === 'payments').reduce((s, c) => s + c.cpuSeconds, 0);
  const dropped = new Map();
  verdicts.forEach((verdict, index) => {
    if (verdict.status !== 'approved') {
      const layout = receipts.combos[index].layout;
      dropped.set(layout, [...(dropped.get(layout) ?? []), describeVerdict(verdict)]);
    }
  });
  for (const error of errors) say(`  failed purchase in the check (tried again): ${error}`);
  for (const [layout, reasons] of dropped) say(`  dropped ${layout}: ${reasons.join(' | ')}`);
  receipts.combos = receipts.combos.filter((combo) => !dropped.has(combo.layout));
  if (receipts.combos.length === 0) throw new Error('the stack approved no layout: nothing to measure');
  const kept = [...new Set(receipts.combos.map((combo) => combo.layout))];
  say(`layouts approved with the key shown (3 of 3): ${kept.join(', ')}`);
  return { kept, dropped, errors, paymentsCpuPerImage: paymentsCpu / drawn.length };
}

/**
 * Receipts through the whole path until every payments replica has answered at least one of this phase's: gateways
 * find new replicas only when their gRPC connections age out (~30 s). Also payments CPU per receipt meanwhile.
 */
async function warmUp(kind, client, receipts, replicas) {
  const started = Date.now();
  const before = await handledBy(replicas);
  const first = sample(replicas);
  const verdicts = [];
  const errors = [];
  for (;;) {
    const batch = await receipts.pool(kind, replicas.length * 2);
    await mapLimit(batch, batch.length, async (receipt) => {
      try {
        verdicts.push(await client.purchase(receipt));
      } catch (err) {
        errors.push(err.message);
      }
    });
    const now = await handledBy(replicas);
    if (replicas.every((c) => now.get(c.id) > before.get(c.id))) {
      const cpu = delta(replicas, first, sample(replicas));
      const handled = replicas.reduce((sum, c) => sum + now.get(c.id) - before.get(c.id), 0);
      const paymentsCpu = cpu.perContainer.reduce((sum, c) => sum + c.cpuSeconds, 0);
      return {
        seconds: (Date.now() - started) / 1000,
        receipts: verdicts.length,
        notApproved: notApproved(verdicts),
        errors,
        paymentsCpuPerReceipt: paymentsCpu / Math.max(1, handled),
      };
    }
    if (Date.now() - started > WARMUP_TIMEOUT_MS) {
      const counts = replicas.map((c) => `${c.name}: ${now.get(c.id) - before.get(c.id)}`).join(', ');
      throw new Error(
        `warm-up: not every payments replica took a receipt in ${WARMUP_TIMEOUT_MS / 1000} s (${counts})`,
      );
    }
  }
}

/**
 * The closed loop: `concurrency` clients each buy again as soon as their verdict comes, for RAMP s unmeasured and then
 * `seconds` s measured (the CPU of every container of the project sampled at both ends); a client starts no purchase
 * after the window, and the ones still running finish outside it.
 */
async function closedLoop({ kind, client, receipts, pool, concurrency, seconds, list, replicas }) {
  const verdicts = [];
  let taken = 0;
  let lagReset;
  const errors = [];
  let drawnInLoop = 0;
  const startedAt = performance.now();
  const endAt = startedAt + (RAMP + seconds) * 1000;
  const samples = {};
  const timers = [
    setTimeout(() => {
      samples.start = sample(list);
      // Reading /metrics starts each replica's event-loop delay measure again: the window's is read at its end.
      lagReset = Promise.all(replicas.map((c) => eventLoopDelayMax(c.id).catch(() => Number.NaN)));
    }, RAMP * 1000),
    setTimeout(
      () => {
        samples.end = sample(list);
      },
      (RAMP + seconds) * 1000,
    ),
  ];
  const worker = async () => {
    while (performance.now() < endAt) {
      let receipt = pool[taken++];
      if (!receipt) {
        drawnInLoop++;
        receipt = await receipts.draw(kind);
      }
      try {
        verdicts.push(await client.purchase(receipt));
      } catch (err) {
        errors.push({ at: performance.now(), message: err.message });
      }
    }
  };
  const loop = Promise.all(Array.from({ length: concurrency }, worker));
  await sleep((RAMP + seconds) * 1000);
  while (!samples.end) await sleep(50);
  await lagReset;
  const eventLoopDelay = await Promise.all(replicas.map((c) => eventLoopDelayMax(c.id).catch(() => Number.NaN)));
  await loop;
  for (const timer of timers) clearTimeout(timer);
  const inWindow = verdicts.filter((v) => v.at >= samples.start.at && v.at <= samples.end.at);
  const cpu = delta(list, samples.start, samples.end);
  const approved = inWindow.filter((v) => v.status === 'approved').length;
  return {
    concurrency,
    seconds: cpu.seconds,
    approved,
    rps: approved / cpu.seconds,
    p50: percentile(
      inWindow.map((v) => v.ms),
      50,
    ),
    p99: percentile(
      inWindow.map((v) => v.ms),
      99,
    ),
    notApproved: notApproved(verdicts),
    errors,
    drawnInLoop,
    left: Math.max(0, pool.length - taken),
    eventLoopDelay: new Map(replicas.map((c, index) => [c.id, eventLoopDelay[index]])),
    cpu,
  };
}

/** CPU of one phase by service: seconds per approved receipt and cores used; payments replicas against their quota. */
function cpuFigures(result) {
  const { cpu, approved } = result;
  const group = (c) => (GROUPS.includes(c.service) ? c.service : 'others');
  const byGroup = Object.fromEntries([...GROUPS, 'others'].map((name) => [name, { cpuSeconds: 0, busiest: 0 }]));
  for (const c of cpu.perContainer) {
    const entry = byGroup[group(c)];
    entry.cpuSeconds += c.cpuSeconds;
    entry.busiest = Math.max(entry.busiest, c.cpuSeconds / cpu.seconds);
  }
  const total = cpu.perContainer.reduce((sum, c) => sum + c.cpuSeconds, 0);
  const payments = cpu.perContainer
    .filter((c) => c.service === 'payments')
    .map((c) => ({
      name: c.name,
      quotaUse: c.cpuSeconds / cpu.seconds / PAYMENTS_CPUS,
      throttled: c.throttledShare,
      eventLoopDelay: result.eventLoopDelay.get(c.id),
    }));
  const others = cpu.perContainer
    .filter((c) => group(c) === 'others')
    .map((c) => ({ name: c.service, cores: c.cpuSeconds / cpu.seconds }))
    .sort((a, b) => b.cores - a.cores);
  const busiestOther = cpu.perContainer
    .filter((c) => c.service !== 'payments')
    .map((c) => ({ name: c.name, cores: c.cpuSeconds / cpu.seconds }))
    .sort((a, b) => b.cores - a.cores)[0];
  return {
    perReceipt: total / approved,
    paymentsPerReceipt: byGroup.payments.cpuSeconds / approved,
    cores: total / cpu.seconds,
    byGroup,
    payments,
    quotaUse: payments.reduce((sum, p) => sum + p.quotaUse, 0) / payments.length,
    busiestOther,
    others,
    restarted: cpu.perContainer.filter((c) => c.restarted).map((c) => c.name),
  };
}

/** What ran out in a phase, from its figures. */
function saturation(phase) {
  const { figures, cpu } = phase;
  const found = [];
  // A replica throttled in most CFS periods ran into its quota in them, even when the host's contention kept its
  // average under the quota.
  const throttled = figures.payments.reduce((sum, p) => sum + p.throttled, 0) / figures.payments.length;
  if (figures.quotaUse >= 0.9 || throttled >= 0.5) {
    found.push(`payments at its quota (${pct(figures.quotaUse)} used, throttled in ${pct(throttled)} of periods)`);
  }
  if (cpu.hostIdleShare < 0.1) found.push(`the host's CPU (idle ${pct(cpu.hostIdleShare)})`);
  if (figures.busiestOther && figures.busiestOther.cores >= 0.85) {
    found.push(`${figures.busiestOther.name} at ${figures.busiestOther.cores.toFixed(2)} cores`);
  }
  return found.length ? found.join('; ') : 'nothing at its limit (the clients?)';
}

const clientsText = () => {
  const set = process.env.BENCH_SCALE_CONCURRENCY?.trim();
  if (!set) return `${PER_REPLICA.images} per payments replica for images, ${PER_REPLICA.pdfs} for PDFs`;
  return set.endsWith('x') ? `${set.slice(0, -1)} per payments replica` : `${set} in every phase`;
};
const pct = (share) => `${(share * 100).toFixed(0)} %`;
const msText = (value) => (Number.isNaN(value) ? '—' : `${(value / 1000).toFixed(2)} s`);

function estimateRate(kind, replicas, phases, warm, check) {
  const first = phases.find((p) => p.kind === kind && p.replicas === REPLICAS[0]);
  if (first) return (first.result.rps / first.replicas) * replicas * 1.3;
  const cpuPer = kind === 'images' && check ? check.paymentsCpuPerImage : warm.paymentsCpuPerReceipt;
  return (replicas * PAYMENTS_CPUS * 1.5) / Math.max(cpuPer, 0.005);
}

async function measure() {
  mkdirSync(CACHE, { recursive: true });
  const m = await bundle();
  const admin = new m.Store(BASE_URL, adminPassword());
  await until('sign-in through the proxy', () => admin.login().then(() => true), 120_000);
  await until('payments answering through the gateway', () => admin.call('GET', '/receipts/review/count'), 120_000);
  const ritualId = await admin.seed();
  const price = (m.PRICE_CENTS / 100).toFixed(2);
  const client = new Client(m, ritualId);
  const receipts = new Receipts(m, price);
  const measureStarted = Date.now();
  let replicas = await paymentsReplicas();
  await expectQuota(replicas);
  // The stack's own CPU with no client: health checks, timers (what every phase pays whatever its rate).
  let idle;
  if (IDLE_SECONDS > 0) {
    say(`the stack idle for ${IDLE_SECONDS} s (its CPU floor)`);
    const list = await containers();
    const before = sample(list);
    await sleep(IDLE_SECONDS * 1000);
    idle = delta(list, before, sample(list));
    say(
      `  ${(idle.perContainer.reduce((sum, c) => sum + c.cpuSeconds, 0) / idle.seconds).toFixed(2)} cores with no client`,
    );
  }

  let check;
  if (KINDS.includes('images')) {
    const layouts = new Set(receipts.combos.map((combo) => combo.layout)).size;
    say(`checking ${receipts.combos.length} images (${layouts} layouts × 3) at payments ×${replicas.length}`);
    check = await checkLayouts(client, receipts);
  }
  if (KINDS.includes('pdfs')) {
    const pdfs = await mapLimit([0, 1, 2], 3, async () => client.purchase(await receipts.pdf()));
    if (notApproved(pdfs).length) throw new Error(`PDFs not approved: ${notApproved(pdfs).map(describeVerdict)}`);
  }

  const phases = [];
  for (const kind of KINDS) {
    for (const n of REPLICAS) {
      say(`${kind} at payments ×${n}: scaling`);
      const phaseStarted = new Date().toISOString();
      const removing = replicas.length > n;
      await up(n);
      if (removing) {
        // Calls a gateway sent to a replica being removed fail (UNAVAILABLE, a 503 to the client): the load starts
        // once the gateways' channels have resolved the name again (each is renewed every 30 s, CHANNEL_RENEWAL_MS).
        say(`  waiting ${SCALE_DOWN_SETTLE_MS / 1000} s for the gateways to let go of the removed replicas`);
        await sleep(SCALE_DOWN_SETTLE_MS);
      }
      replicas = await paymentsReplicas();
      if (replicas.length !== n) throw new Error(`${replicas.length} payments replicas running, not ${n}`);
      await expectQuota(replicas);
      const warm = await warmUp(kind, client, receipts, replicas);
      say(
        `  warmed up in ${warm.seconds.toFixed(0)} s (${warm.receipts} receipts; every replica took some` +
          `${warm.notApproved.length || warm.errors.length ? `; ${warm.notApproved.length} not approved, ${warm.errors.length} errors` : ''})`,
      );
      for (const v of warm.notApproved.slice(0, 5)) say(`    warm-up not approved: ${describeVerdict(v)}`);
      for (const e of warm.errors.slice(0, 5)) say(`    warm-up error: ${e}`);
      const concurrency = concurrencyFor(kind, n);
      const seconds = SECONDS[kind];
      const rate = estimateRate(kind, n, phases, warm, check);
      const count = Math.ceil(rate * (RAMP + seconds + 5)) + 2 * concurrency;
      const drawStarted = performance.now();
      const pool = await receipts.pool(kind, count);
      say(
        `  ${count} receipts drawn in ${((performance.now() - drawStarted) / 1000).toFixed(0)} s; ${concurrency} clients, ${RAMP} s ramp + ${seconds} s window`,
      );
      const list = await containers();
      const result = await closedLoop({ kind, client, receipts, pool, concurrency, seconds, list, replicas });
      const phase = { kind, replicas: n, result, cpu: result.cpu, figures: cpuFigures(result), warm };
      phases.push(phase);
      say(
        `  ${result.rps.toFixed(2)} receipts/s, p50 ${msText(result.p50)}, p99 ${msText(result.p99)}, ` +
          `${phase.figures.perReceipt.toFixed(3)} CPU s/receipt, payments quota ${pct(phase.figures.quotaUse)}, host idle ${pct(result.cpu.hostIdleShare)}` +
          `${result.drawnInLoop ? `; ${result.drawnInLoop} receipts drawn inside the loop (pool too small)` : ''}`,
      );
      if (result.notApproved.length || result.errors.length) {
        const file = join(STATE_DIR, `logs-${kind}-x${n}-${new Date().toISOString().replaceAll(':', '')}.txt`);
        writeFileSync(file, await compose('logs', '--no-color', '--timestamps', '--since', phaseStarted));
        say(`  the stack's logs since the phase began: ${file.slice(ROOT.length)}`);
      }
      for (const v of result.notApproved.slice(0, 10)) say(`  NOT APPROVED: ${describeVerdict(v)}`);
      for (const [message, count] of countBy(result.errors.map((e) => e.message.replace(/\/\d+/g, '/{id}')))) {
        say(`  FAILED ${count}×: ${message}`);
      }
      say(
        `  payments event loop held up to ${replicas.map((c) => `${result.eventLoopDelay.get(c.id).toFixed(2)} s`).join(', ')}`,
      );
    }
  }

  const invalid = phases.flatMap((p) => [
    ...(p.result.notApproved.length ? [`${p.kind} ×${p.replicas}: ${p.result.notApproved.length} not approved`] : []),
    ...(p.result.errors.length ? [`${p.kind} ×${p.replicas}: ${p.result.errors.length} failed purchases`] : []),
    ...(p.figures.restarted.length ? [`${p.kind} ×${p.replicas}: restarted ${p.figures.restarted.join(', ')}`] : []),
  ]);
  const context = {
    check,
    idle,
    invalid,
    measureMinutes: (Date.now() - measureStarted) / 60_000,
    startMinutes: (measureStarted - Number(process.env.BENCH_SCALE_STARTED ?? measureStarted)) / 60_000,
  };
  const markdown = report(phases, context);
  process.stdout.write(`\n${markdown}\n`);
  if (invalid.length) {
    process.stderr.write(
      `\n[bench-scale] INVALID RUN, bench/results.md left as it was: every verdict must be approved and no purchase may fail\n` +
        invalid.map((line) => `  ${line}\n`).join(''),
    );
    process.exit(1);
  }
  writeResultsSection(ROOT, SECTION_TITLE, markdown);
  say('written: bench/results.md, section (l)');
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

function machine() {
  const dockerInfo = (() => {
    try {
      return readFileSync('/proc/sys/kernel/osrelease', 'utf8').trim();
    } catch {
      return process.platform;
    }
  })();
  return `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${dockerInfo}, Node.js ${process.version}`;
}

function report(phases, { check, idle, invalid, measureMinutes, startMinutes }) {
  const firstOf = (kind) => phases.find((p) => p.kind === kind && p.replicas === REPLICAS[0]);
  const efficiency = (p) => {
    const first = firstOf(p.kind);
    return first ? p.result.rps / ((p.replicas / first.replicas) * first.result.rps) : Number.NaN;
  };
  const imagesAt3 = phases.find((p) => p.kind === 'images' && p.replicas === 3);
  const lines = [
    SECTION_TITLE,
    '',
    `Written by \`make bench-scale\` (bench/scale.mjs, issue #38) on ${new Date().toISOString().slice(0, 10)}, one run on ${machine()}.`,
    `The compose stack (project ${PROJECT}, backups off, LOG_LEVEL as the stack has it) through its HTTPS proxy; each payments`,
    `replica capped at ${PAYMENTS_CPUS} CPU (deploy/docker/compose.bench-scale.yml), the other containers uncapped and measured.`,
    `A closed loop of clients (order → its PIX code → receipt upload, each client buying again once answered; ${clientsText()}); ${RAMP} s of`,
    `load before each timed window (images ${SECONDS.images} s, PDFs ${SECONDS.pdfs} s). Images: phone screenshots of the`,
    `receipt corpus paying the store's CNPJ shown as its key, PNG at 720/1080/1440 px and the same through the storefront's`,
    `compression (JPEG), over ${check ? `${check.kept.length} bank layouts (${check.kept.join(', ')})` : '— layouts'}; PDFs: text PDFs as the crash tests' receiptFor.`,
    '',
    '| kind | payments replicas | clients | receipts/s | upload p50 | upload p99 | CPU s/receipt (all) | CPU s/receipt (payments) | payments quota used | efficiency |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...phases.map(
      (p) =>
        `| ${p.kind} | ×${p.replicas} | ${p.result.concurrency} | ${p.result.rps.toFixed(2)} | ${msText(p.result.p50)} | ${msText(p.result.p99)} | ` +
        `${p.figures.perReceipt.toFixed(3)} | ${p.figures.paymentsPerReceipt.toFixed(3)} | ${pct(p.figures.quotaUse)} | ${efficiency(p).toFixed(2)} |`,
    ),
    '',
    'CPU by service, ms per approved receipt (cores used over the window):',
    '',
    `| kind | replicas | ${GROUPS.join(' | ')} | others | all | host idle | client |`,
    `| --- | --- | ${GROUPS.map(() => '---').join(' | ')} | --- | --- | --- | --- |`,
    ...phases.map((p) => {
      const cell = ({ cpuSeconds }) =>
        `${((cpuSeconds / p.result.approved) * 1000).toFixed(0)} (${(cpuSeconds / p.cpu.seconds).toFixed(2)})`;
      return (
        `| ${p.kind} | ×${p.replicas} | ${[...GROUPS, 'others'].map((g) => cell(p.figures.byGroup[g])).join(' | ')} | ` +
        `${(p.figures.perReceipt * 1000).toFixed(0)} (${p.figures.cores.toFixed(2)}) | ${pct(p.cpu.hostIdleShare)} | ` +
        `${((p.cpu.clientCpuSeconds / p.result.approved) * 1000).toFixed(0)} (${(p.cpu.clientCpuSeconds / p.cpu.seconds).toFixed(2)}) |`
      );
    }),
    '',
    'Payments replicas against their quota (share of the quota used; share of CFS periods throttled; longest event-loop delay in the window), and what ran out:',
    '',
    ...phases.map(
      (p) =>
        `- ${p.kind} ×${p.replicas}: ${p.figures.payments.map((r) => `${r.name.replace(`${PROJECT}-`, '')} ${pct(r.quotaUse)} (throttled ${pct(r.throttled)}, event loop held up to ${r.eventLoopDelay.toFixed(2)} s)`).join(', ')}; ` +
        `busiest other container ${p.figures.busiestOther ? `${p.figures.busiestOther.name.replace(`${PROJECT}-`, '')} ${p.figures.busiestOther.cores.toFixed(2)} cores` : '—'}; ` +
        `others (cores): ${p.figures.others.map((o) => `${o.name} ${o.cores.toFixed(2)}`).join(', ')}; ` +
        `host CPU stolen by the hypervisor ${pct(p.cpu.hostStealShare)}; saturated: ${saturation(p)}` +
        `${p.result.drawnInLoop ? `; ${p.result.drawnInLoop} receipts drawn inside the loop (the pool ran out)` : ''}.`,
    ),
    '',
    `- Efficiency: rps(n) / (n × rps(1)) per kind; the issue's goal is ≥ 0.85 at ×3 for images${imagesAt3 ? `: ${efficiency(imagesAt3).toFixed(2)} here` : ''}.`,
    ...[...new Set(phases.map((p) => p.kind))].flatMap((kind) => {
      const first = firstOf(kind);
      const last = phases.filter((p) => p.kind === kind).at(-1);
      if (!first || last === first) return [];
      const n = last.replicas / first.replicas;
      // Cores of the stack and the client at the first phase; the idle floor is paid once (plus each added replica's).
      const used = first.figures.cores + first.cpu.clientCpuSeconds / first.cpu.seconds;
      const floor = idle ? idle.perContainer.reduce((sum, c) => sum + c.cpuSeconds, 0) / idle.seconds : 0;
      const replicaFloor = idle
        ? idle.perContainer.filter((c) => c.service === 'payments').reduce((sum, c) => sum + c.cpuSeconds, 0) /
          idle.seconds
        : 0;
      const needed = floor + (last.replicas - first.replicas) * replicaFloor + n * (used - floor);
      return [
        `- ${kind}: efficiency 1.00 at ×${last.replicas} would take the stack and the client ${needed.toFixed(2)} cores ` +
          `(${floor.toFixed(2)} idle floor + ${n.toFixed(0)} × ${(used - floor).toFixed(2)} cores of load at ×${first.replicas}` +
          `${replicaFloor ? ` + ${(last.replicas - first.replicas).toFixed(0)} × ${replicaFloor.toFixed(3)} idle per added replica` : ''}), ` +
          `of which payments' quotas ${(last.replicas * PAYMENTS_CPUS).toFixed(2)}; this host has ${cpus().length} ` +
          `(it ran ${pct(1 - last.cpu.hostIdleShare)} busy at ×${last.replicas}, the stack and client using ` +
          `${(last.figures.cores + last.cpu.clientCpuSeconds / last.cpu.seconds).toFixed(2)} cores of it).`,
      ];
    }),
    '- "CPU s/receipt (all)": CPU time of every container of the project (cgroup cpuacct) over the window ÷ receipts approved',
    "  in it; the client (this bench's process, same host) is apart. Host idle: /proc/stat over the window (the whole",
    '  machine, anything else running on it included).',
    invalid.length
      ? `- INVALID RUN: ${invalid.join('; ')}.`
      : '- Every verdict of the timed windows and their ramps was `approved` (a run with any other verdict or a failed purchase writes nothing here).',
  ];
  if (idle) {
    const cores = (list) => list.reduce((sum, c) => sum + c.cpuSeconds, 0) / idle.seconds;
    const byService = new Map();
    for (const c of idle.perContainer) byService.set(c.service, (byService.get(c.service) ?? 0) + c.cpuSeconds);
    lines.push(
      `- The stack idle (no client, payments ×1, ${idle.seconds.toFixed(0)} s before the phases) used ${cores(idle.perContainer).toFixed(2)} cores: ` +
        `${[...byService]
          .sort((a, b) => b[1] - a[1])
          .map(([service, seconds]) => `${service} ${(seconds / idle.seconds).toFixed(3)}`)
          .join(', ')}` +
        ' (each phase pays it whatever its rate, its payments replicas out of their quota).',
    );
  }
  if (check?.dropped.size) {
    lines.push(
      `- Layouts left out, not approved by the stack with the key shown: ${[...check.dropped.keys()].join(', ')}` +
        ` (${[...check.dropped.values()].flat().join('; ')}).`,
    );
  } else if (check) {
    lines.push(`- Layout check: all ${check.kept.length} layouts approved in each of their three images.`);
  }
  const warmUpFailures = phases.filter((p) => p.warm.errors.length || p.warm.notApproved.length);
  if (warmUpFailures.length) {
    lines.push(
      `- Outside the timing, in the warm-ups after scaling: ${warmUpFailures
        .map(
          (p) =>
            `${p.kind} ×${p.replicas}: ${[...p.warm.errors, ...p.warm.notApproved.map(describeVerdict)].join(' | ')}`,
        )
        .join('; ')}.`,
    );
  }
  if (check?.errors.length) {
    lines.push(`- Purchases that failed in the layout check (each tried again): ${check.errors.join('; ')}.`);
  }
  lines.push(
    `- Time: ${startMinutes.toFixed(1)} min to build and start the stack, ${measureMinutes.toFixed(1)} min of checks, scaling, warm-ups, drawing and windows; teardown after.`,
    '',
  );
  return lines.join('\n');
}

const main = process.env.BENCH_SCALE_ROLE === 'measure' ? measure : orchestrate;
main().catch((err) => {
  process.stderr.write(`[bench-scale] ${err.stack ?? err}\n`);
  process.exit(1);
});
