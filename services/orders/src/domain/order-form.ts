import type { FormField } from '@ritual/proto/ritual/v1/common';
import { invalidArgument } from '@ritual/runtime';

export const FULL_NAME_FIELD = 'nome_completo_fixo';
export const CONTACT_WHATSAPP_FIELD = 'whatsapp_contato';
export const FULL_NAME_MAX = 100;
/** Longest value kept for any field; far above any real answer, low enough to keep rows small. */
export const FIELD_VALUE_MAX = 2000;
const WHATSAPP_MAX = 30;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\(\d{2}\) \d{4,5}-\d{4}$/;

export interface OrderFormInput {
  form_data: Record<string, string>;
  whatsapp: string;
}

export interface ValidOrderForm {
  /** Trimmed values of the ritual's fields and the two fixed fields; other keys are dropped. */
  formData: Record<string, string>;
  whatsapp: string;
  whatsappDigits: string;
}

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/**
 * The order's WhatsApp (issue #13): whatsapp_contato, else whatsapp, else telefone, else empty. Only the
 * validated form decides; the request's own `whatsapp` is never trusted over it (a landline in `telefone`
 * must not win over the WhatsApp number the client typed).
 */
export function orderWhatsapp(formData: Record<string, string>): string {
  const candidates = [formData[CONTACT_WHATSAPP_FIELD], formData.whatsapp, formData.telefone];
  return candidates.find((value) => value !== undefined && value !== '') ?? '';
}

/** The rules of spec §5 for the order form, with its texts; the first broken rule is reported. */
export function validateOrderForm(fields: FormField[], input: OrderFormInput): ValidOrderForm {
  const known = new Set([...fields.map((field) => field.name), FULL_NAME_FIELD, CONTACT_WHATSAPP_FIELD]);
  const formData: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.form_data)) {
    if (known.has(key)) formData[key] = value.trim();
  }

  for (const field of fields) checkFormField(field, formData[field.name] ?? '');
  checkFullName(formData[FULL_NAME_FIELD] ?? '');
  const contact = formData[CONTACT_WHATSAPP_FIELD] ?? '';
  checkContactWhatsapp(contact);

  if (input.whatsapp.trim().length > WHATSAPP_MAX) {
    throw invalidArgument(`WhatsApp deve ter no máximo ${WHATSAPP_MAX} caracteres`);
  }
  const whatsapp = orderWhatsapp(formData);
  return { formData, whatsapp, whatsappDigits: onlyDigits(whatsapp) || onlyDigits(contact) };
}

/** Spec §5, one ritual field's value (trimmed): its length, required, and the email and tel formats. */
export function checkFormField(field: FormField, value: string): void {
  const label = field.label || field.name;
  if (value.length > FIELD_VALUE_MAX) {
    throw invalidArgument(`${label} deve ter no máximo ${FIELD_VALUE_MAX} caracteres`);
  }
  if (!value) {
    if (field.required) throw invalidArgument(`${label} é obrigatório`);
    return;
  }
  if (field.type === 'email' && !EMAIL.test(value)) throw invalidArgument('Email inválido');
  if (field.type === 'tel' && !PHONE.test(value)) {
    throw invalidArgument('Telefone deve estar no formato (xx) xxxxx-xxxx');
  }
}

/** Spec §5, the fixed full name (nome_completo_fixo). */
export function checkFullName(value: string): void {
  if (!value) throw invalidArgument('Nome completo é obrigatório');
  if (value.length > FULL_NAME_MAX) {
    throw invalidArgument(`Nome completo deve ter no máximo ${FULL_NAME_MAX} caracteres`);
  }
}

/** Spec §5, the fixed WhatsApp (whatsapp_contato). */
export function checkContactWhatsapp(value: string): void {
  if (!value) throw invalidArgument('WhatsApp é obrigatório');
  if (!PHONE.test(value)) throw invalidArgument('WhatsApp deve estar no formato (xx) xxxxx-xxxx');
}
