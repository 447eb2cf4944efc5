// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/**
 * The marina corpus: 16 Brazilian bank apps' Pix receipts × 17 cases each (six correct payments, two that show
 * the store's Pix key, nine negatives), drawn from scratch and rendered to JPEG. A held-out measure only.
 */

import { otherDocumentLike } from './documents.js';
import type { Drawing } from './drawing.js';
import { brl, pad2, type ReceiptFacts, saoPaulo } from './facts.js';
import { fontOf } from './fonts.js';
import { CUTS_OFTEN, layoutReceipt, layoutSpec } from './layouts.js';
import {
  DESCRIPTIONS,
  descriptionNamingStore,
  holderParty,
  INSTITUTIONS,
  LAYOUT_KEYS,
  type LayoutKey,
  type MarinaStore,
  OTHER_RECIPIENTS,
  otherRecipientParty,
  PAYERS,
  type Party,
  payerParty,
  storeDetails,
} from './people.js';
import { Rng } from './random.js';
import { renderJpeg } from './render.js';

export { assertMarinaLayoutFontsAvailable } from './fonts.js';

export type MarinaGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type MarinaTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface MarinaLayoutCase {
  name: string;
  layout: string;
  family: string;
  theme: 'light' | 'dark';
  font: string;
  group: MarinaGroup;
  truth: MarinaTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

/** Every order is placed at 09:00 in São Paulo and judged six hours later. */
export const MARINA_ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const MARINA_JUDGED_AT = '2026-11-23T18:00:00Z';
export const MARINA_SCHEDULED_FOR = '2026-11-25';

export const MARINA_CASE_IDS = [
  'correct-1',
  'correct-2',
  'correct-3',
  'correct-4',
  'correct-5',
  'correct-6',
  'key-1',
  'key-2',
  'lookalike-holder',
  'same-name-other-digits',
  'store-as-payer',
  'wrong-amount',
  'paid-before-order',
  'scheduled',
  'description-names-store',
  'near-namesake',
  'reused-file',
] as const;

export type MarinaCaseId = (typeof MARINA_CASE_IDS)[number];

interface Built {
  layout: LayoutKey;
  id: MarinaCaseId;
  facts: ReceiptFacts;
  priceCents: number;
  group: MarinaGroup;
  truth: MarinaTruth;
  after?: string;
  /** The case whose file this one is (itself, or correct-1 for the reused file). */
  file: string;
  scenario: string;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789ABCDEF';

function caseName(layout: LayoutKey, id: MarinaCaseId): string {
  return `marina/${layout}/${id}`;
}

/** The order prices of one layout's first 16 cases (the reused file repeats correct-1's), in cents. */
function prices(layout: LayoutKey): number[] {
  const rng = new Rng(`marina-prices/${layout}`);
  const out: number[] = [];
  for (let i = 0; i < 16; i++) {
    const style = [0, 1, 3, 2][i % 4];
    let cents: number;
    if (style === 0) cents = rng.int(10, 99) * 100 + rng.pick([90, 0, 50, 99, 45]);
    else if (style === 1) cents = rng.int(100, 480) * 100 + rng.int(1, 99);
    else if (style === 2) cents = rng.int(2, 60) * 1000;
    else cents = rng.int(1000, 1499) * 100 + rng.pick([0, 90, 50, 0]);
    out.push(cents);
  }
  return out;
}

/** The amount a "wrong amount" receipt shows: R$ 1 or R$ 10 less, or two digits swapped. */
export function wrongAmount(price: number, variant: number): number {
  if (variant % 3 === 0 && price > 1100) return price - 1000;
  if (variant % 3 === 1) {
    const digits = String(Math.floor(price / 100)).split('');
    if (digits.length >= 2) {
      const i = digits.length - 2;
      const [a, b] = [digits[i], digits[i + 1]];
      if (a !== undefined && b !== undefined && a !== b) {
        digits[i] = b;
        digits[i + 1] = a;
        return Number(digits.join('')) * 100 + (price % 100);
      }
    }
  }
  return price - 100;
}

function utcStamp(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}`;
}

function minutesFromOrder(minutes: number, seconds: number): string {
  return new Date(Date.parse(MARINA_ORDER_PLACED_AT) + minutes * 60_000 + seconds * 1000).toISOString();
}

function localText(iso: string): string {
  const t = saoPaulo(iso);
  return `${pad2(t.day)}/${pad2(t.month)}/${t.year} ${pad2(t.hour)}:${pad2(t.minute)}`;
}

function who(party: Party): string {
  return `${party.name} (${party.document.length === 11 ? 'CPF' : 'CNPJ'} ${party.document})`;
}

const builtCache = new Map<string, Built>();

function build(layout: LayoutKey, id: MarinaCaseId): Built {
  const name = caseName(layout, id);
  const cached = builtCache.get(name);
  if (cached) return cached;
  const built = buildUncached(layout, id);
  builtCache.set(name, built);
  return built;
}

function buildUncached(layout: LayoutKey, id: MarinaCaseId): Built {
  const name = caseName(layout, id);
  const li = LAYOUT_KEYS.indexOf(layout);
  const index = MARINA_CASE_IDS.indexOf(id);
  const store = storeDetails(layout);
  const spec = layoutSpec(layout);
  if (id === 'reused-file') {
    const first = build(layout, 'correct-1');
    return {
      ...first,
      id,
      group: 'negative',
      truth: 'reused',
      after: first.file,
      scenario: `${spec.bank}: the very file of ${first.file} sent again for a second order of the same price (R$ ${brl(first.priceCents)}) — expected: reused`,
    };
  }
  const rng = new Rng(name);
  const priceCents = prices(layout)[index] ?? 4990;
  const payerName = PAYERS[(li * 5 + index) % PAYERS.length] ?? 'Adélia Marques Toscano';
  let payer = payerParty(payerName, layout, rng);
  let recipient: Party = store.account;
  let amountCents = priceCents;
  let at = minutesFromOrder(rng.int(3, 355), rng.int(0, 59));
  let description: string | undefined =
    (li + index) % 3 !== 0 ? DESCRIPTIONS[(li * 3 + index) % DESCRIPTIONS.length] : undefined;
  let truncatedName = false;
  let recipientKey: string | undefined;
  let scheduledFor: string | undefined;
  let group: MarinaGroup = 'negative';
  let truth: MarinaTruth = 'wrong recipient';
  let what: string;
  const otherKindDoc = () => otherDocumentLike(store.document, rng);
  switch (id) {
    case 'correct-1':
    case 'correct-2':
    case 'correct-3':
    case 'correct-4':
    case 'correct-5':
    case 'correct-6':
      truth = 'correct';
      truncatedName = id === 'correct-5' || (id === 'correct-6' && CUTS_OFTEN.has(layout));
      group = truncatedName ? 'truncated name' : store.kind === 'cpf' ? 'name + masked CPF' : 'name + masked CNPJ';
      what = truncatedName ? 'to the store, its name cut by the bank' : 'to the store';
      break;
    case 'key-1':
    case 'key-2':
      truth = 'correct';
      group = 'key shown';
      recipientKey = store.pixKey;
      what = `to the store, showing its Pix key ${store.pixKey}`;
      break;
    case 'lookalike-holder':
      recipient = holderParty(store.lookalike, otherKindDoc(), rng.pick(LAYOUT_KEYS), rng);
      what = `to ${who(recipient)}, whose name shares words with the store's`;
      break;
    case 'same-name-other-digits':
      recipient = holderParty(store.name, otherKindDoc(), rng.pick(LAYOUT_KEYS), rng);
      what = `to a holder of the store's exact name but another document ${recipient.document}`;
      break;
    case 'store-as-payer':
      payer = holderParty(store.name, store.document, layout, rng);
      recipient = otherRecipientParty(li, rng);
      what = `paid BY the store to ${who(recipient)}`;
      break;
    case 'wrong-amount':
      amountCents = wrongAmount(priceCents, li);
      truth = 'wrong amount';
      what = `to the store but of R$ ${brl(amountCents)}`;
      break;
    case 'paid-before-order': {
      const minutes = rng.int(21, 179);
      at = minutesFromOrder(-minutes, rng.int(0, 59));
      truth = 'paid before the order';
      what = 'to the store, before the order was placed';
      break;
    }
    case 'scheduled':
      at = minutesFromOrder(rng.int(5, 200), rng.int(0, 59));
      scheduledFor = MARINA_SCHEDULED_FOR;
      truth = 'scheduled';
      what = `to the store, only scheduled for ${MARINA_SCHEDULED_FOR}`;
      break;
    case 'description-names-store':
      recipient = otherRecipientParty(li + 3, rng);
      description = descriptionNamingStore(store);
      what = `to ${who(recipient)}, the message naming the store`;
      break;
    case 'near-namesake':
      recipient = holderParty(store.namesake, otherKindDoc(), rng.pick(LAYOUT_KEYS), rng);
      what = `to the near namesake ${who(recipient)}`;
      break;
  }
  const facts: ReceiptFacts = {
    layout,
    amountCents,
    at,
    recipient,
    payer,
    truncatedName,
    endToEndId: `E${INSTITUTIONS[layout].ispb}${utcStamp(at)}${rng.chars(11, ALNUM)}`,
    authentication: rng.chars(32, HEX),
    operation: rng.digits(11),
  };
  if (scheduledFor) facts.scheduledFor = scheduledFor;
  if (recipientKey) facts.recipientKey = recipientKey;
  if (description) facts.description = description;
  const scenario =
    `${spec.bank} receipt: a Pix of R$ ${brl(amountCents)} ${what}, ${scheduledFor ? 'scheduled' : 'paid'} ` +
    `${localText(at)} (São Paulo) by ${payer.name}; order of R$ ${brl(priceCents)} placed ${localText(MARINA_ORDER_PLACED_AT)} ` +
    `to ${store.name} — expected: ${truth}`;
  return { layout, id, facts, priceCents, group, truth, file: name, scenario };
}

