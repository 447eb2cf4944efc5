// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import {
  DESCRIPTIONS,
  type DocKind,
  FIRST_NAMES,
  INSTITUTIONS,
  institution,
  type KeyKind,
  OTHER_COMPANIES,
  STORE_MENTIONS,
  STORES,
  SURNAMES,
  shortStoreName,
} from './people.js';
import { formatKey, LAYOUT_SPECS, type LayoutSpec, maskDocument, maskFor, visibleDigits } from './specs.js';
import {
  cnpjWithCheck,
  cpfWithCheck,
  hashSeed,
  isValidCnpj,
  isValidCpf,
  Prng,
  plainUpper,
  priceOf,
  randomCnpj,
  randomCpf,
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
export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

/** Order prices, one per layout, R$ 20 to R$ 2.000. */
export const PRICES: readonly string[] = [
  '147.90',
  '89.00',
  '1249.00',
  '36.50',
  '420.00',
  '212.35',
  '64.90',
  '1890.00',
  '275.00',
  '58.80',
  '999.90',
  '133.33',
  '27.90',
  '640.00',
  '312.45',
  '1575.00',
];

export interface Party {
  name: string;
  kind: DocKind;
  /** Digits only. */
  document: string;
  institution: string;
  agency: string;
  account: string;
}

export interface Store extends Party {
  keyKind: KeyKind;
  pixKey: string;
  nearNamesake: string;
}

export interface CaseFacts {
  layout: string;
  caseId: CaseId;
  group: Group;
  truth: Truth;
  price: string;
  amountCents: number;
  /** UTC instant the payment happened (for a scheduled Pix: when it was requested). */
  paidAt: string;
  /** UTC instant a scheduled Pix will run. */
  scheduledFor?: string;
  store: Store;
  recipient: Party;
  payer: Party;
  /** The recipient's name as the app prints it (case style, truncation). */
  recipientShown: string;
  payerShown: string;
  truncated: boolean;
  showRecipientDocument: boolean;
  recipientDocumentShown: string;
  payerDocumentShown: string;
  key?: { kind: KeyKind; raw: string; printed: string };
  description?: string;
  endToEndId: string;
  /** The End-to-End id is printed on every receipt except a scheduled one (it does not exist before the run). */
  endToEndPrinted: boolean;
  authentication: string;
}

function agencyAccount(rng: Prng): { agency: string; account: string } {
  return { agency: rng.digits(4), account: `${rng.digits(rng.int(5, 8))}-${rng.digits(1)}` };
}

function uuid(rng: Prng): string {
  const hex = rng.chars(32, '0123456789abcdef');
  const variant = '89ab'[rng.int(0, 3)] ?? '8';
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function mobile(rng: Prng): string {
  const ddd = rng.pick(['11', '21', '31', '41', '48', '51', '61', '71', '81', '85', '27', '62']);
  return `+55${ddd}9${rng.int(6, 9)}${rng.digits(7)}`;
}

/** The store of a layout (same index), with its document, account and Pix key. */
export function storeOf(layoutIndex: number): Store {
  const seed = STORES[layoutIndex];
  if (!seed) throw new Error(`no store for layout ${layoutIndex}`);
  const rng = new Prng(`tide-store-${layoutIndex}`);
  const document = seed.kind === 'cpf' ? randomCpf(rng) : randomCnpj(rng);
  const { agency, account } = agencyAccount(rng);
  const pixKey =
    seed.keyKind === 'email'
      ? seed.email
      : seed.keyKind === 'phone'
        ? mobile(rng)
        : seed.keyKind === 'evp'
          ? uuid(rng)
          : document;
  return {
    name: seed.name,
    kind: seed.kind,
    document,
    institution: seed.bank,
    agency,
    account,
    keyKind: seed.keyKind,
    pixKey,
    nearNamesake: seed.nearNamesake,
  };
}

function personName(rng: Prng, avoid: readonly string[]): string {
  for (;;) {
    const first = rng.pick(FIRST_NAMES);
    let second = rng.pick(FIRST_NAMES);
    while (second === first) second = rng.pick(FIRST_NAMES);
    const last1 = rng.pick(SURNAMES);
    let last2 = rng.pick(SURNAMES);
    while (last2 === last1) last2 = rng.pick(SURNAMES);
    const name = rng.next() < 0.5 ? `${first} ${last1} ${last2}` : `${first} ${second} ${last1}`;
    if (!avoid.includes(name)) return name;
  }
}

function otherParty(rng: Prng, kind: DocKind, avoid: readonly string[]): Party {
  const name = kind === 'cpf' ? personName(rng, avoid) : rng.pick(OTHER_COMPANIES.filter((n) => !avoid.includes(n)));
  const document = kind === 'cpf' ? randomCpf(rng) : randomCnpj(rng);
  return { name, kind, document, institution: rng.pick(INSTITUTIONS).key, ...agencyAccount(rng) };
}

function sameVisible(a: string, b: string, kind: DocKind, spec: LayoutSpec): boolean {
  const mask = maskFor(spec, kind);
  return visibleDigits(maskDocument(a, kind, mask)).join(',') === visibleDigits(maskDocument(b, kind, mask)).join(',');
}

/** A valid document of the same kind whose masked print shows exactly the store's visible digits. */
export function lookalikeDocument(rng: Prng, store: Store, spec: LayoutSpec): string {
  const mask = maskFor(spec, store.kind);
  for (let tries = 0; tries < 200_000; tries++) {
    const candidate = [...store.document]
      .map((digit, i) => (mask.visible[i] === 'v' ? digit : String(rng.int(0, 9))))
      .join('');
    const completed =
      store.kind === 'cpf' ? cpfWithCheck(candidate.slice(0, 9)) : cnpjWithCheck(candidate.slice(0, 12));
    const valid = store.kind === 'cpf' ? isValidCpf(completed) : isValidCnpj(completed);
    if (valid && completed !== store.document && sameVisible(completed, store.document, store.kind, spec)) {
      return completed;
    }
  }
  throw new Error(`no lookalike document for ${spec.key}`);
}

/** A valid document of the same kind whose visible digits differ from the store's. */
function otherDigitsDocument(rng: Prng, store: Store, spec: LayoutSpec): string {
  for (;;) {
    const document = store.kind === 'cpf' ? randomCpf(rng) : randomCnpj(rng);
    if (!sameVisible(document, store.document, store.kind, spec)) return document;
  }
}

export function styleName(spec: LayoutSpec, name: string): string {
  if (spec.nameStyle === 'upper') return name.toUpperCase();
  if (spec.nameStyle === 'plain-upper') return plainUpper(name);
  return name;
}

export function truncateName(spec: LayoutSpec, shown: string): string {
  return `${shown.slice(0, spec.nameLimit).trimEnd()}${spec.ellipsis}`;
}

/** A São Paulo wall-clock time on a given day as a UTC ISO instant. */
function spInstant(day: number, hour: number, minute: number, second: number): string {
  return new Date(Date.UTC(2026, 10, day, hour + 3, minute, second)).toISOString();
}

/** End-to-End id: E + ISPB + yyyyMMddHHmm of the UTC instant + 11 alphanumerics. */
export function endToEndId(rng: Prng, ispb: string, instantIso: string): string {
  const t = new Date(instantIso);
  const stamp = `${t.getUTCFullYear()}${String(t.getUTCMonth() + 1).padStart(2, '0')}${String(t.getUTCDate()).padStart(2, '0')}${String(t.getUTCHours()).padStart(2, '0')}${String(t.getUTCMinutes()).padStart(2, '0')}`;
  return `E${ispb}${stamp}${rng.chars(11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
}

function wrongAmount(rng: Prng, cents: number, layoutIndex: number): number {
  const way = layoutIndex % 3;
  if (way === 0) return cents + rng.pick([10, -1, 1, 50, -10]);
  if (way === 1) {
    const reais = String(Math.floor(cents / 100));
    const centsPart = cents % 100;
    for (let i = 0; i + 1 < reais.length; i++) {
      if (reais[i] !== reais[i + 1] && !(i === 0 && reais[i + 1] === '0')) {
        const swapped = `${reais.slice(0, i)}${reais[i + 1]}${reais[i]}${reais.slice(i + 2)}`;
        return Number(swapped) * 100 + centsPart;
      }
    }
    const c = String(centsPart).padStart(2, '0');
    if (c[0] !== c[1]) return Math.floor(cents / 100) * 100 + Number(`${c[1]}${c[0]}`);
    return cents + 900;
  }
  return cents + rng.pick([1000, 2000, 3000, -1000]);
}

const GROUP_OF: Record<CaseId, Group | 'correct'> = {
  'correct-1': 'correct',
  'correct-2': 'correct',
  'correct-3': 'correct',
  'correct-4': 'correct',
  'correct-5': 'truncated name',
  'correct-6': 'truncated name',
  'key-1': 'key shown',
  'key-2': 'key shown',
  'lookalike-holder': 'negative',
  'same-name-other-digits': 'negative',
  'store-as-payer': 'negative',
  'wrong-amount': 'negative',
  'paid-before-order': 'negative',
  scheduled: 'negative',
  'description-names-store': 'negative',
  'near-namesake': 'negative',
  'reused-file': 'negative',
};

export const TRUTH_OF: Record<CaseId, Truth> = {
  'correct-1': 'correct',
  'correct-2': 'correct',
  'correct-3': 'correct',
  'correct-4': 'correct',
  'correct-5': 'correct',
  'correct-6': 'correct',
  'key-1': 'correct',
  'key-2': 'correct',
  'lookalike-holder': 'wrong recipient',
  'same-name-other-digits': 'wrong recipient',
  'store-as-payer': 'wrong recipient',
  'wrong-amount': 'wrong amount',
  'paid-before-order': 'paid before the order',
  scheduled: 'scheduled',
  'description-names-store': 'wrong recipient',
  'near-namesake': 'wrong recipient',
  'reused-file': 'reused',
};

/** Every fact a receipt of a layout and case shows; deterministic per (layout, case). */
export function caseFacts(layoutIndex: number, caseId: CaseId): CaseFacts {
  if (caseId === 'reused-file')
    return { ...caseFacts(layoutIndex, 'correct-1'), caseId, group: 'negative', truth: 'reused' };
  const spec = LAYOUT_SPECS[layoutIndex];
  const price = PRICES[layoutIndex];
  if (!spec || !price) throw new Error(`no layout ${layoutIndex}`);
  const rng = new Prng(hashSeed(`tide/${spec.key}/${caseId}`));
  const store = storeOf(layoutIndex);
  const bank = institution(spec.institution);
  const priceCents = Math.round(Number(price) * 100);
  const storeNames = STORES.map((s) => s.name);

  const payerPerson: Party = {
    name: personName(rng, storeNames),
    kind: 'cpf',
    document: randomCpf(rng),
    institution: spec.institution,
    ...agencyAccount(rng),
  };
  const storeParty: Party = {
    name: store.name,
    kind: store.kind,
    document: store.document,
    institution: store.institution,
    agency: store.agency,
    account: store.account,
  };

  let recipient: Party = storeParty;
  let payer: Party = payerPerson;
  let amountCents = priceCents;
  let description: string | undefined = rng.next() < 0.45 ? rng.pick(DESCRIPTIONS) : undefined;
  let key: CaseFacts['key'];
  let showRecipientDocument = true;
  let truncated = false;

  // Correct payments between 09:05 and 14:55 in São Paulo.
  const minuteOfDay = rng.int(9 * 60 + 5, 14 * 60 + 54);
  let paidAt = spInstant(23, Math.floor(minuteOfDay / 60), minuteOfDay % 60, rng.int(0, 59));
  let scheduledFor: string | undefined;

  switch (caseId) {
    case 'correct-5':
    case 'correct-6':
      truncated = true;
      break;
    case 'key-1':
    case 'key-2':
      key = {
        kind: store.keyKind,
        raw: store.pixKey,
        printed: formatKey(store.keyKind, store.pixKey, spec.phoneStyle),
      };
      showRecipientDocument = caseId === 'key-1';
      break;
    case 'lookalike-holder': {
      const other = otherParty(rng, store.kind, storeNames);
      recipient = { ...other, document: lookalikeDocument(rng, store, spec) };
      break;
    }
    case 'same-name-other-digits':
      recipient = {
        ...storeParty,
        document: otherDigitsDocument(rng, store, spec),
        institution: rng.pick(INSTITUTIONS).key,
        ...agencyAccount(rng),
      };
      break;
    case 'store-as-payer':
      payer = { ...storeParty, institution: spec.institution };
      recipient = otherParty(rng, 'cpf', storeNames);
      break;
    case 'wrong-amount':
      amountCents = wrongAmount(rng, priceCents, layoutIndex);
      break;
    case 'paid-before-order': {
      const day = rng.pick([22, 22, 21, 20]);
      paidAt = spInstant(day, rng.int(8, 21), rng.int(0, 59), rng.int(0, 59));
      break;
    }
    case 'scheduled': {
      const day = rng.pick([24, 25, 26, 27, 30]);
      scheduledFor = spInstant(day, 6, rng.int(0, 20), rng.int(0, 59));
      break;
    }
    case 'description-names-store':
      recipient = otherParty(rng, rng.next() < 0.5 ? 'cpf' : 'cnpj', storeNames);
      description = rng.pick(STORE_MENTIONS).replace('{store}', shortStoreName(store.name));
      break;
    case 'near-namesake':
      recipient = {
        ...storeParty,
        name: store.nearNamesake,
        document: otherDigitsDocument(rng, store, spec),
        institution: rng.pick(INSTITUTIONS).key,
        ...agencyAccount(rng),
      };
      break;
    default:
      break;
  }

  const styled = styleName(spec, recipient.name);
  const recipientShown = truncated ? truncateName(spec, styled) : styled;
  const group: Group =
    GROUP_OF[caseId] === 'correct'
      ? store.kind === 'cnpj'
        ? 'name + masked CNPJ'
        : 'name + masked CPF'
      : (GROUP_OF[caseId] as Group);
  const e2eInstant = scheduledFor ?? paidAt;
  return {
    layout: spec.key,
    caseId,
    group,
    truth: TRUTH_OF[caseId],
    price: priceOf(priceCents),
    amountCents,
    paidAt,
    ...(scheduledFor ? { scheduledFor } : {}),
    store,
    recipient,
    payer,
    recipientShown,
    payerShown: styleName(spec, payer.name),
    truncated,
    showRecipientDocument,
    recipientDocumentShown: maskDocument(recipient.document, recipient.kind, maskFor(spec, recipient.kind)),
    payerDocumentShown: maskDocument(payer.document, payer.kind, maskFor(spec, payer.kind)),
    ...(key ? { key } : {}),
    ...(description ? { description } : {}),
    endToEndId: endToEndId(rng, bank.ispb, e2eInstant),
    endToEndPrinted: caseId !== 'scheduled',
    authentication: rng.chars(20, '0123456789ABCDEF'),
  };
}
