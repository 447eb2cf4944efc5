// `make bench` section: approvals per second in the embedded mode, before and after the durable event bus (#12).
// An approval counts once its receipt was answered "approved" AND the order it pays turned paid through the bus,
// so the figure includes what the bus costs. "Before" is the commit preceding the bus, checked out in a temporary
// git worktree, built and started the same way on the same machine in the same run (BENCH_BEFORE_REF overrides it).
// The same two stacks then run the receipt path (b): that commit is also where #14 measured "~50/s" on a faster
// machine, so its figure in this run is what the receipt path must not fall below.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { receiptPath } from './receipt-path.mjs';

const SECONDS = Number(process.env.BENCH_APPROVAL_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_APPROVAL_ROUNDS ?? 5);
/** Each stack first runs both loads this long, unmeasured: the first stack to run would otherwise pay for the JIT alone. */
const WARM_UP_SECONDS = Number(process.env.BENCH_APPROVAL_WARM_UP_SECONDS ?? 3);
const WORKERS = Number(process.env.BENCH_APPROVAL_WORKERS ?? 8);
const SETTLE_TIMEOUT_MS = 120_000;
const PRICE = '49.90';
const STORE_CNPJ = '11.222.333/0001-81';
const STORE_TIME_ZONE = 'America/Sao_Paulo';

