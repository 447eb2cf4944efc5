// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import {
  accountFor,
  completeDocument,
  DESCRIPTION_TEMPLATES,
  type DocKind,
  type Institution,
  makeDocument,
  OTHER_RECIPIENT_NAMES,
  PAYER_NAMES,
  RECIPIENT_BANKS,
  STORES,
  type Store,
} from './people.js';
import { type LayoutSpec, maskDocument, visiblePositions } from './specs.js';
import { fromSaoPaulo, integer, priceToCents, randomText, seeded, titleCase, utcStamp } from './text.js';

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

export type EstuaryGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type EstuaryTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface Party {
  name: string;
  document: string;
  kind: DocKind;
  bank: Institution;
  agency: string;
  account: string;
}

export interface CaseFacts {
  caseId: CaseId;
  group: EstuaryGroup;
  truth: EstuaryTruth;
  store: Store;
  payer: Party;
  recipient: Party;
  amountCents: number;
  /** When the payment was made (for a scheduled Pix: when it was scheduled). */
  paidAt: Date;
  /** For a scheduled Pix, the instant it is due to settle. */
  scheduledFor: Date | null;
  /** The instant the E2E id carries. */
  e2eAt: Date;
  endToEndId: string;
  /** The recipient name as the app prints it (cased, maybe cut). */
  nameShown: string;
  truncated: boolean;
  /** The recipient document as printed, or null when the receipt leaves it out. */
  documentShown: string | null;
  payerNameShown: string;
  payerDocumentShown: string;
  /** The store's Pix key as printed, only on key cases. */
  keyShown: string | null;
  description: string | null;
  transactionId: string;
  authentication: string;
}

export function caseName(layout: LayoutSpec, caseId: CaseId): string {
  return `estuary/${layout.key}/${caseId}`;
}

export function groupFor(caseId: CaseId, store: Store): EstuaryGroup {
  if (/^correct-[1-4]$/.test(caseId)) return store.kind === 'CNPJ' ? 'name + masked CNPJ' : 'name + masked CPF';
  if (caseId === 'correct-5' || caseId === 'correct-6') return 'truncated name';
  if (caseId === 'key-1' || caseId === 'key-2') return 'key shown';
  return 'negative';
}

export function truthFor(caseId: CaseId): EstuaryTruth {
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

export function caseName_(name: string, layout: LayoutSpec): string {
  return layout.nameCase === 'upper' ? name : titleCase(name);
}

export function cutName(name: string, layout: LayoutSpec): string {
  return `${name.slice(0, layout.nameLimit).trimEnd()}${layout.ellipsis}`;
}

export function maskFor(layout: LayoutSpec, kind: DocKind) {
  return kind === 'CPF' ? layout.cpfMask : layout.cnpjMask;
}

export function countVisibleDiff(a: string, b: string, layout: LayoutSpec): number {
  const positions = visiblePositions(maskFor(layout, a.length === 11 ? 'CPF' : 'CNPJ'), a.length);
  return positions.filter((i) => a[i] !== b[i]).length;
}

/** A valid document of the same kind whose digits the layout shows differ from the store's by the layout's measure. */
export function sameNameDocument(store: Store, layout: LayoutSpec): string {
  const random = seeded(`same-name:${layout.key}`);
  const baseLength = store.kind === 'CPF' ? 9 : 12;
  const [min, max] = layout.sameNameDiff === 'few' ? [2, 3] : [4, 99];
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const base = store.document.slice(0, baseLength).split('');
    const changes = layout.sameNameDiff === 'few' ? integer(random, 1, 2) : integer(random, 3, 6);
    const visible = visiblePositions(maskFor(layout, store.kind), store.document.length).filter(
      (i) => i < (store.kind === 'CPF' ? 9 : 8),
    );
    // Only the root of a CNPJ changes: the branch stays 0001.
    const candidates = visible.length > 0 ? visible : [...Array(store.kind === 'CPF' ? 9 : 8).keys()];
    for (let c = 0; c < changes; c++) {
      const position = candidates[Math.floor(random() * candidates.length)] as number;
      base[position] = String((Number(base[position]) + integer(random, 1, 9)) % 10);
    }
    const document = completeDocument(store.kind, base.join(''));
    const diff = countVisibleDiff(store.document, document, layout);
    if (document !== store.document && diff >= min && diff <= max) return document;
  }
  throw new Error(`no same-name document for ${layout.key}`);
}

