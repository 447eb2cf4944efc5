// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  assertFjordLayoutFontsAvailable,
  FJORD_FONT_FAMILIES,
  FJORD_FONT_PACKAGES,
  type FjordLayoutCase,
  fjordCaseDetail,
  fjordLayoutCases,
  rasterise,
} from './cases.js';
import { CASE_IDS, JUDGED_AT, ORDER_PLACED_AT, receiptFacts } from './facts.js';
import { drawReceipt } from './layouts.js';
import { coveredBy, MONO_FONT, measure, PROPORTIONAL_FONT } from './metrics.js';
import { BANKS, storeFor } from './people.js';
import { LAYOUT_SPECS } from './specs.js';
import {
  caseName,
  E2E_PATTERN,
  isValidDoc,
  maskDoc,
  priceCents,
  spClock,
  visibleDigits,
  visiblePositions,
} from './text.js';

const cases = fjordLayoutCases();
const detail = (c: FjordLayoutCase) => fjordCaseDetail(c.name);
const byId = (id: string) => cases.filter((c) => c.name.endsWith(`/${id}`));
const shown = (c: FjordLayoutCase): string[] => detail(c).drawn.texts.map((t) => t.text);
const squash = (s: string): string => s.replace(/\s+/g, '');
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const FORBIDDEN_PACKAGES =
  `fonts-liberation fonts-dejavu-core fonts-noto-color-emoji fonts-roboto fonts-inter fonts-open-sans
  fonts-lato fonts-noto-core fonts-crosextra-carlito fonts-freefont-ttf fonts-cantarell fonts-urw-base35 fonts-texgyre
  fonts-quicksand fonts-manrope fonts-karla fonts-oxygen fonts-mplus fonts-adf-switzera fonts-comfortaa fonts-b612
  fonts-league-spartan fonts-adf-gillius fonts-cabin fonts-paratype fonts-sil-andika fonts-jura fonts-dosis fonts-play
  fonts-sora fonts-tuffy fonts-adf-verana fonts-go fonts-adf-universalis fonts-averia-sans-gwf fonts-junction
  fonts-comic-neue fonts-clear-sans fonts-jetbrains-mono fonts-croscore fonts-firacode fonts-linuxlibertine fonts-hack
  fonts-adf-ikarius fonts-mononoki fonts-morisawa-bizud-gothic fonts-anonymous-pro fonts-karmilla fonts-league-mono
  fonts-tiresias fonts-monoid fonts-eurofurence fonts-fantasque-sans fonts-yanone-kaffeesatz fonts-agave
  fonts-gemunu-libre fonts-hermit fonts-sawarabi-gothic fonts-inconsolata fonts-lemonada fonts-courier-prime
  fonts-opendyslexic fonts-naver-d2coding fonts-crosextra-caladea fonts-3270`.split(/\s+/);

const FORBIDDEN_LITERALS = [
  'TEMPLO DOS RITUAIS',
  'MARIANA LUZ DE OLIVEIRA',
  'MISTICA ONLINE',
  'JOSE CARLOS PEREIRA',
  'MARIA APARECIDA SOUZA',
  'templodosrituais',
];

/** A masked CPF or CNPJ, or a formatted one, or a bare 11/14-digit run. */
const DOCUMENT_PATTERNS = [
  /[*•]{3}\.?\d{3}\.?\d{3}-?[*•]{2}/,
  /\d{3}\.\d{3}\.\d{3}-\d{2}/,
  /[*\d]{2}\.[*\d]{3}\.[*\d]{3}\/[*\d]{4}-[*\d]{2}/,
  /(?<![\dA-Za-z])(\d{11}|\d{14})(?![\dA-Za-z])/,
];

