// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { BANKS, formatDocument, type Institution } from './people.js';

export const SANS_FONT = 'Yanone Kaffeesatz';
export const MONO_FONT = 'Agave';
export const ESTUARY_FONT_PACKAGES: readonly string[] = ['fonts-yanone-kaffeesatz', 'fonts-agave'];

export type Family = 'label beside' | 'label above' | 'no label';

/** Which digits of the formatted document stay visible, and what hides the others. */
export interface Mask {
  /** Digit positions (0-based over the digits only) left visible; 'all' shows the whole document. */
  visible: 'all' | readonly number[];
  char: string;
}

export const CPF_STARS: Mask = { visible: [3, 4, 5, 6, 7, 8], char: '*' };
export const CPF_DOTS: Mask = { visible: [3, 4, 5, 6, 7, 8], char: '•' };
export const CPF_ENDS: Mask = { visible: [0, 1, 2, 9, 10], char: '*' };
export const CNPJ_FULL: Mask = { visible: 'all', char: '' };
export const CNPJ_ROOT: Mask = { visible: [0, 1, 2, 3, 4, 5, 6, 7], char: '*' };
export const CNPJ_MIDDLE: Mask = { visible: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11], char: '*' };

export function visiblePositions(mask: Mask, length: number): number[] {
  return mask.visible === 'all' ? Array.from({ length }, (_, i) => i) : [...mask.visible];
}

export function maskDocument(digits: string, mask: Mask): string {
  const shown = new Set(visiblePositions(mask, digits.length));
  let index = 0;
  return formatDocument(digits).replace(/\d/g, (d) => (shown.has(index++) ? d : mask.char));
}

export interface LayoutSpec {
  key: string;
  index: number;
  bank: Institution;
  family: Family;
  theme: 'light' | 'dark';
  font: typeof SANS_FONT | typeof MONO_FONT;
  width: number;
  height: number;
  /** JPEG quality of the screenshot as taken. */
  quality: number;
  /** Sent on through a chat app: scaled down and compressed again. */
  forwarded: { scale: number; quality: number } | null;
  nameCase: 'upper' | 'title';
  /** The app cuts longer recipient names at this many characters, adding `ellipsis`. */
  nameLimit: number;
  ellipsis: '…' | '';
  cpfMask: Mask;
  cnpjMask: Mask;
  phoneKey: 'formatted' | 'masked';
  /** How many visible digits the same-name impostor's document changes: 'few' 2–3, 'many' 4 or more. */
  sameNameDiff: 'few' | 'many';
  wrongAmount: 'cents' | 'swap' | 'tens';
  earlyPay: 'morning' | 'day before';
  e2eAlphabet: 'alnum' | 'ALNUM';
}

const spec = (
  key: string,
  bank: Institution,
  family: Family,
  theme: 'light' | 'dark',
  mono: boolean,
  size: [number, number],
  rest: Omit<LayoutSpec, 'key' | 'index' | 'bank' | 'family' | 'theme' | 'font' | 'width' | 'height'>,
): Omit<LayoutSpec, 'index'> => ({
  key,
  bank,
  family,
  theme,
  font: mono ? MONO_FONT : SANS_FONT,
  width: size[0],
  height: size[1],
  ...rest,
});

