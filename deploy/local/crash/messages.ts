// Issue 35's crash scenario, run by messaging.crash.ts: 100 orders' WhatsApp messages (pedido_recebido, a
// pix_lembrete, pagamento_aprovado) going out through the runner's Cloud API simulator while the process that hosts
// messaging is SIGKILLed, or the whole machine loses power; then every order must hold each message kind exactly once.
import { randomUUID } from 'node:crypto';
import { readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { databaseNameFor } from '../src/env.js';
import { seededStore } from './approvals.js';
import { type CrashStack, until } from './stack.js';
import { ApiError, type PlacedOrder, receiptFor, type Store } from './store.js';

const ORDERS = 100;
const CONCURRENCY = 4;
const REMINDER_DELAY_MS = 4000;
const RESEND_GRACE_MS = 10_000;
/** The sender's claim on a row (services/messaging Sender, leaseMs): a dead sender's rows wait it out. */
const LEASE_MS = 30_000;
/** Each test ends its wait for the messages by then, to report what is missing inside vitest's 240 s. */
const BUDGET_MS = 205_000;

/**
 * Messaging's settings for the test: one reminder 4 s after the order, so pedido_recebido, pix_lembrete and
 * pagamento_aprovado are all in flight at once; 20 calls per second, so the ~225 messages take over 10 s to go out
 * and the kills land while they do; a 10 s resend grace instead of 5 minutes.
 */
export const MESSAGING_ENV: Record<string, string> = {
  WHATSAPP_PIX_REMINDERS: `${REMINDER_DELAY_MS / 1000}s`,
  WHATSAPP_RESEND_GRACE: `${RESEND_GRACE_MS / 1000}s`,
  WHATSAPP_MAX_PER_SECOND: '20',
  WHATSAPP_RECIPIENT_GAP: '1s',
};

const KINDS = ['pedido_recebido', 'pix_lembrete', 'pagamento_aprovado'] as const;

import type { SentMessage, WebhookDelivery } from '@ritual/whatsapp-simulator';

type Kind = (typeof KINDS)[number];

type Plan = 'unpaid' | 'paid at once' | 'paid after its reminder';

interface Buyer {
  n: number;
  key: string;
  /** As the order form takes it, `(11) 97000-0042`, and as WhatsApp gets it, `5511970000042`. */
  whatsapp: string;
  to: string;
  plan: Plan;
  order?: PlacedOrder;
  /** Just before the order's first request: its created_at, and so its reminder's due time, comes after. */
  placingSince?: number;
  /** When the payment was answered: it was committed before. */
  paidAt?: number;
  retried: number;
}

function buyers(): Buyer[] {
  const plans: Plan[] = ['unpaid', 'unpaid', 'paid at once', 'paid after its reminder'];
  return Array.from({ length: ORDERS }, (_, n) => {
    const line = String(n).padStart(4, '0');
    return {
      n,
      key: `crash-${randomUUID()}`,
      whatsapp: `(11) 97000-${line}`,
      to: `551197000${line}`,
      plan: plans[n % plans.length] as Plan,
      retried: 0,
    };
  });
}

/**
 * Polls the simulator's control API. Its messages are kept in the data directory (they survive its restart), its
 * webhooks only in its memory: every delivery seen is remembered here, so a power loss forgets only its last 250 ms.
 */
class SimulatorWatch {
  messages: SentMessage[] = [];
  private readonly statuses = new Map<string, Map<string, boolean>>();
  private stopped = false;
  private loop: Promise<void> | undefined;

  constructor(private readonly controlUrl: string) {}

  start(): void {
    this.loop = (async () => {
      while (!this.stopped) {
        await this.refresh().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  async refresh(): Promise<void> {
    const get = async <T>(path: string) => {
      const response = await fetch(`${this.controlUrl}${path}`, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
      return (await response.json()) as T;
    };
    const [messages, webhooks] = await Promise.all([
      get<SentMessage[]>('/messages'),
      get<WebhookDelivery[]>('/webhooks'),
    ]);
    this.messages = messages;
    for (const delivery of webhooks) {
      if (delivery.kind !== 'status' || !delivery.status) continue;
      const byStatus = this.statuses.get(delivery.wamid) ?? new Map<string, boolean>();
      byStatus.set(delivery.status, (byStatus.get(delivery.status) ?? false) || delivery.delivered);
      this.statuses.set(delivery.wamid, byStatus);
    }
  }

  /**
   * `sent✓ delivered✗ …` for one wamid: ✓ when the store's webhook answered 2xx; `no status webhook seen` when the
   * simulator recorded none (or recorded it in the last 250 ms before it lost power).
   */
  webhooksOf(wamid: string): { delivered: boolean; text: string } {
    const byStatus = this.statuses.get(wamid);
    if (!byStatus?.size) return { delivered: false, text: 'no status webhook seen' };
    return {
      delivered: [...byStatus.values()].some(Boolean),
      text: [...byStatus].map(([status, delivered]) => `${status}${delivered ? '✓' : '✗'}`).join(' '),
    };
  }

  copies(buyer: Buyer, kind: Kind): SentMessage[] {
    return this.messages.filter((message) => message.to === buyer.to && message.template === kind);
  }
}

/** When a cut happens, once the simulator has accepted its count of messages. */
type Moment =
  /** At once: the sender is anywhere in its work (claiming, asking orders, waiting its turn, calling). */
  | 'at once'
  /**
   * The instant the simulator has recorded the next message (its data file replaced, before it answers): aimed at
   * the README's window, the Cloud API having accepted a message whose wamid the sender has not stored yet.
   */
  | 'at the next accept';

/** A way to bring the stack down mid-send, and back up. */
export interface Cut {
  /** Messages the simulator has accepted when it happens. */
  atMessages: number;
  moment: Moment;
  label: string;
  /** Lists what it will kill and answers the kill itself, which then takes no time (the caller notes the moment). */
  arm: (stack: CrashStack) => () => void;
  /** Whether PostgreSQL outlives the kill: what the dead sender left is then read at once, else after `revive`. */
  databaseSurvives: boolean;
  /** Resolves once the stack serves again. */
  revive: (stack: CrashStack, store: Store) => Promise<void>;
}

/** The runner's `[runner] catalog+…+messaging terminou inesperadamente (sinal SIGKILL); reiniciando` lines. */
export function restartsAfterSigkill(stack: CrashStack): string[][] {
  return [
    ...stack.output().matchAll(/^\[runner\] (\S+) terminou inesperadamente \(sinal SIGKILL\); reiniciando/gm),
  ].map((match) => (match[1] as string).split('+'));
}

/** SIGKILL of the process that hosts messaging (with the services it shares it with); the runner restarts it. */
export function messagingKilled(atMessages: number, moment: Moment): Cut {
  let before = 0;
  return {
    atMessages,
    moment,
    label: `messaging's process SIGKILLed ${moment} after ${atMessages} messages`,
    databaseSurvives: true,
    arm: (stack) => {
      const pid = stack.servicePid('messaging');
      return () => {
        before = restartsAfterSigkill(stack).length;
        process.kill(pid, 'SIGKILL');
      };
    },
    revive: async (stack) => {
      await until("the runner to restart messaging's process", async () => restartsAfterSigkill(stack).length > before);
      expect(restartsAfterSigkill(stack).at(-1), 'the process restarted runs messaging').toContain('messaging');
      await until('the stack to be healthy again', () => stack.healthy(), 90_000);
    },
  };
}

/** Every process of the stack (runner, services, gateway, PostgreSQL, the simulator) at once, then started again. */
export function powerCut(atMessages: number, moment: Moment): Cut {
  return {
    atMessages,
    moment,
    label: `power lost ${moment} after ${atMessages} messages`,
    databaseSurvives: false,
    arm: (stack) => stack.armPowerLoss(),
    revive: async (stack, store) => {
      await stack.start();
      await store.login();
    },
  };
}

/** The simulator's data file, rewritten (write then rename) each time it records a message, before it answers. */
const SIMULATOR_FILE = 'whatsapp-simulator.json';

/** Calls `kill` from the file watch the instant the simulator records its next message; resolves with that moment. */
function killAtNextAccept(stack: CrashStack, kill: () => void, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const watcher = watch(stack.dataDir, (_event, file) => {
      if (file !== SIMULATOR_FILE) return;
      kill();
      const at = Date.now();
      watcher.close();
      clearTimeout(timer);
      resolve(at);
    });
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`the simulator accepted no message in ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
}

/**
 * The rows a dead sender left claimed (state sending) without a stored wamid, read before anyone can take them back
 * (their lease is 30 s) or a status webhook can settle them; `called`: the sender had marked them as about to call
 * the Cloud API (it marks a row before waiting its turn under WHATSAPP_MAX_PER_SECOND, so some never called).
 */
interface LeftBehind {
  cut: number;
  /** When they were read, after the cut. */
  readAfterMs: number;
  claimed: number;
  called: number[];
}

async function leftBehind(stack: CrashStack, cut: number, cutAt: number): Promise<LeftBehind> {
  const database = await serviceDatabase(stack, 'messaging');
  try {
    // Claimed before the cut (a lease ends LEASE_MS after its claim), called before it: read after a restart, the new
    // sender's own rows in flight are not among them.
    const { rows } = await database.query<{ id: string; called: boolean }>(
      `SELECT id, called_at IS NOT NULL AND called_at <= $1 AS called FROM messages
       WHERE state = 'sending' AND wamid IS NULL AND claimed_until <= $2`,
      [new Date(cutAt), new Date(cutAt + LEASE_MS)],
    );
    return {
      cut,
      readAfterMs: Date.now() - cutAt,
      claimed: rows.length,
      called: rows.filter((row) => row.called).map((row) => Number(row.id)),
    };
  } finally {
    await database.end().catch(() => {});
  }
}

interface Double {
  buyer: Buyer;
  kind: Kind;
  copies: SentMessage[];
  inWindow: boolean;
  text: string;
}

interface Tally {
  expected: number;
  accepted: number;
  lost: string[];
  doubled: Double[];
  /** A message that must not exist: a reminder after the payment, an approval of an unpaid order. */
  unexpected: string[];
  /** A link that is not the order's own. */
  misaddressed: string[];
  /** Messages to numbers of no order. */
  strays: SentMessage[];
  /** Paid at once, but only after the reminder's due time (a kill delayed the payment): 0 or 1 reminder is right. */
  raced: { count: number; reminded: number };
}

/**
 * 100 orders (distinct WhatsApp numbers), 4 clients at a time; a quarter paid by the admin right after ordering
 * (before their reminder is due: none is owed), a quarter paid by an approved receipt once their reminder has
 * arrived, half left unpaid. Each `cuts` entry brings the stack down when the simulator has accepted its count of
 * messages; a client whose request got no answer waits for /api/health and sends it again (idempotency key,
 * paid→paid, the receipt already approved). Then it waits for every expected message and for messaging's queue to
 * drain (GET /api/whatsapp/settings queued 0, no row scheduled or being sent), reports, and checks each order got
 * each kind exactly once; a double passes only inside the window the README describes (the sender died after the
 * Cloud API accepted and before the wamid was stored, and no status webhook came within the grace), and is reported.
 */
export async function messagesThroughCuts(name: string, stack: CrashStack, cuts: Cut[]): Promise<void> {
  const started = performance.now();
  const deadline = Date.now() + BUDGET_MS;
  await stack.startFresh();
  const { store, ritualId } = await seededStore(stack);
  const watch = new SimulatorWatch(stack.whatsappControlUrl);
  watch.start();
  try {
    const all = buyers();
    const cutAt: number[] = [];
    const left: LeftBehind[] = [];
    const director = (async () => {
      for (const [index, cut] of cuts.entries()) {
        await until(
          `${cut.atMessages} messages accepted by the simulator (${cut.label})`,
          async () => watch.messages.length >= cut.atMessages,
          90_000,
        ).catch((err) => {
          throw new Error(`${err.message}; accepted so far: ${summary(watch.messages)}`);
        });
        const kill = cut.arm(stack);
        if (cut.moment === 'at the next accept') cutAt.push(await killAtNextAccept(stack, kill));
        else {
          kill();
          cutAt.push(Date.now());
        }
        if (cut.databaseSurvives) left.push(await leftBehind(stack, index, cutAt[index] as number));
        await cut.revive(stack, store);
        if (!cut.databaseSurvives) left.push(await leftBehind(stack, index, cutAt[index] as number));
      }
    })();
    // Awaited below, once the clients are done; a failure meanwhile must not count as unhandled.
    director.catch(() => {});
    const recover = () => until('the stack to be healthy again', () => stack.healthy(), 120_000).then(() => {});
    const uploads = semaphore(CONCURRENCY);
    const afterReminder: Promise<void>[] = [];
    await pool(all, CONCURRENCY, async (buyer) => {
      buyer.placingSince = Date.now();
      const order = await answered(buyer, 'order', recover, () =>
        store.placeOrder(ritualId, buyer.key, buyer.n, [], buyer.whatsapp),
      );
      buyer.order = order;
      if (buyer.plan === 'paid at once') {
        await answered(buyer, 'payment', recover, () => store.setPaymentStatus(order.id, 'paid'));
        buyer.paidAt = Date.now();
      }
      if (buyer.plan === 'paid after its reminder') {
        const paying = (async () => {
          const reminded = await until(
            `order ${order.id}'s pix_lembrete`,
            async () => watch.copies(buyer, 'pix_lembrete').length > 0,
            Math.max(0, deadline - 60_000 - Date.now()),
          ).catch(() => false);
          // Its reminder never came: it stays unpaid, and the report counts the reminder lost.
          if (!reminded) return;
          const receipt = await receiptFor();
          const verdict = await uploads(() =>
            answered(buyer, 'receipt', recover, () => store.uploadReceipt(order, receipt)),
          );
          expect(verdict.verification_status, `order ${order.id}: ${verdict.verification_reason}`).toBe('approved');
          buyer.paidAt = Date.now();
        })();
        paying.catch(() => {});
        afterReminder.push(paying);
      }
    });
    await Promise.all(afterReminder);
    await director;
    expect(cutAt, 'every cut happened').toHaveLength(cuts.length);

    const database = await serviceDatabase(stack, 'messaging');
    try {
      const open = async () =>
        Number(
          (await database.query(`SELECT count(*) AS n FROM messages WHERE state IN ('scheduled', 'sending')`)).rows[0]
            .n,
        );
      let queued: number | undefined;
      let drainError: Error | undefined;
      await until(
        'every expected message accepted and messaging’s queue drained',
        async () => {
          if (tally(all, watch).lost.length > 0) return false;
          queued = (await store.whatsappSettings()).queued;
          return queued === 0 && (await open()) === 0;
        },
        Math.max(10_000, deadline - Date.now()),
      ).catch((err: Error) => {
        drainError = err;
      });
      await watch.refresh();
      const record: CutRecord = {
        labels: cuts.map((cut) => cut.label),
        moments: cuts.map((cut) => cut.moment),
        at: cutAt,
        left,
      };
      const outcome = tally(all, watch, record);
      const rows = await messageRows(database);
      const stored = await storedRows(database);
      const unlinked = unlinkedRows(stored, watch.messages, record);
      const window = windowAtCuts(record, watch, stored);
      const takenBack = [...stack.output().matchAll(/^.*taken back from a dead sender.*$/gm)].reduce(
        (sum, [line]) => sum + Number(/"count":(\d+)/.exec(line)?.[1] ?? 0),
        0,
      );
      const retried = all.reduce((sum, buyer) => sum + buyer.retried, 0);
      report(name, outcome, {
        started,
        cuts: window.cuts,
        takenBack,
        retried,
        rows,
        open: await open(),
        queued,
      });
      for (const row of window.rows) process.stdout.write(`[crash]   window: ${row}\n`);
      for (const row of unlinked)
        process.stdout.write(`[crash]   ${row.inWindow ? 'window, ' : ''}not in the log: ${row.text}\n`);
      if (drainError) {
        throw new Error(
          `${drainError.message}; still open: ${await openRows(database)}; lost: ${outcome.lost.join(', ') || 'none'}`,
        );
      }
      expect(outcome.lost, 'messages lost').toEqual([]);
      expect(outcome.unexpected, 'messages that must not have been sent').toEqual([]);
      expect(outcome.misaddressed, 'messages with another order’s link').toEqual([]);
      expect(outcome.strays, 'messages to numbers of no order').toEqual([]);
      expect(
        unlinked.filter((row) => !row.inWindow).map((row) => row.text),
        'rows that do not hold the wamid of a message the simulator accepted for them',
      ).toEqual([]);
      expect(
        outcome.doubled.filter((double) => !double.inWindow).map((double) => double.text),
        'messages sent twice outside the window the README describes',
      ).toEqual([]);
      // The cuts came while messages were going out: the dead sender held rows (each then settled by its status
      // webhook, taken back after its lease, or sent again after the grace, as the report says).
      expect(
        left.reduce((sum, entry) => sum + entry.claimed, 0),
        'rows the dead sender held when it was cut',
      ).toBeGreaterThan(0);
    } finally {
      await database.end().catch(() => {});
    }
  } finally {
    await watch.stop();
  }
}

