import { EventTypes } from '@ritual/contracts/events';
import type { Database, EventBus, EventEnvelope } from '@ritual/runtime';
import type * as schema from '../db/schema.js';
import { applyOrderEvent } from '../domain/order-facts.js';

export const CONSUMER = 'reporting';

/** Applies each orders event once, however often it is delivered. */
export function orderEventHandler(db: Database<typeof schema>) {
  return async (event: EventEnvelope): Promise<void> => {
    await applyOrderEvent(db, CONSUMER, event);
  };
}

export function subscribeOrderEvents(bus: EventBus, db: Database<typeof schema>) {
  return bus.subscribe(CONSUMER, [EventTypes.OrderCreated, EventTypes.OrderStatusChanged], orderEventHandler(db));
}
