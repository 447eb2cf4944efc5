import { EventTypes, type PixConfirmed, type PixRefunded } from '@ritual/contracts/events';
import { consumeOnce, type EventBus, type Logger } from '@ritual/runtime';
import type { OrdersDatabase } from '../db/database.js';
import type { OrderBook } from '../domain/order-book.js';

export const PSP_CONSUMER = 'orders-psp';

/**
 * What the bank said about an order (PSP): a confirmed Pix pays it, a full refund cancels it; each exactly once
 * however often the event is delivered.
 */
export function consumePspPayments(options: {
  bus: EventBus;
  db: OrdersDatabase;
  book: OrderBook;
  onEventsQueued: () => void;
  logger: Logger;
}) {
  const { db, book, logger } = options;
  return options.bus.subscribe(PSP_CONSUMER, [EventTypes.PixConfirmed, EventTypes.PixRefunded], async (event) => {
    const { order_id: orderId } = event.data as PixConfirmed | PixRefunded;
    const confirmed = event.type === EventTypes.PixConfirmed;
    let changed = false;
    await consumeOnce(db, PSP_CONSUMER, event, async (tx) => {
      changed = confirmed ? await book.applyBankPayment(tx, orderId) : await book.applyRefund(tx, orderId);
    });
    if (changed) {
      logger.info({ order_id: orderId, event_id: event.id }, confirmed ? 'order paid by the bank' : 'order refunded');
      options.onEventsQueued();
    }
  });
}
