import type { Request, Response } from 'express';
import { Router } from 'express';
import type { RequestFilteringAgentOptions } from 'request-filtering-agent';
import type { PageData } from './page-data.js';
import { homeImageText, ritualImageText, ritualPagePath } from './pages.js';
import { fetchRitualPhoto } from './ritual-photo.js';
import { drawShareImage, type ShareImageText, shareImageVersion } from './share-image.js';

/** Images drawn and kept: a few per ritual at most, since an image is keyed by what it shows. */
const KEPT_IMAGES = 64;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Scheme and host the store is reached at: PUBLIC_ORIGIN when set, else as the request (and trusted proxies) say. */
export function originOf(req: Request, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Share images, drawn once per picture: the key holds what is drawn, so a change draws a new one. */
function imageMemo(photoFilter: RequestFilteringAgentOptions | undefined) {
  const images = new Map<string, Promise<Buffer>>();
  const draw = async (text: ShareImageText) =>
    drawShareImage(text, text.photoUrl ? await fetchRitualPhoto(text.photoUrl, photoFilter) : undefined);
  return (text: ShareImageText): Promise<Buffer> => {
    const key = JSON.stringify(text);
    let image = images.get(key);
    if (!image) {
      image = draw(text);
      image.catch(() => images.delete(key));
      images.set(key, image);
      if (images.size > KEPT_IMAGES) images.delete(images.keys().next().value!);
    }
    return image;
  };
}

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * What crawlers read beside the pages: the share images (`/og/{version}/...jpg`, cached for a year when the
 * version is the current one), /sitemap.xml (home and every active ritual) and /robots.txt, answered from the
 * public-read cache.
 */
export function pageRoutes(
  data: PageData,
  options: { publicOrigin?: string; photoFilter?: RequestFilteringAgentOptions } = {},
): Router {
  const { publicOrigin } = options;
  const router = Router();
  const image = imageMemo(options.photoFilter);

  const sendImage = async (res: Response, text: ShareImageText, version: string) => {
    const jpeg = await image(text);
    const current = shareImageVersion(text) === version;
    res
      .set('Cache-Control', current ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300')
      .type('image/jpeg')
      .send(jpeg);
  };

  router.get('/og/:version/home.jpg', async (req, res) => {
    const [site, theme] = await Promise.all([data.site(), data.theme()]);
    await sendImage(res, homeImageText({ site, theme }), req.params.version);
  });

  router.get('/og/:version/ritual/:file', async (req, res, next) => {
    const slug = /^(.+)\.jpg$/.exec(req.params.file)?.[1];
    const [site, theme, ritual] = await Promise.all([data.site(), data.theme(), slug ? data.ritual(slug) : undefined]);
    if (!ritual) return next();
    await sendImage(res, ritualImageText({ site, theme }, ritual), req.params.version);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req, publicOrigin);
    const rituals = await data.rituals();
    const latest = rituals.reduce((last, ritual) => (ritual.updated_at > last ? ritual.updated_at : last), '');
    const entry = (path: string, lastmod: string) =>
      `  <url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      entry('/', latest) +
      rituals.map((ritual) => entry(ritualPagePath(ritual.slug), ritual.updated_at)).join('') +
      '</urlset>\n';
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(body);
  });

  router.get('/robots.txt', (req, res) => {
    const origin = originOf(req, publicOrigin);
    res
      .set('Cache-Control', 'public, max-age=86400')
      .type('text/plain')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  return router;
}