describe('fjord layouts: the corpus shape', () => {
  it('lists 272 cases, when built, in layout order then case order with fjord/<layout>/<case> names', () => {
    expect(cases).toHaveLength(272);
    expect(LAYOUT_SPECS).toHaveLength(16);
    cases.forEach((c, i) => {
      const spec = LAYOUT_SPECS[Math.floor(i / 17)]!;
      const caseId = CASE_IDS[i % 17]!;
      expect(c.name).toBe(`fjord/${spec.key}/${caseId}`);
      expect(c.layout).toBe(spec.key);
      expect(c.family).toBe(spec.family);
      expect(c.theme).toBe(spec.theme);
      expect(c.font).toBe(spec.font);
      expect(c.contentType).toBe('image/jpeg');
    });
    expect(fjordLayoutCases()).toBe(cases);
  });

  it('splits the layouts, when counted, 6 label beside / 6 label above / 4 no label, ≥6 dark, ≥4 forwarded', () => {
    const count = (f: string) => LAYOUT_SPECS.filter((s) => s.family === f).length;
    expect([count('label beside'), count('label above'), count('no label')]).toEqual([6, 6, 4]);
    expect(LAYOUT_SPECS.filter((s) => s.theme === 'dark').length).toBeGreaterThanOrEqual(6);
    expect(LAYOUT_SPECS.filter((s) => s.theme === 'light').length).toBeGreaterThanOrEqual(1);
    const forwarded = LAYOUT_SPECS.filter((s) => s.output.forwarded);
    expect(forwarded.length).toBeGreaterThanOrEqual(4);
    for (const s of LAYOUT_SPECS) {
      if (s.output.forwarded) {
        expect(s.output.scale).toBeGreaterThanOrEqual(0.55);
        expect(s.output.scale).toBeLessThanOrEqual(0.8);
        expect(s.output.quality).toBeGreaterThanOrEqual(55);
        expect(s.output.quality).toBeLessThanOrEqual(75);
      } else {
        expect(s.output.quality).toBeGreaterThanOrEqual(80);
        expect(s.output.quality).toBeLessThanOrEqual(92);
      }
    }
  });

  it('draws each layout for a different bank, when listed, including the 11 required ones', () => {
    const banks = LAYOUT_SPECS.map((s) => s.bank);
    expect(new Set(banks).size).toBe(16);
    for (const required of [
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
    ]) {
      expect(banks).toContain(required);
    }
  });

  it('uses phone screenshot sizes and 22–40 px body text, when saved (after any forwarding)', () => {
    for (const s of LAYOUT_SPECS) {
      expect(s.width).toBeGreaterThanOrEqual(720);
      expect(s.width).toBeLessThanOrEqual(1290);
      expect(s.height / s.width).toBeGreaterThan(1.7);
      const scale = s.output.forwarded ? s.output.scale : 1;
      expect(s.body * scale).toBeGreaterThanOrEqual(22);
      expect(s.body * scale).toBeLessThanOrEqual(40);
    }
  });

  it('sets half the layouts in each font, when counted, both fonts in every family, from two allowed packages', () => {
    expect(FJORD_FONT_PACKAGES).toHaveLength(2);
    for (const p of FJORD_FONT_PACKAGES) {
      expect(FORBIDDEN_PACKAGES).not.toContain(p);
      expect(p).not.toMatch(/^fonts-(noto|dejavu)/);
    }
    expect(FJORD_FONT_FAMILIES).toEqual([PROPORTIONAL_FONT, MONO_FONT]);
    for (const font of FJORD_FONT_FAMILIES) {
      expect(LAYOUT_SPECS.filter((s) => s.font === font)).toHaveLength(8);
      for (const family of ['label beside', 'label above', 'no label']) {
        expect(LAYOUT_SPECS.some((s) => s.font === font && s.family === family)).toBe(true);
      }
    }
  });

  it('names every font family in the SVG, when drawn, with no generic fallback', () => {
    for (const c of cases) {
      const svg = detail(c).drawn.svg;
      const families = new Set([...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]));
      expect([...families]).toEqual([`'${c.font}'`]);
    }
  });
});

