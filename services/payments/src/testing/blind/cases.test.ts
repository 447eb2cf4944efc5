/**
 * Checks the BLIND corpus is what it claims to be. Written blind to the verifier and to the other corpora; it never
 * runs the verifier, and the cases must stay out of every tuning loop.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBlindFontsAvailable, BANK_LAYOUTS, type Family } from './bank-receipts.js';
import { BLIND_HOLDERS, type BlindCase, blindCases, receiptFactsOf } from './cases.js';

const cases = blindCases();
const isValidDocument = (digits: string) => (digits.length === 11 ? isValidCpf(digits) : isValidCnpj(digits));
const saoPauloHour = (at: Date) => (at.getUTCHours() + 21) % 24;

describe('blind receipt corpus', () => {
  it('covers at least 12 banks, every family in at least 4 of them, at least 4 dark', () => {
    expect(new Set(BANK_LAYOUTS.map((layout) => layout.bank)).size).toBeGreaterThanOrEqual(12);
    for (const family of ['beside', 'above', 'absent'] satisfies Family[]) {
      expect(BANK_LAYOUTS.filter((layout) => layout.family === family).length).toBeGreaterThanOrEqual(4);
    }
    expect(BANK_LAYOUTS.filter((layout) => layout.theme === 'dark').length).toBeGreaterThanOrEqual(4);
    expect(new Set(BANK_LAYOUTS.map((layout) => layout.font))).toEqual(new Set(['Open Sans', 'Lato', 'Noto Sans']));
  });

  it('gives every layout its positives and every kind of negative', () => {
    for (const layout of BANK_LAYOUTS) {
      const mine = cases.filter((c) => c.layout === layout.id);
      const count = (test: (blindCase: BlindCase) => boolean) => mine.filter(test).length;
      expect(count((c) => c.group === 'name + masked CNPJ' && c.truth === 'correct')).toBeGreaterThanOrEqual(2);
      expect(count((c) => c.group === 'name + masked CPF' && c.truth === 'correct')).toBeGreaterThanOrEqual(2);
      expect(count((c) => c.group === 'truncated name' && c.truth === 'correct')).toBeGreaterThanOrEqual(2);
      expect(count((c) => c.group === 'key shown' && c.truth === 'correct')).toBe(1);
      expect(count((c) => c.group === 'negative' && c.truth === 'wrong recipient')).toBe(4);
      for (const truth of ['wrong amount', 'paid before the order', 'scheduled', 'reused'] as const) {
        expect(
          count((c) => c.truth === truth && c.group === 'negative'),
          `${layout.id} ${truth}`,
        ).toBe(1);
      }
    }
  });

  it('uses holders with valid documents, stores as their owners typed them', () => {
    const holders = [...BLIND_HOLDERS.companies, ...BLIND_HOLDERS.people, ...BLIND_HOLDERS.longNamedPeople];
    expect(BLIND_HOLDERS.companies.length).toBeGreaterThanOrEqual(8);
    expect(BLIND_HOLDERS.people.length + BLIND_HOLDERS.longNamedPeople.length).toBeGreaterThanOrEqual(8);
    expect(BLIND_HOLDERS.longNamedPeople.filter((person) => person.name.length > 30).length).toBeGreaterThanOrEqual(4);
    for (const holder of holders) {
      expect(isValidDocument(holder.document), holder.name).toBe(true);
      expect(holder.typed).toMatch(/^[A-Z ]+$/);
      expect(holder.typed).not.toMatch(/\b(TEMPLO|ESTRELA|ORACULO|LUZ|PORTAL|CABOCLO|TERREIRO|LUA|CASA DE ORACAO)\b/);
    }
    for (const company of BLIND_HOLDERS.companies) expect(company.typed).toMatch(/ (LTDA|ME|EIRELI|EPP)$/);
    for (const blindCase of cases) {
      expect(blindCase.payee.recipientDocument).toMatch(/^\d{11}(\d{3})?$/);
      expect(isValidDocument(blindCase.payee.recipientDocument)).toBe(true);
      const facts = receiptFactsOf(blindCase);
      expect(isValidDocument(facts.recipient.holder.document)).toBe(true);
      expect(isValidDocument(facts.payer.holder.document)).toBe(true);
    }
  });

  it('names cases uniquely and keeps end-to-end ids apart', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    const unique = cases.filter((c) => c.truth !== 'reused');
    const ids = unique.map((c) => receiptFactsOf(c).endToEndId);
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(/^E\d{8}2026\d{8}[A-Za-z0-9]{11}$/);
      for (const other of ids.slice(i + 1)) {
        const same = [...id.slice(-11)].filter((char, at) => other.slice(-11)[at] === char).length;
        expect(same, `${id} ~ ${other}`).toBeLessThanOrEqual(5);
      }
    }
    for (const reused of cases.filter((c) => c.truth === 'reused')) {
      const original = cases.find((c) => c.name === reused.after);
      expect(original?.truth).toBe('correct');
      expect(original?.content).toBe(reused.content);
    }
  });

  it('pays positives the price, on the order day between 09:05 and 14:55 in São Paulo', () => {
    for (const blindCase of cases.filter((c) => c.truth === 'correct' || c.truth === 'wrong recipient')) {
      const facts = receiptFactsOf(blindCase);
      const minutes = saoPauloHour(facts.paidAt) * 60 + facts.paidAt.getUTCMinutes();
      expect(facts.paidAt.toISOString().slice(0, 10)).toBe('2026-11-23');
      expect(minutes).toBeGreaterThanOrEqual(9 * 60 + 5);
      expect(minutes).toBeLessThanOrEqual(14 * 60 + 55);
      expect(facts.amountCents).toBe(Math.round(Number(blindCase.price) * 100));
      expect(facts.endToEndId.slice(9, 21)).toBe(facts.paidAt.toISOString().replace(/[-:T]/g, '').slice(0, 12));
    }
    for (const blindCase of cases.filter((c) => c.truth === 'wrong amount')) {
      const difference = receiptFactsOf(blindCase).amountCents - Math.round(Number(blindCase.price) * 100);
      expect([1000, -100]).toContain(difference);
    }
    for (const blindCase of cases.filter((c) => c.truth === 'paid before the order')) {
      expect(receiptFactsOf(blindCase).paidAt.toISOString().slice(0, 10)).toBe('2026-11-20');
    }
    for (const blindCase of cases.filter((c) => c.truth === 'scheduled')) {
      expect(receiptFactsOf(blindCase).scheduledFor!.getTime()).toBeGreaterThan(Date.parse('2026-11-24T03:00:00Z'));
    }
  });

  it('keeps the key off the receipt unless the case shows it', () => {
    for (const blindCase of cases) {
      const shown = receiptFactsOf(blindCase).shownKey;
      const original = cases.find((c) => c.name === (blindCase.after ?? blindCase.name))!;
      expect(shown !== undefined, blindCase.name).toBe(original.group === 'key shown');
    }
  });

  describe('images', () => {
    beforeAll(() => assertBlindFontsAvailable(), 30_000);

    it.each(['beside', 'above', 'absent'] as const)(
      'renders a %s receipt as a non-blank JPEG of at most 1200 px',
      async (family) => {
        const blindCase = cases.find((c) => c.family === family && c.group === 'truncated name')!;
        const jpeg = await blindCase.content();
        const image = sharp(jpeg);
        const { format, width = 0, height = 0 } = await image.metadata();
        expect(format).toBe('jpeg');
        expect(Math.max(width, height)).toBeLessThanOrEqual(1200);
        const { channels } = await image.stats();
        expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(10);
      },
    );
  });
});
