// The two crash scenarios of issue #12, run by embedded.crash.ts (PostgreSQL bus) and nats.crash.ts (JetStream).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALREADY_APPROVED } from '@ritual/payments/testing';
import { expect } from 'vitest';
import { approve, type Client, clients, expectPaidExactlyOnce, report, seededStore } from './approvals.js';
import { type CrashStack, type ServiceName, until } from './stack.js';
import { ApiError, type PlacedOrder, receiptFor } from './store.js';

const CONCURRENCY = 4;

export interface PowerLossOptions {
  /** Other processes that go down with the machine (e.g. nats-server). */
  alsoKill?: () => (number | undefined)[];
  /** Brought back before the runner (e.g. nats-server on the same store). */
  beforeRestart?: () => Promise<void>;
}

/**
 * 40 clients approve receipts 4 at a time; halfway every process of the stack is SIGKILLed at once. The stack
 * starts again on the same data, each client retries its unanswered request once and carries on.
 */
export async function powerLoss(name: string, stack: CrashStack, options: PowerLossOptions = {}): Promise<void> {
  const started = performance.now();
  await stack.startFresh();
  const { store, ritualId } = await seededStore(stack);
  const baseline = await store.dashboard();
  const all = clients(40);
  let cut = false;
  await approve(store, ritualId, all, {
    concurrency: CONCURRENCY,
    halted: () => cut,
    onApproved: (approved) => {
      if (cut || approved < all.length / 2) return;
      cut = true;
      stack.powerLoss(options.alsoKill?.());
    },
  });
  const answered = all.filter((client) => client.verdict).length;

  await options.beforeRestart?.();
  await stack.start();
  await store.login();
  await approve(store, ritualId, all, { concurrency: CONCURRENCY });
  const outcome = await expectPaidExactlyOnce(store, ritualId, all, baseline);
  report(name, outcome, started, `${answered} approvals answered before the power went`);
}

/**
 * 24 clients approve receipts 4 at a time; the processes running orders, payments and reporting are SIGKILLed in
 * turn (one service host may run all three: then it is killed three times) and the runner restarts them. A client
 * whose request failed waits for /api/health and sends it once more.
 */
export async function servicesKilledInTurn(name: string, stack: CrashStack): Promise<void> {
  const started = performance.now();
  await stack.startFresh();
  const { store, ritualId } = await seededStore(stack);
  const baseline = await store.dashboard();
  const all = clients(24);
  const victims = new Map<number, ServiceName>([
    [4, 'orders'],
    [10, 'payments'],
    [16, 'reporting'],
  ]);
  await approve(store, ritualId, all, {
    concurrency: CONCURRENCY,
    recover: () => until('the stack to be healthy again', () => stack.healthy()).then(() => {}),
    onApproved: (approved) => {
      const victim = victims.get(approved);
      if (victim) process.kill(stack.servicePid(victim), 'SIGKILL');
    },
  });
  // `[runner] catalog+orders+… terminou inesperadamente (sinal SIGKILL); reiniciando em 0.5 s`: one per kill.
  const restarts = () =>
    [...stack.output().matchAll(/^\[runner\] (\S+) terminou inesperadamente \(sinal SIGKILL\); reiniciando/gm)].map(
      (match) => (match[1] as string).split('+'),
    );
  await until('the runner to restart every process killed', async () => restarts().length >= victims.size);
  expect(restarts()).toHaveLength(victims.size);
  for (const service of victims.values()) {
    expect(
      restarts().some((hosted) => hosted.includes(service)),
      `a restart of ${service}'s process`,
    ).toBe(true);
  }
  const outcome = await expectPaidExactlyOnce(store, ritualId, all, baseline);
  report(
    name,
    outcome,
    started,
    `killed the processes of ${[...victims.values()].join(', ')} in turn (${restarts()
      .map((hosted) => hosted.join('+'))
      .join(', ')}), each restarted by the runner`,
  );
}

export interface OutageOptions {
  downMs: number;
  stop: () => Promise<void>;
  resume: () => Promise<void>;
}

/**
 * 16 clients approve receipts before the event broker stops, 16 more while it is down (the receipt path does not
 * need it: events wait in the outbox), then it starts again after `downMs` and every event reaches its consumers.
 */
