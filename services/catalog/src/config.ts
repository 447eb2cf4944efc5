import { baseServiceEnv, busEnv, databaseEnv, loadConfig } from '@ritual/runtime';

export const catalogEnv = baseServiceEnv.extend(databaseEnv.shape).extend(busEnv.shape);

export type CatalogEnv = ReturnType<typeof loadCatalogEnv>;

export function loadCatalogEnv(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig('catalog', catalogEnv, env);
}
