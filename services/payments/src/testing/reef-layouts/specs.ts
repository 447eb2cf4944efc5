// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import type { LayoutKey } from './people.js';

export const SANS_FONT = 'Gemunu Libre';
export const MONO_FONT = 'Hermit';
/** The Debian packages that hold the two families. */
export const FONT_PACKAGES: readonly string[] = ['fonts-gemunu-libre', 'fonts-hermit'];

export type Family = 'label beside' | 'label above' | 'no label';

/** How a layout hides document digits. `*` and `•` hide, `#` keeps the digit. */
export type MaskName =
  | 'cpf-mid-stars'
  | 'cpf-mid-dots'
  | 'cpf-ends'
  | 'cnpj-full'
  | 'cnpj-head'
  | 'cnpj-mid-stars'
  | 'cnpj-mid-dots';

export const MASK_PATTERNS: Record<MaskName, string> = {
  'cpf-mid-stars': '***.###.###-**',
  'cpf-mid-dots': '•••.###.###-••',
  'cpf-ends': '###.***.***-##',
  'cnpj-full': '##.###.###/####-##',
  'cnpj-head': '##.***.***/####-**',
  'cnpj-mid-stars': '**.###.###/####-**',
  'cnpj-mid-dots': '••.###.###/####-••',
};

export type DateStyle =
  | 'slash-as' // 23/11/2026 às 10:41
  | 'abbr-dash-seconds' // 23 nov 2026 - 10:41:07
  | 'weekday-long' // Segunda, 23 de novembro de 2026, 10h41
  | 'short-year' // 23/11/26 10:41
  | 'slash-dash-seconds' // 23/11/2026 - 10:41:07
  | 'abbr-de-as' // 23 de nov. de 2026 às 10:41
  | 'dots' // 23.11.2026 10:41
  | 'weekday-short' // seg, 23/11/2026 - 10h41min
  | 'upper-abbr' // 23 NOV 2026, 10:41
  | 'split'; // date and time on separate rows: 23/11/2026 and 10:41:07

export interface LayoutSpec {
  key: LayoutKey;
  family: Family;
  theme: 'light' | 'dark';
  mono: boolean;
  forwarded: boolean;
  width: number;
  height: number;
  quality: number;
  /** For forwarded layouts: the chat app's downscale and its JPEG quality. */
  forwardScale?: number;
  forwardQuality?: number;
  cpfMask: MaskName;
  cnpjMask: MaskName;
  /** Where the app cuts long holder names, and with what. */
  nameLimit: number;
  ellipsis: '…' | '...' | '';
  nameCase: 'upper' | 'title';
  dateStyle: DateStyle;
  payerFirst: boolean;
  /** Visible digit difference of the same-name document: 2–3 or 4+. */
  sameNameDiff: 'few' | 'many';
  wrongAmount: 'cents' | 'swap' | 'tens';
  paidBefore: 'morning' | 'day before';
  accent: string;
}

