import { adminApi } from '../../admin-common/api/admin-api';

export interface DashboardStats {
  daily_sales: number;
  monthly_sales: number;
  daily_goal: number;
  monthly_goal: number;
  daily_commission: number;
  monthly_commission: number;
}

export interface DaySales {
  /** yyyy-mm-dd on the store's calendar. */
  date: string;
  sales: number;
  orders: number;
}

export const fetchDashboardStats = (signal?: AbortSignal) =>
  adminApi.get<DashboardStats>('/dashboard/stats', { signal });

/** Spec §7: form fields daily_goal and monthly_goal. */
export const saveGoals = (dailyGoal: string, monthlyGoal: string) =>
  adminApi.postForm<DashboardStats>(
    '/dashboard/goals',
    new URLSearchParams({ daily_goal: dailyGoal, monthly_goal: monthlyGoal }),
  );

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
