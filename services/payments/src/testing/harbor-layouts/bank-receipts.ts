// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/**
 * Sixteen Brazilian bank / wallet PIX "comprovante" screens, drawn from how the apps print them, and a renderer that
 * turns one receipt into a phone screenshot: an SVG (fonts by family name, resolved by fontconfig through librsvg)
 * rasterised by sharp and compressed to JPEG as a phone would.
 */

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

export type HarborFamily = 'label beside' | 'label above' | 'no label';
export type HarborTheme = 'light' | 'dark';
export type HarborFontFamily = 'Sora' | 'Tuffy' | 'Verana Sans';

/** The three families the layouts use, with the Debian package that installs each. */
export const HARBOR_FONTS: ReadonlyArray<{ family: HarborFontFamily; debianPackage: string }> = [
  { family: 'Sora', debianPackage: 'fonts-sora' },
  { family: 'Tuffy', debianPackage: 'fonts-tuffy' },
  { family: 'Verana Sans', debianPackage: 'fonts-adf-verana' },
];

/** How a layout prints the moment of the transfer (America/Sao_Paulo local time). */
export type HarborDateStyle =
  | 'dmy-dash-hms' // 23/11/2026 - 14:32:05
  | 'mon-dash-hms' // 23 NOV 2026 - 14:32:05
  | 'mon-as-hm' // 23 NOV 2026 às 14:32
  | 'long' // segunda, 23 de novembro de 2026, 14h32
  | 'dmy-as-hms' // 23/11/2026 às 14:32:05
  | 'dmy-hm' // 23/11/2026 14:32
  | 'de-mes' // 23 de nov. de 2026 - 14:32
  | 'weekday-dmy' // Seg, 23/11/2026 - 14:32:05
  | 'split' // 23/11/2026 | 14:32:05 (two rows)
  | 'short-year'; // 23/11/26 às 14h32

export type HarborBlock =
  | 'amount'
  | 'status'
  | 'date'
  | 'extra'
  | 'parties'
  | 'description'
  | 'id'
  | 'footer'
  | 'share';
export type HarborSection = 'status bar' | 'header' | 'amount' | 'details' | 'recipient' | 'payer' | 'id' | 'footer';

export interface HarborPalette {
  bg: string;
  text: string;
  muted: string;
  accent: string;
  line: string;
  card: string;
  headerBg: string;
  headerText: string;
}

export interface HarborLayout {
  name: string;
  bank: string;
  family: HarborFamily;
  theme: HarborTheme;
  font: HarborFontFamily;
  /** Screenshot width in pixels and the app's width in density-independent points (scale = width / dpWidth). */
  width: number;
  dpWidth: number;
  /** The screenshot is at least this tall relative to its width (a phone screen); longer receipts grow. */
  minAspect: number;
  margin: number;
  /** The bank's ISPB (the payer's bank: the receipt comes from the payer's app) and how it prints its own name. */
  ispb: string;
  institution: string;
  palette: HarborPalette;
  statusBar: boolean;
  header: 'bar' | 'plain' | 'centered';
  badge: string;
  successIcon: boolean;
  title: string;
  scheduledTitle: string;
  status?: string;
  scheduledStatus: string;
  amountStyle: 'hero' | 'row' | 'split-cents';
  amountFormat: 'space' | 'tight' | 'minus';
  amountLabel: string;
  /** The amount's label on a scheduled transfer, where the usual one would say it was paid. */
  scheduledAmountLabel?: string;
  dateStyle: HarborDateStyle;
  dateLabel: string;
  timeLabel: string;
  scheduledAtLabel: string;
  scheduledForLabel: string;
  recipientHeading: string;
  payerHeading: string;
  recipientFirst: boolean;
  labels: {
    name: string;
    /** null: 'CPF' or 'CNPJ' by the document's length. */
    document: string | null;
    institution: string;
    agency: string;
    account: string;
    key: string;
    description: string;
  };
  showAccount: boolean;
  /** Mask templates: '#' shows the digit, any other non-punctuation character replaces it. */
  cpfMask: string;
  cnpjMask: string;
  truncateAt?: number;
  ellipsis: boolean;
  nameCase: 'upper' | 'title';
  phoneStyle: 'spaced' | 'compact';
  idLabel: string;
  authLabel?: string;
  extraRows: ReadonlyArray<readonly [string, string]>;
  cards: boolean;
  separators: boolean;
  upperLabels: boolean;
  headingStyle: 'bold' | 'caps' | 'accent';
  order: readonly HarborBlock[];
  footer: readonly string[];
  share?: string;
  jpegQuality: number;
  resize: number;
}

const LIGHT = (accent: string, extra: Partial<HarborPalette> = {}): HarborPalette => ({
  bg: '#FFFFFF',
  text: '#1F1F1F',
  muted: '#6B6B6B',
  accent,
  line: '#E3E3E3',
  card: '#F5F5F5',
  headerBg: accent,
  headerText: '#FFFFFF',
  ...extra,
});

const DARK = (accent: string, extra: Partial<HarborPalette> = {}): HarborPalette => ({
  bg: '#121212',
  text: '#F2F2F2',
  muted: '#A3A3A3',
  accent,
  line: '#2E2E2E',
  card: '#1E1E1E',
  headerBg: '#1A1A1A',
  headerText: '#F2F2F2',
  ...extra,
});

const STANDARD_LABELS = {
  name: 'Nome',
  document: null,
  institution: 'Instituição',
  agency: 'Agência',
  account: 'Conta',
  key: 'Chave Pix',
  description: 'Descrição',
};

const DEFAULT_ORDER: readonly HarborBlock[] = [
  'amount',
  'status',
  'date',
  'extra',
  'parties',
  'description',
  'id',
  'footer',
];

