import { readFile } from 'node:fs/promises';
import { type BackupStatus, type DashboardStats, dashboardApi } from '@ritual/contracts/http';
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

/** A good backup older than this is a warning on the dashboard. */
export const BACKUP_STALE_MS = 24 * 60 * 60_000;

/** What the runner's backup agent last recorded (deploy/local/src/backup): only its time reaches the browser. */
async function backupStatus(statusFile: string | undefined, now = Date.now()): Promise<BackupStatus> {
  if (!statusFile) return { enabled: false, last_good_at: null, stale: false };
  const recorded = await readFile(statusFile, 'utf8')
    .then((text) => JSON.parse(text) as { lastGoodAt?: unknown; off?: unknown })
    .catch(() => ({ lastGoodAt: undefined, off: undefined }));
  if (recorded.off === true) return { enabled: false, last_good_at: null, stale: false };
  const at = typeof recorded.lastGoodAt === 'string' ? new Date(recorded.lastGoodAt) : undefined;
  const valid = at && !Number.isNaN(at.getTime()) ? at : undefined;
  return {
    enabled: true,
    last_good_at: valid ? valid.toISOString() : null,
    stale: !valid || now - valid.getTime() > BACKUP_STALE_MS,
  };
}

/** Dashboard numbers and goals (spec §7), all admin-only. */
export function dashboardRoutes(deps: RouteDeps): Router {
  const reporting = deps.clients.reporting;
  return implement(dashboardApi, deps, {
    getDashboardStats: async () => statsJson(await reporting.getDashboardStats({})),
    setGoals: async ({ body }) => statsJson(await reporting.setGoals(body)),
    getBackupStatus: () => backupStatus(deps.backupStatusFile),
    getDailySales: async ({ query }) => {
      const { days } = await reporting.getDailySales(query);
      return days.map((day) => ({ date: day.date, sales: money(day.sales), orders: day.orders }));
    },
  });
}
