import { HttpError } from './errors.js';

/** Services carry money as exact decimal strings; the wire (spec §7) carries JSON numbers. */
export function money(value: string): number {
  return Number(value || 0);
}

/** A path id that must be a positive integer; anything else is a 404 (no such resource). */
export function pathId(value: string | undefined, notFoundDetail: string): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, notFoundDetail);
  return id;
}

/** A submitted value as the text a service validates (numbers and booleans stringified, null/undefined → ""). */
export function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new HttpError(400, 'Valor inválido no corpo da requisição');
}
