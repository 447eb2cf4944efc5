import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBus, createLogger, handleShutdown, runIfMain } from '@ritual/runtime';
import { createApp } from './app.js';
import { keepCacheInvalidated } from './cache/invalidation-events.js';
import { PublicCache } from './cache/public-cache.js';
import { closeServiceClients, createServiceClients, serviceChannels } from './clients/index.js';
import { loadGatewayConfig } from './config.js';
import { answerClientErrorsWithDetail } from './http/client-errors.js';
import { natsLoginLimits } from './http/shared-rate-limit-store.js';
import { LOGIN_WINDOW_MS } from './routes/auth.js';
import { healthRoutes } from './routes/health.js';

export async function start(env: NodeJS.ProcessEnv = process.env, options: { handleSignals?: boolean } = {}) {
  const config = loadGatewayConfig(env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const clients = createServiceClients(config);
  const health = healthRoutes(serviceChannels(clients));
  const cache = config.PUBLIC_CACHE_TTL_MS > 0 ? new PublicCache({ ttlMs: config.PUBLIC_CACHE_TTL_MS }) : undefined;
  const invalidation =
    cache &&
    keepCacheInvalidated(
      () => createBus(config, logger, { name: 'gateway' }),
      cache,
      config.GATEWAY_REPLICA_ID,
      logger.child({ component: 'public-cache' }),
    );
  const loginLimits =
    config.NATS_URL &&
    natsLoginLimits(
      { natsUrl: config.NATS_URL, bucket: config.LOGIN_LIMITS_BUCKET, windowMs: LOGIN_WINDOW_MS },
      logger.child({ component: 'login-limits' }),
    );
  const app = createApp({
    logger,
    clients,
    health: health.router,
    webDist: config.WEB_DIST,
    viteDevUrl: config.VITE_DEV_URL,
    trustProxy: config.TRUST_PROXY,
    isProduction: config.NODE_ENV === 'production',
    publicCache: cache && { cache, timeZone: config.STORE_TIMEZONE },
    loginLimitStore: loginLimits ? loginLimits.store : undefined,
    filesOrigin: filesOrigin(config),
    publicOrigin: config.PUBLIC_ORIGIN,
    backupStatusFile: config.BACKUP_STATUS_FILE,
    timeZone: config.STORE_TIMEZONE,
  });
  const server = createServer(app).listen(config.PORT, config.HOST);
  answerClientErrorsWithDetail(server);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'gateway listening');

  const stop = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    health.close();
    await invalidation?.stop();
    if (loginLimits) await loginLimits.close();
    closeServiceClients(clients);
  };
  if (options.handleSignals !== false) {
    handleShutdown(logger, [{ name: 'http', run: stop }], config.SHUTDOWN_TIMEOUT_MS);
  }
  return { port, stop };
}

runIfMain(import.meta.url, start);

/** Where browsers fetch stored files from: S3_PUBLIC_URL when set, else S3_ENDPOINT (the make start storage). */
function filesOrigin(config: { S3_PUBLIC_URL?: string; S3_ENDPOINT?: string }): string | undefined {
  const url = config.S3_PUBLIC_URL ?? config.S3_ENDPOINT;
  return url ? new URL(url).origin : undefined;
}
