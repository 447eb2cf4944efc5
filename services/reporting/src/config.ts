import { baseServiceEnv, busEnv, databaseEnv, loadConfig } from '@ritual/runtime';

export const reportingEnv = baseServiceEnv.extend(databaseEnv.shape).extend(busEnv.shape);

export type ReportingEnv = ReturnType<typeof loadReportingEnv>;

export function loadReportingEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('reporting', reportingEnv, env);
}
