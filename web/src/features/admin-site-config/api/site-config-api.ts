import type { SiteConfigInput } from '@ritual/contracts/http';
import type { SiteConfig } from '../../../lib/domain-types';
import { adminApi } from '../../admin-common/api/admin-api';

export const SITE_CONFIG_FIELDS = [
  'site_name',
  'browser_title',
  'site_description',
  'contact_phone',
  'contact_email',
  'contact_whatsapp',
  'about_text',
  'footer_text',
  'social_instagram',
  'social_facebook',
  'social_tiktok',
] as const;

export type SiteConfigValues = Record<(typeof SITE_CONFIG_FIELDS)[number], string> & SiteConfigInput;

export const fetchSiteConfig = (signal?: AbortSignal) => adminApi.get<SiteConfig>('/site-config', { signal });

/** Spec §7: PUT with every site config field. */
export const saveSiteConfig = (values: SiteConfigValues) => adminApi.putJson<SiteConfig>('/site-config', values);

export function siteConfigValues(config: SiteConfig | null | undefined): SiteConfigValues {
  return Object.fromEntries(
    SITE_CONFIG_FIELDS.map((field) => [field, String(config?.[field] ?? '')]),
  ) as SiteConfigValues;
}
