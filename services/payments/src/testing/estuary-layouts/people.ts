// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { randomText, seeded, uuidV4 } from './text.js';

export interface Institution {
  /** How receipts usually name it in full. */
  name: string;
  /** The short brand name. */
  short: string;
  ispb: string;
  code: string;
}

const bank = (short: string, name: string, ispb: string, code: string): Institution => ({ name, short, ispb, code });

export const BANKS = {
  sicredi: bank('Sicredi', 'Banco Cooperativo Sicredi S.A.', '01181521', '748'),
  banrisul: bank('Banrisul', 'Banco do Estado do Rio Grande do Sul S.A.', '92702067', '041'),
  btg: bank('BTG Pactual', 'Banco BTG Pactual S.A.', '30306294', '208'),
  xp: bank('XP', 'XP Investimentos CCTVM S.A.', '02332886', '102'),
  safra: bank('Safra', 'Banco Safra S.A.', '58160789', '422'),
  original: bank('Original', 'Banco Original S.A.', '92894922', '212'),
  agibank: bank('Agibank', 'Banco Agibank S.A.', '10664513', '121'),
  brb: bank('BRB', 'BRB - Banco de Brasília S.A.', '00000208', '070'),
  unicred: bank('Unicred', 'Unicred do Brasil', '00315557', '136'),
  will: bank('Will Bank', 'Will Financeira S.A. CFI', '23862762', '280'),
  efi: bank('Efí', 'Efí S.A. - Instituição de Pagamento', '09089356', '364'),
  infinitepay: bank('InfinitePay', 'CloudWalk Instituição de Pagamento', '18189547', '542'),
  iti: bank('iti', 'Itaú Unibanco S.A.', '60701190', '341'),
  nubank: bank('Nubank', 'Nu Pagamentos S.A. - Instituição de Pagamento', '18236120', '260'),
  inter: bank('Inter', 'Banco Inter S.A.', '00416968', '077'),
  mercadopago: bank('Mercado Pago', 'Mercado Pago Instituição de Pagamento Ltda.', '10573521', '323'),
  itau: bank('Itaú', 'Itaú Unibanco S.A.', '60701190', '341'),
  bradesco: bank('Bradesco', 'Banco Bradesco S.A.', '60746948', '237'),
  caixa: bank('Caixa', 'Caixa Econômica Federal', '00360305', '104'),
  bb: bank('Banco do Brasil', 'Banco do Brasil S.A.', '00000000', '001'),
  santander: bank('Santander', 'Banco Santander (Brasil) S.A.', '90400888', '033'),
  c6: bank('C6 Bank', 'Banco C6 S.A.', '31872495', '336'),
  pagbank: bank('PagBank', 'PagSeguro Internet Instituição de Pagamento S.A.', '08561701', '290'),
  cora: bank('Cora', 'Cora Sociedade de Crédito Direto S.A.', '37880206', '403'),
  sicoob: bank('Sicoob', 'Banco Cooperativo Sicoob S.A.', '02038232', '756'),
  stone: bank('Stone', 'Stone Instituição de Pagamento S.A.', '16501555', '197'),
} as const satisfies Record<string, Institution>;

export type DocKind = 'CPF' | 'CNPJ';

export function cpfCheckDigits(base9: string): string {
  let d = '';
  for (const len of [9, 10]) {
    const digits = (base9 + d).slice(0, len);
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(digits[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    d += String(r === 10 ? 0 : r);
  }
  return d;
}

export function cnpjCheckDigits(base12: string): string {
  let d = '';
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const digits = base12 + d;
    let sum = 0;
    for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] as number);
    const r = sum % 11;
    d += String(r < 2 ? 0 : 11 - r);
  }
  return d;
}

export function isValidDocument(digits: string): boolean {
  if (!/^\d+$/.test(digits) || /^(\d)\1+$/.test(digits)) return false;
  if (digits.length === 11) return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
  if (digits.length === 14) return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
  return false;
}

