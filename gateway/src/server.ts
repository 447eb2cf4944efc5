import type { AddressInfo } from 'node:net';
import { createLogger, handleShutdown, runIfMain } from '@ritual/runtime';
import { createApp } from './app.js';
import { closeServiceClients, createServiceClients, serviceAddresses } from './clients/index.js';
import { loadGatewayConfig } from './config.js';
import { healthRoutes } from './routes/health.js';

export async function start(env: NodeJS.ProcessEnv = process.env, options: { handleSignals?: boolean } = {}) {
  const config = loadGatewayConfig(env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const clients = createServiceClients(config);
  const health = healthRoutes(serviceAddresses(config));
  const app = createApp({
    logger,
    clients,
    health: health.router,
    webDist: config.WEB_DIST,
    viteDevUrl: config.VITE_DEV_URL,
    trustProxy: config.TRUST_PROXY,
    isProduction: config.NODE_ENV === 'production',
  });
  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'gateway listening');

  const stop = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    health.close();
    closeServiceClients(clients);
  };
  if (options.handleSignals !== false) {
    handleShutdown(logger, [{ name: 'http', run: stop }], config.SHUTDOWN_TIMEOUT_MS);
  }
  return { port, stop };
}

runIfMain(import.meta.url, start);
