import { z } from 'zod';
import { body, dateTime, money, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { MISSING_TOKEN } from './texts.js';

export const INVALID_DAYS = 'O número de dias deve estar entre 1 e 366';

export const DashboardStats = z
  .strictObject({
    daily_sales: money('Sum of today’s paid orders'),
    monthly_sales: money('Sum of this month’s paid orders'),
    daily_goal: money('Default 0'),
    monthly_goal: money('Default 0'),
    daily_commission: money('Percentage of the price or the fixed amount, per paid order, today'),
    monthly_commission: money('The same, this month'),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof DashboardStats>;

const goal = text.meta({ description: '≥ 0, at most two decimals', type: ['number', 'string'], examples: [1500] });
export const Goals = requires(body({ daily_goal: goal, monthly_goal: goal }), ['daily_goal', 'monthly_goal']).meta({
  id: 'Goals',
});
export type Goals = z.input<typeof Goals>;

export const DailySales = z
  .strictObject({
    date: z.iso.date().meta({ description: 'Store-time-zone day' }),
    sales: money('Sum of the day’s paid orders'),
    orders: z.number().int().meta({ description: 'Paid orders that day' }),
  })
  .meta({ id: 'DailySales' });
export type DailySales = z.infer<typeof DailySales>;

/** ?days= : how many days up to today; absent or empty means the service default (30). */
export const DailySalesQuery = z.object({
  days: z
    .string({ error: INVALID_DAYS })
    .regex(/^\d{0,4}$/, INVALID_DAYS)
    .refine((days) => days === '' || (Number(days) >= 1 && Number(days) <= 366), INVALID_DAYS)
    .optional()
    .transform((days) => Number(days || 0))
    .meta({
      description: 'How many days up to today (default 30)',
      override: { type: 'integer', minimum: 1, maximum: 366, pattern: undefined },
    }),
});

export const BackupStatus = z
  .strictObject({
    enabled: z.boolean().meta({ description: 'Whether the stack backs up (BACKUP_DIR or BACKUP_S3_* set)' }),
    last_good_at: dateTime('The newest moment a restore reaches; null before the first backup').nullable(),
    stale: z.boolean().meta({ description: 'On, but the last good backup is over a day old (or there is none)' }),
  })
  .meta({ id: 'BackupStatus' });
export type BackupStatus = z.infer<typeof BackupStatus>;

export const dashboardApi = apiArea(
  {
    name: 'Dashboard',
    description: 'Sales and commission of paid orders, built from events; day and month in the store time zone.',
  },
  {
    getDashboardStats: {
      method: 'get',
      path: '/dashboard/stats',
      summary: 'Today’s and this month’s sales, commission and goals',
      access: 'admin',
      response: DashboardStats,
      errors: { 401: MISSING_TOKEN },
    },
    setGoals: {
      method: 'post',
      path: '/dashboard/goals',
      summary: 'Set the daily and monthly sales goals',
      access: 'admin',
      body: { form: Goals },
      response: DashboardStats,
      errors: { 400: 'Meta diária não pode ser negativa', 401: MISSING_TOKEN },
    },
    getBackupStatus: {
      method: 'get',
      path: '/dashboard/backup',
      summary: 'When the last good backup was made, for the panel’s warning',
      access: 'admin',
      response: BackupStatus,
      errors: { 401: MISSING_TOKEN },
    },
    getDailySales: {
      method: 'get',
      path: '/dashboard/daily-sales',
      summary: 'Paid sales per day, oldest first',
      access: 'admin',
      query: DailySalesQuery,
      response: z.array(DailySales),
      errors: { 400: INVALID_DAYS, 401: MISSING_TOKEN },
    },
  },
);
