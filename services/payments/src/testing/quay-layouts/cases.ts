// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import {
  intBetween,
  makeCnpj,
  makeCpf,
  mulberry32,
  pick,
  type QuayFamily,
  type QuayLayout,
  type QuayParty,
  type QuayReceipt,
  quayLayout,
  type Rng,
  renderQuayReceipt,
  seedOf,
  titleCase,
  visibleDigits,
} from './bank-receipts.js';

export type { QuayParty, QuayReceipt } from './bank-receipts.js';

export const ORDER_PLACED_AT = '2026-11-23T12:00:00Z';
export const JUDGED_AT = '2026-11-23T18:00:00Z';

export type QuayGroup = 'name + masked CNPJ' | 'name + masked CPF' | 'truncated name' | 'key shown' | 'negative';
export type QuayTruth =
  | 'correct'
  | 'wrong recipient'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | 'reused';
export type QuayTrap = 'description names the store' | 'near namesake' | 'same truncated name';
export type QuayScenario =
  | 'correct'
  | 'key shown'
  | 'lookalike holder'
  | 'store name, other digits'
  | 'store as payer'
  | 'wrong amount'
  | 'paid before the order'
  | 'scheduled'
  | QuayTrap
  | 'reused file'
  | 'reused end-to-end id';

export interface QuayPayee {
  pixKey: string;
  recipientName: string;
  recipientDocument: string;
}

export interface QuayLayoutCase {
  name: string;
  layout: string;
  family: QuayFamily;
  theme: 'light' | 'dark';
  font: string;
  group: QuayGroup;
  truth: QuayTruth;
  price: string;
  payee: QuayPayee;
  contentType: 'image/jpeg';
  content: () => Promise<Buffer>;
  after?: string;
  endToEndId: string;
}

// ---------------------------------------------------------------- stores

export type QuayKeyKind = 'email' | 'phone' | 'document' | 'random';

export interface QuayStore {
  layout: string; // layout key
  name: string; // as registered with the Receita: upper case, no accents
  kind: 'cpf' | 'cnpj';
  keyKind: QuayKeyKind;
  institution: string;
  /** Another holder one or two letters or one word away, whose masked document shows the store's visible digits. */
  lookalike: string;
  trap: QuayTrap;
  /** The near namesake or the holder with the same truncated name, for those traps. */
  trapName?: string;
  /** How a payer names the store in a description, for that trap. */
  mention?: string;
  emailUser: string;
}

