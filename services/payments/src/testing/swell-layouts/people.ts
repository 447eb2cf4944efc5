// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { cnpjFromBase, cpfFromBase } from './text.js';

export type DocKind = 'cpf' | 'cnpj';

export interface Bank {
  /** How receipts print the institution. */
  name: string;
  ispb: string;
}

export interface Store {
  id: string;
  name: string;
  kind: DocKind;
  document: string;
  /** The order price in cents. */
  priceCents: number;
  /** A near namesake: the same name with one word or surname changed. */
  nearName: string;
  email: string;
  /** +55 and the digits, as the product saves it. */
  phone: string;
  bank: Bank;
  agency: string;
  account: string;
}

export interface Person {
  name: string;
  kind: DocKind;
  document: string;
}

export const BANKS = {
  nubank: { name: 'Nu Pagamentos S.A. - IP', ispb: '18236120' },
  itau: { name: 'Itaú Unibanco S.A.', ispb: '60701190' },
  bradesco: { name: 'Banco Bradesco S.A.', ispb: '60746948' },
  bb: { name: 'Banco do Brasil S.A.', ispb: '00000000' },
  caixa: { name: 'Caixa Econômica Federal', ispb: '00360305' },
  santander: { name: 'Banco Santander (Brasil) S.A.', ispb: '90400888' },
  inter: { name: 'Banco Inter S.A.', ispb: '00416968' },
  picpay: { name: 'PicPay IP S.A.', ispb: '22896431' },
  mercadopago: { name: 'Mercado Pago IP Ltda.', ispb: '10573521' },
  c6: { name: 'Banco C6 S.A.', ispb: '31872495' },
  pagbank: { name: 'PagSeguro Internet IP S.A.', ispb: '08561701' },
  sicredi: { name: 'Banco Cooperativo Sicredi S.A.', ispb: '01181521' },
  stone: { name: 'Stone IP S.A.', ispb: '16501555' },
  cora: { name: 'Cora SCD S.A.', ispb: '37880206' },
  sicoob: { name: 'Banco Cooperativo Sicoob S.A.', ispb: '02038232' },
  infinitepay: { name: 'CloudWalk IP Ltda.', ispb: '18189547' },
} as const satisfies Record<string, Bank>;

type StoreSeed = Omit<Store, 'document'> & { base: string };

function store(seed: StoreSeed): Store {
  const { base, ...rest } = seed;
  return { ...rest, document: seed.kind === 'cpf' ? cpfFromBase(base) : cnpjFromBase(base) };
}

