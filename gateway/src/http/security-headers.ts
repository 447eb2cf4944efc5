import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The storefront's Content-Security-Policy. No inline script and no eval anywhere: the built app is module
 * scripts from /assets, and the receipt compression worker is one of them (`new Worker(new URL(...))`, so
 * `worker-src 'self'`). Images may come from the operator's own https URLs (ritual image_url), from data: URLs
 * (PIX QR codes) and from blob: URLs (photo and receipt previews). Styles keep 'unsafe-inline' only for the
 * theme's pre-paint style element; inline style cannot run code.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    workerSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
  },
};

/**
 * The panel shows stored receipts (an image, or a PDF in a frame with the browser's viewer) from their time-limited
 * links at the file storage's origin, which may be plain http on loopback (make start): that one origin is allowed
 * for images and frames, nothing else; object-src stays 'none'.
 */
function withFilesOrigin(filesOrigin: string | undefined) {
  if (!filesOrigin) return CONTENT_SECURITY_POLICY;
  const { directives } = CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    directives: { ...directives, imgSrc: [...directives.imgSrc, filesOrigin], frameSrc: [filesOrigin] },
  };
}

const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type HeaderChange = [name: string, value: string | undefined];

/**
 * What a helmet middleware does to a response, recorded once: with no function directives its headers are the same
 * on every request, so they are set from this list instead of running a dozen nested middlewares per request.
 */
function headerChanges(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => changes.push([name, String(value)]),
    removeHeader: (name: string) => changes.push([name, undefined]),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return changes;
}

function apply(res: ServerResponse, changes: HeaderChange[]): void {
  for (const [name, value] of changes) {
    if (value === undefined) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

/** Express's compiled TRUST_PROXY (`app.get('trust proxy fn')`): is the peer at `hop` a proxy we trust? */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Express's `req.secure`, for a request it may not have wrapped yet (a cached read is answered before it does): TLS,
 * or a trusted proxy's first X-Forwarded-Proto saying https.
 */
function overHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  if (forwarded === undefined || !trust(req.socket.remoteAddress ?? '', 0)) return false;
  return String(forwarded).split(',', 1)[0]!.trim() === 'https';
}

/**
 * Helmet, configured: CSP (above), nosniff, Referrer-Policy strict-origin-when-cross-origin, COOP same-origin,
 * no framing. HSTS only when the request came over HTTPS (directly or through a proxy trusted by TRUST_PROXY):
 * on plain HTTP (a laptop, a test) it would be meaningless or pin a host that has no certificate.
 *
 * With the Vite dev server behind the gateway (`devServer`), the CSP is left out: Vite's HMR client and React
 * refresh run inline scripts in development only.
 */
export interface SecurityHeaderOptions {
  trustProxy: TrustProxy;
  devServer?: boolean;
  filesOrigin?: string;
}

function securityHeaderChanges(options: SecurityHeaderOptions) {
  const always = headerChanges(
    helmet({
      contentSecurityPolicy: options.devServer ? false : withFilesOrigin(options.filesOrigin),
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    }),
  );
  const hsts = headerChanges(helmet.strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }));
  return { always, hsts };
}

export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const { always, hsts } = securityHeaderChanges(options);
  return (req, res, next) => {
    apply(res, always);
    if (overHttps(req, options.trustProxy)) apply(res, hsts);
    next();
  };
}

const flat = (changes: HeaderChange[]) =>
  changes.flatMap(([name, value]) => (value === undefined ? [] : [name, value]));

/**
 * The same headers as `securityHeaders` as a flat name/value list for `writeHead`, for an answer given before the
 * middleware chain runs (a cached public read).
 */
export function securityHeaderList(options: SecurityHeaderOptions): (req: IncomingMessage) => readonly string[] {
  const { always, hsts } = securityHeaderChanges(options);
  const plain = flat(always);
  const secure = [...plain, ...flat(hsts)];
  return (req) => (overHttps(req, options.trustProxy) ? secure : plain);
}