export const HARBOR_LAYOUTS: readonly HarborLayout[] = [
  {
    name: 'nubank',
    bank: 'Nubank',
    family: 'label beside',
    theme: 'light',
    font: 'Sora',
    width: 1080,
    dpWidth: 360,
    minAspect: 2.1,
    margin: 22,
    ispb: '18236120',
    institution: 'NU PAGAMENTOS - IP',
    palette: LIGHT('#820AD1', { text: '#111111', muted: '#727272', line: '#EFEFEF' }),
    statusBar: true,
    header: 'plain',
    badge: 'nu',
    successIcon: false,
    title: 'Comprovante de transferência',
    scheduledTitle: 'Comprovante de agendamento',
    scheduledStatus: 'Transferência agendada',
    amountStyle: 'row',
    amountFormat: 'space',
    amountLabel: 'Valor',
    dateStyle: 'mon-dash-hms',
    dateLabel: '',
    timeLabel: '',
    scheduledAtLabel: 'Agendada em',
    scheduledForLabel: 'Data da transferência',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, key: 'Chave Pix' },
    showAccount: true,
    cpfMask: '•••.###.###-••',
    cnpjMask: '##.###.***/####-**',
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'ID da transação:',
    extraRows: [['Tipo de transferência', 'Pix']],
    cards: false,
    separators: true,
    upperLabels: false,
    headingStyle: 'bold',
    order: ['date', 'amount', 'extra', 'status', 'parties', 'description', 'footer', 'id'],
    footer: ['Nu Pagamentos S.A. - Instituição de Pagamento', 'Estamos aqui para ajudar se você tiver alguma dúvida.'],
    share: 'Compartilhar comprovante',
    jpegQuality: 84,
    resize: 1,
  },
  {
    name: 'itau',
    bank: 'Itaú',
    family: 'label above',
    theme: 'light',
    font: 'Verana Sans',
    width: 1170,
    dpWidth: 390,
    minAspect: 2.16,
    margin: 20,
    ispb: '60701190',
    institution: 'ITAÚ UNIBANCO S.A.',
    palette: LIGHT('#EC7000', { headerBg: '#EC7000', muted: '#707070' }),
    statusBar: true,
    header: 'bar',
    badge: 'itaú',
    successIcon: true,
    title: 'comprovante',
    scheduledTitle: 'agendamento',
    status: 'Pix realizado com sucesso',
    scheduledStatus: 'Pix agendado',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: 'valor',
    dateStyle: 'dmy-as-hms',
    dateLabel: 'data da transferência',
    timeLabel: '',
    scheduledAtLabel: 'data do agendamento',
    scheduledForLabel: 'data prevista para o pagamento',
    recipientHeading: 'dados do recebedor',
    payerHeading: 'dados do pagador',
    recipientFirst: true,
    labels: {
      name: 'nome',
      document: 'CPF / CNPJ',
      institution: 'instituição',
      agency: 'agência',
      account: 'conta',
      key: 'chave Pix',
      description: 'informação ao recebedor',
    },
    showAccount: false,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.***.***/####-**',
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'ID da transação',
    authLabel: 'autenticação',
    extraRows: [],
    cards: false,
    separators: true,
    upperLabels: false,
    headingStyle: 'accent',
    order: DEFAULT_ORDER,
    footer: ['Dúvidas, sugestões e reclamações: fale com a gente pelo app.'],
    jpegQuality: 80,
    resize: 0.94,
  },
  {
    name: 'bradesco',
    bank: 'Bradesco',
    family: 'label beside',
    theme: 'light',
    font: 'Tuffy',
    width: 720,
    dpWidth: 360,
    minAspect: 2.0,
    margin: 16,
    ispb: '60746948',
    institution: 'BANCO BRADESCO S.A.',
    palette: LIGHT('#CC092F', { muted: '#5E5E5E' }),
    statusBar: false,
    header: 'bar',
    badge: 'B',
    successIcon: false,
    title: 'Comprovante de Transação Pix',
    scheduledTitle: 'Comprovante de Agendamento Pix',
    scheduledStatus: 'Agendamento efetuado',
    amountStyle: 'row',
    amountFormat: 'tight',
    amountLabel: 'Valor:',
    dateStyle: 'split',
    dateLabel: 'Data:',
    timeLabel: 'Horário:',
    scheduledAtLabel: 'Data da solicitação:',
    scheduledForLabel: 'Data do agendamento:',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    recipientFirst: true,
    labels: {
      name: 'Nome:',
      document: null,
      institution: 'Instituição:',
      agency: 'Agência:',
      account: 'Conta:',
      key: 'Chave:',
      description: 'Descrição:',
    },
    showAccount: false,
    cpfMask: '***.###.###-**',
    cnpjMask: '**.###.###/####-**',
    truncateAt: 30,
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'compact',
    idLabel: 'ID da transação:',
    authLabel: 'Autenticação:',
    extraRows: [['Tipo de operação:', 'Pix - Transferência']],
    cards: false,
    separators: false,
    upperLabels: false,
    headingStyle: 'bold',
    order: ['status', 'date', 'amount', 'extra', 'parties', 'description', 'id', 'footer'],
    footer: ['Alô Bradesco SAC - Serviço de Apoio ao Cliente', 'Ouvidoria: disponível nos canais do app'],
    jpegQuality: 74,
    resize: 1,
  },
  {
    name: 'banco do brasil',
    bank: 'Banco do Brasil',
    family: 'label beside',
    theme: 'light',
    font: 'Tuffy',
    width: 750,
    dpWidth: 375,
    minAspect: 1.78,
    margin: 18,
    ispb: '00000000',
    institution: 'BANCO DO BRASIL S.A.',
    palette: LIGHT('#465EFF', { headerBg: '#FCFC30', headerText: '#465EFF', text: '#222222' }),
    statusBar: true,
    header: 'bar',
    badge: 'BB',
    successIcon: false,
    title: 'Comprovante Pix',
    scheduledTitle: 'Pix Agendado',
    status: 'Pix enviado',
    scheduledStatus: 'AGENDADO',
    amountStyle: 'row',
    amountFormat: 'space',
    amountLabel: 'VALOR:',
    dateStyle: 'split',
    dateLabel: 'DATA:',
    timeLabel: 'HORA:',
    scheduledAtLabel: 'DATA DA SOLICITAÇÃO:',
    scheduledForLabel: 'DATA DO PAGAMENTO:',
    recipientHeading: 'PAGO PARA',
    payerHeading: 'PAGADOR',
    recipientFirst: true,
    labels: {
      name: 'NOME:',
      document: null,
      institution: 'INSTITUIÇÃO:',
      agency: 'AGÊNCIA:',
      account: 'CONTA:',
      key: 'CHAVE PIX:',
      description: 'MENSAGEM:',
    },
    showAccount: false,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.###.***/####-**',
    truncateAt: 25,
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'compact',
    idLabel: 'ID:',
    authLabel: 'AUTENTICAÇÃO SISBB:',
    extraRows: [['DOCUMENTO:', 'Pix']],
    cards: false,
    separators: false,
    upperLabels: true,
    headingStyle: 'caps',
    order: ['status', 'date', 'amount', 'parties', 'description', 'id', 'extra', 'footer'],
    footer: ['Transação efetuada com sucesso.', 'SAC 0800 729 0722 - Ouvidoria BB 0800 729 5678'],
    jpegQuality: 78,
    resize: 1.04,
  },
  {
    name: 'caixa',
    bank: 'Caixa',
    family: 'label above',
    theme: 'light',
    font: 'Verana Sans',
    width: 1080,
    dpWidth: 360,
    minAspect: 2.05,
    margin: 18,
    ispb: '00360305',
    institution: 'CAIXA ECONOMICA FEDERAL',
    palette: LIGHT('#005CA9', { headerBg: '#005CA9', card: '#F2F6FA', line: '#D6E2EE' }),
    statusBar: false,
    header: 'bar',
    badge: 'X',
    successIcon: true,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de Agendamento de Pix',
    status: 'Pix enviado',
    scheduledStatus: 'Pix agendado com sucesso',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: 'Valor',
    dateStyle: 'dmy-dash-hms',
    dateLabel: 'Data/Hora',
    timeLabel: '',
    scheduledAtLabel: 'Data/Hora da solicitação',
    scheduledForLabel: 'Data do débito',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, document: 'CPF/CNPJ', key: 'Chave' },
    showAccount: true,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.***.***/####-**',
    truncateAt: 28,
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'ID Transação',
    authLabel: 'Código da operação',
    extraRows: [],
    cards: true,
    separators: false,
    upperLabels: false,
    headingStyle: 'accent',
    order: DEFAULT_ORDER,
    footer: ['SAC CAIXA: 0800 726 0101', 'Ouvidoria: 0800 725 7474'],
    jpegQuality: 86,
    resize: 0.9,
  },
  {
    name: 'santander',
    bank: 'Santander',
    family: 'no label',
    theme: 'light',
    font: 'Sora',
    width: 1125,
    dpWidth: 375,
    minAspect: 2.16,
    margin: 24,
    ispb: '90400888',
    institution: 'BANCO SANTANDER (BRASIL) S.A.',
    palette: LIGHT('#EC0000', { headerBg: '#FFFFFF', headerText: '#EC0000', muted: '#767676' }),
    statusBar: true,
    header: 'centered',
    badge: 'S',
    successIcon: true,
    title: 'Pix realizado',
    scheduledTitle: 'Pix agendado',
    scheduledStatus: 'Aguardando a data do pagamento',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: '',
    dateStyle: 'de-mes',
    dateLabel: '',
    timeLabel: '',
    scheduledAtLabel: 'Agendado em',
    scheduledForLabel: 'Será pago em',
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, key: 'Chave', description: 'Mensagem' },
    showAccount: false,
    cpfMask: '***.###.###-**',
    cnpjMask: '**.###.###/####-**',
    ellipsis: false,
    nameCase: 'title',
    phoneStyle: 'spaced',
    idLabel: 'ID da transação',
    extraRows: [],
    cards: false,
    separators: true,
    upperLabels: false,
    headingStyle: 'caps',
    order: ['amount', 'date', 'status', 'parties', 'description', 'id', 'share', 'footer'],
    footer: ['Central de Atendimento Santander: 4004 3535'],
    share: 'Compartilhar',
    jpegQuality: 82,
    resize: 1,
  },
  {
    name: 'inter',
    bank: 'Inter',
    family: 'label beside',
    theme: 'dark',
    font: 'Sora',
    width: 1080,
    dpWidth: 360,
    minAspect: 2.16,
    margin: 16,
    ispb: '00416968',
    institution: 'BANCO INTER S.A.',
    palette: DARK('#FF7A00', { bg: '#161616', card: '#232323', line: '#333333' }),
    statusBar: true,
    header: 'plain',
    badge: 'inter',
    successIcon: true,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    scheduledStatus: 'Agendado',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: '',
    dateStyle: 'weekday-dmy',
    dateLabel: 'Data e hora',
    timeLabel: '',
    scheduledAtLabel: 'Agendado em',
    scheduledForLabel: 'Data do pagamento',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, document: 'CPF/CNPJ', key: 'Chave' },
    showAccount: false,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.###.***/####-**',
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'ID da transação',
    extraRows: [['Tipo', 'Pix']],
    cards: true,
    separators: false,
    upperLabels: false,
    headingStyle: 'bold',
    order: ['amount', 'status', 'date', 'extra', 'parties', 'description', 'id', 'footer'],
    footer: ['Banco Inter S.A. - SAC 0800 940 9999'],
    share: 'Compartilhar comprovante',
    jpegQuality: 79,
    resize: 0.92,
  },
  {
    name: 'picpay',
    bank: 'PicPay',
    family: 'no label',
    theme: 'dark',
    font: 'Tuffy',
    width: 720,
    dpWidth: 360,
    minAspect: 2.0,
    margin: 20,
    ispb: '22896431',
    institution: 'PICPAY',
    palette: DARK('#21C25E', { bg: '#101010', card: '#1C1C1C' }),
    statusBar: true,
    header: 'centered',
    badge: 'P',
    successIcon: false,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix agendado',
    status: 'Pagamento concluído',
    scheduledStatus: 'Pagamento agendado',
    amountStyle: 'split-cents',
    amountFormat: 'space',
    amountLabel: 'Você pagou',
    scheduledAmountLabel: 'Valor agendado',
    dateStyle: 'dmy-as-hms',
    dateLabel: '',
    timeLabel: '',
    scheduledAtLabel: 'Agendado em',
    scheduledForLabel: 'Agendado para',
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, key: 'Chave', description: 'Mensagem' },
    showAccount: false,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.***.***/####-**',
    ellipsis: false,
    nameCase: 'title',
    phoneStyle: 'compact',
    idLabel: 'ID da transação',
    extraRows: [],
    cards: true,
    separators: false,
    upperLabels: false,
    headingStyle: 'caps',
    order: ['amount', 'date', 'status', 'parties', 'description', 'id', 'footer'],
    footer: ['PicPay Instituição de Pagamento S.A.', 'Dúvidas? Acesse a Central de Ajuda no app.'],
    jpegQuality: 72,
    resize: 1.05,
  },
  {
    name: 'mercado pago',
    bank: 'Mercado Pago',
    family: 'no label',
    theme: 'light',
    font: 'Verana Sans',
    width: 1080,
    dpWidth: 360,
    minAspect: 2.1,
    margin: 16,
    ispb: '10573521',
    institution: 'MERCADO PAGO IP LTDA.',
    palette: LIGHT('#009EE3', {
      bg: '#EDEDED',
      card: '#FFFFFF',
      line: '#E6E6E6',
      headerBg: '#FFE600',
      headerText: '#333333',
    }),
    statusBar: true,
    header: 'bar',
    badge: 'mp',
    successIcon: false,
    title: 'Comprovante de transferência',
    scheduledTitle: 'Transferência agendada',
    scheduledStatus: 'Vamos fazer a transferência na data agendada',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: '',
    dateStyle: 'long',
    dateLabel: '',
    timeLabel: '',
    scheduledAtLabel: 'Agendada em',
    scheduledForLabel: 'Data agendada',
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: false,
    labels: { ...STANDARD_LABELS, key: 'Chave', description: 'Mensagem' },
    showAccount: false,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.###.***/####-**',
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'Número de identificação',
    authLabel: 'Código da transação',
    extraRows: [],
    cards: true,
    separators: false,
    upperLabels: false,
    headingStyle: 'bold',
    order: ['date', 'amount', 'status', 'parties', 'description', 'id', 'footer'],
    footer: ['Mercado Pago Instituição de Pagamento Ltda.', 'Ajuda: www.mercadopago.com.br/ajuda'],
    jpegQuality: 85,
    resize: 1,
  },
  {
    name: 'c6 bank',
    bank: 'C6 Bank',
    family: 'label above',
    theme: 'dark',
    font: 'Sora',
    width: 1170,
    dpWidth: 390,
    minAspect: 2.16,
    margin: 24,
    ispb: '31872495',
    institution: 'BANCO C6 S.A.',
    palette: DARK('#D9D9D9', { bg: '#0B0B0B', text: '#FFFFFF', muted: '#8C8C8C', line: '#262626', card: '#161616' }),
    statusBar: true,
    header: 'plain',
    badge: 'C6',
    successIcon: false,
    title: 'Transferência realizada',
    scheduledTitle: 'Transferência agendada',
    scheduledStatus: 'Agendada',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: 'Valor da transferência',
    dateStyle: 'mon-as-hm',
    dateLabel: 'Data',
    timeLabel: '',
    scheduledAtLabel: 'Solicitada em',
    scheduledForLabel: 'Agendada para',
    recipientHeading: 'Destinatário',
    payerHeading: 'Remetente',
    recipientFirst: false,
    labels: { ...STANDARD_LABELS, document: 'Documento', institution: 'Banco', key: 'Chave Pix' },
    showAccount: true,
    cpfMask: '•••.###.###-••',
    cnpjMask: '••.###.###/####-••',
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'Identificador da transação',
    extraRows: [['Forma de pagamento', 'Pix']],
    cards: false,
    separators: true,
    upperLabels: false,
    headingStyle: 'caps',
    order: ['amount', 'status', 'date', 'extra', 'parties', 'description', 'id', 'footer'],
    footer: ['Banco C6 S.A. · Ouvidoria 0800 660 0060'],
    share: 'Compartilhar',
    jpegQuality: 81,
    resize: 0.9,
  },
  {
    name: 'pagbank',
    bank: 'PagBank',
    family: 'label beside',
    theme: 'light',
    font: 'Sora',
    width: 720,
    dpWidth: 360,
    minAspect: 2.0,
    margin: 16,
    ispb: '08561701',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    palette: LIGHT('#1BB99A', { headerBg: '#1BB99A', card: '#F4F7F6' }),
    statusBar: false,
    header: 'bar',
    badge: 'PB',
    successIcon: true,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix agendado',
    status: 'Pix enviado com sucesso',
    scheduledStatus: 'Pix agendado com sucesso',
    amountStyle: 'hero',
    amountFormat: 'tight',
    amountLabel: 'Valor enviado',
    scheduledAmountLabel: 'Valor agendado',
    dateStyle: 'dmy-hm',
    dateLabel: 'Data',
    timeLabel: '',
    scheduledAtLabel: 'Agendado em',
    scheduledForLabel: 'Agendado para',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, document: 'CPF/CNPJ', institution: 'Banco', key: 'Chave' },
    showAccount: true,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.***.***/####-**',
    ellipsis: false,
    nameCase: 'title',
    phoneStyle: 'compact',
    idLabel: 'Código Pix',
    extraRows: [],
    cards: false,
    separators: true,
    upperLabels: false,
    headingStyle: 'accent',
    order: ['amount', 'status', 'date', 'parties', 'description', 'id', 'footer'],
    footer: ['PagSeguro Internet Instituição de Pagamento S.A.'],
    jpegQuality: 76,
    resize: 1,
  },
  {
    name: 'sicredi',
    bank: 'Sicredi',
    family: 'label above',
    theme: 'light',
    font: 'Tuffy',
    width: 828,
    dpWidth: 414,
    minAspect: 2.16,
    margin: 20,
    ispb: '01181521',
    institution: 'BANCO COOPERATIVO SICREDI S.A.',
    palette: LIGHT('#3FA110', { headerBg: '#3FA110', card: '#F3F8F0', line: '#DDE8D6' }),
    statusBar: true,
    header: 'bar',
    badge: 'S',
    successIcon: true,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    status: 'Transação efetivada',
    scheduledStatus: 'Agendamento confirmado',
    amountStyle: 'row',
    amountFormat: 'space',
    amountLabel: 'Valor',
    dateStyle: 'dmy-dash-hms',
    dateLabel: 'Data e hora da transação',
    timeLabel: '',
    scheduledAtLabel: 'Data e hora do agendamento',
    scheduledForLabel: 'Data de efetivação',
    recipientHeading: 'Favorecido',
    payerHeading: 'Pagador',
    recipientFirst: false,
    labels: { ...STANDARD_LABELS, document: 'CPF/CNPJ', key: 'Chave Pix' },
    showAccount: true,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.###.***/####-**',
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'Identificação (ID)',
    authLabel: 'Autenticação',
    extraRows: [],
    cards: true,
    separators: false,
    upperLabels: true,
    headingStyle: 'accent',
    order: ['status', 'amount', 'date', 'parties', 'description', 'id', 'footer'],
    footer: ['Sicredi - SAC 0800 724 7220', 'Ouvidoria 0800 646 2519'],
    jpegQuality: 83,
    resize: 1,
  },
  {
    name: 'sicoob',
    bank: 'Sicoob',
    family: 'no label',
    theme: 'dark',
    font: 'Verana Sans',
    width: 1080,
    dpWidth: 360,
    minAspect: 2.1,
    margin: 20,
    ispb: '02038232',
    institution: 'BANCO SICOOB S.A.',
    palette: DARK('#00AE9D', { bg: '#00313A', text: '#F0F7F6', muted: '#9CC3C0', line: '#0E4A54', card: '#073F49' }),
    statusBar: false,
    header: 'plain',
    badge: 'sc',
    successIcon: true,
    title: 'Transferência Pix realizada',
    scheduledTitle: 'Transferência Pix agendada',
    scheduledStatus: 'Agendamento registrado',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: 'Valor',
    dateStyle: 'dmy-as-hms',
    dateLabel: '',
    timeLabel: '',
    scheduledAtLabel: 'Registrado em',
    scheduledForLabel: 'Débito previsto para',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, key: 'Chave', description: 'Descrição' },
    showAccount: true,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.###.***/####-**',
    truncateAt: 26,
    ellipsis: true,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'ID Pix',
    authLabel: 'Autenticação',
    extraRows: [],
    cards: true,
    separators: false,
    upperLabels: false,
    headingStyle: 'accent',
    order: DEFAULT_ORDER,
    footer: ['Sicoob - Sistema de Cooperativas de Crédito do Brasil', 'Ouvidoria 0800 725 0996'],
    jpegQuality: 77,
    resize: 0.85,
  },
  {
    name: 'banrisul',
    bank: 'Banrisul',
    family: 'label beside',
    theme: 'light',
    font: 'Tuffy',
    width: 1080,
    dpWidth: 360,
    minAspect: 1.9,
    margin: 18,
    ispb: '92702067',
    institution: 'BANCO DO ESTADO DO RIO GRANDE DO SUL S.A.',
    palette: LIGHT('#0A4C9A', { headerBg: '#0A4C9A', line: '#D8E1EC' }),
    statusBar: false,
    header: 'bar',
    badge: 'B',
    successIcon: false,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de Agendamento',
    status: 'Pix efetivado',
    scheduledStatus: 'Pix agendado',
    amountStyle: 'row',
    amountFormat: 'space',
    amountLabel: 'Valor',
    dateStyle: 'short-year',
    dateLabel: 'Efetivado em',
    timeLabel: '',
    scheduledAtLabel: 'Solicitado em',
    scheduledForLabel: 'Agendado para',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    recipientFirst: false,
    labels: { ...STANDARD_LABELS, document: 'CPF/CNPJ', key: 'Chave' },
    showAccount: true,
    cpfMask: '***.###.###-**',
    cnpjMask: '##.###.***/####-**',
    truncateAt: 27,
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'compact',
    idLabel: 'ID da transação',
    authLabel: 'Código de autenticação',
    extraRows: [['Canal', 'Banrisul Digital']],
    cards: false,
    separators: true,
    upperLabels: false,
    headingStyle: 'caps',
    order: ['status', 'amount', 'date', 'parties', 'description', 'extra', 'id', 'footer'],
    footer: ['SAC Banrisul 0800 646 1515', 'Ouvidoria 0800 644 2200'],
    jpegQuality: 71,
    resize: 0.95,
  },
  {
    name: 'neon',
    bank: 'Neon',
    family: 'no label',
    theme: 'dark',
    font: 'Sora',
    width: 1125,
    dpWidth: 375,
    minAspect: 2.16,
    margin: 22,
    ispb: '20855875',
    institution: 'NEON PAGAMENTOS S.A. IP',
    palette: DARK('#00E1FF', { bg: '#0B1A33', text: '#EAF6FF', muted: '#8FA6C1', line: '#1F3354', card: '#12254A' }),
    statusBar: true,
    header: 'plain',
    badge: 'N',
    successIcon: true,
    title: 'Pix enviado!',
    scheduledTitle: 'Pix agendado!',
    scheduledStatus: 'O Pix vai sair na data marcada',
    amountStyle: 'hero',
    amountFormat: 'minus',
    amountLabel: '',
    dateStyle: 'dmy-dash-hms',
    dateLabel: '',
    timeLabel: '',
    scheduledAtLabel: 'Agendado em',
    scheduledForLabel: 'Sai em',
    recipientHeading: 'Quem recebe',
    payerHeading: 'Quem paga',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, key: 'Chave', description: 'Mensagem' },
    showAccount: false,
    cpfMask: '•••.###.###-••',
    cnpjMask: '••.###.###/####-••',
    ellipsis: false,
    nameCase: 'title',
    phoneStyle: 'spaced',
    idLabel: 'ID da transação',
    extraRows: [],
    cards: false,
    separators: true,
    upperLabels: false,
    headingStyle: 'accent',
    order: ['amount', 'date', 'status', 'parties', 'description', 'id', 'share', 'footer'],
    footer: ['Neon Pagamentos S.A. - Instituição de Pagamento'],
    share: 'Compartilhar comprovante',
    jpegQuality: 75,
    resize: 1,
  },
  {
    name: 'btg pactual',
    bank: 'BTG Pactual',
    family: 'label above',
    theme: 'dark',
    font: 'Verana Sans',
    width: 1170,
    dpWidth: 390,
    minAspect: 2.16,
    margin: 22,
    ispb: '30306294',
    institution: 'BANCO BTG PACTUAL S.A.',
    palette: DARK('#3D7BFF', { bg: '#05132B', text: '#F3F6FB', muted: '#8E9BB3', line: '#1A2A48', card: '#0C1E3D' }),
    statusBar: false,
    header: 'plain',
    badge: 'btg',
    successIcon: true,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    status: 'Concluído',
    scheduledStatus: 'Agendado',
    amountStyle: 'hero',
    amountFormat: 'space',
    amountLabel: 'Valor',
    dateStyle: 'long',
    dateLabel: 'Data',
    timeLabel: '',
    scheduledAtLabel: 'Agendado em',
    scheduledForLabel: 'Data de pagamento',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    recipientFirst: true,
    labels: { ...STANDARD_LABELS, document: null, key: 'Chave' },
    showAccount: true,
    cpfMask: '•••.###.###-••',
    cnpjMask: '##.***.***/####-**',
    ellipsis: false,
    nameCase: 'upper',
    phoneStyle: 'spaced',
    idLabel: 'ID da transação',
    authLabel: 'Autenticação',
    extraRows: [],
    cards: true,
    separators: false,
    upperLabels: true,
    headingStyle: 'bold',
    order: ['status', 'amount', 'date', 'parties', 'description', 'id', 'footer'],
    footer: ['Banco BTG Pactual S.A.', 'Ouvidoria: 0800 722 0048'],
    jpegQuality: 88,
    resize: 0.92,
  },
];

