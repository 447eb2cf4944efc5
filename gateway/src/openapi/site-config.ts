import {
  ADMIN,
  type ApiArea,
  enumOf,
  fails,
  formBody,
  INVALID_JSON,
  input,
  jsonBody,
  NO_TOKEN,
  type Operation,
  object,
  ok,
  ref,
  type Schema,
  string,
} from './shared.js';

const SITE_THEMES = ['mistico', 'moderno', 'luxo', 'liquidglass', 'apple'];
const ADMIN_THEMES = ['classico', 'dark', 'minimal'];
const DASHBOARD_STYLES = ['cards', 'modern', 'analytics'];

const siteFields = {
  site_name: string('Required'),
  browser_title: string('Required'),
  site_description: string('Required'),
  contact_phone: string(),
  contact_email: string('An e-mail address or empty'),
  contact_whatsapp: string('55 + area code + number, or empty'),
  about_text: string(),
  footer_text: string(),
  social_instagram: string(),
  social_facebook: string(),
  social_tiktok: string(),
};

const stringMap = (description: string): Schema => ({
  type: 'object',
  additionalProperties: { type: 'string' },
  description,
});

const themeConfig = {
  theme_name: enumOf(SITE_THEMES, 'Public site theme'),
  admin_theme: enumOf(ADMIN_THEMES, 'Panel theme'),
  dashboard_style: enumOf(DASHBOARD_STYLES),
  theme: object({
    colors: stringMap('CSS colors of the site theme by role'),
    gradients: stringMap('CSS gradients; `hero` is the page background'),
  }),
  admin_theme_data: object({
    colors: stringMap('header, sidebar, background, card, text, textSecondary, border, primary'),
    shadows: stringMap('CSS box-shadows by role'),
  }),
};

function themeChoice(field: string, values: string[], operationId: string, summary: string, invalid: string) {
  return {
    tags: ['Site'],
    operationId,
    summary,
    security: ADMIN,
    requestBody: formBody(input({ [field]: enumOf(values) }, [field])),
    responses: {
      ...ok('Saved; the answer is the whole theme configuration plus a message', ref('ThemeChange')),
      ...fails({ 400: invalid, 401: NO_TOKEN }),
    },
  } satisfies Operation;
}

export const siteConfigApi: ApiArea = {
  tag: { name: 'Site', description: 'Site texts and contacts, and the three theme choices.' },
  schemas: {
    SiteConfig: object(siteFields),
    SiteConfigInput: input(siteFields, ['site_name', 'browser_title', 'site_description']),
    ThemeConfig: object(themeConfig),
    ThemeChange: object({ message: string('pt-BR success text'), ...themeConfig }),
  },
  paths: {
    '/site-config': {
      get: {
        tags: ['Site'],
        operationId: 'getSiteConfig',
        summary: 'Site texts and contacts',
        responses: { ...ok('The site config', ref('SiteConfig')), ...fails({}) },
      },
      put: {
        tags: ['Site'],
        operationId: 'updateSiteConfig',
        summary: 'Replace the site texts and contacts',
        security: ADMIN,
        requestBody: jsonBody(ref('SiteConfigInput')),
        responses: {
          ...ok('Saved', ref('SiteConfig')),
          ...fails({ 400: `Nome do site é obrigatório (or: ${INVALID_JSON})`, 401: NO_TOKEN }),
        },
      },
    },
    '/theme-config': {
      get: {
        tags: ['Site'],
        operationId: 'getThemeConfig',
        summary: 'The chosen themes and the data the pages draw with',
        responses: { ...ok('The theme configuration', ref('ThemeConfig')), ...fails({}) },
      },
      post: themeChoice('theme_name', SITE_THEMES, 'setSiteTheme', 'Choose the public site theme', 'Tema inválido'),
    },
    '/admin-theme-config': {
      post: themeChoice(
        'admin_theme',
        ADMIN_THEMES,
        'setAdminTheme',
        'Choose the panel theme',
        'Tema do painel inválido',
      ),
    },
    '/dashboard-style-config': {
      post: themeChoice(
        'dashboard_style',
        DASHBOARD_STYLES,
        'setDashboardStyle',
        'Choose the dashboard style',
        'Estilo de dashboard inválido',
      ),
    },
  },
};
