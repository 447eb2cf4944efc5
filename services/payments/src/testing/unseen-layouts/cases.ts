/**
 * Unseen-layouts corpus: the cases (positives and negatives) on receipts of 16 bank apps, new holders, new fonts.
 *
 * Written BLIND: without reading the receipt verifier nor the other corpora (receipt-corpus, holder-cases, held-out,
 * never-tuned, blind). It only measures the verifier fairly while nobody tunes against it: keep it out of every
 * tuning loop (never look at which of its cases fail to decide what to change in the verifier).
 */
import type { Payee, RunnableCase } from '../receipt-corpus-run.js';
import {
  BANK_LAYOUTS,
  type BankLayout,
  endToEndId,
  type LayoutFamily,
  type ReceiptData,
  type ReceiptKey,
  type ReceiptParty,
  type Theme,
  uploadedReceipt,
  visibleDigits,
} from './bank-receipts.js';

export type UnseenGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type UnseenTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface UnseenLayoutCase extends RunnableCase {
  layout: string;
  family: LayoutFamily;
  theme: Theme;
  font: string;
  group: UnseenGroup;
  truth: UnseenTruth;
  contentType: 'image/jpeg';
  /** What the receipt says, for the tests of this corpus (never for the verifier). */
  receipt: ReceiptData;
}

export interface Holder {
  /** As the store owner typed it in the store's config: upper case, no accents, company suffix. */
  official: string;
  /** As banks spell it, with accents. */
  spelled: string;
  kind: 'person' | 'company';
  document: string;
  email: string;
  randomKey: string;
  phone: string;
}

/** Deterministic, so the corpus is the same file set on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

function checkDigit(base: string, weights: number[]): string {
  const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? '0' : String(11 - rest);
}

function cpfWithCheckDigits(base9: string): string {
  const first = checkDigit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base9 + first + checkDigit(base9 + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

function cnpjWithCheckDigits(base8: string): string {
  const base = `${base8}0001`;
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + first + checkDigit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

function uuid(): string {
  const hex = () => Math.floor(random() * 16).toString(16);
  const run = (count: number) => Array.from({ length: count }, hex).join('');
  return `${run(8)}-${run(4)}-4${run(3)}-${pick(['8', '9', 'a', 'b'])}${run(3)}-${run(12)}`;
}

function emailUser(kind: 'person' | 'company', spelled: string, domain: string): string {
  if (kind === 'company') return pick(['contato', 'vendas', 'financeiro', 'atendimento']);
  const words = spelled
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .filter((word) => word.length > 2);
  return `${words[0]}.${words.at(-1)}${domain.startsWith('gmail') ? digits(2) : ''}`;
}

function holder(kind: 'person' | 'company', spelled: string, domain: string): Holder {
  // Digits never all equal, so no document is a placeholder such as 111.111.111-11.
  const base =
    kind === 'person' ? `${1 + Math.floor(random() * 8)}${digits(8)}` : `${1 + Math.floor(random() * 8)}${digits(7)}`;
  return {
    official: spelled
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase(),
    spelled,
    kind,
    document: kind === 'person' ? cpfWithCheckDigits(base) : cnpjWithCheckDigits(base),
    email: `${emailUser(kind, spelled, domain)}@${domain}`,
    randomKey: uuid(),
    phone: `+55${pick(['11', '21', '31', '41', '51', '71', '81', '85', '62'])}9${digits(8)}`,
  };
}

export const COMPANIES: Holder[] = [
  holder('company', 'Sândalo e Incenso LTDA', 'sandaloeincenso.com.br'),
  holder('company', 'Runas do Norte ME', 'runasdonorte.com.br'),
  holder('company', 'Arruda e Alecrim EIRELI', 'arrudaealecrim.com.br'),
  holder('company', 'Mandala Viva Holística ME', 'mandalaviva.com.br'),
  holder('company', 'Jardim dos Orixás EPP', 'jardimdosorixas.com.br'),
  holder('company', 'Caminho do Tarô LTDA', 'caminhodotaro.com.br'),
  holder('company', 'Semente de Axé LTDA', 'sementedeaxe.com.br'),
  holder('company', 'Ametista e Quartzo ME', 'ametistaequartzo.com.br'),
  holder('company', 'Fogo Sagrado Velas EIRELI', 'fogosagradovelas.com.br'),
  holder('company', 'Reiki e Chakra EPP', 'reikiechakra.com.br'),
];

export const PEOPLE: Holder[] = [
  holder('person', 'João Batista de Araújo', 'gmail.com'),
  holder('person', 'Maria das Graças Fonseca', 'hotmail.com'),
  holder('person', 'Heloísa Conceição Ribeiro', 'outlook.com'),
  holder('person', 'Sebastião Ferreira Lima', 'yahoo.com.br'),
  holder('person', 'Antônia Lúcia Machado', 'gmail.com'),
  holder('person', 'Iracema Portela Guimarães', 'uol.com.br'),
  holder('person', 'Benedito José da Silva', 'bol.com.br'),
  holder('person', 'Terezinha Aparecida Moura', 'gmail.com'),
];

/** Longer than every layout's cut (30 at most), so each receipt shows them cut. */
export const LONG_NAMED_PEOPLE: Holder[] = [
  holder('person', 'Maria Aparecida dos Santos Conceição', 'gmail.com'),
  holder('person', 'José Roberto Fagundes de Albuquerque', 'terra.com.br'),
  holder('person', 'Ana Cláudia Bittencourt Magalhães', 'icloud.com'),
  holder('person', 'Francisco de Assis Nascimento Brandão', 'gmail.com'),
  holder('person', 'Rosângela Medeiros Vasconcelos Prado', 'hotmail.com'),
];

