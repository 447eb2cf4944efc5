// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { completeCnpj, completeCpf, decimalPrice, seeded, titleCase } from './text.js';

/** A bank or wallet whose app issues a receipt. */
export interface Institution {
  /** As the app calls itself in its header. */
  brand: string;
  /** As other banks' receipts print it. */
  legalName: string;
  ispb: string;
  /** True when no earlier corpus of the project used this institution. */
  isNew: boolean;
}

export const INSTITUTIONS = {
  bmg: { brand: 'Banco BMG', legalName: 'BANCO BMG S.A.', ispb: '61186680', isNew: true },
  daycoval: { brand: 'Daycoval', legalName: 'BANCO DAYCOVAL S.A.', ispb: '62232889', isNew: true },
  sofisa: { brand: 'Sofisa Direto', legalName: 'BANCO SOFISA S.A.', ispb: '60889128', isNew: true },
  banestes: {
    brand: 'Banestes',
    legalName: 'BANESTES S.A. BANCO DO ESTADO DO ESPÍRITO SANTO',
    ispb: '28127603',
    isNew: true,
  },
  banpara: { brand: 'Banpará', legalName: 'BANCO DO ESTADO DO PARÁ S.A.', ispb: '04913711', isNew: true },
  banese: { brand: 'Banese', legalName: 'BANCO DO ESTADO DE SERGIPE S.A.', ispb: '13009717', isNew: true },
  bs2: { brand: 'BS2', legalName: 'BANCO BS2 S.A.', ispb: '71027866', isNew: true },
  cresol: { brand: 'Cresol', legalName: 'CRESOL CONFEDERAÇÃO', ispb: '10398952', isNew: true },
  digio: { brand: 'digio', legalName: 'BANCO DIGIO S.A.', ispb: '27098060', isNew: true },
  mercantil: {
    brand: 'Mercantil do Brasil',
    legalName: 'BANCO MERCANTIL DO BRASIL S.A.',
    ispb: '17184037',
    isNew: true,
  },
  bv: { brand: 'banco BV', legalName: 'BANCO VOTORANTIM S.A.', ispb: '59588111', isNew: true },
  asaas: {
    brand: 'Asaas',
    legalName: 'ASAAS GESTÃO FINANCEIRA INSTITUIÇÃO DE PAGAMENTO S.A.',
    ispb: '19540550',
    isNew: true,
  },
  viacredi: { brand: 'Viacredi', legalName: 'COOPERATIVA AILOS VIACREDI', ispb: '05463212', isNew: true },
  bnb: { brand: 'Banco do Nordeste', legalName: 'BANCO DO NORDESTE DO BRASIL S.A.', ispb: '07237373', isNew: true },
  basa: { brand: 'Banco da Amazônia', legalName: 'BANCO DA AMAZÔNIA S.A.', ispb: '04902979', isNew: true },
  genial: { brand: 'Genial', legalName: 'BANCO GENIAL S.A.', ispb: '45246410', isNew: true },
} as const satisfies Record<string, Institution>;

export type LayoutKey = keyof typeof INSTITUTIONS;

/** Banks the recipients keep their accounts at, as other apps print them. */
export const RECIPIENT_BANKS: readonly string[] = [
  'NU PAGAMENTOS - IP',
  'ITAÚ UNIBANCO S.A.',
  'BANCO BRADESCO S.A.',
  'BANCO DO BRASIL S.A.',
  'CAIXA ECONÔMICA FEDERAL',
  'BANCO SANTANDER (BRASIL) S.A.',
  'BANCO INTER S.A.',
  'PAGSEGURO INTERNET IP S.A.',
  'MERCADO PAGO IP LTDA.',
  'BANCO C6 S.A.',
  'BANCO BTG PACTUAL S.A.',
  'COOP CRED POUP E INV SICREDI',
];

export type KeyKind = 'email' | 'phone' | 'evp' | 'document';

export interface Store {
  layout: LayoutKey;
  kind: 'company' | 'person';
  /** The holder's name as registered with the bank: upper case, no accents. */
  holderName: string;
  /** A company's trade name, or a person's short name, as people write it. */
  shortName: string;
  document: string;
  keyKind: KeyKind;
  pixKey: string;
  priceCents: number;
  price: string;
  bank: string;
  /** A different holder whose name resembles the store's. */
  lookalike: string;
  /** Another entity whose name shares most words with the store's. */
  nearNamesake: string;
}

interface StoreSeed {
  layout: LayoutKey;
  kind: 'company' | 'person';
  holderName: string;
  shortName: string;
  priceCents: number;
  lookalike: string;
  nearNamesake: string;
  emailUser: string;
  emailDomain: string;
  ddd: string;
}

