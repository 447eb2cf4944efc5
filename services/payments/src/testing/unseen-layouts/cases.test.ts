/**
 * Checks the unseen-layouts corpus itself (never the verifier on it).
 *
 * Written BLIND: without reading the receipt verifier nor the other corpora. Keep this corpus out of every tuning loop.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertUnseenLayoutFontsAvailable, BANK_LAYOUTS, receiptSvg } from './bank-receipts.js';
import { COMPANIES, LONG_NAMED_PEOPLE, PEOPLE, unseenLayoutCases } from './cases.js';

const cases = unseenLayoutCases();
const FORBIDDEN_WORDS = [
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
];

describe('unseen-layouts corpus', () => {
  it('covers at least 12 banks, each family in at least 4 of them, at least 4 dark', () => {
    expect(new Set(BANK_LAYOUTS.map((layout) => layout.bank)).size).toBeGreaterThanOrEqual(12);
    for (const family of ['beside', 'above', 'absent'] as const) {
      expect(BANK_LAYOUTS.filter((layout) => layout.family === family).length, family).toBeGreaterThanOrEqual(4);
    }
    expect(BANK_LAYOUTS.filter((layout) => layout.theme === 'dark').length).toBeGreaterThanOrEqual(4);
  });

  it('gives every layout all the positive groups and every negative', () => {
    for (const layout of BANK_LAYOUTS) {
      const mine = cases.filter((one) => one.layout === layout.id);
      const count = (group: string) => mine.filter((one) => one.group === group).length;
      expect(count('name + masked CNPJ'), layout.id).toBeGreaterThanOrEqual(2);
      expect(count('name + masked CPF'), layout.id).toBeGreaterThanOrEqual(2);
      expect(count('truncated name'), layout.id).toBeGreaterThanOrEqual(2);
      expect(count('key shown'), layout.id).toBe(1);
      const negatives = mine
        .filter((one) => one.group === 'negative')
        .map((one) => one.name.slice(`unseen-layouts ${layout.id} `.length));
      expect(negatives.sort(), layout.id).toEqual(
        [
          'another name with the store document',
          'paid before the order',
          'reused',
          'scheduled',
          'store as the payer',
          'store name with another document',
          'store name without document',
          'wrong amount',
        ].sort(),
      );
      const reused = mine.find((one) => one.truth === 'reused')!;
      const original = mine.find((one) => one.name === reused.after)!;
      expect(original.truth).toBe('correct');
      expect(reused.content).toBe(original.content);
    }
  });

  it('keeps positives consistent: amount equals price, paid on the order day between 09:05 and 14:55', () => {
    for (const one of cases.filter((candidate) => candidate.truth === 'correct')) {
      expect(one.receipt.amountCents, one.name).toBe(Math.round(Number(one.price) * 100));
      expect(one.price).toMatch(/^\d+\.\d{2}$/);
      const paid = one.receipt.paidAt.getTime();
      expect(paid, one.name).toBeGreaterThanOrEqual(Date.parse('2026-11-23T12:05:00Z'));
      expect(paid, one.name).toBeLessThan(Date.parse('2026-11-23T17:56:00Z'));
      expect(
        one.receipt.recipient.name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toUpperCase(),
      ).toBe(one.payee.recipientName);
      if (one.group === 'key shown') expect(one.receipt.key).toBeDefined();
      else expect(one.receipt.key).toBeUndefined();
    }
  });

  it('uses new holders with valid documents, long names over 30 characters and no overused words', () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(8);
    expect(PEOPLE.length).toBeGreaterThanOrEqual(8);
    expect(LONG_NAMED_PEOPLE.filter((person) => person.official.length > 30).length).toBeGreaterThanOrEqual(4);
    for (const company of COMPANIES) {
      expect(isValidCnpj(company.document), company.official).toBe(true);
      expect(company.official).toMatch(/ (LTDA|ME|EIRELI|EPP)$/);
    }
    for (const person of [...PEOPLE, ...LONG_NAMED_PEOPLE])
      expect(isValidCpf(person.document), person.official).toBe(true);
    for (const one of cases) {
      const words = one.payee.recipientName.split(' ');
      expect(
        FORBIDDEN_WORDS.filter((word) => words.includes(word)),
        one.name,
      ).toEqual([]);
      expect(one.payee.recipientDocument).toMatch(/^(\d{11}|\d{14})$/);
      expect(one.payee.recipientName).toBe(one.payee.recipientName.toUpperCase());
      expect(one.payee.recipientName).toMatch(/^[A-Z ]+$/);
    }
  });

  it('names every case uniquely and gives every receipt its own end-to-end id', () => {
    expect(new Set(cases.map((one) => one.name)).size).toBe(cases.length);
    const originals = cases.filter((one) => one.truth !== 'reused');
    for (const one of cases) {
      expect(one.receipt.endToEndId, one.name).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
      expect(one.receipt.endToEndId.slice(9, 21)).toBe(
        one.receipt.paidAt.toISOString().replace(/\D/g, '').slice(0, 12),
      );
    }
    for (let i = 0; i < originals.length; i++) {
      for (let j = i + 1; j < originals.length; j++) {
        const [first, second] = [originals[i]!, originals[j]!];
        const a = first.receipt.endToEndId.slice(-11);
        const b = second.receipt.endToEndId.slice(-11);
        const differing = [...a].filter((char, index) => char !== b[index]).length;
        expect(differing, `${first.name} / ${second.name}`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('draws every receipt inside its screen', () => {
    for (const one of cases) {
      const layout = BANK_LAYOUTS.find((candidate) => candidate.id === one.layout)!;
      const svg = receiptSvg(layout, one.receipt);
      const height = Number(/viewBox="0 0 360 (\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
      expect(height, one.name).toBe(layout.logicalHeight);
    }
  });

  describe('images', () => {
    beforeAll(async () => {
      await assertUnseenLayoutFontsAvailable();
    });

    for (const family of ['beside', 'above', 'absent'] as const) {
      it(`renders a ${family} receipt, non-blank, at most 1200 px after the store's upload`, async () => {
        const one = cases.find((candidate) => candidate.family === family && candidate.group === 'truncated name')!;
        const image = await one.content();
        const { width, height, format } = await sharp(image).metadata();
        expect(format).toBe('jpeg');
        expect(Math.max(width ?? 0, height ?? 0)).toBeLessThanOrEqual(1200);
        const { channels } = await sharp(image).stats();
        expect(channels[0]?.stdev).toBeGreaterThan(20);
      });
    }
  });
});
