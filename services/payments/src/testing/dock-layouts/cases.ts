// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { BANK_LAYOUTS, bankLayout } from './bank-layouts.js';
import {
  type BankLayout,
  type DockFamily,
  type Drawing,
  drawReceipt,
  type Party,
  type PrintedReceipt,
  printName,
  type ReceiptFacts,
  renderReceipt,
} from './bank-receipts.js';
import {
  documentKind,
  endToEndId,
  lookalikeDocument,
  otherDigitsDocument,
  type Rng,
  randomCnpj,
  randomCpf,
  seededRng,
} from './documents.js';
import {
  DESCRIPTIONS,
  FIRST_NAMES,
  OTHER_COMPANIES,
  STORE_DESCRIPTIONS,
  STORES,
  type StoreSpec,
  SURNAMES,
  storeFor,
} from './stores.js';

export type { DockFamily } from './bank-receipts.js';
export type DockGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type DockTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';
export type DockScenario =
  | 'name + masked CNPJ'
  | 'name + masked CPF'
  | 'truncated name'
  | 'key shown'
  | 'lookalike holder'
  | 'same name, other digits'
  | 'store as payer'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'description names the store'
  | 'near namesake'
  | 'reused file';

export interface DockLayoutCase {
  name: string;
  layout: string;
  family: DockFamily;
  theme: 'light' | 'dark';
  font: string;
  group: DockGroup;
  truth: DockTruth;
  /** The order's amount, dot decimal. */
  price: string;
  /** The store's configured values; recipientDocument digits only. */
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  /** For a reused file: the case whose order this same file already paid. */
  after?: string;
  endToEndId: string;
}

/** Every order is placed and judged at the same instants; receipts are dated around them. */
export const DOCK_ORDER_PLACED_AT = new Date('2026-11-23T12:00:00Z');
export const DOCK_JUDGED_AT = new Date('2026-11-23T18:00:00Z');

export const NEGATIVE_CASES: readonly { id: string; scenario: DockScenario; truth: DockTruth }[] = [
  { id: 'lookalike-holder', scenario: 'lookalike holder', truth: 'wrong recipient' },
  { id: 'same-name-other-digits', scenario: 'same name, other digits', truth: 'wrong recipient' },
  { id: 'store-as-payer', scenario: 'store as payer', truth: 'wrong recipient' },
  { id: 'wrong-amount', scenario: 'wrong amount', truth: 'wrong amount' },
  { id: 'paid-before-order', scenario: 'paid before the order', truth: 'paid before the order' },
  { id: 'scheduled', scenario: 'scheduled', truth: 'scheduled' },
  { id: 'description-names-store', scenario: 'description names the store', truth: 'wrong recipient' },
  { id: 'near-namesake', scenario: 'near namesake', truth: 'wrong recipient' },
  { id: 'reused-file', scenario: 'reused file', truth: 'reused' },
];

interface CaseRecord {
  name: string;
  layout: BankLayout;
  store: StoreSpec;
  scenario: DockScenario;
  group: DockGroup;
  truth: DockTruth;
  priceCents: number;
  facts: ReceiptFacts;
  /** For negatives: the correct receipt this one departs from. */
  base?: ReceiptFacts;
  after?: string;
}

const MINUTE = 60_000;

const LISTED_PRICES = [
  990, 1990, 2700, 3500, 4790, 5990, 7777, 8900, 9700, 12000, 14990, 18000, 22200, 25000, 29700, 33300, 35000, 42000,
  48000, 55500, 69000, 77700, 89000, 99900, 111100, 120000, 135000, 150000,
];

const OTHER_INSTITUTIONS = [
  ...BANK_LAYOUTS.map((layout) => layout.institution),
  'BCO COOPERATIVO SICREDI S.A.',
  'BCO BTG PACTUAL S.A.',
];

// Digital banks and payment institutions run a single branch.
const SINGLE_BRANCH = new Set(['nubank', 'inter', 'picpay', 'mercadopago', 'c6', 'pagbank', 'stone', 'cora', 'neon']);

function pickPrice(rng: Rng): number {
  return rng.next() < 0.5 ? rng.pick(LISTED_PRICES) : rng.int(990, 150_000);
}

function personName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  let middle = rng.pick(SURNAMES);
  while (middle === last) middle = rng.pick(SURNAMES);
  return `${first} ${middle} ${last}`;
}

function account(rng: Rng): string {
  return `${rng.int(10_000, 99_999_999)}-${rng.int(0, 9)}`;
}

function bystander(rng: Rng, kind: 'CPF' | 'CNPJ'): Party {
  return {
    name: kind === 'CPF' ? personName(rng) : rng.pick(OTHER_COMPANIES),
    document: kind === 'CPF' ? randomCpf(rng) : randomCnpj(rng),
    institution: rng.pick(OTHER_INSTITUTIONS),
    agency: String(rng.int(1, 9_999)).padStart(4, '0'),
    account: account(rng),
  };
}

