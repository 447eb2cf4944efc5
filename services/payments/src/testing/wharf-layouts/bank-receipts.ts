// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

/*
 * The wharf layouts: sixteen imitations of Brazilian bank and wallet apps' PIX receipts
 * ("comprovante de transferência Pix"), drawn as SVG, rasterised by sharp and compressed as a phone would.
 * A receipt is what happened (who paid whom, how much, when) plus how the picture was taken; the layout decides
 * what gets printed (masks, cuts, labels, date and amount formats) and how it looks.
 */

const execFileAsync = promisify(execFile);

export type WharfFamily = 'label beside' | 'label above' | 'no label';
export type WharfTheme = 'light' | 'dark';
export type WharfFontFamily = 'Junction' | 'TeX Gyre Adventor' | 'Comic Neue';

export interface WharfFont {
  family: string;
  debianPackage: string;
}

export const WHARF_FONTS: readonly WharfFont[] = [
  { family: 'Junction', debianPackage: 'fonts-junction' },
  { family: 'TeX Gyre Adventor', debianPackage: 'fonts-texgyre' },
  { family: 'Comic Neue', debianPackage: 'fonts-comic-neue' },
];

/** Throws an Error naming every family of `list` that fontconfig does not know, with the Debian package to install. */
export async function assertWharfLayoutFontsAvailable(list: readonly WharfFont[] = WHARF_FONTS): Promise<void> {
  let installed = new Set<string>();
  try {
    const { stdout } = await execFileAsync('fc-list', [':', 'family']);
    installed = new Set(
      stdout
        .split('\n')
        .flatMap((line) => line.split(','))
        .map((family) => family.trim().toLowerCase())
        .filter((family) => family.length > 0),
    );
  } catch {
    // No fontconfig at all: every family is missing.
  }
  const missing = list.filter((font) => !installed.has(font.family.toLowerCase()));
  if (missing.length > 0) {
    const named = missing.map((font) => `${font.family} (Debian package ${font.debianPackage})`).join(', ');
    throw new Error(`The wharf layouts need fonts that are not installed: ${named}. Install them with apt-get.`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Documents

export type WharfDocumentKind = 'CPF' | 'CNPJ';

export function documentKind(document: string): WharfDocumentKind {
  if (/^\d{11}$/.test(document)) return 'CPF';
  if (/^\d{14}$/.test(document)) return 'CNPJ';
  throw new Error(`Not a CPF or CNPJ of digits only: ${document}`);
}

function checkDigit(digits: string, weights: readonly number[]): string {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? '0' : String(11 - rest);
}

/** The full CPF from its first nine digits. */
export function completeCpf(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`A CPF base has nine digits: ${base}`);
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(base + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + first + second;
}

/** The full CNPJ from its first twelve digits (root and branch). */
export function completeCnpj(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`A CNPJ base has twelve digits: ${base}`);
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base + first + second;
}

export function hasValidCheckDigits(document: string): boolean {
  if (/^(\d)\1+$/.test(document)) return false;
  if (documentKind(document) === 'CPF') return completeCpf(document.slice(0, 9)) === document;
  return completeCnpj(document.slice(0, 12)) === document;
}

/**
 * How a layout prints documents: a template per kind, `#` a digit shown, `*` a digit hidden (drawn with `char`),
 * anything else printed as is.
 */
export interface WharfMask {
  cpf: string;
  cnpj: string;
  char: string;
}

export const CPF_MASKED = '***.###.###-**';
export const CNPJ_MASKED = '##.***.***/####-**';
export const CNPJ_FULL = '##.###.###/####-##';

export function maskTemplate(mask: WharfMask, document: string): string {
  return documentKind(document) === 'CPF' ? mask.cpf : mask.cnpj;
}

export function maskDocument(mask: WharfMask, document: string): string {
  const template = maskTemplate(mask, document);
  let index = 0;
  let printed = '';
  for (const symbol of template) {
    if (symbol === '#') printed += document[index++] ?? '?';
    else if (symbol === '*') {
      printed += mask.char;
      index++;
    } else printed += symbol;
  }
  return printed;
}

/** The digits a template lets through, in order (what a reader of the masked document can see). */
export function visibleDigits(template: string, document: string): string {
  let index = 0;
  let visible = '';
  for (const symbol of template) {
    if (symbol === '#') visible += document[index++] ?? '';
    else if (symbol === '*') index++;
  }
  return visible;
}

/** The positions (0-based, into the digits) a template shows. */
export function visiblePositions(template: string): number[] {
  const positions: number[] = [];
  let index = 0;
  for (const symbol of template) {
    if (symbol === '#') positions.push(index++);
    else if (symbol === '*') index++;
  }
  return positions;
}

export function formatDocumentInFull(document: string): string {
  return maskDocument({ cpf: '###.###.###-##', cnpj: CNPJ_FULL, char: '*' }, document);
}

// ---------------------------------------------------------------------------------------------------------------
// Dates and amounts

export type WharfDateFormat =
  | 'dd/MM/yyyy - HH:mm:ss'
  | 'dd MMM yyyy - HH:mm:ss'
  | 'dd MMM yyyy às HH:mm'
  | 'weekday, dd de month de yyyy, HH:mm'
  | 'dd/MM/yyyy HHhmm'
  | 'dd/MM/yyyy às HH:mm:ss'
  | 'dd/MM/yyyy - HH:mm'
  | 'dd/MM/yyyy + HH:mm:ss';

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
const MONTHS_SHORT = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

const SAO_PAULO_OFFSET_MS = 3 * 3600 * 1000;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** São Paulo wall-clock time (UTC−3, no daylight saving) of an ISO instant. */
export function saoPauloTime(iso: string): LocalTime {
  const local = new Date(Date.parse(iso) - SAO_PAULO_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

export function formatDay(iso: string): string {
  const t = saoPauloTime(iso);
  return `${two(t.day)}/${two(t.month)}/${t.year}`;
}

export function formatClock(iso: string, seconds = false): string {
  const t = saoPauloTime(iso);
  return seconds ? `${two(t.hour)}:${two(t.minute)}:${two(t.second)}` : `${two(t.hour)}:${two(t.minute)}`;
}

/** The printed date and time in São Paulo; two strings (date, time) for the split format, else one. */
export function formatWharfDateTime(format: WharfDateFormat, iso: string): string[] {
  const t = saoPauloTime(iso);
  const day = formatDay(iso);
  const short = `${two(t.day)} ${MONTHS_SHORT[t.month - 1]} ${t.year}`;
  switch (format) {
    case 'dd/MM/yyyy - HH:mm:ss':
      return [`${day} - ${formatClock(iso, true)}`];
    case 'dd MMM yyyy - HH:mm:ss':
      return [`${short} - ${formatClock(iso, true)}`];
    case 'dd MMM yyyy às HH:mm':
      return [`${short} às ${formatClock(iso)}`];
    case 'weekday, dd de month de yyyy, HH:mm':
      return [`${WEEKDAYS[t.weekday]}, ${t.day} de ${MONTHS[t.month - 1]} de ${t.year}, ${formatClock(iso)}`];
    case 'dd/MM/yyyy HHhmm':
      return [`${day} ${two(t.hour)}h${two(t.minute)}`];
    case 'dd/MM/yyyy às HH:mm:ss':
      return [`${day} às ${formatClock(iso, true)}`];
    case 'dd/MM/yyyy - HH:mm':
      return [`${day} - ${formatClock(iso)}`];
    case 'dd/MM/yyyy + HH:mm:ss':
      return [day, formatClock(iso, true)];
  }
}

/** '1153.40' → 'R$ 1.153,40' (spaced) or 'R$1.153,40' (tight). */
export function formatBrl(amount: string, style: 'spaced' | 'tight'): string {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`An amount has a dot and two decimals: ${amount}`);
  const reais = (match[1] ?? '0').replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$${style === 'spaced' ? ' ' : ''}${reais},${match[2]}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Layouts

interface WharfLogo {
  kind: 'badge' | 'circle' | 'word';
  text: string;
  color: string;
  textColor: string;
  /** The wordmark beside a badge or circle. */
  word?: string;
  wordColor?: string;
}

interface WharfStyle {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  divider: string;
  header: 'band' | 'plain' | 'centered';
  band?: string;
  bandText?: string;
  sections: 'cards' | 'lines' | 'dashed' | 'plain';
  logo: WharfLogo;
  /** The weight of values (labels are always regular). */
  valueWeight: 400 | 700;
  headingCase: 'as is' | 'upper';
  check: boolean;
  button?: string;
}

export interface WharfLabels {
  amount: string;
  date: string;
  time: string;
  type: string;
  name: string;
  payerName: string;
  /** 'by kind' prints CPF or CNPJ as the document is. */
  document: string;
  institution: string;
  agency: string;
  account: string;
  key: string;
  id: string;
  description: string;
  auth: string;
  scheduledOn: string;
  scheduledFor: string;
}

export interface WharfLayout {
  name: string;
  /** The payer's bank as the app prints it, and its ISPB (the end-to-end id's prefix). */
  institution: string;
  ispb: string;
  family: WharfFamily;
  theme: WharfTheme;
  font: WharfFontFamily;
  width: number;
  order: 'recipient first' | 'payer first';
  /** Transaction details (amount, date, type) before the parties, or after them. */
  detailsFirst: boolean;
  /** The bank cuts holder names at this many characters. */
  cut?: number;
  mask: WharfMask;
  dateFormat: WharfDateFormat;
  datePlacement: 'header' | 'row';
  amountFormat: 'spaced' | 'tight';
  headline: boolean;
  title: string;
  scheduledTitle: string;
  headings: { recipient: string; payer: string; details?: string; ids?: string };
  labels: WharfLabels;
  colon: boolean;
  /** How rows outside the parties are laid out in the no-label family. */
  detailRows: 'beside' | 'above';
  showAccount: boolean;
  auth?: 'hex' | 'sisbb' | 'numeric' | 'blocks';
  statusBar: boolean;
  footer: string[];
  style: WharfStyle;
}

const STANDARD_LABELS: WharfLabels = {
  amount: 'Valor',
  date: 'Data e hora',
  time: 'Horário',
  type: 'Tipo de transferência',
  name: 'Nome',
  payerName: 'Nome',
  document: 'CPF/CNPJ',
  institution: 'Instituição',
  agency: 'Agência',
  account: 'Conta',
  key: 'Chave Pix',
  id: 'ID da transação',
  description: 'Descrição',
  auth: 'Autenticação',
  scheduledOn: 'Agendamento',
  scheduledFor: 'Data da transferência',
};

const labels = (overrides: Partial<WharfLabels>): WharfLabels => ({
  ...STANDARD_LABELS,
  payerName: overrides.name ?? STANDARD_LABELS.payerName,
  ...overrides,
});

const MASK_STAR: WharfMask = { cpf: CPF_MASKED, cnpj: CNPJ_MASKED, char: '*' };
const MASK_DOT: WharfMask = { cpf: CPF_MASKED, cnpj: CNPJ_MASKED, char: '•' };
const MASK_DOT_FULL_CNPJ: WharfMask = { cpf: CPF_MASKED, cnpj: CNPJ_FULL, char: '•' };
const MASK_STAR_FULL_CNPJ: WharfMask = { cpf: CPF_MASKED, cnpj: CNPJ_FULL, char: '*' };

export const WHARF_LAYOUTS: readonly WharfLayout[] = [
  {
    name: 'Nubank',
    institution: 'NU PAGAMENTOS - IP',
    ispb: '18236120',
    family: 'label beside',
    theme: 'dark',
    font: 'TeX Gyre Adventor',
    width: 390,
    order: 'recipient first',
    detailsFirst: true,
    mask: MASK_DOT_FULL_CNPJ,
    dateFormat: 'dd MMM yyyy - HH:mm:ss',
    datePlacement: 'header',
    amountFormat: 'spaced',
    headline: false,
    title: 'Comprovante de transferência',
    scheduledTitle: 'Comprovante de agendamento',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: labels({ document: 'by kind' }),
    colon: false,
    detailRows: 'beside',
    showAccount: true,
    statusBar: true,
    footer: ['Nu Pagamentos S.A. - Instituição de Pagamento', 'Ouvidoria: atendimento pelo app, 24 horas'],
    style: {
      background: '#121016',
      surface: '#1D1A22',
      text: '#F3F0F7',
      muted: '#A9A2B4',
      accent: '#C58BFF',
      divider: '#34303B',
      header: 'plain',
      sections: 'lines',
      logo: { kind: 'badge', text: 'nu', color: '#820AD1', textColor: '#FFFFFF' },
      valueWeight: 400,
      headingCase: 'as is',
      check: false,
      button: 'Compartilhar comprovante',
    },
  },
  {
    name: 'Itaú',
    institution: 'ITAÚ UNIBANCO S.A.',
    ispb: '60701190',
    family: 'label above',
    theme: 'light',
    font: 'Junction',
    width: 360,
    order: 'recipient first',
    detailsFirst: true,
    cut: 30,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy às HH:mm:ss',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: true,
    title: 'Comprovante de transferência Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    headings: { recipient: 'dados do recebedor', payer: 'dados do pagador', ids: 'dados da transação' },
    labels: labels({
      date: 'data da transferência',
      type: 'tipo de transferência',
      name: 'nome do recebedor',
      payerName: 'nome do pagador',
      institution: 'instituição',
      key: 'chave Pix',
      id: 'ID da transação',
      description: 'mensagem',
      auth: 'autenticação',
      scheduledOn: 'agendamento',
      scheduledFor: 'data do pagamento',
    }),
    colon: false,
    detailRows: 'above',
    showAccount: false,
    auth: 'hex',
    statusBar: false,
    footer: ['Dúvidas, sugestões e reclamações: fale com a gente pelo app Itaú.'],
    style: {
      background: '#FFFFFF',
      surface: '#F5F5F5',
      text: '#252525',
      muted: '#6E6E6E',
      accent: '#EC7000',
      divider: '#E3E3E3',
      header: 'band',
      band: '#EC7000',
      bandText: '#FFFFFF',
      sections: 'plain',
      logo: { kind: 'badge', text: 'itaú', color: '#FFFFFF', textColor: '#EC7000' },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
    },
  },
  {
    name: 'Bradesco',
    institution: 'BCO BRADESCO S.A.',
    ispb: '60746948',
    family: 'label above',
    theme: 'light',
    font: 'Junction',
    width: 412,
    order: 'recipient first',
    detailsFirst: true,
    cut: 25,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy - HH:mm:ss',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: false,
    title: 'Comprovante de Transação Pix',
    scheduledTitle: 'Comprovante de Agendamento Pix',
    headings: { recipient: 'Dados de quem recebeu', payer: 'Dados de quem pagou', details: 'Dados da transação' },
    labels: labels({ key: 'Chave', auth: 'Número de controle' }),
    colon: false,
    detailRows: 'above',
    showAccount: true,
    auth: 'numeric',
    statusBar: true,
    footer: ['Alô Bradesco: atendimento pelo app e na agência.'],
    style: {
      background: '#F2F2F5',
      surface: '#FFFFFF',
      text: '#1F1F24',
      muted: '#6B6B76',
      accent: '#CC092F',
      divider: '#E1E1E6',
      header: 'band',
      band: '#CC092F',
      bandText: '#FFFFFF',
      sections: 'cards',
      logo: { kind: 'word', text: 'bradesco', color: '#CC092F', textColor: '#FFFFFF' },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
      button: 'Compartilhar',
    },
  },
  {
    name: 'Banco do Brasil',
    institution: 'BCO DO BRASIL S.A.',
    ispb: '00000000',
    family: 'label beside',
    theme: 'light',
    font: 'TeX Gyre Adventor',
    width: 720,
    order: 'payer first',
    detailsFirst: false,
    cut: 28,
    mask: MASK_STAR_FULL_CNPJ,
    dateFormat: 'dd/MM/yyyy + HH:mm:ss',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: false,
    title: 'Comprovante Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    headings: { recipient: 'DADOS DO RECEBEDOR', payer: 'DADOS DO PAGADOR', details: 'DADOS DA TRANSFERÊNCIA' },
    labels: labels({
      amount: 'VALOR',
      date: 'DATA',
      time: 'HORA',
      type: 'TIPO',
      name: 'NOME',
      document: 'by kind',
      institution: 'INSTITUIÇÃO',
      agency: 'AGÊNCIA',
      account: 'CONTA',
      key: 'CHAVE PIX',
      id: 'ID',
      description: 'DESCRIÇÃO',
      auth: 'AUTENTICAÇÃO SISBB',
      scheduledOn: 'AGENDAMENTO',
      scheduledFor: 'DATA DO PIX',
    }),
    colon: true,
    detailRows: 'beside',
    showAccount: true,
    auth: 'sisbb',
    statusBar: false,
    footer: ['Transação efetuada com sucesso.', 'SAC e Ouvidoria: consulte os canais no app.'],
    style: {
      background: '#FFFFFF',
      surface: '#FFFFFF',
      text: '#1C1C1C',
      muted: '#5A5A5A',
      accent: '#3A50E0',
      divider: '#B8B8B8',
      header: 'plain',
      sections: 'dashed',
      logo: {
        kind: 'badge',
        text: 'BB',
        color: '#FCFC30',
        textColor: '#3A50E0',
        word: 'Banco do Brasil',
        wordColor: '#3A50E0',
      },
      valueWeight: 400,
      headingCase: 'upper',
      check: false,
    },
  },
  {
    name: 'Caixa',
    institution: 'CAIXA ECONOMICA FEDERAL',
    ispb: '00360305',
    family: 'label above',
    theme: 'light',
    font: 'Comic Neue',
    width: 1080,
    order: 'recipient first',
    detailsFirst: true,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy HHhmm',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: false,
    title: 'Comprovante de Pix enviado',
    scheduledTitle: 'Comprovante de Pix agendado',
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: labels({ date: 'Data/Hora', id: 'Identificador', auth: 'Código da operação' }),
    colon: false,
    detailRows: 'above',
    showAccount: true,
    auth: 'blocks',
    statusBar: true,
    footer: ['SAC CAIXA e Ouvidoria: canais no app.'],
    style: {
      background: '#FFFFFF',
      surface: '#F3F6FA',
      text: '#1D1D1B',
      muted: '#636B74',
      accent: '#005CA9',
      divider: '#D5DCE4',
      header: 'band',
      band: '#005CA9',
      bandText: '#FFFFFF',
      sections: 'lines',
      logo: { kind: 'word', text: 'CAIXA', color: '#F39200', textColor: '#FFFFFF' },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
      button: 'Compartilhar comprovante',
    },
  },
  {
    name: 'Santander',
    institution: 'BCO SANTANDER (BRASIL) S.A.',
    ispb: '90400888',
    family: 'label beside',
    theme: 'light',
    font: 'Junction',
    width: 390,
    order: 'recipient first',
    detailsFirst: true,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy - HH:mm',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: true,
    title: 'Pix realizado',
    scheduledTitle: 'Pix agendado',
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: labels({ date: 'Data da transação', document: 'by kind', id: 'ID/E2E', description: 'Mensagem' }),
    colon: false,
    detailRows: 'beside',
    showAccount: false,
    statusBar: true,
    footer: ['Central de Atendimento Santander: pelo app, 24h.'],
    style: {
      background: '#FFFFFF',
      surface: '#F6F6F6',
      text: '#222222',
      muted: '#727272',
      accent: '#EC0000',
      divider: '#E6E6E6',
      header: 'centered',
      sections: 'lines',
      logo: {
        kind: 'circle',
        text: 'S',
        color: '#EC0000',
        textColor: '#FFFFFF',
        word: 'Santander',
        wordColor: '#EC0000',
      },
      valueWeight: 700,
      headingCase: 'as is',
      check: true,
      button: 'Compartilhar',
    },
  },
  {
    name: 'Inter',
    institution: 'BANCO INTER',
    ispb: '00416968',
    family: 'label beside',
    theme: 'dark',
    font: 'TeX Gyre Adventor',
    width: 360,
    order: 'recipient first',
    detailsFirst: true,
    mask: MASK_STAR_FULL_CNPJ,
    dateFormat: 'dd/MM/yyyy às HH:mm:ss',
    datePlacement: 'row',
    amountFormat: 'tight',
    headline: true,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou', details: 'Sobre a transação' },
    labels: labels({ date: 'Data', description: 'Mensagem' }),
    colon: false,
    detailRows: 'beside',
    showAccount: true,
    statusBar: true,
    footer: ['Banco Inter S.A.', 'SAC e Ouvidoria pelo Super App'],
    style: {
      background: '#1B1B1D',
      surface: '#28282B',
      text: '#F6F6F6',
      muted: '#A5A5AA',
      accent: '#FF8A1F',
      divider: '#3A3A3E',
      header: 'plain',
      sections: 'cards',
      logo: { kind: 'word', text: 'inter', color: '#FF7A00', textColor: '#FF7A00' },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
      button: 'Compartilhar comprovante',
    },
  },
  {
    name: 'PicPay',
    institution: 'PICPAY',
    ispb: '22896431',
    family: 'no label',
    theme: 'dark',
    font: 'Comic Neue',
    width: 412,
    order: 'payer first',
    detailsFirst: true,
    mask: MASK_STAR,
    dateFormat: 'dd MMM yyyy às HH:mm',
    datePlacement: 'header',
    amountFormat: 'spaced',
    headline: true,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    headings: { recipient: 'Para', payer: 'De' },
    labels: labels({ id: 'Identificador', description: 'Mensagem' }),
    colon: false,
    detailRows: 'beside',
    showAccount: false,
    statusBar: true,
    footer: ['PicPay Instituição de Pagamento S.A.'],
    style: {
      background: '#0F1A14',
      surface: '#18281F',
      text: '#EEFAF2',
      muted: '#9FB8AA',
      accent: '#2BD56E',
      divider: '#2A3D32',
      header: 'centered',
      sections: 'cards',
      logo: { kind: 'badge', text: 'PicPay', color: '#21C25E', textColor: '#FFFFFF' },
      valueWeight: 700,
      headingCase: 'as is',
      check: true,
      button: 'Compartilhar',
    },
  },
  {
    name: 'Mercado Pago',
    institution: 'MERCADO PAGO IP LTDA.',
    ispb: '10573521',
    family: 'no label',
    theme: 'light',
    font: 'Junction',
    width: 1080,
    order: 'payer first',
    detailsFirst: false,
    cut: 30,
    mask: MASK_STAR,
    dateFormat: 'weekday, dd de month de yyyy, HH:mm',
    datePlacement: 'header',
    amountFormat: 'spaced',
    headline: true,
    title: 'Comprovante de transferência',
    scheduledTitle: 'Transferência agendada',
    headings: { recipient: 'Para', payer: 'De' },
    labels: labels({ id: 'Código de identificação', auth: 'Número da operação' }),
    colon: false,
    detailRows: 'above',
    showAccount: false,
    auth: 'numeric',
    statusBar: true,
    footer: ['Mercado Pago Instituição de Pagamento Ltda.', 'Ajuda: pelo app, na seção Ajuda.'],
    style: {
      background: '#EDEDED',
      surface: '#FFFFFF',
      text: '#333333',
      muted: '#737373',
      accent: '#009EE3',
      divider: '#E5E5E5',
      header: 'band',
      band: '#FFE600',
      bandText: '#2D3277',
      sections: 'cards',
      logo: {
        kind: 'circle',
        text: 'mp',
        color: '#009EE3',
        textColor: '#FFFFFF',
        word: 'mercado pago',
        wordColor: '#2D3277',
      },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
    },
  },
  {
    name: 'C6 Bank',
    institution: 'BCO C6 S.A.',
    ispb: '31872495',
    family: 'no label',
    theme: 'dark',
    font: 'TeX Gyre Adventor',
    width: 390,
    order: 'recipient first',
    detailsFirst: true,
    mask: MASK_DOT,
    dateFormat: 'dd/MM/yyyy - HH:mm:ss',
    datePlacement: 'header',
    amountFormat: 'spaced',
    headline: true,
    title: 'Transferência realizada',
    scheduledTitle: 'Transferência agendada',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: labels({ id: 'ID/E2E', description: 'Descrição' }),
    colon: false,
    detailRows: 'above',
    showAccount: true,
    statusBar: false,
    footer: ['C6 Bank - Banco C6 S.A.', 'Atendimento 24h pelo app'],
    style: {
      background: '#000000',
      surface: '#141414',
      text: '#FFFFFF',
      muted: '#9C9C9C',
      accent: '#E2E2E2',
      divider: '#2C2C2C',
      header: 'plain',
      sections: 'lines',
      logo: { kind: 'badge', text: 'C6', color: '#FFFFFF', textColor: '#000000', word: 'BANK', wordColor: '#FFFFFF' },
      valueWeight: 400,
      headingCase: 'upper',
      check: false,
    },
  },
  {
    name: 'PagBank',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    ispb: '08561701',
    family: 'label beside',
    theme: 'light',
    font: 'Comic Neue',
    width: 720,
    order: 'recipient first',
    detailsFirst: true,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy às HH:mm:ss',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: false,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de Pix agendado',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: labels({ date: 'Data', document: 'CNPJ/CPF', auth: 'Código de autenticação' }),
    colon: false,
    detailRows: 'beside',
    showAccount: false,
    auth: 'hex',
    statusBar: false,
    footer: ['PagBank - PagSeguro Internet Instituição de Pagamento S.A.'],
    style: {
      background: '#FFFFFF',
      surface: '#F7F7F2',
      text: '#1E1E1E',
      muted: '#6A6A6A',
      accent: '#0A7F55',
      divider: '#E2E2DA',
      header: 'band',
      band: '#FFC700',
      bandText: '#1E1E1E',
      sections: 'lines',
      logo: { kind: 'word', text: 'PagBank', color: '#0A7F55', textColor: '#00573F' },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
    },
  },
  {
    name: 'Sicredi',
    institution: 'BCO COOPERATIVO SICREDI S.A.',
    ispb: '01181521',
    family: 'label above',
    theme: 'light',
    font: 'Junction',
    width: 360,
    order: 'payer first',
    detailsFirst: true,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy - HH:mm',
    datePlacement: 'row',
    amountFormat: 'tight',
    headline: true,
    title: 'Comprovante de Pix',
    scheduledTitle: 'Comprovante de agendamento de Pix',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: labels({ date: 'Data do pagamento', id: 'ID da transação', description: 'Descrição' }),
    colon: false,
    detailRows: 'above',
    showAccount: true,
    statusBar: true,
    footer: ['Sicredi - SAC e Ouvidoria no app.'],
    style: {
      background: '#FFFFFF',
      surface: '#F1F7EC',
      text: '#262626',
      muted: '#676767',
      accent: '#33820D',
      divider: '#DCE8D3',
      header: 'plain',
      sections: 'cards',
      logo: {
        kind: 'circle',
        text: 's',
        color: '#64C832',
        textColor: '#FFFFFF',
        word: 'Sicredi',
        wordColor: '#33820D',
      },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
      button: 'Compartilhar',
    },
  },
  {
    name: 'Sicoob',
    institution: 'BANCO SICOOB S.A.',
    ispb: '02038232',
    family: 'label beside',
    theme: 'light',
    font: 'Comic Neue',
    width: 412,
    order: 'payer first',
    detailsFirst: true,
    cut: 26,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy + HH:mm:ss',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: false,
    title: 'Comprovante de transferência Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: labels({ date: 'Data', time: 'Hora', id: 'Identificador', auth: 'Autenticação' }),
    colon: true,
    detailRows: 'beside',
    showAccount: false,
    auth: 'blocks',
    statusBar: false,
    footer: ['Sicoob - Ouvidoria pelo app Sicoob'],
    style: {
      background: '#FFFFFF',
      surface: '#F2F7F7',
      text: '#003641',
      muted: '#55696E',
      accent: '#00907F',
      divider: '#CFDDDD',
      header: 'band',
      band: '#003641',
      bandText: '#FFFFFF',
      sections: 'lines',
      logo: { kind: 'circle', text: '', color: '#7DB61C', textColor: '#FFFFFF', word: 'SICOOB', wordColor: '#FFFFFF' },
      valueWeight: 400,
      headingCase: 'as is',
      check: false,
    },
  },
  {
    name: 'BTG',
    institution: 'BANCO BTG PACTUAL S.A.',
    ispb: '30306294',
    family: 'label above',
    theme: 'dark',
    font: 'Junction',
    width: 1080,
    order: 'recipient first',
    detailsFirst: true,
    mask: MASK_DOT_FULL_CNPJ,
    dateFormat: 'weekday, dd de month de yyyy, HH:mm',
    datePlacement: 'row',
    amountFormat: 'spaced',
    headline: true,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    headings: { recipient: 'Destino', payer: 'Origem', ids: 'Detalhes' },
    labels: labels({ date: 'Data', document: 'by kind', institution: 'Banco', description: 'Mensagem' }),
    colon: false,
    detailRows: 'above',
    showAccount: true,
    statusBar: true,
    footer: ['Banco BTG Pactual S.A.'],
    style: {
      background: '#0B1A2E',
      surface: '#13253F',
      text: '#EEF3FA',
      muted: '#93A6C0',
      accent: '#6AA6FF',
      divider: '#23395A',
      header: 'plain',
      sections: 'cards',
      logo: { kind: 'word', text: 'btg pactual', color: '#FFFFFF', textColor: '#FFFFFF' },
      valueWeight: 400,
      headingCase: 'upper',
      check: false,
      button: 'Compartilhar comprovante',
    },
  },
  {
    name: 'Neon',
    institution: 'NEON PAGAMENTOS S.A. IP',
    ispb: '20855875',
    family: 'no label',
    theme: 'dark',
    font: 'TeX Gyre Adventor',
    width: 390,
    order: 'payer first',
    detailsFirst: true,
    mask: MASK_STAR,
    dateFormat: 'dd MMM yyyy às HH:mm',
    datePlacement: 'header',
    amountFormat: 'tight',
    headline: true,
    title: 'Pix enviado',
    scheduledTitle: 'Pix agendado',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: labels({ description: 'Mensagem' }),
    colon: false,
    detailRows: 'beside',
    showAccount: false,
    statusBar: true,
    footer: ['Neon Pagamentos S.A. - Instituição de Pagamento'],
    style: {
      background: '#0A1226',
      surface: '#141D37',
      text: '#F2F6FF',
      muted: '#9AA6C4',
      accent: '#1FD8FF',
      divider: '#26314F',
      header: 'centered',
      sections: 'cards',
      logo: { kind: 'badge', text: 'neon', color: '#00C2FF', textColor: '#0A1226' },
      valueWeight: 700,
      headingCase: 'as is',
      check: true,
    },
  },
  {
    name: 'Will Bank',
    institution: 'WILL FINANCEIRA S.A.',
    ispb: '23862762',
    family: 'no label',
    theme: 'light',
    font: 'Comic Neue',
    width: 720,
    order: 'recipient first',
    detailsFirst: false,
    mask: MASK_STAR,
    dateFormat: 'dd/MM/yyyy HHhmm',
    datePlacement: 'row',
    amountFormat: 'tight',
    headline: true,
    title: 'Comprovante Pix',
    scheduledTitle: 'Pix agendado',
    headings: { recipient: 'Para', payer: 'De' },
    labels: labels({ date: 'Data', id: 'Identificador' }),
    colon: false,
    detailRows: 'beside',
    showAccount: true,
    statusBar: false,
    footer: ['will bank - atendimento pelo app'],
    style: {
      background: '#FFFFFF',
      surface: '#FFF9DB',
      text: '#1B1B1B',
      muted: '#6C6C6C',
      accent: '#1B1B1B',
      divider: '#E8E2C4',
      header: 'band',
      band: '#FFD100',
      bandText: '#1B1B1B',
      sections: 'lines',
      logo: { kind: 'word', text: 'will bank', color: '#1B1B1B', textColor: '#1B1B1B' },
      valueWeight: 700,
      headingCase: 'as is',
      check: false,
    },
  },
];

export function wharfLayout(name: string): WharfLayout {
  const layout = WHARF_LAYOUTS.find((candidate) => candidate.name === name);
  if (!layout) throw new Error(`No wharf layout named ${name}`);
  return layout;
}

/** The name as the layout prints it: cut at the bank's length when it has one. */
export function printedName(layout: WharfLayout, name: string): string {
  return layout.cut === undefined ? name : name.slice(0, layout.cut).trimEnd();
}

export function formatWharfAmount(layout: WharfLayout, amount: string): string {
  return formatBrl(amount, layout.amountFormat);
}

// ---------------------------------------------------------------------------------------------------------------
// Receipts

export interface WharfParty {
  name: string;
  /** Digits only, the whole document (the layout masks it). */
  document: string;
  institution: string;
  agency: string;
  account: string;
}

/** How the picture was taken: the status bar's clock and battery, then the phone's JPEG encoding. */
export interface WharfShot {
  statusTime: string;
  battery: number;
  quality: number;
  scale: number;
}

export interface WharfReceipt {
  layout: string;
  /** '153.40': the amount transferred. */
  amount: string;
  /** ISO instant the transfer was made (for a scheduled one: when it was scheduled). */
  paidAt: string;
  /** ISO instant a scheduled transfer is to run. */
  scheduledFor?: string;
  recipient: WharfParty;
  payer: WharfParty;
  endToEndId: string;
  /** The recipient's PIX key, printed only when set. */
  pixKey?: string;
  description?: string;
  authCode?: string;
  shot: WharfShot;
}

export type WharfPart = 'header' | 'details' | 'recipient' | 'payer' | 'ids' | 'footer';
export type WharfRole =
  | 'title'
  | 'amount'
  | 'date'
  | 'schedule'
  | 'type'
  | 'description'
  | 'name'
  | 'document'
  | 'institution'
  | 'account'
  | 'key'
  | 'id'
  | 'auth'
  | 'note';

export interface WharfRow {
  role: WharfRole;
  label?: string;
  value: string;
}

export interface WharfSection {
  part: WharfPart;
  heading?: string;
  rows: WharfRow[];
}

function documentLabel(layout: WharfLayout, document: string): string {
  return layout.labels.document === 'by kind' ? documentKind(document) : layout.labels.document;
}

/** A PIX key as apps print it: a phone key spaced out, anything else as is. */
export function printedPixKey(key: string): string {
  const phone = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(key);
  return phone ? `+55 (${phone[1]}) ${phone[2]}-${phone[3]}` : key;
}

function partyRows(layout: WharfLayout, party: WharfParty, side: 'recipient' | 'payer', pixKey?: string): WharfRow[] {
  const l = layout.labels;
  const labelled = layout.family !== 'no label';
  const rows: WharfRow[] = [];
  const name = printedName(layout, party.name);
  const document = maskDocument(layout.mask, party.document);
  if (labelled) {
    rows.push({ role: 'name', label: side === 'recipient' ? l.name : l.payerName, value: name });
    rows.push({ role: 'document', label: documentLabel(layout, party.document), value: document });
    rows.push({ role: 'institution', label: l.institution, value: party.institution });
    if (layout.showAccount) {
      rows.push({ role: 'account', label: l.agency, value: party.agency });
      rows.push({ role: 'account', label: l.account, value: party.account });
    }
    if (pixKey !== undefined) rows.push({ role: 'key', label: l.key, value: printedPixKey(pixKey) });
  } else {
    rows.push({ role: 'name', value: name });
    rows.push({ role: 'document', value: document });
    rows.push({ role: 'institution', value: party.institution });
    if (layout.showAccount) rows.push({ role: 'account', value: `Agência ${party.agency} • Conta ${party.account}` });
    if (pixKey !== undefined) rows.push({ role: 'key', value: `${l.key}: ${printedPixKey(pixKey)}` });
  }
  return rows;
}

/** Everything the layout prints for a receipt, section by section, in the order drawn. */
export function printReceipt(receipt: WharfReceipt): WharfSection[] {
  const layout = wharfLayout(receipt.layout);
  const l = layout.labels;
  const scheduled = receipt.scheduledFor !== undefined;
  const amount = formatWharfAmount(layout, receipt.amount);
  const when = formatWharfDateTime(layout.dateFormat, receipt.paidAt);
  const header: WharfRow[] = [{ role: 'title', value: scheduled ? layout.scheduledTitle : layout.title }];
  const details: WharfRow[] = [];
  if (layout.headline) header.push({ role: 'amount', value: amount });
  else details.push({ role: 'amount', label: l.amount, value: amount });
  if (scheduled && receipt.scheduledFor !== undefined) {
    const runs = `agendada para ${formatDay(receipt.scheduledFor)}`;
    if (layout.datePlacement === 'header') header.push({ role: 'schedule', value: `Transferência ${runs}` });
    else details.push({ role: 'schedule', label: l.scheduledFor, value: runs });
    details.push({ role: 'schedule', label: l.scheduledOn, value: `feito em ${when.join(' ')}` });
  } else if (layout.datePlacement === 'header') {
    header.push({ role: 'date', value: when.join(' ') });
  } else if (when.length === 2) {
    details.push({ role: 'date', label: l.date, value: when[0] ?? '' });
    details.push({ role: 'date', label: l.time, value: when[1] ?? '' });
  } else {
    details.push({ role: 'date', label: l.date, value: when[0] ?? '' });
  }
  details.push({ role: 'type', label: l.type, value: scheduled ? 'Pix agendado' : 'Pix' });
  if (receipt.description !== undefined) {
    details.push({ role: 'description', label: l.description, value: receipt.description });
  }
  const recipient: WharfSection = {
    part: 'recipient',
    heading: layout.headings.recipient,
    rows: partyRows(layout, receipt.recipient, 'recipient', receipt.pixKey),
  };
  const payer: WharfSection = {
    part: 'payer',
    heading: layout.headings.payer,
    rows: partyRows(layout, receipt.payer, 'payer'),
  };
  const ids: WharfRow[] = [{ role: 'id', label: l.id, value: receipt.endToEndId }];
  if (layout.auth !== undefined && receipt.authCode !== undefined) {
    ids.push({ role: 'auth', label: l.auth, value: receipt.authCode });
  }
  const parties = layout.order === 'recipient first' ? [recipient, payer] : [payer, recipient];
  const detailSection: WharfSection = { part: 'details', heading: layout.headings.details, rows: details };
  return [
    { part: 'header', rows: header },
    ...(layout.detailsFirst ? [detailSection, ...parties] : [...parties, detailSection]),
    { part: 'ids', heading: layout.headings.ids, rows: ids },
    { part: 'footer', rows: layout.footer.map((value) => ({ role: 'note' as const, value })) },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT_WIDTH: Record<WharfFontFamily, number> = { Junction: 1, 'TeX Gyre Adventor': 1.1, 'Comic Neue': 1 };

/** A generous estimate of a text's width, to wrap before the edge rather than after it. */
function textWidth(text: string, size: number, font: WharfFontFamily, bold: boolean): number {
  let units = 0;
  for (const char of text) {
    if (char === ' ') units += 0.3;
    else if (/[.,:;'|!iIl1•]/.test(char)) units += 0.34;
    else if (/[MWmw@]/.test(char)) units += 0.9;
    else if (/[A-ZÀ-Ý]/.test(char)) units += 0.7;
    else if (/[0-9]/.test(char)) units += 0.58;
    else units += 0.55;
  }
  return units * size * FONT_WIDTH[font] * (bold ? 1.06 : 1);
}

/** Greedy wrapping on spaces; a word wider than the line (an id, a key) is broken by characters. */
function wrap(text: string, maxWidth: number, size: number, font: WharfFontFamily, bold: boolean): string[] {
  const fits = (candidate: string): boolean => textWidth(candidate, size, font, bold) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

interface TextItem {
  x: number;
  y: number;
  text: string;
  size: number;
  weight: 400 | 700;
  fill: string;
  anchor: 'start' | 'middle' | 'end';
}

class Canvas {
  readonly parts: string[] = [];
  constructor(readonly font: WharfFontFamily) {}

  text(item: TextItem): void {
    this.parts.push(
      `<text x="${item.x.toFixed(1)}" y="${item.y.toFixed(1)}" font-family="${this.font}" font-size="${item.size.toFixed(1)}"` +
        ` font-weight="${item.weight}" fill="${item.fill}" text-anchor="${item.anchor}">${escapeXml(item.text)}</text>`,
    );
  }

  raw(svg: string): void {
    this.parts.push(svg);
  }
}

/** A block laid out at y = 0: its height and a way to draw it from any y. */
interface Block {
  height: number;
  draw: (canvas: Canvas, top: number) => void;
}

function textBlock(items: TextItem[], height: number, extra: (top: number) => string[] = () => []): Block {
  return {
    height,
    draw: (canvas, top) => {
      for (const svg of extra(top)) canvas.raw(svg);
      for (const item of items) canvas.text({ ...item, y: item.y + top });
    },
  };
}

interface Metrics {
  s: number;
  label: number;
  value: number;
  name: number;
  heading: number;
  gap: number;
}

function rowBlock(
  layout: WharfLayout,
  m: Metrics,
  row: WharfRow,
  x0: number,
  x1: number,
  how: 'beside' | 'above' | 'plain',
): Block {
  const st = layout.style;
  const font = layout.font;
  const width = x1 - x0;
  const items: TextItem[] = [];
  const bold = st.valueWeight === 700;
  const label = row.label === undefined ? '' : layout.colon ? `${row.label}:` : row.label;
  const valueLine = m.value * 1.32;
  if (how === 'plain' || row.label === undefined) {
    const isName = row.role === 'name';
    const size = isName ? m.name : row.role === 'account' || row.role === 'institution' ? m.label * 1.04 : m.value;
    const fill = row.role === 'institution' || row.role === 'account' ? st.muted : st.text;
    const weight: 400 | 700 = isName ? 700 : 400;
    const lines = wrap(row.value, width, size, font, weight === 700);
    lines.forEach((text, i) => {
      items.push({ x: x0, y: size * 0.95 + i * size * 1.3, text, size, weight, fill, anchor: 'start' });
    });
    return textBlock(items, lines.length * size * 1.3 + m.gap * 0.45);
  }
  if (how === 'above') {
    items.push({ x: x0, y: m.label * 0.95, text: label, size: m.label, weight: 400, fill: st.muted, anchor: 'start' });
    const lines = wrap(row.value, width, m.value, font, bold);
    lines.forEach((text, i) => {
      items.push({
        x: x0,
        y: m.label * 1.3 + m.value * 1.02 + i * valueLine,
        text,
        size: m.value,
        weight: st.valueWeight,
        fill: st.text,
        anchor: 'start',
      });
    });
    return textBlock(items, m.label * 1.3 + lines.length * valueLine + m.gap);
  }
  // Label beside: the label at the left, the value right-aligned; a long value wraps under itself or the label.
  const labelWidth = textWidth(label, m.label, font, false);
  const room = width - labelWidth - 14 * m.s;
  let lines = wrap(row.value, room, m.value, font, bold);
  let firstLine = 0;
  if (lines.length > 1 && room < width * 0.5) {
    lines = wrap(row.value, width, m.value, font, bold);
    firstLine = 1;
  }
  const base = m.value * 1.02;
  items.push({ x: x0, y: base, text: label, size: m.label, weight: 400, fill: st.muted, anchor: 'start' });
  lines.forEach((text, i) => {
    items.push({
      x: x1,
      y: base + (i + firstLine) * valueLine,
      text,
      size: m.value,
      weight: st.valueWeight,
      fill: st.text,
      anchor: 'end',
    });
  });
  return textBlock(items, (lines.length + firstLine) * valueLine + m.gap);
}

function stack(blocks: Block[]): Block {
  return {
    height: blocks.reduce((sum, block) => sum + block.height, 0),
    draw: (canvas, top) => {
      let y = top;
      for (const block of blocks) {
        block.draw(canvas, y);
        y += block.height;
      }
    },
  };
}

function spacer(height: number): Block {
  return { height, draw: () => {} };
}

function sectionBlock(layout: WharfLayout, m: Metrics, section: WharfSection, x0: number, x1: number): Block {
  const st = layout.style;
  const carded = st.sections === 'cards';
  const inset = carded ? 14 * m.s : 0;
  const innerX0 = x0 + inset;
  const innerX1 = x1 - inset;
  const blocks: Block[] = [spacer(inset)];
  if (section.heading !== undefined) {
    const heading = st.headingCase === 'upper' ? section.heading.toUpperCase() : section.heading;
    const isParty = section.part === 'recipient' || section.part === 'payer';
    const fill = isParty || layout.family !== 'no label' ? st.accent : st.text;
    blocks.push(
      textBlock(
        [
          {
            x: innerX0,
            y: m.heading * 0.95,
            text: heading,
            size: m.heading,
            weight: 700,
            fill,
            anchor: 'start',
          },
        ],
        m.heading * 1.3 + m.gap * 0.8,
      ),
    );
  }
  const isParty = section.part === 'recipient' || section.part === 'payer';
  for (const row of section.rows) {
    const how: 'beside' | 'above' | 'plain' =
      layout.family === 'no label'
        ? isParty
          ? 'plain'
          : layout.detailRows
        : layout.family === 'label beside'
          ? 'beside'
          : 'above';
    blocks.push(rowBlock(layout, m, row, innerX0, innerX1, how));
  }
  blocks.push(spacer(carded ? inset * 0.4 : 0));
  const body = stack(blocks);
  const height = body.height;
  return {
    height: height + (carded ? 12 * m.s : st.sections === 'plain' ? 14 * m.s : 20 * m.s),
    draw: (canvas, top) => {
      if (carded) {
        canvas.raw(
          `<rect x="${x0.toFixed(1)}" y="${top.toFixed(1)}" width="${(x1 - x0).toFixed(1)}" height="${height.toFixed(1)}"` +
            ` rx="${(12 * m.s).toFixed(1)}" fill="${st.surface}"/>`,
        );
      }
      body.draw(canvas, top);
      if (st.sections === 'lines' || st.sections === 'dashed') {
        const y = top + height + 9 * m.s;
        const dash =
          st.sections === 'dashed' ? ` stroke-dasharray="${(6 * m.s).toFixed(1)} ${(4 * m.s).toFixed(1)}"` : '';
        canvas.raw(
          `<line x1="${x0.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x1.toFixed(1)}" y2="${y.toFixed(1)}"` +
            ` stroke="${st.divider}" stroke-width="${Math.max(1, m.s).toFixed(1)}"${dash}/>`,
        );
      }
    },
  };
}

function logoSvg(layout: WharfLayout, x: number, y: number, size: number, anchor: 'start' | 'middle'): string {
  const logo = layout.style.logo;
  const font = layout.font;
  const parts: string[] = [];
  const word = logo.word ?? '';
  const wordSize = size * 0.5;
  const wordWidth = word === '' ? 0 : textWidth(word, wordSize, font, true) + size * 0.3;
  if (logo.kind === 'word') {
    const wordmark = size * 0.62;
    parts.push(
      `<text x="${x.toFixed(1)}" y="${(y + size * 0.72).toFixed(1)}" font-family="${font}" font-size="${wordmark.toFixed(1)}"` +
        ` font-weight="700" fill="${logo.textColor}" text-anchor="${anchor}">${escapeXml(logo.text)}</text>`,
    );
    if (layout.name === 'Caixa') {
      const w = textWidth(logo.text, wordmark, font, true);
      const cx = anchor === 'middle' ? x + w / 2 + size * 0.3 : x + w + size * 0.3;
      parts.push(
        `<path d="M${cx.toFixed(1)} ${(y + size * 0.2).toFixed(1)} l${(size * 0.3).toFixed(1)} ${(size * 0.5).toFixed(1)}` +
          ` l${(-size * 0.3).toFixed(1)} ${(size * 0.1).toFixed(1)} z" fill="${logo.color}"/>`,
      );
    }
    return parts.join('');
  }
  const badgeWidth =
    logo.kind === 'badge' ? Math.max(size, textWidth(logo.text, size * 0.42, font, true) + size * 0.4) : size;
  const total = badgeWidth + wordWidth;
  const left = anchor === 'middle' ? x - total / 2 : x;
  if (logo.kind === 'badge') {
    parts.push(
      `<rect x="${left.toFixed(1)}" y="${y.toFixed(1)}" width="${badgeWidth.toFixed(1)}" height="${size.toFixed(1)}"` +
        ` rx="${(size * 0.24).toFixed(1)}" fill="${logo.color}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${(left + size / 2).toFixed(1)}" cy="${(y + size / 2).toFixed(1)}" r="${(size / 2).toFixed(1)}" fill="${logo.color}"/>`,
    );
  }
  if (logo.text !== '') {
    parts.push(
      `<text x="${(left + badgeWidth / 2).toFixed(1)}" y="${(y + size * 0.66).toFixed(1)}" font-family="${font}"` +
        ` font-size="${(size * 0.42).toFixed(1)}" font-weight="700" fill="${logo.textColor}" text-anchor="middle">${escapeXml(logo.text)}</text>`,
    );
  }
  if (word !== '') {
    parts.push(
      `<text x="${(left + badgeWidth + size * 0.3).toFixed(1)}" y="${(y + size * 0.68).toFixed(1)}" font-family="${font}"` +
        ` font-size="${wordSize.toFixed(1)}" font-weight="700" fill="${logo.wordColor ?? logo.color}">${escapeXml(word)}</text>`,
    );
  }
  return parts.join('');
}

function statusBarSvg(layout: WharfLayout, shot: WharfShot, s: number, fill: string, background: string): string {
  const width = layout.width;
  const height = 26 * s;
  const size = 12.5 * s;
  const y = height * 0.68;
  const right = width - 16 * s;
  const parts = [
    `<rect x="0" y="0" width="${width}" height="${height.toFixed(1)}" fill="${background}"/>`,
    `<text x="${(16 * s).toFixed(1)}" y="${y.toFixed(1)}" font-family="${layout.font}" font-size="${size.toFixed(1)}"` +
      ` font-weight="700" fill="${fill}">${shot.statusTime}</text>`,
  ];
  // Battery: outline, level and the percentage beside it.
  const bw = 22 * s;
  const bh = 11 * s;
  const bx = right - bw;
  const by = y - bh + 1 * s;
  parts.push(
    `<rect x="${bx.toFixed(1)}" y="${by.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${(2.5 * s).toFixed(1)}"` +
      ` fill="none" stroke="${fill}" stroke-width="${(1.1 * s).toFixed(1)}"/>`,
    `<rect x="${(bx + 2 * s).toFixed(1)}" y="${(by + 2 * s).toFixed(1)}" width="${(((bw - 4 * s) * shot.battery) / 100).toFixed(1)}"` +
      ` height="${(bh - 4 * s).toFixed(1)}" rx="${(1.2 * s).toFixed(1)}" fill="${fill}"/>`,
    `<rect x="${(bx + bw + 0.5 * s).toFixed(1)}" y="${(by + bh * 0.3).toFixed(1)}" width="${(1.8 * s).toFixed(1)}"` +
      ` height="${(bh * 0.4).toFixed(1)}" fill="${fill}"/>`,
    `<text x="${(bx - 5 * s).toFixed(1)}" y="${y.toFixed(1)}" font-family="${layout.font}" font-size="${(size * 0.85).toFixed(1)}"` +
      ` fill="${fill}" text-anchor="end">${shot.battery}%</text>`,
  );
  // Signal bars and a wifi wedge left of the percentage.
  const sx = bx - 5 * s - textWidth(`${shot.battery}%`, size * 0.85, layout.font, false) - 26 * s;
  for (let i = 0; i < 4; i++) {
    const h = (3 + i * 2.3) * s;
    parts.push(
      `<rect x="${(sx + i * 4 * s).toFixed(1)}" y="${(y - h + s).toFixed(1)}" width="${(2.6 * s).toFixed(1)}" height="${h.toFixed(1)}"` +
        ` rx="${(0.6 * s).toFixed(1)}" fill="${fill}"/>`,
    );
  }
  const wx = sx - 12 * s;
  parts.push(
    `<path d="M${(wx - 7 * s).toFixed(1)} ${(y - 8 * s).toFixed(1)} L${(wx + 7 * s).toFixed(1)} ${(y - 8 * s).toFixed(1)}` +
      ` L${wx.toFixed(1)} ${(y + s).toFixed(1)} Z" fill="${fill}"/>`,
  );
  return parts.join('');
}

function checkIcon(cx: number, cy: number, r: number, color: string, stroke: string): string {
  return (
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${color}"/>` +
    `<path d="M${(cx - r * 0.42).toFixed(1)} ${cy.toFixed(1)} L${(cx - r * 0.1).toFixed(1)} ${(cy + r * 0.32).toFixed(1)}` +
    ` L${(cx + r * 0.45).toFixed(1)} ${(cy - r * 0.3).toFixed(1)}" fill="none" stroke="${stroke}" stroke-width="${(r * 0.18).toFixed(1)}"` +
    ` stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

export interface WharfSvg {
  svg: string;
  width: number;
  height: number;
  background: string;
}

/** The receipt drawn by its layout, at the layout's phone width. */
export function renderReceiptSvg(receipt: WharfReceipt): WharfSvg {
  const layout = wharfLayout(receipt.layout);
  const st = layout.style;
  const width = layout.width;
  const s = width / 360;
  const m: Metrics = { s, label: 12.2 * s, value: 13.6 * s, name: 15 * s, heading: 14.2 * s, gap: 10 * s };
  const pad = 20 * s;
  const canvas = new Canvas(layout.font);
  const sections = printReceipt(receipt);
  const header = sections.find((section) => section.part === 'header');
  const title = header?.rows.find((row) => row.role === 'title')?.value ?? layout.title;
  const headline = header?.rows.find((row) => row.role === 'amount')?.value;
  const subtitle = header?.rows.filter((row) => row.role === 'date' || row.role === 'schedule').map((row) => row.value);
  const banded = st.header === 'band';
  let y = 0;

  if (layout.statusBar) {
    const barBackground = banded ? (st.band ?? st.background) : st.background;
    const barText = banded ? (st.bandText ?? st.text) : st.text;
    canvas.raw(statusBarSvg(layout, receipt.shot, s, barText, barBackground));
    y += 26 * s;
  }

  const titleSize = 17.5 * s;
  const headlineSize = 30 * s;
  if (banded) {
    const bandTop = y;
    const bandHeight = 96 * s;
    canvas.raw(
      `<rect x="0" y="${bandTop.toFixed(1)}" width="${width}" height="${bandHeight.toFixed(1)}" fill="${st.band}"/>`,
    );
    canvas.raw(logoSvg(layout, pad, bandTop + 12 * s, 34 * s, 'start'));
    canvas.text({
      x: pad,
      y: bandTop + 74 * s,
      text: title,
      size: titleSize,
      weight: 700,
      fill: st.bandText ?? st.text,
      anchor: 'start',
    });
    y = bandTop + bandHeight + 18 * s;
  } else if (st.header === 'centered') {
    y += 14 * s;
    canvas.raw(logoSvg(layout, width / 2, y, 30 * s, 'middle'));
    y += 44 * s;
    if (st.check) {
      canvas.raw(checkIcon(width / 2, y + 22 * s, 22 * s, st.accent, st.background));
      y += 54 * s;
    }
    canvas.text({
      x: width / 2,
      y: y + titleSize,
      text: title,
      size: titleSize,
      weight: 700,
      fill: st.text,
      anchor: 'middle',
    });
    y += titleSize * 1.6;
  } else {
    y += 16 * s;
    canvas.raw(logoSvg(layout, pad, y, 32 * s, 'start'));
    y += 50 * s;
    for (const line of wrap(title, width - 2 * pad, titleSize * 1.1, layout.font, true)) {
      canvas.text({
        x: pad,
        y: y + titleSize,
        text: line,
        size: titleSize * 1.1,
        weight: 700,
        fill: st.text,
        anchor: 'start',
      });
      y += titleSize * 1.45;
    }
    y += 4 * s;
  }

  const centered = st.header === 'centered';
  const hx = centered ? width / 2 : pad;
  const anchor = centered ? 'middle' : 'start';
  if (headline !== undefined) {
    canvas.text({ x: hx, y: y + headlineSize, text: headline, size: headlineSize, weight: 700, fill: st.text, anchor });
    y += headlineSize * 1.45;
  }
  for (const line of subtitle ?? []) {
    for (const piece of wrap(line, width - 2 * pad, m.value, layout.font, false)) {
      canvas.text({ x: hx, y: y + m.value, text: piece, size: m.value, weight: 400, fill: st.muted, anchor });
      y += m.value * 1.4;
    }
  }
  y += 16 * s;

  const margin = st.sections === 'cards' ? 14 * s : pad;
  for (const section of sections) {
    if (section.part === 'header' || section.part === 'footer') continue;
    const block = sectionBlock(layout, m, section, margin, width - margin);
    block.draw(canvas, y);
    y += block.height + (st.sections === 'lines' || st.sections === 'dashed' ? 8 * s : 0);
  }

  const footer = sections.find((section) => section.part === 'footer');
  y += 6 * s;
  for (const row of footer?.rows ?? []) {
    for (const line of wrap(row.value, width - 2 * pad, m.label * 0.92, layout.font, false)) {
      canvas.text({
        x: width / 2,
        y: y + m.label,
        text: line,
        size: m.label * 0.92,
        weight: 400,
        fill: st.muted,
        anchor: 'middle',
      });
      y += m.label * 1.35;
    }
  }
  y += 14 * s;

  if (st.button !== undefined) {
    const bh = 46 * s;
    canvas.raw(
      `<rect x="${pad.toFixed(1)}" y="${y.toFixed(1)}" width="${(width - 2 * pad).toFixed(1)}" height="${bh.toFixed(1)}"` +
        ` rx="${(bh / 2).toFixed(1)}" fill="${st.accent}"/>`,
    );
    canvas.text({
      x: width / 2,
      y: y + bh * 0.63,
      text: st.button,
      size: m.value,
      weight: 700,
      fill: st.background,
      anchor: 'middle',
    });
    y += bh + 18 * s;
  }

  // A screenshot keeps the phone's aspect; an exported receipt is as tall as its content.
  const height = Math.ceil(layout.statusBar ? Math.max(y, width * 2.05) : y);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect x="0" y="0" width="${width}" height="${height}" fill="${st.background}"/>${canvas.parts.join('')}</svg>`;
  return { svg, width, height, background: st.background };
}

/** The receipt as the phone saved it: rasterised, maybe rescaled, JPEG at the shot's quality. */
export async function renderReceiptJpeg(receipt: WharfReceipt): Promise<Buffer> {
  const drawn = renderReceiptSvg(receipt);
  let image = sharp(Buffer.from(drawn.svg), { density: 72 }).flatten({ background: drawn.background });
  if (receipt.shot.scale !== 1) {
    image = sharp(await image.png().toBuffer()).resize({ width: Math.round(drawn.width * receipt.shot.scale) });
  }
  return image.jpeg({ quality: receipt.shot.quality }).toBuffer();
}