export const LAYOUTS: LayoutSpec[] = [
  spec('sicredi', BANKS.sicredi, 'label beside', 'light', false, [1080, 2340], {
    quality: 88,
    forwarded: null,
    nameCase: 'upper',
    nameLimit: 24,
    ellipsis: '…',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_FULL,
    phoneKey: 'formatted',
    sameNameDiff: 'few',
    wrongAmount: 'cents',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
  spec('banrisul', BANKS.banrisul, 'label above', 'light', true, [720, 1600], {
    quality: 85,
    forwarded: null,
    nameCase: 'upper',
    nameLimit: 22,
    ellipsis: '',
    cpfMask: CPF_DOTS,
    cnpjMask: CNPJ_FULL,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'swap',
    earlyPay: 'day before',
    e2eAlphabet: 'ALNUM',
  }),
  spec('btg-pactual', BANKS.btg, 'label beside', 'dark', false, [1170, 2532], {
    quality: 90,
    forwarded: null,
    nameCase: 'title',
    nameLimit: 26,
    ellipsis: '…',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'tens',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
  spec('xp', BANKS.xp, 'label above', 'dark', false, [1080, 2400], {
    quality: 91,
    forwarded: { scale: 0.7, quality: 60 },
    nameCase: 'upper',
    nameLimit: 20,
    ellipsis: '',
    cpfMask: CPF_ENDS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'masked',
    sameNameDiff: 'few',
    wrongAmount: 'cents',
    earlyPay: 'day before',
    e2eAlphabet: 'ALNUM',
  }),
  spec('safra', BANKS.safra, 'no label', 'dark', true, [1080, 2340], {
    quality: 87,
    forwarded: null,
    nameCase: 'upper',
    nameLimit: 25,
    ellipsis: '…',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_MIDDLE,
    phoneKey: 'masked',
    sameNameDiff: 'few',
    wrongAmount: 'swap',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
  spec('original', BANKS.original, 'label beside', 'light', false, [1080, 2400], {
    quality: 86,
    forwarded: null,
    nameCase: 'title',
    nameLimit: 22,
    ellipsis: '',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_FULL,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'tens',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
  spec('agibank', BANKS.agibank, 'label above', 'light', false, [900, 1950], {
    quality: 84,
    forwarded: null,
    nameCase: 'upper',
    nameLimit: 25,
    ellipsis: '…',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_FULL,
    phoneKey: 'formatted',
    sameNameDiff: 'few',
    wrongAmount: 'cents',
    earlyPay: 'day before',
    e2eAlphabet: 'ALNUM',
  }),
  spec('brb', BANKS.brb, 'label beside', 'light', true, [1080, 2340], {
    quality: 89,
    forwarded: { scale: 0.75, quality: 55 },
    nameCase: 'upper',
    nameLimit: 20,
    ellipsis: '',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_FULL,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'swap',
    earlyPay: 'morning',
    e2eAlphabet: 'ALNUM',
  }),
  spec('unicred', BANKS.unicred, 'no label', 'light', false, [1170, 2532], {
    quality: 90,
    forwarded: null,
    nameCase: 'title',
    nameLimit: 26,
    ellipsis: '…',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'formatted',
    sameNameDiff: 'few',
    wrongAmount: 'tens',
    earlyPay: 'day before',
    e2eAlphabet: 'alnum',
  }),
  spec('will-bank', BANKS.will, 'label above', 'dark', false, [1080, 2400], {
    quality: 88,
    forwarded: null,
    nameCase: 'title',
    nameLimit: 24,
    ellipsis: '…',
    cpfMask: CPF_DOTS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'cents',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
  spec('efi', BANKS.efi, 'label beside', 'light', true, [750, 1334], {
    quality: 82,
    forwarded: null,
    nameCase: 'upper',
    nameLimit: 18,
    ellipsis: '',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_FULL,
    phoneKey: 'formatted',
    sameNameDiff: 'few',
    wrongAmount: 'swap',
    earlyPay: 'day before',
    e2eAlphabet: 'ALNUM',
  }),
  spec('infinitepay', BANKS.infinitepay, 'no label', 'dark', false, [1080, 2400], {
    quality: 92,
    forwarded: null,
    nameCase: 'title',
    nameLimit: 22,
    ellipsis: '…',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'tens',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
  spec('iti', BANKS.iti, 'label above', 'light', true, [1080, 2340], {
    quality: 86,
    forwarded: null,
    nameCase: 'upper',
    nameLimit: 26,
    ellipsis: '',
    cpfMask: CPF_DOTS,
    cnpjMask: CNPJ_MIDDLE,
    phoneKey: 'formatted',
    sameNameDiff: 'few',
    wrongAmount: 'cents',
    earlyPay: 'day before',
    e2eAlphabet: 'alnum',
  }),
  spec('nubank', BANKS.nubank, 'label beside', 'dark', false, [1080, 2400], {
    quality: 90,
    forwarded: null,
    nameCase: 'title',
    nameLimit: 24,
    ellipsis: '…',
    cpfMask: CPF_DOTS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'swap',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
  spec('inter', BANKS.inter, 'label above', 'light', false, [1080, 2400], {
    quality: 90,
    forwarded: { scale: 0.65, quality: 65 },
    nameCase: 'upper',
    nameLimit: 22,
    ellipsis: '…',
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'masked',
    sameNameDiff: 'few',
    wrongAmount: 'tens',
    earlyPay: 'day before',
    e2eAlphabet: 'ALNUM',
  }),
  spec('mercado-pago', BANKS.mercadopago, 'no label', 'light', true, [1080, 2340], {
    quality: 85,
    forwarded: null,
    nameCase: 'title',
    nameLimit: 26,
    ellipsis: '…',
    cpfMask: CPF_ENDS,
    cnpjMask: CNPJ_ROOT,
    phoneKey: 'formatted',
    sameNameDiff: 'many',
    wrongAmount: 'cents',
    earlyPay: 'morning',
    e2eAlphabet: 'alnum',
  }),
].map((layout, index) => ({ ...layout, index }));
