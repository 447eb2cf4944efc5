// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
//
// Sixteen stores, one per layout of bank-receipts.ts, and seventeen receipts each: six plain correct ones, two that
// also print the store's Pix key, and nine that each depart from a correct receipt in exactly one way.

import {
  hashSeed,
  JETTY_INSTITUTIONS,
  type JettyFamily,
  type JettyInstitutionKey,
  type JettyKeyKind,
  type JettyLayout,
  type JettyParty,
  type JettyReceiptFacts,
  type JettyTheme,
  jettyFontLabel,
  jettyLayout,
  pick,
  printedDocument,
  printedKey,
  printedName,
  renderJettyReceipt,
  seededRandom,
  visibleDigitIndexes,
} from './bank-receipts.js';

export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

export type JettyGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type JettyTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';
export type JettyScenario =
  | 'correct'
  | 'key shown'
  | 'lookalike holder'
  | 'store name, other digits'
  | 'store as payer'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'description names the store'
  | 'near namesake'
  | 'same truncated name'
  | 'reused file'
  | 'reused end-to-end id';

export interface JettyLayoutCase {
  name: string;
  layout: string;
  family: JettyFamily;
  theme: JettyTheme;
  font: string;
  group: JettyGroup;
  truth: JettyTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

/** The facts of one case's receipt, the correct receipt it departs from, and what its layout prints. */
export interface JettyLayoutReceipt {
  name: string;
  scenario: JettyScenario;
  facts: JettyReceiptFacts;
  /** The correct receipt this one is built from (itself when correct; the earlier case's for a reused file). */
  departsFrom: JettyReceiptFacts;
  /** The order's price in cents. */
  priceCents: number;
  printed: {
    recipientName: string;
    recipientDocument: string;
    payerName: string;
    payerDocument: string;
    key?: string;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Documents

function checkDigit(digits: string, weights: number[], mod11Rule: 'cpf' | 'cnpj'): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  if (mod11Rule === 'cpf') return rest < 2 ? 0 : 11 - rest;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function withCheckDigits(body: string): string {
  if (body.length === 9) {
    const d1 = checkDigit(body, CPF_W1, 'cpf');
    return `${body}${d1}${checkDigit(`${body}${d1}`, CPF_W2, 'cpf')}`;
  }
  if (body.length === 12) {
    const d1 = checkDigit(body, CNPJ_W1, 'cnpj');
    return `${body}${d1}${checkDigit(`${body}${d1}`, CNPJ_W2, 'cnpj')}`;
  }
  throw new Error(`not a CPF or CNPJ body: ${body}`);
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1{10}$/.test(digits) && withCheckDigits(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(digits: string): boolean {
  return /^\d{14}$/.test(digits) && !/^(\d)\1{13}$/.test(digits) && withCheckDigits(digits.slice(0, 12)) === digits;
}

export function isValidDocument(digits: string): boolean {
  return digits.length === 11 ? isValidCpf(digits) : isValidCnpj(digits);
}

function digitsOf(random: () => number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(Math.floor(random() * 10));
  return out;
}

function newCpf(random: () => number): string {
  for (;;) {
    const doc = withCheckDigits(digitsOf(random, 9));
    if (isValidCpf(doc)) return doc;
  }
}

function newCnpj(random: () => number): string {
  for (;;) {
    const doc = withCheckDigits(`${digitsOf(random, 8)}0001`);
    if (isValidCnpj(doc)) return doc;
  }
}

function newDocument(random: () => number, kind: 'person' | 'company'): string {
  return kind === 'person' ? newCpf(random) : newCnpj(random);
}

function maskOf(layout: JettyLayout, digits: string) {
  return digits.length === 11 ? layout.cpfMask : layout.cnpjMask;
}

function visibleOf(layout: JettyLayout, digits: string): string {
  return visibleDigitIndexes(maskOf(layout, digits))
    .map((i) => digits[i])
    .join('');
}

/** Another valid document of the same kind whose printed (masked) digits are the same as `digits`'. */
function sameVisibleDigits(layout: JettyLayout, digits: string, random: () => number): string {
  const mask = maskOf(layout, digits);
  const visible = new Set(visibleDigitIndexes(mask));
  const bodyLength = digits.length === 11 ? 9 : 12;
  const free = [...Array(bodyLength).keys()].filter((i) => !visible.has(i) && !(digits.length === 14 && i >= 8));
  if (free.length === 0) {
    // The layout prints the whole document: keep the first five digits, change the rest of the root.
    for (;;) {
      const doc = withCheckDigits(`${digits.slice(0, 5)}${digitsOf(random, 3)}${digits.slice(8, 12)}`);
      if (doc !== digits && isValidDocument(doc)) return doc;
    }
  }
  for (let attempt = 0; attempt < 200_000; attempt++) {
    const body = [...digits.slice(0, bodyLength)];
    for (const i of free) body[i] = String(Math.floor(random() * 10));
    const doc = withCheckDigits(body.join(''));
    if (doc !== digits && isValidDocument(doc) && visibleOf(layout, doc) === visibleOf(layout, digits)) return doc;
  }
  throw new Error(`no document shares the printed digits of ${digits}`);
}

/** Another valid document of the same kind whose printed digits differ from `digits`' in at least three places. */
function otherVisibleDigits(layout: JettyLayout, digits: string, random: () => number): string {
  const theirs = visibleOf(layout, digits);
  for (;;) {
    const doc = digits.length === 11 ? newCpf(random) : newCnpj(random);
    const mine = visibleOf(layout, doc);
    let differ = 0;
    for (let i = 0; i < mine.length; i++) if (mine[i] !== theirs[i]) differ++;
    if (differ >= 3) return doc;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Stores, their namesakes, and the people who pay

interface StoreSpec {
  layout: string;
  kind: 'person' | 'company';
  name: string;
  keyKind: JettyKeyKind;
  email?: string;
  institution: JettyInstitutionKey;
  /** One or two letters, or one word, away from the name. */
  lookalike: string;
  trap:
    | { kind: 'description names the store'; description: (n: number) => string }
    | { kind: 'near namesake'; name: string }
    | { kind: 'same truncated name'; name: string };
}

const STORE_SPECS: StoreSpec[] = [
  {
    layout: 'nubank',
    kind: 'person',
    name: 'LUDMILA FERRO GALHARDO',
    keyKind: 'email',
    email: 'ludmila.galhardo@gmail.com',
    institution: 'nubank',
    lookalike: 'LUDMILA FERRO GALHARDI',
    trap: { kind: 'description names the store', description: (n) => `Pedido ${n} - Ludmila Ferro Galhardo` },
  },
  {
    layout: 'itau',
    kind: 'company',
    name: 'GUAPURUVU SUPRIMENTOS DE ESCRITORIO LTDA',
    keyKind: 'document',
    institution: 'itau',
    lookalike: 'GUAPURUVU SUPRIMENTO DE ESCRITORIO LTDA',
    trap: { kind: 'near namesake', name: 'GUAPURUVU SUPRIMENTOS INDUSTRIAIS LTDA' },
  },
  {
    layout: 'bradesco',
    kind: 'company',
    name: 'TIRADENTES VELAME NAUTICO E PESCA LTDA',
    keyKind: 'phone',
    institution: 'bradesco',
    lookalike: 'TIRADENTES VELAMES NAUTICO E PESCA LTDA',
    trap: { kind: 'same truncated name', name: 'TIRADENTES VELAME NAUTICO E CAMPING ME' },
  },
  {
    layout: 'santander',
    kind: 'person',
    name: 'REGINALDO DELATORRE BRESSAN',
    keyKind: 'phone',
    institution: 'santander',
    lookalike: 'REGINALDO DELATORRE BRESAN',
    trap: { kind: 'near namesake', name: 'REGINALDO DALMOLIN BRESSAN' },
  },
  {
    layout: 'bb',
    kind: 'company',
    name: 'MURICI CLIMATIZACAO E REFRIGERACAO LTDA',
    keyKind: 'random',
    institution: 'bb',
    lookalike: 'MURICI CLIMATIZACAO E REFRIGERACOES LTDA',
    trap: {
      kind: 'description names the store',
      description: (n) => `Pagamento MURICI CLIMATIZACAO E REFRIGERACAO LTDA pedido ${n}`,
    },
  },
  {
    layout: 'sicredi',
    kind: 'company',
    name: 'COXILHA IMPLEMENTOS RURAIS E FERRAMENTARIA LTDA',
    keyKind: 'email',
    email: 'financeiro@coxilharural.com.br',
    institution: 'sicredi',
    lookalike: 'COXILHAS IMPLEMENTOS RURAIS E FERRAMENTARIA LTDA',
    trap: { kind: 'same truncated name', name: 'COXILHA IMPLEMENTOS RURAIS DO PAMPA EIRELI' },
  },
  {
    layout: 'mercadopago',
    kind: 'company',
    name: 'PITANGUI TAPETES E CORTINAS LTDA',
    keyKind: 'email',
    email: 'vendas@pitanguitapetes.com.br',
    institution: 'mercadopago',
    lookalike: 'PITANGUY TAPETES E CORTINAS LTDA',
    trap: { kind: 'near namesake', name: 'PITANGUI TAPETES E PERSIANAS LTDA' },
  },
  {
    layout: 'inter',
    kind: 'person',
    name: 'GIOVANNA PELLEGRINI ROTTA',
    keyKind: 'document',
    institution: 'inter',
    lookalike: 'GIOVANNA PELLEGRINI ROTA',
    trap: { kind: 'description names the store', description: (n) => `Para Giovanna Pellegrini Rotta, pedido #${n}` },
  },
  {
    layout: 'c6',
    kind: 'company',
    name: 'SAPUCAIA SISTEMAS DE IRRIGACAO LTDA',
    keyKind: 'random',
    institution: 'c6',
    lookalike: 'SAPUCAIA SISTEMA DE IRRIGACAO LTDA',
    trap: { kind: 'near namesake', name: 'SAPUCAIA SISTEMAS HIDRICOS LTDA' },
  },
  {
    layout: 'pagbank',
    kind: 'company',
    name: 'CANINDE GRAOS SELECIONADOS E CEREAIS LTDA',
    keyKind: 'email',
    email: 'contato@caninde.com.br',
    institution: 'pagbank',
    lookalike: 'CANINDE GRAOS SELECIONADO E CEREAIS LTDA',
    trap: { kind: 'same truncated name', name: 'CANINDE GRAOS SELECIONADOS E CASTANHAS ME' },
  },
  {
    layout: 'btg',
    kind: 'person',
    name: 'OTTO KOERICH HAMMES',
    keyKind: 'random',
    institution: 'btg',
    lookalike: 'OTTO KOERICH HAMES',
    trap: { kind: 'description names the store', description: (n) => `OTTO KOERICH HAMMES - compra ${n}` },
  },
  {
    layout: 'picpay',
    kind: 'company',
    name: 'BIGUATINGA ELETRONICOS E INFORMATICA LTDA',
    keyKind: 'email',
    email: 'pix@biguatinga.com.br',
    institution: 'stone',
    lookalike: 'BIGUATINGA ELETRONICA E INFORMATICA LTDA',
    trap: { kind: 'near namesake', name: 'BIGUATINGA ELETRONICOS E TELEFONIA LTDA' },
  },
  {
    layout: 'neon',
    kind: 'person',
    name: 'DORALICE CANTANHEDE ARCOVERDE',
    keyKind: 'phone',
    institution: 'nubank',
    lookalike: 'DORALICE CANTANHEDE DE ARCOVERDE',
    trap: { kind: 'description names the store', description: (n) => `Pix p/ Doralice Cantanhede Arcoverde ref ${n}` },
  },
  {
    layout: 'caixa',
    kind: 'company',
    name: 'JAGUARUNA MATERIAIS DE CONSTRUCAO LTDA',
    keyKind: 'document',
    institution: 'caixa',
    lookalike: 'JAGUARUMA MATERIAIS DE CONSTRUCAO LTDA',
    trap: { kind: 'same truncated name', name: 'JAGUARUNA MATERIAIS DE COBERTURA EIRELI' },
  },
  {
    layout: 'cora',
    kind: 'company',
    name: 'TUCUNARE PRODUCOES AUDIOVISUAIS ME',
    keyKind: 'document',
    institution: 'cora',
    lookalike: 'TUCUNARE PRODUCOES AUDIOVISUAIS LTDA',
    trap: { kind: 'description names the store', description: (n) => `Compra TUCUNARE PRODUCOES AUDIOVISUAIS #${n}` },
  },
  {
    layout: 'willbank',
    kind: 'person',
    name: 'UBIRATAN FALQUETO MAGESTE',
    keyKind: 'random',
    institution: 'will',
    lookalike: 'UBIRATAN FALQUETO MAJESTE',
    trap: { kind: 'near namesake', name: 'UBIRATAN MAGESTE FOLADOR' },
  },
];

/** People and firms who pay the stores (and who receive, when a store pays or a receipt goes elsewhere). */
const PERSON_PAYERS = [
  'RENAN TOLOMEI UCHIDA',
  'LUANA MOSER CAPELLI',
  'MATHEUS BARONI PAZINI',
  'BETINA LUCCHESI RISSO',
  'ENZO WATANABE ONOFRE',
  'MANUELA TEBALDI GARRIDO',
  'KAUAN YOSHIDA MEIRA',
  'ALICE ZIMMERMANN BAUER',
  'SAMUEL GIACOMETTI PINTO',
  'IRIS KOBAYASHI SOTO',
  'DANILO VIGANO CAMURCA',
  'ELISA BORBOREMA SALVADOR',
  'PIETRO FUJITA MIYAZAKI',
  'MARINA NISHIMURA IANNI',
  'ROMEU SAKAI PELLEGRINO',
  'GLORIA DOMINGOS QUINTAS',
  'NOAH HAMMES SCHROEDER',
  'CLAUDIONOR ROSA GARRIDO',
  'JACIRA MEIRA DE SOTO',
  'EDUARDO CAPELLI ZORZI',
  'SOFIA BRESSANI MOSER',
  'WILLIAN PAZINI ONOFRE',
  'NICOLE FOLADOR IANNI',
];
const COMPANY_PAYERS = [
  'ARARANGUA TINTAS E VERNIZES LTDA',
  'POTIGUAR SERVICOS DE LIMPEZA ME',
  'GUAJUVIRA TECNOLOGIA DA INFORMACAO LTDA',
  'MUCURIPE EVENTOS E BUFFET EIRELI',
  'CARAUBAS MARMORES E GRANITOS LTDA',
  'TAMANDARE LOCACAO DE VEICULOS LTDA',
  'IPIRANGA ASSESSORIA CONTABIL S/A',
];

const PLAIN_DESCRIPTIONS = [
  (n: number) => `Pedido ${n}`,
  (n: number) => `pedido #${n}`,
  (n: number) => `Ref. pedido ${n}`,
  () => 'Obrigada!',
  (n: number) => `Pagamento do pedido ${n}`,
  () => 'Compra pelo site',
];

const PRICES = [
  1990, 2490, 2990, 3450, 3990, 4500, 4990, 5990, 6480, 7990, 8730, 8990, 9990, 11000, 12700, 13990, 14990, 15900,
  17990, 19990, 21540, 24900, 27990, 29990, 33333, 34900, 38990, 42000, 45990, 49900, 54990, 61250, 68900, 74990, 82000,
  89990, 99900, 104990, 115000, 123456, 129900, 139990, 148000, 159000, 174990, 189000,
];

const INSTITUTION_KEYS = Object.keys(JETTY_INSTITUTIONS) as JettyInstitutionKey[];

interface Store {
  spec: StoreSpec;
  layout: JettyLayout;
  party: JettyParty;
  pixKey: string;
  keyKind: JettyKeyKind;
}

function agencyOf(random: () => number): string {
  return random() < 0.35 ? '0001' : String(1000 + Math.floor(random() * 8999));
}

function accountOf(random: () => number): string {
  return digitsOf(random, 5 + Math.floor(random() * 4)).replace(/^0/, '4');
}

function uuidOf(random: () => number): string {
  const hex = () => Math.floor(random() * 16).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[Math.floor(random() * 4)]}${part(3)}-${part(12)}`;
}

function makeStore(spec: StoreSpec): Store {
  const random = seededRandom(hashSeed(`jetty store ${spec.layout}`));
  const layout = jettyLayout(spec.layout);
  const document = newDocument(random, spec.kind);
  const party: JettyParty = {
    name: spec.name,
    document,
    institution: spec.institution,
    agency: agencyOf(random),
    account: accountOf(random),
  };
  const pixKey =
    spec.keyKind === 'email'
      ? (spec.email ?? '')
      : spec.keyKind === 'phone'
        ? `+55${pick(random, ['11', '21', '31', '41', '48', '51', '71', '85'])}9${digitsOf(random, 8)}`
        : spec.keyKind === 'document'
          ? document
          : uuidOf(random);
  return { spec, layout, party, pixKey, keyKind: spec.keyKind };
}

// ---------------------------------------------------------------------------------------------------------------
// Times

const ORDER_MS = Date.parse(ORDER_PLACED_AT);
const JUDGED_MS = Date.parse(JUDGED_AT);

function isoAt(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A moment between the order (09:00 São Paulo) and the judging (15:00), away from both edges. */
function insideWindow(random: () => number): string {
  const from = ORDER_MS + 4 * 60_000;
  const to = JUDGED_MS - 4 * 60_000;
  return isoAt(from + random() * (to - from));
}

/** The day before, or that morning before the order. */
function beforeOrder(random: () => number): string {
  if (random() < 0.5) {
    // 22/11, 15:00–23:40 São Paulo
    const from = Date.parse('2026-11-22T18:00:00Z');
    return isoAt(from + random() * (8.66 * 3600_000));
  }
  // 23/11, 06:40–08:52 São Paulo
  const from = Date.parse('2026-11-23T09:40:00Z');
  return isoAt(from + random() * (132 * 60_000));
}

function endToEndId(layout: JettyLayout, paidAt: string, random: () => number): string {
  const t = new Date(paidAt);
  const stamp = `${t.getUTCFullYear()}${String(t.getUTCMonth() + 1).padStart(2, '0')}${String(t.getUTCDate()).padStart(2, '0')}${String(t.getUTCHours()).padStart(2, '0')}${String(t.getUTCMinutes()).padStart(2, '0')}`;
  const alphabet =
    layout.idLetters === 'upper'
      ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
      : layout.idLetters === 'lower'
        ? 'abcdefghijklmnopqrstuvwxyz0123456789'
        : 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let tail = '';
  for (let i = 0; i < 11; i++) tail += alphabet[Math.floor(random() * alphabet.length)];
  return `E${JETTY_INSTITUTIONS[layout.institution].ispb}${stamp}${tail}`;
}

function authCodeOf(random: () => number): string {
  const hex = () => '0123456789ABCDEF'[Math.floor(random() * 16)];
  return Array.from({ length: 4 }, () => Array.from({ length: 4 }, hex).join('')).join('.');
}

// ---------------------------------------------------------------------------------------------------------------
// Building the cases

interface Built {
  name: string;
  scenario: JettyScenario;
  truth: JettyTruth;
  group: JettyGroup;
  priceCents: number;
  facts: JettyReceiptFacts;
  departsFrom: JettyReceiptFacts;
  after?: string;
  store: Store;
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function wrongAmount(price: number, random: () => number): number {
  const cents = price % 100;
  const units = Math.floor(price / 100);
  const choices: number[] = [];
  // cents off
  choices.push(units * 100 + (cents === 0 ? 90 : cents === 90 ? 9 : 0));
  // one digit of the units off by one
  const digits = String(units);
  const at = Math.floor(random() * digits.length);
  const d = Number(digits[at]);
  const nd = d === 9 ? 8 : at === 0 && d === 1 && digits.length > 1 ? 2 : d + 1;
  choices.push(Number(`${digits.slice(0, at)}${nd}${digits.slice(at + 1)}`) * 100 + cents);
  // a real off-by-ten-cents
  choices.push(price - 10);
  const amount = pick(random, choices);
  return amount > 0 && amount !== price ? amount : price + 100;
}

function buildLayoutCases(store: Store): Built[] {
  const layout = store.layout;
  const random = seededRandom(hashSeed(`jetty cases ${layout.key}`));
  const prices = shuffle(PRICES, random);
  let priceAt = 0;
  const nextPrice = () => prices[priceAt++ % prices.length] ?? 4990;
  const personPool = shuffle(PERSON_PAYERS, random);
  const companyPool = shuffle(COMPANY_PAYERS, random);
  let personAt = 0;
  let companyAt = 0;
  const someone = (institution: JettyInstitutionKey): JettyParty => {
    const company = random() < 0.3;
    const name = company
      ? (companyPool[companyAt++ % companyPool.length] ?? '')
      : (personPool[personAt++ % personPool.length] ?? '');
    const partyRandom = seededRandom(hashSeed(`jetty party ${name}`));
    return {
      name,
      document: newDocument(partyRandom, company ? 'company' : 'person'),
      institution,
      agency: agencyOf(partyRandom),
      account: accountOf(partyRandom),
    };
  };
  const otherInstitution = () => pick(random, INSTITUTION_KEYS);

  const correct = (withKey: boolean): JettyReceiptFacts => {
    const paidAt = insideWindow(random);
    const described = random() < 0.35;
    const facts: JettyReceiptFacts = {
      layout: layout.key,
      amountCents: nextPrice(),
      paidAt,
      recipient: { ...store.party },
      payer: someone(layout.institution),
      endToEndId: endToEndId(layout, paidAt, random),
      picture: {
        seed: Math.floor(random() * 2 ** 31),
        authCode: authCodeOf(random),
        shotDelaySeconds: 15 + Math.floor(random() * 540),
      },
    };
    if (described) facts.description = pick(random, PLAIN_DESCRIPTIONS)(1000 + Math.floor(random() * 9000));
    if (withKey) facts.keyShown = { kind: store.keyKind, value: store.pixKey };
    return facts;
  };
  const holder = (name: string, document: string): JettyParty => {
    const r = seededRandom(hashSeed(`jetty holder ${name}`));
    return { name, document, institution: otherInstitution(), agency: agencyOf(r), account: accountOf(r) };
  };

  const out: Built[] = [];
  const prefix = `jetty/${layout.key}`;
  const cut = layout.truncate !== undefined && store.party.name.length > layout.truncate.at;
  const plainGroup: JettyGroup = cut
    ? 'truncated name'
    : store.spec.kind === 'company'
      ? 'name + masked CNPJ'
      : 'name + masked CPF';
  const add = (
    slug: string,
    scenario: JettyScenario,
    truth: JettyTruth,
    departsFrom: JettyReceiptFacts,
    facts: JettyReceiptFacts,
    extra: { after?: string; priceCents?: number } = {},
  ) => {
    const group: JettyGroup = scenario === 'correct' ? plainGroup : scenario === 'key shown' ? 'key shown' : 'negative';
    out.push({
      name: `${prefix}/${slug}`,
      scenario,
      truth,
      group,
      priceCents: extra.priceCents ?? departsFrom.amountCents,
      facts,
      departsFrom,
      after: extra.after,
      store,
    });
  };
  const plain = (slug: string) => {
    const f = correct(false);
    add(slug, 'correct', 'correct', f, f);
  };
  const keyed = (slug: string) => {
    const f = correct(true);
    add(slug, 'key shown', 'correct', f, f);
  };
  const negative = (
    slug: string,
    scenario: JettyScenario,
    truth: JettyTruth,
    change: (f: JettyReceiptFacts, base: JettyReceiptFacts) => void,
  ) => {
    const base = correct(false);
    const facts = structuredClone(base);
    change(facts, base);
    add(slug, scenario, truth, base, facts);
  };
  const earlierCorrect = () => out.filter((b) => b.scenario === 'correct');

  plain('correct-1');
  negative('lookalike-holder', 'lookalike holder', 'wrong recipient', (f) => {
    f.recipient = holder(store.spec.lookalike, sameVisibleDigits(layout, store.party.document, random));
  });
  plain('correct-2');
  negative('wrong-amount', 'wrong amount', 'wrong amount', (f, base) => {
    f.amountCents = wrongAmount(base.amountCents, random);
  });
  keyed('key-shown-1');
  negative('store-as-payer', 'store as payer', 'wrong recipient', (f) => {
    f.payer = { ...store.party, institution: layout.institution };
    f.recipient = someone(otherInstitution());
  });
  plain('correct-3');
  negative('paid-before-the-order', 'paid before the order', 'paid before the order', (f) => {
    f.paidAt = beforeOrder(random);
    f.endToEndId = endToEndId(layout, f.paidAt, random);
  });
  plain('correct-4');
  {
    const earlier = pick(random, earlierCorrect());
    add('reused-file', 'reused file', 'reused', earlier.facts, earlier.facts, { after: earlier.name });
  }
  negative('store-name-other-digits', 'store name, other digits', 'wrong recipient', (f) => {
    f.recipient = { ...f.recipient, document: otherVisibleDigits(layout, store.party.document, random) };
  });
  plain('correct-5');
  negative('scheduled', 'scheduled', 'scheduled', (f) => {
    f.scheduledFor = `2026-11-${24 + Math.floor(random() * 5)}`;
  });
  keyed('key-shown-2');
  const trap = store.spec.trap;
  if (trap.kind === 'description names the store') {
    negative('description-names-the-store', trap.kind, 'wrong recipient', (f) => {
      f.recipient = someone(otherInstitution());
      f.description = trap.description(1000 + Math.floor(random() * 9000));
    });
  } else {
    const slug = trap.kind === 'near namesake' ? 'near-namesake' : 'same-truncated-name';
    negative(slug, trap.kind, 'wrong recipient', (f) => {
      f.recipient = holder(trap.name, otherVisibleDigits(layout, store.party.document, random));
    });
  }
  {
    const earlier = pick(
      random,
      earlierCorrect().filter((b) => b.name !== out.find((o) => o.scenario === 'reused file')?.after),
    );
    negative('reused-end-to-end-id', 'reused end-to-end id', 'reused', (f) => {
      f.endToEndId = earlier.facts.endToEndId;
    });
    const last = out[out.length - 1];
    if (last) last.after = earlier.name;
  }
  plain('correct-6');
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The corpus

interface Corpus {
  stores: Store[];
  built: Built[];
  cases: JettyLayoutCase[];
}

let corpus: Corpus | undefined;

function buildCorpus(): Corpus {
  const stores = STORE_SPECS.map(makeStore);
  const built = stores.flatMap(buildLayoutCases);
  const byName = new Map<string, JettyLayoutCase>();
  const cases = built.map((b): JettyLayoutCase => {
    const layout = b.store.layout;
    let rendered: Promise<Buffer> | undefined;
    const item: JettyLayoutCase = {
      name: b.name,
      layout: layout.key,
      family: layout.family,
      theme: layout.theme,
      font: jettyFontLabel(layout),
      group: b.group,
      truth: b.truth,
      price: (b.priceCents / 100).toFixed(2),
      payee: {
        pixKey: b.store.pixKey,
        recipientName: b.store.party.name,
        recipientDocument: b.store.party.document,
      },
      contentType: 'image/jpeg',
      content: () => {
        if (b.scenario === 'reused file' && b.after) {
          const earlier = byName.get(b.after);
          if (!earlier) throw new Error(`${b.name} reuses unknown ${b.after}`);
          return earlier.content();
        }
        rendered ??= renderJettyReceipt(layout, b.facts);
        return rendered;
      },
      endToEndId: b.facts.endToEndId,
    };
    if (b.after) item.after = b.after;
    byName.set(item.name, item);
    return item;
  });
  return { stores, built, cases };
}

function theCorpus(): Corpus {
  corpus ??= buildCorpus();
  return corpus;
}

/** All 272 cases, in the same order on every run (a reused case always after the one it reuses). */
export function jettyLayoutCases(): JettyLayoutCase[] {
  return [...theCorpus().cases];
}

function built(name: string): Built {
  const b = theCorpus().built.find((x) => x.name === name);
  if (!b) throw new Error(`no jetty layout case ${name}`);
  return b;
}

export function jettyLayoutReceipt(name: string): JettyLayoutReceipt {
  const b = built(name);
  const layout = b.store.layout;
  const f = b.facts;
  return {
    name: b.name,
    scenario: b.scenario,
    facts: f,
    departsFrom: b.departsFrom,
    priceCents: b.priceCents,
    printed: {
      recipientName: printedName(layout, f.recipient.name),
      recipientDocument: printedDocument(layout, f.recipient.document),
      payerName: printedName(layout, f.payer.name),
      payerDocument: printedDocument(layout, f.payer.document),
      ...(f.keyShown ? { key: printedKey(layout, f.keyShown) } : {}),
    },
  };
}

export function jettyLayoutScenario(name: string): JettyScenario {
  return built(name).scenario;
}

/** The stores, one per layout, as configured by the storefront. */
export function jettyStores(): {
  layout: string;
  kind: 'person' | 'company';
  party: JettyParty;
  pixKey: string;
  keyKind: JettyKeyKind;
}[] {
  return theCorpus().stores.map((s) => ({
    layout: s.layout.key,
    kind: s.spec.kind,
    party: s.party,
    pixKey: s.pixKey,
    keyKind: s.keyKind,
  }));
}

/** The other holders the corpus names (lookalikes, namesakes, twins under a cut), by layout. */
export function jettyTrapNames(): { layout: string; lookalike: string; trap?: string }[] {
  return STORE_SPECS.map((s) => ({
    layout: s.layout,
    lookalike: s.lookalike,
    ...(s.trap.kind === 'description names the store' ? {} : { trap: s.trap.name }),
  }));
}

/** Every person or company name the corpus registers or prints (as registered and as printed), sorted. */
export function allCorpusNames(): string[] {
  const names = new Set<string>();
  const addName = (layout: JettyLayout, name: string) => {
    names.add(name);
    names.add(printedName(layout, name));
  };
  const { stores, built: all } = theCorpus();
  for (const s of stores) {
    addName(s.layout, s.party.name);
    addName(s.layout, s.spec.lookalike);
    if (s.spec.trap.kind !== 'description names the store') addName(s.layout, s.spec.trap.name);
  }
  for (const b of all) {
    addName(b.store.layout, b.facts.recipient.name);
    addName(b.store.layout, b.facts.payer.name);
  }
  for (const name of [...PERSON_PAYERS, ...COMPANY_PAYERS]) names.add(name);
  return [...names].sort();
}

/** Every payer description in the corpus. */
export function allCorpusDescriptions(): string[] {
  return [...new Set(theCorpus().built.flatMap((b) => (b.facts.description ? [b.facts.description] : [])))].sort();
}
