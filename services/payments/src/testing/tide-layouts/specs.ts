// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import type { DocKind, KeyKind } from './people.js';
import { formatCnpj, formatCpf } from './text.js';

export type Family = 'label beside' | 'label above' | 'no label';
export type Theme = 'light' | 'dark';

export const SANS_FONT = 'Lemonada';
export const MONO_FONT = 'Courier Prime';
export const TIDE_FONT_PACKAGES = ['fonts-lemonada', 'fonts-courier-prime'] as const;
/** Average advance of a character as a fraction of the font size (measured on names, ids and amounts, rounded up). */
export const FONT_WIDTH_FACTOR: Readonly<Record<string, number>> = { [SANS_FONT]: 0.7, [MONO_FONT]: 0.62 };

/** Which digits of a document stay visible ('v') or are hidden ('h'), and the character that hides them. */
export interface DocMask {
  id: string;
  visible: string;
  hide: '*' | '•';
}

export const CPF_MASKS = {
  middleStars: { id: 'cpf ***.456.789-**', visible: 'hhhvvvvvvhh', hide: '*' },
  middleDots: { id: 'cpf •••.456.789-••', visible: 'hhhvvvvvvhh', hide: '•' },
  ends: { id: 'cpf 123.***.***-45', visible: 'vvvhhhhhhvv', hide: '*' },
} as const satisfies Record<string, DocMask>;

export const CNPJ_MASKS = {
  head: { id: 'cnpj 12.***.***/0001-**', visible: 'vvhhhhhhvvvvhh', hide: '*' },
  middle: { id: 'cnpj **.345.678/0001-**', visible: 'hhvvvvvvvvvvhh', hide: '*' },
  middleDots: { id: 'cnpj ••.345.678/0001-••', visible: 'hhvvvvvvvvvvhh', hide: '•' },
  full: { id: 'cnpj full', visible: 'vvvvvvvvvvvvvv', hide: '*' },
} as const satisfies Record<string, DocMask>;

/** Prints a document (digits only) with the mask applied, separators kept. */
export function maskDocument(digits: string, kind: DocKind, mask: DocMask): string {
  const kept = [...digits].map((digit, i) => (mask.visible[i] === 'v' ? digit : mask.hide)).join('');
  return kind === 'cpf' ? formatCpf(kept) : formatCnpj(kept);
}

/** The digits a masked print lets a reader see, by position ('' where hidden). */
export function visibleDigits(printed: string): string[] {
  return [...printed.replace(/[./\-\s]/g, '')].map((char) => (/\d/.test(char) ? char : ''));
}

export type DateStyle =
  | 'dd MMM yyyy - HH:mm:ss'
  | 'dd/MM/yyyy às HH:mm'
  | 'dd/MM/yyyy - HH:mm:ss'
  | 'dd/MM/yyyy + HH:mm:ss'
  | 'weekday, dd de MMMM de yyyy + às HH:mm'
  | 'dd/MM/yy HH:mm'
  | 'ddd, dd/MM/yyyy às HH:mm:ss'
  | 'dd de MMMM de yyyy às HH:mm'
  | 'weekday, dd de MMMM de yyyy + HH:mm:ss'
  | 'dd.MM.yyyy HH:mm'
  | 'dd MMM yyyy · HHhmm'
  | 'dd/MM/yyyy HH:mm:ss'
  | 'dd.MM.yyyy - HH:mm:ss'
  | 'dd de MMM. de yyyy, HH:mm'
  | 'dd/MM/yy às HHhmm';

export type PhoneStyle = '+55 (11) 98765-4321' | '(11) 98765-4321' | '+55 11 98765 4321' | '+5511987654321';

export interface LayoutSpec {
  key: string;
  institution: string;
  family: Family;
  theme: Theme;
  font: string;
  forwarded: boolean;
  /** Delivered-before-forwarding canvas, in pixels; drawing is designed on a 1080-wide grid and scaled. */
  width: number;
  height: number;
  quality: number;
  forwardScale?: number;
  forwardQuality?: number;
  cpfMask: DocMask;
  cnpjMask: DocMask;
  nameLimit: number;
  ellipsis: '…' | '...' | '';
  nameStyle: 'as-is' | 'upper' | 'plain-upper';
  recipientFirst: boolean;
  dateStyle: DateStyle;
  phoneStyle: PhoneStyle;
  accent: string;
}

const L = (spec: LayoutSpec): LayoutSpec => spec;