describe('fjord layouts: the stores and people', () => {
  const stores = LAYOUT_SPECS.map((s) => storeFor(s.key));

  it('gives every store, when set up, a long name, a valid document, a price in range and its own key', () => {
    expect(stores.filter((s) => s.kind === 'cnpj')).toHaveLength(8);
    for (const s of stores) {
      expect(s.name.length).toBeGreaterThanOrEqual(32);
      expect(s.name.length).toBeLessThanOrEqual(50);
      expect(isValidDoc(s.kind, s.doc)).toBe(true);
      if (s.kind === 'cnpj') expect(s.name).toMatch(/ (LTDA|ME|EIRELI)$/);
      else expect(s.name.split(' ').length).toBeGreaterThanOrEqual(3);
      const cents = priceCents(s.price);
      expect(cents).toBeGreaterThanOrEqual(2990);
      expect(cents).toBeLessThanOrEqual(89_700);
      expect(s.price).toMatch(/^\d+\.\d{2}$/);
      if (s.keyKind === 'cpf' || s.keyKind === 'cnpj') {
        expect(s.keyKind).toBe(s.kind);
        expect(s.key).toBe(s.doc);
        expect(['email', 'phone', 'evp']).toContain(s.key2Kind);
        expect(s.key2).not.toBe(s.key);
      } else {
        expect(s.key2).toBe(s.key);
      }
      if (s.key2Kind === 'email') expect(s.key2).toMatch(/^[a-z0-9.]+@[a-z0-9.]+\.[a-z]{2,}$/);
      if (s.key2Kind === 'phone') expect(s.key2).toMatch(/^\+55\d{2}9\d{8}$/);
      if (s.key2Kind === 'evp')
        expect(s.key2).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(stores.map((s) => s.keyKind))).toEqual(new Set(['email', 'phone', 'evp', 'cpf', 'cnpj']));
    expect(new Set(stores.map((s) => s.doc)).size).toBe(16);
    expect(new Set(stores.map((s) => s.key)).size).toBe(16);
  });

  it('gives every store, when compared, a lookalike sharing a word and a near namesake one or two letters (or a word) away', () => {
    const words = (s: string) =>
      new Set(
        fold(s)
          .split(/\s+/)
          .filter((w) => w.length >= 4),
      );
    const distance = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
      for (let j = 1; j <= b.length; j++) d[0]![j] = j;
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++)
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
      return d[a.length]![b.length]!;
    };
    for (const s of stores) {
      expect(s.lookalike).not.toBe(s.name);
      expect([...words(s.lookalike)].some((w) => words(s.name).has(w))).toBe(true);
      expect(s.nearNamesake).not.toBe(s.name);
      const aw = s.name.split(' ');
      const bw = s.nearNamesake.split(' ');
      const oneWord = aw.length === bw.length && aw.filter((w, i) => w !== bw[i]).length === 1;
      expect(distance(s.name, s.nearNamesake) <= 2 || oneWord).toBe(true);
    }
  });

  it('writes none of the other corpora’s literals, when searched', () => {
    for (const c of cases) {
      const d = detail(c);
      const hay = fold(`${d.drawn.svg} ${JSON.stringify(d.store)} ${JSON.stringify(d.facts)}`);
      for (const lit of FORBIDDEN_LITERALS) expect(hay).not.toContain(fold(lit));
    }
  });

  it('keeps every document valid, when a case is drawn (payee, payer and recipient)', () => {
    for (const c of cases) {
      const { facts, store } = detail(c);
      expect(c.payee.recipientDocument).toBe(store.doc);
      expect(c.payee.recipientDocument).toMatch(/^\d+$/);
      expect(isValidDoc(store.kind, c.payee.recipientDocument)).toBe(true);
      expect(isValidDoc(facts.payer.kind, facts.payer.doc)).toBe(true);
      expect(isValidDoc(facts.recipient.kind, facts.recipient.doc)).toBe(true);
    }
  });
});