/** Customers who pay the store. */
const PAYERS: Holder[] = [
  holder('person', 'Renato Siqueira Campos', 'gmail.com'),
  holder('person', 'Patrícia Nogueira Leal', 'gmail.com'),
  holder('person', 'Gustavo Henrique Teles', 'gmail.com'),
  holder('person', 'Fernanda Rocha Quintela', 'gmail.com'),
  holder('person', 'Márcio Antunes Barreto', 'gmail.com'),
  holder('person', 'Débora Cristina Falcão', 'gmail.com'),
];

const RECIPIENT_BANKS = [
  'CAIXA ECONOMICA FEDERAL',
  'NU PAGAMENTOS - IP',
  'BCO DO BRASIL S.A.',
  'ITAÚ UNIBANCO S.A.',
  'BCO BRADESCO S.A.',
  'COOP SICOOB CREDIMINAS',
  'BANCO INTER S.A.',
  'PAGSEGURO INTERNET IP S.A.',
  'BCO SANTANDER (BRASIL) S.A.',
];

const PRICES_CENTS = [134900, 8750, 23990, 41200, 5990, 187540, 15600, 299000, 3333, 72010, 9800, 445000, 31875, 12890];

const ORDER_DAY_SAO_PAULO = { year: 2026, month: 11, day: 23 };
const PAID_BEFORE_DAY = 20;
const SCHEDULED_FOR_DAY = 27;

function saoPauloInstant(day: number, hour: number, minute: number, second: number): Date {
  return new Date(Date.UTC(ORDER_DAY_SAO_PAULO.year, ORDER_DAY_SAO_PAULO.month - 1, day, hour + 3, minute, second));
}