export const LAYOUT_SPECS: readonly LayoutSpec[] = [
  L({
    key: 'nubank',
    institution: 'nubank',
    family: 'label beside',
    theme: 'dark',
    font: SANS_FONT,
    forwarded: false,
    width: 1080,
    height: 2400,
    quality: 86,
    cpfMask: CPF_MASKS.middleDots,
    cnpjMask: CNPJ_MASKS.middleDots,
    nameLimit: 28,
    ellipsis: '...',
    nameStyle: 'as-is',
    recipientFirst: true,
    dateStyle: 'dd MMM yyyy - HH:mm:ss',
    phoneStyle: '+55 (11) 98765-4321',
    accent: '#A45CF0',
  }),
  L({
    key: 'itau',
    institution: 'itau',
    family: 'label above',
    theme: 'light',
    font: SANS_FONT,
    forwarded: false,
    width: 828,
    height: 1792,
    quality: 82,
    cpfMask: CPF_MASKS.middleStars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 26,
    ellipsis: '…',
    nameStyle: 'upper',
    recipientFirst: true,
    dateStyle: 'dd/MM/yyyy às HH:mm',
    phoneStyle: '(11) 98765-4321',
    accent: '#EC7000',
  }),
  L({
    key: 'bradesco',
    institution: 'bradesco',
    family: 'label beside',
    theme: 'light',
    font: MONO_FONT,
    forwarded: false,
    width: 1080,
    height: 2340,
    quality: 88,
    cpfMask: CPF_MASKS.middleStars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 30,
    ellipsis: '',
    nameStyle: 'plain-upper',
    recipientFirst: true,
    dateStyle: 'dd/MM/yyyy - HH:mm:ss',
    phoneStyle: '+55 (11) 98765-4321',
    accent: '#CC092F',
  }),
  L({
    key: 'bb',
    institution: 'bb',
    family: 'label beside',
    theme: 'light',
    font: MONO_FONT,
    forwarded: false,
    width: 720,
    height: 1600,
    quality: 78,
    cpfMask: CPF_MASKS.ends,
    cnpjMask: CNPJ_MASKS.full,
    nameLimit: 25,
    ellipsis: '',
    nameStyle: 'plain-upper',
    recipientFirst: true,
    dateStyle: 'dd/MM/yyyy + HH:mm:ss',
    phoneStyle: '+5511987654321',
    accent: '#465EFF',
  }),
  L({
    key: 'caixa',
    institution: 'caixa',
    family: 'label above',
    theme: 'light',
    font: SANS_FONT,
    forwarded: false,
    width: 1080,
    height: 2400,
    quality: 84,
    cpfMask: CPF_MASKS.middleStars,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 30,
    ellipsis: '...',
    nameStyle: 'upper',
    recipientFirst: true,
    dateStyle: 'weekday, dd de MMMM de yyyy + às HH:mm',
    phoneStyle: '(11) 98765-4321',
    accent: '#005CA9',
  }),
  L({
    key: 'santander',
    institution: 'santander',
    family: 'label above',
    theme: 'dark',
    font: SANS_FONT,
    forwarded: true,
    width: 1080,
    height: 2340,
    quality: 90,
    forwardScale: 0.62,
    forwardQuality: 58,
    cpfMask: CPF_MASKS.ends,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 24,
    ellipsis: '…',
    nameStyle: 'as-is',
    recipientFirst: true,
    dateStyle: 'dd/MM/yy HH:mm',
    phoneStyle: '+55 (11) 98765-4321',
    accent: '#EC0000',
  }),
  L({
    key: 'inter',
    institution: 'inter',
    family: 'label above',
    theme: 'light',
    font: SANS_FONT,
    forwarded: false,
    width: 750,
    height: 1624,
    quality: 80,
    cpfMask: CPF_MASKS.middleStars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 27,
    ellipsis: '...',
    nameStyle: 'upper',
    recipientFirst: true,
    dateStyle: 'ddd, dd/MM/yyyy às HH:mm:ss',
    phoneStyle: '+55 11 98765 4321',
    accent: '#FF7A00',
  }),
  L({
    key: 'picpay',
    institution: 'picpay',
    family: 'no label',
    theme: 'dark',
    font: SANS_FONT,
    forwarded: false,
    width: 1080,
    height: 2340,
    quality: 85,
    cpfMask: CPF_MASKS.middleDots,
    cnpjMask: CNPJ_MASKS.middleDots,
    nameLimit: 26,
    ellipsis: '…',
    nameStyle: 'as-is',
    recipientFirst: true,
    dateStyle: 'dd de MMMM de yyyy às HH:mm',
    phoneStyle: '(11) 98765-4321',
    accent: '#21C25E',
  }),
  L({
    key: 'mercadopago',
    institution: 'mercadopago',
    family: 'no label',
    theme: 'light',
    font: SANS_FONT,
    forwarded: false,
    width: 1080,
    height: 2400,
    quality: 83,
    cpfMask: CPF_MASKS.middleStars,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 29,
    ellipsis: '...',
    nameStyle: 'as-is',
    recipientFirst: false,
    dateStyle: 'weekday, dd de MMMM de yyyy + HH:mm:ss',
    phoneStyle: '+55 (11) 98765-4321',
    accent: '#009EE3',
  }),
  L({
    key: 'c6',
    institution: 'c6',
    family: 'label above',
    theme: 'dark',
    font: MONO_FONT,
    forwarded: false,
    width: 1080,
    height: 2340,
    quality: 87,
    cpfMask: CPF_MASKS.ends,
    cnpjMask: CNPJ_MASKS.full,
    nameLimit: 28,
    ellipsis: '…',
    nameStyle: 'upper',
    recipientFirst: true,
    dateStyle: 'dd.MM.yyyy HH:mm',
    phoneStyle: '+55 11 98765 4321',
    accent: '#D9D9D9',
  }),
  L({
    key: 'pagbank',
    institution: 'pagbank',
    family: 'label beside',
    theme: 'light',
    font: SANS_FONT,
    forwarded: true,
    width: 1080,
    height: 2400,
    quality: 85,
    forwardScale: 0.7,
    forwardQuality: 62,
    cpfMask: CPF_MASKS.middleStars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 25,
    ellipsis: '...',
    nameStyle: 'upper',
    recipientFirst: false,
    dateStyle: 'dd MMM yyyy · HHhmm',
    phoneStyle: '(11) 98765-4321',
    accent: '#14A37F',
  }),
  L({
    key: 'sicredi',
    institution: 'sicredi',
    family: 'label beside',
    theme: 'light',
    font: MONO_FONT,
    forwarded: false,
    width: 900,
    height: 1950,
    quality: 76,
    cpfMask: CPF_MASKS.middleDots,
    cnpjMask: CNPJ_MASKS.full,
    nameLimit: 24,
    ellipsis: '…',
    nameStyle: 'plain-upper',
    recipientFirst: true,
    dateStyle: 'dd/MM/yyyy HH:mm:ss',
    phoneStyle: '+55 (11) 98765-4321',
    accent: '#3FA110',
  }),
  L({
    key: 'neon',
    institution: 'neon',
    family: 'no label',
    theme: 'dark',
    font: SANS_FONT,
    forwarded: false,
    width: 828,
    height: 1792,
    quality: 74,
    cpfMask: CPF_MASKS.middleStars,
    cnpjMask: CNPJ_MASKS.head,
    nameLimit: 25,
    ellipsis: '...',
    nameStyle: 'as-is',
    recipientFirst: false,
    dateStyle: 'dd/MM/yyyy às HH:mm',
    phoneStyle: '(11) 98765-4321',
    accent: '#19D3E6',
  }),
  L({
    key: 'btg',
    institution: 'btg',
    family: 'label above',
    theme: 'dark',
    font: MONO_FONT,
    forwarded: false,
    width: 1080,
    height: 2400,
    quality: 89,
    cpfMask: CPF_MASKS.middleDots,
    cnpjMask: CNPJ_MASKS.middleDots,
    nameLimit: 30,
    ellipsis: '...',
    nameStyle: 'upper',
    recipientFirst: true,
    dateStyle: 'dd.MM.yyyy - HH:mm:ss',
    phoneStyle: '+55 (11) 98765-4321',
    accent: '#4F7BD9',
  }),
  L({
    key: 'pan',
    institution: 'pan',
    family: 'no label',
    theme: 'light',
    font: SANS_FONT,
    forwarded: true,
    width: 1080,
    height: 2340,
    quality: 88,
    forwardScale: 0.78,
    forwardQuality: 64,
    cpfMask: CPF_MASKS.ends,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 27,
    ellipsis: '…',
    nameStyle: 'upper',
    recipientFirst: true,
    dateStyle: 'dd de MMM. de yyyy, HH:mm',
    phoneStyle: '+55 11 98765 4321',
    accent: '#00AFEF',
  }),
  L({
    key: 'original',
    institution: 'original',
    family: 'label beside',
    theme: 'light',
    font: MONO_FONT,
    forwarded: false,
    width: 1080,
    height: 2340,
    quality: 72,
    cpfMask: CPF_MASKS.middleDots,
    cnpjMask: CNPJ_MASKS.middle,
    nameLimit: 26,
    ellipsis: '...',
    nameStyle: 'upper',
    recipientFirst: false,
    dateStyle: 'dd/MM/yy às HHhmm',
    phoneStyle: '(11) 98765-4321',
    accent: '#00A857',
  }),
];

