// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
// held-out measure only, and never change it to suit a result.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

/** The three font families this corpus draws with, and the Debian package that provides each. */
export const ATLAS_FONTS = {
  Cabin: 'fonts-cabin',
  'PT Sans': 'fonts-paratype',
  Andika: 'fonts-sil-andika',
} as const;
export type AtlasFont = keyof typeof ATLAS_FONTS;

/** Throws, naming the apt packages to install, when fontconfig does not know one of the corpus's families. */
export async function assertAtlasLayoutFontsAvailable(): Promise<void> {
  let stdout = '';
  try {
    ({ stdout } = await promisify(execFile)('fc-list', [':', 'family']));
  } catch (error) {
    throw new Error(
      `fc-list failed (${(error as Error).message}); install fontconfig and: apt-get install -y ${Object.values(ATLAS_FONTS).join(' ')}`,
    );
  }
  const known = new Set(
    stdout
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim()),
  );
  const missing = (Object.keys(ATLAS_FONTS) as AtlasFont[]).filter((family) => !known.has(family));
  if (missing.length > 0) {
    throw new Error(
      `Fonts missing for the atlas-layouts corpus: ${missing.join(', ')}. Install them with: apt-get install -y ${missing
        .map((family) => ATLAS_FONTS[family])
        .join(' ')}`,
    );
  }
}

export type Family = 'label beside' | 'label above' | 'no label';
export type Theme = 'light' | 'dark';

/** One side of the transfer as the receipt shows it (document: digits only, 11 for a CPF, 14 for a CNPJ). */
export interface ReceiptParty {
  name: string;
  document: string;
  institution: string;
  ispb: string;
  agency: string;
  account: string;
}

/** What one receipt image shows. */
export interface Receipt {
  status: 'completed' | 'scheduled';
  /** Amount shown, in reais with a dot: '1234.56'. */
  amount: string;
  /** When the Pix was settled (or, for a scheduled one, the day it is scheduled for), ISO UTC. */
  paidAt: string;
  /** For a scheduled Pix: when the customer scheduled it, ISO UTC. */
  scheduledAt?: string;
  recipient: ReceiptParty;
  payer: ReceiptParty;
  /** The recipient's PIX key, only when the receipt shows it. */
  pixKey?: string;
  endToEndId: string;
  description?: string;
}

type DateFormat = 'dmy-dash-hms' | 'dmy-as-hm' | 'dMON-as' | 'long' | 'dmy-hms' | 'dmon-comma' | 'wd-dmy-h' | 'split';
type CnpjMask = 'first2' | 'middle' | 'whole';

export interface BankLayout {
  id: string;
  family: Family;
  theme: Theme;
  font: AtlasFont;
  /** Payer's institution (the app that issued the receipt) and its ISPB. */
  institution: string;
  ispb: string;
  brand: string;
  /** Logical width in px and the phone's pixel ratio. */
  width: number;
  scale: number;
  quality: number;
  degrade?: 'resample' | 'blur';
  accent: string;
  bg?: string;
  header: 'band' | 'plain' | 'brand';
  logo: { shape: 'circle' | 'rounded' | 'square' | 'diamond' | 'none'; text: string; fill?: string; ink?: string };
  title: string;
  badge?: string;
  scheduledTitle: string;
  amountStyle: 'row' | 'big' | 'card';
  amountLabel: string;
  tightCurrency: boolean;
  dateFormat: DateFormat;
  dateIn: 'title' | 'row';
  dateLabel: string;
  recipientHeading: string;
  payerHeading: string;
  payerFirst: boolean;
  headingStyle: 'bold' | 'caps' | 'accent';
  /** Row style of the transaction rows for a 'no label' layout (party sections have no labels there). */
  otherRows?: 'beside' | 'above';
  besideAlign?: 'right' | 'column';
  labelColon?: boolean;
  docLabel: 'kind' | 'combined' | 'Documento';
  institutionLabel: string;
  showAccount: boolean;
  keyLabel: string;
  typeRow?: string;
  e2eLabel: string[];
  e2eStyle: 'row' | 'block';
  e2eSplit?: number;
  maskChar: '*' | '•';
  cnpjMask: CnpjMask;
  nameCut: number;
  nameCase: 'upper' | 'title';
  cards: boolean;
  divider: 'line' | 'dashed' | 'none';
  footer: string[];
  buttons: string[];
  nav: 'android' | 'ios';
  labelSize: number;
  valueSize: number;
  amountSize: number;
}

const D = (
  layout: Omit<
    BankLayout,
    | 'scheduledTitle'
    | 'amountLabel'
    | 'tightCurrency'
    | 'dateLabel'
    | 'headingStyle'
    | 'docLabel'
    | 'institutionLabel'
    | 'keyLabel'
    | 'e2eStyle'
    | 'maskChar'
    | 'cnpjMask'
    | 'nameCase'
    | 'cards'
    | 'divider'
    | 'labelSize'
    | 'valueSize'
    | 'amountSize'
    | 'dateIn'
    | 'showAccount'
  > &
    Partial<BankLayout>,
): BankLayout => ({
  scheduledTitle: 'Pix agendado',
  amountLabel: 'Valor',
  tightCurrency: false,
  dateLabel: 'Data',
  headingStyle: 'bold',
  docLabel: 'kind',
  institutionLabel: 'Instituição',
  keyLabel: 'Chave Pix',
  e2eStyle: 'row',
  maskChar: '*',
  cnpjMask: 'first2',
  nameCase: 'upper',
  cards: false,
  divider: 'line',
  labelSize: 13,
  valueSize: 15,
  amountSize: 28,
  dateIn: 'title',
  showAccount: true,
  ...layout,
});

