// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/**
 * The harbor-layouts corpus: 16 bank layouts × 17 cases (8 payments the store should accept, 9 it should not), each
 * a phone screenshot of a PIX receipt, drawn from a seeded PRNG so that every run yields the same cases and bytes.
 */

import {
  HARBOR_LAYOUTS,
  type HarborFamily,
  type HarborKey,
  type HarborKeyType,
  type HarborLayout,
  type HarborParty,
  type HarborReceipt,
  type HarborRender,
  type HarborTheme,
  maskDocument,
  printHarborName,
  renderHarborReceipt,
  visibleDigitPositions,
} from './bank-receipts.js';

export type { HarborFamily, HarborTheme } from './bank-receipts.js';

export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

export type HarborGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type HarborTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

/** What each case is, more finely than its truth. */
export type HarborScenario =
  | 'correct'
  | 'key shown'
  | 'same digits, other holder'
  | 'store name, other digits'
  | 'store only as payer'
  | 'paid less'
  | 'paid before the order'
  | 'scheduled'
  | 'same file'
  | 'same end-to-end id'
  | 'same first name, same digits'
  | 'payer holds the store digits'
  | 'store named in the description';

export interface HarborLayoutCase {
  name: string;
  layout: string;
  family: HarborFamily;
  theme: HarborTheme;
  font: string;
  group: HarborGroup;
  truth: HarborTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

export interface HarborStore {
  layout: string;
  name: string;
  document: string;
  institution: string;
  agency: string;
  account: string;
  keys: Record<HarborKeyType, HarborKey>;
  /** The key an order carries when the receipt prints none (a per-order Copia e Cola payment). */
  primaryKey: HarborKey;
}

/** The model behind one case: its receipt, what it is, the store it is judged for. */
export interface HarborCaseReceipt {
  case: string;
  scenario: HarborScenario;
  store: HarborStore;
  /** For 'same file': the case whose rendered bytes this case reuses. */
  sameFileAs?: string;
  receipt: HarborReceipt;
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness.

class Rng {
  private state: number;

  constructor(seed: string) {
    let hash = 2166136261;
    for (let i = 0; i < seed.length; i++) {
      hash ^= seed.charCodeAt(i);
      hash = Math.imul(hash, 16777619);
    }
    this.state = hash >>> 0;
  }

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
    return items[this.int(0, items.length - 1)]!;
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }

  chars(count: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < count; i++) out += alphabet[this.int(0, alphabet.length - 1)];
    return out;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// ---------------------------------------------------------------------------------------------------------------
// Documents with real check digits.

export function cpfWithCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`a CPF base has 9 digits, not '${base}'`);
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

export function cnpjWithCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`a CNPJ base has 12 digits, not '${base}'`);
  const digits = [...base].map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

type DocumentKind = 'cpf' | 'cnpj';

function complete(base: string): string {
  return base.length === 9 ? cpfWithCheckDigits(base) : cnpjWithCheckDigits(base);
}

function randomDocument(rng: Rng, kind: DocumentKind): string {
  for (;;) {
    const base =
      kind === 'cpf'
        ? `${rng.int(1, 9)}${rng.digits(8)}`
        : `${rng.int(1, 9)}${rng.digits(7)}000${rng.pick([1, 1, 1, 2])}`;
    if (!/^(\d)\1+$/.test(base)) return complete(base);
  }
}

/** Another valid document whose mask, in this layout, prints exactly the same as `document`'s. */
function documentSharingMask(rng: Rng, layout: HarborLayout, document: string): string {
  const baseLength = document.length === 11 ? 9 : 12;
  const shown = new Set(visibleDigitPositions(layout, document.length));
  const target = maskDocument(layout, document);
  for (let attempt = 0; attempt < 100_000; attempt++) {
    let base = '';
    for (let i = 0; i < baseLength; i++) base += shown.has(i) ? document[i] : String(rng.int(0, 9));
    const candidate = complete(base);
    if (candidate !== document && maskDocument(layout, candidate) === target) return candidate;
  }
  throw new Error(`no document shares the mask ${target} in ${layout.name}`);
}

