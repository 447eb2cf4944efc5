import { ADMIN_THEMES, DASHBOARD_STYLES, SITE_THEMES } from '@ritual/contracts/themes';
import { invalidArgument } from '@ritual/runtime';

export interface ThemeChoices {
  theme_name: keyof typeof SITE_THEMES;
  admin_theme: keyof typeof ADMIN_THEMES;
  dashboard_style: (typeof DASHBOARD_STYLES)[number];
}

export const DEFAULT_THEME_CHOICES: ThemeChoices = {
  theme_name: 'mistico',
  admin_theme: 'classico',
  dashboard_style: 'cards',
};

function oneOf<T extends string>(value: string, options: readonly T[], message: string): T {
  if (!(options as readonly string[]).includes(value)) throw invalidArgument(message);
  return value as T;
}

export const parseSiteTheme = (value: string) =>
  oneOf(value, Object.keys(SITE_THEMES) as Array<keyof typeof SITE_THEMES>, 'Tema inválido');

export const parseAdminTheme = (value: string) =>
  oneOf(value, Object.keys(ADMIN_THEMES) as Array<keyof typeof ADMIN_THEMES>, 'Tema do painel inválido');

export const parseDashboardStyle = (value: string) => oneOf(value, DASHBOARD_STYLES, 'Estilo de dashboard inválido');
