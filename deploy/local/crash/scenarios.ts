// The crash scenarios of issue #12, run by embedded.crash.ts (PostgreSQL bus) and nats.crash.ts (JetStream), and
// issue #29's uploads cut short (receipt-retry.crash.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALREADY_APPROVED } from '@ritual/payments/testing';
import pg from 'pg';
import { expect } from 'vitest';
import { databaseNameFor } from '../src/env.js';
import { approve, type Client, clients, expectPaidExactlyOnce, report, seededStore } from './approvals.js';
import { type CrashStack, type ServiceName, until } from './stack.js';
import { ApiError, nearSuffixes, type PlacedOrder, receiptFor } from './store.js';

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
  // Each kill waits for its count of approvals and for every client cut off by the kill before to have its answer:
  // a client's one retry must meet a healthy stack, not the next kill.
  const victims: Array<[number, ServiceName]> = [
    [4, 'orders'],
    [10, 'payments'],
    [16, 'reporting'],
  ];
  const killed: ServiceName[] = [];
  await approve(store, ritualId, all, {
    concurrency: CONCURRENCY,
    recover: () => until('the stack to be healthy again', () => stack.healthy()).then(() => {}),
    onApproved: (approved) => {
      const [after, victim] = victims[killed.length] ?? [];
      if (!victim || approved < (after ?? 0) || all.some((client) => client.unanswered)) return;
      killed.push(victim);
      process.kill(stack.servicePid(victim), 'SIGKILL');
    },
  });
  expect(killed).toEqual(victims.map(([, victim]) => victim));
  // `[runner] catalog+orders+… terminou inesperadamente (sinal SIGKILL); reiniciando em 0.5 s`: one per kill.
  const restarts = () =>
    [...stack.output().matchAll(/^\[runner\] (\S+) terminou inesperadamente \(sinal SIGKILL\); reiniciando/gm)].map(
      (match) => (match[1] as string).split('+'),
    );
  await until('the runner to restart every process killed', async () => restarts().length >= killed.length);
  expect(restarts()).toHaveLength(killed.length);
  for (const service of killed) {
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
    `killed the processes of ${killed.join(', ')} in turn (${restarts()
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

/** The payments database of a running stack, to see verdicts the moment they are committed. */
async function paymentsDatabase(stack: CrashStack): Promise<pg.Client> {
  const password = readFileSync(join(stack.dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${stack.env.PG_PORT}/${databaseNameFor('payments')}`,
  });
  // The power loss ends the connection under it.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** A request the power loss cut off: no answer at all, or the 5xx of a process that lost its backend first. */
const cutOff = (err: unknown) => !(err instanceof ApiError) || err.status >= 500;

// When the power goes in each round: a receipt file is stored (no verdict yet), a verdict is committed (its answer
// not yet sent), a verdict is answered (the others in every stage of their work).
const MOMENTS = ['a file stored', 'a verdict committed', 'a verdict answered'] as const;

/**
 * Uploads cut short: each round 6 clients with their orders placed upload their receipts at once (distinct payments
 * whose ids are a character or two apart, as random ids of one minute sometimes are), and every process
 * of the stack is SIGKILLed at one of MOMENTS, the uploads' work partly done. The stack starts again and every
 * client without an answer retries once with the same file: each must get its own order's verdict (the approval
 * recorded before the power went, or a fresh one), never another order's.
 */
export async function uploadsCutShort(name: string, stack: CrashStack): Promise<void> {
  const started = performance.now();
  await stack.startFresh();
  const { store, ritualId } = await seededStore(stack);
  const baseline = await store.dashboard();
  const all: Client[] = [];
  const cutShort: number[] = [];
  let storedVerdicts = 0;
  const suffixes = nearSuffixes(MOMENTS.length * UPLOADS_PER_ROUND);
  for (const [round, moment] of MOMENTS.entries()) {
    const batch = clients(UPLOADS_PER_ROUND).map((client) => ({ ...client, n: round * UPLOADS_PER_ROUND + client.n }));
    for (const client of batch) {
      client.order = await store.placeOrder(ritualId, client.key, client.n);
      client.receipt = await receiptFor(suffixes[client.n]);
    }
    const database = await paymentsDatabase(stack);
    const verdicts = async () => Number((await database.query('SELECT count(*) AS n FROM receipts')).rows[0].n);
    const [filesBefore, verdictsBefore] = [storedReceipts(stack.dataDir), await verdicts()];
    let answered = false;
    let settled = false;
    const uploads = batch.map(async (client) => {
      try {
        client.verdict = await store.uploadReceipt(client.order as PlacedOrder, client.receipt as Buffer);
        answered = true;
      } catch (err) {
        if (!cutOff(err)) throw err;
        client.unanswered = 'upload';
      }
    });
    const allSettled = Promise.all(uploads).finally(() => {
      settled = true;
    });
    const reached = {
      'a file stored': async () => storedReceipts(stack.dataDir) > filesBefore,
      'a verdict committed': async () => (await verdicts()) > verdictsBefore,
      'a verdict answered': async () => answered,
    }[moment];
    while (!settled && !(await reached())) await new Promise((resolve) => setImmediate(resolve));
    stack.powerLoss();
    await allSettled;
    await database.end().catch(() => {});
    const unanswered = batch.filter((client) => client.unanswered === 'upload');
    cutShort.push(unanswered.length);
    await stack.start();
    await until('the stack to be healthy again', () => stack.healthy());
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
    `uploads left unanswered by the power loss at ${MOMENTS.map((moment, at) => `${moment}: ${cutShort[at]}`).join(', ')}; ${storedVerdicts} of them answered on retry with the approval recorded before the power went`,
  );
}
