// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

/** The two families every quay layout draws with; neither was used by the project's tuned corpora. */
export const QUAY_FONTS = [
  { family: 'Clear Sans', debianPackage: 'fonts-clear-sans' },
  { family: 'JetBrains Mono', debianPackage: 'fonts-jetbrains-mono' },
] as const;

const SANS = 'Clear Sans';
const MONO = 'JetBrains Mono';

async function fcListFamilies(): Promise<string> {
  const { stdout } = await promisify(execFile)('fc-list', [':', 'family']);
  return stdout;
}

/**
 * Throws naming each missing family and its Debian package: without them librsvg silently falls back to another face
 * and the corpus would no longer be the one written here. `listFamilies` stands in for `fc-list : family` in tests.
 */
export async function assertQuayLayoutFontsAvailable(
  listFamilies: () => Promise<string> = fcListFamilies,
): Promise<void> {
  let output: string;
  try {
    output = await listFamilies();
  } catch (error) {
    output = '';
    void error;
  }
  const installed = new Set(
    output
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = QUAY_FONTS.filter((font) => !installed.has(font.family.toLowerCase()));
  if (missing.length > 0) {
    throw new Error(
      `quay layouts need fonts that fc-list does not report: ${missing
        .map((font) => `"${font.family}" (Debian package ${font.debianPackage})`)
        .join(', ')}`,
    );
  }
}

// ---------------------------------------------------------------- seeded randomness

/** mulberry32: a tiny deterministic PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const intBetween = (rng: Rng, low: number, high: number): number => low + Math.floor(rng() * (high - low + 1));

// ---------------------------------------------------------------- documents

export function cpfCheckDigits(nine: string): string {
  const digit = (base: string): number => {
    let sum = 0;
    for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (base.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(nine);
  const second = digit(nine + String(first));
  return `${first}${second}`;
}

export function cnpjCheckDigits(twelve: string): string {
  const digit = (base: string): number => {
    const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (weights[i] as number);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(twelve);
  const second = digit(twelve + String(first));
  return `${first}${second}`;
}

export const isValidCpf = (cpf: string): boolean =>
  /^\d{11}$/.test(cpf) && !/^(\d)\1{10}$/.test(cpf) && cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
export const isValidCnpj = (cnpj: string): boolean =>
  /^\d{14}$/.test(cnpj) && !/^(\d)\1{13}$/.test(cnpj) && cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);

const randomDigits = (rng: Rng, count: number): string =>
  Array.from({ length: count }, () => String(Math.floor(rng() * 10))).join('');

/** A valid CPF; `visible` fixes digits 4–9 (the ones a masked CPF shows). */
export function makeCpf(rng: Rng, visible?: string, avoid?: string): string {
  for (;;) {
    const middle = visible ?? randomDigits(rng, 6);
    const nine = `${randomDigits(rng, 3)}${middle}`;
    const cpf = nine + cpfCheckDigits(nine);
    if (isValidCpf(cpf) && cpf !== avoid) return cpf;
  }
}

/** A valid CNPJ; `root2` and `branch` fix what a masked CNPJ shows (first two digits, the four-digit branch). */
export function makeCnpj(rng: Rng, root2?: string, branch = '0001', avoid?: string): string {
  for (;;) {
    const twelve = `${root2 ?? randomDigits(rng, 2)}${randomDigits(rng, 6)}${branch}`;
    const cnpj = twelve + cnpjCheckDigits(twelve);
    if (isValidCnpj(cnpj) && cnpj !== avoid) return cnpj;
  }
}

export type DocumentKind = 'cpf' | 'cnpj';
export const documentKind = (digits: string): DocumentKind => (digits.length === 11 ? 'cpf' : 'cnpj');

export const formatCpf = (d: string): string => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
export const formatCnpj = (d: string): string =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

// A masked CPF shows its middle six digits, a masked CNPJ its first two and its branch; some layouts print the CNPJ whole.
export function printDocument(digits: string, maskChar: string, cnpjPrint: 'masked' | 'full'): string {
  const m = maskChar;
  if (digits.length === 11) return `${m}${m}${m}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${m}${m}`;
  if (cnpjPrint === 'full') return formatCnpj(digits);
  return `${digits.slice(0, 2)}.${m}${m}${m}.${m}${m}${m}/${digits.slice(8, 12)}-${m}${m}`;
}

/** The digits a printed document lets a reader see, in order (all of them for a full CNPJ). */
export function visibleDigits(digits: string, cnpjPrint: 'masked' | 'full'): string {
  if (digits.length === 11) return digits.slice(3, 9);
  if (cnpjPrint === 'full') return digits;
  return digits.slice(0, 2) + digits.slice(8, 12);
}

// ---------------------------------------------------------------- money and time

export function formatBrl(amount: string, spaced: boolean): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$${spaced ? ' ' : ''}${grouped},${cents.padEnd(2, '0')}`;
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
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

export type DateStyle =
  | 'as-hhmm' // 23/11/2026 às 14:32
  | 'mon-dash-seconds' // 23 nov 2026 - 14:32:05
  | 'weekday' // Segunda, 23/11/2026 14:32
  | 'dash-h' // 23/11/2026 - 14h32
  | 'separate-rows' // Data 23/11/2026 · Horário 14:32:05
  | 'seconds' // 23/11/2026 14:32:05
  | 'long-month' // 23 de novembro de 2026, às 14:32
  | 'dot-pipe' // 23.11.2026 | 14:32
  | 'short-year'; // 23/11/26 - 14:32

interface LocalParts {
  dd: string;
  mm: string;
  yyyy: string;
  hh: string;
  mi: string;
  ss: string;
  month: number;
  weekday: number;
}

/** São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
export function saoPauloParts(iso: string): LocalParts {
  const local = new Date(Date.parse(iso) - 3 * 3600_000);
  const two = (n: number): string => String(n).padStart(2, '0');
  return {
    dd: two(local.getUTCDate()),
    mm: two(local.getUTCMonth() + 1),
    yyyy: String(local.getUTCFullYear()),
    hh: two(local.getUTCHours()),
    mi: two(local.getUTCMinutes()),
    ss: two(local.getUTCSeconds()),
    month: local.getUTCMonth(),
    weekday: local.getUTCDay(),
  };
}

/** One line, or the two lines of the 'separate-rows' style (date, then time). */
export function formatWhen(iso: string, style: DateStyle): string[] {
  const p = saoPauloParts(iso);
  const date = `${p.dd}/${p.mm}/${p.yyyy}`;
  const month = MONTHS[p.month] as string;
  switch (style) {
    case 'as-hhmm':
      return [`${date} às ${p.hh}:${p.mi}`];
    case 'mon-dash-seconds':
      return [`${p.dd} ${month.slice(0, 3)} ${p.yyyy} - ${p.hh}:${p.mi}:${p.ss}`];
    case 'weekday':
      return [`${WEEKDAYS[p.weekday]}, ${date} ${p.hh}:${p.mi}`];
    case 'dash-h':
      return [`${date} - ${p.hh}h${p.mi}`];
    case 'separate-rows':
      return [date, `${p.hh}:${p.mi}:${p.ss}`];
    case 'seconds':
      return [`${date} ${p.hh}:${p.mi}:${p.ss}`];
    case 'long-month':
      return [`${Number(p.dd)} de ${month} de ${p.yyyy}, às ${p.hh}:${p.mi}`];
    case 'dot-pipe':
      return [`${p.dd}.${p.mm}.${p.yyyy} | ${p.hh}:${p.mi}`];
    case 'short-year':
      return [`${p.dd}/${p.mm}/${p.yyyy.slice(2)} - ${p.hh}:${p.mi}`];
  }
}

// ---------------------------------------------------------------- names

const CONNECTIVES = new Set(['DE', 'DA', 'DO', 'DAS', 'DOS', 'E']);
const SUFFIXES = new Set(['LTDA', 'ME', 'EPP', 'EIRELI', 'SA', 'S.A.', 'MEI']);

export function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) => {
      const upper = word.toUpperCase();
      if (SUFFIXES.has(upper)) return upper;
      if (index > 0 && CONNECTIVES.has(upper)) return upper.toLowerCase();
      return upper.charAt(0) + upper.slice(1).toLowerCase();
    })
    .join(' ');
}

// ---------------------------------------------------------------- layouts

export type QuayFamily = 'label beside' | 'label above' | 'no label';
export type QuayTheme = 'light' | 'dark';

export interface QuayLayout {
  key: string;
  brand: string;
  family: QuayFamily;
  theme: QuayTheme;
  /** 'ids': the end-to-end id and key in JetBrains Mono; 'values': every value too. */
  mono: 'none' | 'ids' | 'values';
  colors: { bg: string; surface: string; text: string; muted: string; line: string; accent: string; onAccent: string };
  logo: { text: string; shape: 'box' | 'text' | 'pill'; fg: string; bg?: string };
  header: 'bar' | 'logo' | 'plain';
  sections: 'cards' | 'dividers' | 'plain';
  nameCase: 'upper' | 'title';
  /** The bank's limit on a printed holder name, with or without an ellipsis. */
  nameLimit?: { chars: number; ellipsis: boolean };
  maskChar: '*' | '•';
  cnpjPrint: 'masked' | 'full';
  amountSpaced: boolean;
  amountHero: boolean;
  dateStyle: DateStyle;
  /** The ISPB of this bank, the payer's PSP, that opens every end-to-end id it issues. */
  ispb: string;
  institution: string;
  title: string;
  scheduledTitle: string;
  statusText: string;
  recipientHeading: string;
  payerHeading: string;
  payerFirst: boolean;
  labels: {
    name: string;
    cpf: string;
    cnpj: string;
    institution: string;
    key: string;
    description: string;
    e2e: string;
    amount: string;
    date: string;
    time: string;
    type?: string;
  };
  accountRows: boolean;
  e2eWrap: boolean;
  footer: string[];
  raster: { width: number; quality: number; statusBar: boolean; blur?: number; resample?: number };
}

const LIGHT = { bg: '#FFFFFF', surface: '#F4F4F6', text: '#1D1D1F', muted: '#6E6E73', line: '#E2E2E6' };
const DARK = { bg: '#0F0F10', surface: '#1C1C1E', text: '#F2F2F4', muted: '#A1A1A8', line: '#323236' };

export const QUAY_LAYOUTS: readonly QuayLayout[] = [
  {
    key: 'nubank',
    brand: 'Nubank',
    family: 'label beside',
    theme: 'light',
    mono: 'none',
    colors: { ...LIGHT, accent: '#820AD1', onAccent: '#FFFFFF' },
    logo: { text: 'nu', shape: 'box', fg: '#FFFFFF', bg: '#820AD1' },
    header: 'plain',
    sections: 'dividers',
    nameCase: 'upper',
    maskChar: '•',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: false,
    dateStyle: 'mon-dash-seconds',
    ispb: '18236120',
    institution: 'NU PAGAMENTOS - IP',
    title: 'Comprovante de transferência',
    scheduledTitle: 'Comprovante de agendamento',
    statusText: 'Transferência concluída',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    payerFirst: false,
    labels: {
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      description: 'Mensagem',
      e2e: 'ID da transação:',
      amount: 'Valor',
      date: 'Data',
      time: 'Horário',
      type: 'Tipo de transferência',
    },
    accountRows: true,
    e2eWrap: false,
    footer: ['Nu Pagamentos S.A. - Instituição de Pagamento', 'Ouvidoria: 0800 887 0463'],
    raster: { width: 1080, quality: 78, statusBar: true },
  },
  {
    key: 'itau',
    brand: 'Itaú',
    family: 'label beside',
    theme: 'light',
    mono: 'none',
    colors: { ...LIGHT, bg: '#F7F4F1', surface: '#FFFFFF', accent: '#EC7000', onAccent: '#FFFFFF' },
    logo: { text: 'itaú', shape: 'box', fg: '#FFFFFF', bg: '#EC7000' },
    header: 'bar',
    sections: 'cards',
    nameCase: 'title',
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: true,
    dateStyle: 'as-hhmm',
    ispb: '60701190',
    institution: 'ITAÚ UNIBANCO S.A.',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    statusText: 'pagamento efetuado',
    recipientHeading: 'para quem',
    payerHeading: 'de quem',
    payerFirst: true,
    labels: {
      name: 'nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'instituição',
      key: 'chave Pix',
      description: 'mensagem',
      e2e: 'ID da transação',
      amount: 'valor',
      date: 'data',
      time: 'hora',
    },
    accountRows: false,
    e2eWrap: true,
    footer: ['Itaú Unibanco S.A. - SAC 0800 728 0728'],
    raster: { width: 828, quality: 70, statusBar: true },
  },
  {
    key: 'bradesco',
    brand: 'Bradesco',
    family: 'label beside',
    theme: 'light',
    mono: 'none',
    colors: { ...LIGHT, surface: '#F8F1F2', accent: '#CC092F', onAccent: '#FFFFFF' },
    logo: { text: 'bradesco', shape: 'text', fg: '#CC092F' },
    header: 'bar',
    sections: 'dividers',
    nameCase: 'upper',
    nameLimit: { chars: 30, ellipsis: false },
    maskChar: '*',
    cnpjPrint: 'full',
    amountSpaced: true,
    amountHero: false,
    dateStyle: 'dash-h',
    ispb: '60746948',
    institution: 'BCO BRADESCO S.A.',
    title: 'Comprovante de Transação Pix',
    scheduledTitle: 'Comprovante de Agendamento Pix',
    statusText: 'Transação efetivada',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    payerFirst: false,
    labels: {
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      key: 'Chave',
      description: 'Descrição',
      e2e: 'Autenticação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
      type: 'Tipo',
    },
    accountRows: true,
    e2eWrap: true,
    footer: ['Alô Bradesco SAC: 0800 704 8383'],
    raster: { width: 720, quality: 62, statusBar: false, blur: 0.55 },
  },
  {
    key: 'santander',
    brand: 'Santander',
    family: 'label beside',
    theme: 'dark',
    mono: 'values',
    colors: { ...DARK, accent: '#EC0000', onAccent: '#FFFFFF' },
    logo: { text: 'Santander', shape: 'text', fg: '#FF2D2D' },
    header: 'logo',
    sections: 'cards',
    nameCase: 'title',
    maskChar: '•',
    cnpjPrint: 'masked',
    amountSpaced: false,
    amountHero: true,
    dateStyle: 'weekday',
    ispb: '90400888',
    institution: 'BCO SANTANDER (BRASIL) S.A.',
    title: 'Pix realizado',
    scheduledTitle: 'Pix agendado',
    statusText: 'Concluído',
    recipientHeading: 'Favorecido',
    payerHeading: 'Pagador',
    payerFirst: false,
    labels: {
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Banco',
      key: 'Chave Pix',
      description: 'Descrição',
      e2e: 'Código de autenticação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: true,
    footer: ['Central de Atendimento 4004 3535'],
    raster: { width: 1170, quality: 82, statusBar: true },
  },
  {
    key: 'c6',
    brand: 'C6 Bank',
    family: 'label beside',
    theme: 'dark',
    mono: 'ids',
    colors: { ...DARK, bg: '#121212', surface: '#242424', accent: '#D6B86A', onAccent: '#121212' },
    logo: { text: 'C6 BANK', shape: 'text', fg: '#F2F2F4' },
    header: 'plain',
    sections: 'dividers',
    nameCase: 'upper',
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: true,
    dateStyle: 'seconds',
    ispb: '31872495',
    institution: 'BANCO C6 S.A.',
    title: 'Comprovante Pix',
    scheduledTitle: 'Agendamento Pix',
    statusText: 'Pix enviado',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: false,
    labels: {
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      key: 'Chave',
      description: 'Mensagem',
      e2e: 'ID E2E',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: false,
    footer: ['Banco C6 S.A. · CNPJ 31.872.495/0001-72'],
    raster: { width: 1080, quality: 66, statusBar: true, resample: 0.62 },
  },
  {
    key: 'banrisul',
    brand: 'Banrisul',
    family: 'label beside',
    theme: 'light',
    mono: 'values',
    colors: { ...LIGHT, surface: '#EEF3F9', accent: '#004B93', onAccent: '#FFFFFF' },
    logo: { text: 'Banrisul', shape: 'pill', fg: '#FFFFFF', bg: '#004B93' },
    header: 'bar',
    sections: 'plain',
    nameCase: 'upper',
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: false,
    dateStyle: 'separate-rows',
    ispb: '92702067',
    institution: 'BCO DO ESTADO DO RS S.A.',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de Pix Agendado',
    statusText: 'Efetivado',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    payerFirst: true,
    labels: {
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      key: 'Chave',
      description: 'Informação',
      e2e: 'Identificador',
      amount: 'Valor',
      date: 'Data',
      time: 'Horário',
    },
    accountRows: true,
    e2eWrap: false,
    footer: ['SAC Banrisul 0800 646 1515'],
    raster: { width: 750, quality: 58, statusBar: false },
  },
  // ------------------------------------------------------------ label above
  {
    key: 'bb',
    brand: 'Banco do Brasil',
    family: 'label above',
    theme: 'light',
    mono: 'none',
    colors: { ...LIGHT, surface: '#F2F5FB', accent: '#2E4FA3', onAccent: '#FCFC30' },
    logo: { text: 'BB', shape: 'box', fg: '#2E4FA3', bg: '#FCFC30' },
    header: 'bar',
    sections: 'dividers',
    nameCase: 'upper',
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: true,
    dateStyle: 'as-hhmm',
    ispb: '00000000',
    institution: 'BCO DO BRASIL S.A.',
    title: 'Comprovante Pix',
    scheduledTitle: 'Pix Agendado',
    statusText: 'Pagamento realizado',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    payerFirst: true,
    labels: {
      name: 'Nome',
      cpf: 'CPF/CNPJ',
      cnpj: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      description: 'Descrição',
      e2e: 'ID da transação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: true,
    e2eWrap: false,
    footer: ['SAC 0800 729 0722 · Ouvidoria BB 0800 729 5678'],
    raster: { width: 1080, quality: 72, statusBar: true },
  },
  {
    key: 'caixa',
    brand: 'Caixa',
    family: 'label above',
    theme: 'light',
    mono: 'none',
    colors: { ...LIGHT, surface: '#EDF4FB', accent: '#005CA9', onAccent: '#FFFFFF' },
    logo: { text: 'CAIXA', shape: 'text', fg: '#005CA9' },
    header: 'logo',
    sections: 'cards',
    nameCase: 'upper',
    nameLimit: { chars: 25, ellipsis: true },
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: false,
    dateStyle: 'seconds',
    ispb: '00360305',
    institution: 'CAIXA ECONOMICA FEDERAL',
    title: 'Comprovante de Pix enviado',
    scheduledTitle: 'Comprovante de Pix agendado',
    statusText: 'Operação realizada com sucesso',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    payerFirst: true,
    labels: {
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      description: 'Mensagem',
      e2e: 'Código da operação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: true,
    footer: ['SAC CAIXA: 0800 726 0101'],
    raster: { width: 720, quality: 60, statusBar: false, blur: 0.5 },
  },
  {
    key: 'inter',
    brand: 'Inter',
    family: 'label above',
    theme: 'dark',
    mono: 'ids',
    colors: { ...DARK, bg: '#161618', surface: '#232326', accent: '#FF7A00', onAccent: '#FFFFFF' },
    logo: { text: 'inter', shape: 'text', fg: '#FF7A00' },
    header: 'plain',
    sections: 'cards',
    nameCase: 'title',
    maskChar: '•',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: true,
    dateStyle: 'long-month',
    ispb: '00416968',
    institution: 'BANCO INTER',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    statusText: 'Aprovado',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    payerFirst: false,
    labels: {
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      key: 'Chave',
      description: 'Descrição',
      e2e: 'Identificador',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: false,
    footer: ['Banco Inter S.A. · SAC 0800 940 9999'],
    raster: { width: 1170, quality: 80, statusBar: true },
  },
  {
    key: 'sicredi',
    brand: 'Sicredi',
    family: 'label above',
    theme: 'light',
    mono: 'values',
    colors: { ...LIGHT, surface: '#F1F8EC', accent: '#3FA110', onAccent: '#FFFFFF' },
    logo: { text: 'Sicredi', shape: 'text', fg: '#3FA110' },
    header: 'bar',
    sections: 'plain',
    nameCase: 'title',
    maskChar: '•',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: false,
    dateStyle: 'dot-pipe',
    ispb: '01181521',
    institution: 'BCO COOPERATIVO SICREDI S.A.',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix agendado',
    statusText: 'Concluído',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    payerFirst: false,
    labels: {
      name: 'Nome',
      cpf: 'Documento',
      cnpj: 'Documento',
      institution: 'Instituição',
      key: 'Chave Pix',
      description: 'Descrição',
      e2e: 'ID da transação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: true,
    footer: ['Sicredi Fone 0800 724 7220'],
    raster: { width: 900, quality: 68, statusBar: false },
  },
  {
    key: 'btg',
    brand: 'BTG Pactual',
    family: 'label above',
    theme: 'dark',
    mono: 'values',
    colors: { ...DARK, bg: '#0A1830', surface: '#13264A', accent: '#5B9BE6', onAccent: '#0A1830' },
    logo: { text: 'btg pactual', shape: 'text', fg: '#E8EEF8' },
    header: 'logo',
    sections: 'dividers',
    nameCase: 'upper',
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: false,
    amountHero: true,
    dateStyle: 'dot-pipe',
    ispb: '30306294',
    institution: 'BANCO BTG PACTUAL S.A.',
    title: 'Transferência Pix',
    scheduledTitle: 'Transferência Pix agendada',
    statusText: 'Concluída',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: false,
    labels: {
      name: 'Nome',
      cpf: 'CPF/CNPJ',
      cnpj: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave',
      description: 'Descrição',
      e2e: 'ID/Transação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: true,
    footer: ['Ouvidoria 0800 722 0048'],
    raster: { width: 1125, quality: 84, statusBar: true },
  },
  // ------------------------------------------------------------ no label
  {
    key: 'picpay',
    brand: 'PicPay',
    family: 'no label',
    theme: 'dark',
    mono: 'none',
    colors: { ...DARK, bg: '#101211', surface: '#1D201E', accent: '#21C25E', onAccent: '#0B0B0B' },
    logo: { text: 'PicPay', shape: 'text', fg: '#21C25E' },
    header: 'logo',
    sections: 'cards',
    nameCase: 'title',
    maskChar: '•',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: true,
    dateStyle: 'as-hhmm',
    ispb: '22896431',
    institution: 'PICPAY',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    statusText: 'Pagamento concluído',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: true,
    labels: {
      name: '',
      cpf: '',
      cnpj: '',
      institution: '',
      key: 'Chave Pix',
      description: 'Mensagem',
      e2e: 'ID da transação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: false,
    footer: ['PicPay Instituição de Pagamento S.A.'],
    raster: { width: 1080, quality: 75, statusBar: true },
  },
  {
    key: 'mercadopago',
    brand: 'Mercado Pago',
    family: 'no label',
    theme: 'light',
    mono: 'none',
    colors: { ...LIGHT, bg: '#EDEDED', surface: '#FFFFFF', accent: '#009EE3', onAccent: '#FFFFFF' },
    logo: { text: 'mercado pago', shape: 'text', fg: '#00A1E4' },
    header: 'plain',
    sections: 'cards',
    nameCase: 'title',
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: true,
    dateStyle: 'weekday',
    ispb: '10573521',
    institution: 'MERCADO PAGO IP LTDA.',
    title: 'Comprovante de transferência',
    scheduledTitle: 'Transferência agendada',
    statusText: 'Você transferiu',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    payerFirst: false,
    labels: {
      name: '',
      cpf: '',
      cnpj: '',
      institution: '',
      key: 'Chave',
      description: 'Mensagem',
      e2e: 'Número da transação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: true,
    footer: ['Mercado Pago Instituição de Pagamento Ltda.'],
    raster: { width: 828, quality: 64, statusBar: true },
  },
  {
    key: 'pagbank',
    brand: 'PagBank',
    family: 'no label',
    theme: 'light',
    mono: 'ids',
    colors: { ...LIGHT, surface: '#F0FAF7', accent: '#1BB99A', onAccent: '#FFFFFF' },
    logo: { text: 'PagBank', shape: 'pill', fg: '#FFFFFF', bg: '#1BB99A' },
    header: 'bar',
    sections: 'dividers',
    nameCase: 'upper',
    maskChar: '*',
    cnpjPrint: 'masked',
    amountSpaced: true,
    amountHero: true,
    dateStyle: 'short-year',
    ispb: '08561701',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    title: 'Comprovante Pix',
    scheduledTitle: 'Pix agendado',
    statusText: 'Pix realizado',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    payerFirst: true,
    labels: {
      name: '',
      cpf: '',
      cnpj: '',
      institution: '',
      key: 'Chave Pix',
      description: 'Descrição',
      e2e: 'Código da transação',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: false,
    footer: ['PagSeguro Internet Instituição de Pagamento S.A.'],
    raster: { width: 1170, quality: 56, statusBar: false, resample: 0.7 },
  },
  {
    key: 'neon',
    brand: 'Neon',
    family: 'no label',
    theme: 'dark',
    mono: 'values',
    colors: { ...DARK, bg: '#0B1026', surface: '#151C3A', accent: '#00C2FF', onAccent: '#0B1026' },
    logo: { text: 'neon', shape: 'text', fg: '#00C2FF' },
    header: 'plain',
    sections: 'plain',
    nameCase: 'upper',
    nameLimit: { chars: 28, ellipsis: true },
    maskChar: '•',
    cnpjPrint: 'masked',
    amountSpaced: false,
    amountHero: true,
    dateStyle: 'dash-h',
    ispb: '20855875',
    institution: 'NEON PAGAMENTOS S.A. IP',
    title: 'Transferência enviada',
    scheduledTitle: 'Transferência agendada',
    statusText: 'Enviado',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: false,
    labels: {
      name: '',
      cpf: '',
      cnpj: '',
      institution: '',
      key: 'Chave',
      description: 'Descrição',
      e2e: 'Identificador',
      amount: 'Valor',
      date: 'Data',
      time: 'Hora',
    },
    accountRows: false,
    e2eWrap: true,
    footer: ['Neon Pagamentos S.A.'],
    raster: { width: 960, quality: 70, statusBar: true, resample: 0.6 },
  },
  {
    key: 'sicoob',
    brand: 'Sicoob',
    family: 'no label',
    theme: 'light',
    mono: 'none',
    colors: { ...LIGHT, surface: '#EAF6F4', accent: '#00A091', onAccent: '#FFFFFF' },
    logo: { text: 'sicoob', shape: 'box', fg: '#FFFFFF', bg: '#003641' },
    header: 'logo',
    sections: 'dividers',
    nameCase: 'upper',
    nameLimit: { chars: 26, ellipsis: false },
    maskChar: '*',
    cnpjPrint: 'full',
    amountSpaced: true,
    amountHero: false,
    dateStyle: 'separate-rows',
    ispb: '02038232',
    institution: 'BANCO SICOOB S.A.',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    statusText: 'Transação efetuada',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    payerFirst: true,
    labels: {
      name: '',
      cpf: '',
      cnpj: '',
      institution: '',
      key: 'Chave Pix',
      description: 'Descrição',
      e2e: 'ID da transação',
      amount: 'Valor',
      date: 'Data',
      time: 'Horário',
    },
    accountRows: false,
    e2eWrap: false,
    footer: ['Ouvidoria Sicoob 0800 725 0996'],
    raster: { width: 1080, quality: 60, statusBar: false, blur: 0.6 },
  },
];

export function quayLayout(key: string): QuayLayout {
  const layout = QUAY_LAYOUTS.find((candidate) => candidate.key === key);
  if (!layout) throw new Error(`unknown quay layout ${key}`);
  return layout;
}

// ---------------------------------------------------------------- receipt facts

export interface QuayParty {
  name: string; // as registered: upper case, no accents
  document: string; // digits only
  institution: string;
  agency?: string;
  account?: string;
}

export interface QuayReceipt {
  layout: string; // layout key
  amount: string; // '149.90'
  /** When the money moved, or for a scheduled Pix the date it is scheduled for. */
  paidAt: string;
  scheduled: boolean;
  recipient: QuayParty;
  payer: QuayParty;
  endToEndId: string;
  description?: string;
  /** The recipient's Pix key when the receipt prints it. */
  keyShown?: string;
  /** Anything that varies a picture without changing its facts (status-bar clock, jitter). */
  variant: number;
}

export type PrintedRole =
  | 'title'
  | 'status'
  | 'amount'
  | 'when'
  | 'type'
  | 'recipient-heading'
  | 'recipient-name'
  | 'recipient-document'
  | 'recipient-institution'
  | 'recipient-account'
  | 'key'
  | 'payer-heading'
  | 'payer-name'
  | 'payer-document'
  | 'payer-institution'
  | 'payer-account'
  | 'description'
  | 'e2e'
  | 'label'
  | 'footer'
  | 'chrome';

export interface PrintedText {
  role: PrintedRole;
  text: string;
}

/** The holder name as this bank prints it: its case, then its limit. */
export function printedName(layout: QuayLayout, registered: string): string {
  const cased = layout.nameCase === 'upper' ? registered.toUpperCase() : titleCase(registered);
  if (!layout.nameLimit || cased.length <= layout.nameLimit.chars) return cased;
  const cut = cased.slice(0, layout.nameLimit.chars).trimEnd();
  return layout.nameLimit.ellipsis ? `${cut}…` : cut;
}

/** How a key is printed: a document key as the layout prints documents, anything else as it is. */
export function printedKey(layout: QuayLayout, key: string): string {
  if (/^\d{11}$/.test(key) || /^\d{14}$/.test(key)) return printDocument(key, layout.maskChar, layout.cnpjPrint);
  return key;
}

type Item =
  | { t: 'title'; text: string }
  | { t: 'status'; text: string }
  | { t: 'hero'; label: string; text: string }
  | { t: 'heading'; text: string; role: PrintedRole }
  | { t: 'field'; label: string; value: string; role: PrintedRole; strong?: boolean; mono?: boolean; wrap?: boolean }
  | { t: 'line'; text: string; role: PrintedRole; strong?: boolean; muted?: boolean; mono?: boolean }
  | { t: 'open' }
  | { t: 'close' };

function partyItems(layout: QuayLayout, party: QuayParty, side: 'recipient' | 'payer', key?: string): Item[] {
  const heading = side === 'recipient' ? layout.recipientHeading : layout.payerHeading;
  const docLabel = party.document.length === 11 ? layout.labels.cpf : layout.labels.cnpj;
  const monoValues = layout.mono === 'values';
  const name = printedName(layout, party.name);
  const doc = printDocument(party.document, layout.maskChar, layout.cnpjPrint);
  const items: Item[] = [{ t: 'open' }, { t: 'heading', text: heading, role: `${side}-heading` }];
  if (layout.family === 'no label') {
    items.push({ t: 'line', text: name, role: `${side}-name`, strong: true });
    items.push({ t: 'line', text: doc, role: `${side}-document`, muted: true, mono: monoValues });
    items.push({ t: 'line', text: party.institution, role: `${side}-institution`, muted: true });
    if (key)
      items.push({ t: 'line', text: printedKey(layout, key), role: 'key', muted: true, mono: layout.mono !== 'none' });
  } else {
    items.push({ t: 'field', label: layout.labels.name, value: name, role: `${side}-name`, strong: true });
    items.push({ t: 'field', label: docLabel, value: doc, role: `${side}-document`, mono: monoValues });
    items.push({ t: 'field', label: layout.labels.institution, value: party.institution, role: `${side}-institution` });
    if (layout.accountRows && party.agency && party.account) {
      items.push({
        t: 'field',
        label: 'Agência / Conta',
        value: `${party.agency} / ${party.account}`,
        role: `${side}-account`,
        mono: monoValues,
      });
    }
    if (key) {
      items.push({
        t: 'field',
        label: layout.labels.key,
        value: printedKey(layout, key),
        role: 'key',
        mono: layout.mono !== 'none',
        wrap: true,
      });
    }
  }
  items.push({ t: 'close' });
  return items;
}

function receiptItems(layout: QuayLayout, receipt: QuayReceipt): Item[] {
  const items: Item[] = [];
  const amount = formatBrl(receipt.amount, layout.amountSpaced);
  const when = formatWhen(receipt.paidAt, layout.dateStyle);
  const monoValues = layout.mono === 'values';
  items.push({ t: 'title', text: receipt.scheduled ? layout.scheduledTitle : layout.title });
  items.push({ t: 'status', text: receipt.scheduled ? 'Agendado' : layout.statusText });
  if (layout.amountHero) {
    items.push({ t: 'hero', label: layout.labels.amount, text: amount });
    if (when.length === 1) items.push({ t: 'line', text: when[0] as string, role: 'when', muted: true });
  }
  items.push({ t: 'open' });
  if (!layout.amountHero) {
    items.push({
      t: 'field',
      label: layout.labels.amount,
      value: amount,
      role: 'amount',
      strong: true,
      mono: monoValues,
    });
  }
  if (when.length === 2) {
    const dateLabel = receipt.scheduled ? 'Agendado para' : layout.labels.date;
    items.push({ t: 'field', label: dateLabel, value: when[0] as string, role: 'when', mono: monoValues });
    items.push({ t: 'field', label: layout.labels.time, value: when[1] as string, role: 'when', mono: monoValues });
  } else if (!layout.amountHero) {
    const dateLabel = receipt.scheduled
      ? 'Agendado para'
      : `${layout.labels.date} e ${layout.labels.time.toLowerCase()}`;
    items.push({ t: 'field', label: dateLabel, value: when[0] as string, role: 'when', mono: monoValues });
  }
  if (layout.labels.type) items.push({ t: 'field', label: layout.labels.type, value: 'Pix', role: 'type' });
  if (receipt.description) {
    items.push({
      t: 'field',
      label: layout.labels.description,
      value: receipt.description,
      role: 'description',
      wrap: true,
    });
  }
  items.push({ t: 'close' });
  const recipient = partyItems(layout, receipt.recipient, 'recipient', receipt.keyShown);
  const payer = partyItems(layout, receipt.payer, 'payer');
  items.push(...(layout.payerFirst ? [...payer, ...recipient] : [...recipient, ...payer]));
  items.push({ t: 'open' });
  items.push({
    t: 'field',
    label: layout.labels.e2e,
    value: receipt.endToEndId,
    role: 'e2e',
    mono: layout.mono !== 'none',
    wrap: true,
  });
  items.push({ t: 'close' });
  return items;
}

/** Every text the picture carries, with what it is; the drawing below prints exactly these. */
export function quayPrintedText(layout: QuayLayout, receipt: QuayReceipt): PrintedText[] {
  const out: PrintedText[] = [{ role: 'chrome', text: layout.logo.text }];
  for (const item of receiptItems(layout, receipt)) {
    switch (item.t) {
      case 'title':
        out.push({ role: 'title', text: item.text });
        break;
      case 'status':
        out.push({ role: 'status', text: item.text });
        break;
      case 'hero':
        out.push({ role: 'label', text: item.label }, { role: 'amount', text: item.text });
        break;
      case 'heading':
        out.push({ role: item.role, text: item.text });
        break;
      case 'field':
        if (item.label) out.push({ role: 'label', text: item.label });
        out.push({ role: item.role, text: item.value });
        break;
      case 'line':
        out.push({ role: item.role, text: item.text });
        break;
      default:
        break;
    }
  }
  for (const line of layout.footer) out.push({ role: 'footer', text: line });
  return out;
}

// ---------------------------------------------------------------- drawing

const VIEW_W = 360;
const PAD = 20;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A generous estimate of a run's width in dp (Clear Sans is narrow; JetBrains Mono is 0.6 em a glyph). */
export function estimateWidth(text: string, size: number, bold: boolean, mono: boolean): number {
  if (mono) return text.length * size * 0.6;
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.27;
    else if (".,:;|il!I'1()/-".includes(ch)) em += 0.3;
    else if (/[A-ZÀ-Ý0-9]/.test(ch)) em += bold ? 0.64 : 0.6;
    else if ('mwMW'.includes(ch)) em += 0.82;
    else em += bold ? 0.55 : 0.52;
  }
  return em * size;
}

function wrapText(text: string, size: number, bold: boolean, mono: boolean, maxWidth: number): string[] {
  if (estimateWidth(text, size, bold, mono) <= maxWidth) return [text];
  const words = text.split(' ');
  const lines: string[] = [];
  let current = '';
  const pushWord = (word: string): void => {
    const candidate = current ? `${current} ${word}` : word;
    if (estimateWidth(candidate, size, bold, mono) <= maxWidth) {
      current = candidate;
      return;
    }
    if (current) lines.push(current);
    current = '';
    if (estimateWidth(word, size, bold, mono) <= maxWidth) {
      current = word;
      return;
    }
    // one word too long (an id, an e-mail): break it where it no longer fits
    let piece = '';
    for (const ch of word) {
      if (estimateWidth(piece + ch, size, bold, mono) > maxWidth) {
        lines.push(piece);
        piece = '';
      }
      piece += ch;
    }
    current = piece;
  };
  for (const word of words) pushWord(word);
  if (current) lines.push(current);
  return lines;
}

interface Canvas {
  back: string[];
  front: string[];
}

function text(
  canvas: Canvas,
  x: number,
  y: number,
  content: string,
  opts: {
    size: number;
    fill: string;
    bold?: boolean;
    mono?: boolean;
    anchor?: 'start' | 'middle' | 'end';
    weight?: number;
  },
): void {
  const family = opts.mono ? MONO : SANS;
  const weight = opts.weight ?? (opts.bold ? 700 : 400);
  canvas.front.push(
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${family}" font-size="${opts.size}" font-weight="${weight}" fill="${opts.fill}" text-anchor="${opts.anchor ?? 'start'}">${escapeXml(content)}</text>`,
  );
}

