import type { Logger } from '@ritual/runtime';
import express, { Router } from 'express';
import type { ServiceClients } from './clients/index.js';
import { adminAuth } from './http/auth.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { httpMetrics, metricsEndpoint, rememberRouteBase } from './http/metrics.js';
import { requestId } from './http/request-id.js';
import { hasBuiltWeb, proxyWebDevServer, serveWeb } from './http/web.js';
import { apiRoutes } from './routes/index.js';

export interface AppOptions {
  logger: Logger;
  clients: ServiceClients;
  health: Router;
  webDist?: string;
  viteDevUrl?: string;
  trustProxy: string;
  isProduction: boolean;
}

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.get('/metrics', metricsEndpoint);
  app.use(httpMetrics());
  app.use(requestId);

  const api = Router();
  api.use(rememberRouteBase);
  api.use(options.health);
  api.use(
    apiRoutes({
      clients: options.clients,
      auth: adminAuth(options.clients.identity),
      isProduction: options.isProduction,
    }),
  );
  api.use(apiNotFound);
  app.use('/api', api);

  if (options.viteDevUrl) app.use(proxyWebDevServer(options.viteDevUrl));
  else if (hasBuiltWeb(options.webDist)) app.use(serveWeb(options.webDist));
  else app.use(apiNotFound);

  app.use(errorHandler(options.logger));
  return app;
}
