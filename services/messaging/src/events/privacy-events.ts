import { EventTypes, type PersonalDataErased } from '@ritual/contracts/events';
import type { EventBus } from '@ritual/runtime';
import type { MessageLog } from '../domain/message-log.js';

/** Its own durable, so erasures are not queued behind the orders events (and the other way round). */
export const ERASURE_CONSUMER = 'messaging-erasure';

/**
 * Orders erased by orders (retention, or an erasure re-applied after a restore) lose their messages' number and
 * parameters. Blanking what is already blank changes nothing, so a redelivery or a second replica is harmless.
 */
export function subscribePrivacyEvents(bus: EventBus, log: Pick<MessageLog, 'eraseOrders'>) {
  return bus.subscribe(ERASURE_CONSUMER, [EventTypes.PersonalDataErased], async (event) => {
    await log.eraseOrders((event.data as PersonalDataErased).order_ids);
  });
}
