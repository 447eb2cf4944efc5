import { createHash } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { ensureDatabase } from '../db.js';
import type { Logger } from '../logger.js';
import { assertEnvelope, assertTypeFilters, sanitizeDurable, typeMatches } from './envelope.js';
import type { ConsumerLag, EventBus, EventEnvelope, EventHandler, Subscription } from './types.js';

export interface PgBusConfig {
  /** A database of its own for the bus (created when missing), shared by every service of the stack. */
  BUS_DATABASE_URL: string;
  EVENT_STREAM: string;
}

export interface PgBusOptions {
  /** application_name of the bus's connections (e.g. the service name). */
  name?: string;
  /** How long a delivered event may stay unacked before another delivery (a dead process's events). Default 15 s. */
  ackWaitMs?: number;
  /** Delay of the first redelivery after a handler failed; doubles per delivery (pg-boss backoff). Default 1 s. */
  retryBaseMs?: number;
  /** Events fetched per poll per subscription (all must be handled within the ack wait). Default 20. */
  maxMessages?: number;
  /** Poll period when no NOTIFY arrives. Default 1 s (pg-boss allows 0.5 s at least). */
  pollIntervalMs?: number;
  /** How often expired deliveries are handed back (pg-boss maintenance). Default 5 s. */
  maintenanceIntervalMs?: number;
}

interface ActiveSubscription {
  queue: string;
  workerId: string;
  /** A wake-up already on its way. */
  waking?: NodeJS.Timeout;
  stop(): Promise<void>;
}

/** How long a woken subscriber waits for more events to fetch with the first: a bound on the latency added. */
const WAKE_AFTER_MS = 100;

/**
 * How long a publisher trusts its copy of the subscriptions: a change is announced (NOTIFY) to every bus at once,
 * so this only bounds how stale a copy can be when that announcement was missed.
 */
const SUBSCRIPTIONS_TTL_MS = 5000;

interface SubscriptionRow {
  event: string;
  name: string;
}

const WAKERS = Symbol.for('@ritual/runtime/pg-bus-wakers');
type Waker = (queue: string) => boolean;

/**
 * What wakes the subscribers of each bus open in this process, by bus (database and schema). Services hosted in
 * one process wake each other's subscribers directly: a NOTIFY wakes every LISTEN connection on the database (a
 * backend and a client message each), which cost the receipt path more PostgreSQL time than the jobs themselves.
 * Each hosted service loads its own copy of this module (one bundle each), so the map lives on globalThis.
 */
const processGlobals = globalThis as { [WAKERS]?: Map<string, Set<Waker>> };
processGlobals[WAKERS] ??= new Map();
const wakersInProcess = processGlobals[WAKERS];

/** Redelivery "until acked": pg-boss needs a finite limit, this one outlasts any real outage. */
const RETRY_LIMIT = 1_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The latest millisecond the 12 hex digits at the front of a job id hold. */
const LAST_MS_IN_ID = 2 ** 48 - 1;

/**
 * Event bus on PostgreSQL through pg-boss, for the embedded mode: each durable is a pg-boss queue subscribed to
 * its event types, a publish inserts one job per subscribed queue (deduplicated on the event id), and a job is
 * completed only after its handler returned, so events survive any crash and are redelivered until acked.
 * NOTIFY wakes the subscribers at once; polling is the fallback.
 */
export class PgBus implements EventBus {
  private readonly subscriptions = new Set<ActiveSubscription>();
  private readonly maxMessages: number;
  private readonly pollIntervalMs: number;
  private listener?: pg.Client;
  private closing?: Promise<void>;
  private subscriptionCopy?: { rows: Promise<SubscriptionRow[]>; readAt: number };

  private constructor(
    private readonly boss: PgBoss,
    private readonly schema: string,
    private readonly url: string,
    private readonly logger: Logger,
    private readonly options: PgBusOptions,
  ) {
    this.maxMessages = options.maxMessages ?? 20;
    this.pollIntervalMs = Math.max(500, options.pollIntervalMs ?? 1000);
  }

