/**
 * Cases of the never-tuned receipts (bank-receipts.ts): per bank layout, receipts whose recipient is the store
 * (named with a masked CNPJ or CPF, cut by the bank, or with the store's key) and receipts that must never be
 * approved. Written independently of the receipt verifier and its tuned corpus, with holders of their own.
 * Keep these files out of every tuning loop: they measure the verifier only while it has never been fitted to them.
 */

import type { Payee, RunnableCase } from '../receipt-corpus-run.js';
import {
  type CnpjMask,
  cnpjFrom,
  cpfFrom,
  type Family,
  formatCnpj,
  formatCpf,
  LAYOUTS,
  type Layout,
  type ReceiptParty,
  type ReceiptScene,
  type SaoPauloTime,
  seededRandom,
  type Theme,
  uploadedReceipt,
} from './bank-receipts.js';

export type NeverTunedGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type NeverTunedTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface NeverTunedCase extends RunnableCase {
  layout: string;
  family: Family;
  theme: Theme;
  font: string;
  group: NeverTunedGroup;
  truth: NeverTunedTruth;
  contentType: 'image/jpeg';
}

export interface Holder {
  /** Upper case, as the store's owner typed it into the PIX settings. */
  name: string;
  /** Digits only. */
  document: string;
  /** The e-mail key the holder receives on. */
  email: string;
}

const company = (name: string, base: string, email: string): Holder => ({ name, document: cnpjFrom(base), email });
const person = (name: string, base: string, email: string): Holder => ({ name, document: cpfFrom(base), email });

// Every company's CNPJ starts with other digits and every CPF has other middle digits, so a masked document
// always tells two holders apart.
export const COMPANIES: Holder[] = [
  company('CASA OXUM DOURADA LTDA', '274518360001', 'contato@casaoxumdourada.com.br'),
  company('EMPORIO LUA CHEIA ME', '318807420001', 'vendas@emporioluacheia.com.br'),
  company('ARUANDA CRISTAIS EIRELI', '095173640001', 'financeiro@aruandacristais.com.br'),
  company('VELAS SAGRADA CHAMA LTDA', '412963580001', 'pix@sagradachama.com.br'),
  company('ERVAS FLOR DE LOTUS ME', '508214770001', 'florde.lotus.ervas@gmail.com'),
  company('TAROT VENTO NORTE LTDA', '163740290001', 'atendimento@tarotventonorte.com.br'),
  company('INCENSOS OM SHANTI ME', '227691530001', 'omshanti.incensos@outlook.com'),
  company('SOL NASCENTE HOLISTICO ME', '381527460001', 'contato@solnascenteholistico.com.br'),
];

export const PEOPLE: Holder[] = [
  person('RAIMUNDA NONATA SANTOS', '284615937', 'raimunda.nonata@gmail.com'),
  person('BENEDITO APARECIDO COSTA', '473920158', 'benedito.costa@hotmail.com'),
  person('EDIVALDO ROCHA TAVARES', '615284703', 'edivaldo.tavares@gmail.com'),
  person('IARA CONCEICAO DA SILVA', '739146285', 'iara.conceicao@yahoo.com.br'),
  person('GERSON LUIZ BARBOSA', '852037461', 'gersonluiz.barbosa@gmail.com'),
  person('FRANCISCA CHAGAS MOREIRA', '906318274', 'francisca.chagas@uol.com.br'),
  person('DIRCEU AMARAL PEIXOTO', '140725936', 'dirceu.peixoto@gmail.com'),
];

/** Longer than any bank prints whole (30 characters at most). */
export const LONG_NAMED_PEOPLE: Holder[] = [
  person('MARIA DO SOCORRO NASCIMENTO DE ALBUQUERQUE', '367259814', 'socorro.albuquerque@gmail.com'),
  person('ANTONIO CARLOS DE OLIVEIRA CAVALCANTI JUNIOR', '528401739', 'antoniocarlos.cavalcanti@gmail.com'),
  person('LUZIA APARECIDA DOS SANTOS BITTENCOURT', '691357208', 'luzia.bittencourt@hotmail.com'),
  person('SEBASTIAO FRANCISCO DE ASSIS MONTEIRO', '813692540', 'sebastiao.monteiro@gmail.com'),
];

/** The customers who pay: never the store. */
export const PAYERS: Holder[] = [
  person('CLAUDIA REGINA PONTES', '245873619', ''),
  person('WELLINGTON DIAS FARIAS', '376104852', ''),
  person('ROSANGELA MATOS VIEIRA', '459618327', ''),
  person('JEFFERSON ALVES PRADO', '582947163', ''),
];

export const ALL_HOLDERS: Holder[] = [...COMPANIES, ...PEOPLE, ...LONG_NAMED_PEOPLE, ...PAYERS];

