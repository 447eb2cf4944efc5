// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import {
  type DateStyle,
  formatDate,
  formatDateTime,
  type LayoutFactsStyle,
  type Party,
  type ReceiptFacts,
} from './facts.js';
import { formatBrl } from './people.js';
import { Canvas, type FontKey, textWidth } from './text.js';

export type LagoonFamily = 'label beside' | 'label above' | 'no label';

interface Colors {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  onAccent: string;
  divider: string;
  /** Text colour on a button filled with the accent. */
  button: string;
}

export interface LayoutSpec extends LayoutFactsStyle {
  bank: string;
  /** The letters in the round logo of 'logo' headers. */
  logoText?: string;
  family: LagoonFamily;
  theme: 'light' | 'dark';
  font: FontKey;
  width: number;
  /** Screen height as a multiple of the width. */
  aspect: number;
  quality: number;
  /** Forwarded through a chat app: rendered, scaled by this factor and JPEG-encoded again. */
  forwardedScale?: number;
  colors: Colors;
  header: 'banner' | 'appbar' | 'logo' | 'statement';
  hero: 'center' | 'left' | 'card' | 'statement';
  sections: 'plain' | 'card' | 'dashed';
  beside?: 'right' | 'column';
  /** Where the date and time go. */
  dateIn: 'hero' | 'details';
  title: string;
  status: string;
  scheduledStatus: string;
  dateStyle: DateStyle;
  dateLabel: string;
  e2eLabel: string;
  messageLabel: string;
  recipientHeading: string;
  payerHeading: string;
  detailsHeading: string;
  recipientFirst: boolean;
  labels: { name: string; institution: string; agency: string; account: string; key: string };
  /** No-label layouts: whether the document line starts with its kind ('CPF ...'). */
  docPrefix?: boolean;
  upperLabels?: boolean;
  buttons: readonly [string, string];
  buttonStyle: 'stack' | 'row' | 'links';
  navBar: 'ios' | 'android';
  footnote?: string;
  extraRows?: readonly (readonly [string, string])[];
}

const LIGHT = (accent: string, onAccent = '#ffffff'): Colors => ({
  bg: '#ffffff',
  surface: '#f3f4f6',
  text: '#1d1d1f',
  muted: '#5f6368',
  accent,
  onAccent,
  divider: '#dcdfe3',
  button: onAccent,
});

const DARK = (accent: string, bg: string, surface: string, onAccent = '#111111'): Colors => ({
  bg,
  surface,
  text: '#f2f2f2',
  muted: '#a9adb4',
  accent,
  onAccent,
  divider: '#3a3d42',
  button: onAccent,
});

const BASE_LABELS = { name: 'Nome', institution: 'Instituição', agency: 'Agência', account: 'Conta', key: 'Chave Pix' };

