// Clients of the store approving receipts concurrently, each retrying a request that got no answer once, and the
// checks every crash test ends with: every order paid exactly once, the dashboard grew by exactly orders × price.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type CrashStack, until } from './stack.js';
import {
  ApiError,
  COMMISSION_PERCENT,
  type Dashboard,
  dashboardGrowth,
  type PlacedOrder,
  PRICE_CENTS,
  receiptFor,
  Store,
} from './store.js';

export interface Client {
  n: number;
  key: string;
  order?: PlacedOrder;
  receipt?: Buffer;
  verdict?: { verification_status: string; verification_reason: string };
  /** The request that got no answer (crash, connection reset, 5xx) and is owed its one retry. */
  unanswered?: 'create' | 'upload';
  retried: number;
  /** What each failed request was told: the HTTP status and pt-BR detail, or the transport's error. */
  refusals: Refusal[];
}

export interface Refusal {
  what: 'create' | 'upload';
  status?: number;
  detail?: string;
  error?: string;
}

export function clients(count: number): Client[] {
  return Array.from({ length: count }, (_, n) => ({ n, key: `crash-${randomUUID()}`, retried: 0, refusals: [] }));
}

export interface RunOptions {
  concurrency: number;
  /** Called after each approval with how many there are; may kill things. */
  onApproved?: (approved: number) => Promise<void> | void;
  /** When set, a request that failed is sent again once, after this resolves (e.g. the stack is healthy again). */
  recover?: () => Promise<void>;
  /** Stop taking new clients (the power is gone). */
  halted?: () => boolean;
}

/** Runs every client's remaining steps (order, then receipt) with `concurrency` clients at a time. */
export async function approve(store: Store, ritualId: number, all: Client[], options: RunOptions): Promise<void> {
  let next = 0;
  let approved = all.filter((client) => client.verdict).length;
  const worker = async () => {
    while (next < all.length && !options.halted?.()) {
      const client = all[next++] as Client;
      if (client.verdict) continue;
      const done = await step(store, ritualId, client, options);
      if (done) {
        approved++;
        await options.onApproved?.(approved);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}

async function step(store: Store, ritualId: number, client: Client, options: RunOptions): Promise<boolean> {
  const send = async <T>(what: 'create' | 'upload', request: () => Promise<T>): Promise<T | undefined> => {
    try {
      const answer = await request();
      if (client.unanswered === what) client.unanswered = undefined;
      return answer;
    } catch (err) {
      // A 4xx is an answer, and a wrong one: the test fails on it.
      if (isClientError(err)) throw err;
      client.refusals.push(
        err instanceof ApiError
          ? { what, status: err.status, detail: err.detail }
          : { what, error: err instanceof Error ? err.message : String(err) },
      );
      if (client.unanswered === what)
        throw new Error(`client ${client.n}: ${what} failed again after its retry: ${err}`);
      client.unanswered = what;
      if (!options.recover) return undefined;
      await options.recover();
      client.retried++;
      return send(what, request);
    }
  };
  if (!client.order) {
    if (client.unanswered === 'create') client.retried++;
    client.order = await send('create', () => store.placeOrder(ritualId, client.key, client.n));
    if (!client.order) return false;
  }
  client.receipt ??= await receiptFor();
  if (client.unanswered === 'upload') client.retried++;
  const order = client.order;
  const receipt = client.receipt;
  client.verdict = await send('upload', () => store.uploadReceipt(order, receipt));
  return client.verdict !== undefined;
}

function isClientError(err: unknown): boolean {
  const status = (err as { status?: number }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export interface Outcome {
  orders: number;
  retried: number;
  salesCents: number;
  commissionCents: number;
}

/**
 * Waits for the events to settle, then checks: every client got an approval (its own, or the stored one on a
 * retry, never "já utilizado em outro pedido"), the ritual has exactly one order per client and all are paid,
 * and the dashboard grew by exactly orders × price and orders × commission.
 */
export async function expectPaidExactlyOnce(
  store: Store,
  ritualId: number,
  all: Client[],
  baseline: Dashboard,
): Promise<Outcome> {
  for (const client of all) {
    expect(client.verdict, `client ${client.n} has a verdict`).toBeDefined();
    expect(client.verdict?.verification_status, `client ${client.n}: ${client.verdict?.verification_reason}`).toBe(
      'approved',
    );
  }
  const salesCents = all.length * PRICE_CENTS;
  const commissionCents = Math.round((salesCents * COMMISSION_PERCENT) / 100);
  let unpaid: number[] = [];
  let grown = { salesCents: 0, commissionCents: 0 };
  await until(
    'every order paid and the dashboard settled',
    async () => {
      const orders = await store.orders(ritualId);
      unpaid = orders.filter((order) => order.payment_status !== 'paid').map((order) => order.id);
      grown = dashboardGrowth(baseline, await store.dashboard());
      return orders.length === all.length && unpaid.length === 0 && grown.salesCents >= salesCents;
    },
    75_000,
  ).catch((err: Error) => {
    throw new Error(
      `${err.message} (orders not paid: [${unpaid.join(', ')}]; sales grew ${grown.salesCents} of ${salesCents} cents)`,
    );
  });
  const orders = await store.orders(ritualId);
  expect(orders.map((order) => order.id).sort()).toEqual(all.map((client) => client.order?.id).sort());
  expect(orders.filter((order) => order.payment_status !== 'paid')).toEqual([]);
  expect(dashboardGrowth(baseline, await store.dashboard())).toEqual({ salesCents, commissionCents });
  return {
    orders: orders.length,
    retried: all.reduce((sum, client) => sum + client.retried, 0),
    salesCents,
    commissionCents,
  };
}

export async function seededStore(stack: CrashStack): Promise<{ store: Store; ritualId: number }> {
  const store = new Store(stack.baseUrl);
  await store.login();
  return { store, ritualId: await store.seed() };
}

export function report(name: string, outcome: Outcome, started: number, extra = ''): void {
  const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2)}`;
  process.stdout.write(
    `[crash] ${name}: ${outcome.orders} orders paid exactly once, ${outcome.retried} unanswered requests retried once; ` +
      `daily_sales +${brl(outcome.salesCents)} = ${outcome.orders} × ${brl(PRICE_CENTS)}, ` +
      `daily_commission +${brl(outcome.commissionCents)}${extra ? `; ${extra}` : ''}; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