/** A paid time between 09:05 and 14:55 São Paulo on the order's day (created 09:00, checked at 15:00). */
function paidToday(): Date {
  const minutes = 9 * 60 + 5 + Math.floor(random() * (14 * 60 + 55 - (9 * 60 + 5)));
  return saoPauloInstant(ORDER_DAY_SAO_PAULO.day, Math.floor(minutes / 60), minutes % 60, Math.floor(random() * 60));
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const usedSuffixes: string[] = [];

function positionsInCommon(a: string, b: string): number {
  let same = 0;
  for (let index = 0; index < a.length; index++) if (a[index] === b[index]) same++;
  return same;
}

/** 11 characters that differ in at least 6 positions from every suffix drawn before. */
function freshSuffix(): string {
  for (;;) {
    const suffix = Array.from({ length: 11 }, () => pick([...ALPHANUMERIC])).join('');
    if (usedSuffixes.every((used) => positionsInCommon(used, suffix) <= 5)) {
      usedSuffixes.push(suffix);
      return suffix;
    }
  }
}

function account(): Pick<ReceiptParty, 'agency' | 'account'> {
  return { agency: digits(4), account: `${digits(6)}-${digits(1)}` };
}

function asParty(holder: Holder, institution: string, showDocument = true): ReceiptParty {
  return {
    name: holder.spelled,
    kind: holder.kind,
    document: showDocument ? holder.document : null,
    institution,
    ...account(),
  };
}

function storePayee(holder: Holder, pixKey: string): Payee {
  return { pixKey, recipientName: holder.official, recipientDocument: holder.document };
}

function unshownKey(holder: Holder, index: number): string {
  return index % 2 === 0 ? holder.email : holder.randomKey;
}

function formatPhone(phone: string): string {
  return `+55 (${phone.slice(3, 5)}) ${phone.slice(5, 10)}-${phone.slice(10)}`;
}

function formatCnpj(document: string): string {
  return `${document.slice(0, 2)}.${document.slice(2, 5)}.${document.slice(5, 8)}/${document.slice(8, 12)}-${document.slice(12)}`;
}

/** A holder of the same kind whose document shows different digits on this layout. */
function otherHolderShowingOtherDigits(layout: BankLayout, store: Holder, pool: Holder[]): Holder {
  const storeDigits = visibleDigits(layout, store.kind, store.document);
  const other = pool.find(
    (candidate) =>
      candidate !== store &&
      [...visibleDigits(layout, candidate.kind, candidate.document)].filter(
        (char, index) => /\d/.test(char) && char !== storeDigits[index],
      ).length >= 2,
  );
  if (!other) throw new Error(`no holder shows other digits than ${store.official} on ${layout.id}`);
  return other;
}

function at<T>(items: T[], index: number): T {
  return items[index % items.length] as T;
}

function layoutCases(layout: BankLayout, layoutIndex: number): UnseenLayoutCase[] {
  const cases: UnseenLayoutCase[] = [];
  const payerBank = layout.institutionName;
  const add = (
    what: string,
    group: UnseenGroup,
    truth: UnseenTruth,
    payee: Payee,
    priceCents: number,
    receipt: ReceiptData,
    content?: () => Promise<Buffer>,
    after?: string,
  ) => {
    let rendered: Promise<Buffer> | undefined;
    cases.push({
      name: `unseen-layouts ${layout.id} ${what}`,
      layout: layout.id,
      family: layout.family,
      theme: layout.theme,
      font: layout.font,
      group,
      truth,
      price: (priceCents / 100).toFixed(2),
      payee,
      contentType: 'image/jpeg',
      content:
        content ??
        (() => {
          rendered ??= uploadedReceipt(layout, receipt);
          return rendered;
        }),
      after,
      receipt,
    });
  };
  const receiptTo = (
    recipient: ReceiptParty,
    amountCents: number,
    overrides: Partial<ReceiptData> = {},
  ): ReceiptData => {
    const paidAt = overrides.paidAt ?? paidToday();
    return {
      amountCents,
      paidAt,
      endToEndId: endToEndId(layout.ispb, paidAt, freshSuffix()),
      recipient,
      payer: asParty(at(PAYERS, layoutIndex + cases.length), payerBank),
      description: random() < 0.3 ? pick(['Pedido loja', 'Velas e incensos', 'Encomenda', 'Kit ritual']) : undefined,
      ...overrides,
    };
  };
  const price = () => pick(PRICES_CENTS);

  for (const [slot, what] of [
    [0, 'cnpj 1'],
    [1, 'cnpj 2'],
  ] as const) {
    const company = at(COMPANIES, layoutIndex * 2 + slot);
    const cents = price();
    add(
      what,
      'name + masked CNPJ',
      'correct',
      storePayee(company, unshownKey(company, slot)),
      cents,
      receiptTo(asParty(company, pick(RECIPIENT_BANKS)), cents),
    );
  }
  for (const [slot, what] of [
    [0, 'cpf 1'],
    [1, 'cpf 2'],
  ] as const) {
    const person = at(PEOPLE, layoutIndex * 2 + slot);
    const cents = price();
    add(
      what,
      'name + masked CPF',
      'correct',
      storePayee(person, unshownKey(person, slot + 1)),
      cents,
      receiptTo(asParty(person, pick(RECIPIENT_BANKS)), cents),
    );
  }
  for (const [slot, what] of [
    [0, 'truncated 1'],
    [1, 'truncated 2'],
  ] as const) {
    const person = at(LONG_NAMED_PEOPLE, layoutIndex * 2 + slot);
    const cents = price();
    add(
      what,
      'truncated name',
      'correct',
      storePayee(person, unshownKey(person, slot)),
      cents,
      receiptTo(asParty(person, pick(RECIPIENT_BANKS)), cents),
    );
  }

  const keyKinds = ['email', 'phone', 'random', 'document'] as const;
  const keyKind = keyKinds[layoutIndex % keyKinds.length];
  const keyHolder = keyKind === 'document' ? at(COMPANIES, layoutIndex + 5) : at(PEOPLE, layoutIndex + 3);
  const key: { pixKey: string; shown: ReceiptKey } =
    keyKind === 'email'
      ? { pixKey: keyHolder.email, shown: { type: 'E-mail', shown: keyHolder.email } }
      : keyKind === 'phone'
        ? { pixKey: keyHolder.phone, shown: { type: 'Celular', shown: formatPhone(keyHolder.phone) } }
        : keyKind === 'random'
          ? { pixKey: keyHolder.randomKey, shown: { type: 'Chave aleatória', shown: keyHolder.randomKey } }
          : { pixKey: keyHolder.document, shown: { type: 'CNPJ', shown: formatCnpj(keyHolder.document) } };
  const keyCents = price();
  add(
    `key shown (${keyKind})`,
    'key shown',
    'correct',
    storePayee(keyHolder, key.pixKey),
    keyCents,
    receiptTo(asParty(keyHolder, pick(RECIPIENT_BANKS)), keyCents, { key: key.shown }),
  );

  // The negatives' store: a company on even layouts, a person on odd ones.
  const pool = layoutIndex % 2 === 0 ? COMPANIES : PEOPLE;
  const store = at(pool, layoutIndex * 3 + 1);
  const otherHolder = otherHolderShowingOtherDigits(layout, store, pool);
  const payee = storePayee(store, unshownKey(store, layoutIndex));
  const negative = (what: string, truth: UnseenTruth, priceCents: number, receipt: ReceiptData) =>
    add(what, 'negative', truth, payee, priceCents, receipt);

  let cents = price();
  negative(
    'store name with another document',
    'wrong recipient',
    cents,
    receiptTo({ ...asParty(store, pick(RECIPIENT_BANKS)), document: otherHolder.document }, cents),
  );
  cents = price();
  negative(
    'another name with the store document',
    'wrong recipient',
    cents,
    receiptTo({ ...asParty(otherHolder, pick(RECIPIENT_BANKS)), document: store.document }, cents),
  );
  cents = price();
  const someoneElse = at(PEOPLE, layoutIndex + 6) === store ? at(PEOPLE, layoutIndex + 7) : at(PEOPLE, layoutIndex + 6);
  negative(
    'store as the payer',
    'wrong recipient',
    cents,
    receiptTo(asParty(someoneElse, pick(RECIPIENT_BANKS)), cents, { payer: asParty(store, payerBank) }),
  );
  cents = price();
  negative(
    'store name without document',
    'wrong recipient',
    cents,
    receiptTo(asParty(store, pick(RECIPIENT_BANKS), false), cents),
  );
  cents = price();
  const shownCents = cents > 10000 ? cents - 10000 : cents + 1000;
  negative('wrong amount', 'wrong amount', cents, receiptTo(asParty(store, pick(RECIPIENT_BANKS)), shownCents));
  cents = price();
  const before = saoPauloInstant(PAID_BEFORE_DAY, 10 + Math.floor(random() * 6), Math.floor(random() * 60), 17);
  negative(
    'paid before the order',
    'paid before the order',
    cents,
    receiptTo(asParty(store, pick(RECIPIENT_BANKS)), cents, { paidAt: before }),
  );
  cents = price();
  negative(
    'scheduled',
    'scheduled',
    cents,
    receiptTo(asParty(store, pick(RECIPIENT_BANKS)), cents, {
      scheduledFor: saoPauloInstant(SCHEDULED_FOR_DAY, 8, 0, 0),
    }),
  );

  const original = cases[0]!;
  add(
    'reused',
    'negative',
    'reused',
    original.payee,
    Math.round(Number(original.price) * 100),
    original.receipt,
    original.content,
    original.name,
  );
  return cases;
}

let built: UnseenLayoutCase[] | undefined;

/** Every case of every unseen layout (images are drawn lazily, once, when a case's content is asked for). */
export function unseenLayoutCases(): UnseenLayoutCase[] {
  built ??= BANK_LAYOUTS.flatMap((layout, index) => layoutCases(layout, index));
  return built;
}
