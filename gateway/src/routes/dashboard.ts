import { type DashboardStats, dashboardApi } from '@ritual/contracts/http';
import type { DashboardStats as StatsMessage } from '@ritual/proto/ritual/v1/reporting';
import type { Router } from 'express';
import { implement } from '../http/route.js';
import { money } from '../http/values.js';
import type { RouteDeps } from './index.js';

function statsJson(stats: StatsMessage): DashboardStats {
  return {
    daily_sales: money(stats.daily_sales),
    monthly_sales: money(stats.monthly_sales),
    daily_goal: money(stats.daily_goal),
    monthly_goal: money(stats.monthly_goal),
    daily_commission: money(stats.daily_commission),
    monthly_commission: money(stats.monthly_commission),
  };
}

/** Dashboard numbers and goals (spec §7), all admin-only. */
export function dashboardRoutes(deps: RouteDeps): Router {
  const reporting = deps.clients.reporting;
  return implement(dashboardApi, deps, {
    getDashboardStats: async () => statsJson(await reporting.getDashboardStats({})),
    setGoals: async ({ body }) => statsJson(await reporting.setGoals(body)),
    getDailySales: async ({ query }) => {
      const { days } = await reporting.getDailySales(query);
      return days.map((day) => ({ date: day.date, sales: money(day.sales), orders: day.orders }));
    },
  });
}
