import { afterEach, describe, expect, it } from 'vitest';
import { newEvent } from './envelope.js';
import { MemoryBus } from './memory.js';
import type { EventEnvelope } from './types.js';

/** Collects deliveries and lets a test await the n-th one. */
function collector() {
  const events: EventEnvelope[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    events,
    push(event: EventEnvelope) {
      events.push(event);
      for (const w of waiters.filter((w) => events.length >= w.count)) w.resolve();
    },
    until(count: number) {
      return new Promise<EventEnvelope[]>((resolve) => {
        if (events.length >= count) resolve(events);
        else waiters.push({ count, resolve: () => resolve(events) });
      });
    },
  };
}

describe('MemoryBus', () => {
  let bus: MemoryBus;
  afterEach(async () => {
    await bus.close();
  });

  it('redelivers the same event after the handler throws', async () => {
    bus = new MemoryBus(undefined, { retryBaseMs: 10 });
    const seen = collector();
    await bus.subscribe('reporting', ['orders.created'], async (event) => {
      seen.push(event);
      if (seen.events.length === 1) throw new Error('database unavailable');
    });
    const event = newEvent('orders.created', { order_id: 7 });
    await bus.publish(event);

    const [first, second] = await seen.until(2);
    expect(first).toEqual(event);
    expect(second).toEqual(event);
  });

  it('resumes a durable after the last acked event when it subscribes again', async () => {
    bus = new MemoryBus();
    const first = collector();
    const e1 = newEvent('orders.created', { n: 1 });
    await bus.publish(e1);
    const subscription = await bus.subscribe('reporting', ['orders.created'], async (event) => first.push(event));
    await first.until(1);
    await subscription.stop();

    const e2 = newEvent('orders.created', { n: 2 });
    await bus.publish(e2);
    const second = collector();
    await bus.subscribe('reporting', ['orders.created'], async (event) => second.push(event));
    const e3 = newEvent('orders.created', { n: 3 });
    await bus.publish(e3);

    expect((await second.until(2)).map((e) => e.id)).toEqual([e2.id, e3.id]);
    expect(first.events.map((e) => e.id)).toEqual([e1.id]);
  });

  it('delivers earlier events to a new durable and only the types it asked for', async () => {
    bus = new MemoryBus();
    const created = newEvent('orders.created', { n: 1 });
    await bus.publish(newEvent('catalog.ritual_changed', { id: 1 }));
    await bus.publish(created);
    const seen = collector();
    await bus.subscribe('audit', ['orders.*'], async (event) => seen.push(event));
    const changed = newEvent('orders.status_changed', { n: 2 });
    await bus.publish(changed);

    expect((await seen.until(2)).map((e) => e.type)).toEqual(['orders.created', 'orders.status_changed']);
  });

  it('ignores a republished event id and gives each durable its own copy', async () => {
    bus = new MemoryBus();
    const a = collector();
    const b = collector();
    await bus.subscribe('a', ['orders.created'], async (event) => {
      (event.data as { n: number }).n = 99;
      a.push(event);
    });
    await bus.subscribe('b', ['orders.created'], async (event) => b.push(event));
    const event = newEvent('orders.created', { n: 1 });
    await bus.publish(event);
    await bus.publish(event);
    const next = newEvent('orders.created', { n: 2 });
    await bus.publish(next);

    expect((await a.until(2)).map((e) => e.id)).toEqual([event.id, next.id]);
    expect((await b.until(2)).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('publishes a batch in its order and ignores an event id it already has', async () => {
    bus = new MemoryBus();
    const seen = collector();
    await bus.subscribe('reporting', ['orders.*'], async (event) => seen.push(event));
    const earlier = newEvent('orders.created', { n: 1 });
    await bus.publish(earlier);
    const batch = [newEvent('orders.status_changed', { n: 2 }), earlier, newEvent('orders.created', { n: 3 })];

    await bus.publishAll(batch);

    // Deliveries follow the log, so a second copy of `earlier` would come before the batch's last event.
    expect((await seen.until(3)).map((e) => e.id)).toEqual([earlier.id, batch[0]!.id, batch[2]!.id]);
  });

  it('shares one durable between two subscriptions without delivering an event to both', async () => {
    bus = new MemoryBus();
    const seen = collector();
    const handler = async (event: EventEnvelope) => seen.push(event);
    await bus.subscribe('worker', ['jobs.run'], handler);
    await bus.subscribe('worker', ['jobs.run'], handler);
    const events = [newEvent('jobs.run', 1), newEvent('jobs.run', 2), newEvent('jobs.run', 3)];
    for (const event of events) await bus.publish(event);
    const sentinel = newEvent('jobs.run', 4);
    await bus.publish(sentinel);

    const ids = (await seen.until(4)).map((e) => e.id).sort();
    expect(ids).toEqual([...events, sentinel].map((e) => e.id).sort());
  });

  it('rejects an event type that cannot be a subject', async () => {
    bus = new MemoryBus();
    await expect(bus.publish({ ...newEvent('orders.created', {}), type: 'orders created' })).rejects.toThrow(
      /invalid event type/,
    );
  });
});