export const QUAY_STORES: readonly QuayStore[] = [
  {
    layout: 'nubank',
    name: 'AMETISTA CRISTAIS E INCENSARIA LTDA',
    kind: 'cnpj',
    keyKind: 'email',
    institution: 'CORA SCD S.A.',
    lookalike: 'AMETISTA CRISTAIS E INCENSARIO LTDA',
    trap: 'description names the store',
    mention: 'Pedido Ametista Cristais',
    emailUser: 'contato@ametistacristais.com.br',
  },
  {
    layout: 'itau',
    name: 'ROSIVALDO QUARESMA PIMENTA',
    kind: 'cpf',
    keyKind: 'phone',
    institution: 'ITAÚ UNIBANCO S.A.',
    lookalike: 'ROSIVALDA QUARESMA PIMENTA',
    trap: 'near namesake',
    trapName: 'ROSIVALDO GAMA QUARESMA PIMENTA',
    emailUser: 'rosivaldo.tarologo@gmail.com',
  },
  {
    layout: 'bradesco',
    name: 'SOLSTICIO ESPACO DE VIVENCIAS INTEGRATIVAS LTDA',
    kind: 'cnpj',
    keyKind: 'document',
    institution: 'BCO BRADESCO S.A.',
    lookalike: 'SOLSTICIA ESPACO DE VIVENCIAS INTEGRATIVAS LTDA',
    trap: 'same truncated name',
    trapName: 'SOLSTICIO ESPACO DE VIVENCIAS CORPORAIS ME',
    emailUser: 'financeiro@solsticiovivencias.com.br',
  },
  {
    layout: 'santander',
    name: 'GLEICIANE BRAGANCA TENORIO',
    kind: 'cpf',
    keyKind: 'random',
    institution: 'NU PAGAMENTOS - IP',
    lookalike: 'GLEICIENE BRAGANCA TENORIO',
    trap: 'description names the store',
    mention: 'consulta com Gleiciane Tenorio',
    emailUser: 'gleiciane.runas@hotmail.com',
  },
  {
    layout: 'c6',
    name: 'ORVALHO ESSENCIAS NATURAIS ME',
    kind: 'cnpj',
    keyKind: 'email',
    institution: 'BANCO C6 S.A.',
    lookalike: 'ORVALHOS ESSENCIAS NATURAIS ME',
    trap: 'near namesake',
    trapName: 'ORVALHO ESSENCIAS NATURAIS CATARINENSE ME',
    emailUser: 'pix@orvalhoessencias.com.br',
  },
  {
    layout: 'banrisul',
    name: 'JOCIMAR ZANCHETTA RECH',
    kind: 'cpf',
    keyKind: 'phone',
    institution: 'BCO DO ESTADO DO RS S.A.',
    lookalike: 'JOCIMARA ZANCHETTA RECH',
    trap: 'description names the store',
    mention: 'Jocimar Zanchetta benzimento',
    emailUser: 'jocimar.rech@yahoo.com.br',
  },
  {
    layout: 'bb',
    name: 'SIDERAL ORIENTACAO ASTRAL LTDA',
    kind: 'cnpj',
    keyKind: 'document',
    institution: 'BCO DO BRASIL S.A.',
    lookalike: 'SIDERAIS ORIENTACAO ASTRAL LTDA',
    trap: 'near namesake',
    trapName: 'SIDERAL ORIENTACAO ASTRAL INTEGRADA LTDA',
    emailUser: 'atendimento@siderastral.com.br',
  },
  {
    layout: 'caixa',
    name: 'MARINEIDE DO SOCORRO PAMPLONA LINS',
    kind: 'cpf',
    keyKind: 'email',
    institution: 'CAIXA ECONOMICA FEDERAL',
    lookalike: 'MARINEIDES DO SOCORRO PAMPLONA LINS',
    trap: 'same truncated name',
    trapName: 'MARINEIDE DO SOCORRO PAMPONET',
    emailUser: 'marineide.lins@gmail.com',
  },
  {
    layout: 'inter',
    name: 'CIRANDA DE SALVIA DEFUMADORES LTDA',
    kind: 'cnpj',
    keyKind: 'random',
    institution: 'BANCO INTER',
    lookalike: 'CIRANDAS DE SALVIA DEFUMADORES LTDA',
    trap: 'description names the store',
    mention: 'Ciranda de Salvia - kit defumacao',
    emailUser: 'loja@cirandadesalvia.com.br',
  },
  {
    layout: 'sicredi',
    name: 'LUCIMAR TRENTIN BOLDRINI',
    kind: 'cpf',
    keyKind: 'phone',
    institution: 'BCO COOPERATIVO SICREDI S.A.',
    lookalike: 'LUCIMAR TRENTINI BOLDRINI',
    trap: 'near namesake',
    trapName: 'LUCIMAR TRENTIN BOLDRINI CALIXTO',
    emailUser: 'lucimar.boldrini@gmail.com',
  },
  {
    layout: 'btg',
    name: 'ZODIACO MAPAS E CONSULTAS ME',
    kind: 'cnpj',
    keyKind: 'document',
    institution: 'BANCO BTG PACTUAL S.A.',
    lookalike: 'ZODIACAL MAPAS E CONSULTAS ME',
    trap: 'description names the store',
    mention: 'Mapa natal - Zodiaco Mapas',
    emailUser: 'ola@zodiacomapas.com.br',
  },
  {
    layout: 'picpay',
    name: 'IARA MONTALVAO QUEZADO',
    kind: 'cpf',
    keyKind: 'email',
    institution: 'PICPAY',
    lookalike: 'IARA MONTALVAN QUEZADO',
    trap: 'near namesake',
    trapName: 'IARA REZENDE MONTALVAO QUEZADO',
    emailUser: 'iara.cristaloterapia@gmail.com',
  },
  {
    layout: 'mercadopago',
    name: 'CAMOMILA CHAS E BANHOS ENERGETICOS LTDA',
    kind: 'cnpj',
    keyKind: 'random',
    institution: 'MERCADO PAGO IP LTDA.',
    lookalike: 'CAMOMILA CHAS E BANHOS ENERGETICOS ME',
    trap: 'description names the store',
    mention: 'Camomila Chas e Banhos pedido 2231',
    emailUser: 'vendas@camomilabanhos.com.br',
  },
  {
    layout: 'pagbank',
    name: 'CLEITON RAMALHO PECANHA',
    kind: 'cpf',
    keyKind: 'phone',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    lookalike: 'CLEITOM RAMALHO PECANHA',
    trap: 'near namesake',
    trapName: 'CLEITON ROLIM RAMALHO PECANHA',
    emailUser: 'cleiton.buzios@outlook.com',
  },
  {
    layout: 'neon',
    name: 'OPALA ENERGIA E CRISTALOTERAPIA EIRELI',
    kind: 'cnpj',
    keyKind: 'email',
    institution: 'STONE IP S.A.',
    lookalike: 'OPALAS ENERGIA E CRISTALOTERAPIA EIRELI',
    trap: 'same truncated name',
    trapName: 'OPALA ENERGIA E CRISTALOTERAPEUTAS LTDA',
    emailUser: 'pix@opalaenergia.com.br',
  },
  {
    layout: 'sicoob',
    name: 'CALENDULA CURA XAMANICA E RITOS LTDA',
    kind: 'cnpj',
    keyKind: 'document',
    institution: 'BANCO SICOOB S.A.',
    lookalike: 'CALENDULAS CURA XAMANICA E RITOS LTDA',
    trap: 'same truncated name',
    trapName: 'CALENDULA CURA XAMANICA E VIVENCIAS ME',
    emailUser: 'contato@calendularitos.com.br',
  },
];