function wrongAmount(priceCents: number, layout: LayoutSpec): number {
  if (layout.wrongAmount === 'cents')
    return priceCents + (layout.index % 2 === 0 ? -integer(seeded(layout.key), 1, 9) : 7);
  if (layout.wrongAmount === 'tens') {
    const step = priceCents > 100_000 ? 30_000 : priceCents > 10_000 ? 5_000 : 1_000;
    return layout.index % 2 === 0 ? priceCents + step : priceCents - step;
  }
  // Two figures swapped: the first pair of neighbouring, different digits of the whole reais.
  const digits = String(priceCents).split('');
  for (let i = 0; i + 1 < digits.length - 2; i++) {
    if (digits[i] !== digits[i + 1] && !(i === 0 && digits[i + 1] === '0')) {
      [digits[i], digits[i + 1]] = [digits[i + 1] as string, digits[i] as string];
      return Number(digits.join(''));
    }
  }
  // Whole reais of one repeated figure: swap a real and a cent figure.
  const swapped = [...digits];
  const last = swapped.length - 1;
  [swapped[last - 2], swapped[last - 1]] = [swapped[last - 1] as string, swapped[last - 2] as string];
  return Number(swapped.join(''));
}

function person(name: string, seedText: string, bank: Institution): Party {
  return { name, document: makeDocument('CPF', seedText), kind: 'CPF', bank, ...accountFor(seedText) };
}

function storeParty(store: Store): Party {
  return {
    name: store.holderName,
    document: store.document,
    kind: store.kind,
    bank: store.bank,
    agency: store.agency,
    account: store.account,
  };
}

export function formatPhoneKey(phone: string, style: 'formatted' | 'masked'): string {
  const ddd = phone.slice(3, 5);
  const number = phone.slice(5);
  const head = number.slice(0, number.length - 4);
  const tail = number.slice(-4);
  return style === 'formatted' ? `+55 (${ddd}) ${head}-${tail}` : `+55 (${ddd}) ${'*'.repeat(head.length)}-${tail}`;
}

export function keyAsPrinted(store: Store, layout: LayoutSpec): string {
  switch (store.keyKind) {
    case 'phone':
      return formatPhoneKey(store.pixKey, layout.phoneKey);
    case 'document':
      return maskDocument(store.document, maskFor(layout, store.kind));
    default:
      return store.pixKey;
  }
}

const morning = (minute: number, second: number): Date =>
  fromSaoPaulo(2026, 11, 23, Math.floor(minute / 60), minute % 60, second);

/** The minutes after midnight, São Paulo time, of the normal window 09:05–14:55. */
export const WINDOW = { from: 9 * 60 + 5, to: 14 * 60 + 55 } as const;