function payerAt(layout: BankLayout, rng: Rng, name: string, document: string): Party {
  return {
    name,
    document,
    institution: layout.institution,
    agency: SINGLE_BRANCH.has(layout.key) ? '0001' : String(rng.int(100, 9_999)).padStart(4, '0'),
    account: account(rng),
  };
}

function storeParty(store: StoreSpec): Party {
  return {
    name: store.name,
    document: store.document,
    institution: store.institution,
    agency: store.agency,
    account: store.account,
  };
}

function describe(rng: Rng): string {
  return rng.pick(DESCRIPTIONS).replace('{n}', String(rng.int(1_000, 99_999)));
}

interface Draft {
  facts: ReceiptFacts;
  priceCents: number;
  suffix: string;
}

/** A correct receipt for this store: the holder's name and document, the order's amount, paid after the order. */
function correctDraft(layout: BankLayout, store: StoreSpec, seed: string, opts: { cut: boolean; key: boolean }): Draft {
  const rng = seededRng(seed);
  const priceCents = pickPrice(rng);
  const paidAt = new Date(DOCK_ORDER_PLACED_AT.getTime() + rng.int(1, 299) * MINUTE + rng.int(0, 59) * 1000);
  const payer = payerAt(layout, rng, personName(rng), randomCpf(rng));
  const suffix = rng.chars(11, layout.e2e.alphabet);
  const facts: ReceiptFacts = {
    status: 'paid',
    amountCents: priceCents,
    paidAt,
    createdAt: paidAt,
    recipient: storeParty(store),
    payer,
    endToEndId: endToEndId(layout.ispb, paidAt, suffix),
    cutNames: opts.cut,
  };
  if (rng.next() < 0.4) facts.description = describe(rng);
  if (opts.key) facts.pixKey = store.pixKey;
  return { facts, priceCents, suffix };
}

function withPaidAt(layout: BankLayout, draft: Draft, paidAt: Date, createdAt: Date): ReceiptFacts {
  return { ...draft.facts, paidAt, createdAt, endToEndId: endToEndId(layout.ispb, paidAt, draft.suffix) };
}

function negativeFacts(layout: BankLayout, store: StoreSpec, id: string, draft: Draft, rng: Rng): ReceiptFacts {
  const base = draft.facts;
  const kind = documentKind(store.document);
  switch (id) {
    case 'lookalike-holder': {
      const other = bystander(rng, kind);
      return { ...base, recipient: { ...other, document: lookalikeDocument(store.document, rng) } };
    }
    case 'same-name-other-digits':
      return {
        ...base,
        recipient: { ...bystander(rng, kind), name: store.name, document: otherDigitsDocument(store.document, rng) },
      };
    case 'store-as-payer':
      return {
        ...base,
        recipient: bystander(rng, 'CPF'),
        payer: payerAt(layout, rng, store.name, store.document),
      };
    case 'wrong-amount': {
      const delta = rng.pick([-2_000, -1_000, -500, -100, -90, -10, -1, 1, 10, 50, 100, 1_000, 2_500]);
      const amount = base.amountCents + delta < 100 ? base.amountCents + Math.abs(delta) : base.amountCents + delta;
      return { ...base, amountCents: amount };
    }
    case 'paid-before-order': {
      const paidAt = new Date(DOCK_ORDER_PLACED_AT.getTime() - rng.int(20, 179) * MINUTE - rng.int(0, 59) * 1000);
      return withPaidAt(layout, draft, paidAt, paidAt);
    }
    case 'scheduled': {
      // Scheduled after the order, for a day after the judging; a scheduled Pix runs in the early morning.
      const day = rng.int(24, 35);
      const runsAt = new Date(Date.UTC(2026, 10, day, 9 + rng.int(0, 2), rng.int(0, 59), rng.int(0, 59)));
      return { ...withPaidAt(layout, draft, runsAt, base.createdAt), status: 'scheduled' };
    }
    case 'description-names-store': {
      const template = rng.pick(STORE_DESCRIPTIONS);
      const description = template.replace('{store}', store.name).replace('{n}', String(rng.int(1_000, 99_999)));
      return { ...base, recipient: bystander(rng, 'CPF'), description };
    }
    case 'near-namesake':
      return {
        ...base,
        recipient: {
          ...bystander(rng, kind),
          name: store.namesake,
          document: otherDigitsDocument(store.document, rng),
        },
      };
    default:
      throw new Error(`unknown negative ${id}`);
  }
}

