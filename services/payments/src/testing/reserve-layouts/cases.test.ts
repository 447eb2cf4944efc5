/**
 * Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
 * held-out measure only, and never change it to suit a result.
 *
 * Checks only that the corpus is what it claims to be; it never reads a receipt back.
 */
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertReserveLayoutFontsAvailable,
  nameShown,
  phoneSize,
  pixelsOffScreen,
  RESERVE_FONTS,
  RESERVE_LAYOUTS,
  renderReceipt,
} from './bank-receipts.js';
import { RESERVE_HOLDERS, RESERVE_PAYER, reserveLayoutCases, reserveReceipts } from './cases.js';

const FORBIDDEN =
  'TEMPLO ESTRELA ORACULO LUZ PORTAL CABOCLO TERREIRO LUA CASA ORACAO ESPACO CRISTAL SEMENTE AXE ERVANARIO TARO AROEIRA JACARANDA QUARTZO GIRASSOL MANTRA REIKI'.split(
    ' ',
  );
const E2E = /^E(\d{8})(\d{12})([A-Za-z0-9]{11})$/;
const planned = reserveReceipts();
const cases = reserveLayoutCases();
const originals = planned.filter(({ testCase }) => testCase.truth !== 'reused');

beforeAll(() => {
  sharp.concurrency(1);
});

