import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export { outboxEvents, processedEvents } from '@ritual/runtime';

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ritualId: bigint('ritual_id', { mode: 'number' }).notNull(),
    // Snapshot of the ritual when the order was placed: later catalog edits do not change past orders.
    ritualName: text('ritual_name').notNull(),
    ritualPrice: numeric('ritual_price', { precision: 12, scale: 2 }).notNull(),
    commissionType: text('commission_type').notNull(),
    commissionValue: numeric('commission_value', { precision: 12, scale: 2 }).notNull(),
    formData: jsonb('form_data').$type<Record<string, string>>().notNull(),
    whatsapp: text('whatsapp').notNull(),
    /** Digits of the WhatsApp number, the identity of a person in the one-registration-a-day rule. */
    whatsappDigits: text('whatsapp_digits').notNull(),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    paymentStatus: text('payment_status').notNull(),
    requiresPayment: boolean('requires_payment').notNull(),
    /** SHA-256 (hex) of the order token; null for registrations without payment, which get no token. */
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** created_at as a calendar day in the store time zone. */
    storeDate: date('store_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    check('orders_payment_status', sql`${t.paymentStatus} IN ('pending', 'paid', 'cancelled')`),
    check('orders_commission_type', sql`${t.commissionType} IN ('percentage', 'fixed')`),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_ritual_created_idx').on(t.ritualId, t.createdAt.desc()),
    // Makes "one registration without payment per WhatsApp, ritual and day" hold under concurrent requests.
    uniqueIndex('orders_one_registration_a_day')
      .on(t.ritualId, t.whatsappDigits, t.storeDate)
      .where(sql`${t.requiresPayment} = false`),
  ],
);

/** Photos uploaded for an order form; usable in an order until they expire, then the sweeper deletes them. */
export const photos = pgTable(
  'photos',
  {
    filename: text('filename').primaryKey(),
    objectKey: text('object_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('photos_expires_idx').on(t.expiresAt)],
);
