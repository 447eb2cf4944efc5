// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import type { DocMask } from './text.js';

export type Family = 'label beside' | 'label above' | 'no label';
export type Theme = 'light' | 'dark';
export type FontKind = 'sans' | 'mono';

export interface FontSpec {
  family: string;
  aptPackage: string;
  /** Advance widths in em for characters that differ from `fallback`; monospace fonts have none. */
  widths: Readonly<Record<string, number>>;
  fallback: number;
}

/** Sawarabi Gothic's advances (measured once from the font at 100 px); accents take their base letter's width. */
const SAWARABI_WIDTHS: Record<string, number> = {
  ' ': 0.3,
  '!': 0.36,
  '"': 0.44,
  '#': 0.63,
  $: 0.5,
  '%': 0.72,
  '&': 0.68,
  "'": 0.27,
  '(': 0.38,
  ')': 0.38,
  '*': 0.45,
  '+': 0.54,
  ',': 0.33,
  '-': 0.47,
  '.': 0.31,
  '/': 0.37,
  ':': 0.31,
  ';': 0.31,
  '?': 0.59,
  '@': 0.81,
  A: 0.74,
  B: 0.63,
  C: 0.64,
  D: 0.67,
  E: 0.63,
  F: 0.58,
  G: 0.73,
  H: 0.75,
  I: 0.29,
  J: 0.44,
  K: 0.66,
  L: 0.59,
  M: 0.83,
  N: 0.77,
  O: 0.75,
  P: 0.65,
  Q: 0.75,
  R: 0.7,
  S: 0.6,
  T: 0.63,
  U: 0.74,
  V: 0.7,
  W: 0.92,
  X: 0.7,
  Y: 0.7,
  Z: 0.62,
  a: 0.52,
  b: 0.56,
  c: 0.5,
  d: 0.56,
  e: 0.53,
  f: 0.41,
  g: 0.56,
  h: 0.57,
  i: 0.26,
  j: 0.26,
  k: 0.54,
  l: 0.26,
  m: 0.83,
  n: 0.57,
  o: 0.54,
  p: 0.56,
  q: 0.56,
  r: 0.38,
  s: 0.48,
  t: 0.34,
  u: 0.54,
  v: 0.5,
  w: 0.76,
  x: 0.55,
  y: 0.57,
  z: 0.5,
  '|': 0.26,
  '•': 1,
  '…': 1,
  '·': 0.55,
};

export const FONTS: Readonly<Record<FontKind, FontSpec>> = {
  sans: { family: 'Sawarabi Gothic', aptPackage: 'fonts-sawarabi-gothic', widths: SAWARABI_WIDTHS, fallback: 0.6 },
  mono: { family: 'Inconsolata', aptPackage: 'fonts-inconsolata', widths: {}, fallback: 0.5 },
};

/** The characters every drawn text may use: ASCII, Latin-1 and "•…·" (both fonts cover them). */
export const DRAWABLE = /^[\u0020-\u007e\u00a0-\u00ff•…·]*$/;

export type DateStyle =
  | 'slash-as' // 23/11/2026 às 10:41
  | 'slash-as-sec' // 23/11/2026 às 10:41:07
  | 'abbr-dash-sec' // 23 nov 2026 - 10:41:07
  | 'long-weekday' // Segunda-feira, 23 de novembro de 2026 / 10:41
  | 'short-year' // 23/11/26 10:41
  | 'dots' // 23.11.2026 10:41:07
  | 'upper-abbr-h' // 23 NOV 2026 · 10h41
  | 'slash-sep' // 23/11/2026 and 10:41:07 on their own rows
  | 'long-no-weekday' // 23 de novembro de 2026, às 10:41
  | 'slash-dash' // 23/11/2026 - 10:41:07
  | 'abbr-de'; // 23 de nov. de 2026 às 10h41

export type PhoneStyle = 'parens' | 'spaces' | 'compact';

export interface Palette {
  background: string;
  card: string;
  text: string;
  muted: string;
  accent: string;
  /** Text drawn on the accent colour. */
  onAccent: string;
  rule: string;
}

