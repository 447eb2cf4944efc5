import type { AdminOrder } from '../admin-common/admin-types';

/** Spec §5 "Phone detection (Envio de Vídeo)". */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 14;

const MOBILE_THIRD_DIGITS = new Set(['9', '8', '7']);
const validAreaCode = (two: string) => /^\d{2}$/.test(two) && Number(two) >= 11 && Number(two) <= 99;

export const onlyDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/**
 * A number as digits: 8 to 14 of them; 11 digits need area code 11–99 and third digit 9, 8 or 7; 10 digits need
 * area code 11–99; 13 digits starting 55 need area 11–99 then 9/8/7; 12 digits starting 55 need area 11–99. Any
 * other length inside 8–14 is accepted as it is.
 */
export function isValidPhoneDigits(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const length = digits.length;
  if (length < PHONE_MIN_DIGITS || length > PHONE_MAX_DIGITS) return false;
  if (length === 11) return validAreaCode(digits.slice(0, 2)) && MOBILE_THIRD_DIGITS.has(digits[2]!);
  if (length === 10) return validAreaCode(digits.slice(0, 2));
  if (length === 13 && digits.startsWith('55')) {
    return validAreaCode(digits.slice(2, 4)) && MOBILE_THIRD_DIGITS.has(digits[4]!);
  }
  if (length === 12 && digits.startsWith('55')) return validAreaCode(digits.slice(2, 4));
  return true;
}

/** Display: (DD) 9XXXX-XXXX, (DD) XXXX-XXXX, and +55 (DD) 9XXXX-XXXX for 13 digits; anything else unchanged. */
export function formatPhoneDisplay(value: string): string {
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 13) return `+${d.slice(0, 2)} (${d.slice(2, 4)}) ${d.slice(4, 9)}-${d.slice(9)}`;
  return value;
}

/** 1 whatsapp fields; 2 telefone, celular, phone, telefone_contato; 3 any other valid field; 4 found in text. */
export type PhonePriority = 1 | 2 | 3 | 4;

export interface DetectedPhone {
  digits: string;
  display: string;
  priority: PhonePriority;
  /** The form_data key it came from, or 'whatsapp' for the order's own column. */
  source: string;
}

const WHATSAPP_FIRST_KEYS = ['whatsapp_contato', 'whatsapp'];
const PHONE_KEYS = ['telefone', 'celular', 'phone', 'telefone_contato'];
/** Only phone punctuation: a value like this is "a number", not text with a number inside. */
const NUMBER_ONLY = /^[\d\s()+.-]+$/;
/** 1990-03-15, 15.03.1990, 15-03-1990: dates are numbers too, but never phones. */
const DATE_LIKE = /^\s*\d{1,4}[-./]\d{1,2}[-./]\d{1,4}\s*$/;
/** A phone written inside text: optional +55, area code with or without parentheses, 4–5 + 4 digits. */
const PHONE_IN_TEXT = /(?:\+?\s?55[\s.-]?)?\(?\d{2}\)?[\s.-]?\d{4,5}[\s.-]?\d{4}/g;

function candidate(source: string, value: unknown, priority: PhonePriority): DetectedPhone | null {
  const text = String(value ?? '');
  if (!text.trim()) return null;
  const digits = onlyDigits(text);
  return isValidPhoneDigits(digits) ? { digits, display: formatPhoneDisplay(digits), priority, source } : null;
}

/** Spec §5 candidate priority: the lowest priority number wins; within one priority, the first field wins. */
export function detectPhone(order: Pick<AdminOrder, 'form_data' | 'whatsapp'>): DetectedPhone | null {
  const formData: Record<string, unknown> = order.form_data ?? {};
  const keys = Object.keys(formData);
  const whatsappKeys = [
    ...WHATSAPP_FIRST_KEYS.filter((key) => key in formData),
    ...keys.filter((key) => key.toLowerCase().includes('whatsapp') && !WHATSAPP_FIRST_KEYS.includes(key)),
  ];

  for (const key of whatsappKeys) {
    const found = candidate(key, formData[key], 1);
    if (found) return found;
  }
  const own = candidate('whatsapp', order.whatsapp, 1);
  if (own) return own;

  for (const key of PHONE_KEYS) {
    const found = candidate(key, formData[key], 2);
    if (found) return found;
  }

  const listed = new Set([...whatsappKeys, ...PHONE_KEYS]);
  for (const key of keys) {
    if (listed.has(key)) continue;
    const value = String(formData[key] ?? '');
    if (!NUMBER_ONLY.test(value) || DATE_LIKE.test(value)) continue;
    const found = candidate(key, value, 3);
    if (found) return found;
  }

  const texts: Array<[string, unknown]> = [
    ...whatsappKeys.map((key) => [key, formData[key]] as [string, unknown]),
    ['whatsapp', order.whatsapp],
    ...keys.filter((key) => !whatsappKeys.includes(key)).map((key) => [key, formData[key]] as [string, unknown]),
  ];
  for (const [key, value] of texts) {
    for (const match of String(value ?? '').matchAll(PHONE_IN_TEXT)) {
      const found = candidate(key, match[0], 4);
      if (found) return found;
    }
  }
  return null;
}