// ---------------------------------------------------------------- other people

const FIRST_NAMES = [
  'ADRIANA',
  'ALESSANDRA',
  'ANDERSON',
  'BRUNA',
  'CARLA',
  'CLEBER',
  'CRISTINA',
  'DAIANE',
  'DENILSON',
  'EDNALDO',
  'ELAINE',
  'ERICA',
  'FABRICIO',
  'GISLAINE',
  'HELENO',
  'IVANILSON',
  'JANETE',
  'JEFERSON',
  'KELLY',
  'LEONARDO',
  'LIDIANE',
  'LUCIENE',
  'MAICON',
  'MARCIA',
  'MARCOS',
  'MIRIAN',
  'NAYARA',
  'PAOLA',
  'RAFAELA',
  'ROBSON',
  'SIMARA',
  'SUELI',
  'TALITA',
  'TIAGO',
  'VAGNER',
  'VITOR',
  'DEIVID',
  'EDILSON',
  'GLAUBER',
  'ITALO',
  'JULIO',
  'LEILA',
  'MARLI',
  'NEIVA',
  'RAILSON',
  'SAMARA',
  'VANDA',
];

const SURNAMES = [
  'FREIRE',
  'CORREA',
  'MALTA',
  'CALADO',
  'PARANHOS',
  'BONIFACIO',
  'REBELO',
  'MACARIO',
  'VIEGAS',
  'GUERREIRO',
  'BITTAR',
  'MOTA',
  'SALES',
  'CAVALCANTE',
  'ALBINO',
  'SEABRA',
  'BEZERRIL',
  'MEDINA',
  'SERAPIAO',
  'ARRAES',
  'BORBA',
  'CASTILHO',
  'FIALHO',
  'GALVANI',
  'JUSTINO',
  'MAGRI',
  'PORTELLA',
  'TORRESAN',
  'URBANI',
  'VALENTIM',
  'ZAMPROGNA',
];

/** Small businesses that receive instead of the store in some negatives. */
const OTHER_COMPANIES = [
  'ELEMENTAL PRODUTOS ORGANICOS LTDA',
  'BUDA SORRIDENTE DECORACOES ME',
  'TRIADE SABOES ARTESANAIS LTDA',
  'CIRCULO DE TAMBORES ME',
  'LUMINAR ATENDIMENTOS LTDA',
  'OLHO DE HORUS CURSOS LTDA',
  'PRANA YOGA E BEM ESTAR LTDA',
  'FENIX AMULETOS E TALISMAS EIRELI',
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
  'BANCO C6 S.A.',
];

