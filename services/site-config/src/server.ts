import { DataRequestsService, PrivacyService, RetentionService } from '@ritual/proto/ritual/v1/privacy';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import {
  createBus,
  createLogger,
  OutboxRelay,
  openServiceDatabase,
  registration,
  runIfMain,
  startService,
} from '@ritual/runtime';
import { loadSiteConfigEnv } from './config.js';
import * as schema from './db/schema.js';
import { DataRequestStore } from './domain/data-requests.js';
import { PrivacyNoticeStore } from './domain/privacy-notice-store.js';
import { RetentionScheduler } from './domain/retention-scheduler.js';
import { RetentionSettingsStore } from './domain/retention-settings.js';
import { SiteConfigStore } from './domain/site-config-store.js';
import { dataRequestHandlers, privacyHandlers, retentionHandlers } from './handlers/privacy.js';
import { siteConfigHandlers } from './handlers/site-config.js';

export async function start(
  env: NodeJS.ProcessEnv = process.env,
  options: {
    handleSignals?: boolean /** The service's "now" (request due dates, the retention run); tests move it. */;
    clock?: () => Date;
    /** Start the daily retention scheduler (default true); tests that drive runs themselves turn it off. */
    retentionScheduler?: boolean;
  } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const config = loadSiteConfigEnv(env);
  const logger = createLogger('site-config', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const bus = await createBus(config, logger);
  const relay = new OutboxRelay(db, bus, logger.child({ component: 'outbox' }));
  relay.start();
  const store = new SiteConfigStore(db, () => relay.kick());
  const retention = new RetentionScheduler(db, {
    timeZone: config.STORE_TIMEZONE,
    clock,
    afterCommit: () => relay.kick(),
    logger: logger.child({ component: 'retention' }),
  });
  const service = await startService({
    logger,
    env: config,
    handleSignals: options.handleSignals,
    services: [
      registration('ritual.v1.SiteConfig', SiteConfigService, siteConfigHandlers(store)),
      registration('ritual.v1.Privacy', PrivacyService, privacyHandlers(new PrivacyNoticeStore(db))),
      registration('ritual.v1.DataRequests', DataRequestsService, dataRequestHandlers(new DataRequestStore(db, clock))),
      registration('ritual.v1.Retention', RetentionService, retentionHandlers(new RetentionSettingsStore(db))),
    ],
    stopSteps: [
      { name: 'retention scheduler', run: () => retention.stop() },
      { name: 'outbox relay', run: () => relay.stop() },
      { name: 'bus', run: () => bus.close() },
      { name: 'postgres', run: () => pool.end() },
    ],
  });
  if (options.retentionScheduler !== false) retention.start();
  return Object.assign(service, { retention });
}

runIfMain(import.meta.url, start);
