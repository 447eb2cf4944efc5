import { EventTypes, type OrderCreated, type OrderSnapshot, type OrderStatusChanged } from '@ritual/contracts/events';
import { claimEvent, type Database, type EventEnvelope } from '@ritual/runtime';
import { sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';

type Db = Database<typeof schema>;

/**
 * Upserts the order's row, the first time `consumer` sees the event only, in one statement. The status is taken
 * only when this event is newer than the one that set the stored status, so reordered events never bring back an
 * older state. A creation loses ties (a change stamped in the same instant is the later state); a change wins them.
 */
async function upsertFact(
  db: Db,
  consumer: string,
  event: EventEnvelope,
  order: OrderSnapshot,
  statusAt: string,
  winsTies: boolean,
): Promise<void> {
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
  const claimed = claimEvent(db, consumer, event);
  const stored = schema.orderFacts.statusAt;
  // INSERT … SELECT lists every column of order_facts, in the table's order.
  await db
    .with(claimed)
    .insert(schema.orderFacts)
    .select(
      sql`SELECT ${order.order_id}::bigint, ${fact.ritualId}::bigint, ${fact.ritualName}::text, ${fact.price}::numeric,
        ${fact.commissionType}::text, ${fact.commissionValue}::numeric, ${fact.paymentStatus}::text,
        ${fact.requiresPayment}::boolean, ${order.created_at}::timestamptz, ${statusAt}::timestamptz FROM ${claimed}`,
    )
    .onConflictDoUpdate({
      target: schema.orderFacts.orderId,
      set: fact,
      setWhere: winsTies ? sql`${stored} <= excluded.status_at` : sql`${stored} < excluded.status_at`,
    });
}

/** Applies one orders event to the read model, once per `consumer` however often it is delivered; other types are ignored. */
export async function applyOrderEvent(db: Db, consumer: string, event: EventEnvelope): Promise<void> {
  if (event.type === EventTypes.OrderCreated) {
    const order = event.data as OrderCreated;
    await upsertFact(db, consumer, event, order, order.created_at, false);
  } else if (event.type === EventTypes.OrderStatusChanged) {
    const change = event.data as OrderStatusChanged;
    await upsertFact(db, consumer, event, change, change.changed_at, true);
  }
}