const PRICES = [
  '59.90',
  '1349.00',
  '88.00',
  '212.12',
  '35.50',
  '149.90',
  '19.99',
  '420.00',
  '77.77',
  '2890.40',
  '12.50',
  '305.05',
  '64.00',
  '999.99',
  '7.30',
  '1180.00',
  '45.45',
];
const WIDTHS = [720, 1080, 1440] as const;
const CNPJ_MASKS: CnpjMask[] = ['edges', 'middle', 'whole'];
const INSTITUTIONS: ReceiptParty['institution'][] = [
  'itau',
  'nubank',
  'bradesco',
  'caixa',
  'bb',
  'santander',
  'inter',
  'picpay',
  'mercadopago',
  'c6',
  'pagbank',
];
type KeyKind = 'email' | 'phone' | 'evp' | 'cnpj' | 'cpf';
const KEY_KINDS: KeyKind[] = ['email', 'phone', 'evp', 'cnpj', 'cpf'];

function randomKey(random: () => number): string {
  const hex = () => Math.floor(random() * 16).toString(16);
  const chunk = (length: number) => Array.from({ length }, hex).join('');
  return `${chunk(8)}-${chunk(4)}-4${chunk(3)}-${'89ab'[Math.floor(random() * 4)]}${chunk(3)}-${chunk(12)}`;
}

/** The store's key when the receipt does not show it: its e-mail or a random key. */
function hiddenKey(holder: Holder, random: () => number): string {
  return random() < 0.5 ? holder.email : randomKey(random);
}

function shownKey(kind: KeyKind, holder: Holder, random: () => number): { stored: string; printed: string } {
  switch (kind) {
    case 'email':
      return { stored: holder.email, printed: holder.email };
    case 'phone': {
      const number = `9${Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('')}`;
      return { stored: `+5511${number}`, printed: `+55 (11) ${number.slice(0, 5)}-${number.slice(5)}` };
    }
    case 'evp': {
      const key = randomKey(random);
      return { stored: key, printed: key };
    }
    case 'cnpj':
      return { stored: holder.document, printed: formatCnpj(holder.document) };
    case 'cpf':
      return { stored: holder.document, printed: formatCpf(holder.document) };
  }
}

const ORDER_DAY = { year: 2026, month: 11, day: 23 };