function buildLayout(layout: BankLayout): CaseRecord[] {
  const store = storeFor(layout.key);
  const docGroup: DockGroup = documentKind(store.document) === 'CPF' ? 'name + masked CPF' : 'name + masked CNPJ';
  const records: CaseRecord[] = [];
  const prefix = `dock/${layout.key}`;
  for (let i = 1; i <= 6; i++) {
    const name = `${prefix}/correct-${i}`;
    const cut = i > 4;
    const draft = correctDraft(layout, store, name, { cut, key: false });
    const group: DockGroup = cut ? 'truncated name' : docGroup;
    records.push({ name, layout, store, scenario: group, group, truth: 'correct', ...draft });
  }
  for (let i = 1; i <= 2; i++) {
    const name = `${prefix}/key-${i}`;
    const draft = correctDraft(layout, store, name, { cut: false, key: true });
    records.push({ name, layout, store, scenario: 'key shown', group: 'key shown', truth: 'correct', ...draft });
  }
  for (const negative of NEGATIVE_CASES) {
    const name = `${prefix}/${negative.id}`;
    const common = {
      name,
      layout,
      store,
      scenario: negative.scenario,
      group: 'negative' as const,
      truth: negative.truth,
    };
    const rng = seededRng(`${name}#negative`);
    if (negative.id === 'reused-file') {
      const source = records[rng.int(0, 5)];
      if (!source) throw new Error('no correct receipt to reuse');
      records.push({
        ...common,
        priceCents: source.priceCents,
        facts: source.facts,
        base: source.facts,
        after: source.name,
      });
      continue;
    }
    const draft = correctDraft(layout, store, name, { cut: false, key: false });
    const facts = negativeFacts(layout, store, negative.id, draft, rng);
    records.push({ ...common, priceCents: draft.priceCents, facts, base: draft.facts });
  }
  return records;
}

let cache: CaseRecord[] | undefined;

function records(): CaseRecord[] {
  cache ??= BANK_LAYOUTS.flatMap(buildLayout).sort((a, b) =>
    a.layout.key === b.layout.key ? (a.name < b.name ? -1 : 1) : a.layout.key < b.layout.key ? -1 : 1,
  );
  return cache;
}

function record(name: string): CaseRecord {
  const found = records().find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no dock case ${name}`);
  return found;
}

const price = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function dockLayoutCases(): DockLayoutCase[] {
  return records().map((r) => {
    const out: DockLayoutCase = {
      name: r.name,
      layout: r.layout.key,
      family: r.layout.family,
      theme: r.layout.theme,
      font: r.layout.mono ? 'Ikarius ADF Std + mononoki' : 'Ikarius ADF Std',
      group: r.group,
      truth: r.truth,
      price: price(r.priceCents),
      payee: { pixKey: r.store.pixKey, recipientName: r.store.name, recipientDocument: r.store.document },
      contentType: 'image/jpeg',
      content: () => renderReceipt(r.layout, drawReceipt(r.layout, r.facts)),
      endToEndId: r.facts.endToEndId,
    };
    if (r.after) out.after = r.after;
    return out;
  });
}

export interface DockLayoutReceipt {
  name: string;
  layout: BankLayout;
  scenario: DockScenario;
  group: DockGroup;
  truth: DockTruth;
  priceCents: number;
  facts: ReceiptFacts;
  base?: ReceiptFacts;
  after?: string;
  printed: PrintedReceipt;
  drawing: Drawing;
}

/** What was drawn for a case, and the correct receipt a negative departs from. */
export function dockLayoutReceipt(name: string): DockLayoutReceipt {
  const r = record(name);
  const drawing = drawReceipt(r.layout, r.facts);
  const out: DockLayoutReceipt = {
    name: r.name,
    layout: r.layout,
    scenario: r.scenario,
    group: r.group,
    truth: r.truth,
    priceCents: r.priceCents,
    facts: r.facts,
    printed: drawing.printed,
    drawing,
  };
  if (r.base) out.base = r.base;
  if (r.after) out.after = r.after;
  return out;
}

export function dockLayoutScenario(name: string): DockScenario {
  return record(name).scenario;
}

/** The store a layout's receipts pay; `short` is its name as the bank prints it on the cut-name receipts. */
export function dockStore(layout: string): { name: string; document: string; pixKey: string; short: string } {
  const store = storeFor(layout);
  return {
    name: store.name,
    document: store.document,
    pixKey: store.pixKey,
    short: printName(store.name, bankLayout(layout), true),
  };
}

export function allCorpusNames(): string[] {
  const names = new Set<string>();
  for (const store of STORES) {
    names.add(store.name);
    names.add(store.namesake);
  }
  for (const r of records()) {
    for (const facts of [r.facts, r.base]) {
      if (!facts) continue;
      names.add(facts.recipient.name);
      names.add(facts.payer.name);
    }
  }
  return [...names].sort();
}

export function allCorpusDescriptions(): string[] {
  const texts = new Set<string>([...DESCRIPTIONS, ...STORE_DESCRIPTIONS]);
  for (const r of records()) {
    for (const facts of [r.facts, r.base]) {
      if (facts?.description) texts.add(facts.description);
    }
  }
  return [...texts].sort();
}
