import { collectProcessMetrics, metricsRegistry, observeHttpRequest } from '@ritual/runtime';
import type { Request, RequestHandler } from 'express';

const ROUTE_BASE = Symbol('routeBase');
type WithBase = Request & { [ROUTE_BASE]?: string };

/**
 * Counts and times every request by method, route pattern (`/api/rituais/:id`, never the raw path) and
 * status. Mount it first on the app.
 */
export function httpMetrics(): RequestHandler {
  collectProcessMetrics();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeHttpRequest(req.method, routePattern(req), res.statusCode, seconds);
    });
    next();
  };
}

/**
 * Remembers the router's mount path: Express resets req.baseUrl when an error leaves the router, and the
 * error handler answers after that. Mount it first inside each router mounted with a path.
 */
export const rememberRouteBase: RequestHandler = (req, _res, next) => {
  (req as WithBase)[ROUTE_BASE] = req.baseUrl;
  next();
};

function routePattern(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  const base = (req as WithBase)[ROUTE_BASE] ?? req.baseUrl;
  if (route && typeof route.path === 'string') return `${base}${route.path}`;
  // Unmatched API paths and static web files: one series each, whatever the path.
  return base.startsWith('/api') || req.originalUrl.startsWith('/api') ? '/api/*' : '/*';
}

/** Prometheus text exposition of this process's registry. */
export const metricsEndpoint: RequestHandler = async (_req, res) => {
  res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
};