export interface LayoutSpec {
  key: string;
  institution: string;
  /** The paying institution (the app's), as its receipts print it. */
  bankName: string;
  bankCode: string;
  ispb: string;
  family: Family;
  theme: Theme;
  font: FontKind;
  width: number;
  /** The phone screen's height (0: a shared receipt cut to its content); a longer receipt grows the canvas. */
  minHeight: number;
  quality: number;
  /** Forwarded through a chat app: scaled and compressed again. */
  forwarded: { scale: number; quality: number } | null;
  cpfMask: DocMask;
  cnpjMask: DocMask;
  /** The app cuts the holder's name at this many characters in the truncated cases… */
  nameLimit: number;
  /** …and marks the cut with this ('' when it just stops). */
  ellipsis: '…' | '...' | '';
  /** Names printed in capitals. */
  upperNames: boolean;
  dateStyle: DateStyle;
  phoneStyle: PhoneStyle;
  palette: Palette;
}

const CPF_STD: DocMask = { kind: 'cpf', shape: '***.456.789-**', visible: [3, 4, 5, 6, 7, 8], hide: '*' };
const CPF_BULLET: DocMask = { kind: 'cpf', shape: '•••.456.789-••', visible: [3, 4, 5, 6, 7, 8], hide: '•' };
const CPF_ENDS: DocMask = { kind: 'cpf', shape: '123.***.***-45', visible: [0, 1, 2, 9, 10], hide: '*' };
const CNPJ_HEAD: DocMask = {
  kind: 'cnpj',
  shape: '12.***.***/0001-**',
  visible: [0, 1, 8, 9, 10, 11],
  hide: '*',
};
const CNPJ_HEAD_BULLET: DocMask = { ...CNPJ_HEAD, shape: '12.•••.•••/0001-••', hide: '•' };
const CNPJ_MID: DocMask = {
  kind: 'cnpj',
  shape: '**.345.678/0001-**',
  visible: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  hide: '*',
};
const CNPJ_MID_BULLET: DocMask = { ...CNPJ_MID, shape: '••.345.678/0001-••', hide: '•' };
const CNPJ_FULL: DocMask = {
  kind: 'cnpj',
  shape: '12.345.678/0001-90',
  visible: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  hide: '*',
};

const LIGHT = { background: '#ffffff', card: '#f3f4f6', text: '#1c1d21', muted: '#6b6f78', rule: '#dfe1e6' };
const DARK = { background: '#121317', card: '#1e2026', text: '#f2f2f4', muted: '#a3a7b0', rule: '#34363e' };

