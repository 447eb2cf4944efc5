import type { OrdersService } from '@ritual/proto/ritual/v1/orders';
import type { AsyncClient, Database } from '@ritual/runtime';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { CANCEL_REASONS, requireRecipient } from './kinds.js';
import { variants } from './message-log.js';
import { optOutKey } from './opt-outs.js';

/**
 * Whether the person behind `recipient` withdrew consent for an order placed at `orderCreatedAt`: a revocation at
 * or after the order covers it, whatever the kind (an order placed later carries a consent of its own).
 */
export async function consentRevoked(
  db: Database<typeof schema>,
  recipient: string,
  orderCreatedAt: string,
): Promise<boolean> {
  const placed = new Date(orderCreatedAt);
  const [found] = await db
    .select({ recipient: schema.consentRevocations.recipient })
    .from(schema.consentRevocations)
    .where(
      and(
        eq(schema.consentRevocations.recipient, optOutKey(recipient)),
        // An order without a readable date is covered: when in doubt, nothing is sent.
        Number.isNaN(placed.getTime()) ? undefined : gte(schema.consentRevocations.revokedAt, placed),
      ),
    );
  return found !== undefined;
}

/**
 * LGPD art. 8 §5, "Revogar consentimento": the number gets no message of any kind any more (SAIR keeps the payment
 * and video confirmations; this does not), every message of its orders still waiting is dropped with the reason,
 * and the sender checks the revocation again just before each send, so one scheduled meanwhile never goes either.
 */
export class ConsentDesk {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      orders: Pick<AsyncClient<typeof OrdersService>, 'findDataSubjectOrders'>;
      clock?: () => Date;
    },
  ) {}

  /** How many scheduled messages were dropped. */
  async revoke(whatsapp: string): Promise<number> {
    const to = requireRecipient(whatsapp);
    const now = (this.deps.clock ?? (() => new Date()))();
    // First the record, which alone stops every later send; then what is already waiting.
    await this.deps.db
      .insert(schema.consentRevocations)
      .values({ recipient: optOutKey(to), revokedAt: now })
      .onConflictDoUpdate({
        target: schema.consentRevocations.recipient,
        set: { revokedAt: sql`greatest(${schema.consentRevocations.revokedAt}, excluded.revoked_at)` },
      });
    // Scheduled rows learn their number only when sent: they are found by the person's orders.
    const { orders } = await this.deps.orders.findDataSubjectOrders({ whatsapp }, { deadlineMs: 10_000 });
    const orderIds = orders.map((order) => order.id);
    const dropped = await this.deps.db
      .update(schema.messages)
      .set({ state: 'cancelled', errorTitle: CANCEL_REASONS.consentRevoked, claimedUntil: null, statusAt: now })
      .where(
        and(
          eq(schema.messages.state, 'scheduled'),
          sql`${schema.messages.orderId} IS NOT NULL`,
          or(
            orderIds.length ? inArray(schema.messages.orderId, orderIds) : undefined,
            inArray(schema.messages.recipient, variants(to)),
          ),
        ),
      )
      .returning({ id: schema.messages.id });
    return dropped.length;
  }
}
