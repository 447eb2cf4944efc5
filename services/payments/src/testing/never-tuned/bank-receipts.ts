/**
 * PIX receipts of eleven Brazilian bank apps, drawn as phone screenshots from the public look of each app's
 * "comprovante Pix". Written independently of the receipt verifier and of the tuned corpus (receipt-corpus.ts),
 * in fonts the tuned corpus never used, to measure how the verifier reads a recipient it has never seen.
 * Keep these files out of every tuning loop: a receipt tuned against here stops measuring anything.
 *
 * Seen since issue #39: first judged at 20be39f (name + masked document 60/78, no false approval), then its misses were
 * looked into; make bench-receipts reports it apart as seen. The held-out measure is ../fresh-layouts.
 */

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { storefrontUpload } from '../receipt-corpus.js';

export type Family = 'beside' | 'above' | 'absent';
export type Theme = 'light' | 'dark';
export type BankId =
  | 'nubank'
  | 'itau'
  | 'bradesco'
  | 'bb'
  | 'caixa'
  | 'santander'
  | 'inter'
  | 'picpay'
  | 'mercadopago'
  | 'c6'
  | 'pagbank';

/** Fonts fontconfig must have; the tuned corpus draws only with DejaVu and Liberation. */
export const NEVER_TUNED_FONTS = ['Roboto', 'Inter', 'Roboto Condensed'] as const;
export type NeverTunedFont = (typeof NEVER_TUNED_FONTS)[number];

export interface Layout {
  id: string;
  bank: BankId;
  family: Family;
  theme: Theme;
  font: NeverTunedFont;
}

export const LAYOUTS: Layout[] = [
  { id: 'nubank', bank: 'nubank', family: 'beside', theme: 'light', font: 'Inter' },
  { id: 'nubank-dark', bank: 'nubank', family: 'beside', theme: 'dark', font: 'Inter' },
  { id: 'bradesco', bank: 'bradesco', family: 'beside', theme: 'light', font: 'Roboto' },
  { id: 'bb', bank: 'bb', family: 'beside', theme: 'light', font: 'Roboto Condensed' },
  { id: 'pagbank', bank: 'pagbank', family: 'beside', theme: 'light', font: 'Roboto' },
  { id: 'itau-beside', bank: 'itau', family: 'beside', theme: 'light', font: 'Roboto' },
  { id: 'itau-above', bank: 'itau', family: 'above', theme: 'light', font: 'Roboto' },
  { id: 'caixa', bank: 'caixa', family: 'above', theme: 'light', font: 'Inter' },
  { id: 'inter-dark', bank: 'inter', family: 'above', theme: 'dark', font: 'Inter' },
  { id: 'c6-dark', bank: 'c6', family: 'above', theme: 'dark', font: 'Roboto' },
  { id: 'santander', bank: 'santander', family: 'absent', theme: 'light', font: 'Roboto' },
  { id: 'picpay-dark', bank: 'picpay', family: 'absent', theme: 'dark', font: 'Inter' },
  { id: 'mercadopago', bank: 'mercadopago', family: 'absent', theme: 'light', font: 'Roboto' },
];

// ---------------------------------------------------------------------------------------------------------------
// Documents

function checkDigit(digits: string, weights: number[]): string {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? '0' : String(11 - rest);
}

const CPF_WEIGHTS = (length: number) => Array.from({ length }, (_, index) => length + 1 - index);
const CNPJ_WEIGHTS = (length: number) => Array.from({ length }, (_, index) => ((length - 1 - index) % 8) + 2);

/** A CPF from its first nine digits, with both check digits computed. */
export function cpfFrom(base: string): string {
  const first = base + checkDigit(base, CPF_WEIGHTS(9));
  return first + checkDigit(first, CPF_WEIGHTS(10));
}

/** A CNPJ from its first twelve digits (root + branch), with both check digits computed. */
export function cnpjFrom(base: string): string {
  const first = base + checkDigit(base, CNPJ_WEIGHTS(12));
  return first + checkDigit(first, CNPJ_WEIGHTS(13));
}

export function isValidCpf(document: string): boolean {
  return /^\d{11}$/.test(document) && !/^(\d)\1+$/.test(document) && cpfFrom(document.slice(0, 9)) === document;
}

export function isValidCnpj(document: string): boolean {
  return /^\d{14}$/.test(document) && !/^(\d)\1+$/.test(document) && cnpjFrom(document.slice(0, 12)) === document;
}

// How a bank prints a company's CNPJ: its first two digits and branch, its middle digits, or whole.
export type CnpjMask = 'edges' | 'middle' | 'whole';

export function formatCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

export function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

function printedDocument(document: string, cnpjMask: CnpjMask, hidden: '*' | '•'): string {
  if (document.length === 11)
    return `${hidden.repeat(3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${hidden.repeat(2)}`;
  if (cnpjMask === 'whole') return formatCnpj(document);
  if (cnpjMask === 'edges') return `${document.slice(0, 2)}.***.***/${document.slice(8, 12)}-**`;
  return `**.${document.slice(2, 5)}.${document.slice(5, 8)}/${document.slice(8, 12)}-**`;
}

