// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { randomCnpj, randomCpf } from './documents.js';
import { Rng } from './random.js';

/** A bank as it names itself on its own receipts and as other banks name it. */
export interface Institution {
  /** How receipts print the institution. */
  name: string;
  ispb: string;
}

export const INSTITUTIONS = {
  nubank: { name: 'NU PAGAMENTOS - IP', ispb: '18236120' },
  itau: { name: 'ITAÚ UNIBANCO S.A.', ispb: '60701190' },
  bradesco: { name: 'BCO BRADESCO S.A.', ispb: '60746948' },
  bb: { name: 'BCO DO BRASIL S.A.', ispb: '00000000' },
  caixa: { name: 'CAIXA ECONOMICA FEDERAL', ispb: '00360305' },
  santander: { name: 'BCO SANTANDER (BRASIL) S.A.', ispb: '90400888' },
  inter: { name: 'BCO INTER S.A.', ispb: '00416968' },
  picpay: { name: 'PICPAY', ispb: '22896431' },
  mercadopago: { name: 'MERCADO PAGO IP LTDA.', ispb: '10573521' },
  c6: { name: 'BCO C6 S.A.', ispb: '31872495' },
  pagbank: { name: 'PAGSEGURO INTERNET IP S.A.', ispb: '08561701' },
  sicredi: { name: 'BCO COOPERATIVO SICREDI S.A.', ispb: '01181521' },
  btg: { name: 'BCO BTG PACTUAL S.A.', ispb: '30306294' },
  next: { name: 'BCO BRADESCO S.A.', ispb: '60746948' },
  agibank: { name: 'BCO AGIBANK S.A.', ispb: '10664513' },
  banrisul: { name: 'BCO DO ESTADO DO RS S.A.', ispb: '92702067' },
} as const satisfies Record<string, Institution>;

export type LayoutKey = keyof typeof INSTITUTIONS;

export const LAYOUT_KEYS: readonly LayoutKey[] = [
  'agibank',
  'banrisul',
  'bb',
  'bradesco',
  'btg',
  'c6',
  'caixa',
  'inter',
  'itau',
  'mercadopago',
  'next',
  'nubank',
  'pagbank',
  'picpay',
  'santander',
  'sicredi',
];

type KeyKind = 'uuid' | 'email' | 'phone' | 'document';

interface StoreSeed {
  kind: 'cpf' | 'cnpj';
  name: string;
  short: string;
  /** The same name off by one letter or one word. */
  namesake: string;
  /** Another holder whose name shares words with the store's. */
  lookalike: string;
  keyKind: KeyKind;
  email?: string;
  phone?: string;
  /** Where the store keeps its account. */
  bank: LayoutKey;
}

