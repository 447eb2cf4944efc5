import { CORRECTABLE_FIELD_KEYS } from '@ritual/contracts/form-keys';
import type { DataRequest, DataSubjectOrder } from '@ritual/contracts/http';
import type { FormFieldDefinition } from '../../lib/domain-types';
import { humanizeKey, ORDER_WHATSAPP_KEYS, orderWhatsApp } from '../admin-clientes/order-view';

export const DATA_REQUEST_KIND_LABELS: Record<DataRequest['kind'], string> = {
  access: 'Acesso',
  correction: 'Correção',
  erasure: 'Eliminação',
  revocation: 'Revogação do consentimento',
};

/** The field a correction of the WhatsApp names (the orders service moves the order to the new number). */
export const WHATSAPP_FIELD = 'whatsapp';

const KNOWN_LABELS: Record<string, string> = {
  nome_completo_fixo: 'Nome completo',
  data_nascimento: 'Data de nascimento',
  [WHATSAPP_FIELD]: 'WhatsApp',
};

const digits = (value: string) => value.replace(/\D/g, '');

/** The typed confirmation names the same WhatsApp, whatever its punctuation. */
export const sameWhatsApp = (typed: string, whatsapp: string) =>
  digits(typed).length >= 10 && digits(typed) === digits(whatsapp);

/** A form field's label: the ritual's own, else a known one, else the key in words. */
export function fieldLabel(key: string, fields: readonly FormFieldDefinition[] = []): string {
  return fields.find((field) => field.name === key)?.label || KNOWN_LABELS[key] || humanizeKey(key);
}

export interface CorrectableField {
  key: string;
  label: string;
  value: string;
}

/**
 * What "Corrigir" offers for an order: each filled-in field the law's correction covers here (the client's name, the
 * loved one's name, the birth date) and the WhatsApp once (the form's own WhatsApp fields are the same number).
 */
export function correctableFields(
  order: DataSubjectOrder,
  fields: readonly FormFieldDefinition[] = [],
): CorrectableField[] {
  const whatsappKeys = new Set<string>(ORDER_WHATSAPP_KEYS);
  const formFields = Object.entries(order.form_data)
    .filter(([key]) => !whatsappKeys.has(key) && CORRECTABLE_FIELD_KEYS.includes(key))
    .map(([key, value]) => ({ key, label: fieldLabel(key, fields), value }));
  return [...formFields, { key: WHATSAPP_FIELD, label: KNOWN_LABELS[WHATSAPP_FIELD]!, value: orderWhatsApp(order) }];
}

/** The first words of an answer after each action, for the operator to adjust before closing the request. */
export const SUGGESTED_ANSWERS = {
  export: 'Enviamos pelo WhatsApp a cópia dos seus dados (planilha CSV) e a declaração completa (PDF) do que tratamos.',
  correct: (label: string, orderId: number) => `Corrigimos o campo "${label}" do pedido ${orderId}, como você pediu.`,
  erase: (message: string, kept: readonly string[]) =>
    kept.length ? `${message} Guardamos apenas o que a lei exige: ${kept.join('; ')}.` : message,
  revoke: (message: string) => `Seu consentimento foi revogado. ${message}`,
} as const;
