import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@ritual/runtime';
import type { Request, RequestHandler, Response } from 'express';
import { requestIdOf } from '../http/request-id.js';
import { type CachedBody, type CacheGroup, matchesIfNoneMatch, type PublicCache } from './public-cache.js';

/** The public reads of spec §7 the cache answers, by path below /api. */
const EXACT_READS = new Map<string, CacheGroup>([
  ['/rituais', 'catalog'],
  ['/ritual-destaque', 'catalog'],
  ['/site-config', 'site'],
  ['/theme-config', 'site'],
  ['/payment-config', 'payment'],
]);
const RITUAL_BY_SLUG = /^\/ritual\/[^/]+$/;

/** Admin writes below /api, by the group they change. */
const WRITES: Array<[RegExp, CacheGroup]> = [
  [/^\/rituais(\/|$)/i, 'catalog'],
  [/^\/(site-config|theme-config|admin-theme-config|dashboard-style-config)\/?$/i, 'site'],
  [/^\/payment-config\/?$/i, 'payment'],
];

function readGroup(path: string): CacheGroup | undefined {
  return EXACT_READS.get(path) ?? (RITUAL_BY_SLUG.test(path) ? 'catalog' : undefined);
}

const MINUTE_MS = 60_000;

/**
 * Today's weekday in the store's time zone (0 = Sunday), the key of the featured ritual. Time zones move by whole
 * minutes, so the day is worked out once a minute instead of formatting a date on every read.
 */
export function weekdayIn(timeZone: string, now: () => number = Date.now): () => number {
  const format = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone });
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  let day = 0;
  let validUntil = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at >= validUntil || at < validUntil - MINUTE_MS) {
      day = days.indexOf(format.format(new Date(at)));
      validUntil = at - (at % MINUTE_MS) + MINUTE_MS;
    }
    return day;
  };
}

/** The cache key of the public read at `path` below /api. */
function keyOf(path: string, weekday: () => number): string {
  return path === '/ritual-destaque' ? `/ritual-destaque@${weekday()}` : path;
}

function send(req: IncomingMessage, res: ServerResponse, cached: CachedBody): void {
  res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (matchesIfNoneMatch(req.headers['if-none-match'], cached.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', cached.body.length);
  res.end(cached.body);
}

/**
 * Mounted on /api before the routes: answers the anonymous public reads from memory, and on a miss lets
 * the route call the service, keeping what it answers (200 only). A request with credentials goes
 * straight to the routes, since an admin's GET /rituais sees more.
 */
export function servePublicReads(cache: PublicCache, options: { timeZone: string }): RequestHandler {
  const weekday = weekdayIn(options.timeZone);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) return next();
    const group = readGroup(req.path);
    if (!group) return next();
    const key = keyOf(req.path, weekday);
    const cached = cache.get(key);
    if (cached) return send(req, res, cached);

    const generation = cache.generation(group);
    const json = res.json.bind(res);
    res.json = (value: unknown): Response => {
      if (res.statusCode !== 200) return json(value);
      send(req, res, cache.set(group, key, generation, JSON.stringify(value)));
      return res;
    };
    next();
  };
}

/**
 * Drops a group when an admin write to it succeeds, before the answer's headers leave, so the admin's
 * next read (on this replica) already misses. Other replicas hear the owning service's change event.
 */
export function invalidateOnWrite(cache: PublicCache): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const group = WRITES.find(([pattern]) => pattern.test(req.path))?.[1];
    if (!group) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (statusCode < 400) cache.invalidate(group);
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
    } as typeof res.writeHead;
    next();
  };
}

export interface CachedReadsOptions {
  timeZone: string;
  /** The security headers every answer carries (http/security-headers.ts). */
  securityHeaders: (req: Request) => readonly string[];
  /** The checks every request passes before routing (http/input-guard.ts); a request that fails goes the long way. */
  isSafe: (req: Request) => boolean;
  /** Counts the answer as the metrics middleware would. */
  observe: (method: string, route: string, status: number, seconds: number) => void;
}

/**
 * Mounted first on the app: a cache hit of an anonymous public read is answered here, with the headers the full
 * chain would set (security headers, request id, validators) written at once, so it skips routing, the request-id
 * context and the per-middleware header work. Misses, credentials and anything unusual go on to the chain.
 */
export function answerCachedReads(cache: PublicCache, options: CachedReadsOptions): RequestHandler {
  const weekday = weekdayIn(options.timeZone);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) return next();
    const url = req.url;
    if (!url.startsWith('/api/')) return next();
    const queryStart = url.indexOf('?');
    const path = url.slice(4, queryStart < 0 ? undefined : queryStart);
    if (!readGroup(path)) return next();
    const cached = cache.get(keyOf(path, weekday));
    if (!cached || !options.isSafe(req)) return next();

    const notModified = matchesIfNoneMatch(req.headers['if-none-match'], cached.etag);
    const headers = [
      ...options.securityHeaders(req),
      REQUEST_ID_HEADER,
      requestIdOf(req),
      'ETag',
      cached.etag,
      'Cache-Control',
      'no-cache',
    ];
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
    } else {
      headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(cached.body.length));
      res.writeHead(200, headers);
      res.end(cached.body);
    }
    options.observe(req.method, '/api/*', res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
  };
}
