import { ADMIN_THEMES, SITE_THEMES } from '@ritual/contracts/themes';
import type { SiteConfigService, ThemeConfig } from '@ritual/proto/ritual/v1/site_config';
import type { AsyncService } from '@ritual/runtime';
import type { SiteConfigStore } from '../domain/site-config-store.js';
import { validateSiteSettings } from '../domain/site-settings.js';
import { parseAdminTheme, parseDashboardStyle, parseSiteTheme, type ThemeChoices } from '../domain/theme-choice.js';

function themeConfig(choices: ThemeChoices): ThemeConfig {
  const site = SITE_THEMES[choices.theme_name];
  const admin = ADMIN_THEMES[choices.admin_theme];
  return {
    ...choices,
    theme: { colors: { ...site.colors }, gradients: { ...site.gradients } },
    admin_theme_data: { colors: { ...admin.colors }, shadows: { ...admin.shadows } },
  };
}

export function siteConfigHandlers(store: SiteConfigStore): AsyncService<typeof SiteConfigService> {
  return {
    getSiteConfig: () => store.getSettings(),
    updateSiteConfig: async (request) => store.saveSettings(validateSiteSettings(request)),
    getThemeConfig: async () => themeConfig(await store.getThemes()),
    setSiteTheme: async ({ name }) => themeConfig(await store.saveThemes({ theme_name: parseSiteTheme(name) })),
    setAdminTheme: async ({ name }) => themeConfig(await store.saveThemes({ admin_theme: parseAdminTheme(name) })),
    setDashboardStyle: async ({ name }) =>
      themeConfig(await store.saveThemes({ dashboard_style: parseDashboardStyle(name) })),
  };
}
