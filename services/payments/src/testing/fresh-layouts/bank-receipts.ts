/**
 * PIX receipts ("comprovante Pix") of sixteen Brazilian banks and wallets, drawn as SVG phone screens from what
 * their apps publicly look like. Written blind to the verifier and to the other corpora, and kept out of every
 * tuning loop: it is the final held-out measure, so nothing here may be adjusted to what the verifier reads.
 */
import sharp from 'sharp';
import { storefrontUpload } from '../receipt-corpus.js';

export type Family = 'beside' | 'above' | 'absent';
export type Theme = 'light' | 'dark';

/** Fonts no earlier corpus used, with the Debian package that ships each. */
export const FRESH_FONTS = {
  'Nimbus Sans': 'fonts-urw-base35',
  'TeX Gyre Heros': 'fonts-texgyre',
  Quicksand: 'fonts-quicksand',
} as const;
export type FreshFont = keyof typeof FRESH_FONTS;

interface Palette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  line: string;
  accent: string;
  onAccent: string;
}

export interface BankLayout {
  layout: string;
  bank: string;
  /** ISPB of the app's bank, the payer's bank in the end-to-end id. */
  ispb: string;
  family: Family;
  theme: Theme;
  font: FreshFont;
  palette: Palette;
  title: string;
  done: string;
  recipientHeading: string;
  payerHeading: string;
  nameLabel: string;
  /** null: the label says CPF or CNPJ after the document's kind. */
  documentLabel: string | null;
  institutionLabel: string;
  keyLabel: string;
  idLabel: string;
  payerFirst: boolean;
  iconHeadings: boolean;
  avatar: boolean;
  cards: boolean;
  separator: 'line' | 'dashed' | 'none';
  boldValues: boolean;
  nameCase: 'upper' | 'title';
  documentOnNameLine: boolean;
  cutAt: number;
  ellipsis: '...' | '…' | '';
  dateStyle: 'numeric' | 'long' | 'month';
  headerBar: boolean;
  /** Screen height as a multiple of the width: 19.5/9 for a phone screen, more for a scrolling capture. */
  aspect: number;
}

const PHONE = 19.5 / 9;

const light = (accent: string, onAccent = '#ffffff'): Palette => ({
  background: '#ffffff',
  surface: '#f4f5f7',
  text: '#1d1d1f',
  muted: '#6e6e73',
  line: '#e1e3e6',
  accent,
  onAccent,
});
const dark = (accent: string, background = '#121214', onAccent = '#ffffff'): Palette => ({
  background,
  surface: '#1f2024',
  text: '#f2f2f4',
  muted: '#9a9aa2',
  line: '#34353a',
  accent,
  onAccent,
});

const base = {
  payerFirst: false,
  iconHeadings: false,
  avatar: false,
  cards: false,
  separator: 'line',
  boldValues: true,
  nameCase: 'title',
  documentOnNameLine: false,
  ellipsis: '...',
  dateStyle: 'numeric',
  headerBar: false,
  aspect: PHONE,
  documentLabel: 'CPF/CNPJ',
  institutionLabel: 'Instituição',
  keyLabel: 'Chave Pix',
  nameLabel: 'Nome',
} as const;

