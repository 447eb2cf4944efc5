import { randomBytes } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newEvent } from '../bus/envelope.js';
import type { EventBus, EventEnvelope } from '../bus/types.js';
import { ensureDatabase, openDatabase } from '../db.js';
import { createLogger } from '../logger.js';
import { claimEvent, consumeOnce, enqueueEvent, OutboxRelay } from './outbox.js';
import { outboxEvents, processedEvents } from './schema.js';

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `t_outbox_${randomBytes(4).toString('hex')}`;
const url = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const schema = { outboxEvents, processedEvents };
const logger = createLogger('outbox-test', 'silent');

// Same DDL drizzle-kit generates from schema.ts.
const DDL = `
CREATE TABLE "outbox_events" (
  "id" uuid PRIMARY KEY NOT NULL,
  "type" text NOT NULL,
  "payload" jsonb NOT NULL,
  "occurred_at" timestamp with time zone NOT NULL,
  "published_at" timestamp with time zone,
  "attempts" integer DEFAULT 0 NOT NULL
);
CREATE TABLE "processed_events" (
  "consumer" text NOT NULL,
  "event_id" text NOT NULL,
  "processed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
CREATE INDEX "outbox_events_unpublished_idx" ON "outbox_events" USING btree ("occurred_at","id")
  WHERE "outbox_events"."published_at" IS NULL;
`;

/** Records what reaches the bus, and each batch; yields on each call so concurrent relays really interleave. */
class RecordingBus implements EventBus {
  readonly published: EventEnvelope[] = [];
  /** The event ids of each publishAll call. */
  readonly batches: string[][] = [];
  failNext = 0;
  failBatches = 0;
  private waiter?: { count: number; resolve: () => void };

  async publish(event: EventEnvelope): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('NATS unavailable');
    }
    this.record([event]);
  }
  async publishAll(events: EventEnvelope[]): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.failBatches > 0) {
      this.failBatches--;
      throw new Error('bus database unavailable');
    }
    this.batches.push(events.map((event) => event.id));
    this.record(events);
  }
  async subscribe(): Promise<never> {
    throw new Error('not used');
  }
  async close(): Promise<void> {}
  until(count: number): Promise<void> {
    if (this.published.length >= count) return Promise.resolve();
    return new Promise((resolve) => (this.waiter = { count, resolve }));
  }
  private record(events: EventEnvelope[]): void {
    this.published.push(...events);
    if (this.waiter && this.published.length >= this.waiter.count) this.waiter.resolve();
  }
}

