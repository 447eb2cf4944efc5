import { ReportingService } from '@ritual/proto/ritual/v1/reporting';
import { createBus, createLogger, openServiceDatabase, registration, runIfMain, startService } from '@ritual/runtime';
import { loadReportingEnv } from './config.js';
import * as schema from './db/schema.js';
import { type Clock, Dashboard } from './domain/dashboard.js';
import { subscribeOrderEvents } from './events/order-events.js';
import { reportingHandlers } from './handlers/reporting.js';

export async function start(
  env: NodeJS.ProcessEnv = process.env,
  options: { handleSignals?: boolean; clock?: Clock } = {},
) {
  const config = loadReportingEnv(env);
  const logger = createLogger('reporting', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const bus = await createBus(config, logger, { name: 'reporting' });
  const orderEvents = await subscribeOrderEvents(bus, db);
  const dashboard = new Dashboard(db, config.STORE_TIMEZONE, options.clock ?? (() => new Date()));
  return startService({
    logger,
    env: config,
    handleSignals: options.handleSignals,
    services: [registration('ritual.v1.Reporting', ReportingService, reportingHandlers(dashboard))],
    stopSteps: [
      { name: 'order events', run: () => orderEvents.stop() },
      { name: 'bus', run: () => bus.close() },
      { name: 'postgres', run: () => pool.end() },
    ],
  });
}

runIfMain(import.meta.url, start);
