import type { Ritual } from '@ritual/proto/ritual/v1/catalog';
import type { SiteSettings, ThemeConfig } from '@ritual/proto/ritual/v1/site_config';
import { clip, formatBrl, type PageHead, renderHead as renderHeadLines } from './head.js';
import type { PageData } from './page-data.js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImageText, shareImageVersion } from './share-image.js';

const DESCRIPTION_LENGTH = 80;
const IN_STOCK = 'https://schema.org/InStock';

/** What every page's head is made from. */
export interface PageContext {
  /** Scheme and host of the store, e.g. https://loja.exemplo.com.br; every URL in a head is absolute. */
  origin: string;
  site: SiteSettings;
  theme: ThemeConfig;
}

export const ritualPagePath = (slug: string) => `/ritual/${encodeURIComponent(slug)}`;
export const registrationPagePath = (slug: string) => `/registro/${encodeURIComponent(slug)}`;

/** The store's name for titles: the site name, else the browser title. */
const storeName = (site: SiteSettings) => site.site_name || site.browser_title;

const gradientOf = (theme: ThemeConfig) => theme.theme?.gradients.hero;

export function homeImageText(context: Omit<PageContext, 'origin'>): ShareImageText {
  return {
    title: storeName(context.site),
    subtitle: clip(context.site.site_description, 70),
    gradient: gradientOf(context.theme),
  };
}

export function ritualImageText(context: Omit<PageContext, 'origin'>, ritual: Ritual): ShareImageText {
  return {
    title: ritual.name,
    subtitle: formatBrl(ritual.price),
    footer: storeName(context.site),
    gradient: gradientOf(context.theme),
    photoUrl: ritual.image_url || undefined,
  };
}

/** Versioned: the URL changes whenever the picture would, so it can be cached for a year. */
export const homeImagePath = (text: ShareImageText) => `/og/${shareImageVersion(text)}/home.jpg`;
export const ritualImagePath = (text: ShareImageText, slug: string) =>
  `/og/${shareImageVersion(text)}/ritual/${encodeURIComponent(slug)}.jpg`;

function imageProperties(url: string, alt: string): Array<[string, string]> {
  return [
    ['og:image', url],
    ['og:image:secure_url', url.startsWith('https:') ? url : ''],
    ['og:image:type', 'image/jpeg'],
    ['og:image:width', String(SHARE_IMAGE_WIDTH)],
    ['og:image:height', String(SHARE_IMAGE_HEIGHT)],
    ['og:image:alt', alt],
    ['twitter:card', 'summary_large_image'],
    ['twitter:image', url],
  ];
}

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** The home page: the store, as Config do Site describes it. */
export function homeHead(context: PageContext): PageHead {
  const { origin, site } = context;
  const url = `${origin}/`;
  const name = storeName(site);
  const image = origin + homeImagePath(homeImageText(context));
  const sameAs = [site.social_instagram, site.social_facebook, site.social_tiktok].filter(isWebAddress);
  return {
    title: site.browser_title || name,
    description: site.site_description,
    canonical: url,
    properties: [
      ['og:type', 'website'],
      ['og:site_name', name],
      ['og:locale', 'pt_BR'],
      ['og:url', url],
      ['og:title', site.browser_title || name],
      ['og:description', site.site_description],
      ...imageProperties(image, name),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name,
        url,
        ...(sameAs.length ? { sameAs } : {}),
      },
      { '@context': 'https://schema.org', '@type': 'WebSite', name, url, inLanguage: 'pt-BR' },
    ],
  };
}

/** "R$ 97,00 · Traz o amor de volta…": the price first, then as much of the description as fits ~80 characters. */
export function ritualDescription(ritual: Ritual, site: SiteSettings): string {
  const price = formatBrl(ritual.price);
  const about = ritual.description.trim() || `${ritual.name} · ${storeName(site)}`;
  return clip(`${price} · ${about}`, DESCRIPTION_LENGTH);
}

/**
 * A ritual's page: a product with its price. The registration form (`registration`) shows the same preview but is
 * not indexed, and names the ritual's page as the canonical one.
 */
