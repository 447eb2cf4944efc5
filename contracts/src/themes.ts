// Theme data shared by the site-config service (which serves it) and the web app (which keeps it as the
// silent fallback when /api/theme-config cannot be reached). Plain data only: no imports, so both sides can
// bundle it as is.
//
// Site theme colour keys (each applied by the web as the CSS custom property --color-<key>):
//   background / surface / surfaceAlt  page, cards and inset blocks
//   text / textMuted                   body text and secondary text (≥ 4.5:1 on background, surface, surfaceAlt)
//   border                             hairlines and input borders
//   primary / onPrimary                main buttons and their label (≥ 4.5:1)
//   accent                             prices and highlights used as text (≥ 4.5:1 on background and surfaces)
//   success / danger / warning         status texts and panel borders (≥ 4.5:1 on surface)
//   focus                              keyboard focus ring (≥ 3:1 on background and surface)
// Gradients: hero (white text is drawn on it, every stop ≥ 4.5:1 against #ffffff) and page (body backdrop,
// every stop ≥ 4.5:1 against text).

export type SiteThemeName = 'mistico' | 'moderno' | 'luxo' | 'liquidglass' | 'apple';
export type AdminThemeName = 'classico' | 'dark' | 'minimal';

export interface SiteThemeData {
  label: string;
  colors: Record<string, string>;
  gradients: { hero: string; [k: string]: string };
}

export interface AdminThemeData {
  label: string;
  colors: {
    header: string;
    sidebar: string;
    background: string;
    card: string;
    text: string;
    textSecondary: string;
    border: string;
    primary: string;
  };
  shadows: Record<string, string>;
}

export const DEFAULT_SITE_THEME: SiteThemeName = 'mistico';
export const DEFAULT_ADMIN_THEME: AdminThemeName = 'classico';
export const DEFAULT_DASHBOARD_STYLE = 'cards' as const;

export const SITE_THEMES: Record<SiteThemeName, SiteThemeData> = {
  mistico: {
    label: 'Místico',
    colors: {
      background: '#140b24',
      surface: '#1f1236',
      surfaceAlt: '#2a1a49',
      text: '#f6f1ff',
      textMuted: '#cfc3ea',
      border: '#4d3a78',
      primary: '#f2c94c',
      onPrimary: '#1d1033',
      accent: '#f5d47a',
      success: '#74e0a6',
      danger: '#ff9b9b',
      warning: '#ffd37a',
      focus: '#ffd37a',
    },
    gradients: {
      hero: 'linear-gradient(135deg, #2d1457 0%, #4b1d7d 50%, #1b0f3b 100%)',
      page: 'linear-gradient(180deg, #140b24 0%, #1a0f30 100%)',
    },
  },
  moderno: {
    label: 'Moderno',
    colors: {
      background: '#f6f7fb',
      surface: '#ffffff',
      surfaceAlt: '#eef0f7',
      text: '#111827',
      textMuted: '#4b5563',
      border: '#cfd5e1',
      primary: '#4338ca',
      onPrimary: '#ffffff',
      accent: '#0f766e',
      success: '#15803d',
      danger: '#b91c1c',
      warning: '#92400e',
      focus: '#4338ca',
    },
    gradients: {
      hero: 'linear-gradient(120deg, #312e81 0%, #4338ca 55%, #0f766e 100%)',
      page: 'linear-gradient(180deg, #f6f7fb 0%, #eef1f8 100%)',
    },
  },
  luxo: {
    label: 'Luxo',
    colors: {
      background: '#0c0b09',
      surface: '#18160f',
      surfaceAlt: '#221e14',
      text: '#f7f1e3',
      textMuted: '#cdbf9c',
      border: '#4a3f26',
      primary: '#d4af37',
      onPrimary: '#16120a',
      accent: '#e3c35f',
      success: '#86d99a',
      danger: '#ff9a88',
      warning: '#f2c14e',
      focus: '#e3c35f',
    },
    gradients: {
      hero: 'linear-gradient(135deg, #0c0b09 0%, #2a2315 55%, #54431a 100%)',
      page: 'linear-gradient(180deg, #0c0b09 0%, #14120c 100%)',
    },
  },
  liquidglass: {
    label: 'Liquid Glass',
    colors: {
      background: '#e7eefa',
      surface: '#ffffff',
      surfaceAlt: '#f1f5fd',
      text: '#0b1b34',
      textMuted: '#3b4d69',
      border: '#b4c3dc',
      primary: '#0a57c9',
      onPrimary: '#ffffff',
      accent: '#0a57c9',
      success: '#0f7a3d',
      danger: '#b42318',
      warning: '#8a5200',
      focus: '#0a57c9',
    },
    gradients: {
      hero: 'linear-gradient(135deg, #0a4fb8 0%, #2b3da6 45%, #6a2aa3 100%)',
      page: 'linear-gradient(160deg, #e3ecfb 0%, #eee6fb 50%, #e0f3f3 100%)',
    },
  },
  apple: {
    label: 'Apple',
    colors: {
      background: '#f5f5f7',
      surface: '#ffffff',
      surfaceAlt: '#fafafc',
      text: '#1d1d1f',
      textMuted: '#5c5c61',
      border: '#d2d2d7',
      primary: '#0066cc',
      onPrimary: '#ffffff',
      accent: '#0066cc',
      success: '#1a7f37',
      danger: '#c0271f',
      warning: '#8a5300',
      focus: '#0071e3',
    },
    gradients: {
      hero: 'linear-gradient(180deg, #000000 0%, #1d1d1f 100%)',
      page: 'linear-gradient(180deg, #f5f5f7 0%, #f5f5f7 100%)',
    },
  },
};

export const ADMIN_THEMES: Record<AdminThemeName, AdminThemeData> = {
  classico: {
    label: 'Clássico',
    colors: {
      header: '#4c1d95',
      sidebar: '#ffffff',
      background: '#f5f3ff',
      card: '#ffffff',
      text: '#1f2937',
      textSecondary: '#4b5563',
      border: '#ddd6fe',
      primary: '#6d28d9',
    },
    shadows: {
      card: '0 1px 3px rgba(76, 29, 149, 0.12), 0 1px 2px rgba(76, 29, 149, 0.08)',
      hover: '0 8px 24px rgba(76, 29, 149, 0.16)',
      modal: '0 24px 48px rgba(31, 41, 55, 0.28)',
    },
  },
  dark: {
    label: 'Escuro',
    colors: {
      header: '#0f172a',
      sidebar: '#111827',
      background: '#0b1120',
      card: '#1e293b',
      text: '#f1f5f9',
      textSecondary: '#cbd5e1',
      border: '#334155',
      primary: '#4f46e5',
    },
    shadows: {
      card: '0 1px 3px rgba(0, 0, 0, 0.5)',
      hover: '0 8px 24px rgba(0, 0, 0, 0.6)',
      modal: '0 24px 48px rgba(0, 0, 0, 0.7)',
    },
  },
  minimal: {
    label: 'Minimalista',
    colors: {
      header: '#ffffff',
      sidebar: '#fafafa',
      background: '#ffffff',
      card: '#ffffff',
      text: '#171717',
      textSecondary: '#525252',
      border: '#e5e5e5',
      primary: '#171717',
    },
    shadows: {
      card: 'none',
      hover: '0 0 0 1px #d4d4d4',
      modal: '0 16px 32px rgba(0, 0, 0, 0.12)',
    },
  },
};

export const DASHBOARD_STYLES = ['cards', 'modern', 'analytics'] as const;
export type DashboardStyle = (typeof DASHBOARD_STYLES)[number];
