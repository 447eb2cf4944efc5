// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { BANKS, type BankKey, type KeyKind, makeAccount, OTHER_BANKS, OTHERS, PAYERS, type Store } from './people.js';
import type { LayoutSpec } from './specs.js';
import {
  caseName,
  cutName,
  type DocKind,
  docDifferingVisible,
  docSharingVisible,
  formatDoc,
  formatPhone,
  makeEndToEndId,
  maskDoc,
  priceCents,
  Rng,
  spInstant,
  uuidV4,
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

/** 2026-11-23T12:00:00Z — 09:00 in São Paulo, a Monday. */
export const ORDER_PLACED_AT = Date.UTC(2026, 10, 23, 12, 0, 0);
/** 2026-11-23T18:00:00Z */
export const JUDGED_AT = Date.UTC(2026, 10, 23, 18, 0, 0);

export interface Party {
  /** Registered name. */
  name: string;
  kind: DocKind;
  doc: string;
  bank: BankKey;
  agency: string;
  account: string;
}

export interface ReceiptFacts {
  caseId: CaseId;
  amountCents: number;
  /** When the app made the receipt: the payment, or the scheduling. */
  instant: number;
  /** The status bar clock (a few minutes after `instant`). */
  clock: number;
  /** The day a scheduled Pix will be paid. */
  scheduledFor?: number;
  payer: Party;
  recipient: Party;
  /** Names as the app prints them (cased; the recipient's maybe cut). */
  payerName: string;
  recipientName: string;
  /** Documents as the app prints them, or undefined where the receipt shows none. */
  payerDoc?: string;
  recipientDoc?: string;
  /** The store's key, as the app prints it. */
  key?: { kind: KeyKind; raw: string; printed: string };
  description?: string;
  endToEndId: string;
  auth?: string;
}

function party(name: string, kind: DocKind, doc: string, bank: BankKey, rng: Rng): Party {
  return { name, kind, doc, bank, ...makeAccount(bank, rng) };
}

function storeParty(store: Store): Party {
  return {
    name: store.name,
    kind: store.kind,
    doc: store.doc,
    bank: store.bank,
    agency: store.agency,
    account: store.account,
  };
}

/** An instant on 23/11/2026 between 09:05 and 14:50 São Paulo time. */
function businessHours(rng: Rng): number {
  const minute = rng.int(9 * 60 + 5, 14 * 60 + 50);
  return spInstant(2026, 11, 23, Math.floor(minute / 60), minute % 60, rng.int(0, 59));
}

export function wrongAmountCents(spec: LayoutSpec, price: number): number {
  let cents: number;
  switch (spec.wrongAmount) {
    case 'discount10':
      cents = Math.round(price * 0.9);
      break;
    case 'discount5':
      cents = Math.round(price * 0.95);
      break;
    case 'half':
      cents = Math.round(price / 2);
      break;
    case 'minus-freight':
      cents = price - (price > 10_000 ? 2_490 : 1_890);
      break;
    case 'round-down':
      cents = Math.floor(price / 1000) * 1000;
      if (cents === price) cents -= 1000;
      break;
    case 'swapped-cents': {
      const c = price % 100;
      const swapped = (c % 10) * 10 + Math.floor(c / 10);
      cents = swapped === c ? price - 100 : price - c + swapped;
      break;
    }
  }
  return cents;
}

function keyPrinted(spec: LayoutSpec, store: Store, kind: KeyKind, raw: string): string {
  switch (kind) {
    case 'email':
    case 'evp':
      return raw;
    case 'phone':
      return formatPhone(raw, spec.phone);
    case 'cpf':
    case 'cnpj':
      return spec.keyDoc === 'masked' ? maskDoc(store.kind, raw, spec.mask) : formatDoc(store.kind, raw);
  }
}

/** What one receipt of one layout shows. */
export function receiptFacts(spec: LayoutSpec, store: Store, caseId: CaseId): ReceiptFacts {
  const source: CaseId = caseId === 'reused-file' ? 'correct-1' : caseId;
  const rng = new Rng(`fjord/${spec.key}/${source}`);
  const layoutRng = new Rng(`fjord/${spec.key}/negatives`);
  const bank = BANKS[spec.bank];
  const price = priceCents(store.price);

  const payerPerson = PAYERS[rng.int(0, PAYERS.length - 1)] as (typeof PAYERS)[number];
  let payer = party(payerPerson.name, payerPerson.kind, payerPerson.doc, spec.bank, rng);
  let recipient = storeParty(store);
  let amountCents = price;
  let instant = businessHours(rng);
  let scheduledFor: number | undefined;
  let description: string | undefined;
  let key: ReceiptFacts['key'];
  let showDocs = true;
  let cutAt: number | undefined;

  // The negatives' holders are fixed per layout, so every case of a layout agrees on them.
  const others = [...OTHERS];
  const otherA = others.splice(layoutRng.int(0, others.length - 1), 1)[0] as (typeof OTHERS)[number];
  const otherB = others.splice(layoutRng.int(0, others.length - 1), 1)[0] as (typeof OTHERS)[number];
  const otherBank = (): BankKey => {
    const choices = OTHER_BANKS.filter((b) => b !== store.bank);
    return choices[rng.int(0, choices.length - 1)] as BankKey;
  };

  switch (source) {
    case 'correct-2':
      description = spec.descriptions[0];
      break;
    case 'correct-4':
      description = spec.descriptions[1];
      break;
    case 'correct-5':
      cutAt = spec.cut.at;
      break;
    case 'correct-6':
      cutAt = spec.cut.at + spec.cut.delta;
      break;
    case 'key-1':
      key = { kind: store.keyKind, raw: store.key, printed: keyPrinted(spec, store, store.keyKind, store.key) };
      break;
    case 'key-2':
      key = { kind: store.key2Kind, raw: store.key2, printed: keyPrinted(spec, store, store.key2Kind, store.key2) };
      showDocs = false;
      break;
    case 'lookalike-holder':
      recipient = party(
        store.lookalike,
        store.kind,
        docSharingVisible(store.kind, store.doc, spec.mask, rng),
        otherBank(),
        rng,
      );
      break;
    case 'same-name-other-digits':
      recipient = party(
        store.name,
        store.kind,
        docDifferingVisible(store.kind, store.doc, spec.mask, rng),
        otherBank(),
        rng,
      );
      break;
    case 'near-namesake':
      recipient = party(
        store.nearNamesake,
        store.kind,
        docDifferingVisible(store.kind, store.doc, spec.mask, rng),
        otherBank(),
        rng,
      );
      break;
    case 'store-as-payer':
      payer = { ...storeParty(store), bank: spec.bank, ...makeAccount(spec.bank, rng) };
      recipient = party(otherA.name, otherA.kind, otherA.doc, otherBank(), rng);
      break;
    case 'description-names-store':
      recipient = party(otherB.name, otherB.kind, otherB.doc, otherBank(), rng);
      description = `Pedido ${store.name}`;
      break;
    case 'wrong-amount':
      amountCents = wrongAmountCents(spec, price);
      break;
    case 'paid-before-order':
      instant =
        spec.early === 'evening'
          ? spInstant(2026, 11, 22, rng.int(19, 23), rng.int(0, 50), rng.int(0, 59))
          : spInstant(2026, 11, 23, rng.int(6, 7), rng.int(0, 59), rng.int(0, 59));
      break;
    case 'scheduled':
      scheduledFor = spInstant(2026, 11, spec.scheduleDay, rng.int(6, 8), rng.int(0, 59), rng.int(0, 59));
      break;
    default:
      break;
  }

  let recipientName = caseName(recipient.name, spec.nameCase);
  if (cutAt !== undefined) recipientName = `${cutName(recipientName, cutAt)}${spec.cut.ellipsis}`;
  const clock = instant + rng.int(1, 8) * 60_000 + rng.int(0, 59) * 1000;
  const endToEndId = makeEndToEndId(bank.ispb, scheduledFor ?? instant, rng, spec.e2eCase);

  return {
    caseId,
    amountCents,
    instant,
    clock,
    scheduledFor,
    payer,
    recipient,
    payerName: caseName(payer.name, spec.nameCase),
    recipientName,
    payerDoc: showDocs && spec.show.payerDoc ? maskDoc(payer.kind, payer.doc, spec.mask) : undefined,
    recipientDoc: showDocs ? maskDoc(recipient.kind, recipient.doc, spec.mask) : undefined,
    key,
    description,
    endToEndId,
    auth: authCode(spec, rng),
  };
}

function authCode(spec: LayoutSpec, rng: Rng): string | undefined {
  const HEX = '0123456789ABCDEF';
  switch (spec.auth) {
    case 'none':
      return undefined;
    case 'hex-groups':
      return Array.from({ length: 8 }, () => rng.chars(4, HEX)).join(' ');
    case 'sisbb':
      return `${rng.int(1, 9)}.${Array.from({ length: 6 }, () => rng.chars(3, HEX)).join('.')}`;
    case 'numeric':
      return Array.from({ length: 5 }, () => rng.digits(4)).join(' ');
    case 'uuid':
      return uuidV4(rng).toUpperCase();
    case 'dashed':
      return Array.from({ length: 4 }, () => rng.chars(4, HEX)).join('-');
  }
}