const STORE_SEEDS: Record<LayoutKey, StoreSeed> = {
  nubank: {
    kind: 'cpf',
    name: 'Leda Figueiroa Arcanjo',
    short: 'Leda Arcanjo',
    namesake: 'Lena Figueiroa Arcanjo',
    lookalike: 'Tibério Figueiroa Arcanjo',
    keyKind: 'email',
    email: 'leda.arcanjo@gmail.com',
    bank: 'nubank',
  },
  itau: {
    kind: 'cnpj',
    name: 'Cânfora e Benjoim Velaria LTDA',
    short: 'Cânfora e Benjoim',
    namesake: 'Cânfora e Benjoin Velaria LTDA',
    lookalike: 'Benjoim Velaria Paulistana LTDA',
    keyKind: 'email',
    email: 'sac@canforaebenjoim.com.br',
    bank: 'itau',
  },
  bradesco: {
    kind: 'cpf',
    name: 'Rosaura Valverde Moniz',
    short: 'Rosaura Moniz',
    namesake: 'Rosaura Valverde Muniz',
    lookalike: 'Rosaura Valverde Ornelas',
    keyKind: 'phone',
    phone: '+5521987012345',
    bank: 'bradesco',
  },
  bb: {
    kind: 'cnpj',
    name: 'Alquimia do Cedro Terapêutica LTDA',
    short: 'Alquimia do Cedro',
    namesake: 'Alquimia de Cedro Terapêutica LTDA',
    lookalike: 'Alquimia Culinária do Cedro LTDA',
    keyKind: 'document',
    bank: 'bb',
  },
  caixa: {
    kind: 'cnpj',
    name: 'Morada das Plêiades LTDA',
    short: 'Morada das Plêiades',
    namesake: 'Morada das Pleyades LTDA',
    lookalike: 'Plêiades Hospedagem e Morada LTDA',
    keyKind: 'uuid',
    bank: 'caixa',
  },
  santander: {
    kind: 'cnpj',
    name: 'Toca do Citrino Lapidação LTDA',
    short: 'Toca do Citrino',
    namesake: 'Toca de Citrino Lapidação LTDA',
    lookalike: 'Citrino Joalheria da Toca LTDA',
    keyKind: 'phone',
    phone: '+5511974402218',
    bank: 'santander',
  },
  inter: {
    kind: 'cpf',
    name: 'Onésimo Trancoso Bulcão',
    short: 'Onésimo Bulcão',
    namesake: 'Onésimo Trancoso Bulhão',
    lookalike: 'Policarpo Trancoso Bulcão',
    keyKind: 'document',
    bank: 'inter',
  },
  picpay: {
    kind: 'cpf',
    name: 'Dagmar Pestana Vilaça',
    short: 'Dagmar Vilaça',
    namesake: 'Dagmar Pestano Vilaça',
    lookalike: 'Dagmar Ornelas Pestana',
    keyKind: 'uuid',
    bank: 'picpay',
  },
  mercadopago: {
    kind: 'cnpj',
    name: 'Núcleo Akasha de Meditação LTDA',
    short: 'Núcleo Akasha',
    namesake: 'Núcleo Akasha da Meditação LTDA',
    lookalike: 'Akasha Editora de Meditação LTDA',
    keyKind: 'email',
    email: 'contato@nucleoakasha.com.br',
    bank: 'mercadopago',
  },
  c6: {
    kind: 'cpf',
    name: 'Lenira Couceiro Anchieta',
    short: 'Lenira Anchieta',
    namesake: 'Lenira Couceiro Anchietta',
    lookalike: 'Benvinda Couceiro Anchieta',
    keyKind: 'email',
    email: 'lenira.couceiro@outlook.com',
    bank: 'c6',
  },
  pagbank: {
    kind: 'cnpj',
    name: 'Olíbano de Selene EIRELI',
    short: 'Olíbano de Selene',
    namesake: 'Olíbano da Selene EIRELI',
    lookalike: 'Selene Fragrâncias do Olíbano LTDA',
    keyKind: 'uuid',
    bank: 'pagbank',
  },
  sicredi: {
    kind: 'cpf',
    name: 'Eulina Sardenberg Cotrim',
    short: 'Eulina Cotrim',
    namesake: 'Eulina Sardenberg Cotrin',
    lookalike: 'Eulina Cotrim Negrão',
    keyKind: 'document',
    bank: 'sicredi',
  },
  btg: {
    kind: 'cnpj',
    name: 'Ventos de Avalon Livros LTDA',
    short: 'Ventos de Avalon',
    namesake: 'Ventos do Avalon Livros LTDA',
    lookalike: 'Avalon Livros Usados LTDA',
    keyKind: 'document',
    bank: 'btg',
  },
  next: {
    kind: 'cpf',
    name: 'Belarmino Zuzarte Palhano',
    short: 'Belarmino Palhano',
    namesake: 'Belarmino Zuzarte Palhana',
    lookalike: 'Jovelino Zuzarte Palhano',
    keyKind: 'phone',
    phone: '+5531991205576',
    bank: 'next',
  },
  agibank: {
    kind: 'cnpj',
    name: 'Raiz de Guiné Benzeduras LTDA',
    short: 'Raiz de Guiné',
    namesake: 'Raiz de Guiné Benzedura LTDA',
    lookalike: 'Raiz de Guiné Hortaliças LTDA',
    keyKind: 'email',
    email: 'raizdeguine@hotmail.com',
    bank: 'agibank',
  },
  banrisul: {
    kind: 'cpf',
    name: 'Venceslau Dultra Macieira',
    short: 'Venceslau Macieira',
    namesake: 'Venceslau Dultra Maceira',
    lookalike: 'Ofélia Dultra Macieira',
    keyKind: 'uuid',
    bank: 'banrisul',
  },
};

export interface Party {
  name: string;
  /** Digits only: 11 for a CPF, 14 for a CNPJ. */
  document: string;
  institution: Institution;
  agency: string;
  account: string;
}

export interface MarinaStore {
  name: string;
  /** Digits only. */
  document: string;
  /** The Pix key as the store configured it (phone as +55…, document as digits). */
  pixKey: string;
  short: string;
}

export interface StoreDetails extends MarinaStore {
  kind: 'cpf' | 'cnpj';
  keyKind: KeyKind;
  namesake: string;
  lookalike: string;
  account: Party;
}

function uuid(rng: Rng): string {
  const hex = '0123456789abcdef';
  const variant = rng.pick(['8', '9', 'a', 'b']);
  return `${rng.chars(8, hex)}-${rng.chars(4, hex)}-4${rng.chars(3, hex)}-${variant}${rng.chars(3, hex)}-${rng.chars(12, hex)}`;
}

function account(rng: Rng, name: string, document: string, bank: LayoutKey): Party {
  return {
    name,
    document,
    institution: INSTITUTIONS[bank],
    agency: bank === 'nubank' || bank === 'picpay' || bank === 'mercadopago' ? '0001' : rng.digits(4),
    account: `${rng.digits(rng.int(5, 8))}-${rng.digits(1)}`,
  };
}

