// The two crash scenarios of issue #12, run by embedded.crash.ts (PostgreSQL bus) and nats.crash.ts (JetStream).
import { expect } from 'vitest';
import { approve, clients, expectPaidExactlyOnce, report, seededStore } from './approvals.js';
import { type CrashStack, type ServiceName, until } from './stack.js';

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
