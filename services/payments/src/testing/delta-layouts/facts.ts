// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { type Bank, bank, DESCRIPTIONS, type KeyKind, OTHERS, PAYERS, STORES } from './people.js';
import { type LayoutSpec, maskFor } from './specs.js';
import {
  applyMask,
  cutName,
  DIGITS,
  type DocMask,
  formatCnpj,
  formatPhoneKey,
  makeCnpj,
  makeCpf,
  makeEndToEndId,
  makeEvp,
  type Rng,
  rngFrom,
  spInstant,
  titleCase,
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

/** The order is placed at 09:00 São Paulo on 23/11/2026; the judge looks at 15:00. */
export const ORDER_PLACED_AT = new Date('2026-11-23T12:00:00Z');
export const JUDGE_NOW = new Date('2026-11-23T18:00:00Z');
export const SCHEDULED_FOR = spInstant(2026, 11, 25, 0, 0);

export interface PixKey {
  kind: KeyKind;
  /** As the store typed it (e-mail lower-case, +55… phone, uuid, document digits). */
  raw: string;
}

export interface Store {
  layout: string;
  name: string;
  kind: 'cpf' | 'cnpj';
  document: string;
  key: PixKey;
  /** A key that is not a document: the store's key when it is not one, else its second key. */
  keyNotDocument: PixKey;
  priceCents: number;
  bank: Bank;
  agency: string;
  account: string;
  lookalike: string;
  nearNamesake: string;
}

export interface Party {
  /** The holder's full name as registered. */
  fullName: string;
  /** The name as the receipt prints it (case, cut). */
  shownName: string;
  kind: 'cpf' | 'cnpj';
  /** Digits only. */
  document: string;
  mask: DocMask;
  /** The document as printed, or null when this receipt leaves it out. */
  shownDocument: string | null;
  bank: Bank;
  agency: string;
  account: string;
}

export interface CaseFacts {
  layout: string;
  caseId: CaseId;
  group: Group;
  truth: Truth;
  scheduled: boolean;
  amountCents: number;
  /** The payment instant, or when the agendamento was made. */
  instant: Date;
  scheduledFor?: Date;
  /** The status-bar clock of the screenshot. */
  screenshotAt: Date;
  payer: Party;
  recipient: Party;
  description?: string;
  /** The recipient's PIX key when the receipt shows it: raw, and as printed. */
  key?: PixKey & { shown: string };
  endToEndId: string;
  /** Bank-specific authentication / transaction codes. */
  authCode: string;
  transactionNumber: string;
}

const storeCache = new Map<string, Store>();

function account(rng: Rng): { agency: string; account: string } {
  const agency = rng.pick(['0001', '0001', rng.chars(4, DIGITS)]);
  const acc = `${rng.chars(rng.int(5, 8), DIGITS)}-${rng.chars(1, DIGITS)}`;
  return { agency, account: acc.replace(/^0/, '1') };
}

export function storeOf(layout: string): Store {
  const cached = storeCache.get(layout);
  if (cached) return cached;
  const seed = STORES[layout];
  if (!seed) throw new Error(`no store for layout ${layout}`);
  const rng = rngFrom(`delta:${layout}:store`);
  const document = seed.kind === 'cpf' ? makeCpf(rng) : makeCnpj(rng);
  const rawKey = (kind: KeyKind, raw: string | undefined): string => {
    if (kind === 'cpf' || kind === 'cnpj') return document;
    if (kind === 'evp') return raw ?? makeEvp(rng);
    if (!raw) throw new Error(`store ${seed.name}: ${kind} key without a value`);
    return raw;
  };
  const key: PixKey = { kind: seed.key.kind, raw: rawKey(seed.key.kind, seed.key.raw) };
  if ((key.kind === 'cpf' || key.kind === 'cnpj') && key.kind !== seed.kind)
    throw new Error(`store ${seed.name}: key kind ${key.kind} is not its document kind`);
  let keyNotDocument = key;
  if (key.kind === 'cpf' || key.kind === 'cnpj') {
    if (!seed.altKey) throw new Error(`store ${seed.name}: a document key needs a second key for key-2`);
    keyNotDocument = { kind: seed.altKey.kind, raw: rawKey(seed.altKey.kind, seed.altKey.raw) };
  }
  const store: Store = {
    layout,
    name: seed.name,
    kind: seed.kind,
    document,
    key,
    keyNotDocument,
    priceCents: seed.priceCents,
    bank: bank(seed.bank),
    ...account(rng),
    lookalike: seed.lookalike,
    nearNamesake: seed.nearNamesake,
  };
  storeCache.set(layout, store);
  return store;
}

/** The payer's own document, the same every time that person pays. */
function personDocument(name: string, kind: 'cpf' | 'cnpj'): string {
  const rng = rngFrom(`delta:person:${name}`);
  return kind === 'cpf' ? makeCpf(rng) : makeCnpj(rng);
}

export function displayName(spec: LayoutSpec, name: string): string {
  if (spec.names === 'upper') return name.toLocaleUpperCase('pt-BR');
  if (spec.names === 'title') return titleCase(name);
  return name;
}

function party(
  spec: LayoutSpec,
  p: { name: string; kind: 'cpf' | 'cnpj'; document: string; bank: Bank; agency: string; account: string },
): Party {
  const mask = maskFor(spec, p.kind);
  return {
    fullName: p.name,
    shownName: displayName(spec, p.name),
    kind: p.kind,
    document: p.document,
    mask,
    shownDocument: applyMask(p.document, mask),
    bank: p.bank,
    agency: p.agency,
    account: p.account,
  };
}

/** A different valid document whose digits at the mask's visible positions equal `same`'s. */
function sameVisibleDigits(rng: Rng, same: string, kind: 'cpf' | 'cnpj', mask: DocMask): string {
  const base = kind === 'cpf' ? 9 : 12;
  const fixed = new Map<number, string>();
  for (const i of visiblePositions(mask)) {
    if (i >= base) throw new Error(`mask ${mask.template} shows a check digit: no other document shows the same`);
    fixed.set(i, same[i] as string);
  }
  for (;;) {
    const doc = kind === 'cpf' ? makeCpf(rng, fixed) : makeCnpj(rng, fixed);
    if (doc !== same) return doc;
  }
}

/** A valid document whose visible digits differ from `other`'s in at least two places. */
function otherVisibleDigits(rng: Rng, other: string, kind: 'cpf' | 'cnpj', mask: DocMask): string {
  const shown = visiblePositions(mask);
  for (;;) {
    const doc = kind === 'cpf' ? makeCpf(rng) : makeCnpj(rng);
    const differing = shown.filter((i) => doc[i] !== other[i]).length;
    if (differing >= 2) return doc;
  }
}

function keyShown(spec: LayoutSpec, key: PixKey): string {
  switch (key.kind) {
    case 'phone':
      return formatPhoneKey(key.raw);
    case 'cpf':
      return applyMask(key.raw, spec.cpfMask);
    case 'cnpj':
      return formatCnpj(key.raw);
    default:
      return key.raw;
  }
}

/** A São Paulo time on 23/11/2026 between 09:05 and 14:55. */
function businessHours(rng: Rng): Date {
  const minutes = rng.int(0, 350);
  return spInstant(2026, 11, 23, 9 + Math.floor((5 + minutes) / 60), (5 + minutes) % 60, rng.int(0, 59));
}

/** A different amount that a buyer could really have sent (a discount, the freight, another item). */
function wrongAmount(rng: Rng, price: number): number {
  const options = [
    price - Math.max(500, Math.round((price * rng.int(15, 40)) / 100 / 100) * 100),
    price + rng.pick([1290, 1890, 2350, 2990]),
    Math.round(price / 2 / 10) * 10,
  ];
  const valid = options.filter((v) => v >= 500 && Math.abs(v - price) >= 500);
  return rng.pick(valid);
}

export function groupOf(caseId: CaseId, store: Store): Group {
  if (caseId.startsWith('correct-')) {
    if (caseId === 'correct-5' || caseId === 'correct-6') return 'truncated name';
    return store.kind === 'cnpj' ? 'name + masked CNPJ' : 'name + masked CPF';
  }
  if (caseId === 'key-1' || caseId === 'key-2') return 'key shown';
  return 'negative';
}

export function truthOf(caseId: CaseId): Truth {
  switch (caseId) {
    case 'wrong-amount':
      return 'wrong amount';
    case 'paid-before-order':
      return 'paid before the order';
    case 'scheduled':
      return 'scheduled';
    case 'reused-file':
      return 'reused';
    case 'lookalike-holder':
    case 'same-name-other-digits':
    case 'store-as-payer':
    case 'description-names-store':
    case 'near-namesake':
      return 'wrong recipient';
    default:
      return 'correct';
  }
}

const factsCache = new Map<string, CaseFacts>();

export function caseFacts(spec: LayoutSpec, caseId: CaseId): CaseFacts {
  const cacheKey = `${spec.key}/${caseId}`;
  const cached = factsCache.get(cacheKey);
  if (cached) return cached;
  const facts = buildFacts(spec, caseId);
  factsCache.set(cacheKey, facts);
  return facts;
}

function buildFacts(spec: LayoutSpec, caseId: CaseId): CaseFacts {
  const store = storeOf(spec.key);
  if (caseId === 'reused-file') {
    // The very same receipt as correct-1, sent again.
    return { ...caseFacts(spec, 'correct-1'), caseId, group: 'negative', truth: 'reused' };
  }
  const rng = rngFrom(`delta:${spec.key}:${caseId}`);
  const payingBank = bank(spec.bank);

  const payerName = rng.pick(PAYERS.filter((n) => n !== store.name));
  const payerAccount = account(rngFrom(`delta:person-account:${payerName}:${spec.bank}`));
  let payer = party(spec, {
    name: payerName,
    kind: 'cpf',
    document: personDocument(payerName, 'cpf'),
    bank: payingBank,
    ...payerAccount,
  });
  const storeParty = party(spec, store);
  let recipient = storeParty;
  let amountCents = store.priceCents;
  let instant = businessHours(rng);
  let scheduled = false;
  let description: string | undefined = rng.next() < 0.35 ? rng.pick(DESCRIPTIONS) : undefined;
  let key: CaseFacts['key'];

  const other = (): Party => {
    const o = rng.pick(OTHERS);
    const rngO = rngFrom(`delta:person-account:${o.name}`);
    return party(spec, {
      name: o.name,
      kind: o.kind,
      document: personDocument(o.name, o.kind),
      bank: bank(rngO.pick(['itau', 'bradesco', 'nubank', 'caixa', 'inter', 'stone', 'cora'])),
      ...account(rngO),
    });
  };
  /** Another holder of the store's kind, at an institution of its own. */
  const holder = (name: string, document: string): Party =>
    party(spec, {
      name,
      kind: store.kind,
      document,
      bank: bank(rng.pick(['nubank', 'inter', 'bradesco', 'cora', 'stone', 'santander'])),
      ...account(rng),
    });

  switch (caseId) {
    case 'correct-1':
    case 'correct-3':
      description = undefined;
      break;
    case 'correct-2':
    case 'correct-4':
      description = rng.pick(DESCRIPTIONS);
      break;
    case 'correct-5':
    case 'correct-6': {
      const length =
        caseId === 'correct-5' ? spec.cut.length : spec.cut.length <= 27 ? spec.cut.length + 2 : spec.cut.length - 2;
      recipient = { ...storeParty, shownName: cutName(storeParty.shownName, length, spec.cut.ellipsis) };
      if (recipient.shownName === storeParty.shownName) throw new Error(`${store.name} is too short to be cut`);
      break;
    }
    case 'key-1':
      key = { ...store.key, shown: keyShown(spec, store.key) };
      break;
    case 'key-2':
      key = { ...store.keyNotDocument, shown: keyShown(spec, store.keyNotDocument) };
      recipient = { ...storeParty, shownDocument: null };
      break;
    case 'lookalike-holder':
      recipient = holder(store.lookalike, sameVisibleDigits(rng, store.document, store.kind, storeParty.mask));
      break;
    case 'same-name-other-digits':
      recipient = holder(store.name, otherVisibleDigits(rng, store.document, store.kind, storeParty.mask));
      break;
    case 'near-namesake':
      recipient = holder(store.nearNamesake, otherVisibleDigits(rng, store.document, store.kind, storeParty.mask));
      break;
    case 'store-as-payer':
      payer = { ...storeParty, bank: payingBank, ...account(rngFrom(`delta:${spec.key}:store-own-account`)) };
      recipient = other();
      break;
    case 'wrong-amount':
      amountCents = wrongAmount(rng, store.priceCents);
      break;
    case 'paid-before-order':
      instant = rng.pick([true, false])
        ? spInstant(2026, 11, 22, rng.int(19, 23), rng.int(0, 50), rng.int(0, 59))
        : spInstant(2026, 11, 23, rng.int(6, 7), rng.int(0, 59), rng.int(0, 59));
      break;
    case 'scheduled':
      scheduled = true;
      break;
    case 'description-names-store':
      recipient = other();
      description = `${rng.pick(['Pedido', 'Compra', 'Pgto'])} ${store.name}`;
      break;
  }

  const e2eRng = rngFrom(`delta:${spec.key}:${caseId}:e2e`);
  return {
    layout: spec.key,
    caseId,
    group: groupOf(caseId, store),
    truth: truthOf(caseId),
    scheduled,
    amountCents,
    instant,
    ...(scheduled ? { scheduledFor: SCHEDULED_FOR } : {}),
    screenshotAt: new Date(instant.getTime() + rng.int(40, 420) * 1000),
    payer,
    recipient,
    ...(description ? { description } : {}),
    ...(key ? { key } : {}),
    endToEndId: makeEndToEndId(payingBank.ispb, instant, e2eRng),
    authCode: e2eRng.chars(32, '0123456789ABCDEF'),
    transactionNumber: e2eRng.chars(10, DIGITS),
  };
}
