import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export { outboxEvents } from '@ritual/runtime';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Single row (id = 1): the store's PIX key and its QR image, normalized to PNG. */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey().default(1),
    pixKey: text('pix_key').notNull(),
    qrImagePng: bytea('qr_image_png'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payment_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * Every receipt upload attempt, accepted or not, with the verdict it got. The one attempt whose approval paid its
 * order is the payment proof; unique indexes keep a file or an end-to-end id from being the proof twice, so two
 * concurrent uploads of the same receipt cannot both approve.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // Null when the file was refused before storage (wrong type, too large).
    storageKey: text('storage_key'),
    verificationStatus: text('verification_status').notNull(),
    verificationReason: text('verification_reason').notNull(),
    provider: text('provider').notNull(),
    durationMs: integer('duration_ms').notNull(),
    extracted: jsonb('extracted').$type<Record<string, unknown>>().notNull().default({}),
    endToEndId: text('end_to_end_id'),
    isPaymentProof: boolean('is_payment_proof').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('receipts_order_idx').on(table.orderId, table.id),
    index('receipts_sha256_idx').on(table.sha256),
    index('receipts_end_to_end_idx').on(table.endToEndId),
    uniqueIndex('receipts_proof_sha256_uniq').on(table.sha256).where(sql`${table.isPaymentProof}`),
    uniqueIndex('receipts_proof_end_to_end_uniq').on(table.endToEndId).where(sql`${table.isPaymentProof}`),
  ],
);