export function harborLayout(name: string): HarborLayout {
  const layout = HARBOR_LAYOUTS.find((candidate) => candidate.name === name);
  if (!layout) throw new Error(`unknown harbor layout '${name}'`);
  return layout;
}

// ---------------------------------------------------------------------------------------------------------------
// Printing rules: masks, names, amounts, dates, keys.

const PUNCTUATION = '.-/ ';

function layoutOf(layout: string | HarborLayout): HarborLayout {
  return typeof layout === 'string' ? harborLayout(layout) : layout;
}

function maskTemplate(layout: HarborLayout, length: number): string {
  if (length === 11) return layout.cpfMask;
  if (length === 14) return layout.cnpjMask;
  throw new Error(`a document has 11 (CPF) or 14 (CNPJ) digits, not ${length}`);
}

/** The document as the layout prints it: the fixed CPF or CNPJ mask of that bank applied to the real digits. */
export function maskDocument(layout: string | HarborLayout, digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error(`document '${digits}' is not digits only`);
  const template = maskTemplate(layoutOf(layout), digits.length);
  let index = 0;
  let out = '';
  for (const char of template) {
    if (PUNCTUATION.includes(char)) {
      out += char;
      continue;
    }
    const digit = digits[index++];
    out += char === '#' ? digit : char;
  }
  return out;
}

