// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertDeltaLayoutFontsAvailable,
  DELTA_FONT_PACKAGES,
  type DeltaLayoutCase,
  deltaLayoutCases,
  deltaLayoutFacts,
  deltaLayoutImageSize,
  deltaLayoutSvg,
} from './cases.js';
import { CASE_IDS, type CaseId, ORDER_PLACED_AT, storeOf } from './facts.js';
import { BANKS } from './people.js';
import { LAYOUTS, layoutSpec, MONOSPACE_FONT, PROPORTIONAL_FONT } from './specs.js';
import { applyMask, END_TO_END_ID, isValidCnpj, isValidCpf, readMasked, spLocal, visiblePositions } from './text.js';

const all = deltaLayoutCases();
const facts = (c: DeltaLayoutCase) => deltaLayoutFacts(c.layout, c.name.split('/')[2] as CaseId);
const byId = (id: CaseId): DeltaLayoutCase[] => all.filter((c) => c.name.endsWith(`/${id}`));
const validDocument = (d: string): boolean => (d.length === 11 ? isValidCpf(d) : isValidCnpj(d));
const escapeXml = (s: string): string => s.replace(/&/g, '&amp;');
const CORRECT_IDS: CaseId[] = ['correct-1', 'correct-2', 'correct-3', 'correct-4', 'correct-5', 'correct-6', 'key-1'];

describe('delta layouts corpus: shape', () => {
  it('lists 16 layouts × 17 cases = 272, in layout order then case order, when listed', () => {
    expect(all).toHaveLength(272);
    expect(LAYOUTS).toHaveLength(16);
    LAYOUTS.forEach((spec, i) => {
      const slice = all.slice(i * 17, i * 17 + 17);
      expect(slice.map((c) => c.name)).toEqual(CASE_IDS.map((id) => `delta/${spec.key}/${id}`));
      expect(new Set(slice.map((c) => c.layout))).toEqual(new Set([spec.key]));
    });
    expect(new Set(all.map((c) => c.name)).size).toBe(272);
    expect(deltaLayoutCases()).toBe(all);
  });

  it('covers the required banks with 6 / 6 / 4 families, ≥ 6 dark and ≥ 3 forwarded layouts, when counted', () => {
    const keys = LAYOUTS.map((l) => l.key);
    for (const required of ['nubank', 'itau', 'bradesco', 'bb', 'caixa', 'santander', 'inter', 'picpay']) {
      expect(keys).toContain(required);
    }
    for (const required of ['mercadopago', 'c6', 'pagbank']) expect(keys).toContain(required);
    expect(new Set(LAYOUTS.map((l) => l.bank)).size).toBe(16);
    const count = (f: string) => LAYOUTS.filter((l) => l.family === f).length;
    expect([count('label beside'), count('label above'), count('no label')]).toEqual([6, 6, 4]);
    expect(LAYOUTS.filter((l) => l.theme === 'dark').length).toBeGreaterThanOrEqual(6);
    const forwarded = LAYOUTS.filter((l) => l.forwarded);
    expect(forwarded.length).toBeGreaterThanOrEqual(3);
    for (const l of forwarded) {
      expect(l.forwarded?.scale).toBeGreaterThanOrEqual(0.55);
      expect(l.forwarded?.scale).toBeLessThanOrEqual(0.8);
      expect(l.forwarded?.quality).toBeGreaterThanOrEqual(55);
      expect(l.forwarded?.quality).toBeLessThanOrEqual(75);
    }
    for (const l of LAYOUTS) {
      expect(l.width).toBeGreaterThanOrEqual(720);
      expect(l.width).toBeLessThanOrEqual(1290);
      expect(l.body).toBeGreaterThanOrEqual(22);
      expect(l.body).toBeLessThanOrEqual(40);
      expect(l.jpegQuality).toBeGreaterThanOrEqual(70);
      expect(l.jpegQuality).toBeLessThanOrEqual(92);
      expect(l.cut.length).toBeGreaterThanOrEqual(25);
      expect(l.cut.length).toBeLessThanOrEqual(30);
    }
  });

  it('draws ≥ 10 layouts in the proportional font and the rest in the monospace, when fonts are counted', () => {
    const proportional = LAYOUTS.filter((l) => l.font === PROPORTIONAL_FONT).length;
    const mono = LAYOUTS.filter((l) => l.font === MONOSPACE_FONT).length;
    expect(proportional).toBeGreaterThanOrEqual(10);
    expect(mono).toBeGreaterThan(0);
    expect(proportional + mono).toBe(16);
    expect(all.every((c) => c.font === layoutSpec(c.layout).font)).toBe(true);
    expect(DELTA_FONT_PACKAGES).toEqual(['fonts-crosextra-caladea', 'fonts-3270']);
  });

  it('gives each case id its group and truth, when grouped', () => {
    const expected: Record<CaseId, [string | null, string]> = {
      'correct-1': [null, 'correct'],
      'correct-2': [null, 'correct'],
      'correct-3': [null, 'correct'],
      'correct-4': [null, 'correct'],
      'correct-5': ['truncated name', 'correct'],
      'correct-6': ['truncated name', 'correct'],
      'key-1': ['key shown', 'correct'],
      'key-2': ['key shown', 'correct'],
      'lookalike-holder': ['negative', 'wrong recipient'],
      'same-name-other-digits': ['negative', 'wrong recipient'],
      'store-as-payer': ['negative', 'wrong recipient'],
      'wrong-amount': ['negative', 'wrong amount'],
      'paid-before-order': ['negative', 'paid before the order'],
      scheduled: ['negative', 'scheduled'],
      'description-names-store': ['negative', 'wrong recipient'],
      'near-namesake': ['negative', 'wrong recipient'],
      'reused-file': ['negative', 'reused'],
    };
    for (const c of all) {
      const id = c.name.split('/')[2] as CaseId;
      const [group, truth] = expected[id];
      const store = storeOf(c.layout);
      expect(c.group).toBe(group ?? (store.kind === 'cnpj' ? 'name + masked CNPJ' : 'name + masked CPF'));
      expect(c.truth).toBe(truth);
      expect(c.contentType).toBe('image/jpeg');
      expect(c.after).toBe(id === 'reused-file' ? `delta/${c.layout}/correct-1` : undefined);
    }
  });

  it('has about half the stores as companies and varied key kinds, when the stores are listed', () => {
    const stores = LAYOUTS.map((l) => storeOf(l.key));
    const companies = stores.filter((s) => s.kind === 'cnpj').length;
    expect(companies).toBeGreaterThanOrEqual(6);
    expect(companies).toBeLessThanOrEqual(10);
    expect(new Set(stores.map((s) => s.key.kind))).toEqual(new Set(['email', 'phone', 'evp', 'cpf', 'cnpj']));
  });
});

