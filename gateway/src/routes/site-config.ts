import { siteConfigApi, type ThemeConfig } from '@ritual/contracts/http';
import type { ThemeConfig as ThemeConfigMessage } from '@ritual/proto/ritual/v1/site_config';
import type { Router } from 'express';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';

function themeJson(config: ThemeConfigMessage): ThemeConfig {
  return {
    theme_name: config.theme_name as ThemeConfig['theme_name'],
    admin_theme: config.admin_theme as ThemeConfig['admin_theme'],
    dashboard_style: config.dashboard_style as ThemeConfig['dashboard_style'],
    theme: { colors: config.theme?.colors ?? {}, gradients: config.theme?.gradients ?? {} },
    admin_theme_data: {
      colors: config.admin_theme_data?.colors ?? {},
      shadows: config.admin_theme_data?.shadows ?? {},
    },
  };
}

/** Site texts and contacts, and the three theme choices (spec §7). */
export function siteConfigRoutes(deps: RouteDeps): Router {
  const siteConfig = deps.clients.siteConfig;
  return implement(siteConfigApi, deps, {
    getSiteConfig: () => siteConfig.getSiteConfig({}),
    updateSiteConfig: ({ body }) => siteConfig.updateSiteConfig(body),
    getThemeConfig: async () => themeJson(await siteConfig.getThemeConfig({})),
    setSiteTheme: async ({ body }) => ({
      message: 'Tema do site atualizado com sucesso',
      ...themeJson(await siteConfig.setSiteTheme({ name: body.theme_name })),
    }),
    setAdminTheme: async ({ body }) => ({
      message: 'Tema do painel atualizado com sucesso',
      ...themeJson(await siteConfig.setAdminTheme({ name: body.admin_theme })),
    }),
    setDashboardStyle: async ({ body }) => ({
      message: 'Estilo do dashboard atualizado com sucesso',
      ...themeJson(await siteConfig.setDashboardStyle({ name: body.dashboard_style })),
    }),
  });
}