export function layoutSpec(key: string): LayoutSpec {
  const spec = LAYOUT_SPECS.find((item) => item.key === key);
  if (!spec) throw new Error(`unknown tide layout ${key}`);
  return spec;
}

export function maskFor(spec: LayoutSpec, kind: DocKind): DocMask {
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
const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

/** The wall clock of São Paulo (UTC−3, no daylight saving since 2019) for a UTC instant. */
export function saoPaulo(instantIso: string): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
} {
  const local = new Date(Date.parse(instantIso) - 3 * 3600_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

const p2 = (n: number): string => String(n).padStart(2, '0');

/** Prints an instant in São Paulo time in the layout's style: one or two lines (date, then time). */
export function formatDate(style: DateStyle, instantIso: string, dateOnly = false): string[] {
  const t = saoPaulo(instantIso);
  const dd = p2(t.day);
  const mm = p2(t.month);
  const yyyy = String(t.year);
  const yy = yyyy.slice(2);
  const hm = `${p2(t.hour)}:${p2(t.minute)}`;
  const hms = `${hm}:${p2(t.second)}`;
  const month = MONTHS[t.month - 1] ?? '';
  const mon = stripAccentsShort(month);
  const week = WEEKDAYS[t.weekday] ?? '';
  const weekShort = WEEKDAYS_SHORT[t.weekday] ?? '';
  const lines = ((): [string, string] => {
    switch (style) {
      case 'dd MMM yyyy - HH:mm:ss':
        return [`${dd} ${mon.toUpperCase()} ${yyyy}`, ` - ${hms}`];
      case 'dd/MM/yyyy às HH:mm':
        return [`${dd}/${mm}/${yyyy}`, ` às ${hm}`];
      case 'dd/MM/yyyy - HH:mm:ss':
        return [`${dd}/${mm}/${yyyy}`, ` - ${hms}`];
      case 'dd/MM/yyyy + HH:mm:ss':
        return [`${dd}/${mm}/${yyyy}`, `\n${hms}`];
      case 'weekday, dd de MMMM de yyyy + às HH:mm':
        return [`${week}, ${dd} de ${month} de ${yyyy}`, `\nàs ${hm}`];
      case 'dd/MM/yy HH:mm':
        return [`${dd}/${mm}/${yy}`, ` ${hm}`];
      case 'ddd, dd/MM/yyyy às HH:mm:ss':
        return [`${weekShort}, ${dd}/${mm}/${yyyy}`, ` às ${hms}`];
      case 'dd de MMMM de yyyy às HH:mm':
        return [`${dd} de ${month} de ${yyyy}`, ` às ${hm}`];
      case 'weekday, dd de MMMM de yyyy + HH:mm:ss':
        return [`${week}, ${dd} de ${month} de ${yyyy}`, `\n${hms}`];
      case 'dd.MM.yyyy HH:mm':
        return [`${dd}.${mm}.${yyyy}`, ` ${hm}`];
      case 'dd MMM yyyy · HHhmm':
        return [`${dd} ${mon.toUpperCase()} ${yyyy}`, ` · ${p2(t.hour)}h${p2(t.minute)}`];
      case 'dd/MM/yyyy HH:mm:ss':
        return [`${dd}/${mm}/${yyyy}`, ` ${hms}`];
      case 'dd.MM.yyyy - HH:mm:ss':
        return [`${dd}.${mm}.${yyyy}`, ` - ${hms}`];
      case 'dd de MMM. de yyyy, HH:mm':
        return [`${dd} de ${mon}. de ${yyyy}`, `, ${hm}`];
      case 'dd/MM/yy às HHhmm':
        return [`${dd}/${mm}/${yy}`, ` às ${p2(t.hour)}h${p2(t.minute)}`];
    }
  })();
  const [date, time] = lines;
  if (dateOnly) return [date];
  if (time.startsWith('\n')) return [date, time.slice(1)];
  return [`${date}${time}`];
}

function stripAccentsShort(month: string): string {
  return month
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, 3);
}

/** Prints a raw Pix key the way the layout's app shows it. */
export function formatKey(kind: KeyKind, raw: string, phoneStyle: PhoneStyle): string {
  if (kind === 'cnpj') return formatCnpj(raw);
  if (kind !== 'phone') return raw;
  const ddd = raw.slice(3, 5);
  const local = raw.slice(5);
  const head = local.slice(0, local.length - 4);
  const tail = local.slice(-4);
  switch (phoneStyle) {
    case '+55 (11) 98765-4321':
      return `+55 (${ddd}) ${head}-${tail}`;
    case '(11) 98765-4321':
      return `(${ddd}) ${head}-${tail}`;
    case '+55 11 98765 4321':
      return `+55 ${ddd} ${head} ${tail}`;
    case '+5511987654321':
      return raw;
  }
}