/** Indexes (0-based, into the digits) that the layout's mask shows for a document of that length. */
export function visibleDigitPositions(layout: string | HarborLayout, length: number): number[] {
  const template = maskTemplate(layoutOf(layout), length);
  const shown: number[] = [];
  let index = 0;
  for (const char of template) {
    if (PUNCTUATION.includes(char)) continue;
    if (char === '#') shown.push(index);
    index++;
  }
  return shown;
}

const LOWER_WORDS = new Set(['DE', 'DA', 'DO', 'DOS', 'DAS', 'E']);

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      if (LOWER_WORDS.has(word)) return word.toLowerCase();
      if (word === 'ME' || word === 'SA') return word;
      if (word === '&') return word;
      return word.charAt(0) + word.slice(1).toLocaleLowerCase('pt-BR');
    })
    .join(' ');
}

/** A holder's name as the layout prints it (its case, and its cut for banks that cut long names). */
export function printHarborName(layout: string | HarborLayout, name: string): string {
  const spec = layoutOf(layout);
  const cased = spec.nameCase === 'title' ? titleCase(name) : name;
  if (spec.truncateAt === undefined || cased.length <= spec.truncateAt) return cased;
  const cut = cased.slice(0, spec.truncateAt);
  return spec.ellipsis ? `${cut.trimEnd()}...` : cut;
}