export const BANK_LAYOUTS: BankLayout[] = [
  {
    ...base,
    layout: 'nubank',
    bank: 'Nubank',
    ispb: '18236120',
    family: 'above',
    theme: 'dark',
    font: 'Quicksand',
    palette: dark('#a66cff', '#141018'),
    title: 'Comprovante de transferência',
    done: 'Pix enviado',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    idLabel: 'ID da transação',
    separator: 'none',
    cutAt: 28,
    dateStyle: 'month',
  },
  {
    ...base,
    layout: 'itau',
    bank: 'Itaú',
    ispb: '60701190',
    family: 'beside',
    theme: 'light',
    font: 'Nimbus Sans',
    palette: light('#ec7000'),
    title: 'comprovante de pix',
    done: 'Pix realizado',
    recipientHeading: 'dados do recebedor',
    payerHeading: 'dados do pagador',
    nameLabel: 'nome',
    documentLabel: null,
    institutionLabel: 'instituição',
    keyLabel: 'chave',
    idLabel: 'ID da transação',
    headerBar: true,
    nameCase: 'upper',
    cutAt: 30,
    ellipsis: '',
  },
  {
    ...base,
    layout: 'bradesco',
    bank: 'Bradesco',
    ispb: '60746948',
    family: 'absent',
    theme: 'light',
    font: 'TeX Gyre Heros',
    palette: light('#cc092f'),
    title: 'Comprovante',
    done: 'Transferência Pix concluída',
    recipientHeading: 'Enviado para',
    payerHeading: 'Enviado por',
    idLabel: 'Autenticação',
    headerBar: true,
    iconHeadings: true,
    nameCase: 'upper',
    cutAt: 26,
    ellipsis: '…',
    dateStyle: 'long',
  },
  {
    ...base,
    layout: 'banco-do-brasil',
    bank: 'Banco do Brasil',
    ispb: '00000000',
    family: 'beside',
    theme: 'light',
    font: 'Quicksand',
    palette: light('#465eff', '#fcfc30'),
    title: 'Comprovante Pix',
    done: 'Transação efetuada',
    recipientHeading: 'PAGO PARA',
    payerHeading: 'PAGO POR',
    nameLabel: 'Recebedor',
    documentLabel: 'CPF/CNPJ',
    keyLabel: 'Chave',
    idLabel: 'Documento',
    headerBar: true,
    payerFirst: true,
    separator: 'dashed',
    boldValues: false,
    nameCase: 'upper',
    cutAt: 25,
    ellipsis: '',
  },
  {
    ...base,
    layout: 'caixa',
    bank: 'Caixa',
    ispb: '00360305',
    family: 'above',
    theme: 'light',
    font: 'Nimbus Sans',
    palette: light('#005ca9'),
    title: 'Comprovante de Pix enviado',
    done: 'Operação realizada',
    recipientHeading: 'Dados do favorecido',
    payerHeading: 'Dados do pagador',
    nameLabel: 'Nome do favorecido',
    documentLabel: 'CPF / CNPJ',
    idLabel: 'Código da operação',
    headerBar: true,
    cards: true,
    nameCase: 'upper',
    cutAt: 30,
    ellipsis: '...',
    aspect: 2.75,
  },
  {
    ...base,
    layout: 'santander',
    bank: 'Santander',
    ispb: '90400888',
    family: 'absent',
    theme: 'light',
    font: 'Nimbus Sans',
    palette: light('#ec0000'),
    title: 'Comprovante do Pix',
    done: 'Pix feito!',
    recipientHeading: 'Para',
    payerHeading: 'De',
    idLabel: 'Identificador',
    avatar: true,
    documentOnNameLine: true,
    cutAt: 27,
    ellipsis: '...',
    dateStyle: 'long',
  },
  {
    ...base,
    layout: 'inter',
    bank: 'Inter',
    ispb: '00416968',
    family: 'beside',
    theme: 'dark',
    font: 'TeX Gyre Heros',
    palette: dark('#ff7a00', '#17171a'),
    title: 'Comprovante',
    done: 'Pix enviado com sucesso',
    recipientHeading: 'Quem recebeu',
    payerHeading: 'Quem pagou',
    documentLabel: null,
    idLabel: 'ID da transação',
    iconHeadings: true,
    cards: true,
    separator: 'none',
    cutAt: 29,
    ellipsis: '…',
    dateStyle: 'month',
  },
  {
    ...base,
    layout: 'picpay',
    bank: 'PicPay',
    ispb: '22896431',
    family: 'above',
    theme: 'dark',
    font: 'TeX Gyre Heros',
    palette: dark('#21c25e', '#0f1110'),
    title: 'Comprovante',
    done: 'Pagamento concluído',
    recipientHeading: 'Quem vai receber',
    payerHeading: 'Quem enviou',
    nameLabel: 'Nome',
    documentLabel: 'Documento',
    idLabel: 'Identificador do Pix',
    avatar: true,
    payerFirst: true,
    cutAt: 26,
    ellipsis: '...',
    dateStyle: 'long',
  },
  {
    ...base,
    layout: 'mercado-pago',
    bank: 'Mercado Pago',
    ispb: '10573521',
    family: 'absent',
    theme: 'light',
    font: 'Quicksand',
    palette: light('#009ee3'),
    title: 'Comprovante de transferência',
    done: 'Você transferiu',
    recipientHeading: 'Para',
    payerHeading: 'De',
    idLabel: 'Número de identificação',
    avatar: true,
    cards: true,
    documentOnNameLine: true,
    separator: 'none',
    cutAt: 30,
    ellipsis: '',
    dateStyle: 'long',
  },
  {
    ...base,
    layout: 'c6',
    bank: 'C6 Bank',
    ispb: '31872495',
    family: 'beside',
    theme: 'dark',
    font: 'Nimbus Sans',
    palette: dark('#e6e6e6', '#0b0b0b', '#0b0b0b'),
    title: 'Comprovante de Pix',
    done: 'Pix enviado',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    documentLabel: null,
    idLabel: 'ID Pix',
    payerFirst: true,
    nameCase: 'upper',
    cutAt: 28,
    ellipsis: '...',
    dateStyle: 'month',
  },
  {
    ...base,
    layout: 'sicoob',
    bank: 'Sicoob',
    ispb: '02038232',
    family: 'absent',
    theme: 'light',
    font: 'TeX Gyre Heros',
    palette: light('#00ae9d'),
    title: 'Comprovante de transferência Pix',
    done: 'Transferência efetivada',
    recipientHeading: 'Favorecido',
    payerHeading: 'Pagador',
    idLabel: 'ID fim a fim',
    headerBar: true,
    payerFirst: true,
    separator: 'dashed',
    nameCase: 'upper',
    cutAt: 25,
    ellipsis: '...',
  },
  {
    ...base,
    layout: 'sicredi',
    bank: 'Sicredi',
    ispb: '01181521',
    family: 'beside',
    theme: 'light',
    font: 'Quicksand',
    palette: light('#3fa110'),
    title: 'Comprovante de Pix',
    done: 'Pix efetivado',
    recipientHeading: 'Destinatário',
    payerHeading: 'Remetente',
    documentLabel: 'Documento',
    idLabel: 'Identificação',
    iconHeadings: true,
    avatar: false,
    cutAt: 27,
    ellipsis: '…',
  },
  {
    ...base,
    layout: 'neon',
    bank: 'Neon',
    ispb: '20855875',
    family: 'above',
    theme: 'dark',
    font: 'Nimbus Sans',
    palette: dark('#00c2ff', '#0a1a2b'),
    title: 'Comprovante',
    done: 'Pix enviado',
    recipientHeading: 'Pra quem',
    payerHeading: 'De quem',
    nameLabel: 'Nome',
    documentLabel: 'CPF/CNPJ',
    idLabel: 'ID da transação',
    iconHeadings: true,
    cards: true,
    separator: 'none',
    cutAt: 29,
    ellipsis: '...',
    dateStyle: 'month',
    aspect: 2.5,
  },
  {
    ...base,
    layout: 'btg',
    bank: 'BTG Pactual',
    ispb: '30306294',
    family: 'absent',
    theme: 'dark',
    font: 'Quicksand',
    palette: dark('#5b9bff', '#07172e'),
    title: 'Comprovante Pix',
    done: 'Transferência realizada',
    recipientHeading: 'Recebedor',
    payerHeading: 'Pagador',
    idLabel: 'Código de autenticação',
    separator: 'line',
    boldValues: true,
    nameCase: 'upper',
    cutAt: 28,
    ellipsis: '…',
    dateStyle: 'numeric',
  },
  {
    ...base,
    layout: 'will-bank',
    bank: 'Will Bank',
    ispb: '23862762',
    family: 'above',
    theme: 'light',
    font: 'Quicksand',
    palette: light('#ffd900', '#1d1d1f'),
    title: 'Comprovante',
    done: 'Deu certo! Pix enviado',
    recipientHeading: 'Dados de quem recebeu',
    payerHeading: 'Dados de quem pagou',
    nameLabel: 'Nome completo',
    documentLabel: null,
    idLabel: 'Identificador',
    headerBar: true,
    payerFirst: true,
    separator: 'dashed',
    boldValues: false,
    cutAt: 25,
    ellipsis: '',
    dateStyle: 'numeric',
  },
  {
    ...base,
    layout: 'cora',
    bank: 'Cora',
    ispb: '37880206',
    family: 'beside',
    theme: 'light',
    font: 'TeX Gyre Heros',
    palette: light('#fe3e6d'),
    title: 'Comprovante de Pix',
    done: 'Pix enviado',
    recipientHeading: 'Destino',
    payerHeading: 'Origem',
    nameLabel: 'Razão social / Nome',
    documentLabel: null,
    institutionLabel: 'Banco',
    idLabel: 'End to End',
    avatar: true,
    cards: true,
    separator: 'none',
    nameCase: 'upper',
    cutAt: 26,
    ellipsis: '...',
    dateStyle: 'long',
  },
];

