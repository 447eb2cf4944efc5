import { invalidArgument } from '@ritual/runtime';

export interface SiteSettings {
  site_name: string;
  browser_title: string;
  site_description: string;
  contact_phone: string;
  contact_email: string;
  contact_whatsapp: string;
  about_text: string;
  footer_text: string;
  social_instagram: string;
  social_facebook: string;
  social_tiktok: string;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  site_name: 'Templo dos Rituais',
  browser_title: 'Templo dos Rituais - Rituais Espirituais Personalizados',
  site_description: 'Rituais espirituais personalizados, feitos com dedicação para você.',
  contact_phone: '',
  contact_email: '',
  contact_whatsapp: '',
  about_text: '',
  footer_text: '© Templo dos Rituais. Todos os direitos reservados.',
  social_instagram: '',
  social_facebook: '',
  social_tiktok: '',
};

const REQUIRED: Array<[keyof SiteSettings, string]> = [
  ['site_name', 'Nome do site é obrigatório'],
  ['browser_title', 'Título do navegador é obrigatório'],
  ['site_description', 'Descrição do site é obrigatória'],
];

const SHORT_FIELDS: Array<keyof SiteSettings> = [
  'site_name',
  'browser_title',
  'contact_phone',
  'contact_email',
  'contact_whatsapp',
  'social_instagram',
  'social_facebook',
  'social_tiktok',
];
const SHORT_MAX = 200;
const LONG_MAX = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims every field and enforces the rules of spec §5 (site config). */
export function validateSiteSettings(input: SiteSettings): SiteSettings {
  const settings = Object.fromEntries(
    Object.keys(DEFAULT_SITE_SETTINGS).map((key) => [key, String(input[key as keyof SiteSettings] ?? '').trim()]),
  ) as unknown as SiteSettings;
  for (const [field, message] of REQUIRED) {
    if (!settings[field]) throw invalidArgument(message);
  }
  for (const [field, value] of Object.entries(settings) as Array<[keyof SiteSettings, string]>) {
    const max = SHORT_FIELDS.includes(field) ? SHORT_MAX : LONG_MAX;
    if (value.length > max) throw invalidArgument(`O campo ${field} aceita no máximo ${max} caracteres`);
  }
  if (settings.contact_email && !EMAIL.test(settings.contact_email)) throw invalidArgument('Email inválido');
  if (settings.contact_whatsapp && !/^\d{12,13}$/.test(settings.contact_whatsapp.replace(/\D/g, ''))) {
    throw invalidArgument('WhatsApp deve ter 55 + DDD + número, por exemplo 5511999999999');
  }
  return settings;
}
