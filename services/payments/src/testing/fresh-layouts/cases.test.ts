/**
 * Checks the fresh-layouts corpus is what it claims to be, without running the verifier on it. Written blind to
 * the verifier and to the other corpora, and kept out of every tuning loop.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assertFreshLayoutFontsAvailable, BANK_LAYOUTS, contentFits } from './bank-receipts.js';
import { FRESH_HOLDERS, type FreshLayoutCase, freshLayoutCases } from './cases.js';

const cases = freshLayoutCases();
const FORBIDDEN =
  /\b(TEMPLO|ESTRELA|ORACULO|LUZ|PORTAL|CABOCLO|TERREIRO|LUA|CASA|ORACAO|ESPACO|CRISTAL|SEMENTE|AXE|ERVANARIO|TARO|AROEIRA|JACARANDA)\b/;

describe('fresh-layouts corpus', () => {
  it('covers at least 12 banks, each family in at least 4 and at least 4 dark layouts', () => {
    expect(BANK_LAYOUTS.length).toBeGreaterThanOrEqual(12);
    for (const family of ['beside', 'above', 'absent'] as const)
      expect(BANK_LAYOUTS.filter((l) => l.family === family).length).toBeGreaterThanOrEqual(4);
    expect(BANK_LAYOUTS.filter((l) => l.theme === 'dark').length).toBeGreaterThanOrEqual(4);
    expect(new Set(BANK_LAYOUTS.map((l) => l.font)).size).toBe(3);
    for (const l of BANK_LAYOUTS) expect(l.cutAt).toBeGreaterThanOrEqual(25);
    for (const l of BANK_LAYOUTS) expect(l.cutAt).toBeLessThanOrEqual(30);
  });

  it('has every group and every negative in each layout', () => {
    for (const layout of BANK_LAYOUTS) {
      const mine = cases.filter((c) => c.layout === layout.layout);
      const count = (f: (c: FreshLayoutCase) => boolean) => mine.filter(f).length;
      expect(count((c) => c.group === 'name + masked CNPJ' && c.truth === 'correct')).toBeGreaterThanOrEqual(2);
      expect(count((c) => c.group === 'name + masked CPF' && c.truth === 'correct')).toBeGreaterThanOrEqual(2);
      expect(count((c) => c.group === 'truncated name' && c.truth === 'correct')).toBeGreaterThanOrEqual(2);
      expect(count((c) => c.group === 'key shown' && c.truth === 'correct')).toBe(1);
      const negatives = mine.filter((c) => c.group === 'negative');
      expect(negatives.filter((c) => c.truth === 'wrong recipient')).toHaveLength(4);
      for (const truth of ['wrong amount', 'paid before the order', 'scheduled', 'reused'] as const)
        expect(negatives.filter((c) => c.truth === truth)).toHaveLength(1);
      const reused = negatives.find((c) => c.truth === 'reused')!;
      const original = mine.find((c) => c.name === reused.after)!;
      expect(reused.content).toBe(original.content);
    }
  });

  it('uses new holders with valid documents, store-style names and no reused words', () => {
    expect(FRESH_HOLDERS.filter((h) => h.kind === 'CNPJ').length).toBeGreaterThanOrEqual(8);
    expect(FRESH_HOLDERS.filter((h) => h.kind === 'CPF').length).toBeGreaterThanOrEqual(8);
    expect(FRESH_HOLDERS.filter((h) => h.name.length > 30).length).toBeGreaterThanOrEqual(4);
    expect(new Set(FRESH_HOLDERS.map((h) => h.document)).size).toBe(FRESH_HOLDERS.length);
    for (const c of cases) {
      const { recipientName, recipientDocument } = c.payee;
      expect(recipientName).toMatch(/^[A-Z ]+$/);
      expect(recipientName).not.toMatch(FORBIDDEN);
      expect(recipientDocument).toMatch(/^\d+$/);
      if (recipientDocument.length === 14) {
        expect(isValidCnpj(recipientDocument)).toBe(true);
        expect(recipientName).toMatch(/ (LTDA|ME|EIRELI|EPP)$/);
      } else expect(isValidCpf(recipientDocument)).toBe(true);
      expect(c.contentType).toBe('image/jpeg');
    }
  });

  it('names every case once', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    for (const c of cases) expect(c.name).toBe(`fresh-layouts ${c.layout} ${c.name.split(' ').slice(2).join(' ')}`);
  });

  it('lays every receipt out within its screen', () => {
    const probe = {
      amountCents: 134900,
      paidAt: new Date('2026-11-23T15:00:00Z'),
      scheduled: false,
      endToEndId: `E18236120202611231500${'x'.repeat(11)}`,
      recipient: {
        name: FRESH_HOLDERS[0]!.name,
        document: '12.***.***/0001-**',
        documentKind: 'CNPJ' as const,
        institution: 'PagSeguro Internet IP S.A.',
        key: 'f3a9c2d1-7b4e-4c1a-9e2f-0a1b2c3d4e5f',
      },
      payer: {
        name: 'Anderson Pires Valadares',
        document: '***.456.789-**',
        documentKind: 'CPF' as const,
        institution: 'Banco',
        account: 'Ag. 0001 • C/C 12345-6',
      },
    };
    for (const layout of BANK_LAYOUTS) {
      const { bottom, height } = contentFits(layout, probe);
      expect(bottom, layout.layout).toBeLessThanOrEqual(height);
    }
  });

  it('gives every end-to-end id the PIX shape and its own tail', () => {
    const originals = cases.filter((c) => c.truth !== 'reused');
    const ispbs = new Map(BANK_LAYOUTS.map((l) => [l.layout, l.ispb]));
    for (const c of originals)
      expect(c.endToEndId).toMatch(new RegExp(`^E${ispbs.get(c.layout)}2026\\d{8}[A-Za-z0-9]{11}$`));
    const tails = originals.map((c) => c.endToEndId.slice(-11));
    for (let i = 0; i < tails.length; i++)
      for (let j = i + 1; j < tails.length; j++) {
        const differing = [...tails[i]!].filter((ch, k) => ch !== tails[j]![k]).length;
        expect(differing).toBeGreaterThanOrEqual(6);
      }
    for (const c of cases.filter((x) => x.truth === 'reused'))
      expect(c.endToEndId).toBe(cases.find((x) => x.name === c.after)!.endToEndId);
  });

  it('pays within the order window, except the negatives about time', () => {
    for (const c of cases) {
      const stamp = c.endToEndId.slice(9, 21);
      if (c.truth === 'paid before the order') expect(stamp.slice(0, 8)).toBe('20261120');
      else if (c.truth === 'scheduled') expect(stamp.slice(0, 8) > '20261123').toBe(true);
      else expect(stamp >= '202611231205' && stamp <= '202611231755').toBe(true);
    }
  });

  it('renders one non-blank image per family at no more than 1200 px, in the fresh fonts', async () => {
    await assertFreshLayoutFontsAvailable();
    for (const family of ['beside', 'above', 'absent'] as const) {
      const c = cases.find((x) => x.family === family && x.group === 'truncated name')!;
      const jpeg = await c.content();
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1200);
      const stats = await sharp(jpeg).stats();
      expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
    }
  }, 60_000);
});