/** The 16 layouts, in corpus order. */
export const LAYOUTS: readonly LayoutSpec[] = [
  {
    key: 'bb',
    number: 1,
    bank: 'Banco do Brasil',
    institution: 'Banco do Brasil S.A.',
    ispb: '00000000',
    family: 'label beside',
    theme: 'light',
    font: 'tiresias',
    width: 1080,
    aspect: 2.1,
    quality: 85,
    colors: { ...LIGHT('#fcf600', '#1b3a8c'), button: '#1b3a8c' },
    header: 'banner',
    hero: 'left',
    sections: 'plain',
    beside: 'right',
    dateIn: 'details',
    title: 'Comprovante',
    status: 'Comprovante de Pix',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'slash-dash-seconds',
    dateLabel: 'Data e hora',
    e2eLabel: 'ID',
    messageLabel: 'Mensagem',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    detailsHeading: 'Dados da transação',
    recipientFirst: false,
    labels: BASE_LABELS,
    nameCase: 'upper',
    truncation: { at: 28, marker: 'cut' },
    cpfMask: 'stars',
    cnpjMask: 'full',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'row',
    navBar: 'android',
    extraRows: [['Tipo', 'Pix']],
  },
  {
    key: 'mercadopago',
    number: 2,
    bank: 'Mercado Pago',
    institution: 'Mercado Pago IP Ltda.',
    ispb: '10573521',
    family: 'no label',
    theme: 'light',
    font: 'tiresias',
    width: 1080,
    aspect: 2.22,
    quality: 80,
    colors: { ...LIGHT('#009ee3'), bg: '#ededed', surface: '#ffffff' },
    header: 'appbar',
    hero: 'card',
    sections: 'card',
    dateIn: 'hero',
    title: 'Comprovante de transferência',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'long-weekday',
    dateLabel: 'Data',
    e2eLabel: 'ID da transação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Para',
    payerHeading: 'De',
    detailsHeading: 'Detalhes',
    recipientFirst: false,
    labels: BASE_LABELS,
    docPrefix: true,
    nameCase: 'mixed',
    truncation: { at: 26, marker: '…' },
    cpfMask: 'stars',
    cnpjMask: 'outer',
    manyDigitsDiffer: false,
    buttons: ['Compartilhar comprovante', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'android',
  },
  {
    key: 'c6',
    number: 3,
    bank: 'C6 Bank',
    logoText: 'C6',
    institution: 'Banco C6 S.A.',
    ispb: '31872495',
    family: 'label above',
    theme: 'dark',
    font: 'tiresias',
    width: 1170,
    aspect: 2.16,
    quality: 88,
    colors: DARK('#e8e8e8', '#101010', '#1c1c1e', '#101010'),
    header: 'logo',
    hero: 'left',
    sections: 'plain',
    dateIn: 'hero',
    title: 'Comprovante',
    status: 'Transferência realizada',
    scheduledStatus: 'Transferência agendada',
    dateStyle: 'short-month',
    dateLabel: 'Data',
    e2eLabel: 'ID da transação',
    messageLabel: 'Descrição',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    detailsHeading: 'Mais informações',
    recipientFirst: true,
    labels: BASE_LABELS,
    nameCase: 'upper',
    truncation: { at: 32, marker: '...' },
    cpfMask: 'bullets',
    cnpjMask: 'middle',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'ios',
  },
  {
    key: 'pagbank',
    number: 4,
    bank: 'PagBank',
    institution: 'PagSeguro Internet IP S.A.',
    ispb: '08561701',
    family: 'label beside',
    theme: 'light',
    font: 'tiresias',
    width: 1080,
    aspect: 2.0,
    quality: 78,
    forwardedScale: 0.7,
    colors: { ...LIGHT('#1bb99a'), surface: '#f1f7f5' },
    header: 'appbar',
    hero: 'center',
    sections: 'card',
    beside: 'right',
    dateIn: 'hero',
    title: 'Comprovante',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'slash-as-seconds',
    dateLabel: 'Data',
    e2eLabel: 'Autenticação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    detailsHeading: 'Transação',
    recipientFirst: true,
    labels: BASE_LABELS,
    nameCase: 'upper',
    truncation: { at: 24, marker: '...' },
    cpfMask: 'stars',
    cnpjMask: 'full',
    manyDigitsDiffer: false,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'android',
  },
  {
    key: 'banrisul',
    number: 5,
    bank: 'Banrisul',
    institution: 'Banco do Estado do Rio Grande do Sul S.A.',
    ispb: '92702067',
    family: 'label beside',
    theme: 'light',
    font: 'monoid',
    width: 1125,
    aspect: 2.16,
    quality: 90,
    colors: { ...LIGHT('#0066b3'), surface: '#eef3f9' },
    header: 'statement',
    hero: 'statement',
    sections: 'dashed',
    beside: 'column',
    dateIn: 'details',
    title: 'COMPROVANTE DE TRANSFERÊNCIA PIX',
    status: 'PIX EFETIVADO',
    scheduledStatus: 'PIX AGENDADO',
    dateStyle: 'slash-space-seconds',
    dateLabel: 'DATA/HORA',
    e2eLabel: 'ID/TRANSAÇÃO',
    messageLabel: 'MENSAGEM',
    recipientHeading: 'DADOS DO RECEBEDOR',
    payerHeading: 'DADOS DO PAGADOR',
    detailsHeading: 'DADOS DA OPERAÇÃO',
    recipientFirst: true,
    labels: { name: 'NOME', institution: 'INSTIT.', agency: 'AGÊNCIA', account: 'CONTA', key: 'CHAVE' },
    upperLabels: true,
    nameCase: 'upper',
    truncation: { at: 30, marker: 'cut' },
    cpfMask: 'stars',
    cnpjMask: 'middle',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'row',
    navBar: 'ios',
    footnote: 'SEGUNDA VIA EMITIDA PELO APLICATIVO',
  },
  {
    key: 'sicredi',
    number: 6,
    bank: 'Sicredi',
    institution: 'Banco Cooperativo Sicredi S.A.',
    ispb: '01181521',
    family: 'label above',
    theme: 'light',
    font: 'monoid',
    width: 828,
    aspect: 2.16,
    quality: 75,
    forwardedScale: 0.65,
    colors: { ...LIGHT('#33820d'), surface: '#f2f7ee' },
    header: 'statement',
    hero: 'statement',
    sections: 'dashed',
    dateIn: 'details',
    title: 'Comprovante de Pix',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'slash-dash',
    dateLabel: 'Data e hora',
    e2eLabel: 'ID da operação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    detailsHeading: 'Dados da operação',
    recipientFirst: false,
    labels: BASE_LABELS,
    nameCase: 'upper',
    truncation: { at: 25, marker: '...' },
    cpfMask: 'bullets',
    cnpjMask: 'outer',
    manyDigitsDiffer: false,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'links',
    navBar: 'android',
  },
  {
    key: 'btg',
    number: 7,
    bank: 'BTG Pactual',
    institution: 'Banco BTG Pactual S.A.',
    ispb: '30306294',
    family: 'label above',
    theme: 'dark',
    font: 'tiresias',
    width: 1242,
    aspect: 2.16,
    quality: 86,
    colors: DARK('#5b8def', '#0b1a33', '#13264a', '#ffffff'),
    header: 'appbar',
    hero: 'center',
    sections: 'card',
    dateIn: 'details',
    title: 'Comprovante',
    status: 'Pix realizado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'slash-comma',
    dateLabel: 'Data e hora',
    e2eLabel: 'ID da transação (E2E)',
    messageLabel: 'Mensagem',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    detailsHeading: 'Dados da transação',
    recipientFirst: true,
    labels: BASE_LABELS,
    nameCase: 'mixed',
    truncation: { at: 29, marker: '…' },
    cpfMask: 'stars',
    cnpjMask: 'full',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'ios',
  },
  {
    key: 'xp',
    number: 8,
    bank: 'XP Investimentos',
    logoText: 'XP',
    institution: 'Banco XP S.A.',
    ispb: '33264668',
    family: 'label above',
    theme: 'dark',
    font: 'monoid',
    width: 1179,
    aspect: 2.16,
    quality: 84,
    colors: DARK('#ffc709', '#000000', '#141414', '#000000'),
    header: 'logo',
    hero: 'statement',
    sections: 'dashed',
    dateIn: 'hero',
    title: 'Comprovante de Pix',
    status: 'PIX ENVIADO',
    scheduledStatus: 'AGENDAMENTO REALIZADO',
    dateStyle: 'dots-seconds',
    dateLabel: 'Data',
    e2eLabel: 'END TO END ID',
    messageLabel: 'DESCRIÇÃO',
    recipientHeading: 'DESTINO',
    payerHeading: 'ORIGEM',
    detailsHeading: 'TRANSAÇÃO',
    recipientFirst: true,
    labels: { name: 'NOME', institution: 'INSTITUIÇÃO', agency: 'AGÊNCIA', account: 'CONTA', key: 'CHAVE PIX' },
    upperLabels: true,
    nameCase: 'upper',
    truncation: { at: 27, marker: '...' },
    cpfMask: 'bullets',
    cnpjMask: 'middle',
    manyDigitsDiffer: false,
    buttons: ['COMPARTILHAR', 'VOLTAR AO INÍCIO'],
    buttonStyle: 'stack',
    navBar: 'ios',
  },
  {
    key: 'original',
    number: 9,
    bank: 'Banco Original',
    institution: 'Banco Original S.A.',
    ispb: '92894922',
    family: 'no label',
    theme: 'light',
    font: 'tiresias',
    width: 750,
    aspect: 1.78,
    quality: 72,
    colors: { ...LIGHT('#00a857'), surface: '#f0f8f3' },
    header: 'banner',
    hero: 'center',
    sections: 'plain',
    dateIn: 'hero',
    title: 'Comprovante',
    status: 'Transferência realizada',
    scheduledStatus: 'Transferência agendada',
    dateStyle: 'slash-h',
    dateLabel: 'Data',
    e2eLabel: 'Autenticação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    detailsHeading: 'Detalhes',
    recipientFirst: false,
    labels: BASE_LABELS,
    docPrefix: false,
    nameCase: 'mixed',
    truncation: { at: 24, marker: 'cut' },
    cpfMask: 'stars',
    cnpjMask: 'outer',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'row',
    navBar: 'ios',
  },
  {
    key: 'next',
    number: 10,
    bank: 'next',
    institution: 'Banco Bradesco S.A. (next)',
    ispb: '60746948',
    family: 'no label',
    theme: 'dark',
    font: 'tiresias',
    width: 1080,
    aspect: 2.1,
    quality: 82,
    colors: DARK('#00e65c', '#0d0d0d', '#1a1a1a', '#0d0d0d'),
    header: 'appbar',
    hero: 'left',
    sections: 'plain',
    dateIn: 'hero',
    title: 'Comprovante Pix',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'weekday-short',
    dateLabel: 'Data',
    e2eLabel: 'ID da transação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Para',
    payerHeading: 'De',
    detailsHeading: 'Sobre a transação',
    recipientFirst: true,
    labels: BASE_LABELS,
    docPrefix: true,
    nameCase: 'upper',
    truncation: { at: 28, marker: '…' },
    cpfMask: 'bullets',
    cnpjMask: 'middle',
    manyDigitsDiffer: false,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'android',
  },
  {
    key: 'will',
    number: 11,
    bank: 'will bank',
    institution: 'Will Financeira S.A.',
    ispb: '23862762',
    family: 'no label',
    theme: 'dark',
    font: 'tiresias',
    width: 720,
    aspect: 2.0,
    quality: 74,
    forwardedScale: 0.72,
    colors: DARK('#ffd100', '#1a1a1a', '#262626', '#1a1a1a'),
    header: 'logo',
    hero: 'card',
    sections: 'card',
    dateIn: 'hero',
    title: 'Comprovante',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'long-comma',
    dateLabel: 'Data',
    e2eLabel: 'Código da transação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    detailsHeading: 'Detalhes do Pix',
    recipientFirst: true,
    labels: BASE_LABELS,
    docPrefix: true,
    nameCase: 'mixed',
    truncation: { at: 30, marker: '...' },
    cpfMask: 'stars',
    cnpjMask: 'full',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'android',
  },
  {
    key: 'safra',
    number: 12,
    bank: 'Safra',
    institution: 'Banco Safra S.A.',
    ispb: '58160789',
    family: 'label beside',
    theme: 'dark',
    font: 'monoid',
    width: 1284,
    aspect: 2.16,
    quality: 92,
    colors: DARK('#c9a45c', '#0a1f44', '#112a57', '#0a1f44'),
    header: 'statement',
    hero: 'statement',
    sections: 'dashed',
    beside: 'column',
    dateIn: 'details',
    title: 'Comprovante de Pix',
    status: 'Transferência realizada',
    scheduledStatus: 'Agendamento realizado',
    dateStyle: 'slash-space-seconds',
    dateLabel: 'Data/hora',
    e2eLabel: 'Autenticação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Dados do favorecido',
    payerHeading: 'Dados do remetente',
    detailsHeading: 'Dados da transferência',
    recipientFirst: true,
    labels: { name: 'Nome', institution: 'Banco', agency: 'Agência', account: 'Conta', key: 'Chave' },
    nameCase: 'upper',
    truncation: { at: 31, marker: '...' },
    cpfMask: 'stars',
    cnpjMask: 'outer',
    manyDigitsDiffer: false,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'row',
    navBar: 'ios',
  },
  {
    key: 'nubank',
    number: 13,
    bank: 'Nubank',
    institution: 'Nu Pagamentos - IP',
    ispb: '18236120',
    family: 'label above',
    theme: 'light',
    font: 'tiresias',
    width: 1080,
    aspect: 2.22,
    quality: 80,
    colors: { ...LIGHT('#820ad1'), surface: '#f5f0fa' },
    header: 'appbar',
    hero: 'left',
    sections: 'plain',
    dateIn: 'hero',
    title: 'Comprovante de transferência',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'upper-month-seconds',
    dateLabel: 'Data',
    e2eLabel: 'ID da transação',
    messageLabel: 'Descrição',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    detailsHeading: 'Informações',
    recipientFirst: true,
    labels: BASE_LABELS,
    nameCase: 'mixed',
    truncation: { at: 26, marker: '...' },
    cpfMask: 'bullets',
    cnpjMask: 'middle',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar comprovante', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'android',
    footnote: 'Ouvidoria: 0800 887 0463',
  },
  {
    key: 'itau',
    number: 14,
    bank: 'Itaú',
    institution: 'Itaú Unibanco S.A.',
    ispb: '60701190',
    family: 'label beside',
    theme: 'light',
    font: 'tiresias',
    width: 1290,
    aspect: 2.16,
    quality: 88,
    colors: { ...LIGHT('#ec7000'), surface: '#fbf3ec' },
    header: 'banner',
    hero: 'card',
    sections: 'plain',
    beside: 'right',
    dateIn: 'details',
    title: 'Comprovante de transferência',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'slash-as-seconds',
    dateLabel: 'Data da transferência',
    e2eLabel: 'ID da transação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    detailsHeading: 'Dados da transferência',
    recipientFirst: true,
    labels: BASE_LABELS,
    nameCase: 'upper',
    truncation: { at: 32, marker: 'cut' },
    cpfMask: 'stars',
    cnpjMask: 'full',
    manyDigitsDiffer: false,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'row',
    navBar: 'ios',
    extraRows: [['Tipo de transferência', 'Pix']],
  },
  {
    key: 'bradesco',
    number: 15,
    bank: 'Bradesco',
    institution: 'Banco Bradesco S.A.',
    ispb: '60746948',
    family: 'label beside',
    theme: 'light',
    font: 'tiresias',
    width: 1170,
    aspect: 2.16,
    quality: 82,
    colors: { ...LIGHT('#cc092f'), surface: '#f8eef0' },
    header: 'banner',
    hero: 'center',
    sections: 'card',
    beside: 'right',
    dateIn: 'details',
    title: 'Comprovante',
    status: 'Transferência realizada',
    scheduledStatus: 'Agendamento realizado',
    dateStyle: 'slash-dash-seconds',
    dateLabel: 'Data e hora',
    e2eLabel: 'Identificação',
    messageLabel: 'Descrição',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    detailsHeading: 'Dados da transação',
    recipientFirst: true,
    labels: BASE_LABELS,
    nameCase: 'upper',
    truncation: { at: 25, marker: '…' },
    cpfMask: 'stars',
    cnpjMask: 'middle',
    manyDigitsDiffer: true,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'android',
  },
  {
    key: 'inter',
    number: 16,
    bank: 'Inter',
    institution: 'Banco Inter S.A.',
    ispb: '00416968',
    family: 'label above',
    theme: 'light',
    font: 'tiresias',
    width: 1125,
    aspect: 2.16,
    quality: 86,
    colors: { ...LIGHT('#ff7a00'), surface: '#fff4eb' },
    header: 'appbar',
    hero: 'center',
    sections: 'plain',
    dateIn: 'hero',
    title: 'Comprovante',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado',
    dateStyle: 'long-weekday',
    dateLabel: 'Data',
    e2eLabel: 'ID da transação',
    messageLabel: 'Mensagem',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    detailsHeading: 'Dados da transação',
    recipientFirst: true,
    labels: BASE_LABELS,
    nameCase: 'mixed',
    truncation: { at: 28, marker: '...' },
    cpfMask: 'bullets',
    cnpjMask: 'outer-bullets',
    manyDigitsDiffer: false,
    buttons: ['Compartilhar', 'Voltar ao início'],
    buttonStyle: 'stack',
    navBar: 'ios',
  },
];

export interface DrawnReceipt {
  svg: string;
  width: number;
  height: number;
  textProblems: string[];
  /** Every text on the receipt, in drawing order. */
  texts: string[];
}

interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

/** Draws one receipt of a layout. */
export function drawReceipt(spec: LayoutSpec, facts: ReceiptFacts): DrawnReceipt {
  const W = spec.width;
  const s = W / 390;
  const c = new Canvas(W, spec.font);
  const k = spec.colors;
  const P = 20 * s;
  const mono = spec.font === 'monoid';
  const fs = (n: number) => n * s * (mono ? 0.86 : 1);
  const ascent = mono ? 1.083 : 0.771;
  const lineHeight = (size: number) => size * (mono ? 1.45 : 1.16);

  // Status bar (under the banner's colour when the header is a banner).
  const banner = spec.header === 'banner';
  const barHeight = 44 * s;
  if (banner) c.rect(0, 0, W, barHeight + 60 * s, k.accent);
  const barInk = banner ? k.onAccent : k.text;
  c.text(facts.phoneClock, P + 6 * s, 29 * s, { size: 15 * s, bold: true, fill: barInk });
  drawStatusIcons(c, W - P - 6 * s, 29 * s, s, barInk);
  let y = barHeight;

  // Header.
  switch (spec.header) {
    case 'banner': {
      c.text(spec.bank, P, y + 37 * s, { size: 22 * s, bold: true, fill: k.onAccent });
      const bankWidth = textWidth(spec.font, spec.bank, 22 * s);
      const titleSize = 14 * s;
      if (P + bankWidth + 24 * s + c.measure(spec.title, titleSize) < W - P) {
        c.text(spec.title, W - P, y + 36 * s, { size: titleSize, fill: k.onAccent, anchor: 'end' });
      }
      y += 60 * s + 18 * s;
      break;
    }
    case 'appbar': {
      const cy = y + 28 * s;
      c.path(
        `M ${P} ${cy - 7 * s} L ${P + 14 * s} ${cy + 7 * s} M ${P + 14 * s} ${cy - 7 * s} L ${P} ${cy + 7 * s}`,
        `stroke="${k.text}" stroke-width="${2.2 * s}" stroke-linecap="round"`,
      );
      c.text(spec.title, W / 2, cy + 6 * s, { size: 17 * s, bold: true, fill: k.text, anchor: 'middle' });
      drawShareIcon(c, W - P - 8 * s, cy, s, k.accent);
      y += 56 * s + 12 * s;
      break;
    }
    case 'logo': {
      const r = 20 * s;
      c.circle(P + r, y + 30 * s, r, k.accent);
      const initials =
        spec.logoText ??
        spec.bank
          .split(' ')
          .map((w) => w[0])
          .join('')
          .slice(0, 2)
          .toUpperCase();
      c.text(initials, P + r, y + 30 * s + fs(7), { size: fs(18), bold: true, fill: k.onAccent, anchor: 'middle' });
      const bankX = P + 2 * r + 12 * s;
      c.text(spec.bank, bankX, y + 30 * s + fs(7), { size: fs(19), bold: true, fill: k.text });
      if (bankX + c.measure(spec.bank, fs(19)) + 20 * s + c.measure(spec.title, fs(13)) < W - P) {
        c.text(spec.title, W - P, y + 30 * s + fs(5), { size: fs(13), fill: k.muted, anchor: 'end' });
      }
      y += 64 * s + 12 * s;
      break;
    }
    case 'statement': {
      y += 14 * s;
      c.text(spec.bank.toUpperCase(), W / 2, y + fs(20) * ascent, {
        size: fs(20),
        bold: true,
        fill: k.accent,
        anchor: 'middle',
      });
      y += lineHeight(fs(20)) + 6 * s;
      c.text('SEGUNDA VIA', W / 2, y + fs(12) * ascent, { size: fs(12), fill: k.muted, anchor: 'middle' });
      y += lineHeight(fs(12)) + 4 * s;
      for (const line of c.wrap(spec.title, fs(15), W - 2 * P)) {
        c.text(line, W / 2, y + fs(15) * ascent, { size: fs(15), bold: true, fill: k.text, anchor: 'middle' });
        y += lineHeight(fs(15));
      }
      y += 10 * s;
      c.line(P, y, W - P, y, k.muted, 1.2 * s, `${6 * s} ${4 * s}`);
      y += 16 * s;
      break;
    }
  }

  // Hero: status, amount and (on some layouts) the date.
  const scheduled = facts.kind === 'scheduled';
  const status = scheduled ? spec.scheduledStatus : spec.status;
  const amount = formatBrl(facts.amount);
  const when = formatDateTime(facts.at, spec.dateStyle);
  const heroDate = scheduled ? `Agendado para ${formatDate(facts.scheduledFor as string, spec.dateStyle)}` : when;
  switch (spec.hero) {
    case 'center': {
      const r = 28 * s;
      c.circle(W / 2, y + r, r, scheduled ? k.muted : k.accent);
      if (scheduled) drawClockGlyph(c, W / 2, y + r, r, k.bg);
      else drawCheck(c, W / 2, y + r, r, spec.colors.button);
      y += 2 * r + 16 * s;
      c.text(status, W / 2, y + 20 * s * 0.771, { size: fs(20), bold: true, fill: k.text, anchor: 'middle' });
      y += lineHeight(fs(20)) + 8 * s;
      c.text(amount, W / 2, y + fs(36) * ascent, { size: fs(36), bold: true, fill: k.text, anchor: 'middle' });
      y += lineHeight(fs(36)) + 6 * s;
      if (spec.dateIn === 'hero' || scheduled) {
        for (const line of c.wrap(heroDate, fs(14), W - 2 * P)) {
          c.text(line, W / 2, y + fs(14) * ascent, { size: fs(14), fill: k.muted, anchor: 'middle' });
          y += lineHeight(fs(14));
        }
      }
      y += 18 * s;
      break;
    }
    case 'left': {
      c.text(status, P, y + fs(16) * ascent, { size: fs(16), fill: k.muted });
      y += lineHeight(fs(16)) + 6 * s;
      c.text(amount, P, y + fs(34) * ascent, { size: fs(34), bold: true, fill: k.text });
      y += lineHeight(fs(34)) + 6 * s;
      if (spec.dateIn === 'hero' || scheduled) {
        for (const line of c.wrap(heroDate, fs(14), W - 2 * P)) {
          c.text(line, P, y + fs(14) * ascent, { size: fs(14), fill: k.muted });
          y += lineHeight(fs(14));
        }
      }
      y += 14 * s;
      c.line(P, y, W - P, y, k.divider, 1 * s);
      y += 18 * s;
      break;
    }
    case 'card': {
      const top = y;
      const mark = c.mark();
      y += 18 * s;
      const r = 11 * s;
      c.circle(P + 16 * s + r, y + r, r, scheduled ? k.muted : k.accent);
      if (!scheduled) drawCheck(c, P + 16 * s + r, y + r, r, spec.colors.button);
      c.text(status, P + 16 * s + 2 * r + 10 * s, y + r + fs(16) * 0.36, { size: fs(16), bold: true, fill: k.text });
      y += 2 * r + 12 * s;
      c.text(amount, P + 16 * s, y + fs(32) * ascent, { size: fs(32), bold: true, fill: k.text });
      y += lineHeight(fs(32)) + 4 * s;
      if (spec.dateIn === 'hero' || scheduled) {
        for (const line of c.wrap(heroDate, fs(14), W - 2 * P - 32 * s)) {
          c.text(line, P + 16 * s, y + fs(14) * ascent, { size: fs(14), fill: k.muted });
          y += lineHeight(fs(14));
        }
      }
      y += 16 * s;
      c.insertAt(mark, roundRect(P, top, W - 2 * P, y - top, 14 * s, k.surface));
      y += 16 * s;
      break;
    }
    case 'statement': {
      c.text(status, W / 2, y + fs(16) * ascent, { size: fs(16), bold: true, fill: k.accent, anchor: 'middle' });
      y += lineHeight(fs(16)) + 8 * s;
      const label = spec.upperLabels ? 'VALOR' : 'Valor';
      c.text(label, W / 2, y + fs(12) * ascent, { size: fs(12), fill: k.muted, anchor: 'middle' });
      y += lineHeight(fs(12)) + 2 * s;
      c.text(amount, W / 2, y + fs(32) * ascent, { size: fs(32), bold: true, fill: k.text, anchor: 'middle' });
      y += lineHeight(fs(32)) + 4 * s;
      if (spec.dateIn === 'hero' || scheduled) {
        for (const line of c.wrap(heroDate, fs(13), W - 2 * P)) {
          c.text(line, W / 2, y + fs(13) * ascent, { size: fs(13), fill: k.muted, anchor: 'middle' });
          y += lineHeight(fs(13));
        }
      }
      y += 10 * s;
      c.line(P, y, W - P, y, k.muted, 1.2 * s, `${6 * s} ${4 * s}`);
      y += 16 * s;
      break;
    }
  }

  // Sections.
  const inner = spec.sections === 'card' ? 16 * s : 0;
  const x0 = P + inner;
  const x1 = W - P - inner;
  const labelSize = fs(spec.family === 'label above' ? 13 : 14);
  const valueSize = fs(15);
  const headingSize = fs(spec.sections === 'dashed' ? 14 : 17);

  const drawRows = (rows: readonly Row[], style: LagoonFamily) => {
    for (const row of rows) {
      if (style === 'label above') {
        c.text(row.label, x0, y + labelSize * ascent, { size: labelSize, fill: k.muted });
        y += lineHeight(labelSize) + 2 * s;
        for (const line of c.wrap(row.value, valueSize, x1 - x0)) {
          c.text(line, x0, y + valueSize * ascent, { size: valueSize, bold: row.strong, fill: k.text });
          y += lineHeight(valueSize);
        }
        y += 10 * s;
      } else if (style === 'label beside') {
        const column = spec.beside === 'column';
        const labelWidth = c.measure(row.label, labelSize);
        if (column) {
          // Statement style: labels in a column as wide as this section's widest label (at most 42 %).
          const widest = Math.max(...rows.map((r) => c.measure(r.label, labelSize)));
          const valueX = x0 + Math.min(widest + 14 * s, 0.42 * (x1 - x0));
          const labelLines = c.wrap(row.label, labelSize, valueX - x0 - 10 * s);
          let lines = c.wrap(row.value, valueSize, x1 - valueX);
          let top = y;
          let lineX = valueX;
          if (lines.length > 1 && !row.value.includes(' ') && c.measure(row.value, valueSize) <= x1 - x0) {
            // A long code goes whole on the line under its label.
            c.text(row.label, x0, y + valueSize * ascent, { size: labelSize, fill: k.muted });
            y += lineHeight(valueSize);
            top = y;
            lines = [row.value];
            lineX = x0;
            labelLines.length = 0;
          }
          labelLines.forEach((line, i) => {
            c.text(line, x0, top + valueSize * ascent + i * lineHeight(valueSize), { size: labelSize, fill: k.muted });
          });
          for (const line of lines) {
            c.text(line, lineX, y + valueSize * ascent, { size: valueSize, bold: row.strong, fill: k.text });
            y += lineHeight(valueSize);
          }
          y = Math.max(y, top + labelLines.length * lineHeight(valueSize));
        } else {
          const room = x1 - x0 - labelWidth - 16 * s;
          let lines = c.wrap(row.value, valueSize, room);
          c.text(row.label, x0, y + valueSize * ascent, { size: labelSize, fill: k.muted });
          if (lines.length > 1 && !row.value.includes(' ') && c.measure(row.value, valueSize) <= x1 - x0) {
            // A long code goes whole on the line under its label.
            y += lineHeight(valueSize);
            lines = [row.value];
          }
          for (const line of lines) {
            c.text(line, x1, y + valueSize * ascent, {
              size: valueSize,
              bold: row.strong,
              fill: k.text,
              anchor: 'end',
            });
            y += lineHeight(valueSize);
          }
        }
        y += (mono ? 6 : 10) * s;
      } else {
        for (const line of c.wrap(row.value, valueSize, x1 - x0)) {
          c.text(line, x0, y + valueSize * ascent, {
            size: row.strong ? fs(16) : valueSize,
            bold: row.strong,
            fill: row.strong ? k.text : k.muted,
          });
          y += lineHeight(row.strong ? fs(16) : valueSize) + 2 * s;
        }
        y += 2 * s;
      }
    }
  };

  const section = (heading: string, rows: readonly Row[], style: LagoonFamily) => {
    if (rows.length === 0) return;
    const top = y;
    const mark = c.mark();
    if (spec.sections === 'card') y += 16 * s;
    const headingText = spec.sections === 'dashed' && spec.upperLabels ? heading.toUpperCase() : heading;
    c.text(headingText, x0, y + headingSize * ascent, {
      size: headingSize,
      bold: true,
      fill: spec.sections === 'dashed' ? k.accent : k.text,
    });
    y += lineHeight(headingSize) + 12 * s;
    drawRows(rows, style);
    if (spec.sections === 'card') {
      y += 6 * s;
      c.insertAt(mark, roundRect(P, top, W - 2 * P, y - top, 12 * s, k.surface));
      y += 14 * s;
    } else if (spec.sections === 'dashed') {
      y += 2 * s;
      c.line(P, y, W - P, y, k.muted, 1.2 * s, `${6 * s} ${4 * s}`);
      y += 16 * s;
    } else {
      y += 4 * s;
      c.line(P, y, W - P, y, k.divider, 1 * s);
      y += 18 * s;
    }
  };

  const partyRows = (p: Party, withKey: boolean): Row[] => {
    const rows: Row[] = [];
    const kind = p.document.length === 14 ? 'CNPJ' : 'CPF';
    if (spec.family === 'no label') {
      if (p.printedName) rows.push({ label: '', value: p.printedName, strong: true });
      if (p.printedDocument)
        rows.push({ label: '', value: spec.docPrefix ? `${kind} ${p.printedDocument}` : p.printedDocument });
      rows.push({ label: '', value: p.institution });
      rows.push({ label: '', value: `Agência ${p.agency} · Conta ${p.account}` });
      if (withKey && p.printedKey) rows.push({ label: '', value: `Chave Pix: ${p.printedKey}` });
      return rows;
    }
    const l = spec.labels;
    if (p.printedName) rows.push({ label: l.name, value: p.printedName, strong: true });
    if (p.printedDocument) rows.push({ label: kind, value: p.printedDocument });
    if (withKey && p.printedKey) rows.push({ label: l.key, value: p.printedKey });
    rows.push({ label: l.institution, value: p.institution });
    rows.push({ label: l.agency, value: p.agency });
    rows.push({ label: l.account, value: p.account });
    return rows;
  };

  const up = (t: string) => (spec.upperLabels ? t.toUpperCase() : t);
  const detailRows: Row[] = [];
  if (spec.hero !== 'statement' && spec.family !== 'no label' && spec.hero !== 'center') {
    detailRows.push({ label: up('Valor'), value: amount });
  }
  if (scheduled) {
    detailRows.push({ label: up('Agendado em'), value: when });
    detailRows.push({
      label: up('Data do pagamento'),
      value: formatDate(facts.scheduledFor as string, spec.dateStyle),
    });
  } else if (spec.dateIn === 'details') {
    detailRows.push({ label: spec.dateLabel, value: when });
  }
  for (const [label, value] of spec.extraRows ?? []) detailRows.push({ label: up(label), value });
  if (facts.message) detailRows.push({ label: spec.messageLabel, value: facts.message });
  detailRows.push({ label: spec.e2eLabel, value: facts.endToEndId });
  const detailStyle: LagoonFamily = spec.family === 'no label' ? 'label above' : spec.family;

  const recipient = () => section(spec.recipientHeading, partyRows(facts.recipient, true), spec.family);
  const payer = () => section(spec.payerHeading, partyRows(facts.payer, false), spec.family);
  if (spec.recipientFirst) {
    recipient();
    payer();
  } else {
    payer();
    recipient();
  }
  section(spec.detailsHeading, detailRows, detailStyle);

  if (spec.footnote) {
    c.text(spec.footnote, W / 2, y + fs(12) * ascent, { size: fs(12), fill: k.muted, anchor: 'middle' });
    y += lineHeight(fs(12)) + 10 * s;
  }

  // Buttons at the bottom of the screen, then the system navigation.
  const buttonHeight = 48 * s;
  const buttonsHeight =
    spec.buttonStyle === 'stack' ? 2 * buttonHeight + 12 * s : spec.buttonStyle === 'row' ? buttonHeight : 60 * s;
  const navHeight = spec.navBar === 'ios' ? 34 * s : 48 * s;
  const height = Math.round(Math.max(y + 16 * s + buttonsHeight + 16 * s + navHeight, W * spec.aspect));
  let by = height - navHeight - 16 * s - buttonsHeight;
  const [primary, secondary] = spec.buttons;
  const radius = spec.font === 'monoid' ? 6 * s : 24 * s;
  const bSize = fs(16);
  const bBaseline = (top: number) => top + buttonHeight / 2 + bSize * (mono ? 0.42 : 0.3);
  if (spec.buttonStyle === 'stack') {
    c.rect(P, by, W - 2 * P, buttonHeight, k.accent, `rx="${radius}"`);
    c.text(primary, W / 2, bBaseline(by), { size: bSize, bold: true, fill: k.button, anchor: 'middle' });
    by += buttonHeight + 12 * s;
    c.rect(P, by, W - 2 * P, buttonHeight, 'none', `rx="${radius}" stroke="${k.accent}" stroke-width="${1.5 * s}"`);
    c.text(secondary, W / 2, bBaseline(by), { size: bSize, bold: true, fill: k.accent, anchor: 'middle' });
  } else if (spec.buttonStyle === 'row') {
    const bw = (W - 2 * P - 12 * s) / 2;
    c.rect(
      P,
      by,
      bw,
      buttonHeight,
      'none',
      `rx="${radius}" stroke="${k.accent === '#fcf600' ? k.button : k.accent}" stroke-width="${1.5 * s}"`,
    );
    c.text(primary, P + bw / 2, bBaseline(by), {
      size: bSize,
      bold: true,
      fill: k.accent === '#fcf600' ? k.button : k.accent,
      anchor: 'middle',
    });
    c.rect(P + bw + 12 * s, by, bw, buttonHeight, k.accent, `rx="${radius}"`);
    c.text(secondary, P + bw * 1.5 + 12 * s, bBaseline(by), {
      size: bSize,
      bold: true,
      fill: k.button,
      anchor: 'middle',
    });
  } else {
    c.text(primary, W / 2, by + 20 * s, { size: bSize, bold: true, fill: k.accent, anchor: 'middle' });
    c.text(secondary, W / 2, by + 50 * s, { size: bSize, bold: true, fill: k.accent, anchor: 'middle' });
  }
  if (spec.navBar === 'ios') {
    c.rect(W / 2 - 67 * s, height - 13 * s, 134 * s, 5 * s, k.text, `rx="${2.5 * s}"`);
  } else {
    const ny = height - navHeight / 2;
    c.path(
      `M ${W * 0.25 + 7 * s} ${ny - 8 * s} L ${W * 0.25 - 7 * s} ${ny} L ${W * 0.25 + 7 * s} ${ny + 8 * s} Z`,
      `fill="none" stroke="${k.muted}" stroke-width="${1.8 * s}"`,
    );
    c.circle(W / 2, ny, 8 * s, 'none', `stroke="${k.muted}" stroke-width="${1.8 * s}"`);
    c.rect(W * 0.75 - 7 * s, ny - 7 * s, 14 * s, 14 * s, 'none', `stroke="${k.muted}" stroke-width="${1.8 * s}"`);
  }

  return { svg: c.svg(height, k.bg), width: W, height, textProblems: c.textProblems(height), texts: c.texts() };
}

function roundRect(x: number, y: number, w: number, h: number, r: number, fill: string): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r.toFixed(1)}" fill="${fill}"/>`;
}