function groupThousands(reais: number): string {
  return String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The amount as the layout prints it ('R$ 1.234,56', 'R$1.234,56', '- R$ 1.234,56'). */
export function formatHarborAmount(layout: string | HarborLayout, cents: number): string {
  const spec = layoutOf(layout);
  const body = `${groupThousands(Math.floor(cents / 100))},${String(cents % 100).padStart(2, '0')}`;
  if (spec.amountFormat === 'tight') return `R$${body}`;
  if (spec.amountFormat === 'minus') return `- R$ ${body}`;
  return `R$ ${body}`;
}

const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;
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
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

interface LocalParts {
  dd: string;
  mm: string;
  yyyy: string;
  yy: string;
  hh: string;
  mi: string;
  ss: string;
  day: number;
  month: number;
  weekday: number;
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}

function partsOf(date: Date): LocalParts {
  return {
    dd: two(date.getUTCDate()),
    mm: two(date.getUTCMonth() + 1),
    yyyy: String(date.getUTCFullYear()),
    yy: two(date.getUTCFullYear() % 100),
    hh: two(date.getUTCHours()),
    mi: two(date.getUTCMinutes()),
    ss: two(date.getUTCSeconds()),
    day: date.getUTCDate(),
    month: date.getUTCMonth(),
    weekday: date.getUTCDay(),
  };
}

/** São Paulo wall-clock parts of an instant (no daylight saving time since 2019: always UTC-3). */
function saoPaulo(iso: string): LocalParts {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bad instant '${iso}'`);
  return partsOf(new Date(ms + SAO_PAULO_OFFSET_MS));
}

function monthShort(month: number): string {
  return MONTHS[month]!.slice(0, 3);
}

function dayText(style: HarborDateStyle, p: LocalParts): string {
  switch (style) {
    case 'mon-dash-hms':
    case 'mon-as-hm':
      return `${p.dd} ${monthShort(p.month).toUpperCase()} ${p.yyyy}`;
    case 'long':
      return `${WEEKDAYS[p.weekday]}, ${p.day} de ${MONTHS[p.month]} de ${p.yyyy}`;
    case 'de-mes':
      return `${p.day} de ${monthShort(p.month)}. de ${p.yyyy}`;
    case 'weekday-dmy': {
      const weekday = WEEKDAYS[p.weekday]!.slice(0, 3);
      return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${p.dd}/${p.mm}/${p.yyyy}`;
    }
    case 'short-year':
      return `${p.dd}/${p.mm}/${p.yy}`;
    default:
      return `${p.dd}/${p.mm}/${p.yyyy}`;
  }
}

/** The printed moment, as one line, or two (date, time) for layouts that print them on separate rows. */
export function formatHarborDate(layout: string | HarborLayout, iso: string): string[] {
  const style = layoutOf(layout).dateStyle;
  const p = saoPaulo(iso);
  const day = dayText(style, p);
  switch (style) {
    case 'dmy-dash-hms':
    case 'mon-dash-hms':
    case 'weekday-dmy':
      return [`${day} - ${p.hh}:${p.mi}:${p.ss}`];
    case 'mon-as-hm':
      return [`${day} às ${p.hh}:${p.mi}`];
    case 'long':
      return [`${day}, ${p.hh}h${p.mi}`];
    case 'dmy-as-hms':
      return [`${day} às ${p.hh}:${p.mi}:${p.ss}`];
    case 'dmy-hm':
      return [`${day} ${p.hh}:${p.mi}`];
    case 'de-mes':
      return [`${day} - ${p.hh}:${p.mi}`];
    case 'split':
      return [day, `${p.hh}:${p.mi}:${p.ss}`];
    case 'short-year':
      return [`${day} às ${p.hh}h${p.mi}`];
  }
}

/** A calendar day ('2026-11-25') as the layout prints a date without time. */
export function formatHarborDay(layout: string | HarborLayout, day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`bad day '${day}'`);
  return dayText(layoutOf(layout).dateStyle, partsOf(new Date(`${day}T12:00:00Z`)));
}

export type HarborKeyType = 'email' | 'phone' | 'evp' | 'document';

export interface HarborKey {
  type: HarborKeyType;
  /** Canonical form: e-mail lowercased, phone '+55DDDNUMBER', EVP uuid, document digits. */
  value: string;
}

