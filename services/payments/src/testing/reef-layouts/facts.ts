// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import {
  FREE_TEXTS,
  INSTITUTIONS,
  OTHER_RECIPIENTS,
  PAYERS,
  RECIPIENT_BANKS,
  randomCnpj,
  randomCpf,
  type Store,
  storeMention,
  storeOf,
} from './people.js';
import { type LayoutSpec, type MaskName, maskDocument, maskFor, specOf, visiblePositions } from './specs.js';
import { completeCnpj, completeCpf, pad2, seeded, titleCase } from './text.js';

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

export type ReefGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type ReefTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface Party {
  name: string;
  document: string;
  bank: string;
  agency: string;
  account: string;
}

export interface CaseFacts {
  name: string;
  layout: string;
  caseId: CaseId;
  group: ReefGroup;
  truth: ReefTruth;
  store: Store;
  spec: LayoutSpec;
  amountCents: number;
  /** When the payment was made (for a scheduled Pix: when it was scheduled). */
  instant: Date;
  /** For a scheduled Pix: when it settles. */
  settlesAt?: Date;
  recipient: Party;
  /** The recipient's name as the app prints it (cased, maybe cut). */
  recipientShownName: string;
  payer: Party;
  showKey: boolean;
  showRecipientDocument: boolean;
  description?: string;
  endToEndId: string;
  transactionId: string;
  authentication: string;
}

