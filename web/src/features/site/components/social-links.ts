import type { SiteConfig } from '../../../lib/domain-types';

export interface SocialLink {
  label: string;
  href: string;
}

const SOCIAL_NETWORKS = [
  { key: 'social_instagram', label: 'Instagram', profileBase: 'https://instagram.com/' },
  { key: 'social_facebook', label: 'Facebook', profileBase: 'https://facebook.com/' },
  { key: 'social_tiktok', label: 'TikTok', profileBase: 'https://www.tiktok.com/@' },
] as const;

/** Admins may type a full address or just a handle such as "@ritual"; both become a profile link. */
export function socialLinks(config: SiteConfig | null): SocialLink[] {
  if (!config) return [];
  return SOCIAL_NETWORKS.flatMap(({ key, label, profileBase }) => {
    const value = config[key]?.trim();
    if (!value) return [];
    const href = /^https?:\/\//i.test(value) ? value : `${profileBase}${value.replace(/^@/, '')}`;
    return [{ label, href }];
  });
}
