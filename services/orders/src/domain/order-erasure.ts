import { EventTypes, type PersonalDataErased } from '@ritual/contracts/events';
import { enqueueEvent } from '@ritual/runtime';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { OrdersTransaction } from '../db/database.js';
import { orders } from '../db/schema.js';
import type { PhotoStore } from './photo-store.js';

export interface ErasedOrders {
  /** The orders erased by this call, ascending; orders already erased are left out. */
  orderIds: number[];
  deletedPhotos: string[];
}

/**
 * The one erasure of orders' personal data, for a person's erasure (LGPD art. 18 VI), retention and erasures
 * re-applied after a restore: the photo files are deleted, then the personal fields blanked (form data, WhatsApp,
 * photos, the consent's client address, the sealed link token); ritual, price, commission, status and dates stay for
 * the tax records (art. 16), so sales totals and reports do not change.
 */
export class OrderErasure {
  constructor(
    private readonly photos: PhotoStore,
    private readonly clock: () => Date,
  ) {}

  /**
   * Erases, in `tx`, those of `orderIds` not yet erased (locked first, so a concurrent erasure of the same orders
   * waits and then finds them erased). With `announce`, queues `orders.personal_data_erased` in the same transaction,
   * for payments and messaging to erase theirs. A photo file deleted before a rollback is no harm: the order keeps
   * its name, and deleting it again succeeds.
   */
  async erase(
    tx: OrdersTransaction,
    orderIds: number[],
    announce?: PersonalDataErased['reason'],
  ): Promise<ErasedOrders> {
    if (orderIds.length === 0) return { orderIds: [], deletedPhotos: [] };
    const found = await tx
      .select({ id: orders.id, photos: orders.photos })
      .from(orders)
      .where(and(inArray(orders.id, orderIds), isNull(orders.erasedAt)))
      .orderBy(asc(orders.id))
      .for('update');
    if (found.length === 0) return { orderIds: [], deletedPhotos: [] };
    const erasedIds = found.map((order) => order.id);
    const deletedPhotos = found.flatMap((order) => order.photos);
    await this.photos.removeNow(deletedPhotos);
    await tx
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
        erasedAt: this.clock(),
      })
      .where(inArray(orders.id, erasedIds));
    if (announce) {
      await enqueueEvent(tx, EventTypes.PersonalDataErased, {
        order_ids: erasedIds,
        reason: announce,
      } satisfies PersonalDataErased);
    }
    return { orderIds: erasedIds, deletedPhotos };
  }
}
