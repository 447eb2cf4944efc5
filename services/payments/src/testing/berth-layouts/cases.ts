// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/**
 * The berth corpus: sixteen invented stores, one per layout, and seventeen receipts each (6 correct with the holder's
 * name and masked document, 2 correct that also print the store's Pix key, 9 negatives that each depart from a
 * correct receipt in exactly one way). Every order is placed at 2026-11-23T12:00:00Z and judged at 18:00:00Z.
 */
import {
  BERTH_LAYOUTS,
  type BerthLayout,
  berthLayout,
  fontLabel,
  maskDocument,
  type PrintedReceipt,
  printName,
  printReceipt,
  type ReceiptFacts,
  type ReceiptParty,
  renderReceipt,
  rng,
  seedOf,
} from './bank-receipts.js';

export type BerthFamily = 'label beside' | 'label above' | 'no label';
export type BerthGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type BerthTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

export interface BerthLayoutCase {
  name: string;
  layout: string;
  family: BerthFamily;
  theme: 'light' | 'dark';
  font: string;
  group: BerthGroup;
  truth: BerthTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

/** How a negative departs from the correct receipt it was made from. */
export type BerthScenario =
  | 'correct'
  | 'correct, key shown'
  | 'lookalike holder'
  | 'same name, other digits'
  | 'store as payer'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'description names the store'
  | 'near namesake'
  | 'same truncated name'
  | 'reused file'
  | 'reused end-to-end id';

export interface BerthReceipt {
  name: string;
  scenario: BerthScenario;
  facts: ReceiptFacts;
  printed: PrintedReceipt;
  priceCents: number;
  /** The correct receipt this one departs from (equal to facts for correct ones). */
  base: ReceiptFacts;
  /** The name whose seed draws the picture (the reused case's source for a reused file). */
  seedName: string;
  after?: string;
}

export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

// ---------------------------------------------------------------------------------------------------------------
// Documents.

export function cpfCheckDigits(nine: string): string {
  let digits = nine;
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits += String(rest === 10 ? 0 : rest);
  }
  return digits.slice(9);
}

export function cnpjCheckDigits(twelve: string): string {
  let digits = twelve;
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    digits += String(rest < 2 ? 0 : 11 - rest);
  }
  return digits.slice(12);
}

export function isValidCpf(digits: string): boolean {
  return /^\d{11}$/.test(digits) && !/^(\d)\1+$/.test(digits) && cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

export function isValidCnpj(digits: string): boolean {
  return (
    /^\d{14}$/.test(digits) && !/^(\d)\1+$/.test(digits) && cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12)
  );
}

type Random = () => number;

const digitsOf = (random: Random, count: number, first = 0): string =>
  Array.from({ length: count }, (_, i) =>
    String(i === 0 ? first + Math.floor(random() * (10 - first)) : Math.floor(random() * 10)),
  ).join('');

function newCpf(random: Random): string {
  for (;;) {
    const nine = digitsOf(random, 9);
    const cpf = nine + cpfCheckDigits(nine);
    if (isValidCpf(cpf)) return cpf;
  }
}

function newCnpj(random: Random): string {
  for (;;) {
    const twelve = `${digitsOf(random, 8, 1)}0001`;
    const cnpj = twelve + cnpjCheckDigits(twelve);
    if (isValidCnpj(cnpj)) return cnpj;
  }
}

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

// ---------------------------------------------------------------------------------------------------------------
// Stores.

interface StoreSpec {
  layout: string;
  name: string;
  keyKind: 'phone' | 'document' | 'email' | 'evp';
  email?: string;
  institution: string;
  /** A similar but different name. */
  lookalike: string;
  /** Same first name and surname, a different middle. */
  namesake: string;
  /** Same printed (cut) name, different after the cut. */
  twin?: string;
  /** How a payer's description names the store. */
  short: string;
}