export function completeDocument(kind: DocKind, base: string): string {
  return kind === 'CPF' ? base + cpfCheckDigits(base) : base + cnpjCheckDigits(base);
}

export function makeDocument(kind: DocKind, seedText: string): string {
  const random = seeded(`doc:${seedText}`);
  for (;;) {
    const base =
      kind === 'CPF'
        ? randomText(random, 9, 'digits')
        : `${randomText(random, 8, 'digits')}${random() < 0.8 ? '0001' : '0002'}`;
    if (base[0] === '0' || /^(\d)\1+$/.test(base)) continue;
    return completeDocument(kind, base);
  }
}

export function formatDocument(digits: string): string {
  return digits.length === 11
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

export type KeyKind = 'email' | 'phone' | 'evp' | 'document';

export interface Store {
  index: number;
  kind: DocKind;
  holderName: string;
  /** What the shop calls itself; for a person, the name people use. */
  tradeName: string;
  document: string;
  keyKind: KeyKind;
  pixKey: string;
  price: string;
  bank: Institution;
  agency: string;
  account: string;
  /** The recipient who shares only the first word of the holder name. */
  lookalikeName: string;
  /** The holder name with one word, not the first, replaced. */
  nearNamesake: string;
}

interface StoreDraft {
  holderName: string;
  tradeName: string;
  lookalikeName: string;
  nearNamesake: string;
  email?: string;
  phone?: string;
  price: string;
  bank: Institution;
}

const STORE_DRAFTS: StoreDraft[] = [
  {
    holderName: 'OCRE BRAVIO COMERCIO DE PATINETES LTDA',
    tradeName: 'Ocre Bravio Patinetes',
    lookalikeName: 'OCRE TERRAPLANAGEM EIRELI',
    nearNamesake: 'OCRE BRAVIO COMERCIO DE SKATES LTDA',
    email: 'vendas@ocrebravio.net.br',
    price: '149.90',
    bank: BANKS.cora,
  },
  {
    holderName: 'WENCESLINA BRAGANTE MAFESSONI OSTERNO',
    tradeName: 'Wenceslina Osterno',
    lookalikeName: 'WENCESLINA ZAFFARI GIOVELLI',
    nearNamesake: 'WENCESLINA BRAGANTE ZILIOTTO OSTERNO',
    phone: '+5554991237846',
    price: '37.50',
    bank: BANKS.sicredi,
  },
  {
    holderName: 'TAMARINDO POLAR COMERCIO DE GELADOS LTDA',
    tradeName: 'Tamarindo Polar',
    lookalikeName: 'TAMARINDO REBOQUES EIRELI',
    nearNamesake: 'TAMARINDO POLAR COMERCIO DE PICOLES LTDA',
    price: '1249.00',
    bank: BANKS.itau,
  },
  {
    holderName: 'AURIMAR TEOFRASTO PILONETTO QUEVEDINI',
    tradeName: 'Aurimar Quevedini',
    lookalikeName: 'AURIMAR HOLSBACH RIGOTTI',
    nearNamesake: 'AURIMAR TEOFRASTO PERONDI QUEVEDINI',
    price: '89.99',
    bank: BANKS.nubank,
  },
  {
    holderName: 'QUASAR LIMIAR COMERCIO DE ELETROPORTATEIS LTDA',
    tradeName: 'Quasar Limiar',
    lookalikeName: 'QUASAR TORNOS EIRELI',
    nearNamesake: 'QUASAR LIMIAR COMERCIO DE LIQUIDIFICADORES LTDA',
    phone: '+5511974415208',
    price: '2310.40',
    bank: BANKS.bradesco,
  },
  {
    holderName: 'DEOCLIDES MARANGONI SPILLER FURTUOSO',
    tradeName: 'Deoclides Furtuoso',
    lookalikeName: 'DEOCLIDES TRENTO BACCIN',
    nearNamesake: 'DEOCLIDES MARANGONI SPILLER VOLTOLINI',
    price: '24.90',
    bank: BANKS.inter,
  },
  {
    holderName: 'BAOBA RUMO COMERCIO DE CHINELOS LTDA',
    tradeName: 'Baobá Rumo',
    lookalikeName: 'BAOBA ESTACIONAMENTOS ME',
    nearNamesake: 'BAOBA RUMO COMERCIO DE TAMANCOS LTDA',
    price: '512.35',
    bank: BANKS.santander,
  },
  {
    holderName: 'ELIZIANE KRAMBECK PASINATO ALVIM',
    tradeName: 'Eliziane Alvim',
    lookalikeName: 'ELIZIANE TOSATTO RECKZIEGEL',
    nearNamesake: 'ELIZIANE KRAMBECK PASINATO DEBASTIANI',
    email: 'elizianealvim@provedorsul.net',
    price: '3180.00',
    bank: BANKS.bb,
  },
  {
    holderName: 'GRAFITE ZENITAL COMERCIO DE TECLADOS LTDA',
    tradeName: 'Grafite Zenital',
    lookalikeName: 'GRAFITE VIDRARIA EPP',
    nearNamesake: 'GRAFITE ZENITAL COMERCIO DE MONITORES LTDA',
    price: '64.70',
    bank: BANKS.stone,
  },
  {
    holderName: 'JOVANIR PELISSARI CEOLIN ESTRELLADO',
    tradeName: 'Jovanir Estrellado',
    lookalikeName: 'JOVANIR ZORZAN GIACOMOLLI',
    nearNamesake: 'JOVANIR PELISSARI CEOLIN BIGOLIN',
    price: '1875.25',
    bank: BANKS.caixa,
  },
  {
    holderName: 'CARDUME VELOZ COMERCIO DE ANZOIS EPP',
    tradeName: 'Cardume Veloz',
    lookalikeName: 'CARDUME CAPOTARIA ME',
    nearNamesake: 'CARDUME VELOZ COMERCIO DE MOLINETES EPP',
    email: 'atendimento@cardumeveloz.app.br',
    price: '219.90',
    bank: BANKS.pagbank,
  },
  {
    holderName: 'NAIRELE CASTORINO FOLLMANN VOGELSANG',
    tradeName: 'Nairele Vogelsang',
    lookalikeName: 'NAIRELE SCHNEIDERMANN DALPIAZ',
    nearNamesake: 'NAIRELE CASTORINO WERLANG VOGELSANG',
    phone: '+5547988120593',
    price: '27.80',
    bank: BANKS.c6,
  },
  {
    holderName: 'MIRTILO AUSTRAL COMERCIO DE CONSERVAS LTDA',
    tradeName: 'Mirtilo Austral',
    lookalikeName: 'MIRTILO ENXOVAIS EIRELI',
    nearNamesake: 'MIRTILO AUSTRAL COMERCIO DE PICLES LTDA',
    price: '998.60',
    bank: BANKS.sicoob,
  },
  {
    holderName: 'ODIMAR TRASPADINI CASAGRANDI QUIRICO',
    tradeName: 'Odimar Quirico',
    lookalikeName: 'ODIMAR REBELATTO VIERO',
    nearNamesake: 'ODIMAR TRASPADINI CASAGRANDI MENEGHETTI',
    email: 'odimar.quirico@correiolivre.net',
    price: '1420.15',
    bank: BANKS.mercadopago,
  },
  {
    holderName: 'TUNDRA BOREAL COMERCIO DE AGASALHOS LTDA',
    tradeName: 'Tundra Boreal',
    lookalikeName: 'TUNDRA GUINCHOS ME',
    nearNamesake: 'TUNDRA BOREAL COMERCIO DE LUVAS LTDA',
    phone: '+5521996043317',
    price: '305.00',
    bank: BANKS.nubank,
  },
  {
    holderName: 'SULEIDE BRESSANIN MAZARELO TONDO',
    tradeName: 'Suleide Tondo',
    lookalikeName: 'SULEIDE PANIZZON DALCIN',
    nearNamesake: 'SULEIDE BRESSANIN MAZARELO FAVRETTO',
    price: '3475.90',
    bank: BANKS.itau,
  },
];

/** Key kinds rotate so that each kind appears four times and document keys include both CPF and CNPJ. */
export function keyKindFor(index: number): KeyKind {
  return (['email', 'phone', 'evp', 'document'] as const)[(index + Math.floor(index / 4)) % 4] as KeyKind;
}

export function accountFor(seedText: string): { agency: string; account: string } {
  const random = seeded(`acct:${seedText}`);
  return {
    agency: randomText(random, 4, 'digits').replace(/^0/, '1'),
    account: `${randomText(random, 3 + Math.floor(random() * 5), 'digits').replace(/^0/, '2')}-${randomText(random, 1, 'digits')}`,
  };
}

export const STORES: Store[] = STORE_DRAFTS.map((draft, index) => {
  const kind: DocKind = index % 2 === 0 ? 'CNPJ' : 'CPF';
  const document = makeDocument(kind, `store-${index}`);
  const keyKind = keyKindFor(index);
  const pixKey =
    keyKind === 'email'
      ? (draft.email as string)
      : keyKind === 'phone'
        ? (draft.phone as string)
        : keyKind === 'evp'
          ? uuidV4(seeded(`evp-${index}`))
          : document;
  return {
    index,
    kind,
    document,
    keyKind,
    pixKey,
    holderName: draft.holderName,
    tradeName: draft.tradeName,
    lookalikeName: draft.lookalikeName,
    nearNamesake: draft.nearNamesake,
    price: draft.price,
    bank: draft.bank,
    ...accountFor(`store-${index}`),
  };
});

/** People who pay (never a store). */
export const PAYER_NAMES = [
  'TERCILIANO BOMFIGLIO RAZERA',
  'DIVANIR CORSETTI PALUDO',
  'ALDAIR FREDIANI MOSCON',
  'ROSELDA ZANDONAI PERIUS',
  'CLEOMIR SPAGNOLO BIASUZ',
  'EDINEIA TORMEN BALBINOT',
  'GILCEU PRESOTTO VANIN',
  'HELIANE DASSOLER CAOVILLA',
  'IVORI FACCIN MIOTTO',
  'LUCIDIA GUZZO REOLON',
  'NEUSIR SCARIOT BERTOL',
  'ORLEI CANTON FRIZZO',
  'SIRINEU TOMAZONI CARBONERA',
  'ZELINDA POZZEBON POMPERMAYER',
  'ADELAR CECCHIN DALMAGRO',
  'MARLISE ROVARIS DEON',
];

/** People who receive instead of the store. */
export const OTHER_RECIPIENT_NAMES = [
  'VANDIR PEGORINI LAZZARI',
  'ERCI BONAMIGO FABRIS',
  'JOELCIO ANDREAZZA KIRST',
  'NILVA MAGGIONI DOSSA',
  'GENOIR PIOVESANI HICKMANN',
  'ZENEIDE BORSATTO FINKLER',
  'OLIRIO GUARESCHI STRECK',
  'CELOIR MINUSSI FOGAGNOLI',
];

/** What a payer wrote when sending to someone else while naming the store; {n} is the store's name. */
export const DESCRIPTION_TEMPLATES = [
  'Reembolso {n}',
  'vaquinha p/ {n}',
  '{n} - rateio',
  'indicação {n}',
  'minha parte {n}',
  'devolução {n}',
];

export const RECIPIENT_BANKS: Institution[] = [
  BANKS.nubank,
  BANKS.itau,
  BANKS.bradesco,
  BANKS.caixa,
  BANKS.bb,
  BANKS.c6,
  BANKS.santander,
  BANKS.pagbank,
];
