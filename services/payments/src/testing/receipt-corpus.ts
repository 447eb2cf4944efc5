/**
 * Test and bench support: PIX receipts drawn in the layouts of twelve Brazilian bank apps (light and dark, their
 * own labels, date styles and fonts), as PDFs with a text layer, image-only PDFs, phone screenshots and photos, so
 * the verifier is measured on files made here rather than on committed binaries. Text is drawn with the DejaVu
 * and Liberation fonts fontconfig finds on the machine (Debian: fonts-dejavu-core, fonts-liberation).
 */

import { instantOf } from '@ritual/contracts/store-time';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export type BankLayout =
  | 'nubank'
  | 'nubank-dark'
  | 'itau'
  | 'bradesco'
  | 'bb'
  | 'caixa'
  | 'inter'
  | 'santander'
  | 'c6'
  | 'picpay'
  | 'mercadopago'
  | 'pagbank';
export const BANK_LAYOUTS: BankLayout[] = [
  'nubank',
  'nubank-dark',
  'itau',
  'bradesco',
  'bb',
  'caixa',
  'inter',
  'santander',
  'c6',
  'picpay',
  'mercadopago',
  'pagbank',
];
/**
 * Layouts written before the verifier was tuned and never looked at while tuning it: their figures are reported
 * apart, as the measure of receipts the verifier was not fitted to.
 */
export const HELD_OUT_LAYOUTS: BankLayout[] = ['santander', 'c6', 'mercadopago'];

export interface Party {
  name: string;
  /** As printed: whole or masked. */
  document: string;
  /** The PIX key as printed, when the receipt shows one. */
  key?: string;
}

export interface ReceiptSpec {
  layout: BankLayout;
  amount: string;
  /** Wall clock in the store's time zone, "YYYY-MM-DDTHH:mm:ss". */
  paidAt: string;
  recipient: Party;
  payer: Party;
  /** The last 11 characters of the end-to-end id; the rest follows from the bank and the time. */
  idSuffix: string;
  /** A scheduled PIX: the receipt of a payment still to be made on `paidAt`. */
  scheduled?: boolean;
  /**
   * How the recipient's name and document are labelled, when not as the layout has it: each label beside its value,
   * on the line above it, or no label at all (the name, then the document alone on the line under it).
   */
  recipientLabels?: RecipientLabels;
}

export type RecipientLabels = 'beside' | 'above' | 'absent';
export const RECIPIENT_LABELS: RecipientLabels[] = ['beside', 'above', 'absent'];

/** ISPB and name of the paying institution of each layout. */
const BANKS: Record<BankLayout, { ispb: string; name: string }> = {
  nubank: { ispb: '18236120', name: 'NU PAGAMENTOS - IP' },
  'nubank-dark': { ispb: '18236120', name: 'NU PAGAMENTOS - IP' },
  itau: { ispb: '60701190', name: 'ITAÚ UNIBANCO S.A.' },
  bradesco: { ispb: '60746948', name: 'BANCO BRADESCO S.A.' },
  bb: { ispb: '00000000', name: 'BANCO DO BRASIL S.A.' },
  caixa: { ispb: '00360305', name: 'CAIXA ECONOMICA FEDERAL' },
  inter: { ispb: '00416968', name: 'BANCO INTER S.A.' },
  santander: { ispb: '90400888', name: 'BANCO SANTANDER (BRASIL) S.A.' },
  c6: { ispb: '31872495', name: 'BANCO C6 S.A.' },
  picpay: { ispb: '22896431', name: 'PICPAY' },
  mercadopago: { ispb: '10573521', name: 'MERCADO PAGO IP LTDA.' },
  pagbank: { ispb: '08561701', name: 'PAGSEGURO INTERNET IP S.A.' },
};

export function endToEndIdOf(spec: ReceiptSpec, timeZone = 'America/Sao_Paulo'): string {
  const utc = instantOf(spec.paidAt, timeZone).toISOString();
  const stamp = utc.slice(0, 16).replace(/[-T:]/g, '');
  return `E${BANKS[spec.layout].ispb}${stamp}${spec.idSuffix}`;
}

