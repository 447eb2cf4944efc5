import { invalidArgument } from '@ritual/runtime';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OrdersDatabase } from '../db/database.js';
import { orders } from '../db/schema.js';
import type { ErasureJournal } from './erasure-journal.js';
import type { OrderRecord } from './order-book.js';
import type { ErasedOrders, OrderErasure } from './order-erasure.js';
import { onlyDigits } from './order-form.js';

export const DATA_SUBJECT_WHATSAPP_INVALID = 'Informe o WhatsApp da pessoa com DDD, no formato (xx) xxxxx-xxxx';
/** Brazilian numbers: DDD + 8 or 9 digits, optionally with the country code 55. */
const PHONE_DIGITS = /^(55)?\d{10,11}$/;

/** The digits orders store for a WhatsApp (country code dropped, as the order form's (xx) xxxxx-xxxx has none). */
export function dataSubjectDigits(whatsapp: string): string {
  const digits = onlyDigits(whatsapp);
  if (!PHONE_DIGITS.test(digits)) throw invalidArgument(DATA_SUBJECT_WHATSAPP_INVALID);
  return digits.length > 11 ? digits.slice(2) : digits;
}

/** LGPD art. 18: a person's orders (found by the digits of their WhatsApp), their erasure and consent withdrawal. */
export class DataSubjects {
  constructor(
    private readonly db: OrdersDatabase,
    private readonly erasure: OrderErasure,
    private readonly clock: () => Date,
    private readonly journal: ErasureJournal,
  ) {}

  find(whatsapp: string): Promise<OrderRecord[]> {
    return this.db
      .select()
      .from(orders)
      .where(eq(orders.whatsappDigits, dataSubjectDigits(whatsapp)))
      .orderBy(asc(orders.id));
  }

  /**
   * Erases every order of the person as OrderErasure does (photo files, personal fields; the financial facts stay).
   * The erasure is written to the journal first (order ids only) and claimed in the erasing transaction, so a restore
   * of an older backup applies it again (erasure-journal.ts). A failure leaves the orders findable, so the erasure
   * can simply be asked again.
   */
  async erase(whatsapp: string): Promise<ErasedOrders> {
    const digits = dataSubjectDigits(whatsapp);
    const found = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.whatsappDigits, digits), isNull(orders.erasedAt)));
    const orderIds = found.map((order) => order.id);
    if (orderIds.length === 0) return { orderIds: [], deletedPhotos: [] };
    const key = await this.journal.record(orderIds);
    return this.db.transaction(async (tx) => {
      await this.journal.claim(tx, key);
      return this.erasure.erase(tx, orderIds);
    });
  }

  /**
   * LGPD art. 8 §5: marks every order of the person with the withdrawal and drops its sealed link token, so the
   * messaging service sends nothing for them again. A second withdrawal keeps the first one's time. Returns the
   * orders' ids, ascending.
   */
  async revokeConsent(whatsapp: string): Promise<number[]> {
    const revoked = await this.db
      .update(orders)
      .set({
        consentRevokedAt: sql`coalesce(${orders.consentRevokedAt}, ${this.clock().toISOString()}::timestamptz)`,
        sealedLinkToken: null,
      })
      .where(and(eq(orders.whatsappDigits, dataSubjectDigits(whatsapp)), isNull(orders.erasedAt)))
      .returning({ id: orders.id });
    return revoked.map((order) => order.id).sort((a, b) => a - b);
  }
}
