import type { RequestListener } from 'node:http';
import { type Logger, observeHttpRequest } from '@ritual/runtime';
import express, { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { PublicCache } from './cache/public-cache.js';
import { answerCachedReads, invalidateOnWrite, servePublicReads } from './cache/public-reads.js';
import type { ServiceClients } from './clients/index.js';
import { adminAuth } from './http/auth.js';
import { apiNotFound, errorHandler } from './http/errors.js';
import { hasSafeUrlAndHeaders, rejectUnsafeUrlAndHeaders } from './http/input-guard.js';
import { httpMetrics, metricsEndpoint, rememberRouteBase } from './http/metrics.js';
import { requestId } from './http/request-id.js';
import {
  type SecurityHeaderOptions,
  securityHeaderList,
  securityHeaders,
  type TrustProxy,
} from './http/security-headers.js';
import { hasBuiltWeb, proxyWebDevServer, serveWeb } from './http/web.js';
import { cachedPageData } from './pages/page-data.js';
import { pageHeaders, publicPageHeads } from './pages/pages.js';
import { originOf, pageRoutes } from './pages/routes.js';
import { apiRoutes } from './routes/index.js';

export interface AppOptions {
  logger: Logger;
  clients: ServiceClients;
  health: Router;
  webDist?: string;
  viteDevUrl?: string;
  trustProxy: string;
  isProduction: boolean;
  /** Public reads answered from memory (spec §7 reads of data that changes a few times a week). */
  publicCache?: { cache: PublicCache; timeZone: string };
  /** A store every replica sees for the login limits (routes/auth.ts). */
  loginLimitStore?: (prefix: string) => Store;
  /** The origin of the file storage's time-limited links (receipts shown in the panel). */
  filesOrigin?: string;
  /** Where the runner's backup agent records the last good backup (GET /api/dashboard/backup). */
  backupStatusFile?: string;
  /** Check every /api response against its schema (a mismatch answers 500); default: outside production. */
  checkResponses?: boolean;
  /** The store's public scheme and host for the absolute URLs of link previews; default: the request's own. */
  publicOrigin?: string;
  /** STORE_TIMEZONE; default America/Sao_Paulo. */
  timeZone?: string;
  /** "Now" for the routes (the dashboard's month); default the real time. */
  clock?: () => Date;
}

const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The gateway's request listener: cached public reads first, then the Express app. */
export function createApp(options: AppOptions): RequestListener {
  const app = createExpressApp(options);
  if (!options.publicCache) return app;

  const answerCached = answerCachedReads(options.publicCache.cache, {
    timeZone: options.publicCache.timeZone,
    securityHeaders: securityHeaderList(headerOptionsOf(app, options)),
    isSafe: hasSafeUrlAndHeaders,
    observe: observeHttpRequest,
  });
  return (req, res) => {
    if (!answerCached(req, res)) app(req, res);
  };
}

function headerOptionsOf(app: express.Express, options: AppOptions): SecurityHeaderOptions {
  return {
    trustProxy: app.get('trust proxy fn') as TrustProxy,
    devServer: !!options.viteDevUrl,
    filesOrigin: options.filesOrigin,
  };
}

/** Every route, middleware and error mapping of the gateway, without the cached-read shortcut in front. */
export function createExpressApp(options: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.get('/metrics', metricsEndpoint);
  app.use(httpMetrics());
  app.use(requestId);
  app.use(securityHeaders(headerOptionsOf(app, options)));
  app.use(rejectUnsafeUrlAndHeaders);
  if (options.publicCache) {
    const { cache, timeZone } = options.publicCache;
    app.use('/api', servePublicReads(cache, { timeZone }), invalidateOnWrite(cache));
  }

  const api = Router();
  api.use(rememberRouteBase);
  api.use(options.health);
  api.use(
    apiRoutes({
      clients: options.clients,
      auth: adminAuth(options.clients.identity),
      isProduction: options.isProduction,
      logger: options.logger,
      loginLimitStore: options.loginLimitStore,
      checkResponses: options.checkResponses ?? !options.isProduction,
      backupStatusFile: options.backupStatusFile,
      timeZone: options.timeZone ?? options.publicCache?.timeZone ?? DEFAULT_TIME_ZONE,
      clock: options.clock ?? (() => new Date()),
    }),
  );
  api.use(apiNotFound);
  app.use('/api', api);

  const pageData = cachedPageData(options.clients, options.publicCache?.cache);
  app.use(pageRoutes(pageData, { publicOrigin: options.publicOrigin }));
  if (options.viteDevUrl) app.use(proxyWebDevServer(options.viteDevUrl));
  else if (hasBuiltWeb(options.webDist)) {
    const heads = publicPageHeads(pageData);
    app.use(
      serveWeb(
        options.webDist,
        (req) => {
          const queryStart = req.originalUrl.indexOf('?');
          const search = queryStart < 0 ? '' : req.originalUrl.slice(queryStart);
          return heads(req.path, search, originOf(req, options.publicOrigin));
        },
        { headersOf: pageHeaders },
      ),
    );
  } else app.use(apiNotFound);

  app.use(errorHandler(options.logger));
  return app;
}
