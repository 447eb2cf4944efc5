import { describe, expect, it } from 'vitest';
import { groupSecret, normalizeCode, recoveryCodesFileName, recoveryCodesText, svgDataUrl } from './two-factor-format';

describe('groupSecret', () => {
  it.each([
    ['JBSWY3DPEHPK3PXP', 'JBSW Y3DP EHPK 3PXP'],
    ['jbswy3dpehpk3px', 'JBSW Y3DP EHPK 3PX'],
    [' JBSW Y3DP\nEHPK ', 'JBSW Y3DP EHPK'],
    ['', ''],
  ])('%j is shown as %j', (secret, shown) => {
    expect(groupSecret(secret)).toBe(shown);
  });
});

describe('svgDataUrl', () => {
  it('encodes the SVG, accents included, as a base64 data: URL that decodes back to the same text', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Loja Mística</title></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(url.split(',')[1]!), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(svg);
  });

  it('handles an SVG larger than one chunk of the encoder', () => {
    const svg = `<svg>${'<rect/>'.repeat(20_000)}</svg>`;
    expect(atob(svgDataUrl(svg).split(',')[1]!)).toBe(svg);
  });
});

describe('recovery codes file', () => {
  const now = new Date('2026-03-10T02:30:00Z');
  const codes = Array.from({ length: 10 }, (_, index) => `aaaa${index}-bbbb${index}`);

  it('lists the 10 codes numbered, with the user and the store’s date and time', () => {
    const text = recoveryCodesText(codes, 'admin', now);
    expect(text).toContain('Usuário: admin');
    expect(text).toContain('Gerados em: 09/03/2026 23:30');
    expect(text).toContain(' 1. aaaa0-bbbb0\n');
    expect(text).toContain('10. aaaa9-bbbb9\n');
  });

  it('names the file after the user and the store’s day, with safe characters only', () => {
    expect(recoveryCodesFileName('Maria Operadora', now)).toBe('codigos-recuperacao-Maria_Operadora-2026-03-09.txt');
    expect(recoveryCodesFileName('../', now)).toBe('codigos-recuperacao-admin-2026-03-09.txt');
  });
});

describe('normalizeCode', () => {
  it.each([
    [' 123 456 ', '123456'],
    ['123456', '123456'],
    [' abcde-12345 ', 'abcde-12345'],
    ['', ''],
  ])('%j is sent as %j', (typed, sent) => {
    expect(normalizeCode(typed)).toBe(sent);
  });
});
