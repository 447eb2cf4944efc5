// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { type DocKind, Prng, randomDoc } from './text.js';

/** How a store receives Pix: the key it configured. */
export type KeyKind = 'email' | 'phone' | 'evp' | 'cnpj';

export interface Store {
  name: string;
  kind: DocKind;
  /** A recipient differing by one word or surname, the same kind of document (near-namesake). */
  nearName: string;
  /** Another holder of the same kind (lookalike holder: same visible digits, other name). */
  lookalikeName: string;
  keyKind: KeyKind;
  /** An e-mail for the e-mail key kind (invented, checked against the forbidden words). */
  email: string;
  /** Area code and number for the phone key kind. */
  phone: string;
  priceCents: number;
  bank: Institution;
}

export interface Institution {
  /** As receipts print it. */
  name: string;
  code: string;
  ispb: string;
}

/** Institutions a recipient (or a payer in another app) banks with. */
export const INSTITUTIONS = {
  bb: { name: 'Banco do Brasil S.A.', code: '001', ispb: '00000000' },
  caixa: { name: 'Caixa Econômica Federal', code: '104', ispb: '00360305' },
  itau: { name: 'Itaú Unibanco S.A.', code: '341', ispb: '60701190' },
  bradesco: { name: 'Banco Bradesco S.A.', code: '237', ispb: '60746948' },
  santander: { name: 'Banco Santander (Brasil) S.A.', code: '033', ispb: '90400888' },
  nubank: { name: 'Nu Pagamentos S.A. - IP', code: '260', ispb: '18236120' },
  inter: { name: 'Banco Inter S.A.', code: '077', ispb: '00416968' },
  c6: { name: 'Banco C6 S.A.', code: '336', ispb: '31872495' },
  pagbank: { name: 'PagSeguro Internet IP S.A.', code: '290', ispb: '08561701' },
  mercadopago: { name: 'Mercado Pago IP Ltda.', code: '323', ispb: '10573521' },
  picpay: { name: 'PicPay Instituição de Pagamento S.A.', code: '380', ispb: '22896431' },
  sicredi: { name: 'Banco Cooperativo Sicredi S.A.', code: '748', ispb: '01181521' },
  sicoob: { name: 'Banco Cooperativo Sicoob S.A.', code: '756', ispb: '02038232' },
  cora: { name: 'Cora SCFI', code: '403', ispb: '37880206' },
  stone: { name: 'Stone Instituição de Pagamento S.A.', code: '197', ispb: '16501555' },
} as const satisfies Record<string, Institution>;

const BANKS_FOR_OTHERS: readonly Institution[] = Object.values(INSTITUTIONS);

interface StoreSeed {
  name: string;
  kind: DocKind;
  nearName: string;
  lookalikeName: string;
  keyKind: KeyKind;
  email: string;
  phone: string;
  price: number;
  bank: Institution;
}