const STORE_SPECS: readonly StoreSpec[] = [
  {
    layout: 'nubank',
    name: 'Jurandir Tabajara Mesquita',
    keyKind: 'phone',
    institution: 'Cora SCFI',
    lookalike: 'Jurandyr Tabajara Mesquita',
    namesake: 'Jurandir Feijó Mesquita',
    short: 'Jurandir Mesquita',
  },
  {
    layout: 'itau',
    name: 'Tabacaria Jaguaribe Cearense Ltda',
    keyKind: 'document',
    institution: 'Stone Instituição de Pagamento S.A.',
    lookalike: 'Tabacaria Jaguaribense Ltda',
    namesake: 'Tabacaria Baturité Cearense Ltda',
    short: 'Tabacaria Jaguaribe',
  },
  {
    layout: 'bradesco',
    name: 'Ourivesaria Quixadá Central ME',
    keyKind: 'email',
    email: 'financeiro@ourivesariaquixada.com.br',
    institution: 'Banco Bradesco S.A.',
    lookalike: 'Ourivesaria Quixabá Central ME',
    namesake: 'Ourivesaria Crato Central ME',
    short: 'Ourivesaria Quixadá',
  },
  {
    layout: 'bb',
    name: 'Eulália Fontenele Bulhões',
    keyKind: 'document',
    institution: 'Nu Pagamentos - IP',
    lookalike: 'Eulália Fontenelle Bulhões',
    namesake: 'Eulália Cirino Bulhões',
    short: 'Eulália Bulhões',
  },
  {
    layout: 'caixa',
    name: 'Tipografia Cabrobó e Filhas Garanhuns Ltda',
    keyKind: 'evp',
    institution: 'Caixa Econômica Federal',
    lookalike: 'Tipografia Cabrobó e Filhos Garanhuns Ltda',
    namesake: 'Tipografia Ouricuri e Filhas Garanhuns Ltda',
    twin: 'Tipografia Cabrobó e Filhas Petrolina Ltda',
    short: 'Tipografia Cabrobó',
  },
  {
    layout: 'santander',
    name: 'Gildásio Ribamar de Espínola Calheiros',
    keyKind: 'email',
    email: 'gildasio.calheiros@gmail.com',
    institution: 'Banco Inter S.A.',
    lookalike: 'Gildázio Ribamar de Espínola Calheiros',
    namesake: 'Gildásio Amâncio Calheiros',
    twin: 'Gildásio Ribamar de Espínola Colaço',
    short: 'Gildásio Calheiros',
  },
  {
    layout: 'inter',
    name: 'Hamburgueria Itacaré Baiana Eireli',
    keyKind: 'evp',
    institution: 'Cloudwalk IP Ltda',
    lookalike: 'Hamburgueria Itacaré Baiano Eireli',
    namesake: 'Hamburgueria Ilhéus Baiana Eireli',
    short: 'Hamburgueria Itacaré',
  },
  {
    layout: 'picpay',
    name: 'Idalina Marluce Benevides Sobreira',
    keyKind: 'phone',
    institution: 'PicPay',
    lookalike: 'Idalina Marlúcia Benevides Sobreira',
    namesake: 'Idalina Cândida Sobreira',
    twin: 'Idalina Marluce Benevides Aquino',
    short: 'Idalina Sobreira',
  },
  {
    layout: 'mercadopago',
    name: 'Creperia Penedo Alagoana Ltda',
    keyKind: 'email',
    email: 'vendas@creperiapenedo.com.br',
    institution: 'Mercado Pago IP Ltda.',
    lookalike: 'Creperia Penedo Alagoas Ltda',
    namesake: 'Creperia Piaçabuçu Alagoana Ltda',
    short: 'Creperia Penedo',
  },
  {
    layout: 'c6',
    name: 'Rosalvo Diógenes Mangabeira',
    keyKind: 'evp',
    institution: 'Banco C6 S.A.',
    lookalike: 'Rosálio Diógenes Mangabeira',
    namesake: 'Rosalvo Esmeraldo Mangabeira',
    short: 'Rosalvo Mangabeira',
  },
  {
    layout: 'pagbank',
    name: 'Borracharia Mossoró Apodi Ltda',
    keyKind: 'document',
    institution: 'PagSeguro Internet IP S.A.',
    lookalike: 'Borracharia Mossoró Apody Ltda',
    namesake: 'Borracharia Baraúna Apodi Ltda',
    short: 'Borracharia Mossoró',
  },
  {
    layout: 'sicoob',
    name: 'Pamonharia Goianésia Jaraguá Ltda',
    keyKind: 'phone',
    institution: 'Banco Sicoob S.A.',
    lookalike: 'Pamonharia Goianesiana Jaraguá Ltda',
    namesake: 'Pamonharia Uruaçu Jaraguá Ltda',
    short: 'Pamonharia Goianésia',
  },
  {
    layout: 'banrisul',
    name: 'Lindolfo Ramão Dornelas',
    keyKind: 'document',
    institution: 'Banco do Estado do RS S.A.',
    lookalike: 'Lindolfo Ramón Dornelas',
    namesake: 'Lindolfo Sabino Dornelas',
    short: 'Lindolfo Dornelas',
  },
  {
    layout: 'btg',
    name: 'Adega Cambuquira Vinhos Ltda',
    keyKind: 'evp',
    institution: 'Banco BTG Pactual S.A.',
    lookalike: 'Adega Cambuquy Vinhos Ltda',
    namesake: 'Adega Caxambu Vinhos Ltda',
    short: 'Adega Cambuquira',
  },
  {
    layout: 'neon',
    name: 'Hosana Cleusa Paranaguá Tupinambá',
    keyKind: 'email',
    email: 'hosana.tupinamba@outlook.com',
    institution: 'Neon Pagamentos S.A. IP',
    lookalike: 'Osana Cleusa Paranaguá Tupinambá',
    namesake: 'Hosana Lucinda Tupinambá',
    twin: 'Hosana Cleusa Paranaguá Tupiniquim',
    short: 'Hosana Tupinambá',
  },
  {
    layout: 'sicredi',
    name: 'Belmiro Accioly Varjão',
    keyKind: 'phone',
    institution: 'Banco Cooperativo Sicredi S.A.',
    lookalike: 'Belmiro Acioly Varjão',
    namesake: 'Belmiro Quental Varjão',
    short: 'Belmiro Varjão',
  },
];

