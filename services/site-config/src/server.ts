import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import {
  createLogger,
  ensureDatabase,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  registration,
  runIfMain,
  startService,
} from '@ritual/runtime';
import { loadSiteConfigEnv } from './config.js';
import * as schema from './db/schema.js';
import { SiteConfigStore } from './domain/site-config-store.js';
import { siteConfigHandlers } from './handlers/site-config.js';

export async function start(env: NodeJS.ProcessEnv = process.env, options: { handleSignals?: boolean } = {}) {
  const config = loadSiteConfigEnv(env);
  const logger = createLogger('site-config', config.LOG_LEVEL);
  await ensureDatabase(config.DATABASE_URL);
  const { db, pool } = openDatabase(config.DATABASE_URL, schema);
  await migrateDatabase(db, migrationsFolder(import.meta.url));
  const store = new SiteConfigStore(db);
  return startService({
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    metricsPort: config.METRICS_PORT,
    handleSignals: options.handleSignals,
    services: [registration('ritual.v1.SiteConfig', SiteConfigService, siteConfigHandlers(store))],
    stopSteps: [{ name: 'postgres', run: () => pool.end() }],
  });
}

runIfMain(import.meta.url, start);
