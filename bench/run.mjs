// `make bench`: the embedded stack (deploy/local) measured in one run, on this machine.
//   (d) `make start` time to healthy: the runner's ready_ms, on a fresh data directory and on a restart;
//   (c) resident memory of the whole stack (runner + every descendant), idle and under load;
//   (a) GET /api/rituais through gateway → gRPC → catalog vs a bare node:http server sending the same bytes;
//   (b) the receipt path: orders created and receipts verified per second, with p50/p95 latencies;
//   (e) order to bank-confirmed through the PSP simulator (bench/psp-confirmation.mjs), p50/p95;
//   plus the payments receipt-verifier.bench.* when present, and (g) receipt-held-out.bench.* (issue #29: held-out
//   receipts confirmed by holder name and masked document, and CPU ms per image receipt before / now side by side),
//   and (i) a signed-in admin request's extra cost from the session check (bench/session-check.mjs, issue #36),
//   and (j) WhatsApp (bench/whatsapp.mjs, issue #35): order → pedido_recebido at the simulator, sends per second and
//   the reminder sweep with 100,000 pending orders.
//   Results go to stdout and bench/results.md.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { approvalsBeforeAfter } from './approvals.mjs';
import { backupsMarkdown, benchBackups } from './backups.mjs';
import { benchPspConfirmation } from './psp-confirmation.mjs';
import { api, receiptPath } from './receipt-path.mjs';
import { sessionCheckBeforeAfter, sessionCheckMarkdown } from './session-check.mjs';
import { benchStorefrontScale, processRss, storefrontScaleMarkdown } from './storefront-scale.mjs';
import { benchWhatsApp, whatsappMarkdown, writeWhatsappSection } from './whatsapp.mjs';

const root = new URL('..', import.meta.url).pathname;
const SERVICES = ['catalog', 'orders', 'payments', 'identity', 'site-config', 'reporting', 'messaging'];
const ADMIN_PASSWORD = 'bench-admin-pass';
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const RECEIPT_SECONDS = Number(process.env.BENCH_RECEIPT_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RECEIPT_WORKERS = Number(process.env.BENCH_RECEIPT_WORKERS ?? 8);

const say = (line) => process.stdout.write(`[bench] ${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Ports for one runner: gateway, PostgreSQL, s3rver and the seven gRPC servers (metrics go to gRPC + 1000). */
async function runnerEnv(dataDir) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    // What a store runs: outside production the gateway also checks every answer against its schema (a test aid).
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    PORT: String(await freePort()),
    PG_PORT: String(await freePort()),
    S3_PORT: String(await freePort()),
  };
  for (const name of ['DATABASE_URL', 'NATS_URL', 'S3_ENDPOINT', 'JWT_SECRET', 'GRPC_PORT', 'METRICS_PORT']) {
    delete env[name];
  }
  const base = await grpcPortBase();
  SERVICES.forEach((name, index) => {
    env[`${name.toUpperCase().replaceAll('-', '_')}_GRPC_PORT`] = String(base + index * GRPC_PORT_SPACING);
  });
  return env;
}

// Spaced out so each gRPC port + 1000 (metrics) stays clear of the others.
const GRPC_PORT_SPACING = 7;
const METRICS_OFFSET = 1000;

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A first gRPC port whose services and metrics ports are all free and below the kernel's ephemeral range: a port
 * in that range can be taken between the check and the listen by any outgoing connection (the other stack's
 * database connections, say), which once failed a bench with EADDRINUSE.
 */
async function grpcPortBase() {
  const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const highest = (SERVICES.length - 1) * GRPC_PORT_SPACING + METRICS_OFFSET;
  const range = Math.max(1, (ephemeralStart || 32_768) - 10_000 - highest);
  for (;;) {
    const base = 10_000 + Math.floor(Math.random() * range);
    const ports = SERVICES.flatMap((_, index) => [
      base + index * GRPC_PORT_SPACING,
      base + index * GRPC_PORT_SPACING + METRICS_OFFSET,
    ]);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
}

/** Starts deploy/local and resolves once it prints ready_ms. */
/** Each round's figure, before → now, in the order the rounds ran. */
const roundsOf = (approvals, key) =>
  approvals.before.runs
    .map((run, index) => `${run[key].toFixed(1)} → ${approvals.after.runs[index][key].toFixed(1)}`)
    .join(', ');

function startRunner(env, runnerRoot = root) {
  const child = spawn(process.execPath, [join(runnerRoot, 'deploy/local/dist/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /^ready_ms=(\d+)$/m.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => reject(new Error(`runner exited (${code}) before ready:\n${output.slice(-3000)}`)));
  });
  return {
    child,
    ready,
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of `pid` and all its descendants, from /proc. */
function stackRssBytes(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const current = pending.pop();
    try {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      continue;
    }
    pending.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Samples the stack's RSS every 200 ms while `work` runs; returns work's result and the peak. */
async function peakRssDuring(pid, work) {
  let peak = stackRssBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, stackRssBytes(pid));
  }, 200);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

async function seed(baseUrl) {
  const { access_token } = await api(baseUrl, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  let ritualId;
  for (let i = 1; i <= 6; i++) {
    const ritual = await api(baseUrl, '/api/rituais', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Ritual de bancada ${i}`,
        description: 'Um ritual criado pela bancada de desempenho, com uma descrição de tamanho comum.',
        price: `${40 + i}.90`,
        image_url: `https://example.com/ritual-${i}.jpg`,
        active: true,
        commission_type: 'percentage',
        commission_value: '10',
        confirmation_message: 'Obrigado!',
        instructions: '',
        form_fields: [{ name: 'pedido', label: 'Seu pedido', type: 'text', required: false, placeholder: '' }],
      }),
    });
    ritualId ??= ritual.id;
  }
  return { ritualId };
}