type Row =
  | { kind: 'title' | 'heading' | 'text' | 'big' | 'small' | 'muted'; text: string }
  | { kind: 'pair'; label: string; value: string; mono?: boolean; stacked?: boolean };

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
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
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The ways bank apps print when a payment was made. */
function printedDate(paidAt: string) {
  const [date, time] = paidAt.split('T') as [string, string];
  const [year, month, day] = date.split('-') as [string, string, string];
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  const monthName = MONTHS[Number(month) - 1]!;
  const numeric = `${day}/${month}/${year}`;
  const minutes = time.slice(0, 5);
  return {
    numeric,
    time,
    minutes,
    /** "23 NOV 2026 - 09:12:33" */
    upper: `${day} ${monthName.slice(0, 3).toUpperCase()} ${year} - ${time}`,
    /** "23/11/2026 às 09:12:33" */
    numericAt: `${numeric} às ${time}`,
    /** "23/11/2026 09:12" */
    numericMinutes: `${numeric} ${minutes}`,
    /** "Seg, 23/11/2026 às 09:12" */
    weekdayShort: `${capitalised(weekday.slice(0, 3))}, ${numeric} às ${minutes}`,
    /** "segunda-feira, 23 de novembro de 2026, às 09:12:33" */
    weekdayLong: `${weekday}, ${Number(day)} de ${monthName} de ${year}, às ${time}`,
    /** "23 de novembro de 2026 às 09:12" */
    long: `${Number(day)} de ${monthName} de ${year} às ${minutes}`,
    /** "23/11/2026 - 09h12" */
    hours: `${numeric} - ${time.slice(0, 2)}h${time.slice(3, 5)}`,
  };
}

const grouped = (amount: string) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(Number(amount));
/** "R$ 1.249,90" */
const brl = (amount: string) => `R$ ${grouped(amount)}`;

const keyRow = (label: string, recipient: Party): Row[] =>
  recipient.key ? [{ kind: 'pair', label, value: recipient.key }] : [];

function rowsOf(spec: ReceiptSpec): Row[] {
  const rows = layoutRows(spec);
  return spec.recipientLabels ? relabelRecipient(rows, spec.recipient, spec.recipientLabels) : rows;
}

/** The recipient's name and document rows (from its section's heading to the next) labelled the way asked. */
function relabelRecipient(rows: Row[], recipient: Party, labels: RecipientLabels): Row[] {
  const nameAt = rows.findIndex((row) => (row.kind === 'pair' ? row.value : row.text) === recipient.name);
  const start = rows.findLastIndex((row, at) => at < nameAt && row.kind === 'heading');
  const end = rows.findIndex((row, at) => at > nameAt && row.kind === 'heading');
  const holderRow = (row: Row) =>
    row.kind === 'pair' && (row.value === recipient.name || row.value === recipient.document);
  return rows.map((row, at) => {
    if (at <= start || at >= end || !holderRow(row) || row.kind !== 'pair') return row;
    if (labels === 'absent') return { kind: 'text', text: row.value };
    return { ...row, stacked: labels === 'above' };
  });
}

