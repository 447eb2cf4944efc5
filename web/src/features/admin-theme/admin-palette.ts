// The panel palettes live in the site-config service (served by /api/theme-config); the web only derives from them.
import { ADMIN_THEMES, type AdminThemeName, DEFAULT_ADMIN_THEME } from '@ritual/contracts/themes';
import { contrastRatio, ensureContrast, isDark, mix, readableOn } from './color-contrast';

export const ADMIN_COLOR_KEYS = [
  'header',
  'sidebar',
  'background',
  'card',
  'text',
  'textSecondary',
  'border',
  'primary',
] as const;
export type AdminColorKey = (typeof ADMIN_COLOR_KEYS)[number];
export type AdminColors = Record<AdminColorKey, string>;

export interface AdminThemeInput {
  name: string;
  colors?: Partial<Record<string, string>>;
  shadows?: Record<string, string>;
}

/** Everything the panel paints with: the eight keys of spec §3 plus colours derived to keep WCAG AA. */
export interface AdminPalette extends AdminColors {
  name: string;
  scheme: 'light' | 'dark';
  onPrimary: string;
  headerText: string;
  /** Primary as text, links, chart bars and the focus ring: ≥ 4.5:1 on background, card and sidebar. */
  accent: string;
  /** Input and control outlines: ≥ 3:1 on card (WCAG 1.4.11). */
  controlBorder: string;
  success: string;
  danger: string;
  warning: string;
  onSuccess: string;
  onDanger: string;
  onWarning: string;
  successSoft: string;
  dangerSoft: string;
  warningSoft: string;
  primarySoft: string;
  shadowCard: string;
  shadowHover: string;
  shadowModal: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isAdminThemeName(name: string | undefined | null): name is AdminThemeName {
  return !!name && Object.hasOwn(ADMIN_THEMES, name);
}

const STATUS_ON_LIGHT = { success: '#15803d', danger: '#b91c1c', warning: '#92400e' };
const STATUS_ON_DARK = { success: '#4ade80', danger: '#fca5a5', warning: '#fcd34d' };

export function resolveAdminPalette(input: AdminThemeInput | null | undefined): AdminPalette {
  const name = isAdminThemeName(input?.name) ? input.name : DEFAULT_ADMIN_THEME;
  const base = ADMIN_THEMES[name];
  const colors = { ...base.colors } as AdminColors;
  for (const key of ADMIN_COLOR_KEYS) {
    const value = input?.colors?.[key];
    if (typeof value === 'string' && HEX.test(value)) colors[key] = value;
  }
  const shadows = { ...base.shadows, ...input?.shadows };
  const dark = isDark(colors.background);
  const surfaces = [colors.card, colors.background, colors.sidebar];
  const statusBase = dark ? STATUS_ON_DARK : STATUS_ON_LIGHT;
  const status = {
    success: ensureContrast(statusBase.success, surfaces, 4.5),
    danger: ensureContrast(statusBase.danger, surfaces, 4.5),
    warning: ensureContrast(statusBase.warning, surfaces, 4.5),
  };
  // Soft tints behind status text: light enough on light themes, dark enough on dark ones, text still ≥ 4.5:1.
  const soft = (color: string) => {
    for (const weight of [0.14, 0.1, 0.06, 0]) {
      const tint = mix(color, colors.card, weight);
      if (contrastRatio(color, tint) >= 4.5) return tint;
    }
    return colors.card;
  };
  const accent = ensureContrast(colors.primary, surfaces, 4.5);
  return {
    name,
    ...colors,
    scheme: dark ? 'dark' : 'light',
    onPrimary: readableOn(colors.primary),
    headerText: ensureContrast(readableOn(colors.header, colors.text), [colors.header], 4.5),
    accent,
    controlBorder: ensureContrast(mix(colors.textSecondary, colors.card, 0.55), [colors.card, colors.background], 3),
    ...status,
    onSuccess: readableOn(status.success),
    onDanger: readableOn(status.danger),
    onWarning: readableOn(status.warning),
    successSoft: soft(status.success),
    dangerSoft: soft(status.danger),
    warningSoft: soft(status.warning),
    primarySoft: mix(accent, colors.card, dark ? 0.2 : 0.1),
    shadowCard: shadows.card ?? 'none',
    shadowHover: shadows.hover ?? 'none',
    shadowModal: shadows.modal ?? 'none',
  };
}

/** The palette as the CSS custom properties the admin stylesheet reads (--adm-<key>). */
export function paletteCssVariables(palette: AdminPalette): Record<string, string> {
  const variables: Record<string, string> = { colorScheme: palette.scheme };
  for (const [key, value] of Object.entries(palette)) {
    if (key === 'name' || key === 'scheme') continue;
    variables[`--adm-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return variables;
}
