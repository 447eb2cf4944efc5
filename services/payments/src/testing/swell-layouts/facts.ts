// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import {
  BANKS,
  type Bank,
  DESCRIPTIONS,
  DESCRIPTIONS_NAMING_STORE,
  type DocKind,
  LOOKALIKE_COMPANY_NAMES,
  LOOKALIKE_PERSON_NAMES,
  OTHER_COMPANY_NAMES,
  OTHER_PERSON_NAMES,
  PAYER_NAMES,
  STORES,
  type Store,
} from './people.js';
import { type DatePiece, formatDate, type LayoutSpec, MONO, maskFor } from './specs.js';
import {
  applyMask,
  cnpjFromBase,
  cpfFromBase,
  money,
  plain,
  type Rng,
  seededRng,
  visibleDigits,
  visiblePositions,
} from './text.js';

export const CASE_IDS = [
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
export type CaseId = (typeof CASE_IDS)[number];

export type Group = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type Truth = 'correct' | 'wrong recipient' | 'wrong amount' | 'paid before the order' | 'scheduled' | 'reused';

/** The order is placed at 09:00 and judged at 15:00 in São Paulo on 23/11/2026. */
export const ORDER_PLACED_AT = new Date('2026-11-23T12:00:00Z');
export const JUDGED_AT = new Date('2026-11-23T18:00:00Z');

export type KeyKind = 'email' | 'phone' | 'evp' | 'cpf' | 'cnpj';

export interface KeyFacts {
  kind: KeyKind;
  /** As the product saves it. */
  raw: string;
  /** As the app prints it. */
  shown: string;
}

export interface PartyFacts {
  /** The full name. */
  name: string;
  /** The name as printed (upper-cased and/or cut by the app). */
  shownName: string;
  kind: DocKind;
  document: string;
  /** The masked document as printed, or null when the receipt shows none. */
  shownDocument: string | null;
  mask: string;
  bank: Bank;
  agency: string;
  account: string;
  isStore: boolean;
}

export interface SwellFacts {
  layout: string;
  caseId: CaseId;
  group: Group;
  truth: Truth;
  store: Store;
  priceCents: number;
  amountCents: number;
  amountText: string;
  /** The instant of the payment (for the scheduled case: of the scheduled date); the End-to-End id carries it. */
  paidAt: Date;
  scheduled: boolean;
  datePieces: DatePiece[];
  recipient: PartyFacts;
  payer: PartyFacts;
  key: KeyFacts | null;
  description: string | null;
  endToEndId: string;
  authCode: string;
}

const OTHER_BANKS: readonly Bank[] = Object.values(BANKS);

export function storeFor(spec: LayoutSpec): Store {
  const store = STORES.find((candidate) => candidate.id === spec.storeId);
  if (!store) throw new Error(`no store ${spec.storeId}`);
  return store;
}

/** The name as the layout prints it (before any cut). */
export function displayName(spec: LayoutSpec, name: string): string {
  if (!spec.upperNames) return name;
  return spec.font === MONO ? plain(name) : name.toUpperCase();
}

export function truncateName(spec: LayoutSpec, shown: string): string {
  if (shown.length <= spec.nameLimit) throw new Error(`${spec.key}: ${shown} is not longer than ${spec.nameLimit}`);
  return shown.slice(0, spec.nameLimit).trimEnd() + spec.ellipsis;
}

function randomDocument(rng: Rng, kind: DocKind): string {
  return kind === 'cpf' ? cpfFromBase(rng.digits(9)) : cnpjFromBase(`${rng.digits(8)}0001`);
}

/** Another valid document of the same kind whose visible digits under the mask equal the given one's. */
export function lookalikeDocument(rng: Rng, document: string, kind: DocKind, mask: string): string {
  const visible = new Set(visiblePositions(mask));
  const baseLength = kind === 'cpf' ? 9 : 12;
  const target = visibleDigits(document, mask);
  for (let attempt = 0; attempt < 200_000; attempt++) {
    let base = '';
    for (let i = 0; i < baseLength; i++) base += visible.has(i) ? document[i] : rng.digits(1);
    const candidate = kind === 'cpf' ? cpfFromBase(base) : cnpjFromBase(base);
    if (candidate !== document && visibleDigits(candidate, mask) === target) return candidate;
  }
  throw new Error(`no look-alike for ${document} under ${mask}`);
}

/** Another valid document whose visible digits differ from the given one's in at least two places. */
export function otherDigitsDocument(rng: Rng, document: string, kind: DocKind, mask: string): string {
  const target = visibleDigits(document, mask);
  for (;;) {
    const candidate = randomDocument(rng, kind);
    const shown = visibleDigits(candidate, mask);
    let differences = 0;
    for (let i = 0; i < shown.length; i++) if (shown[i] !== target[i]) differences++;
    if (differences >= 2) return candidate;
  }
}

function evpFor(seed: string): string {
  const rng = seededRng(`evp:${seed}`);
  return `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.hex(3)}-${rng.hex(12)}`;
}

function phoneShown(raw: string, style: number): string {
  const ddd = raw.slice(3, 5);
  const number = raw.slice(5);
  const local = `${number.slice(0, 5)}-${number.slice(5)}`;
  if (style === 0) return `+55 (${ddd}) ${local}`;
  if (style === 1) return `(${ddd}) ${local}`;
  return `+55 ${ddd} ${local}`;
}

function keyFacts(
  spec: LayoutSpec,
  store: Store,
  kind: 'email' | 'phone' | 'evp' | 'document',
  index: number,
): KeyFacts {
  switch (kind) {
    case 'email':
      return { kind, raw: store.email, shown: store.email };
    case 'phone':
      return { kind, raw: store.phone, shown: phoneShown(store.phone, index % 3) };
    case 'evp': {
      const evp = evpFor(store.id);
      return { kind, raw: evp, shown: evp };
    }
    case 'document':
      return { kind: store.kind, raw: store.document, shown: applyMask(store.document, maskFor(spec, store.kind)) };
  }
}

/** The Pix key the store configured for a case: key-2 shows a key that is not the document. */
export function storeKey(spec: LayoutSpec, layoutIndex: number, caseId: CaseId): KeyFacts {
  const store = storeFor(spec);
  if (caseId === 'key-2') {
    return keyFacts(spec, store, (['phone', 'evp', 'email'] as const)[layoutIndex % 3] as 'phone', layoutIndex);
  }
  return keyFacts(
    spec,
    store,
    (['email', 'phone', 'evp', 'document'] as const)[layoutIndex % 4] as 'email',
    layoutIndex,
  );
}

function sp(day: number, hour: number, minute: number, second: number): Date {
  return new Date(Date.UTC(2026, 10, day, hour + 3, minute, second));
}

function paymentTime(rng: Rng, caseId: CaseId, layoutIndex: number): { at: Date; scheduled: boolean } {
  if (caseId === 'paid-before-order') {
    const day = [22, 22, 21, 20, 19][layoutIndex % 5] as number;
    return { at: sp(day, rng.int(8, 20), rng.int(0, 59), rng.int(0, 59)), scheduled: false };
  }
  if (caseId === 'scheduled') {
    const day = [25, 24, 26, 27, 30][layoutIndex % 5] as number;
    return { at: sp(day, 6, 0, 0), scheduled: true };
  }
  // Between 09:05 and 14:55 in São Paulo.
  const minutes = rng.int(5, 354);
  return { at: sp(23, 9 + Math.floor(minutes / 60), minutes % 60, rng.int(0, 59)), scheduled: false };
}

/** yyyyMMddHHmm of the UTC instant. */
export function utcStamp(at: Date): string {
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}${p2(at.getUTCMonth() + 1)}${p2(at.getUTCDate())}${p2(at.getUTCHours())}${p2(at.getUTCMinutes())}`;
}

function wrongAmount(rng: Rng, price: number, layoutIndex: number): number {
  const way = layoutIndex % 3;
  if (way === 0) {
    const delta = rng.int(1, 9) * 10 + rng.int(0, 9);
    return price > 200 && rng.next() < 0.5 ? price - delta : price + delta;
  }
  if (way === 1) {
    const digits = String(price).split('');
    for (let i = digits.length - 2; i >= 0; i--) {
      if (digits[i] !== digits[i + 1] && !(i === 0 && digits[1] === '0')) {
        [digits[i], digits[i + 1]] = [digits[i + 1] as string, digits[i] as string];
        return Number(digits.join(''));
      }
    }
    return price + 100;
  }
  const tens = rng.int(1, 4) * 1000;
  return price > tens + 500 && rng.next() < 0.5 ? price - tens : price + tens;
}

function groupOf(caseId: CaseId, store: Store): Group {
  if (caseId.startsWith('correct-')) {
    if (caseId === 'correct-5' || caseId === 'correct-6') return 'truncated name';
    return store.kind === 'cnpj' ? 'name + masked CNPJ' : 'name + masked CPF';
  }
  if (caseId === 'key-1' || caseId === 'key-2') return 'key shown';
  return 'negative';
}

function truthOf(caseId: CaseId): Truth {
  if (caseId.startsWith('correct-') || caseId.startsWith('key-')) return 'correct';
  if (caseId === 'wrong-amount') return 'wrong amount';
  if (caseId === 'paid-before-order') return 'paid before the order';
  if (caseId === 'scheduled') return 'scheduled';
  if (caseId === 'reused-file') return 'reused';
  return 'wrong recipient';
}

function account(rng: Rng): string {
  return `${rng.digits(rng.int(5, 8))}-${rng.digits(1)}`;
}

/** The facts of one case; reused-file carries the facts of correct-1. */
export function buildFacts(spec: LayoutSpec, layoutIndex: number, caseId: CaseId): SwellFacts {
  if (caseId === 'reused-file')
    return { ...buildFacts(spec, layoutIndex, 'correct-1'), caseId, group: 'negative', truth: 'reused' };
  const store = storeFor(spec);
  const caseIndex = CASE_IDS.indexOf(caseId);
  const rng = seededRng(`swell:${spec.key}:${caseId}`);
  const storeMask = maskFor(spec, store.kind);

  const storeParty: PartyFacts = {
    name: store.name,
    shownName: displayName(spec, store.name),
    kind: store.kind,
    document: store.document,
    shownDocument: applyMask(store.document, storeMask),
    mask: storeMask,
    bank: store.bank,
    agency: store.agency,
    account: store.account,
    isStore: true,
  };
  const other = (name: string, kind: DocKind, document: string): PartyFacts => ({
    name,
    shownName: displayName(spec, name),
    kind,
    document,
    shownDocument: applyMask(document, maskFor(spec, kind)),
    mask: maskFor(spec, kind),
    bank: rng.pick(OTHER_BANKS),
    agency: rng.digits(4),
    account: account(rng),
    isStore: false,
  });
  const payerName = PAYER_NAMES[(layoutIndex * 5 + caseIndex) % PAYER_NAMES.length] as string;
  let payer: PartyFacts = { ...other(payerName, 'cpf', randomDocument(rng, 'cpf')), bank: spec.bank };

  let recipient: PartyFacts = storeParty;
  let key: KeyFacts | null = null;
  let description: string | null =
    caseIndex % 3 === 1 ? (DESCRIPTIONS[(layoutIndex + caseIndex) % DESCRIPTIONS.length] as string) : null;
  const otherPersonName = OTHER_PERSON_NAMES[(layoutIndex + caseIndex) % OTHER_PERSON_NAMES.length] as string;

  switch (caseId) {
    case 'correct-5':
    case 'correct-6':
      recipient = { ...storeParty, shownName: truncateName(spec, storeParty.shownName) };
      break;
    case 'key-1':
      key = storeKey(spec, layoutIndex, caseId);
      break;
    case 'key-2':
      key = storeKey(spec, layoutIndex, caseId);
      recipient = { ...storeParty, shownDocument: null };
      break;
    case 'lookalike-holder': {
      const names = store.kind === 'cpf' ? LOOKALIKE_PERSON_NAMES : LOOKALIKE_COMPANY_NAMES;
      const name = names[layoutIndex % names.length] as string;
      recipient = other(name, store.kind, lookalikeDocument(rng, store.document, store.kind, storeMask));
      break;
    }
    case 'same-name-other-digits':
      recipient = {
        ...other(store.name, store.kind, otherDigitsDocument(rng, store.document, store.kind, storeMask)),
      };
      break;
    case 'store-as-payer':
      payer = { ...storeParty, bank: spec.bank, agency: rng.digits(4), account: account(rng) };
      recipient = other(otherPersonName, 'cpf', randomDocument(rng, 'cpf'));
      break;
    case 'description-names-store': {
      recipient =
        layoutIndex % 2 === 0
          ? other(otherPersonName, 'cpf', randomDocument(rng, 'cpf'))
          : other(
              OTHER_COMPANY_NAMES[layoutIndex % OTHER_COMPANY_NAMES.length] as string,
              'cnpj',
              randomDocument(rng, 'cnpj'),
            );
      const template = DESCRIPTIONS_NAMING_STORE[layoutIndex % DESCRIPTIONS_NAMING_STORE.length] as string;
      description = template.replace('{store}', store.name);
      break;
    }
    case 'near-namesake':
      recipient = other(store.nearName, store.kind, otherDigitsDocument(rng, store.document, store.kind, storeMask));
      break;
    default:
      break;
  }

  const amountCents = caseId === 'wrong-amount' ? wrongAmount(rng, store.priceCents, layoutIndex) : store.priceCents;
  const { at, scheduled } = paymentTime(rng, caseId, layoutIndex);
  const endToEndId = `E${spec.bank.ispb}${utcStamp(at)}${rng.alnum(11)}`;
  return {
    layout: spec.key,
    caseId,
    group: groupOf(caseId, store),
    truth: truthOf(caseId),
    store,
    priceCents: store.priceCents,
    amountCents,
    amountText: money(amountCents),
    paidAt: at,
    scheduled,
    datePieces: formatDate(spec.dateStyle, at, scheduled),
    recipient,
    payer,
    key,
    description,
    endToEndId,
    authCode: rng.hex(24).toUpperCase(),
  };
}