const storeCache = new Map<LayoutKey, StoreDetails>();

export function storeDetails(layout: LayoutKey): StoreDetails {
  const cached = storeCache.get(layout);
  if (cached) return cached;
  const seed = STORE_SEEDS[layout];
  const rng = new Rng(`marina-store/${layout}`);
  const document = seed.kind === 'cpf' ? randomCpf(rng) : randomCnpj(rng);
  let pixKey: string;
  if (seed.keyKind === 'uuid') pixKey = uuid(rng);
  else if (seed.keyKind === 'email') pixKey = seed.email ?? '';
  else if (seed.keyKind === 'phone') pixKey = seed.phone ?? '';
  else pixKey = document;
  const store: StoreDetails = {
    name: seed.name,
    document,
    pixKey,
    short: seed.short,
    kind: seed.kind,
    keyKind: seed.keyKind,
    namesake: seed.namesake,
    lookalike: seed.lookalike,
    account: account(rng, seed.name, document, seed.bank),
  };
  storeCache.set(layout, store);
  return store;
}

/** Invented people who pay the orders. */
export const PAYERS: readonly string[] = [
  'Adélia Marques Toscano',
  'Anacleto Orrico Serrano',
  'Bernadete Nassar Aranha',
  'Cacilda Tapajós Ávila',
  'Deolindo Aranha Gouvêa',
  'Dinorá Ávila Zanon',
  'Edwiges Serrano Albergaria',
  'Felisberto Gouvêa Nassar',
  'Greice Zanon Estrada',
  'Heráclito Paraíso Toscano',
  'Isidoro Estrada Carmona',
  'Janice Orrico Frazão',
  'Kênia Albergaria Rosado',
  'Laurinda Tapajós Bivar',
  'Malaquias Lousada Pedreira',
  'Mércia Salvaterra Marques',
  'Nicodemos Varão Serrano',
  'Núbia Mourisco Orrico',
  'Olegário Jordão Tinoco',
  'Procópio Marques Amoedo',
  'Rejane Albergaria Bivar',
  'Saturnino Carmona Ávila',
  'Sirlene Estrada Lousada',
  'Wladimir Orrico Salvaterra',
  'Eglantina Marques Pedreira',
  'Rosendo Tinoco Frazão',
  'Amélia Rosado Jordão',
  'Lauriano Pedreira Toscano',
  'Teodora Amoedo Varão',
  'Sulamita Frazão Mourisco',
  'Quintiliano Bivar Nassar',
  'Marilene Jordão Paraíso',
];

/** Invented holders who receive a Pix that is not the store's. */
export const OTHER_RECIPIENTS: readonly { name: string; kind: 'cpf' | 'cnpj' }[] = [
  { name: 'Hermenegildo Carmona Rosado', kind: 'cpf' },
  { name: 'Dinorah Salvaterra Tinoco', kind: 'cpf' },
  { name: 'Mourisco Transportes LTDA', kind: 'cnpj' },
  { name: 'Amoedo Pneus LTDA', kind: 'cnpj' },
  { name: 'Gracinda Lousada Varão', kind: 'cpf' },
  { name: 'Pedreira Frazão Imóveis LTDA', kind: 'cnpj' },
  { name: 'Evilásia Bivar Jordão', kind: 'cpf' },
  { name: 'Tinoco Sapatos e Bolsas LTDA', kind: 'cnpj' },
];

/** Invented payment descriptions ("Mensagem") that payers type. */
export const DESCRIPTIONS: readonly string[] = [
  'Pedido 4821',
  'Pedido #3317 site',
  'Colar de citrino',
  'Pulseira de hematita',
  'Incenso de olíbano',
  'Óleo de copaíba',
  'Tigela tibetana',
  'Sino dos ventos',
  'Difusor de bambu',
  'Cordão de ônix',
  'Livro de meditação',
  'Vela de citronela',
  'Baralho ilustrado',
  'Compra pelo Instagram',
  'Pagamento pedido 1190',
  'Gratidão pela compra',
];

/** The description that names the store although the money goes to someone else. */
export function descriptionNamingStore(store: MarinaStore): string {
  return `Pedido ${store.short} 7734`;
}

export function otherRecipientParty(index: number, rng: Rng): Party {
  const other = OTHER_RECIPIENTS[index % OTHER_RECIPIENTS.length] ?? {
    name: 'Hermenegildo Carmona Rosado',
    kind: 'cpf',
  };
  const bank = rng.pick(LAYOUT_KEYS);
  return account(rng, other.name, other.kind === 'cpf' ? randomCpf(rng) : randomCnpj(rng), bank);
}

export function payerParty(name: string, bank: LayoutKey, rng: Rng): Party {
  return account(rng, name, randomCpf(rng), bank);
}

export function holderParty(name: string, document: string, bank: LayoutKey, rng: Rng): Party {
  return account(rng, name, document, bank);
}
