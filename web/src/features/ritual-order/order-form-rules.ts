import type { FormFieldDefinition } from '../../lib/domain-types';
import { isValidPhone } from '../../lib/phone';

export const FULL_NAME_FIELD = 'nome_completo_fixo';
export const WHATSAPP_FIELD = 'whatsapp_contato';
export const FULL_NAME_MAX_LENGTH = 100;

/** The two fields every order form has, whatever the ritual defines. */
export const FIXED_FIELDS: FormFieldDefinition[] = [
  { name: FULL_NAME_FIELD, label: 'Nome completo', type: 'text', required: true, placeholder: 'Seu nome completo' },
  { name: WHATSAPP_FIELD, label: 'WhatsApp', type: 'tel', required: true, placeholder: '(11) 99999-9999' },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export const fieldLabel = (field: FormFieldDefinition) => field.label?.trim() || field.name;

/** The ritual's own fields, minus any that would duplicate the two fixed ones. */
export function ritualOnlyFields(fields: FormFieldDefinition[] | undefined): FormFieldDefinition[] {
  return (fields ?? []).filter((field) => field.name !== FULL_NAME_FIELD && field.name !== WHATSAPP_FIELD);
}

export function validateOrderForm(fields: FormFieldDefinition[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of ritualOnlyFields(fields)) {
    const value = values[field.name]?.trim() ?? '';
    if (field.required && !value) errors[field.name] = `${fieldLabel(field)} é obrigatório`;
    else if (value && field.type === 'email' && !EMAIL_PATTERN.test(value)) errors[field.name] = 'Email inválido';
    else if (value && field.type === 'tel' && !isValidPhone(value)) {
      errors[field.name] = 'Telefone deve estar no formato (xx) xxxxx-xxxx';
    }
  }

  const fullName = values[FULL_NAME_FIELD]?.trim() ?? '';
  if (!fullName) errors[FULL_NAME_FIELD] = 'Nome completo é obrigatório';
  else if (fullName.length > FULL_NAME_MAX_LENGTH) {
    errors[FULL_NAME_FIELD] = `Nome completo deve ter no máximo ${FULL_NAME_MAX_LENGTH} caracteres`;
  }

  const whatsapp = values[WHATSAPP_FIELD]?.trim() ?? '';
  if (!whatsapp) errors[WHATSAPP_FIELD] = 'WhatsApp é obrigatório';
  else if (!isValidPhone(whatsapp)) errors[WHATSAPP_FIELD] = 'WhatsApp deve estar no formato (xx) xxxxx-xxxx';

  return errors;
}

/** Spec §3: `whatsapp` is taken from the whatsapp field, else telefone, else empty. */
export function submissionWhatsApp(values: FormValues): string {
  return values.whatsapp?.trim() || values.telefone?.trim() || '';
}

export function trimmedValues(fields: FormFieldDefinition[], values: FormValues): FormValues {
  const names = [...FIXED_FIELDS, ...ritualOnlyFields(fields)].map((field) => field.name);
  return Object.fromEntries(names.map((name) => [name, values[name]?.trim() ?? '']));
}

/**
 * Beside the WhatsApp field (issue 35, Meta's opt-in): what this order brings to that number, and from whom. A
 * registration without payment gets no payment reminders.
 */
export function whatsAppNotice(mode: 'payment' | 'registration', storeName: string | undefined): string {
  const store = storeName?.trim() || 'nossa loja';
  return mode === 'payment'
    ? `💬 A confirmação deste pedido, os lembretes de pagamento e o vídeo do ritual chegam neste WhatsApp, enviados por ${store}.`
    : `💬 A confirmação deste registro e o vídeo do ritual chegam neste WhatsApp, enviados por ${store}.`;
}
