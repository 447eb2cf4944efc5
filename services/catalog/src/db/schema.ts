import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export { outboxEvents, processedEvents } from '@ritual/runtime';

export const rituals = pgTable(
  'rituals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('rituals_slug_unique'),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    imageUrl: text('image_url').notNull().default(''),
    active: boolean('active').notNull().default(true),
    commissionType: text('commission_type').notNull().default('percentage'),
    commissionValue: numeric('commission_value', { precision: 12, scale: 2 }).notNull(),
    confirmationMessage: text('confirmation_message').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    /** 0 (Sunday) … 6; null when never featured. */
    featuredDay: smallint('featured_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rituals_price_not_negative', sql`${table.price} >= 0`),
    check('rituals_commission_type', sql`${table.commissionType} IN ('percentage', 'fixed')`),
    check('rituals_commission_not_negative', sql`${table.commissionValue} >= 0`),
    check('rituals_featured_day_range', sql`${table.featuredDay} BETWEEN 0 AND 6`),
    index('rituals_featured_idx').on(table.featuredDay, table.updatedAt).where(sql`${table.active}`),
  ],
);

export const ritualFormFields = pgTable(
  'ritual_form_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ritualId: integer('ritual_id')
      .notNull()
      .references(() => rituals.id, { onDelete: 'cascade' }),
    /** Order in which the admin arranged the fields; forms show them in this order. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    placeholder: text('placeholder').notNull().default(''),
  },
  (table) => [
    unique('ritual_form_fields_name_unique').on(table.ritualId, table.name),
    check('ritual_form_fields_type', sql`${table.type} IN ('text', 'email', 'tel', 'date', 'textarea')`),
  ],
);

/**
 * Every slug a ritual has answered to, its current one included: links shared before a rename keep working (the
 * gateway answers 301 to the current one), and the primary key stops any other ritual from taking one. Rows go
 * with their ritual.
 */
export const ritualSlugs = pgTable(
  'ritual_slugs',
  {
    slug: text('slug').primaryKey(),
    ritualId: integer('ritual_id')
      .notNull()
      .references(() => rituals.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ritual_slugs_ritual_idx').on(table.ritualId)],
);

/** Lets a ritual be read with its fields in one statement (drizzle's relational queries). */
export const ritualRelations = relations(rituals, ({ many }) => ({ formFields: many(ritualFormFields) }));

export const ritualFormFieldRelations = relations(ritualFormFields, ({ one }) => ({
  ritual: one(rituals, { fields: [ritualFormFields.ritualId], references: [rituals.id] }),
}));