describe('transactional outbox', () => {
  let handle: ReturnType<typeof openDatabase<typeof schema>>;
  let db: (typeof handle)['db'];

  beforeAll(async () => {
    await ensureDatabase(url);
    handle = openDatabase(url, schema);
    db = handle.db;
    await handle.pool.query(DDL);
  });

  afterAll(async () => {
    await handle?.pool.end();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  });

  beforeEach(async () => {
    await db.execute(sql`TRUNCATE outbox_events, processed_events`);
  });

  it('publishes nothing for an event enqueued in a rolled-back transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueEvent(tx, 'orders.created', { order_id: 'rolled-back' });
        throw new Error('order insert failed');
      }),
    ).rejects.toThrow('order insert failed');
    const committed = await db.transaction((tx) => enqueueEvent(tx, 'orders.created', { order_id: 'kept' }));

    const bus = new RecordingBus();
    const published = await new OutboxRelay(db, bus, logger).flush();

    expect(published).toBe(1);
    expect(bus.published).toEqual([committed]);
  });

  it('publishes each committed event exactly once when two relays run at the same time', async () => {
    const enqueued: EventEnvelope[] = [];
    for (let i = 0; i < 40; i++) {
      enqueued.push(await db.transaction((tx) => enqueueEvent(tx, 'orders.status_changed', { seq: i })));
    }
    const replica = openDatabase(url, schema);
    const bus = new RecordingBus();
    const relays = [
      new OutboxRelay(db, bus, logger, { batchSize: 5, intervalMs: 60_000 }),
      new OutboxRelay(replica.db, bus, logger, { batchSize: 5, intervalMs: 60_000 }),
    ];
    try {
      for (const relay of relays) relay.start();
      await bus.until(40);
      // Anything a relay still had in hand would show up here as a 41st publish.
      await Promise.all(relays.map((r) => r.stop()));
    } finally {
      await replica.pool.end();
    }

    const ids = bus.published.map((e) => e.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids)).toEqual(new Set(enqueued.map((e) => e.id)));
    expect(bus.published.find((e) => e.id === enqueued[7]!.id)).toEqual(enqueued[7]);
    expect(await db.$count(outboxEvents, isNull(outboxEvents.publishedAt))).toBe(0);
  });

  it('publishes an event enqueued after start as soon as the relay is kicked', async () => {
    const bus = new RecordingBus();
    const relay = new OutboxRelay(db, bus, logger, { intervalMs: 60_000 });
    relay.start();
    try {
      const event = await db.transaction((tx) => enqueueEvent(tx, 'catalog.ritual_changed', { ritual_id: 3 }));
      relay.kick();
      await bus.until(1);
      expect(bus.published).toEqual([event]);
    } finally {
      await relay.stop();
    }
  });

  it('keeps an event whose publish failed and sends it on the next pass', async () => {
    const event = await db.transaction((tx) => enqueueEvent(tx, 'payments.receipt_verified', { ok: true }));
    const bus = new RecordingBus();
    bus.failNext = 1;
    const relay = new OutboxRelay(db, bus, logger);

    expect(await relay.flush()).toBe(0);
    expect(await relay.flush()).toBe(1);
    expect(bus.published).toEqual([event]);
    const [row] = await db.select().from(outboxEvents);
    expect(row?.attempts).toBe(2);
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });

  it('hands the bus every pending event in one call, in the order they occurred', async () => {
    const enqueued: EventEnvelope[] = [];
    for (let i = 0; i < 3; i++) {
      enqueued.push(await db.transaction((tx) => enqueueEvent(tx, 'orders.created', { seq: i })));
    }
    const bus = new RecordingBus();

    expect(await new OutboxRelay(db, bus, logger).flush()).toBe(3);

    expect(bus.batches).toEqual([enqueued.map((event) => event.id)]);
    expect(bus.published).toEqual(enqueued);
    expect(await db.$count(outboxEvents, isNull(outboxEvents.publishedAt))).toBe(0);
  });

  it('when a batch fails, publishes its events one at a time in order, each counting one attempt', async () => {
    const [first, second] = [
      await db.transaction((tx) => enqueueEvent(tx, 'orders.created', { seq: 1 })),
      await db.transaction((tx) => enqueueEvent(tx, 'orders.created', { seq: 2 })),
    ];
    const bus = new RecordingBus();
    bus.failBatches = 1;

    const published = await new OutboxRelay(db, bus, logger).flush();

    expect(published).toBe(2);
    expect(bus.batches).toEqual([]);
    expect(bus.published.map((event) => event.id)).toEqual([first!.id, second!.id]);
    const rows = await db.select().from(outboxEvents);
    expect(rows.map((row) => [row.attempts, row.publishedAt !== null])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('when a batch fails and so does its first event one at a time, stops there and keeps the rest for the next pass', async () => {
    const [first, second] = [
      await db.transaction((tx) => enqueueEvent(tx, 'orders.created', { seq: 1 })),
      await db.transaction((tx) => enqueueEvent(tx, 'orders.created', { seq: 2 })),
    ];
    const bus = new RecordingBus();
    bus.failBatches = 1;
    bus.failNext = 1;

    expect(await new OutboxRelay(db, bus, logger).flush()).toBe(0);

    expect(bus.published).toEqual([]);
    const rows = await db.select().from(outboxEvents);
    const attempts = Object.fromEntries(rows.map((row) => [row.id, row.attempts]));
    expect(attempts).toEqual({ [first!.id]: 1, [second!.id]: 0 });
  });

  it('runs the handler once for an event delivered twice, even concurrently', async () => {
    const event = newEvent('orders.created', { order_id: 'dup' });
    let runs = 0;
    const handle = async () => {
      runs++;
    };

    const first = await Promise.all([
      consumeOnce(db, 'reporting', event, handle),
      consumeOnce(db, 'reporting', event, handle),
    ]);
    const later = await consumeOnce(db, 'reporting', event, handle);
    const otherConsumer = await consumeOnce(db, 'audit', event, handle);

    expect(first.sort()).toEqual([false, true]);
    expect(later).toBe(false);
    expect(otherConsumer).toBe(true);
    expect(runs).toBe(2);
  });

  it('runs the handler again when its first attempt threw, because nothing was recorded', async () => {
    const event = newEvent('orders.created', { order_id: 'retry' });
    await expect(
      consumeOnce(db, 'reporting', event, async () => {
        throw new Error('projection failed');
      }),
    ).rejects.toThrow('projection failed');

    let ran = false;
    expect(
      await consumeOnce(db, 'reporting', event, async () => {
        ran = true;
      }),
    ).toBe(true);
    expect(ran).toBe(true);
  });

  describe('claimEvent', () => {
    /** One statement that records a row of `type` FROM the claim, as a consumer's write would. */
    const writeOnce = (consumer: string, event: EventEnvelope, type: string) => {
      const claimed = claimEvent(db, consumer, event);
      return db
        .with(claimed)
        .insert(outboxEvents)
        .select(sql`SELECT gen_random_uuid(), ${type}::text, '{}'::jsonb, now(), NULL::timestamptz, 0 FROM ${claimed}`);
    };
    const written = async (type: string) => (await db.select().from(outboxEvents)).filter((row) => row.type === type);

    it('lets a statement write once per consumer for an event delivered twice, even concurrently', async () => {
      const event = newEvent('orders.created', { order_id: 'claimed' });

      await Promise.all([writeOnce('reporting', event, 'by-reporting'), writeOnce('reporting', event, 'by-reporting')]);
      await writeOnce('reporting', event, 'by-reporting');
      await writeOnce('audit', event, 'by-audit');

      expect(await written('by-reporting')).toHaveLength(1);
      expect(await written('by-audit')).toHaveLength(1);
    });

    it('keeps no claim when the statement built on it fails, so the next delivery writes', async () => {
      const event = newEvent('orders.created', { order_id: 'failed-once' });
      const claimed = claimEvent(db, 'reporting', event);
      const failing = db
        .with(claimed)
        .insert(outboxEvents)
        .select(sql`SELECT gen_random_uuid(), 'x', '{}'::jsonb, now(), NULL::timestamptz, 1 / 0 FROM ${claimed}`);

      await expect(failing).rejects.toThrow();
      await writeOnce('reporting', event, 'after-failure');

      expect(await written('after-failure')).toHaveLength(1);
    });
  });
});