/** Eight stores by CNPJ and eight by CPF: small spiritual, esoteric and artisan shops. */
export const STORES: readonly Store[] = [
  store({
    id: 'c1',
    name: 'Quíron Estoraque Boticário Alquimista Ltda',
    nearName: 'Quíron Estoraque Boticário Elixir Ltda',
    kind: 'cnpj',
    base: '473812650001',
    priceCents: 14790,
    email: 'quiron.estoraque@boticario.net.br',
    phone: '+5511974312268',
    bank: BANKS.cora,
    agency: '0001',
    account: '4471902-3',
  }),
  store({
    id: 'c2',
    name: 'Luzeiro Fuxico Bordadeira Tecelão Ltda',
    nearName: 'Luzeiro Fuxico Bordadeira Cesteira Ltda',
    kind: 'cnpj',
    base: '382904170001',
    priceCents: 8950,
    email: 'luzeiro.fuxico@tecelao.net.br',
    phone: '+5531988120475',
    bank: BANKS.inter,
    agency: '0001',
    account: '31207744-1',
  }),
  store({
    id: 'c3',
    name: 'Aldebarã Caleidoscópio Vitral e Mosaico ME',
    nearName: 'Aldebarã Caleidoscópio Vitral e Totem ME',
    kind: 'cnpj',
    base: '297163540001',
    priceCents: 124900,
    email: 'aldebara.vitral@caleidoscopio.art.br',
    phone: '+5541996027731',
    bank: BANKS.sicredi,
    agency: '0719',
    account: '58214-6',
  }),
  store({
    id: 'c4',
    name: 'Novilúnio Ampulheta Escaravelho Cia Ltda',
    nearName: 'Novilúnio Ampulheta Sextante Cia Ltda',
    kind: 'cnpj',
    base: '516028930001',
    priceCents: 6720,
    email: 'novilunio@ampulheta.art.br',
    phone: '+5571991854402',
    bank: BANKS.stone,
    agency: '0001',
    account: '2287415-0',
  }),
  store({
    id: 'c5',
    name: 'Sereia Orvalhada Conchas e Pérolas Eireli',
    nearName: 'Sereia Orvalhada Conchas e Coral Eireli',
    kind: 'cnpj',
    base: '438570260001',
    priceCents: 31500,
    email: 'sereia.orvalhada@conchas.art.br',
    phone: '+5581987403319',
    bank: BANKS.pagbank,
    agency: '0001',
    account: '60473128-9',
  }),
  store({
    id: 'c6',
    name: 'Plenilúnio Astrolábio Sextante Místico Ltda',
    nearName: 'Plenilúnio Astrolábio Figa Místico Ltda',
    kind: 'cnpj',
    base: '350619480001',
    priceCents: 2390,
    email: 'plenilunio@astrolabio.art.br',
    phone: '+5548999217760',
    bank: BANKS.itau,
    agency: '3127',
    account: '04582-1',
  }),
  store({
    id: 'c7',
    name: 'Vereda Campânula Tomilho e Cardamomo Ltda',
    nearName: 'Vereda Campânula Tomilho e Cravo Ltda',
    kind: 'cnpj',
    base: '416273850001',
    priceCents: 18840,
    email: 'vereda.campanula@tomilho.art.br',
    phone: '+5562984470192',
    bank: BANKS.nubank,
    agency: '0001',
    account: '93321087-4',
  }),
  store({
    id: 'c8',
    name: 'Trilha Lúmen Fulgor Candil Luminária Ltda',
    nearName: 'Trilha Lúmen Fulgor Candil Espelho Ltda',
    kind: 'cnpj',
    base: '284530610001',
    priceCents: 57600,
    email: 'trilha.lumen@fulgor.art.br',
    phone: '+5585996631048',
    bank: BANKS.bradesco,
    agency: '2241',
    account: '0081734-2',
  }),
  store({
    id: 'p1',
    name: 'Rosicleide Antonela Bisognin Castanheira',
    nearName: 'Rosicleide Antonela Bisognin Garbossa',
    kind: 'cpf',
    base: '318459027',
    priceCents: 4590,
    email: 'rosicleide.bisognin@castanheira.art.br',
    phone: '+5554991237706',
    bank: BANKS.sicredi,
    agency: '0258',
    account: '71392-0',
  }),
  store({
    id: 'p2',
    name: 'Djanira Cleidiane Zancanaro Espinheiro',
    nearName: 'Djanira Cleidiane Zancanaro Vanzin',
    kind: 'cpf',
    base: '207634918',
    priceCents: 162000,
    email: 'djanira.zancanaro@espinheiro.art.br',
    phone: '+5549988314527',
    bank: BANKS.bb,
    agency: '1784-2',
    account: '30118-7',
  }),
  store({
    id: 'p3',
    name: 'Jefferson Uilian Ferronato Galveias',
    nearName: 'Jefferson Uilian Ferronato Bertuol',
    kind: 'cpf',
    base: '462081735',
    priceCents: 9900,
    email: 'jefferson.galveias@ferronato.art.br',
    phone: '+5519997402283',
    bank: BANKS.santander,
    agency: '4410',
    account: '01087223-5',
  }),
  store({
    id: 'p4',
    name: 'Eronilda Maiane Prazeres Montalban',
    nearName: 'Eronilda Maiane Prazeres Zagonel',
    kind: 'cpf',
    base: '539170264',
    priceCents: 27350,
    email: 'eronilda.prazeres@montalban.art.br',
    phone: '+5592991068834',
    bank: BANKS.picpay,
    agency: '0001',
    account: '2094471-8',
  }),
  store({
    id: 'p5',
    name: 'Walace Breno Cunegatto Vilarinho',
    nearName: 'Walace Breno Cunegatto Fantinel',
    kind: 'cpf',
    base: '681302597',
    priceCents: 3480,
    email: 'walace.cunegatto@vilarinho.art.br',
    phone: '+5547996650218',
    bank: BANKS.c6,
    agency: '0001',
    account: '18872094-1',
  }),
  store({
    id: 'p6',
    name: 'Shirlei Valnice Remígio Belfort Rambo',
    nearName: 'Shirlei Valnice Remígio Belfort Knapp',
    kind: 'cpf',
    base: '725418306',
    priceCents: 71000,
    email: 'shirlei.belfort@rambo.art.br',
    phone: '+5551984027713',
    bank: BANKS.sicoob,
    agency: '3069',
    account: '44512-3',
  }),
  store({
    id: 'p7',
    name: 'Vanderson Osias Pintassilgo Queirós',
    nearName: 'Vanderson Osias Pintassilgo Hauser',
    kind: 'cpf',
    base: '804927163',
    priceCents: 15260,
    email: 'vanderson.pintassilgo@queiros.art.br',
    phone: '+5527998801346',
    bank: BANKS.infinitepay,
    agency: '0001',
    account: '7730215-6',
  }),
  store({
    id: 'p8',
    name: 'Lucineide Jaiane Segalla Cardozo Brunetto',
    nearName: 'Lucineide Jaiane Segalla Cardozo Baggio',
    kind: 'cpf',
    base: '963057482',
    priceCents: 198500,
    email: 'lucineide.segalla@brunetto.art.br',
    phone: '+5565992284419',
    bank: BANKS.caixa,
    agency: '2198',
    account: '00021873-4',
  }),
];