function personName(rng: Rng): string {
  const first = pick(rng, FIRST_NAMES);
  const second = pick(rng, SURNAMES);
  let third = pick(rng, SURNAMES);
  while (third === second) third = pick(rng, SURNAMES);
  return rng() < 0.5 ? `${first} ${second} ${third}` : `${first} ${third}`;
}

const agency = (rng: Rng): string => String(intBetween(rng, 1, 9999)).padStart(4, '0');
const account = (rng: Rng): string => `${intBetween(rng, 10000, 9999999)}-${intBetween(rng, 0, 9)}`;

function someParty(rng: Rng, layout: QuayLayout, institution?: string): QuayParty {
  const company = rng() < 0.2;
  return {
    name: company ? pick(rng, OTHER_COMPANIES) : personName(rng),
    document: company ? makeCnpj(rng) : makeCpf(rng),
    institution: institution ?? pick(rng, BANKS),
    ...(layout.accountRows ? { agency: agency(rng), account: account(rng) } : {}),
  };
}

// ---------------------------------------------------------------- facts of a receipt

const E2E_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `E` + the payer PSP's ISPB + the UTC minute the payment was started + 11 alphanumerics: 32 characters. */
function endToEndId(rng: Rng, ispb: string, iso: string): string {
  const d = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  const stamp = `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}`;
  let tail = '';
  for (let i = 0; i < 11; i++) tail += E2E_ALPHABET[Math.floor(rng() * E2E_ALPHABET.length)];
  return `E${ispb}${stamp}${tail}`;
}

const PRICES = [
  '97.00',
  '149.90',
  '1234.50',
  '35.00',
  '12.90',
  '280.00',
  '59.99',
  '7.50',
  '450.00',
  '2199.00',
  '88.80',
  '1500.00',
  '64.00',
  '320.45',
  '19.90',
  '777.00',
];

const atMs = (iso: string): number => Date.parse(iso);
const isoAt = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

/** A moment strictly inside the window, not too near its ends. */
function inWindow(rng: Rng): string {
  const start = atMs(ORDER_PLACED_AT) + 4 * 60_000;
  const end = atMs(JUDGED_AT) - 4 * 60_000;
  return isoAt(start + Math.floor(rng() * ((end - start) / 1000)) * 1000);
}

function wrongAmount(rng: Rng, price: string): string {
  const cents = Math.round(Number(price) * 100);
  const options = [Math.round(cents / 10), cents - 100, cents + 10, cents * 10].filter((v) => v > 0 && v !== cents);
  const chosen = pick(rng, options);
  return (chosen / 100).toFixed(2);
}

function storeKey(store: QuayStore, document: string, rng: Rng): string {
  switch (store.keyKind) {
    case 'email':
      return store.emailUser;
    case 'phone':
      return `+55 ${pick(rng, ['11', '21', '31', '41', '51', '71', '61'])} 9${intBetween(rng, 1000, 9999)}-${String(intBetween(rng, 0, 9999)).padStart(4, '0')}`;
    case 'document':
      return document;
    case 'random': {
      const hex = (n: number): string =>
        Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rng() * 16)]).join('');
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
    }
  }
}

const GENERIC_DESCRIPTIONS = ['Pedido 4821', 'pagamento', 'Obrigada!', 'ref. encomenda', 'sinal do pedido', 'pix'];

interface Built {
  case: QuayLayoutCase;
  receipt: QuayReceipt;
  scenario: QuayScenario;
}

function fontOf(layout: QuayLayout): string {
  return layout.mono === 'none' ? 'Clear Sans' : 'Clear Sans + JetBrains Mono';
}