function drawCheck(c: Canvas, cx: number, cy: number, r: number, ink: string): void {
  const u = r / 10;
  c.path(
    `M ${cx - 4.5 * u} ${cy + 0.2 * u} L ${cx - 1.2 * u} ${cy + 3.6 * u} L ${cx + 4.8 * u} ${cy - 3.4 * u}`,
    `fill="none" stroke="${ink}" stroke-width="${1.9 * u}" stroke-linecap="round" stroke-linejoin="round"`,
  );
}

function drawClockGlyph(c: Canvas, cx: number, cy: number, r: number, ink: string): void {
  const u = r / 10;
  c.circle(cx, cy, 6 * u, 'none', `stroke="${ink}" stroke-width="${1.5 * u}"`);
  c.path(
    `M ${cx} ${cy - 3.5 * u} L ${cx} ${cy} L ${cx + 2.8 * u} ${cy + 1.8 * u}`,
    `fill="none" stroke="${ink}" stroke-width="${1.5 * u}" stroke-linecap="round"`,
  );
}

function drawShareIcon(c: Canvas, cx: number, cy: number, s: number, ink: string): void {
  c.path(
    `M ${cx - 7 * s} ${cy - 1 * s} L ${cx - 7 * s} ${cy + 9 * s} L ${cx + 7 * s} ${cy + 9 * s} L ${cx + 7 * s} ${cy - 1 * s} M ${cx} ${cy + 3 * s} L ${cx} ${cy - 11 * s} M ${cx - 5 * s} ${cy - 6 * s} L ${cx} ${cy - 11 * s} L ${cx + 5 * s} ${cy - 6 * s}`,
    `fill="none" stroke="${ink}" stroke-width="${1.8 * s}" stroke-linecap="round" stroke-linejoin="round"`,
  );
}

