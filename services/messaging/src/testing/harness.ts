import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EventTypes, type OrderSnapshot, type OrderStatusChanged } from '@ritual/contracts/events';
import { MessagingService } from '@ritual/proto/ritual/v1/messaging';
import { type OrderContact, OrdersService } from '@ritual/proto/ritual/v1/orders';
import {
  createBus,
  createClient,
  createLogger,
  type EventBus,
  isServiceError,
  newEvent,
  notFound,
  openDatabase,
  type RunningService,
} from '@ritual/runtime';
import { createTestDatabase, startFakeService, startTestS3, TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { startWhatsAppSimulator } from '@ritual/whatsapp-simulator';
import * as schema from '../db/schema.js';
import type { SenderTuning } from '../domain/sender.js';
import { start } from '../server.js';

export const PHONE_NUMBER_ID = '106540352242922';
export const ACCESS_TOKEN = 'EAAtest-token-never-logged';
export const APP_SECRET = 'app-secret-for-tests';
export const VERIFY_TOKEN = 'verify-me';
export const ORIGIN = 'https://loja.exemplo.com.br';

/** A mobile number per order id: (11) 9xxxx-xxxx. */
export const whatsappOf = (orderId: number) => `(11) 9${String(orderId).padStart(8, '0').slice(-8)}`;
/** The same number as WhatsApp is called with. */
export const toOf = (orderId: number) => `55119${String(orderId).padStart(8, '0').slice(-8)}`;

export interface TestOrder {
  snapshot: OrderSnapshot;
  contact: OrderContact;
}

export function testOrder(
  id: number,
  fields: Partial<OrderSnapshot> = {},
  order: Partial<NonNullable<OrderContact['order']>> = {},
  contact: Partial<OrderContact> = {},
): TestOrder {
  const createdAt = fields.created_at ?? new Date().toISOString();
  const snapshot: OrderSnapshot = {
    order_id: id,
    ritual_id: 1,
    ritual_name: 'Ritual do Amor',
    price: '49.90',
    commission_type: 'percentage',
    commission_value: '10.00',
    payment_status: 'pending',
    requires_payment: true,
    created_at: createdAt,
    ...fields,
  };
  return {
    snapshot,
    contact: {
      name: 'Maria Silva',
      order_token: `token-${id}`,
      ...contact,
      order: {
        id,
        ritual_id: snapshot.ritual_id,
        ritual_name: snapshot.ritual_name,
        form_data: {},
        whatsapp: whatsappOf(id),
        payment_status: snapshot.payment_status,
        created_at: createdAt,
        ritual_price: snapshot.price,
        commission_type: snapshot.commission_type,
        commission_value: snapshot.commission_value,
        photos: [],
        requires_payment: snapshot.requires_payment,
        payment_expires_at: snapshot.requires_payment ? new Date(Date.parse(createdAt) + 3_600_000).toISOString() : '',
        expired: false,
        late_payment: false,
        consent: {
          accepted: true,
          notice_version: '2026-01',
          client_address: '127.0.0.1',
          accepted_at: createdAt,
          revoked_at: '',
        },
        ...order,
      },
    },
  };
}

/** Waits until `check` returns something truthy (a state another process reaches), polling briefly. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The digits of a Brazilian number without the country code, as orders matches a person's WhatsApp. */
const localDigits = (whatsapp: string) => whatsapp.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');

/** A fake orders service answering GetOrderContact (and a person's orders) from a map the test controls. */
export async function startFakeOrders() {
  const contacts = new Map<number, OrderContact>();
  let calls = 0;
  const fake = await startFakeService('ritual.v1.Orders', OrdersService, {
    getOrderContact: async ({ id }) => {
      calls++;
      const contact = contacts.get(id);
      if (!contact) throw notFound('Pedido não encontrado');
      return contact;
    },
    findDataSubjectOrders: async ({ whatsapp }) => ({
      orders: [...contacts.values()]
        .map((contact) => contact.order!)
        .filter((order) => localDigits(order.whatsapp) === localDigits(whatsapp)),
    }),
  });
  return { ...fake, contacts, calls: () => calls };
}

/** Forwards the simulator's webhooks (raw body + X-Hub-Signature-256) to ReceiveWebhook, as the gateway does. */
export async function startWebhookRelay(target: () => ReturnType<typeof createClient<typeof MessagingService>>) {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = String(req.headers['x-hub-signature-256'] ?? '');
      target()
        .receiveWebhook({ body: Buffer.concat(chunks), signature })
        .then(
          () => res.writeHead(200).end('{}'),
          (err) => res.writeHead(isServiceError(err) && err.code === 16 ? 401 : 500).end(),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface HarnessOptions {
  env?: Record<string, string>;
  sender?: SenderTuning;
  simulator?: Partial<Parameters<typeof startWhatsAppSimulator>[0]>;
}

/** One messaging service on a throwaway database with NATS, S3, a fake orders service and the simulator. */
export async function startHarness(options: HarnessOptions = {}) {
  const database = await createTestDatabase('messaging');
  const s3 = await startTestS3();
  const orders = await startFakeOrders();
  const busConfig = {
    NATS_URL: TEST_NATS_URL,
    EVENT_STREAM: uniqueName('MESSAGING'),
    EVENT_SUBJECT_PREFIX: uniqueName('msg'),
  };
  let graphCalls = 0;
  const countingFetch: typeof fetch = (input, init) => {
    graphCalls++;
    return fetch(input, init);
  };
  let client: ReturnType<typeof createClient<typeof MessagingService>> | undefined;
  const relay = await startWebhookRelay(() => client!);
  const simulator = await startWhatsAppSimulator({
    phoneNumberId: PHONE_NUMBER_ID,
    accessToken: ACCESS_TOKEN,
    appSecret: APP_SECRET,
    webhookUrl: relay.url,
    statusDelayMs: 20,
    ...options.simulator,
  });
  const env: Record<string, string> = {
    LOG_LEVEL: 'silent',
    GRPC_PORT: '0',
    METRICS_PORT: '0',
    DATABASE_URL: database.url,
    ...busConfig,
    S3_ENDPOINT: s3.config.S3_ENDPOINT,
    S3_ACCESS_KEY: s3.config.S3_ACCESS_KEY,
    S3_SECRET_KEY: s3.config.S3_SECRET_KEY,
    S3_BUCKET: s3.config.S3_BUCKET,
    ORDERS_ADDR: orders.address,
    PUBLIC_ORIGIN: ORIGIN,
    WHATSAPP_GRAPH_URL: simulator.graphUrl,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_PIX_REMINDERS: '1s,2s',
    WHATSAPP_RECIPIENT_GAP: '0',
    WHATSAPP_MAX_PER_SECOND: '200',
    WHATSAPP_RESEND_GRACE: '1s',
    ...options.env,
  };
  const tuning: SenderTuning = { tickMs: 200, backoffBaseMs: 100, backoffMaxMs: 800, ...options.sender };
  const services: RunningService[] = [];
  const launch = async () => {
    const service = await start(env, { handleSignals: false, sender: tuning, fetch: countingFetch });
    services.push(service);
    return service;
  };
  let service = await launch();
  client = createClient(MessagingService, `127.0.0.1:${service.port}`);
  const store = openDatabase(database.url, schema, { poolSize: 2 });
  const publisher: EventBus = await createBus(busConfig, createLogger('test', 'silent'));

  return {
    env,
    simulator,
    orders,
    store,
    get service() {
      return service;
    },
    get client() {
      return client!;
    },
    graphCalls: () => graphCalls,
    /** Another replica on the same database and stream. */
    launch,
    /** Stops the service (SIGTERM's drain) and starts it again on the same database. */
    async restart() {
      await service.stop();
      client!.close();
      service = await launch();
      client = createClient(MessagingService, `127.0.0.1:${service.port}`);
    },
    /** Publishes an event as another service would. */
    async publish<T>(type: string, data: T) {
      await publisher.publish(newEvent(type, data));
    },
    /** The order exists at orders and its orders.created is published. */
    async create(order: TestOrder) {
      orders.contacts.set(order.snapshot.order_id, order.contact);
      await publisher.publish(newEvent(EventTypes.OrderCreated, order.snapshot));
    },
    async changeStatus(order: TestOrder, to: 'paid' | 'cancelled', expired = false, changedAt = new Date()) {
      const contact = orders.contacts.get(order.snapshot.order_id)!;
      contact.order = { ...contact.order!, payment_status: to, expired };
      const data: OrderStatusChanged = {
        ...order.snapshot,
        payment_status: to,
        previous_status: 'pending',
        changed_at: changedAt.toISOString(),
      };
      await publisher.publish(newEvent(EventTypes.OrderStatusChanged, data));
    },
    async rows(orderId: number) {
      const { eq, asc } = await import('drizzle-orm');
      return store.db
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.orderId, orderId))
        .orderBy(asc(schema.messages.kind), asc(schema.messages.step));
    },
    sentTo(to: string, template?: string) {
      return simulator.sent().filter((m) => m.to === to && (template === undefined || m.template === template));
    },
    async close() {
      client?.close();
      for (const running of services) await running.stop();
      await publisher.close();
      await simulator.close();
      await relay.close();
      await orders.stop();
      await store.pool.end();
      await s3.close();
      await database.drop();
      const nc = await connect({ servers: TEST_NATS_URL });
      await (await jetstreamManager(nc)).streams.delete(busConfig.EVENT_STREAM).catch(() => {});
      await nc.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
