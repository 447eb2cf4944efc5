import { DataRequestsService, PrivacyService } from '@ritual/proto/ritual/v1/privacy';
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
import { SiteConfigStore } from './domain/site-config-store.js';
import { dataRequestHandlers, privacyHandlers } from './handlers/privacy.js';
import { siteConfigHandlers } from './handlers/site-config.js';

export async function start(
  env: NodeJS.ProcessEnv = process.env,
  options: {
    handleSignals?: boolean /** The service's "now" (request due dates); tests move it. */;
    clock?: () => Date;
  } = {},
) {
  const clock = options.clock ?? (() => new Date());
  const config = loadSiteConfigEnv(env);
  const logger = createLogger('site-config', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url);
  const bus = await createBus(config, logger);
  const relay = new OutboxRelay(db, bus, logger.child({ component: 'outbox' }));
  relay.start();
  const store = new SiteConfigStore(db, () => relay.kick());
  return startService({
    logger,
    env: config,
    handleSignals: options.handleSignals,
    services: [
      registration('ritual.v1.SiteConfig', SiteConfigService, siteConfigHandlers(store)),
      registration('ritual.v1.Privacy', PrivacyService, privacyHandlers(new PrivacyNoticeStore(db))),
      registration('ritual.v1.DataRequests', DataRequestsService, dataRequestHandlers(new DataRequestStore(db, clock))),
    ],
    stopSteps: [
      { name: 'outbox relay', run: () => relay.stop() },
      { name: 'bus', run: () => bus.close() },
      { name: 'postgres', run: () => pool.end() },
    ],
  });
}

runIfMain(import.meta.url, start);
