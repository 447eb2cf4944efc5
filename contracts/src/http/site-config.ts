import { z } from 'zod';
import { ADMIN_THEMES, type AdminThemeName, DASHBOARD_STYLES, SITE_THEMES, type SiteThemeName } from '../themes.js';
import { body, requires, stringMap, text } from './fields.js';
import { apiArea } from './operation.js';
import { MISSING_TOKEN } from './texts.js';

const SITE_THEME_NAMES = Object.keys(SITE_THEMES) as [SiteThemeName, ...SiteThemeName[]];
const ADMIN_THEME_NAMES = Object.keys(ADMIN_THEMES) as [AdminThemeName, ...AdminThemeName[]];

const SITE_FIELD_NOTES = {
  site_name: 'Required',
  browser_title: 'Required',
  site_description: 'Required',
  contact_phone: undefined,
  contact_email: 'An e-mail address or empty',
  contact_whatsapp: '55 + area code + number, or empty',
  about_text: undefined,
  footer_text: undefined,
  social_instagram: undefined,
  social_facebook: undefined,
  social_tiktok: undefined,
} as const;
type SiteField = keyof typeof SITE_FIELD_NOTES;
const SITE_FIELDS = Object.keys(SITE_FIELD_NOTES) as SiteField[];
const noted = <T extends z.ZodType>(schema: T, field: SiteField) => {
  const note = SITE_FIELD_NOTES[field];
  return note ? schema.meta({ description: note }) : schema;
};

export const SiteConfig = z
  .strictObject(
    Object.fromEntries(SITE_FIELDS.map((field) => [field, noted(z.string(), field)])) as Record<SiteField, z.ZodString>,
  )
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof SiteConfig>;

export const SiteConfigInput = requires(
  body(Object.fromEntries(SITE_FIELDS.map((field) => [field, noted(text, field)])) as Record<SiteField, typeof text>),
  ['site_name', 'browser_title', 'site_description'],
).meta({ id: 'SiteConfigInput' });
export type SiteConfigInput = z.input<typeof SiteConfigInput>;

const themeConfig = {
  theme_name: z.enum(SITE_THEME_NAMES).meta({ description: 'Public site theme' }),
  admin_theme: z.enum(ADMIN_THEME_NAMES).meta({ description: 'Panel theme' }),
  dashboard_style: z.enum(DASHBOARD_STYLES),
  theme: z.strictObject({
    colors: stringMap('CSS colors of the site theme by role'),
    gradients: stringMap('CSS gradients; `hero` is the page background'),
  }),
  admin_theme_data: z.strictObject({
    colors: stringMap('header, sidebar, background, card, text, textSecondary, border, primary'),
    shadows: stringMap('CSS box-shadows by role'),
  }),
};

export const ThemeConfig = z.strictObject(themeConfig).meta({ id: 'ThemeConfig' });
export type ThemeConfig = z.infer<typeof ThemeConfig>;

export const ThemeChange = z
  .strictObject({ message: z.string().meta({ description: 'pt-BR success text' }), ...themeConfig })
  .meta({ id: 'ThemeChange' });
export type ThemeChange = z.infer<typeof ThemeChange>;

/** POST of one theme choice, e.g. `{ theme_name: 'luxo' }`; the service answers an unknown name with 400. */
const themeChoice = <Field extends string>(
  path: string,
  field: Field,
  values: readonly string[],
  summary: string,
  invalid: string,
) => ({
  method: 'post' as const,
  path,
  summary,
  description: 'The answer is the whole theme configuration plus a message.',
  access: 'admin' as const,
  body: { form: requires(body({ [field]: text.meta({ enum: [...values] }) } as Record<Field, typeof text>), [field]) },
  response: ThemeChange,
  errors: { 400: invalid, 401: MISSING_TOKEN },
});

export const siteConfigApi = apiArea(
  { name: 'Site', description: 'Site texts and contacts, and the three theme choices.' },
  {
    getSiteConfig: { method: 'get', path: '/site-config', summary: 'Site texts and contacts', response: SiteConfig },
    updateSiteConfig: {
      method: 'put',
      path: '/site-config',
      summary: 'Replace the site texts and contacts',
      access: 'admin',
      body: { json: SiteConfigInput },
      response: SiteConfig,
      errors: { 400: 'Nome do site é obrigatório', 401: MISSING_TOKEN },
    },
    getThemeConfig: {
      method: 'get',
      path: '/theme-config',
      summary: 'The chosen themes and the data the pages draw with',
      response: ThemeConfig,
    },
    setSiteTheme: themeChoice(
      '/theme-config',
      'theme_name',
      SITE_THEME_NAMES,
      'Choose the public site theme',
      'Tema inválido',
    ),
    setAdminTheme: themeChoice(
      '/admin-theme-config',
      'admin_theme',
      ADMIN_THEME_NAMES,
      'Choose the panel theme',
      'Tema do painel inválido',
    ),
    setDashboardStyle: themeChoice(
      '/dashboard-style-config',
      'dashboard_style',
      DASHBOARD_STYLES,
      'Choose the dashboard style',
      'Estilo de dashboard inválido',
    ),
  },
);
