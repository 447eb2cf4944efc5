import { randomBytes } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jetstreamManager } from '@nats-io/jetstream';
import { start as startCatalog } from '@ritual/catalog/server';
import { start as startIdentity } from '@ritual/identity/server';
import { start as startMessaging } from '@ritual/messaging/server';
import { start as startOrders } from '@ritual/orders/server';
import { start as startPayments } from '@ritual/payments/server';
import { start as startReporting } from '@ritual/reporting/server';
import {
  type BusConfig,
  createLogger,
  createStorage,
  JetStreamBus,
  type ObjectStorage,
  type RunningService,
} from '@ritual/runtime';
import { createTestDatabase, startTestS3, TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { start as startSiteConfig } from '@ritual/site-config/server';
import request from 'supertest';
import { createApp } from '../app.js';
import { subscribeCacheInvalidation } from '../cache/invalidation-events.js';
import { PublicCache } from '../cache/public-cache.js';
import { closeServiceClients, createServiceClients, type ServiceClients, serviceChannels } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { answerClientErrorsWithDetail } from '../http/client-errors.js';
import { healthRoutes } from '../routes/health.js';

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface StackOptions {
  /** Log level of the seven services and the gateway; default silent. */
  logLevel?: LogLevel;
  /** A built web app to serve outside /api, for browser tests. */
  webDist?: string;
  /** More variables for payments, given the gateway's origin (e.g. a PSP whose webhook calls the gateway). */
  paymentsEnv?: (gatewayUrl: string) => Record<string, string>;
  /** More variables for orders. */
  ordersEnv?: Record<string, string>;
  /** The orders service's clock (order times, payment expiry); real time by default. */
  ordersClock?: () => Date;
  /**
   * More variables for messaging, given the gateway's origin (e.g. a WhatsApp simulator and its secrets); without
   * them WhatsApp is not configured and nothing is sent.
   */
  messagingEnv?: (gatewayUrl: string) => Record<string, string>;
}

/**
 * The whole product in this process: the seven real services (each with a fresh database, all on one private
 * JetStream stream, photos and receipts in an s3rver) behind the real gateway app, which also listens on a
 * loopback port for browsers and benchmarks.
 */
export interface ContractStack {
  app: RequestListener;
  /** The gateway's origin, e.g. http://127.0.0.1:41234 (the API is under /api). */
  url: string;
  adminPassword: string;
  jwtSecret: string;
  busConfig: Required<Omit<BusConfig, 'BUS_DATABASE_URL'>>;
  /** A connection to the shared stream, to publish events as another service would. */
  bus: JetStreamBus;
  /** The gateway's clients of the seven services (to build another gateway replica). */
  clients: ServiceClients;
  /** The gateway's public reads cache, kept fresh by the services' change events on its own durable. */
  publicCache: PublicCache;
  /** Events the durable consumer `durable` has not handled yet (waiting or in flight). */
  unhandledEvents(durable: string): Promise<number>;
  /** Signs in as the user admin and answers the access token. */
  adminToken(): Promise<string>;
  /** The file storage the services share, and their databases: what a test checks below the API. */
  storage: ObjectStorage;
  databaseUrls: { orders: string; payments: string; reporting: string; messaging: string };
  /** Another orders replica on the same database, bus and bucket (stopped with the stack). */
  startOrdersReplica(): Promise<RunningService>;
  stop(): Promise<void>;
}

/** Runs and removes `steps` last first, each even when an earlier one failed; then throws the first failure. */
async function unwind(steps: Array<() => Promise<unknown>>): Promise<void> {
  const failures: unknown[] = [];
  for (let step = steps.pop(); step; step = steps.pop()) {
    await step().catch((err: unknown) => failures.push(err));
  }
  if (failures.length) throw failures[0];
}

export async function startStack(options: StackOptions = {}): Promise<ContractStack> {
  const logLevel = options.logLevel ?? 'silent';
  const logger = createLogger('contract', logLevel);
  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    const busConfig = {
      NATS_URL: TEST_NATS_URL,
      EVENT_STREAM: uniqueName('CONTRACT'),
      EVENT_SUBJECT_PREFIX: uniqueName('contract'),
    };
    // Connecting first creates the stream, so the services do not race to create it.
    const bus = await JetStreamBus.connect(busConfig, logger, { name: 'contract-test' });
    cleanup.push(async () => {
      await (await jetstreamManager(bus.connection)).streams.delete(busConfig.EVENT_STREAM).catch(() => {});
      await bus.close();
    });

    // Listening first gives the gateway's URL to the services that must know it (a PSP webhook).
    const server: Server = createServer();
    answerClientErrorsWithDetail(server);
    server.listen(0, '127.0.0.1');
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const [s3, ...databases] = await Promise.all([
      startTestS3(),
      ...['catalog', 'orders', 'payments', 'identity', 'site_config', 'reporting', 'messaging'].map((name) =>
        createTestDatabase(`contract_${name}`),
      ),
    ]);
    cleanup.push(() => s3.close(), ...databases.map((database) => () => database.drop()));
    const [catalogDb, ordersDb, paymentsDb, identityDb, siteConfigDb, reportingDb, messagingDb] = databases.map(
      (db) => db.url,
    );

    const base = { LOG_LEVEL: logLevel, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', NODE_ENV: 'test' };
    const adminPassword = `admin-${randomBytes(6).toString('hex')}`;
    const jwtSecret = randomBytes(32).toString('hex');
    const address = (service: RunningService) => `127.0.0.1:${service.port}`;
    const started = async (running: Promise<RunningService>) => {
      const service = await running;
      cleanup.push(() => service.stop());
      return service;
    };
    const noSignals = { handleSignals: false };

    const [catalog, identity, siteConfig, reporting] = await Promise.all([
      started(startCatalog({ ...base, ...busConfig, DATABASE_URL: catalogDb }, noSignals)),
      started(
        startIdentity(
          { ...base, ...busConfig, DATABASE_URL: identityDb, JWT_SECRET: jwtSecret, ADMIN_PASSWORD: adminPassword },
          noSignals,
        ),
      ),
      started(startSiteConfig({ ...base, ...busConfig, DATABASE_URL: siteConfigDb }, noSignals)),
      started(startReporting({ ...base, ...busConfig, DATABASE_URL: reportingDb }, noSignals)),
    ]);
    const startOrdersInstance = () =>
      started(
        startOrders(
          {
            ...base,
            ...busConfig,
            ...s3.config,
            DATABASE_URL: ordersDb,
            CATALOG_ADDR: address(catalog),
            ...options.ordersEnv,
          },
          { ...noSignals, clock: options.ordersClock },
        ),
      );
    const orders = await startOrdersInstance();
    const payments = await started(
      startPayments(
        {
          ...base,
          ...busConfig,
          ...s3.config,
          DATABASE_URL: paymentsDb,
          ORDERS_ADDR: address(orders),
          SITE_CONFIG_ADDR: address(siteConfig),
          ...options.paymentsEnv?.(url),
        },
        noSignals,
      ),
    );

    const messaging = await started(
      startMessaging(
        {
          ...base,
          ...busConfig,
          ...s3.config,
          DATABASE_URL: messagingDb,
          ORDERS_ADDR: address(orders),
          ...options.messagingEnv?.(url),
        },
        noSignals,
      ),
    );

    const config = loadGatewayConfig({
      CATALOG_ADDR: address(catalog),
      ORDERS_ADDR: address(orders),
      PAYMENTS_ADDR: address(payments),
      IDENTITY_ADDR: address(identity),
      SITE_CONFIG_ADDR: address(siteConfig),
      REPORTING_ADDR: address(reporting),
      MESSAGING_ADDR: address(messaging),
    });
    const clients = createServiceClients(config);
    const health = healthRoutes(serviceChannels(clients));
    cleanup.push(async () => {
      health.close();
      closeServiceClients(clients);
    });
    const publicCache = new PublicCache();
    const invalidation = await subscribeCacheInvalidation(bus, publicCache, uniqueName('replica'));
    cleanup.push(() => invalidation.stop());
    const app = createApp({
      logger,
      clients,
      health: health.router,
      webDist: options.webDist,
      trustProxy: 'loopback',
      isProduction: false,
      publicCache: { cache: publicCache, timeZone: 'America/Sao_Paulo' },
      // Every response of every contract test must match its schema in the OpenAPI document.
      checkResponses: true,
    });
    server.on('request', app);

    return {
      app,
      url,
      adminPassword,
      jwtSecret,
      busConfig,
      bus,
      clients,
      publicCache,
      storage: createStorage(s3.config),
      databaseUrls: { orders: ordersDb!, payments: paymentsDb!, reporting: reportingDb!, messaging: messagingDb! },
      startOrdersReplica: startOrdersInstance,
      async unhandledEvents(durable) {
        const info = await (await jetstreamManager(bus.connection)).consumers.info(busConfig.EVENT_STREAM, durable);
        return info.num_pending + info.num_ack_pending;
      },
      async adminToken() {
        const response = await request(app)
          .post('/api/auth/login')
          .send({ username: 'admin', password: adminPassword });
        if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
        return response.body.access_token as string;
      },
      stop: () => unwind(cleanup),
    };
  } catch (err) {
    await unwind(cleanup).catch(() => {});
    throw err;
  }
}

/** Resolves with the first value `probe` gives that is not undefined; fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
