import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink } from './whatsapp';

describe('buildWhatsAppLink', () => {
  it('when given a formatted national number, links to wa.me with 55 plus its digits and the encoded message', () => {
    expect(buildWhatsAppLink('(11) 98765-4321', 'Olá! Ritual do Amor & mais')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Ritual%20do%20Amor%20%26%20mais',
    );
  });

  it('when given a landline, prefixes 55 to its ten digits', () => {
    expect(buildWhatsAppLink('11 3234-5678', 'oi')).toBe('https://wa.me/551132345678?text=oi');
  });

  it('when the number already carries the country code 55, does not add it twice', () => {
    expect(buildWhatsAppLink('+55 (11) 98765-4321', 'oi')).toBe('https://wa.me/5511987654321?text=oi');
  });

  it('when the area code itself is 55, still prefixes the country code', () => {
    expect(buildWhatsAppLink('(55) 99876-5432', 'oi')).toBe('https://wa.me/5555998765432?text=oi');
  });
});