function drawStatusIcons(c: Canvas, right: number, baseline: number, s: number, ink: string): void {
  // Battery.
  const bw = 25 * s;
  const bh = 12 * s;
  const bx = right - bw;
  const by = baseline - 11 * s;
  c.rect(bx, by, bw, bh, 'none', `rx="${3 * s}" stroke="${ink}" stroke-width="${1.2 * s}" opacity="0.7"`);
  c.rect(bx + 2 * s, by + 2 * s, (bw - 4 * s) * 0.72, bh - 4 * s, ink, `rx="${1.5 * s}"`);
  c.rect(right + 1.5 * s, by + 4 * s, 2 * s, 4 * s, ink, `rx="${1 * s}" opacity="0.7"`);
  // Signal bars.
  for (let i = 0; i < 4; i++) {
    const h = (4 + i * 2.6) * s;
    c.rect(bx - 50 * s + i * 5 * s, baseline - h + 1 * s, 3.2 * s, h, ink, `rx="${0.8 * s}"`);
  }
  // Wi-fi arcs.
  const wx = bx - 16 * s;
  const wy = baseline;
  for (const r of [4, 8, 12]) {
    c.path(
      `M ${wx - r * 0.7 * s} ${wy - r * 0.7 * s} A ${r * s} ${r * s} 0 0 1 ${wx + r * 0.7 * s} ${wy - r * 0.7 * s}`,
      `fill="none" stroke="${ink}" stroke-width="${1.8 * s}" stroke-linecap="round"`,
    );
  }
}
