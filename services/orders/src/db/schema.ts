import { CLIENT_NAME_KEYS } from '@ritual/contracts/form-keys';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export { outboxEvents, processedEvents } from '@ritual/runtime';

/** Letters whose accent the search ignores, and what they become (same length, same order). */
export const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
export const UNACCENTED = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

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
    /**
     * The same token sealed under ORDER_LINK_KEY (SecretBox), so the messaging service can send the order's lasting
     * link; null without that key, for registrations, for orders placed before links, and once erased.
     */
    sealedLinkToken: text('sealed_link_token'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** created_at as a calendar day in the store time zone. */
    storeDate: date('store_date', { mode: 'string' }).notNull(),
    /**
     * When payment_status became what it is (placing the order sets it): a cancelled order's cancellation, a paid
     * order's payment. Retention measures from it. Orders cancelled before it was kept count from migration 0010.
     */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the payment-expiry sweeper cancelled the order for want of payment. */
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
    /** The bank confirmed a payment after the order had expired or been cancelled; the operator should look. */
    latePayment: boolean('late_payment').notNull().default(false),
    /** The client's consent (LGPD art. 8 §2: the store must prove it): the notice version, when, from which IP. */
    consentNoticeVersion: text('consent_notice_version'),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }),
    consentAddress: text('consent_address'),
    /** The person withdrew consent (LGPD art. 8 §5): no message of any kind is sent for the order again. */
    consentRevokedAt: timestamp('consent_revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the personal fields were blanked (an erasure, retention, or an erasure re-applied after a restore); an
     * erased order is never erased again, corrected or found by its person.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    /** What the admin search matches: the client's name (spec §3 keys) and the ritual's, lower case, no accents. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(translate(coalesce(${CLIENT_NAME_KEYS.map((key) => `nullif(btrim(form_data->>'${key}'), '')`).join(', ')}, '') || ' ' || ritual_name, '${ACCENTED}', '${UNACCENTED}'))`,
        ),
      ),
  },
  (t) => [
    check('orders_payment_status', sql`${t.paymentStatus} IN ('pending', 'paid', 'cancelled')`),
    check('orders_commission_type', sql`${t.commissionType} IN ('percentage', 'fixed')`),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_ritual_created_idx').on(t.ritualId, t.createdAt.desc()),
    // The admin search: `search_text LIKE '%…%'` through trigrams (pg_trgm, migration 0006) instead of reading every order.
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The admin list filtered by status, and its counts per status (index-only).
    index('orders_status_created_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    // The expiry sweeper's scan: pending orders that must be paid, oldest first.
    index('orders_unpaid_created_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'pending' AND ${t.requiresPayment}`),
    // Retention's scan: orders not yet erased, by status and the time they took it.
    index('orders_retention_idx').on(t.paymentStatus, t.statusChangedAt).where(sql`${t.erasedAt} IS NULL`),
    // Makes "one registration without payment per WhatsApp, ritual and day" hold under concurrent requests.
    uniqueIndex('orders_one_registration_a_day')
      .on(t.ritualId, t.whatsappDigits, t.storeDate)
      .where(sql`${t.requiresPayment} = false`),
  ],
);

/**
 * Idempotency keys of POST /clientes for IDEMPOTENCY_WINDOW_MS: a repeated submission (its answer was lost) gets
 * the order it created, with its token, instead of a second order that could be paid again.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    keyDigest: text('key_digest').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestDigest: text('request_digest').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('order_requests_created_idx').on(t.createdAt)],
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

/**
 * Orders per ritual and status, kept by statement triggers on orders (migrations 0005, 0007), so the admin list's
 * status counts cost a few rows whatever the store's size when the filter is at most a ritual. A count is spread
 * over slots, summed when read: a transaction adds to the slot of its own transaction id, so orders placed or paid
 * side by side do not queue for one row's lock until each commits.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    ritualId: bigint('ritual_id', { mode: 'number' }).notNull(),
    paymentStatus: text('payment_status').notNull(),
    slot: smallint('slot').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ritualId, t.paymentStatus, t.slot] })],
);

/**
 * An order's corrections (LGPD art. 18 III): which field, who and when. The value it had is deliberately not kept:
 * it was inaccurate personal data, and keeping it would defeat the correction.
 */
export const orderCorrections = pgTable(
  'order_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The form field key corrected, or "whatsapp". */
    field: text('field').notNull(),
    /** The admin's username. */
    actor: text('actor').notNull(),
    correctedAt: timestamp('corrected_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('order_corrections_order_idx').on(t.orderId, t.id)],
);

/**
 * What each retention run (privacy.retention_due, one a day) erased here, added to in the transaction of each batch:
 * a run delivered again after a crash reports the whole run's counts, not only what its second delivery found.
 */
export const retentionRuns = pgTable('retention_runs', {
  runId: text('run_id').primaryKey(),
  unpaidOrdersErased: integer('unpaid_orders_erased').notNull().default(0),
  paidOrdersAnonymised: integer('paid_orders_anonymised').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The erasure-journal entries (domain/erasure-journal.ts) this database has applied; keys only, no personal data. */
export const erasuresApplied = pgTable('erasures_applied', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
