import {
  EventTypes,
  type OrderStatusChanged,
  type PersonalDataErased,
  type RetentionDue,
} from '@ritual/contracts/events';
import type { EventBus, Logger, Subscription } from '@ritual/runtime';
import type { ReceiptRetention } from '../domain/receipt-retention.js';
import type { ReceiptDesk } from '../domain/receipts.js';

/** Durable consumers (one per concern, so a long retention run holds up neither erasures nor payments). */
export const ERASURE_CONSUMER = 'payments-erasure';
export const RETENTION_CONSUMER = 'payments-retention';
export const PAID_ORDERS_CONSUMER = 'payments-paid-orders';

/**
 * The privacy events payments acts on. Each handler is idempotent by the state it leaves (an erased receipt has no
 * file to delete; a file removed by the retention is no longer claimed; the earliest paid moment stays), so a
 * redelivery or a second replica changes nothing.
 */
export async function subscribePrivacyEvents(options: {
  bus: EventBus;
  receipts: Pick<ReceiptDesk, 'erase'>;
  retention: ReceiptRetention;
  logger: Logger;
}): Promise<Subscription> {
  const { bus, receipts, retention, logger } = options;
  const subscriptions = await Promise.all([
    bus.subscribe(ERASURE_CONSUMER, [EventTypes.PersonalDataErased], async (event) => {
      const { order_ids } = event.data as PersonalDataErased;
      const erased = await receipts.erase(order_ids);
      logger.info({ orders: order_ids.length, filesDeleted: erased.filesDeleted }, 'receipts of erased orders erased');
    }),
    bus.subscribe(RETENTION_CONSUMER, [EventTypes.RetentionDue], async (event) => {
      const due = event.data as RetentionDue;
      const done = await retention.run(due);
      logger.info({ runId: due.run_id, counts: done?.counts ?? { receipt_files_deleted: 0 } }, 'receipt retention run');
    }),
    bus.subscribe(PAID_ORDERS_CONSUMER, [EventTypes.OrderStatusChanged], async (event) => {
      const change = event.data as OrderStatusChanged;
      if (change.payment_status === 'paid') await retention.orderPaid(change.order_id, new Date(change.changed_at));
    }),
  ]);
  return { stop: async () => void (await Promise.all(subscriptions.map((s) => s.stop()))) };
}
