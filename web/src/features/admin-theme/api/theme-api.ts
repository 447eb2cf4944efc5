import type { ThemeChange, ThemeConfig } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export type { ThemeConfig };

/** A public route (spec §7), read like every admin call (with the Bearer token once signed in). */
export const fetchThemeConfig = (signal?: AbortSignal) => adminApi.get<ThemeConfig>('/theme-config', { signal });

export const saveSiteTheme = (themeName: string) =>
  adminApi.postForm<ThemeChange>('/theme-config', new URLSearchParams({ theme_name: themeName }));

export const saveAdminTheme = (adminTheme: string) =>
  adminApi.postForm<ThemeChange>('/admin-theme-config', new URLSearchParams({ admin_theme: adminTheme }));

export const saveDashboardStyle = (style: string) =>
  adminApi.postForm<ThemeChange>('/dashboard-style-config', new URLSearchParams({ dashboard_style: style }));
