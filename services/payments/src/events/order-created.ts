import { EventTypes, type OrderCreated } from '@ritual/contracts/events';
import type { EventBus } from '@ritual/runtime';
import type { PixCharges } from '../domain/pix-charges.js';

export const CHARGES_CONSUMER = 'payments-charges';

/**
 * Every new order to be paid gets its PSP charge. Opening a charge is idempotent (one row per order, one txid), and
 * a PSP outage leaves the charge pending for the retries instead of failing the event.
 */
export function openChargesForNewOrders(options: { bus: EventBus; charges: PixCharges }) {
  return options.bus.subscribe(CHARGES_CONSUMER, [EventTypes.OrderCreated], async (event) => {
    const order = event.data as OrderCreated;
    if (!order.requires_payment || order.payment_status !== 'pending') return;
    await options.charges.open({
      id: order.order_id,
      price: order.price,
      ritualName: order.ritual_name,
      createdAt: new Date(order.created_at),
    });
  });
}
