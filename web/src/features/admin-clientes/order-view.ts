import { CLIENT_NAME_KEYS } from '@ritual/contracts/form-keys';
import type { FormFieldDefinition } from '../../lib/domain-types';
import type { AdminOrder, AdminRitual } from '../admin-common/admin-types';
import { clientName, lookupFormValue, sameId } from '../admin-common/orders';

/** Where the Clientes screen reads an order's WhatsApp: the order's own column, then the form's phone fields. */
export const ORDER_WHATSAPP_KEYS = ['whatsapp_contato', 'whatsapp', 'telefone', 'celular'] as const;

export function orderWhatsApp(order: AdminOrder): string {
  const own = typeof order.whatsapp === 'string' ? order.whatsapp.trim() : '';
  return own || lookupFormValue(order.form_data, ORDER_WHATSAPP_KEYS) || '';
}

/** "nome_do_amor" → "Nome do amor", for fields the ritual no longer defines. */
export function humanizeKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export interface DataEntry {
  key: string;
  label: string;
  value: string;
}

const HIDDEN_KEYS = new Set<string>([...CLIENT_NAME_KEYS, 'whatsapp_contato']);

/** Spec §2 "Dados": the other filled form fields, without the name (and the WhatsApp already shown beside it). */
export function orderDataEntries(order: AdminOrder, fields: readonly FormFieldDefinition[] = []): DataEntry[] {
  const labels = new Map(fields.map((field) => [field.name, field.label || field.name]));
  return Object.entries(order.form_data ?? {})
    .filter(([key, value]) => !HIDDEN_KEYS.has(key) && String(value ?? '').trim() !== '')
    .map(([key, value]) => ({ key, label: labels.get(key) ?? humanizeKey(key), value: String(value).trim() }));
}

export function ritualFieldsOf(rituals: readonly AdminRitual[] | undefined, ritualId: AdminOrder['ritual_id']) {
  return rituals?.find((ritual) => sameId(ritual.id, ritualId))?.form_fields ?? [];
}

export type StatusFilter = 'all' | 'pending' | 'paid';

export const orderWhatsAppMessage = (order: AdminOrder) =>
  `Olá ${clientName(order)}! Tudo bem? Aqui é da equipe do ritual ${order.ritual_name}. 🙏`;
