/**
 * BLIND cases: new holders, new banks' receipts, written without reading the verifier or the other corpora (see
 * bank-receipts.ts). Keep them out of every tuning loop: run them to measure, never to decide what to change.
 *
 * The order is placed on 2026-11-23 at 09:00 in São Paulo and judged at 15:00 the same day.
 */
import type { Payee, RunnableCase } from '../receipt-corpus-run.js';
import {
  BANK_LAYOUTS,
  type BankLayout,
  type Capture,
  endToEndId,
  type Family,
  type Holder,
  type KeyType,
  maskDocument,
  type PartyOnReceipt,
  type ReceiptFacts,
  type Theme,
  uploadedScreenshot,
} from './bank-receipts.js';

export type BlindGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type BlindTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface BlindCase extends RunnableCase {
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: BlindGroup;
  truth: BlindTruth;
  contentType: 'image/jpeg';
}

export const BLIND_ORDER_CREATED = new Date('2026-11-23T12:00:00Z');
export const BLIND_NOW = new Date('2026-11-23T18:00:00Z');

// --- Documents with valid check digits ------------------------------------------------------------------------

function checkDigit(digits: string, weights: number[]): string {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

export function cpfFromBase(base9: string): string {
  const first = checkDigit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base9 + first + checkDigit(base9 + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

export function cnpjFromBase(base12: string): string {
  const first = checkDigit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base12 + first + checkDigit(base12 + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}

// --- Deterministic randomness -----------------------------------------------------------------------------------

function seeded(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

// --- Holders ----------------------------------------------------------------------------------------------------

interface StoreHolder extends Holder {
  /** As the store's owner typed it in the settings: upper case, no accents. */
  typed: string;
  kind: 'company' | 'person';
  email: string;
  phone: string;
  randomKey: string;
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function holder(name: string, kind: StoreHolder['kind'], random: () => number, slug: string): StoreHolder {
  const document =
    kind === 'company'
      ? cnpjFromBase(`${1 + Math.floor(random() * 9)}${digits(random, 7)}0001`)
      : cpfFromBase(digits(random, 9));
  const hex = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 16).toString(16)).join('');
  return {
    name,
    document,
    typed: withoutAccents(name).toUpperCase(),
    kind,
    email: kind === 'company' ? `contato@${slug}.com.br` : `${slug}@gmail.com`,
    phone: `+55 ${pick(random, ['11', '21', '31', '41', '51', '61', '71', '81'])} 9${digits(random, 4)}-${digits(random, 4)}`,
    randomKey: `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(random, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
  };
}

const holderRandom = seeded('blind holders');
const COMPANIES: StoreHolder[] = [
  ['Jacarandá Terapias Ltda', 'jacarandaterapias'],
  ['Incensos Sálvia Branca ME', 'salviabranca'],
  ['Cristais da Serra EIRELI', 'cristaisdaserra'],
  ['Tarô e Ervas Aroeira Ltda', 'aroeiraervas'],
  ['Mandala Viva Terapias EPP', 'mandalaviva'],
  ['Reiki Ipê Roxo Ltda', 'reikiiperoxo'],
  ['Ervanário Sete Flores ME', 'seteflores'],
  ['Astrologia Ágata EIRELI', 'astroagata'],
  ['Velas Candeia Rituais EPP', 'velascandeia'],
  ['Xamanismo Juruá Ltda', 'xamanismojurua'],
  ['Espaço Zen Samsara ME', 'zensamsara'],
  ['Runas e Tarot Mirra Ltda', 'runasmirra'],
].map(([name, slug]) => holder(name!, 'company', holderRandom, slug!));
const PEOPLE: StoreHolder[] = [
  ['Adriana Conceição Lima', 'adriana.lima.terapeuta'],
  ['Benedito Araújo Neto', 'beneditoneto.benzedor'],
  ['Rosângela Ferraz', 'rosangela.cartas'],
  ['Thiago Moura Bastos', 'thiago.astrologo'],
  ['Iolanda Pereira Sampaio', 'iolanda.reiki'],
  ['Márcio Vilela Rocha', 'marcio.runas'],
  ['Gerusa Amaral Diniz', 'gerusa.ervas'],
  ['Otávio Brandão Silveira', 'otavio.numerologia'],
].map(([name, slug]) => holder(name!, 'person', holderRandom, slug!));
const LONG_NAMED_PEOPLE: StoreHolder[] = [
  ['Hermínia Guimarães Albuquerque Cavalcanti', 'herminia.tarot'],
  ['Valdemar Teixeira de Vasconcelos Filho', 'valdemar.benzimentos'],
  ['Maria Aparecida dos Santos Nogueira', 'cida.nogueira.ervas'],
  ['Cleusa Bittencourt de Oliveira Magalhães', 'cleusa.magalhaes.reiki'],
  ['Josué Nascimento Figueiredo de Assis', 'josue.assis.mentor'],
  ['Rosimeire Constantino de Albuquerque', 'rosimeire.cristais'],
].map(([name, slug]) => holder(name!, 'person', holderRandom, slug!));
/** The store's customers, who pay. */
const CUSTOMERS: StoreHolder[] = [
  'Luciana Prates Moreira',
  'Fábio Henrique Dutra',
  'Sueli Batista Rangel',
  'Renan Okada Figueira',
  'Patrícia Lemos Tavares',
  'Wagner Quintela Barros',
  'Daniela Fontes Ribeiro',
  'Caio Mendes Arruda',
].map((name) => holder(name, 'person', holderRandom, 'customer'));

export const BLIND_HOLDERS = { companies: COMPANIES, people: PEOPLE, longNamedPeople: LONG_NAMED_PEOPLE };

const INSTITUTIONS = [
  'NU PAGAMENTOS - IP',
  'ITAÚ UNIBANCO S.A.',
  'BCO BRADESCO S.A.',
  'CAIXA ECONOMICA FEDERAL',
  'BCO SANTANDER (BRASIL) S.A.',
  'BANCO INTER',
  'PICPAY',
  'MERCADO PAGO IP LTDA.',
  'BCO C6 S.A.',
  'PAGSEGURO INTERNET IP S.A.',
  'BCO COOPERATIVO SICREDI S.A.',
  'BCO DO BRASIL S.A.',
];
const PAYER_INSTITUTIONS: Record<string, string> = {
  nubank: 'NU PAGAMENTOS - IP',
  itau: 'ITAÚ UNIBANCO S.A.',
  bradesco: 'BCO BRADESCO S.A.',
  'banco-do-brasil': 'BCO DO BRASIL S.A.',
  caixa: 'CAIXA ECONOMICA FEDERAL',
  santander: 'BCO SANTANDER (BRASIL) S.A.',
  inter: 'BANCO INTER',
  picpay: 'PICPAY',
  'mercado-pago': 'MERCADO PAGO IP LTDA.',
  c6: 'BCO C6 S.A.',
  pagbank: 'PAGSEGURO INTERNET IP S.A.',
  sicoob: 'BANCOOB',
  sicredi: 'BCO COOPERATIVO SICREDI S.A.',
  neon: 'NEON PAGAMENTOS S.A. IP',
  btg: 'BCO BTG PACTUAL S.A.',
  'banco-pan': 'BANCO PAN',
};

const PRICES = [
  4990, 7700, 8900, 12000, 15750, 19990, 23000, 27500, 34990, 41200, 48000, 55500, 77700, 98000, 134900, 199000,
];

// --- Building cases ---------------------------------------------------------------------------------------------

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Every id's 11 last characters differ from every other's in at least 6 places: the store compares ids loosely. */
class EndToEndIds {
  private readonly suffixes: string[] = [];
  constructor(private readonly random: () => number) {}

  next(ispb: string, at: Date): string {
    for (;;) {
      const suffix = Array.from({ length: 11 }, () => pick(this.random, [...ALPHANUMERIC])).join('');
      const close = this.suffixes.some((other) => [...other].filter((char, i) => suffix[i] === char).length > 5);
      if (!close) {
        this.suffixes.push(suffix);
        return endToEndId(ispb, at, suffix);
      }
    }
  }
}

function saoPauloTime(day: number, hour: number, minute: number, second: number): Date {
  return new Date(Date.UTC(2026, 10, day, hour + 3, minute, second));
}

/** Between 09:05 and 14:55 on the order's day. */
function paidDuringTheOrder(random: () => number): Date {
  const minutes = 5 + Math.floor(random() * (5 * 60 + 51));
  return saoPauloTime(23, 9 + Math.floor(minutes / 60), minutes % 60, Math.floor(random() * 60));
}

function party(random: () => number, owner: Holder, institution: string, showDocument = true): PartyOnReceipt {
  return {
    holder: owner,
    showDocument,
    institution,
    agency: pick(random, ['0001', '1234', '3301', '0452', '2719']),
    account: `${digits(random, 5 + Math.floor(random() * 3))}-${digits(random, 1)}`,
  };
}

function payeeOf(store: StoreHolder, pixKey: string): Payee {
  return { pixKey, recipientName: store.typed, recipientDocument: store.document };
}

function shownKey(store: StoreHolder, type: KeyType, layout: BankLayout): { type: KeyType; value: string } {
  if (type === 'E-mail') return { type, value: store.email };
  if (type === 'Celular') return { type, value: store.phone };
  if (type === 'Chave aleatória') return { type, value: store.randomKey };
  return { type, value: maskDocument(store.document, layout) };
}

function storedKey(store: StoreHolder, type: KeyType): string {
  if (type === 'E-mail') return store.email;
  if (type === 'Celular') return store.phone.replace(/[^+\d]/g, '');
  if (type === 'Chave aleatória') return store.randomKey;
  return store.document;
}

/** Another holder of the same kind whose document shows other digits through this bank's mask. */
function otherHolder(store: StoreHolder, layout: BankLayout, offset: number): StoreHolder {
  const pool = store.kind === 'company' ? COMPANIES : [...PEOPLE, ...LONG_NAMED_PEOPLE];
  const start = pool.indexOf(store) + offset;
  for (let step = 0; step < pool.length; step++) {
    const candidate = pool[(start + step) % pool.length]!;
    if (candidate === store || candidate.name.length > layout.truncate.at) continue;
    if (maskDocument(candidate.document, layout) !== maskDocument(store.document, layout)) return candidate;
  }
  throw new Error(`no other holder for ${store.name}`);
}

interface Draft {
  what: string;
  group: BlindGroup;
  truth: BlindTruth;
  store: StoreHolder;
  pixKey: string;
  priceCents: number;
  facts: ReceiptFacts;
  after?: string;
}

function layoutCases(layout: BankLayout, index: number, ids: EndToEndIds): BlindCase[] {
  const random = seeded(`blind ${layout.id}`);
  const payerInstitution = PAYER_INSTITUTIONS[layout.id]!;
  const recipientInstitution = () => pick(random, INSTITUTIONS);
  const price = () => pick(random, PRICES);
  const customer = () => pick(random, CUSTOMERS);
  const company = (n: number) => COMPANIES[(index * 3 + n) % COMPANIES.length]!;
  const person = (n: number) => PEOPLE[(index * 3 + n) % PEOPLE.length]!;
  const longNamed = (n: number) => LONG_NAMED_PEOPLE[(index * 2 + n) % LONG_NAMED_PEOPLE.length]!;
  const unshownKey = (store: StoreHolder, n: number) => (n % 2 === 0 ? store.email : store.randomKey);

  const facts = (
    store: Holder,
    options: { amountCents: number; paidAt?: Date; payer?: Holder; showDocument?: boolean; scheduledFor?: Date },
  ): ReceiptFacts => {
    const paidAt = options.paidAt ?? paidDuringTheOrder(random);
    return {
      amountCents: options.amountCents,
      paidAt,
      scheduledFor: options.scheduledFor,
      endToEndId: ids.next(layout.ispb, paidAt),
      recipient: party(random, store, recipientInstitution(), options.showDocument ?? true),
      payer: party(random, options.payer ?? customer(), payerInstitution),
    };
  };

  const drafts: Draft[] = [];
  const positive = (what: string, group: BlindGroup, store: StoreHolder, pixKey: string) => {
    const priceCents = price();
    drafts.push({
      what,
      group,
      truth: 'correct',
      store,
      pixKey,
      priceCents,
      facts: facts(store, { amountCents: priceCents }),
    });
  };
  positive('company 1', 'name + masked CNPJ', company(0), unshownKey(company(0), index));
  positive('company 2', 'name + masked CNPJ', company(1), unshownKey(company(1), index + 1));
  positive('person 1', 'name + masked CPF', person(0), unshownKey(person(0), index + 1));
  positive('person 2', 'name + masked CPF', person(1), unshownKey(person(1), index));
  positive('long name 1', 'truncated name', longNamed(0), unshownKey(longNamed(0), index));
  positive('long name 2', 'truncated name', longNamed(1), unshownKey(longNamed(1), index + 1));

  const keyStore = index % 2 === 0 ? company(2) : person(2);
  const keyTypes: KeyType[] = ['E-mail', 'Celular', 'Chave aleatória', keyStore.kind === 'company' ? 'CNPJ' : 'CPF'];
  const keyType = keyTypes[index % keyTypes.length]!;
  const keyPrice = price();
  drafts.push({
    what: `key shown (${keyType})`,
    group: 'key shown',
    truth: 'correct',
    store: keyStore,
    pixKey: storedKey(keyStore, keyType),
    priceCents: keyPrice,
    facts: { ...facts(keyStore, { amountCents: keyPrice }), shownKey: shownKey(keyStore, keyType, layout) },
  });

  const negative = (what: string, truth: BlindTruth, store: StoreHolder, priceCents: number, receipt: ReceiptFacts) =>
    drafts.push({
      what,
      group: 'negative',
      truth,
      store,
      pixKey: unshownKey(store, index),
      priceCents,
      facts: receipt,
    });

  const storeA = index % 2 === 0 ? company(3) : person(3);
  const stranger = otherHolder(storeA, layout, 1);
  let priceCents = price();
  negative('store name with another document', 'wrong recipient', storeA, priceCents, {
    ...facts({ name: storeA.name, document: stranger.document }, { amountCents: priceCents }),
  });

  const storeB = index % 2 === 0 ? person(4) : company(4);
  const impostor = otherHolder(storeB, layout, 3);
  priceCents = price();
  negative('another name with the store document', 'wrong recipient', storeB, priceCents, {
    ...facts({ name: impostor.name, document: storeB.document }, { amountCents: priceCents }),
  });

  const storeC = index % 2 === 0 ? company(5) : person(5);
  const paidTo = otherHolder(storeC, layout, 2);
  priceCents = price();
  negative(
    'store as the payer',
    'wrong recipient',
    storeC,
    priceCents,
    facts(paidTo, { amountCents: priceCents, payer: storeC }),
  );

  const storeD = index % 2 === 0 ? person(6) : company(6);
  priceCents = price();
  negative(
    'store name without document',
    'wrong recipient',
    storeD,
    priceCents,
    facts(storeD, { amountCents: priceCents, showDocument: false }),
  );

  const storeE = company(7);
  priceCents = price();
  const wrongBy = index % 2 === 0 ? 1000 : -100;
  negative(
    `amount ${wrongBy > 0 ? 'R$ 10 more' : 'R$ 1 less'}`,
    'wrong amount',
    storeE,
    priceCents,
    facts(storeE, { amountCents: priceCents + wrongBy }),
  );

  const storeF = person(7);
  priceCents = price();
  const daysBefore = saoPauloTime(
    20,
    10 + Math.floor(random() * 8),
    Math.floor(random() * 60),
    Math.floor(random() * 60),
  );
  negative(
    'paid three days before',
    'paid before the order',
    storeF,
    priceCents,
    facts(storeF, { amountCents: priceCents, paidAt: daysBefore }),
  );

  const storeG = index % 2 === 0 ? company(8) : person(8);
  priceCents = price();
  const scheduledFor = saoPauloTime(index % 2 === 0 ? 25 : 27, 0, 0, 0);
  negative('scheduled', 'scheduled', storeG, priceCents, facts(storeG, { amountCents: priceCents, scheduledFor }));

  const reusedOf = drafts[index % 7]!;
  const cases = drafts.map((draft) => toCase(layout, draft, random));
  const original = cases[index % 7]!;
  const reused: BlindCase = {
    ...original,
    name: `blind ${layout.id} reused ${reusedOf.what}`,
    group: 'negative',
    truth: 'reused',
    after: original.name,
  };
  receiptFacts.set(reused, reusedOf.facts);
  cases.push(reused);
  return cases;
}

function captureFor(layout: BankLayout, random: () => number): Capture {
  const roll = random();
  const width = roll < 0.7 ? layout.capture.width : pick(random, [720, 1080, 1440] as const);
  const reencoded = layout.capture.jpegQuality ?? (random() < 0.3 ? 60 + Math.floor(random() * 26) : undefined);
  return { width, jpegQuality: reencoded };
}

function toCase(layout: BankLayout, draft: Draft, random: () => number): BlindCase {
  const capture = captureFor(layout, random);
  let rendered: Promise<Buffer> | undefined;
  const blindCase: BlindCase = {
    name: `blind ${layout.id} ${draft.what}`,
    layout: layout.id,
    family: layout.family,
    theme: layout.theme,
    font: layout.font,
    group: draft.group,
    truth: draft.truth,
    price: (draft.priceCents / 100).toFixed(2),
    payee: payeeOf(draft.store, draft.pixKey),
    contentType: 'image/jpeg',
    // The reused case shares this promise, so it uploads the very same bytes.
    content: () => {
      rendered ??= uploadedScreenshot(layout, draft.facts, capture);
      return rendered;
    },
  };
  receiptFacts.set(blindCase, draft.facts);
  return blindCase;
}

const receiptFacts = new WeakMap<BlindCase, ReceiptFacts>();
let built: BlindCase[] | undefined;

export function blindCases(): BlindCase[] {
  if (!built) {
    const ids = new EndToEndIds(seeded('blind end-to-end ids'));
    built = BANK_LAYOUTS.flatMap((layout, index) => layoutCases(layout, index, ids));
  }
  return built;
}

/** What a case's receipt shows: for checks and for looking at samples. */
export function receiptFactsOf(blindCase: BlindCase): ReceiptFacts {
  const facts = receiptFacts.get(blindCase);
  if (!facts) throw new Error(`${blindCase.name} is not a blind case`);
  return facts;
}
