import type { DashboardStats } from '@ritual/proto/ritual/v1/reporting';
import { Router } from 'express';
import { formBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { money, text } from '../http/values.js';
import type { RouteDeps } from './index.js';

const INVALID_DAYS = 'O número de dias deve estar entre 1 e 366';

function statsJson(stats: DashboardStats) {
  return {
    daily_sales: money(stats.daily_sales),
    monthly_sales: money(stats.monthly_sales),
    daily_goal: money(stats.daily_goal),
    monthly_goal: money(stats.monthly_goal),
    daily_commission: money(stats.daily_commission),
    monthly_commission: money(stats.monthly_commission),
  };
}

/** ?days= as a whole number; absent means the service default (30). */
function daysParam(value: unknown): number {
  if (value === undefined || value === '') return 0;
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value) || Number(value) === 0) {
    throw new HttpError(400, INVALID_DAYS);
  }
  return Number(value);
}

/** Dashboard numbers and goals (spec §7), all admin-only. */
export function dashboardRoutes({ clients, auth }: RouteDeps): Router {
  const router = Router();

  router.get('/dashboard/stats', auth.requireAdmin, async (_req, res) => {
    res.json(statsJson(await clients.reporting.getDashboardStats({})));
  });

  router.post('/dashboard/goals', auth.requireAdmin, ...formBody, async (req, res) => {
    const stats = await clients.reporting.setGoals({
      daily_goal: text(req.body?.daily_goal),
      monthly_goal: text(req.body?.monthly_goal),
    });
    res.json(statsJson(stats));
  });

  router.get('/dashboard/daily-sales', auth.requireAdmin, async (req, res) => {
    const { days } = await clients.reporting.getDailySales({ days: daysParam(req.query.days) });
    res.json(days.map((day) => ({ date: day.date, sales: money(day.sales), orders: day.orders })));
  });

  return router;
}
