import type { BackupStatus, DailySales, DashboardStats, Goals, RecoveredByReminder } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export type { BackupStatus, DashboardStats, RecoveredByReminder };
/** One day of GET /dashboard/daily-sales; date is yyyy-mm-dd on the store's calendar. */
export type DaySales = DailySales;

export const fetchDashboardStats = (signal?: AbortSignal) =>
  adminApi.get<DashboardStats>('/dashboard/stats', { signal });

/** Spec §7: form fields daily_goal and monthly_goal. */
export function saveGoals(dailyGoal: string, monthlyGoal: string) {
  const goals = { daily_goal: dailyGoal, monthly_goal: monthlyGoal } satisfies Goals;
  return adminApi.postForm<DashboardStats>('/dashboard/goals', new URLSearchParams(goals));
}

/** The last `days` days, oldest first. The gateway answers a list; `{ days: [...] }` is accepted too. */
export async function fetchDailySales(days: number, signal?: AbortSignal): Promise<DaySales[]> {
  const payload = await adminApi.get<DaySales[] | { days?: DaySales[] }>(`/dashboard/daily-sales?days=${days}`, {
    signal,
  });
  const list = Array.isArray(payload) ? payload : (payload?.days ?? []);
  return list
    .map((day) => ({ date: String(day.date), sales: Number(day.sales) || 0, orders: Number(day.orders) || 0 }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** When the last good backup was made; `stale` asks for the warning (over a day old, or none yet). */
export const fetchBackupStatus = (signal?: AbortSignal) => adminApi.get<BackupStatus>('/dashboard/backup', { signal });

/** "Recuperados por lembrete" (issue 35): orders paid after a PIX reminder this month, and their sum. */
export const fetchRecoveredByReminder = (signal?: AbortSignal) =>
  adminApi.get<RecoveredByReminder>('/dashboard/recovered', { signal });
