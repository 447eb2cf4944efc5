import type { ThemeConfig } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import type { SiteConfig } from '../../../lib/domain-types';

/** What the public site draws with (also kept in localStorage to paint the next visit at once). */
export type ThemeConfigResponse = Pick<ThemeConfig, 'theme_name' | 'theme'>;

export const fetchThemeConfig = (signal?: AbortSignal) =>
  apiClient.get<ThemeConfigResponse>('/theme-config', { signal });

export const fetchSiteConfig = (signal?: AbortSignal) => apiClient.get<SiteConfig>('/site-config', { signal });
