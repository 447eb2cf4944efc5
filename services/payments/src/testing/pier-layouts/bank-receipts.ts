// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
//
// Sixteen Brazilian bank and wallet PIX "comprovante" screens, drawn from how those apps print them, rendered from a
// receipt model into an SVG (text in one of three installed font families) and compressed as a phone would (JPEG).

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

export type PierFamily = 'label beside' | 'label above' | 'no label';
export type PierTheme = 'light' | 'dark';

/** The three families the layouts use, each with the Debian package that installs it. */
export const PIER_FONTS = [
  { family: 'Go', debianPackage: 'fonts-go' },
  { family: 'Universalis ADF Std', debianPackage: 'fonts-adf-universalis' },
  { family: 'Averia Sans GWF', debianPackage: 'fonts-averia-sans-gwf' },
] as const;
export type PierFont = (typeof PIER_FONTS)[number]['family'];

const execFileAsync = promisify(execFile);

/** Throws, naming each missing family and its Debian package, when fontconfig lacks one of the layouts' fonts. */
async function fcListFamilies(): Promise<string> {
  return (await execFileAsync('fc-list', [':', 'family'])).stdout;
}

/** `listFamilies` stands in for `fc-list : family` (its output) in tests. */
export async function assertPierLayoutFontsAvailable(
  listFamilies: () => Promise<string> = fcListFamilies,
): Promise<void> {
  let listing: string;
  try {
    listing = await listFamilies();
  } catch (error) {
    throw new Error(
      `Pier layout fonts: could not run \`fc-list : family\` (install fontconfig): ${(error as Error).message}`,
    );
  }
  const installed = new Set(
    listing
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim())
      .filter((family) => family.length > 0),
  );
  const missing = PIER_FONTS.filter((font) => !installed.has(font.family));
  if (missing.length > 0) {
    const names = missing.map((font) => `"${font.family}" (Debian package ${font.debianPackage})`).join(', ');
    const packages = missing.map((font) => font.debianPackage).join(' ');
    throw new Error(`Pier layout fonts missing from fontconfig: ${names}. Install with: apt-get install ${packages}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Layouts

interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  onAccent: string;
  separator: string;
  /** The status bar and header background, when it is not the page's. */
  bar?: string;
  onBar?: string;
}

/** A date pattern: dd MM yyyy yy MMMM (novembro) MMM (NOV) Mmm (Nov) mmm (nov) EEEE/Eeee (segunda-feira) EEE (segunda) Eee (Seg) HH mm ss. */
type DatePattern = string;

interface WhenField {
  label: string | null;
  pattern: DatePattern;
}

export interface PierLayout {
  name: string;
  bank: string;
  ispb: string;
  /** How the payer's own institution is printed. */
  payerInstitution: string;
  family: PierFamily;
  theme: PierTheme;
  font: PierFont;
  /** Font used for emphasis (a heavier cut of the same family when it has one). */
  strongFont: string;
  width: number;
  /** Logical width in dp: the scale is width / dpWidth. */
  dpWidth: number;
  /** Screen height / width. */
  aspect: number;
  statusBar: 'android' | 'ios' | null;
  palette: Palette;
  header: 'bar' | 'plain' | 'logo';
  logo: string;
  cards: boolean;
  separator: 'line' | 'dashed' | 'none';
  successIcon: boolean;
  heroAmount: boolean;
  heroAlign: 'start' | 'middle';
  amountFormat: 'R$ 1.234,56' | 'R$1.234,56' | 'R$ 1234,56';
  smallCents: boolean;
  title: string;
  scheduledTitle: string;
  when: WhenField[];
  scheduled: { label: string; pattern: DatePattern; status: { label: string; value: string } | null };
  recipientHeading: string;
  payerHeading: string;
  recipientFirst: boolean;
  headingStyle: 'bold' | 'caps' | 'accent';
  transactionHeading: string | null;
  labels: {
    amount: string | null;
    name: string;
    cpf: string;
    cnpj: string;
    institution: string;
    agency: string | null;
    account: string | null;
    key: string;
    id: string;
    description: string;
    type: string | null;
  };
  /** Appended to every label ('' or ':'). */
  labelSuffix: '' | ':';
  /** 'no label' family: the document line starts with "CPF"/"CNPJ". */
  docPrefix: boolean;
  cpfMask: string;
  cnpjMask: string;
  truncateAt: number | null;
  ellipsis: '' | '...' | '…';
  nameCase: 'upper' | 'title';
  /** Upper case without accents for every word the app prints (old mainframe-style receipts). */
  shout: boolean;
  phoneKey: 'plain' | 'formatted';
  authentication: { label: string; groups: number[]; separator: string } | null;
  footer: string[];
  button: string | null;
}

const WHITE = '#ffffff';

export const PIER_LAYOUTS: readonly PierLayout[] = [
  {
    name: 'nubank',
    bank: 'Nubank',
    ispb: '18236120',
    payerInstitution: 'NU PAGAMENTOS - IP',
    family: 'label beside',
    theme: 'dark',
    font: 'Go',
    strongFont: 'Go Medium',
    width: 1080,
    dpWidth: 360,
    aspect: 2.222,
    statusBar: 'android',
    palette: {
      background: '#0e0e10',
      surface: '#19191c',
      text: '#f2f2f4',
      muted: '#a3a3ad',
      accent: '#b07ce8',
      onAccent: WHITE,
      separator: '#2c2c31',
    },
    header: 'plain',
    logo: 'nu',
    cards: false,
    separator: 'line',
    successIcon: false,
    heroAmount: false,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Comprovante de transferência',
    scheduledTitle: 'Comprovante de agendamento',
    when: [{ label: null, pattern: 'dd MMM yyyy - HH:mm:ss' }],
    scheduled: { label: 'Data agendada', pattern: 'dd MMM yyyy', status: null },
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    recipientFirst: true,
    headingStyle: 'bold',
    transactionHeading: null,
    labels: {
      amount: 'Valor',
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      key: 'Chave Pix',
      id: 'ID da transação:',
      description: 'Descrição',
      type: 'Tipo de transferência',
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '•••.456.789-••',
    cnpjMask: '••.345.678/0001-••',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'formatted',
    authentication: null,
    footer: [
      'Nu Pagamentos S.A. - Instituição de Pagamento',
      'CNPJ 18.236.120/0001-58',
      'Estamos aqui para ajudar se você tiver alguma dúvida.',
      'Ouvidoria: 0800 887 0463, atendimento em dias úteis das 8h às 18h.',
    ],
    button: null,
  },
  {
    name: 'itau',
    bank: 'Itaú',
    ispb: '60701190',
    payerInstitution: 'ITAÚ UNIBANCO S.A.',
    family: 'label beside',
    theme: 'light',
    font: 'Universalis ADF Std',
    strongFont: 'Universalis ADF Std',
    width: 1170,
    dpWidth: 390,
    aspect: 2.164,
    statusBar: 'ios',
    palette: {
      background: WHITE,
      surface: '#f6f4f2',
      text: '#252220',
      muted: '#706b66',
      accent: '#ec7000',
      onAccent: WHITE,
      separator: '#e3dfdb',
      bar: '#ec7000',
      onBar: WHITE,
    },
    header: 'bar',
    logo: 'itaú',
    cards: false,
    separator: 'dashed',
    successIcon: true,
    heroAmount: false,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'comprovante de transferência',
    scheduledTitle: 'comprovante de agendamento',
    when: [
      { label: 'data da transferência', pattern: 'dd/MM/yyyy' },
      { label: 'horário', pattern: 'HH:mm:ss' },
    ],
    scheduled: {
      label: 'data agendada',
      pattern: 'dd/MM/yyyy',
      status: { label: 'situação', value: 'agendado' },
    },
    recipientHeading: 'dados do recebedor',
    payerHeading: 'dados do pagador',
    recipientFirst: true,
    headingStyle: 'accent',
    transactionHeading: null,
    labels: {
      amount: 'valor',
      name: 'nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'instituição',
      agency: 'agência',
      account: 'conta',
      key: 'chave Pix',
      id: 'ID da transação',
      description: 'informações ao recebedor',
      type: 'tipo de transferência',
    },
    labelSuffix: ':',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.345.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'plain',
    authentication: { label: 'autenticação', groups: [8, 8, 8, 8], separator: ' ' },
    footer: ['Itaú Unibanco S.A.', 'SAC 0800 728 0728 · Ouvidoria 0800 570 0011'],
    button: 'compartilhar comprovante',
  },
  {
    name: 'bradesco',
    bank: 'Bradesco',
    ispb: '60746948',
    payerInstitution: 'BCO BRADESCO S.A.',
    family: 'label beside',
    theme: 'light',
    font: 'Averia Sans GWF',
    strongFont: 'Averia Sans GWF',
    width: 1080,
    dpWidth: 393,
    aspect: 2.17,
    statusBar: 'android',
    palette: {
      background: '#f4f4f6',
      surface: WHITE,
      text: '#1e1e24',
      muted: '#6d6d78',
      accent: '#cc092f',
      onAccent: WHITE,
      separator: '#e2e2e8',
      bar: '#cc092f',
      onBar: WHITE,
    },
    header: 'bar',
    logo: 'b',
    cards: true,
    separator: 'none',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'middle',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Comprovante de transação Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    when: [{ label: 'Data e hora', pattern: 'dd/MM/yyyy - HH:mm:ss' }],
    scheduled: {
      label: 'Data do agendamento',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Situação', value: 'Agendado' },
    },
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    recipientFirst: false,
    headingStyle: 'bold',
    transactionHeading: 'Dados da transação',
    labels: {
      amount: 'Valor',
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: null,
      account: null,
      key: 'Chave',
      id: 'ID da transação',
      description: 'Descrição',
      type: 'Tipo',
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'formatted',
    authentication: { label: 'Número de controle', groups: [20], separator: '' },
    footer: ['Banco Bradesco S.A.', 'Alô Bradesco SAC: 0800 704 8383', 'Ouvidoria: 0800 727 9933'],
    button: 'Compartilhar',
  },
  {
    name: 'banco do brasil',
    bank: 'Banco do Brasil',
    ispb: '00000000',
    payerInstitution: 'BANCO DO BRASIL S.A.',
    family: 'label beside',
    theme: 'light',
    font: 'Go',
    strongFont: 'Go Medium',
    width: 720,
    dpWidth: 360,
    aspect: 2.0,
    statusBar: 'android',
    palette: {
      background: WHITE,
      surface: '#f5f6fb',
      text: '#2b2f3a',
      muted: '#5c6272',
      accent: '#465eff',
      onAccent: WHITE,
      separator: '#d8dbe6',
      bar: '#fcfc30',
      onBar: '#2a3cb5',
    },
    header: 'bar',
    logo: 'BB',
    cards: false,
    separator: 'dashed',
    successIcon: false,
    heroAmount: false,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Comprovante Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    when: [
      { label: 'DATA', pattern: 'dd/MM/yyyy' },
      { label: 'HORA', pattern: 'HH:mm:ss' },
    ],
    scheduled: {
      label: 'DATA DO PAGAMENTO',
      pattern: 'dd/MM/yyyy',
      status: { label: 'SITUACAO', value: 'AGENDADO' },
    },
    recipientHeading: 'PAGO PARA',
    payerHeading: 'PAGADOR',
    recipientFirst: true,
    headingStyle: 'caps',
    transactionHeading: null,
    labels: {
      amount: 'VALOR',
      name: 'NOME',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'INSTITUICAO',
      agency: 'AGENCIA',
      account: 'CONTA',
      key: 'CHAVE PIX',
      id: 'ID',
      description: 'DESCRICAO',
      type: null,
    },
    labelSuffix: ':',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: 25,
    ellipsis: '',
    nameCase: 'upper',
    shout: true,
    phoneKey: 'plain',
    authentication: { label: 'AUTENTICACAO SISBB', groups: [1, 3, 3, 3, 3, 3], separator: '.' },
    footer: ['Transacao efetuada com sucesso.', 'SAC 0800 729 0722', 'Ouvidoria BB 0800 729 5678'],
    button: null,
  },
  {
    name: 'caixa',
    bank: 'Caixa',
    ispb: '00360305',
    payerInstitution: 'CAIXA ECONOMICA FEDERAL',
    family: 'label beside',
    theme: 'light',
    font: 'Universalis ADF Std',
    strongFont: 'Universalis ADF Std',
    width: 1080,
    dpWidth: 412,
    aspect: 2.111,
    statusBar: null,
    palette: {
      background: '#eef2f6',
      surface: WHITE,
      text: '#1c2b39',
      muted: '#5d6d7c',
      accent: '#005ca9',
      onAccent: WHITE,
      separator: '#d5dee7',
      bar: '#005ca9',
      onBar: WHITE,
    },
    header: 'bar',
    logo: 'CAIXA',
    cards: true,
    separator: 'none',
    successIcon: false,
    heroAmount: false,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de agendamento de Pix',
    when: [{ label: 'Data/Hora', pattern: 'dd/MM/yyyy - HH:mm:ss' }],
    scheduled: {
      label: 'Data de efetivação',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Situação', value: 'Agendamento efetuado' },
    },
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    recipientFirst: false,
    headingStyle: 'accent',
    transactionHeading: 'Dados da operação',
    labels: {
      amount: 'Valor',
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      key: 'Chave',
      id: 'ID transação',
      description: 'Mensagem',
      type: null,
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '**.345.678/0001-**',
    truncateAt: 30,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'plain',
    authentication: { label: 'Chave de segurança', groups: [4, 4, 4, 4], separator: '.' },
    footer: ['SAC CAIXA: 0800 726 0101', 'Ouvidoria: 0800 725 7474', 'Pessoas com deficiência auditiva: 0800 726 2492'],
    button: null,
  },
  {
    name: 'santander',
    bank: 'Santander',
    ispb: '90400888',
    payerInstitution: 'BCO SANTANDER (BRASIL) S.A.',
    family: 'label beside',
    theme: 'light',
    font: 'Averia Sans GWF',
    strongFont: 'Averia Sans GWF',
    width: 828,
    dpWidth: 414,
    aspect: 2.164,
    statusBar: 'ios',
    palette: {
      background: WHITE,
      surface: '#f7f3f3',
      text: '#222222',
      muted: '#767676',
      accent: '#ec0000',
      onAccent: WHITE,
      separator: '#e5e0e0',
      bar: '#ec0000',
      onBar: WHITE,
    },
    header: 'bar',
    logo: 'S',
    cards: false,
    separator: 'line',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: true,
    title: 'Pix realizado',
    scheduledTitle: 'Pix agendado',
    when: [{ label: null, pattern: 'dd/MM/yyyy às HH\\hmm' }],
    scheduled: { label: 'Agendado para', pattern: 'dd/MM/yyyy', status: null },
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    recipientFirst: true,
    headingStyle: 'bold',
    transactionHeading: 'Dados da transação',
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: null,
      account: null,
      key: 'Chave Pix',
      id: 'ID/Transação',
      description: 'Descrição',
      type: null,
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.345.***/0001-**',
    truncateAt: 28,
    ellipsis: '...',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'formatted',
    authentication: null,
    footer: ['Central de Atendimento Santander', '4004 3535 (capitais) · 0800 702 3535 (demais localidades)'],
    button: 'Compartilhar comprovante',
  },
  {
    name: 'inter',
    bank: 'Inter',
    ispb: '00416968',
    payerInstitution: 'BANCO INTER S.A.',
    family: 'label above',
    theme: 'light',
    font: 'Go',
    strongFont: 'Go Medium',
    width: 1080,
    dpWidth: 360,
    aspect: 2.222,
    statusBar: 'android',
    palette: {
      background: WHITE,
      surface: '#f5f6fa',
      text: '#161616',
      muted: '#6f7378',
      accent: '#ff7a00',
      onAccent: WHITE,
      separator: '#ebedf0',
    },
    header: 'plain',
    logo: 'inter',
    cards: false,
    separator: 'line',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    when: [{ label: null, pattern: 'Eeee, dd/MM/yyyy à\\s HH:mm' }],
    scheduled: {
      label: 'Data do agendamento',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Status', value: 'Agendado' },
    },
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    recipientFirst: true,
    headingStyle: 'bold',
    transactionHeading: 'Sobre a transação',
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: null,
      account: null,
      key: 'Chave Pix',
      id: 'ID da transação',
      description: 'Descrição',
      type: null,
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'plain',
    authentication: null,
    footer: ['Banco Inter S.A.', 'SAC: 0800 940 9999 · Ouvidoria: 0800 940 7772'],
    button: 'Compartilhar comprovante',
  },
  {
    name: 'picpay',
    bank: 'PicPay',
    ispb: '22896431',
    payerInstitution: 'PicPay',
    family: 'no label',
    theme: 'dark',
    font: 'Averia Sans GWF',
    strongFont: 'Averia Sans GWF',
    width: 1080,
    dpWidth: 392,
    aspect: 2.222,
    statusBar: 'android',
    palette: {
      background: '#111311',
      surface: '#1d201d',
      text: '#f0f3f0',
      muted: '#9aa39b',
      accent: '#21c25e',
      onAccent: '#0b1f12',
      separator: '#2b302c',
    },
    header: 'logo',
    logo: 'PicPay',
    cards: true,
    separator: 'none',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'middle',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    when: [{ label: null, pattern: 'dd de MMMM de yyyy à\\s HH:mm' }],
    scheduled: { label: 'Data agendada', pattern: 'dd de MMMM de yyyy', status: null },
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: true,
    headingStyle: 'caps',
    transactionHeading: null,
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: null,
      account: null,
      key: 'Chave Pix',
      id: 'ID da transação',
      description: 'Mensagem',
      type: null,
    },
    labelSuffix: '',
    docPrefix: true,
    cpfMask: '•••.456.789-••',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'title',
    shout: false,
    phoneKey: 'formatted',
    authentication: null,
    footer: ['PicPay Instituição de Pagamento S.A.', 'CNPJ 22.896.431/0001-10', 'Ouvidoria: 0800 025 8001'],
    button: 'Compartilhar',
  },
  {
    name: 'mercado pago',
    bank: 'Mercado Pago',
    ispb: '10573521',
    payerInstitution: 'Mercado Pago',
    family: 'no label',
    theme: 'light',
    font: 'Universalis ADF Std',
    strongFont: 'Universalis ADF Std',
    width: 1080,
    dpWidth: 360,
    aspect: 2.222,
    statusBar: 'android',
    palette: {
      background: '#ededed',
      surface: WHITE,
      text: '#2d2d2d',
      muted: '#737373',
      accent: '#009ee3',
      onAccent: WHITE,
      separator: '#e6e6e6',
    },
    header: 'plain',
    logo: 'mp',
    cards: true,
    separator: 'none',
    successIcon: false,
    heroAmount: true,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: true,
    title: 'Comprovante de transferência',
    scheduledTitle: 'Agendamento de transferência',
    when: [{ label: null, pattern: 'Eeee, dd de MMMM de yyyy, à\\s HH:mm:ss' }],
    scheduled: {
      label: 'Data programada',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Status', value: 'Programada' },
    },
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: false,
    headingStyle: 'bold',
    transactionHeading: null,
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: null,
      account: null,
      key: 'Chave',
      id: 'Código de identificação Pix',
      description: 'Mensagem',
      type: null,
    },
    labelSuffix: ':',
    docPrefix: true,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.345.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'title',
    shout: false,
    phoneKey: 'plain',
    authentication: { label: 'Número da transação', groups: [11], separator: '' },
    footer: ['Mercado Pago Instituição de Pagamento Ltda.', 'Ajuda: mercadopago.com.br/ajuda'],
    button: null,
  },
  {
    name: 'c6 bank',
    bank: 'C6 Bank',
    ispb: '31872495',
    payerInstitution: 'BANCO C6 S.A.',
    family: 'label above',
    theme: 'dark',
    font: 'Go',
    strongFont: 'Go Medium',
    width: 1170,
    dpWidth: 390,
    aspect: 2.164,
    statusBar: 'ios',
    palette: {
      background: '#000000',
      surface: '#141414',
      text: '#f5f5f5',
      muted: '#8c8c8c',
      accent: '#c9a96e',
      onAccent: '#000000',
      separator: '#262626',
    },
    header: 'plain',
    logo: 'C6',
    cards: true,
    separator: 'none',
    successIcon: false,
    heroAmount: true,
    heroAlign: 'start',
    amountFormat: 'R$1.234,56',
    smallCents: false,
    title: 'Transferência realizada',
    scheduledTitle: 'Transferência agendada',
    when: [{ label: 'Data e hora', pattern: 'dd/MM/yyyy à\\s HH:mm' }],
    scheduled: {
      label: 'Agendada para',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Status', value: 'Agendada' },
    },
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    recipientFirst: true,
    headingStyle: 'caps',
    transactionHeading: 'Dados da transferência',
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      key: 'Chave Pix',
      id: 'ID da transação',
      description: 'Descrição',
      type: 'Tipo de transferência',
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.345.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'title',
    shout: false,
    phoneKey: 'formatted',
    authentication: null,
    footer: ['Banco C6 S.A. - CNPJ 31.872.495/0001-72', 'Ouvidoria: 0800 660 0060'],
    button: 'Compartilhar',
  },
  {
    name: 'pagbank',
    bank: 'PagBank',
    ispb: '08561701',
    payerInstitution: 'PAGSEGURO INTERNET IP S.A.',
    family: 'label above',
    theme: 'light',
    font: 'Averia Sans GWF',
    strongFont: 'Averia Sans GWF',
    width: 720,
    dpWidth: 360,
    aspect: 2.111,
    statusBar: null,
    palette: {
      background: WHITE,
      surface: '#f7f7f2',
      text: '#1a1a1a',
      muted: '#6b6b6b',
      accent: '#00a859',
      onAccent: WHITE,
      separator: '#e8e8e0',
      bar: '#ffc801',
      onBar: '#1a1a1a',
    },
    header: 'bar',
    logo: 'PagBank',
    cards: false,
    separator: 'line',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'middle',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Pix enviado com sucesso',
    scheduledTitle: 'Pix agendado com sucesso',
    when: [{ label: 'Data e hora', pattern: 'dd mmm yyyy - HH:mm:ss' }],
    scheduled: { label: 'Data do agendamento', pattern: 'dd mmm yyyy', status: null },
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    recipientFirst: true,
    headingStyle: 'accent',
    transactionHeading: null,
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: null,
      account: null,
      key: 'Chave Pix',
      id: 'Código da transação Pix',
      description: 'Mensagem',
      type: null,
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '***.456.789-**',
    cnpjMask: '**.345.678/0001-**',
    truncateAt: 26,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'plain',
    authentication: { label: 'Código de autenticação', groups: [8, 4, 4, 4, 12], separator: '-' },
    footer: ['PagSeguro Internet Instituição de Pagamento S.A.', 'CNPJ 08.561.701/0001-01', 'SAC 0800 728 2174'],
    button: null,
  },
  {
    name: 'sicredi',
    bank: 'Sicredi',
    ispb: '01181521',
    payerInstitution: 'BCO COOPERATIVO SICREDI S.A.',
    family: 'no label',
    theme: 'light',
    font: 'Averia Sans GWF',
    strongFont: 'Averia Sans GWF',
    width: 1080,
    dpWidth: 412,
    aspect: 2.222,
    statusBar: 'android',
    palette: {
      background: WHITE,
      surface: '#f3f8ef',
      text: '#23301c',
      muted: '#66725f',
      accent: '#3fa110',
      onAccent: WHITE,
      separator: '#dfe8d8',
      bar: '#3fa110',
      onBar: WHITE,
    },
    header: 'bar',
    logo: 'S',
    cards: true,
    separator: 'none',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'middle',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Transferência realizada',
    scheduledTitle: 'Transferência agendada',
    when: [{ label: null, pattern: 'dd/MM/yyyy - HH\\hmm\\mi\\n' }],
    scheduled: {
      label: 'Data do débito',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Situação', value: 'Agendada' },
    },
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    recipientFirst: true,
    headingStyle: 'accent',
    transactionHeading: null,
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: 'Ag',
      account: 'Conta',
      key: 'Chave',
      id: 'ID da transação',
      description: 'Descrição',
      type: null,
    },
    labelSuffix: '',
    docPrefix: true,
    cpfMask: '***.456.789-**',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: 27,
    ellipsis: '…',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'formatted',
    authentication: { label: 'Protocolo', groups: [6, 6], separator: '' },
    footer: ['Sicredi Fone: 0800 724 7220', 'SAC: 0800 724 7220 · Ouvidoria: 0800 646 2519'],
    button: 'Compartilhar comprovante',
  },
  {
    name: 'sicoob',
    bank: 'Sicoob',
    ispb: '02038232',
    payerInstitution: 'BANCO SICOOB S.A.',
    family: 'no label',
    theme: 'dark',
    font: 'Universalis ADF Std',
    strongFont: 'Universalis ADF Std',
    width: 1080,
    dpWidth: 360,
    aspect: 2.0,
    statusBar: 'android',
    palette: {
      background: '#003641',
      surface: '#0b4652',
      text: '#f1f7f7',
      muted: '#a3c2c6',
      accent: '#00ae9d',
      onAccent: WHITE,
      separator: '#1c5763',
    },
    header: 'logo',
    logo: 'sicoob',
    cards: true,
    separator: 'none',
    successIcon: false,
    heroAmount: true,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Comprovante Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    when: [{ label: 'Realizado em', pattern: 'dd/MM/yyyy HH:mm:ss' }],
    scheduled: {
      label: 'Data agendada',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Situação', value: 'Agendado' },
    },
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    recipientFirst: false,
    headingStyle: 'caps',
    transactionHeading: null,
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      key: 'Chave Pix',
      id: 'ID',
      description: 'Descrição',
      type: null,
    },
    labelSuffix: ':',
    docPrefix: false,
    cpfMask: '***456789**',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'plain',
    authentication: { label: 'Autenticação', groups: [5, 5, 5, 5], separator: ' ' },
    footer: ['Sicoob - Sistema de Cooperativas de Crédito do Brasil', 'SAC 0800 724 4420 · Ouvidoria 0800 725 0996'],
    button: null,
  },
  {
    name: 'banrisul',
    bank: 'Banrisul',
    ispb: '92702067',
    payerInstitution: 'BCO DO ESTADO DO RS S.A.',
    family: 'label above',
    theme: 'light',
    font: 'Go',
    strongFont: 'Go Medium',
    width: 750,
    dpWidth: 375,
    aspect: 1.779,
    statusBar: 'ios',
    palette: {
      background: '#f5f8fb',
      surface: WHITE,
      text: '#14283c',
      muted: '#5a6b7d',
      accent: '#0064a6',
      onAccent: WHITE,
      separator: '#dbe4ec',
      bar: '#0064a6',
      onBar: WHITE,
    },
    header: 'bar',
    logo: 'B',
    cards: true,
    separator: 'none',
    successIcon: false,
    heroAmount: false,
    heroAlign: 'start',
    amountFormat: 'R$ 1234,56',
    smallCents: false,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de agendamento de Pix',
    when: [{ label: 'Data e hora', pattern: 'Eee, dd/MM/yy HH:mm' }],
    scheduled: {
      label: 'Data de pagamento',
      pattern: 'dd/MM/yyyy',
      status: { label: 'Situação', value: 'Agendado' },
    },
    recipientHeading: 'Dados do recebedor',
    payerHeading: 'Dados do pagador',
    recipientFirst: false,
    headingStyle: 'accent',
    transactionHeading: null,
    labels: {
      amount: 'Valor',
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
      key: 'Chave Pix',
      id: 'Identificador da transação',
      description: 'Descrição',
      type: null,
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '***456789**',
    cnpjMask: '12.345.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'plain',
    authentication: { label: 'Código de autenticação', groups: [4, 4, 4, 4, 4], separator: '.' },
    footer: ['Banrisul - SAC 0800 646 1515', 'Ouvidoria 0800 644 2200'],
    button: null,
  },
  {
    name: 'neon',
    bank: 'Neon',
    ispb: '20855875',
    payerInstitution: 'NEON PAGAMENTOS S.A. IP',
    family: 'no label',
    theme: 'dark',
    font: 'Averia Sans GWF',
    strongFont: 'Averia Sans GWF',
    width: 1125,
    dpWidth: 375,
    aspect: 2.165,
    statusBar: 'ios',
    palette: {
      background: '#0b1736',
      surface: '#13224a',
      text: '#f3f6ff',
      muted: '#9fb0d6',
      accent: '#00d9f0',
      onAccent: '#062033',
      separator: '#22335e',
    },
    header: 'plain',
    logo: 'neon',
    cards: false,
    separator: 'dashed',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'middle',
    amountFormat: 'R$ 1.234,56',
    smallCents: false,
    title: 'Pix enviado!',
    scheduledTitle: 'Pix agendado!',
    when: [{ label: null, pattern: 'dd/MM/yyyy • HH:mm' }],
    scheduled: { label: 'Vai ser enviado em', pattern: 'dd/MM/yyyy', status: null },
    recipientHeading: 'Para',
    payerHeading: 'De',
    recipientFirst: true,
    headingStyle: 'accent',
    transactionHeading: null,
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Instituição',
      agency: null,
      account: null,
      key: 'Chave',
      id: 'ID da transação',
      description: 'Mensagem',
      type: null,
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '•••.456.789-••',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: 29,
    ellipsis: '...',
    nameCase: 'title',
    shout: false,
    phoneKey: 'formatted',
    authentication: null,
    footer: ['Neon Pagamentos S.A. - Instituição de Pagamento', 'Ouvidoria: 0800 940 0111'],
    button: 'Compartilhar comprovante',
  },
  {
    name: 'btg pactual',
    bank: 'BTG Pactual',
    ispb: '30306294',
    payerInstitution: 'BANCO BTG PACTUAL S.A.',
    family: 'label above',
    theme: 'dark',
    font: 'Universalis ADF Std',
    strongFont: 'Universalis ADF Std',
    width: 1170,
    dpWidth: 390,
    aspect: 2.164,
    statusBar: 'ios',
    palette: {
      background: '#0a1930',
      surface: '#112443',
      text: '#eef2f8',
      muted: '#8ea0bf',
      accent: '#4d8fe8',
      onAccent: WHITE,
      separator: '#1f3357',
    },
    header: 'plain',
    logo: 'btg',
    cards: false,
    separator: 'line',
    successIcon: true,
    heroAmount: true,
    heroAlign: 'start',
    amountFormat: 'R$ 1.234,56',
    smallCents: true,
    title: 'Comprovante de transferência',
    scheduledTitle: 'Comprovante de agendamento',
    when: [{ label: 'Data', pattern: 'dd Mmm yyyy, HH:mm' }],
    scheduled: {
      label: 'Data programada',
      pattern: 'dd Mmm yyyy',
      status: { label: 'Status', value: 'Agendada' },
    },
    recipientHeading: 'Destinatário',
    payerHeading: 'Remetente',
    recipientFirst: true,
    headingStyle: 'caps',
    transactionHeading: 'Detalhes',
    labels: {
      amount: null,
      name: 'Nome',
      cpf: 'CPF',
      cnpj: 'CNPJ',
      institution: 'Banco',
      agency: 'Agência',
      account: 'Conta',
      key: 'Chave Pix',
      id: 'End to End ID',
      description: 'Descrição',
      type: 'Tipo',
    },
    labelSuffix: '',
    docPrefix: false,
    cpfMask: '•••.456.789-••',
    cnpjMask: '12.***.***/0001-**',
    truncateAt: null,
    ellipsis: '',
    nameCase: 'upper',
    shout: false,
    phoneKey: 'formatted',
    authentication: null,
    footer: ['Banco BTG Pactual S.A.', 'SAC 0800 001 0000 · Ouvidoria 0800 722 0048'],
    button: 'Compartilhar',
  },
];

export function pierLayout(name: string): PierLayout {
  const layout = PIER_LAYOUTS.find((candidate) => candidate.name === name);
  if (!layout) throw new Error(`Unknown pier layout: ${name}`);
  return layout;
}

function layoutOf(layout: PierLayout | string): PierLayout {
  return typeof layout === 'string' ? pierLayout(layout) : layout;
}

// ---------------------------------------------------------------------------------------------------------------
// Documents and masks

const MASK_CHARS = new Set(['*', '•', 'X']);

/** Whether each of the document's digits is visible under a mask template (digits in it show, mask characters hide). */
export function visibleDigitPositions(template: string): boolean[] {
  return [...template].filter((char) => /\d/.test(char) || MASK_CHARS.has(char)).map((char) => /\d/.test(char));
}

function applyMask(template: string, digits: string): string {
  const slots = visibleDigitPositions(template).length;
  if (digits.length !== slots) throw new Error(`Mask ${template} needs ${slots} digits, got ${digits}`);
  let index = 0;
  let out = '';
  for (const char of template) {
    if (/\d/.test(char)) out += digits[index++];
    else if (MASK_CHARS.has(char)) {
      out += char;
      index++;
    } else out += char;
  }
  return out;
}

/** The document as this layout prints it: CPF (11 digits) or CNPJ (14 digits) under the layout's fixed mask. */
export function maskDocument(layout: PierLayout | string, digits: string): string {
  const chosen = layoutOf(layout);
  if (!/^\d{11}$|^\d{14}$/.test(digits)) throw new Error(`Not a CPF or CNPJ: ${digits}`);
  return applyMask(digits.length === 11 ? chosen.cpfMask : chosen.cnpjMask, digits);
}

export function documentMaskTemplate(layout: PierLayout | string, digits: string): string {
  const chosen = layoutOf(layout);
  return digits.length === 11 ? chosen.cpfMask : chosen.cnpjMask;
}

function checkDigit(base: string, weights: number[]): string {
  const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? '0' : String(11 - rest);
}

/** The 11-digit CPF whose first nine digits are given. */
export function completeCpf(nine: string): string {
  const first = checkDigit(nine, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(nine + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return nine + first + second;
}

/** The 14-digit CNPJ whose first twelve digits are given. */
export function completeCnpj(twelve: string): string {
  const first = checkDigit(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(twelve + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return twelve + first + second;
}

export function formatCnpj(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The receipt model

export interface PierParty {
  /** The holder's name as registered (upper case). */
  name: string;
  /** CPF (11) or CNPJ (14) digits. */
  document: string;
  institution: string;
  agency?: string;
  account?: string;
}

/** The phone the screenshot was taken on, and how it was compressed. */
export interface PierScreen {
  clock: string;
  battery: number;
  signal: number;
  quality: number;
  /** Final width / layout width (1 when the screenshot was not resized). */
  resample: number;
}

export interface PierReceipt {
  layout: string;
  status: 'paid' | 'scheduled';
  amountCents: number;
  /** ISO UTC instant: when the Pix was paid, or (scheduled) when the scheduling was made. */
  at: string;
  /** Scheduled receipts: the local date the payment is scheduled for, yyyy-mm-dd. */
  scheduledFor?: string;
  recipient: PierParty;
  /** The recipient's Pix key when the receipt prints it (e-mail, +55 phone, CPF/CNPJ digits or random key). */
  recipientKey?: string;
  payer: PierParty;
  description?: string;
  endToEndId: string;
  authentication?: string;
  screen: PierScreen;
}

// ---------------------------------------------------------------------------------------------------------------
// What the app prints

export type PrintedRole =
  | 'amount'
  | 'when'
  | 'scheduled for'
  | 'status'
  | 'type'
  | 'name'
  | 'document'
  | 'institution'
  | 'agency'
  | 'account'
  | 'key'
  | 'description'
  | 'id'
  | 'authentication';

export interface PrintedField {
  role: PrintedRole;
  label: string | null;
  value: string;
}

export interface PrintedSection {
  role: 'summary' | 'recipient' | 'payer' | 'transaction';
  heading: string | null;
  fields: PrintedField[];
}

export interface PrintedReceipt {
  layout: string;
  title: string;
  sections: PrintedSection[];
  footer: string[];
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
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

interface LocalParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const SAO_PAULO = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The America/Sao_Paulo wall clock of an instant. */
export function saoPauloParts(instant: Date): LocalParts {
  const parts = Object.fromEntries(SAO_PAULO.formatToParts(instant).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function dateOnlyParts(isoDate: string): LocalParts {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: 0,
    minute: 0,
    second: 0,
  };
}

const pad2 = (value: number): string => String(value).padStart(2, '0');
const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Formats local parts with a pattern; a backslash makes the next character literal. */
export function formatPierDate(pattern: DatePattern, parts: LocalParts): string {
  const month = MONTHS[parts.month - 1] ?? '';
  const weekday = WEEKDAYS[parts.weekday] ?? '';
  const longWeekday = parts.weekday === 0 || parts.weekday === 6 ? weekday : `${weekday}-feira`;
  const tokens: Array<[string, () => string]> = [
    ['EEEE', () => longWeekday],
    ['Eeee', () => capitalise(longWeekday)],
    ['MMMM', () => month],
    ['yyyy', () => String(parts.year)],
    ['EEE', () => weekday],
    ['Eee', () => capitalise(weekday.slice(0, 3))],
    ['MMM', () => month.slice(0, 3).toUpperCase()],
    ['Mmm', () => capitalise(month.slice(0, 3))],
    ['mmm', () => month.slice(0, 3)],
    ['yy', () => pad2(parts.year % 100)],
    ['dd', () => pad2(parts.day)],
    ['MM', () => pad2(parts.month)],
    ['HH', () => pad2(parts.hour)],
    ['mm', () => pad2(parts.minute)],
    ['ss', () => pad2(parts.second)],
  ];
  let out = '';
  let index = 0;
  while (index < pattern.length) {
    if (pattern[index] === '\\') {
      out += pattern[index + 1] ?? '';
      index += 2;
      continue;
    }
    const token = tokens.find(([key]) => pattern.startsWith(key, index));
    if (token) {
      out += token[1]();
      index += token[0].length;
    } else {
      out += pattern[index];
      index++;
    }
  }
  return out;
}

export function formatPierAmount(layout: PierLayout | string, cents: number): string {
  const chosen = layoutOf(layout);
  const reais = Math.floor(cents / 100);
  const centavos = pad2(cents % 100);
  const grouped =
    chosen.amountFormat === 'R$ 1234,56' ? String(reais) : String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const separator = chosen.amountFormat === 'R$1.234,56' ? '' : ' ';
  return `R$${separator}${grouped},${centavos}`;
}

const CONNECTORS = new Set(['DE', 'DA', 'DO', 'DOS', 'DAS', 'E']);
const KEEP_UPPER = new Set(['ME', 'SA', 'S.A.', 'IP', 'SCD', 'EPP']);

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) => {
      if (index > 0 && CONNECTORS.has(word)) return word.toLowerCase();
      if (KEEP_UPPER.has(word)) return word;
      return word.charAt(0) + word.slice(1).toLowerCase();
    })
    .join(' ');
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The holder's name as this layout prints it: its letter case, cut at its limit (with its ellipsis). */
export function printedName(layout: PierLayout | string, name: string): string {
  const chosen = layoutOf(layout);
  const cased = chosen.nameCase === 'title' ? titleCase(name) : name.toUpperCase();
  const shouted = chosen.shout ? stripAccents(cased).toUpperCase() : cased;
  if (chosen.truncateAt === null || shouted.length <= chosen.truncateAt) return shouted;
  return shouted.slice(0, chosen.truncateAt).trimEnd() + chosen.ellipsis;
}

function printedKey(layout: PierLayout, key: string): string {
  if (/^\+55\d{10,11}$/.test(key) && layout.phoneKey === 'formatted') {
    const area = key.slice(3, 5);
    const local = key.slice(5);
    return `+55 (${area}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
  }
  if (/^\d{14}$/.test(key)) return formatCnpj(key);
  return key;
}

export function printReceipt(receipt: PierReceipt): PrintedReceipt {
  const layout = pierLayout(receipt.layout);
  const shout = (text: string): string => (layout.shout ? stripAccents(text).toUpperCase() : text);
  const label = (text: string | null): string | null => (text === null ? null : shout(text) + layout.labelSuffix);
  const amount = formatPierAmount(layout, receipt.amountCents);
  const local = saoPauloParts(new Date(receipt.at));

  const summary: PrintedField[] = [];
  if (layout.heroAmount) summary.push({ role: 'amount', label: label(layout.labels.amount), value: amount });
  for (const when of layout.when)
    summary.push({ role: 'when', label: label(when.label), value: shout(formatPierDate(when.pattern, local)) });
  if (receipt.status === 'scheduled') {
    if (!receipt.scheduledFor) throw new Error('A scheduled receipt needs scheduledFor');
    summary.push({
      role: 'scheduled for',
      label: label(layout.scheduled.label),
      value: shout(formatPierDate(layout.scheduled.pattern, dateOnlyParts(receipt.scheduledFor))),
    });
    if (layout.scheduled.status)
      summary.push({
        role: 'status',
        label: label(layout.scheduled.status.label),
        value: shout(layout.scheduled.status.value),
      });
  }
  if (!layout.heroAmount)
    summary.push({ role: 'amount', label: label(layout.labels.amount ?? 'Valor'), value: amount });
  if (layout.labels.type) summary.push({ role: 'type', label: label(layout.labels.type), value: 'Pix' });

  const party = (who: PierParty, key: string | undefined): PrintedField[] => {
    const documentLabel = who.document.length === 11 ? layout.labels.cpf : layout.labels.cnpj;
    const masked = maskDocument(layout, who.document);
    const fields: PrintedField[] = [];
    if (layout.family === 'no label') {
      fields.push({ role: 'name', label: null, value: printedName(layout, who.name) });
      fields.push({ role: 'document', label: null, value: layout.docPrefix ? `${documentLabel} ${masked}` : masked });
      fields.push({ role: 'institution', label: null, value: shout(who.institution) });
      if (layout.labels.agency && layout.labels.account && who.agency && who.account)
        fields.push({
          role: 'account',
          label: null,
          value: `${layout.labels.agency} ${who.agency} · ${layout.labels.account} ${who.account}`,
        });
      if (key) fields.push({ role: 'key', label: null, value: `${layout.labels.key}: ${printedKey(layout, key)}` });
      return fields;
    }
    fields.push({ role: 'name', label: label(layout.labels.name), value: printedName(layout, who.name) });
    fields.push({ role: 'document', label: label(documentLabel), value: masked });
    fields.push({ role: 'institution', label: label(layout.labels.institution), value: shout(who.institution) });
    if (layout.labels.agency && who.agency)
      fields.push({ role: 'agency', label: label(layout.labels.agency), value: who.agency });
    if (layout.labels.account && who.account)
      fields.push({ role: 'account', label: label(layout.labels.account), value: who.account });
    if (key) fields.push({ role: 'key', label: label(layout.labels.key), value: printedKey(layout, key) });
    return fields;
  };

  const recipient: PrintedSection = {
    role: 'recipient',
    heading: shout(layout.recipientHeading),
    fields: party(receipt.recipient, receipt.recipientKey),
  };
  const payer: PrintedSection = {
    role: 'payer',
    heading: shout(layout.payerHeading),
    fields: party(receipt.payer, undefined),
  };

  const transaction: PrintedField[] = [];
  if (receipt.description)
    transaction.push({ role: 'description', label: label(layout.labels.description), value: receipt.description });
  transaction.push({ role: 'id', label: label(layout.labels.id), value: receipt.endToEndId });
  if (layout.authentication && receipt.authentication)
    transaction.push({
      role: 'authentication',
      label: label(layout.authentication.label),
      value: receipt.authentication,
    });

  return {
    layout: layout.name,
    title: shout(receipt.status === 'scheduled' ? layout.scheduledTitle : layout.title),
    sections: [
      { role: 'summary', heading: null, fields: summary },
      ...(layout.recipientFirst ? [recipient, payer] : [payer, recipient]),
      {
        role: 'transaction',
        heading: layout.transactionHeading === null ? null : shout(layout.transactionHeading),
        fields: transaction,
      },
    ],
    footer: layout.footer.map(shout),
  };
}

/** Formats random characters as this layout's authentication code. */
export function formatAuthentication(layout: PierLayout | string, characters: string): string | undefined {
  const chosen = layoutOf(layout);
  if (!chosen.authentication) return undefined;
  const groups: string[] = [];
  let index = 0;
  for (const size of chosen.authentication.groups) {
    groups.push(characters.slice(index, index + size));
    index += size;
  }
  return groups.join(chosen.authentication.separator);
}

export function authenticationLength(layout: PierLayout | string): number {
  const chosen = layoutOf(layout);
  return chosen.authentication ? chosen.authentication.groups.reduce((total, size) => total + size, 0) : 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing

const WIDTH_FACTORS: Record<PierFont, { upper: number; lower: number; digit: number; space: number; other: number }> = {
  Go: { upper: 0.7, lower: 0.54, digit: 0.56, space: 0.3, other: 0.38 },
  'Universalis ADF Std': { upper: 0.6, lower: 0.5, digit: 0.54, space: 0.28, other: 0.32 },
  'Averia Sans GWF': { upper: 0.63, lower: 0.51, digit: 0.55, space: 0.28, other: 0.36 },
};

/** An over-estimate of the rendered width of a text (px), from per-font average advances (bold is ~5% wider). */
function textWidth(text: string, size: number, font: PierFont, bold: boolean): number {
  const factors = WIDTH_FACTORS[font];
  let units = 0;
  for (const char of text) {
    if (char === ' ') units += factors.space;
    else if (/\d/.test(char)) units += factors.digit;
    else if (/[A-ZÀ-Ý@WM]/.test(char)) units += char === 'W' || char === 'M' ? factors.upper * 1.3 : factors.upper;
    else if (/[a-zß-ÿ]/.test(char)) units += char === 'm' || char === 'w' ? factors.lower * 1.5 : factors.lower;
    else units += factors.other;
  }
  return units * size * (bold ? 1.06 : 1);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The text as SVG tspans split between the letter pairs a font may join (Universalis ADF draws "AE"/"oe" as Æ/œ, and
 * librsvg ignores font-variant-ligatures): an app prints the letters, so the screen must show them.
 */
function unligated(value: string): string {
  return `<tspan>${escapeXml(value).replace(/([AaOo])(?=[Ee])/g, '$1</tspan><tspan>')}</tspan>`;
}

interface TextStyle {
  size: number;
  color: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  strong?: boolean;
  spacing?: number;
}

class Canvas {
  readonly layout: PierLayout;
  readonly elements: string[] = [];
  readonly s: number;
  readonly width: number;
  readonly pad: number;
  y: number;

  constructor(layout: PierLayout) {
    this.layout = layout;
    this.width = layout.width;
    this.s = layout.width / layout.dpWidth;
    this.pad = 20 * this.s;
    this.y = 0;
  }

  dp(value: number): number {
    return value * this.s;
  }

  get contentWidth(): number {
    return this.width - 2 * this.pad;
  }

  text(x: number, y: number, value: string, style: TextStyle): void {
    const family = style.strong ? this.layout.strongFont : this.layout.font;
    const weight = style.bold ? ' font-weight="bold"' : '';
    const anchor = style.anchor && style.anchor !== 'start' ? ` text-anchor="${style.anchor}"` : '';
    const spacing = style.spacing ? ` letter-spacing="${(style.spacing * this.s).toFixed(1)}"` : '';
    this.elements.push(
      `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${family}" font-size="${style.size.toFixed(1)}"${weight}${anchor}${spacing} fill="${style.color}" xml:space="preserve">${unligated(value)}</text>`,
    );
  }

  rect(x: number, y: number, width: number, height: number, fill: string, radius = 0, stroke?: string): void {
    const outline = stroke ? ` stroke="${stroke}" stroke-width="${this.dp(1).toFixed(1)}"` : '';
    this.elements.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${radius.toFixed(1)}" fill="${fill}"${outline}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width: number, dashed = false): void {
    const dash = dashed ? ` stroke-dasharray="${this.dp(4).toFixed(1)} ${this.dp(3).toFixed(1)}"` : '';
    this.elements.push(
      `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${color}" stroke-width="${width.toFixed(1)}"${dash}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string): void {
    const outline = stroke ? ` stroke="${stroke}" stroke-width="${this.dp(2).toFixed(1)}"` : '';
    this.elements.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${outline}/>`,
    );
  }

  path(d: string, stroke: string, width: number, fill = 'none'): void {
    this.elements.push(
      `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  measure(value: string, size: number, bold = false): number {
    return textWidth(value, size, this.layout.font, bold);
  }

  /** Splits a text into lines no wider than maxWidth, at spaces (or anywhere for a long unspaced run). */
  wrap(value: string, maxWidth: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.measure(candidate, size, bold) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (this.measure(current, size, bold) > maxWidth && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && this.measure(current.slice(0, cut), size, bold) > maxWidth) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines;
  }
}

function drawStatusBar(canvas: Canvas, screen: PierScreen, color: string, background: string): void {
  const { layout } = canvas;
  const height = canvas.dp(layout.statusBar === 'ios' ? 44 : 26);
  canvas.rect(0, 0, canvas.width, height, background);
  const baseline = height * (layout.statusBar === 'ios' ? 0.64 : 0.7);
  const size = canvas.dp(layout.statusBar === 'ios' ? 15 : 13);
  const clockX = layout.statusBar === 'ios' ? canvas.dp(52) : canvas.dp(16);
  canvas.text(clockX, baseline, screen.clock, {
    size,
    color,
    bold: layout.statusBar === 'ios',
    anchor: layout.statusBar === 'ios' ? 'middle' : 'start',
    strong: true,
  });
  // Battery.
  const batteryWidth = canvas.dp(layout.statusBar === 'ios' ? 25 : 12);
  const batteryHeight = canvas.dp(layout.statusBar === 'ios' ? 12 : 18);
  const right = canvas.width - canvas.dp(layout.statusBar === 'ios' ? 24 : 14);
  const batteryX = right - batteryWidth;
  const batteryY = baseline - batteryHeight + canvas.dp(1);
  canvas.rect(batteryX, batteryY, batteryWidth, batteryHeight, 'none', canvas.dp(3), color);
  const level = Math.max(0.08, screen.battery / 100);
  if (layout.statusBar === 'ios') {
    canvas.rect(
      batteryX + canvas.dp(2),
      batteryY + canvas.dp(2),
      (batteryWidth - canvas.dp(4)) * level,
      batteryHeight - canvas.dp(4),
      color,
      canvas.dp(1.5),
    );
    canvas.rect(
      right + canvas.dp(1),
      batteryY + batteryHeight * 0.3,
      canvas.dp(2),
      batteryHeight * 0.4,
      color,
      canvas.dp(1),
    );
  } else {
    const fill = (batteryHeight - canvas.dp(3)) * level;
    canvas.rect(
      batteryX + canvas.dp(1.5),
      batteryY + batteryHeight - canvas.dp(1.5) - fill,
      batteryWidth - canvas.dp(3),
      fill,
      color,
    );
    canvas.text(batteryX - canvas.dp(4), baseline, `${screen.battery}%`, { size: size * 0.92, color, anchor: 'end' });
  }
  // Wi-Fi and signal.
  const iconsRight = layout.statusBar === 'ios' ? batteryX - canvas.dp(8) : batteryX - canvas.dp(40);
  const wifiX = iconsRight - canvas.dp(8);
  for (let arc = 1; arc <= 3; arc++) {
    const r = canvas.dp(3 * arc);
    canvas.path(
      `M ${(wifiX - r * 0.8).toFixed(1)} ${(baseline - r * 0.55).toFixed(1)} Q ${wifiX.toFixed(1)} ${(baseline - r * 1.25).toFixed(1)} ${(wifiX + r * 0.8).toFixed(1)} ${(baseline - r * 0.55).toFixed(1)}`,
      color,
      canvas.dp(1.6),
    );
  }
  canvas.circle(wifiX, baseline - canvas.dp(0.5), canvas.dp(1.4), color);
  const barsRight = wifiX - canvas.dp(14);
  for (let bar = 0; bar < 4; bar++) {
    const barHeight = canvas.dp(3 + bar * 2.5);
    const x = barsRight - canvas.dp((3 - bar) * 4.5);
    canvas.rect(
      x,
      baseline - barHeight,
      canvas.dp(3),
      barHeight,
      bar < screen.signal ? color : `${color}55`,
      canvas.dp(0.8),
    );
  }
  canvas.y = height;
}

function drawHeader(canvas: Canvas): void {
  const { layout } = canvas;
  const pal = layout.palette;
  if (layout.header === 'bar') {
    const height = canvas.dp(56);
    const onBar = pal.onBar ?? pal.onAccent;
    canvas.rect(0, canvas.y, canvas.width, height, pal.bar ?? pal.accent);
    const mid = canvas.y + height / 2;
    canvas.path(
      `M ${canvas.dp(26)} ${mid - canvas.dp(7)} L ${canvas.dp(19)} ${mid} L ${canvas.dp(26)} ${mid + canvas.dp(7)}`,
      onBar,
      canvas.dp(2.2),
    );
    canvas.text(canvas.dp(44), mid + canvas.dp(6), layout.shout ? layout.bank.toUpperCase() : layout.bank, {
      size: canvas.dp(17),
      color: onBar,
      bold: true,
      strong: true,
    });
    canvas.rect(
      canvas.width - canvas.dp(54),
      mid - canvas.dp(13),
      canvas.dp(34),
      canvas.dp(26),
      'none',
      canvas.dp(13),
      onBar,
    );
    canvas.text(canvas.width - canvas.dp(37), mid + canvas.dp(4), layout.logo.slice(0, 2), {
      size: canvas.dp(11),
      color: onBar,
      anchor: 'middle',
      bold: true,
    });
    canvas.y += height + canvas.dp(22);
  } else if (layout.header === 'plain') {
    const mid = canvas.y + canvas.dp(28);
    const x = canvas.dp(20);
    canvas.path(
      `M ${x} ${mid - canvas.dp(8)} L ${x + canvas.dp(16)} ${mid + canvas.dp(8)} M ${x + canvas.dp(16)} ${mid - canvas.dp(8)} L ${x} ${mid + canvas.dp(8)}`,
      pal.text,
      canvas.dp(2),
    );
    const share = canvas.width - canvas.dp(32);
    canvas.path(
      `M ${share} ${mid + canvas.dp(2)} L ${share} ${mid - canvas.dp(10)} M ${share - canvas.dp(6)} ${mid - canvas.dp(4)} L ${share} ${mid - canvas.dp(10)} L ${share + canvas.dp(6)} ${mid - canvas.dp(4)} M ${share - canvas.dp(9)} ${mid} L ${share - canvas.dp(9)} ${mid + canvas.dp(9)} L ${share + canvas.dp(9)} ${mid + canvas.dp(9)} L ${share + canvas.dp(9)} ${mid}`,
      pal.accent,
      canvas.dp(2),
    );
    canvas.y += canvas.dp(64);
  } else {
    const size = canvas.dp(46);
    const x = canvas.width / 2 - size / 2;
    canvas.rect(x, canvas.y + canvas.dp(14), size, size, pal.accent, canvas.dp(14));
    canvas.text(canvas.width / 2, canvas.y + canvas.dp(14) + size * 0.62, layout.logo.slice(0, 3), {
      size: canvas.dp(14),
      color: pal.onAccent,
      anchor: 'middle',
      bold: true,
    });
    canvas.y += size + canvas.dp(30);
  }
}

function drawTitle(canvas: Canvas, printed: PrintedReceipt, scheduled: boolean): void {
  const { layout } = canvas;
  const pal = layout.palette;
  const centred = layout.heroAlign === 'middle';
  const x = centred ? canvas.width / 2 : canvas.pad;
  if (layout.successIcon) {
    const r = canvas.dp(22);
    const cx = centred ? canvas.width / 2 : canvas.pad + r;
    const cy = canvas.y + r;
    if (scheduled) {
      canvas.circle(cx, cy, r, 'none', pal.accent);
      canvas.path(
        `M ${cx} ${cy - r * 0.55} L ${cx} ${cy} L ${cx + r * 0.45} ${cy + r * 0.3}`,
        pal.accent,
        canvas.dp(2.5),
      );
    } else {
      canvas.circle(cx, cy, r, pal.accent);
      canvas.path(
        `M ${cx - r * 0.45} ${cy + r * 0.02} L ${cx - r * 0.1} ${cy + r * 0.36} L ${cx + r * 0.48} ${cy - r * 0.3}`,
        pal.onAccent,
        canvas.dp(3),
      );
    }
    canvas.y += 2 * r + canvas.dp(18);
  }
  const size = canvas.dp(layout.header === 'bar' ? 20 : 23);
  for (const line of canvas.wrap(printed.title, canvas.contentWidth, size, true)) {
    canvas.y += size;
    canvas.text(x, canvas.y, line, {
      size,
      color: pal.text,
      bold: true,
      strong: true,
      anchor: centred ? 'middle' : 'start',
    });
    canvas.y += size * 0.3;
  }
  canvas.y += canvas.dp(8);
}

function drawAmountHero(canvas: Canvas, field: PrintedField): void {
  const { layout } = canvas;
  const pal = layout.palette;
  const centred = layout.heroAlign === 'middle';
  const x = centred ? canvas.width / 2 : canvas.pad;
  const anchor = centred ? 'middle' : 'start';
  if (field.label) {
    canvas.y += canvas.dp(14);
    canvas.text(x, canvas.y, field.label, { size: canvas.dp(13), color: pal.muted, anchor });
    canvas.y += canvas.dp(6);
  }
  const size = canvas.dp(32);
  canvas.y += size;
  const family = layout.strongFont;
  if (layout.smallCents) {
    const comma = field.value.lastIndexOf(',');
    const [whole, cents] = [field.value.slice(0, comma), field.value.slice(comma)];
    canvas.elements.push(
      `<text x="${x.toFixed(1)}" y="${canvas.y.toFixed(1)}" font-family="${family}" font-weight="bold" font-size="${size.toFixed(1)}" fill="${pal.text}"${centred ? ' text-anchor="middle"' : ''} xml:space="preserve">${escapeXml(whole)}<tspan font-size="${(size * 0.6).toFixed(1)}" dy="${(-size * 0.3).toFixed(1)}">${escapeXml(cents)}</tspan></text>`,
    );
  } else {
    canvas.text(x, canvas.y, field.value, { size, color: pal.text, bold: true, strong: true, anchor });
  }
  canvas.y += canvas.dp(14);
}

function drawPlainLine(canvas: Canvas, value: string): void {
  const pal = canvas.layout.palette;
  const centred = canvas.layout.heroAlign === 'middle';
  const size = canvas.dp(14);
  for (const line of canvas.wrap(value, canvas.contentWidth, size)) {
    canvas.y += size * 1.25;
    canvas.text(centred ? canvas.width / 2 : canvas.pad, canvas.y, line, {
      size,
      color: pal.muted,
      anchor: centred ? 'middle' : 'start',
    });
  }
  canvas.y += canvas.dp(8);
}

/** Unspaced values (ids, keys) shrink to fit one line rather than break, down to 75% of their size. */
function fitSize(canvas: Canvas, value: string, size: number, maxWidth: number, bold = false): number {
  if (value.includes(' ')) return size;
  const width = canvas.measure(value, size, bold);
  return width <= maxWidth ? size : Math.max(size * 0.75, (size * maxWidth) / width);
}

function drawFieldBeside(canvas: Canvas, field: PrintedField, left: number, right: number): void {
  const pal = canvas.layout.palette;
  const size = canvas.dp(14);
  const label = field.label ?? '';
  const labelWidth = canvas.measure(label, size);
  const stacked = field.role === 'id' || field.role === 'authentication' || field.role === 'description';
  if (stacked) {
    canvas.y += size * 1.2;
    canvas.text(left, canvas.y, label, { size, color: pal.muted });
    const valueSize = fitSize(canvas, field.value, size, right - left, true);
    for (const line of canvas.wrap(field.value, right - left, valueSize, true)) {
      canvas.y += valueSize * 1.35;
      canvas.text(left, canvas.y, line, { size: valueSize, color: pal.text, bold: true, strong: true });
    }
    canvas.y += canvas.dp(10);
    return;
  }
  const available = right - left - labelWidth - canvas.dp(16);
  const valueSize = fitSize(canvas, field.value, size, available, true);
  const lines = canvas.wrap(field.value, Math.max(available, canvas.dp(90)), valueSize, true);
  canvas.y += size * 1.2;
  canvas.text(left, canvas.y, label, { size, color: pal.muted });
  lines.forEach((line, index) => {
    if (index > 0) canvas.y += valueSize * 1.3;
    canvas.text(right, canvas.y, line, { size: valueSize, color: pal.text, bold: true, strong: true, anchor: 'end' });
  });
  canvas.y += canvas.dp(12);
}

function drawFieldAbove(canvas: Canvas, field: PrintedField, left: number, right: number): void {
  const pal = canvas.layout.palette;
  const labelSize = canvas.dp(12);
  const size = canvas.dp(15);
  if (field.label) {
    canvas.y += labelSize * 1.2;
    canvas.text(left, canvas.y, field.label, { size: labelSize, color: pal.muted });
    canvas.y += canvas.dp(4);
  }
  const valueSize = fitSize(canvas, field.value, size, right - left);
  for (const line of canvas.wrap(field.value, right - left, valueSize)) {
    canvas.y += valueSize * 1.25;
    canvas.text(left, canvas.y, line, { size: valueSize, color: pal.text, strong: true });
  }
  canvas.y += canvas.dp(12);
}

function drawFieldUnlabelled(canvas: Canvas, field: PrintedField, left: number, right: number): void {
  const pal = canvas.layout.palette;
  if (field.label) {
    drawFieldAbove(canvas, field, left, right);
    return;
  }
  const isName = field.role === 'name';
  const size = canvas.dp(isName ? 16 : 13.5);
  const valueSize = fitSize(canvas, field.value, size, right - left, isName);
  for (const line of canvas.wrap(field.value, right - left, valueSize, isName)) {
    canvas.y += valueSize * 1.3;
    canvas.text(left, canvas.y, line, {
      size: valueSize,
      color: isName ? pal.text : pal.muted,
      bold: isName,
      strong: isName,
    });
  }
  canvas.y += canvas.dp(isName ? 6 : 4);
}

function drawHeading(canvas: Canvas, heading: string, left: number): void {
  const { layout } = canvas;
  const pal = layout.palette;
  if (layout.headingStyle === 'caps') {
    const size = canvas.dp(12);
    canvas.y += size * 1.3;
    canvas.text(left, canvas.y, heading.toUpperCase(), { size, color: pal.muted, bold: true, spacing: 1.2 });
  } else {
    const size = canvas.dp(16);
    canvas.y += size * 1.25;
    canvas.text(left, canvas.y, heading, {
      size,
      color: layout.headingStyle === 'accent' ? pal.accent : pal.text,
      bold: true,
      strong: true,
    });
  }
  canvas.y += canvas.dp(8);
}

function drawSeparator(canvas: Canvas): void {
  const { layout } = canvas;
  if (layout.separator === 'none' || layout.cards) {
    canvas.y += canvas.dp(12);
    return;
  }
  canvas.y += canvas.dp(8);
  canvas.line(
    canvas.pad,
    canvas.y,
    canvas.width - canvas.pad,
    canvas.y,
    layout.palette.separator,
    canvas.dp(1),
    layout.separator === 'dashed',
  );
  canvas.y += canvas.dp(10);
}

function drawSection(canvas: Canvas, section: PrintedSection, fields: PrintedField[]): void {
  const { layout } = canvas;
  if (fields.length === 0 && !section.heading) return;
  const cardStart = canvas.elements.length;
  const top = canvas.y;
  const inset = layout.cards ? canvas.dp(16) : 0;
  const left = canvas.pad + inset;
  const right = canvas.width - canvas.pad - inset;
  if (layout.cards) canvas.y += canvas.dp(8);
  if (section.heading) drawHeading(canvas, section.heading, left);
  if (layout.family === 'no label' && (section.role === 'recipient' || section.role === 'payer')) {
    // A marker beside the block, as wallets draw their "De" / "Para" timeline.
    const marker = canvas.dp(5);
    canvas.circle(
      left - (layout.cards ? canvas.dp(8) : canvas.dp(10)),
      canvas.y + canvas.dp(15),
      marker * 0.6,
      layout.palette.accent,
    );
  }
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as PrintedField;
    const next = fields[index + 1];
    if (layout.family === 'label above' && field.role === 'agency' && next?.role === 'account') {
      // Agência and conta side by side, as the card-style apps lay them out.
      const top = canvas.y;
      const middle = (left + right) / 2;
      drawFieldAbove(canvas, field, left, middle - canvas.dp(8));
      const bottom = canvas.y;
      canvas.y = top;
      drawFieldAbove(canvas, next, middle, right);
      canvas.y = Math.max(bottom, canvas.y);
      index++;
      continue;
    }
    if (layout.family === 'label beside') drawFieldBeside(canvas, field, left, right);
    else if (layout.family === 'label above') drawFieldAbove(canvas, field, left, right);
    else drawFieldUnlabelled(canvas, field, left, right);
  }
  if (layout.cards) {
    canvas.y += canvas.dp(8);
    const card = `<rect x="${canvas.pad.toFixed(1)}" y="${top.toFixed(1)}" width="${canvas.contentWidth.toFixed(1)}" height="${(canvas.y - top).toFixed(1)}" rx="${canvas.dp(12).toFixed(1)}" fill="${layout.palette.surface}"/>`;
    canvas.elements.splice(cardStart, 0, card);
    canvas.y += canvas.dp(12);
  }
}

function drawFooter(canvas: Canvas, printed: PrintedReceipt): void {
  const { layout } = canvas;
  const pal = layout.palette;
  if (layout.button) {
    canvas.y += canvas.dp(12);
    const height = canvas.dp(48);
    canvas.rect(
      canvas.pad,
      canvas.y,
      canvas.contentWidth,
      height,
      pal.accent,
      canvas.dp(layout.name === 'nubank' ? 24 : 8),
    );
    canvas.text(canvas.width / 2, canvas.y + height / 2 + canvas.dp(5), layout.button, {
      size: canvas.dp(15),
      color: pal.onAccent,
      anchor: 'middle',
      bold: true,
      strong: true,
    });
    canvas.y += height + canvas.dp(16);
  }
  const size = canvas.dp(11.5);
  canvas.y += canvas.dp(8);
  for (const paragraph of printed.footer) {
    for (const line of canvas.wrap(paragraph, canvas.contentWidth, size)) {
      canvas.y += size * 1.35;
      canvas.text(canvas.width / 2, canvas.y, line, { size, color: pal.muted, anchor: 'middle' });
    }
  }
  canvas.y += canvas.dp(28);
}

export interface PierSvg {
  svg: string;
  width: number;
  height: number;
}

/** The receipt screen as an SVG, at the layout's width. */
export function pierReceiptSvg(receipt: PierReceipt): PierSvg {
  const layout = pierLayout(receipt.layout);
  const printed = printReceipt(receipt);
  const pal = layout.palette;
  const canvas = new Canvas(layout);

  if (layout.statusBar) {
    const barColour = layout.header === 'bar' ? (pal.bar ?? pal.accent) : pal.background;
    const onBar = layout.header === 'bar' ? (pal.onBar ?? pal.onAccent) : pal.text;
    drawStatusBar(canvas, receipt.screen, onBar, barColour);
  }
  drawHeader(canvas);
  drawTitle(canvas, printed, receipt.status === 'scheduled');

  const [summary, ...rest] = printed.sections;
  if (!summary) throw new Error('A printed receipt starts with its summary');
  const hero = layout.heroAmount ? summary.fields.find((field) => field.role === 'amount') : undefined;
  if (hero) drawAmountHero(canvas, hero);
  const plain = summary.fields.filter((field) => field !== hero && field.label === null);
  for (const field of plain) drawPlainLine(canvas, field.value);
  const labelled = summary.fields.filter((field) => field !== hero && field.label !== null);
  if (labelled.length > 0) {
    drawSeparator(canvas);
    drawSection(canvas, summary, labelled);
  }
  for (const section of rest) {
    drawSeparator(canvas);
    drawSection(canvas, section, section.fields);
  }
  drawFooter(canvas, printed);

  const height = Math.round(Math.max(canvas.y, layout.width * layout.aspect));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${height}" viewBox="0 0 ${layout.width} ${height}">`,
    `<rect x="0" y="0" width="${layout.width}" height="${height}" fill="${pal.background}"/>`,
    ...canvas.elements,
    '</svg>',
  ].join('\n');
  return { svg, width: layout.width, height };
}

/** Renders the receipt as the phone's JPEG screenshot. */
export async function renderPierReceipt(receipt: PierReceipt): Promise<Buffer> {
  const { svg, width, height } = pierReceiptSvg(receipt);
  let image = sharp(Buffer.from(svg));
  if (receipt.screen.resample !== 1) {
    image = sharp(await image.png({ compressionLevel: 0 }).toBuffer()).resize({
      width: Math.round(width * receipt.screen.resample),
      height: Math.round(height * receipt.screen.resample),
      kernel: 'lanczos3',
    });
  }
  return image.jpeg({ quality: receipt.screen.quality, chromaSubsampling: '4:2:0', mozjpeg: false }).toBuffer();
}