/** 16 stores, one per layout (same order as the layouts): 8 companies by CNPJ, 8 people by CPF. */
const STORE_SEEDS: readonly StoreSeed[] = [
  {
    name: 'Libélula de Cornalina Encantaria LTDA',
    kind: 'cnpj',
    nearName: 'Libélula de Cornalina Entalhes LTDA',
    lookalikeName: 'Nebulosa Sodalita Entalhes LTDA',
    keyKind: 'email',
    email: 'ola@libeluladecornalina.eco.br',
    phone: '51998127734',
    price: 14790,
    bank: INSTITUTIONS.sicredi,
  },
  {
    name: 'Marília Tourinho Dalmaso Cavichioli',
    kind: 'cpf',
    nearName: 'Marília Tourinho Dalmaso Sperotto',
    lookalikeName: 'Vânia Mazzotti Calmon',
    keyKind: 'phone',
    email: 'marilia.cavichioli@mailbox.org',
    phone: '31997204418',
    price: 8900,
    bank: INSTITUTIONS.nubank,
  },
  {
    name: 'Apanhador de Sonhos Malaquita ME',
    kind: 'cnpj',
    nearName: 'Apanhador de Sonhos Fluorita ME',
    lookalikeName: 'Galáxia Topázio Retalhos ME',
    keyKind: 'cnpj',
    email: 'sonhos@malaquita.eco.br',
    phone: '51984410923',
    price: 124900,
    bank: INSTITUTIONS.itau,
  },
  {
    name: 'Alessandra Quintella Fensterseifer',
    kind: 'cpf',
    nearName: 'Alessandra Quintella Bortolon',
    lookalikeName: 'Isabela Fachinello Bahia',
    keyKind: 'email',
    email: 'alessandra.fensterseifer@mailbox.org',
    phone: '61996652210',
    price: 31250,
    bank: INSTITUTIONS.caixa,
  },
  {
    name: 'Órion Tear e Novelo Feitos à Mão LTDA',
    kind: 'cnpj',
    nearName: 'Órion Tear e Linho Feitos à Mão LTDA',
    lookalikeName: 'Druida Safira Colchas LTDA',
    keyKind: 'evp',
    email: 'tear@oriontear.eco.br',
    phone: '27999830471',
    price: 5840,
    bank: INSTITUTIONS.bb,
  },
  {
    name: 'Getúlio Emerick Sepúlveda Carlesso',
    kind: 'cpf',
    nearName: 'Getúlio Emerick Sepúlveda Broilo',
    lookalikeName: 'Milton Gobbi Dórea',
    keyKind: 'evp',
    email: 'getulio.carlesso@mailbox.org',
    phone: '91988127705',
    price: 189000,
    bank: INSTITUTIONS.inter,
  },
  {
    name: 'Cálice de Pirita Herbanário EIRELI',
    kind: 'cnpj',
    nearName: 'Cálice de Pirita Apotecário EIRELI',
    lookalikeName: 'Sibila Amazonita Xales EIRELI',
    keyKind: 'phone',
    email: 'calice@piritaherbanario.eco.br',
    phone: '49991236680',
    price: 2690,
    bank: INSTITUTIONS.sicoob,
  },
  {
    name: 'Angélica Itaborahy Magnavita Rizzon',
    kind: 'cpf',
    nearName: 'Angélica Itaborahy Magnavita Toigo',
    lookalikeName: 'Suzana Peretti Falcon',
    keyKind: 'phone',
    email: 'angelica.rizzon@mailbox.org',
    phone: '54996018842',
    price: 45500,
    bank: INSTITUTIONS.bradesco,
  },
  {
    name: 'Crepúsculo Labradorita Totens LTDA',
    kind: 'cnpj',
    nearName: 'Crepúsculo Labradorita Xales LTDA',
    lookalikeName: 'Neblina Granada Bastidores LTDA',
    keyKind: 'cnpj',
    email: 'totens@crepusculolabradorita.eco.br',
    phone: '47992217764',
    price: 73480,
    bank: INSTITUTIONS.santander,
  },
  {
    name: 'Ezequiel Hoffmeister Chastinet Lyra',
    kind: 'cpf',
    nearName: 'Ezequiel Hoffmeister Chastinet Falcon',
    lookalikeName: 'Otaviano Kerber Lenz',
    keyKind: 'email',
    email: 'ezequiel.lyra@mailbox.org',
    phone: '11987730196',
    price: 19999,
    bank: INSTITUTIONS.c6,
  },
  {
    name: 'Gnomo de Cabaça Trançados Manuais ME',
    kind: 'cnpj',
    nearName: 'Gnomo de Cabaça Colchas Manuais ME',
    lookalikeName: 'Duende Howlita Poções ME',
    keyKind: 'evp',
    email: 'gnomo@cabacatrancados.eco.br',
    phone: '85996614027',
    price: 6400,
    bank: INSTITUTIONS.pagbank,
  },
  {
    name: 'Giulia Cappellari Boscardin Muricy',
    kind: 'cpf',
    nearName: 'Giulia Cappellari Boscardin Fiúza',
    lookalikeName: 'Carolina Mior Cordova',
    keyKind: 'phone',
    email: 'giulia.muricy@mailbox.org',
    phone: '71991184453',
    price: 107530,
    bank: INSTITUTIONS.mercadopago,
  },
  {
    name: 'Equinócio Unguentos e Bálsamos LTDA',
    kind: 'cnpj',
    nearName: 'Equinócio Pomadas e Bálsamos LTDA',
    lookalikeName: 'Vênus Calcita Remendos LTDA',
    keyKind: 'cnpj',
    email: 'equinocio@unguentos.eco.br',
    phone: '41998870312',
    price: 23870,
    bank: INSTITUTIONS.stone,
  },
  {
    name: 'Aloísio Pagnussat Zaccaro Tedesco',
    kind: 'cpf',
    nearName: 'Aloísio Pagnussat Zaccaro Kerber',
    lookalikeName: 'Ronaldo Tusset Abdalla',
    keyKind: 'email',
    email: 'aloisio.tedesco@mailbox.org',
    phone: '62993305817',
    price: 4150,
    bank: INSTITUTIONS.picpay,
  },
  {
    name: 'Colmeia Uvaia Feitiçaria Artesã LTDA',
    kind: 'cnpj',
    nearName: 'Colmeia Uvaia Macela Artesã LTDA',
    lookalikeName: 'Andrômeda Rodocrosita Cipós LTDA',
    keyKind: 'email',
    email: 'colmeia@uvaiafeiticaria.eco.br',
    phone: '53991402268',
    price: 56000,
    bank: INSTITUTIONS.sicredi,
  },
  {
    name: 'Esther Lazzarotto Cantarelli Jobim',
    kind: 'cpf',
    nearName: 'Esther Lazzarotto Cantarelli Ortiz',
    lookalikeName: 'Tatiana Sebben Zanatta',
    keyKind: 'evp',
    email: 'esther.jobim@mailbox.org',
    phone: '48996620591',
    price: 98025,
    bank: INSTITUTIONS.cora,
  },
];