function drawStatusBar(canvas: Canvas, layout: QuayLayout, clock: string, onBar: boolean): void {
  const fill = onBar ? layout.colors.onAccent : layout.colors.text;
  text(canvas, PAD, 17, clock, { size: 12, fill, bold: true });
  const right = VIEW_W - PAD;
  // battery
  canvas.front.push(
    `<rect x="${right - 22}" y="7" width="20" height="10" rx="2.5" fill="none" stroke="${fill}" stroke-width="1"/>`,
    `<rect x="${right - 20}" y="9" width="13" height="6" rx="1" fill="${fill}"/>`,
    `<rect x="${right - 1.5}" y="10" width="1.5" height="4" fill="${fill}"/>`,
  );
  // signal bars
  for (let i = 0; i < 4; i++) {
    const h = 3 + i * 2;
    canvas.front.push(
      `<rect x="${right - 50 + i * 4}" y="${17 - h}" width="2.6" height="${h}" rx="0.6" fill="${fill}"/>`,
    );
  }
  // wifi as three arcs
  const cx = right - 30;
  canvas.front.push(
    `<path d="M ${cx - 6} 11 Q ${cx} 5 ${cx + 6} 11" fill="none" stroke="${fill}" stroke-width="1.4"/>`,
    `<path d="M ${cx - 3.5} 13.5 Q ${cx} 10 ${cx + 3.5} 13.5" fill="none" stroke="${fill}" stroke-width="1.4"/>`,
    `<circle cx="${cx}" cy="16" r="1.2" fill="${fill}"/>`,
  );
}

