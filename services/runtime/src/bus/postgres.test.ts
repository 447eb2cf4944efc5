import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestDatabase } from '../testing/index.js';
import { newEvent } from './envelope.js';
import { PgBus } from './postgres.js';
import type { EventEnvelope } from './types.js';

const logger = createLogger('pg-bus-test', 'silent');
const fixture = fileURLToPath(new URL('./postgres.fixture.ts', import.meta.url));

/** A LISTEN connection of the test's own on the bus's NOTIFY channel, yielding the payloads in order. */
async function listenTo(url: string, channel: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const payloads: string[] = [];
  let wake: (() => void) | undefined;
  client.on('notification', (message) => {
    payloads.push(message.payload ?? '');
    wake?.();
  });
  await client.query(`LISTEN ${channel}`);
  return {
    async next(): Promise<string> {
      while (payloads.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return payloads.shift() as string;
    },
    send: (payload: string) => client.query('SELECT pg_notify($1, $2)', [channel, payload]),
    close: () => client.end(),
  };
}

type FixtureMessage = { what: string; id?: string };

/** The fixture process's messages in order, each kept until asked for (one may arrive before it is awaited). */
function messagesOf(child: ReturnType<typeof fork>) {
  const messages: FixtureMessage[] = [];
  let wake: (() => void) | undefined;
  child.on('message', (message) => {
    messages.push(message as FixtureMessage);
    wake?.();
  });
  return {
    async next(): Promise<FixtureMessage> {
      while (messages.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return messages.shift() as FixtureMessage;
    },
  };
}

function startFixture(config: { BUS_DATABASE_URL: string; EVENT_STREAM: string }, durable: string, type: string) {
  return fork(fixture, [config.BUS_DATABASE_URL, config.EVENT_STREAM, durable, type], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function collector() {
  const events: EventEnvelope[] = [];
  let wake: (() => void) | undefined;
  return {
    events,
    handler: async (event: EventEnvelope) => {
      events.push(event);
      wake?.();
    },
    async until(count: number): Promise<EventEnvelope[]> {
      while (events.length < count) await new Promise<void>((resolve) => (wake = resolve));
      return events;
    },
  };
}

describe('PgBus (pg-boss on PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let config: { BUS_DATABASE_URL: string; EVENT_STREAM: string };
  let bus: PgBus;

  beforeAll(async () => {
    database = await createTestDatabase('bus');
    config = { BUS_DATABASE_URL: database.url, EVENT_STREAM: 'TEST-EVENTS' };
    bus = await PgBus.connect(config, logger, { ackWaitMs: 1000, retryBaseMs: 1000, maintenanceIntervalMs: 1000 });
  });

  afterAll(async () => {
    await bus?.close();
    await database?.drop();
  });

  it('lets several buses create their queues at once on a fresh stream (services starting side by side)', async () => {
    const fresh = { ...config, EVENT_STREAM: 'TEST-SIDE-BY-SIDE' };
    const buses = await Promise.all(Array.from({ length: 4 }, () => PgBus.connect(fresh, logger)));
    try {
      const subscriptions = await Promise.all(
        buses.flatMap((each, index) =>
          ['a', 'b', 'c'].map((suffix) =>
            each.subscribe(`durable-${index}-${suffix}`, ['orders.created'], async () => {}),
          ),
        ),
      );

      expect(subscriptions).toHaveLength(12);
    } finally {
      await Promise.all(buses.map((each) => each.close()));
    }
  });

  it('delivers a published event to a durable subscriber with the same envelope', async () => {
    const seen = collector();
    const sub = await bus.subscribe('round-trip', ['orders.created'], seen.handler);
    const event = newEvent('orders.created', { order_id: 1, total_cents: 12_345 });
    await bus.publish(event);

    expect(await seen.until(1)).toEqual([event]);
    await sub.stop();
  });

  it('keeps events published while the durable has no process and delivers them when one subscribes again', async () => {
    const first = collector();
    const sub = await bus.subscribe('resume', ['orders.status_changed'], first.handler);
    await sub.stop();
    const while_down = [newEvent('orders.status_changed', { n: 1 }), newEvent('orders.status_changed', { n: 2 })];
    for (const event of while_down) await bus.publish(event);

    const other = await PgBus.connect(config, logger);
    try {
      const seen = collector();
      await other.subscribe('resume', ['orders.status_changed'], seen.handler);
      expect((await seen.until(2)).map((e) => e.id).sort()).toEqual(while_down.map((e) => e.id).sort());
      expect(first.events).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('reaches a durable another bus subscribed after this one last published: the new subscription is announced', async () => {
    const publisher = await PgBus.connect(config, logger);
    const seen = collector();
    let sub: Awaited<ReturnType<PgBus['subscribe']>> | undefined;
    try {
      await publisher.publish(newEvent('orders.refunded', { n: 0 }));
      sub = await bus.subscribe('late-joiner', ['orders.refunded'], seen.handler);
      const published: string[] = [];

      // The announcement travels by NOTIFY: publish until one arrives, for well under the copy's 5 s time to live.
      const deadline = Date.now() + 2000;
      while (seen.events.length === 0 && Date.now() < deadline) {
        const event = newEvent('orders.refunded', { n: published.length + 1 });
        published.push(event.id);
        await publisher.publish(event);
        await Promise.race([seen.until(1), new Promise((resolve) => setTimeout(resolve, 50))]);
      }

      expect(seen.events.length).toBeGreaterThan(0);
      expect(published).toContain(seen.events[0]!.id);
    } finally {
      await sub?.stop();
      await publisher.close();
    }
  });

  it('stores a republished event id once per durable and honours wildcard and multi-type filters', async () => {
    const exact = collector();
    const wildcard = collector();
    const subs = [
      await bus.subscribe('dedupe-exact', ['payments.receipt_verified', 'orders.created'], exact.handler),
      await bus.subscribe('dedupe-wild', ['payments.>'], wildcard.handler),
    ];
    const event = newEvent('payments.receipt_verified', { order_id: 2 });
    await bus.publish(event);
    await bus.publish(event);
    await bus.publish(newEvent('catalog.ritual_changed', {}));
    const last = newEvent('orders.created', { order_id: 3 });
    await bus.publish(last);

    expect((await exact.until(2)).map((e) => e.id)).toEqual([event.id, last.id]);
    expect((await wildcard.until(1)).map((e) => e.id)).toEqual([event.id]);
    // Acks are written right after the handler returns.
    await expect
      .poll(() => bus.lag())
      .toEqual(
        expect.arrayContaining([
          { durable: 'dedupe-exact', pending: 0 },
          { durable: 'dedupe-wild', pending: 0 },
        ]),
      );
    expect(exact.events).toHaveLength(2);
    await Promise.all(subs.map((s) => s.stop()));
  });

  it('publishes a batch to every durable subscribed, each event once and in the order the events occurred', async () => {
    const all = collector();
    const twos = collector();
    const subs = [
      await bus.subscribe('batch-all', ['batch.>'], all.handler),
      await bus.subscribe('batch-two', ['batch.two'], twos.handler),
    ];
    const start = Date.now();
    const events = (['batch.one', 'batch.two', 'batch.one'] as const).map((type, index) => ({
      ...newEvent(type, { index }),
      occurred_at: new Date(start + index).toISOString(),
    }));

    await bus.publishAll(events);
    await bus.publishAll([events[1]!]);

    expect((await all.until(3)).map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(await twos.until(1)).toEqual([events[1]]);
    await expect
      .poll(() => bus.lag())
      .toEqual(
        expect.arrayContaining([
          { durable: 'batch-all', pending: 0 },
          { durable: 'batch-two', pending: 0 },
        ]),
      );
    expect([all.events.length, twos.events.length]).toEqual([3, 1]);
    await Promise.all(subs.map((sub) => sub.stop()));
  });

  it('delivers a batch larger than one fetch in publish order, when the durable catches up on it', async () => {
    const reader = await PgBus.connect(config, logger, { maxMessages: 2 });
    try {
      await (await reader.subscribe('batch-backlog', ['backlog.created'], async () => {})).stop();
      const start = Date.now();
      const events = Array.from({ length: 9 }, (_, index) => ({
        ...newEvent('backlog.created', { index }),
        occurred_at: new Date(start + index).toISOString(),
      }));
      await reader.publishAll(events);

      const seen = collector();
      await reader.subscribe('batch-backlog', ['backlog.created'], seen.handler);

      expect((await seen.until(9)).map((event) => event.id)).toEqual(events.map((event) => event.id));
    } finally {
      await reader.close();
    }
  });

  it('redelivers an event after its handler failed', async () => {
    const seen = collector();
    const sub = await bus.subscribe('retry', ['orders.retry'], async (event) => {
      await seen.handler(event);
      if (seen.events.length === 1) throw new Error('transient failure');
    });
    const event = newEvent('orders.retry', {});
    await bus.publish(event);

    expect((await seen.until(2)).map((e) => e.id)).toEqual([event.id, event.id]);
    await sub.stop();
  });

  it('wakes a subscriber in this process directly, with no NOTIFY for an event only this process consumes', async () => {
    const channel = await listenTo(config.BUS_DATABASE_URL, 'bus_test_events');
    const publisher = await PgBus.connect(config, logger);
    const seen = collector();
    const sub = await bus.subscribe('in-process', ['orders.in_process'], seen.handler);
    try {
      const event = newEvent('orders.in_process', { order_id: 5 });
      await publisher.publish(event);
      expect((await seen.until(1)).map((e) => e.id)).toEqual([event.id]);

      // Notifications arrive in order: a NOTIFY sent for the publish would come before this one.
      await channel.send('marker');
      expect(await channel.next()).toBe('marker');
    } finally {
      await sub.stop();
      await publisher.close();
      await channel.close();
    }
  });

  it('announces an event by NOTIFY when its subscriber runs in another process', async () => {
    const channel = await listenTo(config.BUS_DATABASE_URL, 'bus_test_events');
    const child = startFixture(config, 'elsewhere', 'orders.elsewhere');
    const messages = messagesOf(child);
    let publisher: PgBus | undefined;
    try {
      expect(await messages.next()).toEqual({ what: 'ready' });
      // A bus connected after the subscription reads it; `bus` learns of it by a NOTIFY that may still be on its way.
      publisher = await PgBus.connect(config, logger);
      const event = newEvent('orders.elsewhere', { order_id: 6 });
      await publisher.publish(event);

      expect(await channel.next()).toBe('elsewhere');
      expect(await messages.next()).toEqual({ what: 'received', id: event.id });
    } finally {
      child.kill('SIGKILL');
      await publisher?.close();
      await channel.close();
    }
  });

  it('redelivers an event whose consumer process was killed before acking', async () => {
    const child = startFixture(config, 'crashy', 'orders.crashy');
    const messages = messagesOf(child);
    expect(await messages.next()).toEqual({ what: 'ready' });
    // A bus connected after the subscription reads it; `bus` learns of it by a NOTIFY that may still be on its way.
    const publisher = await PgBus.connect(config, logger);
    const event = newEvent('orders.crashy', { order_id: 4 });
    await publisher.publish(event);
    await publisher.close();
    expect(await messages.next()).toEqual({ what: 'received', id: event.id });
    child.kill('SIGKILL');
    await once(child, 'exit');

    const seen = collector();
    const sub = await bus.subscribe('crashy', ['orders.crashy'], seen.handler);
    expect((await seen.until(1)).map((e) => e.id)).toEqual([event.id]);
    await sub.stop();
  });
});
