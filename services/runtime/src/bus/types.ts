/** One event as it travels on the bus. `type` is the subject below the prefix, e.g. "orders.created". */
export interface EventEnvelope<T = unknown> {
  /** Unique per event; publishers dedupe on it and consumers record it to stay idempotent. */
  id: string;
  type: string;
  occurred_at: string;
  data: T;
}

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** How far a durable consumer is behind the stream. */
export interface ConsumerLag {
  durable: string;
  /** Events matching the durable's filter not handled yet: waiting, pulled ahead or in a handler. */
  pending: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * At-least-once delivery. A durable consumer resumes where it left off after a restart; a handler that
 * throws (or a process that dies before the handler finished) gets the event delivered again.
 */
export interface EventBus {
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Several events, given in the order they occurred (the outbox's order), in one round trip where the broker takes a
   * batch at once. When it throws, some of them may have been published.
   */
  publishAll(events: EventEnvelope[]): Promise<void>;
  subscribe(durable: string, types: string[], handler: EventHandler): Promise<Subscription>;
  close(): Promise<void>;
  /** Lag of the durables this bus subscribed (the metrics scrape reads it); [] once closed. */
  lag?(): Promise<ConsumerLag[]>;
}