function drawLogo(canvas: Canvas, layout: QuayLayout, x: number, y: number, anchor: 'start' | 'middle'): void {
  const { logo } = layout;
  const size = logo.shape === 'text' ? 20 : 15;
  const width = estimateWidth(logo.text, size, true, false) + (logo.shape === 'text' ? 0 : 16);
  const left = anchor === 'middle' ? x - width / 2 : x;
  if (logo.shape === 'box' || logo.shape === 'pill') {
    const h = 26;
    canvas.front.push(
      `<rect x="${left.toFixed(1)}" y="${y - 18}" width="${width.toFixed(1)}" height="${h}" rx="${logo.shape === 'pill' ? 13 : 5}" fill="${logo.bg}"/>`,
    );
    text(canvas, left + width / 2, y, logo.text, { size, fill: logo.fg, bold: true, anchor: 'middle' });
  } else {
    text(canvas, left, y, logo.text, { size, fill: logo.fg, bold: true });
  }
}

function checkIcon(canvas: Canvas, cx: number, cy: number, color: string, onColor: string): void {
  canvas.front.push(
    `<circle cx="${cx}" cy="${cy}" r="16" fill="${color}"/>`,
    `<path d="M ${cx - 7} ${cy} l 5 5 l 9 -10" fill="none" stroke="${onColor}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

function clockIcon(canvas: Canvas, cx: number, cy: number, color: string): void {
  canvas.front.push(
    `<circle cx="${cx}" cy="${cy}" r="15" fill="none" stroke="${color}" stroke-width="2.4"/>`,
    `<path d="M ${cx} ${cy - 8} L ${cx} ${cy} L ${cx + 6} ${cy + 4}" fill="none" stroke="${color}" stroke-width="2.4" stroke-linecap="round"/>`,
  );
}

/** The SVG of one receipt screen at 360 dp wide. */
export function quayReceiptSvg(layout: QuayLayout, receipt: QuayReceipt): { svg: string; heightDp: number } {
  const c = layout.colors;
  const canvas: Canvas = { back: [], front: [] };
  const rng = mulberry32(seedOf(`${layout.key}/${receipt.variant}`));
  let y = 0;
  const statusBar = layout.raster.statusBar;
  // the phone's clock: minutes after the payment, or for a scheduled one the afternoon it was scheduled on
  const shotAt = receipt.scheduled
    ? Date.parse('2026-11-23T13:00:00Z') + intBetween(rng, 0, 290) * 60_000
    : Date.parse(receipt.paidAt) + intBetween(rng, 1, 14) * 60_000;
  const clockParts = saoPauloParts(new Date(shotAt).toISOString());
  const clock = `${clockParts.hh}:${clockParts.mi}`;

  // --- header
  if (layout.header === 'bar') {
    const barH = (statusBar ? 24 : 0) + 56;
    canvas.back.push(`<rect x="0" y="0" width="${VIEW_W}" height="${barH}" fill="${c.accent}"/>`);
    if (statusBar) drawStatusBar(canvas, layout, clock, true);
    y = (statusBar ? 24 : 0) + 36;
    canvas.front.push(
      `<path d="M ${PAD + 6} ${y - 11} l -7 7 l 7 7" fill="none" stroke="${c.onAccent}" stroke-width="2" stroke-linecap="round"/>`,
    );
    text(canvas, PAD + 22, y, layout.brand, { size: 16, fill: c.onAccent, bold: true });
    y = barH + 34;
  } else {
    if (statusBar) drawStatusBar(canvas, layout, clock, false);
    y = (statusBar ? 24 : 4) + 30;
    canvas.front.push(
      `<path d="M ${PAD} ${y - 12} l 10 10 M ${PAD + 10} ${y - 12} l -10 10" stroke="${c.text}" stroke-width="1.8" stroke-linecap="round"/>`,
    );
    if (layout.header === 'logo') {
      drawLogo(canvas, layout, VIEW_W / 2, y, 'middle');
      y += 50;
    } else {
      drawLogo(canvas, layout, VIEW_W - PAD - estimateWidth(layout.logo.text, 20, true, false) - 6, y, 'start');
      y += 44;
    }
  }

  const contentW = VIEW_W - PAD * 2;
  let openAt: number | null = null;
  const items = receiptItems(layout, receipt);
  const fieldSize = 14;
  const labelColor = c.muted;

  const closeSection = (): void => {
    if (openAt === null) return;
    if (layout.sections === 'cards') {
      canvas.back.push(
        `<rect x="${PAD - 8}" y="${openAt - 10}" width="${contentW + 16}" height="${y - openAt + 6}" rx="12" fill="${c.surface}"/>`,
      );
      y += 18;
    } else if (layout.sections === 'dividers') {
      y += 6;
      canvas.back.push(`<rect x="${PAD}" y="${y}" width="${contentW}" height="1" fill="${c.line}"/>`);
      y += 22;
    } else {
      y += 16;
    }
    openAt = null;
  };

  for (const [index, item] of items.entries()) {
    // a section with nothing in it draws nothing
    if (
      (item.t === 'open' && items[index + 1]?.t === 'close') ||
      (item.t === 'close' && items[index - 1]?.t === 'open')
    ) {
      continue;
    }
    switch (item.t) {
      case 'title': {
        const centered = layout.header === 'logo';
        if (receipt.scheduled) clockIcon(canvas, centered ? VIEW_W / 2 : PAD + 16, y, c.accent);
        else checkIcon(canvas, centered ? VIEW_W / 2 : PAD + 16, y, c.accent, c.onAccent);
        y += 44;
        for (const line of wrapText(item.text, 20, true, false, contentW)) {
          text(canvas, centered ? VIEW_W / 2 : PAD, y, line, {
            size: 20,
            fill: c.text,
            bold: true,
            anchor: centered ? 'middle' : 'start',
          });
          y += 26;
        }
        break;
      }
      case 'status': {
        const centered = layout.header === 'logo';
        text(canvas, centered ? VIEW_W / 2 : PAD, y, item.text, {
          size: 13,
          fill: receipt.scheduled ? c.muted : c.accent,
          bold: true,
          anchor: centered ? 'middle' : 'start',
        });
        y += 30;
        break;
      }
      case 'hero': {
        const centered = layout.header === 'logo';
        const x = centered ? VIEW_W / 2 : PAD;
        const anchor = centered ? 'middle' : 'start';
        text(canvas, x, y, item.label, { size: 13, fill: labelColor, anchor });
        y += 32;
        text(canvas, x, y, item.text, { size: 30, fill: c.text, bold: true, anchor, mono: layout.mono === 'values' });
        y += 26;
        break;
      }
      case 'line': {
        const centered = layout.header === 'logo' && item.role === 'when';
        const size = item.strong ? 16 : fieldSize;
        for (const line of wrapText(item.text, size, !!item.strong, !!item.mono, contentW)) {
          text(canvas, centered ? VIEW_W / 2 : PAD, y, line, {
            size,
            fill: item.muted ? c.muted : c.text,
            bold: item.strong,
            mono: item.mono,
            anchor: centered ? 'middle' : 'start',
          });
          y += size + 7;
        }
        y += item.role === 'when' ? 20 : 2;
        break;
      }
      case 'open':
        openAt = y;
        y += layout.sections === 'cards' ? 12 : 0;
        break;
      case 'close':
        closeSection();
        break;
      case 'heading':
        text(canvas, PAD, y, item.text, {
          size: layout.family === 'no label' ? 13 : 15,
          fill: layout.family === 'no label' ? c.muted : c.text,
          bold: true,
        });
        y += layout.family === 'no label' ? 22 : 26;
        break;
      case 'field': {
        const size = item.strong ? 15 : fieldSize;
        const beside = layout.family === 'label beside' && !(item.role === 'e2e');
        if (beside) {
          const labelW = estimateWidth(item.label, 13, false, false);
          const room = contentW - labelW - 14;
          const lines = wrapText(item.value, size, !!item.strong, !!item.mono, Math.max(room, 120));
          text(canvas, PAD, y, item.label, { size: 13, fill: labelColor });
          const ownLine = room < 120 || (lines.length > 1 && room < contentW * 0.5);
          const valueLines = ownLine ? wrapText(item.value, size, !!item.strong, !!item.mono, contentW) : lines;
          if (ownLine) y += size + 6;
          for (const line of valueLines) {
            text(canvas, VIEW_W - PAD, y, line, {
              size,
              fill: c.text,
              bold: item.strong,
              mono: item.mono,
              anchor: 'end',
            });
            y += size + 6;
          }
          y += 10;
        } else {
          text(canvas, PAD, y, item.label, { size: 13, fill: labelColor });
          y += size + 7;
          let valueLines = wrapText(item.value, size, !!item.strong, !!item.mono, contentW);
          if (item.role === 'e2e' && layout.e2eWrap && valueLines.length === 1) {
            const half = Math.ceil(item.value.length / 2);
            valueLines = [item.value.slice(0, half), item.value.slice(half)];
          }
          for (const line of valueLines) {
            text(canvas, PAD, y, line, { size, fill: c.text, bold: item.strong, mono: item.mono });
            y += size + 6;
          }
          y += 12;
        }
        break;
      }
    }
  }

  // --- footer: a share button and the bank's small print
  y += 6;
  canvas.back.push(
    `<rect x="${PAD}" y="${y}" width="${contentW}" height="44" rx="${layout.sections === 'cards' ? 22 : 8}" fill="${c.accent}"/>`,
  );
  text(canvas, VIEW_W / 2, y + 27, 'Compartilhar comprovante', {
    size: 15,
    fill: c.onAccent,
    bold: true,
    anchor: 'middle',
  });
  y += 74;
  for (const line of layout.footer) {
    text(canvas, VIEW_W / 2, y, line, { size: 11, fill: c.muted, anchor: 'middle' });
    y += 17;
  }
  const heightDp = Math.max(Math.ceil(y + 30), Math.ceil((VIEW_W * 19.5) / 9));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEW_W}" height="${heightDp}" viewBox="0 0 ${VIEW_W} ${heightDp}">`,
    `<rect x="0" y="0" width="${VIEW_W}" height="${heightDp}" fill="${c.bg}"/>`,
    ...canvas.back,
    ...canvas.front,
    '</svg>',
  ].join('');
  return { svg, heightDp };
}

/** Rasterise at the phone's width, then degrade the way a phone screenshot sent over chat is degraded. */
export async function renderQuayReceipt(layout: QuayLayout, receipt: QuayReceipt): Promise<Buffer> {
  const { svg } = quayReceiptSvg(layout, receipt);
  const { width, quality, blur, resample } = layout.raster;
  const density = (72 * width) / VIEW_W;
  let image = sharp(Buffer.from(svg), { density }).flatten({ background: layout.colors.bg });
  let png = await image.png().toBuffer();
  const meta = await sharp(png).metadata();
  if (meta.width !== width) png = await sharp(png).resize({ width }).png().toBuffer();
  if (resample) {
    const small = await sharp(png)
      .resize({ width: Math.round(width * resample) })
      .png()
      .toBuffer();
    png = await sharp(small).resize({ width, kernel: 'cubic' }).png().toBuffer();
  }
  image = sharp(png);
  if (blur) image = image.blur(blur);
  const jitter = (receipt.variant % 3) - 1;
  const q = Math.min(85, Math.max(55, quality + jitter * 3));
  return image.jpeg({ quality: q, chromaSubsampling: '4:2:0' }).toBuffer();
}
