import { invalidArgument } from '@ritual/runtime';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrdersDatabase } from '../db/database.js';
import { orders } from '../db/schema.js';
import type { OrderRecord } from './order-book.js';
import { onlyDigits } from './order-form.js';
import type { PhotoStore } from './photo-store.js';

export const DATA_SUBJECT_WHATSAPP_INVALID = 'Informe o WhatsApp da pessoa com DDD, no formato (xx) xxxxx-xxxx';
/** Brazilian numbers: DDD + 8 or 9 digits, optionally with the country code 55. */
const PHONE_DIGITS = /^(55)?\d{10,11}$/;

/** The digits orders store for a WhatsApp (country code dropped, as the order form's (xx) xxxxx-xxxx has none). */
export function dataSubjectDigits(whatsapp: string): string {
  const digits = onlyDigits(whatsapp);
  if (!PHONE_DIGITS.test(digits)) throw invalidArgument(DATA_SUBJECT_WHATSAPP_INVALID);
  return digits.length > 11 ? digits.slice(2) : digits;
}

/** LGPD art. 18: a person's orders (found by the digits of their WhatsApp), and their anonymisation. */
export class DataSubjects {
  constructor(
    private readonly db: OrdersDatabase,
    private readonly photos: PhotoStore,
  ) {}

  find(whatsapp: string): Promise<OrderRecord[]> {
    return this.db
      .select()
      .from(orders)
      .where(eq(orders.whatsappDigits, dataSubjectDigits(whatsapp)))
      .orderBy(asc(orders.id));
  }

  /**
   * Deletes the photo files first, then blanks the personal and ritual fields (form data, WhatsApp, photos, the
   * consent's client address); ritual, price, commission, status and dates stay for the tax records (art. 16).
   * A failure leaves the orders findable, so the erasure can simply be asked again.
   */
  async erase(whatsapp: string): Promise<{ orderIds: number[]; deletedPhotos: string[] }> {
    const found = await this.find(whatsapp);
    const deletedPhotos = found.flatMap((order) => order.photos);
    await this.photos.removeNow(deletedPhotos);
    const orderIds = found.map((order) => order.id);
    if (orderIds.length) {
      await this.db
        .update(orders)
        .set({
          formData: {},
          whatsapp: '',
          // Unique per erased order: "one registration a day" must not see two erased orders as one person.
          whatsappDigits: sql`'erased-' || ${orders.id}`,
          photos: [],
          consentAddress: null,
          // Nothing is sent to an erased person again: the messaging service gets no link (nor number) for it.
          sealedLinkToken: null,
        })
        .where(inArray(orders.id, orderIds));
    }
    return { orderIds, deletedPhotos };
  }
}
