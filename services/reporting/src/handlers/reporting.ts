import type { ReportingService } from '@ritual/proto/ritual/v1/reporting';
import type { AsyncService } from '@ritual/runtime';
import type { Dashboard } from '../domain/dashboard.js';
import { validateGoals } from '../domain/goals.js';

export function reportingHandlers(dashboard: Dashboard): AsyncService<typeof ReportingService> {
  return {
    getDashboardStats: () => dashboard.stats(),
    setGoals: async (request) => {
      await dashboard.saveGoals(validateGoals(request));
      return dashboard.stats();
    },
    getDailySales: async ({ days }) => ({ days: await dashboard.dailySales(days) }),
  };
}
