import type { Logger } from '../logger.js';
import { assertEnvelope, assertTypeFilters, backoffMs, sanitizeDurable, typeMatches } from './envelope.js';
import type { ConsumerLag, EventBus, EventEnvelope, EventHandler, Subscription } from './types.js';

export interface MemoryBusOptions {
  /** First redelivery delay after a handler failed; doubles per attempt. Default 100 ms. */
  retryBaseMs?: number;
  /** Upper bound of the redelivery delay. Default 5 s. */
  retryMaxMs?: number;
}

interface Consumer {
  handler: EventHandler;
  busy: boolean;
  stopped: boolean;
  current?: Promise<void>;
}

/** Server-side state of one durable: it outlives its subscriptions, like a JetStream durable consumer. */
interface DurableState {
  name: string;
  filters: string[];
  /** Index of the next log entry not yet looked at. */
  cursor: number;
  /** Log indexes due for redelivery, oldest failure first. */
  ready: number[];
  attempts: Map<number, number>;
  timers: Set<NodeJS.Timeout>;
  consumers: Consumer[];
  nextConsumer: number;
}

/**
 * In-process bus with JetStream's delivery rules: every durable sees every matching event once it is
 * published (including events published before the durable first subscribed), one event at a time per
 * subscription, and gets it again after a backoff when the handler throws.
 */
export class MemoryBus implements EventBus {
  /** Events as JSON, so handlers get a fresh copy on each delivery as they would from the wire. */
  private readonly log: { type: string; json: string }[] = [];
  private readonly ids = new Set<string>();
  private readonly durables = new Map<string, DurableState>();
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private closed = false;

  constructor(
    private readonly logger?: Logger,
    options: MemoryBusOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 100;
    this.retryMaxMs = options.retryMaxMs ?? 5000;
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    assertEnvelope(event);
    if (this.ids.has(event.id)) return;
    const json = JSON.stringify(event);
    this.ids.add(event.id);
    this.log.push({ type: event.type, json });
    for (const durable of this.durables.values()) this.pump(durable);
  }

  async publishAll(events: EventEnvelope[]): Promise<void> {
    for (const event of events) await this.publish(event);
  }

  async subscribe(durable: string, types: string[], handler: EventHandler): Promise<Subscription> {
    if (this.closed) throw new Error('bus is closed');
    assertTypeFilters(types);
    const name = sanitizeDurable(durable);
    let state = this.durables.get(name);
    if (!state) {
      state = {
        name,
        filters: [],
        cursor: 0,
        ready: [],
        attempts: new Map(),
        timers: new Set(),
        consumers: [],
        nextConsumer: 0,
      };
      this.durables.set(name, state);
    }
    state.filters = [...types];
    const consumer: Consumer = { handler, busy: false, stopped: false };
    state.consumers.push(consumer);
    this.pump(state);
    const owner = state;
    return {
      stop: async () => {
        if (consumer.stopped) return;
        consumer.stopped = true;
        owner.consumers = owner.consumers.filter((c) => c !== consumer);
        await consumer.current;
      },
    };
  }

  /** Per durable (subscribed or not right now): events in a handler, due for redelivery, or not yet looked at. */
  async lag(): Promise<ConsumerLag[]> {
    if (this.closed) return [];
    return [...this.durables.values()].map((state) => {
      let pending = state.ready.length + state.consumers.filter((consumer) => consumer.busy).length;
      for (let index = state.cursor; index < this.log.length; index++) if (this.matches(state, index)) pending++;
      return { durable: state.name, pending };
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const running: Promise<void>[] = [];
    for (const state of this.durables.values()) {
      for (const timer of state.timers) clearTimeout(timer);
      state.timers.clear();
      for (const consumer of state.consumers) {
        consumer.stopped = true;
        if (consumer.current) running.push(consumer.current);
      }
      state.consumers = [];
    }
    await Promise.all(running);
  }

  private pump(state: DurableState): void {
    while (!this.closed) {
      const consumer = this.idleConsumer(state);
      if (!consumer) return;
      const index = this.nextIndex(state);
      if (index === undefined) return;
      this.deliver(state, consumer, index);
    }
  }

  private idleConsumer(state: DurableState): Consumer | undefined {
    const count = state.consumers.length;
    for (let i = 0; i < count; i++) {
      const consumer = state.consumers[(state.nextConsumer + i) % count];
      if (consumer && !consumer.busy && !consumer.stopped) {
        state.nextConsumer = (state.nextConsumer + i + 1) % count;
        return consumer;
      }
    }
    return undefined;
  }

  private nextIndex(state: DurableState): number | undefined {
    while (state.ready.length > 0) {
      const index = state.ready.shift()!;
      if (this.matches(state, index)) return index;
      state.attempts.delete(index);
    }
    while (state.cursor < this.log.length) {
      const index = state.cursor++;
      if (this.matches(state, index)) return index;
    }
    return undefined;
  }

  private matches(state: DurableState, index: number): boolean {
    const entry = this.log[index];
    return entry !== undefined && state.filters.some((filter) => typeMatches(filter, entry.type));
  }

  private deliver(state: DurableState, consumer: Consumer, index: number): void {
    const entry = this.log[index]!;
    const attempt = (state.attempts.get(index) ?? 0) + 1;
    state.attempts.set(index, attempt);
    consumer.busy = true;
    consumer.current = (async () => {
      // Never run a handler inside the publisher's call stack.
      await Promise.resolve();
      const event = JSON.parse(entry.json) as EventEnvelope;
      try {
        await consumer.handler(event);
        state.attempts.delete(index);
      } catch (err) {
        const delay = backoffMs(attempt, this.retryBaseMs, this.retryMaxMs);
        this.logger?.warn(
          { err, durable: state.name, event_id: event.id, type: event.type, attempt, retry_in_ms: delay },
          'event handler failed, will redeliver',
        );
        this.scheduleRedelivery(state, index, delay);
      } finally {
        consumer.busy = false;
        consumer.current = undefined;
        this.pump(state);
      }
    })();
  }

  private scheduleRedelivery(state: DurableState, index: number, delay: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      state.ready.push(index);
      this.pump(state);
    }, delay);
    timer.unref();
    state.timers.add(timer);
  }
}
