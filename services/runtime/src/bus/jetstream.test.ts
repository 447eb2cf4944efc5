import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { newEvent } from './envelope.js';
import { JetStreamBus } from './jetstream.js';
import type { EventEnvelope } from './types.js';

const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const suffix = randomBytes(4).toString('hex');
const config = { NATS_URL, EVENT_STREAM: `TEST_${suffix}`, EVENT_SUBJECT_PREFIX: `t${suffix}` };
const logger = createLogger('jetstream-test', 'silent');

function nextEvent() {
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

describe('JetStreamBus', () => {
  let bus: JetStreamBus;

  beforeAll(async () => {
    bus = await JetStreamBus.connect(config, logger, { name: 'jetstream-test', ackWaitMs: 1000 });
  });

  afterAll(async () => {
    await bus?.close();
    const nc = await connect({ servers: NATS_URL });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(config.EVENT_STREAM).catch(() => {});
    await nc.close();
  });

  it('delivers a published event to a durable subscriber with the same envelope', async () => {
    const seen = nextEvent();
    const sub = await bus.subscribe('round-trip', ['orders.created'], seen.handler);
    const event = newEvent('orders.created', { order_id: 'a1', total_cents: 12_345 });
    await bus.publish(event);

    const [received] = await seen.until(1);
    expect(received).toEqual(event);
    await sub.stop();
  });

  it('stores a republished event id once and delivers it once', async () => {
    const seen = nextEvent();
    const sub = await bus.subscribe('dedupe', ['payments.receipt_verified'], seen.handler);
    const event = newEvent('payments.receipt_verified', { order_id: 'b2' });
    await bus.publish(event);
    await bus.publish(event);
    const after = newEvent('payments.receipt_verified', { order_id: 'b3' });
    await bus.publish(after);

    // The stream is ordered, so once `after` arrives a duplicate would already have been delivered.
    expect((await seen.until(2)).map((e) => e.id)).toEqual([event.id, after.id]);
    await sub.stop();
  });

  it('publishes a batch in its order, storing an event id it already has once', async () => {
    const seen = nextEvent();
    const sub = await bus.subscribe('batch', ['orders.batched'], seen.handler);
    const earlier = newEvent('orders.batched', { n: 1 });
    await bus.publish(earlier);
    const batch = [newEvent('orders.batched', { n: 2 }), earlier, newEvent('orders.batched', { n: 3 })];

    await bus.publishAll(batch);

    // The stream is ordered, so a second copy of `earlier` would arrive before the batch's last event.
    expect((await seen.until(3)).map((e) => e.id)).toEqual([earlier.id, batch[0]!.id, batch[2]!.id]);
    await sub.stop();
  });

  it('filters several types for one durable', async () => {
    const seen = nextEvent();
    const sub = await bus.subscribe('multi', ['multi.a', 'multi.b'], seen.handler);
    await bus.publish(newEvent('multi.a', 1));
    await bus.publish(newEvent('multi.other', 2));
    await bus.publish(newEvent('multi.b', 3));

    expect((await seen.until(2)).map((e) => e.type)).toEqual(['multi.a', 'multi.b']);
    await sub.stop();
  });

  it('redelivers the event after a handler failure', async () => {
    const retrying = await JetStreamBus.connect(config, logger, { ackWaitMs: 1000, retryBaseMs: 50 });
    try {
      const seen = nextEvent();
      await retrying.subscribe('nak', ['orders.status_changed'], async (event) => {
        await seen.handler(event);
        if (seen.events.length === 1) throw new Error('transient failure');
      });
      const event = newEvent('orders.status_changed', { status: 'paid' });
      await retrying.publish(event);

      expect((await seen.until(2)).map((e) => e.id)).toEqual([event.id, event.id]);
    } finally {
      await retrying.close();
    }
  });

  it('redelivers an event whose consumer process died before acking to the next subscriber of the durable', async () => {
    const doomed = await JetStreamBus.connect(config, logger, { name: 'doomed', ackWaitMs: 1000 });
    let received!: (event: EventEnvelope) => void;
    const firstDelivery = new Promise<EventEnvelope>((resolve) => (received = resolve));
    await doomed.subscribe('crashy', ['orders.created_crashy'], (event) => {
      received(event);
      return new Promise<void>(() => {});
    });
    const event = newEvent('orders.created_crashy', { order_id: 'c3' });
    await bus.publish(event);
    expect((await firstDelivery).id).toBe(event.id);

    // Closing the socket without draining is what a killed process looks like to the server.
    await doomed.connection.close();

    const seen = nextEvent();
    const started = Date.now();
    const sub = await bus.subscribe('crashy', ['orders.created_crashy'], seen.handler);
    const [again] = await seen.until(1);
    expect(again).toEqual(event);
    expect(Date.now() - started).toBeLessThan(5000);
    await sub.stop();
  });
});
