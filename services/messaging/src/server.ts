import { MessagingService } from '@ritual/proto/ritual/v1/messaging';
import { OrdersService } from '@ritual/proto/ritual/v1/orders';
import {
  createBus,
  createClient,
  createLogger,
  createStorage,
  openServiceDatabase,
  registration,
  runIfMain,
  startService,
} from '@ritual/runtime';
import { CloudApiClient } from './cloud-api/client.js';
import { loadMessagingEnv } from './config.js';
import * as schema from './db/schema.js';
import { ConsentDesk } from './domain/consent.js';
import { MessageDesk } from './domain/message-desk.js';
import { MessageLog } from './domain/message-log.js';
import { Schedule } from './domain/schedule.js';
import { Sender, type SenderTuning } from './domain/sender.js';
import { SettingsStore } from './domain/settings.js';
import { VideoLibrary } from './domain/videos.js';
import { WebhookDesk } from './domain/webhook.js';
import { CONSUMER, subscribeOrderEvents } from './events/order-events.js';
import { subscribePrivacyEvents } from './events/privacy-events.js';
import { messagingHandlers } from './handlers/messaging.js';

export async function start(
  env: NodeJS.ProcessEnv = process.env,
  options: {
    handleSignals?: boolean;
    sender?: SenderTuning;
    /** The Cloud API client's fetch (tests count the calls). */
    fetch?: typeof fetch;
  } = {},
) {
  const config = loadMessagingEnv(env);
  const logger = createLogger('messaging', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const storage = createStorage(config);
  await storage.ensureBucket();
  const account = config.whatsapp;
  if (!account)
    logger.warn('WhatsApp not configured (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN): nothing is sent');
  const api = account
    ? new CloudApiClient({
        graphUrl: account.graphUrl,
        phoneNumberId: account.phoneNumberId,
        accessToken: account.accessToken,
        fetch: options.fetch,
      })
    : undefined;
  const settings = new SettingsStore(db, account?.accessToken);
  await settings.forgetRefusalOfOtherTokens();
  const orders = createClient(OrdersService, config.ORDERS_ADDR);
  const videos = new VideoLibrary(db, storage);
  const sender = new Sender({
    ...options.sender,
    db,
    settings,
    api,
    orders,
    videos,
    publicOrigin: account?.publicOrigin ?? config.PUBLIC_ORIGIN ?? '',
    maxPerSecond: config.WHATSAPP_MAX_PER_SECOND,
    recipientGapMs: config.WHATSAPP_RECIPIENT_GAP,
    resendGraceMs: config.WHATSAPP_RESEND_GRACE,
    logger: logger.child({ component: 'sender' }),
  });
  const webhook = new WebhookDesk(
    db,
    { appSecret: config.WHATSAPP_APP_SECRET, verifyToken: config.WHATSAPP_VERIFY_TOKEN },
    () => sender.wake(),
    logger.child({ component: 'webhook' }),
  );
  const log = new MessageLog(db, config.STORE_TIMEZONE);
  const desk = new MessageDesk({
    db,
    settings,
    sender,
    log,
    videos,
    webhook,
    consent: new ConsentDesk({ db, orders }),
    phoneNumberId: account?.phoneNumberId,
    publicOrigin: account?.publicOrigin ?? config.PUBLIC_ORIGIN ?? '',
    reminderDelaysMs: config.WHATSAPP_PIX_REMINDERS,
  });
  const bus = await createBus(config, logger, { name: 'messaging' });
  const schedule = new Schedule(db, CONSUMER, config.WHATSAPP_PIX_REMINDERS);
  const orderEvents = await subscribeOrderEvents(bus, schedule, () => sender.wake());
  const privacyEvents = await subscribePrivacyEvents(bus, log);
  sender.start();
  return startService({
    logger,
    env: config,
    handleSignals: options.handleSignals,
    services: [registration('ritual.v1.Messaging', MessagingService, messagingHandlers(desk))],
    stopSteps: [
      { name: 'order events', run: () => orderEvents.stop() },
      { name: 'privacy events', run: () => privacyEvents.stop() },
      // Stops claiming and waits for the calls in flight, so their wamids are stored before the pool closes.
      { name: 'whatsapp sender', run: () => sender.stop() },
      { name: 'bus', run: () => bus.close() },
      { name: 'orders client', run: () => orders.close() },
      { name: 'postgres', run: () => pool.end() },
    ],
  });
}

runIfMain(import.meta.url, start);