export function buildFacts(layout: LayoutSpec, caseId: CaseId): CaseFacts {
  if (caseId === 'reused-file')
    return { ...buildFacts(layout, 'correct-1'), caseId, group: 'negative', truth: 'reused' };
  const store = STORES[layout.index] as Store;
  const seedText = caseName(layout, caseId);
  const random = seeded(seedText);
  const caseIndex = CASE_IDS.indexOf(caseId);
  const otherBank = (offset: number) => RECIPIENT_BANKS[(layout.index + caseIndex + offset) % RECIPIENT_BANKS.length]!;
  const otherName = OTHER_RECIPIENT_NAMES[(layout.index + caseIndex) % OTHER_RECIPIENT_NAMES.length] as string;

  let payer = person(
    PAYER_NAMES[(layout.index * 5 + caseIndex * 3) % PAYER_NAMES.length] as string,
    `payer:${seedText}`,
    layout.bank,
  );
  let recipient = storeParty(store);
  let description: string | null = null;
  switch (caseId) {
    case 'lookalike-holder':
      recipient = {
        ...recipient,
        name: store.lookalikeName,
        document: makeDocument(store.kind, `lookalike:${seedText}`),
        bank: otherBank(1),
        ...accountFor(`lookalike:${seedText}`),
      };
      break;
    case 'same-name-other-digits':
      recipient = {
        ...recipient,
        document: sameNameDocument(store, layout),
        bank: otherBank(2),
        ...accountFor(seedText),
      };
      break;
    case 'near-namesake':
      recipient = {
        ...recipient,
        name: store.nearNamesake,
        document: makeDocument(store.kind, `near:${seedText}`),
        bank: otherBank(3),
        ...accountFor(`near:${seedText}`),
      };
      break;
    case 'store-as-payer':
      payer = { ...storeParty(store), bank: layout.bank, ...accountFor(`store-payer:${seedText}`) };
      recipient = person(otherName, `other:${seedText}`, otherBank(4));
      break;
    case 'description-names-store': {
      recipient = person(otherName, `other:${seedText}`, otherBank(5));
      const mention = store.kind === 'CNPJ' || layout.index % 4 === 1 ? store.tradeName : titleCase(store.holderName);
      description = (DESCRIPTION_TEMPLATES[layout.index % DESCRIPTION_TEMPLATES.length] as string).replace(
        '{n}',
        mention,
      );
      break;
    }
  }

  const priceCents = priceToCents(store.price);
  const amountCents = caseId === 'wrong-amount' ? wrongAmount(priceCents, layout) : priceCents;

  let paidAt: Date;
  if (caseId === 'paid-before-order') {
    paidAt =
      layout.earlyPay === 'morning'
        ? morning(integer(random, 7 * 60 + 30, 8 * 60 + 49), integer(random, 0, 59))
        : fromSaoPaulo(2026, 11, 22, integer(random, 10, 21), integer(random, 0, 59), integer(random, 0, 59));
  } else {
    const minute = integer(random, WINDOW.from, WINDOW.to - 1);
    paidAt = fromSaoPaulo(2026, 11, 23, Math.floor(minute / 60), minute % 60, integer(random, 0, 59));
  }
  const scheduledFor =
    caseId === 'scheduled' ? fromSaoPaulo(2026, 11, 25, 6, integer(random, 0, 40), integer(random, 0, 59)) : null;
  const e2eAt = scheduledFor ?? paidAt;
  const tail = randomText(random, 11, layout.e2eAlphabet);
  const endToEndId = `E${payer.bank.ispb}${utcStamp(e2eAt)}${tail}`;

  const fullName = caseName_(recipient.name, layout);
  const truncated = caseId === 'correct-5' || caseId === 'correct-6';
  const nameShown = truncated ? cutName(fullName, layout) : fullName;
  const documentShown = caseId === 'key-2' ? null : maskDocument(recipient.document, maskFor(layout, recipient.kind));
  const keyShown = caseId === 'key-1' || caseId === 'key-2' ? keyAsPrinted(store, layout) : null;

  return {
    caseId,
    group: groupFor(caseId, store),
    truth: truthFor(caseId),
    store,
    payer,
    recipient,
    amountCents,
    paidAt,
    scheduledFor,
    e2eAt,
    endToEndId,
    nameShown,
    truncated,
    documentShown,
    payerNameShown: caseName_(payer.name, layout),
    payerDocumentShown: maskDocument(payer.document, maskFor(layout, payer.kind)),
    keyShown,
    description,
    transactionId: randomText(random, 20, 'ALNUM'),
    authentication: randomText(random, 32, 'HEX'),
  };
}
