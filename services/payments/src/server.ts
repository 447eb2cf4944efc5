import { OrdersService } from '@ritual/proto/ritual/v1/orders';
import { PaymentsService } from '@ritual/proto/ritual/v1/payments';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import {
  createBus,
  createClient,
  createLogger,
  createStorage,
  OutboxRelay,
  openServiceDatabase,
  registration,
  runIfMain,
  startService,
} from '@ritual/runtime';
import { loadPaymentsEnv } from './config.js';
import * as schema from './db/schema.js';
import { PaymentConfigStore } from './domain/payment-config-store.js';
import { ReceiptRetention } from './domain/receipt-retention.js';
import { ReceiptReview } from './domain/receipt-review.js';
import { ReceiptDesk } from './domain/receipts.js';
import { rememberedSiteName } from './domain/site-name.js';
import { openChargesForNewOrders } from './events/order-created.js';
import { subscribePrivacyEvents } from './events/privacy-events.js';
import { paymentsHandlers } from './handlers/payments.js';
import { createPspDesk } from './psp/psp-desk.js';
import { OcrEngine } from './verification/ocr.js';
import { OpenAiReceiptReader } from './verification/openai-reader.js';
import { AutomaticReceiptVerifier } from './verification/receipt-verifier.js';

export async function start(env: NodeJS.ProcessEnv = process.env, options: { handleSignals?: boolean } = {}) {
  const config = loadPaymentsEnv(env);
  const logger = createLogger('payments', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const storage = createStorage(config);
  await storage.ensureBucket();
  const bus = await createBus(config, logger, { name: 'payments' });
  const relay = new OutboxRelay(db, bus, logger.child({ component: 'outbox' }));
  relay.start();
  const orders = createClient(OrdersService, config.ORDERS_ADDR);
  const siteConfig = createClient(SiteConfigService, config.SITE_CONFIG_ADDR);
  const siteName = rememberedSiteName(async () => (await siteConfig.getSiteConfig({})).site_name);
  const paymentConfig = new PaymentConfigStore(db, () => relay.kick());
  const ocr = new OcrEngine(logger.child({ component: 'ocr' }));
  if (!ocr.fastPages) {
    logger.warn(
      'modelo rápido do Tesseract não encontrado (pacote Debian tesseract-ocr-por): as imagens de comprovante são lidas com o modelo completo, que gasta cerca do dobro de CPU',
    );
  }
  const verifier = new AutomaticReceiptVerifier({
    ocr,
    model: config.OPENAI_API_KEY
      ? new OpenAiReceiptReader({
          apiKey: config.OPENAI_API_KEY,
          model: config.OPENAI_MODEL,
          baseURL: config.OPENAI_BASE_URL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
        })
      : undefined,
    timeZone: config.STORE_TIMEZONE,
    logger: logger.child({ component: 'verifier' }),
  });
  const receipts = new ReceiptDesk({
    db,
    storage,
    orders,
    config: paymentConfig,
    siteName: async () => {
      try {
        return await siteName();
      } catch (err) {
        // Without the name the recipient can still match by key; no match never approves.
        logger.warn({ err }, 'site name unavailable for receipt verification');
        return '';
      }
    },
    verifier,
    onEventQueued: () => relay.kick(),
  });
  const psp = config.psp
    ? createPspDesk({
        settings: config.psp,
        db,
        config: paymentConfig,
        orders,
        paymentTtlMs: config.ORDER_PAYMENT_TTL,
        onEventQueued: () => relay.kick(),
        logger: logger.child({ component: 'psp' }),
      })
    : undefined;
  const newOrders = psp ? await openChargesForNewOrders({ bus, charges: psp.charges }) : undefined;
  psp?.start();
  const privacyEvents = await subscribePrivacyEvents({
    bus,
    receipts,
    retention: new ReceiptRetention({ db, storage, onEventQueued: () => relay.kick() }),
    logger: logger.child({ component: 'privacy' }),
  });
  const review = new ReceiptReview({ db, storage, orders, onEventQueued: () => relay.kick() });
  return startService({
    logger,
    env: config,
    handleSignals: options.handleSignals,
    services: [
      registration(
        'ritual.v1.Payments',
        PaymentsService,
        paymentsHandlers({
          config: paymentConfig,
          receipts,
          review,
          orders,
          siteName,
          merchantCity: config.PIX_MERCHANT_CITY,
          psp,
          logger,
        }),
      ),
    ],
    stopSteps: [
      { name: 'new-order consumer', run: async () => newOrders?.stop() },
      { name: 'privacy consumers', run: () => privacyEvents.stop() },
      { name: 'psp', run: async () => psp?.stop() },
      { name: 'ocr', run: () => ocr.close() },
      { name: 'outbox', run: () => relay.stop() },
      { name: 'bus', run: () => bus.close() },
      { name: 'orders client', run: () => orders.close() },
      { name: 'site-config client', run: () => siteConfig.close() },
      { name: 'postgres', run: () => pool.end() },
    ],
  });
}

runIfMain(import.meta.url, start);