const SEEDS: readonly StoreSeed[] = [
  {
    layout: 'bmg',
    kind: 'company',
    holderName: 'MARFIM GALPAO MERCADORIAS DE INVERNO LTDA',
    shortName: 'Marfim Galpão',
    priceCents: 14790,
    lookalike: 'MARFINS GALPOES MERCADORIA INVERNAL LTDA',
    nearNamesake: 'MARFIM GALPAO MERCADORIAS DE VERANEIO LTDA',
    emailUser: 'contato',
    emailDomain: 'marfimgalpao.com.br',
    ddd: '31',
  },
  {
    layout: 'daycoval',
    kind: 'person',
    holderName: 'LEOVIGILDO PITOMBEIRA SACRAMENTO NEVARES',
    shortName: 'Leovigildo Nevares',
    priceCents: 8950,
    lookalike: 'LEOVEGILDO PITOMBERA SACRAMENTE NAVARES',
    nearNamesake: 'LEOVIGILDO PITOMBEIRA SACRAMENTO GUSMAN',
    emailUser: 'leovigildo.nevares',
    emailDomain: 'icloud.com',
    ddd: '11',
  },
  {
    layout: 'sofisa',
    kind: 'company',
    holderName: 'ZEPELIM BRINQUEDOTECA EDUCATIVA E RECREACAO LTDA',
    shortName: 'Zepelim Kids',
    priceCents: 124900,
    lookalike: 'ZEPPELIN BRINQUEDOTECAS EDUCATIVAS LTDA',
    nearNamesake: 'ZEPELIM BRINQUEDOTECA EDUCATIVA DO LITORAL LTDA',
    emailUser: 'financeiro',
    emailDomain: 'zepelimkids.com.br',
    ddd: '41',
  },
  {
    layout: 'banestes',
    kind: 'person',
    holderName: 'EUDOXIA MIRAGLIA BETTENCOURT FACUNDES',
    shortName: 'Eudóxia Facundes',
    priceCents: 31275,
    lookalike: 'EUDOCIA MIRAGLIO BETENCOURT FACUNDE',
    nearNamesake: 'EUDOXIA MIRAGLIA BETTENCOURT RAMALHOSA',
    emailUser: 'eudoxia.facundes',
    emailDomain: 'terra.com.br',
    ddd: '27',
  },
  {
    layout: 'banpara',
    kind: 'company',
    holderName: 'PERGOLA VERANEIO MOBILIA EXTERNA E DECORATIVA LTDA',
    shortName: 'Pérgola Veraneio',
    priceCents: 5840,
    lookalike: 'PERGULA VERANEIOS MOBILIAS EXTERNAS LTDA',
    nearNamesake: 'PERGOLA VERANEIO MOBILIA EXTERNA DO NORTE LTDA',
    emailUser: 'pix',
    emailDomain: 'pergolaveraneio.com.br',
    ddd: '91',
  },
  {
    layout: 'banese',
    kind: 'person',
    holderName: 'BELISARIO QUADRADO VILANOVA ESQUIVEL',
    shortName: 'Belisário Esquivel',
    priceCents: 187530,
    lookalike: 'BELIZARIO QUADRADOS VILLANOVA ESQUIVELL',
    nearNamesake: 'BELISARIO QUADRADO VILANOVA TAPAJUNA',
    emailUser: 'belisario.esquivel',
    emailDomain: 'proton.me',
    ddd: '79',
  },
  {
    layout: 'bs2',
    kind: 'company',
    holderName: 'OCARINA SONS E INSTRUMENTAIS DO PLANALTO LTDA',
    shortName: 'Ocarina Sons',
    priceCents: 43600,
    lookalike: 'OCCARINA SOM INSTRUMENTAL PLANALTINO LTDA',
    nearNamesake: 'OCARINA SONS E INSTRUMENTAIS DO AGRESTE LTDA',
    emailUser: 'loja',
    emailDomain: 'ocarinasons.com.br',
    ddd: '61',
  },
  {
    layout: 'cresol',
    kind: 'person',
    holderName: 'NATERCIA CORVELONI MONTEBELO GASPARI',
    shortName: 'Natércia Montebelo',
    priceCents: 2790,
    lookalike: 'NATHERCIA CORVELLONI MONTEBELLO GASPARY',
    nearNamesake: 'NATERCIA CORVELONI MONTEBELO ARRIBAS',
    emailUser: 'natercia.gaspari',
    emailDomain: 'bol.com.br',
    ddd: '46',
  },
  {
    layout: 'digio',
    kind: 'company',
    holderName: 'GRAFENO LABS SOLUCOES EM BATERIAS RECARREGAVEIS LTDA',
    shortName: 'Grafeno Labs',
    priceCents: 69999,
    lookalike: 'GRAFENNO LAB SOLUCAO EM BATERIA LTDA',
    nearNamesake: 'GRAFENO LABS SOLUCOES EM BATERIAS AUTOMOTIVAS LTDA',
    emailUser: 'cobranca',
    emailDomain: 'grafenolabs.com.br',
    ddd: '19',
  },
  {
    layout: 'mercantil',
    kind: 'person',
    holderName: 'ILDEFONSO COTEGIPE BRANCALHAO DE SEQUEIRA',
    shortName: 'Ildefonso Sequeira',
    priceCents: 15420,
    lookalike: 'HILDEFONSO COTEJIPE BRANCALHOES SIQUEIRO',
    nearNamesake: 'ILDEFONSO COTEGIPE BRANCALHAO DE MORGADO',
    emailUser: 'ildefonso.sequeira',
    emailDomain: 'icloud.com',
    ddd: '34',
  },
  {
    layout: 'bv',
    kind: 'company',
    holderName: 'TAMBORETE TORREFADORA E MOAGEM ESPECIAL LTDA',
    shortName: 'Tamborete Café',
    priceCents: 98360,
    lookalike: 'TAMBORETTI TORREFADORA MOAGENS ESPECIAIS LTDA',
    nearNamesake: 'TAMBORETE TORREFADORA E MOAGEM CAPIXABA LTDA',
    emailUser: 'contato',
    emailDomain: 'tamboretecafe.com.br',
    ddd: '35',
  },
  {
    layout: 'asaas',
    kind: 'person',
    holderName: 'GUMERSINDA AQUARONE LEMAITRE PROVENZANO',
    shortName: 'Gumersinda Provenzano',
    priceCents: 24135,
    lookalike: 'GUMERCINDA AQUARONI LEMAITRES PROVENZANI',
    nearNamesake: 'GUMERSINDA AQUARONE LEMAITRE CARDOZELO',
    emailUser: 'gumersinda.lemaitre',
    emailDomain: 'proton.me',
    ddd: '16',
  },
  {
    layout: 'viacredi',
    kind: 'person',
    holderName: 'CRISANTO FIGUEIRAL MAGARINOS TORQUILHO',
    shortName: 'Crisanto Torquilho',
    priceCents: 6480,
    lookalike: 'CRIZANTO FIGUEIRAIS MAGARINO TORQUILHA',
    nearNamesake: 'CRISANTO FIGUEIRAL MAGARINOS BERQUO',
    emailUser: 'crisanto.torquilho',
    emailDomain: 'terra.com.br',
    ddd: '47',
  },
  {
    layout: 'bnb',
    kind: 'company',
    holderName: 'QUARUP COZINHA DE BAIRRO E MARMITARIA LTDA',
    shortName: 'Quarup Cozinha',
    priceCents: 152000,
    lookalike: 'QUARUPE COZINHAS DE BAIRRO MARMITAS LTDA',
    nearNamesake: 'QUARUP COZINHA DE BAIRRO E PADOCA LTDA',
    emailUser: 'pedidos.quarup',
    emailDomain: 'proton.me',
    ddd: '85',
  },
  {
    layout: 'basa',
    kind: 'person',
    holderName: 'LAUDEMIRA BELMONTE ESPARTEIRO FONTOURO',
    shortName: 'Laudemira Fontouro',
    priceCents: 11845,
    lookalike: 'LAUDEMYRA BELMONTI ESPARTERO FONTOIRO',
    nearNamesake: 'LAUDEMIRA BELMONTE ESPARTEIRO QUINAUD',
    emailUser: 'laudemira.fontouro',
    emailDomain: 'icloud.com',
    ddd: '92',
  },
  {
    layout: 'genial',
    kind: 'company',
    holderName: 'CATAVENTO AZULEJO REVESTIMENTOS E LOUCAS LTDA',
    shortName: 'Catavento Azulejos',
    priceCents: 37510,
    lookalike: 'CATAVENTOS AZULEJARIA REVESTIMENTO LTDA',
    nearNamesake: 'CATAVENTO AZULEJO REVESTIMENTOS DO SERIDO LTDA',
    emailUser: 'financeiro',
    emailDomain: 'cataventoazulejos.com.br',
    ddd: '21',
  },
];

