import { apiClient } from '../../../lib/api-client';
import type { SiteConfig } from '../../../lib/domain-types';

export interface ThemeConfigResponse {
  theme_name: string;
  admin_theme?: string;
  dashboard_style?: string;
  theme?: {
    colors?: Record<string, string>;
    gradients?: Record<string, string>;
  };
}

export const fetchThemeConfig = (signal?: AbortSignal) =>
  apiClient.get<ThemeConfigResponse>('/theme-config', { signal });

export const fetchSiteConfig = (signal?: AbortSignal) => apiClient.get<SiteConfig>('/site-config', { signal });
