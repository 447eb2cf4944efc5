/**
 * Unseen-layouts corpus: PIX receipts ("comprovante Pix") drawn as each bank app prints them, from their public look.
 *
 * Written BLIND: without reading the receipt verifier nor the other corpora (receipt-corpus, holder-cases, held-out,
 * never-tuned, blind). It only measures the verifier fairly while nobody tunes against it: keep it out of every
 * tuning loop (never look at which of its cases fail to decide what to change in the verifier).
 *
 * Seen since issue #39: first judged at c14dcb1 (name + masked document 88/96, no false approval), then its misses were
 * looked into; make bench-receipts reports it apart as seen. The held-out measure is ../fresh-layouts.
 */
import sharp from 'sharp';
import { storefrontUpload } from '../receipt-corpus.js';

export type LayoutFamily = 'beside' | 'above' | 'absent';
export type Theme = 'light' | 'dark';
export type UnseenFont = 'Carlito' | 'FreeSans' | 'Cantarell';

/** The Debian package that brings each font (fontconfig must find them, or the receipts fall back to another font). */
export const FONT_PACKAGES: Record<UnseenFont, string> = {
  Carlito: 'fonts-crosextra-carlito',
  FreeSans: 'fonts-freefont-ttf',
  Cantarell: 'fonts-cantarell',
};

export type CpfMask = 'stars' | 'bullets' | 'compact';
export type CnpjMask = 'head' | 'middle' | 'full';
type DateStyle = 'slash-dash' | 'long' | 'upper-month' | 'weekday' | 'split';

export interface BankLayout {
  id: string;
  bank: string;
  /** The payer's bank: this app prints the receipt, so its ISPB opens the end-to-end id. */
  ispb: string;
  institutionName: string;
  family: LayoutFamily;
  theme: Theme;
  font: UnseenFont;
  screenshotWidth: 720 | 1080 | 1440;
  /** Logical height (logical width is 360): 780 is a 19.5:9 phone screen, more is a long scrolling capture. */
  logicalHeight: number;
  /** Screenshot re-encoded as JPEG (by a messaging app, a gallery) before the store's own compression. */
  jpegQuality?: number;
  accent: string;
  header: 'bar' | 'wordmark';
  title: string;
  scheduledTitle: string;
  dateStyle: DateStyle;
  recipientHeading: string;
  payerHeading: string;
  headingIcon: 'arrow' | 'circle' | 'none';
  payerFirst: boolean;
  labels: {
    name: string;
    /** null: "CPF" or "CNPJ" as the holder is a person or a company. */
    document: string | null;
    institution: string;
    key: string;
    keyType?: string;
    agency?: string;
    account?: string;
  };
  idLabel: string;
  avatar: boolean;
  card: boolean;
  separators: boolean;
  boldValues: boolean;
  nameCase: 'title' | 'upper';
  cpfMask: CpfMask;
  cnpjMask: CnpjMask;
  cutNamesAt: number;
  ellipsis: '...' | '…' | '';
  footer: string;
}

export interface ReceiptParty {
  /** The holder's name as the bank spells it (accents, title case), before the layout's case and cut. */
  name: string;
  kind: 'person' | 'company';
  /** Digits only, or null when the receipt shows no document for this party. */
  document: string | null;
  institution: string;
  agency?: string;
  account?: string;
}

export interface ReceiptKey {
  type: 'E-mail' | 'Celular' | 'Chave aleatória' | 'CPF' | 'CNPJ';
  shown: string;
}

export interface ReceiptData {
  amountCents: number;
  /** The instant the PIX was paid (or, when scheduled, the instant it was scheduled). */
  paidAt: Date;
  scheduledFor?: Date;
  endToEndId: string;
  recipient: ReceiptParty;
  payer: ReceiptParty;
  key?: ReceiptKey;
  description?: string;
}

const LOGICAL_WIDTH = 360;
const PAD = 20;