/** A valid document whose mask, in this layout, prints none of `avoid`. */
function documentAvoidingMasks(rng: Rng, layout: HarborLayout, kind: DocumentKind, avoid: readonly string[]): string {
  for (;;) {
    const candidate = randomDocument(rng, kind);
    if (!avoid.includes(maskDocument(layout, candidate))) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Names (every word checked against the forbidden list by the tests).

const FIRST_NAMES = [
  'HEITOR',
  'LORENA',
  'CAIO',
  'ESTER',
  'JOANA',
  'VALERIA',
  'FLAVIO',
  'GRAZIELA',
  'RAQUEL',
  'MURILO',
  'YASMIN',
  'KELVIN',
  'BRENDA',
  'ICARO',
  'NAIARA',
  'DENISE',
  'ROGERIO',
  'SANDRO',
  'TELMA',
  'VICENTE',
  'WILSON',
  'ZELIA',
  'CINTIA',
  'DEBORA',
  'ELIANE',
  'FERNANDO',
  'GISELE',
  'HELIO',
  'IOLANDA',
  'JAIR',
  'KATIA',
  'LEONOR',
  'MIGUEL',
  'NELSON',
  'PAULO',
  'QUITERIA',
  'SONIA',
  'TADEU',
  'URSULA',
  'VALTER',
  'YURI',
  'ARTHUR',
  'BENTO',
  'DALVA',
  'EMILIO',
  'FABIANA',
  'GILMAR',
  'HORACIO',
  'IVONE',
  'JUSSARA',
  'LAURO',
  'MIRELA',
  'NORMA',
  'OSMAR',
  'PAMELA',
  'SAULO',
  'TANIA',
  'VERONICA',
  'WANDA',
  'ALICE',
  'BERNARDO',
  'CLARICE',
  'DAVI',
  'ELOA',
  'FELIPE',
  'GIOVANA',
  'HUGO',
  'ISADORA',
  'JONAS',
  'KARINA',
  'LIVIA',
  'MAURO',
  'NICOLAS',
  'OLGA',
  'PIETRA',
  'RICARDO',
  'SABRINA',
  'TEREZA',
  'VALENTINA',
  'WESLEY',
];

const SURNAMES = [
  'BRITO',
  'CAMELO',
  'DINIZ',
  'FRANCO',
  'GUERRA',
  'NOBREGA',
  'PIRES',
  'RANGEL',
  'TAVARES',
  'VALENCA',
  'FRAGA',
  'MAGNO',
  'COELHO',
  'OLIVA',
  'PORTUGAL',
  'TELES',
  'AGUIAR',
  'CHAVES',
  'LEITE',
  'PAES',
  'SALGUEIRO',
  'VILAR',
  'ASSUNCAO',
  'BRAVO',
  'CAMARA',
  'DORIA',
  'FEITOSA',
  'GARCIA',
  'HIDALGO',
  'JUCA',
  'LOBO',
  'PERES',
  'ROSSI',
  'TEODORO',
  'URQUIZA',
  'BRASILEIRO',
  'CASTELO',
  'DOMINGUES',
  'ESPOSITO',
  'FONTES',
  'GODOY',
  'HONORATO',
  'JUSTO',
  'LEAO',
  'MAFRA',
  'NEPOMUCENO',
  'PEDROSA',
  'RABELO',
  'SERPA',
  'TORQUATO',
  'VALADAO',
  'BARROSO',
  'MARINHO',
  'CERQUEIRA',
  'AMADO',
  'LISBOA',
  'SALAZAR',
  'ALMEIDA',
];

const BUSINESS_WORDS = [
  'SORVETERIA',
  'LANCHONETE',
  'CAFETERIA',
  'ARMARINHO',
  'PRESENTES',
  'DECORACOES',
  'UTILIDADES',
  'MAGAZINE',
  'CALCADOS',
  'MODAS',
  'SEMIJOIAS',
  'ARTESANATO',
  'ALIMENTOS',
  'BEBIDAS',
  'SABORES',
  'VARIEDADES',
  'SERVICOS',
  'SOLUCOES',
  'PRODUTOS',
  'HORTIFRUTI',
  'PETISCARIA',
  'BISTRO',
  'BOUTIQUE',
  'VIDROS',
  'TINTAS',
  'COLCHOES',
  'MOVEIS',
  'ESPORTES',
  'INFORMATICA',
  'CELULARES',
  'ACESSORIOS',
  'RACOES',
  'AGROPECUARIA',
  'LATICINIOS',
  'PANIFICADORA',
  'CONFECCOES',
  'ESTAMPARIA',
  'MOLDURAS',
];

const CONNECTORS = new Set(['DE', 'DA', 'DO', 'DOS', 'DAS', 'E', 'LTDA', 'ME', 'EIRELI', 'SA']);

/** Words of a name, accents removed, uppercased, split on non-letters. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 0);
}

function meaningfulWords(name: string): string[] {
  return nameWords(name).filter((word) => !CONNECTORS.has(word));
}

function pickAvoiding(rng: Rng, pool: readonly string[], avoid: ReadonlySet<string>): string {
  for (;;) {
    const word = rng.pick(pool);
    if (!avoid.has(word)) return word;
  }
}

function personName(rng: Rng, avoid: ReadonlySet<string>, first?: string): string {
  const used = new Set(avoid);
  const given = first ?? pickAvoiding(rng, FIRST_NAMES, used);
  used.add(given);
  const middle = pickAvoiding(rng, SURNAMES, used);
  used.add(middle);
  const last = pickAvoiding(rng, SURNAMES, used);
  const shape = rng.int(0, 5);
  if (shape === 0) return `${given} ${rng.pick(['DE', 'DA', 'DOS'])} ${middle} ${last}`;
  if (shape === 1) return `${given} ${last}`;
  return `${given} ${middle} ${last}`;
}

function companyName(rng: Rng, avoid: ReadonlySet<string>, first?: string): string {
  const used = new Set(avoid);
  const head = first ?? pickAvoiding(rng, BUSINESS_WORDS, used);
  used.add(head);
  const surname = pickAvoiding(rng, SURNAMES, used);
  used.add(surname);
  const other = pickAvoiding(rng, SURNAMES, used);
  const business = pickAvoiding(rng, BUSINESS_WORDS, used);
  switch (rng.int(0, 3)) {
    case 0:
      return `${head} ${surname} LTDA`;
    case 1:
      return `${head} ${surname} & ${other} LTDA`;
    case 2:
      return `${head} E ${business} ${surname} ME`;
    default:
      return `${head} ${surname} EIRELI`;
  }
}

function holderName(rng: Rng, kind: DocumentKind, avoid: ReadonlySet<string>): string {
  return kind === 'cpf' ? personName(rng, avoid) : companyName(rng, avoid);
}

// ---------------------------------------------------------------------------------------------------------------
// Institutions the stores and the other holders bank with.

const INSTITUTIONS = [
  'NU PAGAMENTOS - IP',
  'ITAÚ UNIBANCO S.A.',
  'BANCO BRADESCO S.A.',
  'BANCO DO BRASIL S.A.',
  'CAIXA ECONOMICA FEDERAL',
  'BANCO SANTANDER (BRASIL) S.A.',
  'BANCO INTER S.A.',
  'PICPAY',
  'MERCADO PAGO IP LTDA.',
  'BANCO C6 S.A.',
  'PAGSEGURO INTERNET IP S.A.',
  'BANCO COOPERATIVO SICREDI S.A.',
  'BANCO SICOOB S.A.',
  'CORA SCD S.A.',
  'STONE INSTITUIÇÃO DE PAGAMENTO S.A.',
  'BANCO BTG PACTUAL S.A.',
];

function agency(rng: Rng): string {
  return rng.pick(['0001', '0001', `${rng.int(1, 9)}${rng.digits(3)}`]);
}

function account(rng: Rng): string {
  return `${rng.int(1, 9)}${rng.digits(rng.int(4, 7))}-${rng.int(0, 9)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The stores, one per layout.

const STORES: Record<string, { name: string; kind: DocumentKind; institution: string; email: string }> = {
  nubank: {
    name: 'NEGREIROS CHOCOLATES FINOS LTDA',
    kind: 'cnpj',
    institution: 'BANCO BRADESCO S.A.',
    email: 'financeiro@negreiroschocolates.com.br',
  },
  itau: {
    name: 'ATELIÊ VILELA BORDADOS LTDA',
    kind: 'cnpj',
    institution: 'ITAÚ UNIBANCO S.A.',
    email: 'contato@atelievilela.com.br',
  },
  bradesco: {
    name: 'SORVETERIA E LANCHONETE GADELHA FIGUEIRA LTDA',
    kind: 'cnpj',
    institution: 'CORA SCD S.A.',
    email: 'pix@sorveteriagadelha.com.br',
  },
  'banco do brasil': {
    name: 'REINALDO MONTENEGRO DRUMMOND FALEIROS',
    kind: 'cpf',
    institution: 'BANCO DO BRASIL S.A.',
    email: 'reinaldo.drummond@uol.com.br',
  },
  caixa: {
    name: 'FLORICULTURA E PAISAGISMO NOLASCO ARANTES ME',
    kind: 'cnpj',
    institution: 'CAIXA ECONOMICA FEDERAL',
    email: 'vendas@floriculturanolasco.com.br',
  },
  santander: {
    name: 'HEITOR BICALHO NAVARRO',
    kind: 'cpf',
    institution: 'NU PAGAMENTOS - IP',
    email: 'heitor.bicalho@gmail.com',
  },
  inter: {
    name: 'BRECHÓ GOUVEIA & TRAJANO LTDA',
    kind: 'cnpj',
    institution: 'BANCO INTER S.A.',
    email: 'brechogouveia@outlook.com',
  },
  picpay: {
    name: 'YASMIN CORDOVIL PRESTES',
    kind: 'cpf',
    institution: 'PICPAY',
    email: 'yasmin.prestes@hotmail.com',
  },
  'mercado pago': {
    name: 'ÓTICA SARMENTO LTDA',
    kind: 'cnpj',
    institution: 'MERCADO PAGO IP LTDA.',
    email: 'oticasarmento@gmail.com',
  },
  'c6 bank': {
    name: 'CAFETERIA DELGADO ROMERO LTDA',
    kind: 'cnpj',
    institution: 'STONE INSTITUIÇÃO DE PAGAMENTO S.A.',
    email: 'financeiro@cafeteriadelgado.com.br',
  },
  pagbank: {
    name: 'MURILO TOSTES GALDINO',
    kind: 'cpf',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    email: 'murilo.galdino@yahoo.com.br',
  },
  sicredi: {
    name: 'VALÉRIA LINHARES ABREU',
    kind: 'cpf',
    institution: 'BANCO COOPERATIVO SICREDI S.A.',
    email: 'valeria.linhares@gmail.com',
  },
  sicoob: {
    name: 'ROSANA GUERRA DE JATOBA VERGUEIRO',
    kind: 'cpf',
    institution: 'BANCO SICOOB S.A.',
    email: 'rosana.vergueiro@gmail.com',
  },
  banrisul: {
    name: 'CERVEJARIA ARTESANAL CHIMANGO SERAFIM LTDA',
    kind: 'cnpj',
    institution: 'BANCO DO ESTADO DO RIO GRANDE DO SUL S.A.',
    email: 'pedidos@chimangoserafim.com.br',
  },
  neon: {
    name: 'PERFUMARIA IGLESIAS LTDA',
    kind: 'cnpj',
    institution: 'BANCO C6 S.A.',
    email: 'perfumariaiglesias@gmail.com',
  },
  'btg pactual': {
    name: 'CECÍLIA VARGAS MACIEL',
    kind: 'cpf',
    institution: 'BANCO BTG PACTUAL S.A.',
    email: 'cecilia.maciel@outlook.com',
  },
};

const DDDS = ['11', '21', '31', '41', '48', '51', '61', '71', '81', '85', '19', '27', '62', '92'];

function uuid(rng: Rng): string {
  const hex = (count: number) => rng.chars(count, '0123456789abcdef');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

function buildStore(layout: HarborLayout, index: number, rng: Rng): HarborStore {
  const spec = STORES[layout.name];
  if (!spec) throw new Error(`no store for layout ${layout.name}`);
  const document = randomDocument(rng, spec.kind);
  const keys: Record<HarborKeyType, HarborKey> = {
    email: { type: 'email', value: spec.email },
    phone: { type: 'phone', value: `+55${rng.pick(DDDS)}9${rng.int(6, 9)}${rng.digits(7)}` },
    evp: { type: 'evp', value: uuid(rng) },
    document: { type: 'document', value: document },
  };
  return {
    layout: layout.name,
    name: spec.name,
    document,
    institution: spec.institution,
    agency: agency(rng),
    account: account(rng),
    keys,
    primaryKey: index % 2 === 0 ? keys.evp : keys.email,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Times and identifiers.

const MINUTE = 60_000;
const ORDER_MS = Date.parse(ORDER_PLACED_AT);
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

function isoAt(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A moment between the order and the judging, neither at the edges. */
function momentInWindow(rng: Rng): string {
  return isoAt(ORDER_MS + rng.int(6 * 60, (5 * 60 + 50) * 60) * 1000);
}

/** A moment before the order: the evening/day before, or the same morning before it was placed. */
function momentBeforeOrder(rng: Rng): string {
  if (rng.int(0, 2) === 0) return isoAt(ORDER_MS - rng.int(10 * 60, 3 * 60 * 60) * 1000);
  const dayBefore = Date.parse('2026-11-22T00:00:00-03:00');
  return isoAt(dayBefore + rng.int(8 * 60 * 60, 22 * 60 * 60 + 50 * 60) * 1000);
}

function utcMinuteStamp(iso: string): string {
  return iso.slice(0, 16).replace(/[-T:]/g, '');
}

export function endToEndIdFor(ispb: string, paidAt: string, suffix: string): string {
  return `E${ispb}${utcMinuteStamp(paidAt)}${suffix}`;
}

function localClock(ms: number): string {
  const local = new Date(ms + SAO_PAULO_OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

function renderFor(rng: Rng, layout: HarborLayout, paidAt: string): HarborRender {
  return {
    statusClock: localClock(Date.parse(paidAt) + rng.int(1, 30) * MINUTE),
    battery: rng.int(14, 98),
    quality: Math.min(88, Math.max(70, layout.jpegQuality + rng.int(-3, 3))),
    resize: layout.resize,
  };
}

function authCode(rng: Rng): string {
  const hex = '0123456789ABCDEF';
  return [0, 1, 2, 3, 4].map(() => rng.chars(4, hex)).join('.');
}

// ---------------------------------------------------------------------------------------------------------------
// The 17 cases of one layout.

interface Draft {
  name: string;
  group: HarborGroup;
  truth: HarborTruth;
  scenario: HarborScenario;
  priceCents: number;
  payeeKey: HarborKey;
  receipt: HarborReceipt;
  after?: string;
  sameFileAs?: string;
}

function priceCents(rng: Rng): number {
  const band = rng.int(0, 9);
  if (band < 7) return rng.int(1_290, 29_990);
  if (band < 9) return rng.int(30_000, 99_990);
  return rng.int(100_000, 249_990);
}

const KEY_PAIRS: ReadonlyArray<readonly [HarborKeyType, HarborKeyType]> = [
  ['email', 'phone'],
  ['evp', 'document'],
  ['phone', 'evp'],
  ['document', 'email'],
];

function storeGroup(layout: HarborLayout, store: HarborStore): HarborGroup {
  if (layout.truncateAt !== undefined && store.name.length > layout.truncateAt) return 'truncated name';
  return store.document.length === 14 ? 'name + masked CNPJ' : 'name + masked CPF';
}

function layoutDrafts(layout: HarborLayout, index: number): { store: HarborStore; drafts: Draft[] } {
  const rng = new Rng(`harbor-layouts/${layout.name}`);
  const store = buildStore(layout, index, rng);
  const kind: DocumentKind = store.document.length === 11 ? 'cpf' : 'cnpj';
  const storeMask = maskDocument(layout, store.document);
  const storeWords = new Set(meaningfulWords(store.name));
  const storeParty: HarborParty = {
    name: store.name,
    document: store.document,
    institution: store.institution,
    agency: store.agency,
    account: store.account,
  };

  const other = (holderKind: DocumentKind, extraAvoid: readonly string[] = []): HarborParty => {
    const avoidWords = new Set([...storeWords, ...extraAvoid]);
    return {
      name: holderName(rng, holderKind, avoidWords),
      document: documentAvoidingMasks(rng, layout, holderKind, [storeMask]),
      institution: rng.pick(INSTITUTIONS),
      agency: agency(rng),
      account: account(rng),
    };
  };
  const payer = (): HarborParty => ({ ...other('cpf'), institution: layout.institution });

  const e2e = (paidAt: string) => endToEndIdFor(layout.ispb, paidAt, rng.chars(11, ALPHANUMERIC));
  const receipt = (fields: Partial<HarborReceipt> & { amountCents: number; paidAt: string }): HarborReceipt => {
    const base: HarborReceipt = {
      layout: layout.name,
      recipient: storeParty,
      payer: payer(),
      endToEndId: e2e(fields.paidAt),
      authCode: authCode(rng),
      render: renderFor(rng, layout, fields.paidAt),
      ...fields,
    };
    return base;
  };
  const orderNote = (): string | undefined => (rng.int(0, 3) === 0 ? `Pedido ${rng.int(1000, 9999)}` : undefined);

  const drafts: Draft[] = [];
  const group = storeGroup(layout, store);
  const positive = (name: string, draftGroup: HarborGroup, scenario: HarborScenario, key?: HarborKey): Draft => {
    const cents = priceCents(rng);
    const paidAt = momentInWindow(rng);
    return {
      name,
      group: draftGroup,
      truth: 'correct',
      scenario,
      priceCents: cents,
      payeeKey: key ?? store.primaryKey,
      receipt: receipt({ amountCents: cents, paidAt, recipientKey: key, description: key ? undefined : orderNote() }),
    };
  };
  for (let i = 1; i <= 6; i++) drafts.push(positive(`${layout.name} ${group} ${i}`, group, 'correct'));
  const [firstKey, secondKey] = KEY_PAIRS[index % KEY_PAIRS.length]!;
  drafts.push(positive(`${layout.name} key shown 1`, 'key shown', 'key shown', store.keys[firstKey]));
  drafts.push(positive(`${layout.name} key shown 2`, 'key shown', 'key shown', store.keys[secondKey]));

  const negative = (
    slug: string,
    truth: HarborTruth,
    scenario: HarborScenario,
    build: (cents: number, paidAt: string) => Partial<HarborReceipt> & { amountCents: number; paidAt: string },
  ): Draft => {
    const cents = priceCents(rng);
    const paidAt = momentInWindow(rng);
    return {
      name: `${layout.name} negative ${slug}`,
      group: 'negative',
      truth,
      scenario,
      priceCents: cents,
      payeeKey: store.primaryKey,
      receipt: receipt(build(cents, paidAt)),
    };
  };

  // (1) another holder, same visible digits
  drafts.push(
    negative('same digits other holder', 'wrong recipient', 'same digits, other holder', (cents, paidAt) => ({
      amountCents: cents,
      paidAt,
      recipient: {
        ...other(kind),
        document: documentSharingMask(rng, layout, store.document),
      },
    })),
  );
  // (2) the store's name, other visible digits
  drafts.push(
    negative('store name other digits', 'wrong recipient', 'store name, other digits', (cents, paidAt) => ({
      amountCents: cents,
      paidAt,
      recipient: {
        ...storeParty,
        document: documentAvoidingMasks(rng, layout, kind, [storeMask]),
        institution: rng.pick(INSTITUTIONS),
        agency: agency(rng),
        account: account(rng),
      },
    })),
  );
  // (3) the store only as the payer
  drafts.push(
    negative('store only as payer', 'wrong recipient', 'store only as payer', (cents, paidAt) => ({
      amountCents: cents,
      paidAt,
      recipient: other(rng.pick<DocumentKind>(['cpf', 'cnpj'])),
      payer: { ...storeParty, institution: layout.institution },
    })),
  );
  // (4) paid less
  drafts.push(
    negative('paid less', 'wrong amount', 'paid less', (cents, paidAt) => {
      const short = rng.pick([1, 10, 50, 100, 200, 500, 1000]);
      return { amountCents: cents - Math.min(short, cents - 500), paidAt };
    }),
  );
  // (5) paid before the order
  drafts.push(
    negative('paid before the order', 'paid before the order', 'paid before the order', (cents) => ({
      amountCents: cents,
      paidAt: momentBeforeOrder(rng),
    })),
  );
  // (6) scheduled for a later day, not paid yet
  drafts.push(
    negative('scheduled', 'scheduled', 'scheduled', (cents, paidAt) => ({
      amountCents: cents,
      paidAt,
      scheduledFor: `2026-11-${rng.int(24, 30)}`,
    })),
  );
  // (7) the very same file as a correct case
  const correctOnes = drafts.filter((draft) => draft.scenario === 'correct');
  const [sameFileOriginal, reRenderOriginal] = rng.shuffle(correctOnes);
  drafts.push({
    ...sameFileOriginal!,
    name: `${layout.name} negative same file`,
    group: 'negative',
    truth: 'reused',
    scenario: 'same file',
    after: sameFileOriginal!.name,
    sameFileAs: sameFileOriginal!.name,
  });
  // (8) the same receipt screenshotted again later: other clock, battery, compression; same end-to-end id
  const original = reRenderOriginal!;
  const laterClock = localClock(Date.parse(original.receipt.paidAt) + rng.int(95, 240) * MINUTE);
  drafts.push({
    ...original,
    name: `${layout.name} negative same end-to-end id`,
    group: 'negative',
    truth: 'reused',
    scenario: 'same end-to-end id',
    after: original.name,
    receipt: {
      ...original.receipt,
      render: {
        statusClock: laterClock,
        battery: (original.receipt.render.battery + rng.int(9, 40)) % 100,
        quality: original.receipt.render.quality > 79 ? rng.int(70, 76) : rng.int(82, 88),
        resize: original.receipt.render.resize === 1 ? 0.9 : 1,
      },
    },
  });
  // (9) one more wrong-recipient trap, rotating over the layouts
  const trap = index % 3;
  if (trap === 0) {
    const firstWord = store.name.split(' ')[0]!;
    drafts.push(
      negative('same first name same digits', 'wrong recipient', 'same first name, same digits', (cents, paidAt) => {
        const name = kind === 'cpf' ? personName(rng, storeWords, firstWord) : companyName(rng, storeWords, firstWord);
        return {
          amountCents: cents,
          paidAt,
          recipient: { ...other(kind), name, document: documentSharingMask(rng, layout, store.document) },
        };
      }),
    );
  } else if (trap === 1) {
    drafts.push(
      negative('payer holds the store digits', 'wrong recipient', 'payer holds the store digits', (cents, paidAt) => ({
        amountCents: cents,
        paidAt,
        recipient: other(rng.pick<DocumentKind>(['cpf', 'cnpj'])),
        payer: {
          ...other(kind),
          document: documentSharingMask(rng, layout, store.document),
          institution: layout.institution,
        },
      })),
    );
  } else {
    drafts.push(
      negative(
        'store named in the description',
        'wrong recipient',
        'store named in the description',
        (cents, paidAt) => ({
          amountCents: cents,
          paidAt,
          recipient: other(kind),
          description: `Pedido ${rng.int(1000, 9999)} - ${store.name}`,
        }),
      ),
    );
  }
  return { store, drafts };
}

// ---------------------------------------------------------------------------------------------------------------
// Assembly.

interface Built {
  cases: HarborLayoutCase[];
  receipts: Map<string, HarborCaseReceipt>;
  stores: HarborStore[];
}

const renders = new Map<string, Promise<Buffer>>();

function renderOnce(key: string, receipt: HarborReceipt): Promise<Buffer> {
  let pending = renders.get(key);
  if (!pending) {
    pending = renderHarborReceipt(receipt);
    pending.catch(() => renders.delete(key));
    renders.set(key, pending);
  }
  return pending;
}

/** Orders a layout's drafts: the originals shuffled, each reuse placed somewhere after its original. */
function judgingOrder(rng: Rng, drafts: readonly Draft[]): Draft[] {
  const reused = drafts.filter((draft) => draft.after !== undefined);
  const order = rng.shuffle(drafts.filter((draft) => draft.after === undefined));
  for (const draft of reused) {
    const originalAt = order.findIndex((candidate) => candidate.name === draft.after);
    order.splice(rng.int(originalAt + 1, order.length), 0, draft);
  }
  return order;
}

function build(): Built {
  const receipts = new Map<string, HarborCaseReceipt>();
  const stores: HarborStore[] = [];
  const queues: HarborLayoutCase[][] = [];
  const contents = new Map<string, () => Promise<Buffer>>();
  HARBOR_LAYOUTS.forEach((layout, index) => {
    const { store, drafts } = layoutDrafts(layout, index);
    stores.push(store);
    const ordered = judgingOrder(new Rng(`harbor-layouts/order/${layout.name}`), drafts);
    const queue: HarborLayoutCase[] = [];
    for (const draft of ordered) {
      receipts.set(draft.name, {
        case: draft.name,
        scenario: draft.scenario,
        store,
        sameFileAs: draft.sameFileAs,
        receipt: draft.receipt,
      });
      const renderKey = draft.sameFileAs ?? draft.name;
      let content = contents.get(renderKey);
      if (!content) {
        const target = draft.receipt;
        content = () => renderOnce(renderKey, target);
        contents.set(renderKey, content);
      }
      queue.push({
        name: draft.name,
        layout: layout.name,
        family: layout.family,
        theme: layout.theme,
        font: layout.font,
        group: draft.group,
        truth: draft.truth,
        price: (draft.priceCents / 100).toFixed(2),
        payee: { pixKey: draft.payeeKey.value, recipientName: store.name, recipientDocument: store.document },
        contentType: 'image/jpeg',
        content,
        ...(draft.after === undefined ? {} : { after: draft.after }),
        endToEndId: draft.receipt.endToEndId,
      });
    }
    queues.push(queue);
  });
  // Interleave the layouts (each layout's own order kept, so reuses stay after their originals).
  const rng = new Rng('harbor-layouts/interleave');
  const cases: HarborLayoutCase[] = [];
  for (;;) {
    const open = queues.filter((queue) => queue.length > 0);
    if (open.length === 0) break;
    cases.push(rng.pick(open).shift()!);
  }
  return { cases, receipts, stores };
}

let built: Built | undefined;

function corpus(): Built {
  built ??= build();
  return built;
}

/** All 16 × 17 cases, in judging order. */
export function harborLayoutCases(): HarborLayoutCase[] {
  return [...corpus().cases];
}

/** The same cases built afresh (the tests check the build is deterministic). */
export function rebuildHarborLayoutCasesForTest(): HarborLayoutCase[] {
  return build().cases;
}

export function harborLayoutReceipt(name: string): HarborCaseReceipt {
  const found = corpus().receipts.get(name);
  if (!found) throw new Error(`no harbor-layouts case named '${name}'`);
  return found;
}

export function harborLayoutStores(): HarborStore[] {
  return [...corpus().stores];
}

/** Every holder, store and payer name the corpus uses. */
export function allCorpusNames(): string[] {
  const names = new Set<string>();
  for (const store of corpus().stores) names.add(store.name);
  for (const { receipt } of corpus().receipts.values()) {
    names.add(receipt.recipient.name);
    names.add(receipt.payer.name);
  }
  return [...names].sort();
}

/** The store's name as a layout prints it (exported for the tests). */
export function printedStoreName(store: HarborStore): string {
  return printHarborName(store.layout, store.name);
}
