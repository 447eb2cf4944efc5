// The web keeps no palette of its own: the fallback is the service's own theme file.
import { DEFAULT_SITE_THEME, SITE_THEMES } from '@ritual/contracts/themes';
import type { ThemeConfigResponse } from './api/site-api';

export interface AppliedTheme {
  name: string;
  colors: Record<string, string>;
  gradients: Record<string, string>;
}

const THEME_CACHE_KEY = 'ritual:site-theme';

export function resolveSiteTheme(config: ThemeConfigResponse | null | undefined): AppliedTheme {
  const fallback = SITE_THEMES[DEFAULT_SITE_THEME];
  return {
    name: config?.theme_name || DEFAULT_SITE_THEME,
    colors: { ...fallback.colors, ...config?.theme?.colors },
    gradients: { ...fallback.gradients, ...config?.theme?.gradients },
  };
}

function relativeLuminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const channels = [0, 2, 4].map((offset) => Number.parseInt(match[1]!.slice(offset, offset + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function applySiteTheme(theme: AppliedTheme, root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(theme.colors)) root.style.setProperty(`--color-${key}`, value);
  for (const [key, value] of Object.entries(theme.gradients)) root.style.setProperty(`--gradient-${key}`, value);
  root.dataset.theme = theme.name;
  const background = theme.colors.background ?? '';
  const luminance = relativeLuminance(background);
  // Native controls (date pickers, scrollbars) follow the page: dark themes get dark controls.
  if (luminance !== null) root.style.colorScheme = luminance < 0.2 ? 'dark' : 'light';
  let themeColor = document.querySelector('meta[name="theme-color"]');
  if (!themeColor) {
    themeColor = document.createElement('meta');
    themeColor.setAttribute('name', 'theme-color');
    document.head.append(themeColor);
  }
  themeColor.setAttribute('content', background);
}

/** Applied before the first render so a returning visitor does not see the default theme flash first. */
export function applyCachedSiteTheme(): void {
  let cached: ThemeConfigResponse | null = null;
  try {
    const raw = localStorage.getItem(THEME_CACHE_KEY);
    cached = raw ? (JSON.parse(raw) as ThemeConfigResponse) : null;
  } catch {
    cached = null;
  }
  applySiteTheme(resolveSiteTheme(cached));
}

export function rememberSiteTheme(config: ThemeConfigResponse): void {
  try {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ theme_name: config.theme_name, theme: config.theme }));
  } catch {
    // Private mode or full storage: the theme simply is not remembered.
  }
}
