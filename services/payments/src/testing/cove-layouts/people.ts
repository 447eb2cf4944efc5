// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
/** Invented people, companies and stores of the cove corpus, with Brazilian documents whose check digits are valid. */

export type DocKind = 'CPF' | 'CNPJ';

/** A small deterministic random source (mulberry32) seeded from a string. */
export function rngFor(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function cpfWithCheckDigits(nine: string): string {
  const d = [...nine].map(Number);
  d.push(checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(checkDigit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

export function cnpjWithCheckDigits(twelve: string): string {
  const d = [...twelve].map(Number);
  d.push(checkDigit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  d.push(checkDigit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return d.join('');
}

export function isValidCpf(doc: string): boolean {
  return /^\d{11}$/.test(doc) && !/^(\d)\1{10}$/.test(doc) && cpfWithCheckDigits(doc.slice(0, 9)) === doc;
}

export function isValidCnpj(doc: string): boolean {
  return /^\d{14}$/.test(doc) && !/^(\d)\1{13}$/.test(doc) && cnpjWithCheckDigits(doc.slice(0, 12)) === doc;
}

export function randomCpf(rnd: () => number): string {
  let nine = '';
  for (let i = 0; i < 9; i++) nine += Math.floor(rnd() * 10);
  return cpfWithCheckDigits(nine);
}

export function randomCnpj(rnd: () => number): string {
  let eight = String(1 + Math.floor(rnd() * 9));
  for (let i = 0; i < 7; i++) eight += Math.floor(rnd() * 10);
  const branch = rnd() < 0.85 ? '0001' : '0002';
  return cnpjWithCheckDigits(eight + branch);
}

/** A document of the same kind whose digits differ from `doc` at `least` (or more) of `positions`, and agree with it elsewhere among them when `keep` asks. */
export function otherDocument(
  rnd: () => number,
  kind: DocKind,
  doc: string,
  positions: number[],
  least: number,
): string {
  for (let tries = 0; tries < 5000; tries++) {
    const candidate = kind === 'CPF' ? randomCpf(rnd) : randomCnpj(rnd);
    if (positions.filter((p) => candidate[p] !== doc[p]).length >= least) return candidate;
  }
  throw new Error('no other document found');
}

/** A valid document that keeps `doc`'s first visible digits but changes a few of the later visible ones. */
export function nearDocument(rnd: () => number, kind: DocKind, doc: string, visible: number[]): string {
  const base = kind === 'CPF' ? 9 : 12;
  const changeable = visible.filter((p) => p >= 3 && p < base);
  for (let tries = 0; tries < 5000; tries++) {
    const d = [...doc.slice(0, base)];
    const a = pick(rnd, changeable);
    d[a] = String((Number(d[a]) + 1 + Math.floor(rnd() * 9)) % 10);
    const candidate = kind === 'CPF' ? cpfWithCheckDigits(d.join('')) : cnpjWithCheckDigits(d.join(''));
    const differ = visible.filter((p) => candidate[p] !== doc[p]).length;
    if (differ >= 1 && differ <= 3 && candidate !== doc) return candidate;
  }
  throw new Error('no near document found');
}

export const formatCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
export const formatCnpj = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

/** How a bank masks a document: the visible positions and the mask character. */
export type MaskStyle =
  | 'cpf-stars' // ***.456.789-**
  | 'cpf-bullets' // •••.456.789-••
  | 'cpf-plain' // ***456789**
  | 'cpf-x' // XXX.456.789-XX
  | 'cnpj-full' // 12.345.678/0001-90
  | 'cnpj-middle' // **.345.678/0001-**
  | 'cnpj-head'; // 12.345.***/****-90

export function maskDocument(doc: string, style: MaskStyle): string {
  if (doc.length === 11) {
    const mid = `${doc.slice(3, 6)}.${doc.slice(6, 9)}`;
    if (style === 'cpf-bullets') return `•••.${mid}-••`;
    if (style === 'cpf-plain') return `***${doc.slice(3, 9)}**`;
    if (style === 'cpf-x') return `XXX.${mid}-XX`;
    return `***.${mid}-**`;
  }
  if (style === 'cnpj-middle') return `**.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-**`;
  if (style === 'cnpj-head') return `${doc.slice(0, 2)}.${doc.slice(2, 5)}.***/****-${doc.slice(12)}`;
  return formatCnpj(doc);
}

/** The digit shown at each position of a (masked) document, or null where it is masked. */
export function visibleDigits(shown: string): (string | null)[] {
  return [...shown.replace(/[./\-\s]/g, '')].map((ch) => (/\d/.test(ch) ? ch : null));
}

export function visiblePositions(doc: string, style: MaskStyle): number[] {
  return visibleDigits(maskDocument(doc, style)).flatMap((d, i) => (d === null ? [] : [i]));
}

export interface Party {
  name: string; // full registered name, proper case with accents
  kind: DocKind;
  document: string; // digits only
}

export const PAYER_FIRST = [
  'Adelson',
  'Agnaldo',
  'Altair',
  'Alzira',
  'Amanda',
  'Antonieta',
  'Arnaldo',
  'Aurélio',
  'Cândido',
  'Carmem',
  'Célia',
  'Conrado',
  'Dalton',
  'Diva',
  'Elisabete',
  'Emanuel',
  'Eneida',
  'Evaldo',
  'Filipe',
  'Gabriela',
  'Geneci',
  'Gilda',
  'Hércules',
  'Jandir',
  'Jacqueline',
  'João',
  'Laura',
  'Leonice',
  'Lúcio',
  'Luiz',
  'Marta',
  'Matilde',
  'Moisés',
  'Olavo',
  'Orestes',
  'Raimundo',
  'Ruth',
  'Silas',
  'Tomás',
  'Vera',
  'Wanderley',
  'Yara',
  'Clotilde',
  'Dulce',
  'Eliseu',
  'Feliciano',
  'Olímpia',
  'Sinval',
  'Aldenora',
  'Cosmo',
  'Arlete',
  'Ivanilde',
  'Emília',
  'Catarina',
  'Patrício',
  'Rogéria',
  'Fabrícia',
] as const;

export const PAYER_LAST = [
  'Falcone',
  'Kasper',
  'Lemes',
  'Trevisol',
  'Urbanek',
  'Xisto',
  'Camilo',
  'Valentini',
  'Iwasaki',
  'Mariotto',
  'Bellincanta',
  'Scarpelli',
  'Dorigon',
  'Gasparetto',
  'Lombardi',
  'Nicoletti',
  'Pagliarini',
  'Stangherlin',
  'Tonin',
  'Zuanazzi',
  'Alencastro',
  'Carvalhosa',
  'Hipólito',
  'Klabunde',
  'Monforte',
  'Nakashima',
  'Tessmann',
  'Vanzella',
  'Zilio',
  'Tancredi',
  'Quaresmini',
  'Osmundo',
] as const;

export interface StoreSeed {
  layout: string;
  holder: Party;
  keyKind: 'email' | 'phone' | 'document' | 'evp';
  key?: string;
  lookalike: string;
  tradeName: string;
  storeBank: string; // bank key of the store's account
}

export const STORE_SEEDS: StoreSeed[] = [
  {
    layout: 'nubank',
    holder: { name: 'Odaléia Marcondes Tavolaro Bragatto', kind: 'CPF', document: cpfWithCheckDigits('318406725') },
    keyKind: 'phone',
    key: '+55 11 98472-3310',
    lookalike: 'Odaléia Bragatto Kasper',
    tradeName: 'Cabana da Odaléia',
    storeBank: 'inter',
  },
  {
    layout: 'itau',
    holder: {
      name: 'Candeia Solar Objetos Cerimoniais e Devocionais Ltda',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('412870350001'),
    },
    keyKind: 'email',
    key: 'pedidos@candeiasolar.com.br',
    lookalike: 'Candeia Solar Confeitos Ltda',
    tradeName: 'Candeia Solar',
    storeBank: 'itau',
  },
  {
    layout: 'bradesco',
    holder: {
      name: 'Observatório Celestial Cartomancia e Radiestesia Ltda',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('275519640001'),
    },
    keyKind: 'document',
    lookalike: 'Observatório Celestial Óptica Ltda',
    tradeName: 'Observatório Celestial',
    storeBank: 'cora',
  },
  {
    layout: 'caixa',
    holder: { name: 'Hermínia Pacífico Sganzerla de Vidotti', kind: 'CPF', document: cpfWithCheckDigits('604239871') },
    keyKind: 'document',
    lookalike: 'Hermínia Sganzerla Monforte',
    tradeName: 'Hermínia Benzimentos',
    storeBank: 'caixa',
  },
  {
    layout: 'santander',
    holder: {
      name: 'Ramalhete de Jasmim Acolhimento Terapêutico Ltda',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('338126770001'),
    },
    keyKind: 'phone',
    key: '+55 21 99618-4027',
    lookalike: 'Ramalhete de Jasmim Buquês Ltda',
    tradeName: 'Ramalhete de Jasmim',
    storeBank: 'santander',
  },
  {
    layout: 'inter',
    holder: { name: 'Laudelino Ourives Nardelli Zambrano', kind: 'CPF', document: cpfWithCheckDigits('152984360') },
    keyKind: 'email',
    key: 'laudelino.zambrano@gmail.com',
    lookalike: 'Laudelino Nardelli Trevisol',
    tradeName: 'Laudelino Cartomante',
    storeBank: 'nubank',
  },
  {
    layout: 'picpay',
    holder: { name: 'Prudência Albertina Strapasson Uhlmann', kind: 'CPF', document: cpfWithCheckDigits('487203159') },
    keyKind: 'evp',
    key: '7c2e9a41-5b3d-4f08-9e6a-0d12c8b47f35',
    lookalike: 'Prudência Uhlmann Dorigon',
    tradeName: 'Prudência Radiestesia',
    storeBank: 'picpay',
  },
  {
    layout: 'sicoob',
    holder: { name: 'Isaltina Gaudêncio Peruzzo Wiggers', kind: 'CPF', document: cpfWithCheckDigits('739150482') },
    keyKind: 'document',
    lookalike: 'Isaltina Peruzzo Tonin',
    tradeName: 'Isaltina Oferendas',
    storeBank: 'sicoob',
  },
  {
    layout: 'neon',
    holder: { name: 'Sinfrônio Teotônio Mascarello Ianelli', kind: 'CPF', document: cpfWithCheckDigits('260571938') },
    keyKind: 'email',
    key: 'sinfronio.quirologia@outlook.com',
    lookalike: 'Sinfrônio Ianelli Klabunde',
    tradeName: 'Sinfrônio Quirologia',
    storeBank: 'neon',
  },
  {
    layout: 'stone',
    holder: {
      name: 'Penumbra Violácea Utensílios Cerimoniais Ltda',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('190463280001'),
    },
    keyKind: 'evp',
    key: 'e4b17f02-93ac-4d6e-b851-2fa09c7d3e64',
    lookalike: 'Penumbra Violácea Tatuagens Ltda',
    tradeName: 'Penumbra Violácea',
    storeBank: 'stone',
  },
  {
    layout: 'cora',
    holder: {
      name: 'Patuá do Amanhecer Importação de Objetos Devocionais Ltda',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('459027130001'),
    },
    keyKind: 'email',
    key: 'financeiro@patuadoamanhecer.com.br',
    lookalike: 'Patuá do Amanhecer Brindes Ltda',
    tradeName: 'Patuá do Amanhecer',
    storeBank: 'cora',
  },
  {
    layout: 'pan',
    holder: { name: 'Umbelina Firmina Donadio Hasegawa', kind: 'CPF', document: cpfWithCheckDigits('825364017') },
    keyKind: 'evp',
    key: '3f8d6c20-a1e7-4b95-8c4f-61e2d0a9b7c8',
    lookalike: 'Umbelina Hasegawa Lemes',
    tradeName: 'Umbelina Defumações',
    storeBank: 'pan',
  },
  {
    layout: 'efi',
    holder: {
      name: 'Constelação do Eclipse Radiestesia e Quirologia Ltda',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('366810540001'),
    },
    keyKind: 'evp',
    key: 'a90c3e57-6d14-4b2f-b7e8-45c1f9d02a6b',
    lookalike: 'Eclipse Constelação Observação Astronômica Ltda',
    tradeName: 'Constelação do Eclipse',
    storeBank: 'efi',
  },
  {
    layout: 'infinitepay',
    holder: {
      name: 'Orquídea Noturna Defumações e Oferendas EPP',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('507318920001'),
    },
    keyKind: 'document',
    lookalike: 'Orquídea Noturna Jardinagem Ltda',
    tradeName: 'Orquídea Noturna',
    storeBank: 'infinitepay',
  },
  {
    layout: 'unicred',
    holder: {
      name: 'Bússola do Despertar Edições e Palestras ME',
      kind: 'CNPJ',
      document: cnpjWithCheckDigits('231745090001'),
    },
    keyKind: 'phone',
    key: '+55 51 98830-5172',
    lookalike: 'Bússola do Despertar Turismo Ltda',
    tradeName: 'Bússola do Despertar',
    storeBank: 'unicred',
  },
  {
    layout: 'brb',
    holder: { name: 'Leontino Euclides Righetto Ostrowski', kind: 'CPF', document: cpfWithCheckDigits('093648215') },
    keyKind: 'phone',
    key: '+55 61 99247-0863',
    lookalike: 'Leontino Ostrowski Nakashima',
    tradeName: 'Leontino Terapêutico',
    storeBank: 'brb',
  },
];

/** Companies that sometimes pay or receive instead of a person. */
export const OTHER_COMPANIES = [
  'Girândola Albor Papéis Ltda',
  'Centelha Clareza Contabilidade Ltda',
  'Fagulha Serena Perfumes Ltda',
  'Pavio Alento Doces Caseiros ME',
  'Clarão do Oásis Sorvetes Ltda',
  'Lume Plenus Autopeças Ltda',
];

/** Payment messages (the ones that name a store are built in cases.ts). */
export const DESCRIPTIONS = [
  'Pedido 4471',
  'Compra pelo site',
  'pagamento do pedido',
  'Pix do pedido 1187',
  'ref pedido 2093',
  'valeu!',
  'pedido da semana',
  'Compra de defumação',
  'pagamento',
  'pedido 3302 - carta solar',
  'acerto do combinado',
  'Compra 58-B',
];
