/**
 * Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
 * held-out measure only, and never change it to suit a result.
 *
 * Per bank layout: six correct receipts showing only the holder's name and masked document, one showing the store's
 * PIX key, and eight that must not be approved. The order was placed at 2026-11-23T12:00:00Z; correct payments follow
 * it between 12:05 and 17:55 UTC.
 */
import type { RunnableCase } from '../receipt-corpus-run.js';
import {
  type Family,
  type Party,
  RESERVE_LAYOUTS,
  type Receipt,
  type ReserveLayout,
  renderReceipt,
  type Theme,
} from './bank-receipts.js';

export interface ReserveLayoutCase extends RunnableCase {
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
  truth: 'correct' | 'wrong recipient' | 'wrong amount' | 'paid before the order' | 'scheduled' | 'reused';
  contentType: 'image/jpeg';
  endToEndId: string;
}

/** A store's account holder: its registered name, document digits, PIX key as configured and bank. */
export interface Holder {
  name: string;
  document: string;
  pixKey: string;
  bank: string;
}

const COMPANIES: Holder[] = [
  {
    name: 'BORBOLETA DE COBRE ME',
    document: '27481596000145',
    pixKey: 'vendas@borboletadecobre.com.br',
    bank: 'ITAÚ UNIBANCO S.A.',
  },
  { name: 'ALAMBIQUE DO TIMBO EPP', document: '34918270000106', pixKey: '+5571991427730', bank: 'BCO DO BRASIL S.A.' },
  {
    name: 'GRUTA DO MANDACARU LTDA',
    document: '41625839000100',
    pixKey: 'c7e2a915-4b0d-4f3e-9a86-21d5b0f7e4c8',
    bank: 'CAIXA ECONOMICA FEDERAL',
  },
  {
    name: 'CORUJA DE BRONZE LTDA',
    document: '52307184000130',
    pixKey: 'financeiro@corujadebronze.com.br',
    bank: 'NU PAGAMENTOS - IP',
  },
  {
    name: 'VARANDA DO BUGIO EPP',
    document: '63849152000183',
    pixKey: '+5548988156204',
    bank: 'BCO SANTANDER (BRASIL) S.A.',
  },
  {
    name: 'TUCANO DE PEDRA ME',
    document: '71592046000195',
    pixKey: '5a90d3f1-e26c-48b7-b1f4-9c03a7de6152',
    bank: 'BANCO INTER',
  },
  {
    name: 'PENHASCO AZUL EIRELI',
    document: '83046217000160',
    pixKey: 'pix@penhascoazul.com.br',
    bank: 'PAGSEGURO INTERNET IP S.A.',
  },
];
const PERSONS: Holder[] = [
  {
    name: 'OSVALDINA FERRAZ TABOSA',
    document: '31847295673',
    pixKey: 'osvaldina.tabosa@gmail.com',
    bank: 'NU PAGAMENTOS - IP',
  },
  {
    name: 'TEOBALDO QUINTANILHA REGO',
    document: '47291638500',
    pixKey: '+5531987402219',
    bank: 'MERCADO PAGO IP LTDA.',
  },
  {
    name: 'JUREMA BITTENCOURT SALLES',
    document: '53918462773',
    pixKey: '0b6f2d94-7ac1-4e38-b25d-f8e91c40a7b6',
    bank: 'PICPAY',
  },
  {
    name: 'EUFRASIO DAMASCENO TAVORA',
    document: '60473829169',
    pixKey: 'eufrasio.tavora@outlook.com',
    bank: 'ITAÚ UNIBANCO S.A.',
  },
  { name: 'HILDEBRANDO VIANA FURTADO', document: '71526394855', pixKey: '+5585998123340', bank: 'BANCO INTER' },
  {
    name: 'ZULEICA PORTINARI MOTTA',
    document: '82635147973',
    pixKey: 'zuleica.motta@yahoo.com.br',
    bank: 'BCO BRADESCO S.A.',
  },
  {
    name: 'IRACEMA DUTRA LAMEGO',
    document: '93741856282',
    pixKey: '8d3c51e7-0f24-4a9b-a6e2-3b7f95c18d04',
    bank: 'CAIXA ECONOMICA FEDERAL',
  },
  {
    name: 'DORIVAL AMORIM QUEIROGA',
    document: '14859273664',
    pixKey: '+5562981057746',
    bank: 'NEON PAGAMENTOS S.A. IP',
  },
];
/** Longer than any bank's cut, alternating company and person. */
const LONG: Holder[] = [
  {
    name: 'VENTANIA DE MARAJO COMERCIO DE INCENSOS LTDA',
    document: '96273518000178',
    pixKey: 'loja@ventaniademarajo.com.br',
    bank: 'BCO BRADESCO S.A.',
  },
  {
    name: 'ADALGISA PONTES DE VASCONCELOS CARNEIRO',
    document: '25963718473',
    pixKey: 'adalgisa.carneiro@gmail.com',
    bank: 'NU PAGAMENTOS - IP',
  },
  {
    name: 'FAROL DE ITAPEMA PRODUTOS NATURAIS EIRELI',
    document: '15730942000100',
    pixKey: '+5547996310588',
    bank: 'BANCO C6 S.A.',
  },
  {
    name: 'GENOVEVA ARRUDA CAVALCANTI BRANDAO DE MELO',
    document: '36172489500',
    pixKey: '+5581999274415',
    bank: 'BCO DO BRASIL S.A.',
  },
  {
    name: 'MOINHO DE SABUGUEIRO ARTIGOS RELIGIOSOS LTDA',
    document: '29584613000103',
    pixKey: 'e41b7c08-93fa-4d62-8e15-b7a20c5f9d31',
    bank: 'BCO COOPERATIVO SICREDI S.A.',
  },
  {
    name: 'CLEOMAR SEIXAS DE ALBUQUERQUE NORONHA',
    document: '57284936100',
    pixKey: 'cleomar.noronha@hotmail.com',
    bank: 'BANCO SANTANDER (BRASIL) S.A.',
  },
];
export const RESERVE_HOLDERS: readonly Holder[] = [...COMPANIES, ...PERSONS, ...LONG];