/** Payers: people who pay the orders. */
export const PAYER_NAMES: readonly string[] = [
  'Geane Rosilene Bortot',
  'Hudson Gilvan Cenci',
  'Keila Doraci Mottin',
  'Natan Jader Fornari',
  'Suely Nildete Petry',
  'Ronei Samir Casarin',
  'Cleidiane Joane Lehmann',
  'Yago Elias Rodeghero',
  'Alzenir Keli Chiarello',
  'Tales Ivan Spanhol',
  'Crislaine Tais Busatto',
  'Felix Cauã Zattera',
  'Quirina Maira Pavesi',
  'Uilian Josias Segatto',
  'Tamires Lidia Negrini',
  'David Guaraci Tortelli',
];

/** Other people who receive payments (not the store). */
export const OTHER_PERSON_NAMES: readonly string[] = [
  'Jupira Aracy Bernardi',
  'Poty Acauã Cavassola',
  'Doris Thaiane Boschetti',
  'Maiara Ligia Zampiva',
  'Arandu Jaci Pizzato',
  'Grazi Cauane Demori',
  'Irai Samir Toniazzo',
  'Keli Nilce Rebechi',
  'Osias Breno Simioni',
  'Ligia Odila Fedrizzi',
  'Gilvan Remigio Anziliero',
  'Karen Suely Cunico',
];

/** Other companies who receive payments (not the store). */
export const OTHER_COMPANY_NAMES: readonly string[] = [
  'Zimbro Hortelã Alfavaca Ltda',
  'Coral Concha Vereda Serviços ME',
  'Alumiar Reluz Claridade Ltda',
  'Labirinto Bilro e Renda Ltda',
  'Sutra Lótus Karma Serviços ME',
  'Anis Cravo Breu Comércio Ltda',
  'Totem Figa Medalha Ltda',
  'Ampulheta Sol Tapete ME',
];

/** Other holders for the look-alike cases (a person for a CPF store, a company for a CNPJ store). */
export const LOOKALIKE_PERSON_NAMES: readonly string[] = [
  'Ivan Tales Giordano',
  'Nilce Doris Schmidt',
  'Jader Natan Milani',
  'Maira Geane Cervi',
  'Samir Ronei Maggi',
  'Thaiane Keila Rolla',
  'Breno Hudson Pretto',
  'Aracy Grazi Caon',
];

export const LOOKALIKE_COMPANY_NAMES: readonly string[] = [
  'Xilogravura Trilha Senda Ltda',
  'Mosaico Jornada Travessia ME',
  'Elixir Unguento Pocão Ltda',
  'Conchas Ceramista Barro Ltda',
  'Fulgor Brilho Reluz Ltda',
  'Magia Encanto Antares ME',
  'Vega Gira Sereia Ltda',
  'Chakra Aura Dharma Serviços Ltda',
];

/** Free texts in the description / message field of ordinary cases. */
export const DESCRIPTIONS: readonly string[] = [
  'Itens separados conforme lista',
  'Saquinho de sachês e pingente',
  'Broche e chaveirinho',
  'Primeira parcelinha do curso',
  'Inscrições oficinas de bilro',
  'Potes de óleos e sabonete',
  'Segue conforme acordo',
  'Obrigada, abraço',
];

/** Free texts that name a store: '{store}' stands for the store's name. */
export const DESCRIPTIONS_NAMING_STORE: readonly string[] = [
  'Itens da {store}',
  'Carrinho {store}',
  'Envio via {store}',
  'Moldura da {store}',
];

export function makePerson(name: string, kind: DocKind, base: string): Person {
  return { name, kind, document: kind === 'cpf' ? cpfFromBase(base) : cnpjFromBase(base) };
}