export const BANK_LAYOUTS: BankLayout[] = [
  {
    id: 'nubank',
    bank: 'Nubank',
    ispb: '18236120',
    institutionName: 'NU PAGAMENTOS - IP',
    family: 'beside',
    theme: 'light',
    font: 'Carlito',
    screenshotWidth: 1080,
    logicalHeight: 780,
    accent: '#820AD1',
    header: 'wordmark',
    title: 'Comprovante de transferência',
    scheduledTitle: 'Transferência agendada',
    dateStyle: 'upper-month',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    headingIcon: 'none',
    payerFirst: false,
    labels: {
      name: 'Nome',
      document: null,
      institution: 'Instituição',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    idLabel: 'ID da transação:',
    avatar: false,
    card: false,
    separators: true,
    boldValues: false,
    nameCase: 'upper',
    cpfMask: 'stars',
    cnpjMask: 'head',
    cutNamesAt: 28,
    ellipsis: '...',
    footer: 'Nu Pagamentos S.A. - Instituição de Pagamento',
  },
  {
    id: 'itau',
    bank: 'Itaú',
    ispb: '60701190',
    institutionName: 'ITAÚ UNIBANCO S.A.',
    family: 'beside',
    theme: 'light',
    font: 'FreeSans',
    screenshotWidth: 720,
    logicalHeight: 780,
    jpegQuality: 75,
    accent: '#EC7000',
    header: 'bar',
    title: 'Pix realizado',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'slash-dash',
    recipientHeading: 'dados de quem recebeu',
    payerHeading: 'dados de quem pagou',
    headingIcon: 'none',
    payerFirst: true,
    labels: { name: 'nome', document: 'CPF / CNPJ', institution: 'instituição', key: 'chave Pix' },
    idLabel: 'ID da transação',
    avatar: false,
    card: true,
    separators: false,
    boldValues: true,
    nameCase: 'upper',
    cpfMask: 'bullets',
    cnpjMask: 'middle',
    cutNamesAt: 25,
    ellipsis: '…',
    footer: 'Central de atendimento 4004 4828',
  },
  {
    id: 'inter',
    bank: 'Inter',
    ispb: '00416968',
    institutionName: 'BANCO INTER S.A.',
    family: 'beside',
    theme: 'dark',
    font: 'Cantarell',
    screenshotWidth: 1440,
    logicalHeight: 780,
    accent: '#FF7A00',
    header: 'wordmark',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'weekday',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    headingIcon: 'arrow',
    payerFirst: false,
    labels: { name: 'Nome', document: 'CPF/CNPJ', institution: 'Instituição', key: 'Chave' },
    idLabel: 'Identificador',
    avatar: false,
    card: false,
    separators: false,
    boldValues: true,
    nameCase: 'title',
    cpfMask: 'compact',
    cnpjMask: 'full',
    cutNamesAt: 30,
    ellipsis: '',
    footer: 'SAC 0800 940 9999 · Ouvidoria 0800 940 7772',
  },
  {
    id: 'mercado-pago',
    bank: 'Mercado Pago',
    ispb: '10573521',
    institutionName: 'MERCADO PAGO IP',
    family: 'beside',
    theme: 'light',
    font: 'Carlito',
    screenshotWidth: 1080,
    logicalHeight: 1000,
    accent: '#009EE3',
    header: 'bar',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'long',
    recipientHeading: 'Para',
    payerHeading: 'De',
    headingIcon: 'none',
    payerFirst: true,
    labels: { name: 'Nome', document: null, institution: 'Banco', key: 'Chave Pix', keyType: 'Tipo de chave' },
    idLabel: 'Código da transação',
    avatar: true,
    card: false,
    separators: true,
    boldValues: false,
    nameCase: 'title',
    cpfMask: 'compact',
    cnpjMask: 'full',
    cutNamesAt: 27,
    ellipsis: '...',
    footer: 'Mercado Pago Instituição de Pagamento Ltda.',
  },
  {
    id: 'sicredi',
    bank: 'Sicredi',
    ispb: '01181521',
    institutionName: 'BCO COOPERATIVO SICREDI S.A.',
    family: 'beside',
    theme: 'light',
    font: 'FreeSans',
    screenshotWidth: 1080,
    logicalHeight: 780,
    jpegQuality: 68,
    accent: '#3FA110',
    header: 'bar',
    title: 'Comprovante Pix',
    scheduledTitle: 'Agendamento de Pix',
    dateStyle: 'split',
    recipientHeading: 'Favorecido',
    payerHeading: 'Pagador',
    headingIcon: 'circle',
    payerFirst: false,
    labels: { name: 'Nome', document: 'Documento', institution: 'Instituição', key: 'Chave Pix' },
    idLabel: 'Autenticação',
    avatar: false,
    card: true,
    separators: false,
    boldValues: false,
    nameCase: 'upper',
    cpfMask: 'stars',
    cnpjMask: 'middle',
    cutNamesAt: 27,
    ellipsis: '...',
    footer: 'Ouvidoria Sicredi 0800 646 2519',
  },
  {
    id: 'bradesco',
    bank: 'Bradesco',
    ispb: '60746948',
    institutionName: 'BCO BRADESCO S.A.',
    family: 'above',
    theme: 'light',
    font: 'Cantarell',
    screenshotWidth: 1080,
    logicalHeight: 780,
    accent: '#CC092F',
    header: 'bar',
    title: 'Comprovante de transferência Pix',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'slash-dash',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    headingIcon: 'none',
    payerFirst: true,
    labels: { name: 'Nome', document: 'CPF/CNPJ', institution: 'Instituição', key: 'Chave Pix' },
    idLabel: 'ID/Transação',
    avatar: false,
    card: false,
    separators: true,
    boldValues: true,
    nameCase: 'upper',
    cpfMask: 'stars',
    cnpjMask: 'middle',
    cutNamesAt: 26,
    ellipsis: '...',
    footer: 'Alô Bradesco SAC 0800 704 8383',
  },
  {
    id: 'banco-do-brasil',
    bank: 'Banco do Brasil',
    ispb: '00000000',
    institutionName: 'BCO DO BRASIL S.A.',
    family: 'above',
    theme: 'dark',
    font: 'Carlito',
    screenshotWidth: 720,
    logicalHeight: 1040,
    jpegQuality: 80,
    accent: '#FCE80A',
    header: 'wordmark',
    title: 'Comprovante Pix',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'split',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    headingIcon: 'circle',
    payerFirst: false,
    labels: {
      name: 'Nome',
      document: null,
      institution: 'Banco',
      key: 'Chave Pix',
      agency: 'Agência',
      account: 'Conta',
    },
    idLabel: 'ID',
    avatar: false,
    card: false,
    separators: true,
    boldValues: false,
    nameCase: 'upper',
    cpfMask: 'compact',
    cnpjMask: 'head',
    cutNamesAt: 25,
    ellipsis: '',
    footer: 'Transação efetuada com sucesso. SAC 0800 729 0722',
  },
  {
    id: 'picpay',
    bank: 'PicPay',
    ispb: '22896431',
    institutionName: 'PICPAY',
    family: 'above',
    theme: 'dark',
    font: 'FreeSans',
    screenshotWidth: 1440,
    logicalHeight: 780,
    accent: '#21C25E',
    header: 'wordmark',
    title: 'Pix enviado!',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'long',
    recipientHeading: 'Para',
    payerHeading: 'De',
    headingIcon: 'none',
    payerFirst: false,
    labels: { name: 'Nome', document: null, institution: 'Instituição', key: 'Chave Pix' },
    idLabel: 'ID da transação',
    avatar: true,
    card: true,
    separators: false,
    boldValues: true,
    nameCase: 'title',
    cpfMask: 'bullets',
    cnpjMask: 'full',
    cutNamesAt: 29,
    ellipsis: '…',
    footer: 'PicPay Instituição de Pagamento S.A.',
  },
  {
    id: 'c6',
    bank: 'C6 Bank',
    ispb: '31872495',
    institutionName: 'BCO C6 S.A.',
    family: 'above',
    theme: 'dark',
    font: 'Cantarell',
    screenshotWidth: 1080,
    logicalHeight: 780,
    jpegQuality: 62,
    accent: '#D9D9D9',
    header: 'wordmark',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'upper-month',
    recipientHeading: 'Enviado para',
    payerHeading: 'Enviado por',
    headingIcon: 'arrow',
    payerFirst: false,
    labels: {
      name: 'Nome completo',
      document: null,
      institution: 'Instituição',
      key: 'Chave Pix',
      keyType: 'Tipo de chave',
    },
    idLabel: 'Código da transação',
    avatar: false,
    card: false,
    separators: false,
    boldValues: false,
    nameCase: 'upper',
    cpfMask: 'stars',
    cnpjMask: 'head',
    cutNamesAt: 28,
    ellipsis: '...',
    footer: 'Ouvidoria C6 Bank 0800 660 0060',
  },
  {
    id: 'neon',
    bank: 'Neon',
    ispb: '20855875',
    institutionName: 'NEON PAGAMENTOS S.A. IP',
    family: 'above',
    theme: 'light',
    font: 'Carlito',
    screenshotWidth: 1080,
    logicalHeight: 780,
    accent: '#00A5E3',
    header: 'wordmark',
    title: 'Transferência realizada',
    scheduledTitle: 'Transferência agendada',
    dateStyle: 'weekday',
    recipientHeading: 'Destinatário',
    payerHeading: 'Remetente',
    headingIcon: 'none',
    payerFirst: true,
    labels: { name: 'Nome', document: 'Documento', institution: 'Banco', key: 'Chave Pix' },
    idLabel: 'ID da transação',
    avatar: true,
    card: false,
    separators: true,
    boldValues: false,
    nameCase: 'title',
    cpfMask: 'stars',
    cnpjMask: 'middle',
    cutNamesAt: 30,
    ellipsis: '…',
    footer: 'Neon Pagamentos S.A. - Ouvidoria 0800 940 0470',
  },
  {
    id: 'caixa',
    bank: 'CAIXA',
    ispb: '00360305',
    institutionName: 'CAIXA ECONOMICA FEDERAL',
    family: 'absent',
    theme: 'light',
    font: 'FreeSans',
    screenshotWidth: 720,
    logicalHeight: 780,
    accent: '#005CA9',
    header: 'bar',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    dateStyle: 'slash-dash',
    recipientHeading: 'Conta de destino',
    payerHeading: 'Conta de origem',
    headingIcon: 'none',
    payerFirst: true,
    labels: { name: '', document: null, institution: '', key: 'Chave Pix' },
    idLabel: 'Código da operação',
    avatar: false,
    card: false,
    separators: true,
    boldValues: true,
    nameCase: 'upper',
    cpfMask: 'stars',
    cnpjMask: 'head',
    cutNamesAt: 25,
    ellipsis: '...',
    footer: 'SAC CAIXA 0800 726 0101',
  },
  {
    id: 'santander',
    bank: 'Santander',
    ispb: '90400888',
    institutionName: 'BCO SANTANDER (BRASIL) S.A.',
    family: 'absent',
    theme: 'light',
    font: 'Cantarell',
    screenshotWidth: 1440,
    logicalHeight: 780,
    jpegQuality: 85,
    accent: '#EC0000',
    header: 'bar',
    title: 'Pix enviado com sucesso',
    scheduledTitle: 'Pix agendado com sucesso',
    dateStyle: 'long',
    recipientHeading: 'Para',
    payerHeading: 'De',
    headingIcon: 'arrow',
    payerFirst: false,
    labels: { name: '', document: null, institution: '', key: 'Chave' },
    idLabel: 'Autenticação',
    avatar: true,
    card: true,
    separators: false,
    boldValues: true,
    nameCase: 'title',
    cpfMask: 'bullets',
    cnpjMask: 'middle',
    cutNamesAt: 27,
    ellipsis: '…',
    footer: 'Central de Atendimento Santander 4004 3535',
  },
  {
    id: 'pagbank',
    bank: 'PagBank',
    ispb: '08561701',
    institutionName: 'PAGSEGURO INTERNET IP S.A.',
    family: 'absent',
    theme: 'light',
    font: 'Carlito',
    screenshotWidth: 1080,
    logicalHeight: 780,
    accent: '#1BB99A',
    header: 'wordmark',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'split',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    headingIcon: 'none',
    payerFirst: true,
    labels: { name: '', document: null, institution: '', key: 'Chave Pix' },
    idLabel: 'ID da transação',
    avatar: false,
    card: false,
    separators: true,
    boldValues: true,
    nameCase: 'upper',
    cpfMask: 'compact',
    cnpjMask: 'full',
    cutNamesAt: 26,
    ellipsis: '',
    footer: 'PagBank - PagSeguro Internet Instituição de Pagamento S.A.',
  },
  {
    id: 'banco-pan',
    bank: 'Banco Pan',
    ispb: '59285411',
    institutionName: 'BANCO PAN S.A.',
    family: 'absent',
    theme: 'dark',
    font: 'FreeSans',
    screenshotWidth: 1080,
    logicalHeight: 1000,
    accent: '#00AEEF',
    header: 'wordmark',
    title: 'Pix realizado',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'weekday',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    headingIcon: 'circle',
    payerFirst: false,
    labels: { name: '', document: null, institution: '', key: 'Chave Pix' },
    idLabel: 'ID da transação',
    avatar: true,
    card: false,
    separators: true,
    boldValues: false,
    nameCase: 'upper',
    cpfMask: 'stars',
    cnpjMask: 'head',
    cutNamesAt: 28,
    ellipsis: '...',
    footer: 'Ouvidoria Banco Pan 0800 776 9595',
  },
  {
    id: 'btg-pactual',
    bank: 'BTG Pactual',
    ispb: '30306294',
    institutionName: 'BCO BTG PACTUAL S.A.',
    family: 'absent',
    theme: 'dark',
    font: 'Cantarell',
    screenshotWidth: 720,
    logicalHeight: 780,
    jpegQuality: 72,
    accent: '#6C8EBF',
    header: 'wordmark',
    title: 'Comprovante de transferência',
    scheduledTitle: 'Transferência agendada',
    dateStyle: 'upper-month',
    recipientHeading: 'Beneficiário',
    payerHeading: 'Pagador',
    headingIcon: 'none',
    payerFirst: true,
    labels: { name: '', document: null, institution: '', key: 'Chave Pix' },
    idLabel: 'Identificador',
    avatar: false,
    card: true,
    separators: false,
    boldValues: false,
    nameCase: 'upper',
    cpfMask: 'bullets',
    cnpjMask: 'middle',
    cutNamesAt: 30,
    ellipsis: '...',
    footer: 'BTG Pactual · Ouvidoria 0800 722 0048',
  },
  {
    id: 'will-bank',
    bank: 'Will Bank',
    ispb: '23862762',
    institutionName: 'WILL FINANCEIRA S.A.',
    family: 'absent',
    theme: 'light',
    font: 'Carlito',
    screenshotWidth: 1440,
    logicalHeight: 780,
    accent: '#E5B800',
    header: 'bar',
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    dateStyle: 'slash-dash',
    recipientHeading: 'Enviado para',
    payerHeading: 'Quem enviou',
    headingIcon: 'none',
    payerFirst: false,
    labels: { name: '', document: null, institution: '', key: 'Chave Pix' },
    idLabel: 'ID/Transação',
    avatar: true,
    card: false,
    separators: true,
    boldValues: true,
    nameCase: 'title',
    cpfMask: 'compact',
    cnpjMask: 'full',
    cutNamesAt: 28,
    ellipsis: '...',
    footer: 'will bank · SAC 0800 591 3000',
  },
];

export function bankLayout(id: string): BankLayout {
  const layout = BANK_LAYOUTS.find((candidate) => candidate.id === id);
  if (!layout) throw new Error(`unknown unseen layout ${id}`);
  return layout;
}

export function maskCpf(digits: string, mask: CpfMask): string {
  const middle = `${digits.slice(3, 6)}.${digits.slice(6, 9)}`;
  if (mask === 'stars') return `***.${middle}-**`;
  if (mask === 'bullets') return `•••.${middle}-••`;
  return `***${digits.slice(3, 9)}**`;
}

export function maskCnpj(digits: string, mask: CnpjMask): string {
  const branch = digits.slice(8, 12);
  if (mask === 'head') return `${digits.slice(0, 2)}.***.***/${branch}-**`;
  if (mask === 'middle') return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${branch}-**`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${branch}-${digits.slice(12)}`;
}

/** The document's digits a reader can see on this layout's receipt (null where the mask hides them). */
export function visibleDigits(layout: BankLayout, kind: 'person' | 'company', digits: string): string {
  const masked = kind === 'person' ? maskCpf(digits, layout.cpfMask) : maskCnpj(digits, layout.cnpjMask);
  return masked.replace(/[^0-9*•]/g, '');
}

export function formatBrl(cents: number): string {
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${(cents % 100).toString().padStart(2, '0')}`;
}

const SAO_PAULO_OFFSET_MS = 3 * 3600_000;
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

function saoPaulo(instant: Date) {
  const local = new Date(instant.getTime() - SAO_PAULO_OFFSET_MS);
  const two = (value: number) => value.toString().padStart(2, '0');
  return {
    day: two(local.getUTCDate()),
    month: two(local.getUTCMonth() + 1),
    monthName: MONTHS[local.getUTCMonth()] ?? '',
    year: local.getUTCFullYear().toString(),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
    second: two(local.getUTCSeconds()),
    weekday: WEEKDAYS[local.getUTCDay()],
  };
}

function dateLines(style: DateStyle, instant: Date): { label?: string; value: string }[] {
  const t = saoPaulo(instant);
  const slash = `${t.day}/${t.month}/${t.year}`;
  switch (style) {
    case 'slash-dash':
      return [{ value: `${slash} - ${t.hour}:${t.minute}:${t.second}` }];
    case 'long':
      return [{ value: `${Number(t.day)} de ${t.monthName} de ${t.year}, às ${t.hour}:${t.minute}` }];
    case 'upper-month':
      return [
        {
          value: `${t.day} ${t.monthName.slice(0, 3).toUpperCase()} ${t.year} - ${t.hour}:${t.minute}:${t.second}`,
        },
      ];
    case 'weekday':
      return [{ value: `${t.weekday}, ${slash} às ${t.hour}h${t.minute}` }];
    case 'split':
      return [
        { label: 'Data', value: slash },
        { label: 'Horário', value: `${t.hour}:${t.minute}:${t.second}` },
      ];
  }
}

/** The end-to-end id: E + payer bank ISPB + yyyyMMddHHmm in UTC + 11 alphanumerics. */
export function endToEndId(ispb: string, instant: Date, suffix: string): string {
  const iso = instant.toISOString();
  const stamp = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}`;
  return `E${ispb}${stamp}${suffix}`;
}

const LOWER_WORDS = new Set(['de', 'da', 'das', 'do', 'dos', 'e']);

function displayName(layout: BankLayout, name: string): string {
  const cased =
    layout.nameCase === 'upper'
      ? name.toLocaleUpperCase('pt-BR')
      : name
          .split(' ')
          .map((word, index) => {
            const lower = word.toLocaleLowerCase('pt-BR');
            if (index > 0 && LOWER_WORDS.has(lower)) return lower;
            if (/^(LTDA|ME|EIRELI|EPP)$/.test(word)) return word;
            return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
          })
          .join(' ');
  if (cased.length <= layout.cutNamesAt) return cased;
  return cased.slice(0, layout.cutNamesAt).trimEnd() + layout.ellipsis;
}

function initials(name: string): string {
  const words = name.split(' ').filter((word) => !LOWER_WORDS.has(word.toLowerCase()));
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toLocaleUpperCase('pt-BR');
}

interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  line: string;
}

