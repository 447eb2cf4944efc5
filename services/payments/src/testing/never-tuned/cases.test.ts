/**
 * Checks the never-tuned receipts are what they claim to be: enough banks per layout family, every group in every
 * layout, valid documents, and screens that are drawn, sized and kept inside the phone's width.
 * Written independently of the receipt verifier; keep it and its receipts out of every tuning loop.
 */

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertNeverTunedFontsAvailable,
  cpfFrom,
  isValidCnpj,
  isValidCpf,
  LAYOUTS,
  phoneScreenshot,
} from './bank-receipts.js';
import { ALL_HOLDERS, LONG_NAMED_PEOPLE, type NeverTunedCase, neverTunedCaseScenes } from './cases.js';

const scenes = neverTunedCaseScenes();
const cases = scenes.map(({ case: made }) => made);

const NEGATIVES = [
  "store's name, other document",
  "other name, store's document",
  'store paid someone else',
  "store's name, no document",
  'amount +R$ 10',
  'paid two days before',
  'scheduled',
  'same file again',
];

describe('never-tuned receipt cases', () => {
  beforeAll(async () => {
    await assertNeverTunedFontsAvailable();
  });

  it('covers at least eleven banks, and every layout family in at least three of them', () => {
    expect(new Set(LAYOUTS.map((layout) => layout.bank)).size).toBeGreaterThanOrEqual(11);
    for (const family of ['beside', 'above', 'absent'] as const) {
      const banks = new Set(LAYOUTS.filter((layout) => layout.family === family).map((layout) => layout.bank));
      expect(banks.size, family).toBeGreaterThanOrEqual(3);
    }
    expect(LAYOUTS.filter((layout) => layout.theme === 'dark').length).toBeGreaterThanOrEqual(4);
    expect(new Set(cases.map((made) => made.font)).size).toBeGreaterThanOrEqual(2);
  });

  it('gives every layout its positives and its negatives', () => {
    expect(new Set(cases.map((made) => made.name)).size).toBe(cases.length);
    for (const layout of LAYOUTS) {
      const ofLayout = cases.filter((made) => made.layout === layout.id);
      const count = (group: NeverTunedCase['group']) => ofLayout.filter((made) => made.group === group).length;
      expect(count('name + masked CNPJ'), layout.id).toBeGreaterThanOrEqual(2);
      expect(count('name + masked CPF'), layout.id).toBeGreaterThanOrEqual(2);
      expect(count('truncated name'), layout.id).toBeGreaterThanOrEqual(2);
      expect(count('key shown'), layout.id).toBeGreaterThanOrEqual(1);
      for (const what of NEGATIVES) {
        const negative = ofLayout.find((made) => made.name === `never-tuned ${layout.id} ${what}`);
        expect(negative?.group, `${layout.id} ${what}`).toBe('negative');
        expect(negative?.truth, `${layout.id} ${what}`).not.toBe('correct');
      }
      for (const made of ofLayout) {
        expect(made.truth === 'correct', made.name).toBe(made.group !== 'negative');
        expect(made.contentType).toBe('image/jpeg');
      }
      const reused = ofLayout.find((made) => made.truth === 'reused')!;
      const original = ofLayout.find((made) => made.name === reused.after)!;
      expect(original.truth).toBe('correct');
      expect(reused.content).toBe(original.content);
    }
  });

  it('draws positives whose receipt carries the price, on the order day between 09:05 and 14:55', () => {
    for (const { case: made, scene } of scenes) {
      if (made.truth !== 'correct') continue;
      expect(scene.amount.toFixed(2), made.name).toBe(made.price);
      expect(scene.paidAt.day, made.name).toBe(23);
      const minute = scene.paidAt.hour * 60 + scene.paidAt.minute;
      expect(minute, made.name).toBeGreaterThanOrEqual(9 * 60 + 5);
      expect(minute, made.name).toBeLessThanOrEqual(14 * 60 + 55);
    }
  });

  it('uses valid CPF and CNPJ check digits for every holder, store and party', () => {
    expect(cpfFrom('123456789')).toBe('12345678909');
    expect(isValidCnpj('11222333000181')).toBe(true);
    const valid = (document: string) => (document.length === 11 ? isValidCpf(document) : isValidCnpj(document));
    for (const holder of ALL_HOLDERS) expect(valid(holder.document), holder.name).toBe(true);
    for (const { case: made, scene } of scenes) {
      expect(valid(made.payee.recipientDocument), made.name).toBe(true);
      for (const party of [scene.recipient, scene.payer]) {
        if (party.document !== null) expect(valid(party.document), made.name).toBe(true);
      }
    }
    expect(LONG_NAMED_PEOPLE.every((holder) => holder.name.length > 30)).toBe(true);
  });

  it('renders one upload per family non-blank at the storefront size', async () => {
    for (const family of ['beside', 'above', 'absent'] as const) {
      const made = cases.find((each) => each.family === family && each.group === 'truncated name')!;
      const { data, info } = await sharp(await made.content())
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.height, made.name).toBe(1200);
      expect(Math.abs(info.width - Math.round((1200 * 9) / 19.5)), made.name).toBeLessThanOrEqual(1);
      const shades = new Set(data);
      expect(shades.size, made.name).toBeGreaterThan(20);
    }
  });

  it("keeps every layout's text off the screen's right margin", async () => {
    // The widest values each layout draws: a cut long name, a shown key, the store paying someone else.
    const widest = scenes.filter(({ case: made }) =>
      / (truncated name 1|key \w+|store paid someone else)$/.test(made.name),
    );
    expect(widest.length).toBe(3 * LAYOUTS.length);
    for (const { case: made, scene } of widest) {
      const { data, info } = await sharp(await phoneScreenshot({ ...scene, screenWidth: 720, sharedAsJpeg: undefined }))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // The last 12 of the screen's 360 points hold no text: every row of that strip is a single shade.
      const margin = Math.floor((info.width * 12) / 360);
      for (let y = 0; y < info.height; y++) {
        const row = data.subarray(y * info.width + info.width - margin, (y + 1) * info.width);
        expect(Math.max(...row) - Math.min(...row), `${made.name}, row ${y}`).toBeLessThanOrEqual(6);
      }
    }
  });
});