function buildLayout(store: QuayStore): Built[] {
  const layout = quayLayout(store.layout);
  const rng = mulberry32(seedOf(`quay/${store.layout}`));
  const document = store.kind === 'cpf' ? makeCpf(rng) : makeCnpj(rng);
  const pixKey = storeKey(store, document, rng);
  const payee: QuayPayee = { pixKey, recipientName: store.name, recipientDocument: document };
  const storeParty: QuayParty = {
    name: store.name,
    document,
    institution: store.institution,
    ...(layout.accountRows ? { agency: agency(rng), account: account(rng) } : {}),
  };
  const correctGroup: QuayGroup = layout.nameLimit
    ? 'truncated name'
    : store.kind === 'cpf'
      ? 'name + masked CPF'
      : 'name + masked CNPJ';
  const built: Built[] = [];
  let variant = 0;

  const payerParty = (): QuayParty => someParty(rng, layout, layout.institution);
  const description = (): string | undefined => (rng() < 0.35 ? pick(rng, GENERIC_DESCRIPTIONS) : undefined);

  const add = (
    suffix: string,
    scenario: QuayScenario,
    group: QuayGroup,
    truth: QuayTruth,
    price: string,
    receipt: Omit<QuayReceipt, 'layout' | 'variant'>,
    extra: { after?: string; content?: () => Promise<Buffer> } = {},
  ): void => {
    variant += 1;
    const full: QuayReceipt = { layout: layout.key, variant, ...receipt };
    let memo: Promise<Buffer> | undefined;
    const content =
      extra.content ??
      (() => {
        memo ??= renderQuayReceipt(layout, full);
        return memo;
      });
    built.push({
      scenario,
      receipt: full,
      case: {
        name: `quay/${layout.key}/${suffix}`,
        layout: layout.brand,
        family: layout.family,
        theme: layout.theme,
        font: fontOf(layout),
        group,
        truth,
        price,
        payee,
        contentType: 'image/jpeg',
        content,
        ...(extra.after ? { after: extra.after } : {}),
        endToEndId: full.endToEndId,
      },
    });
  };

  const correctFacts = (price: string, extra: Partial<QuayReceipt> = {}): Omit<QuayReceipt, 'layout' | 'variant'> => {
    const paidAt = inWindow(rng);
    const desc = description();
    return {
      amount: price,
      paidAt,
      scheduled: false,
      recipient: storeParty,
      payer: payerParty(),
      endToEndId: endToEndId(rng, layout.ispb, paidAt),
      ...(desc ? { description: desc } : {}),
      ...extra,
    };
  };

  const price = (): string => pick(rng, PRICES);

  // six correct receipts: name and masked document only
  for (let i = 1; i <= 6; i++) {
    const p = price();
    add(`correct-${i}`, 'correct', correctGroup, 'correct', p, correctFacts(p));
  }
  // two that also print the key
  for (let i = 1; i <= 2; i++) {
    const p = price();
    add(`key-shown-${i}`, 'key shown', 'key shown', 'correct', p, correctFacts(p, { keyShown: pixKey }));
  }

  const otherVisible = (): QuayParty['document'] => {
    for (;;) {
      const other = store.kind === 'cpf' ? makeCpf(rng) : makeCnpj(rng);
      if (visibleDigits(other, layout.cnpjPrint) !== visibleDigits(document, layout.cnpjPrint)) return other;
    }
  };

  const otherHolder = (name: string, doc: string): QuayParty => ({
    name,
    document: doc,
    institution: pick(rng, BANKS),
    ...(layout.accountRows ? { agency: agency(rng), account: account(rng) } : {}),
  });

  // lookalike holder: same visible digits, a name a letter or a word away
  {
    const p = price();
    const lookDoc =
      store.kind === 'cpf'
        ? makeCpf(rng, document.slice(3, 9), document)
        : makeCnpj(rng, document.slice(0, 2), document.slice(8, 12), document);
    add(
      'lookalike-holder',
      'lookalike holder',
      'negative',
      'wrong recipient',
      p,
      correctFacts(p, {
        recipient: otherHolder(store.lookalike, lookDoc),
      }),
    );
  }
  // the store's name with someone else's document
  {
    const p = price();
    add(
      'store-name-other-digits',
      'store name, other digits',
      'negative',
      'wrong recipient',
      p,
      correctFacts(p, { recipient: otherHolder(store.name, otherVisible()) }),
    );
  }
  // the store pays someone else
  {
    const p = price();
    add(
      'store-as-payer',
      'store as payer',
      'negative',
      'wrong recipient',
      p,
      correctFacts(p, {
        payer: { ...storeParty, institution: layout.institution },
        recipient: someParty(rng, layout),
      }),
    );
  }
  // wrong amount
  {
    const p = price();
    add(
      'wrong-amount',
      'wrong amount',
      'negative',
      'wrong amount',
      p,
      correctFacts(p, { amount: wrongAmount(rng, p) }),
    );
  }
  // paid before the order was placed
  {
    const p = price();
    const before = isoAt(
      atMs(ORDER_PLACED_AT) - (rng() < 0.5 ? intBetween(rng, 20, 170) : intBetween(rng, 20 * 60, 30 * 60)) * 60_000,
    );
    add(
      'paid-before-the-order',
      'paid before the order',
      'negative',
      'paid before the order',
      p,
      correctFacts(p, { paidAt: before, endToEndId: endToEndId(rng, layout.ispb, before) }),
    );
  }
  // scheduled for a later day
  {
    const p = price();
    const day = intBetween(rng, 24, 30);
    const when = `2026-11-${day}T${String(intBetween(rng, 11, 20)).padStart(2, '0')}:00:00Z`;
    add(
      'scheduled',
      'scheduled',
      'negative',
      'scheduled',
      p,
      correctFacts(p, { paidAt: when, scheduled: true, endToEndId: endToEndId(rng, layout.ispb, when) }),
    );
  }
  // the layout's trap
  {
    const p = price();
    let recipient: QuayParty;
    let desc: string | undefined;
    if (store.trap === 'description names the store') {
      recipient = someParty(rng, layout);
      desc = store.mention;
    } else {
      recipient = otherHolder(store.trapName as string, otherVisible());
    }
    const facts = correctFacts(p, { recipient });
    if (desc) facts.description = desc;
    add(store.trap.replaceAll(' ', '-'), store.trap, 'negative', 'wrong recipient', p, facts);
  }
  // the very same file as an earlier correct receipt
  {
    const source = built[intBetween(rng, 0, 2)] as Built;
    add(
      'reused-file',
      'reused file',
      'negative',
      'reused',
      source.case.price,
      { ...source.receipt },
      { after: source.case.name, content: () => source.case.content() },
    );
  }
  // another picture carrying an earlier receipt's end-to-end id
  {
    const source = built[intBetween(rng, 3, 5)] as Built;
    const p = source.case.price;
    const facts = correctFacts(p);
    add('reused-end-to-end-id', 'reused end-to-end id', 'negative', 'reused', p, {
      ...facts,
      endToEndId: source.receipt.endToEndId,
    });
    (built[built.length - 1] as Built).case.after = source.case.name;
  }
  return built;
}