const PALETTES: Record<Theme, Palette> = {
  light: { background: '#FFFFFF', surface: '#F4F4F6', text: '#1F1F24', muted: '#75757F', line: '#E2E2E8' },
  dark: { background: '#111114', surface: '#1D1D22', text: '#F2F2F5', muted: '#9A9AA6', line: '#34343C' },
};

/** Average advance widths (in em) a little generous, so that text estimated to fit really fits. */
function textWidth(text: string, size: number, bold: boolean): number {
  let em = 0;
  for (const char of text) {
    if (char === ' ') em += 0.28;
    else if (/[0-9]/.test(char)) em += 0.56;
    else if (/[MWmw@]/.test(char)) em += 0.86;
    else if (/[A-ZÀ-Ý]/.test(char)) em += 0.66;
    else if (/[.,:;|!il'•*\-/()]/.test(char)) em += 0.3;
    else em += 0.52;
  }
  return em * size * (bold ? 1.08 : 1);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

class Canvas {
  readonly parts: string[] = [];
  y = 0;
  constructor(
    readonly layout: BankLayout,
    readonly palette: Palette,
  ) {}

  text(
    x: number,
    y: number,
    content: string,
    options: { size: number; fill?: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end' },
  ) {
    const weight = options.bold ? ' font-weight="bold"' : '';
    const anchor = options.anchor && options.anchor !== 'start' ? ` text-anchor="${options.anchor}"` : '';
    this.parts.push(
      `<text x="${x}" y="${y}" font-size="${options.size}" fill="${options.fill ?? this.palette.text}"${weight}${anchor}>${escapeXml(content)}</text>`,
    );
  }

  rule(y: number) {
    this.parts.push(
      `<rect x="${PAD}" y="${y}" width="${LOGICAL_WIDTH - 2 * PAD}" height="0.8" fill="${this.palette.line}"/>`,
    );
  }
}

interface Row {
  label: string;
  value: string;
  emphasis?: boolean;
}

/** Rows of one party's block, drawn by the layout's family. */
function drawRows(canvas: Canvas, rows: Row[], left: number) {
  const { layout, palette } = canvas;
  const right = LOGICAL_WIDTH - PAD - (layout.card ? 10 : 0);
  for (const row of rows) {
    const bold = layout.boldValues || row.emphasis === true;
    if (layout.family === 'beside' && row.label) {
      const labelWidth = textWidth(row.label, 12, false);
      const valueWidth = textWidth(row.value, 13, bold);
      canvas.text(left, canvas.y + 14, row.label, { size: 12, fill: palette.muted });
      if (left + labelWidth + 14 + valueWidth <= right) {
        canvas.text(right, canvas.y + 14, row.value, { size: 13, bold, anchor: 'end' });
        canvas.y += 24;
      } else {
        canvas.text(right, canvas.y + 32, row.value, { size: 13, bold, anchor: 'end' });
        canvas.y += 42;
      }
    } else if (layout.family === 'above' && row.label) {
      canvas.text(left, canvas.y + 12, row.label, { size: 11, fill: palette.muted });
      canvas.text(left, canvas.y + 29, row.value, { size: 14, bold });
      canvas.y += 38;
    } else {
      canvas.text(left, canvas.y + 15, row.value, {
        size: row.emphasis ? 15 : 13,
        bold: row.emphasis ? bold : false,
        fill: row.emphasis ? palette.text : palette.muted,
      });
      canvas.y += row.emphasis ? 22 : 19;
    }
  }
}

function drawHeading(canvas: Canvas, heading: string) {
  const { layout, palette } = canvas;
  let x = PAD;
  if (layout.headingIcon === 'arrow') {
    const cy = canvas.y + 10;
    canvas.parts.push(
      `<path d="M ${x} ${cy} h 11 m -5 -5 l 5 5 l -5 5" stroke="${layout.accent}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    );
    x += 19;
  } else if (layout.headingIcon === 'circle') {
    canvas.parts.push(
      `<circle cx="${x + 6}" cy="${canvas.y + 10}" r="5.5" fill="none" stroke="${layout.accent}" stroke-width="2.2"/>`,
    );
    x += 19;
  }
  canvas.text(x, canvas.y + 15, heading, {
    size: 15,
    bold: true,
    fill: layout.family === 'above' ? palette.text : palette.text,
  });
  canvas.y += 26;
}

function partyRows(layout: BankLayout, party: ReceiptParty, key: ReceiptKey | undefined): Row[] {
  const rows: Row[] = [{ label: layout.labels.name, value: displayName(layout, party.name), emphasis: true }];
  if (party.document !== null) {
    const isPerson = party.kind === 'person';
    rows.push({
      label: layout.labels.document ?? (isPerson ? 'CPF' : 'CNPJ'),
      value: isPerson ? maskCpf(party.document, layout.cpfMask) : maskCnpj(party.document, layout.cnpjMask),
    });
  }
  rows.push({ label: layout.labels.institution, value: party.institution });
  if (layout.labels.agency && party.agency) rows.push({ label: layout.labels.agency, value: party.agency });
  if (layout.labels.account && party.account) rows.push({ label: layout.labels.account, value: party.account });
  if (key) {
    // Absent-family receipts still label the key: it sits apart from the holder's unlabeled lines.
    const keyRows: Row[] = [];
    if (layout.labels.keyType) keyRows.push({ label: layout.labels.keyType, value: key.type });
    keyRows.push({ label: layout.labels.key, value: key.shown });
    rows.push(...keyRows.map((row) => ({ ...row, label: row.label })));
  }
  return rows;
}

function drawParty(canvas: Canvas, heading: string, party: ReceiptParty, key: ReceiptKey | undefined) {
  const { layout, palette } = canvas;
  const top = canvas.y;
  if (layout.card) canvas.y += 10;
  const inset = layout.card ? PAD + 10 : PAD;
  drawHeading(canvas, heading);
  const rows = partyRows(layout, party, key);
  const holderRows = rows.filter((row) => row.label !== layout.labels.key && row.label !== layout.labels.keyType);
  const keyRows = rows.slice(holderRows.length);
  let left = inset;
  if (layout.avatar) {
    const cy = canvas.y + 20;
    canvas.parts.push(`<circle cx="${inset + 18}" cy="${cy}" r="18" fill="${layout.accent}" fill-opacity="0.18"/>`);
    canvas.text(inset + 18, cy + 5, initials(party.name), {
      size: 13,
      bold: true,
      fill: layout.accent,
      anchor: 'middle',
    });
    left = inset + 46;
  }
  if (layout.family === 'absent') {
    drawRows(canvas, holderRows, left);
    canvas.y += 4;
    for (const row of keyRows) {
      canvas.text(inset, canvas.y + 13, row.label, { size: 11, fill: palette.muted });
      canvas.text(inset, canvas.y + 30, row.value, { size: 13 });
      canvas.y += 38;
    }
  } else {
    drawRows(canvas, holderRows, left);
    drawRows(canvas, keyRows, inset);
  }
  canvas.y += 6;
  if (layout.card) {
    canvas.parts.push(
      `<rect x="${PAD - 4}" y="${top}" width="${LOGICAL_WIDTH - 2 * PAD + 8}" height="${canvas.y - top + 4}" rx="12" fill="none" stroke="${palette.line}" stroke-width="1.2"/>`,
    );
    canvas.y += 14;
  } else if (layout.separators) {
    canvas.rule(canvas.y + 2);
    canvas.y += 12;
  } else {
    canvas.y += 8;
  }
}

function statusBar(canvas: Canvas, clock: string, onBar: boolean) {
  const fill = onBar ? '#FFFFFF' : canvas.palette.text;
  canvas.text(PAD + 4, 17, clock, { size: 12, bold: true, fill });
  const right = LOGICAL_WIDTH - PAD;
  canvas.parts.push(
    `<rect x="${right - 24}" y="8" width="22" height="11" rx="3" fill="none" stroke="${fill}" stroke-width="1"/>`,
    `<rect x="${right - 22}" y="10" width="15" height="7" rx="1.5" fill="${fill}"/>`,
    ...[0, 1, 2, 3].map(
      (bar) =>
        `<rect x="${right - 52 + bar * 5}" y="${17 - 3 * (bar + 1)}" width="3" height="${3 * (bar + 1)}" fill="${fill}"/>`,
    ),
  );
}

/** The receipt as the bank app shows it: an SVG phone screen of logical width 360. */
export function receiptSvg(layout: BankLayout, receipt: ReceiptData): string {
  const palette = PALETTES[layout.theme];
  const canvas = new Canvas(layout, palette);
  const height = layout.logicalHeight;
  const shownAt = saoPaulo(new Date(receipt.paidAt.getTime() + 2 * 60_000));
  canvas.parts.push(`<rect width="${LOGICAL_WIDTH}" height="${height}" fill="${palette.background}"/>`);
  const onBar = layout.header === 'bar';
  if (onBar) canvas.parts.push(`<rect width="${LOGICAL_WIDTH}" height="84" fill="${layout.accent}"/>`);
  statusBar(canvas, `${shownAt.hour}:${shownAt.minute}`, onBar);
  const close = `<path d="M ${LOGICAL_WIDTH - PAD - 12} 46 l 12 12 m 0 -12 l -12 12" stroke="${onBar ? '#FFFFFF' : palette.muted}" stroke-width="2" stroke-linecap="round"/>`;
  canvas.parts.push(close);
  canvas.text(PAD, 60, layout.bank, { size: 20, bold: true, fill: onBar ? '#FFFFFF' : layout.accent });
  canvas.y = 104;

  const scheduled = receipt.scheduledFor !== undefined;
  canvas.text(PAD, canvas.y + 18, scheduled ? layout.scheduledTitle : layout.title, { size: 18, bold: true });
  canvas.y += 30;
  if (scheduled) {
    const badge = 'Pix agendado';
    const width = textWidth(badge, 12, true) + 16;
    canvas.parts.push(
      `<rect x="${PAD}" y="${canvas.y}" width="${width}" height="20" rx="10" fill="${layout.accent}" fill-opacity="0.2"/>`,
    );
    canvas.text(PAD + 8, canvas.y + 14, badge, {
      size: 12,
      bold: true,
      fill: layout.theme === 'dark' ? palette.text : layout.accent,
    });
    canvas.y += 28;
  }
  canvas.text(PAD, canvas.y + 12, 'Valor', { size: 12, fill: palette.muted });
  canvas.text(PAD, canvas.y + 42, formatBrl(receipt.amountCents), {
    size: 28,
    bold: true,
    fill: layout.theme === 'dark' ? palette.text : layout.accent,
  });
  canvas.y += 56;
  const dates = dateLines(layout.dateStyle, receipt.paidAt);
  if (scheduled && receipt.scheduledFor) {
    const when = saoPaulo(receipt.scheduledFor);
    canvas.text(PAD, canvas.y + 14, `Data do agendamento: ${when.day}/${when.month}/${when.year}`, { size: 13 });
    canvas.y += 20;
    canvas.text(PAD, canvas.y + 14, `Agendado em ${dates.map((line) => line.value).join(' ')}`, {
      size: 12,
      fill: palette.muted,
    });
    canvas.y += 24;
  } else {
    for (const line of dates) {
      if (line.label) {
        canvas.text(PAD, canvas.y + 14, line.label, { size: 12, fill: palette.muted });
        canvas.text(LOGICAL_WIDTH - PAD, canvas.y + 14, line.value, { size: 13, anchor: 'end' });
      } else {
        canvas.text(PAD, canvas.y + 14, line.value, { size: 13, fill: palette.muted });
      }
      canvas.y += 20;
    }
    canvas.y += 4;
  }
  if (layout.separators) {
    canvas.rule(canvas.y + 2);
    canvas.y += 12;
  } else {
    canvas.y += 6;
  }

  const recipient = () => drawParty(canvas, layout.recipientHeading, receipt.recipient, receipt.key);
  const payer = () => drawParty(canvas, layout.payerHeading, receipt.payer, undefined);
  if (layout.payerFirst) {
    payer();
    recipient();
  } else {
    recipient();
    payer();
  }

  if (receipt.description) {
    canvas.text(PAD, canvas.y + 12, 'Descrição', { size: 11, fill: palette.muted });
    canvas.text(PAD, canvas.y + 28, receipt.description, { size: 13 });
    canvas.y += 36;
  }
  canvas.text(PAD, canvas.y + 12, layout.idLabel, { size: 11, fill: palette.muted });
  canvas.text(PAD, canvas.y + 29, receipt.endToEndId, { size: 12.5 });
  canvas.y += 40;

  const contentBottom = canvas.y;
  const buttonTop = Math.max(contentBottom + 8, height - 96);
  canvas.parts.push(
    `<rect x="${PAD}" y="${buttonTop}" width="${LOGICAL_WIDTH - 2 * PAD}" height="40" rx="20" fill="${layout.accent}"/>`,
  );
  canvas.text(LOGICAL_WIDTH / 2, buttonTop + 25, 'Compartilhar comprovante', {
    size: 14,
    bold: true,
    fill: layout.theme === 'dark' || layout.accent === '#E5B800' || layout.accent === '#FCE80A' ? '#111114' : '#FFFFFF',
    anchor: 'middle',
  });
  canvas.text(LOGICAL_WIDTH / 2, buttonTop + 66, layout.footer, { size: 10, fill: palette.muted, anchor: 'middle' });
  const finalHeight = Math.max(height, buttonTop + 84);
  const scale = layout.screenshotWidth / LOGICAL_WIDTH;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.screenshotWidth}" height="${Math.round(finalHeight * scale)}" viewBox="0 0 ${LOGICAL_WIDTH} ${finalHeight}" font-family="${layout.font}">`,
    ...canvas.parts,
    '</svg>',
  ].join('\n');
}

/** The screenshot the phone saves (PNG, or a JPEG after a messaging app), before the store's upload compression. */
export async function phoneScreenshot(layout: BankLayout, receipt: ReceiptData): Promise<Buffer> {
  const png = await sharp(Buffer.from(receiptSvg(layout, receipt)))
    .png()
    .toBuffer();
  if (layout.jpegQuality === undefined) return png;
  return sharp(png).jpeg({ quality: layout.jpegQuality }).toBuffer();
}

/** What the store receives: the phone's screenshot after the browser-side compression every upload goes through. */
export async function uploadedReceipt(layout: BankLayout, receipt: ReceiptData): Promise<Buffer> {
  return storefrontUpload(await phoneScreenshot(layout, receipt));
}

async function renderedSample(font: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="60"><rect width="520" height="60" fill="#fff"/><text x="8" y="40" font-family="${font}" font-size="28">Sândalo Ação 0123 Wkg ÇÃÉ</text></svg>`;
  return sharp(Buffer.from(svg)).raw().toBuffer();
}

/** Throws, naming the Debian packages to install, when fontconfig lacks a font these receipts are drawn in. */
export async function assertUnseenLayoutFontsAvailable(): Promise<void> {
  const unknown = await renderedSample('Unseen Made Up Font Xq');
  const fallback = await renderedSample('Noto Sans');
  const missing: UnseenFont[] = [];
  for (const font of Object.keys(FONT_PACKAGES) as UnseenFont[]) {
    const sample = await renderedSample(font);
    if (sample.equals(unknown) || sample.equals(fallback)) missing.push(font);
  }
  if (missing.length > 0) {
    throw new Error(
      `unseen-layouts receipts need the fonts ${missing.join(', ')}, which fontconfig does not find: ` +
        `apt-get install -y ${missing.map((font) => FONT_PACKAGES[font]).join(' ')} (then check with fc-list)`,
    );
  }
}