export const SPECS: readonly LayoutSpec[] = [
  {
    key: 'bmg',
    family: 'label beside',
    theme: 'light',
    mono: false,
    forwarded: false,
    width: 1080,
    height: 2200,
    quality: 90,
    cpfMask: 'cpf-mid-stars',
    cnpjMask: 'cnpj-full',
    nameLimit: 28,
    ellipsis: '...',
    nameCase: 'upper',
    dateStyle: 'slash-as',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'cents',
    paidBefore: 'morning',
    accent: '#f26c21',
  },
  {
    key: 'daycoval',
    family: 'label above',
    theme: 'dark',
    mono: true,
    forwarded: false,
    width: 900,
    height: 1900,
    quality: 86,
    cpfMask: 'cpf-mid-dots',
    cnpjMask: 'cnpj-mid-dots',
    nameLimit: 24,
    ellipsis: '…',
    nameCase: 'upper',
    dateStyle: 'abbr-dash-seconds',
    payerFirst: false,
    sameNameDiff: 'few',
    wrongAmount: 'swap',
    paidBefore: 'day before',
    accent: '#4da3ff',
  },
  {
    key: 'sofisa',
    family: 'label beside',
    theme: 'dark',
    mono: false,
    forwarded: false,
    width: 1080,
    height: 2300,
    quality: 88,
    cpfMask: 'cpf-ends',
    cnpjMask: 'cnpj-head',
    nameLimit: 26,
    ellipsis: '',
    nameCase: 'title',
    dateStyle: 'weekday-long',
    payerFirst: true,
    sameNameDiff: 'few',
    wrongAmount: 'tens',
    paidBefore: 'morning',
    accent: '#00b2a9',
  },
  {
    key: 'banestes',
    family: 'no label',
    theme: 'light',
    mono: false,
    forwarded: true,
    width: 1080,
    height: 2000,
    quality: 92,
    forwardScale: 0.66,
    forwardQuality: 62,
    cpfMask: 'cpf-mid-stars',
    cnpjMask: 'cnpj-mid-stars',
    nameLimit: 22,
    ellipsis: '...',
    nameCase: 'upper',
    dateStyle: 'short-year',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'cents',
    paidBefore: 'day before',
    accent: '#005ca9',
  },
  {
    key: 'banpara',
    family: 'label above',
    theme: 'light',
    mono: true,
    forwarded: false,
    width: 720,
    height: 1560,
    quality: 84,
    cpfMask: 'cpf-mid-stars',
    cnpjMask: 'cnpj-head',
    nameLimit: 20,
    ellipsis: '',
    nameCase: 'upper',
    dateStyle: 'slash-dash-seconds',
    payerFirst: true,
    sameNameDiff: 'few',
    wrongAmount: 'tens',
    paidBefore: 'morning',
    accent: '#0a7d3b',
  },
  {
    key: 'banese',
    family: 'label beside',
    theme: 'light',
    mono: true,
    forwarded: true,
    width: 1080,
    height: 2100,
    quality: 90,
    forwardScale: 0.7,
    forwardQuality: 58,
    cpfMask: 'cpf-ends',
    cnpjMask: 'cnpj-full',
    nameLimit: 25,
    ellipsis: '…',
    nameCase: 'upper',
    dateStyle: 'dots',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'swap',
    paidBefore: 'day before',
    accent: '#00813e',
  },
  {
    key: 'bs2',
    family: 'label above',
    theme: 'dark',
    mono: false,
    forwarded: false,
    width: 1080,
    height: 2200,
    quality: 87,
    cpfMask: 'cpf-mid-dots',
    cnpjMask: 'cnpj-mid-dots',
    nameLimit: 30,
    ellipsis: '…',
    nameCase: 'title',
    dateStyle: 'abbr-de-as',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'cents',
    paidBefore: 'morning',
    accent: '#2f7bff',
  },
  {
    key: 'cresol',
    family: 'no label',
    theme: 'light',
    mono: true,
    forwarded: false,
    width: 900,
    height: 1800,
    quality: 85,
    cpfMask: 'cpf-mid-stars',
    cnpjMask: 'cnpj-mid-stars',
    nameLimit: 24,
    ellipsis: '...',
    nameCase: 'upper',
    dateStyle: 'weekday-short',
    payerFirst: true,
    sameNameDiff: 'few',
    wrongAmount: 'tens',
    paidBefore: 'day before',
    accent: '#e0701a',
  },
  {
    key: 'digio',
    family: 'label beside',
    theme: 'dark',
    mono: false,
    forwarded: false,
    width: 1080,
    height: 2150,
    quality: 89,
    cpfMask: 'cpf-mid-dots',
    cnpjMask: 'cnpj-mid-dots',
    nameLimit: 27,
    ellipsis: '…',
    nameCase: 'title',
    dateStyle: 'upper-abbr',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'swap',
    paidBefore: 'morning',
    accent: '#3d8bfd',
  },
  {
    key: 'mercantil',
    family: 'label above',
    theme: 'light',
    mono: false,
    forwarded: false,
    width: 1080,
    height: 2250,
    quality: 91,
    cpfMask: 'cpf-ends',
    cnpjMask: 'cnpj-full',
    nameLimit: 26,
    ellipsis: '',
    nameCase: 'upper',
    dateStyle: 'split',
    payerFirst: false,
    sameNameDiff: 'few',
    wrongAmount: 'cents',
    paidBefore: 'day before',
    accent: '#003c7e',
  },
  {
    key: 'bv',
    family: 'no label',
    theme: 'dark',
    mono: false,
    forwarded: false,
    width: 1080,
    height: 2000,
    quality: 88,
    cpfMask: 'cpf-mid-dots',
    cnpjMask: 'cnpj-mid-dots',
    nameLimit: 29,
    ellipsis: '…',
    nameCase: 'title',
    dateStyle: 'abbr-de-as',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'tens',
    paidBefore: 'morning',
    accent: '#1e6bff',
  },
  {
    key: 'asaas',
    family: 'label beside',
    theme: 'light',
    mono: true,
    forwarded: false,
    width: 1000,
    height: 2000,
    quality: 86,
    cpfMask: 'cpf-mid-stars',
    cnpjMask: 'cnpj-mid-stars',
    nameLimit: 23,
    ellipsis: '...',
    nameCase: 'upper',
    dateStyle: 'slash-dash-seconds',
    payerFirst: true,
    sameNameDiff: 'few',
    wrongAmount: 'cents',
    paidBefore: 'day before',
    accent: '#0030b9',
  },
  {
    key: 'viacredi',
    family: 'label above',
    theme: 'light',
    mono: false,
    forwarded: true,
    width: 1080,
    height: 2160,
    quality: 93,
    forwardScale: 0.62,
    forwardQuality: 66,
    cpfMask: 'cpf-mid-stars',
    cnpjMask: 'cnpj-head',
    nameLimit: 21,
    ellipsis: '…',
    nameCase: 'upper',
    dateStyle: 'slash-as',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'swap',
    paidBefore: 'morning',
    accent: '#00a651',
  },
  {
    key: 'bnb',
    family: 'label beside',
    theme: 'light',
    mono: false,
    forwarded: false,
    width: 900,
    height: 1850,
    quality: 87,
    cpfMask: 'cpf-ends',
    cnpjMask: 'cnpj-full',
    nameLimit: 25,
    ellipsis: '',
    nameCase: 'upper',
    dateStyle: 'short-year',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'tens',
    paidBefore: 'day before',
    accent: '#b5121b',
  },
  {
    key: 'basa',
    family: 'label above',
    theme: 'dark',
    mono: true,
    forwarded: false,
    width: 1000,
    height: 2100,
    quality: 85,
    cpfMask: 'cpf-mid-dots',
    cnpjMask: 'cnpj-mid-dots',
    nameLimit: 22,
    ellipsis: '...',
    nameCase: 'upper',
    dateStyle: 'dots',
    payerFirst: true,
    sameNameDiff: 'few',
    wrongAmount: 'cents',
    paidBefore: 'morning',
    accent: '#2fb36b',
  },
  {
    key: 'genial',
    family: 'no label',
    theme: 'light',
    mono: false,
    forwarded: false,
    width: 1080,
    height: 2050,
    quality: 89,
    cpfMask: 'cpf-mid-stars',
    cnpjMask: 'cnpj-full',
    nameLimit: 30,
    ellipsis: '...',
    nameCase: 'upper',
    dateStyle: 'upper-abbr',
    payerFirst: false,
    sameNameDiff: 'many',
    wrongAmount: 'swap',
    paidBefore: 'day before',
    accent: '#0b2e59',
  },
];

export function specOf(layout: string): LayoutSpec {
  const spec = SPECS.find((s) => s.key === layout);
  if (!spec) throw new Error(`no reef layout ${layout}`);
  return spec;
}

export function fontOf(spec: LayoutSpec): string {
  return spec.mono ? MONO_FONT : SANS_FONT;
}

/** The document as the layout masks it: `*`/`•` hide digits, `#` shows them. */
export function maskDocument(digits: string, mask: MaskName): string {
  const pattern = MASK_PATTERNS[mask];
  let i = 0;
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') {
      out += digits.charAt(i);
      i += 1;
    } else if (ch === '*' || ch === '•') {
      out += ch;
      i += 1;
    } else out += ch;
  }
  return out;
}

export function maskFor(spec: LayoutSpec, digits: string): MaskName {
  return digits.length === 14 ? spec.cnpjMask : spec.cpfMask;
}

/** Indexes (into the 11 or 14 digits) that the mask shows. */
export function visiblePositions(mask: MaskName): number[] {
  const out: number[] = [];
  let i = 0;
  for (const ch of MASK_PATTERNS[mask]) {
    if (ch === '#') out.push(i);
    if (ch === '#' || ch === '*' || ch === '•') i += 1;
  }
  return out;
}
