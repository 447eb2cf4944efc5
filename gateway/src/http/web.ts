import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import express, { type Request, type RequestHandler, Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const ADMIN_PATH = /^\/admin(\/|$)/;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Hashed (never changing) text assets sent brotli- or gzip-compressed, as the browser accepts, kept in memory: the
 * `.br` and `.gz` files the web build writes beside each one, or compressed here once when a build has none.
 * Anything else, or a browser accepting neither, goes on to express.static.
 */
function compressedAssets(assetsDir: string): RequestHandler {
  const root = resolve(assetsDir);
  const cache = new Map<string, Promise<{ br: Buffer; gzip: Buffer } | null>>();
  const load = (file: string) =>
    readFile(file).then(
      async (content) => ({
        br: await readFile(`${file}.br`).catch(() =>
          brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        ),
        gzip: await readFile(`${file}.gz`).catch(() => gzipped(content, { level: 9 })),
      }),
      () => null,
    );
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next(); // a malformed path: express.static answers it
    }
    if (!file.startsWith(root + sep) || !COMPRESSIBLE.has(extname(file))) return next();
    // Brotli first: browsers list gzip before br, yet br is the smaller of the two.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : undefined;
    if (!encoding) return next();
    let entry = cache.get(file);
    if (!entry) {
      entry = load(file);
      cache.set(file, entry);
    }
    entry.then((compressed) => {
      if (!compressed) {
        cache.delete(file);
        return next();
      }
      const body = compressed[encoding];
      res.type(extname(file));
      res.set({
        'Content-Encoding': encoding,
        'Content-Length': String(body.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    }, next);
  };
}

interface Shell {
  body: Buffer;
  etag: string;
}

/**
 * An HTML shell built and tagged once: it changes only with a new build, which restarts the gateway. With its ETag
 * set, `res.send` hashes nothing per request and still answers a revalidation with 304.
 */
function shellOf(body: Buffer): Shell {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

const segmentsOf = (path: string) => path.replace(/(.)\/+$/, '$1').split('/');

/** A route pattern of the web app (`:name` stands for any one segment) against a request's path. */
export function routeMatches(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]))
  );
}

/** Per route pattern, the <head> lines that preload a page's own code, from a list the web build writes. */
type RoutePreloads = Array<[pattern: string, lines: string]>;

function readPreloads(file: string): RoutePreloads {
  return existsSync(file) ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : [];
}

const preloadsOf = (preloads: RoutePreloads, path: string) =>
  preloads.find(([pattern]) => routeMatches(pattern, path))?.[1] ?? '';

const withPreloads = (html: string, lines: string) => html.replace(/( *)<\/head>/, `${lines}$1</head>`);

/**
 * A shell for each route of `preloads`, with the <head> lines that preload the route's own code, listed by the web
 * build (web/vite.config.ts): the page downloads with the app instead of after it has run. Other paths (and a build
 * without the list) get the shell as built.
 */
function routeShells(html: string, preloads: RoutePreloads): (path: string) => Shell {
  const plain = shellOf(Buffer.from(html));
  const shells = preloads.map(([pattern, lines]) => ({
    pattern,
    shell: shellOf(Buffer.from(withPreloads(html, lines))),
  }));
  return (path) => shells.find((screen) => routeMatches(screen.pattern, path))?.shell ?? plain;
}

/**
 * The region of the built index.html (web/index.html) the server fills with each page's own title, description and
 * link-preview tags; what the build left there stays when nothing is filled in (the Vite dev server).
 */
const PAGE_HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->\n?/;
const ADMIN_HEAD_LINE = '<meta name="robots" content="noindex, nofollow" />';

/** The head of one public page, or where its content lives now. */
export type PageAnswer = { status: 200 | 404; head: string } | { redirect: string };
export type PageHeads = (req: Request) => Promise<PageAnswer>;

/**
 * The shell around the page-head region, to put each page's head and the preloads of its code in; undefined for a
 * shell without the region.
 */
function headSlot(html: string, preloads: RoutePreloads): ((head: string, path: string) => Shell) | undefined {
  const region = PAGE_HEAD.exec(html);
  if (!region) return undefined;
  const before = html.slice(0, region.index).replace(/ +$/, '');
  const after = html.slice(region.index + region[0].length);
  return (head, path) => shellOf(Buffer.from(before + head + withPreloads(after, preloadsOf(preloads, path))));
}

/** The admin panel's pages are never indexed: its shell keeps the build's title and says so. */
function withoutIndexing(html: string): string {
  return html.replace(PAGE_HEAD, (region) =>
    region.replace('<!--/page-head-->', `${ADMIN_HEAD_LINE}<!--/page-head-->`),
  );
}

/**
 * The built web app: hashed assets cached for a year, every other path falls back to the app's HTML shell. With
 * `pageHeads`, each public page's shell carries its own head, rendered per request (same for every visitor).
 */
export function serveWeb(
  webDist: string,
  pageHeads?: PageHeads,
  options: {
    /** Headers a page's HTML always carries (e.g. the order page's no-store and noindex), by path. */
    headersOf?: (path: string) => Readonly<Record<string, string>> | undefined;
  } = {},
): Router {
  const router = Router();
  router.use('/assets', compressedAssets(join(webDist, 'assets')));
  router.use(
    '/assets',
    express.static(join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }),
  );
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  const publicHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const publicPreloads = readPreloads(join(webDist, 'public-pages.json'));
  const publicShellOf = routeShells(publicHtml, publicPreloads);
  const publicShellWith = pageHeads && headSlot(publicHtml, publicPreloads);
  // admin.html preloads the admin area's code instead of the public pages' (web/vite.config.ts); a build without it
  // gets the public shell everywhere.
  const adminShellFile = join(webDist, 'admin.html');
  const hasAdminShell = existsSync(adminShellFile);
  const adminShellOf = routeShells(
    withoutIndexing(hasAdminShell ? readFileSync(adminShellFile, 'utf8') : publicHtml),
    hasAdminShell ? readPreloads(join(webDist, 'admin-screens.json')) : [],
  );
  const sendShell = (res: express.Response, shell: Shell, status = 200) =>
    res
      .status(status)
      .set({ 'Cache-Control': 'no-cache', ETag: shell.etag, ...options.headersOf?.(res.req.path) })
      .type('html')
      .send(shell.body);
  const spaFallback: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (ADMIN_PATH.test(req.path)) return sendShell(res, adminShellOf(req.path));
    if (!pageHeads || !publicShellWith) return sendShell(res, publicShellOf(req.path));
    let page: PageAnswer;
    try {
      page = await pageHeads(req);
    } catch {
      // A service away leaves the page without its preview, never without the app.
      return sendShell(res, publicShellOf(req.path));
    }
    if ('redirect' in page) return res.redirect(301, page.redirect);
    sendShell(res, publicShellWith(page.head, req.path), page.status);
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