  static async connect(config: PgBusConfig, logger: Logger, options: PgBusOptions = {}): Promise<PgBus> {
    const schema = schemaFor(config.EVENT_STREAM);
    const log = logger.child({ component: 'bus', schema });
    await ensureDatabase(config.BUS_DATABASE_URL);
    const boss = new PgBoss({
      connectionString: config.BUS_DATABASE_URL,
      schema,
      application_name: options.name ? `${options.name}-bus` : 'ritual-bus',
      max: 4,
      schedule: false,
      maintenanceIntervalSeconds: Math.max(1, Math.round((options.maintenanceIntervalMs ?? 5000) / 1000)),
    });
    boss.on('error', (err) => log.warn({ err }, 'event bus (pg-boss) error'));
    await boss.start();
    const bus = new PgBus(boss, schema, config.BUS_DATABASE_URL, log, options);
    await bus.listen();
    const wakers = wakersInProcess.get(bus.busKey) ?? new Set();
    wakers.add(bus.wakeSubscribers);
    wakersInProcess.set(bus.busKey, wakers);
    log.info('connected to the PostgreSQL event bus');
    return bus;
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.publishAll([event]);
  }

  /**
   * One INSERT for every event and every durable subscribed to it: an outbox batch is one statement on the bus.
   * A durable gets the events in the order they occurred (then by id), which is the order the outbox hands over.
   */
  async publishAll(events: EventEnvelope[]): Promise<void> {
    for (const event of events) assertEnvelope(event);
    const subscriptions = await this.subscriptionRows();
    const jobs = events.flatMap((event) => {
      const id = jobIdOf(event);
      return subscriptions
        .filter((row) => typeMatches(row.event, event.type))
        .map((row) => ({ name: row.name, id, data: event as unknown as object }));
    });
    if (jobs.length === 0) return;
    // A job id repeated in a queue is ignored (ON CONFLICT DO NOTHING), so an outbox row published twice reaches each
    // durable once.
    await this.boss.insert(jobs);
    const queues = new Set(jobs.map((job) => job.name));
    const elsewhere = [...queues].filter((queue) => !this.wakeInProcess(queue));
    if (elsewhere.length > 0) {
      await this.boss.getDb().executeSql('SELECT pg_notify($1, $2)', [this.schema, elsewhere.join(',')]);
    }
  }

  private get busKey(): string {
    return `${this.url}#${this.schema}`;
  }

  /** Wakes the subscribers of `queue` on every bus of this process; false when none of them consumes it. */
  private wakeInProcess(queue: string): boolean {
    let woke = false;
    for (const wake of wakersInProcess.get(this.busKey) ?? []) woke = wake(queue) || woke;
    return woke;
  }

  /**
   * Wakes the subscribers of `queue` after WAKE_AFTER_MS: the events published meanwhile are then fetched and acked
   * in one statement each, instead of two statements per event under load.
   */
  private readonly wakeSubscribers = (queue: string): boolean => {
    let woke = false;
    for (const subscription of this.subscriptions) {
      if (subscription.queue !== queue) continue;
      woke = true;
      if (subscription.waking) continue;
      subscription.waking = setTimeout(() => {
        subscription.waking = undefined;
        this.boss.notifyWorker(subscription.workerId);
      }, WAKE_AFTER_MS);
      subscription.waking.unref();
    }
    return woke;
  };

  /** Which durable takes which event types, read once per change instead of on every publish. */
  private subscriptionRows(): Promise<SubscriptionRow[]> {
    const now = Date.now();
    if (!this.subscriptionCopy || now - this.subscriptionCopy.readAt > SUBSCRIPTIONS_TTL_MS) {
      const rows = this.boss
        .getDb()
        .executeSql(`SELECT event, name FROM ${this.schema}.subscription`, [])
        .then((result) => result.rows as SubscriptionRow[]);
      const copy = { rows, readAt: now };
      this.subscriptionCopy = copy;
      rows.catch(() => {
        if (this.subscriptionCopy === copy) this.subscriptionCopy = undefined;
      });
    }
    return this.subscriptionCopy.rows;
  }