/** A time between 09:05 and 14:55 on the order's day: after the order (09:00), before the verifier's now (15:00). */
function paidTimeOnOrderDay(random: () => number): SaoPauloTime {
  const minuteOfDay = 9 * 60 + 5 + Math.floor(random() * (5 * 60 + 51));
  return {
    ...ORDER_DAY,
    hour: Math.floor(minuteOfDay / 60),
    minute: minuteOfDay % 60,
    second: Math.floor(random() * 60),
  };
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export interface NeverTunedCaseScene {
  case: NeverTunedCase;
  scene: ReceiptScene;
}

function layoutCases(layout: Layout, index: number, nextSerial: () => number): NeverTunedCaseScene[] {
  const made: NeverTunedCaseScene[] = [];
  const payerOf = (offset: number): ReceiptParty => {
    const payer = PAYERS[(index + offset) % PAYERS.length]!;
    return { name: payer.name, document: payer.document, institution: layout.bank };
  };
  const partyOf = (holder: Holder, random: () => number): ReceiptParty => ({
    name: holder.name,
    document: holder.document,
    institution: INSTITUTIONS[Math.floor(random() * INSTITUTIONS.length)]!,
  });

  const add = (
    what: string,
    group: NeverTunedGroup,
    truth: NeverTunedTruth,
    draw: (
      random: () => number,
      price: number,
    ) => {
      store: Holder;
      pixKey?: string;
      scene: Omit<ReceiptScene, 'layout' | 'amount' | 'paidAt' | 'seed' | 'screenWidth' | 'payer'> &
        Partial<Pick<ReceiptScene, 'amount' | 'paidAt' | 'payer'>>;
    },
  ): NeverTunedCase => {
    const serial = nextSerial();
    const random = seededRandom(serial * 104729 + index);
    const price = PRICES[serial % PRICES.length]!;
    const drawn = draw(random, Number(price));
    const scene: ReceiptScene = {
      layout,
      amount: Number(price),
      paidAt: paidTimeOnOrderDay(random),
      payer: payerOf(serial),
      seed: serial,
      screenWidth: WIDTHS[serial % WIDTHS.length]!,
      sharedAsJpeg: serial % 3 === 1 ? 70 + ((serial * 7) % 16) : undefined,
      ...drawn.scene,
    };
    const payee: Payee = {
      pixKey: drawn.pixKey ?? hiddenKey(drawn.store, random),
      recipientName: drawn.store.name,
      recipientDocument: drawn.store.document,
    };
    const drawnCase: NeverTunedCase = {
      name: `never-tuned ${layout.id} ${what}`,
      layout: layout.id,
      family: layout.family,
      theme: layout.theme,
      font: layout.font,
      group,
      truth,
      price,
      payee,
      contentType: 'image/jpeg',
      content: once(() => uploadedReceipt(scene)),
    };
    made.push({ case: drawnCase, scene });
    return drawnCase;
  };

  const masks = [CNPJ_MASKS[index % 3]!, CNPJ_MASKS[(index + 1) % 3]!];
  const companies = [COMPANIES[index % COMPANIES.length]!, COMPANIES[(index + 3) % COMPANIES.length]!];
  const people = [PEOPLE[index % PEOPLE.length]!, PEOPLE[(index + 2) % PEOPLE.length]!];
  const longNamed = [
    LONG_NAMED_PEOPLE[index % LONG_NAMED_PEOPLE.length]!,
    LONG_NAMED_PEOPLE[(index + 1) % LONG_NAMED_PEOPLE.length]!,
  ];

  const firstPositive = add(`cnpj ${masks[0]}`, 'name + masked CNPJ', 'correct', (random) => ({
    store: companies[0]!,
    scene: { recipient: partyOf(companies[0]!, random), cnpjMask: masks[0]! },
  }));
  add(`cnpj ${masks[1]}`, 'name + masked CNPJ', 'correct', (random) => ({
    store: companies[1]!,
    scene: { recipient: partyOf(companies[1]!, random), cnpjMask: masks[1]! },
  }));
  for (const [n, holder] of people.entries()) {
    add(`cpf ${n + 1}`, 'name + masked CPF', 'correct', (random) => ({
      store: holder,
      scene: { recipient: partyOf(holder, random), cnpjMask: masks[0]! },
    }));
  }
  for (const [n, holder] of longNamed.entries()) {
    add(`truncated name ${n + 1}`, 'truncated name', 'correct', (random) => ({
      store: holder,
      scene: { recipient: partyOf(holder, random), cnpjMask: masks[0]! },
    }));
  }
  const keyKind = KEY_KINDS[index % KEY_KINDS.length]!;
  const keyHolder = keyKind === 'cpf' || keyKind === 'phone' ? people[0]! : companies[0]!;
  add(`key ${keyKind}`, 'key shown', 'correct', (random) => {
    const key = shownKey(keyKind, keyHolder, random);
    return {
      store: keyHolder,
      pixKey: key.stored,
      scene: { recipient: partyOf(keyHolder, random), cnpjMask: masks[1]!, shownKey: key.printed },
    };
  });

  // The negatives alternate between a company store and a person store.
  const storeFor = (negative: number) => ((index + negative) % 2 === 0 ? companies[0]! : people[0]!);
  const otherThan = (store: Holder) =>
    store.document.length === 14 ? COMPANIES[(index + 5) % COMPANIES.length]! : PEOPLE[(index + 4) % PEOPLE.length]!;
  const negative = (
    what: string,
    truth: NeverTunedTruth,
    n: number,
    scene: (
      store: Holder,
      random: () => number,
      price: number,
    ) => Omit<ReceiptScene, 'layout' | 'amount' | 'paidAt' | 'seed' | 'screenWidth' | 'payer' | 'cnpjMask'> &
      Partial<Pick<ReceiptScene, 'amount' | 'paidAt' | 'payer'>>,
  ) =>
    add(what, 'negative', truth, (random, price) => {
      const store = storeFor(n);
      return { store, scene: { cnpjMask: masks[n % 2]!, ...scene(store, random, price) } };
    });

  negative("store's name, other document", 'wrong recipient', 0, (store, random) => ({
    recipient: { ...partyOf(store, random), document: otherThan(store).document },
  }));
  negative("other name, store's document", 'wrong recipient', 1, (store, random) => ({
    recipient: { ...partyOf(store, random), name: otherThan(store).name },
  }));
  negative('store paid someone else', 'wrong recipient', 2, (store, random) => ({
    recipient: partyOf(otherThan(store), random),
    payer: { name: store.name, document: store.document, institution: layout.bank },
  }));
  negative("store's name, no document", 'wrong recipient', 3, (store, random) => ({
    recipient: { ...partyOf(store, random), document: null },
  }));
  negative('amount +R$ 10', 'wrong amount', 4, (store, random, price) => ({
    recipient: partyOf(store, random),
    amount: price + 10,
  }));
  negative('paid two days before', 'paid before the order', 5, (store, random) => ({
    recipient: partyOf(store, random),
    paidAt: { ...paidTimeOnOrderDay(random), day: 21 },
  }));
  negative('scheduled', 'scheduled', 6, (store, random) => ({
    recipient: partyOf(store, random),
    scheduledFor: { year: 2026, month: 11, day: 25 },
  }));
  made.push({
    case: {
      ...firstPositive,
      name: `never-tuned ${layout.id} same file again`,
      group: 'negative',
      truth: 'reused',
      after: firstPositive.name,
    },
    scene: made[0]!.scene,
  });
  return made;
}

/** Every case with the scene it draws. */
export function neverTunedCaseScenes(): NeverTunedCaseScene[] {
  let serial = 0;
  return LAYOUTS.flatMap((layout, index) => layoutCases(layout, index, () => serial++));
}

export function neverTunedCases(): NeverTunedCase[] {
  return neverTunedCaseScenes().map(({ case: made }) => made);
}
