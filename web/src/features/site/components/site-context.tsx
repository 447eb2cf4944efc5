import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { SiteConfig } from '../../../lib/domain-types';
import { fetchSiteConfig, fetchThemeConfig } from '../api/site-api';
import { applySiteTheme, rememberSiteTheme, resolveSiteTheme } from '../site-theme';

interface SiteContextValue {
  siteConfig: SiteConfig | null;
}

const SiteContext = createContext<SiteContextValue>({ siteConfig: null });

/** The id of the site's texts the server puts in each public page (gateway/src/pages/pages.ts). */
export const SITE_CONFIG_DATA_ID = 'site-config-data';

/**
 * The site's texts as the server wrote them into the page, so the first render already shows the store's name and
 * description instead of moving the page when the request answers; null without them (the Vite dev server).
 */
function siteConfigInPage(): SiteConfig | null {
  const text = document.getElementById(SITE_CONFIG_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteConfig;
  } catch {
    return null;
  }
}

export function SiteProvider({ children }: { children: ReactNode }) {
  const [siteConfig, setSiteConfig] = useState<SiteConfig | null>(siteConfigInPage);

  useEffect(() => {
    const controller = new AbortController();
    // Both loads fail silently (spec §8): the page keeps the default theme and renders without site texts.
    fetchThemeConfig(controller.signal)
      .then((config) => {
        applySiteTheme(resolveSiteTheme(config));
        rememberSiteTheme(config);
      })
      .catch(() => {});
    fetchSiteConfig(controller.signal)
      .then((config) => {
        setSiteConfig(config ?? null);
        if (config?.browser_title) document.title = config.browser_title;
        if (config?.site_description) {
          document.querySelector('meta[name="description"]')?.setAttribute('content', config.site_description);
        }
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  return <SiteContext.Provider value={{ siteConfig }}>{children}</SiteContext.Provider>;
}

export const useSiteConfig = () => useContext(SiteContext).siteConfig;
