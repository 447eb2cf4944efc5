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
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export { outboxEvents } from '@ritual/runtime';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Single row (id = 1): the store's PIX key, its QR image normalized to PNG, and the account holder (name as banks
 * print it, CPF or CNPJ without punctuation; '' when not configured).
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey().default(1),
    pixKey: text('pix_key').notNull(),
    qrImagePng: bytea('qr_image_png'),
    recipientName: text('recipient_name').notNull().default(''),
    recipientDocument: text('recipient_document').notNull().default(''),
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
    // Set when an admin decided a receipt that waited for review.
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    // Set when a stored file was deleted while the row stays: 'erasure' (LGPD, the person's request or an erased
    // order) or 'retention' (receipt_file_days after the order was paid), with the retention run that deleted it.
    fileRemovedAt: timestamp('file_removed_at', { withTimezone: true }),
    fileRemoval: text('file_removal'),
    fileRemovalRun: text('file_removal_run'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('receipts_order_idx').on(table.orderId, table.id),
    index('receipts_sha256_idx').on(table.sha256),
    index('receipts_end_to_end_idx').on(table.endToEndId),
    uniqueIndex('receipts_proof_sha256_uniq').on(table.sha256).where(sql`${table.isPaymentProof}`),
    uniqueIndex('receipts_proof_end_to_end_uniq').on(table.endToEndId).where(sql`${table.isPaymentProof}`),
    // The desk compares a new reading with the ids of the same day, whatever their institution (ReceiptDesk).
    index('receipts_end_to_end_day_idx').on(sql`substring(${table.endToEndId} from 10 for 8)`),
    // Receipts under review whose id was not read, by what the desk ties a later screenshot of the same payment with.
    // The retention's sweep: receipts whose file is still stored, by order.
    index('receipts_stored_file_idx').on(table.orderId).where(sql`${table.storageKey} IS NOT NULL`),
    check('receipts_file_removal', sql`${table.fileRemoval} IN ('erasure', 'retention')`),
    index('receipts_review_unread_moment_idx')
      .on(sql`(${table.extracted}->>'amount')`, sql`(${table.extracted}->>'paid_at')`)
      .where(sql`${table.endToEndId} IS NULL AND ${table.verificationStatus} = 'pending_review'`),
  ],
);

/**
 * The PSP charge (`cob`) of each order to be paid. The txid is drawn once and kept, so every retry of the creation
 * is the same charge at the PSP. status is 'pending' until the PSP has it, then the PSP's own status.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    txid: text('txid').notNull().unique(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    description: text('description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    pixCopiaECola: text('pix_copia_e_cola'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pix_charges_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`)],
);

/** Each Pix the PSP confirmed for an order: one row per end-to-end id, and at most one paying each order. */
export const pixPayments = pgTable(
  'pix_payments',
  {
    endToEndId: text('end_to_end_id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    txid: text('txid').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** How it was learnt: webhook, reconciliation or check (the client's "Pagamento Efetuado"). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('pix_payments_order_uniq').on(table.orderId)],
);

/** A full refund (devolucao) of an order's Pix; its id is the idempotency key at the PSP. */
export const pixRefunds = pgTable('pix_refunds', {
  id: text('id').primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().unique(),
  endToEndId: text('end_to_end_id').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  status: text('status').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single row (id = 1): how far reconciliation has read the PSP's Pix list, and the key whose webhook is set. */
export const pspState = pgTable(
  'psp_state',
  {
    id: integer('id').primaryKey().default(1),
    reconciledUntil: timestamp('reconciled_until', { withTimezone: true }),
    webhookChave: text('webhook_chave'),
    webhookUrl: text('webhook_url'),
  },
  (table) => [check('psp_state_single_row', sql`${table.id} = 1`)],
);

/**
 * When each order turned paid, as orders announced it (orders.status_changed): the moment receipt retention counts
 * from, whatever paid the order (an approved receipt, a PSP Pix or an admin). The earliest one is kept.
 */
export const paidOrders = pgTable(
  'paid_orders',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('paid_orders_paid_at_idx').on(table.paidAt)],
);
