// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import {
  FREE_TEXTS,
  type Institution,
  type KeyKind,
  OTHER_COMPANIES,
  OTHER_PEOPLE,
  otherBank,
  PAYERS,
  STORE_MENTIONS,
  STORES,
  type StoreWithDoc,
  storePixKey,
} from './people.js';
import { LAYOUTS, type LayoutSpec, type PhoneStyle } from './specs.js';
import {
  type DocKind,
  docWithOtherVisibleDigits,
  docWithSameVisibleDigits,
  formatCnpj,
  Prng,
  randomDoc,
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

/** Brazil has had no daylight saving since 2019: São Paulo is UTC−3 all year. */
export const SAO_PAULO_OFFSET_HOURS = -3;
export const ORDER_PLACED_AT = new Date('2026-11-23T12:00:00Z');
export const JUDGED_AT = new Date('2026-11-23T18:00:00Z');

export interface Party {
  name: string;
  kind: DocKind;
  doc: string;
  bank: Institution;
  agency: string;
  account: string;
}

export interface PrintedKey {
  kind: KeyKind;
  /** The store's configured value. */
  raw: string;
  /** As the app prints it. */
  printed: string;
}

export interface CaseFacts {
  layout: string;
  caseId: CaseId;
  group: Group;
  truth: Truth;
  store: StoreWithDoc;
  priceCents: number;
  amountCents: number;
  recipient: Party;
  payer: Party;
  recipientIsStore: boolean;
  payerIsStore: boolean;
  /** The recipient's name as the app prints it (cut in the truncated cases, capitals where the app uses them). */
  shownRecipientName: string;
  shownPayerName: string;
  truncated: boolean;
  showRecipientDoc: boolean;
  key: PrintedKey | null;
  description: string | null;
  /** The payment's instant (for a scheduled Pix, the date it is scheduled for). */
  when: Date;
  /** Scheduled only: when the payer scheduled it. */
  scheduledOn: Date | null;
  endToEndId: string;
  transactionId: string;
}

/** São Paulo wall-clock parts of an instant. */
export function saoPaulo(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
} {
  const shifted = new Date(instant.getTime() + SAO_PAULO_OFFSET_HOURS * 3_600_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** The instant of a São Paulo wall-clock time. */
export function fromSaoPaulo(day: number, month: number, hour: number, minute: number, second: number): Date {
  return new Date(Date.UTC(2026, month - 1, day, hour - SAO_PAULO_OFFSET_HOURS, minute, second));
}

const pad = (value: number, size = 2): string => value.toString().padStart(size, '0');

/** `E` + ISPB + yyyyMMddHHmm (UTC) + 11 alphanumerics. */
export function endToEndId(ispb: string, instant: Date, prng: Prng): string {
  const stamp = `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}`;
  const tail = prng.chars(11, '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
  return `E${ispb}${stamp}${tail}`;
}

export function printPhone(phone: string, style: PhoneStyle): string {
  const area = phone.slice(0, 2);
  const number = phone.slice(2);
  switch (style) {
    case 'parens':
      return `+55 (${area}) ${number.slice(0, 5)}-${number.slice(5)}`;
    case 'spaces':
      return `+55 ${area} ${number.slice(0, 5)} ${number.slice(5)}`;
    case 'compact':
      return `+55${phone}`;
  }
}

export function printKey(store: StoreWithDoc, spec: LayoutSpec): PrintedKey {
  const raw = storePixKey(store);
  switch (store.keyKind) {
    case 'email':
      return { kind: 'email', raw, printed: store.email };
    case 'phone':
      return { kind: 'phone', raw, printed: printPhone(store.phone, spec.phoneStyle) };
    case 'evp':
      return { kind: 'evp', raw, printed: store.evp };
    case 'cnpj':
      return { kind: 'cnpj', raw, printed: formatCnpj(store.doc) };
  }
}

/** How the app prints a holder's name: capitals where it uses them; cut at its limit when asked. */
export function showName(name: string, spec: LayoutSpec, cut: boolean): string {
  const cased = spec.upperNames ? name.toLocaleUpperCase('pt-BR') : name;
  if (!cut) return cased;
  if (cased.length <= spec.nameLimit) throw new Error(`${name} is not longer than ${spec.key}'s limit`);
  return `${cased.slice(0, spec.nameLimit).trimEnd()}${spec.ellipsis}`;
}

function account(prng: Prng): { agency: string; account: string } {
  return { agency: prng.digits(4), account: `${prng.digits(prng.int(5, 9))}-${prng.digits(1)}` };
}

function party(name: string, kind: DocKind, doc: string, bank: Institution, prng: Prng): Party {
  return { name, kind, doc, bank, ...account(prng) };
}

function storeParty(store: StoreWithDoc, bank?: Institution): Party {
  return {
    name: store.name,
    kind: store.kind,
    doc: store.doc,
    bank: bank ?? store.bank,
    agency: store.agency,
    account: store.account,
  };
}

/** The wrong amount: a few cents off, two digits swapped, or tens of reais off, by layout. */
export function wrongAmount(price: number, index: number): number {
  switch (index % 3) {
    case 0:
      return price - (index % 2 === 0 ? 10 : 1);
    case 1: {
      const reais = Math.floor(price / 100).toString();
      for (let i = 0; i < reais.length - 1; i++) {
        if (reais[i] !== reais[i + 1]) {
          const swapped = reais.slice(0, i) + reais[i + 1] + reais[i] + reais.slice(i + 2);
          if (!swapped.startsWith('0')) return Number(swapped) * 100 + (price % 100);
        }
      }
      return price + 1000;
    }
    default:
      return price >= 5000 && index % 2 === 0 ? price - 3000 : price + 2000;
  }
}

function transactionId(spec: LayoutSpec, index: number, prng: Prng): string {
  switch (index % 4) {
    case 0:
      return prng.chars(32, '0123456789ABCDEF');
    case 1:
      return prng.digits(20);
    case 2:
      return prng.uuid();
    default:
      return `${spec.bankCode}${prng.chars(17, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`;
  }
}

/** The facts of one case (reused-file repeats correct-1's). */
export function caseFacts(layoutIndex: number, caseId: CaseId): CaseFacts {
  const spec = LAYOUTS[layoutIndex];
  const store = STORES[layoutIndex];
  if (!spec || !store) throw new Error(`no layout ${layoutIndex}`);
  if (caseId === 'reused-file')
    return { ...caseFacts(layoutIndex, 'correct-1'), caseId, group: 'negative', truth: 'reused' };

  const prng = new Prng(`shoal:${spec.key}:${caseId}`);
  const payerBank: Institution = { name: spec.bankName, code: spec.bankCode, ispb: spec.ispb };
  const payerName = PAYERS[(layoutIndex * 3 + CASE_IDS.indexOf(caseId)) % PAYERS.length] ?? 'Nilo Sebben Tonelli';
  let payer = party(payerName, 'cpf', randomDoc('cpf', prng), payerBank, prng);
  let recipient = storeParty(store);
  let recipientIsStore = true;
  let payerIsStore = false;
  let amountCents = store.priceCents;
  let description: string | null = prng.next() < 0.35 ? prng.pick(FREE_TEXTS) : null;
  let key: PrintedKey | null = null;
  let showRecipientDoc = true;
  let truncated = false;
  let scheduledOn: Date | null = null;
  let truth: Truth = 'correct';
  let group: Group = store.kind === 'cnpj' ? 'name + masked CNPJ' : 'name + masked CPF';
  const mask = store.kind === 'cnpj' ? spec.cnpjMask : spec.cpfMask;

  // Correct payments: 23/11/2026 between 09:05:00 and 14:54:59 in São Paulo.
  const offset = prng.int(0, 349);
  let when = fromSaoPaulo(23, 11, 9, 5 + offset, prng.int(0, 59));

  const otherPerson = (): Party => party(prng.pick(OTHER_PEOPLE), 'cpf', randomDoc('cpf', prng), otherBank(prng), prng);
  const otherCompany = (): Party =>
    party(prng.pick(OTHER_COMPANIES), 'cnpj', randomDoc('cnpj', prng), otherBank(prng), prng);

  switch (caseId) {
    case 'correct-1':
    case 'correct-2':
    case 'correct-3':
    case 'correct-4':
      break;
    case 'correct-5':
    case 'correct-6':
      group = 'truncated name';
      truncated = true;
      break;
    case 'key-1':
    case 'key-2':
      group = 'key shown';
      key = printKey(store, spec);
      showRecipientDoc = caseId === 'key-1';
      break;
    case 'lookalike-holder':
      group = 'negative';
      truth = 'wrong recipient';
      recipientIsStore = false;
      recipient = party(
        store.lookalikeName,
        store.kind,
        docWithSameVisibleDigits(mask, store.doc, prng),
        otherBank(prng),
        prng,
      );
      break;
    case 'same-name-other-digits':
      group = 'negative';
      truth = 'wrong recipient';
      recipientIsStore = false;
      recipient = party(
        store.name,
        store.kind,
        docWithOtherVisibleDigits(mask, store.doc, prng),
        otherBank(prng),
        prng,
      );
      break;
    case 'store-as-payer':
      group = 'negative';
      truth = 'wrong recipient';
      recipientIsStore = false;
      payerIsStore = true;
      payer = storeParty(store, payerBank);
      recipient = spec.cnpjMask.visible.length === 14 || layoutIndex % 2 === 1 ? otherCompany() : otherPerson();
      break;
    case 'wrong-amount':
      group = 'negative';
      truth = 'wrong amount';
      amountCents = wrongAmount(store.priceCents, layoutIndex);
      break;
    case 'paid-before-order': {
      group = 'negative';
      truth = 'paid before the order';
      // The evening before (sometimes late enough to be the 23rd in UTC), or days before.
      const day = layoutIndex % 4 === 3 ? 19 : 22;
      const hour = layoutIndex % 3 === 0 ? 22 : prng.int(8, 20);
      when = fromSaoPaulo(day, 11, hour, prng.int(0, 59), prng.int(0, 59));
      break;
    }
    case 'scheduled':
      group = 'negative';
      truth = 'scheduled';
      scheduledOn = when;
      when = fromSaoPaulo(25 + (layoutIndex % 3), 11, prng.int(6, 9), prng.int(0, 59), 0);
      break;
    case 'description-names-store':
      group = 'negative';
      truth = 'wrong recipient';
      recipientIsStore = false;
      recipient = layoutIndex % 2 === 0 ? otherCompany() : otherPerson();
      description = STORE_MENTIONS[layoutIndex % STORE_MENTIONS.length]?.replace('{store}', store.name) ?? store.name;
      break;
    case 'near-namesake':
      group = 'negative';
      truth = 'wrong recipient';
      recipientIsStore = false;
      recipient = party(
        store.nearName,
        store.kind,
        docWithOtherVisibleDigits(mask, store.doc, prng),
        otherBank(prng),
        prng,
      );
      break;
  }

  return {
    layout: spec.key,
    caseId,
    group,
    truth,
    store,
    priceCents: store.priceCents,
    amountCents,
    recipient,
    payer,
    recipientIsStore,
    payerIsStore,
    shownRecipientName: showName(recipient.name, spec, truncated),
    shownPayerName: showName(payer.name, spec, false),
    truncated,
    showRecipientDoc,
    key,
    description,
    when,
    scheduledOn,
    endToEndId: endToEndId(spec.ispb, when, prng),
    transactionId: transactionId(spec, layoutIndex, prng),
  };
}

/** The store's configuration as the verifier receives it. */
export function storePayee(store: StoreWithDoc): { pixKey: string; recipientName: string; recipientDocument: string } {
  // The document as the store's configuration holds it: its digits alone (the panel saves it so).
  return { pixKey: storePixKey(store), recipientName: store.name, recipientDocument: store.doc };
}
