import { adminApi } from '../../admin-common/api/admin-api';

export interface ThemeConfig {
  theme_name?: string;
  admin_theme?: string;
  dashboard_style?: string;
  theme?: { colors?: Record<string, string>; gradients?: Record<string, string> };
  admin_theme_data?: { colors?: Record<string, string>; shadows?: Record<string, string> };
}

/** A public route (spec §7), read like every admin call (with the Bearer token once signed in). */
export const fetchThemeConfig = (signal?: AbortSignal) => adminApi.get<ThemeConfig>('/theme-config', { signal });

export const saveSiteTheme = (themeName: string) =>
  adminApi.postForm<ThemeConfig>('/theme-config', new URLSearchParams({ theme_name: themeName }));

export const saveAdminTheme = (adminTheme: string) =>
  adminApi.postForm<ThemeConfig>('/admin-theme-config', new URLSearchParams({ admin_theme: adminTheme }));

export const saveDashboardStyle = (style: string) =>
  adminApi.postForm<ThemeConfig>('/dashboard-style-config', new URLSearchParams({ dashboard_style: style }));