function layoutRows(spec: ReceiptSpec): Row[] {
  const when = printedDate(spec.paidAt);
  const id = endToEndIdOf(spec);
  const { recipient, payer } = spec;
  const bank = BANKS[spec.layout].name;
  const scheduled = spec.scheduled;
  switch (spec.layout) {
    case 'nubank':
    case 'nubank-dark':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Comprovante de transferência' },
        { kind: 'text', text: when.upper },
        { kind: 'pair', label: 'Valor', value: brl(spec.amount) },
        { kind: 'pair', label: 'Tipo de transferência', value: 'Pix' },
        { kind: 'heading', text: 'Destino' },
        { kind: 'pair', label: 'Nome', value: recipient.name },
        { kind: 'pair', label: 'CNPJ', value: recipient.document },
        ...keyRow('Chave Pix', recipient),
        { kind: 'pair', label: 'Instituição', value: 'BCO DO BRASIL S.A.' },
        { kind: 'pair', label: 'Agência', value: '1234' },
        { kind: 'pair', label: 'Conta', value: '56789-0' },
        { kind: 'heading', text: 'Origem' },
        { kind: 'pair', label: 'Nome', value: payer.name },
        { kind: 'pair', label: 'Instituição', value: bank },
        { kind: 'pair', label: 'CPF', value: payer.document },
        { kind: 'small', text: 'ID da transação:' },
        { kind: 'small', text: id },
      ];
    case 'itau':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Pix enviado' },
        { kind: 'text', text: 'Comprovante de pagamento' },
        { kind: 'pair', label: 'valor', value: brl(spec.amount) },
        { kind: 'pair', label: scheduled ? 'data do agendamento' : 'data e hora', value: when.numericAt },
        { kind: 'heading', text: 'Dados de quem recebeu' },
        { kind: 'pair', label: 'nome', value: recipient.name },
        ...keyRow('chave Pix', recipient),
        { kind: 'pair', label: 'CPF/CNPJ', value: recipient.document },
        { kind: 'pair', label: 'instituição', value: 'BANCO DO BRASIL S.A.' },
        { kind: 'heading', text: 'Dados de quem pagou' },
        { kind: 'pair', label: 'nome', value: payer.name },
        { kind: 'pair', label: 'CPF', value: payer.document },
        { kind: 'pair', label: 'instituição', value: bank },
        { kind: 'pair', label: 'ID da transação', value: id, mono: true },
      ];
    case 'bradesco':
      return [
        { kind: 'title', text: scheduled ? 'Agendamento de Pix' : 'Comprovante de Transferência' },
        { kind: 'muted', text: scheduled ? 'Pix agendado com sucesso' : 'Pix realizado com sucesso' },
        { kind: 'pair', label: 'Valor:', value: brl(spec.amount) },
        { kind: 'pair', label: 'Data e hora:', value: when.weekdayShort },
        { kind: 'heading', text: 'Dados do recebedor' },
        { kind: 'pair', label: 'Nome:', value: recipient.name },
        { kind: 'pair', label: 'CPF/CNPJ:', value: recipient.document },
        ...keyRow('Chave:', recipient),
        { kind: 'pair', label: 'Instituição:', value: 'Banco do Brasil S.A.' },
        { kind: 'heading', text: 'Dados do pagador' },
        { kind: 'pair', label: 'Nome:', value: payer.name },
        { kind: 'pair', label: 'CPF:', value: payer.document },
        { kind: 'pair', label: 'Instituição:', value: bank },
        { kind: 'pair', label: 'Número de controle:', value: id, mono: true },
      ];
    case 'bb':
      return [
        { kind: 'title', text: scheduled ? 'PIX AGENDADO' : 'COMPROVANTE PIX' },
        { kind: 'pair', label: 'DATA:', value: when.numeric },
        { kind: 'pair', label: 'HORA:', value: when.time },
        { kind: 'pair', label: 'VALOR:', value: grouped(spec.amount) },
        { kind: 'heading', text: 'PAGO PARA:' },
        { kind: 'text', text: recipient.name },
        { kind: 'pair', label: 'CPF/CNPJ:', value: recipient.document },
        ...keyRow('CHAVE PIX:', recipient),
        { kind: 'pair', label: 'INSTITUICAO:', value: 'BCO DO BRASIL S.A.' },
        { kind: 'heading', text: 'DE:' },
        { kind: 'text', text: payer.name },
        { kind: 'pair', label: 'CPF:', value: payer.document },
        { kind: 'small', text: 'ID:' },
        { kind: 'small', text: id },
      ];
    case 'caixa':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Comprovante de Pix' },
        { kind: 'pair', label: 'Data:', value: when.numeric },
        { kind: 'pair', label: 'Hora:', value: when.time },
        { kind: 'pair', label: 'Valor:', value: brl(spec.amount) },
        { kind: 'heading', text: 'Favorecido' },
        { kind: 'pair', label: 'Nome:', value: recipient.name },
        { kind: 'pair', label: 'CNPJ:', value: recipient.document },
        ...keyRow('Chave:', recipient),
        { kind: 'pair', label: 'Instituição:', value: 'BCO DO BRASIL S.A.' },
        { kind: 'heading', text: 'Dados do pagador' },
        { kind: 'pair', label: 'Nome:', value: payer.name },
        { kind: 'pair', label: 'CPF:', value: payer.document },
        { kind: 'pair', label: 'Instituição:', value: bank },
        { kind: 'pair', label: 'ID da transação:', value: id },
        { kind: 'small', text: 'Código de autenticação: 7A3F91BC0D2E' },
      ];
    case 'inter':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Pix enviado' },
        { kind: 'big', text: brl(spec.amount) },
        { kind: 'pair', label: 'Data e hora', value: when.numericMinutes },
        { kind: 'heading', text: 'Recebedor' },
        { kind: 'pair', label: 'Nome', value: recipient.name },
        { kind: 'pair', label: 'CPF/CNPJ', value: recipient.document },
        ...keyRow('Chave Pix', recipient),
        { kind: 'pair', label: 'Instituição', value: 'Banco do Brasil' },
        { kind: 'heading', text: 'Pagador' },
        { kind: 'pair', label: 'Nome', value: payer.name },
        { kind: 'pair', label: 'CPF/CNPJ', value: payer.document },
        { kind: 'pair', label: 'Instituição', value: bank },
        { kind: 'small', text: 'ID da transação' },
        // Narrow screens break the id over two lines.
        { kind: 'small', text: id.slice(0, 22) },
        { kind: 'small', text: id.slice(22) },
      ];
    case 'santander':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Comprovante do Pix' },
        { kind: 'pair', label: 'Valor pago', value: `R$${grouped(spec.amount)}` },
        { kind: 'pair', label: scheduled ? 'Data agendada' : 'Data da transferência', value: when.long },
        { kind: 'heading', text: 'Para' },
        { kind: 'pair', label: 'Nome', value: recipient.name },
        { kind: 'pair', label: 'CPF/CNPJ', value: recipient.document },
        ...keyRow('Chave', recipient),
        { kind: 'pair', label: 'Banco', value: 'Banco do Brasil' },
        { kind: 'heading', text: 'De' },
        { kind: 'pair', label: 'Nome', value: payer.name },
        { kind: 'pair', label: 'CPF', value: payer.document },
        { kind: 'pair', label: 'Código da transação', value: id, mono: true },
      ];
    case 'c6':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Pix enviado com sucesso' },
        { kind: 'pair', label: 'Valor', value: grouped(spec.amount) },
        { kind: 'pair', label: 'Quando', value: when.hours },
        { kind: 'heading', text: 'Quem recebeu' },
        { kind: 'pair', label: 'Nome', value: recipient.name },
        { kind: 'pair', label: 'CNPJ', value: recipient.document },
        ...keyRow('Chave Pix', recipient),
        { kind: 'heading', text: 'Quem pagou' },
        { kind: 'pair', label: 'Nome', value: payer.name },
        { kind: 'pair', label: 'CPF', value: payer.document },
        { kind: 'small', text: 'Número da transação Pix' },
        { kind: 'small', text: id },
      ];
    case 'picpay':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Comprovante de Pix' },
        { kind: 'pair', label: 'Valor do Pix', value: brl(spec.amount) },
        { kind: 'text', text: when.weekdayLong },
        { kind: 'heading', text: 'Para' },
        { kind: 'text', text: recipient.name },
        { kind: 'pair', label: 'CPF/CNPJ', value: recipient.document },
        ...keyRow('Chave', recipient),
        { kind: 'pair', label: 'Instituição', value: 'BCO DO BRASIL S.A.' },
        { kind: 'heading', text: 'De' },
        { kind: 'text', text: payer.name },
        { kind: 'pair', label: 'CPF', value: payer.document },
        { kind: 'pair', label: 'Instituição', value: bank },
        { kind: 'small', text: 'ID da transação' },
        { kind: 'small', text: id },
      ];
    case 'mercadopago':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Comprovante de transferência' },
        { kind: 'muted', text: when.weekdayLong },
        { kind: 'big', text: brl(spec.amount) },
        { kind: 'heading', text: 'Dados do recebedor' },
        { kind: 'pair', label: 'Titular', value: recipient.name },
        { kind: 'pair', label: 'Documento', value: recipient.document },
        ...keyRow('Chave Pix', recipient),
        { kind: 'heading', text: 'Dados do pagador' },
        { kind: 'pair', label: 'Titular', value: payer.name },
        { kind: 'pair', label: 'Documento', value: payer.document },
        { kind: 'pair', label: 'Instituição', value: bank },
        { kind: 'small', text: 'Código da transação' },
        { kind: 'small', text: id },
      ];
    case 'pagbank':
      return [
        { kind: 'title', text: scheduled ? 'Pix agendado' : 'Pix enviado' },
        { kind: 'pair', label: 'Valor', value: `R$${grouped(spec.amount)}` },
        { kind: 'pair', label: 'Data/hora', value: when.hours },
        { kind: 'heading', text: 'Destinatário' },
        { kind: 'pair', label: 'Nome', value: recipient.name },
        { kind: 'pair', label: 'CPF/CNPJ', value: recipient.document },
        ...keyRow('Chave Pix', recipient),
        { kind: 'pair', label: 'Instituição', value: 'BCO DO BRASIL S.A.' },
        { kind: 'heading', text: 'Remetente' },
        { kind: 'pair', label: 'Nome', value: payer.name },
        { kind: 'pair', label: 'CPF', value: payer.document },
        { kind: 'small', text: 'ID da transação' },
        { kind: 'small', text: id },
      ];
  }
}

