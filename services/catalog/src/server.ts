import { CatalogService } from '@ritual/proto/ritual/v1/catalog';
import {
  createBus,
  createLogger,
  OutboxRelay,
  openServiceDatabase,
  registration,
  runIfMain,
  startService,
} from '@ritual/runtime';
import { loadCatalogEnv } from './config.js';
import * as schema from './db/schema.js';
import { RitualStore } from './domain/ritual-store.js';
import { catalogHandlers } from './handlers/catalog.js';

export interface StartOptions {
  handleSignals?: boolean;
  /** The clock that decides today's featured ritual (tests pin it). */
  now?: () => Date;
}

export async function start(env: NodeJS.ProcessEnv = process.env, options: StartOptions = {}) {
  const config = loadCatalogEnv(env);
  const logger = createLogger('catalog', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const bus = await createBus(config, logger);
  const relay = new OutboxRelay(db, bus, logger);
  relay.start();
  const store = new RitualStore(db, () => relay.kick());
  return startService({
    logger,
    env: config,
    handleSignals: options.handleSignals,
    services: [
      registration(
        'ritual.v1.Catalog',
        CatalogService,
        catalogHandlers(store, { timeZone: config.STORE_TIMEZONE, now: options.now }),
      ),
    ],
    stopSteps: [
      { name: 'outbox relay', run: () => relay.stop() },
      { name: 'bus', run: () => bus.close() },
      { name: 'postgres', run: () => pool.end() },
    ],
  });
}

runIfMain(import.meta.url, start);
