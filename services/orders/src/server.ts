import { CatalogService } from '@ritual/proto/ritual/v1/catalog';
import { OrdersService } from '@ritual/proto/ritual/v1/orders';
import {
  createBus,
  createClient,
  createLogger,
  createStorage,
  OutboxRelay,
  openServiceDatabase,
  registration,
  runIfMain,
  SecretBox,
  startService,
} from '@ritual/runtime';
import { loadOrdersEnv } from './config.js';
import * as schema from './db/schema.js';
import { DataSubjects } from './domain/data-subjects.js';
import { ErasureJournal, reapplyErasures } from './domain/erasure-journal.js';
import { OrderBook } from './domain/order-book.js';
import { OrderCorrections } from './domain/order-corrections.js';
import { OrderErasure } from './domain/order-erasure.js';
import { OrderQueries } from './domain/order-query.js';
import { startPaymentExpirySweeper } from './domain/payment-expiry.js';
import { PhotoStore, startPhotoSweeper } from './domain/photo-store.js';
import { OrderRetention } from './domain/retention.js';
import { catalogRituals } from './domain/rituals.js';
import { consumePspPayments } from './events/psp-payments.js';
import { consumeReceiptVerified } from './events/receipt-verified.js';
import { consumeRetentionDue } from './events/retention-due.js';
import { ordersHandlers } from './handlers/orders.js';

export interface StartOptions {
  handleSignals?: boolean;
  /** The service's notion of "now" (order times, store day, photo expiry); tests move it. */
  clock?: () => Date;
}

/** Order tokens kept for the lasting links, under ORDER_LINK_KEY. */
const ORDER_LINK_SEALING = { service: 'orders', purpose: 'order-link-token-v1' };

export async function start(env: NodeJS.ProcessEnv = process.env, options: StartOptions = {}) {
  const config = loadOrdersEnv(env);
  const clock = options.clock ?? (() => new Date());
  const logger = createLogger('orders', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const storage = createStorage(config);
  await storage.ensureBucket();
  const bus = await createBus(config, logger, { name: 'orders' });
  const relay = new OutboxRelay(db, bus, logger);
  relay.start();
  const onEventsQueued = () => relay.kick();
  const catalog = createClient(CatalogService, config.CATALOG_ADDR);

  const photos = new PhotoStore(db, storage, clock, logger);
  const rituals = catalogRituals(catalog);
  const erasure = new OrderErasure(photos, clock);
  const journal = new ErasureJournal(storage, clock);
  // Before serving: a database restored from a backup older than an erasure must not show the person again.
  if (
    await reapplyErasures(db, journal, (tx, orderIds) => erasure.erase(tx, orderIds, 'erasure').then(() => {}), logger)
  ) {
    relay.kick();
  }
  const book = new OrderBook(db, rituals, photos, {
    clock,
    timeZone: config.STORE_TIMEZONE,
    onEventsQueued,
    logger,
    linkTokens: config.ORDER_LINK_KEY ? new SecretBox(config.ORDER_LINK_KEY, ORDER_LINK_SEALING) : undefined,
  });
  const receipts = await consumeReceiptVerified({ bus, db, book, onEventsQueued, logger });
  const pspPayments = await consumePspPayments({ bus, db, book, onEventsQueued, logger });
  const retention = await consumeRetentionDue({
    bus,
    retention: new OrderRetention(db, erasure, { paymentTtlMs: config.ORDER_PAYMENT_TTL, clock, onEventsQueued }),
    logger,
  });
  const sweeper = startPhotoSweeper(photos, config.PHOTO_SWEEP_INTERVAL_MS, logger);
  const expiry = startPaymentExpirySweeper(book, {
    ttlMs: config.ORDER_PAYMENT_TTL,
    intervalMs: config.ORDER_EXPIRY_SWEEP_INTERVAL_MS,
    logger,
  });

  return startService({
    logger,
    env: config,
    handleSignals: options.handleSignals,
    services: [
      registration(
        'ritual.v1.Orders',
        OrdersService,
        ordersHandlers(
          book,
          photos,
          config.ORDER_PAYMENT_TTL,
          new OrderQueries(db, config.STORE_TIMEZONE),
          config.STORE_TIMEZONE,
          new DataSubjects(db, erasure, clock, journal),
          new OrderCorrections(db, rituals, clock),
        ),
      ),
    ],
    stopSteps: [
      { name: 'receipt consumer', run: () => receipts.stop() },
      { name: 'psp payment consumer', run: () => pspPayments.stop() },
      { name: 'retention consumer', run: () => retention.stop() },
      { name: 'photo sweeper', run: () => sweeper.stop() },
      { name: 'payment expiry sweeper', run: () => expiry.stop() },
      { name: 'outbox relay', run: () => relay.stop() },
      { name: 'bus', run: () => bus.close() },
      { name: 'catalog client', run: () => catalog.close() },
      { name: 'postgres', run: () => pool.end() },
    ],
  });
}

runIfMain(import.meta.url, start);
