import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { invalidArgument } from '@ritual/runtime';

/** How long an Idempotency-Key of POST /clientes keeps answering with the order it created. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;

export const INVALID_IDEMPOTENCY_KEY =
  'Idempotency-Key inválida: use de 8 a 200 caracteres entre letras, números, "-", "_", ":" e ".".';
export const IDEMPOTENCY_KEY_REUSED =
  'Esta Idempotency-Key já foi usada em um pedido com outros dados; envie o novo pedido com outra chave.';

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,200}$/;

export function checkIdempotencyKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw invalidArgument(INVALID_IDEMPOTENCY_KEY);
}

const digest = (purpose: string, value: string) => createHash('sha256').update(`${purpose}\0${value}`).digest();

/** What the database keeps to find a key: its hash, so the table never holds a usable key. */
export function keyDigest(key: string): string {
  return digest('lookup', key).toString('hex');
}

/** The submission a key was first used with; a repeat must carry the same one. */
export function requestDigest(request: {
  ritual_id: string;
  form_data: Record<string, string>;
  whatsapp: string;
  photos: string[];
}): string {
  const form = Object.entries(request.form_data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return digest('request', JSON.stringify([request.ritual_id, form, request.whatsapp, request.photos])).toString('hex');
}

/**
 * The order token, encrypted under the idempotency key (AES-256-GCM): a repeated request gets the token back,
 * while the database alone (which stores only the token's hash otherwise) still gives nobody a working token.
 */
export function sealToken(token: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest('seal', key), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openToken(sealed: string, key: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', digest('seal', key), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
