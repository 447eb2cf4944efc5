/**
 * Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
 * held-out measure only, and never change it to suit a result.
 *
 * These tests check only that the corpus is what it claims to be; they never read a receipt.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assertSealedLayoutFontsAvailable, printedKey, SEALED_LAYOUTS } from './bank-receipts.js';
import { SEALED_HOLDERS, sealedLayoutCases, sealedLayoutDrawings } from './cases.js';

const FORBIDDEN = [
  'TEMPLO',
  'ESTRELA',
  'ORACULO',
  'LUZ',
  'PORTAL',
  'CABOCLO',
  'TERREIRO',
  'LUA',
  'CASA',
  'ORACAO',
  'ESPACO',
  'CRISTAL',
  'SEMENTE',
  'AXE',
  'ERVANARIO',
  'TARO',
  'AROEIRA',
  'JACARANDA',
];
const REQUIRED_BANKS = [
  'nubank',
  'itau',
  'bradesco',
  'bb',
  'caixa',
  'santander',
  'inter',
  'picpay',
  'mercadopago',
  'c6',
  'pagbank',
];
const cases = sealedLayoutCases();
const byName = new Map(cases.map((c) => [c.name, c]));
const PIX_ID = /^E(\d{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})([A-Za-z0-9]{11})$/;

function idTime(id: string): Date {
  const [, , year, month, day, hour, minute] = PIX_ID.exec(id)!;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:00Z`);
}

describe('sealed-layouts corpus', () => {
  it('has its fonts installed', () => {
    expect(() => assertSealedLayoutFontsAvailable()).not.toThrow();
  });

  it('spans the banks, families, themes and fonts it claims', () => {
    const layouts = SEALED_LAYOUTS.map((l) => l.layout);
    expect(new Set(layouts).size).toBe(layouts.length);
    expect(layouts.length).toBeGreaterThanOrEqual(12);
    expect(layouts).toEqual(expect.arrayContaining(REQUIRED_BANKS));
    for (const family of ['beside', 'above', 'absent']) {
      expect(SEALED_LAYOUTS.filter((l) => l.family === family).length).toBeGreaterThanOrEqual(4);
    }
    expect(SEALED_LAYOUTS.filter((l) => l.theme === 'dark').length).toBeGreaterThanOrEqual(4);
    expect(new Set(SEALED_LAYOUTS.map((l) => l.font))).toEqual(new Set(['Manrope', 'Karla', 'Oxygen-Sans']));
    for (const layout of SEALED_LAYOUTS) {
      expect(layout.cutAt).toBeGreaterThanOrEqual(25);
      expect(layout.cutAt).toBeLessThanOrEqual(30);
      expect(layout.ispb).toMatch(/^\d{8}$/);
    }
    expect(new Set(SEALED_LAYOUTS.map((l) => l.ellipsis))).toEqual(new Set(['…', '...', '']));
  });

  it('holds the same cases for every layout', () => {
    for (const layout of SEALED_LAYOUTS) {
      const mine = cases.filter((c) => c.layout === layout.layout);
      const count = (pick: (c: (typeof cases)[number]) => boolean) => mine.filter(pick).length;
      expect(count((c) => c.group === 'name + masked CNPJ' && c.truth === 'correct')).toBe(2);
      expect(count((c) => c.group === 'name + masked CPF' && c.truth === 'correct')).toBe(2);
      expect(count((c) => c.group === 'truncated name' && c.truth === 'correct')).toBe(2);
      expect(count((c) => c.group === 'key shown' && c.truth === 'correct')).toBe(1);
      expect(count((c) => c.group === 'negative')).toBe(8);
      expect(count((c) => c.truth === 'wrong recipient')).toBe(4);
      for (const truth of ['wrong amount', 'paid before the order', 'scheduled', 'reused'] as const) {
        expect(count((c) => c.truth === truth)).toBe(1);
      }
      for (const c of mine) {
        expect([c.family, c.theme, c.font, c.contentType]).toEqual([
          layout.family,
          layout.theme,
          layout.font,
          'image/jpeg',
        ]);
        expect(c.price).toMatch(/^\d+\.\d{2}$/);
        expect(c.group === 'negative').toBe(c.truth !== 'correct');
      }
      for (const c of mine.filter((c) => c.group === 'name + masked CNPJ'))
        expect(c.payee.recipientDocument).toHaveLength(14);
      for (const c of mine.filter((c) => c.group === 'name + masked CPF'))
        expect(c.payee.recipientDocument).toHaveLength(11);
      for (const c of mine.filter((c) => c.group === 'truncated name')) {
        expect(c.payee.recipientName.length).toBeGreaterThan(30);
      }
    }
  });

  it('names every case uniquely, under its prefix', () => {
    expect(byName.size).toBe(cases.length);
    for (const c of cases) expect(c.name.startsWith(`sealed-layouts ${c.layout} `)).toBe(true);
  });

  it('pays invented holders with valid documents and plain upper-case names', () => {
    const companies = SEALED_HOLDERS.filter((h) => h.document.length === 14);
    const persons = SEALED_HOLDERS.filter((h) => h.document.length === 11);
    expect(companies.length).toBeGreaterThanOrEqual(8);
    expect(persons.length).toBeGreaterThanOrEqual(8);
    expect(SEALED_HOLDERS.filter((h) => h.name.length > 30).length).toBeGreaterThanOrEqual(4);
    expect(new Set(SEALED_HOLDERS.map((h) => h.name)).size).toBe(SEALED_HOLDERS.length);
    for (const company of companies) {
      expect(isValidCnpj(company.document)).toBe(true);
      expect(company.document.slice(8, 12)).toBe('0001');
      expect(company.name).toMatch(/ (LTDA|ME|EPP|EIRELI)$/);
    }
    for (const person of persons) expect(isValidCpf(person.document)).toBe(true);
    for (const { name } of SEALED_HOLDERS) {
      expect(name).toMatch(/^[A-Z ]+$/);
      for (const word of FORBIDDEN) expect(name.split(' ')).not.toContain(word);
    }
    for (const c of cases) {
      expect(
        SEALED_HOLDERS.some((h) => h.name === c.payee.recipientName && h.document === c.payee.recipientDocument),
      ).toBe(true);
      expect(c.payee.pixKey).not.toBe('');
    }
  });

  it('prints the store key on the key-shown receipt only, and cuts long names', () => {
    for (const { testCase, drawing } of sealedLayoutDrawings()) {
      const key = printedKey(testCase.payee.pixKey);
      expect(drawing.svg.includes(key)).toBe(testCase.group === 'key shown');
      if (testCase.group === 'truncated name') expect(drawing.svg).not.toContain(testCase.payee.recipientName);
    }
  });

  it('draws every receipt within its screen', () => {
    for (const { testCase, drawing } of sealedLayoutDrawings()) {
      expect(drawing.bottom, testCase.name).toBeLessThanOrEqual(drawing.height);
    }
  });

  it('gives each payment its own end-to-end id from its bank, at the time the case says', () => {
    const originals = cases.filter((c) => c.truth !== 'reused');
    const tails = originals.map((c) => PIX_ID.exec(c.endToEndId)?.[7]);
    expect(new Set(tails).size).toBe(originals.length);
    for (const c of cases) {
      const layout = SEALED_LAYOUTS.find((l) => l.layout === c.layout)!;
      expect(c.endToEndId).toMatch(PIX_ID);
      expect(PIX_ID.exec(c.endToEndId)![1]).toBe(layout.ispb);
      const at = idTime(c.endToEndId).toISOString();
      if (c.truth === 'reused') {
        expect(c.endToEndId).toBe(byName.get(c.after!)!.endToEndId);
      } else if (c.truth === 'paid before the order') {
        expect(at.slice(0, 10)).toBe('2026-11-20');
      } else if (c.truth === 'scheduled') {
        expect(at.slice(0, 10) > '2026-11-23').toBe(true);
      } else {
        expect(at >= '2026-11-23T12:05:00.000Z' && at <= '2026-11-23T17:55:00.000Z').toBe(true);
      }
    }
  });

  it('re-uploads the very bytes of a correct case of the same layout', async () => {
    for (const reused of cases.filter((c) => c.truth === 'reused')) {
      const original = byName.get(reused.after!)!;
      expect(original.truth).toBe('correct');
      expect(original.layout).toBe(reused.layout);
      expect(reused.price).toBe(original.price);
      expect(reused.payee).toEqual(original.payee);
      expect((await reused.content()).equals(await original.content())).toBe(true);
    }
  }, 180_000);

  it('renders one receipt per family as a non-blank JPEG within 1200 px', async () => {
    for (const family of ['beside', 'above', 'absent']) {
      const sample = cases.find((c) => c.family === family && c.group === 'name + masked CPF')!;
      const image = await sample.content();
      const { format, width, height } = await sharp(image).metadata();
      expect(format).toBe('jpeg');
      expect(Math.max(width!, height!)).toBeLessThanOrEqual(1200);
      const { channels } = await sharp(image).stats();
      expect(channels[0]!.stdev).toBeGreaterThan(10);
    }
  }, 60_000);
});
