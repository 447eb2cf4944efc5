// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
//
// 16 layouts × 17 cases: for each bank's screen, one store (its own holder, document and keys), six correct receipts
// of a per-order Copia e Cola payment (no key printed), two correct receipts that print the store's key, and nine
// negatives. Everything is drawn from a seeded PRNG, so the corpus is the same on every run.

import {
  authenticationLength,
  completeCnpj,
  completeCpf,
  formatAuthentication,
  maskDocument,
  PIER_LAYOUTS,
  type PierFamily,
  type PierLayout,
  type PierParty,
  type PierReceipt,
  type PierScreen,
  type PierTheme,
  printedName,
  renderPierReceipt,
  saoPauloParts,
  visibleDigitPositions,
} from './bank-receipts.js';

export type { PierFamily, PierTheme } from './bank-receipts.js';

export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

export type PierGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type PierTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';

/** What each case is, in more detail than its truth. */
export type PierScenario =
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

export interface PierLayoutCase {
  name: string;
  layout: string;
  family: PierFamily;
  theme: PierTheme;
  font: string;
  group: PierGroup;
  truth: PierTruth;
  price: string;
  payee: { pixKey: string; recipientName: string; recipientDocument: string };
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The stores, one per layout, and the other holders around them

type KeySpec = { email: string } | 'phone' | 'document' | 'random';
type TrapKind = 'description names the store' | 'near namesake' | 'same truncated name';

interface StoreSpec {
  layout: string;
  /** The store's account holder as registered. */
  name: string;
  kind: 'cpf' | 'cnpj';
  institution: string;
  keys: [KeySpec, KeySpec];
  /** Another holder whose document shows the same visible digits under the layout's mask. */
  lookalike: string;
  trap: TrapKind;
  /** The near namesake or the holder whose name starts like the store's (for those traps). */
  trapName?: string;
}

const STORES: StoreSpec[] = [
  {
    layout: 'nubank',
    name: 'CUTELARIA SIRIEMA LTDA',
    kind: 'cnpj',
    institution: 'CORA SCD',
    keys: ['document', { email: 'vendas@cutelariasiriema.com.br' }],
    lookalike: 'PASTELARIA GAIVOTA LTDA',
    trap: 'description names the store',
  },
  {
    layout: 'itau',
    name: 'ODILON BERTOLDI FURLAN',
    kind: 'cpf',
    institution: 'NU PAGAMENTOS - IP',
    keys: ['phone', { email: 'odilon.furlan@gmail.com' }],
    lookalike: 'HERMINIO ZUCCHI PAVAN',
    trap: 'near namesake',
    trapName: 'ODILON BERTOLDO FURLAN',
  },
  {
    layout: 'bradesco',
    name: 'ESTOFADOS CAPIVARA TAPECARIA LTDA',
    kind: 'cnpj',
    institution: 'BCO SANTANDER (BRASIL) S.A.',
    keys: ['random', { email: 'financeiro@estofadoscapivara.com.br' }],
    lookalike: 'CHOPERIA MARACUJA LTDA',
    trap: 'description names the store',
  },
  {
    layout: 'banco do brasil',
    name: 'FUNILARIA E PINTURA CANDEEIRO LTDA',
    kind: 'cnpj',
    institution: 'BCO BRADESCO S.A.',
    keys: [{ email: 'contato@funilariacandeeiro.com.br' }, 'document'],
    lookalike: 'ALFAIATARIA PITANGA ME',
    trap: 'same truncated name',
    trapName: 'FUNILARIA E PINTURA CANDELARIA ME',
  },
  {
    layout: 'caixa',
    name: 'VALQUIRIA BENEDETTI CASAGRANDE ZANELLA',
    kind: 'cpf',
    institution: 'CAIXA ECONOMICA FEDERAL',
    keys: ['random', 'phone'],
    lookalike: 'LEOCADIA MOSCHETTA GONDIM',
    trap: 'same truncated name',
    trapName: 'VALQUIRIA BENEDETTI CASAGRANDE BACCARO',
  },
  {
    layout: 'santander',
    name: 'HORTIFRUTI JABUTICABA E MANGABA EIRELI',
    kind: 'cnpj',
    institution: 'STONE IP S.A.',
    keys: ['document', 'random'],
    lookalike: 'EMPADARIA CAMBUCI LTDA',
    trap: 'same truncated name',
    trapName: 'HORTIFRUTI JABUTICABA E MANGUEIRA LTDA',
  },
  {
    layout: 'inter',
    name: 'DAMARIS TREVISAN BACELAR',
    kind: 'cpf',
    institution: 'BANCO INTER S.A.',
    keys: [{ email: 'damaris.bacelar@outlook.com' }, 'phone'],
    lookalike: 'PALMIRA ORSINI LUSTOSA',
    trap: 'description names the store',
  },
  {
    layout: 'picpay',
    name: 'TARCISIO MEDRADO LOUREDO',
    kind: 'cpf',
    institution: 'PICPAY',
    keys: ['phone', 'random'],
    lookalike: 'GERVASIO SGARBI VILHENA',
    trap: 'near namesake',
    trapName: 'TARCISIO MOURAO LOUREDO',
  },
  {
    layout: 'mercado pago',
    name: 'BARBEARIA CARCARA LTDA ME',
    kind: 'cnpj',
    institution: 'MERCADO PAGO IP LTDA.',
    keys: ['random', 'document'],
    lookalike: 'PEIXARIA ARAUCARIA LTDA',
    trap: 'description names the store',
  },
  {
    layout: 'c6 bank',
    name: 'TAPIOCARIA BURITI LTDA',
    kind: 'cnpj',
    institution: 'CLOUDWALK IP LTDA',
    keys: [{ email: 'pedidos@tapiocariaburiti.com.br' }, 'random'],
    lookalike: 'CACHACARIA JANDAIA EIRELI',
    trap: 'near namesake',
    trapName: 'TAPIOCARIA BURITIS LTDA',
  },
  {
    layout: 'pagbank',
    name: 'ENCADERNACAO E SERIGRAFIA ARIRANHA LTDA',
    kind: 'cnpj',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    keys: ['document', { email: 'atendimento@ariranha.com.br' }],
    lookalike: 'MARCENARIA CAJUEIRO LTDA',
    trap: 'same truncated name',
    trapName: 'ENCADERNACAO E SERIGRAFIA CAMAFEU ME',
  },
  {
    layout: 'sicredi',
    name: 'WANDERLEI CLEMENTINO BORTOLOTTO SARAIVA',
    kind: 'cpf',
    institution: 'BCO COOPERATIVO SICREDI S.A.',
    keys: ['phone', { email: 'wbortolotto@yahoo.com.br' }],
    lookalike: 'DIONISIO RAFFAINI JATAHY',
    trap: 'same truncated name',
    trapName: 'WANDERLEI CLEMENTINO BORTOLINI',
  },
  {
    layout: 'sicoob',
    name: 'AGROPECUARIA GRAUNA DO CERRADO LTDA',
    kind: 'cnpj',
    institution: 'BANCO SICOOB S.A.',
    keys: [{ email: 'loja@graunadocerrado.com.br' }, 'document'],
    lookalike: 'TORNEARIA BIGORNA LTDA',
    trap: 'description names the store',
  },
  {
    layout: 'banrisul',
    name: 'NOEMIA FONTANA PICCOLI',
    kind: 'cpf',
    institution: 'BCO DO ESTADO DO RS S.A.',
    keys: ['random', { email: 'noemia.piccoli@gmail.com' }],
    lookalike: 'CORALINA VOLPATO IBIAPINA',
    trap: 'near namesake',
    trapName: 'NOEMIA FONTANA PICCOLO',
  },
  {
    layout: 'neon',
    name: 'FILOMENA DE CANTUARIA REBOUCAS VALLIM',
    kind: 'cpf',
    institution: 'NEON PAGAMENTOS S.A. IP',
    keys: [{ email: 'filomena.vallim@gmail.com' }, 'phone'],
    lookalike: 'SOLANGE DEMARCHI SEGADAS',
    trap: 'same truncated name',
    trapName: 'FILOMENA DE CANTUARIA REBOUCAS TONIOLO',
  },
  {
    layout: 'btg pactual',
    name: 'ORQUIDARIO SABIA PLANTAS LTDA',
    kind: 'cnpj',
    institution: 'BANCO BTG PACTUAL S.A.',
    keys: ['random', { email: 'contato@orquidariosabia.com.br' }],
    lookalike: 'HIDRAULICA CASCALHO LTDA',
    trap: 'near namesake',
    trapName: 'ORQUIDARIO SABIA MUDAS LTDA',
  },
];

/** Companies the stores pay (the "store as payer" receipts). */
const SUPPLIERS = [
  'AVIAMENTOS CARRETEL ME',
  'CORDOARIA TRAMELA LTDA',
  'VINHERIA PARREIRAL LTDA',
  'BOMBONIERE CAMAFEU ME',
  'HERBARIO CANELA DE EMA LTDA',
  'LATICINIOS CAMBARA LTDA',
  'SERRALHERIA TAIPA LTDA',
  'TINTURARIA PERGAMINHO ME',
];

const FIRST_NAMES = [
  'ALCIDES',
  'BENICIO',
  'CELSO',
  'DJALMA',
  'EDGAR',
  'FRANCINE',
  'GENESIO',
  'HORTENCIA',
  'ISMAEL',
  'JORDANA',
  'LAVINIA',
  'MANOELA',
  'NADIR',
  'PERPETUA',
  'ROMILDA',
  'SILVANO',
  'TELMO',
  'UBIRAJARA',
  'VALDECI',
  'WALMIR',
  'XENIA',
  'ZILDA',
  'ARISTIDES',
  'BERENICE',
  'CONSTANCA',
  'ELVIRA',
  'IRACI',
  'JANDIRA',
  'MALVINA',
  'OSORIO',
  'PLINIO',
  'RUBENS',
  'SALETE',
  'ULISSES',
  'VIRGILIO',
  'ADALBERTO',
  'BALTAZAR',
  'CLEMENTE',
  'FAUSTO',
  'HILARIO',
  'INACIO',
  'JERONIMO',
  'LAERCIO',
  'MODESTO',
  'NICANOR',
  'OTACILIO',
  'PRUDENCIO',
  'SILVESTRE',
  'TIBURCIO',
  'VALDEMAR',
  'ADELAIDE',
  'DIRCE',
  'EDNA',
  'FLORA',
  'GUIOMAR',
  'HELENA',
  'IOLE',
  'JUDITE',
  'LEONTINA',
  'MIRIAM',
  'NOELI',
  'OLINDA',
  'ROSELI',
  'VIVIANE',
  'ZORAIDE',
];

const SURNAMES = [
  'GALINDO',
  'RAPOSO',
  'SIMOES',
  'NERY',
  'BUENO',
  'MARINS',
  'ZAGO',
  'CAMPANA',
  'PEDRINI',
  'SOLANO',
  'VENTURA',
  'AGUIRRE',
  'FALCONI',
  'ROCHEDO',
  'MAGNANI',
  'TOMAZ',
  'VIDAL',
  'URBINA',
  'MASCARENHAS',
  'BANDEIRA',
  'LEITAO',
  'PARENTE',
  'ARAGON',
  'BRANDINI',
  'CAVALLARO',
  'DALPRA',
  'ESCUDERO',
  'FERRARESI',
  'GUARNIERI',
  'NOVELLI',
  'AMBROSIO',
  'CORSI',
  'FOGACA',
  'MOURAO',
  'PARAGUASSU',
  'RODOVALHO',
  'TIMBAUBA',
];

const RECIPIENT_BANKS = [
  'NU PAGAMENTOS - IP',
  'ITAÚ UNIBANCO S.A.',
  'BCO BRADESCO S.A.',
  'BANCO INTER S.A.',
  'CAIXA ECONOMICA FEDERAL',
  'BCO DO BRASIL S.A.',
  'PICPAY',
  'MERCADO PAGO IP LTDA.',
  'BANCO C6 S.A.',
  'STONE IP S.A.',
];

const AREA_CODES = ['11', '21', '31', '41', '48', '51', '61', '62', '71', '81', '85', '27'];

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

type Random = () => number;

function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => String(int(random, 0, 9))).join('');

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789ABCDEF';
const chars = (random: Random, alphabet: string, count: number): string =>
  Array.from({ length: count }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');

function randomCpf(random: Random): string {
  for (;;) {
    const nine = digits(random, 9);
    if (!/^(\d)\1+$/.test(nine)) return completeCpf(nine);
  }
}

function randomCnpj(random: Random): string {
  for (;;) {
    const root = digits(random, 8);
    if (!/^(\d)\1+$/.test(root) && root !== '00000000') return completeCnpj(`${root}0001`);
  }
}

function randomDocument(random: Random, kind: 'cpf' | 'cnpj'): string {
  return kind === 'cpf' ? randomCpf(random) : randomCnpj(random);
}

/** Another valid document that shows exactly the same digits as `document` under the layout's mask. */
function sameVisibleDigits(random: Random, layout: PierLayout, document: string): string {
  const template = document.length === 11 ? layout.cpfMask : layout.cnpjMask;
  const visible = visibleDigitPositions(template);
  const baseLength = document.length - 2;
  for (;;) {
    const base = [...document.slice(0, baseLength)]
      .map((digit, index) => (visible[index] ? digit : String(int(random, 0, 9))))
      .join('');
    const candidate = document.length === 11 ? completeCpf(base) : completeCnpj(base);
    if (candidate !== document && maskDocument(layout, candidate) === maskDocument(layout, document)) return candidate;
  }
}

/** Another valid document of the same kind whose visible digits differ from `document`'s. */
function otherVisibleDigits(random: Random, layout: PierLayout, document: string): string {
  for (;;) {
    const candidate = randomDocument(random, document.length === 11 ? 'cpf' : 'cnpj');
    if (maskDocument(layout, candidate) !== maskDocument(layout, document)) return candidate;
  }
}

function randomKey(random: Random): string {
  const hex = (count: number): string => chars(random, '0123456789abcdef', count);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(random, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

function randomPhone(random: Random): string {
  return `+55${pick(random, AREA_CODES)}9${int(random, 6, 9)}${digits(random, 7)}`;
}

function randomPerson(random: Random, avoid: Set<string>): string {
  for (;;) {
    const first = pick(random, FIRST_NAMES);
    const middle = pick(random, SURNAMES);
    const last = pick(random, SURNAMES);
    const name = middle === last ? `${first} ${last}` : `${first} ${middle} ${last}`;
    if (!avoid.has(name)) {
      avoid.add(name);
      return name;
    }
  }
}

function account(random: Random): { agency: string; account: string } {
  return { agency: digits(random, 4), account: `${digits(random, int(random, 5, 7))}-${digits(random, 1)}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Times

const ORDER_MS = Date.parse(ORDER_PLACED_AT);
const JUDGED_MS = Date.parse(JUDGED_AT);
const MINUTE = 60_000;

/** An instant strictly inside the window, a few minutes away from both ends, on a whole second. */
function inWindow(random: Random): Date {
  const start = ORDER_MS + 4 * MINUTE;
  const end = JUDGED_MS - 4 * MINUTE;
  return new Date(Math.floor((start + random() * (end - start)) / 1000) * 1000);
}

function beforeOrder(random: Random, dayBefore: boolean): Date {
  if (dayBefore) {
    // The day before, local 09:00–21:59.
    const start = Date.parse('2026-11-22T12:00:00Z');
    return new Date(Math.floor((start + random() * 13 * 60 * MINUTE) / 1000) * 1000);
  }
  // The same morning, 06:00–08:50 local, hours before the order.
  const start = Date.parse('2026-11-23T09:00:00Z');
  return new Date(Math.floor((start + random() * 170 * MINUTE) / 1000) * 1000);
}

function endToEndId(random: Random, layout: PierLayout, at: Date): string {
  const iso = at.toISOString();
  const stamp = iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(11, 13) + iso.slice(14, 16);
  return `E${layout.ispb}${stamp}${chars(random, ALPHANUMERIC, 11)}`;
}

function screenFor(random: Random, at: Date): PierScreen {
  const shot = saoPauloParts(new Date(at.getTime() + int(random, 0, 20) * MINUTE));
  const resample = random() < 0.3 ? pick(random, [0.75, 0.8, 0.9]) : 1;
  return {
    clock: `${String(shot.hour).padStart(2, '0')}:${String(shot.minute).padStart(2, '0')}`,
    battery: int(random, 14, 98),
    signal: int(random, 2, 4),
    quality: int(random, 70, 88),
    resample,
  };
}

function priceCents(random: Random): number {
  const roll = random();
  if (roll < 0.55) return int(random, 12, 160) * 100 + pick(random, [0, 50, 90, 99, int(random, 1, 98)]);
  if (roll < 0.88) return int(random, 160, 980) * 100 + pick(random, [0, 50, 90, int(random, 1, 98)]);
  return int(random, 1000, 2600) * 100 + pick(random, [0, 90, int(random, 1, 98)]);
}

const priceText = (cents: number): string => (cents / 100).toFixed(2);

// ---------------------------------------------------------------------------------------------------------------
// Building the corpus

interface Built {
  testCase: PierLayoutCase;
  receipt: PierReceipt;
  scenario: PierScenario;
}

function memoise(render: () => Promise<Buffer>): () => Promise<Buffer> {
  let pending: Promise<Buffer> | undefined;
  return () => {
    pending ??= render();
    return pending;
  };
}

function buildLayout(layout: PierLayout, store: StoreSpec, layoutIndex: number, usedPeople: Set<string>): Built[] {
  const random = mulberry32(seedOf(`pier:${layout.name}`));
  const storeDocument = randomDocument(random, store.kind);
  const storeBank = { institution: store.institution, ...account(random) };
  const keyOf = (spec: KeySpec): string =>
    typeof spec === 'object'
      ? spec.email
      : spec === 'phone'
        ? randomPhone(random)
        : spec === 'document'
          ? storeDocument
          : randomKey(random);
  const keys = [keyOf(store.keys[0]), keyOf(store.keys[1])] as const;
  const storeParty: PierParty = { name: store.name, document: storeDocument, ...storeBank };

  const truncated = layout.truncateAt !== null && printedName(layout, store.name) !== store.name.toUpperCase();
  const positiveGroup: PierGroup = truncated
    ? 'truncated name'
    : store.kind === 'cnpj'
      ? 'name + masked CNPJ'
      : 'name + masked CPF';

  const payer = (): PierParty => ({
    name: randomPerson(random, usedPeople),
    document: randomCpf(random),
    institution: layout.payerInstitution,
    ...account(random),
  });
  const otherBank = (): string =>
    pick(
      random,
      RECIPIENT_BANKS.filter((bank) => bank !== store.institution),
    );
  const authentication = (): string | undefined =>
    formatAuthentication(layout, chars(random, HEX, authenticationLength(layout)));
  const description = (): string | undefined =>
    random() < 0.3
      ? pick(random, [`Pedido ${int(random, 1000, 9999)}`, 'Pix', `pedido #${int(random, 100, 999)}`])
      : undefined;

  const built: Built[] = [];
  const add = (
    name: string,
    group: PierGroup,
    truth: PierTruth,
    scenario: PierScenario,
    price: number,
    receipt: PierReceipt,
    pixKey: string = keys[0],
    after?: Built,
  ): Built => {
    const content = after ? after.testCase.content : memoise(() => renderPierReceipt(receipt));
    const testCase: PierLayoutCase = {
      name: `${layout.name} ${name}`,
      layout: layout.name,
      family: layout.family,
      theme: layout.theme,
      font: layout.font,
      group,
      truth,
      price: priceText(price),
      payee: { pixKey, recipientName: store.name, recipientDocument: storeDocument },
      contentType: 'image/jpeg',
      content,
      ...(after ? { after: after.testCase.name } : {}),
      endToEndId: receipt.endToEndId,
    };
    const entry = { testCase, receipt, scenario };
    built.push(entry);
    return entry;
  };

  const paid = (
    amountCents: number,
    at: Date,
    recipient: PierParty,
    extra: Partial<Pick<PierReceipt, 'recipientKey' | 'description'>> = {},
    payerParty: PierParty = payer(),
  ): PierReceipt => ({
    layout: layout.name,
    status: 'paid',
    amountCents,
    at: at.toISOString(),
    recipient,
    payer: payerParty,
    endToEndId: endToEndId(random, layout, at),
    authentication: authentication(),
    screen: screenFor(random, at),
    ...(extra.description === undefined ? {} : { description: extra.description }),
    ...(extra.recipientKey === undefined ? {} : { recipientKey: extra.recipientKey }),
  });

  // Six correct receipts of a Copia e Cola payment: no key printed.
  const correct: Built[] = [];
  for (let index = 1; index <= 6; index++) {
    const price = priceCents(random);
    const text = description();
    correct.push(
      add(
        `${positiveGroup} ${index}`,
        positiveGroup,
        'correct',
        'correct',
        price,
        paid(price, inWindow(random), storeParty, text ? { description: text } : {}),
      ),
    );
  }
  // Two correct receipts that print the store's key.
  for (let index = 1; index <= 2; index++) {
    const price = priceCents(random);
    const key = keys[index - 1] as string;
    add(
      `key shown ${index}`,
      'key shown',
      'correct',
      'key shown',
      price,
      paid(price, inWindow(random), storeParty, { recipientKey: key }),
      key,
    );
  }

  // 1. Another holder whose masked document shows the same digits as the store's.
  {
    const price = priceCents(random);
    const lookalike: PierParty = {
      name: store.lookalike,
      document: sameVisibleDigits(random, layout, storeDocument),
      ...storeBank,
    };
    add(
      'negative lookalike holder',
      'negative',
      'wrong recipient',
      'lookalike holder',
      price,
      paid(price, inWindow(random), lookalike),
    );
  }
  // 2. The store's name over another document.
  {
    const price = priceCents(random);
    const namesake: PierParty = {
      name: store.name,
      document: otherVisibleDigits(random, layout, storeDocument),
      institution: otherBank(),
      ...account(random),
    };
    add(
      'negative store name other digits',
      'negative',
      'wrong recipient',
      'store name, other digits',
      price,
      paid(price, inWindow(random), namesake),
    );
  }
  // 3. The store appears only as the payer: it paid a supplier.
  {
    const price = priceCents(random);
    const supplierName =
      layoutIndex % 2 === 0 ? (SUPPLIERS[layoutIndex / 2] as string) : randomPerson(random, usedPeople);
    const supplier: PierParty = {
      name: supplierName,
      document: randomDocument(random, layoutIndex % 2 === 0 ? 'cnpj' : 'cpf'),
      institution: otherBank(),
      ...account(random),
    };
    const storeAsPayer: PierParty = { ...storeParty, institution: layout.payerInstitution, ...account(random) };
    add(
      'negative store as payer',
      'negative',
      'wrong recipient',
      'store as payer',
      price,
      paid(price, inWindow(random), supplier, {}, storeAsPayer),
    );
  }
  // 4. Paid less than the price.
  {
    const price = priceCents(random) + 1000;
    const short = pick(random, [1, 10, 50, 100, 200, 500, 1000]);
    add(
      'negative wrong amount',
      'negative',
      'wrong amount',
      'wrong amount',
      price,
      paid(price - short, inWindow(random), storeParty),
    );
  }
  // 5. Paid before the order was placed.
  {
    const price = priceCents(random);
    add(
      'negative paid before the order',
      'negative',
      'paid before the order',
      'paid before the order',
      price,
      paid(price, beforeOrder(random, layoutIndex % 2 === 0), storeParty),
    );
  }
  // 6. Scheduled for a later day, not paid yet.
  {
    const price = priceCents(random);
    const receipt = paid(price, inWindow(random), storeParty);
    const day = int(random, 24, 37);
    const scheduledFor = day <= 30 ? `2026-11-${String(day).padStart(2, '0')}` : `2026-12-0${day - 30}`;
    add('negative scheduled', 'negative', 'scheduled', 'scheduled', price, {
      ...receipt,
      status: 'scheduled',
      scheduledFor,
    });
  }
  // 9. One more wrong recipient, as this layout invites.
  {
    const price = priceCents(random);
    if (store.trap === 'description names the store') {
      const other: PierParty = {
        name: randomPerson(random, usedPeople),
        document: randomCpf(random),
        institution: otherBank(),
        ...account(random),
      };
      const words = store.name.split(' ').filter((word) => !['LTDA', 'ME', 'EIRELI', 'SA'].includes(word));
      const note = pick(random, ['Pedido', 'Compra', 'Ref.']);
      add(
        'negative description names the store',
        'negative',
        'wrong recipient',
        'description names the store',
        price,
        paid(price, inWindow(random), other, { description: `${note} ${words.join(' ')}` }),
      );
    } else {
      const trapName = store.trapName;
      if (!trapName) throw new Error(`${layout.name}: the ${store.trap} trap needs a name`);
      const other: PierParty = {
        name: trapName,
        document: otherVisibleDigits(random, layout, storeDocument),
        institution: otherBank(),
        ...account(random),
      };
      add(
        `negative ${store.trap}`,
        'negative',
        'wrong recipient',
        store.trap,
        price,
        paid(price, inWindow(random), other),
      );
    }
  }
  // 7. The very same file as one of the correct receipts, sent again.
  const [fileOriginal, idOriginal] = pickTwo(random, correct);
  add(
    'negative reused file',
    'negative',
    'reused',
    'reused file',
    Number.parseInt(fileOriginal.testCase.price.replace('.', ''), 10),
    fileOriginal.receipt,
    fileOriginal.testCase.payee.pixKey,
    fileOriginal,
  );
  // 8. Another screenshot of a correct receipt: same end-to-end id, taken later and compressed differently.
  {
    const original = idOriginal.receipt;
    const later = new Date(Date.parse(original.at) + int(random, 70, 200) * MINUTE);
    const shot = saoPauloParts(later);
    const qualities = [72, 76, 80, 84, 87].filter((quality) => quality !== original.screen.quality);
    const receipt: PierReceipt = {
      ...original,
      screen: {
        clock: `${String(shot.hour).padStart(2, '0')}:${String(shot.minute).padStart(2, '0')}`,
        battery: Math.max(5, original.screen.battery - int(random, 4, 30)),
        signal: original.screen.signal === 4 ? 3 : original.screen.signal + 1,
        quality: pick(random, qualities),
        resample: original.screen.resample === 1 ? pick(random, [0.8, 0.9]) : 1,
      },
    };
    const entry = add(
      'negative reused end-to-end id',
      'negative',
      'reused',
      'reused end-to-end id',
      Number.parseInt(idOriginal.testCase.price.replace('.', ''), 10),
      receipt,
      idOriginal.testCase.payee.pixKey,
    );
    entry.testCase.after = idOriginal.testCase.name;
  }
  return built;
}

function pickTwo<T>(random: Random, items: readonly T[]): [T, T] {
  const first = int(random, 0, items.length - 1);
  let second = int(random, 0, items.length - 2);
  if (second >= first) second++;
  return [items[first] as T, items[second] as T];
}

let corpus: Built[] | undefined;

function build(): Built[] {
  if (corpus) return corpus;
  const usedPeople = new Set<string>(STORES.flatMap((store) => [store.name, store.lookalike]));
  corpus = PIER_LAYOUTS.flatMap((layout, index) => {
    const store = STORES.find((candidate) => candidate.layout === layout.name);
    if (!store) throw new Error(`No store for the ${layout.name} layout`);
    return buildLayout(layout, store, index, usedPeople);
  });
  return corpus;
}

/** All 16 × 17 cases, in judging order (every reused case after the case it reuses). */
export function pierLayoutCases(): PierLayoutCase[] {
  return build().map((entry) => entry.testCase);
}

function entryNamed(name: string): Built {
  const entry = build().find((candidate) => candidate.testCase.name === name);
  if (!entry) throw new Error(`No pier layout case named ${name}`);
  return entry;
}

/** The receipt model a case's image was rendered from. */
export function pierLayoutReceipt(name: string): PierReceipt {
  return entryNamed(name).receipt;
}

/** What the case is, in more detail than its truth. */
export function pierLayoutScenario(name: string): PierScenario {
  return entryNamed(name).scenario;
}

/** Every holder, store and payer name the corpus uses. */
export function allCorpusNames(): string[] {
  const names = new Set<string>();
  for (const store of STORES) {
    names.add(store.name);
    names.add(store.lookalike);
    if (store.trapName) names.add(store.trapName);
  }
  for (const { testCase, receipt } of build()) {
    names.add(testCase.payee.recipientName);
    names.add(receipt.recipient.name);
    names.add(receipt.payer.name);
  }
  return [...names].sort();
}