/** The commit before the durable bus: the parent of the one that added services/runtime/src/bus/postgres.ts. */
function beforeRef(root) {
  if (process.env.BENCH_BEFORE_REF) return process.env.BENCH_BEFORE_REF;
  const added = execFileSync(
    'git',
    ['log', '--diff-filter=A', '--format=%H', '--', 'services/runtime/src/bus/postgres.ts'],
    { cwd: root, encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop();
  if (!added) throw new Error('no commit adds services/runtime/src/bus/postgres.ts: set BENCH_BEFORE_REF');
  return `${added}^`;
}

/**
 * A worktree of `ref` whose node_modules links to ours, except the workspace packages (@ritual/*), which must
 * resolve inside the worktree so its own sources get bundled.
 */
export function checkoutBefore(root, ref) {
  const dir = mkdtempSync(join(tmpdir(), 'ritual-bench-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' });
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@ritual') {
      mkdirSync(join(modules, entry));
      for (const pkg of readdirSync(join(root, 'node_modules', entry))) {
        symlinkSync(readlinkSync(join(root, 'node_modules', entry, pkg)), join(modules, entry, pkg));
      }
    } else if (!lstatSync(join(root, 'node_modules', entry)).isSymbolicLink() || entry.startsWith('.')) {
      symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
    }
  }
  execFileSync(process.execPath, [join(dir, 'scripts/build.mjs'), '--no-web'], { cwd: dir, stdio: 'ignore' });
  // The web app does not change the receipt path; the gateway serves ours.
  rmSync(join(dir, 'web', 'dist'), { recursive: true, force: true });
  symlinkSync(join(root, 'web', 'dist'), join(dir, 'web', 'dist'));
  return {
    dir,
    remove() {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function call(baseUrl, method, path, { token, json, body, headers = {} } = {}) {
  const all = { accept: 'application/json', ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  if (json !== undefined) all['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: all,
    body: json ? JSON.stringify(json) : body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A ritual and the PIX key its receipts pay (the store's CNPJ, which the receipts show). */
export async function seed(baseUrl, adminPassword) {
  const { access_token: token } = await call(baseUrl, 'POST', '/auth/login', {
    json: { username: 'admin', password: adminPassword },
  });
  const form = new FormData();
  form.set('pix_key', STORE_CNPJ);
  await call(baseUrl, 'POST', '/payment-config', { token, body: form });
  const ritual = await call(baseUrl, 'POST', '/rituais', {
    token,
    json: {
      name: `Ritual de aprovações ${Date.now()}`,
      description: 'Criado pela bancada de aprovações.',
      price: PRICE,
      image_url: 'https://example.com/ritual.jpg',
      active: true,
      commission_type: 'percentage',
      commission_value: '10',
      confirmation_message: 'Obrigado!',
      instructions: '',
      form_fields: [],
    },
  });
  return { token, ritualId: ritual.id };
}

/** One client's order and the bank receipt that pays it; throws unless the receipt is approved. */
export async function placeAndPay(baseUrl, ritualId, receipts, name) {
  const order = await call(baseUrl, 'POST', '/clientes', {
    headers: { 'idempotency-key': `bench-${name}-${Date.now()}` },
    json: {
      ritual_id: ritualId,
      form_data: { nome_completo_fixo: `Cliente ${name}`, whatsapp_contato: '(11) 98765-4321' },
      whatsapp: '(11) 98765-4321',
      photos: [],
      // The fresh store's privacy notice is version 1 (LGPD consent, required on every order).
      consent: { accepted: true, notice_version: '1' },
    },
  });
  const form = new FormData();
  form.append('file', new Blob([await receipts.next()], { type: 'application/pdf' }), 'comprovante.pdf');
  const verdict = await call(baseUrl, 'POST', `/upload-receipt/${order.id}`, {
    headers: { 'x-order-token': order.order_token },
    body: form,
  });
  if (verdict.verification_status !== 'approved') throw new Error(verdict.verification_reason);
}

/** Clients create an order and upload a real bank receipt for it; then we wait for every order to turn paid. */
export async function measure(baseUrl, { token, ritualId }, receipts, duration = SECONDS) {
  let approved = 0;
  let failures = 0;
  const deadline = Date.now() + duration * 1000;
  const started = performance.now();
  const worker = async (w) => {
    for (let i = 0; Date.now() < deadline; i++) {
      try {
        await placeAndPay(baseUrl, ritualId, receipts, `${w}-${i}`);
        approved++;
      } catch (err) {
        failures++;
        if (failures <= 3) process.stdout.write(`[bench] approval error: ${err.message}\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const orders = await call(baseUrl, 'GET', `/clientes?ritual_id=${ritualId}`, { token });
    if (orders.filter((o) => o.payment_status === 'paid').length >= approved) break;
    if (Date.now() > settleBy) throw new Error('orders did not turn paid within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  return { approvalsPerSecond: approved / seconds, approved, failures };
}

/** Receipt PDFs from the payments corpus (TypeScript, loaded through tsx), each with a distinct end-to-end id. */
export async function receiptMaker(root) {
  const unregister = register();
  const verification = join(root, 'services/payments/src/verification');
  const { textPdf } = await import(join(root, 'services/payments/src/testing/receipt-corpus.ts'));
  const { maybeSamePayment } = await import(join(verification, 'end-to-end-id.ts'));
  const { wallClock } = await import(join(root, 'contracts/src/store-time.ts'));
  unregister();
  // Characters that stay distinct once the verifier folds OCR lookalikes together.
  const alphabet = 'ACEFHJKMNPRTUVWXY34789';
  const used = [];
  const distinctSuffix = () => {
    for (;;) {
      const suffix = Array.from({ length: 11 }, () => alphabet[randomInt(alphabet.length)]).join('');
      // Ids a few slips apart would be held for review as one payment sent twice. Exactly the verifier's rule: a
      // wider margin makes a random suffix pass less often with every id drawn, and after ~300 drawing the
      // receipts, not the stack, set the pace.
      if (used.every((other) => !maybeSamePayment(other, suffix))) {
        used.push(suffix);
        return suffix;
      }
    }
  };
  return {
    /** A receipt paid now, on the store's wall clock. */
    next() {
      return textPdf({
        layout: 'nubank',
        amount: PRICE,
        paidAt: wallClock(new Date(), STORE_TIME_ZONE),
        recipient: { name: 'TEMPLO DOS RITUAIS', document: STORE_CNPJ },
        payer: { name: 'MARIA SOUZA', document: '***.456.789-**' },
        idSuffix: distinctSuffix(),
      });
    },
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * CPU time (ms) a stack has used so far: its runner, every process below it, and its PostgreSQL server (started
 * detached by pg_ctl, found by the data directory on its command line) with its backends. Children already reaped
 * count through their parent's cutime/cstime.
 */
function stackCpuMs(runnerPid, dataDir) {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        ticks: fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0),
        commandLine: readFileSync(`/proc/${entry}/cmdline`, 'utf8'),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  const members = new Set([runnerPid, ...processes.filter((p) => p.commandLine.includes(dataDir)).map((p) => p.pid)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes) {
      if (!members.has(p.pid) && members.has(p.ppid)) {
        members.add(p.pid);
        grew = true;
      }
    }
  }
  const ticks = processes.filter((p) => members.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Every port a runner with `env` listens on (a service's metrics port is its gRPC port + 1000). */
export function portsOf(env) {
  return Object.entries(env)
    .filter(([name]) => /^(PORT|PG_PORT|S3_PORT|\w+_GRPC_PORT)$/.test(name))
    .flatMap(([name, value]) =>
      name.endsWith('_GRPC_PORT') ? [Number(value), Number(value) + 1000] : [Number(value)],
    );
}

/**
 * Runs the approvals load and then the receipt path on two embedded stacks started side by side, ours and the
 * "before" worktree's, in ROUNDS alternating rounds (before, now; now, before; …), and keeps each figure's median:
 * this machine's speed drifts by tens of percent within minutes, which one run of each would read as a difference.
 * `start(root, env)` starts a runner as bench/run.mjs does; `envFor(dataDir)` gives it ports and data.
 */
export async function approvalsBeforeAfter({ root, start, envFor, adminPassword, say }) {
  const ref = beforeRef(root);
  say(`(f) building the commit before the durable bus (${ref}) in a temporary worktree`);
  const before = checkoutBefore(root, ref);
  const stacks = [];
  try {
    for (const [label, runnerRoot] of [
      ['before (in-memory bus in the runner)', before.dir],
      ['now (durable PostgreSQL bus)', root],
    ]) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ritual-bench-approvals-'));
      let env = await envFor(dataDir);
      const taken = new Set(stacks.flatMap((other) => portsOf(other.env)));
      while (portsOf(env).some((port) => taken.has(port))) env = await envFor(dataDir);
      // Each stack starts empty and draws its own receipt ids: both pay the same to make their receipts.
      const stack = {
        label,
        dataDir,
        env,
        runner: start(runnerRoot, env),
        receipts: await receiptMaker(root),
        runs: [],
      };
      stacks.push(stack);
      await stack.runner.ready;
    }
    for (const stack of stacks) {
      say(`(f) warming up ${stack.label}: both loads, ${WARM_UP_SECONDS} s each, unmeasured`);
      const seeded = await seed(stack.runner.baseUrl, adminPassword);
      await measure(stack.runner.baseUrl, seeded, stack.receipts, WARM_UP_SECONDS);
      await receiptPath(stack.runner.baseUrl, seeded.ritualId, { workers: WORKERS, seconds: WARM_UP_SECONDS, say });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const stack of round % 2 === 0 ? stacks : [...stacks].reverse()) {
        // A ritual per round, so the round waits for its own approvals to turn paid.
        const seeded = await seed(stack.runner.baseUrl, adminPassword);
        say(
          `(f) round ${round + 1}/${ROUNDS}, ${stack.label}: approvals, then (b) the receipt path, ${WORKERS} clients × ${SECONDS} s each`,
        );
        const approvals = await measure(stack.runner.baseUrl, seeded, stack.receipts);
        const cpuBefore = stackCpuMs(stack.runner.child.pid, stack.dataDir);
        const receiptRun = await receiptPath(stack.runner.baseUrl, seeded.ritualId, {
          workers: WORKERS,
          seconds: SECONDS,
          say,
        });
        const cpuMs = stackCpuMs(stack.runner.child.pid, stack.dataDir) - cpuBefore;
        stack.runs.push({
          approvalsPerSecond: approvals.approvalsPerSecond,
          receiptsPerSecond: receiptRun.receiptsPerSecond,
          cpuMsPerReceipt: cpuMs / Math.max(receiptRun.receipts, 1),
        });
      }
    }
    const figure = ({ runs }) => ({
      approvalsPerSecond: median(runs.map((run) => run.approvalsPerSecond)),
      receiptsPerSecond: median(runs.map((run) => run.receiptsPerSecond)),
      cpuMsPerReceipt: median(runs.map((run) => run.cpuMsPerReceipt)),
      runs,
    });
    return {
      ref,
      before: figure(stacks[0]),
      after: figure(stacks[1]),
      workers: WORKERS,
      seconds: SECONDS,
      rounds: ROUNDS,
    };
  } finally {
    await Promise.all(stacks.map((stack) => stack.runner.stop()));
    for (const stack of stacks) rmSync(stack.dataDir, { recursive: true, force: true });
    before.remove();
  }
}