export interface ReceiptParty {
  /** As the holder writes it: title case with accents. */
  name: string;
  /** Already masked as this receipt shows it, or null when the receipt shows none. */
  document: string | null;
  documentKind: 'CPF' | 'CNPJ';
  institution: string;
  account?: string;
  key?: string;
}

export interface ReceiptData {
  amountCents: number;
  paidAt: Date;
  scheduled: boolean;
  endToEndId: string;
  recipient: ReceiptParty;
  payer: ReceiptParty;
  /** The payer's block straight under the recipient's, whatever the bank's usual order. */
  payerRightAfterRecipient?: boolean;
}

export interface Screenshot {
  width: 720 | 1080 | 1440;
  /** Re-encoded as JPEG at this quality before the upload, as some share sheets do. */
  jpegQuality: number | null;
}

const SAO_PAULO_OFFSET_MS = -3 * 3600_000;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTH_NAMES = [
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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function saoPauloParts(instant: Date) {
  const local = new Date(instant.getTime() + SAO_PAULO_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

function formatWhen(instant: Date, style: BankLayout['dateStyle']): string {
  const p = saoPauloParts(instant);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  if (style === 'month') return `${pad(p.day)} ${MONTHS[p.month]!.toUpperCase()} ${p.year} • ${time}`;
  if (style === 'long') {
    const weekday = WEEKDAYS[p.weekday]!;
    return `${weekday[0]!.toUpperCase()}${weekday.slice(1)}, ${p.day} de ${MONTH_NAMES[p.month]} de ${p.year} às ${time}`;
  }
  return `${pad(p.day)}/${pad(p.month + 1)}/${p.year} - ${time}:${pad(p.second)}`;
}

function formatDay(instant: Date): string {
  const p = saoPauloParts(instant);
  return `${pad(p.day)}/${pad(p.month + 1)}/${p.year}`;
}

export function formatReais(cents: number): string {
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais},${pad(cents % 100)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A generous estimate of a line's width in em, so that fitted text never reaches the screen's edge. */
function widthInEm(text: string, bold: boolean): number {
  let em = 0;
  for (const ch of text) {
    if (/[ilj.,:;'|!]/.test(ch)) em += 0.3;
    else if (/[ftrI() -]/.test(ch)) em += 0.38;
    else if (/[MWmw@]/.test(ch)) em += 0.92;
    else if (/[A-ZÀ-Ý]/.test(ch)) em += 0.72;
    else if (/[0-9*•]/.test(ch)) em += 0.58;
    else em += 0.58;
  }
  return em * (bold ? 1.1 : 1.04);
}

function fittedSize(text: string, size: number, maxWidth: number, bold: boolean): number {
  const needed = widthInEm(text, bold) * size;
  return needed <= maxWidth ? size : Math.floor((size * maxWidth * 10) / needed) / 10;
}

function displayName(layout: BankLayout, name: string): string {
  const cased = layout.nameCase === 'upper' ? name.toLocaleUpperCase('pt-BR') : name;
  if (cased.length <= layout.cutAt) return cased;
  return `${cased.slice(0, layout.cutAt).trimEnd()}${layout.ellipsis}`;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w.length > 2);
  return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toLocaleUpperCase('pt-BR');
}

const SCREEN_DP = 360;
const MARGIN = 20;

class Canvas {
  readonly parts: string[] = [];
  y = 0;
  constructor(
    readonly layout: BankLayout,
    readonly heightDp: number,
  ) {}

  get p() {
    return this.layout.palette;
  }

  text(
    x: number,
    y: number,
    content: string,
    size: number,
    options: { weight?: number; fill?: string; anchor?: 'start' | 'middle' | 'end'; maxWidth?: number } = {},
  ) {
    const weight = options.weight ?? 400;
    const anchor = options.anchor ?? 'start';
    const room =
      options.maxWidth ??
      (anchor === 'middle' ? SCREEN_DP - 2 * MARGIN : anchor === 'end' ? x - MARGIN : SCREEN_DP - MARGIN - x);
    const fitted = fittedSize(content, size, room, weight >= 600);
    this.parts.push(
      `<text x="${x}" y="${y}" font-size="${fitted}" font-weight="${weight}" fill="${options.fill ?? this.p.text}" text-anchor="${anchor}">${escapeXml(content)}</text>`,
    );
  }

  rect(x: number, y: number, w: number, h: number, fill: string, radius = 0, stroke?: string) {
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"${stroke ? ` stroke="${stroke}"` : ''}/>`,
    );
  }

  separator(y: number) {
    if (this.layout.separator === 'none') return;
    const dash = this.layout.separator === 'dashed' ? ' stroke-dasharray="4 3"' : '';
    this.parts.push(
      `<line x1="${MARGIN}" y1="${y}" x2="${SCREEN_DP - MARGIN}" y2="${y}" stroke="${this.p.line}" stroke-width="1"${dash}/>`,
    );
  }

  icon(cx: number, cy: number, kind: 'person' | 'bank' | 'check' | 'clock') {
    const { accent } = this.p;
    this.parts.push(`<circle cx="${cx}" cy="${cy}" r="9" fill="none" stroke="${accent}" stroke-width="1.6"/>`);
    if (kind === 'check')
      this.parts.push(
        `<path d="M${cx - 4} ${cy} l3 3 l5 -6" fill="none" stroke="${accent}" stroke-width="1.8" stroke-linecap="round"/>`,
      );
    if (kind === 'person')
      this.parts.push(
        `<circle cx="${cx}" cy="${cy - 2}" r="2.6" fill="${accent}"/><path d="M${cx - 5} ${cy + 5} q5 -6 10 0" fill="${accent}"/>`,
      );
    if (kind === 'bank')
      this.parts.push(`<path d="M${cx - 5} ${cy - 1} l5 -4 l5 4 z M${cx - 4} ${cy} h8 v4 h-8 z" fill="${accent}"/>`);
    if (kind === 'clock')
      this.parts.push(
        `<path d="M${cx} ${cy - 5} v5 l3 2" fill="none" stroke="${accent}" stroke-width="1.6" stroke-linecap="round"/>`,
      );
  }
}

function statusBar(c: Canvas, clock: string, onAccent: boolean) {
  const fill = onAccent ? c.p.onAccent : c.p.text;
  c.text(MARGIN, 17, clock, 12, { weight: 600, fill });
  const right = SCREEN_DP - MARGIN;
  for (let i = 0; i < 4; i++) c.rect(right - 52 + i * 5, 15 - (i + 1) * 2.5, 3, (i + 1) * 2.5, fill);
  c.rect(right - 22, 7, 20, 10, 'none', 2.5, fill);
  c.rect(right - 20, 9, 13, 6, fill, 1);
}

function header(c: Canvas, clock: string) {
  const { layout } = c;
  if (layout.headerBar) {
    c.rect(0, 0, SCREEN_DP, 76, c.p.accent);
    statusBar(c, clock, true);
    c.parts.push(
      `<path d="M${MARGIN + 8} 42 l-7 7 l7 7" fill="none" stroke="${c.p.onAccent}" stroke-width="2" stroke-linecap="round"/>`,
    );
    c.text(SCREEN_DP / 2, 55, layout.title, 16, { weight: 600, fill: c.p.onAccent, anchor: 'middle', maxWidth: 260 });
    c.y = 104;
  } else {
    statusBar(c, clock, false);
    c.parts.push(
      `<path d="M${MARGIN + 6} 44 l6 6 m0 -6 l-6 6" fill="none" stroke="${c.p.text}" stroke-width="2" stroke-linecap="round"/>`,
    );
    c.text(SCREEN_DP / 2, 52, layout.title, 15, { weight: 600, anchor: 'middle', maxWidth: 250 });
    c.y = 92;
  }
}

function hero(c: Canvas, data: ReceiptData) {
  const { layout } = c;
  const cx = SCREEN_DP / 2;
  c.parts.push(`<circle cx="${cx}" cy="${c.y + 18}" r="18" fill="${c.p.accent}"/>`);
  if (data.scheduled)
    c.parts.push(
      `<path d="M${cx} ${c.y + 9} v10 l6 4" fill="none" stroke="${c.p.onAccent}" stroke-width="2.4" stroke-linecap="round"/>`,
    );
  else
    c.parts.push(
      `<path d="M${cx - 8} ${c.y + 18} l5 6 l11 -12" fill="none" stroke="${c.p.onAccent}" stroke-width="2.6" stroke-linecap="round"/>`,
    );
  c.y += 60;
  c.text(cx, c.y, data.scheduled ? 'Pix agendado' : layout.done, 16, { weight: 600, anchor: 'middle' });
  c.y += 36;
  c.text(cx, c.y, formatReais(data.amountCents), 28, { weight: 700, anchor: 'middle' });
  c.y += 24;
  const when = data.scheduled ? `Agendado para ${formatDay(data.paidAt)}` : formatWhen(data.paidAt, layout.dateStyle);
  c.text(cx, c.y, when, 12, { fill: c.p.muted, anchor: 'middle' });
  c.y += 26;
  c.separator(c.y);
  c.y += 24;
}

function sectionHeading(c: Canvas, heading: string, icon: 'person' | 'bank') {
  const x = c.layout.cards ? MARGIN + 12 : MARGIN;
  if (c.layout.iconHeadings) {
    c.icon(x + 9, c.y - 5, icon);
    c.text(x + 26, c.y, heading, 14, { weight: 700 });
  } else c.text(x, c.y, heading, 14, { weight: 700, fill: c.layout.family === 'absent' ? c.p.muted : c.p.text });
}

function documentLabel(layout: BankLayout, party: ReceiptParty) {
  return layout.documentLabel ?? party.documentKind;
}

/** One party's block in the bank's family; returns nothing, moves the cursor. */
function partyBlock(c: Canvas, heading: string, party: ReceiptParty, icon: 'person' | 'bank', withKey: boolean) {
  const { layout } = c;
  const valueWeight = layout.boldValues ? 600 : 400;
  const start = c.y;
  const inset = layout.cards ? 12 : 0;
  const left = MARGIN + inset;
  const right = SCREEN_DP - MARGIN - inset;
  const cardIndex = c.parts.length;
  c.y += layout.cards ? 28 : 4;
  sectionHeading(c, heading, icon);
  c.y += 26;
  const name = displayName(layout, party.name);

  const rows: [string, string][] = [[layout.nameLabel, name]];
  if (party.document) rows.push([documentLabel(layout, party), party.document]);
  rows.push([layout.institutionLabel, party.institution]);
  if (party.account) rows.push(['Agência e conta', party.account]);
  if (withKey && party.key) rows.push([layout.keyLabel, party.key]);

  if (layout.family === 'beside') {
    for (const [label, value] of rows) {
      const labelWidth = widthInEm(label, false) * 12 + 12;
      c.text(left, c.y, label, 12, { fill: c.p.muted, maxWidth: 130 });
      c.text(right, c.y, value, 13, {
        weight: valueWeight,
        anchor: 'end',
        maxWidth: right - left - Math.min(labelWidth, 130),
      });
      c.y += 28;
    }
  } else if (layout.family === 'above') {
    for (const [label, value] of rows) {
      c.text(left, c.y, label, 11, { fill: c.p.muted });
      c.y += 17;
      c.text(left, c.y, value, 14, { weight: valueWeight, maxWidth: right - left });
      c.y += 22;
    }
  } else {
    let textLeft = left;
    if (layout.avatar) {
      c.parts.push(`<circle cx="${left + 20}" cy="${c.y + 6}" r="20" fill="${c.p.accent}"/>`);
      c.text(left + 20, c.y + 11, initials(party.name), 14, { weight: 700, fill: c.p.onAccent, anchor: 'middle' });
      textLeft = left + 52;
    }
    if (layout.documentOnNameLine && party.document) {
      c.text(textLeft, c.y, `${name} · ${party.document}`, 14, { weight: valueWeight, maxWidth: right - textLeft });
      c.y += 20;
    } else {
      c.text(textLeft, c.y, name, 15, { weight: valueWeight, maxWidth: right - textLeft });
      c.y += 20;
      if (party.document) {
        c.text(textLeft, c.y, party.document, 13, { fill: c.p.muted });
        c.y += 20;
      }
    }
    c.text(textLeft, c.y, party.institution, 12, { fill: c.p.muted, maxWidth: right - textLeft });
    c.y += 20;
    if (party.account) {
      c.text(textLeft, c.y, party.account, 12, { fill: c.p.muted, maxWidth: right - textLeft });
      c.y += 20;
    }
    if (withKey && party.key) {
      c.text(textLeft, c.y, `${layout.keyLabel}: ${party.key}`, 12, { fill: c.p.muted, maxWidth: right - textLeft });
      c.y += 20;
    }
    c.y += 8;
  }
  if (layout.cards) {
    const card = `<rect x="${MARGIN}" y="${start}" width="${SCREEN_DP - 2 * MARGIN}" height="${c.y - start}" rx="12" fill="${c.p.surface}"/>`;
    c.parts.splice(cardIndex, 0, card);
    c.y += 16;
  } else {
    c.separator(c.y - 8);
    c.y += 16;
  }
}

function details(c: Canvas, data: ReceiptData) {
  const { layout } = c;
  if (layout.family !== 'above') {
    c.y += 4;
    c.text(MARGIN, c.y, 'Detalhes', 14, { weight: 700 });
    c.y += 24;
  }
  const rows: [string, string][] = [
    ['Tipo', data.scheduled ? 'Pix agendado' : 'Pix'],
    [data.scheduled ? 'Data do agendamento' : 'Data', formatDay(data.paidAt)],
  ];
  for (const [label, value] of rows) {
    c.text(MARGIN, c.y, label, 12, { fill: c.p.muted });
    c.text(SCREEN_DP - MARGIN, c.y, value, 12, { weight: 600, anchor: 'end', maxWidth: 180 });
    c.y += 24;
  }
  c.text(MARGIN, c.y, layout.idLabel, 12, { fill: c.p.muted });
  c.y += 18;
  c.text(MARGIN, c.y, data.endToEndId, 12, { weight: 600, maxWidth: SCREEN_DP - 2 * MARGIN });
  c.y += 30;
}

function footer(c: Canvas) {
  const top = Math.max(c.y + 8, c.heightDp - 76);
  if (top + 46 > c.heightDp) return;
  c.rect(MARGIN, top, SCREEN_DP - 2 * MARGIN, 46, c.p.accent, 23);
  c.text(SCREEN_DP / 2, top + 28, 'Compartilhar comprovante', 14, {
    weight: 700,
    fill: c.p.onAccent,
    anchor: 'middle',
  });
}

export function receiptSvg(layout: BankLayout, data: ReceiptData, width: number): string {
  const heightDp = Math.round(SCREEN_DP * layout.aspect);
  const c = new Canvas(layout, heightDp);
  const shotAt = new Date(data.scheduled ? Date.UTC(2026, 10, 23, 17, 58) : data.paidAt.getTime() + 95_000);
  const clock = saoPauloParts(shotAt);
  header(c, `${pad(clock.hour)}:${pad(clock.minute)}`);
  hero(c, data);
  const recipient = () => partyBlock(c, layout.recipientHeading, data.recipient, 'person', true);
  const payer = () => partyBlock(c, layout.payerHeading, data.payer, 'bank', false);
  if (layout.payerFirst && !data.payerRightAfterRecipient) {
    payer();
    recipient();
  } else {
    recipient();
    payer();
  }
  details(c, data);
  footer(c);
  // A screenshot shows what fits on the screen; anything lower was scrolled out of view.
  const height = Math.round(width * layout.aspect);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCREEN_DP} ${heightDp}" font-family="${layout.font}">`,
    `<rect width="${SCREEN_DP}" height="${heightDp}" fill="${layout.palette.background}"/>`,
    ...c.parts,
    '</svg>',
  ].join('\n');
}

/** How far down the parties' blocks and the whole content reach, in dp, against the screen's height: for tests. */
export function contentFits(
  layout: BankLayout,
  data: ReceiptData,
): { parties: number; bottom: number; height: number } {
  const heightDp = Math.round(SCREEN_DP * layout.aspect);
  const c = new Canvas(layout, heightDp);
  header(c, '10:00');
  hero(c, data);
  partyBlock(c, layout.recipientHeading, data.recipient, 'person', true);
  partyBlock(c, layout.payerHeading, data.payer, 'bank', false);
  const parties = c.y;
  details(c, data);
  return { parties, bottom: c.y, height: heightDp };
}

export async function phoneScreenshot(layout: BankLayout, data: ReceiptData, shot: Screenshot): Promise<Buffer> {
  const png = await sharp(Buffer.from(receiptSvg(layout, data, shot.width)))
    .png()
    .toBuffer();
  return shot.jpegQuality === null ? png : sharp(png).jpeg({ quality: shot.jpegQuality }).toBuffer();
}

/** The bytes the server receives: the phone's screenshot after the store's browser-side compression. */
export async function uploadedReceipt(layout: BankLayout, data: ReceiptData, shot: Screenshot): Promise<Buffer> {
  return storefrontUpload(await phoneScreenshot(layout, data, shot));
}

const probeText = 'Comprovante Pix R$ 1.349,00 ÁÉÇ';

async function renderProbe(family: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="60"><rect width="520" height="60" fill="#fff"/><text x="10" y="40" font-size="30" font-family="${family}">${probeText}</text></svg>`;
  return sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
}

/** Throws, naming the Debian packages, when fontconfig would silently swap a fresh font for its fallback. */
export async function assertFreshLayoutFontsAvailable(): Promise<void> {
  const unknown = await renderProbe('No Such Font Fresh Layouts');
  const fallback = await renderProbe('Noto Sans');
  const missing: string[] = [];
  for (const [font, pkg] of Object.entries(FRESH_FONTS)) {
    const drawn = await renderProbe(font);
    if (drawn.equals(unknown) || drawn.equals(fallback)) missing.push(`${font} (Debian package ${pkg})`);
  }
  if (missing.length > 0)
    throw new Error(
      `fresh-layouts receipts need fonts fontconfig does not have: ${missing.join(', ')}. ` +
        `Install them with: apt-get install -y ${[...new Set(Object.values(FRESH_FONTS))].join(' ')}`,
    );
}
