import {
  DASHBOARD_STYLES,
  type DashboardStyle,
  DEFAULT_DASHBOARD_STYLE,
  DEFAULT_SITE_THEME,
} from '@ritual/contracts/themes';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { startEarly, takeEarly } from '../../lib/early-request';
import { type AdminPalette, resolveAdminPalette } from './admin-palette';
import { fetchThemeConfig, type ThemeConfig } from './api/theme-api';

/** Read by the pre-paint script in web/index.html too: keep `background` (a resolved #hex) in the cached value. */
export const ADMIN_THEME_CACHE_KEY = 'ritual:admin-theme';

interface CachedChoices {
  name: string;
  /** The resolved panel background, painted by web/index.html before any script loads. */
  background?: string;
  colors?: Record<string, string>;
  shadows?: Record<string, string>;
  dashboard_style?: string;
  theme_name?: string;
}

export interface AdminThemeState {
  palette: AdminPalette;
  adminTheme: string;
  siteTheme: string;
  dashboardStyle: DashboardStyle;
  /** False until the first /theme-config answer (or failure) when nothing was cached. */
  ready: boolean;
  reload: () => Promise<void>;
  /** Keeps a /theme-config answer (e.g. the one a theme change returns) so the next page load paints it at once. */
  remember: (config: ThemeConfig) => void;
}

const isDashboardStyle = (value: unknown): value is DashboardStyle =>
  typeof value === 'string' && (DASHBOARD_STYLES as readonly string[]).includes(value);

function readCache(): CachedChoices | null {
  try {
    const raw = localStorage.getItem(ADMIN_THEME_CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && typeof (parsed as CachedChoices).name === 'string'
      ? (parsed as CachedChoices)
      : null;
  } catch {
    return null;
  }
}

function writeCache(choices: CachedChoices): void {
  try {
    localStorage.setItem(ADMIN_THEME_CACHE_KEY, JSON.stringify(choices));
  } catch {
    // Not remembered: the next visit waits for /theme-config again.
  }
}

function choicesFrom(config: ThemeConfig): CachedChoices {
  const palette = resolveAdminPalette({
    name: config.admin_theme ?? '',
    colors: config.admin_theme_data?.colors,
    shadows: config.admin_theme_data?.shadows,
  });
  return {
    name: palette.name,
    background: palette.background,
    colors: config.admin_theme_data?.colors ?? {},
    shadows: config.admin_theme_data?.shadows ?? {},
    dashboard_style: config.dashboard_style,
    theme_name: config.theme_name,
  };
}

const fallbackChoices: CachedChoices = { name: '' };

const THEME_LOAD = 'admin:theme';

/** Asks for /theme-config before the panel renders; the provider takes the answer instead of asking again. */
export const startThemeLoad = () => startEarly(THEME_LOAD, () => fetchThemeConfig());

const AdminThemeContext = createContext<AdminThemeState | null>(null);

export function AdminThemeProvider({ children }: { children: ReactNode }) {
  // The cached choice paints the very first frame; the server's answer refreshes it (spec §2: the panel theme
  // is loaded before rendering).
  const [startedLoad] = useState(() => takeEarly<ThemeConfig>(THEME_LOAD));
  const [cached] = useState(readCache);
  // An answer already in paints the first frame with the server's choice; otherwise the cached one does.
  const [loaded] = useState(() => {
    const answer = startedLoad?.settled();
    return answer?.status === 'fulfilled' ? choicesFrom(answer.value ?? {}) : undefined;
  });
  const [choices, setChoices] = useState<CachedChoices>(loaded ?? cached ?? fallbackChoices);
  const [ready, setReady] = useState(cached !== null || startedLoad?.settled() !== undefined);

  const load = useCallback(async (answer: Promise<ThemeConfig>, signal?: AbortSignal) => {
    try {
      const config = await answer;
      if (signal?.aborted) return;
      const next = choicesFrom(config ?? {});
      setChoices(next);
      writeCache(next);
    } catch {
      // Spec §7: a failed theme load silently keeps the defaults (or the cached choice).
    } finally {
      if (!signal?.aborted) setReady(true);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme is loaded once, when the panel opens.
  useEffect(() => {
    if (loaded) {
      writeCache(loaded);
      return;
    }
    const controller = new AbortController();
    void load(startedLoad?.promise ?? fetchThemeConfig(controller.signal), controller.signal);
    return () => controller.abort();
  }, []);

  const value = useMemo<AdminThemeState>(
    () => ({
      palette: resolveAdminPalette({ name: choices.name, colors: choices.colors, shadows: choices.shadows }),
      adminTheme: resolveAdminPalette({ name: choices.name }).name,
      siteTheme: choices.theme_name || DEFAULT_SITE_THEME,
      dashboardStyle: isDashboardStyle(choices.dashboard_style) ? choices.dashboard_style : DEFAULT_DASHBOARD_STYLE,
      ready,
      reload: () => load(fetchThemeConfig()),
      remember: (config: ThemeConfig) => writeCache(choicesFrom(config)),
    }),
    [choices, ready, load],
  );

  return <AdminThemeContext.Provider value={value}>{children}</AdminThemeContext.Provider>;
}

export function useAdminTheme(): AdminThemeState {
  const value = useContext(AdminThemeContext);
  if (!value) throw new Error('useAdminTheme outside AdminThemeProvider');
  return value;
}
