import type { SiteConfigValues } from './api/site-config-api';

export type SiteConfigErrors = Partial<Record<keyof SiteConfigValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 site config: name, browser title and description required; the WhatsApp is 55 + area code + number. */
export function validateSiteConfig(values: SiteConfigValues): SiteConfigErrors {
  const errors: SiteConfigErrors = {};
  if (!values.site_name.trim()) errors.site_name = 'Nome do site é obrigatório';
  if (!values.browser_title.trim()) errors.browser_title = 'Título do navegador é obrigatório';
  if (!values.site_description.trim()) errors.site_description = 'Descrição do site é obrigatória';
  if (values.contact_email.trim() && !EMAIL.test(values.contact_email.trim())) errors.contact_email = 'Email inválido';
  const whatsapp = values.contact_whatsapp.replace(/\D/g, '');
  if (values.contact_whatsapp.trim() && !/^55\d{10,11}$/.test(whatsapp)) {
    errors.contact_whatsapp = 'Use 55 + DDD + número, por exemplo 5511999999999';
  }
  return errors;
}