interface Store extends StoreSpec {
  kind: 'company' | 'person';
  document: string;
  pixKey: string;
  agency: string;
  account: string;
}

const DDDS = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '92', '27', '62'];

function evp(random: Random): string {
  const hex = (count: number): string =>
    Array.from({ length: count }, () => Math.floor(random() * 16).toString(16)).join('');
  const variant = pick(random, ['8', '9', 'a', 'b']);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}

/** Digital banks and payment institutions give every account the branch 0001. */
const DIGITAL = new Set([
  'Nu Pagamentos - IP',
  'Banco Inter S.A.',
  'PicPay',
  'Mercado Pago IP Ltda.',
  'Banco C6 S.A.',
  'PagSeguro Internet IP S.A.',
  'Cora SCFI',
  'Stone Instituição de Pagamento S.A.',
  'Cloudwalk IP Ltda',
  'Neon Pagamentos S.A. IP',
]);

function agency(random: Random, institution: string): string {
  const drawn = digitsOf(random, 4);
  return DIGITAL.has(institution) ? '0001' : drawn;
}

function account(random: Random): string {
  return `${digitsOf(random, 6, 1)}-${digitsOf(random, 1)}`;
}

let storesCache: Store[] | undefined;

function stores(): Store[] {
  if (storesCache) return storesCache;
  storesCache = STORE_SPECS.map((spec) => {
    const layout = berthLayout(spec.layout);
    const random = rng(seedOf(`berth/store/${spec.layout}`));
    const document = layout.store === 'company' ? newCnpj(random) : newCpf(random);
    let pixKey = document;
    if (spec.keyKind === 'phone') pixKey = `+55${pick(random, DDDS)}9${digitsOf(random, 8, 6)}`;
    if (spec.keyKind === 'email') pixKey = spec.email ?? '';
    if (spec.keyKind === 'evp') pixKey = evp(random);
    return {
      ...spec,
      kind: layout.store,
      document,
      pixKey,
      agency: agency(random, spec.institution),
      account: account(random),
    };
  });
  return storesCache;
}

