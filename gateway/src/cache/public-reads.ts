import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@ritual/runtime';
import type { RequestHandler, Response } from 'express';
import { requestIdOf } from '../http/request-id.js';
import {
  type CachedBody,
  type CachedStatus,
  type CacheGroup,
  matchesIfNoneMatch,
  type PublicCache,
} from './public-cache.js';

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

const FEATURED = '/ritual-destaque';

/** The cache key of the public read at `path` below /api. */
function keyOf(path: string, weekday: () => number): string {
  return path === FEATURED ? `${FEATURED}@${weekday()}` : path;
}

/**
 * The answers worth keeping: every 200, and the featured ritual's 404, since a store without one for today would
 * otherwise send every visit to the service. Unknown slugs are not kept: any stranger can make up more of them than
 * the cache holds.
 */
function keepsAnswer(path: string, status: number): status is CachedStatus {
  return status === 200 || (status === 404 && path === FEATURED);
}

/** RFC 9110 §13.2.1: preconditions and validators only for a successful answer. */
function isNotModified(req: IncomingMessage, cached: CachedBody): boolean {
  return cached.status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], cached.etag);
}

function send(req: IncomingMessage, res: ServerResponse, cached: CachedBody): void {
  if (cached.status === 200) res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (isNotModified(req, cached)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = cached.status;
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
    const path = req.path;
    const group = readGroup(path);
    if (!group) return next();
    const key = keyOf(path, weekday);
    const cached = cache.get(key);
    if (cached) return send(req, res, cached);

    const generation = cache.generation(group);
    const json = res.json.bind(res);
    res.json = (value: unknown): Response => {
      const status = res.statusCode;
      if (!keepsAnswer(path, status)) return json(value);
      send(req, res, cache.set(group, key, generation, JSON.stringify(value), status));
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
  securityHeaders: (req: IncomingMessage) => readonly string[];
  /** The checks every request passes before routing (http/input-guard.ts); a request that fails goes the long way. */
  isSafe: (req: IncomingMessage) => boolean;
  /** Counts the answer as the metrics middleware would. */
  observe: (method: string, route: string, status: number, seconds: number) => void;
}

/**
 * Runs before Express sees the request: a cache hit of an anonymous public read is answered here, with the headers
 * the full chain would set (security headers, request id, validators) written at once. Express swaps the prototypes
 * of every request and response it handles, which slows all later work on them, Node's own writing included; a hit
 * answered first costs a fraction of the same answer given from inside the chain. Answers whether it answered:
 * misses, credentials and anything unusual are left to the app.
 */
export function answerCachedReads(
  cache: PublicCache,
  options: CachedReadsOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const weekday = weekdayIn(options.timeZone);
  return (req, res) => {
    const started = process.hrtime.bigint();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) return false;
    const url = req.url ?? '';
    if (!url.startsWith('/api/')) return false;
    const queryStart = url.indexOf('?');
    const path = url.slice(4, queryStart < 0 ? undefined : queryStart);
    if (!readGroup(path)) return false;
    const cached = cache.get(keyOf(path, weekday));
    if (!cached || !options.isSafe(req)) return false;

    const headers = [...options.securityHeaders(req), REQUEST_ID_HEADER, requestIdOf(req), 'Cache-Control', 'no-cache'];
    if (cached.status === 200) headers.push('ETag', cached.etag);
    if (isNotModified(req, cached)) {
      res.writeHead(304, headers);
      res.end();
    } else {
      headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(cached.body.length));
      res.writeHead(cached.status, headers);
      res.end(cached.body);
    }
    options.observe(req.method, '/api/*', res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    return true;
  };
}
