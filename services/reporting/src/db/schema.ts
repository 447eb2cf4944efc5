import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export { processedEvents } from '@ritual/runtime';

/** Reporting's own copy of each order, fed by orders.created and orders.status_changed. */
export const orderFacts = pgTable(
  'order_facts',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    ritualId: bigint('ritual_id', { mode: 'number' }).notNull(),
    ritualName: text('ritual_name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    commissionType: text('commission_type').notNull(),
    commissionValue: numeric('commission_value', { precision: 12, scale: 2 }).notNull(),
    paymentStatus: text('payment_status').notNull(),
    requiresPayment: boolean('requires_payment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // When payment_status took its value at the source, so a late, older event cannot overwrite a newer one.
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_facts_sales_idx').on(table.paymentStatus, table.createdAt)],
);

/** Single row (id = 1): the sales goals set on the dashboard. */
export const dashboardGoals = pgTable(
  'dashboard_goals',
  {
    id: integer('id').primaryKey().default(1),
    dailyGoal: numeric('daily_goal', { precision: 12, scale: 2 }).notNull(),
    monthlyGoal: numeric('monthly_goal', { precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('dashboard_goals_single_row', sql`${table.id} = 1`)],
);
