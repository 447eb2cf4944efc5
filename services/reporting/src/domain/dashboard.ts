import { type Database, invalidArgument } from '@ritual/runtime';
import { sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { DEFAULT_GOALS, type Goals } from './goals.js';

export type Clock = () => Date;

export interface DashboardStats extends Goals {
  daily_sales: string;
  monthly_sales: string;
  daily_commission: string;
  monthly_commission: string;
}

export type DaySales = {
  /** Local date in the store time zone, YYYY-MM-DD. */
  date: string;
  sales: string;
  orders: number;
};

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
export const DAYS_OUT_OF_RANGE = `O número de dias deve estar entre 1 e ${MAX_DAYS}`;

// Sales are paid orders that had to be paid; free registrations never count. Amounts stay numeric in SQL.
const SALE = sql`${schema.orderFacts.paymentStatus} = 'paid' AND ${schema.orderFacts.requiresPayment}`;
const COMMISSION = sql`CASE WHEN ${schema.orderFacts.commissionType} = 'fixed'
  THEN ${schema.orderFacts.commissionValue}
  ELSE round(${schema.orderFacts.price} * ${schema.orderFacts.commissionValue} / 100, 2) END`;

/** Sales, commissions and goals, with "today" and "this month" taken in the store time zone. */
export class Dashboard {
  constructor(
    private readonly db: Database<typeof schema>,
    private readonly timeZone: string,
    private readonly clock: Clock,
  ) {}

  async stats(): Promise<DashboardStats> {
    const now = this.clock().toISOString();
    const tz = this.timeZone;
    const localDay = sql`(${schema.orderFacts.createdAt} AT TIME ZONE ${tz})::date`;
    const today = sql`(${now}::timestamptz AT TIME ZONE ${tz})::date`;
    const monthStart = sql`date_trunc('month', ${now}::timestamptz AT TIME ZONE ${tz})`;
    const { rows } = await this.db.execute<Omit<DashboardStats, keyof Goals>>(sql`
      SELECT
        round(coalesce(sum(${schema.orderFacts.price}) FILTER (WHERE ${localDay} = ${today}), 0), 2)::text AS daily_sales,
        round(coalesce(sum(${schema.orderFacts.price}), 0), 2)::text AS monthly_sales,
        round(coalesce(sum(${COMMISSION}) FILTER (WHERE ${localDay} = ${today}), 0), 2)::text AS daily_commission,
        round(coalesce(sum(${COMMISSION}), 0), 2)::text AS monthly_commission
      FROM ${schema.orderFacts}
      WHERE ${SALE}
        AND ${schema.orderFacts.createdAt} >= (${monthStart} AT TIME ZONE ${tz})
        AND ${schema.orderFacts.createdAt} < ((${monthStart} + interval '1 month') AT TIME ZONE ${tz})`);
    return { ...rows[0]!, ...(await this.goals()) };
  }

  /** Paid sales per local day for the last `days` days including today, oldest first. */
  async dailySales(days: number): Promise<DaySales[]> {
    const count = days === 0 ? DEFAULT_DAYS : days;
    if (!Number.isInteger(count) || count < 1 || count > MAX_DAYS) throw invalidArgument(DAYS_OUT_OF_RANGE);
    const now = this.clock().toISOString();
    const tz = this.timeZone;
    const { rows } = await this.db.execute<DaySales>(sql`
      WITH today AS (SELECT (${now}::timestamptz AT TIME ZONE ${tz})::date AS day),
      days AS (
        SELECT generate_series(today.day - ${count - 1}::int, today.day, interval '1 day')::date AS day FROM today
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
        round(coalesce(sum(${schema.orderFacts.price}), 0), 2)::text AS sales,
        count(${schema.orderFacts.orderId})::int AS orders
      FROM days
      LEFT JOIN ${schema.orderFacts}
        ON ${SALE} AND (${schema.orderFacts.createdAt} AT TIME ZONE ${tz})::date = days.day
      GROUP BY days.day
      ORDER BY days.day`);
    return rows;
  }

  async goals(): Promise<Goals> {
    const [row] = await this.db.select().from(schema.dashboardGoals).limit(1);
    return row ? { daily_goal: row.dailyGoal, monthly_goal: row.monthlyGoal } : DEFAULT_GOALS;
  }

  async saveGoals(goals: Goals): Promise<void> {
    const values = { dailyGoal: goals.daily_goal, monthlyGoal: goals.monthly_goal, updatedAt: new Date() };
    await this.db
      .insert(schema.dashboardGoals)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: schema.dashboardGoals.id, set: values });
  }
}
