import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's previous dashboard visit: the security notice counts what happened after it. */
    noticeSeenAt: timestamp('notice_seen_at', { withTimezone: true }),
  },
  (table) => [
    // "Admin" and "admin" are the same user: uniqueness and lookups ignore case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt, table.id),
  ],
);

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; kept at least 6 months). Two kinds of rows: the LGPD
 * log of who exported or erased whose personal data ('data'), and the sign-in and account security events
 * ('security') of `user_id`, with the client's IP and device. Never a password, code or token.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull().default('data'),
    /** The account the event is about; null for a failed sign-in with an unknown username. No foreign key: the
     * history outlives the user. */
    userId: bigint('user_id', { mode: 'number' }),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * The subject's WhatsApp digits (country code 55 dropped) when the subject is a phone number, else '': the
     * Auditoria finds a person whatever the formatting the admin typed. Computed by PostgreSQL, so every row has it.
     */
    subjectDigits: text('subject_digits')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN subject ~ '^[0-9 ()+.-]+$' AND regexp_replace(subject, '[^0-9]', '', 'g') ~ '^(55)?[0-9]{10,11}$'
          THEN substr(regexp_replace(subject, '[^0-9]', '', 'g'), CASE WHEN length(regexp_replace(subject, '[^0-9]', '', 'g')) > 11 THEN 3 ELSE 1 END)
          ELSE '' END`,
      ),
    /** Set on entries written from an event (e.g. one retention run of one service): a redelivery writes nothing. */
    dedupeKey: text('dedupe_key'),
  },
  (table) => [
    index('audit_log_user_idx').on(table.userId, table.id),
    index('audit_log_kind_idx').on(table.kind, table.id),
    // The Auditoria's filters, newest first, over the personal-data entries.
    index('audit_log_data_subject_idx')
      .on(table.subjectDigits, table.id)
      .where(sql`${table.kind} = 'data' AND ${table.subjectDigits} <> ''`),
    index('audit_log_data_text_subject_idx').on(table.subject, table.id).where(sql`${table.kind} = 'data'`),
    index('audit_log_data_action_idx').on(table.action, table.id).where(sql`${table.kind} = 'data'`),
    index('audit_log_data_actor_idx').on(table.actor, table.id).where(sql`${table.kind} = 'data'`),
    index('audit_log_data_created_idx').on(table.createdAt).where(sql`${table.kind} = 'data'`),
    uniqueIndex('audit_log_dedupe_key').on(table.dedupeKey).where(sql`${table.dedupeKey} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    device: text('device').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);

/** A user's authenticator: `confirmedAt` null while the setup waits for its first code. */
export const twoFactor = pgTable('two_factor', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The TOTP secret, AES-256-GCM encrypted (SecretBox of @ritual/runtime). */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The newest accepted time step: a code of this step or an older one is refused (each code works once). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  /** Salt of the recovery code hashes. */
  recoverySalt: text('recovery_salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** The mfa_tokens already exchanged for a session (single use); rows past `expiresAt` are pruned. */
export const usedMfaTokens = pgTable('used_mfa_tokens', {
  id: uuid('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The store's security settings: one row. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('security_settings_one_row', sql`${table.id} = 1`)],
);