function parseName(name: string): { layout: LayoutKey; id: MarinaCaseId } {
  const [prefix, layout, id] = name.split('/');
  if (
    prefix !== 'marina' ||
    !LAYOUT_KEYS.includes(layout as LayoutKey) ||
    !MARINA_CASE_IDS.includes(id as MarinaCaseId)
  ) {
    throw new Error(`marina-layouts: no case named ${name}`);
  }
  return { layout: layout as LayoutKey, id: id as MarinaCaseId };
}

const drawingCache = new Map<string, Drawing>();
const contentCache = new Map<string, Promise<Buffer>>();

function drawingOf(built: Built): Drawing {
  let drawing = drawingCache.get(built.file);
  if (!drawing) {
    drawing = layoutReceipt(built.facts);
    drawingCache.set(built.file, drawing);
  }
  return drawing;
}

function contentOf(built: Built): Promise<Buffer> {
  let content = contentCache.get(built.file);
  if (!content) {
    content = renderJpeg(drawingOf(built));
    content.catch(() => contentCache.delete(built.file));
    contentCache.set(built.file, content);
  }
  return content;
}

/** The laid-out receipt of one case (the drawing the JPEG is rendered from) and the facts it shows. */
export function marinaLayoutReceipt(name: string): { drawing: Drawing; layout: string; facts: ReceiptFacts } {
  const { layout, id } = parseName(name);
  const built = build(layout, id);
  return { drawing: drawingOf(built), layout, facts: built.facts };
}