function storeOf(layout: string): Store {
  const store = stores().find((entry) => entry.layout === layout);
  if (!store) throw new Error(`no store for ${layout}`);
  return store;
}

// ---------------------------------------------------------------------------------------------------------------
// Other people: the customers who pay, and other holders who receive instead of the store.

const FIRST_NAMES = [
  'Jucelino',
  'Orlindo',
  'Valdemiro',
  'Ademar',
  'Edivaldo',
  'Genival',
  'Josué',
  'Severina',
  'Benedita',
  'Juvêncio',
  'Hermógenes',
  'Aristeu',
  'Dalila',
  'Francisca',
  'Gildete',
  'Percival',
  'Rivaldo',
  'Sebastião',
  'Valdete',
  'Zuleide',
  'Alcione',
  'Cosme',
  'Elói',
  'Manoel',
  'Nestor',
  'Osmarina',
  'Rubem',
  'Silvino',
  'Tobias',
  'Adauto',
  'Bartolomeu',
  'Ciro',
  'Dimas',
  'Everaldo',
  'Floriano',
  'Geraldina',
  'Heloá',
  'Ivanir',
  'Jessé',
  'Nailde',
  'Odilia',
  'Sidônio',
  'Tertuliana',
  'Vanderléia',
  'Zenilda',
  'Dorotéia',
  'Ernesto',
  'Iracy',
  'Joselma',
  'Lucimeire',
  'Marcílio',
  'Noélia',
  'Petrúcio',
  'Ronildo',
  'Sinésio',
  'Tarcila',
  'Wilma',
  'Yolanda',
];

const SURNAMES = [
  'Cajazeira',
  'Camboim',
  'Florentino',
  'Veloso',
  'Cavaco',
  'Cariri',
  'Macambira',
  'Acioli',
  'Moreno',
  'Santiago',
  'Maranhão',
  'Barbalho',
  'Carvalhal',
  'Leopoldino',
  'Marreiro',
  'Caminha',
  'Façanha',
  'Girão',
  'Lavor',
  'Matos',
  'Norões',
  'Pinho',
  'Xerez',
  'Bessa',
  'Coimbra',
  'Fernandes',
  'Ponte',
  'Quinderé',
  'Rufino',
  'Saldanha',
  'Tomé',
  'Amaro',
  'Lobão',
  'Mororó',
  'Pontual',
  'Rodrigues',
  'Sena',
  'Teodósio',
  'Gonçalves',
];

const OTHER_COMPANIES = [
  'Molduraria Itabaiana Ltda',
  'Estofaria Tianguá ME',
  'Colchoaria Iguatu Ltda',
  'Pescados Camocim Ltda',
  'Rotisseria Canoa Quebrada Ltda',
  'Sementeira Crateús ME',
  'Bordaria Russas Ltda',
  'Cantina Acopiara Eireli',
];

const INSTITUTIONS = [
  'Nu Pagamentos - IP',
  'Itaú Unibanco S.A.',
  'Banco Bradesco S.A.',
  'Caixa Econômica Federal',
  'Banco do Brasil S.A.',
  'Banco Inter S.A.',
  'PicPay',
  'Mercado Pago IP Ltda.',
  'Banco C6 S.A.',
  'PagSeguro Internet IP S.A.',
  'Cora SCFI',
  'Stone Instituição de Pagamento S.A.',
  'Cloudwalk IP Ltda',
  'Banco Santander (Brasil) S.A.',
  'Banco Sicoob S.A.',
  'Banco Cooperativo Sicredi S.A.',
];

