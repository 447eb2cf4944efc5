// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import type { DateStyle, DocMask } from './text.js';

/** Caladea (fonts-crosextra-caladea), a proportional serif, and IBM 3270 (fonts-3270), a monospace. */
export const PROPORTIONAL_FONT = 'Caladea';
export const MONOSPACE_FONT = 'IBM 3270';
export const DELTA_FONT_FAMILIES: readonly string[] = [PROPORTIONAL_FONT, MONOSPACE_FONT];
export const DELTA_FONT_PACKAGES: readonly string[] = ['fonts-crosextra-caladea', 'fonts-3270'];

export type Family = 'label beside' | 'label above' | 'no label';
export type Theme = 'light' | 'dark';

export interface Palette {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  /** Card fill, when sections sit in rounded cards. */
  card?: string;
  divider: string;
  /** Text on the accent colour. */
  onAccent: string;
}

export interface LayoutSpec {
  key: string;
  /** The paying app's bank (its ISPB starts every End-to-End id of the layout). */
  bank: string;
  /** The app's brand as drawn in its top bar. */
  brand: string;
  family: Family;
  theme: Theme;
  font: string;
  width: number;
  height: number;
  /** Body text size in px at that width. */
  body: number;
  margin: number;
  jpegQuality: number;
  /** Forwarded through a chat app: re-scaled and re-compressed. */
  forwarded?: { scale: number; quality: number };
  cpfMask: DocMask;
  cnpjMask: DocMask;
  /** How the app prints names. */
  names: 'upper' | 'as typed' | 'title';
  /** Where the app cuts long names on the truncated cases (25–30), and whether it adds '…'. */
  cut: { length: number; ellipsis: boolean };
  dateStyle: DateStyle;
  palette: Palette;
  /** Sections in rounded cards, or flat with dividers. */
  cards: boolean;
  /** Hero (title, amount) centred or left-aligned. */
  heroAlign: 'center' | 'left';
  /** A band of accent colour behind the top bar and hero. */
  band: boolean;
}

const CPF_STARS: DocMask = { template: '###.ddd.ddd-##', hide: '*' };
const CPF_DOTS: DocMask = { template: '###.ddd.ddd-##', hide: '•' };
const CPF_BARE: DocMask = { template: '###dddddd##', hide: '*' };
const CNPJ_ROOT2: DocMask = { template: 'dd.###.###/dddd-##', hide: '*' };
const CNPJ_ROOT8: DocMask = { template: 'dd.ddd.ddd/####-##', hide: '*' };
const CNPJ_MIDDLE: DocMask = { template: '##.ddd.ddd/dddd-##', hide: '*' };
const CNPJ_MIDDLE_DOTS: DocMask = { template: '••.ddd.ddd/dddd-••'.replace(/•/g, '#'), hide: '•' };
const CNPJ_OPEN: DocMask = { template: 'dd.ddd.ddd/dddd-dd', hide: '*' };

const LIGHT = (accent: string, extra: Partial<Palette> = {}): Palette => ({
  bg: '#ffffff',
  fg: '#1c1c1e',
  muted: '#6e6e73',
  accent,
  divider: '#e3e3e6',
  onAccent: '#ffffff',
  ...extra,
});

const DARK = (accent: string, extra: Partial<Palette> = {}): Palette => ({
  bg: '#101014',
  fg: '#f2f2f5',
  muted: '#9a9aa3',
  accent,
  divider: '#2c2c33',
  onAccent: '#ffffff',
  ...extra,
});

