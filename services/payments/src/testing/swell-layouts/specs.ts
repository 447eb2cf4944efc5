// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { BANKS, type Bank } from './people.js';

export type Family = 'label beside' | 'label above' | 'no label';
export type Theme = 'light' | 'dark';

/** The two font families of this corpus, never used by the project's other corpora. */
export const SANS = 'OpenDyslexic';
export const MONO = 'D2Coding';
export type FontFamily = typeof SANS | typeof MONO;

/** The apt packages that provide SANS and MONO. */
export const FONT_PACKAGES = ['fonts-opendyslexic', 'fonts-naver-d2coding'] as const;

/** Estimated advance per character as a fraction of the font size (measured, rounded up). */
export const WIDTH_FACTOR: Record<FontFamily, number> = { [SANS]: 0.68, [MONO]: 0.52 };

export type DateStyle =
  | 'slash-as' // 23/11/2026 às 10:41
  | 'mon-upper-dash' // 23 NOV 2026 - 10:41:07
  | 'mon-lower-dash' // 23 nov 2026 - 10:41:07
  | 'weekday-long' // Segunda-feira, 23 de novembro de 2026 / às 10:41:07
  | 'long-as' // 23 de novembro de 2026 às 10:41:07
  | 'yy' // 23/11/26 - 10:41
  | 'dots' // 23.11.2026 10:41:07
  | 'caps-h' // 23 NOV 2026 · 10h41
  | 'de-mes' // 23 de nov. de 2026, 10:41
  | 'slash-dash-sec' // 23/11/2026 - 10:41:07
  | 'split'; // DATA 23/11/2026 / HORA 10:41:07

export interface Palette {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  line: string;
  /** Text on the accent colour. */
  onAccent: string;
}

export interface LayoutSpec {
  key: string;
  institution: string;
  bank: Bank;
  family: Family;
  theme: Theme;
  font: FontFamily;
  /** Scaled down and compressed again as a chat app forwards it. */
  forwarded: { scale: number; quality: number } | null;
  width: number;
  quality: number;
  storeId: string;
  /** '#' shows a digit; see applyMask. */
  cpfMask: string;
  cnpjMask: string;
  /** The app cuts holder names longer than this (in the truncated cases). */
  nameLimit: number;
  ellipsis: '…' | '...' | '';
  upperNames: boolean;
  dateStyle: DateStyle;
  recipientHeading: string;
  payerHeading: string;
  recipientFirst: boolean;
  /** null: the amount is printed big with no label. */
  amountLabel: string | null;
  colon: boolean;
  palette: Palette;
}

const LIGHT = { bg: '#ffffff', fg: '#1c1c1e', muted: '#6b6b73', line: '#e3e3e8' };
const DARK = { bg: '#121214', fg: '#f2f2f4', muted: '#a3a3ad', line: '#34343a' };

export const CPF_MASKS = { stars: '***.###.###-**', dots: '•••.###.###-••', ends: '###.***.***-##' } as const;
export const CNPJ_MASKS = {
  head: '##.***.***/####-**',
  middle: '**.###.###/####-**',
  full: '##.###.###/####-##',
} as const;