/** One line saying what the case's receipt shows and what a reader should conclude. */
export function marinaLayoutScenario(name: string): string {
  const { layout, id } = parseName(name);
  return build(layout, id).scenario;
}

/** The store a layout's orders are for, as its owner configured it. */
export function marinaStore(layout: string): MarinaStore {
  if (!LAYOUT_KEYS.includes(layout as LayoutKey)) throw new Error(`marina-layouts: no layout ${layout}`);
  const store = storeDetails(layout as LayoutKey);
  return { name: store.name, document: store.document, pixKey: store.pixKey, short: store.short };
}

export function marinaLayoutCases(): MarinaLayoutCase[] {
  const cases: MarinaLayoutCase[] = [];
  for (const layout of LAYOUT_KEYS) {
    const spec = layoutSpec(layout);
    const font = fontOf(spec.face);
    const store = storeDetails(layout);
    for (const id of MARINA_CASE_IDS) {
      const built = build(layout, id);
      const item: MarinaLayoutCase = {
        name: caseName(layout, id),
        layout,
        family: font.family,
        theme: spec.theme,
        font: font.font,
        group: built.group,
        truth: built.truth,
        price: (built.priceCents / 100).toFixed(2),
        payee: { pixKey: store.pixKey, recipientName: store.name, recipientDocument: store.document },
        contentType: 'image/jpeg',
        content: () => contentOf(built),
        endToEndId: built.facts.endToEndId,
      };
      if (built.after) item.after = built.after;
      cases.push(item);
    }
  }
  return cases.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every invented person or company name in the corpus: stores, their namesakes and lookalikes, payers, others. */
export function allCorpusNames(): string[] {
  const names = new Set<string>([...PAYERS, ...OTHER_RECIPIENTS.map((other) => other.name)]);
  for (const layout of LAYOUT_KEYS) {
    const store = storeDetails(layout);
    for (const name of [store.name, store.short, store.namesake, store.lookalike]) names.add(name);
    for (const id of MARINA_CASE_IDS) {
      const { facts } = build(layout, id);
      names.add(facts.recipient.name);
      names.add(facts.payer.name);
    }
  }
  return [...names].sort();
}

/** Every invented payment description ("Mensagem") in the corpus. */
export function allCorpusDescriptions(): string[] {
  const descriptions = new Set<string>(DESCRIPTIONS);
  for (const layout of LAYOUT_KEYS) {
    for (const id of MARINA_CASE_IDS) {
      const { facts } = build(layout, id);
      if (facts.description) descriptions.add(facts.description);
    }
  }
  return [...descriptions].sort();
}