/** The 16 layouts, in corpus order; the i-th uses the i-th store of people.ts. */
export const LAYOUTS: readonly LayoutSpec[] = [
  {
    key: 'sicredi',
    institution: 'Sicredi',
    bankName: 'Banco Cooperativo Sicredi S.A.',
    bankCode: '748',
    ispb: '01181521',
    family: 'label beside',
    theme: 'light',
    font: 'sans',
    width: 1080,
    minHeight: 2340,
    quality: 86,
    forwarded: null,
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_HEAD,
    nameLimit: 30,
    ellipsis: '...',
    upperNames: true,
    dateStyle: 'slash-as',
    phoneStyle: 'parens',
    palette: { ...LIGHT, accent: '#3fa110', onAccent: '#ffffff' },
  },
  {
    key: 'sicoob',
    institution: 'Sicoob',
    bankName: 'Banco Cooperativo Sicoob S.A.',
    bankCode: '756',
    ispb: '02038232',
    family: 'label above',
    theme: 'dark',
    font: 'sans',
    width: 1080,
    minHeight: 2400,
    quality: 82,
    forwarded: null,
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_FULL,
    nameLimit: 28,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'long-weekday',
    phoneStyle: 'spaces',
    palette: { ...DARK, accent: '#00ae9d', onAccent: '#0b1f1d' },
  },
  {
    key: 'banrisul',
    institution: 'Banrisul',
    bankName: 'Banco do Estado do Rio Grande do Sul S.A.',
    bankCode: '041',
    ispb: '92702067',
    family: 'label beside',
    theme: 'light',
    font: 'mono',
    width: 900,
    minHeight: 0,
    quality: 80,
    forwarded: null,
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_MID,
    nameLimit: 26,
    ellipsis: '',
    upperNames: true,
    dateStyle: 'dots',
    phoneStyle: 'compact',
    palette: { ...LIGHT, background: '#fbfbf8', accent: '#0054a6', onAccent: '#ffffff' },
  },
  {
    key: 'brb',
    institution: 'BRB',
    bankName: 'BRB - Banco de Brasília S.A.',
    bankCode: '070',
    ispb: '00000208',
    family: 'no label',
    theme: 'light',
    font: 'sans',
    width: 1080,
    minHeight: 0,
    quality: 88,
    forwarded: { scale: 0.7, quality: 60 },
    cpfMask: CPF_ENDS,
    cnpjMask: CNPJ_FULL,
    nameLimit: 26,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'slash-dash',
    phoneStyle: 'parens',
    palette: { ...LIGHT, accent: '#0057a8', onAccent: '#ffffff' },
  },
  {
    key: 'banestes',
    institution: 'Banestes',
    bankName: 'Banestes S.A. Banco do Estado do Espírito Santo',
    bankCode: '021',
    ispb: '28127603',
    family: 'label above',
    theme: 'light',
    font: 'mono',
    width: 1080,
    minHeight: 0,
    quality: 84,
    forwarded: null,
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_HEAD,
    nameLimit: 30,
    ellipsis: '...',
    upperNames: true,
    dateStyle: 'slash-sep',
    phoneStyle: 'spaces',
    palette: { ...LIGHT, accent: '#004b8d', onAccent: '#ffffff' },
  },
  {
    key: 'banpara',
    institution: 'Banpará',
    bankName: 'Banco do Estado do Pará S.A.',
    bankCode: '037',
    ispb: '04913711',
    family: 'label beside',
    theme: 'dark',
    font: 'sans',
    width: 720,
    minHeight: 1480,
    quality: 78,
    forwarded: null,
    cpfMask: CPF_BULLET,
    cnpjMask: CNPJ_MID_BULLET,
    nameLimit: 24,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'short-year',
    phoneStyle: 'parens',
    palette: { ...DARK, accent: '#2f80ed', onAccent: '#ffffff' },
  },
  {
    key: 'cresol',
    institution: 'Cresol',
    bankName: 'Cresol Confederação',
    bankCode: '133',
    ispb: '10398952',
    family: 'no label',
    theme: 'light',
    font: 'mono',
    width: 1080,
    minHeight: 0,
    quality: 75,
    forwarded: null,
    cpfMask: CPF_ENDS,
    cnpjMask: CNPJ_HEAD_BULLET,
    nameLimit: 28,
    ellipsis: '',
    upperNames: true,
    dateStyle: 'upper-abbr-h',
    phoneStyle: 'compact',
    palette: { ...LIGHT, background: '#fffaf4', accent: '#e0661b', onAccent: '#ffffff' },
  },
  {
    key: 'unicred',
    institution: 'Unicred',
    bankName: 'Unicred do Brasil',
    bankCode: '136',
    ispb: '00315557',
    family: 'label above',
    theme: 'light',
    font: 'sans',
    width: 1080,
    minHeight: 2400,
    quality: 90,
    forwarded: { scale: 0.65, quality: 58 },
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_FULL,
    nameLimit: 27,
    ellipsis: '...',
    upperNames: false,
    dateStyle: 'long-no-weekday',
    phoneStyle: 'parens',
    palette: { ...LIGHT, accent: '#00614d', onAccent: '#ffffff' },
  },
  {
    key: 'ailos',
    institution: 'Ailos',
    bankName: 'Cooperativa Central Ailos',
    bankCode: '085',
    ispb: '05463212',
    family: 'label beside',
    theme: 'light',
    font: 'mono',
    width: 1080,
    minHeight: 0,
    quality: 85,
    forwarded: null,
    cpfMask: CPF_BULLET,
    cnpjMask: CNPJ_MID_BULLET,
    nameLimit: 25,
    ellipsis: '…',
    upperNames: true,
    dateStyle: 'slash-as',
    phoneStyle: 'spaces',
    palette: { ...LIGHT, accent: '#0096d6', onAccent: '#ffffff' },
  },
  {
    key: 'stone',
    institution: 'Stone',
    bankName: 'Stone Instituição de Pagamento S.A.',
    bankCode: '197',
    ispb: '16501555',
    family: 'label above',
    theme: 'dark',
    font: 'sans',
    width: 1080,
    minHeight: 2400,
    quality: 80,
    forwarded: null,
    cpfMask: CPF_BULLET,
    cnpjMask: CNPJ_HEAD_BULLET,
    nameLimit: 29,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'abbr-dash-sec',
    phoneStyle: 'parens',
    palette: { ...DARK, background: '#0c1410', card: '#15201a', accent: '#00a868', onAccent: '#ffffff' },
  },
  {
    key: 'neon',
    institution: 'Neon',
    bankName: 'Neon Pagamentos S.A. - IP',
    bankCode: '536',
    ispb: '20855875',
    family: 'no label',
    theme: 'dark',
    font: 'sans',
    width: 1080,
    minHeight: 2220,
    quality: 72,
    forwarded: null,
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_MID,
    nameLimit: 30,
    ellipsis: '...',
    upperNames: false,
    dateStyle: 'abbr-de',
    phoneStyle: 'spaces',
    palette: { ...DARK, background: '#0b1a2e', card: '#132743', accent: '#00d1ff', onAccent: '#0b1a2e' },
  },
  {
    key: 'willbank',
    institution: 'Will Bank',
    bankName: 'Will Financeira S.A.',
    bankCode: '280',
    ispb: '23862762',
    family: 'label above',
    theme: 'light',
    font: 'sans',
    width: 1080,
    minHeight: 2400,
    quality: 87,
    forwarded: null,
    cpfMask: CPF_ENDS,
    cnpjMask: CNPJ_FULL,
    nameLimit: 26,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'slash-as-sec',
    phoneStyle: 'parens',
    palette: { ...LIGHT, background: '#fffdf2', accent: '#ffd100', onAccent: '#1c1d21' },
  },
  {
    key: 'efi',
    institution: 'Efí',
    bankName: 'Efí S.A. - Instituição de Pagamento',
    bankCode: '364',
    ispb: '09089356',
    family: 'label beside',
    theme: 'light',
    font: 'mono',
    width: 1080,
    minHeight: 0,
    quality: 88,
    forwarded: { scale: 0.75, quality: 64 },
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_HEAD,
    nameLimit: 30,
    ellipsis: '',
    upperNames: false,
    dateStyle: 'slash-dash',
    phoneStyle: 'compact',
    palette: { ...LIGHT, accent: '#f37021', onAccent: '#ffffff' },
  },
  {
    key: 'sofisa',
    institution: 'Sofisa Direto',
    bankName: 'Banco Sofisa S.A.',
    bankCode: '637',
    ispb: '60889128',
    family: 'label above',
    theme: 'dark',
    font: 'mono',
    width: 900,
    minHeight: 2000,
    quality: 83,
    forwarded: null,
    cpfMask: CPF_BULLET,
    cnpjMask: CNPJ_FULL,
    nameLimit: 28,
    ellipsis: '...',
    upperNames: true,
    dateStyle: 'dots',
    phoneStyle: 'spaces',
    palette: { ...DARK, background: '#0d1526', card: '#17223a', accent: '#ff7a1a', onAccent: '#0d1526' },
  },
  {
    key: 'agibank',
    institution: 'Agibank',
    bankName: 'Banco Agibank S.A.',
    bankCode: '121',
    ispb: '10664513',
    family: 'label beside',
    theme: 'light',
    font: 'sans',
    width: 1080,
    minHeight: 2340,
    quality: 81,
    forwarded: null,
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_MID,
    nameLimit: 27,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'long-weekday',
    phoneStyle: 'parens',
    palette: { ...LIGHT, accent: '#0a5cd6', onAccent: '#ffffff' },
  },
  {
    key: 'cora',
    institution: 'Cora',
    bankName: 'Cora SCFI',
    bankCode: '403',
    ispb: '37880206',
    family: 'no label',
    theme: 'dark',
    font: 'sans',
    width: 720,
    minHeight: 1280,
    quality: 79,
    forwarded: null,
    cpfMask: CPF_STD,
    cnpjMask: CNPJ_HEAD,
    nameLimit: 24,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'upper-abbr-h',
    phoneStyle: 'parens',
    palette: { ...DARK, background: '#17171b', card: '#222228', accent: '#fe3e6d', onAccent: '#ffffff' },
  },
];

export function layoutSpec(key: string): LayoutSpec {
  const spec = LAYOUTS.find((layout) => layout.key === key);
  if (!spec) throw new Error(`no shoal layout ${key}`);
  return spec;
}

/** Every font family the layouts use with its apt package. */
export const FONT_PACKAGES: readonly { family: string; aptPackage: string }[] = Object.values(FONTS).map((font) => ({
  family: font.family,
  aptPackage: font.aptPackage,
}));