export const BANK_LAYOUTS: readonly BankLayout[] = [
  D({
    id: 'nubank',
    family: 'label beside',
    theme: 'dark',
    font: 'Cabin',
    institution: 'NU PAGAMENTOS - IP',
    ispb: '18236120',
    brand: 'nu',
    width: 360,
    scale: 3,
    quality: 78,
    accent: '#8a05be',
    bg: '#111015',
    header: 'brand',
    logo: { shape: 'none', text: 'nu' },
    title: 'Comprovante de transferência',
    amountStyle: 'row',
    dateFormat: 'dMON-as',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    payerFirst: false,
    headingStyle: 'bold',
    typeRow: 'Pix',
    e2eLabel: ['ID da transação:'],
    e2eStyle: 'block',
    institutionLabel: 'Instituição',
    nameCut: 30,
    divider: 'line',
    footer: [
      'Nu Pagamentos S.A. - Instituição de Pagamento',
      'CNPJ 18.236.120/0001-58',
      'Ouvidoria: 0800 887 0463, atendimento em dias úteis das 8h às 18h',
    ],
    buttons: [],
    nav: 'android',
    labelSize: 13,
    valueSize: 14,
  }),
  D({
    id: 'itau',
    family: 'label above',
    theme: 'light',
    font: 'PT Sans',
    institution: 'ITAÚ UNIBANCO S.A.',
    ispb: '60701190',
    brand: 'Itaú',
    width: 412,
    scale: 2.625,
    quality: 72,
    accent: '#ec7000',
    header: 'band',
    logo: { shape: 'rounded', text: 'itaú', fill: '#003399', ink: '#ffd700' },
    title: 'Pix realizado',
    badge: 'transferência concluída',
    amountStyle: 'big',
    amountLabel: 'valor',
    dateFormat: 'dmy-as-hm',
    dateIn: 'row',
    dateLabel: 'data e hora da transferência',
    recipientHeading: 'dados do recebedor',
    payerHeading: 'dados do pagador',
    payerFirst: false,
    headingStyle: 'accent',
    docLabel: 'combined',
    institutionLabel: 'instituição',
    keyLabel: 'chave Pix',
    e2eLabel: ['ID da transação'],
    nameCut: 30,
    cards: true,
    footer: ['Em caso de dúvidas, fale com o SAC Itaú 0800 728 0728', 'Ouvidoria 0800 570 0011'],
    buttons: ['compartilhar comprovante'],
    nav: 'android',
    labelSize: 13,
    valueSize: 16,
    amountSize: 30,
  }),
  D({
    id: 'bradesco',
    family: 'label beside',
    theme: 'light',
    font: 'Andika',
    institution: 'BANCO BRADESCO S.A.',
    ispb: '60746948',
    brand: 'bradesco',
    width: 393,
    scale: 3,
    quality: 68,
    degrade: 'resample',
    accent: '#cc092f',
    header: 'band',
    logo: { shape: 'none', text: 'bradesco' },
    title: 'Comprovante de Transferência',
    amountStyle: 'card',
    amountLabel: 'Valor da transferência',
    dateFormat: 'dmy-dash-hms',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    payerFirst: true,
    headingStyle: 'bold',
    besideAlign: 'right',
    labelColon: true,
    institutionLabel: 'Instituição',
    typeRow: 'Pix - Transferência',
    e2eLabel: ['Autenticação'],
    nameCut: 30,
    maskChar: '*',
    divider: 'dashed',
    footer: ['SAC - Alô Bradesco 0800 704 8383', 'Ouvidoria 0800 727 9933'],
    buttons: ['Compartilhar', 'Salvar PDF'],
    nav: 'ios',
    labelSize: 12,
    valueSize: 14,
    amountSize: 26,
  }),
  D({
    id: 'banco-do-brasil',
    family: 'label beside',
    theme: 'light',
    font: 'PT Sans',
    institution: 'BANCO DO BRASIL S.A.',
    ispb: '00000000',
    brand: 'BB',
    width: 360,
    scale: 2,
    quality: 64,
    accent: '#fcfc30',
    bg: '#f4f6fb',
    header: 'band',
    logo: { shape: 'diamond', text: 'BB', fill: '#465eff', ink: '#fcfc30' },
    title: 'Comprovante Pix',
    badge: 'Transação efetivada',
    amountStyle: 'row',
    amountLabel: 'VALOR',
    tightCurrency: false,
    dateFormat: 'split',
    dateIn: 'row',
    dateLabel: 'DATA',
    recipientHeading: 'PAGO PARA',
    payerHeading: 'PAGADOR',
    payerFirst: false,
    headingStyle: 'caps',
    besideAlign: 'column',
    labelColon: true,
    docLabel: 'kind',
    institutionLabel: 'INSTITUIÇÃO',
    keyLabel: 'CHAVE PIX',
    e2eLabel: ['ID:'],
    e2eSplit: 16,
    nameCut: 25,
    cards: true,
    cnpjMask: 'whole',
    footer: ['SAC 0800 729 0722', 'Ouvidoria BB 0800 729 5678'],
    buttons: ['Compartilhar'],
    nav: 'android',
    labelSize: 12,
    valueSize: 14,
    amountSize: 22,
  }),
  D({
    id: 'caixa',
    family: 'label above',
    theme: 'light',
    font: 'Cabin',
    institution: 'CAIXA ECONOMICA FEDERAL',
    ispb: '00360305',
    brand: 'CAIXA',
    width: 375,
    scale: 2,
    quality: 80,
    accent: '#005ca9',
    header: 'band',
    logo: { shape: 'square', text: 'X', fill: '#f39200', ink: '#ffffff' },
    title: 'Comprovante de Pix enviado',
    amountStyle: 'big',
    amountLabel: 'Valor',
    dateFormat: 'dmy-hms',
    dateIn: 'row',
    dateLabel: 'Data/Hora',
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    payerFirst: true,
    headingStyle: 'accent',
    institutionLabel: 'Instituição financeira',
    e2eLabel: ['Código da operação'],
    nameCut: 28,
    maskChar: '*',
    cnpjMask: 'middle',
    divider: 'line',
    footer: ['SAC CAIXA: 0800 726 0101', 'Ouvidoria: 0800 725 7474', 'Deficiente auditivo ou de fala: 0800 726 2492'],
    buttons: ['Compartilhar', 'Concluir'],
    nav: 'android',
    labelSize: 12,
    valueSize: 15,
    amountSize: 30,
  }),
  D({
    id: 'santander',
    family: 'label beside',
    theme: 'light',
    font: 'Andika',
    institution: 'BANCO SANTANDER (BRASIL) S.A.',
    ispb: '90400888',
    brand: 'Santander',
    width: 390,
    scale: 3,
    quality: 74,
    accent: '#ec0000',
    header: 'plain',
    logo: { shape: 'circle', text: 'S', fill: '#ec0000', ink: '#ffffff' },
    title: 'Transferência realizada',
    badge: 'Pix enviado com sucesso',
    amountStyle: 'big',
    amountLabel: 'Valor transferido',
    tightCurrency: true,
    dateFormat: 'dmy-as-hm',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: false,
    headingStyle: 'bold',
    besideAlign: 'right',
    institutionLabel: 'Banco',
    e2eLabel: ['ID/Transação'],
    nameCut: 26,
    maskChar: '•',
    nameCase: 'title',
    divider: 'none',
    cards: true,
    footer: ['Central de Atendimento Santander 4004 3535', 'SAC 0800 762 7777 · Ouvidoria 0800 726 0322'],
    buttons: ['Compartilhar comprovante', 'Voltar ao início'],
    nav: 'ios',
    labelSize: 13,
    valueSize: 14,
    amountSize: 32,
  }),
  D({
    id: 'inter',
    family: 'no label',
    theme: 'dark',
    font: 'PT Sans',
    institution: 'BANCO INTER S.A.',
    ispb: '00416968',
    brand: 'inter',
    width: 393,
    scale: 3,
    quality: 82,
    accent: '#ff7a00',
    bg: '#1b1b1d',
    header: 'plain',
    logo: { shape: 'rounded', text: 'inter', fill: '#ff7a00', ink: '#ffffff' },
    title: 'Pix enviado',
    badge: 'Pix realizado',
    amountStyle: 'big',
    amountLabel: 'Valor enviado',
    dateFormat: 'long',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    payerFirst: false,
    headingStyle: 'caps',
    otherRows: 'beside',
    e2eLabel: ['ID da transação'],
    e2eStyle: 'block',
    nameCut: 30,
    maskChar: '•',
    cards: true,
    divider: 'none',
    footer: ['SAC 0800 940 9999 · Ouvidoria 0800 940 7772'],
    buttons: ['Compartilhar', 'Voltar ao início'],
    nav: 'ios',
    labelSize: 13,
    valueSize: 16,
    amountSize: 32,
  }),
  D({
    id: 'picpay',
    family: 'no label',
    theme: 'dark',
    font: 'Andika',
    institution: 'PICPAY',
    ispb: '22896431',
    brand: 'PicPay',
    width: 360,
    scale: 2,
    quality: 66,
    degrade: 'blur',
    accent: '#21c25e',
    bg: '#0f1512',
    header: 'brand',
    logo: { shape: 'rounded', text: 'P', fill: '#21c25e', ink: '#0f1512' },
    title: 'Comprovante de Pix',
    badge: 'Pagamento realizado',
    amountStyle: 'card',
    amountLabel: 'Você pagou',
    tightCurrency: true,
    dateFormat: 'dmon-comma',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: true,
    headingStyle: 'accent',
    otherRows: 'above',
    e2eLabel: ['Código da transação Pix'],
    nameCut: 25,
    maskChar: '*',
    nameCase: 'title',
    divider: 'line',
    footer: ['Ouvidoria PicPay 0800 025 8000'],
    buttons: ['Compartilhar'],
    nav: 'android',
    labelSize: 12,
    valueSize: 15,
    amountSize: 26,
  }),
  D({
    id: 'mercado-pago',
    family: 'no label',
    theme: 'light',
    font: 'Cabin',
    institution: 'MERCADO PAGO IP LTDA.',
    ispb: '10573521',
    brand: 'mercado pago',
    width: 412,
    scale: 2.625,
    quality: 84,
    accent: '#00b1ea',
    bg: '#f2f2f2',
    header: 'plain',
    logo: { shape: 'circle', text: 'mp', fill: '#00b1ea', ink: '#ffffff' },
    title: 'Comprovante de transferência',
    amountStyle: 'big',
    amountLabel: '',
    dateFormat: 'long',
    recipientHeading: 'Para',
    payerHeading: 'De',
    payerFirst: true,
    headingStyle: 'bold',
    otherRows: 'above',
    e2eLabel: ['Número da transação'],
    e2eStyle: 'block',
    nameCut: 28,
    cards: true,
    divider: 'none',
    footer: ['Mercado Pago Instituição de Pagamento Ltda.', 'Ouvidoria 0800 637 7246'],
    buttons: ['Compartilhar comprovante'],
    nav: 'android',
    labelSize: 13,
    valueSize: 16,
    amountSize: 34,
  }),
  D({
    id: 'c6-bank',
    family: 'label above',
    theme: 'dark',
    font: 'Andika',
    institution: 'BANCO C6 S.A.',
    ispb: '31872495',
    brand: 'C6 BANK',
    width: 390,
    scale: 3,
    quality: 76,
    accent: '#d8d8d8',
    bg: '#0a0a0a',
    header: 'brand',
    logo: { shape: 'square', text: 'C6', fill: '#ffffff', ink: '#0a0a0a' },
    title: 'Transferência Pix enviada',
    amountStyle: 'big',
    amountLabel: 'Valor',
    dateFormat: 'dmy-dash-hms',
    dateIn: 'row',
    dateLabel: 'Data da transferência',
    recipientHeading: 'DESTINO',
    payerHeading: 'ORIGEM',
    payerFirst: false,
    headingStyle: 'caps',
    institutionLabel: 'Banco',
    e2eLabel: ['Identificação da', 'transação'],
    e2eSplit: 20,
    nameCut: 30,
    divider: 'line',
    footer: ['SAC 0800 770 4015 · Ouvidoria 0800 660 0215'],
    buttons: ['Compartilhar'],
    nav: 'ios',
    labelSize: 12,
    valueSize: 15,
    amountSize: 30,
  }),
  D({
    id: 'pagbank',
    family: 'label beside',
    theme: 'light',
    font: 'Cabin',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    ispb: '08561701',
    brand: 'PagBank',
    width: 360,
    scale: 3,
    quality: 70,
    accent: '#1bb99a',
    header: 'brand',
    logo: { shape: 'circle', text: 'PB', fill: '#1bb99a', ink: '#ffffff' },
    title: 'Comprovante de Pix',
    badge: 'Concluído',
    amountStyle: 'card',
    amountLabel: 'Valor pago',
    dateFormat: 'dmy-hms',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    payerFirst: false,
    headingStyle: 'accent',
    besideAlign: 'right',
    docLabel: 'combined',
    e2eLabel: ['Código da', 'transação Pix'],
    nameCut: 27,
    maskChar: '•',
    cnpjMask: 'middle',
    divider: 'dashed',
    footer: ['PagBank: 4003 1775 (capitais) · 0800 728 2174', 'Ouvidoria: 0800 703 8891'],
    buttons: ['Compartilhar', 'Voltar ao início'],
    nav: 'android',
    labelSize: 13,
    valueSize: 14,
    amountSize: 28,
  }),
  D({
    id: 'sicredi',
    family: 'label above',
    theme: 'light',
    font: 'PT Sans',
    institution: 'BCO COOPERATIVO SICREDI S.A.',
    ispb: '01181521',
    brand: 'Sicredi',
    width: 375,
    scale: 3,
    quality: 62,
    accent: '#3fa110',
    header: 'band',
    logo: { shape: 'circle', text: 'S', fill: '#ffffff', ink: '#3fa110' },
    title: 'Comprovante de transferência Pix',
    amountStyle: 'row',
    amountLabel: 'Valor',
    dateFormat: 'wd-dmy-h',
    dateIn: 'row',
    dateLabel: 'Data e hora',
    recipientHeading: 'Dados de destino',
    payerHeading: 'Dados de origem',
    payerFirst: true,
    headingStyle: 'bold',
    docLabel: 'combined',
    e2eLabel: ['ID da transação'],
    nameCut: 30,
    maskChar: '*',
    cnpjMask: 'whole',
    divider: 'line',
    footer: ['SAC Sicredi 0800 724 7220', 'Ouvidoria 0800 646 2519'],
    buttons: ['Compartilhar', 'Fechar'],
    nav: 'android',
    labelSize: 13,
    valueSize: 16,
    amountSize: 24,
  }),
  D({
    id: 'sicoob',
    family: 'no label',
    theme: 'dark',
    font: 'Cabin',
    institution: 'BANCO SICOOB S.A.',
    ispb: '02038232',
    brand: 'Sicoob',
    width: 412,
    scale: 2,
    quality: 60,
    degrade: 'resample',
    accent: '#00ae9d',
    bg: '#00303a',
    header: 'band',
    logo: { shape: 'diamond', text: 'S', fill: '#7db61c', ink: '#00303a' },
    title: 'Transferência realizada',
    badge: 'Pix efetuado',
    amountStyle: 'card',
    amountLabel: 'Valor',
    dateFormat: 'dmy-dash-hms',
    recipientHeading: 'Favorecido',
    payerHeading: 'Pagador',
    payerFirst: false,
    headingStyle: 'accent',
    otherRows: 'beside',
    e2eLabel: ['ID da transação'],
    nameCut: 28,
    maskChar: '•',
    cnpjMask: 'middle',
    divider: 'dashed',
    footer: ['SAC Sicoob 0800 724 4420 · Ouvidoria 0800 725 0996'],
    buttons: ['Compartilhar', 'Voltar ao início'],
    nav: 'android',
    labelSize: 13,
    valueSize: 15,
    amountSize: 28,
  }),
  D({
    id: 'neon',
    family: 'no label',
    theme: 'dark',
    font: 'PT Sans',
    institution: 'NEON PAGAMENTOS S.A. - IP',
    ispb: '20855875',
    brand: 'neon',
    width: 375,
    scale: 3,
    quality: 80,
    accent: '#00e5ff',
    bg: '#0b1a33',
    header: 'plain',
    logo: { shape: 'circle', text: 'n', fill: '#00e5ff', ink: '#0b1a33' },
    title: 'Pix enviado!',
    amountStyle: 'big',
    amountLabel: 'Você transferiu',
    tightCurrency: true,
    dateFormat: 'dMON-as',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    payerFirst: false,
    headingStyle: 'caps',
    otherRows: 'above',
    e2eLabel: ['Autenticação'],
    nameCut: 26,
    cards: true,
    divider: 'none',
    footer: ['Neon Pagamentos S.A. · Ouvidoria 0800 942 0490'],
    buttons: ['Compartilhar comprovante'],
    nav: 'ios',
    labelSize: 13,
    valueSize: 16,
    amountSize: 30,
  }),
  D({
    id: 'btg-pactual',
    family: 'label beside',
    theme: 'dark',
    font: 'PT Sans',
    institution: 'BANCO BTG PACTUAL S.A.',
    ispb: '30306294',
    brand: 'btg pactual',
    width: 412,
    scale: 3,
    quality: 85,
    accent: '#4c7bd9',
    bg: '#0d1c2e',
    header: 'plain',
    logo: { shape: 'none', text: 'btg pactual' },
    title: 'Comprovante de transferência',
    badge: 'Concluída',
    amountStyle: 'big',
    amountLabel: 'Valor',
    dateFormat: 'dmy-dash-hms',
    dateIn: 'row',
    dateLabel: 'Data e hora',
    recipientHeading: 'Destinatário',
    payerHeading: 'Remetente',
    payerFirst: true,
    headingStyle: 'caps',
    besideAlign: 'right',
    institutionLabel: 'Instituição',
    e2eLabel: ['ID da transação'],
    nameCut: 30,
    maskChar: '*',
    cnpjMask: 'whole',
    divider: 'line',
    footer: ['SAC 0800 001 2828 · Ouvidoria 0800 722 0048'],
    buttons: [],
    nav: 'android',
    labelSize: 13,
    valueSize: 15,
    amountSize: 30,
  }),
  D({
    id: 'infinitepay',
    family: 'label above',
    theme: 'light',
    font: 'Andika',
    institution: 'CLOUDWALK IP LTDA',
    ispb: '18189547',
    brand: 'InfinitePay',
    width: 360,
    scale: 2,
    quality: 75,
    accent: '#00c853',
    bg: '#ffffff',
    header: 'plain',
    logo: { shape: 'rounded', text: 'IP', fill: '#111111', ink: '#00c853' },
    title: 'Pix enviado',
    badge: 'Aprovado',
    amountStyle: 'big',
    amountLabel: 'Valor do Pix',
    tightCurrency: true,
    dateFormat: 'dmon-comma',
    dateIn: 'row',
    dateLabel: 'Quando',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem enviou',
    payerFirst: false,
    headingStyle: 'bold',
    docLabel: 'Documento',
    institutionLabel: 'Instituição',
    e2eLabel: ['ID da transação'],
    e2eSplit: 22,
    nameCut: 25,
    nameCase: 'title',
    cards: true,
    divider: 'none',
    footer: ['CloudWalk Instituição de Pagamento', 'Ouvidoria 0800 591 4343'],
    buttons: ['Compartilhar', 'Voltar'],
    nav: 'ios',
    labelSize: 13,
    valueSize: 15,
    amountSize: 30,
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Formatting

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
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** São Paulo local wall-clock parts of an ISO UTC instant (UTC−3, no daylight saving). */
export function saoPaulo(iso: string) {
  const local = new Date(Date.parse(iso) - 3 * 3600_000);
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

function dmy(iso: string): string {
  const t = saoPaulo(iso);
  return `${pad(t.day)}/${pad(t.month)}/${t.year}`;
}
function hms(iso: string): string {
  const t = saoPaulo(iso);
  return `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}
function hm(iso: string): string {
  const t = saoPaulo(iso);
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/** The date (and time unless dateOnly) as this layout prints it. */
export function formatDate(format: DateFormat, iso: string, dateOnly = false): string {
  const t = saoPaulo(iso);
  const mon = (MONTHS[t.month - 1] ?? '').slice(0, 3);
  switch (format) {
    case 'dmy-dash-hms':
      return dateOnly ? dmy(iso) : `${dmy(iso)} - ${hms(iso)}`;
    case 'dmy-as-hm':
      return dateOnly ? dmy(iso) : `${dmy(iso)} às ${hm(iso)}`;
    case 'dMON-as':
      return `${pad(t.day)} ${mon.toUpperCase()} ${t.year}${dateOnly ? '' : ` às ${hm(iso)}`}`;
    case 'long':
      return `${WEEKDAYS[t.weekday]}, ${t.day} de ${MONTHS[t.month - 1]} de ${t.year}${dateOnly ? '' : ` ${hm(iso)}`}`;
    case 'dmy-hms':
    case 'split':
      return dateOnly ? dmy(iso) : `${dmy(iso)} ${hms(iso)}`;
    case 'dmon-comma':
      return `${t.day} ${mon}. ${t.year}${dateOnly ? '' : `, ${hms(iso)}`}`;
    case 'wd-dmy-h': {
      const wd = (WEEKDAYS[t.weekday] ?? '').slice(0, 3);
      return `${wd.charAt(0).toUpperCase()}${wd.slice(1)}, ${dmy(iso)}${dateOnly ? '' : ` às ${pad(t.hour)}h${pad(t.minute)}`}`;
    }
  }
}

/** '1234.5' → '1.234,50'. */
export function formatReais(amount: string): string {
  const [int = '0', frac = '00'] = amount.split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** A document as this layout prints it: CPF always masked (digits 4–9 shown); CNPJ per the layout's style. */
export function maskDocument(layout: Pick<BankLayout, 'maskChar' | 'cnpjMask'>, digits: string): string {
  const m = layout.maskChar;
  if (digits.length === 11) {
    return `${m.repeat(3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${m.repeat(2)}`;
  }
  const p = (a: number, b: number) => digits.slice(a, b);
  switch (layout.cnpjMask) {
    case 'whole':
      return `${p(0, 2)}.${p(2, 5)}.${p(5, 8)}/${p(8, 12)}-${p(12, 14)}`;
    case 'first2':
      return `${p(0, 2)}.${m.repeat(3)}.${m.repeat(3)}/${p(8, 12)}-${m.repeat(2)}`;
    case 'middle':
      return `${m.repeat(2)}.${p(2, 5)}.${p(5, 8)}/${p(8, 12)}-${m.repeat(2)}`;
  }
}

/** The recipient name as the app prints it: cut (hard, mid-word) at the layout's limit, maybe in title case. */
export function shownName(layout: Pick<BankLayout, 'nameCut' | 'nameCase'>, name: string): string {
  const cut = name.length > layout.nameCut ? name.slice(0, layout.nameCut).trimEnd() : name;
  if (layout.nameCase === 'upper') return cut;
  const small = new Set(['DE', 'DA', 'DO', 'DOS', 'DAS', 'E']);
  const keepUpper = new Set(['LTDA', 'ME', 'EPP', 'EIRELI', 'S.A.', 'SA']);
  return cut
    .split(' ')
    .map((w) => (small.has(w) ? w.toLowerCase() : keepUpper.has(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()))
    .join(' ');
}

function formatKey(layout: BankLayout, key: string): string {
  if (/^\d{11}$/.test(key)) return maskDocument(layout, key);
  if (/^\d{14}$/.test(key)) return maskDocument({ maskChar: layout.maskChar, cnpjMask: 'whole' }, key);
  if (/^\+55\d{10,11}$/.test(key)) {
    const d = key.slice(3);
    return `+55 (${d.slice(0, 2)}) ${d.slice(2, d.length - 4)}-${d.slice(-4)}`;
  }
  return key;
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing

interface Palette {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  rule: string;
  accent: string;
  onAccent: string;
}

function palette(layout: BankLayout): Palette {
  const dark = layout.theme === 'dark';
  const bg = layout.bg ?? (dark ? '#141414' : '#ffffff');
  return {
    bg,
    surface: dark ? lighten(bg, 0.07) : bg === '#ffffff' ? '#f5f5f7' : '#ffffff',
    text: dark ? '#f1f1f3' : '#1d1d22',
    muted: dark ? '#a4a7b0' : '#6b6e76',
    rule: dark ? '#3a3d44' : '#dcdde2',
    accent: layout.accent,
    onAccent: isLight(layout.accent) ? '#15151a' : '#ffffff',
  };
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}
function lighten(hex: string, by: number): string {
  return `#${rgb(hex)
    .map((c) =>
      Math.round(c + (255 - c) * by)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const FONT_WIDTH: Record<AtlasFont, number> = { Cabin: 0.97, 'PT Sans': 0.93, Andika: 1.1 };

/** A generous estimate of a string's advance width, so that wrapped values never run into their labels. */
export function textWidth(text: string, size: number, font: AtlasFont, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (/[A-ZÀ-Ý]/.test(ch)) em += ch === 'M' || ch === 'W' ? 0.86 : ch === 'I' ? 0.3 : 0.66;
    else if (/[a-zà-ÿ]/.test(ch)) em += ch === 'm' || ch === 'w' ? 0.8 : 'iljtf'.includes(ch) ? 0.3 : 0.53;
    else if (/\d/.test(ch)) em += 0.56;
    else if (ch === ' ') em += 0.26;
    else if ('.,:;|!'.includes(ch)) em += 0.26;
    else if ('*•'.includes(ch)) em += 0.48;
    else em += 0.58;
  }
  return em * size * FONT_WIDTH[font] * (bold ? 1.06 : 1);
}

/** Splits text into lines no wider than max (by words, hard-cutting a word that alone is too wide). */
function wrap(text: string, max: number, size: number, font: AtlasFont, bold = false): string[] {
  if (text.includes('\n')) return text.split('\n').flatMap((part) => wrap(part, max, size, font, bold));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, font, bold) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A word too wide alone (an id) is cut into near-equal pieces, as apps wrap them.
    let pieces = Math.ceil(textWidth(line, size, font, bold) / max);
    while (pieces > 1) {
      const cut = Math.ceil(line.length / pieces);
      if (textWidth(line.slice(0, cut), size, font, bold) > max) {
        pieces++;
        continue;
      }
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      pieces--;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface TextOptions {
  size: number;
  color: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
}

class Canvas {
  readonly parts: string[] = [];
  y = 0;
  constructor(
    readonly layout: BankLayout,
    readonly p: Palette,
  ) {}
  get w(): number {
    return this.layout.width;
  }
  text(x: number, y: number, s: string, o: TextOptions): void {
    this.parts.push(
      `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${this.layout.font}" font-size="${o.size}" font-weight="${
        o.weight ?? 'normal'
      }" fill="${o.color}" text-anchor="${o.anchor ?? 'start'}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}>${esc(s)}</text>`,
    );
  }
  rect(x: number, y: number, w: number, h: number, fill: string, r = 0, stroke?: string): void {
    this.parts.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r}" fill="${fill}"${
        stroke ? ` stroke="${stroke}" stroke-width="1.2"` : ''
      }/>`,
    );
  }
  line(x1: number, y1: number, x2: number, y2: number, color: string, dash = false): void {
    this.parts.push(
      `<line x1="${x1}" y1="${y1.toFixed(1)}" x2="${x2}" y2="${y2.toFixed(1)}" stroke="${color}" stroke-width="1"${
        dash ? ' stroke-dasharray="4 3"' : ''
      }/>`,
    );
  }
  raw(s: string): void {
    this.parts.push(s);
  }
}

function statusBar(c: Canvas, timeIso: string, fill: string, ink: string): void {
  const { w } = c;
  c.rect(0, 0, w, 28, fill);
  const ios = c.layout.nav === 'ios';
  c.text(ios ? 30 : 16, 19, hm(timeIso), { size: 13, color: ink, weight: 'bold' });
  let x = w - 16;
  // battery
  c.rect(x - 24, 9, 22, 11, 'none', 3, ink);
  c.rect(x - 22, 11, 14, 7, ink, 1.5);
  c.rect(x - 1.5, 12.5, 2, 4, ink, 1);
  if (!ios) c.text(x - 28, 19, '78%', { size: 11, color: ink, anchor: 'end' });
  x -= ios ? 32 : 56;
  // wifi
  c.raw(
    `<path d="M${x - 8} 13 q8 -7 16 0 M${x - 5} 16 q5 -4 10 0" stroke="${ink}" stroke-width="1.8" fill="none"/><circle cx="${x}" cy="19" r="1.8" fill="${ink}"/>`,
  );
  x -= 16;
  for (let i = 0; i < 4; i++) c.rect(x - 16 + i * 4.5, 19 - (i + 1) * 2.6, 3, (i + 1) * 2.6, ink, 0.5);
  if (!ios) {
    c.raw(`<circle cx="${62}" cy="14" r="4" fill="none" stroke="${ink}" stroke-width="1.4"/>`);
  }
}

function logo(c: Canvas, x: number, y: number, size: number, onBand: boolean): number {
  const { logo: l, font } = c.layout;
  const ink = l.ink ?? (onBand ? c.p.onAccent : c.p.accent);
  const fill = l.fill ?? c.p.accent;
  const ts = l.text.length > 2 ? size * 0.36 : size * 0.5;
  switch (l.shape) {
    case 'none': {
      const s = size * 0.7;
      c.text(x, y + size * 0.72, l.text, { size: s, color: onBand ? c.p.onAccent : c.p.accent, weight: 'bold' });
      return textWidth(l.text, s, font, true);
    }
    case 'circle':
      c.raw(`<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2}" fill="${fill}"/>`);
      break;
    case 'rounded':
      c.rect(x, y, size, size, fill, size * 0.25);
      break;
    case 'square':
      c.rect(x, y, size, size, fill, 2);
      break;
    case 'diamond':
      c.raw(
        `<path d="M${x + size / 2} ${y} L${x + size} ${y + size / 2} L${x + size / 2} ${y + size} L${x} ${y + size / 2} Z" fill="${fill}"/>`,
      );
      break;
  }
  c.text(x + size / 2, y + size / 2 + ts * 0.36, l.text, { size: ts, color: ink, weight: 'bold', anchor: 'middle' });
  return size;
}

function checkIcon(c: Canvas, cx: number, cy: number, r: number, color: string, scheduled: boolean): void {
  c.raw(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`);
  const ink = isLight(color) ? '#111111' : '#ffffff';
  if (scheduled) {
    c.raw(
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="none" stroke="${ink}" stroke-width="1.6"/><path d="M${cx} ${cy - r * 0.35} V${cy} H${cx + r * 0.3}" stroke="${ink}" stroke-width="1.6" fill="none"/>`,
    );
  } else {
    c.raw(
      `<path d="M${cx - r * 0.45} ${cy} L${cx - r * 0.1} ${cy + r * 0.35} L${cx + r * 0.48} ${cy - r * 0.35}" stroke="${ink}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    );
  }
}

interface Row {
  label: string[];
  value: string;
  bold?: boolean;
  size?: number;
}

/** Draws the rows of one block inside [x0, x1]; returns nothing, advances c.y. */
function drawRows(c: Canvas, rows: Row[], x0: number, x1: number, style: 'beside' | 'above'): void {
  const L = c.layout;
  const ls = L.labelSize;
  for (const row of rows) {
    const vs = row.size ?? L.valueSize;
    const label = row.label.map((l) => (L.labelColon && style === 'beside' && !l.endsWith(':') ? `${l}:` : l));
    const weight = row.bold ? 'bold' : 'normal';
    if (style === 'above') {
      for (const l of label) {
        c.y += ls + 3;
        c.text(x0, c.y, l, { size: ls, color: c.p.muted });
      }
      for (const v of wrap(row.value, x1 - x0, vs, L.font, row.bold)) {
        c.y += vs + 4;
        c.text(x0, c.y, v, { size: vs, color: c.p.text, weight });
      }
      c.y += 10;
      continue;
    }
    const labelW = Math.max(...label.map((l) => textWidth(l, ls, L.font)));
    const column = L.besideAlign === 'column';
    const vx = column ? x0 + Math.max(112, labelW + 12) : x1;
    const maxV = column ? x1 - vx : x1 - x0 - labelW - 16;
    const values = wrap(row.value, maxV, vs, L.font, row.bold);
    const top = c.y;
    label.forEach((l, i) => {
      c.text(x0, top + vs + 2 + i * (ls + 5), l, { size: ls, color: c.p.muted });
    });
    values.forEach((v, i) => {
      c.text(vx, top + vs + 2 + i * (vs + 5), v, {
        size: vs,
        color: c.p.text,
        weight,
        anchor: column ? 'start' : 'end',
      });
    });
    c.y = top + Math.max(values.length * (vs + 5), label.length * (ls + 5)) + 10;
  }
}

function heading(c: Canvas, text: string, x0: number): void {
  const L = c.layout;
  if (L.headingStyle === 'caps') {
    c.y += 14;
    c.text(x0, c.y, text.toUpperCase(), { size: 12, color: c.p.muted, weight: 'bold', spacing: 0.8 });
    c.y += 8;
  } else {
    c.y += 18;
    c.text(x0, c.y, text, {
      size: 16,
      color: L.headingStyle === 'accent' && L.theme === 'light' && !isLight(L.accent) ? L.accent : c.p.text,
      weight: 'bold',
    });
    c.y += 8;
  }
}

function rule(c: Canvas, x0: number, x1: number): void {
  if (c.layout.divider === 'none') {
    c.y += 6;
    return;
  }
  c.y += 4;
  c.line(x0, c.y, x1, c.y, c.p.rule, c.layout.divider === 'dashed');
  c.y += 6;
}

function docLabel(L: BankLayout, digits: string): string {
  if (L.docLabel === 'kind') return digits.length === 11 ? 'CPF' : 'CNPJ';
  return L.docLabel === 'combined' ? 'CPF/CNPJ' : 'Documento';
}

function partyBlock(c: Canvas, r: Receipt, which: 'recipient' | 'payer', x0: number, x1: number): void {
  const L = c.layout;
  const party = r[which];
  const name = shownName(L, party.name);
  const key = which === 'recipient' && r.pixKey ? formatKey(L, r.pixKey) : undefined;
  heading(c, which === 'recipient' ? L.recipientHeading : L.payerHeading, x0);
  if (L.family === 'no label') {
    for (const v of wrap(name, x1 - x0, L.valueSize + 1, L.font, true)) {
      c.y += L.valueSize + 6;
      c.text(x0, c.y, v, { size: L.valueSize + 1, color: c.p.text, weight: 'bold' });
    }
    const lines = [maskDocument(L, party.document), party.institution];
    if (L.showAccount && which === 'payer') lines.push(`Ag ${party.agency} · Conta ${party.account}`);
    for (const v of lines) {
      for (const piece of wrap(v, x1 - x0, L.labelSize + 1, L.font)) {
        c.y += L.labelSize + 7;
        c.text(x0, c.y, piece, { size: L.labelSize + 1, color: c.p.muted });
      }
    }
    if (key) {
      c.y += 8;
      drawRows(c, [{ label: [L.keyLabel], value: key }], x0, x1, L.otherRows ?? 'above');
    } else c.y += 8;
    return;
  }
  const rows: Row[] = [
    { label: ['Nome'], value: name, bold: L.family === 'label above' },
    { label: [docLabel(L, party.document)], value: maskDocument(L, party.document) },
    { label: [L.institutionLabel], value: party.institution },
  ];
  if (L.showAccount) {
    rows.push({ label: ['Agência'], value: party.agency }, { label: ['Conta'], value: party.account });
  }
  if (key) rows.push({ label: [L.keyLabel], value: key });
  if (L.labelSize === 12 && L.headingStyle === 'caps')
    for (const row of rows) row.label = row.label.map((s) => s.toUpperCase());
  drawRows(c, rows, x0, x1, L.family === 'label beside' ? 'beside' : 'above');
}

/** The SVG of one receipt screenshot, in logical px, scaled by the layout's pixel ratio. */
export function receiptSvg(L: BankLayout, r: Receipt): string {
  const p = palette(L);
  const c = new Canvas(L, p);
  const W = L.width;
  const M = L.cards ? 16 : 20;
  const inner = L.cards ? 16 : 0;
  const x0 = M + inner;
  const x1 = W - M - inner;
  const scheduled = r.status === 'scheduled';
  const shotTime = new Date(Date.parse(r.scheduledAt ?? r.paidAt) + 95_000).toISOString();
  const band = L.header === 'band';
  const barFill = band ? L.accent : p.bg;
  const barInk = band ? p.onAccent : p.text;
  statusBar(c, shotTime, barFill, barInk);
  c.y = 28;
  // header
  if (band) {
    c.rect(0, 28, W, 52, L.accent);
    c.raw(
      `<path d="M${24} 54 l8 -8 M24 54 l8 8 M24 54 h16" stroke="${p.onAccent}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    );
    c.text(W / 2, 59, 'Comprovante', { size: 17, color: p.onAccent, weight: 'bold', anchor: 'middle' });
    const wordmark = L.logo.shape === 'none' ? textWidth(L.logo.text, 28 * 0.7, L.font, true) : 28;
    logo(c, W - 22 - wordmark, 40, 28, true);
    c.y = 80;
  } else if (L.header === 'plain') {
    c.raw(
      `<path d="M20 44 l12 12 M32 44 l-12 12" stroke="${p.text}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    );
    logo(c, W / 2 - 16, 36, 32, false);
    c.y = 80;
  } else {
    const lw = logo(c, 20, 38, 34, false);
    if (L.logo.shape !== 'none') c.text(20 + lw + 10, 61, L.brand, { size: 16, color: p.text, weight: 'bold' });
    c.raw(
      `<path d="M${W - 44} 52 v12 h18 v-12 M${W - 35} 42 v14 M${W - 40} 47 l5 -5 l5 5" stroke="${p.text}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    c.y = 84;
  }
  // title
  const title = scheduled ? L.scheduledTitle : L.title;
  c.y += 14;
  for (const line of wrap(title, W - 2 * M, 21, L.font, true)) {
    c.y += 24;
    c.text(M, c.y, line, { size: 21, color: p.text, weight: 'bold' });
  }
  const badge = scheduled ? 'Agendado' : L.badge;
  if (badge) {
    c.y += 12;
    const bw = textWidth(badge, 13, L.font, true) + 38;
    const tint = L.theme === 'dark' ? lighten(p.bg, 0.12) : '#e9f7ee';
    c.rect(M, c.y, bw, 26, scheduled ? (L.theme === 'dark' ? '#4a3b12' : '#fff3d6') : tint, 13);
    checkIcon(c, M + 14, c.y + 13, 8, scheduled ? '#e0a800' : '#1e9e50', scheduled);
    c.text(M + 28, c.y + 18, badge, { size: 13, color: p.text, weight: 'bold' });
    c.y += 26;
  }
  const made = r.scheduledAt ?? r.paidAt;
  if (L.dateIn === 'title' && L.amountStyle !== 'card') {
    c.y += 22;
    c.text(M, c.y, formatDate(L.dateFormat, made), { size: 14, color: p.muted });
  }
  c.y += 12;
  const money = `R$${L.tightCurrency ? '' : ' '}${formatReais(r.amount)}`;
  // amount
  const amountLabel = scheduled && L.amountLabel ? 'Valor agendado' : L.amountLabel;
  if (L.amountStyle === 'card') {
    const top = c.y + 6;
    const hasDate = L.dateIn === 'title';
    const h = L.amountSize + (hasDate ? 74 : 52);
    c.rect(M, top, W - 2 * M, h, L.accent, 14);
    c.text(M + 18, top + 26, amountLabel, { size: 13, color: p.onAccent });
    c.text(M + 18, top + 32 + L.amountSize, money, { size: L.amountSize, color: p.onAccent, weight: 'bold' });
    if (hasDate) c.text(M + 18, top + h - 14, formatDate(L.dateFormat, made), { size: 13, color: p.onAccent });
    c.y = top + h + 8;
  } else if (L.amountStyle === 'big') {
    if (L.amountLabel) {
      c.y += 18;
      c.text(M, c.y, amountLabel, { size: 14, color: p.muted });
    }
    c.y += L.amountSize + 8;
    c.text(M, c.y, money, { size: L.amountSize, color: p.text, weight: 'bold' });
    c.y += 12;
  }
  // transaction block
  const tx: Row[] = [];
  if (L.amountStyle === 'row') tx.push({ label: [amountLabel], value: money, bold: true, size: L.valueSize + 3 });
  if (L.typeRow) tx.push({ label: ['Tipo de transferência'], value: L.typeRow });
  if (scheduled) {
    tx.push({ label: ['Agendado para'], value: formatDate(L.dateFormat, r.paidAt, true) });
    tx.push({ label: ['Agendamento feito em'], value: formatDate(L.dateFormat, made) });
  } else if (L.dateIn === 'row') {
    if (L.dateFormat === 'split') {
      tx.push({ label: [L.dateLabel], value: dmy(made) }, { label: ['HORÁRIO'], value: hms(made) });
    } else tx.push({ label: [L.dateLabel], value: formatDate(L.dateFormat, made) });
  }
  if (r.description) tx.push({ label: ['Descrição'], value: r.description });
  const rowStyle: 'beside' | 'above' =
    L.family === 'label beside' ? 'beside' : L.family === 'label above' ? 'above' : (L.otherRows ?? 'above');
  const sections: Array<() => void> = [];
  if (tx.length > 0) sections.push(() => drawRows(c, tx, x0, x1, rowStyle));
  const parties: Array<'recipient' | 'payer'> = L.payerFirst ? ['payer', 'recipient'] : ['recipient', 'payer'];
  for (const which of parties) sections.push(() => partyBlock(c, r, which, x0, x1));
  const e2eValue = L.e2eSplit
    ? [r.endToEndId.slice(0, L.e2eSplit), r.endToEndId.slice(L.e2eSplit)].join('\n')
    : r.endToEndId;
  if (L.e2eStyle === 'row') {
    sections.push(() => drawRows(c, [{ label: L.e2eLabel, value: e2eValue, size: L.valueSize - 1 }], x0, x1, rowStyle));
  }
  for (const [i, draw] of sections.entries()) {
    if (L.cards) {
      const top = c.y + 8;
      const mark = c.parts.length;
      c.y = top + 4;
      draw();
      c.y += 6;
      // the card goes under what was just drawn
      const card = new Canvas(L, p);
      card.rect(M, top, W - 2 * M, c.y - top, p.surface, 12);
      c.parts.splice(mark, 0, ...card.parts);
      c.y += 4;
    } else {
      c.y += 2;
      draw();
      if (i < sections.length - 1) rule(c, M, W - M);
    }
  }
  if (L.e2eStyle === 'block') {
    c.y += 10;
    rule(c, M, W - M);
    for (const l of L.e2eLabel) {
      c.y += 18;
      c.text(W / 2, c.y, l, { size: L.labelSize, color: p.muted, anchor: 'middle' });
    }
    for (const v of wrap(e2eValue, W - 2 * M, L.valueSize - 1, L.font)) {
      c.y += L.valueSize + 4;
      c.text(W / 2, c.y, v, { size: L.valueSize - 1, color: p.text, anchor: 'middle' });
    }
  }
  // footer
  c.y += 16;
  for (const f of L.footer) {
    for (const piece of wrap(f, W - 2 * M, 11, L.font)) {
      c.y += 15;
      c.text(W / 2, c.y, piece, { size: 11, color: p.muted, anchor: 'middle' });
    }
  }
  c.y += 16;
  for (const [i, b] of L.buttons.entries()) {
    const filled = i === 0;
    c.rect(M, c.y, W - 2 * M, 46, filled ? L.accent : 'none', 23, filled ? undefined : p.muted);
    c.text(W / 2, c.y + 28, b, { size: 15, color: filled ? p.onAccent : p.text, weight: 'bold', anchor: 'middle' });
    c.y += 56;
  }
  const navH = L.nav === 'android' ? 44 : 28;
  const H = Math.ceil(Math.max(c.y + navH + 8, W * 2.05));
  if (L.nav === 'android') {
    const navBg = L.theme === 'dark' ? '#000000' : '#f0f0f0';
    c.rect(0, H - navH, W, navH, navBg);
    const ink = L.theme === 'dark' ? '#d0d0d0' : '#555555';
    const cy = H - navH / 2;
    c.raw(
      `<path d="M${W * 0.25 + 6} ${cy - 7} L${W * 0.25 - 6} ${cy} L${W * 0.25 + 6} ${cy + 7} Z" fill="none" stroke="${ink}" stroke-width="1.6"/><circle cx="${W / 2}" cy="${cy}" r="7.5" fill="none" stroke="${ink}" stroke-width="1.6"/><rect x="${W * 0.75 - 7}" y="${cy - 7}" width="14" height="14" rx="2" fill="none" stroke="${ink}" stroke-width="1.6"/>`,
    );
  } else {
    c.rect(W / 2 - 67, H - 13, 134, 5, L.theme === 'dark' ? '#f5f5f5' : '#111111', 2.5);
  }
  const pxW = Math.round(W * L.scale);
  const pxH = Math.round(H * L.scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pxW}" height="${pxH}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${p.bg}"/>${c.parts.join('')}</svg>`;
}

/** Renders the receipt as the phone would save it and a messenger would pass it on: a JPEG. */
export async function renderReceipt(layout: BankLayout, receipt: Receipt): Promise<Buffer> {
  const svg = Buffer.from(receiptSvg(layout, receipt));
  const pxW = Math.round(layout.width * layout.scale);
  let raster = sharp(svg);
  if (layout.degrade === 'resample') {
    const meta = await sharp(svg).metadata();
    const small = await sharp(svg)
      .resize({ width: Math.round(pxW * 0.62) })
      .png()
      .toBuffer();
    raster = sharp(small).resize({ width: pxW, height: meta.height });
  } else if (layout.degrade === 'blur') {
    raster = raster.blur(0.7);
  }
  return raster
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: layout.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
