import { EventTypes, type OrderCreated, type OrderStatusChanged } from '@ritual/contracts/events';
import { consumeOnce, type Database, type DbTransaction, type EventEnvelope } from '@ritual/runtime';
import { and, eq, inArray } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { CANCEL_REASONS } from './kinds.js';

type Db = Database<typeof schema>;
type Tx = DbTransaction<typeof schema>;

const ACCEPTED = ['sent', 'delivered', 'read'];

/**
 * Turns the orders events into the schedule: pedido_recebido now and one pix_lembrete per delay when an order is
 * placed; pagamento_aprovado, recovered-by-reminder and no more reminders when it is paid; no more reminders when it
 * is cancelled. Each event once per consumer; every row is unique per order + kind + step, so a replay adds nothing.
 */
export class Schedule {
  constructor(
    private readonly db: Db,
    private readonly consumer: string,
    /** WHATSAPP_PIX_REMINDERS in ms after the order. */
    private readonly reminderDelaysMs: number[],
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Whether the event added rows the sender should look at now. */
  async apply(event: EventEnvelope): Promise<boolean> {
    let added = false;
    await consumeOnce(this.db, this.consumer, event, async (tx) => {
      if (event.type === EventTypes.OrderCreated) added = await this.orderCreated(tx, event.data as OrderCreated);
      else if (event.type === EventTypes.OrderStatusChanged) {
        added = await this.statusChanged(tx, event.data as OrderStatusChanged);
      }
    });
    return added;
  }

  private async orderCreated(tx: Tx, order: OrderCreated): Promise<boolean> {
    const createdAt = new Date(order.created_at);
    // Due when the order was placed, not when the event arrived: an event replayed long after is stale (kinds.ts).
    const rows: (typeof schema.messages.$inferInsert)[] = [
      { orderId: order.order_id, kind: 'pedido_recebido', step: 0, dueAt: this.earliest(createdAt) },
    ];
    if (order.requires_payment && order.payment_status === 'pending') {
      this.reminderDelaysMs.forEach((delay, index) => {
        rows.push({
          orderId: order.order_id,
          kind: 'pix_lembrete',
          step: index + 1,
          dueAt: new Date(createdAt.getTime() + delay),
        });
      });
    }
    await tx.insert(schema.messages).values(rows).onConflictDoNothing();
    // Events may come out of order: a payment or cancellation seen first leaves no reminder behind.
    const [settled] = await tx
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(and(eq(schema.messages.orderId, order.order_id), eq(schema.messages.kind, 'pagamento_aprovado')));
    if (settled) await this.cancelReminders(tx, order.order_id, CANCEL_REASONS.paid);
    return true;
  }

  private async statusChanged(tx: Tx, change: OrderStatusChanged): Promise<boolean> {
    if (change.payment_status === 'cancelled') {
      await this.cancelReminders(tx, change.order_id, CANCEL_REASONS.cancelled);
      return false;
    }
    if (change.payment_status !== 'paid') return false;
    await this.cancelReminders(tx, change.order_id, CANCEL_REASONS.paid);
    await tx
      .insert(schema.messages)
      .values({
        orderId: change.order_id,
        kind: 'pagamento_aprovado',
        step: 0,
        dueAt: this.earliest(new Date(change.changed_at)),
      })
      .onConflictDoNothing();
    const [reminded] = await tx
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(
        and(
          eq(schema.messages.orderId, change.order_id),
          eq(schema.messages.kind, 'pix_lembrete'),
          inArray(schema.messages.state, ACCEPTED),
        ),
      )
      .limit(1);
    if (reminded) {
      await tx
        .insert(schema.recoveredOrders)
        .values({ orderId: change.order_id, amount: change.price, paidAt: new Date(change.changed_at) })
        .onConflictDoNothing();
    }
    return true;
  }

  /** The event's own moment, or now when the other service's clock is ahead of ours. */
  private earliest(moment: Date): Date {
    const now = this.clock();
    return Number.isNaN(moment.getTime()) || moment > now ? now : moment;
  }

  /** Reminders not yet handed to WhatsApp are no longer due. */
  private async cancelReminders(tx: Tx, orderId: number, reason: string): Promise<void> {
    await tx
      .update(schema.messages)
      .set({ state: 'cancelled', errorTitle: reason, claimedUntil: null })
      .where(
        and(
          eq(schema.messages.orderId, orderId),
          eq(schema.messages.kind, 'pix_lembrete'),
          eq(schema.messages.state, 'scheduled'),
        ),
      );
  }
}