  private get subscriptionsChannel(): string {
    return `${this.schema}_subs`;
  }

  async subscribe(durable: string, types: string[], handler: EventHandler): Promise<Subscription> {
    if (this.closing) throw new Error('bus is closed');
    assertTypeFilters(types);
    const queue = sanitizeDurable(durable);
    const log = this.logger.child({ durable: queue });
    await this.ensureQueue(queue, types);
    let stopped = false;
    const inFlight = new Set<Promise<void>>();
    const workerId = await this.boss.work<EventEnvelope>(
      queue,
      { batchSize: this.maxMessages, pollingIntervalSeconds: this.pollIntervalMs / 1000, includeMetadata: true },
      (jobs) => {
        const run = this.handleBatch(queue, jobs, handler, log, () => stopped);
        inFlight.add(run);
        return run.finally(() => inFlight.delete(run));
      },
    );
    const subscription: ActiveSubscription = {
      queue,
      workerId,
      stop: async () => {
        if (!stopped) {
          stopped = true;
          clearTimeout(subscription.waking);
          this.subscriptions.delete(subscription);
          await this.boss.offWork({ id: workerId });
        }
        await Promise.all(inFlight);
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Per durable: events published to it and not acked yet (waiting, waiting to retry, or in a handler). */
  async lag(): Promise<ConsumerLag[]> {
    if (this.closing) return [];
    const queues = new Set([...this.subscriptions].map((subscription) => subscription.queue));
    return Promise.all(
      [...queues].map(async (queue) => ({
        durable: queue,
        pending: await this.boss.getQueueSize(queue, { before: 'completed' }),
      })),
    );
  }

  async close(): Promise<void> {
    this.closing ??= (async () => {
      wakersInProcess.get(this.busKey)?.delete(this.wakeSubscribers);
      await Promise.all([...this.subscriptions].map((s) => s.stop()));
      const listener = this.listener;
      this.listener = undefined;
      await listener?.end().catch(() => {});
      await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
    })();
    return this.closing;
  }

  /**
   * Handles a fetched batch one event at a time. A failed event is handed back at once for redelivery; the others
   * (handled, or malformed and dropped) are acked together when this returns, by pg-boss's own completion of the
   * batch, which leaves the failed ones alone: one statement per batch instead of one per event.
   */
  private async handleBatch(
    queue: string,
    jobs: PgBoss.JobWithMetadata<EventEnvelope>[],
    handler: EventHandler,
    log: Logger,
    isStopped: () => boolean,
  ): Promise<void> {
    // pg-boss hands a batch over in no particular order: handled in publish order, as a durable's events should be.
    // Events published together share createdOn (one statement); their job ids (unique in a queue) keep the order
    // they occurred in.
    const inOrder = [...jobs].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime() || (a.id < b.id ? -1 : 1));
    for (const job of inOrder) {
      if (isStopped()) {
        // Fetched but not handled: handed back now rather than after the ack wait.
        await this.boss.fail(queue, job.id, { message: 'subscription stopped' });
        continue;
      }
      const event = job.data;
      try {
        assertEnvelope(event);
      } catch (err) {
        log.error({ err, job_id: job.id }, 'dropping malformed event');
        continue;
      }
      try {
        await handler(event);
      } catch (err) {
        log.warn({ err, event_id: event.id, type: event.type }, 'event handler failed, will redeliver');
        await this.boss.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) });
      }
    }
    // A full batch means more may be waiting: fetch again without waiting for the poll.
    const subscription = [...this.subscriptions].find((s) => s.queue === queue);
    if (jobs.length >= this.maxMessages && subscription) this.boss.notifyWorker(subscription.workerId);
  }

  /** Creates the durable's queue (settings kept in sync) and makes its subscriptions exactly `types`. */
  private async ensureQueue(queue: string, types: string[]): Promise<void> {
    const settings = {
      name: queue,
      retryLimit: RETRY_LIMIT,
      retryDelay: Math.max(1, Math.round((this.options.retryBaseMs ?? 1000) / 1000)),
      retryBackoff: true,
      expireInSeconds: Math.max(1, Math.round((this.options.ackWaitMs ?? 15_000) / 1000)),
    };
    await this.createQueueAlone(queue, settings);
    await this.boss.updateQueue(queue, settings);
    const db = this.boss.getDb();
    const { rows } = await db.executeSql(`SELECT event FROM ${this.schema}.subscription WHERE name = $1`, [queue]);
    for (const { event } of rows as { event: string }[]) {
      if (!types.includes(event)) await this.boss.unsubscribe(event, queue);
    }
    for (const type of types) await this.boss.subscribe(type, queue);
    this.subscriptionCopy = undefined;
    await db.executeSql('SELECT pg_notify($1, $2)', [this.subscriptionsChannel, queue]);
  }

  /**
   * pg-boss 10 deadlocks when two sessions create queues at once (each adds a partition and foreign keys to the
   * shared job table), as services starting side by side on a fresh bus do: a session-level advisory lock held
   * on a connection of its own lets one create at a time, in every process on this bus.
   */
  private async createQueueAlone(queue: string, settings: Parameters<PgBoss['createQueue']>[1]): Promise<void> {
    const lock = new pg.Client({ connectionString: this.url, application_name: 'ritual-bus-create-queue' });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`${this.schema}.create_queue`]);
      await this.boss.createQueue(queue, settings);
    } finally {
      // Ending the session releases its lock.
      await lock.end();
    }
  }

  /** LISTEN for publishes; a lost connection only falls back to polling until it is back. */
  private async listen(): Promise<void> {
    if (this.closing) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'ritual-bus-listen' });
    client.on('notification', (message) => {
      if (message.channel === this.subscriptionsChannel) {
        this.subscriptionCopy = undefined;
        return;
      }
      for (const queue of (message.payload ?? '').split(',')) this.wakeSubscribers(queue);
    });
    const reconnect = () => {
      if (this.listener !== client || this.closing) return;
      this.listener = undefined;
      client.end().catch(() => {});
      setTimeout(() => void this.listen().catch(() => reconnect()), 1000).unref();
    };
    client.on('error', (err) => {
      this.logger.warn({ err }, 'event bus LISTEN connection lost; polling until it is back');
      reconnect();
    });
    client.on('end', reconnect);
    this.listener = client;
    await client.connect();
    await client.query(`LISTEN ${this.schema}; LISTEN ${this.subscriptionsChannel}`);
    // Changes announced while no LISTEN was up went unheard.
    this.subscriptionCopy = undefined;
  }
}

/** pg-boss schema (and NOTIFY channel) for a stream name: lower-case letters, digits and underscores. */
function schemaFor(stream: string): string {
  const schema = `bus_${stream.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;
  return schema.slice(0, 50);
}

/**
 * An event's job id: the same on every publish, so a republished event is stored once per durable, and, among the
 * jobs of one INSERT (which share created_on), in the order the events occurred. pg-boss fetches by created_on then
 * id, so a durable catching up on a batch larger than one fetch still gets it in order. The id is the time the
 * event occurred (milliseconds, 12 hex digits) followed by the event id's first 20 hex digits (hashed first when the
 * event id is no UUID): the outbox's order, occurred_at then id.
 */
function jobIdOf(event: EventEnvelope): string {
  const occurred = Math.min(Math.max(Date.parse(event.occurred_at) || 0, 0), LAST_MS_IN_ID);
  const identity = UUID.test(event.id)
    ? event.id.replaceAll('-', '').toLowerCase()
    : createHash('sha256').update(event.id).digest('hex');
  const hex = occurred.toString(16).padStart(12, '0') + identity.slice(0, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