describe('delta layouts corpus: the payee and the documents', () => {
  it('saves the payee document as digits with valid check digits and the price in range, for every case', () => {
    for (const c of all) {
      expect(c.payee.recipientDocument).toMatch(/^(\d{11}|\d{14})$/);
      expect(validDocument(c.payee.recipientDocument)).toBe(true);
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(c.price)).toBeGreaterThanOrEqual(19.9);
      expect(Number(c.price)).toBeLessThanOrEqual(2400);
      expect(c.payee.recipientName.length).toBeGreaterThan(30);
      expect(c.payee.recipientName).not.toContain('…');
    }
  });

  it('keeps the payee key raw: key-2 its shown non-document key, every other case the key-1 key', () => {
    for (const spec of LAYOUTS) {
      const cases = all.filter((c) => c.layout === spec.key);
      const key1 = cases.find((c) => c.name.endsWith('/key-1'));
      const key2 = cases.find((c) => c.name.endsWith('/key-2'));
      const f1 = deltaLayoutFacts(spec.key, 'key-1');
      const f2 = deltaLayoutFacts(spec.key, 'key-2');
      expect(key1?.payee.pixKey).toBe(f1.key?.raw);
      expect(key2?.payee.pixKey).toBe(f2.key?.raw);
      for (const c of cases) if (c !== key2) expect(c.payee.pixKey).toBe(key1?.payee.pixKey);
      for (const c of cases) {
        const k = c.payee.pixKey;
        const shapes = [
          /^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/,
          /^\+55\d{2}9\d{8}$/,
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          /^\d{11}$|^\d{14}$/,
        ];
        expect(shapes.some((re) => re.test(k))).toBe(true);
        if (/^\d+$/.test(k)) expect(k).toBe(c.payee.recipientDocument);
      }
    }
  });

  it('draws every document with valid check digits, payer and recipient alike', () => {
    for (const c of all) {
      const f = facts(c);
      expect(validDocument(f.payer.document)).toBe(true);
      expect(validDocument(f.recipient.document)).toBe(true);
    }
  });

  it('shows the store full name and a mask revealing exactly its digits on correct cases, with no key', () => {
    for (const id of ['correct-1', 'correct-2', 'correct-3', 'correct-4'] as const) {
      for (const c of byId(id)) {
        const f = facts(c);
        const store = storeOf(c.layout);
        expect(f.recipient.fullName).toBe(store.name);
        expect(f.recipient.shownName.toLocaleLowerCase('pt-BR')).toBe(store.name.toLocaleLowerCase('pt-BR'));
        expect(f.key).toBeUndefined();
        const shown = f.recipient.shownDocument;
        expect(shown).not.toBeNull();
        const visible = readMasked(shown as string, f.recipient.mask);
        expect([...visible.keys()]).toEqual(visiblePositions(f.recipient.mask));
        expect(visible.size).toBeGreaterThanOrEqual(4);
        expect(visible.size).toBeLessThan(store.document.length);
        for (const [i, digit] of visible) expect(digit).toBe(store.document[i]);
        expect(f.recipient.document).toBe(store.document);
        expect(deltaLayoutSvg(c.layout, id)).toContain(escapeXml(shown as string));
      }
    }
  });

  it('cuts the store name at 25–30 characters on the truncated cases, when the app cuts it', () => {
    for (const c of [...byId('correct-5'), ...byId('correct-6')]) {
      const f = facts(c);
      const store = storeOf(c.layout);
      const cut = f.recipient.shownName.replace(/…$/, '');
      expect(cut.length).toBeGreaterThanOrEqual(24);
      expect(cut.length).toBeLessThanOrEqual(30);
      expect(cut.length).toBeLessThan(store.name.length);
      expect(store.name.toLocaleUpperCase('pt-BR').startsWith(cut.toLocaleUpperCase('pt-BR'))).toBe(true);
      expect(f.recipient.document).toBe(store.document);
      expect(f.recipient.shownDocument).not.toBeNull();
      expect(f.key).toBeUndefined();
    }
  });

  it('shows the key with name and document on key-1, and a non-document key without document on key-2', () => {
    for (const c of byId('key-1')) {
      const f = facts(c);
      expect(f.key?.raw).toBe(c.payee.pixKey);
      expect(f.recipient.shownDocument).not.toBeNull();
      expect(deltaLayoutSvg(c.layout, 'key-1')).toContain(f.key?.shown);
    }
    for (const c of byId('key-2')) {
      const f = facts(c);
      const svg = deltaLayoutSvg(c.layout, 'key-2');
      expect(f.recipient.shownDocument).toBeNull();
      expect(['email', 'phone', 'evp']).toContain(f.key?.kind);
      expect(c.payee.pixKey).not.toMatch(/^\d+$/);
      expect(c.payee.pixKey).not.toBe(c.payee.recipientDocument);
      expect(svg).toContain(f.key?.shown);
      expect(f.recipient.fullName).toBe(storeOf(c.layout).name);
      // The store's masked document is nowhere on the receipt; the payer's still is.
      expect(svg).not.toContain(escapeXml(applyMask(storeOf(c.layout).document, f.recipient.mask)));
      expect(svg).toContain(escapeXml(f.payer.shownDocument as string));
    }
  });

  it('gives lookalike-holder another name and document with the same visible digits', () => {
    for (const c of byId('lookalike-holder')) {
      const f = facts(c);
      const store = storeOf(c.layout);
      expect(f.recipient.fullName).not.toBe(store.name);
      expect(f.recipient.document).not.toBe(store.document);
      expect(f.recipient.kind).toBe(store.kind);
      const shownStore = readMasked(
        deltaLayoutFacts(c.layout, 'correct-1').recipient.shownDocument as string,
        f.recipient.mask,
      );
      const shownHere = readMasked(f.recipient.shownDocument as string, f.recipient.mask);
      expect(shownHere).toEqual(shownStore);
    }
  });

  it('gives same-name-other-digits the exact store name and ≥ 2 different visible digits', () => {
    for (const c of byId('same-name-other-digits')) {
      const f = facts(c);
      const store = storeOf(c.layout);
      expect(f.recipient.fullName).toBe(store.name);
      const differing = visiblePositions(f.recipient.mask).filter((i) => f.recipient.document[i] !== store.document[i]);
      expect(differing.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives near-namesake a name a word or a few letters off and other digits', () => {
    for (const c of byId('near-namesake')) {
      const f = facts(c);
      const store = storeOf(c.layout);
      expect(f.recipient.fullName).not.toBe(store.name);
      const a = store.name.split(' ');
      const b = f.recipient.fullName.split(' ');
      const shared = b.filter((w) => a.includes(w)).length;
      expect(shared).toBeGreaterThanOrEqual(Math.min(a.length, b.length) - 1);
      const differing = visiblePositions(f.recipient.mask).filter((i) => f.recipient.document[i] !== store.document[i]);
      expect(differing.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts the store as payer and someone else as recipient on store-as-payer', () => {
    for (const c of byId('store-as-payer')) {
      const f = facts(c);
      const store = storeOf(c.layout);
      expect(f.payer.fullName).toBe(store.name);
      expect(f.payer.document).toBe(store.document);
      expect(f.recipient.fullName).not.toBe(store.name);
      expect(f.recipient.document).not.toBe(store.document);
    }
  });

  it('has a private payer with a masked CPF other than the store on every other case', () => {
    for (const c of all.filter((x) => !x.name.endsWith('/store-as-payer'))) {
      const f = facts(c);
      expect(f.payer.kind).toBe('cpf');
      expect(f.payer.document).not.toBe(c.payee.recipientDocument);
      expect(f.payer.shownDocument).toMatch(/[*•]/);
      const svg = deltaLayoutSvg(c.layout, f.caseId);
      expect(svg).toContain(escapeXml(f.payer.shownDocument as string));
      expect(svg).toContain(f.payer.shownName.split(' ')[0]);
    }
  });

  it('names the store in the description but pays someone else, on description-names-store', () => {
    for (const c of byId('description-names-store')) {
      const f = facts(c);
      const store = storeOf(c.layout);
      expect(f.description).toContain(store.name);
      expect(f.recipient.fullName).not.toBe(store.name);
      expect(f.recipient.document).not.toBe(store.document);
    }
  });
});

describe('delta layouts corpus: amounts, dates and ids', () => {
  it('pays the price on every case but wrong-amount, which is off by a realistic amount', () => {
    for (const c of all) {
      const f = facts(c);
      const price = Math.round(Number(c.price) * 100);
      if (c.name.endsWith('/wrong-amount')) {
        expect(Math.abs(f.amountCents - price)).toBeGreaterThanOrEqual(500);
        expect(f.amountCents).toBeGreaterThan(0);
      } else expect(f.amountCents).toBe(price);
    }
  });

  it('pays between 09:05 and 14:55 São Paulo on 23/11/2026, except paid-before-order', () => {
    for (const c of all.filter((x) => !x.name.endsWith('/paid-before-order'))) {
      const t = spLocal(facts(c).instant);
      const minutes = t.hour * 60 + t.minute;
      expect([t.year, t.month, t.day]).toEqual([2026, 11, 23]);
      expect(minutes).toBeGreaterThanOrEqual(9 * 60 + 5);
      expect(minutes).toBeLessThanOrEqual(14 * 60 + 55);
    }
  });

  it('dates paid-before-order before the order: 22/11 or early 23/11', () => {
    for (const c of byId('paid-before-order')) {
      const f = facts(c);
      expect(f.instant.getTime()).toBeLessThan(ORDER_PLACED_AT.getTime());
      const t = spLocal(f.instant);
      expect(t.day === 22 || (t.day === 23 && t.hour < 9)).toBe(true);
      expect(f.scheduled).toBe(false);
    }
  });

  it('marks scheduled as an agendamento for 25/11/2026, not a payment', () => {
    for (const c of byId('scheduled')) {
      const f = facts(c);
      expect(f.scheduled).toBe(true);
      expect(f.scheduledFor && spLocal(f.scheduledFor).day).toBe(25);
      const svg = deltaLayoutSvg(c.layout, 'scheduled');
      expect(svg).toContain('Agendado para 25/11/2026');
      expect(svg).not.toMatch(/Pix enviado|realizad/);
    }
  });

  it('prints a 32-character End-to-End id of the paying bank and the UTC minute of payment', () => {
    for (const c of all) {
      const f = facts(c);
      const spec = layoutSpec(c.layout);
      const i = f.instant;
      const stamp = i.toISOString().slice(0, 16).replace(/[-T:]/g, '');
      expect(c.endToEndId).toHaveLength(32);
      expect(c.endToEndId).toMatch(END_TO_END_ID);
      expect(c.endToEndId.slice(1, 9)).toBe(BANKS[spec.bank]?.ispb);
      expect(c.endToEndId.slice(9, 21)).toBe(stamp);
      expect(deltaLayoutSvg(c.layout, f.caseId)).toContain(c.endToEndId.slice(0, 12));
    }
    const ids = all.filter((c) => !c.name.endsWith('/reused-file')).map((c) => c.endToEndId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fits every receipt on its screen, when all 272 are drawn as SVG', () => {
    for (const c of all) {
      const svg = deltaLayoutSvg(c.layout, facts(c).caseId);
      const spec = layoutSpec(c.layout);
      expect(
        svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}"`),
      ).toBe(true);
    }
  });

  it('is deterministic: the same facts when built again from the seeds', () => {
    for (const id of CORRECT_IDS) {
      const c = byId(id)[3] as DeltaLayoutCase;
      expect(deltaLayoutFacts(c.layout, id).endToEndId).toBe(c.endToEndId);
    }
  });
});

describe('delta layouts corpus: fonts and images', () => {
  it('throws naming the apt packages, when a font family is missing', async () => {
    const listFonts = async () => 'DejaVu Sans\nCaladea\nCaladea,Caladea Bold\n';
    await expect(assertDeltaLayoutFontsAvailable(listFonts)).rejects.toThrow(
      /IBM 3270.*apt-get install -y fonts-crosextra-caladea fonts-3270 && fc-cache -f/,
    );
    await expect(assertDeltaLayoutFontsAvailable(async () => 'IBM 3270\n')).rejects.toThrow(/Caladea/);
  });

  it('resolves when both families are listed', async () => {
    await expect(assertDeltaLayoutFontsAvailable(async () => 'Caladea\nIBM 3270,IBM 3270 Condensed\n')).resolves.toBe(
      undefined,
    );
  });

  it('finds both families on this machine (fc-list), as rendering needs them', async () => {
    await expect(assertDeltaLayoutFontsAvailable()).resolves.toBe(undefined);
  });

  // One per family × theme, in both fonts, three of them forwarded.
  const sample = [
    'delta/nubank/correct-1',
    'delta/bb/key-2',
    'delta/itau/lookalike-holder',
    'delta/btg/correct-5',
    'delta/pagbank/scheduled',
    'delta/sicoob/store-as-payer',
    'delta/banrisul/description-names-store',
  ];

  it('renders a JPEG (4:2:0) of the layout size for each family and theme, and a forwarded one smaller', async () => {
    const combos = new Set<string>();
    for (const name of sample) {
      const c = all.find((x) => x.name === name) as DeltaLayoutCase;
      const spec = layoutSpec(c.layout);
      combos.add(`${spec.family}/${spec.theme}`);
      const jpeg = await c.content();
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.chromaSubsampling).toBe('4:2:0');
      expect({ width: meta.width, height: meta.height }).toEqual(deltaLayoutImageSize(spec));
      if (spec.forwarded) expect(meta.width).toBeLessThan(spec.width);
      else expect(meta.width).toBe(spec.width);
      expect(await c.content()).toBe(jpeg);
    }
    expect(combos.size).toBe(6);
    expect(new Set(sample.map((n) => layoutSpec(n.split('/')[1] as string).font)).size).toBe(2);
  });

  it('delivers the very bytes of correct-1 again on reused-file', async () => {
    const reused = all.find((c) => c.name === 'delta/nubank/reused-file') as DeltaLayoutCase;
    const first = all.find((c) => c.name === 'delta/nubank/correct-1') as DeltaLayoutCase;
    expect(reused.after).toBe(first.name);
    expect(Buffer.compare(await reused.content(), await first.content())).toBe(0);
    for (const c of byId('reused-file')) {
      expect(c.endToEndId).toBe(all.find((x) => x.name === c.after)?.endToEndId);
    }
  });
});