export function ritualHead(context: PageContext, ritual: Ritual, { registration = false } = {}): PageHead {
  const { origin, site } = context;
  const url = origin + ritualPagePath(ritual.slug);
  const description = ritualDescription(ritual, site);
  const image = origin + ritualImagePath(ritualImageText(context, ritual), ritual.slug);
  const amount = Number(ritual.price).toFixed(2);
  return {
    title: `${ritual.name} · ${storeName(site)}`,
    description,
    canonical: url,
    noindex: registration,
    properties: [
      ['og:type', 'product'],
      ['og:site_name', storeName(site)],
      ['og:locale', 'pt_BR'],
      ['og:url', url],
      ['og:title', ritual.name],
      ['og:description', description],
      ...imageProperties(image, ritual.name),
      ['product:price:amount', amount],
      ['product:price:currency', 'BRL'],
      ['product:availability', 'in stock'],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: ritual.name,
        description: clip(ritual.description || description, 300),
        image,
        url,
        offers: { '@type': 'Offer', price: amount, priceCurrency: 'BRL', availability: IN_STOCK, url },
      },
    ],
  };
}

/** Pages with someone's order on them (payment, thank-you) and the admin panel: the store's name, nothing else. */
export function privateHead(site: SiteSettings): PageHead {
  return { title: site.browser_title || storeName(site), description: site.site_description, noindex: true };
}

/**
 * The lasting order page, /pedido/{id}?t={token} (issue 35): its head says nothing of the order (the page reads it
 * with the token from the API), and no search engine, shared cache or Referer keeps the link.
 */
export function orderPageHead(site: SiteSettings): PageHead {
  return { title: `Seu pedido · ${storeName(site)}`, description: site.site_description, robots: 'noindex' };
}

const ORDER_PAGE = /^\/pedido\/[^/]+\/?$/;
const ORDER_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  // The address carries the order's token: not even the store's own requests repeat it in a Referer.
  'Referrer-Policy': 'no-referrer',
} as const;

/** Headers a page's HTML must carry whatever else happens (the head's data away included); undefined for most. */
export function pageHeaders(path: string): Readonly<Record<string, string>> | undefined {
  return ORDER_PAGE.test(path) ? ORDER_PAGE_HEADERS : undefined;
}

export type PageAnswer = { status: 200 | 404; head: string } | { redirect: string };

/**
 * The element id of the site's texts (what GET /api/site-config answers anyone) in every public page, read by the
 * web app's first render (web/src/features/site/components/site-context.tsx): the hero and header show the store's
 * name and description at once instead of moving the page when they arrive (layout shift).
 */
export const SITE_CONFIG_DATA_ID = 'site-config-data';

const RITUAL_ROUTE = /^\/(ritual|registro)\/([^/]+)\/?$/;
const PRIVATE_ROUTES = /^\/(pagamento|obrigado)\/?$/;

function decodedSlug(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The head of each public page of the web app by path (spec routes: /, /ritual/{slug}, /registro/{slug},
 * /pagamento, /obrigado, and the order page /pedido/{id}): the same for every visitor, crawler or not. A ritual's
 * earlier slug answers 301 to its current page; an unknown or inactive slug 404 with the home page's head.
 */
export function publicPageHeads(data: PageData) {
  return async (path: string, search: string, origin: string): Promise<PageAnswer> => {
    const [site, theme] = await Promise.all([data.site(), data.theme()]);
    const context: PageContext = { origin, site, theme };
    const renderHead = (head: PageHead) => renderHeadLines({ ...head, data: { [SITE_CONFIG_DATA_ID]: site } });
    const ritualRoute = RITUAL_ROUTE.exec(path);
    if (ritualRoute) {
      const slug = decodedSlug(ritualRoute[2]!);
      const ritual = slug === undefined ? undefined : await data.ritual(slug);
      if (!ritual) return { status: 404, head: renderHead(homeHead(context)) };
      const registration = ritualRoute[1] === 'registro';
      if (ritual.slug !== slug) {
        const current = registration ? registrationPagePath(ritual.slug) : ritualPagePath(ritual.slug);
        return { redirect: current + search };
      }
      return { status: 200, head: renderHead(ritualHead(context, ritual, { registration })) };
    }
    if (path === '/') return { status: 200, head: renderHead(homeHead(context)) };
    if (ORDER_PAGE.test(path)) return { status: 200, head: renderHead(orderPageHead(site)) };
    if (PRIVATE_ROUTES.test(path)) return { status: 200, head: renderHead(privateHead(site)) };
    // Any other path is the app's own "not found" screen.
    return { status: 200, head: renderHead({ ...homeHead(context), canonical: undefined, noindex: true }) };
  };
}