export async function natsOutage(name: string, stack: CrashStack, options: OutageOptions): Promise<void> {
  const started = performance.now();
  await stack.startFresh();
  const { store, ritualId } = await seededStore(stack);
  const baseline = await store.dashboard();
  const before = clients(16);
  await approve(store, ritualId, before, { concurrency: CONCURRENCY });
  await options.stop();
  const down = performance.now();
  const during = clients(16);
  await approve(store, ritualId, during, { concurrency: CONCURRENCY });
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.downMs - (performance.now() - down))));
  await options.resume();
  const outcome = await expectPaidExactlyOnce(store, ritualId, [...before, ...during], baseline);
  report(
    name,
    outcome,
    started,
    `${during.length} approvals answered while it was down for ${options.downMs / 1000} s`,
  );
}

const UPLOADS_PER_ROUND = 6;
const ROUNDS = 2;

/** The receipt files the stack has stored so far (s3rver keeps each object as files under its key's folders). */
function storedReceipts(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 's3'), { recursive: true }).filter((path) =>
      /receipts\/\d+\/[^/]+\.pdf(\._S3rver_object)?$/.test(String(path)),
    ).length;
  } catch {
    return 0;
  }
}

/**
 * Uploads cut short: each round 6 clients with their orders placed upload their receipts at once, and every process
 * of the stack is SIGKILLed the moment an upload's work is partly done: in odd rounds when the first file is stored
 * (its verdict not yet recorded), in even rounds when the first verdict is answered (the others recorded, being
 * read or stored, unanswered). The stack starts again and every client without an answer retries once with the
 * same file: each must get its own order's verdict (the stored approval or a fresh one), never another order's.
 */
export async function uploadsCutShort(name: string, stack: CrashStack): Promise<void> {
  const started = performance.now();
  await stack.startFresh();
  const { store, ritualId } = await seededStore(stack);
  const baseline = await store.dashboard();
  const all: Client[] = [];
  const cutShort: number[] = [];
  let storedVerdicts = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const batch = clients(UPLOADS_PER_ROUND).map((client) => ({ ...client, n: round * UPLOADS_PER_ROUND + client.n }));
    for (const client of batch) {
      // An order whose answer a closing connection lost is asked for once more under its idempotency key.
      const place = () => store.placeOrder(ritualId, client.key, client.n);
      client.order = await place().catch((err) => (err instanceof ApiError ? Promise.reject(err) : place()));
      client.receipt = await receiptFor();
    }
    const stored = storedReceipts(stack.dataDir);
    let answered = false;
    let settled = false;
    const uploads = batch.map(async (client) => {
      try {
        client.verdict = await store.uploadReceipt(client.order as PlacedOrder, client.receipt as Buffer);
        answered = true;
      } catch (err) {
        if (err instanceof ApiError) throw err;
        client.unanswered = 'upload';
      }
    });
    const partlyDone = round % 2 === 0 ? () => storedReceipts(stack.dataDir) > stored : () => answered;
    const allSettled = Promise.all(uploads).finally(() => {
      settled = true;
    });
    while (!partlyDone() && !settled) await new Promise((resolve) => setImmediate(resolve));
    stack.powerLoss();
    await allSettled;
    const unanswered = batch.filter((client) => client.unanswered === 'upload');
    cutShort.push(unanswered.length);
    await stack.start();
    await store.login();
    for (const client of unanswered) {
      client.retried++;
      client.verdict = await store.uploadReceipt(client.order as PlacedOrder, client.receipt as Buffer);
      client.unanswered = undefined;
      if (client.verdict.verification_reason === ALREADY_APPROVED) storedVerdicts++;
    }
    all.push(...batch);
  }
  expect(
    cutShort.reduce((sum, count) => sum + count, 0),
    'uploads the power loss left unanswered',
  ).toBeGreaterThan(0);
  const outcome = await expectPaidExactlyOnce(store, ritualId, all, baseline);
  report(
    name,
    outcome,
    started,
    `uploads left unanswered by each of ${ROUNDS} power losses: ${cutShort.join(', ')}, ${storedVerdicts} of them answered on retry with the approval recorded before the power went`,
  );
}
