import { CLIENT_NAME_KEYS } from '@ritual/contracts/form-keys';
import type { PaymentStatus } from '../../lib/domain-types';
import type { AdminOrder } from './admin-types';

export const NAME_NOT_GIVEN = 'Nome não informado';

function firstFilled(formData: Record<string, unknown> | null | undefined, keys: readonly string[]) {
  for (const key of keys) {
    const value = formData?.[key];
    if (typeof value === 'string' && value.trim()) return { key, value: value.trim() };
    if (typeof value === 'number') return { key, value: String(value) };
  }
  return null;
}

export function clientName(order: Pick<AdminOrder, 'form_data'>): string {
  return firstFilled(order.form_data, CLIENT_NAME_KEYS)?.value ?? NAME_NOT_GIVEN;
}

/** The form_data key the name came from, so the "Dados" column can leave it out. */
export function clientNameKey(order: Pick<AdminOrder, 'form_data'>): string | null {
  return firstFilled(order.form_data, CLIENT_NAME_KEYS)?.key ?? null;
}

/** First non-empty value among `keys` of form_data, or null. */
export function lookupFormValue(formData: Record<string, unknown> | null | undefined, keys: readonly string[]) {
  return firstFilled(formData, keys)?.value ?? null;
}

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'cancelled'];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pendente',
  paid: 'Pago',
  cancelled: 'Cancelado',
};

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;
}

export const sameId = (a: string | number | null | undefined, b: string | number | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** Newest first, the order an operator works in. */
export function newestFirst<T extends { created_at: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0));
}
