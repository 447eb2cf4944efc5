import type { SiteSettings, ThemeConfig } from '@ritual/proto/ritual/v1/site_config';
import { Router } from 'express';
import { formBody, jsonBody } from '../http/body.js';
import { text } from '../http/values.js';
import type { RouteDeps } from './index.js';

const SITE_FIELDS = [
  'site_name',
  'browser_title',
  'site_description',
  'contact_phone',
  'contact_email',
  'contact_whatsapp',
  'about_text',
  'footer_text',
  'social_instagram',
  'social_facebook',
  'social_tiktok',
] as const satisfies ReadonlyArray<keyof SiteSettings>;

function themeJson(config: ThemeConfig) {
  return {
    theme_name: config.theme_name,
    admin_theme: config.admin_theme,
    dashboard_style: config.dashboard_style,
    theme: { colors: config.theme?.colors ?? {}, gradients: config.theme?.gradients ?? {} },
    admin_theme_data: {
      colors: config.admin_theme_data?.colors ?? {},
      shadows: config.admin_theme_data?.shadows ?? {},
    },
  };
}

/** Site texts and contacts, and the three theme choices (spec §7). */
export function siteConfigRoutes({ clients, auth }: RouteDeps): Router {
  const router = Router();
  const siteConfig = clients.siteConfig;

  router.get('/site-config', async (_req, res) => {
    res.json(await siteConfig.getSiteConfig({}));
  });

  router.put('/site-config', auth.requireAdmin, jsonBody, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const settings = Object.fromEntries(SITE_FIELDS.map((field) => [field, text(body[field])]));
    res.json(await siteConfig.updateSiteConfig(settings as Record<(typeof SITE_FIELDS)[number], string>));
  });

  router.get('/theme-config', async (_req, res) => {
    res.json(themeJson(await siteConfig.getThemeConfig({})));
  });

  router.post('/theme-config', auth.requireAdmin, ...formBody, async (req, res) => {
    const config = await siteConfig.setSiteTheme({ name: text(req.body?.theme_name) });
    res.json({ message: 'Tema do site atualizado com sucesso', ...themeJson(config) });
  });

  router.post('/admin-theme-config', auth.requireAdmin, ...formBody, async (req, res) => {
    const config = await siteConfig.setAdminTheme({ name: text(req.body?.admin_theme) });
    res.json({ message: 'Tema do painel atualizado com sucesso', ...themeJson(config) });
  });

  router.post('/dashboard-style-config', auth.requireAdmin, ...formBody, async (req, res) => {
    const config = await siteConfig.setDashboardStyle({ name: text(req.body?.dashboard_style) });
    res.json({ message: 'Estilo do dashboard atualizado com sucesso', ...themeJson(config) });
  });

  return router;
}
