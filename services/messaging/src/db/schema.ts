import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export { processedEvents } from '@ritual/runtime';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The schedule and the log in one table: a row per message the store means to send, from the moment it is known
 * (scheduled) through its sending (claimed under a lease) to what WhatsApp said of it (sent, delivered, read, failed),
 * or cancelled when no longer due. Unique per order + kind + step, so a message can only ever exist once.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a test message ("Enviar teste"). */
    orderId: bigint('order_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    /** pix_lembrete: 1, 2…; 0 for the other kinds. */
    step: integer('step').notNull().default(0),
    /** scheduled, sending, sent, delivered, read, failed, cancelled */
    state: text('state').notNull().default('scheduled'),
    /** When it may go out: its time at first, later the time of its next attempt (retries, pacing). */
    dueAt: at('due_at').notNull(),
    /** While `sending`: the claim's lease; another sender may take the row only after it (and its grace). */
    claimedUntil: at('claimed_until'),
    /** Set just before the Cloud API is called: a lease that expires after it means the call may have gone out. */
    calledAt: at('called_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Digits with country code; known at send time, blanked by an erasure. */
    recipient: text('recipient').notNull().default(''),
    templateName: text('template_name').notNull().default(''),
    /** The body parameters sent, in order; blanked by an erasure. */
    parameters: jsonb('parameters').$type<string[]>().notNull().default([]),
    wamid: text('wamid'),
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    sentAt: at('sent_at'),
    statusAt: at('status_at'),
    videoDeliveryId: bigint('video_delivery_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_order_kind_step_key').on(t.orderId, t.kind, t.step),
    uniqueIndex('messages_wamid_key').on(t.wamid),
    // The sender's sweep (`WHERE state = 'scheduled' AND due_at <= now() ORDER BY due_at LIMIT n`) is an index range
    // scan of this partial index: it holds only the scheduled rows, so sent/cancelled history never slows it, and with
    // 100,000 reminders waiting it reads only the few rows already due (bench/results.md, `make bench-whatsapp`).
    index('messages_due_idx').on(t.dueAt).where(sql`${t.state} = 'scheduled'`),
    // Expired leases (a sender died mid-send): only the rows being sent, a handful at any time.
    index('messages_sending_idx').on(t.claimedUntil).where(sql`${t.state} = 'sending'`),
    index('messages_recipient_idx').on(t.recipient).where(sql`${t.recipient} <> ''`),
    index('messages_video_delivery_idx').on(t.videoDeliveryId).where(sql`${t.videoDeliveryId} IS NOT NULL`),
    check(
      'messages_state_check',
      sql`${t.state} IN ('scheduled', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled')`,
    ),
  ],
);

/** One row per message kind: its switch and its template's name in WhatsApp Manager. */
export const kindSettings = pgTable('kind_settings', {
  kind: text('kind').primaryKey(),
  enabled: boolean('enabled').notNull(),
  templateName: text('template_name').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Single row (id = 1): what the last Cloud API call said of the connection. */
export const connectionState = pgTable(
  'connection_state',
  {
    id: integer('id').primaryKey().default(1),
    /** connected, invalid_token or unreachable (not_configured is never stored: it follows from the env). */
    connection: text('connection').notNull(),
    detail: text('detail').notNull().default(''),
    checkedAt: at('checked_at'),
    /**
     * With invalid_token: a SHA-256 prefix of the token that was refused, so a restart with the same token stays
     * stopped (no storm from every replica) and one with a new token sends again. Not the token.
     */
    refusedToken: text('refused_token'),
  },
  (t) => [check('connection_state_single_row', sql`${t.id} = 1`)],
);

/** Numbers that answered SAIR or PARAR (digits with country code). */
export const optOuts = pgTable('opt_outs', {
  /** optOutKey of the number: 55 + DDD + the last 8 digits (WhatsApp may drop a mobile's leading 9). */
  recipient: text('recipient').primaryKey(),
  /** The number as WhatsApp gave it (wa_id): where the confirmation goes. */
  waId: text('wa_id').notNull(),
  optedOutAt: at('opted_out_at').notNull().defaultNow(),
  /** The confirmation sent back, once. */
  replyClaimedUntil: at('reply_claimed_until'),
  repliedAt: at('replied_at'),
  replyAttempts: integer('reply_attempts').notNull().default(0),
  /** After a non-retryable failure of the reply. */
  replyError: text('reply_error'),
});

/**
 * Numbers whose person withdrew consent (LGPD art. 8 §5, "Revogar consentimento" in the panel): unlike SAIR, no kind
 * goes to them any more, payment and video confirmations included, for the orders placed up to `revoked_at` (an order
 * placed later carries a consent of its own). Kept under the opt-out key; removed with the person's erasure.
 */
export const consentRevocations = pgTable('consent_revocations', {
  /** optOutKey of the number: 55 + DDD + the last 8 digits. */
  recipient: text('recipient').primaryKey(),
  revokedAt: at('revoked_at').notNull(),
});

/** The ritual videos of Envio de Vídeo, kept in S3 under videos/; uploaded to the Cloud API once, at first send. */
export const videoFiles = pgTable('video_files', {
  id: text('id').primaryKey(),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull(),
  size: integer('size').notNull(),
  mediaId: text('media_id'),
  mediaUploadedAt: at('media_uploaded_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One "send to all" of Envio de Vídeo. */
export const videoDeliveries = pgTable(
  'video_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    videoId: text('video_id').references(() => videoFiles.id),
    videoLink: text('video_link'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('video_deliveries_source', sql`(${t.videoId} IS NULL) <> (${t.videoLink} IS NULL)`)],
);

/** The orders each delivery was asked for (an order already sent a video_pronto is reported with that message). */
export const videoDeliveryOrders = pgTable(
  'video_delivery_orders',
  {
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => videoDeliveries.id),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.orderId] })],
);

/** Orders paid after at least one pix_lembrete had been sent ("Recuperados por lembrete"). */
export const recoveredOrders = pgTable(
  'recovered_orders',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (t) => [index('recovered_orders_paid_at_idx').on(t.paidAt)],
);

/** When one number may get its next message (WHATSAPP_RECIPIENT_GAP), shared by every replica. */
export const recipientPacing = pgTable('recipient_pacing', {
  recipient: text('recipient').primaryKey(),
  nextAt: at('next_at').notNull(),
});
