import type { RetentionRuns, RetentionSettings } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export type RetentionKey = keyof RetentionSettings;
/** The form's text of each setting: '' keeps that data forever. */
export type RetentionValues = Record<RetentionKey, string>;

export const RETENTION_KEYS: RetentionKey[] = [
  'unpaid_order_days',
  'paid_order_months',
  'receipt_file_days',
  'answered_request_years',
];

export const fetchRetentionSettings = (signal?: AbortSignal) =>
  adminApi.get<RetentionSettings>('/retention-settings', { signal });

/** Every value replaces the saved one; a blank one is sent as null (keep forever). */
export const saveRetentionSettings = (values: RetentionValues) =>
  adminApi.putJson<RetentionSettings>(
    '/retention-settings',
    Object.fromEntries(RETENTION_KEYS.map((key) => [key, values[key].trim() ? Number(values[key].trim()) : null])),
  );

export const fetchRetentionRuns = (signal?: AbortSignal) => adminApi.get<RetentionRuns>('/retention-runs', { signal });

export const retentionValues = (settings: RetentionSettings): RetentionValues =>
  Object.fromEntries(
    RETENTION_KEYS.map((key) => [key, settings[key] === null ? '' : String(settings[key])]),
  ) as RetentionValues;

/** '' when every filled value is a whole number from 1, else the first problem in pt-BR. */
export function retentionErrors(values: RetentionValues): Partial<Record<RetentionKey, string>> {
  const errors: Partial<Record<RetentionKey, string>> = {};
  for (const key of RETENTION_KEYS) {
    const value = values[key].trim();
    if (value && !/^[1-9]\d*$/.test(value)) {
      errors[key] = 'Use um número inteiro a partir de 1, ou deixe em branco para guardar sempre';
    }
  }
  return errors;
}
