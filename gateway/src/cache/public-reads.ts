import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
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

/** Today's weekday in the store's time zone (0 = Sunday), the key of the featured ritual. */
export function weekdayIn(timeZone: string): () => number {
  const format = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone });
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return () => days.indexOf(format.format(new Date()));
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
    const key = req.path === '/ritual-destaque' ? `/ritual-destaque@${weekday()}` : req.path;
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
