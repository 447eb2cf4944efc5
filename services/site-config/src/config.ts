import { baseServiceEnv, busEnv, databaseEnv, loadConfig } from '@ritual/runtime';

export const siteConfigEnv = baseServiceEnv.extend(databaseEnv.shape).extend(busEnv.shape);

export type SiteConfigEnv = ReturnType<typeof loadSiteConfigEnv>;

export function loadSiteConfigEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('site-config', siteConfigEnv, env);
}