/** A bare node:http server in its own process answering every request with `body` and its content type. */
async function startBaseline(body, contentType) {
  const dir = mkdtempSync(join(tmpdir(), 'ritual-bench-'));
  writeFileSync(join(dir, 'body'), body);
  const port = await freePort();
  const source = `
    const { readFileSync } = require('node:fs');
    const body = readFileSync(${JSON.stringify(join(dir, 'body'))});
    require('node:http')
      .createServer((req, res) => res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length }).end(body))
      .listen(${port}, '127.0.0.1', () => process.stdout.write('up\\n'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}/api/rituais`,
    async stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function cannon(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: HTTP_SECONDS, pipelining: 1 });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

/** The receipt verifier's own benchmark (services/payments/bench or bench/), when present; its output is kept as is. */
function verifierBench(name = 'receipt-verifier') {
  const dirs = ['services/payments/bench', 'bench'].filter((dir) => existsSync(join(root, dir)));
  const path = dirs
    .flatMap((dir) => readdirSync(join(root, dir)).map((file) => join(dir, file)))
    .find((file) => new RegExp(`(^|/)${name}\\.bench\\.`).test(file));
  if (!path) return undefined;
  say(`running ${path}`);
  const command = /\.(c|m)?js$/.test(path)
    ? [process.execPath, [path]]
    : [join(root, 'node_modules/.bin/vitest'), ['bench', '--run', '--root', root, path]];
  try {
    // The held-out receipts bench judges two dozen corpora, one twice, then times CPU: ~80 min on a quiet 2-core
    // machine. Its stderr shows each figure as it comes, so a run cut off leaves what it measured in the log.
    return execFileSync(command[0], command[1], {
      cwd: root,
      encoding: 'utf8',
      timeout: 10_800_000,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (err) {
    return `failed: ${err.message}\n${err.stdout ?? ''}`;
  }
}

function machine() {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return {
    nproc: execFileSync('nproc', { encoding: 'utf8' }).trim(),
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at start)`,
    cpu,
    node: process.version,
    os: `${process.platform} ${execFileSync('uname', ['-r'], { encoding: 'utf8' }).trim()}`,
  };
}

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const ratio = (value) => `${value < 0.1 ? value.toPrecision(2) : value.toFixed(2)}×`;

/** (i) GET /api/auth/me before / after the session check (bench/session-check.mjs). */
const sessionSection = () =>
  sessionCheckBeforeAfter({
    root,
    start: (runnerRoot, env) => startRunner(env, runnerRoot),
    envFor: runnerEnv,
    adminPassword: ADMIN_PASSWORD,
    say,
  });

/** (g) continuous backups on vs off, recovery point and restore time (bench/backups.mjs). */
const backupsSection = () =>
  benchBackups({
    root,
    start: (runnerRoot, env) => startRunner(env, runnerRoot),
    envFor: runnerEnv,
    adminPassword: ADMIN_PASSWORD,
    say,
  });

/** (j) WhatsApp through the simulator and the reminder sweep (bench/whatsapp.mjs). */
const whatsappSection = () =>
  benchWhatsApp({ runnerEnv, startRunner, seed, freePort, say, adminPassword: ADMIN_PASSWORD });

async function main() {
  const host = machine();
  say(`${host.nproc} CPUs (${host.cpu}), ${host.memory}, node ${host.node}`);
  if (!existsSync(join(root, 'deploy/local/dist/main.js'))) throw new Error('build first: node scripts/build.mjs');
  // `make bench-backups`: only section (g), printed, bench/results.md left as it is.
  if (process.env.BENCH_SECTIONS === 'backups') {
    process.stdout.write(`\n${backupsMarkdown(await backupsSection())}`);
    return;
  }
  // BENCH_SECTIONS=session: only section (i), printed, bench/results.md left as it is.
  if (process.env.BENCH_SECTIONS === 'session') {
    process.stdout.write(`\n${sessionCheckMarkdown(await sessionSection())}`);
    return;
  }
  // `make bench-whatsapp`: only section (j), printed and written in place of its part of bench/results.md.
  if (process.env.BENCH_SECTIONS === 'whatsapp') {
    const markdown = whatsappMarkdown(await whatsappSection(), { host, root });
    process.stdout.write(`\n${markdown}`);
    writeWhatsappSection(root, markdown);
    process.stdout.write('\nwritten: bench/results.md, section (j)\n');
    return;
  }
  // `make bench-receipts`: only section (h), printed, bench/results.md left as it is.
  if (process.env.BENCH_SECTIONS === 'held-out') {
    const report = verifierBench('receipt-held-out') ?? 'no receipt-held-out bench';
    process.stdout.write(`\n${report}`);
    // A bar missed (or no bench) fails make bench-receipts, as the bench itself does.
    if (report.startsWith('failed:') || report.startsWith('no receipt-held-out')) process.exitCode = 1;
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-data-'));
  const figures = {};
  let runner;
  try {
    // (d) Cold: a fresh data directory (initdb, migrations, admin); warm: the same directory again.
    const env = await runnerEnv(dataDir);
    say('(d) starting the stack on a fresh data directory');
    runner = startRunner(env);
    const coldMs = await runner.ready;
    await runner.stop();
    say('(d) starting it again on the same data directory');
    runner = startRunner(env);
    const warmMs = await runner.ready;
    figures.start = { coldMs, warmMs };

    const { ritualId } = await seed(runner.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = stackRssBytes(runner.child.pid);
    const idleRss = processRss(runner.child.pid);

    // (a) Same bytes, same client, same run: the gateway path against a bare server.
    const probe = await fetch(`${runner.baseUrl}/api/rituais`);
    const body = Buffer.from(await probe.arrayBuffer());
    const contentType = probe.headers.get('content-type') ?? 'application/json';
    say(`(a) GET /api/rituais (${body.length} bytes), ${CONNECTIONS} connections × ${HTTP_SECONDS} s each`);
    const gatewayRun = await peakRssDuring(runner.child.pid, () => cannon(`${runner.baseUrl}/api/rituais`));
    const baseline = await startBaseline(body, contentType);
    const bare = await cannon(baseline.url).finally(() => baseline.stop());
    figures.http = { bytes: body.length, gateway: gatewayRun.result, bare };

    say(`(b) receipt path, ${RECEIPT_WORKERS} workers × ${RECEIPT_SECONDS} s`);
    const receiptRun = await peakRssDuring(runner.child.pid, () =>
      receiptPath(runner.baseUrl, ritualId, { workers: RECEIPT_WORKERS, seconds: RECEIPT_SECONDS, say }),
    );
    figures.receipts = receiptRun.result;
    figures.memory = { idle, load: Math.max(gatewayRun.peak, receiptRun.peak) };
    if (process.env.BENCH_SCALE !== '0') {
      figures.scale = await benchStorefrontScale({
        runner,
        dataDir,
        env,
        idleRss,
        adminPassword: ADMIN_PASSWORD,
        freePort,
        say,
      });
      figures.scaleEndRss = processRss(runner.child.pid);
    }
  } finally {
    await runner?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  say(`(e) PSP confirmation through the simulator, ${RECEIPT_WORKERS} workers × ${RECEIPT_SECONDS} s`);
  figures.psp = await benchPspConfirmation({
    runnerEnv,
    startRunner,
    seed,
    freePort,
    say,
    adminPassword: ADMIN_PASSWORD,
    seconds: RECEIPT_SECONDS,
    workers: RECEIPT_WORKERS,
  });
  figures.approvals = await approvalsBeforeAfter({
    root,
    start: (runnerRoot, env) => startRunner(env, runnerRoot),
    envFor: runnerEnv,
    adminPassword: ADMIN_PASSWORD,
    say,
  });
  figures.backups = await backupsSection();
  figures.session = await sessionSection();
  figures.whatsapp = await whatsappSection();
  figures.verifier = verifierBench();
  // (h) held-out receipts of stores confirmed by their holder, and CPU ms per image receipt, before / now.
  figures.heldOut = verifierBench('receipt-held-out');
  report(host, figures);
}

function report(
  host,
  { start, http, receipts, memory, psp, approvals, backups, verifier, heldOut, scale, scaleEndRss, session, whatsapp },
) {
  const rows = [
    [
      '(a) GET /api/rituais req/s, gateway → gRPC → catalog',
      `${http.gateway.rps.toFixed(0)} vs bare node:http ${http.bare.rps.toFixed(0)}`,
      ratio(http.gateway.rps / http.bare.rps),
    ],
    [
      '(a) GET /api/rituais p99',
      `${ms(http.gateway.p99)} vs bare node:http ${ms(http.bare.p99)}`,
      // autocannon reports whole milliseconds: a bare p99 of 0 means under 1 ms, not a ratio.
      http.bare.p99 >= 1 ? ratio(http.gateway.p99 / http.bare.p99) : '— (bare under 1 ms)',
    ],
    ['(b) orders created /s', receipts.ordersPerSecond.toFixed(1), ''],
    ['(b) receipts verified /s', receipts.receiptsPerSecond.toFixed(1), ''],
    ['(b) create order p50 / p95', `${ms(receipts.order.p50)} / ${ms(receipts.order.p95)}`, ''],
    ['(b) upload receipt p50 / p95', `${ms(receipts.receipt.p50)} / ${ms(receipts.receipt.p95)}`, ''],
    ['(e) orders confirmed by the bank /s', psp.perSecond.toFixed(1), ''],
    ['(e) PSP payment → order paid p50 / p95', `${ms(psp.payToPaid.p50)} / ${ms(psp.payToPaid.p95)}`, ''],
    ['(e) order placed → paid by the bank p50 / p95', `${ms(psp.orderToPaid.p50)} / ${ms(psp.orderToPaid.p95)}`, ''],
    [
      '(f) approvals /s (receipt approved + order paid via the bus), before / after the durable bus, median of rounds',
      `${approvals.before.approvalsPerSecond.toFixed(1)} / ${approvals.after.approvalsPerSecond.toFixed(1)}`,
      ratio(approvals.after.approvalsPerSecond / approvals.before.approvalsPerSecond),
    ],
    [
      '(b) receipts verified /s on the (f) stacks, before / now, median of rounds',
      `${approvals.before.receiptsPerSecond.toFixed(1)} / ${approvals.after.receiptsPerSecond.toFixed(1)}`,
      ratio(approvals.after.receiptsPerSecond / approvals.before.receiptsPerSecond),
    ],
    [
      '(b) CPU ms per receipt verified on the (f) stacks (every process of the stack), before / now, median of rounds',
      `${approvals.before.cpuMsPerReceipt.toFixed(1)} / ${approvals.after.cpuMsPerReceipt.toFixed(1)}`,
      ratio(approvals.after.cpuMsPerReceipt / approvals.before.cpuMsPerReceipt),
    ],
    ['(c) stack RSS idle / under load', `${mib(memory.idle)} / ${mib(memory.load)}`, ratio(memory.load / memory.idle)],
    [
      '(i) GET /api/auth/me p50 / p99, before / after the session check',
      `${ms(session.before.p50)} / ${ms(session.before.p99)} → ${ms(session.after.p50)} / ${ms(session.after.p99)}`,
      ratio(session.after.p50 / session.before.p50),
    ],
    [
      '(d) start to healthy, fresh data dir / restart',
      `${(start.coldMs / 1000).toFixed(2)} s / ${(start.warmMs / 1000).toFixed(2)} s`,
      ratio(start.warmMs / start.coldMs),
    ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  process.stdout.write('\n');
  for (const [name, value, r] of rows) process.stdout.write(`${name.padEnd(width)}  ${value}${r ? `  → ${r}` : ''}\n`);
  if (receipts.failures) process.stdout.write(`(b) failed iterations: ${receipts.failures}\n`);
  if (verifier) process.stdout.write(`\nreceipt verifier:\n${verifier.trim()}\n`);
  if (heldOut) process.stdout.write(`\n(h) held-out holder receipts and CPU per image receipt:\n${heldOut.trim()}\n`);

  const md = [
    '# Benchmarks',
    '',
    'Written by `make bench` (bench/run.mjs); every figure comes from one run of the embedded stack',
    `(deploy/local: embedded PostgreSQL, s3rver, durable PostgreSQL event bus, LOG_LEVEL=warn) on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '## Machine',
    '',
    `- CPUs (nproc): ${host.nproc} — ${host.cpu}`,
    `- Memory: ${host.memory}`,
    `- Node.js: ${host.node}; OS: ${host.os}`,
    '',
    '## Figures',
    '',
    '| figure | value | ratio |',
    '| --- | --- | --- |',
    ...rows.map(([name, value, r]) => `| ${name} | ${value} | ${r || '—'} |`),
    '',
    `- (a) autocannon, ${CONNECTIONS} connections, ${HTTP_SECONDS} s per target, same ${http.bytes}-byte response;`,
    '  the ratio is gateway ÷ bare server (req/s: the share of a bare server the whole path keeps; p99: how many times slower).',
    `- (b) ${RECEIPT_WORKERS} concurrent clients for ${RECEIPT_SECONDS} s, each creating an order and uploading a PDF receipt`,
    `  (answered with the verifier's verdict)${receipts.failures ? `; ${receipts.failures} iterations failed` : ''}.`,
    `- (e) a second runner with PIX_PSP=simulator; ${RECEIPT_WORKERS} clients for ${RECEIPT_SECONDS} s each create an order, read its`,
    '  PSP charge, have the simulator pay it (webhook → payments re-reads the Pix at the PSP → event → orders) and poll the',
    `  order's payment-status every 10 ms until paid${psp.failures ? `; ${psp.failures} iterations failed` : ''}.`,
    `- (f) ${approvals.workers} clients for ${approvals.seconds} s each create an order and upload a real bank receipt (text PDF)`,
    '  the verifier approves; the clock stops when every approved order has turned paid through the event bus. "Before" is',
    `  ${approvals.ref} (the in-memory bus in the runner) built in a temporary git worktree; both stacks run side by side`,
    `  and take turns, ${approvals.rounds} rounds (before, now; now, before; …) after an unmeasured warm-up of each, each figure the median of its rounds;`,
    '  the ratio is after ÷ before (the durable bus may cost at most 25 %: ratio ≥ 0.75).',
    `- (b) on the (f) stacks: in each round, after the approvals, the same ${approvals.workers} clients run the receipt path of (b)`,
    `  for ${approvals.seconds} s; the "before" commit is also the one at which #14 recorded ~50/s on a faster machine, so before ÷ now`,
    '  is the same-machine check that the receipt path got no slower (ratio ≥ 1 within noise). Rounds, before → now:',
    `  approvals/s ${roundsOf(approvals, 'approvalsPerSecond')}; receipts/s ${roundsOf(approvals, 'receiptsPerSecond')};`,
    `  CPU ms per receipt ${roundsOf(approvals, 'cpuMsPerReceipt')}. The CPU figure sums user + system time of the`,
    "  stack's runner, its descendants and its PostgreSQL server and backends (from /proc) over each receipt-path run,",
    "  divided by the receipts verified: what a receipt costs, which this machine's drifting speed moves less than",
    '  receipts/s (ratio ≤ 1: no slower per receipt).',
    '- (c) sum of VmRSS of the runner and all its descendants (services, gateway, PostgreSQL) from /proc; load = peak during (a) and (b).',
    "- (d) the runner's own `ready_ms` (process start → /api/health answers 200), dependencies installed and built;",
    '  the ratio is restart ÷ fresh.',
    '',
  ];
  if (scale) md.push(storefrontScaleMarkdown(scale, scaleEndRss));
  md.push(backupsMarkdown(backups));
  md.push(sessionCheckMarkdown(session));
  md.push(whatsappMarkdown(whatsapp, { host, root }));
  if (verifier) md.push('## Receipt verifier (receipt-verifier.bench)', '', '```', verifier.trim(), '```', '');
  if (heldOut) {
    md.push(
      '## (h) Held-out holder receipts, and CPU ms per image receipt before / now (receipt-held-out.bench)',
      '',
      '```',
      heldOut.trim(),
      '```',
      '',
    );
  }
  writeFileSync(join(root, 'bench', 'results.md'), md.join('\n'));
  process.stdout.write(`\nwritten: bench/results.md\n`);
}

main().catch((err) => {
  process.stderr.write(`[bench] ${err.stack ?? err}\n`);
  process.exit(1);
});