export const LAYOUT_SPECS: readonly LayoutSpec[] = [
  {
    key: 'nubank',
    institution: 'Nubank',
    bank: BANKS.nubank,
    family: 'label beside',
    theme: 'light',
    font: SANS,
    forwarded: null,
    width: 1080,
    quality: 84,
    storeId: 'p1',
    cpfMask: CPF_MASKS.dots,
    cnpjMask: CNPJ_MASKS.full,
    nameLimit: 28,
    ellipsis: '...',
    upperNames: false,
    dateStyle: 'mon-upper-dash',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    recipientFirst: true,
    amountLabel: 'Valor',
    colon: false,
    palette: { ...LIGHT, accent: '#820ad1', onAccent: '#ffffff' },
  },
  {
    key: 'itau',
    institution: 'Itaú Unibanco',
    bank: BANKS.itau,
    family: 'label above',
    theme: 'light',
    font: SANS,
    forwarded: null,
    width: 828,
    quality: 80,
    storeId: 'c1',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 26,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'slash-as',
    recipientHeading: 'para',
    payerHeading: 'de',
    recipientFirst: false,
    amountLabel: 'valor',
    colon: false,
    palette: { ...LIGHT, accent: '#ec7000', onAccent: '#ffffff' },
  },
  {
    key: 'bradesco',
    institution: 'Bradesco',
    bank: BANKS.bradesco,
    family: 'label beside',
    theme: 'light',
    font: MONO,
    forwarded: null,
    width: 1080,
    quality: 88,
    storeId: 'c2',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 30,
    ellipsis: '',
    upperNames: true,
    dateStyle: 'slash-dash-sec',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    recipientFirst: true,
    amountLabel: 'Valor',
    colon: true,
    palette: { ...LIGHT, accent: '#cc092f', onAccent: '#ffffff' },
  },
  {
    key: 'bb',
    institution: 'Banco do Brasil',
    bank: BANKS.bb,
    family: 'label beside',
    theme: 'light',
    font: MONO,
    forwarded: null,
    width: 720,
    quality: 76,
    storeId: 'p2',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.full,
    nameLimit: 25,
    ellipsis: '',
    upperNames: true,
    dateStyle: 'split',
    recipientHeading: 'FAVORECIDO',
    payerHeading: 'PAGADOR',
    recipientFirst: true,
    amountLabel: 'VALOR',
    colon: true,
    palette: { ...LIGHT, fg: '#1a1a1a', accent: '#003da5', onAccent: '#fcfc30' },
  },
  {
    key: 'caixa',
    institution: 'Caixa Econômica Federal',
    bank: BANKS.caixa,
    family: 'label above',
    theme: 'light',
    font: SANS,
    forwarded: null,
    width: 1080,
    quality: 82,
    storeId: 'c3',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 30,
    ellipsis: '...',
    upperNames: true,
    dateStyle: 'weekday-long',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    recipientFirst: true,
    amountLabel: 'Valor da transferência',
    colon: false,
    palette: { ...LIGHT, accent: '#005ca9', onAccent: '#ffffff' },
  },
  {
    key: 'santander',
    institution: 'Santander',
    bank: BANKS.santander,
    family: 'label above',
    theme: 'dark',
    font: SANS,
    forwarded: null,
    width: 1080,
    quality: 78,
    storeId: 'p3',
    cpfMask: CPF_MASKS.dots,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 24,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'yy',
    recipientHeading: 'Favorecido',
    payerHeading: 'Pagador',
    recipientFirst: true,
    amountLabel: 'Valor pago',
    colon: false,
    palette: { ...DARK, accent: '#ec0000', onAccent: '#ffffff' },
  },
  {
    key: 'inter',
    institution: 'Banco Inter',
    bank: BANKS.inter,
    family: 'label above',
    theme: 'dark',
    font: SANS,
    forwarded: { scale: 0.7, quality: 60 },
    width: 1080,
    quality: 86,
    storeId: 'c4',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 27,
    ellipsis: '...',
    upperNames: true,
    dateStyle: 'weekday-long',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    recipientFirst: true,
    amountLabel: 'Valor',
    colon: false,
    palette: { ...DARK, bg: '#1b1b1f', accent: '#ff7a00', onAccent: '#ffffff' },
  },
  {
    key: 'picpay',
    institution: 'PicPay',
    bank: BANKS.picpay,
    family: 'no label',
    theme: 'dark',
    font: SANS,
    forwarded: null,
    width: 1080,
    quality: 80,
    storeId: 'p4',
    cpfMask: CPF_MASKS.dots,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 25,
    ellipsis: '...',
    upperNames: false,
    dateStyle: 'de-mes',
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: true,
    amountLabel: null,
    colon: false,
    palette: { ...DARK, accent: '#21c25e', onAccent: '#0d0d0d' },
  },
  {
    key: 'mercadopago',
    institution: 'Mercado Pago',
    bank: BANKS.mercadopago,
    family: 'no label',
    theme: 'light',
    font: SANS,
    forwarded: null,
    width: 1080,
    quality: 90,
    storeId: 'c5',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 29,
    ellipsis: '…',
    upperNames: false,
    dateStyle: 'long-as',
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: false,
    amountLabel: null,
    colon: false,
    palette: { ...LIGHT, accent: '#009ee3', onAccent: '#ffffff' },
  },
  {
    key: 'c6',
    institution: 'C6 Bank',
    bank: BANKS.c6,
    family: 'label beside',
    theme: 'dark',
    font: SANS,
    forwarded: null,
    width: 1080,
    quality: 74,
    storeId: 'p5',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 26,
    ellipsis: '…',
    upperNames: true,
    dateStyle: 'caps-h',
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: true,
    amountLabel: 'Valor',
    colon: false,
    palette: { ...DARK, bg: '#0a0a0a', accent: '#d8d8d8', onAccent: '#0a0a0a' },
  },
  {
    key: 'pagbank',
    institution: 'PagBank',
    bank: BANKS.pagbank,
    family: 'label beside',
    theme: 'light',
    font: MONO,
    forwarded: { scale: 0.62, quality: 58 },
    width: 1080,
    quality: 85,
    storeId: 'c6',
    cpfMask: CPF_MASKS.ends,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 28,
    ellipsis: '...',
    upperNames: true,
    dateStyle: 'dots',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    recipientFirst: false,
    amountLabel: 'Total',
    colon: true,
    palette: { ...LIGHT, accent: '#1bb99a', onAccent: '#ffffff' },
  },
  {
    key: 'sicredi',
    institution: 'Sicredi',
    bank: BANKS.sicredi,
    family: 'label above',
    theme: 'light',
    font: MONO,
    forwarded: null,
    width: 1080,
    quality: 80,
    storeId: 'p6',
    cpfMask: CPF_MASKS.ends,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 30,
    ellipsis: '',
    upperNames: true,
    dateStyle: 'slash-dash-sec',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    recipientFirst: false,
    amountLabel: 'Valor',
    colon: false,
    palette: { ...LIGHT, accent: '#3fa110', onAccent: '#ffffff' },
  },
  {
    key: 'next',
    institution: 'Next',
    bank: BANKS.bradesco,
    family: 'no label',
    theme: 'dark',
    font: SANS,
    forwarded: null,
    width: 1080,
    quality: 72,
    storeId: 'c7',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 26,
    ellipsis: '...',
    upperNames: false,
    dateStyle: 'yy',
    recipientHeading: 'Destinatário',
    payerHeading: 'Remetente',
    recipientFirst: true,
    amountLabel: null,
    colon: false,
    palette: { ...DARK, bg: '#0b0b0b', accent: '#00e85f', onAccent: '#0b0b0b' },
  },
  {
    key: 'stone',
    institution: 'Stone',
    bank: BANKS.stone,
    family: 'label beside',
    theme: 'dark',
    font: MONO,
    forwarded: null,
    width: 900,
    quality: 82,
    storeId: 'c8',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 30,
    ellipsis: '…',
    upperNames: true,
    dateStyle: 'slash-as',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    recipientFirst: true,
    amountLabel: 'Valor da transferência',
    colon: false,
    palette: { ...DARK, bg: '#0f1a14', accent: '#00a868', onAccent: '#ffffff' },
  },
  {
    key: 'cora',
    institution: 'Cora',
    bank: BANKS.cora,
    family: 'label above',
    theme: 'light',
    font: SANS,
    forwarded: { scale: 0.8, quality: 64 },
    width: 750,
    quality: 88,
    storeId: 'p7',
    cpfMask: CPF_MASKS.stars,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 24,
    ellipsis: '...',
    upperNames: false,
    dateStyle: 'mon-lower-dash',
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: true,
    amountLabel: 'Valor',
    colon: false,
    palette: { ...LIGHT, accent: '#fe3e6d', onAccent: '#ffffff' },
  },
  {
    key: 'sicoob',
    institution: 'Sicoob',
    bank: BANKS.sicoob,
    family: 'no label',
    theme: 'light',
    font: MONO,
    forwarded: null,
    width: 1080,
    quality: 78,
    storeId: 'p8',
    cpfMask: CPF_MASKS.dots,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 28,
    ellipsis: '…',
    upperNames: true,
    dateStyle: 'slash-as',
    // No heading over the recipient: the payer's block follows under "De".
    recipientHeading: '',
    payerHeading: 'De',
    recipientFirst: true,
    amountLabel: null,
    colon: false,
    palette: { ...LIGHT, accent: '#00ae9d', onAccent: '#ffffff' },
  },
];