export interface StoreWithDoc extends Store {
  doc: string;
  evp: string;
  agency: string;
  account: string;
}

export const STORES: readonly StoreWithDoc[] = STORE_SEEDS.map((seed) => {
  const prng = new Prng(`store:${seed.name}`);
  return {
    name: seed.name,
    kind: seed.kind,
    nearName: seed.nearName,
    lookalikeName: seed.lookalikeName,
    keyKind: seed.keyKind,
    email: seed.email,
    phone: seed.phone,
    priceCents: seed.price,
    bank: seed.bank,
    doc: randomDoc(seed.kind, prng),
    evp: prng.uuid(),
    agency: prng.digits(4),
    account: `${prng.digits(prng.int(5, 8))}-${prng.digits(1)}`,
  };
});

/** The value a store types into its Pix key setting. */
export function storePixKey(store: StoreWithDoc): string {
  switch (store.keyKind) {
    case 'email':
      return store.email;
    case 'phone':
      return `+55${store.phone}`;
    case 'evp':
      return store.evp;
    case 'cnpj':
      return store.doc;
  }
}

/** Payers: people paying from the layout's app. */
export const PAYERS: readonly string[] = [
  'Rômulo Kist Salvadori',
  'Milena Zatta Schaefer',
  'Otaviano Dórea Calmon',
  'Tatiana Rauber Ferlin',
  'Ravi Pizzolatto Góes',
  'Noemi Lenz Brancher',
  'Gregório Bohn Peretti',
  'Celine Cimadon Benetti',
  'Ian Marcolin Mior',
  'Agatha Dallazen Gobbi',
  'Baltasar Fantin Bonatto',
  'Maitê Tusset Giordani',
  'Jurandi Nardi Mattiello',
  'Ayla Zuchi Meneghel',
  'Ariel Cordova Duclós',
  'Rosemary Ulhôa Abdalla',
  'Kaique Hollanda Kaminski',
  'Sophia Zanatta Lacombe',
  'Nilo Sebben Tonelli',
  'Clara Orlandi Mattar',
];

/** Other people who receive Pix (wrong recipients). */
export const OTHER_PEOPLE: readonly string[] = [
  'Teresa Fachinello Sauer',
  'Pedro Broilo Magnavita',
  'Olívia Toigo Rauber',
  'Raul Mazzotti Hollanda',
  'Mônica Bonatto Kist',
  'Gael Fiúza Marcolin',
  'Eliana Mattiello Bohn',
  'Alberto Lacombe Tusset',
  'Lúcia Giordani Sperotto',
  'Isaac Cappellari Dórea',
  'Roberta Meneghel Zuchi',
  'Cláudio Orlandi Cimadon',
  'Alícia Góes Pagnussat',
  'Theo Salvadori Benetti',
  'Michele Kaminski Ferlin',
  'Levi Nardi Schaefer',
];

/** Other companies that receive Pix (wrong recipients). */
export const OTHER_COMPANIES: readonly string[] = [
  'Cometa Rubi Retalhos LTDA',
  'Nuvem de Ágata Taboas LTDA',
  'Saturno Fluorita Bastidores ME',
  'Sirius Cornalina Cipós EIRELI',
  'Galho de Pirita Poncho LTDA',
  'Poente Howlita Remendos ME',
  'Alvorecer Topázio Xales LTDA',
  'Mercúrio Safira Colchas ME',
];

/** Everyday free texts a payer types as the Pix message. */
export const FREE_TEXTS: readonly string[] = [
  'Gasolina da viagem',
  'Pizza de ontem',
  'Empréstimo devolvido',
  'Uber de volta',
  'Corte de cabelo',
  'Ração do gato',
  'Despesas da viagem',
  'Bolão da firma',
];

/** Free texts that name the store although the money goes to someone else. `{store}` is replaced by the store's name. */
export const STORE_MENTIONS: readonly string[] = [
  'Retirar na {store}',
  'Lembrancinhas da {store}',
  'Repassar à {store}',
  'Vi na {store} e gostei',
];

/** A bank for someone who is not the store. */
export function otherBank(prng: Prng): Institution {
  return prng.pick(BANKS_FOR_OTHERS);
}