describe('fjord layouts: the truth of each case', () => {
  const TRUTH: Record<string, [string, string | null]> = {
    'correct-1': ['correct', null],
    'correct-2': ['correct', null],
    'correct-3': ['correct', null],
    'correct-4': ['correct', null],
    'correct-5': ['correct', 'truncated name'],
    'correct-6': ['correct', 'truncated name'],
    'key-1': ['correct', 'key shown'],
    'key-2': ['correct', 'key shown'],
    'lookalike-holder': ['wrong recipient', 'negative'],
    'same-name-other-digits': ['wrong recipient', 'negative'],
    'store-as-payer': ['wrong recipient', 'negative'],
    'wrong-amount': ['wrong amount', 'negative'],
    'paid-before-order': ['paid before the order', 'negative'],
    scheduled: ['scheduled', 'negative'],
    'description-names-store': ['wrong recipient', 'negative'],
    'near-namesake': ['wrong recipient', 'negative'],
    'reused-file': ['reused', 'negative'],
  };

  it('labels each case id, when listed, with its truth and group', () => {
    for (const c of cases) {
      const { caseId, store } = detail(c);
      const [truth, group] = TRUTH[caseId]!;
      expect(c.truth).toBe(truth);
      expect(c.group).toBe(group ?? (store.kind === 'cnpj' ? 'name + masked CNPJ' : 'name + masked CPF'));
      expect(c.price).toBe(store.price);
      expect(c.payee.recipientName).toBe(store.name);
      expect(c.payee.pixKey).toBe(caseId === 'key-2' ? store.key2 : store.key);
      expect(c.after === undefined).toBe(caseId !== 'reused-file');
    }
  });

  it('shows the store by its name and masked document, when correct-1…4, without a key; a description only on 2 and 4', () => {
    for (const id of ['correct-1', 'correct-2', 'correct-3', 'correct-4']) {
      for (const c of byId(id)) {
        const { facts, store, spec } = detail(c);
        expect(facts.recipientName).toBe(caseName(store.name, spec.nameCase));
        expect(facts.recipient.doc).toBe(store.doc);
        expect(facts.recipientDoc).toBe(maskDoc(store.kind, store.doc, spec.mask));
        expect(facts.key).toBeUndefined();
        expect(facts.amountCents).toBe(priceCents(store.price));
        expect(squash(shown(c).join(' '))).toContain(squash(facts.recipientDoc!));
        const hasDescription = id === 'correct-2' || id === 'correct-4';
        expect(facts.description !== undefined).toBe(hasDescription);
        if (facts.description) {
          const storeWords = fold(store.name)
            .split(/\s+/)
            .filter((w) => w.length >= 4);
          for (const w of storeWords) expect(fold(facts.description).split(/\W+/)).not.toContain(w);
          expect(squash(shown(c).join(''))).toContain(squash(facts.description));
        }
      }
    }
  });

  it('masks the store’s document, when the app masks, so that some digits stay hidden', () => {
    for (const spec of LAYOUT_SPECS) {
      const store = storeFor(spec.key);
      expect(visiblePositions(store.kind, spec.mask).length).toBeLessThan(store.kind === 'cpf' ? 11 : 14);
    }
  });

  it('cuts the store’s name, when correct-5 and correct-6, at 25–30 characters, the two cuts ~2 apart', () => {
    for (const spec of LAYOUT_SPECS) {
      const full = caseName(storeFor(spec.key).name, spec.nameCase);
      const cuts = ['correct-5', 'correct-6'].map((id) => {
        const c = cases.find((k) => k.name === `fjord/${spec.key}/${id}`)!;
        const { facts } = detail(c);
        const name = facts.recipientName.replace(/(…|\.\.\.)$/, '');
        expect(full.startsWith(name)).toBe(true);
        expect(name.length).toBeGreaterThanOrEqual(25);
        expect(name.length).toBeLessThanOrEqual(30);
        expect(name).not.toMatch(/\s$/);
        expect(shown(c)).toContain(facts.recipientName);
        expect(facts.recipientDoc).toBe(maskDoc(detail(c).store.kind, detail(c).store.doc, spec.mask));
        return name.length;
      });
      expect(Math.abs(cuts[0]! - cuts[1]!)).toBeGreaterThanOrEqual(1);
      expect(Math.abs(cuts[0]! - cuts[1]!)).toBeLessThanOrEqual(3);
    }
  });

  it('prints the store’s key, when key-1, as the app prints it, beside the name and document', () => {
    for (const c of byId('key-1')) {
      const { facts, store } = detail(c);
      expect(facts.key?.raw).toBe(store.key);
      expect(facts.recipientDoc).toBeDefined();
      expect(squash(shown(c).join(''))).toContain(squash(facts.key!.printed));
      if (store.keyKind === 'email' || store.keyKind === 'evp') expect(facts.key!.printed).toBe(store.key);
    }
  });

  it('shows, when key-2, a key that is no document, the name, and no document at all', () => {
    for (const c of byId('key-2')) {
      const { facts, store } = detail(c);
      expect(['email', 'phone', 'evp']).toContain(facts.key?.kind);
      expect(facts.key?.raw).toBe(c.payee.pixKey);
      expect(facts.recipientDoc).toBeUndefined();
      expect(facts.payerDoc).toBeUndefined();
      const texts = shown(c);
      expect(squash(texts.join(''))).toContain(squash(facts.key!.printed));
      expect(texts.join(' ')).toContain(facts.recipientName);
      expect(facts.recipient.name).toBe(store.name);
      for (const t of texts)
        for (const p of DOCUMENT_PATTERNS) expect(t.replace(facts.key!.printed, '')).not.toMatch(p);
    }
  });

  it('gives the lookalike holder, when drawn, another valid document showing the same digits through the mask', () => {
    for (const c of byId('lookalike-holder')) {
      const { facts, store, spec } = detail(c);
      expect(facts.recipient.name).toBe(store.lookalike);
      expect(facts.recipient.kind).toBe(store.kind);
      expect(facts.recipient.doc).not.toBe(store.doc);
      expect(visibleDigits(store.kind, facts.recipient.doc, spec.mask)).toBe(
        visibleDigits(store.kind, store.doc, spec.mask),
      );
      expect(facts.recipientDoc).toBe(maskDoc(store.kind, store.doc, spec.mask));
    }
  });

  it('gives the same name and the near namesake, when drawn, documents differing in ≥2 visible digits', () => {
    for (const id of ['same-name-other-digits', 'near-namesake']) {
      for (const c of byId(id)) {
        const { facts, store, spec } = detail(c);
        expect(facts.recipient.name).toBe(id === 'near-namesake' ? store.nearNamesake : store.name);
        const a = visibleDigits(store.kind, store.doc, spec.mask);
        const b = visibleDigits(store.kind, facts.recipient.doc, spec.mask);
        expect([...a].filter((d, i) => d !== b[i]).length).toBeGreaterThanOrEqual(2);
        expect(squash(shown(c).join(' '))).toContain(squash(facts.recipientDoc!));
      }
    }
  });

  it('puts the store, when store-as-payer, in the payer’s place and somebody else as the recipient', () => {
    for (const c of byId('store-as-payer')) {
      const { facts, store, spec } = detail(c);
      expect(facts.payer.name).toBe(store.name);
      expect(facts.payer.doc).toBe(store.doc);
      expect(facts.payerName).toBe(caseName(store.name, spec.nameCase));
      expect(facts.payerDoc).toBe(maskDoc(store.kind, store.doc, spec.mask));
      expect(facts.recipient.doc).not.toBe(store.doc);
      expect(fold(facts.recipient.name)).not.toContain(fold(store.name));
      expect(shown(c).join(' ')).toContain(facts.payerName);
    }
  });

  it('pays another recipient, when description-names-store, with “Pedido <store name>” as the description', () => {
    for (const c of byId('description-names-store')) {
      const { facts, store } = detail(c);
      expect(facts.recipient.doc).not.toBe(store.doc);
      expect(facts.recipient.name).not.toBe(store.name);
      expect(facts.description).toBe(`Pedido ${store.name}`);
      expect(squash(shown(c).join(''))).toContain(squash(store.name));
    }
  });

  it('sends a plausible other amount, when wrong-amount, never the price; every other case sends the price', () => {
    for (const c of cases) {
      const { facts, store } = detail(c);
      const price = priceCents(store.price);
      if (c.name.endsWith('/wrong-amount')) {
        expect(facts.amountCents).not.toBe(price);
        expect(facts.amountCents).toBeGreaterThan(price / 3);
        expect(facts.amountCents).toBeLessThan(price);
      } else {
        expect(facts.amountCents).toBe(price);
      }
    }
  });

  it('pays within the day, when not paid-before-order, and before the order when it is', () => {
    const openedAt = ORDER_PLACED_AT + 5 * 60_000;
    for (const c of cases) {
      const { facts, caseId } = detail(c);
      expect(facts.clock).toBeGreaterThan(facts.instant);
      expect(facts.clock - facts.instant).toBeLessThan(10 * 60_000);
      if (caseId === 'paid-before-order') {
        expect(facts.instant).toBeLessThan(ORDER_PLACED_AT);
        const t = spClock(facts.instant);
        const evening = t.d === 22 && t.h >= 19 && t.h * 60 + t.mi <= 23 * 60 + 50;
        const morning = t.d === 23 && t.h >= 6 && t.h < 8;
        expect(evening || morning).toBe(true);
      } else {
        expect(facts.instant).toBeGreaterThanOrEqual(openedAt);
        expect(facts.clock).toBeLessThan(JUDGED_AT);
      }
    }
  });

  it('says it is scheduled, when scheduled, for a later day', () => {
    for (const c of byId('scheduled')) {
      const { facts } = detail(c);
      expect(facts.scheduledFor).toBeGreaterThan(JUDGED_AT);
      expect(shown(c).join(' ')).toMatch(/agendad|agendamento|será (realizad|efetivad|feito)|programad/i);
    }
    for (const c of cases.filter((k) => !k.name.endsWith('/scheduled'))) {
      expect(detail(c).facts.scheduledFor).toBeUndefined();
      expect(shown(c).join(' ')).not.toMatch(/agendad|agendamento|programad/i);
    }
  });

  it('carries, when End-to-End ids are read, a valid unique id with the paying bank’s ISPB and the payment minute', () => {
    const seen = new Set<string>();
    for (const c of cases) {
      const { facts, spec, caseId } = detail(c);
      const m = E2E_PATTERN.exec(c.endToEndId);
      expect(m, c.endToEndId).not.toBeNull();
      expect(m![1]).toBe(BANKS[spec.bank].ispb);
      const t = new Date(facts.scheduledFor ?? facts.instant);
      expect(Number(m![2])).toBe(t.getUTCFullYear());
      expect(Number(m![3])).toBe(t.getUTCMonth() + 1);
      expect(Number(m![4])).toBe(t.getUTCDate());
      expect(Number(m![5])).toBe(t.getUTCHours());
      expect(Number(m![6])).toBe(t.getUTCMinutes());
      expect(squash(shown(c).join(''))).toContain(c.endToEndId);
      if (caseId === 'reused-file') {
        expect(c.endToEndId).toBe(cases.find((k) => k.name === c.after)!.endToEndId);
      } else {
        expect(seen.has(c.endToEndId)).toBe(false);
        seen.add(c.endToEndId);
      }
    }
    expect(seen.size).toBe(256);
  });
});