interface Theme {
  font: string;
  mono: string;
  ink: string;
  paper: string;
  /** The app bar's colour and its text's. */
  bar: string;
  barInk: string;
  /** Labels sit beside their values, or above them. */
  stacked: boolean;
}

const STYLE: Record<BankLayout, Theme> = {
  nubank: {
    font: 'DejaVu Sans',
    mono: 'DejaVu Sans Mono',
    ink: '#1f1f1f',
    paper: '#ffffff',
    bar: '#820ad1',
    barInk: '#ffffff',
    stacked: false,
  },
  'nubank-dark': {
    font: 'DejaVu Sans',
    mono: 'DejaVu Sans Mono',
    ink: '#ededed',
    paper: '#121212',
    bar: '#1e1e1e',
    barInk: '#c9a0ff',
    stacked: false,
  },
  itau: {
    font: 'DejaVu Sans',
    mono: 'DejaVu Sans Mono',
    ink: '#222222',
    paper: '#fbf8f4',
    bar: '#ec7000',
    barInk: '#ffffff',
    stacked: true,
  },
  bradesco: {
    font: 'Liberation Sans',
    mono: 'Liberation Mono',
    ink: '#2b2b2b',
    paper: '#ffffff',
    bar: '#cc092f',
    barInk: '#ffffff',
    stacked: false,
  },
  bb: {
    font: 'Liberation Mono',
    mono: 'Liberation Mono',
    ink: '#1b1b4b',
    paper: '#fffdf2',
    bar: '#fcfc30',
    barInk: '#003da5',
    stacked: false,
  },
  caixa: {
    font: 'DejaVu Serif',
    mono: 'DejaVu Sans Mono',
    ink: '#10263f',
    paper: '#f6f9fc',
    bar: '#005ca9',
    barInk: '#ffffff',
    stacked: false,
  },
  inter: {
    font: 'DejaVu Sans',
    mono: 'DejaVu Sans Mono',
    ink: '#161616',
    paper: '#ffffff',
    bar: '#ff7a00',
    barInk: '#ffffff',
    stacked: false,
  },
  santander: {
    font: 'Liberation Serif',
    mono: 'Liberation Mono',
    ink: '#222222',
    paper: '#ffffff',
    bar: '#ec0000',
    barInk: '#ffffff',
    stacked: true,
  },
  c6: {
    font: 'Liberation Sans',
    mono: 'Liberation Mono',
    ink: '#f2f2f2',
    paper: '#000000',
    bar: '#1a1a1a',
    barInk: '#f2f2f2',
    stacked: false,
  },
  picpay: {
    font: 'Liberation Sans',
    mono: 'Liberation Mono',
    ink: '#1d1d1d',
    paper: '#ffffff',
    bar: '#11c76f',
    barInk: '#ffffff',
    stacked: false,
  },
  mercadopago: {
    font: 'DejaVu Sans',
    mono: 'DejaVu Sans Mono',
    ink: '#333333',
    paper: '#f5f5f5',
    bar: '#00b1ea',
    barInk: '#ffffff',
    stacked: true,
  },
  pagbank: {
    font: 'Liberation Sans',
    mono: 'Liberation Mono',
    ink: '#1a1a1a',
    paper: '#ffffff',
    bar: '#ffc801',
    barInk: '#1a1a1a',
    stacked: false,
  },
};