/** The client paying, the same invented person on every receipt. */
export const RESERVE_PAYER = { name: 'RAIMUNDA CORDEIRO BASTOS', document: '48361925791' };

const PRICES = [
  '58.40',
  '112.00',
  '9.90',
  '1375.50',
  '240.00',
  '36.75',
  '799.99',
  '17.30',
  '4200.00',
  '88.88',
  '315.20',
  '63.00',
  '1050.00',
  '27.45',
  '499.00',
  '142.60',
  '5.55',
];

const ORDER_PLACED = Date.parse('2026-11-23T12:00:00Z');
const MINUTE = 60_000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TAIL_ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyz0123456789',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
];

function endToEndId(ispb: string, at: Date, alphabet: string, next: () => number): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-T:]/g, '');
  const tail = Array.from({ length: 11 }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  return `E${ispb}${stamp}${tail}`;
}

interface Planned {
  testCase: ReserveLayoutCase;
  layout: ReserveLayout;
  receipt: Receipt;
}

function once(make: () => Promise<Buffer>): () => Promise<Buffer> {
  let made: Promise<Buffer> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function planLayout(layout: ReserveLayout, index: number): Planned[] {
  const next = random(0x5eed + index * 7919);
  const alphabet = TAIL_ALPHABETS[index % TAIL_ALPHABETS.length]!;
  /** A moment on order day between 12:05 and 17:55 UTC. */
  const inWindow = () => new Date(ORDER_PLACED + (5 + Math.floor(next() * 350)) * MINUTE + Math.floor(next() * 60_000));
  const price = (k: number) => PRICES[(index * 5 + k) % PRICES.length]!;
  const payer: Party = { ...RESERVE_PAYER, bank: layout.legalName };
  const party = (holder: Holder): Party => ({ name: holder.name, document: holder.document, bank: holder.bank });
  const planned: Planned[] = [];
  const add = (
    description: string,
    store: Holder,
    group: ReserveLayoutCase['group'],
    truth: ReserveLayoutCase['truth'],
    casePrice: string,
    receipt: Omit<Receipt, 'endToEndId'>,
    idAt: Date = receipt.at,
  ) => {
    const full: Receipt = { ...receipt, endToEndId: endToEndId(layout.ispb, idAt, alphabet, next) };
    planned.push({
      layout,
      receipt: full,
      testCase: {
        name: `reserve-layouts ${layout.layout} ${description}`,
        layout: layout.layout,
        family: layout.family,
        theme: layout.theme,
        font: layout.font,
        group,
        truth,
        price: casePrice,
        payee: { pixKey: store.pixKey, recipientName: store.name, recipientDocument: store.document },
        contentType: 'image/jpeg',
        content: once(() => renderReceipt(layout, full)),
        endToEndId: full.endToEndId,
      },
    });
  };
  const correct = (description: string, store: Holder, group: ReserveLayoutCase['group'], k: number, key = false) =>
    add(description, store, group, 'correct', price(k), {
      amount: price(k),
      at: inWindow(),
      recipient: party(store),
      payer,
      ...(key ? { key: store.pixKey } : {}),
    });

  correct('name + CNPJ 1', COMPANIES[index % COMPANIES.length]!, 'name + masked CNPJ', 0);
  correct('name + CNPJ 2', COMPANIES[(index + 3) % COMPANIES.length]!, 'name + masked CNPJ', 1);
  correct('name + CPF 1', PERSONS[index % PERSONS.length]!, 'name + masked CPF', 2);
  correct('name + CPF 2', PERSONS[(index + 5) % PERSONS.length]!, 'name + masked CPF', 3);
  correct('truncated name 1', LONG[index % LONG.length]!, 'truncated name', 4);
  correct('truncated name 2', LONG[(index + 1) % LONG.length]!, 'truncated name', 5);
  correct(
    'key shown',
    index % 2 === 0 ? COMPANIES[(index + 1) % COMPANIES.length]! : PERSONS[(index + 2) % PERSONS.length]!,
    'key shown',
    6,
    true,
  );

  const kin = index % 2 === 0 ? COMPANIES : PERSONS;
  const at = (index + 5) % kin.length;
  const store = kin[at]!;
  const other = kin[(at + 1) % kin.length]!;
  const stranger = kin[(at + 2) % kin.length]!;
  const wrong = (description: string, k: number, receipt: Pick<Receipt, 'recipient' | 'payer'>) =>
    add(description, store, 'negative', 'wrong recipient', price(k), { amount: price(k), at: inWindow(), ...receipt });
  wrong('other name, store document', 7, {
    recipient: { ...party(other), document: store.document },
    payer,
  });
  wrong('store name, other document', 8, { recipient: { ...party(store), document: other.document }, payer });
  wrong('store as payer', 9, { recipient: party(stranger), payer: { ...party(store), bank: layout.legalName } });
  wrong('store name, documents swapped', 10, {
    recipient: { ...party(store), document: payer.document },
    payer: { ...payer, document: store.document },
  });

  const plus = index % 2 === 0;
  const amount = (Number(price(11)) + (plus ? 1000 : -0.5)).toFixed(2);
  add(plus ? 'amount +R$ 1.000' : 'amount −R$ 0,50', store, 'negative', 'wrong amount', price(11), {
    amount,
    at: inWindow(),
    recipient: party(store),
    payer,
  });
  add('paid 2026-11-20', store, 'negative', 'paid before the order', price(12), {
    amount: price(12),
    at: new Date(Date.parse('2026-11-20T11:00:00Z') + Math.floor(next() * 11 * 60) * MINUTE),
    recipient: party(store),
    payer,
  });
  const scheduledFor = new Date(
    Date.parse('2026-11-25T10:00:00Z') + Math.floor(next() * 9) * 24 * 60 * MINUTE + Math.floor(next() * 480) * MINUTE,
  );
  add(
    'scheduled',
    store,
    'negative',
    'scheduled',
    price(13),
    { amount: price(13), at: inWindow(), scheduledFor, recipient: party(store), payer },
    scheduledFor,
  );

  const original = planned[index % 7]!;
  planned.push({
    ...original,
    testCase: {
      ...original.testCase,
      name: `reserve-layouts ${layout.layout} same file again`,
      group: 'negative',
      truth: 'reused',
      after: original.testCase.name,
    },
  });
  return planned;
}

/** Every case with the layout and receipt it draws (a reused case repeats its original's). */
export function reserveReceipts(): Planned[] {
  return RESERVE_LAYOUTS.flatMap(planLayout);
}

export function reserveLayoutCases(): ReserveLayoutCase[] {
  return reserveReceipts().map(({ testCase }) => testCase);
}
