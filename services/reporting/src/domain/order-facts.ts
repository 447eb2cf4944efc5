import { EventTypes, type OrderCreated, type OrderSnapshot, type OrderStatusChanged } from '@ritual/contracts/events';
import type { DbTransaction, EventEnvelope } from '@ritual/runtime';
import { sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';

type Tx = DbTransaction<typeof schema>;

/**
 * Upserts the order's row. The status is taken only when this event is newer than the one that set the
 * stored status, so redelivered or reordered events never bring back an older state. A creation loses ties
 * (a change stamped in the same instant is the later state); a change wins them.
 */
async function upsertFact(tx: Tx, order: OrderSnapshot, statusAt: string, winsTies: boolean): Promise<void> {
  const fact = {
    ritualId: order.ritual_id,
    ritualName: order.ritual_name,
    price: order.price,
    commissionType: order.commission_type,
    commissionValue: order.commission_value,
    paymentStatus: order.payment_status,
    requiresPayment: order.requires_payment,
    createdAt: new Date(order.created_at),
    statusAt: new Date(statusAt),
  };
  const stored = schema.orderFacts.statusAt;
  await tx
    .insert(schema.orderFacts)
    .values({ orderId: order.order_id, ...fact })
    .onConflictDoUpdate({
      target: schema.orderFacts.orderId,
      set: fact,
      setWhere: winsTies ? sql`${stored} <= excluded.status_at` : sql`${stored} < excluded.status_at`,
    });
}

/** Applies one orders event to the read model; other event types are ignored. */
export async function applyOrderEvent(tx: Tx, event: EventEnvelope): Promise<void> {
  if (event.type === EventTypes.OrderCreated) {
    const order = event.data as OrderCreated;
    await upsertFact(tx, order, order.created_at, false);
  } else if (event.type === EventTypes.OrderStatusChanged) {
    const change = event.data as OrderStatusChanged;
    await upsertFact(tx, change, change.changed_at, true);
  }
}