const KEY_KINDS: readonly KeyKind[] = ['email', 'phone', 'evp', 'document'];

export function randomCpf(key: string): string {
  const r = seeded(key);
  for (;;) {
    const cpf = completeCpf(r.digits(9));
    if (!/^(\d)\1{10}$/.test(cpf)) return cpf;
  }
}

export function randomCnpj(key: string): string {
  const r = seeded(key);
  return completeCnpj(`${r.int(1, 9)}${r.digits(7)}0001`);
}

export function randomEvp(key: string): string {
  const r = seeded(key);
  const hex = (n: number): string => r.alnum(n, '0123456789abcdef');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

export function randomMobile(key: string, ddd: string): string {
  const r = seeded(key);
  return `+55${ddd}9${r.int(6, 9)}${r.digits(7)}`;
}

function buildStore(seed: StoreSeed, index: number): Store {
  const document =
    seed.kind === 'company' ? randomCnpj(`reef/store/${seed.layout}`) : randomCpf(`reef/store/${seed.layout}`);
  const keyKind = KEY_KINDS[index % KEY_KINDS.length] as KeyKind;
  const pixKey =
    keyKind === 'email'
      ? `${seed.emailUser}@${seed.emailDomain}`
      : keyKind === 'phone'
        ? randomMobile(`reef/store-phone/${seed.layout}`, seed.ddd)
        : keyKind === 'evp'
          ? randomEvp(`reef/store-evp/${seed.layout}`)
          : document;
  return {
    layout: seed.layout,
    kind: seed.kind,
    holderName: seed.holderName,
    shortName: seed.shortName,
    document,
    keyKind,
    pixKey,
    priceCents: seed.priceCents,
    price: decimalPrice(seed.priceCents),
    bank: RECIPIENT_BANKS[index % RECIPIENT_BANKS.length] as string,
    lookalike: seed.lookalike,
    nearNamesake: seed.nearNamesake,
  };
}

export const STORES: readonly Store[] = SEEDS.map(buildStore);

export function storeOf(layout: string): Store {
  const store = STORES.find((s) => s.layout === layout);
  if (!store) throw new Error(`no reef store for layout ${layout}`);
  return store;
}

/** People who pay the stores (never a store themselves). */
export const PAYERS: readonly string[] = [
  'ROSALINDA FERRAGUT OITICICA',
  'TEOBERTO MANSILHA GOUVINHAS',
  'ADAMASTOR PIRAJA CORTEGAO',
  'FELICIDADE ARIMATEIA BRUNELLI',
  'OTOBRINO SAMPEDRO LUZARDO',
  'CLARIMUNDA VEIGAS ORTIGOSA',
  'EPITACIO MORAVIA SOLEDADE',
  'HERMELINDA CASTELAR PIRAGIBE',
  'ZOROASTRO MENDIETA ALCOFORADO',
  'ISMENIA BARCELAR QUINTANEIRO',
  'NEREU ALTAMIRANO GOIS',
  'PLACIDA ESCOSSIA RAMAGEM',
  'FORTUNATO ESPINHEL CAMAROTE',
  'TEOTONIA LUZIARDO PANTOJA',
  'EUSEBIO CARAMELO DORNAS',
  'LEOCADIO VERDELHO SALEMA',
  'MANFREDINA ALCANFOR BELCHIOR',
  'DOROTEU SALUSTRE PAQUETA',
  'IRACELIA MONTALEGRE FURNAS',
];

/** Recipients who are neither the store nor like it. */
export const OTHER_RECIPIENTS: readonly string[] = [
  'VALDIVINO ZAMPARONI SOBREIRO',
  'JOSELANDIA PACOBA RIBEIRAL',
  'ORLANDINA CATUNDAS MELGACO',
  'ANSELMINA TORRICELLI BACABAL',
  'CORIOLANO FARNESE TABARES',
  'GERTRUDES ALVAIAZERE MONSARAZ',
  'PROCULO VIDIGUEIRA ARRAIOLOS',
  'ERMESINDA ODEMIRA CASTRAL',
  'LUCRECIO MERTOLA ALMODOVAR',
  'DALMIRA SERPINS LOUSAL',
  'BELCHIOR GUAPORE ARMINDO',
];

/** Free texts payers write in the message field. */
export const FREE_TEXTS: readonly string[] = [
  'Mensalidade do violino',
  'Metade do jantar',
  'Ingresso do show',
  'Conserto da bicicleta',
  'Rachando o churrasco',
  'Lanche da tarde',
  'Aluguel da sala',
  'Corrida de táxi',
  'Taxa de inscrição',
];

/** Free texts that name the store although the money goes elsewhere. */
export function storeMention(store: Store, variant: number): string {
  const templates = [
    (n: string) => `Adiantamento ${n}`,
    (n: string) => `Mensalidade ${n}`,
    (n: string) => `${n} - metade do jantar`,
    (n: string) => `Lanche ${n}`,
  ];
  return (templates[variant % templates.length] as (n: string) => string)(store.shortName);
}

export function titleHolder(name: string): string {
  return titleCase(name);
}
