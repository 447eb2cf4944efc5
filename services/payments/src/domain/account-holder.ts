import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { invalidArgument } from '@ritual/runtime';

export const RECIPIENT_NAME_TOO_LONG = 'Nome do titular deve ter no máximo 100 caracteres';
export const RECIPIENT_NAME_WITHOUT_LETTERS = 'Nome do titular deve conter letras, como aparece no banco';
export const RECIPIENT_DOCUMENT_INVALID_CPF = 'CPF do titular inválido: confira os dígitos verificadores.';
export const RECIPIENT_DOCUMENT_INVALID_CNPJ = 'CNPJ do titular inválido: confira os dígitos verificadores.';
export const RECIPIENT_DOCUMENT_INVALID =
  'Documento do titular inválido: informe o CPF (11 dígitos) ou o CNPJ (14 caracteres) da conta que recebe o PIX.';

const NAME_MAX_LENGTH = 100;

/** The name of the account that receives the PIX, as banks print it: one line, single spaces; '' clears it. */
export function validateRecipientName(value: string): string {
  const name = value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) return '';
  if (name.length > NAME_MAX_LENGTH) throw invalidArgument(RECIPIENT_NAME_TOO_LONG);
  if (!/\p{L}/u.test(name)) throw invalidArgument(RECIPIENT_NAME_WITHOUT_LETTERS);
  return name;
}

/**
 * The holder's CPF or CNPJ (numeric or alphanumeric), checked by its check digits and returned without punctuation,
 * letters upper-cased; '' clears it.
 */
export function validateRecipientDocument(value: string): string {
  const compact = value.replace(/[\s.\-/]/g, '').toUpperCase();
  if (!compact) return '';
  if (/^\d{11}$/.test(compact)) {
    if (isValidCpf(compact)) return compact;
    throw invalidArgument(RECIPIENT_DOCUMENT_INVALID_CPF);
  }
  if (/^[\dA-Z]{12}\d{2}$/.test(compact)) {
    if (isValidCnpj(compact, { version: 2 })) return compact;
    throw invalidArgument(RECIPIENT_DOCUMENT_INVALID_CNPJ);
  }
  throw invalidArgument(RECIPIENT_DOCUMENT_INVALID);
}

/** A stored document with its usual punctuation (000.000.000-00, 00.000.000/0000-00). */
export function formatDocument(document: string, options: { masked?: boolean } = {}): string {
  if (!document) return '';
  const obfuscate = options.masked ?? false;
  return document.length === 11 ? formatCpf(document, { obfuscate }) : formatCnpj(document, { version: 2, obfuscate });
}
