import { EventTypes } from '@ritual/contracts/events';
import type { EventBus, EventEnvelope } from '@ritual/runtime';
import type { Schedule } from '../domain/schedule.js';

/** The one durable consumer of the messaging replicas: an event is handled by one of them. */
export const CONSUMER = 'messaging';

/** Applies each orders event once, however often it is delivered; wakes the sender when a message became due. */
export function orderEventHandler(schedule: Schedule, onScheduled: () => void) {
  return async (event: EventEnvelope): Promise<void> => {
    if (await schedule.apply(event)) onScheduled();
  };
}

export function subscribeOrderEvents(bus: EventBus, schedule: Schedule, onScheduled: () => void) {
  return bus.subscribe(
    CONSUMER,
    [EventTypes.OrderCreated, EventTypes.OrderStatusChanged],
    orderEventHandler(schedule, onScheduled),
  );
}