// ---------------------------------------------------------------------------------------------------------------
// What a receipt says

export interface SaoPauloTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface ReceiptParty {
  name: string;
  /** Digits only; null when the receipt prints no document for this party. */
  document: string | null;
  institution: BankId;
}

export interface ReceiptScene {
  layout: Layout;
  /** In reais. */
  amount: number;
  paidAt: SaoPauloTime;
  recipient: ReceiptParty;
  payer: ReceiptParty;
  cnpjMask: CnpjMask;
  /** The key as the receipt prints it; absent for "Copia e Cola" payments. */
  shownKey?: string;
  /** A Pix scheduled on `paidAt` to be paid on this day: not paid yet. */
  scheduledFor?: { year: number; month: number; day: number };
  /** Drives the account numbers, the end-to-end id's tail and the status-bar clock. */
  seed: number;
  screenWidth: 720 | 1080 | 1440;
  /** Quality of the JPEG a sharing app re-encodes the screenshot to, if it does. */
  sharedAsJpeg?: number;
}

interface Bank {
  display: string;
  ispb: string;
  institution: string;
  accent: string;
  accentOnDark: string;
  appBar: 'plain' | 'brand';
  /** The app bar's colour when it is not the accent. */
  appBarColor?: string;
  appBarText: string;
  appBarTitle: string;
  logo: string;
  title: string;
  scheduledTitle: string;
  recipientHeading: string;
  payerHeading: string;
  payerFirst: boolean;
  labels: {
    name: string;
    document: 'CPF/CNPJ' | 'auto';
    institution: string;
    key: string;
    agency: string;
    account: string;
  };
  colon: boolean;
  upperLabels: boolean;
  nameCase: 'upper' | 'title';
  nameCut: { at: number; ellipsis: boolean };
  hidden: '*' | '•';
  date: DateStyle;
  amountLabel: string;
  idLabel: string;
  /** Shown as a second id below the end-to-end one. */
  authentication?: string;
  footer: string;
}

type DateStyle = 'nubank' | 'slash-as' | 'slash-dash-seconds' | 'weekday-long' | 'long-as' | 'mercadopago' | 'inter';