const DESCRIPTIONS = [
  'Pedido 4821',
  'Encomenda de sexta',
  'Ref. pedido 1093',
  'Sinal da encomenda',
  'Entrega sábado',
  'Compra balcão',
  'Pedido #2207',
  'Obrigado!',
  'Pgto pedido 318',
  'Referente nota 552',
  'Restante da encomenda',
  'Frete incluso',
  'Presente de aniversário',
  'Retirada amanhã',
];

function customerName(random: Random): string {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, SURNAMES);
  if (random() < 0.55) {
    let middle = pick(random, SURNAMES);
    while (middle === last) middle = pick(random, SURNAMES);
    return `${first} ${middle} ${last}`;
  }
  return `${first} ${last}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Receipts.

const PRICES = [
  2990, 3450, 3990, 4990, 5700, 6499, 7240, 8990, 9900, 11800, 12990, 14550, 15990, 18900, 21540, 24990, 27900, 31000,
  35580, 39990, 48900,
];

const two = (n: number): string => String(n).padStart(2, '0');

function stamp(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}`;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function endToEndIdFor(ispb: string, paidAt: string, random: Random): string {
  const tail = Array.from({ length: 11 }, () => pick(random, [...ALPHANUMERIC])).join('');
  return `E${ispb}${stamp(paidAt)}${tail}`;
}