export function maskFor(spec: LayoutSpec, kind: 'cpf' | 'cnpj'): string {
  return kind === 'cpf' ? spec.cpfMask : spec.cnpjMask;
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

/** São Paulo is UTC−3 all year (no daylight saving since 2019). */
export const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface DatePiece {
  label: string | null;
  value: string;
}

/** The instant as the layout prints it, in São Paulo time; dateOnly for a scheduled date. */
export function formatDate(style: DateStyle, instant: Date, dateOnly = false): DatePiece[] {
  const local = new Date(instant.getTime() - SAO_PAULO_OFFSET_MS);
  const p2 = (n: number) => String(n).padStart(2, '0');
  const d = p2(local.getUTCDate());
  const m = p2(local.getUTCMonth() + 1);
  const y = String(local.getUTCFullYear());
  const hh = p2(local.getUTCHours());
  const mm = p2(local.getUTCMinutes());
  const ss = p2(local.getUTCSeconds());
  const month = MONTHS[local.getUTCMonth()] as string;
  const mon = month.slice(0, 3);
  const one = (date: string, time: string): DatePiece[] => [{ label: null, value: dateOnly ? date : `${date}${time}` }];
  switch (style) {
    case 'slash-as':
      return one(`${d}/${m}/${y}`, ` às ${hh}:${mm}`);
    case 'mon-upper-dash':
      return one(`${d} ${mon.toUpperCase()} ${y}`, ` - ${hh}:${mm}:${ss}`);
    case 'mon-lower-dash':
      return one(`${d} ${mon} ${y}`, ` - ${hh}:${mm}:${ss}`);
    case 'weekday-long': {
      const date = `${WEEKDAYS[local.getUTCDay()]}, ${d} de ${month} de ${y}`;
      return dateOnly
        ? [{ label: null, value: date }]
        : [
            { label: null, value: date },
            { label: null, value: `às ${hh}:${mm}:${ss}` },
          ];
    }
    case 'long-as':
      return one(`${d} de ${month} de ${y}`, ` às ${hh}:${mm}:${ss}`);
    case 'yy':
      return one(`${d}/${m}/${y.slice(2)}`, ` - ${hh}:${mm}`);
    case 'dots':
      return one(`${d}.${m}.${y}`, ` ${hh}:${mm}:${ss}`);
    case 'caps-h':
      return one(`${d} ${mon.toUpperCase()} ${y}`, ` · ${hh}h${mm}`);
    case 'de-mes':
      return one(`${d} de ${mon}. de ${y}`, `, ${hh}:${mm}`);
    case 'slash-dash-sec':
      return one(`${d}/${m}/${y}`, ` - ${hh}:${mm}:${ss}`);
    case 'split':
      return dateOnly
        ? [{ label: 'DATA', value: `${d}/${m}/${y}` }]
        : [
            { label: 'DATA', value: `${d}/${m}/${y}` },
            { label: 'HORA', value: `${hh}:${mm}:${ss}` },
          ];
  }
}
