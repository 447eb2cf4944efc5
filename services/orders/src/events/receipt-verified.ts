import { EventTypes, type ReceiptVerified } from '@ritual/contracts/events';
import { consumeOnce, type EventBus, type Logger } from '@ritual/runtime';
import type { OrdersDatabase } from '../db/database.js';
import type { OrderBook } from '../domain/order-book.js';

export const ORDERS_CONSUMER = 'orders';

/** An approved receipt makes its order paid, exactly once however often the event is delivered. */
export function consumeReceiptVerified(options: {
  bus: EventBus;
  db: OrdersDatabase;
  book: OrderBook;
  onEventsQueued: () => void;
  logger: Logger;
}) {
  const { db, book, logger } = options;
  return options.bus.subscribe(ORDERS_CONSUMER, [EventTypes.ReceiptVerified], async (event) => {
    const verdict = event.data as ReceiptVerified;
    if (!verdict.payment_approved) return;
    let changed = false;
    await consumeOnce(db, ORDERS_CONSUMER, event, async (tx) => {
      changed = await book.applyApprovedReceipt(tx, verdict.order_id);
    });
    if (changed) {
      logger.info({ order_id: verdict.order_id, event_id: event.id }, 'order paid by approved receipt');
      options.onEventsQueued();
    }
  });
}