/**
 * Sends a client's request; a request without an answer (connection cut, 5xx) is sent again once the stack is
 * healthy. A 4xx is an answer, and a wrong one: the test fails on it.
 */
async function answered<T>(buyer: Buyer, what: string, recover: () => Promise<void>, request: () => Promise<T>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) throw err;
      if (attempt === 3) throw new Error(`client ${buyer.n}: ${what} failed ${attempt} times: ${err}`);
      buyer.retried++;
      await recover();
    }
  }
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function semaphore(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** What each buyer is owed: `one`, `none`, or `at most one` (a payment that raced its reminder's due time). */
function owed(buyer: Buyer, kind: Kind): 'one' | 'none' | 'at most one' {
  if (kind === 'pedido_recebido') return 'one';
  if (kind === 'pagamento_aprovado') return buyer.paidAt === undefined ? 'none' : 'one';
  if (buyer.plan !== 'paid at once') return 'one';
  if (buyer.paidAt === undefined || buyer.placingSince === undefined) return 'at most one';
  return buyer.paidAt < buyer.placingSince + REMINDER_DELAY_MS ? 'none' : 'at most one';
}

/** The cuts: their labels, moments, and what each left behind. */
interface CutRecord {
  labels: string[];
  moments: Moment[];
  at: number[];
  left: LeftBehind[];
}

const NO_CUTS: CutRecord = { labels: [], moments: [], at: [], left: [] };
const callbackData = (rowId: number) => `ritual:${rowId}`;
const clock = (at: number) => new Date(at).toISOString().slice(11, 23);
const relative = (ms: number) => `${Math.abs(ms)} ms ${ms < 0 ? 'before' : 'after'}`;

function tally(all: Buyer[], watch: SimulatorWatch, cuts: CutRecord = NO_CUTS): Tally {
  const outcome: Tally = {
    expected: 0,
    accepted: watch.messages.length,
    lost: [],
    doubled: [],
    unexpected: [],
    misaddressed: [],
    strays: watch.messages.filter((message) => !all.some((buyer) => buyer.to === message.to)),
    raced: { count: 0, reminded: 0 },
  };
  for (const buyer of all) {
    const id = buyer.order?.id ?? `(client ${buyer.n}, no order)`;
    for (const kind of KINDS) {
      const copies = watch.copies(buyer, kind);
      const due = owed(buyer, kind);
      if (due === 'one') outcome.expected++;
      if (kind === 'pix_lembrete' && buyer.plan === 'paid at once' && due === 'at most one') {
        outcome.raced.count++;
        if (copies.length > 0) outcome.raced.reminded++;
      }
      if (copies.length === 0 && due === 'one') outcome.lost.push(`order ${id} ${kind}`);
      if (copies.length > 0 && due === 'none') outcome.unexpected.push(`order ${id} ${kind} (${buyer.plan})`);
      if (copies.length > 1) outcome.doubled.push(explainDouble(buyer, kind, copies, cuts, watch));
      if (kind !== 'pagamento_aprovado' && buyer.order) {
        const link = `/pedido/${buyer.order.id}?t=${encodeURIComponent(buyer.order.token)}`;
        for (const copy of copies) {
          if (!copy.parameters[3]?.endsWith(link)) {
            outcome.misaddressed.push(`order ${id} ${kind}: ${copy.parameters[3]?.replace(/t=.*/, 't=…')}`);
          }
        }
      }
    }
  }
  return outcome;
}

/**
 * A message accepted more than once is in the README's window only when each later copy carries the same row id
 * (biz_opaque_callback_data) as the one before, that row was left by a dead sender called and without a wamid, the
 * copy before was accepted around that cut (before any resend could be), the later one came at least the resend
 * grace after it, and no status webhook of the earlier copy reached the store.
 */
function explainDouble(buyer: Buyer, kind: Kind, copies: SentMessage[], cuts: CutRecord, watch: SimulatorWatch) {
  const sorted = [...copies].sort((a, b) => a.at - b.at);
  let inWindow = true;
  const lines = sorted.map((copy, index) => {
    const webhooks = watch.webhooksOf(copy.wamid);
    let why = '';
    const next = sorted[index + 1];
    if (next) {
      const sameRow = !!copy.bizOpaqueCallbackData && copy.bizOpaqueCallbackData === next.bizOpaqueCallbackData;
      const left = cuts.left.find((entry) =>
        entry.called.some((rowId) => callbackData(rowId) === copy.bizOpaqueCallbackData),
      );
      const cutAt = left ? (cuts.at[left.cut] as number) : undefined;
      const aroundCut = cutAt !== undefined && copy.at >= cutAt - LEASE_MS && copy.at < cutAt + RESEND_GRACE_MS;
      const waited = next.at - copy.at >= RESEND_GRACE_MS;
      inWindow &&= sameRow && aroundCut && waited && !webhooks.delivered;
      why =
        `; next copy ${((next.at - copy.at) / 1000).toFixed(1)} s later` +
        (left && cutAt !== undefined
          ? `; its row was left called without a wamid by cut ${left.cut + 1} (${cuts.labels[left.cut]}), accepted ${relative(copy.at - cutAt)} it`
          : '; its row was NOT among those a dead sender left called without a wamid') +
        (sameRow ? '' : `; the next copy has another row id (${next.bizOpaqueCallbackData})`);
    }
    return `${copy.bizOpaqueCallbackData ?? '(no callback data)'} at ${clock(copy.at)} wamid …${copy.wamid.slice(-8)}: ${webhooks.text}${why}`;
  });
  const text = `order ${buyer.order?.id} ${kind} ×${copies.length} (${inWindow ? 'in' : 'OUTSIDE'} the README's window): ${lines.join(' | ')}`;
  return { buyer, kind, copies: sorted, inWindow, text } satisfies Double;
}

/**
 * Per cut, what happened to the rows the dead sender left claimed: those it had called the Cloud API for and whose
 * wamid was not stored are the README's window when the simulator accepted them (then either a status webhook
 * settled them, or they were sent again after the grace: a double), else the call never arrived and they went once
 * after the grace.
 */
function windowAtCuts(
  cuts: CutRecord,
  watch: SimulatorWatch,
  stored: Map<string, StoredRow>,
): { cuts: string[]; rows: string[] } {
  const rows: string[] = [];
  const summaries = cuts.labels.map((label, index) => {
    const at = cuts.at[index] as number;
    const left = cuts.left.find((entry) => entry.cut === index);
    if (!left) return `${label} at ${clock(at)} (rows left behind not read)`;
    let accepted = 0;
    let settled = 0;
    let resent = 0;
    let notAccepted = 0;
    for (const rowId of left.called) {
      const copies = watch.messages.filter((message) => message.bizOpaqueCallbackData === callbackData(rowId));
      if (copies.some((copy) => copy.at < at + RESEND_GRACE_MS)) {
        accepted++;
        if (copies.length === 1) settled++;
        else resent++;
        const row = stored.get(callbackData(rowId));
        const which = copies.findIndex((copy) => copy.wamid === row?.wamid);
        rows.push(
          `cut ${index + 1}: ${callbackData(rowId)} ${copies[0]?.template} accepted ${copies
            .map((copy) => `${relative(copy.at - at)} the cut (webhooks: ${watch.webhooksOf(copy.wamid).text})`)
            .join(
              ', then ',
            )}; the row is ${row?.state ?? 'missing'}${row?.error_title ? ` (${row.error_title})` : ''}, holding ${
            which < 0 ? (row?.wamid ?? 'no wamid') : `copy ${which + 1}'s wamid`
          }`,
        );
      } else notAccepted++;
    }
    let aimed = '';
    if (cuts.moments[index] === 'at the next accept') {
      const hit = watch.messages.filter((message) => message.at <= at).sort((a, b) => b.at - a.at)[0];
      const rowId = Number(hit?.bizOpaqueCallbackData?.replace('ritual:', ''));
      const copies = watch.messages.filter(
        (message) => hit && message.bizOpaqueCallbackData === hit.bizOpaqueCallbackData,
      );
      aimed = hit
        ? ` (aimed at ${hit.bizOpaqueCallbackData} ${hit.template} accepted ${at - hit.at} ms before: its wamid ${
            left.called.includes(rowId) ? 'not stored' : 'already stored'
          } when the sender died, accepted ${copies.length} time(s) in all)`
        : '';
    }
    return (
      `${label} at ${clock(at)}${aimed}: the dead sender held ${left.claimed} rows (read ${left.readAfterMs} ms after), ` +
      `${left.called.length} of them called: ${accepted} accepted by the Cloud API with no wamid stored, the README's ` +
      `window (${settled} settled without being sent again, ${resent} sent again), ${notAccepted} not accepted (sent after the grace)`
    );
  });
  return { cuts: summaries, rows };
}

interface StoredRow {
  wamid: string | null;
  state: string;
  error_title: string | null;
}

/** Messaging's rows by the callback data they went out with. */
async function storedRows(database: pg.Client): Promise<Map<string, StoredRow>> {
  const { rows } = await database.query<StoredRow & { id: string }>(
    `SELECT id, wamid, state, error_title FROM messages`,
  );
  return new Map(rows.map((row) => [callbackData(Number(row.id)), row]));
}

function summary(messages: SentMessage[]): string {
  const counts = new Map<string, number>();
  for (const message of messages)
    counts.set(message.template ?? 'text', (counts.get(message.template ?? 'text') ?? 0) + 1);
  return [...counts].map(([template, count]) => `${template} ${count}`).join(', ') || 'none';
}

/** A service's own database on the stack's PostgreSQL. */
async function serviceDatabase(stack: CrashStack, service: 'messaging'): Promise<pg.Client> {
  const password = readFileSync(join(stack.dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${stack.env.PG_PORT}/${databaseNameFor(service)}`,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Messaging's rows by kind and state, e.g. `pix_lembrete read 75, cancelled 25`. */
/**
 * Each row the simulator accepted a message for (by its biz_opaque_callback_data) must hold that message's wamid: the
 * sender stored it, or the status webhook linked it after the sender died (the statuses in Clientes depend on it).
 * One exception, reported: a row left in the README's window (accepted, wamid not stored, its status webhook lost)
 * whose retry after the grace found it no longer due (a reminder of an order paid meanwhile) is cancelled without a
 * wamid, though the client got the message.
 */
function unlinkedRows(
  stored: Map<string, StoredRow>,
  messages: SentMessage[],
  cuts: CutRecord,
): { inWindow: boolean; text: string }[] {
  const byRow = new Map<string, SentMessage[]>();
  for (const message of messages) {
    const data = message.bizOpaqueCallbackData ?? '(none)';
    byRow.set(data, [...(byRow.get(data) ?? []), message]);
  }
  return [...byRow]
    .filter(([data, copies]) => !copies.some((copy) => copy.wamid === stored.get(data)?.wamid))
    .map(([data, copies]) => {
      const row = stored.get(data);
      const left = cuts.left.find((entry) => entry.called.some((rowId) => callbackData(rowId) === data));
      const cutAt = left ? (cuts.at[left.cut] as number) : undefined;
      const first = copies[0] as SentMessage;
      const inWindow =
        copies.length === 1 &&
        cutAt !== undefined &&
        first.at < cutAt + RESEND_GRACE_MS &&
        !row?.wamid &&
        row?.state === 'cancelled';
      return {
        inWindow,
        text:
          `${data} ${first.template} to …${first.to.slice(-4)} accepted at ${clock(first.at)}` +
          `${cutAt === undefined ? '' : ` (${relative(first.at - cutAt)} cut ${(left?.cut ?? 0) + 1})`}; ` +
          `the row is ${row ? `${row.state}${row.error_title ? ` (${row.error_title})` : ''} holding ${row.wamid ?? 'no wamid'}` : 'missing'}` +
          (inWindow
            ? ': its retry after the grace found it no longer due, so the log does not show what the client got'
            : ''),
      };
    });
}

async function messageRows(database: pg.Client): Promise<string> {
  const { rows } = await database.query<{ kind: string; state: string; n: string }>(
    `SELECT kind, state, count(*) AS n FROM messages WHERE order_id IS NOT NULL GROUP BY kind, state ORDER BY kind, state`,
  );
  const byKind = new Map<string, string[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), `${row.state} ${row.n}`]);
  return [...byKind].map(([kind, states]) => `${kind} ${states.join(', ')}`).join('; ');
}

async function openRows(database: pg.Client): Promise<string> {
  const { rows } = await database.query<{ id: string; order_id: string; kind: string; state: string }>(
    `SELECT id, order_id, kind, state, due_at, claimed_until, called_at, attempts FROM messages
     WHERE state IN ('scheduled', 'sending') ORDER BY id LIMIT 20`,
  );
  return rows.map((row) => JSON.stringify(row)).join(', ') || 'none';
}

function report(
  name: string,
  outcome: Tally,
  details: {
    started: number;
    cuts: string[];
    takenBack: number;
    retried: number;
    rows: string;
    open: number;
    queued: number | undefined;
  },
): void {
  const inWindow = outcome.doubled.filter((double) => double.inWindow).length;
  process.stdout.write(
    `[crash] ${name}: ${ORDERS} orders, ${outcome.expected} messages owed, ${outcome.accepted} accepted by the simulator; ` +
      `lost ${outcome.lost.length}, doubled ${outcome.doubled.length} (${inWindow} in the README's window), ` +
      `not owed but sent ${outcome.unexpected.length}, wrong link ${outcome.misaddressed.length}, to no order ${outcome.strays.length}; ` +
      `paid at once after the reminder's due time (a cut delayed the payment): ${outcome.raced.count}, ${outcome.raced.reminded} of them reminded; ` +
      `${details.cuts.join('; ')}; ${details.takenBack} claimed rows taken back from a dead sender; ` +
      `${details.retried} unanswered requests sent again; messaging's rows: ${details.rows}; ` +
      `queued ${details.queued ?? '?'}, open rows ${details.open}; ${((performance.now() - details.started) / 1000).toFixed(1)} s\n`,
  );
  for (const line of outcome.lost) process.stdout.write(`[crash]   lost: ${line}\n`);
  for (const double of outcome.doubled) process.stdout.write(`[crash]   doubled: ${double.text}\n`);
  for (const line of outcome.unexpected) process.stdout.write(`[crash]   not owed: ${line}\n`);
}
