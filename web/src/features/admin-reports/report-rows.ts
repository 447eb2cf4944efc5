import { BIRTH_DATE_KEYS, LOVED_ONE_NAME_KEYS } from '@ritual/contracts/form-keys';
import type { AdminOrder } from '../admin-common/admin-types';
import { clientName, lookupFormValue, paymentStatusLabel } from '../admin-common/orders';
import { formatStoreDate, formatStoreTime } from '../admin-common/store-dates';

export const NOT_GIVEN = 'Não informado';

export const WHATSAPP_KEYS = ['whatsapp_contato', 'whatsapp', 'telefone', 'celular'] as const;

type OrderLike = Pick<AdminOrder, 'form_data' | 'whatsapp'>;

export const loveName = (order: OrderLike) => lookupFormValue(order.form_data, LOVED_ONE_NAME_KEYS) ?? NOT_GIVEN;

/** A date typed in a date field ("1990-03-15") is shown the Brazilian way; anything else as it was typed. */
export function birthDate(order: OrderLike): string {
  const value = lookupFormValue(order.form_data, BIRTH_DATE_KEYS);
  if (!value) return NOT_GIVEN;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** whatsapp_contato, whatsapp, telefone, celular, then the order's own whatsapp. */
export function reportWhatsApp(order: OrderLike): string {
  const own = typeof order.whatsapp === 'string' ? order.whatsapp.trim() : '';
  return lookupFormValue(order.form_data, WHATSAPP_KEYS) ?? (own || NOT_GIVEN);
}

export const REPORT_COLUMNS = [
  'Nome do Cliente',
  'Nome do Amor',
  'Data de Nascimento',
  'WhatsApp',
  'Status',
  'Data da Compra',
  'Hora da Compra',
  'Ritual',
] as const;

export type ReportRow = [string, string, string, string, string, string, string, string];

/** Spec §9 Relatório columns, in order. */
export function reportRow(order: AdminOrder, ritualName?: string): ReportRow {
  return [
    clientName(order),
    loveName(order),
    birthDate(order),
    reportWhatsApp(order),
    paymentStatusLabel(order.payment_status),
    formatStoreDate(order.created_at),
    formatStoreTime(order.created_at),
    ritualName || order.ritual_name,
  ];
}