let cache: Built[] | undefined;
function all(): Built[] {
  cache ??= QUAY_STORES.flatMap(buildLayout);
  return cache;
}

function byName(name: string): Built {
  const found = all().find((built) => built.case.name === name);
  if (!found) throw new Error(`no quay case named ${name}`);
  return found;
}

export function quayLayoutCases(): QuayLayoutCase[] {
  return all().map((built) => built.case);
}

export function quayLayoutReceipt(name: string): QuayReceipt {
  return byName(name).receipt;
}

export function quayLayoutScenario(name: string): QuayScenario {
  return byName(name).scenario;
}

export function quayStoreOf(layoutKey: string): QuayStore {
  const store = QUAY_STORES.find((candidate) => candidate.layout === layoutKey);
  if (!store) throw new Error(`no quay store for ${layoutKey}`);
  return store;
}

/** Every person or company name the corpus prints, as registered and as each layout prints it. */
export function allCorpusNames(): string[] {
  const names = new Set<string>();
  for (const built of all()) {
    names.add(built.receipt.recipient.name);
    names.add(built.receipt.payer.name);
  }
  for (const store of QUAY_STORES) {
    names.add(store.name);
    names.add(store.lookalike);
    if (store.trapName) names.add(store.trapName);
    names.add(titleCase(store.name));
  }
  return [...names].sort();
}