/** The 16 layouts in corpus order. */
export const LAYOUTS: readonly LayoutSpec[] = [
  {
    key: 'nubank',
    bank: 'nubank',
    brand: 'nu',
    family: 'label beside',
    theme: 'dark',
    font: PROPORTIONAL_FONT,
    width: 1080,
    height: 2340,
    body: 34,
    margin: 64,
    jpegQuality: 88,
    cpfMask: CPF_DOTS,
    cnpjMask: CNPJ_MIDDLE_DOTS,
    names: 'as typed',
    cut: { length: 28, ellipsis: true },
    dateStyle: 'upper-mon-as',
    palette: DARK('#a35ff0', { bg: '#121016', card: '#1e1a24' }),
    cards: false,
    heroAlign: 'left',
    band: false,
  },
  {
    key: 'itau',
    bank: 'itau',
    brand: 'itaú',
    family: 'label above',
    theme: 'light',
    font: PROPORTIONAL_FONT,
    width: 1170,
    height: 2532,
    body: 36,
    margin: 72,
    jpegQuality: 84,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT2,
    names: 'upper',
    cut: { length: 30, ellipsis: false },
    dateStyle: 'slash-as-sec',
    palette: LIGHT('#ec7000', { bg: '#f7f5f2', card: '#ffffff' }),
    cards: true,
    heroAlign: 'left',
    band: false,
  },
  {
    key: 'bradesco',
    bank: 'bradesco',
    brand: 'bradesco',
    family: 'label beside',
    theme: 'light',
    font: PROPORTIONAL_FONT,
    width: 1080,
    height: 2400,
    body: 32,
    margin: 56,
    jpegQuality: 90,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_MIDDLE,
    names: 'upper',
    cut: { length: 25, ellipsis: false },
    dateStyle: 'slash-dash-sec',
    palette: LIGHT('#cc092f'),
    cards: false,
    heroAlign: 'center',
    band: true,
  },
  {
    key: 'bb',
    bank: 'bb',
    brand: 'BB',
    family: 'label beside',
    theme: 'light',
    font: MONOSPACE_FONT,
    width: 720,
    height: 1600,
    body: 24,
    margin: 36,
    jpegQuality: 80,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT2,
    names: 'upper',
    cut: { length: 26, ellipsis: false },
    dateStyle: 'slash-space',
    palette: LIGHT('#465eff', { bg: '#fcfc30', card: '#fffffb', fg: '#111111', muted: '#44443a', onAccent: '#fcfc30' }),
    cards: true,
    heroAlign: 'center',
    band: false,
  },
  {
    key: 'caixa',
    bank: 'caixa',
    brand: 'CAIXA',
    family: 'label above',
    theme: 'light',
    font: MONOSPACE_FONT,
    width: 750,
    height: 1624,
    body: 25,
    margin: 40,
    jpegQuality: 76,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_OPEN,
    names: 'upper',
    cut: { length: 27, ellipsis: false },
    dateStyle: 'slash-dash-sec',
    palette: LIGHT('#005ca9', { muted: '#5a6470' }),
    cards: false,
    heroAlign: 'center',
    band: true,
  },
  {
    key: 'santander',
    bank: 'santander',
    brand: 'Santander',
    family: 'label beside',
    theme: 'light',
    font: PROPORTIONAL_FONT,
    width: 1242,
    height: 2688,
    body: 38,
    margin: 70,
    jpegQuality: 88,
    forwarded: { scale: 0.62, quality: 62 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT2,
    names: 'upper',
    cut: { length: 29, ellipsis: true },
    dateStyle: 'long-dash',
    palette: LIGHT('#ec0000', { bg: '#f5f5f5', card: '#ffffff' }),
    cards: true,
    heroAlign: 'center',
    band: false,
  },
  {
    key: 'inter',
    bank: 'inter',
    brand: 'inter',
    family: 'label above',
    theme: 'dark',
    font: PROPORTIONAL_FONT,
    width: 1179,
    height: 2556,
    body: 36,
    margin: 68,
    jpegQuality: 86,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_MIDDLE,
    names: 'title',
    cut: { length: 27, ellipsis: true },
    dateStyle: 'weekday-long',
    palette: DARK('#ff7a00', { bg: '#1c1c1f', card: '#28282c' }),
    cards: true,
    heroAlign: 'left',
    band: false,
  },
  {
    key: 'picpay',
    bank: 'picpay',
    brand: 'PicPay',
    family: 'no label',
    theme: 'dark',
    font: PROPORTIONAL_FONT,
    width: 1080,
    height: 2400,
    body: 34,
    margin: 60,
    jpegQuality: 82,
    cpfMask: CPF_DOTS,
    cnpjMask: CNPJ_MIDDLE_DOTS,
    names: 'as typed',
    cut: { length: 26, ellipsis: true },
    dateStyle: 'mon-lower',
    palette: DARK('#21c25e', { bg: '#0d0f0e', card: '#1a1d1b' }),
    cards: true,
    heroAlign: 'center',
    band: false,
  },
  {
    key: 'mercadopago',
    bank: 'mercadopago',
    brand: 'mercado pago',
    family: 'label above',
    theme: 'light',
    font: PROPORTIONAL_FONT,
    width: 828,
    height: 1792,
    body: 28,
    margin: 44,
    jpegQuality: 78,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT2,
    names: 'as typed',
    cut: { length: 28, ellipsis: false },
    dateStyle: 'weekday-long',
    palette: LIGHT('#009ee3', { bg: '#ededed', card: '#ffffff' }),
    cards: true,
    heroAlign: 'left',
    band: true,
  },
  {
    key: 'c6',
    bank: 'c6',
    brand: 'C6 BANK',
    family: 'label beside',
    theme: 'dark',
    font: PROPORTIONAL_FONT,
    width: 1290,
    height: 2796,
    body: 40,
    margin: 76,
    jpegQuality: 92,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT8,
    names: 'upper',
    cut: { length: 30, ellipsis: true },
    dateStyle: 'slash-as-sec',
    palette: DARK('#c9c9c9', { bg: '#000000', card: '#161616', onAccent: '#000000' }),
    cards: false,
    heroAlign: 'left',
    band: false,
  },
  {
    key: 'pagbank',
    bank: 'pagbank',
    brand: 'PagBank',
    family: 'label above',
    theme: 'light',
    font: PROPORTIONAL_FONT,
    width: 1080,
    height: 2280,
    body: 32,
    margin: 60,
    jpegQuality: 85,
    forwarded: { scale: 0.72, quality: 70 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT2,
    names: 'upper',
    cut: { length: 25, ellipsis: true },
    dateStyle: 'slash-dash-sec',
    palette: LIGHT('#1bb99a', { fg: '#222222' }),
    cards: false,
    heroAlign: 'center',
    band: false,
  },
  {
    key: 'neon',
    bank: 'neon',
    brand: 'neon',
    family: 'no label',
    theme: 'dark',
    font: PROPORTIONAL_FONT,
    width: 1125,
    height: 2436,
    body: 35,
    margin: 66,
    jpegQuality: 86,
    forwarded: { scale: 0.78, quality: 74 },
    cpfMask: CPF_BARE,
    cnpjMask: CNPJ_MIDDLE,
    names: 'title',
    cut: { length: 29, ellipsis: false },
    dateStyle: 'upper-mon-as',
    palette: DARK('#00e5ff', { bg: '#0a1d3a', card: '#12294d', muted: '#9fb3cc', onAccent: '#0a1d3a' }),
    cards: true,
    heroAlign: 'left',
    band: false,
  },
  {
    key: 'banrisul',
    bank: 'banrisul',
    brand: 'BANRISUL',
    family: 'no label',
    theme: 'light',
    font: MONOSPACE_FONT,
    width: 900,
    height: 1950,
    body: 28,
    margin: 46,
    jpegQuality: 80,
    forwarded: { scale: 0.58, quality: 58 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_MIDDLE,
    names: 'upper',
    cut: { length: 30, ellipsis: false },
    dateStyle: 'slash-short-year',
    palette: LIGHT('#0a4da2', { bg: '#fbfbf8' }),
    cards: false,
    heroAlign: 'center',
    band: true,
  },
  {
    key: 'btg',
    bank: 'btg',
    brand: 'btg pactual',
    family: 'label above',
    theme: 'dark',
    font: PROPORTIONAL_FONT,
    width: 1284,
    height: 2778,
    body: 38,
    margin: 80,
    jpegQuality: 90,
    cpfMask: CPF_DOTS,
    cnpjMask: CNPJ_ROOT2,
    names: 'title',
    cut: { length: 28, ellipsis: true },
    dateStyle: 'long-dash',
    palette: DARK('#3d8bfd', { bg: '#0b1526', card: '#13213a', muted: '#8e9bb3' }),
    cards: true,
    heroAlign: 'left',
    band: false,
  },
  {
    key: 'sicredi',
    bank: 'sicredi',
    brand: 'Sicredi',
    family: 'label beside',
    theme: 'light',
    font: PROPORTIONAL_FONT,
    width: 800,
    height: 1720,
    body: 26,
    margin: 40,
    jpegQuality: 74,
    cpfMask: CPF_BARE,
    cnpjMask: CNPJ_MIDDLE,
    names: 'upper',
    cut: { length: 25, ellipsis: false },
    dateStyle: 'slash-dash-sec',
    palette: LIGHT('#3fa110', { bg: '#f4f7f2', card: '#ffffff' }),
    cards: true,
    heroAlign: 'center',
    band: true,
  },
  {
    key: 'sicoob',
    bank: 'sicoob',
    brand: 'sicoob',
    family: 'no label',
    theme: 'dark',
    font: MONOSPACE_FONT,
    width: 1080,
    height: 2340,
    body: 32,
    margin: 54,
    jpegQuality: 83,
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_OPEN,
    names: 'upper',
    cut: { length: 28, ellipsis: true },
    dateStyle: 'slash-as-sec',
    palette: DARK('#7db61c', { bg: '#00262b', card: '#003a41', muted: '#9cc0c3', onAccent: '#00262b' }),
    cards: true,
    heroAlign: 'center',
    band: false,
  },
];

export function layoutSpec(key: string): LayoutSpec {
  const spec = LAYOUTS.find((l) => l.key === key);
  if (!spec) throw new Error(`unknown layout ${key}`);
  return spec;
}

/** The masks of a document kind in a layout. */
export function maskFor(spec: LayoutSpec, kind: 'cpf' | 'cnpj'): DocMask {
  return kind === 'cpf' ? spec.cpfMask : spec.cnpjMask;
}
