// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
// held-out measure only, and never change it to suit a result.
import type { RunnableCase } from '../receipt-corpus-run.js';
import {
  BANK_LAYOUTS,
  type BankLayout,
  type Family,
  type Receipt,
  type ReceiptParty,
  renderReceipt,
  type Theme,
} from './bank-receipts.js';

export interface Payee {
  pixKey: string;
  recipientName: string;
  /** CPF or CNPJ, digits only. */
  recipientDocument: string;
}

export type AtlasGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type AtlasTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface AtlasLayoutCase extends RunnableCase {
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: AtlasGroup;
  truth: AtlasTruth;
  contentType: 'image/jpeg';
  endToEndId: string;
  receipt: Receipt;
}

/** The judge places every order at this instant and judges at JUDGED_AT. */
export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

// ---------------------------------------------------------------------------------------------------------------
// Deterministic randomness

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 over the FNV-1a hash of a seed string: a function returning floats in [0, 1). */
export function prng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (rand: () => number, lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const digits = (rand: () => number, n: number): string => Array.from({ length: n }, () => int(rand, 0, 9)).join('');

// ---------------------------------------------------------------------------------------------------------------
// Documents

function checkDigit(body: string, weights: number[]): string {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

/** A valid CPF from its first nine digits. */
export function cpfFrom(nine: string): string {
  const d1 = checkDigit(nine, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(nine + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return nine + d1 + d2;
}

/** A valid CNPJ from its first twelve digits (root + branch). */
export function cnpjFrom(twelve: string): string {
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const d1 = checkDigit(twelve, w1);
  const d2 = checkDigit(twelve + d1, [6, ...w1]);
  return twelve + d1 + d2;
}

function newCpf(seed: string): string {
  const rand = prng(`cpf ${seed}`);
  let nine = digits(rand, 9);
  while (/^(\d)\1+$/.test(nine)) nine = digits(rand, 9);
  return cpfFrom(nine);
}
function newCnpj(seed: string): string {
  const rand = prng(`cnpj ${seed}`);
  return cnpjFrom(`${int(rand, 1, 9)}${digits(rand, 7)}0001`);
}

// ---------------------------------------------------------------------------------------------------------------
// Holders

export interface Holder {
  name: string;
  document: string;
  pixKey: string;
  /** A name one letter or one word away, for the "similar name" negative. */
  similarName: string;
  bank: { institution: string; ispb: string };
  agency: string;
  account: string;
}

const RECIPIENT_BANKS = [
  { institution: 'NU PAGAMENTOS - IP', ispb: '18236120' },
  { institution: 'ITAÚ UNIBANCO S.A.', ispb: '60701190' },
  { institution: 'BANCO BRADESCO S.A.', ispb: '60746948' },
  { institution: 'BANCO DO BRASIL S.A.', ispb: '00000000' },
  { institution: 'CAIXA ECONOMICA FEDERAL', ispb: '00360305' },
  { institution: 'BANCO INTER S.A.', ispb: '00416968' },
  { institution: 'PAGSEGURO INTERNET IP S.A.', ispb: '08561701' },
  { institution: 'BANCO C6 S.A.', ispb: '31872495' },
  { institution: 'MERCADO PAGO IP LTDA.', ispb: '10573521' },
  { institution: 'BCO COOPERATIVO SICREDI S.A.', ispb: '01181521' },
];

type KeyKind = 'document' | 'email' | 'phone' | 'random';

function uuid(rand: () => number): string {
  const hex = () => int(rand, 0, 15).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${'89ab'[int(rand, 0, 3)]}${part(3)}-${part(12)}`;
}

function holder(name: string, similarName: string, kind: 'cpf' | 'cnpj', key: KeyKind, email = ''): Holder {
  const rand = prng(`holder ${name}`);
  const document = kind === 'cpf' ? newCpf(name) : newCnpj(name);
  const pixKey =
    key === 'document'
      ? document
      : key === 'email'
        ? email
        : key === 'phone'
          ? `+55${int(rand, 11, 99)}9${digits(rand, 8)}`
          : uuid(rand);
  const bank = RECIPIENT_BANKS[int(rand, 0, RECIPIENT_BANKS.length - 1)]!;
  const agency = digits(rand, 4);
  return {
    name,
    document,
    pixKey,
    similarName,
    bank,
    agency,
    account: `${int(rand, 10000, 9999999)}-${int(rand, 0, 9)}`,
  };
}

/** Company stores (the order's payee). */
export const COMPANY_STORES: readonly Holder[] = [
  holder('TORREFACAO CAFEZAL LTDA', 'TORREFACAO CAFEZAIS LTDA', 'cnpj', 'email', 'financeiro@cafezal.com.br'),
  holder('AUTO MECANICA PISTAO ME', 'AUTO MECANICA PISTAO EPP', 'cnpj', 'document'),
  holder('GELATERIA NATIVA LTDA', 'GELATERIA NATIVO LTDA', 'cnpj', 'random'),
  holder('BICICLETARIA PEDAL EPP', 'BICICLETARIA PEDAIS EPP', 'cnpj', 'phone'),
  holder('VIDRACARIA TRANSLUCIDA ME', 'VIDRACARIA TRANSLUCIDO ME', 'cnpj', 'document'),
  holder('PILATES EQUILIBRIO LTDA', 'PILATES EQUILIBRIUM LTDA', 'cnpj', 'email', 'contato@pilatesequilibrio.com'),
  holder('PET SHOP FOCINHO FELIZ ME', 'PET SHOP FOCINHO FELIS ME', 'cnpj', 'random'),
  holder('ACOUGUE FRIGOMAX EIRELI', 'ACOUGUE FRIGOMAIS EIRELI', 'cnpj', 'document'),
];

/** Person stores with names no app cuts. */
export const PERSON_STORES: readonly Holder[] = [
  holder('OTAVIO MEDEIROS SOUZA', 'OTAVIO MEDEIROS SOUSA', 'cpf', 'document'),
  holder('HELOISA CASTRO PAIVA', 'HELOISA CASTRO PAIXAO', 'cpf', 'email', 'heloisa.paiva.doces@gmail.com'),
  holder('RODRIGO AMARAL TOLEDO', 'RODRIGO AMARAL TOLEDA', 'cpf', 'phone'),
  holder('JAQUELINE SOARES MACHADO', 'JAQUELINE SOARES MACEDO', 'cpf', 'random'),
  holder('VINICIUS QUEIROZ BARROS', 'VINICIUS QUEIROZ BARRETO', 'cpf', 'document'),
  holder('LARISSA FAGUNDES ARAUJO', 'LARISSA FAGUNDES ARAGAO', 'cpf', 'email', 'larissa.araujo.artesanato@hotmail.com'),
  holder('EMERSON CORTEZ SALGADO', 'EMERSON CORTES SALGADO', 'cpf', 'phone'),
  holder('NATALIA RESENDE FROTA', 'NATHALIA RESENDE FROTA', 'cpf', 'document'),
];

/** Person stores with names of 31+ characters, which the apps cut. */
export const LONG_NAME_STORES: readonly Holder[] = [
  holder('GERALDO AUGUSTO DE MEDEIROS CAMPELO', 'GERALDO AUGUSTO DE MEDEIROS CAMPOLINA', 'cpf', 'document'),
  holder('ROSEMEIRE CONCEICAO DE ARAUJO LEMOS', 'ROSEMEIRE CONCEICAO DE ARAUJO LEME', 'cpf', 'random'),
  holder('MAXIMILIANO ESTEVES DE QUADROS NETO', 'MAXIMILIANO ESTEVES DE QUADROS SOBRINHO', 'cpf', 'phone'),
  holder('ERMELINDA TRINDADE DO AMARAL SOBRAL', 'ERMELINDA TRINDADE DO AMARAL CABRAL', 'cpf', 'document'),
  holder(
    'FLORISVALDO HONORIO DAS NEVES FROTA',
    'FLORIVALDO HONORIO DAS NEVES FROTA',
    'cpf',
    'email',
    'florisvaldo.neves@yahoo.com.br',
  ),
  holder('JOAQUINA VALADARES DE ALENCAR PRATES', 'JOAQUIM VALADARES DE ALENCAR PRATES', 'cpf', 'random'),
];

/** Other holders who receive money in the negative cases. */
export const STRANGER_PERSONS: readonly Holder[] = [
  holder('WAGNER PIMENTEL LACERDA', 'WAGNER PIMENTEL LACERDA', 'cpf', 'random'),
  holder('SUELEN BORGES QUINTELA', 'SUELEN BORGES QUINTELA', 'cpf', 'random'),
  holder('IGOR VALENTE MACEDO', 'IGOR VALENTE MACEDO', 'cpf', 'random'),
  holder('DANIELA ESTEVES GUSMAO', 'DANIELA ESTEVES GUSMAO', 'cpf', 'random'),
];
export const STRANGER_COMPANIES: readonly Holder[] = [
  holder('DISTRIBUIDORA NORTEX LTDA', 'DISTRIBUIDORA NORTEX LTDA', 'cnpj', 'random'),
  holder('GRAFICA IMPRESSAO AGIL ME', 'GRAFICA IMPRESSAO AGIL ME', 'cnpj', 'random'),
  holder('LAVANDERIA BOLHA LIMPA EPP', 'LAVANDERIA BOLHA LIMPA EPP', 'cnpj', 'random'),
  holder('CONSTRUTORA ALICERCE LTDA', 'CONSTRUTORA ALICERCE LTDA', 'cnpj', 'random'),
];

/** The customers who pay the orders. */
export const CUSTOMERS: readonly Holder[] = [
  holder('LEANDRO TAKESHI YAMAMOTO', 'LEANDRO TAKESHI YAMAMOTO', 'cpf', 'random'),
  holder('CRISTIANE HOLANDA FROES', 'CRISTIANE HOLANDA FROES', 'cpf', 'random'),
];

/** Holders whose keys the 'key shown' cases show, alternating key types. */
const KEY_HOLDERS: readonly Holder[] = [
  COMPANY_STORES[0]!, // e-mail
  PERSON_STORES[2]!, // phone
  COMPANY_STORES[2]!, // random
  PERSON_STORES[0]!, // CPF
  COMPANY_STORES[1]!, // CNPJ
  PERSON_STORES[5]!, // e-mail
  COMPANY_STORES[3]!, // phone
  PERSON_STORES[3]!, // random
  COMPANY_STORES[4]!, // CNPJ
  PERSON_STORES[1]!, // e-mail
  PERSON_STORES[6]!, // phone
  COMPANY_STORES[6]!, // random
  PERSON_STORES[4]!, // CPF
  COMPANY_STORES[5]!, // e-mail
  COMPANY_STORES[7]!, // CNPJ
  PERSON_STORES[2]!, // phone
];

/** Every name in the corpus (holders, lookalikes, customers). */
export function allCorpusNames(): string[] {
  return [
    ...COMPANY_STORES,
    ...PERSON_STORES,
    ...LONG_NAME_STORES,
    ...STRANGER_PERSONS,
    ...STRANGER_COMPANIES,
    ...CUSTOMERS,
  ].flatMap((h) => [h.name, h.similarName]);
}

// ---------------------------------------------------------------------------------------------------------------
// Cases

const payeeOf = (h: Holder): Payee => ({ pixKey: h.pixKey, recipientName: h.name, recipientDocument: h.document });
/** Digital banks and wallets, whose accounts all sit in branch 0001. */
const DIGITAL = new Set([
  '18236120',
  '00416968',
  '31872495',
  '22896431',
  '10573521',
  '08561701',
  '20855875',
  '18189547',
]);
const partyOf = (h: Holder, bank = h.bank): ReceiptParty => ({
  name: h.name,
  document: h.document,
  institution: bank.institution,
  ispb: bank.ispb,
  agency: DIGITAL.has(bank.ispb) ? '0001' : h.agency,
  account: h.account,
});

/** A holder who is not `store` but whose document this layout masks to the same visible digits. */
function sameVisibleDigits(layout: BankLayout, store: Holder, stranger: Holder, seed: string): Holder {
  const rand = prng(`lookalike ${seed}`);
  const d = store.document;
  let document = d;
  while (document === d) {
    if (d.length === 11) document = cpfFrom(`${digits(rand, 3)}${d.slice(3, 9)}`);
    else if (layout.cnpjMask === 'middle') document = cnpjFrom(`${int(rand, 1, 9)}${digits(rand, 1)}${d.slice(2, 12)}`);
    else document = cnpjFrom(`${d.slice(0, 2)}${digits(rand, 6)}${d.slice(8, 12)}`);
  }
  return { ...stranger, document };
}

/** 'E' + payer ISPB + yyyyMMddHHmm (UTC) + 11 alphanumerics. */
export function endToEndId(ispb: string, paidAtIso: string, rand: () => number): string {
  const t = new Date(paidAtIso);
  const stamp = `${t.getUTCFullYear()}${String(t.getUTCMonth() + 1).padStart(2, '0')}${String(t.getUTCDate()).padStart(
    2,
    '0',
  )}${String(t.getUTCHours()).padStart(2, '0')}${String(t.getUTCMinutes()).padStart(2, '0')}`;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const tail = Array.from({ length: 11 }, () => alphabet[int(rand, 0, alphabet.length - 1)]).join('');
  return `E${ispb}${stamp}${tail}`;
}

function price(rand: () => number): string {
  const cents = rand() < 0.3 ? int(rand, 100_000, 250_000) : int(rand, 1990, 99_999);
  return (cents / 100).toFixed(2);
}

/** A payment instant inside the window (09:05–14:55 in São Paulo on the 23rd), second precision. */
function inWindow(rand: () => number): string {
  const ms = Date.parse(ORDER_PLACED_AT) + int(rand, 5 * 60, 355 * 60) * 1000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

interface Plan {
  label: string;
  group: AtlasGroup;
  truth: AtlasTruth;
  store: Holder;
  recipient?: Holder;
  payer?: Holder;
  showKey?: Holder;
  amount?: (price: string, rand: () => number) => string;
  paidAt?: (rand: () => number, layoutIndex: number) => string;
  scheduled?: boolean;
  reuses?: string;
}

function plans(layout: BankLayout, i: number): Plan[] {
  const co = (k: number) => COMPANY_STORES[(i + k) % COMPANY_STORES.length]!;
  const pe = (k: number) => PERSON_STORES[(i + k) % PERSON_STORES.length]!;
  const lo = (k: number) => LONG_NAME_STORES[(i + k) % LONG_NAME_STORES.length]!;
  const key1 = KEY_HOLDERS[(2 * i) % KEY_HOLDERS.length]!;
  const key2 = KEY_HOLDERS[(2 * i + 1) % KEY_HOLDERS.length]!;
  const sp = STRANGER_PERSONS[i % STRANGER_PERSONS.length]!;
  const sc = STRANGER_COMPANIES[i % STRANGER_COMPANIES.length]!;
  const alt = (k: number) => (i % 2 === 0 ? pe(k) : co(k));
  const similarStore = i % 2 === 0 ? co(3) : pe(3);
  const otherKeyStore = co(7);
  const otherKeyHolder = co(8 + 1 + (i % 3));
  return [
    { label: 'cnpj 1', group: 'name + masked CNPJ', truth: 'correct', store: co(0) },
    { label: 'cnpj 2', group: 'name + masked CNPJ', truth: 'correct', store: co(4) },
    { label: 'cpf 1', group: 'name + masked CPF', truth: 'correct', store: pe(0) },
    { label: 'cpf 2', group: 'name + masked CPF', truth: 'correct', store: pe(4) },
    { label: 'truncated 1', group: 'truncated name', truth: 'correct', store: lo(0) },
    { label: 'truncated 2', group: 'truncated name', truth: 'correct', store: lo(3) },
    { label: 'key 1', group: 'key shown', truth: 'correct', store: key1, showKey: key1 },
    { label: 'key 2', group: 'key shown', truth: 'correct', store: key2, showKey: key2 },
    {
      label: 'same visible CPF digits',
      group: 'negative',
      truth: 'wrong recipient',
      store: pe(1),
      recipient: sameVisibleDigits(layout, pe(1), sp, `${layout.id} cpf`),
    },
    {
      label: 'same visible CNPJ digits',
      group: 'negative',
      truth: 'wrong recipient',
      store: co(1),
      recipient: sameVisibleDigits(layout, co(1), sc, `${layout.id} cnpj`),
    },
    {
      label: 'store as payer',
      group: 'negative',
      truth: 'wrong recipient',
      store: alt(2),
      recipient: i % 2 === 0 ? sc : sp,
      payer: alt(2),
    },
    {
      label: 'wrong amount',
      group: 'negative',
      truth: 'wrong amount',
      store: alt(5),
      amount: (p, rand) => {
        const cents = Math.round(Number(p) * 100);
        const pick = int(rand, 0, 3);
        const shown = pick === 0 ? cents + 100 : pick === 1 ? cents - 50 : pick === 2 ? cents * 10 : cents - 100;
        return (shown / 100).toFixed(2);
      },
    },
    {
      label: 'paid before the order',
      group: 'negative',
      truth: 'paid before the order',
      store: pe(6),
      paidAt: (rand, k) =>
        k % 2 === 0
          ? `2026-11-22T${String(int(rand, 15, 23)).padStart(2, '0')}:${String(int(rand, 0, 59)).padStart(2, '0')}:${String(
              int(rand, 0, 59),
            ).padStart(2, '0')}Z`
          : `2026-11-23T11:30:${String(int(rand, 0, 59)).padStart(2, '0')}Z`,
    },
    { label: 'scheduled', group: 'negative', truth: 'scheduled', store: co(6), scheduled: true },
    { label: 'reused', group: 'negative', truth: 'reused', store: pe(0), reuses: 'cpf 1' },
    {
      label: 'similar name',
      group: 'negative',
      truth: 'wrong recipient',
      store: similarStore,
      recipient: {
        ...similarStore,
        name: similarStore.similarName,
        document:
          similarStore.document.length === 11
            ? newCpf(`similar ${similarStore.name}`)
            : newCnpj(`similar ${similarStore.name}`),
      },
    },
    {
      label: 'another store key',
      group: 'negative',
      truth: 'wrong recipient',
      store: otherKeyStore,
      recipient: otherKeyHolder,
      showKey: otherKeyHolder,
    },
  ];
}

export function buildAtlasLayoutCases(): AtlasLayoutCase[] {
  const cases: AtlasLayoutCase[] = [];
  BANK_LAYOUTS.forEach((layout, i) => {
    const byLabel = new Map<string, AtlasLayoutCase>();
    for (const plan of plans(layout, i)) {
      const name = `atlas-layouts ${layout.id} ${plan.label}`;
      const base = {
        name,
        layout: layout.id,
        family: layout.family,
        theme: layout.theme,
        font: layout.font,
        group: plan.group,
        truth: plan.truth,
        contentType: 'image/jpeg' as const,
        payee: payeeOf(plan.store),
      };
      if (plan.reuses) {
        const original = byLabel.get(plan.reuses)!;
        const reused: AtlasLayoutCase = {
          ...base,
          price: original.price,
          payee: original.payee,
          content: original.content,
          after: original.name,
          endToEndId: original.endToEndId,
          receipt: original.receipt,
        };
        cases.push(reused);
        continue;
      }
      const rand = prng(name);
      const orderPrice = price(rand);
      const customer = CUSTOMERS[i % CUSTOMERS.length]!;
      const payer = plan.payer ?? customer;
      const recipient = plan.recipient ?? plan.store;
      const payerBank = { institution: layout.institution, ispb: layout.ispb };
      let paidAt = plan.paidAt ? plan.paidAt(rand, i) : inWindow(rand);
      let scheduledAt: string | undefined;
      if (plan.scheduled) {
        scheduledAt = paidAt;
        paidAt = `2026-11-${int(rand, 25, 30)}T09:00:00Z`;
      }
      const e2e = endToEndId(layout.ispb, paidAt, rand);
      const receipt: Receipt = {
        status: plan.scheduled ? 'scheduled' : 'completed',
        amount: plan.amount ? plan.amount(orderPrice, rand) : orderPrice,
        paidAt,
        ...(scheduledAt ? { scheduledAt } : {}),
        recipient: partyOf(recipient),
        payer: partyOf(payer, payerBank),
        ...(plan.showKey ? { pixKey: plan.showKey.pixKey } : {}),
        endToEndId: e2e,
      };
      let rendering: Promise<Buffer> | undefined;
      const atlasCase: AtlasLayoutCase = {
        ...base,
        price: orderPrice,
        content: () => {
          rendering ??= renderReceipt(layout, receipt);
          return rendering;
        },
        endToEndId: e2e,
        receipt,
      };
      byLabel.set(plan.label, atlasCase);
      cases.push(atlasCase);
    }
  });
  return cases;
}

let memo: AtlasLayoutCase[] | undefined;

/** The 272 cases: 16 layouts × (8 correct + 9 negatives). Deterministic; images render lazily, once. */
export function atlasLayoutCases(): AtlasLayoutCase[] {
  memo ??= buildAtlasLayoutCases();
  return memo;
}
