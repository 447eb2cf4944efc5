import {
  completeCnpj,
  completeCpf,
  documentKind,
  formatClock,
  maskTemplate,
  printedName,
  renderReceiptJpeg,
  visiblePositions,
  WHARF_LAYOUTS,
  type WharfDocumentKind,
  type WharfFamily,
  type WharfLayout,
  type WharfParty,
  type WharfReceipt,
  type WharfShot,
  type WharfTheme,
} from './bank-receipts.js';

/*
 * The wharf corpus: for each of the sixteen layouts one store, six correct receipts naming it with its masked
 * document, two correct receipts that also print its PIX key, and nine receipts that each depart from a correct
 * payment in exactly one way. Everything is drawn from seeded generators: the same corpus on every run.
 */

export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

export type WharfGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type WharfTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';
export type WharfScenario =
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

export interface WharfPayee {
  pixKey: string;
  recipientName: string;
  recipientDocument: string;
}

export interface WharfLayoutCase {
  name: string;
  layout: string;
  family: WharfFamily;
  theme: WharfTheme;
  font: string;
  group: WharfGroup;
  truth: WharfTruth;
  price: string;
  payee: WharfPayee;
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

export type WharfTrapKind = 'description names the store' | 'near namesake' | 'same truncated name';

/** One layout's store and the holders made to be mistaken for it. */
export interface WharfStore {
  layout: string;
  name: string;
  kind: WharfDocumentKind;
  key: 'email' | 'phone' | 'document' | 'uuid';
  email?: string;
  areaCode: string;
  bank: string;
  /** Differs from the store's name by a little; its masked document shows the store's visible digits. */
  lookalike: string;
  trap: WharfTrapKind;
  /** The near namesake or the holder whose cut name prints as the store's. */
  trapName?: string;
}

export const WHARF_STORES: readonly WharfStore[] = [
  {
    layout: 'Nubank',
    name: 'GERUSA PRAXEDES LANDIM',
    kind: 'CPF',
    key: 'email',
    email: 'gerusa.landim.leituras@gmail.com',
    areaCode: '11',
    bank: 'ITAÚ UNIBANCO S.A.',
    lookalike: 'GERUSA PRAXEDES LANDIN',
    trap: 'near namesake',
    trapName: 'GERUZA PRAXEDES LANDIM',
  },
  {
    layout: 'Itaú',
    name: 'SELENITA ARTE SACRA LTDA',
    kind: 'CNPJ',
    key: 'phone',
    areaCode: '11',
    bank: 'CORA SCD S.A.',
    lookalike: 'SELENITA ARTES SACRAS LTDA',
    trap: 'description names the store',
  },
  {
    layout: 'Bradesco',
    name: 'TURMALINA NEGRA EMPREENDIMENTOS LTDA',
    kind: 'CNPJ',
    key: 'uuid',
    areaCode: '19',
    bank: 'STONE IP S.A.',
    lookalike: 'TURMALINA PRETA EMPREENDIMENTOS LTDA',
    trap: 'same truncated name',
    trapName: 'TURMALINA NEGRA EMPREENDIMENTOS IMOBILIARIOS LTDA',
  },
  {
    layout: 'Banco do Brasil',
    name: 'ROSINEIDE DO ROSARIO QUINTINO LAGES',
    kind: 'CPF',
    key: 'document',
    areaCode: '61',
    bank: 'CAIXA ECONOMICA FEDERAL',
    lookalike: 'ROSINELDE DO ROSARIO QUINTINO LAGES',
    trap: 'same truncated name',
    trapName: 'ROSINEIDE DO ROSARIO QUINTINO BRAZ',
  },
  {
    layout: 'Caixa',
    name: 'ALECRIM E ALFAZEMA SABOARIA LTDA',
    kind: 'CNPJ',
    key: 'email',
    email: 'pedidos@alecrimealfazema.com.br',
    areaCode: '71',
    bank: 'PAGSEGURO INTERNET IP S.A.',
    lookalike: 'ALECRIM E LAVANDA SABOARIA LTDA',
    trap: 'description names the store',
  },
  {
    layout: 'Santander',
    name: 'Lindalva Moscoso Furquim',
    kind: 'CPF',
    key: 'phone',
    areaCode: '21',
    bank: 'NU PAGAMENTOS - IP',
    lookalike: 'Lindalva Moscoso Furquin',
    trap: 'near namesake',
    trapName: 'Lindaura Moscoso Furquim',
  },
  {
    layout: 'Inter',
    name: 'JOSIANE TERTULIANO BIAZUS',
    kind: 'CPF',
    key: 'uuid',
    areaCode: '31',
    bank: 'BCO C6 S.A.',
    lookalike: 'JOSIANE TERTULIANO BIASUS',
    trap: 'description names the store',
  },
  {
    layout: 'PicPay',
    name: 'LAMPARINA DE ARGILA DECOR LTDA',
    kind: 'CNPJ',
    key: 'document',
    areaCode: '81',
    bank: 'MERCADO PAGO IP LTDA.',
    lookalike: 'LAMPARINAS DE ARGILA DECOR LTDA',
    trap: 'near namesake',
    trapName: 'LAMPARINA DE CERA DECOR LTDA',
  },
  {
    layout: 'Mercado Pago',
    name: 'OBSIDIANA E JASPE GEMAS E MINERAIS LTDA',
    kind: 'CNPJ',
    key: 'email',
    email: 'vendas@obsidianaejaspe.com.br',
    areaCode: '31',
    bank: 'BCO SANTANDER (BRASIL) S.A.',
    lookalike: 'OBSIDIANA E JADE GEMAS E MINERAIS LTDA',
    trap: 'same truncated name',
    trapName: 'OBSIDIANA E JASPE GEMAS E MINERACAO LTDA',
  },
  {
    layout: 'C6 Bank',
    name: 'Ubiraci Nazareno Okada',
    kind: 'CPF',
    key: 'phone',
    areaCode: '41',
    bank: 'BANCO INTER',
    lookalike: 'Ubiraci Nazario Okada',
    trap: 'description names the store',
  },
  {
    layout: 'PagBank',
    name: 'CALDEIRAO ENCANTADO LTDA',
    kind: 'CNPJ',
    key: 'uuid',
    areaCode: '11',
    bank: 'BCO BRADESCO S.A.',
    lookalike: 'CALDEIRAO ENCANTADOR LTDA',
    trap: 'near namesake',
    trapName: 'CALDEIRA ENCANTADA LTDA',
  },
  {
    layout: 'Sicredi',
    name: 'MARINALVA GIRARDI RUSCHEL',
    kind: 'CPF',
    key: 'email',
    email: 'marinalva.ruschel@outlook.com',
    areaCode: '54',
    bank: 'BCO COOPERATIVO SICREDI S.A.',
    lookalike: 'MARINALDA GIRARDI RUSCHEL',
    trap: 'description names the store',
  },
  {
    layout: 'Sicoob',
    name: 'MACRAME E CESTARIA DO SERTAO LTDA',
    kind: 'CNPJ',
    key: 'document',
    areaCode: '38',
    bank: 'BANCO SICOOB S.A.',
    lookalike: 'MACRAME E CESTOS DO SERTAO LTDA',
    trap: 'same truncated name',
    trapName: 'MACRAME E CESTARIA DO SERTANEJO LTDA',
  },
  {
    layout: 'BTG',
    name: 'Tarsila Vendramini Nassif',
    kind: 'CPF',
    key: 'uuid',
    areaCode: '11',
    bank: 'BANCO BTG PACTUAL S.A.',
    lookalike: 'Tarsila Vendramin Nassif',
    trap: 'near namesake',
    trapName: 'Tarsila Vendramini Nascif',
  },
  {
    layout: 'Neon',
    name: 'RUNAS E PENDULOS DO LESTE LTDA',
    kind: 'CNPJ',
    key: 'phone',
    areaCode: '31',
    bank: 'CLOUDWALK IP LTDA',
    lookalike: 'RUNAS E PENDULOS DO OESTE LTDA',
    trap: 'description names the store',
  },
  {
    layout: 'Will Bank',
    name: 'Edileuza Boaventura Palhares',
    kind: 'CPF',
    key: 'email',
    email: 'edileuza.palhares@yahoo.com.br',
    areaCode: '85',
    bank: 'NU PAGAMENTOS - IP',
    lookalike: 'Edileusa Boaventura Palhares',
    trap: 'near namesake',
    trapName: 'Edileuza Bonaventura Palhares',
  },
];

const FIRST_NAMES = [
  'ADRIELE',
  'AGENOR',
  'BELMIRO',
  'BRAULIO',
  'CICERO',
  'CLEONICE',
  'CLODOALDO',
  'DARCI',
  'DEUSDETE',
  'DULCINEIA',
  'ELENICE',
  'ELIEZER',
  'ERONILDES',
  'EUNICE',
  'FIRMINO',
  'GENIVALDO',
  'GIVANILDO',
  'GUMERCINDO',
  'HERMES',
  'HILDA',
  'IRAN',
  'ISOLDA',
  'ITAMAR',
  'IVANETE',
  'JANAINA',
  'JOELMA',
  'JOSUEL',
  'JOVELINA',
  'KLEBER',
  'LAUDICEIA',
  'LEOCIR',
  'LUCIMARA',
  'MANASSES',
  'MARCOLINO',
  'MOACIR',
  'NATANAEL',
  'NEIDE',
  'NIVALDO',
  'ORLANDO',
  'OZIEL',
  'PERSIO',
  'QUEZIA',
  'REGIANE',
  'ROMUALDO',
  'SALOMAO',
  'SIRLENE',
  'TAINARA',
  'UBALDO',
  'VALDOMIRO',
  'VALFREDO',
  'ZACARIAS',
  'ZELINDA',
  'ZENOBIO',
  'ZULMIRA',
  'SIDNEIA',
  'ROSILDA',
  'EVILASIO',
  'TEOFILO',
  'JUVENAL',
  'ADELINO',
  'DORGIVAL',
  'ELPIDIO',
  'GERCINA',
  'IRANI',
  'JOVINO',
  'LEONIDAS',
  'OTILIA',
  'RODINEI',
  'TIBERIO',
];

const SURNAMES = [
  'GONZAGA',
  'HOFFMANN',
  'JUNQUEIRA',
  'KUHN',
  'PADILHA',
  'RESPLANDES',
  'VERISSIMO',
  'WOLFF',
  'ZANOTTO',
  'ANDRIOLLI',
  'ESPERANCA',
  'IZIDORO',
  'JACINTO',
  'LUCENA',
  'MOSQUERA',
  'NOLETO',
  'PASSARINHO',
  'SCHMITT',
  'TEMOTEO',
  'URIAS',
  'VASQUES',
  'WEBER',
  'ZILLI',
  'AGUILERA',
  'BONFIM',
  'DELFINO',
  'EVARISTO',
  'FIORAVANTE',
  'GARBIN',
  'HAAS',
  'MENDONCA',
  'NAGAI',
  'PIOVESAN',
  'SACCHETTI',
  'TONET',
  'TAVEIRA',
  'VOLKMANN',
  'ZAMPIERI',
  'CARAMURU',
  'ESCOREL',
  'FAGNANI',
  'LOPRETE',
  'OSTETTO',
  'DEVECHI',
  'BRUSTOLIN',
  'CARNIEL',
  'DALLAGNOL',
  'FALCHI',
];

/** Suppliers a store pays: the other side when the store itself is the payer. */
const COMPANY_NAMES = [
  'FIOS DE SISAL GUARACIABA LTDA',
  'PARAFINA BRANCA INSUMOS LTDA',
  'XAROPE E MEL APIARIO LTDA',
  'LOGISTICA TAQUARAL LTDA',
  'ALUMINIO FORMOSA LTDA',
  'MADEIREIRA IPE ROXO LTDA',
  'FRETES ITAPOA LTDA',
  'ESPELHOS BISELADOS TABATINGA LTDA',
  'BUCHA VEGETAL FIBRAS LTDA',
];

const BANKS = [
  'NU PAGAMENTOS - IP',
  'ITAÚ UNIBANCO S.A.',
  'BCO BRADESCO S.A.',
  'BCO DO BRASIL S.A.',
  'CAIXA ECONOMICA FEDERAL',
  'BCO SANTANDER (BRASIL) S.A.',
  'BANCO INTER',
  'PICPAY',
  'MERCADO PAGO IP LTDA.',
  'BCO C6 S.A.',
  'PAGSEGURO INTERNET IP S.A.',
  'BANCO ORIGINAL',
  'BCO DO ESTADO DO RS S.A.',
];

/** Harmless messages a buyer types; never a name. */
const MESSAGES = ['Pedido 4821', 'Encomenda', 'Pagamento do pedido', 'Obrigada!', 'Kit presente', 'Sinal da encomenda'];

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

class Rng {
  private state: number;
  constructor(seed: number | string) {
    this.state = typeof seed === 'number' ? seed >>> 0 : seedOf(seed);
  }

  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  from(alphabet: string, count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += alphabet[this.int(0, alphabet.length - 1)] ?? '0';
    return text;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Documents and people

function randomDocument(rng: Rng, kind: WharfDocumentKind): string {
  for (;;) {
    const document =
      kind === 'CPF'
        ? completeCpf(rng.digits(9))
        : completeCnpj(`${rng.int(1, 9)}${rng.digits(7)}${rng.chance(0.85) ? '0001' : '0002'}`);
    if (!/^(\d)\1+$/.test(document)) return document;
  }
}

function baseLength(document: string): number {
  return documentKind(document) === 'CPF' ? 9 : 12;
}

function complete(base: string): string {
  return base.length === 9 ? completeCpf(base) : completeCnpj(base);
}

/** Another holder's document that shows exactly the same visible digits under the template. */
function sameVisibleDigits(rng: Rng, template: string, document: string): string {
  const shown = new Set(visiblePositions(template));
  const length = baseLength(document);
  if ([...shown].some((position) => position >= length)) {
    throw new Error(`Template ${template} shows check digits: no other holder prints the same`);
  }
  for (;;) {
    let base = '';
    for (let i = 0; i < length; i++) base += shown.has(i) ? document[i] : String(rng.int(0, 9));
    const other = complete(base);
    if (other !== document && !/^(\d)\1+$/.test(other)) return other;
  }
}

/** Another holder's document of the same kind whose visible digits differ from the store's in two places or more. */
function otherVisibleDigits(rng: Rng, template: string, document: string): string {
  const shown = visiblePositions(template);
  for (;;) {
    const other = randomDocument(rng, documentKind(document));
    const differing = shown.filter((position) => other[position] !== document[position]).length;
    if (differing >= 2) return other;
  }
}

interface Person {
  name: string;
  /** A CPF for people, a CNPJ for the suppliers. */
  cpf: string;
  bank: string;
  agency: string;
  account: string;
}

function account(rng: Rng): { agency: string; account: string } {
  return { agency: rng.digits(4), account: `${rng.int(10000, 99999999)}-${rng.int(0, 9)}` };
}

function people(): Person[] {
  const rng = new Rng('wharf people');
  const seen = new Set<string>();
  const pool: Person[] = [];
  while (pool.length < 64) {
    const first = rng.pick(FIRST_NAMES);
    const middle = rng.pick(SURNAMES);
    const last = rng.pick(SURNAMES);
    if (middle === last) continue;
    const name = `${first} ${middle} ${last}`;
    if (seen.has(name) || pool.some((person) => person.name.startsWith(`${first} `))) continue;
    seen.add(name);
    pool.push({ name, cpf: randomDocument(rng, 'CPF'), bank: rng.pick(BANKS), ...account(rng) });
  }
  return pool;
}

function companies(): Person[] {
  const rng = new Rng('wharf companies');
  return COMPANY_NAMES.map((name) => ({
    name,
    cpf: randomDocument(rng, 'CNPJ'),
    bank: rng.pick(BANKS),
    ...account(rng),
  }));
}

function uuid(rng: Rng): string {
  const hex = '0123456789abcdef';
  return `${rng.from(hex, 8)}-${rng.from(hex, 4)}-4${rng.from(hex, 3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.from(hex, 3)}-${rng.from(hex, 12)}`;
}

function pixKey(rng: Rng, store: WharfStore, document: string): string {
  switch (store.key) {
    case 'email':
      return store.email ?? 'contato@example.com.br';
    case 'phone':
      return `+55${store.areaCode}9${rng.int(6, 9)}${rng.digits(7)}`;
    case 'document':
      return document;
    case 'uuid':
      return uuid(rng);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Times, amounts, ids

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function iso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** A moment between the order and the judging, well inside both ends. */
function inWindow(rng: Rng): string {
  const start = Date.parse(ORDER_PLACED_AT) + 5 * MINUTE;
  const end = Date.parse(JUDGED_AT) - 10 * MINUTE;
  return iso(start + rng.int(0, Math.floor((end - start) / 1000)) * 1000);
}

function randomPrice(rng: Rng): string {
  const band = rng.int(0, 9);
  const reais = band < 4 ? rng.int(19, 99) : band < 8 ? rng.int(100, 599) : rng.int(600, 1889);
  const cents = rng.pick(['00', '90', '50', '40', '00', '90', '80', '35', '99']);
  const price = `${reais}.${cents}`;
  return Number(price) < 19.9 ? '19.90' : price;
}

function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

function fromCents(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

function endToEndId(ispb: string, at: string, rng: Rng): string {
  const stamp = at.slice(0, 16).replace(/[-T:]/g, '');
  return `E${ispb}${stamp}${rng.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 11)}`;
}

function authCode(layout: WharfLayout, rng: Rng): string | undefined {
  const hex = '0123456789ABCDEF';
  switch (layout.auth) {
    case undefined:
      return undefined;
    case 'hex':
      return rng.from(hex, 32);
    case 'sisbb':
      return `${rng.int(1, 9)}.${[0, 1, 2, 3, 4].map(() => rng.from(hex, 3)).join('.')}`;
    case 'numeric':
      return rng.digits(12);
    case 'blocks':
      return [0, 1, 2, 3].map(() => rng.from('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4)).join(' ');
  }
}

function shot(layout: WharfLayout, at: string, rng: Rng): WharfShot {
  const scales = layout.width <= 412 ? [1, 1, 1, 1.1, 1.25] : [1, 1, 0.9, 0.75];
  return {
    statusTime: formatClock(iso(Date.parse(at) + rng.int(1, 25) * MINUTE)),
    battery: rng.int(14, 97),
    quality: rng.int(70, 92),
    scale: rng.pick(scales),
  };
}

/** The same payment photographed again: another minute on the clock, another battery, another encoding. */
function reshot(original: WharfShot, rng: Rng): WharfShot {
  const [hours, minutes] = original.statusTime.split(':').map(Number);
  const later = ((hours ?? 0) * 60 + (minutes ?? 0) + rng.int(7, 90)) % (24 * 60);
  let quality = rng.int(70, 92);
  if (Math.abs(quality - original.quality) < 4)
    quality = original.quality > 80 ? original.quality - 6 : original.quality + 6;
  return {
    statusTime: `${String(Math.floor(later / 60)).padStart(2, '0')}:${String(later % 60).padStart(2, '0')}`,
    battery: Math.max(5, original.battery - rng.int(2, 9)),
    quality,
    scale: original.scale,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The corpus

export interface WharfCorpus {
  cases: WharfLayoutCase[];
  receipts: Map<string, WharfReceipt>;
  scenarios: Map<string, WharfScenario>;
  names: Set<string>;
}

const TRUTH: Record<WharfScenario, WharfTruth> = {
  correct: 'correct',
  'key shown': 'correct',
  'lookalike holder': 'wrong recipient',
  'store name, other digits': 'wrong recipient',
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

export function wharfStore(layout: string): WharfStore {
  const store = WHARF_STORES.find((candidate) => candidate.layout === layout);
  if (!store) throw new Error(`No wharf store for layout ${layout}`);
  return store;
}

function buildLayout(layout: WharfLayout, pool: Person[], suppliers: Person[], built: WharfCorpus): void {
  const store = wharfStore(layout.name);
  const rng = new Rng(`wharf store ${layout.name}`);
  const storeDocument = randomDocument(rng, store.kind);
  const storeTemplate = maskTemplate(layout.mask, storeDocument);
  const storeParty: WharfParty = {
    name: store.name,
    document: storeDocument,
    institution: store.bank,
    ...account(rng),
  };
  const payee: WharfPayee = {
    pixKey: pixKey(rng, store, storeDocument),
    recipientName: store.name,
    recipientDocument: storeDocument,
  };
  const truncated = layout.cut !== undefined && store.name.length > layout.cut;
  const positiveGroup: WharfGroup = truncated
    ? 'truncated name'
    : store.kind === 'CNPJ'
      ? 'name + masked CNPJ'
      : 'name + masked CPF';

  // Each layout draws its own payers and other recipients from the pool of people.
  const order = [...pool];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j] as Person, order[i] as Person];
  }
  let nextPerson = 0;
  const person = (): Person => {
    const chosen = order[nextPerson++ % order.length];
    if (!chosen) throw new Error('The pool of people is empty');
    return chosen;
  };
  const asPayer = (who: Person): WharfParty => ({
    name: who.name,
    document: who.cpf,
    institution: layout.institution,
    agency: who.agency,
    account: who.account,
  });
  const asRecipient = (who: Person): WharfParty => ({
    name: who.name,
    document: who.cpf,
    institution: who.bank,
    agency: who.agency,
    account: who.account,
  });
  const holder = (name: string, document: string, caseRng: Rng): WharfParty => ({
    name,
    document,
    institution: caseRng.pick(BANKS),
    ...account(caseRng),
  });

  const correctReceipt = (caseRng: Rng, price: string): WharfReceipt => {
    const paidAt = inWindow(caseRng);
    return {
      layout: layout.name,
      amount: price,
      paidAt,
      recipient: storeParty,
      payer: asPayer(person()),
      endToEndId: endToEndId(layout.ispb, paidAt, caseRng),
      description: caseRng.chance(0.3) ? caseRng.pick(MESSAGES) : undefined,
      authCode: authCode(layout, caseRng),
      shot: shot(layout, paidAt, caseRng),
    };
  };

  const add = (
    name: string,
    scenario: WharfScenario,
    group: WharfGroup,
    price: string,
    receipt: WharfReceipt,
    after?: string,
    content?: () => Promise<Buffer>,
  ): void => {
    built.cases.push({
      name,
      layout: layout.name,
      family: layout.family,
      theme: layout.theme,
      font: layout.font,
      group,
      truth: TRUTH[scenario],
      price,
      payee,
      contentType: 'image/jpeg',
      content: content ?? (() => renderReceiptJpeg(receipt)),
      ...(after === undefined ? {} : { after }),
      endToEndId: receipt.endToEndId,
    });
    built.receipts.set(name, receipt);
    built.scenarios.set(name, scenario);
    built.names.add(receipt.recipient.name);
    built.names.add(receipt.payer.name);
  };

  const prefix = `wharf ${layout.name}`;
  const correctNames: string[] = [];
  for (let n = 1; n <= 6; n++) {
    const name = `${prefix} correct ${n}`;
    const caseRng = new Rng(name);
    const price = randomPrice(caseRng);
    add(name, 'correct', positiveGroup, price, correctReceipt(caseRng, price));
    correctNames.push(name);
  }
  for (let n = 1; n <= 2; n++) {
    const name = `${prefix} key shown ${n}`;
    const caseRng = new Rng(name);
    const price = randomPrice(caseRng);
    add(name, 'key shown', 'key shown', price, { ...correctReceipt(caseRng, price), pixKey: payee.pixKey });
    correctNames.push(name);
  }

  const negative = (scenario: WharfScenario, change: (receipt: WharfReceipt, caseRng: Rng, price: string) => void) => {
    const name = `${prefix} ${scenario}`;
    const caseRng = new Rng(name);
    const price = randomPrice(caseRng);
    const receipt = correctReceipt(caseRng, price);
    receipt.description = undefined;
    change(receipt, caseRng, price);
    add(name, scenario, 'negative', price, receipt);
  };

  negative('lookalike holder', (receipt, caseRng) => {
    receipt.recipient = holder(store.lookalike, sameVisibleDigits(caseRng, storeTemplate, storeDocument), caseRng);
  });
  negative('store name, other digits', (receipt, caseRng) => {
    receipt.recipient = holder(store.name, otherVisibleDigits(caseRng, storeTemplate, storeDocument), caseRng);
  });
  negative('store as payer', (receipt, caseRng) => {
    receipt.payer = { ...storeParty, institution: layout.institution };
    receipt.recipient = asRecipient(caseRng.pick(suppliers));
  });
  negative('wrong amount', (receipt, caseRng, price) => {
    const deltas = [-10, -50, -100, -200, -300, -500, -1000, 1000, 500];
    let amount = cents(price) + caseRng.pick(deltas);
    if (amount <= 0) amount = cents(price) + 1000;
    receipt.amount = fromCents(amount);
  });
  negative('paid before the order', (receipt, caseRng) => {
    const paidAt = iso(Date.parse(ORDER_PLACED_AT) - 24 * HOUR - caseRng.int(0, 60 * 60) * MINUTE);
    receipt.paidAt = paidAt;
    receipt.endToEndId = endToEndId(layout.ispb, paidAt, caseRng);
    receipt.shot = shot(layout, paidAt, caseRng);
  });
  negative('scheduled', (receipt, caseRng) => {
    const day = Date.parse('2026-11-25T03:00:00Z') + caseRng.int(0, 14) * 24 * HOUR;
    receipt.scheduledFor = iso(day);
    receipt.endToEndId = endToEndId(layout.ispb, iso(day), caseRng);
  });
  const trapScenario: WharfScenario = store.trap;
  negative(trapScenario, (receipt, caseRng) => {
    switch (store.trap) {
      case 'description names the store':
        receipt.recipient = asRecipient(person());
        receipt.description = `${caseRng.pick(['Pedido', 'Compra', 'Ref.', 'Pagamento'])} ${store.name}`;
        return;
      case 'near namesake':
        receipt.recipient = holder(
          store.trapName ?? `${store.name} II`,
          otherVisibleDigits(caseRng, storeTemplate, storeDocument),
          caseRng,
        );
        return;
      case 'same truncated name':
        // The cut name prints as the store's; the masked document does not.
        receipt.recipient = holder(
          store.trapName ?? store.name,
          otherVisibleDigits(caseRng, storeTemplate, storeDocument),
          caseRng,
        );
        return;
    }
  });

  const reuseRng = new Rng(`${prefix} reuse`);
  const fileOriginal = reuseRng.pick(correctNames);
  const original = built.receipts.get(fileOriginal);
  const originalCase = built.cases.find((candidate) => candidate.name === fileOriginal);
  if (!original || !originalCase) throw new Error(`No case ${fileOriginal}`);
  add(
    `${prefix} reused file`,
    'reused file',
    'negative',
    originalCase.price,
    original,
    fileOriginal,
    originalCase.content,
  );

  const idOriginal = reuseRng.pick(correctNames.filter((name) => name !== fileOriginal));
  const again = built.receipts.get(idOriginal);
  const againCase = built.cases.find((candidate) => candidate.name === idOriginal);
  if (!again || !againCase) throw new Error(`No case ${idOriginal}`);
  const reshotReceipt: WharfReceipt = { ...again, shot: reshot(again.shot, reuseRng) };
  add(`${prefix} reused end-to-end id`, 'reused end-to-end id', 'negative', againCase.price, reshotReceipt, idOriginal);

  for (const name of [store.name, store.lookalike, store.trapName]) if (name !== undefined) built.names.add(name);
  // A cut name the store shares with the trap holder is the point of that trap; nothing else may print the same.
  if (store.trap !== 'same truncated name' && store.trapName !== undefined) {
    if (printedName(layout, store.trapName) === printedName(layout, store.name)) {
      throw new Error(`${store.trapName} prints as the store in ${layout.name}`);
    }
  }
}

/** Builds the whole corpus afresh (the memoised one is wharfLayoutCases). */
export function buildWharfLayoutCorpus(): WharfCorpus {
  const built: WharfCorpus = { cases: [], receipts: new Map(), scenarios: new Map(), names: new Set() };
  const pool = people();
  const suppliers = companies();
  for (const layout of WHARF_LAYOUTS) buildLayout(layout, pool, suppliers, built);
  return built;
}

let memo: WharfCorpus | undefined;

function corpus(): WharfCorpus {
  memo ??= buildWharfLayoutCorpus();
  return memo;
}

/** All 272 cases, sixteen layouts of seventeen; every reused case after the case it reuses. */
export function wharfLayoutCases(): WharfLayoutCase[] {
  return corpus().cases;
}

export function wharfLayoutReceipt(name: string): WharfReceipt {
  const receipt = corpus().receipts.get(name);
  if (!receipt) throw new Error(`No wharf case named ${name}`);
  return receipt;
}

export function wharfLayoutScenario(name: string): WharfScenario {
  const scenario = corpus().scenarios.get(name);
  if (!scenario) throw new Error(`No wharf case named ${name}`);
  return scenario;
}

/** Every store, lookalike, trap, recipient and payer name the corpus uses. */
export function allCorpusNames(): string[] {
  return [...corpus().names].sort();
}