/** A PIX key as the layout prints it (document keys masked like documents). */
export function printHarborKey(layout: string | HarborLayout, key: HarborKey): string {
  const spec = layoutOf(layout);
  switch (key.type) {
    case 'email':
    case 'evp':
      return key.value;
    case 'document':
      return maskDocument(spec, key.value);
    case 'phone': {
      const match = /^\+55(\d{2})(\d{5})(\d{4})$/.exec(key.value);
      if (!match) throw new Error(`bad phone key '${key.value}'`);
      return spec.phoneStyle === 'spaced' ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : key.value;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The receipt model.

export interface HarborParty {
  /** Full registered name (uppercase). */
  name: string;
  /** Digits only: 11 (CPF) or 14 (CNPJ). */
  document: string;
  institution: string;
  agency: string;
  account: string;
}

export interface HarborRender {
  /** Status bar clock 'HH:mm' (only on layouts with a status bar). */
  statusClock: string;
  battery: number;
  quality: number;
  resize: number;
}

export interface HarborReceipt {
  layout: string;
  amountCents: number;
  /** The printed moment of the transfer (for a scheduled one: when it was scheduled), UTC ISO. */
  paidAt: string;
  /** For a scheduled transfer: the future day it will be paid ('yyyy-mm-dd', São Paulo). */
  scheduledFor?: string;
  recipient: HarborParty;
  payer: HarborParty;
  /** The key printed in the recipient section, when the payment was made to a key. */
  recipientKey?: HarborKey;
  description?: string;
  endToEndId: string;
  authCode: string;
  render: HarborRender;
}

export interface HarborPrintedParty {
  name: string;
  document: string;
  institution: string;
  agency: string;
  account: string;
}

export interface HarborPrinted {
  title: string;
  status?: string;
  amount: string;
  date: string[];
  scheduledFor?: string;
  recipient: HarborPrintedParty;
  payer: HarborPrintedParty;
  key?: string;
  description?: string;
  id: string;
  auth?: string;
}

function printParty(layout: HarborLayout, party: HarborParty): HarborPrintedParty {
  return {
    name: printHarborName(layout, party.name),
    document: maskDocument(layout, party.document),
    institution: party.institution,
    agency: party.agency,
    account: party.account,
  };
}

/** Every field the receipt prints, as printed. */
export function printHarborReceipt(receipt: HarborReceipt): HarborPrinted {
  const layout = harborLayout(receipt.layout);
  const scheduled = receipt.scheduledFor !== undefined;
  return {
    title: scheduled ? layout.scheduledTitle : layout.title,
    status: scheduled ? layout.scheduledStatus : layout.status,
    amount: formatHarborAmount(layout, receipt.amountCents),
    date: formatHarborDate(layout, receipt.paidAt),
    scheduledFor: receipt.scheduledFor === undefined ? undefined : formatHarborDay(layout, receipt.scheduledFor),
    recipient: printParty(layout, receipt.recipient),
    payer: printParty(layout, receipt.payer),
    key: receipt.recipientKey ? printHarborKey(layout, receipt.recipientKey) : undefined,
    description: receipt.description,
    id: receipt.endToEndId,
    auth: layout.authLabel ? receipt.authCode : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Composition: the receipt drawn as an SVG in the layout's points, scaled to the screenshot width.

export interface HarborText {
  section: HarborSection;
  text: string;
}

export interface HarborComposition {
  svg: string;
  width: number;
  height: number;
  texts: HarborText[];
}

interface GlyphWidths {
  upper: number;
  lower: number;
  digit: number;
  other: number;
}

/** Average advance per character class, in ems, measured by rendering each family (regular and bold). */
const GLYPH_WIDTH: Record<HarborFontFamily, { regular: GlyphWidths; bold: GlyphWidths }> = {
  Sora: {
    regular: { upper: 0.735, lower: 0.605, digit: 0.645, other: 0.32 },
    bold: { upper: 0.74, lower: 0.61, digit: 0.65, other: 0.33 },
  },
  Tuffy: {
    regular: { upper: 0.595, lower: 0.46, digit: 0.55, other: 0.28 },
    bold: { upper: 0.64, lower: 0.5, digit: 0.57, other: 0.3 },
  },
  'Verana Sans': {
    regular: { upper: 0.675, lower: 0.565, digit: 0.625, other: 0.32 },
    bold: { upper: 0.76, lower: 0.64, digit: 0.69, other: 0.36 },
  },
};

function estimateWidth(font: HarborFontFamily, text: string, size: number, weight = 400): number {
  const glyph = weight >= 500 ? GLYPH_WIDTH[font].bold : GLYPH_WIDTH[font].regular;
  let width = 0;
  for (const char of text) {
    if (/\d/.test(char)) width += glyph.digit;
    else if (char === '@' || char === 'W' || char === 'M' || char === 'm' || char === 'w') width += glyph.upper * 1.25;
    else if (char === ' ' || '.,:;-/|()!*'.includes(char)) width += glyph.other;
    else if (char === char.toLocaleUpperCase('pt-BR') && char !== char.toLocaleLowerCase('pt-BR')) width += glyph.upper;
    else width += glyph.lower;
  }
  return width * size * 1.03;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface TextStyle {
  size: number;
  weight?: number;
  color: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
}

class Sheet {
  readonly els: string[] = [];
  readonly texts: HarborText[] = [];
  y = 0;
  inset = 0;

  constructor(readonly layout: HarborLayout) {}

  get p(): HarborPalette {
    return this.layout.palette;
  }

  get left(): number {
    return this.layout.margin + this.inset;
  }

  get right(): number {
    return this.layout.dpWidth - this.layout.margin - this.inset;
  }

  get contentWidth(): number {
    return this.right - this.left;
  }

  width(text: string, size: number, weight = 400): number {
    return estimateWidth(this.layout.font, text, size, weight);
  }

  /** Splits text into lines no wider than `max` (on spaces, or anywhere for long unbroken runs). */
  wrap(text: string, size: number, max: number, weight = 400): string[] {
    const fits = (line: string) => this.width(line, size, weight) <= max;
    if (fits(text)) return [text];
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (!fits(current)) {
        let cut = current.length - 1;
        while (cut > 1 && !fits(current.slice(0, cut))) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  text(section: HarborSection, value: string, x: number, baseline: number, style: TextStyle): void {
    const attrs = [
      `x="${x.toFixed(2)}"`,
      `y="${baseline.toFixed(2)}"`,
      `font-size="${style.size}"`,
      `fill="${style.color}"`,
    ];
    if (style.weight) attrs.push(`font-weight="${style.weight}"`);
    if (style.anchor && style.anchor !== 'start') attrs.push(`text-anchor="${style.anchor}"`);
    if (style.spacing) attrs.push(`letter-spacing="${style.spacing}"`);
    this.els.push(`<text ${attrs.join(' ')}>${escapeXml(value)}</text>`);
    this.texts.push({ section, text: value });
  }

  /** Writes wrapped lines starting at the current y and moves down. */
  lines(
    section: HarborSection,
    value: string,
    style: TextStyle,
    options: { x?: number; max?: number; leading?: number; minSize?: number } = {},
  ): void {
    const anchor = style.anchor ?? 'start';
    const x = options.x ?? (anchor === 'middle' ? this.layout.dpWidth / 2 : anchor === 'end' ? this.right : this.left);
    const leading = options.leading ?? 1.32;
    const max = options.max ?? this.contentWidth;
    // Apps shrink a long value a little before they wrap it.
    let size = style.size;
    while (
      options.minSize !== undefined &&
      size - 0.5 >= options.minSize &&
      this.width(value, size, style.weight) > max
    )
      size -= 0.5;
    const sized = { ...style, size };
    for (const line of this.wrap(value, size, max, style.weight)) {
      this.text(section, line, x, this.y + size * 0.95, sized);
      this.y += size * leading;
    }
  }

  rect(x: number, y: number, w: number, h: number, fill: string, radius = 0, at?: number): void {
    const el = `<rect x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${w.toFixed(2)}" height="${h.toFixed(2)}" rx="${radius}" fill="${fill}"/>`;
    if (at === undefined) this.els.push(el);
    else this.els.splice(at, 0, el);
  }

  stroke(d: string, color: string, width: number): void {
    this.els.push(
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  rule(): void {
    this.rect(this.left, this.y, this.contentWidth, 0.8, this.p.line);
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Draws `body` inside a rounded card when the layout uses cards. */
  block(body: () => void): void {
    if (!this.layout.cards) {
      body();
      return;
    }
    const at = this.els.length;
    const top = this.y;
    this.inset = 16;
    this.y += 14;
    body();
    this.y += 6;
    this.inset = 0;
    this.rect(this.layout.margin, top, this.layout.dpWidth - 2 * this.layout.margin, this.y - top, this.p.card, 12, at);
    this.y += 12;
  }
}

function label(layout: HarborLayout, text: string): string {
  return layout.upperLabels ? text.toLocaleUpperCase('pt-BR') : text;
}

/** One labelled field as the layout's family draws it. */
function field(
  sheet: Sheet,
  section: HarborSection,
  name: string,
  value: string,
  emphasis: { size?: number; weight?: number } = {},
): void {
  const layout = sheet.layout;
  const p = sheet.p;
  const labelText = label(layout, name);
  if (layout.family === 'label beside') {
    const size = 14;
    const valueSize = emphasis.size ?? 14;
    const valueStyle: TextStyle = { size: valueSize, weight: emphasis.weight ?? 600, color: p.text, anchor: 'end' };
    const labelWidth = labelText ? sheet.width(labelText, size) : 0;
    const fits = labelWidth + 14 + sheet.width(value, valueSize, valueStyle.weight) <= sheet.contentWidth;
    sheet.gap(9);
    if (fits) {
      const baseline = sheet.y + Math.max(size, valueSize) * 0.95;
      if (labelText) sheet.text(section, labelText, sheet.left, baseline, { size, color: p.muted });
      sheet.text(section, value, sheet.right, baseline, valueStyle);
      sheet.y += Math.max(size, valueSize) * 1.35;
    } else {
      if (labelText) sheet.lines(section, labelText, { size, color: p.muted });
      sheet.gap(2);
      sheet.lines(section, value, valueStyle, { minSize: valueSize - 2.5 });
    }
    sheet.gap(7);
    if (layout.separators) sheet.rule();
    return;
  }
  sheet.gap(8);
  if (labelText) sheet.lines(section, labelText, { size: 12.5, color: p.muted, weight: 400 });
  sheet.gap(3);
  const size = emphasis.size ?? 15.5;
  sheet.lines(section, value, { size, weight: emphasis.weight ?? 500, color: p.text }, { minSize: size - 3 });
  sheet.gap(7);
  if (layout.separators) sheet.rule();
}

function heading(sheet: Sheet, section: HarborSection, text: string): void {
  const layout = sheet.layout;
  const p = sheet.p;
  sheet.gap(14);
  if (layout.headingStyle === 'caps') {
    sheet.lines(section, text.toLocaleUpperCase('pt-BR'), { size: 12.5, weight: 700, color: p.muted, spacing: 0.8 });
  } else if (layout.headingStyle === 'accent') {
    sheet.lines(section, text, { size: 16.5, weight: 700, color: p.accent });
  } else {
    sheet.lines(section, text, { size: 18, weight: 700, color: p.text });
  }
  sheet.gap(2);
}

function documentLabel(layout: HarborLayout, digits: string): string {
  return layout.labels.document ?? (digits.length === 11 ? 'CPF' : 'CNPJ');
}

function drawParty(
  sheet: Sheet,
  section: 'recipient' | 'payer',
  printed: HarborPrintedParty,
  digits: string,
  key: string | undefined,
): void {
  const layout = sheet.layout;
  const p = sheet.p;
  const headingText = section === 'recipient' ? layout.recipientHeading : layout.payerHeading;
  sheet.block(() => {
    heading(sheet, section, headingText);
    if (layout.family === 'no label') {
      sheet.gap(6);
      sheet.lines(section, printed.name, { size: 17, weight: 700, color: p.text }, { minSize: 14 });
      sheet.gap(3);
      sheet.lines(section, printed.document, { size: 14, color: p.muted });
      sheet.gap(2);
      sheet.lines(section, printed.institution, { size: 14, color: p.muted }, { minSize: 12 });
      if (layout.showAccount) {
        sheet.gap(2);
        sheet.lines(section, `Agência ${printed.agency} · Conta ${printed.account}`, { size: 13, color: p.muted });
      }
      if (key) {
        sheet.gap(2);
        sheet.lines(section, `${layout.labels.key}: ${key}`, { size: 13.5, color: p.muted }, { minSize: 11 });
      }
      sheet.gap(10);
      if (layout.separators) sheet.rule();
      return;
    }
    field(sheet, section, layout.labels.name, printed.name);
    field(sheet, section, documentLabel(layout, digits), printed.document);
    field(sheet, section, layout.labels.institution, printed.institution);
    if (layout.showAccount) {
      field(sheet, section, layout.labels.agency, printed.agency);
      field(sheet, section, layout.labels.account, printed.account);
    }
    if (key) field(sheet, section, layout.labels.key, key);
  });
}

function drawStatusBar(sheet: Sheet, clock: string, battery: number): void {
  const layout = sheet.layout;
  const onBar = layout.header === 'bar';
  const color = onBar ? layout.palette.headerText : layout.palette.text;
  const w = layout.dpWidth;
  if (onBar) sheet.rect(0, 0, w, 26, layout.palette.headerBg);
  sheet.text('status bar', clock, 18, 18, { size: 13.5, weight: 600, color });
  // signal bars
  for (let i = 0; i < 4; i++) {
    const h = 4 + i * 2.5;
    sheet.rect(w - 92 + i * 5, 18 - h, 3.2, h, color, 0.6);
  }
  // battery
  sheet.els.push(
    `<rect x="${w - 58}" y="8" width="24" height="11.5" rx="3" fill="none" stroke="${color}" stroke-width="1.1"/>`,
  );
  sheet.rect(w - 33.5, 11.5, 2, 4.5, color, 1);
  sheet.rect(w - 56.5, 9.5, (21 * battery) / 100, 8.5, color, 2);
  sheet.text('status bar', `${battery}%`, w - 28, 18, { size: 11, color });
  sheet.y = 26;
}

function drawCheck(sheet: Sheet, cx: number, cy: number, r: number): void {
  const p = sheet.p;
  sheet.els.push(`<circle cx="${cx.toFixed(2)}" cy="${cy.toFixed(2)}" r="${r}" fill="${p.accent}"/>`);
  const d = `M${(cx - r * 0.42).toFixed(2)} ${cy.toFixed(2)} L${(cx - r * 0.1).toFixed(2)} ${(cy + r * 0.32).toFixed(2)} L${(cx + r * 0.45).toFixed(2)} ${(cy - r * 0.3).toFixed(2)}`;
  sheet.stroke(d, sheet.layout.theme === 'dark' ? '#0B0B0B' : '#FFFFFF', r * 0.16);
}

function drawClock(sheet: Sheet, cx: number, cy: number, r: number): void {
  const p = sheet.p;
  sheet.els.push(
    `<circle cx="${cx.toFixed(2)}" cy="${cy.toFixed(2)}" r="${r}" fill="none" stroke="${p.accent}" stroke-width="${(r * 0.14).toFixed(2)}"/>`,
  );
  sheet.stroke(`M${cx} ${cy - r * 0.55} L${cx} ${cy} L${cx + r * 0.4} ${cy + r * 0.25}`, p.accent, r * 0.14);
}

function drawBadge(sheet: Sheet, x: number, y: number, size: number, round: boolean): void {
  const layout = sheet.layout;
  const p = sheet.p;
  sheet.rect(x, y, size, size, p.accent, round ? size / 2 : size * 0.24);
  const letters = layout.badge;
  const fontSize = (size * (letters.length > 3 ? 0.3 : letters.length > 2 ? 0.36 : 0.44)).toFixed(1);
  const fill = layout.theme === 'dark' && p.accent !== '#D9D9D9' ? '#0B0B0B' : '#FFFFFF';
  const textFill = layout.name === 'c6 bank' ? '#0B0B0B' : fill;
  sheet.els.push(
    `<text x="${(x + size / 2).toFixed(2)}" y="${(y + size * 0.64).toFixed(2)}" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="${textFill}">${escapeXml(letters)}</text>`,
  );
}

function drawHeader(sheet: Sheet, title: string): void {
  const layout = sheet.layout;
  const p = sheet.p;
  const w = layout.dpWidth;
  if (layout.header === 'bar') {
    const top = sheet.y;
    sheet.rect(0, top, w, 56, p.headerBg);
    sheet.stroke(`M${layout.margin + 8} ${top + 20} l-8 8 l8 8 M${layout.margin} ${top + 28} h18`, p.headerText, 2);
    sheet.text('header', title, w / 2, top + 34, {
      size: title.length > 26 ? 15.5 : 17,
      weight: 600,
      color: p.headerText,
      anchor: 'middle',
    });
    sheet.y = top + 56 + 18;
    return;
  }
  if (layout.header === 'plain') {
    const top = sheet.y + 14;
    const m = layout.margin;
    sheet.stroke(`M${m} ${top} l14 14 M${m + 14} ${top} l-14 14`, p.text, 2);
    sheet.y = top + 34;
    drawBadge(sheet, m, sheet.y, 40, false);
    sheet.y += 58;
    sheet.lines('header', title, { size: 23, weight: 700, color: p.text });
    sheet.gap(4);
    return;
  }
  const top = sheet.y + 18;
  sheet.stroke(`M${layout.margin} ${top} l12 12 M${layout.margin + 12} ${top} l-12 12`, p.muted, 1.8);
  drawBadge(sheet, w / 2 - 22, top + 8, 44, true);
  sheet.y = top + 70;
  sheet.lines('header', title, {
    size: 21,
    weight: 700,
    color: layout.theme === 'dark' ? p.text : p.headerText,
    anchor: 'middle',
  });
  sheet.gap(4);
}

function drawAmount(sheet: Sheet, printed: HarborPrinted, scheduled: boolean): void {
  const layout = sheet.layout;
  const p = sheet.p;
  const amountLabel = (scheduled ? layout.scheduledAmountLabel : undefined) ?? layout.amountLabel;
  if (layout.amountStyle === 'row') {
    sheet.block(() => field(sheet, 'amount', amountLabel, printed.amount, { size: 16, weight: 700 }));
    return;
  }
  const centered = layout.header === 'centered';
  const anchor = centered ? 'middle' : 'start';
  sheet.gap(12);
  if (amountLabel) {
    sheet.lines('amount', label(layout, amountLabel), { size: 14, color: p.muted, anchor });
    sheet.gap(2);
  }
  if (layout.amountStyle === 'split-cents') {
    const comma = printed.amount.lastIndexOf(',');
    const whole = printed.amount.slice(0, comma);
    const cents = printed.amount.slice(comma);
    const x = centered ? layout.dpWidth / 2 : sheet.left;
    const baseline = sheet.y + 36;
    sheet.els.push(
      `<text x="${x.toFixed(2)}" y="${baseline.toFixed(2)}" font-size="38" font-weight="700" fill="${p.text}"${centered ? ' text-anchor="middle"' : ''}>${escapeXml(whole)}<tspan font-size="21" dy="-13">${escapeXml(cents)}</tspan></text>`,
    );
    sheet.texts.push({ section: 'amount', text: printed.amount });
    sheet.y += 50;
  } else {
    sheet.lines('amount', printed.amount, { size: 34, weight: 700, color: p.text, anchor });
  }
  sheet.gap(8);
}

function drawStatus(sheet: Sheet, printed: HarborPrinted, scheduled: boolean): void {
  const layout = sheet.layout;
  if (!printed.status) return;
  const p = sheet.p;
  const centered = layout.header === 'centered';
  sheet.gap(6);
  if (layout.successIcon) {
    const r = 15;
    const cx = centered ? layout.dpWidth / 2 : sheet.left + r;
    const cy = sheet.y + r;
    if (scheduled) drawClock(sheet, cx, cy, r);
    else drawCheck(sheet, cx, cy, r);
    if (centered) {
      sheet.y += 2 * r + 8;
      sheet.lines('details', printed.status, { size: 15, weight: 600, color: p.accent, anchor: 'middle' });
    } else {
      sheet.text('details', printed.status, sheet.left + 2 * r + 10, cy + 5.5, {
        size: 15,
        weight: 600,
        color: p.accent,
      });
      sheet.y += 2 * r + 4;
    }
  } else {
    sheet.lines('details', printed.status, {
      size: 15,
      weight: 600,
      color: p.accent,
      anchor: centered ? 'middle' : 'start',
    });
  }
  sheet.gap(4);
}

function drawDate(sheet: Sheet, printed: HarborPrinted, scheduled: boolean): void {
  const layout = sheet.layout;
  const p = sheet.p;
  const at = scheduled ? layout.scheduledAtLabel : layout.dateLabel;
  const bare = layout.family === 'no label' || (!layout.dateLabel && !scheduled);
  if (bare) {
    const anchor = layout.header === 'centered' ? 'middle' : 'start';
    sheet.gap(4);
    const prefix = scheduled ? `${layout.scheduledAtLabel} ` : '';
    sheet.lines('details', `${prefix}${printed.date.join(' ')}`, { size: 14, color: p.muted, anchor });
    if (scheduled && printed.scheduledFor) {
      sheet.gap(2);
      sheet.lines('details', `${layout.scheduledForLabel} ${printed.scheduledFor}`, {
        size: 15,
        weight: 700,
        color: p.text,
        anchor,
      });
    }
    sheet.gap(6);
    return;
  }
  sheet.block(() => {
    if (printed.date.length === 2) {
      field(sheet, 'details', at, printed.date[0]!);
      field(sheet, 'details', layout.timeLabel, printed.date[1]!);
    } else {
      field(sheet, 'details', at, printed.date[0]!);
    }
    if (scheduled && printed.scheduledFor) field(sheet, 'details', layout.scheduledForLabel, printed.scheduledFor);
  });
}

function drawIds(sheet: Sheet, printed: HarborPrinted): void {
  const layout = sheet.layout;
  const p = sheet.p;
  sheet.block(() => {
    if (layout.family === 'no label') {
      sheet.gap(10);
      sheet.lines('id', layout.idLabel, { size: 12.5, color: p.muted });
      sheet.gap(2);
      sheet.lines('id', printed.id, { size: 13.5, weight: 500, color: p.text }, { minSize: 11 });
      if (printed.auth && layout.authLabel) {
        sheet.gap(8);
        sheet.lines('id', layout.authLabel, { size: 12.5, color: p.muted });
        sheet.gap(2);
        sheet.lines('id', printed.auth, { size: 13.5, color: p.text });
      }
      sheet.gap(8);
      return;
    }
    field(sheet, 'id', layout.idLabel, printed.id, { size: 13, weight: 500 });
    if (printed.auth && layout.authLabel) field(sheet, 'id', layout.authLabel, printed.auth, { size: 13, weight: 500 });
  });
}

function drawFooter(sheet: Sheet): void {
  const layout = sheet.layout;
  sheet.gap(18);
  for (const line of layout.footer) {
    sheet.lines('footer', line, { size: 12, color: layout.palette.muted, anchor: 'middle' });
    sheet.gap(2);
  }
}

function drawShare(sheet: Sheet): void {
  const layout = sheet.layout;
  if (!layout.share) return;
  const p = sheet.p;
  sheet.gap(18);
  const h = 46;
  sheet.rect(layout.margin, sheet.y, layout.dpWidth - 2 * layout.margin, h, p.accent, 23);
  const fill = layout.theme === 'dark' ? '#0B0B0B' : '#FFFFFF';
  sheet.els.push(
    `<text x="${layout.dpWidth / 2}" y="${(sheet.y + 29).toFixed(2)}" font-size="15" font-weight="600" text-anchor="middle" fill="${fill}">${escapeXml(layout.share)}</text>`,
  );
  sheet.y += h + 6;
}

/** The receipt drawn as an SVG, with every text it prints tagged by section. */
export function composeHarborReceipt(receipt: HarborReceipt): HarborComposition {
  const layout = harborLayout(receipt.layout);
  const printed = printHarborReceipt(receipt);
  const scheduled = receipt.scheduledFor !== undefined;
  const sheet = new Sheet(layout);
  if (layout.statusBar) drawStatusBar(sheet, receipt.render.statusClock, receipt.render.battery);
  drawHeader(sheet, printed.title);
  let footerDrawn = false;
  for (const block of layout.order) {
    switch (block) {
      case 'amount':
        drawAmount(sheet, printed, scheduled);
        break;
      case 'status':
        drawStatus(sheet, printed, scheduled);
        break;
      case 'date':
        drawDate(sheet, printed, scheduled);
        break;
      case 'extra':
        if (layout.extraRows.length > 0)
          sheet.block(() => {
            for (const [name, value] of layout.extraRows) field(sheet, 'details', name, value);
          });
        break;
      case 'parties': {
        const recipient = () =>
          drawParty(sheet, 'recipient', printed.recipient, receipt.recipient.document, printed.key);
        const payer = () => drawParty(sheet, 'payer', printed.payer, receipt.payer.document, undefined);
        if (layout.recipientFirst) {
          recipient();
          payer();
        } else {
          payer();
          recipient();
        }
        break;
      }
      case 'description':
        if (printed.description) {
          const description = printed.description;
          sheet.block(() => field(sheet, 'details', layout.labels.description, description));
        }
        break;
      case 'id':
        drawIds(sheet, printed);
        break;
      case 'footer':
        drawFooter(sheet);
        footerDrawn = true;
        break;
      case 'share':
        drawShare(sheet);
        break;
    }
  }
  if (!footerDrawn) drawFooter(sheet);
  if (layout.share && !layout.order.includes('share')) drawShare(sheet);
  const dpHeight = Math.ceil(Math.max(sheet.y + 28, layout.dpWidth * layout.minAspect));
  const scale = layout.width / layout.dpWidth;
  const height = Math.round(dpHeight * scale);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${height}" viewBox="0 0 ${layout.width} ${height}">`,
    `<g transform="scale(${scale})" font-family="${layout.font}">`,
    `<rect x="0" y="0" width="${layout.dpWidth}" height="${dpHeight}" fill="${layout.palette.bg}"/>`,
    ...sheet.els,
    '</g></svg>',
  ].join('');
  return { svg, width: layout.width, height, texts: sheet.texts };
}

/** The receipt as a phone screenshot: rasterised, slightly resampled, JPEG-compressed. */
export async function renderHarborReceipt(receipt: HarborReceipt): Promise<Buffer> {
  const composition = composeHarborReceipt(receipt);
  let image = sharp(Buffer.from(composition.svg));
  if (receipt.render.resize !== 1) {
    image = sharp(await image.png().toBuffer()).resize({
      width: Math.round(composition.width * receipt.render.resize),
      kernel: 'lanczos3',
    });
  }
  return image.jpeg({ quality: receipt.render.quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------
// Fonts.

/** The families among the three that an `fc-list : family` output lacks. */
export function missingHarborFonts(fcListFamilies: string): Array<{ family: HarborFontFamily; debianPackage: string }> {
  const families = new Set(
    fcListFamilies
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim().toLowerCase())
      .filter((family) => family.length > 0),
  );
  return HARBOR_FONTS.filter((font) => !families.has(font.family.toLowerCase()));
}

/** Throws, naming each missing family and its Debian package, unless fontconfig knows all three families. */
export async function assertHarborLayoutFontsAvailable(): Promise<void> {
  let output: string;
  try {
    output = (await promisify(execFile)('fc-list', [':', 'family'], { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    throw new Error(`harbor layouts: cannot run 'fc-list : family' (install fontconfig): ${(error as Error).message}`);
  }
  const missing = missingHarborFonts(output);
  if (missing.length > 0) {
    const list = missing.map((font) => `'${font.family}' (Debian package ${font.debianPackage})`).join(', ');
    throw new Error(`harbor layouts: font family missing from fontconfig: ${list}; install it with apt-get install`);
  }
}
