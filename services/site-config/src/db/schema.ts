import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export { outboxEvents } from '@ritual/runtime';

/** Single-row tables (id = 1): the store has one configuration. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    browserTitle: text('browser_title').notNull(),
    siteDescription: text('site_description').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactWhatsapp: text('contact_whatsapp').notNull().default(''),
    aboutText: text('about_text').notNull().default(''),
    footerText: text('footer_text').notNull().default(''),
    socialInstagram: text('social_instagram').notNull().default(''),
    socialFacebook: text('social_facebook').notNull().default(''),
    socialTiktok: text('social_tiktok').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

export const themeSettings = pgTable(
  'theme_settings',
  {
    id: integer('id').primaryKey().default(1),
    themeName: text('theme_name').notNull(),
    adminTheme: text('admin_theme').notNull(),
    dashboardStyle: text('dashboard_style').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('theme_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * Every saved version of the privacy notice (LGPD art. 9), never updated: an order's consent names the version
 * the client read, so that text must stay readable. No row yet means the default text, version 1.
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  controllerName: text('controller_name').notNull(),
  controllerDocument: text('controller_document').notNull(),
  dpoName: text('dpo_name').notNull(),
  dpoContact: text('dpo_contact').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Requests of data subjects (LGPD art. 18) sent from /privacidade; the due date is 15 days after arrival. An answered
 * request keeps its answer, when and who; reopening it sets the status back to open and keeps the last answer.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    whatsapp: text('whatsapp').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').notNull().default(''),
  },
  // The retention run deletes answered requests by the age of their answer.
  (table) => [index('data_requests_answered_idx').on(table.answeredAt).where(sql`${table.status} = 'answered'`)],
);

/**
 * How long personal data is kept (Config do Site → Retenção de dados); null keeps forever. No row yet means the
 * defaults (domain/retention-settings.ts).
 */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: integer('id').primaryKey().default(1),
    unpaidOrderDays: integer('unpaid_order_days'),
    paidOrderMonths: integer('paid_order_months'),
    receiptFileDays: integer('receipt_file_days'),
    answeredRequestYears: integer('answered_request_years'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('retention_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * One row per daily retention run, keyed by the store date: the replica whose insert lands publishes the run, the
 * others find the day taken.
 */
export const retentionRuns = pgTable('retention_runs', {
  runId: text('run_id').primaryKey(),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  answeredRequestsDeleted: integer('answered_requests_deleted').notNull(),
});