describe('fjord layouts: what is drawn', () => {
  it('keeps every text, when laid out, inside the screen margins and above the bottom edge', () => {
    for (const c of cases) {
      const { drawn, spec } = detail(c);
      expect(drawn.contentBottom).toBeLessThanOrEqual(spec.height);
      for (const t of drawn.texts) {
        expect(t.x0, `${c.name}: ${t.text}`).toBeGreaterThanOrEqual(spec.pad / 2);
        expect(t.x1, `${c.name}: ${t.text}`).toBeLessThanOrEqual(spec.width - spec.pad / 2);
        expect(t.top).toBeGreaterThanOrEqual(0);
        expect(t.bottom, `${c.name}: ${t.text}`).toBeLessThanOrEqual(spec.height);
        expect(coveredBy(t.text, spec.font), t.text).toBe(true);
      }
    }
  });

  it('overlaps no two texts, when laid out', () => {
    for (const c of cases) {
      const texts = detail(c).drawn.texts;
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          const a = texts[i]!;
          const b = texts[j]!;
          const apart = a.x1 <= b.x0 + 1 || b.x1 <= a.x0 + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
          expect(apart, `${c.name}: "${a.text}" overlaps "${b.text}"`).toBe(true);
        }
      }
    }
  });

  it('draws the same SVG, when built twice (seeded, no clock)', () => {
    for (const spec of LAYOUT_SPECS.slice(0, 4)) {
      const store = storeFor(spec.key);
      for (const id of CASE_IDS) {
        const again = drawReceipt(spec, receiptFacts(spec, store, id));
        expect(again.svg).toBe(fjordCaseDetail(`fjord/${spec.key}/${id}`).drawn.svg);
      }
    }
  });

  it('estimates text widths, when rendered for real, within 3% of the ink', async () => {
    const sample = 'Transferência JOÃO CONCEIÇÃO 123.456.789-00 E18236120202611231042Ab12Cd34Ef5 wmMW';
    for (const font of FJORD_FONT_FAMILIES) {
      const size = 30;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="80"><rect width="2000" height="80" fill="#fff"/><text x="10" y="55" font-family="'${font}'" font-size="${size}" font-weight="bold">${sample}</text></svg>`;
      const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 10 }).toBuffer({ resolveWithObject: true });
      const estimate = measure(sample, font as typeof PROPORTIONAL_FONT, size);
      expect(Math.abs(info.width - estimate) / estimate).toBeLessThan(0.03);
    }
  });
});

describe('fjord layouts: the rendered files', () => {
  const sampleLayouts = ['sicredi', 'picpay', 'bb', 'neon', 'inter'];

  it('renders JPEGs, when asked, at the screen size (scaled when forwarded) with 4:2:0 chroma', async () => {
    for (const key of sampleLayouts) {
      const c = cases.find((k) => k.name === `fjord/${key}/correct-1`)!;
      const spec = detail(c).spec;
      const bytes = await c.content();
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.chromaSubsampling).toBe('4:2:0');
      const scale = spec.output.forwarded ? spec.output.scale : 1;
      expect(meta.width).toBe(Math.round(spec.width * scale));
      expect(Math.abs((meta.height ?? 0) - spec.height * scale)).toBeLessThanOrEqual(1);
      expect(await c.content()).toBe(bytes);
    }
  });

  it('reuses, when reused-file, the very bytes of correct-1', async () => {
    const reused = cases.find((k) => k.name === 'fjord/sicredi/reused-file')!;
    expect(reused.after).toBe('fjord/sicredi/correct-1');
    const first = cases.find((k) => k.name === reused.after)!;
    expect(Buffer.compare(await reused.content(), await first.content())).toBe(0);
    for (const c of byId('reused-file')) {
      expect(c.after).toBe(c.name.replace('reused-file', 'correct-1'));
      expect(detail(c).drawn.svg).toBe(fjordCaseDetail(c.after!).drawn.svg);
    }
  });

  it('renders the same bytes, when rendered again', async () => {
    const c = cases.find((k) => k.name === 'fjord/sicredi/key-2')!;
    const { spec, drawn } = detail(c);
    expect(Buffer.compare(await rasterise(spec, drawn.svg), await c.content())).toBe(0);
  });
});

describe('fjord layouts: the fonts check', () => {
  it('passes, when fc-list lists both families (with their localised names)', async () => {
    await expect(
      assertFjordLayoutFontsAvailable(async () => 'DejaVu Sans\nLexiGulim,렉시굴림\nIPAGothic,IPAゴシック\n'),
    ).resolves.toBeUndefined();
  });

  it('throws naming the apt packages, when fc-list lacks a family', async () => {
    await expect(assertFjordLayoutFontsAvailable(async () => 'LexiGulim\nDejaVu Sans\n')).rejects.toThrow(
      'apt-get install -y fonts-lexi-gulim fonts-ipafont-gothic && fc-cache -f',
    );
    await expect(assertFjordLayoutFontsAvailable(async () => '')).rejects.toThrow(/LexiGulim and IPAGothic/);
  });

  it('finds both families, when this machine’s fc-list runs', async () => {
    await expect(assertFjordLayoutFontsAvailable()).resolves.toBeUndefined();
  });
});
