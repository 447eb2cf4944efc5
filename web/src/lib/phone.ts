export const PHONE_MAX_LENGTH = 15;

/** `(xx) xxxxx-xxxx` (mobile) or `(xx) xxxx-xxxx` (landline). */
export const PHONE_PATTERN = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/**
 * Formats whatever was typed or pasted as `(DD) NNNNN-NNNN`, growing as digits arrive; ten digits read as a
 * landline `(DD) NNNN-NNNN` so that both accepted formats can be typed.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  if (digits.length <= 6) return `(${area}) ${digits.slice(2)}`;
  if (digits.length <= 10) return `(${area}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return `(${area}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