function isoAt(base: string, offsetSeconds: number): string {
  return new Date(Date.parse(base) + offsetSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

type NegativeKind =
  | 'lookalike-holder'
  | 'other-digits'
  | 'store-as-payer'
  | 'wrong-amount'
  | 'paid-before-order'
  | 'scheduled'
  | 'description-names-store'
  | 'near-namesake'
  | 'truncated-namesake'
  | 'reused-file'
  | 'reused-id';

const ROTATING: readonly NegativeKind[] = [
  'lookalike-holder',
  'other-digits',
  'store-as-payer',
  'wrong-amount',
  'paid-before-order',
  'scheduled',
  'description-names-store',
  'near-namesake',
];

const SCENARIO: Record<NegativeKind, BerthScenario> = {
  'lookalike-holder': 'lookalike holder',
  'other-digits': 'same name, other digits',
  'store-as-payer': 'store as payer',
  'wrong-amount': 'wrong amount',
  'paid-before-order': 'paid before the order',
  scheduled: 'scheduled',
  'description-names-store': 'description names the store',
  'near-namesake': 'near namesake',
  'truncated-namesake': 'same truncated name',
  'reused-file': 'reused file',
  'reused-id': 'reused end-to-end id',
};

const TRUTH: Record<BerthScenario, BerthTruth> = {
  correct: 'correct',
  'correct, key shown': 'correct',
  'lookalike holder': 'wrong recipient',
  'same name, other digits': 'wrong recipient',
  'store as payer': 'wrong recipient',
  'wrong amount': 'wrong amount',
  'paid before the order': 'paid before the order',
  scheduled: 'scheduled',
  'description names the store': 'wrong recipient',
  'near namesake': 'wrong recipient',
  'same truncated name': 'wrong recipient',
  'reused file': 'reused',
  'reused end-to-end id': 'reused',
};

const SCENARIO_TEXT: Record<BerthScenario, string> = {
  correct: "Paid to the store's holder (name and masked document only), the order's price, after the order was placed.",
  'correct, key shown':
    "Paid to the store's holder, the order's price, after the order; the receipt also prints the store's Pix key.",
  'lookalike holder':
    'Paid to a holder whose name looks like the store holder’s but is not it, with other document digits.',
  'same name, other digits': "Paid to a holder with exactly the store holder's name but other document digits.",
  'store as payer': 'The store is printed as the payer; the money went to someone else (the customer).',
  'wrong amount': "Paid to the store's holder after the order, but the amount differs from the price.",
  'paid before the order': "Paid to the store's holder, the right amount, but before the order was placed.",
  scheduled: "A scheduled Pix to the store's holder, due another day: not paid yet.",
  'description names the store': "The payer's description names the store, but the recipient is another holder.",
  'near namesake':
    "Paid to a near namesake: same first name and surname as the store's holder, another middle, other digits.",
  'same truncated name':
    "Paid to another holder whose name the bank cuts to the same printed text as the store's, with other digits.",
  'reused file': 'Exactly the same file as an earlier correct receipt of this layout.',
  'reused end-to-end id': 'A different picture carrying the same end-to-end id as an earlier correct receipt.',
};

interface Built {
  receipt: BerthReceipt;
  kase: BerthLayoutCase;
}

function storeParty(store: Store): ReceiptParty {
  return {
    name: store.name,
    document: store.document,
    institution: store.institution,
    agency: store.agency,
    account: store.account,
  };
}

/** A different document of the same kind whose masked print (under this layout) differs from the store's. */
function otherDocument(layout: BerthLayout, store: Store, random: Random, taken: Set<string>): string {
  for (;;) {
    const document = store.kind === 'company' ? newCnpj(random) : newCpf(random);
    const differs = maskDocument(layout, document) !== maskDocument(layout, store.document);
    if (differs && !taken.has(document)) {
      taken.add(document);
      return document;
    }
  }
}

function buildLayout(layout: BerthLayout, index: number): Built[] {
  const store = storeOf(layout.key);
  const random = rng(seedOf(`berth/${layout.key}/cases`));
  const prefix = `berth/${layout.key}`;
  const usedCustomers = new Set<string>([store.name]);
  const takenDocuments = new Set<string>([store.document]);
  const usedIds = new Set<string>();
  const usedTimes = new Set<number>();

  const customer = (): ReceiptParty => {
    let name = customerName(random);
    while (usedCustomers.has(name)) name = customerName(random);
    usedCustomers.add(name);
    let document = newCpf(random);
    while (takenDocuments.has(document)) document = newCpf(random);
    takenDocuments.add(document);
    return {
      name,
      document,
      institution: layout.institution,
      agency: agency(random, layout.institution),
      account: account(random),
    };
  };

  const paidWithin = (): string => {
    // Between 12:08Z and 17:52Z: 09:08 to 14:52 in São Paulo.
    for (;;) {
      const seconds = 8 * 60 + Math.floor(random() * (5 * 3600 + 44 * 60));
      const minute = Math.floor(seconds / 60);
      if (usedTimes.has(minute)) continue;
      usedTimes.add(minute);
      return isoAt(ORDER_PLACED_AT, seconds);
    }
  };

  const newId = (paidAt: string): string => {
    for (;;) {
      const id = endToEndIdFor(layout.ispb, paidAt, random);
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };

  const correctFacts = (keyShown: boolean): { facts: ReceiptFacts; priceCents: number } => {
    const priceCents = pick(random, PRICES);
    const paidAt = paidWithin();
    const facts: ReceiptFacts = {
      layout: layout.key,
      amountCents: priceCents,
      paidAt,
      scheduledFor: null,
      recipient: storeParty(store),
      recipientKey: keyShown ? store.pixKey : null,
      payer: customer(),
      endToEndId: newId(paidAt),
      description: random() < 0.4 ? pick(random, DESCRIPTIONS) : null,
    };
    return { facts, priceCents };
  };

  const otherHolder = (): ReceiptParty => {
    const company = random() < 0.4;
    const name = company ? pick(random, OTHER_COMPANIES) : customer().name;
    let document = company ? newCnpj(random) : newCpf(random);
    while (takenDocuments.has(document)) document = company ? newCnpj(random) : newCpf(random);
    takenDocuments.add(document);
    const institution = pick(random, INSTITUTIONS);
    return { name, document, institution, agency: agency(random, institution), account: account(random) };
  };

  const stranger = (name: string): ReceiptParty => {
    const document = otherDocument(layout, store, random, takenDocuments);
    const institution = pick(
      random,
      INSTITUTIONS.filter((entry) => entry !== store.institution),
    );
    return { name, document, institution, agency: agency(random, institution), account: account(random) };
  };

  const built: Built[] = [];
  const add = (
    name: string,
    scenario: BerthScenario,
    facts: ReceiptFacts,
    base: ReceiptFacts,
    priceCents: number,
    group: BerthGroup,
    extra: { seedName?: string; after?: string } = {},
  ): void => {
    const seedName = extra.seedName ?? name;
    const receipt: BerthReceipt = {
      name,
      scenario,
      facts,
      printed: printReceipt(layout, facts),
      priceCents,
      base,
      seedName,
      ...(extra.after ? { after: extra.after } : {}),
    };
    const kase: BerthLayoutCase = {
      name,
      layout: layout.key,
      family: layout.family,
      theme: layout.theme,
      font: fontLabel(layout),
      group,
      truth: TRUTH[scenario],
      price: (priceCents / 100).toFixed(2),
      payee: { pixKey: store.pixKey, recipientName: store.name, recipientDocument: store.document },
      contentType: 'image/jpeg',
      content: () => renderReceipt(layout, facts, seedName),
      endToEndId: facts.endToEndId,
      ...(extra.after ? { after: extra.after } : {}),
    };
    built.push({ receipt, kase });
  };

  const truncates = printName(layout, store.name) !== printName({ ...layout, cut: null }, store.name);
  const plainGroup: BerthGroup = truncates
    ? 'truncated name'
    : store.kind === 'company'
      ? 'name + masked CNPJ'
      : 'name + masked CPF';
  for (let i = 1; i <= 6; i++) {
    const { facts, priceCents } = correctFacts(false);
    add(`${prefix}/correct-${i}`, 'correct', facts, facts, priceCents, plainGroup);
  }
  for (let i = 1; i <= 2; i++) {
    const { facts, priceCents } = correctFacts(true);
    add(`${prefix}/key-${i}`, 'correct, key shown', facts, facts, priceCents, 'key shown');
  }

  const rotating = [...ROTATING];
  const kinds: NegativeKind[] = [];
  if (layout.cut) {
    rotating.splice(index % rotating.length, 1);
    rotating.splice((index + 3) % rotating.length, 1);
    kinds.push(...rotating, 'truncated-namesake');
  } else {
    rotating.splice(index % rotating.length, 1);
    kinds.push(...rotating);
  }

  kinds.forEach((kind, n) => {
    const keyShown = n % 3 === 1 && ['wrong-amount', 'paid-before-order', 'scheduled'].includes(kind);
    const { facts: base, priceCents } = correctFacts(keyShown);
    const name = `${prefix}/${kind}`;
    const facts: ReceiptFacts = structuredClone(base);
    switch (kind) {
      case 'lookalike-holder':
        facts.recipient = stranger(store.lookalike);
        break;
      case 'other-digits':
        facts.recipient = { ...facts.recipient, document: otherDocument(layout, store, random, takenDocuments) };
        break;
      case 'near-namesake':
        facts.recipient = stranger(store.namesake);
        break;
      case 'truncated-namesake':
        facts.recipient = stranger(store.twin ?? '');
        break;
      case 'store-as-payer':
        facts.recipient = { ...base.payer };
        facts.payer = { ...storeParty(store), institution: layout.institution };
        break;
      case 'description-names-store':
        facts.recipient = otherHolder();
        facts.description = `${pick(random, ['Pedido', 'Pagamento', 'Encomenda'])} ${store.short}`;
        break;
      case 'wrong-amount': {
        const deltas = [-100, 1000, -10, 100, -1000];
        facts.amountCents = priceCents + (deltas[index % deltas.length] ?? -100);
        break;
      }
      case 'paid-before-order': {
        const befores = [
          '2026-11-23T11:41:17Z',
          '2026-11-22T23:12:40Z',
          '2026-11-23T10:05:52Z',
          '2026-11-21T15:33:09Z',
          '2026-11-23T11:58:30Z',
        ];
        facts.paidAt = befores[index % befores.length] ?? '2026-11-23T11:41:17Z';
        // The id is made when the payment is: same random tail, the earlier time.
        facts.endToEndId = `E${layout.ispb}${stamp(facts.paidAt)}${base.endToEndId.slice(21)}`;
        break;
      }
      case 'scheduled': {
        const days = ['2026-11-25', '2026-11-24', '2026-11-30', '2026-11-26'];
        facts.scheduledFor = days[index % days.length] ?? '2026-11-25';
        break;
      }
      default:
        break;
    }
    if (kind === 'reused-file' || kind === 'reused-id') return;
    add(name, SCENARIO[kind], facts, base, priceCents, 'negative');
  });

  // The reuses, after their sources.
  const fileSource = built[index % 2 === 0 ? 1 : 6];
  const idSource = built[index % 2 === 0 ? 3 : 7];
  if (!fileSource || !idSource) throw new Error('reuse sources missing');
  add(
    `${prefix}/reused-file`,
    'reused file',
    fileSource.receipt.facts,
    fileSource.receipt.facts,
    fileSource.receipt.priceCents,
    'negative',
    { seedName: fileSource.receipt.seedName, after: fileSource.receipt.name },
  );
  {
    const { facts: base, priceCents } = correctFacts(index % 3 === 0);
    const facts: ReceiptFacts = { ...structuredClone(base), endToEndId: idSource.receipt.facts.endToEndId };
    add(`${prefix}/reused-id`, 'reused end-to-end id', facts, base, priceCents, 'negative', {
      after: idSource.receipt.name,
    });
  }
  return built;
}

let builtCache: Built[] | undefined;

function all(): Built[] {
  builtCache ??= BERTH_LAYOUTS.flatMap((layout, index) => buildLayout(layout, index));
  return builtCache;
}

/** The 272 cases, layout by layout, each reused case after the one it reuses. */
export function berthLayoutCases(): BerthLayoutCase[] {
  return all().map((entry) => entry.kase);
}

export function berthLayoutReceipt(name: string): BerthReceipt {
  const found = all().find((entry) => entry.receipt.name === name);
  if (!found) throw new Error(`no berth case ${name}`);
  return found.receipt;
}

export function berthLayoutScenario(name: string): string {
  return SCENARIO_TEXT[berthLayoutReceipt(name).scenario];
}

/** The store configured for a layout (its key, full registered name and document digits). */
export function berthStore(layout: string): { name: string; document: string; pixKey: string; short: string } {
  const store = storeOf(layout);
  return { name: store.name, document: store.document, pixKey: store.pixKey, short: store.short };
}

/** Every person or company name registered or printed in the corpus, as registered and as printed; sorted. */
export function allCorpusNames(): string[] {
  const names = new Set<string>();
  for (const { receipt } of all()) {
    for (const party of [receipt.facts.recipient, receipt.facts.payer, receipt.base.recipient, receipt.base.payer]) {
      names.add(party.name);
    }
    names.add(receipt.printed.recipient.name);
    names.add(receipt.printed.payer.name);
  }
  for (const store of stores()) {
    for (const name of [store.name, store.lookalike, store.namesake, store.twin, store.short]) {
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** Every description printed in the corpus (the payers' messages), sorted. */
export function allCorpusDescriptions(): string[] {
  const descriptions = new Set<string>(DESCRIPTIONS);
  for (const { receipt } of all()) {
    if (receipt.facts.description) descriptions.add(receipt.facts.description);
  }
  return [...descriptions].sort();
}