const BANKS: Record<BankId, Bank> = {
  nubank: {
    display: 'Nubank',
    ispb: '18236120',
    institution: 'NU PAGAMENTOS - IP',
    accent: '#820AD1',
    accentOnDark: '#B66DFF',
    appBar: 'plain',
    appBarText: '',
    appBarTitle: '',
    logo: 'nu',
    title: 'Comprovante de transferência',
    scheduledTitle: 'Transferência agendada',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    payerFirst: false,
    labels: {
      name: 'Nome',
      document: 'auto',
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'title',
    nameCut: { at: 30, ellipsis: true },
    hidden: '•',
    date: 'nubank',
    amountLabel: 'Valor',
    idLabel: 'ID da transação:',
    footer: 'Nu Pagamentos S.A. - Instituição de Pagamento',
  },
  itau: {
    display: 'Itaú',
    ispb: '60701190',
    institution: 'ITAÚ UNIBANCO S.A.',
    accent: '#EC7000',
    accentOnDark: '#FF8A1F',
    appBar: 'brand',
    appBarText: '#FFFFFF',
    appBarTitle: 'comprovante',
    logo: 'itaú',
    title: 'Pix realizado',
    scheduledTitle: 'Pix agendado',
    recipientHeading: 'dados do recebedor',
    payerHeading: 'dados do pagador',
    payerFirst: false,
    labels: {
      name: 'nome',
      document: 'CPF/CNPJ',
      institution: 'instituição',
      key: 'chave Pix',
      agency: 'agência',
      account: 'conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'upper',
    nameCut: { at: 30, ellipsis: false },
    hidden: '*',
    date: 'slash-as',
    amountLabel: 'valor',
    idLabel: 'id da transação',
    authentication: 'autenticação',
    footer: 'Itaú Unibanco S.A. - CNPJ 60.701.190/0001-04',
  },
  bradesco: {
    display: 'Bradesco',
    ispb: '60746948',
    institution: 'BANCO BRADESCO S.A.',
    accent: '#CC092F',
    accentOnDark: '#FF3355',
    appBar: 'brand',
    appBarText: '#FFFFFF',
    appBarTitle: 'Comprovante',
    logo: 'b',
    title: 'Comprovante de transação Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    payerFirst: false,
    labels: {
      name: 'Nome',
      document: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: true,
    upperLabels: false,
    nameCase: 'upper',
    nameCut: { at: 25, ellipsis: true },
    hidden: '*',
    date: 'slash-dash-seconds',
    amountLabel: 'Valor',
    idLabel: 'ID da transação:',
    authentication: 'Controle',
    footer: 'Alô Bradesco SAC 0800 704 8383',
  },
  bb: {
    display: 'Banco do Brasil',
    ispb: '00000000',
    institution: 'BCO DO BRASIL S.A.',
    accent: '#FCE300',
    accentOnDark: '#FCE300',
    appBar: 'brand',
    appBarText: '#2A3B8F',
    appBarTitle: 'Comprovante',
    logo: 'BB',
    title: 'COMPROVANTE PIX',
    scheduledTitle: 'COMPROVANTE DE AGENDAMENTO PIX',
    recipientHeading: 'PAGO PARA',
    payerHeading: 'DADOS DO PAGADOR',
    payerFirst: true,
    labels: {
      name: 'NOME',
      document: 'auto',
      institution: 'INSTITUIÇÃO',
      key: 'CHAVE PIX',
      agency: 'AGÊNCIA',
      account: 'CONTA',
    },
    colon: true,
    upperLabels: true,
    nameCase: 'upper',
    nameCut: { at: 25, ellipsis: false },
    hidden: '*',
    date: 'slash-dash-seconds',
    amountLabel: 'VALOR',
    idLabel: 'ID:',
    authentication: 'DOCUMENTO',
    footer: 'SAC 0800 729 0722 - Ouvidoria BB 0800 729 5678',
  },
  caixa: {
    display: 'CAIXA',
    ispb: '00360305',
    institution: 'CAIXA ECONOMICA FEDERAL',
    accent: '#005CA9',
    accentOnDark: '#3D8FE0',
    appBar: 'brand',
    appBarText: '#FFFFFF',
    appBarTitle: 'Comprovante',
    logo: 'CAIXA',
    title: 'Comprovante de Pix enviado',
    scheduledTitle: 'Comprovante de agendamento de Pix',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    payerFirst: true,
    labels: {
      name: 'Nome',
      document: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'upper',
    nameCut: { at: 30, ellipsis: false },
    hidden: '*',
    date: 'slash-dash-seconds',
    amountLabel: 'Valor',
    idLabel: 'ID da transação',
    authentication: 'Código de autenticação',
    footer: 'SAC CAIXA 0800 726 0101',
  },
  santander: {
    display: 'Santander',
    ispb: '90400888',
    institution: 'BCO SANTANDER (BRASIL) S.A.',
    accent: '#EC0000',
    accentOnDark: '#FF4040',
    appBar: 'brand',
    appBarText: '#FFFFFF',
    appBarTitle: 'Comprovante do Pix',
    logo: 'S',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: false,
    labels: {
      name: 'Nome',
      document: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'title',
    nameCut: { at: 27, ellipsis: true },
    hidden: '*',
    date: 'weekday-long',
    amountLabel: 'Valor pago',
    idLabel: 'ID/Transação',
    footer: 'Central de Atendimento Santander 4004 3535',
  },
  inter: {
    display: 'Inter',
    ispb: '00416968',
    institution: 'BANCO INTER S.A.',
    accent: '#FF7A00',
    accentOnDark: '#FF8A1A',
    appBar: 'plain',
    appBarText: '',
    appBarTitle: 'Comprovante',
    logo: 'inter',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    payerFirst: false,
    labels: {
      name: 'Nome',
      document: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'title',
    nameCut: { at: 28, ellipsis: true },
    hidden: '•',
    date: 'inter',
    amountLabel: 'Valor',
    idLabel: 'ID da transação',
    footer: 'Banco Inter S.A. - CNPJ 00.416.968/0001-01',
  },
  picpay: {
    display: 'PicPay',
    ispb: '22896431',
    institution: 'PICPAY',
    accent: '#11C76F',
    accentOnDark: '#21C25E',
    appBar: 'plain',
    appBarText: '',
    appBarTitle: 'Comprovante',
    logo: 'PicPay',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix agendado',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: true,
    labels: {
      name: 'Nome',
      document: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'title',
    nameCut: { at: 25, ellipsis: false },
    hidden: '*',
    date: 'long-as',
    amountLabel: 'Valor',
    idLabel: 'ID da transação',
    footer: 'PicPay Instituição de Pagamento S.A.',
  },
  mercadopago: {
    display: 'Mercado Pago',
    ispb: '10573521',
    institution: 'MERCADO PAGO IP LTDA.',
    accent: '#009EE3',
    accentOnDark: '#33B5FF',
    appBar: 'brand',
    appBarColor: '#FFE600',
    appBarText: '#2D3277',
    appBarTitle: 'Comprovante',
    logo: 'mp',
    title: 'Comprovante de transferência',
    scheduledTitle: 'Transferência agendada',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: true,
    labels: {
      name: 'Nome',
      document: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'title',
    nameCut: { at: 30, ellipsis: true },
    hidden: '*',
    date: 'mercadopago',
    amountLabel: 'Valor',
    idLabel: 'ID de transação',
    authentication: 'Número da operação',
    footer: 'Mercado Pago Instituição de Pagamento Ltda.',
  },
  c6: {
    display: 'C6 Bank',
    ispb: '31872495',
    institution: 'BANCO C6 S.A.',
    accent: '#242424',
    accentOnDark: '#D9C08C',
    appBar: 'plain',
    appBarText: '',
    appBarTitle: 'Comprovante',
    logo: 'C6',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    payerFirst: true,
    labels: {
      name: 'Nome',
      document: 'auto',
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'title',
    nameCut: { at: 26, ellipsis: true },
    hidden: '•',
    date: 'slash-as',
    amountLabel: 'Valor',
    idLabel: 'ID da transação',
    footer: 'Banco C6 S.A. - CNPJ 31.872.495/0001-72',
  },
  pagbank: {
    display: 'PagBank',
    ispb: '08561701',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    accent: '#1F9E4F',
    accentOnDark: '#3CC46E',
    appBar: 'plain',
    appBarText: '',
    appBarTitle: 'Comprovante',
    logo: 'PagBank',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de Pix agendado',
    recipientHeading: 'Dados do favorecido',
    payerHeading: 'Dados do pagador',
    payerFirst: true,
    labels: {
      name: 'Nome',
      document: 'CPF/CNPJ',
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    colon: false,
    upperLabels: false,
    nameCase: 'upper',
    nameCut: { at: 30, ellipsis: true },
    hidden: '*',
    date: 'slash-as',
    amountLabel: 'Valor',
    idLabel: 'Código da transação',
    footer: 'PagSeguro Internet Instituição de Pagamento S.A.',
  },
};

export const bankName = (bank: BankId): string => BANKS[bank].display;

// ---------------------------------------------------------------------------------------------------------------
// Names, dates, amounts and ids as the apps print them

const LOWER_WORDS = new Set(['DE', 'DA', 'DO', 'DAS', 'DOS', 'E']);

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word) ? word.toLowerCase() : word.charAt(0) + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

export function printedName(name: string, bank: BankId): string {
  const style = BANKS[bank];
  const cased = style.nameCase === 'upper' ? name.toUpperCase() : titleCase(name);
  if (cased.length <= style.nameCut.at) return cased;
  return cased.slice(0, style.nameCut.at).trimEnd() + (style.nameCut.ellipsis ? '...' : '');
}

export function formatReais(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `R$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
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
const SHORT_MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

const two = (value: number) => String(value).padStart(2, '0');

function weekday(time: { year: number; month: number; day: number }): string {
  return WEEKDAYS[new Date(Date.UTC(time.year, time.month - 1, time.day)).getUTCDay()]!;
}

function slashDate(time: { year: number; month: number; day: number }): string {
  return `${two(time.day)}/${two(time.month)}/${time.year}`;
}

function printedDate(time: SaoPauloTime, style: DateStyle): string {
  const hm = `${two(time.hour)}:${two(time.minute)}`;
  const hms = `${hm}:${two(time.second)}`;
  const longDate = `${time.day} de ${MONTHS[time.month - 1]} de ${time.year}`;
  switch (style) {
    case 'nubank':
      return `${two(time.day)} ${SHORT_MONTHS[time.month - 1]} ${time.year} - ${hms}`;
    case 'slash-as':
      return `${slashDate(time)} às ${hm}`;
    case 'slash-dash-seconds':
      return `${slashDate(time)} - ${hms}`;
    case 'weekday-long':
      return `${weekday(time)}, ${longDate} às ${hm}`;
    case 'long-as':
      return `${longDate} às ${hm}`;
    case 'mercadopago':
      return `${weekday(time)}-feira, ${longDate}, às ${hms}`.replace(/^(sábado|domingo)-feira/, '$1');
    case 'inter': {
      const day = weekday(time);
      return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${slashDate(time)} às ${two(time.hour)}h${two(time.minute)}`;
    }
  }
}

/** A small deterministic generator, so a case draws the same file every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `E` + the paying bank's ISPB + the UTC minute of the payment (São Paulo is UTC-3) + 11 characters. */
export function endToEndId(bank: BankId, paidAt: SaoPauloTime, seed: number): string {
  const utc = new Date(Date.UTC(paidAt.year, paidAt.month - 1, paidAt.day, paidAt.hour + 3, paidAt.minute));
  const stamp = `${utc.getUTCFullYear()}${two(utc.getUTCMonth() + 1)}${two(utc.getUTCDate())}${two(utc.getUTCHours())}${two(utc.getUTCMinutes())}`;
  const random = seededRandom(seed * 7919 + 17);
  const tail = Array.from({ length: 11 }, () => ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)]).join('');
  return `E${BANKS[bank].ispb}${stamp}${tail}`;
}

function digitsOf(random: () => number, length: number): string {
  return Array.from({ length }, () => Math.floor(random() * 10)).join('');
}

// ---------------------------------------------------------------------------------------------------------------
// Text measurement: Roboto's advance widths in em, scaled for the other fonts, so long values shrink or wrap
// as the apps do instead of running off the screen.

const ROBOTO_ADVANCES: Record<string, number> = {
  ' ': 0.248,
  '.': 0.263,
  ',': 0.196,
  ':': 0.242,
  ';': 0.212,
  '-': 0.276,
  '/': 0.412,
  '*': 0.431,
  '•': 0.342,
  '@': 0.898,
  $: 0.562,
  '(': 0.342,
  ')': 0.348,
  '+': 0.566,
  _: 0.451,
  A: 0.652,
  B: 0.622,
  C: 0.651,
  D: 0.656,
  E: 0.568,
  F: 0.553,
  G: 0.681,
  H: 0.713,
  I: 0.272,
  J: 0.552,
  K: 0.627,
  L: 0.538,
  M: 0.873,
  N: 0.713,
  O: 0.688,
  P: 0.631,
  Q: 0.688,
  R: 0.616,
  S: 0.593,
  T: 0.597,
  U: 0.648,
  V: 0.636,
  W: 0.887,
  X: 0.627,
  Y: 0.601,
  Z: 0.599,
  a: 0.544,
  b: 0.561,
  c: 0.523,
  d: 0.564,
  e: 0.53,
  f: 0.347,
  g: 0.561,
  h: 0.551,
  i: 0.243,
  j: 0.239,
  k: 0.507,
  l: 0.243,
  m: 0.876,
  n: 0.552,
  o: 0.57,
  p: 0.561,
  q: 0.568,
  r: 0.338,
  s: 0.516,
  t: 0.327,
  u: 0.551,
  v: 0.484,
  w: 0.751,
  x: 0.496,
  y: 0.473,
  z: 0.496,
};
const FONT_WIDTH: Record<NeverTunedFont, number> = { Roboto: 1, Inter: 1.1, 'Roboto Condensed': 0.9 };

export function textWidth(text: string, size: number, font: NeverTunedFont, bold = false): number {
  let width = 0;
  for (const char of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) {
    width += ROBOTO_ADVANCES[char] ?? (/\d/.test(char) ? 0.562 : 0.62);
  }
  // A little headroom: the table is Roboto Regular's and bold glyphs are wider.
  return width * size * FONT_WIDTH[font] * (bold ? 1.07 : 1.03);
}

/** The lines a value takes in `maxWidth`: shrunk down to 85 % first, then wrapped at spaces (or anywhere). */
function fitText(
  text: string,
  size: number,
  maxWidth: number,
  font: NeverTunedFont,
  bold: boolean,
): { lines: string[]; size: number } {
  for (const scale of [1, 0.92, 0.85]) {
    if (textWidth(text, size * scale, font, bold) <= maxWidth) return { lines: [text], size: size * scale };
  }
  const smaller = size * 0.92;
  const lines: string[] = [];
  let line = '';
  const pieces = text.includes(' ') ? text.split(/(?<= )/) : [...text];
  for (const piece of pieces) {
    if (line && textWidth((line + piece).trimEnd(), smaller, font, bold) > maxWidth) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += piece;
  }
  if (line) lines.push(line.trimEnd());
  return { lines, size: smaller };
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing

const VIEW_WIDTH = 360;
const VIEW_HEIGHT = 780;
const PAD = 20;

interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  rule: string;
  accent: string;
}

function paletteOf(layout: Layout): Palette {
  const bank = BANKS[layout.bank];
  if (layout.theme === 'dark') {
    return {
      background: layout.bank === 'c6' ? '#0B0B0C' : '#121214',
      surface: '#1E1E22',
      text: '#F2F2F5',
      muted: '#9A9AA3',
      rule: '#2E2E33',
      accent: bank.accentOnDark,
    };
  }
  return {
    background: '#FFFFFF',
    surface: '#F3F3F6',
    text: '#1D1D1F',
    muted: '#6C6C72',
    rule: '#E2E2E7',
    accent: bank.accent,
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

class Canvas {
  readonly parts: string[] = [];
  y = 0;

  constructor(
    readonly layout: Layout,
    readonly palette: Palette,
    /** Vertical spacing factor: a long receipt is drawn tighter so it fits one screen. */
    readonly density: number,
  ) {}

  text(
    x: number,
    y: number,
    content: string,
    options: { size: number; fill?: string; weight?: number; anchor?: 'start' | 'end' | 'middle'; spacing?: number },
  ): void {
    const weight = options.weight ?? 400;
    const spacing = options.spacing ? ` letter-spacing="${options.spacing}"` : '';
    this.parts.push(
      `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${this.layout.font}" font-size="${options.size.toFixed(2)}" font-weight="${weight}" fill="${options.fill ?? this.palette.text}" text-anchor="${options.anchor ?? 'start'}"${spacing}>${escapeXml(content)}</text>`,
    );
  }

  rect(x: number, y: number, width: number, height: number, fill: string, radius = 0): void {
    this.parts.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`);
  }

  rule(): void {
    this.rect(PAD, this.y, VIEW_WIDTH - 2 * PAD, 0.8, this.palette.rule);
    this.y += 12 * this.density;
  }

  gap(height: number): void {
    this.y += height * this.density;
  }

  /** A value that may shrink or wrap; returns nothing, moves the cursor below it. */
  block(
    x: number,
    content: string,
    options: { size: number; maxWidth: number; fill?: string; weight?: number; anchor?: 'start' | 'end' | 'middle' },
  ): void {
    const fitted = fitText(content, options.size, options.maxWidth, this.layout.font, (options.weight ?? 400) >= 600);
    for (const line of fitted.lines) {
      this.y += fitted.size * 1.05;
      this.text(x, this.y, line, { ...options, size: fitted.size });
      this.y += fitted.size * 0.35 * this.density;
    }
  }
}

function label(bank: Bank, text: string): string {
  const cased = bank.upperLabels ? text.toUpperCase() : text;
  return bank.colon ? `${cased}:` : cased;
}

interface PartyLines {
  heading: string;
  name: string;
  documentLabel: string;
  document: string | null;
  institution: string;
  agency: string;
  account: string;
  key?: string;
}

function partyLines(scene: ReceiptScene, role: 'recipient' | 'payer', random: () => number): PartyLines {
  const bank = BANKS[scene.layout.bank];
  const party = scene[role];
  const documentLabel =
    bank.labels.document === 'CPF/CNPJ' || party.document === null
      ? 'CPF/CNPJ'
      : party.document.length === 11
        ? 'CPF'
        : 'CNPJ';
  return {
    heading: role === 'recipient' ? bank.recipientHeading : bank.payerHeading,
    name: printedName(party.name, scene.layout.bank),
    documentLabel,
    document: party.document === null ? null : printedDocument(party.document, scene.cnpjMask, bank.hidden),
    institution: BANKS[party.institution].institution,
    agency: party.institution === 'nubank' || party.institution === 'picpay' ? '0001' : digitsOf(random, 4),
    account: `${digitsOf(random, 5 + Math.floor(random() * 3))}-${digitsOf(random, 1)}`,
    key: role === 'recipient' ? scene.shownKey : undefined,
  };
}

function drawStatusBar(canvas: Canvas, clock: string, onBrand: string | null): void {
  const fill = onBrand ?? canvas.palette.text;
  canvas.text(PAD, 17, clock, { size: 12.5, weight: 600, fill });
  const right = VIEW_WIDTH - PAD;
  for (let bar = 0; bar < 4; bar++) canvas.rect(right - 58 + bar * 4.5, 14 - bar * 2.5, 3, 4 + bar * 2.5, fill, 0.5);
  canvas.parts.push(
    `<path d="M${right - 34} 10 q6 -5 12 0 M${right - 32} 13 q4 -3 8 0" stroke="${fill}" stroke-width="1.6" fill="none"/>`,
  );
  canvas.parts.push(
    `<rect x="${right - 18}" y="7" width="16" height="9" rx="2" fill="none" stroke="${fill}" stroke-width="1"/>`,
  );
  canvas.rect(right - 16.5, 8.5, 10, 6, fill, 1);
  canvas.rect(right - 1.5, 9.5, 1.5, 4, fill);
}

function drawAppBar(canvas: Canvas, bank: Bank): void {
  const brand = bank.appBar === 'brand';
  const fill = brand ? bank.appBarText : canvas.palette.text;
  canvas.parts.push(
    `<path d="M${PAD + 10} 43 l-8 8 l8 8 M${PAD + 2} 51 h16" stroke="${fill}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  );
  if (bank.appBarTitle) {
    canvas.text(VIEW_WIDTH / 2, 56, bank.appBarTitle, { size: 16, weight: 600, fill, anchor: 'middle' });
  }
  // The share icon every app puts on its receipt.
  const x = VIEW_WIDTH - PAD - 12;
  canvas.parts.push(
    `<path d="M${x - 6} 51 L${x + 6} 45 M${x - 6} 51 L${x + 6} 57" stroke="${fill}" stroke-width="1.5"/>`,
    `<circle cx="${x - 6}" cy="51" r="2.6" fill="${fill}"/><circle cx="${x + 6}" cy="45" r="2.6" fill="${fill}"/><circle cx="${x + 6}" cy="57" r="2.6" fill="${fill}"/>`,
  );
}

function drawLogo(canvas: Canvas, bank: Bank, x: number, y: number): void {
  const accent = canvas.palette.accent;
  const text = bank.logo;
  const onAccent =
    bank === BANKS.bb ? '#2A3B8F' : bank === BANKS.c6 && canvas.layout.theme === 'dark' ? '#111111' : '#FFFFFF';
  const width = Math.max(36, textWidth(text, 14, canvas.layout.font, true) + 16);
  canvas.rect(x, y, width, 36, accent, text.length <= 2 ? 18 : 8);
  canvas.text(x + width / 2, y + 23, text, { size: 14, weight: 700, fill: onAccent, anchor: 'middle' });
}

function drawHeader(canvas: Canvas, scene: ReceiptScene, bank: Bank): void {
  const { palette } = canvas;
  const scheduled = scene.scheduledFor !== undefined;
  drawLogo(canvas, bank, PAD, canvas.y);
  canvas.y += 36;
  canvas.gap(12);
  canvas.block(PAD, scheduled ? bank.scheduledTitle : bank.title, {
    size: 20,
    weight: 700,
    maxWidth: VIEW_WIDTH - 2 * PAD,
  });
  canvas.gap(4);
  const paid = printedDate(scene.paidAt, bank.date);
  canvas.block(PAD, scheduled ? `Agendado em ${paid}` : paid, {
    size: 13,
    fill: palette.muted,
    maxWidth: VIEW_WIDTH - 2 * PAD,
  });
  if (scene.scheduledFor) {
    canvas.gap(6);
    const day = scene.scheduledFor;
    canvas.rect(PAD, canvas.y, VIEW_WIDTH - 2 * PAD, 30, palette.surface, 8);
    canvas.text(PAD + 12, canvas.y + 20, `Pagamento agendado para ${weekday(day)}, ${slashDate(day)}`, {
      size: 12.5,
      weight: 600,
      fill: palette.accent === '#242424' ? palette.text : palette.accent,
    });
    canvas.y += 30;
  }
  canvas.gap(12);
  canvas.text(PAD, canvas.y + 12, bank.amountLabel, { size: 13, fill: palette.muted });
  canvas.y += 14;
  canvas.block(PAD, formatReais(scene.amount), { size: 26, weight: 700, maxWidth: VIEW_WIDTH - 2 * PAD });
  canvas.gap(10);
  canvas.rule();
}

function drawHeading(canvas: Canvas, heading: string): void {
  canvas.y += 15;
  const bank = BANKS[canvas.layout.bank];
  const fill = bank === BANKS.bb || bank === BANKS.c6 ? canvas.palette.text : canvas.palette.accent;
  canvas.text(PAD, canvas.y, heading, { size: 15, weight: 700, fill });
  canvas.gap(10);
}

function besideRow(canvas: Canvas, name: string, value: string, bold = false): void {
  const { palette } = canvas;
  const labelWidth = textWidth(name, 13, canvas.layout.font);
  const valueWidth = VIEW_WIDTH - 2 * PAD - labelWidth - 14;
  const top = canvas.y;
  canvas.text(PAD, top + 14, name, { size: 13, fill: palette.muted });
  canvas.block(VIEW_WIDTH - PAD, value, {
    size: 13.5,
    weight: bold ? 600 : 400,
    maxWidth: valueWidth,
    anchor: 'end',
  });
  canvas.y = Math.max(canvas.y, top + 19);
  canvas.gap(8);
}

function aboveRow(canvas: Canvas, name: string, value: string, bold = false): void {
  canvas.text(PAD, canvas.y + 11, name, { size: 11.5, fill: canvas.palette.muted });
  canvas.y += 13;
  canvas.block(PAD, value, { size: 15, weight: bold ? 600 : 400, maxWidth: VIEW_WIDTH - 2 * PAD });
  canvas.gap(9);
}

function drawParty(canvas: Canvas, lines: PartyLines, bank: Bank, withAccount: boolean): void {
  drawHeading(canvas, lines.heading);
  const family = canvas.layout.family;
  if (family === 'absent') {
    // No labels: the name, its document and its bank, one under the other, beside the holder's initials.
    const initials = lines.name
      .split(' ')
      .filter((word) => word.length > 2)
      .slice(0, 2)
      .map((word) => word[0])
      .join('');
    const left = PAD + 46;
    canvas.parts.push(`<circle cx="${PAD + 18}" cy="${canvas.y + 20}" r="18" fill="${canvas.palette.surface}"/>`);
    canvas.text(PAD + 18, canvas.y + 25, initials.toUpperCase(), {
      size: 13,
      weight: 700,
      fill: canvas.palette.muted,
      anchor: 'middle',
    });
    const maxWidth = VIEW_WIDTH - PAD - left;
    canvas.block(left, lines.name, { size: 16, weight: 600, maxWidth });
    canvas.gap(2);
    if (lines.document) canvas.block(left, lines.document, { size: 13.5, fill: canvas.palette.muted, maxWidth });
    canvas.gap(2);
    canvas.block(left, lines.institution, { size: 13.5, fill: canvas.palette.muted, maxWidth });
    canvas.gap(12);
    return;
  }
  const row = family === 'beside' ? besideRow : aboveRow;
  const labels = bank.labels;
  row(canvas, label(bank, labels.name), lines.name, true);
  if (lines.document) {
    const documentLabel = labels.document === 'CPF/CNPJ' ? 'CPF/CNPJ' : lines.documentLabel;
    row(canvas, label(bank, documentLabel), lines.document);
  }
  row(canvas, label(bank, labels.institution), lines.institution);
  if (withAccount) {
    if (family === 'beside') {
      row(canvas, label(bank, labels.agency), lines.agency);
      row(canvas, label(bank, labels.account), lines.account);
    } else {
      row(
        canvas,
        `${label(bank, labels.agency)} / ${label(bank, labels.account)}`,
        `${lines.agency} / ${lines.account}`,
      );
    }
  }
  if (lines.key) row(canvas, label(bank, labels.key), lines.key);
  canvas.gap(4);
}

function drawIds(canvas: Canvas, scene: ReceiptScene, bank: Bank, random: () => number): void {
  canvas.rule();
  const { palette } = canvas;
  const family = canvas.layout.family;
  if (family === 'absent') {
    if (scene.shownKey) besideRow(canvas, label(bank, bank.labels.key), scene.shownKey);
    besideRow(canvas, 'Tipo de transferência', 'Pix');
  }
  const idLabel = scene.scheduledFor ? 'Código do agendamento' : bank.idLabel;
  const id = scene.scheduledFor ? digitsOf(random, 12) : endToEndId(scene.layout.bank, scene.paidAt, scene.seed);
  canvas.text(PAD, canvas.y + 12, label(bank, idLabel.replace(/:$/, '')), { size: 12, fill: palette.muted });
  canvas.y += 14;
  canvas.block(PAD, id, { size: 13, weight: 500, maxWidth: VIEW_WIDTH - 2 * PAD });
  if (bank.authentication) {
    canvas.gap(6);
    canvas.text(PAD, canvas.y + 12, label(bank, bank.authentication), { size: 12, fill: palette.muted });
    canvas.y += 14;
    const code = Array.from({ length: 4 }, () => digitsOf(random, 4)).join('.');
    canvas.block(PAD, code, { size: 13, maxWidth: VIEW_WIDTH - 2 * PAD });
  }
  canvas.gap(14);
  canvas.block(VIEW_WIDTH / 2, bank.footer, {
    size: 11,
    fill: palette.muted,
    maxWidth: VIEW_WIDTH - 2 * PAD,
    anchor: 'middle',
  });
}

function drawReceipt(scene: ReceiptScene, density: number): Canvas {
  const { layout } = scene;
  const bank = BANKS[layout.bank];
  const palette = paletteOf(layout);
  const canvas = new Canvas(layout, palette, density);
  const random = seededRandom(scene.seed);
  const brandBar = bank.appBar === 'brand';
  canvas.rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, palette.background);
  if (brandBar) canvas.rect(0, 0, VIEW_WIDTH, 76, bank.appBarColor ?? palette.accent);
  const clockMinutes = scene.paidAt.hour * 60 + scene.paidAt.minute + 1 + Math.floor(random() * 4);
  drawStatusBar(
    canvas,
    `${Math.floor(clockMinutes / 60)}:${two(clockMinutes % 60)}`,
    brandBar ? bank.appBarText : null,
  );
  drawAppBar(canvas, bank);
  canvas.y = brandBar ? 92 : 84;
  drawHeader(canvas, scene, bank);
  const recipient = partyLines(scene, 'recipient', random);
  const payer = partyLines(scene, 'payer', random);
  const parties = bank.payerFirst ? [payer, recipient] : [recipient, payer];
  for (const party of parties) drawParty(canvas, party, bank, party === recipient && density === 1);
  drawIds(canvas, scene, bank, random);
  return canvas;
}

/** The receipt as an SVG phone screen of `screenWidth` pixels, height 19.5:9 of it. */
export function receiptSvg(scene: ReceiptScene): string {
  let canvas = drawReceipt(scene, 1);
  for (const density of [0.85, 0.7]) {
    if (canvas.y <= VIEW_HEIGHT - 8) break;
    canvas = drawReceipt(scene, density);
  }
  const width = scene.screenWidth;
  const height = Math.round((width * 19.5) / 9);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}">${canvas.parts.join('')}</svg>`;
}

/** The screenshot as the phone saves it: a PNG, re-encoded as JPEG when a sharing app does so. */
export async function phoneScreenshot(scene: ReceiptScene): Promise<Buffer> {
  const png = await sharp(Buffer.from(receiptSvg(scene)))
    .png()
    .toBuffer();
  if (scene.sharedAsJpeg === undefined) return png;
  return sharp(png).jpeg({ quality: scene.sharedAsJpeg }).toBuffer();
}

/** What the store's server receives: the screenshot after the upload page's compression. */
export async function uploadedReceipt(scene: ReceiptScene): Promise<Buffer> {
  return storefrontUpload(await phoneScreenshot(scene));
}

// ---------------------------------------------------------------------------------------------------------------
// Fonts

const run = promisify(execFile);

async function renderedWith(family: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="50"><rect width="420" height="50" fill="#fff"/><text x="6" y="34" font-family="${family}" font-size="26" fill="#000">Comprovante Pix R$ 1.349,00</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
}

/**
 * Throws unless fontconfig has every font these receipts are drawn in: a missing one would silently fall back
 * to DejaVu, the tuned corpus's own font, and the measure would no longer be of never-seen type.
 */
export async function assertNeverTunedFontsAvailable(): Promise<void> {
  const fallback = await renderedWith('No Such Font Family Anywhere');
  const missing: string[] = [];
  for (const font of NEVER_TUNED_FONTS) {
    if ((await renderedWith(font)).equals(fallback)) missing.push(font);
  }
  if (missing.length === 0) return;
  let listed = '';
  try {
    listed = (await run('fc-list', [':', 'family'])).stdout;
  } catch {
    listed = '(fc-list not found)';
  }
  const known = missing.filter((font) => listed.includes(font));
  throw new Error(
    `The never-tuned receipts need the fonts ${missing.join(', ')}, which fontconfig does not render` +
      `${known.length ? ` (fc-list lists ${known.join(', ')} but rendering falls back)` : ''}. ` +
      'Install the Debian packages fonts-roboto (or fonts-roboto-unhinted) and fonts-inter: ' +
      'apt-get install -y fonts-roboto fonts-inter',
  );
}
