import { status as grpcStatus } from '@grpc/grpc-js';
import type { Ritual } from '@ritual/proto/ritual/v1/catalog';
import type { SiteSettings, ThemeConfig } from '@ritual/proto/ritual/v1/site_config';
import { isServiceError } from '@ritual/runtime';
import type { CachedBody, CacheGroup, PublicCache } from '../cache/public-cache.js';
import type { ServiceClients } from '../clients/index.js';

/** What the server-rendered pages need of the services. */
export interface PageData {
  site(): Promise<SiteSettings>;
  theme(): Promise<ThemeConfig>;
  /** The active ritual answering to `slug` (its current slug, or one it had before a rename); undefined if none. */
  ritual(slug: string): Promise<Ritual | undefined>;
  /** Every active ritual. */
  rituals(): Promise<Ritual[]>;
}

/**
 * The page data kept in the public-read cache beside the /api answers, under keys of their own (`page:`), in the
 * group of the owning service: the same change events and admin writes that drop the /api copies drop these, so an
 * admin's edit shows in the next page served. Each cached body is parsed once.
 */
export function cachedPageData(clients: Pick<ServiceClients, 'catalog' | 'siteConfig'>, cache?: PublicCache): PageData {
  const parsed = new WeakMap<CachedBody, unknown>();
  const read = async <T>(group: CacheGroup, key: string, load: () => Promise<T>): Promise<T> => {
    const cached = cache?.get(key);
    if (cached) {
      if (!parsed.has(cached)) parsed.set(cached, JSON.parse(cached.body.toString()));
      return parsed.get(cached) as T;
    }
    const generation = cache?.generation(group) ?? 0;
    const value = await load();
    const entry = cache?.set(group, key, generation, JSON.stringify(value));
    if (entry) parsed.set(entry, value);
    return value;
  };
  return {
    site: () => read('site', 'page:site', () => clients.siteConfig.getSiteConfig({})),
    theme: () => read('site', 'page:theme', () => clients.siteConfig.getThemeConfig({})),
    rituals: () =>
      read(
        'catalog',
        'page:rituals',
        async () => (await clients.catalog.listRituals({ include_inactive: false })).rituals,
      ),
    async ritual(slug) {
      // A NOT_FOUND throws before anything is stored: unknown slugs are never kept, as anyone can make up more of
      // them than the cache holds.
      try {
        return await read('catalog', `page:ritual/${slug}`, () =>
          clients.catalog.getRitualBySlug({ slug, include_inactive: false }),
        );
      } catch (err) {
        if (isServiceError(err) && err.code === grpcStatus.NOT_FOUND) return undefined;
        throw err;
      }
    },
  };
}