/** 2026-11-23 00:00 in São Paulo (UTC−3), in ms. */
const ORDER_DAY_SP_MIDNIGHT = Date.UTC(2026, 10, 23, 3, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function groupOf(caseId: CaseId, store: Store): ReefGroup {
  if (/^correct-[1-4]$/.test(caseId)) return store.kind === 'company' ? 'name + masked CNPJ' : 'name + masked CPF';
  if (caseId === 'correct-5' || caseId === 'correct-6') return 'truncated name';
  if (caseId === 'key-1' || caseId === 'key-2') return 'key shown';
  return 'negative';
}

export function truthOf(caseId: CaseId): ReefTruth {
  if (caseId.startsWith('correct-') || caseId.startsWith('key-')) return 'correct';
  if (caseId === 'wrong-amount') return 'wrong amount';
  if (caseId === 'paid-before-order') return 'paid before the order';
  if (caseId === 'scheduled') return 'scheduled';
  if (caseId === 'reused-file') return 'reused';
  return 'wrong recipient';
}

/** São Paulo wall-clock parts of an instant. */
export function spParts(at: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
} {
  const local = new Date(at.getTime() - 3 * 60 * MINUTE);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

export function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad2(at.getUTCMonth() + 1)}${pad2(at.getUTCDate())}${pad2(at.getUTCHours())}${pad2(at.getUTCMinutes())}`;
}

function atMinute(dayOffset: number, minuteOfDay: number, second: number): Date {
  return new Date(ORDER_DAY_SP_MIDNIGHT + dayOffset * DAY + minuteOfDay * MINUTE + second * 1000);
}

/** A valid document of the same kind whose digits visible under the mask differ from the store's by 2–3 or by 4+. */
export function sameNameDocument(store: Store, spec: LayoutSpec, key: string): string {
  const mask = maskFor(spec, store.document);
  const visible = visiblePositions(mask);
  const isCnpj = store.document.length === 14;
  const base = isCnpj ? [0, 1, 2, 3, 4, 5, 6, 7] : [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const changeable = base.filter((i) => visible.includes(i));
  const [min, max] = spec.sameNameDiff === 'few' ? [2, 3] : [4, 99];
  const r = seeded(key);
  for (let attempt = 0; attempt < 5000; attempt += 1) {
    const digits = store.document.split('');
    const count = spec.sameNameDiff === 'few' ? r.int(1, Math.min(3, changeable.length)) : r.int(3, changeable.length);
    const order = [...changeable].sort(() => r.next() - 0.5);
    for (const i of order.slice(0, count)) {
      let d = digits[i] as string;
      while (d === digits[i] || (i === 0 && d === '0')) d = String(r.int(0, 9));
      digits[i] = d;
    }
    const candidate = isCnpj ? completeCnpj(digits.slice(0, 12).join('')) : completeCpf(digits.slice(0, 9).join(''));
    const diff = visible.filter((i) => candidate.charAt(i) !== store.document.charAt(i)).length;
    if (diff >= min && diff <= max && candidate !== store.document) return candidate;
  }
  throw new Error(`no same-name document for ${key}`);
}

function wrongAmount(store: Store, spec: LayoutSpec, key: string): number {
  const r = seeded(key);
  const price = store.priceCents;
  if (spec.wrongAmount === 'cents') return price + r.pick([-10, -9, -5, -1, 1, 4, 5, 10]);
  if (spec.wrongAmount === 'tens') {
    const delta = r.int(1, 6) * 1000 + r.pick([0, 0, 500]);
    return price > delta + 1000 && r.chance(0.5) ? price - delta : price + delta;
  }
  const digits = String(price).split('');
  const pairs: number[] = [];
  for (let i = 0; i + 1 < digits.length; i += 1) {
    if (digits[i] !== digits[i + 1] && !(i === 0 && digits[1] === '0')) pairs.push(i);
  }
  const i = r.pick(pairs);
  [digits[i], digits[i + 1]] = [digits[i + 1] as string, digits[i] as string];
  return Number(digits.join(''));
}

function cutName(shown: string, spec: LayoutSpec): string {
  const cut = shown.slice(0, spec.nameLimit).trimEnd();
  return `${cut}${spec.ellipsis}`;
}

const cache = new Map<string, CaseFacts>();

export function caseFacts(layout: string, caseId: CaseId): CaseFacts {
  const name = `reef/${layout}/${caseId}`;
  const hit = cache.get(name);
  if (hit) return hit;
  // The reused file is the very same payment as correct-1.
  const basis: CaseId = caseId === 'reused-file' ? 'correct-1' : caseId;
  const store = storeOf(layout);
  const spec = specOf(layout);
  const inst = INSTITUTIONS[spec.key];
  const r = seeded(`reef/${layout}/${basis}`);

  // When.
  let instant = atMinute(0, r.int(9 * 60 + 5, 14 * 60 + 54), r.int(0, 59));
  let settlesAt: Date | undefined;
  if (basis === 'paid-before-order') {
    instant =
      spec.paidBefore === 'morning'
        ? atMinute(0, r.int(7 * 60 + 30, 8 * 60 + 48), r.int(0, 59))
        : atMinute(-1, r.int(9 * 60, 21 * 60 + 30), r.int(0, 59));
  }
  if (basis === 'scheduled') settlesAt = atMinute(2, r.int(5 * 60, 6 * 60 + 59), r.int(0, 59));

  // Who pays.
  const payerName = PAYERS[(Object.keys(INSTITUTIONS).indexOf(layout) * 5 + CASE_IDS.indexOf(basis)) % PAYERS.length];
  let payer: Party = {
    name: payerName as string,
    document: randomCpf(`${name}/payer`.replace('reused-file', 'correct-1')),
    bank: inst.legalName,
    agency: r.digits(4),
    account: `${r.int(10000, 999999)}-${r.int(0, 9)}`,
  };

  // Who receives.
  let recipient: Party = {
    name: store.holderName,
    document: store.document,
    bank: store.bank,
    agency: '0001',
    account: `${r.int(100000, 9999999)}-${r.int(0, 9)}`,
  };
  const other = (kind: 'company' | 'person'): string =>
    kind === 'company' ? randomCnpj(`reef/${layout}/${basis}/other`) : randomCpf(`reef/${layout}/${basis}/other`);
  const otherBank = RECIPIENT_BANKS[(Object.keys(INSTITUTIONS).indexOf(layout) + 5) % RECIPIENT_BANKS.length] as string;
  let description: string | undefined = r.chance(0.35) ? r.pick(FREE_TEXTS) : undefined;
  if (basis === 'lookalike-holder') {
    recipient = { ...recipient, name: store.lookalike, document: other(store.kind), bank: otherBank };
  } else if (basis === 'same-name-other-digits') {
    recipient = { ...recipient, document: sameNameDocument(store, spec, `${name}/doc`), bank: otherBank };
  } else if (basis === 'near-namesake') {
    recipient = { ...recipient, name: store.nearNamesake, document: other(store.kind), bank: otherBank };
  } else if (basis === 'store-as-payer' || basis === 'description-names-store') {
    const who =
      OTHER_RECIPIENTS[
        (Object.keys(INSTITUTIONS).indexOf(layout) * 2 + (basis === 'store-as-payer' ? 0 : 1)) % OTHER_RECIPIENTS.length
      ];
    recipient = { ...recipient, name: who as string, document: other('person'), bank: otherBank };
    if (basis === 'store-as-payer') {
      payer = { ...payer, name: store.holderName, document: store.document };
      description = undefined;
    } else description = storeMention(store, Object.keys(INSTITUTIONS).indexOf(layout));
  }

  const cased = spec.nameCase === 'title' ? titleCase(recipient.name) : recipient.name;
  const truncated = basis === 'correct-5' || basis === 'correct-6';
  const amountCents = basis === 'wrong-amount' ? wrongAmount(store, spec, `${name}/amount`) : store.priceCents;
  const e2eAt = settlesAt ?? instant;
  const facts: CaseFacts = {
    name,
    layout,
    caseId,
    group: groupOf(caseId, store),
    truth: truthOf(caseId),
    store,
    spec,
    amountCents,
    instant,
    ...(settlesAt ? { settlesAt } : {}),
    recipient,
    recipientShownName: truncated ? cutName(cased, spec) : cased,
    payer,
    showKey: basis === 'key-1' || basis === 'key-2',
    showRecipientDocument: basis !== 'key-2',
    ...(description ? { description } : {}),
    endToEndId: `E${inst.ispb}${utcStamp(e2eAt)}${r.alnum(11)}`,
    transactionId: r.alnum(20, '0123456789ABCDEF'),
    authentication: r.alnum(32, '0123456789ABCDEF'),
  };
  cache.set(name, facts);
  return facts;
}

/** The recipient's document as the layout prints it. */
export function shownRecipientDocument(f: CaseFacts): string {
  return maskDocument(f.recipient.document, maskFor(f.spec, f.recipient.document));
}

/** The payer's document: always masked, even where the app prints a recipient company's CNPJ in full. */
export function payerMask(spec: LayoutSpec, digits: string): MaskName {
  const mask = maskFor(spec, digits);
  return mask === 'cnpj-full' ? 'cnpj-mid-stars' : mask;
}

export function shownPayerDocument(f: CaseFacts): string {
  return maskDocument(f.payer.document, payerMask(f.spec, f.payer.document));
}
