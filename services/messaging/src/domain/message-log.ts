import { instantOf } from '@ritual/contracts/store-time';
import { type Database, type DbTransaction, invalidArgument } from '@ritual/runtime';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { optOutKey } from './opt-outs.js';

export type MessageRow = typeof schema.messages.$inferSelect;

export const PERIOD_INVALID = 'Data inválida: use AAAA-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The message log as the panel, LGPD and the dashboard read it. */
export class MessageLog {
  constructor(
    private readonly db: Database<typeof schema>,
    private readonly timeZone: string,
  ) {}

  /** Each order's messages (by kind and step) and whether its number opted out. */
  async byOrders(orderIds: number[]): Promise<{ orderId: number; messages: MessageRow[]; optedOut: boolean }[]> {
    const ids = [...new Set(orderIds)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 1000);
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(schema.messages)
      .where(inArray(schema.messages.orderId, ids))
      .orderBy(asc(schema.messages.orderId), asc(schema.messages.dueAt), asc(schema.messages.id));
    const keys = [...new Set(rows.map((row) => row.recipient).filter(Boolean))].map(optOutKey);
    const optedOut = new Set(
      keys.length
        ? (
            await this.db
              .select({ recipient: schema.optOuts.recipient })
              .from(schema.optOuts)
              .where(inArray(schema.optOuts.recipient, keys))
          ).map((row) => row.recipient)
        : [],
    );
    return ids.map((orderId) => {
      const messages = rows.filter((row) => row.orderId === orderId);
      return {
        orderId,
        messages,
        optedOut: messages.some((row) => row.recipient && optedOut.has(optOutKey(row.recipient))),
      };
    });
  }

  /** Scheduled and due, being sent, or waiting to be retried. */
  async queued(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.messages)
      .where(
        sql`(${schema.messages.state} = 'scheduled' AND ${schema.messages.dueAt} <= now()) OR ${schema.messages.state} = 'sending'`,
      );
    return row?.count ?? 0;
  }

  /** Every message to one number (`recipient`: digits with country code), oldest first. */
  async forRecipient(recipient: string): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(schema.messages)
      .where(inArray(schema.messages.recipient, variants(recipient)))
      .orderBy(asc(schema.messages.createdAt), asc(schema.messages.id));
  }

  /**
   * Removes the number and the parameters (name, ritual, link) from its messages, and its opt-out and consent
   * revocation: once the person's orders are erased no order carries the number, so nothing could be sent under the
   * withdrawn consent, and keeping the number only to remember that would be keeping it without purpose (LGPD art. 16).
   */
  async erase(recipient: string): Promise<{ messages: number; optOuts: number }> {
    return this.db.transaction(async (tx) => {
      const erased = await blankMessages(tx, inArray(schema.messages.recipient, variants(recipient)));
      const optOuts = await tx
        .delete(schema.optOuts)
        .where(eq(schema.optOuts.recipient, optOutKey(recipient)))
        .returning({ recipient: schema.optOuts.recipient });
      await tx.delete(schema.consentRevocations).where(eq(schema.consentRevocations.recipient, optOutKey(recipient)));
      await tx.delete(schema.recipientPacing).where(inArray(schema.recipientPacing.recipient, variants(recipient)));
      return { messages: erased, optOuts: optOuts.length };
    });
  }

  /**
   * The messages of orders orders erased (orders.personal_data_erased: retention, or an erasure re-applied after a
   * restore), blanked as `erase` blanks a person's. The number's opt-out stays: other orders may still carry it.
   */
  async eraseOrders(orderIds: number[]): Promise<number> {
    if (orderIds.length === 0) return 0;
    return this.db.transaction((tx) => blankMessages(tx, inArray(schema.messages.orderId, orderIds)));
  }

  /** Orders paid after a reminder, in the store-time-zone days given (both inclusive; empty = unbounded). */
  async recovered(from: string, to: string): Promise<{ orders: number; amount: string }> {
    for (const day of [from, to]) if (day && !DAY.test(day)) throw invalidArgument(PERIOD_INVALID);
    const conditions = [];
    if (from) conditions.push(gte(schema.recoveredOrders.paidAt, instantOf(`${from}T00:00:00`, this.timeZone)));
    if (to) {
      const next = new Date(`${to}T00:00:00Z`);
      if (Number.isNaN(next.getTime())) throw invalidArgument(PERIOD_INVALID);
      next.setUTCDate(next.getUTCDate() + 1);
      conditions.push(
        lt(schema.recoveredOrders.paidAt, instantOf(`${next.toISOString().slice(0, 10)}T00:00:00`, this.timeZone)),
      );
    }
    const [row] = await this.db
      .select({
        orders: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${schema.recoveredOrders.amount}), 0)::numeric(12,2)::text`,
      })
      .from(schema.recoveredOrders)
      .where(and(...conditions));
    return { orders: row?.orders ?? 0, amount: row?.amount ?? '0.00' };
  }
}

/** The one way messages lose their personal data: no number, no parameters (name, ritual, link). */
async function blankMessages(tx: DbTransaction<typeof schema>, which: SQL | undefined): Promise<number> {
  const erased = await tx
    .update(schema.messages)
    .set({ recipient: '', parameters: [] })
    .where(which)
    .returning({ id: schema.messages.id });
  return erased.length;
}

/** A Brazilian mobile as WhatsApp may spell it: with and without the leading 9. */
export function variants(recipient: string): string[] {
  const key = optOutKey(recipient);
  const mobile = /^55(\d{2})(\d{8})$/.exec(key);
  return mobile && /^[6-9]/.test(mobile[2]!)
    ? [...new Set([recipient, key, `55${mobile[1]}9${mobile[2]}`])]
    : [recipient];
}
