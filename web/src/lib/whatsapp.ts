const BRAZIL_COUNTRY_CODE = '55';

/**
 * `https://wa.me/55<digits>?text=<message>`. A Brazilian national number has 10 or 11 digits, so a 12 or 13
 * digit value that already starts with 55 (the admin hint asks for "55 + DDD + número") is not prefixed twice.
 */
export function buildWhatsAppLink(phone: string, message: string): string {
  const digits = phone.replace(/\D/g, '');
  const alreadyInternational = digits.startsWith(BRAZIL_COUNTRY_CODE) && digits.length >= 12;
  const number = alreadyInternational ? digits : `${BRAZIL_COUNTRY_CODE}${digits}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
