import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** The built web app: hashed assets cached for a year, every other path falls back to index.html. */
export function serveWeb(webDist: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }),
  );
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  const spaFallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(webDist, 'index.html'));
  };
  router.use(spaFallback);
  return router;
}

/** In development the Vite dev server answers everything outside /api (including its HMR websocket). */
export function proxyWebDevServer(target: string): RequestHandler {
  return createProxyMiddleware({ target, changeOrigin: true, ws: true });
}

export function hasBuiltWeb(webDist: string | undefined): webDist is string {
  return !!webDist && existsSync(join(webDist, 'index.html'));
}