describe('reserve layouts', () => {
  it('has its fonts installed', () => {
    expect(() => assertReserveLayoutFontsAvailable()).not.toThrow();
  });

  it('spans sixteen bank apps, three families, both themes and three fonts', () => {
    expect(RESERVE_LAYOUTS).toHaveLength(16);
    const banks = new Set(RESERVE_LAYOUTS.map((layout) => layout.bank));
    expect(banks.size).toBeGreaterThanOrEqual(12);
    for (const bank of [
      'Nubank',
      'Itaú',
      'Bradesco',
      'Banco do Brasil',
      'Caixa',
      'Santander',
      'Inter',
      'PicPay',
      'Mercado Pago',
      'C6 Bank',
      'PagBank',
    ]) {
      expect(banks).toContain(bank);
    }
    expect(new Set(RESERVE_LAYOUTS.map((layout) => layout.layout)).size).toBe(16);
    for (const family of ['beside', 'above', 'absent']) {
      expect(RESERVE_LAYOUTS.filter((layout) => layout.family === family).length).toBeGreaterThanOrEqual(4);
    }
    expect(RESERVE_LAYOUTS.filter((layout) => layout.theme === 'dark').length).toBeGreaterThanOrEqual(4);
    expect(new Set(RESERVE_LAYOUTS.map((layout) => layout.font))).toEqual(new Set(Object.keys(RESERVE_FONTS)));
    for (const layout of RESERVE_LAYOUTS) {
      expect(layout.cutAt).toBeGreaterThanOrEqual(25);
      expect(layout.cutAt).toBeLessThanOrEqual(30);
      expect(layout.ispb).toMatch(/^\d{8}$/);
      expect(layout.quality).toBeGreaterThanOrEqual(70);
      expect(layout.quality).toBeLessThanOrEqual(85);
    }
  });

  it('has its cases per layout', () => {
    for (const layout of RESERVE_LAYOUTS) {
      const mine = cases.filter((c) => c.layout === layout.layout);
      const count = (pick: (c: (typeof cases)[number]) => string, value: string) =>
        mine.filter((c) => pick(c) === value).length;
      expect(mine).toHaveLength(15);
      expect(count((c) => c.group, 'name + masked CNPJ')).toBe(2);
      expect(count((c) => c.group, 'name + masked CPF')).toBe(2);
      expect(count((c) => c.group, 'truncated name')).toBe(2);
      expect(count((c) => c.group, 'key shown')).toBe(1);
      expect(count((c) => c.group, 'negative')).toBe(8);
      expect(count((c) => c.truth, 'correct')).toBe(7);
      expect(count((c) => c.truth, 'wrong recipient')).toBe(4);
      for (const truth of ['wrong amount', 'paid before the order', 'scheduled', 'reused']) {
        expect(count((c) => c.truth, truth)).toBe(1);
      }
      expect(mine.every((c) => c.group !== 'negative' || c.truth !== 'correct')).toBe(true);
      expect(mine.every((c) => c.contentType === 'image/jpeg')).toBe(true);
      expect(new Set(mine.filter((c) => c.truth === 'correct').map((c) => c.price)).size).toBeGreaterThanOrEqual(6);
    }
  });

  it('prints what each group says', () => {
    const groups = new Map(cases.map((c) => [c.name, c.group]));
    for (const { testCase, layout, receipt } of planned) {
      const store = testCase.payee;
      // A reused file prints what its original does.
      const group = testCase.after ? groups.get(testCase.after)! : testCase.group;
      if (testCase.truth === 'correct' || testCase.truth === 'reused') {
        expect(receipt.recipient.name).toBe(store.recipientName);
        expect(receipt.recipient.document).toBe(store.recipientDocument);
        expect(receipt.amount).toBe(testCase.price);
      }
      expect(receipt.key === undefined).toBe(group !== 'key shown');
      if (group === 'key shown') expect(receipt.key).toBe(store.pixKey);
      if (group === 'name + masked CNPJ') expect(store.recipientDocument).toHaveLength(14);
      if (group === 'name + masked CPF') expect(store.recipientDocument).toHaveLength(11);
      const cut = nameShown(layout, store.recipientName).length < store.recipientName.length;
      expect(cut).toBe(group === 'truncated name');
      if (testCase.truth === 'wrong amount') {
        expect([1000, -0.5]).toContain(Math.round((Number(receipt.amount) - Number(testCase.price)) * 100) / 100);
      }
      if (testCase.truth === 'wrong recipient') {
        const names = [receipt.recipient.name, receipt.payer.name];
        const documents = [receipt.recipient.document, receipt.payer.document];
        expect(
          receipt.recipient.name !== store.recipientName || receipt.recipient.document !== store.recipientDocument,
        ).toBe(true);
        expect(names.includes(store.recipientName) || documents.includes(store.recipientDocument)).toBe(true);
      }
    }
  });

  it('invents valid holders and a payer', () => {
    const companies = RESERVE_HOLDERS.filter((holder) => holder.document.length === 14);
    const persons = RESERVE_HOLDERS.filter((holder) => holder.document.length === 11);
    expect(companies.length).toBeGreaterThanOrEqual(8);
    expect(persons.length).toBeGreaterThanOrEqual(8);
    expect(RESERVE_HOLDERS.filter((holder) => holder.name.length > 30).length).toBeGreaterThanOrEqual(4);
    for (const company of companies) {
      expect(isValidCnpj(company.document)).toBe(true);
      expect(company.document.slice(8, 12)).toBe('0001');
      expect(company.name).toMatch(/ (LTDA|ME|EPP|EIRELI)$/);
    }
    for (const person of persons) expect(isValidCpf(person.document)).toBe(true);
    expect(isValidCpf(RESERVE_PAYER.document)).toBe(true);
    for (const holder of RESERVE_HOLDERS) {
      expect(holder.name).toMatch(/^[A-Z ]+$/);
      expect(holder.name.split(' ').filter((word) => FORBIDDEN.includes(word))).toEqual([]);
      expect(holder.pixKey).not.toMatch(/^\d{11}$|^\d{14}$/);
    }
    expect(new Set(RESERVE_HOLDERS.map((holder) => holder.document)).size).toBe(RESERVE_HOLDERS.length);
    for (const c of cases) expect(c.payee.recipientName).toMatch(/^[A-Z ]+$/);
  });

  it('names every case uniquely under its layout', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.name.startsWith(`reserve-layouts ${c.layout} `)).toBe(true);
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('gives end-to-end ids the PIX shape and the right moments', () => {
    const byName = new Map(cases.map((c) => [c.name, c]));
    const tails = new Set<string>();
    for (const { testCase, layout, receipt } of planned) {
      const [, ispb, stamp, tail] = E2E.exec(testCase.endToEndId) ?? [];
      expect(ispb).toBe(layout.ispb);
      expect(receipt.endToEndId).toBe(testCase.endToEndId);
      if (testCase.truth === 'reused') {
        expect(testCase.endToEndId).toBe(byName.get(testCase.after!)!.endToEndId);
        continue;
      }
      expect(tails.has(tail!)).toBe(false);
      tails.add(tail!);
      const inWindow = (at: string) => at >= '202611231205' && at <= '202611231755';
      const at = receipt.at.toISOString().slice(0, 16).replace(/[-T:]/g, '');
      if (testCase.truth === 'paid before the order') {
        expect(stamp!.slice(0, 8)).toBe('20261120');
        expect(at.slice(0, 8)).toBe('20261120');
      } else if (testCase.truth === 'scheduled') {
        expect(inWindow(at)).toBe(true);
        expect(stamp!.slice(0, 8) > '20261123').toBe(true);
        expect(receipt.scheduledFor!.toISOString().slice(0, 16).replace(/[-T:]/g, '')).toBe(stamp);
      } else {
        expect(stamp).toBe(at);
        expect(inWindow(stamp!)).toBe(true);
      }
    }
  });

  it('fits every receipt on its screen and in a phone-sized JPEG', async () => {
    for (const { testCase, layout, receipt } of originals) {
      const size = phoneSize(layout, receipt);
      expect(size.width, testCase.name).toBeGreaterThanOrEqual(720);
      expect(size.width, testCase.name).toBeLessThanOrEqual(1080);
      expect(size.height, testCase.name).toBeLessThanOrEqual(1200);
      expect(await pixelsOffScreen(layout, receipt), testCase.name).toBe(0);
    }
  }, 300_000);

  it('re-uploads the very same bytes', async () => {
    const reused = cases.filter((c) => c.truth === 'reused');
    expect(reused).toHaveLength(RESERVE_LAYOUTS.length);
    for (const c of reused) expect(c.content).toBe(cases.find((other) => other.name === c.after)!.content);
    for (const c of [reused[0]!, reused.at(-1)!]) {
      const original = planned.find(({ testCase }) => testCase.name === c.after)!;
      expect((await c.content()).equals(await renderReceipt(original.layout, original.receipt))).toBe(true);
    }
  }, 60_000);

  it('renders one receipt per family as a non-blank phone JPEG', async () => {
    for (const family of ['beside', 'above', 'absent']) {
      const c = cases.find((candidate) => candidate.family === family && candidate.group === 'truncated name')!;
      const image = await c.content();
      const metadata = await sharp(image).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.width).toBeGreaterThanOrEqual(720);
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(1200);
      const { channels } = await sharp(image).stats();
      expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(10);
    }
  }, 60_000);
});
