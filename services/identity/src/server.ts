import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import {
  createBus,
  createLogger,
  type EventBus,
  openServiceDatabase,
  registration,
  runIfMain,
  type Subscription,
  startService,
} from '@ritual/runtime';
import { loadIdentityEnv } from './config.js';
import * as schema from './db/schema.js';
import { bootstrapAdmin } from './domain/admin-bootstrap.js';
import { subscribeRetentionEvents } from './events/retention-events.js';
import { identityHandlers } from './handlers/identity.js';
import { buildIdentity } from './identity.js';

export interface IdentityStartOptions {
  handleSignals?: boolean;
  /** How long a positive session check is reused (default 5 s; 0: every request reads the database). */
  sessionCacheMs?: number;
  /** The service's clock (sessions, codes); real time by default. */
  now?: () => Date;
  /** Where the logs go instead of stdout (a test reads them). */
  logDestination?: Parameters<typeof createLogger>[2];
}

export async function start(env: NodeJS.ProcessEnv = process.env, options: IdentityStartOptions = {}) {
  const config = loadIdentityEnv(env);
  const logger = createLogger('identity', config.LOG_LEVEL, options.logDestination);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url, {
    logger,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  let bus: EventBus | undefined;
  let retentionEvents: Subscription | undefined;
  try {
    const { accounts, myAccount, audit } = buildIdentity(db, {
      jwtSecret: config.JWT_SECRET,
      jwtExpiresIn: config.JWT_EXPIRES_IN,
      idleSeconds: config.SESSION_IDLE_TIMEOUT,
      sessionCacheMs: options.sessionCacheMs,
      now: options.now,
    });
    await bootstrapAdmin(accounts, config.ADMIN_PASSWORD, logger);
    const openBus = await createBus(config, logger, { name: 'identity' });
    bus = openBus;
    const subscription = await subscribeRetentionEvents({ bus: openBus, audit, logger });
    retentionEvents = subscription;
    return await startService({
      logger,
      env: config,
      handleSignals: options.handleSignals,
      services: [registration('ritual.v1.Identity', IdentityService, identityHandlers(accounts, myAccount, audit))],
      stopSteps: [
        { name: 'retention events', run: () => subscription.stop() },
        { name: 'bus', run: () => openBus.close() },
        { name: 'postgres', run: () => pool.end() },
      ],
    });
  } catch (err) {
    await retentionEvents?.stop().catch(() => {});
    await bus?.close().catch(() => {});
    await pool.end();
    throw err;
  }
}

runIfMain(import.meta.url, start);
