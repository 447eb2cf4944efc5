import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { SiteConfig } from '../../../lib/domain-types';
import { fetchSiteConfig, fetchThemeConfig } from '../api/site-api';
import { applySiteTheme, rememberSiteTheme, resolveSiteTheme } from '../site-theme';

interface SiteContextValue {
  siteConfig: SiteConfig | null;
}

const SiteContext = createContext<SiteContextValue>({ siteConfig: null });

export function SiteProvider({ children }: { children: ReactNode }) {
  const [siteConfig, setSiteConfig] = useState<SiteConfig | null>(null);

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