/** Text sizes in dp (the screen is 360 dp wide). */
const SIZES = { title: 20, heading: 16, text: 14, big: 28, small: 12, muted: 13, pair: 14 } as const;
const SCREEN_DP = 360;
const MARGIN_DP = 20;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fails clearly when fontconfig finds none of the corpus's fonts, which would draw every receipt blank. */
export async function assertFontsAvailable(): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="100%" height="100%" fill="#fff"/><text x="4" y="30" font-family="DejaVu Sans" font-size="24">Pix</text></svg>`;
  const { channels } = await sharp(Buffer.from(svg)).stats();
  if (channels[0]!.min === 255) {
    throw new Error('SVG text renders blank: install a font fontconfig finds (Debian: fonts-dejavu-core)');
  }
}

// Average advance of a character, as a share of the font size: enough to tell whether a pair fits on one line.
const CHAR_WIDTH = { sans: 0.56, mono: 0.6 };

/**
 * The receipt as a phone screen of width × height pixels: a status bar, the bank's app bar and the rows, laid out
 * in dp (360 across) and scaled to the pixels, as Android and iOS draw them.
 */
export function receiptSvg(spec: ReceiptSpec, width = 560, height = 1200): string {
  const rows = rowsOf(spec);
  const theme = STYLE[spec.layout];
  const dp = width / SCREEN_DP;
  const margin = MARGIN_DP * dp;
  const usable = width - 2 * margin;
  let y = 0;
  const parts: string[] = [
    `<rect width="100%" height="100%" fill="${theme.paper}"/>`,
    `<rect width="100%" height="${80 * dp}" fill="${theme.bar}"/>`,
    `<text x="${16 * dp}" y="${17 * dp}" font-family="${theme.font}" font-size="${12 * dp}" fill="${theme.barInk}">9:41</text>`,
    `<text x="${width - 16 * dp}" y="${17 * dp}" font-family="${theme.font}" font-size="${12 * dp}" fill="${theme.barInk}" text-anchor="end">5G 87%</text>`,
    `<text x="${margin}" y="${60 * dp}" font-family="${theme.font}" font-size="${18 * dp}" fill="${theme.barInk}" font-weight="bold">← Comprovante</text>`,
  ];
  y = 90 * dp;
  const text = (x: number, size: number, value: string, extra = '', font = theme.font) =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size * dp}" fill="${theme.ink}" ${extra}>${escapeXml(value)}</text>`;
  const fits = (value: string, size: number, mono = false) =>
    value.length * size * dp * (mono ? CHAR_WIDTH.mono : CHAR_WIDTH.sans) <= usable;
  for (const row of rows) {
    const size = SIZES[row.kind];
    y += size * dp * (row.kind === 'heading' || row.kind === 'title' || row.kind === 'big' ? 2.2 : 1.8);
    if (row.kind === 'pair') {
      const font = row.mono ? theme.mono : theme.font;
      const together = !(row.stacked ?? theme.stacked) && fits(`${row.label}   ${row.value}`, size, row.mono);
      if (together) {
        parts.push(text(margin, size, row.label, 'fill-opacity="0.7"'));
        parts.push(text(width - margin, size, row.value, 'text-anchor="end"', font));
        continue;
      }
      parts.push(text(margin, size * 0.9, row.label, 'fill-opacity="0.7"'));
      // A value too long for the line is set smaller, as apps shrink ids to fit.
      const valueSize = fits(row.value, size, row.mono) ? size : usable / (row.value.length * CHAR_WIDTH.mono * dp);
      y += valueSize * dp * 1.5;
      parts.push(text(margin, valueSize, row.value, 'font-weight="bold"', font));
    } else {
      const bold = row.kind === 'title' || row.kind === 'heading' || row.kind === 'big';
      const muted = row.kind === 'muted' ? 'fill-opacity="0.65"' : '';
      const font = row.kind === 'small' && /^E\d{8}/.test(row.text) ? theme.mono : theme.font;
      parts.push(text(margin, size, row.text, bold ? 'font-weight="bold"' : muted, font));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** A screenshot as the phone saves it (PNG) or as a JPEG at quality 80. */
export function screenshot(spec: ReceiptSpec, format: 'png' | 'jpeg', width = 560, height = 1200): Promise<Buffer> {
  const image = sharp(Buffer.from(receiptSvg(spec, width, height)));
  return (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
}

/** A phone's own full-screen screenshot, `width` pixels across (720, 1080, 1440) at a 19.5:9 screen's height. */
export const phoneScreenshot = (spec: ReceiptSpec, width: number) =>
  screenshot(spec, 'png', width, Math.round((width * 19.5) / 9));

// The storefront's compression of every receipt image before upload (spec §9; web/src/features/payment/
// image-compression/compression-limits.ts): longest side at most 1200 px, JPEG at quality 0.8, shrunk by 0.8
// per pass while over 2 MB, never under 200 px.
const UPLOAD = { maxSide: 1200, quality: 80, maxBytes: 2 * 1024 * 1024, shrinkFactor: 0.8, minSide: 200 };

/**
 * What the server receives once the store's upload page has compressed an image in the browser: stood upright by
 * its EXIF orientation, drawn on white, scaled down (Lanczos-2 comes closest to Chromium's canvas, measured on
 * its screenshots) and encoded as JPEG at quality 80.
 */
export async function storefrontUpload(image: Buffer): Promise<Buffer> {
  for (let side = UPLOAD.maxSide; ; side = Math.floor(side * UPLOAD.shrinkFactor)) {
    const jpeg = await sharp(image)
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos2' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: UPLOAD.quality })
      .toBuffer();
    if (jpeg.length <= UPLOAD.maxBytes || side <= UPLOAD.minSide) return jpeg;
  }
}

/**
 * A phone photo of the screen: slightly turned and blurred, on a darker background, JPEG. With `sideways` the
 * pixels lie on their side and the EXIF orientation says how to stand them up, as cameras do. `width` is the
 * screen's width in the photo; the blur grows with it, so a larger photo is the same picture in more pixels.
 */
export async function phonePhoto(
  spec: ReceiptSpec,
  options: { angle: number; sideways?: boolean; width?: number },
): Promise<Buffer> {
  const width = options.width ?? 900;
  const shot = await screenshot(spec, 'png', width, Math.round((width * 1930) / 900));
  const photo = sharp(shot)
    .rotate(options.angle, { background: '#5a5a5a' })
    .blur((1.1 * width) / 900)
    .modulate({ brightness: 0.93 });
  if (!options.sideways) return photo.jpeg({ quality: 82 }).toBuffer();
  const turned = await photo.png().toBuffer();
  // Pixels turned 90° counter-clockwise; orientation 6 tells a viewer to turn them back clockwise.
  return sharp(turned).rotate(-90).jpeg({ quality: 82 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** A bank's PDF: real text, drawn with a standard font, as apps export them (always on white). */
export async function textPdf(spec: ReceiptSpec): Promise<Buffer> {
  const rows = rowsOf(spec);
  const stacked = STYLE[spec.layout].stacked;
  const document = await PDFDocument.create();
  const page = document.addPage([420, 720]);
  const serif = /Serif/.test(STYLE[spec.layout].font);
  const regular = await document.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = await document.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  const mono = await document.embedFont(StandardFonts.CourierBold);
  const fits = (font: PDFFont, value: string, size: number) => font.widthOfTextAtSize(value, size) <= 360;
  let y = 690;
  for (const row of rows) {
    const size = SIZES[row.kind] * 0.75;
    y -= size * (row.kind === 'heading' || row.kind === 'title' ? 2.2 : 1.8);
    if (row.kind === 'pair') {
      const valueFont = row.mono ? mono : regular;
      if (!(row.stacked ?? stacked) && fits(regular, `${row.label}    ${row.value}`, size)) {
        page.drawText(row.label, { x: 30, y, size, font: regular, color: rgb(0.35, 0.35, 0.35) });
        page.drawText(row.value, { x: 390 - valueFont.widthOfTextAtSize(row.value, size), y, size, font: valueFont });
        continue;
      }
      page.drawText(row.label, { x: 30, y, size: size * 0.85, font: regular, color: rgb(0.4, 0.4, 0.4) });
      y -= size * 1.4;
      const valueSize = fits(row.mono ? mono : bold, row.value, size) ? size : size * 0.8;
      page.drawText(row.value, { x: 30, y, size: valueSize, font: row.mono ? mono : bold });
    } else {
      const font = row.kind === 'title' || row.kind === 'heading' || row.kind === 'big' ? bold : regular;
      page.drawText(row.text, { x: 30, y, size, font });
    }
  }
  return Buffer.from(await document.save());
}

/** A "scanned" receipt: one picture per page and no text layer. */
export async function imageOnlyPdf(picture: Buffer): Promise<Buffer> {
  const document = await PDFDocument.create();
  const meta = await sharp(picture).metadata();
  const image = meta.format === 'png' ? await document.embedPng(picture) : await document.embedJpg(picture);
  const page = document.addPage([image.width * 0.5, image.height * 0.5]);
  page.drawImage(image, { x: 0, y: 0, width: image.width * 0.5, height: image.height * 0.5 });
  return Buffer.from(await document.save());
}

/** Things clients upload that are no receipt: a landscape photo, and a note with prices but nothing of PIX. */
export async function notReceipts(): Promise<Array<{ name: string; content: Buffer }>> {
  const landscape = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
    <rect width="100%" height="100%" fill="#8fc7ef"/><circle cx="780" cy="160" r="80" fill="#ffd84a"/>
    <path d="M0 560 L260 300 L470 520 L650 340 L1000 620 L1000 750 L0 750 Z" fill="#3f7d4a"/></svg>`;
  const note = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="900">
    <rect width="100%" height="100%" fill="#fff9d6"/>
    ${['Lista de compras', 'arroz 5kg   R$ 27,90', 'feijão   R$ 8,49', 'velas brancas', 'incenso de arruda']
      .map(
        (line, i) =>
          `<text x="40" y="${90 + i * 60}" font-family="DejaVu Sans" font-size="26" fill="#333">${escapeXml(line)}</text>`,
      )
      .join('')}</svg>`;
  return [
    { name: 'paisagem.jpg', content: await sharp(Buffer.from(landscape)).blur(0.8).jpeg({ quality: 80 }).toBuffer() },
    { name: 'lista.png', content: await sharp(Buffer.from(note)).png().toBuffer() },
  ];
}
