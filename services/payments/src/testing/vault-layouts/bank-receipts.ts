// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final
// held-out measure only, and never change it to suit a result.
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

/** The only fonts these screens use, each with the Debian package that installs it. */
export const VAULT_FONTS = {
  B612: 'fonts-b612',
  'League Spartan': 'fonts-league-spartan',
  'Gillius ADF': 'fonts-adf-gillius',
} as const;
export type VaultFont = keyof typeof VAULT_FONTS;

function installedFontFamilies(): Set<string> {
  let listing: string;
  try {
    listing = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    throw new Error('fc-list is missing: apt-get install fontconfig');
  }
  return new Set(listing.split('\n').flatMap((line) => line.split(',').map((family) => family.trim())));
}

export function assertVaultLayoutFontsAvailable(): void {
  const installed = installedFontFamilies();
  const missing = Object.entries(VAULT_FONTS).filter(([family]) => !installed.has(family));
  if (missing.length > 0) {
    const hint = missing.map(([family, pkg]) => `"${family}" (apt-get install ${pkg})`).join(', ');
    throw new Error(`vault-layouts fonts missing: ${hint}`);
  }
}

export type Family = 'beside' | 'above' | 'absent';
export type Theme = 'light' | 'dark';

export interface Party {
  name: string;
  /** CPF or CNPJ, digits only. */
  document: string;
  institution: string;
  agency: string;
  account: string;
}

export interface Receipt {
  amountCents: number;
  /** When the payment was made (or, for a scheduled one, when it was scheduled). */
  at: Date;
  endToEndId: string;
  recipient: Party;
  payer: Party;
  /** The recipient's PIX key as registered (email, +55 phone, UUID, CPF or CNPJ digits); shown only when set. */
  pixKey?: string;
  scheduled?: { for: Date; code: string };
}

type Section = 'amount' | 'date' | 'type' | 'recipient' | 'payer' | 'id' | 'extras';
type DateFormat = 'slash-dash' | 'slash-as' | 'short' | 'upper' | 'long' | 'slash-h';
type AmountFormat = 'space' | 'tight' | 'debit';
type Mark = (c: Canvas, x: number, y: number) => void;

interface Palette {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  divider: string;
  card: string;
  onAccent: string;
}

export interface BankLayout {
  id: string;
  bank: string;
  family: Family;
  theme: Theme;
  font: VaultFont;
  /** Device scale of the screenshot and the width the phone shares it at. */
  scale: 2 | 3;
  shareWidth: number;
  quality: number;
  /** The payer's side: this app's institution, whose ISPB starts the end-to-end id. */
  ispb: string;
  institution: string;
  palette: Palette;
  mark: Mark;
  topBar: 'plain' | 'accent';
  hero: 'check' | 'title' | 'banner';
  align: 'left' | 'center';
  title: string;
  scheduledTitle: string;
  order: Section[];
  /** Label style of the lines that are not the parties' names and documents. */
  rows: 'beside' | 'above';
  separator: 'line' | 'dashed' | 'cards' | 'gap';
  headings: { recipient: string; payer: string };
  labels: {
    amount?: string;
    date: string;
    type: string;
    id: string;
    name: string;
    institution: string;
    key: string;
    scheduledFor: string;
    scheduledOn: string;
    scheduleCode: string;
  };
  docLabel: 'kind' | 'CPF/CNPJ' | 'Documento';
  accounts: 'split' | 'joined' | 'none';
  nameLimit: number;
  titleCase: boolean;
  cpfMask: 'stars' | 'bullets';
  cnpjMask: 'root2' | 'root8';
  dateFormat: DateFormat;
  amountFormat: AmountFormat;
  extras: readonly (readonly [string, string])[];
  footer: readonly string[];
}

const LIGHT: Palette = {
  bg: '#ffffff',
  fg: '#1c1c1e',
  muted: '#6e6e73',
  accent: '#333333',
  divider: '#e2e2e6',
  card: '#f4f4f6',
  onAccent: '#ffffff',
};
const DARK: Palette = {
  bg: '#121214',
  fg: '#f2f2f4',
  muted: '#a0a0a8',
  accent: '#cccccc',
  divider: '#2c2c31',
  card: '#1d1d21',
  onAccent: '#121214',
};
const light = (accent: string, more: Partial<Palette> = {}): Palette => ({ ...LIGHT, accent, ...more });
const dark = (accent: string, more: Partial<Palette> = {}): Palette => ({ ...DARK, accent, ...more });

const WIDTH = 390;
const PAD = 22;
const WIDTH_FACTOR: Record<VaultFont, number> = { B612: 0.64, 'League Spartan': 0.58, 'Gillius ADF': 0.56 };

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface TextStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

class Canvas {
  y = 0;
  readonly parts: string[] = [];
  constructor(readonly layout: BankLayout) {}

  get p(): Palette {
    return this.layout.palette;
  }

  width(text: string, size: number, weight = 400): number {
    return text.length * size * WIDTH_FACTOR[this.layout.font] * (weight >= 600 ? 1.06 : 1);
  }

  fit(text: string, size: number, room: number, weight = 400): number {
    let fitted = size;
    while (fitted > 10 && this.width(text, fitted, weight) > room) fitted -= 0.5;
    return fitted;
  }

  text(x: number, y: number, text: string, style: TextStyle = {}): void {
    const { size = 15, weight = 400, fill = this.p.fg, anchor = 'start' } = style;
    this.parts.push(
      `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(text)}</text>`,
    );
  }

  raw(svg: string): void {
    this.parts.push(svg);
  }
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
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

/** São Paulo has kept UTC-3 all year since 2019. */
const saoPaulo = (at: Date): Date => new Date(at.getTime() - 3 * 3600_000);

export function formatDate(at: Date, format: DateFormat, withTime = true): string {
  const d = saoPaulo(at);
  const day = pad2(d.getUTCDate());
  const month = d.getUTCMonth();
  const year = d.getUTCFullYear();
  const hm = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  const hms = `${hm}:${pad2(d.getUTCSeconds())}`;
  const slash = `${day}/${pad2(month + 1)}/${year}`;
  const short = `${day} ${MONTHS[month]!.slice(0, 3)} ${year}`;
  switch (format) {
    case 'slash-dash':
      return withTime ? `${slash} - ${hms}` : slash;
    case 'slash-as':
      return withTime ? `${slash} às ${hm}` : slash;
    case 'slash-h':
      return withTime ? `${slash}, ${hm.replace(':', 'h')}` : slash;
    case 'short':
      return withTime ? `${short}, ${hm}` : short;
    case 'upper':
      return withTime ? `${short.toUpperCase()} - ${hms}` : short.toUpperCase();
    case 'long': {
      const long = `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} de ${MONTHS[month]} de ${year}`;
      return withTime ? `${long} às ${hm}` : long;
    }
  }
}

export function formatAmount(cents: number, format: AmountFormat): string {
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const value = `${reais},${pad2(cents % 100)}`;
  return format === 'tight' ? `R$${value}` : format === 'debit' ? `- R$ ${value}` : `R$ ${value}`;
}

export function maskDocument(document: string, layout: Pick<BankLayout, 'cpfMask' | 'cnpjMask'>): string {
  if (document.length === 11) {
    const hidden = layout.cpfMask === 'bullets' ? '•••' : '***';
    const tail = layout.cpfMask === 'bullets' ? '••' : '**';
    return `${hidden}.${document.slice(3, 6)}.${document.slice(6, 9)}-${tail}`;
  }
  const root2 = document.slice(0, 2);
  const branch = document.slice(8, 12);
  return layout.cnpjMask === 'root2'
    ? `${root2}.***.***/${branch}-**`
    : `${root2}.${document.slice(2, 5)}.${document.slice(5, 8)}/${branch}-**`;
}

function formatKey(key: string, layout: BankLayout): string {
  if (key.startsWith('+55')) return `+55 ${key.slice(3, 5)} ${key.slice(5, 10)}-${key.slice(10)}`;
  if (/^\d{11}$/.test(key)) return maskDocument(key, layout);
  if (/^\d{14}$/.test(key))
    return `${key.slice(0, 2)}.${key.slice(2, 5)}.${key.slice(5, 8)}/${key.slice(8, 12)}-${key.slice(12)}`;
  return key;
}

const KEEP_UPPER = new Set(['ME', 'EPP', 'EIRELI', 'S.A.']);
const KEEP_LOWER = new Set(['DE', 'DA', 'DO', 'DOS', 'DAS', 'E']);

function displayName(name: string, layout: BankLayout): string {
  const cased = layout.titleCase
    ? name
        .split(' ')
        .map((word, i) =>
          KEEP_UPPER.has(word) || (i > 0 && KEEP_LOWER.has(word))
            ? KEEP_UPPER.has(word)
              ? word
              : word.toLowerCase()
            : word.charAt(0) + word.slice(1).toLowerCase(),
        )
        .join(' ')
    : name;
  return cased.slice(0, layout.nameLimit).trimEnd();
}

function statusBar(c: Canvas, clock: string): void {
  const fill = c.layout.topBar === 'accent' ? c.p.onAccent : c.p.fg;
  if (c.layout.topBar === 'accent') c.raw(`<rect x="0" y="0" width="${WIDTH}" height="104" fill="${c.p.accent}"/>`);
  c.text(30, 31, clock, { size: 15, weight: 700, fill });
  for (let i = 0; i < 4; i++) {
    const h = 4 + i * 2.5;
    c.raw(`<rect x="${292 + i * 5}" y="${32 - h}" width="3.4" height="${h}" rx="0.8" fill="${fill}"/>`);
  }
  c.raw(
    `<path d="M318 24 q8 -7 16 0 M321 27.5 q5 -4 10 0" stroke="${fill}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  );
  c.raw(
    `<rect x="340" y="21" width="24" height="12" rx="3.5" fill="none" stroke="${fill}" stroke-width="1.2" opacity="0.6"/>`,
  );
  c.raw(`<rect x="342" y="23" width="16" height="8" rx="2" fill="${fill}"/>`);
  c.y = 48;
}

function navBar(c: Canvas): void {
  const { layout } = c;
  const fill = layout.topBar === 'accent' ? c.p.onAccent : c.p.fg;
  c.raw(
    `<path d="M${PAD + 8} 64 l-8 8 l8 8" stroke="${fill}" stroke-width="2.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  layout.mark(c, WIDTH / 2, 72);
  c.raw(
    `<path d="M${WIDTH - PAD - 14} 76 v6 h14 v-6 M${WIDTH - PAD - 7} 78 v-14 m-5 5 l5 -5 l5 5" stroke="${fill}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  c.y = layout.topBar === 'accent' ? 128 : 112;
}

function hero(c: Canvas, title: string, scheduled: boolean): void {
  const { layout } = c;
  const x = layout.align === 'center' ? WIDTH / 2 : PAD;
  const anchor = layout.align === 'center' ? 'middle' : 'start';
  if (layout.hero === 'banner') {
    c.raw(`<rect x="${PAD}" y="${c.y}" width="${WIDTH - 2 * PAD}" height="54" rx="12" fill="${c.p.card}"/>`);
    c.raw(`<rect x="${PAD}" y="${c.y}" width="6" height="54" rx="3" fill="${c.p.accent}"/>`);
    c.text(PAD + 20, c.y + 33, title, { size: 18, weight: 700 });
    c.y += 80;
    return;
  }
  if (layout.hero === 'check') {
    const cx = layout.align === 'center' ? WIDTH / 2 : PAD + 24;
    const cy = c.y + 24;
    c.raw(`<circle cx="${cx}" cy="${cy}" r="24" fill="${c.p.accent}"/>`);
    c.raw(
      scheduled
        ? `<path d="M${cx} ${cy - 11} v11 l7 6" stroke="${c.p.onAccent}" stroke-width="3" fill="none" stroke-linecap="round"/>`
        : `<path d="M${cx - 10} ${cy} l7 7 l13 -14" stroke="${c.p.onAccent}" stroke-width="3.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    c.y += 76;
  }
  const size = c.fit(title, 22, WIDTH - 2 * PAD, 700);
  c.text(x, c.y + 8, title, { size, weight: 700, anchor });
  c.y += 36;
}

function labeled(c: Canvas, label: string, value: string, style: 'beside' | 'above', strong = false): void {
  const room = WIDTH - 2 * PAD;
  const weight = strong ? 700 : 500;
  if (style === 'above') {
    c.text(PAD, c.y + 14, label, { size: 13, fill: c.p.muted });
    const size = c.fit(value, 15.5, room, weight);
    c.text(PAD, c.y + 36, value, { size, weight });
    c.y += 50;
    return;
  }
  c.text(PAD, c.y + 16, label, { size: 14, fill: c.p.muted });
  const labelWidth = c.width(label, 14) + 14;
  if (c.width(value, 14.5, weight) <= room - labelWidth) {
    c.text(WIDTH - PAD, c.y + 16, value, { size: 14.5, weight, anchor: 'end' });
    c.y += 32;
    return;
  }
  const size = c.fit(value, 14.5, room, weight);
  c.text(WIDTH - PAD, c.y + 38, value, { size, weight, anchor: 'end' });
  c.y += 54;
}

function plain(c: Canvas, value: string, style: { size?: number; weight?: number; muted?: boolean } = {}): void {
  const { size = 15, weight = 400, muted = false } = style;
  const fitted = c.fit(value, size, WIDTH - 2 * PAD, weight);
  c.text(PAD, c.y + fitted + 2, value, { size: fitted, weight, fill: muted ? c.p.muted : c.p.fg });
  c.y += fitted + 10;
}

function heading(c: Canvas, text: string): void {
  const { layout } = c;
  if (layout.separator === 'cards' || layout.family === 'absent') {
    c.text(PAD, c.y + 16, text, { size: 13.5, weight: 700, fill: c.p.muted });
  } else {
    c.text(PAD, c.y + 17, text, { size: 17, weight: 700 });
  }
  c.y += 30;
}

function documentLabel(layout: BankLayout, document: string): string {
  if (layout.docLabel !== 'kind') return layout.docLabel;
  return document.length === 11 ? 'CPF' : 'CNPJ';
}

function party(c: Canvas, title: string, who: Party, key: string | undefined): void {
  const { layout } = c;
  heading(c, title);
  const name = displayName(who.name, layout);
  const document = maskDocument(who.document, layout);
  const accountLines: [string, string][] =
    layout.accounts === 'split'
      ? [
          ['Agência', who.agency],
          ['Conta', who.account],
        ]
      : layout.accounts === 'joined'
        ? [['Agência/Conta', `${who.agency} / ${who.account}`]]
        : [];
  if (layout.family === 'absent') {
    plain(c, name, { size: 16.5, weight: 700 });
    plain(c, document);
    if (key) plain(c, formatKey(key, layout));
    plain(c, who.institution, { size: 13.5, muted: true });
    if (layout.accounts !== 'none') {
      plain(c, `Agência ${who.agency} • Conta ${who.account}`, { size: 13.5, muted: true });
    }
    c.y += 4;
    return;
  }
  const style = layout.family;
  labeled(c, layout.labels.name, name, style, true);
  labeled(c, documentLabel(layout, who.document), document, style);
  if (key) labeled(c, layout.labels.key, formatKey(key, layout), style);
  labeled(c, layout.labels.institution, who.institution, style);
  for (const [label, value] of accountLines) labeled(c, label, value, style);
}

function amountBlock(c: Canvas, text: string): void {
  const { layout } = c;
  const x = layout.align === 'center' ? WIDTH / 2 : PAD;
  const anchor = layout.align === 'center' ? 'middle' : 'start';
  if (layout.labels.amount) {
    c.text(x, c.y + 14, layout.labels.amount, { size: 13.5, fill: c.p.muted, anchor });
    c.y += 22;
  }
  c.text(x, c.y + 32, text, { size: 32, weight: 700, anchor });
  c.y += 50;
}

function separate(c: Canvas): void {
  switch (c.layout.separator) {
    case 'line':
      c.raw(`<line x1="${PAD}" y1="${c.y + 10}" x2="${WIDTH - PAD}" y2="${c.y + 10}" stroke="${c.p.divider}"/>`);
      c.y += 22;
      return;
    case 'dashed':
      c.raw(
        `<line x1="${PAD}" y1="${c.y + 10}" x2="${WIDTH - PAD}" y2="${c.y + 10}" stroke="${c.p.muted}" stroke-dasharray="5 4" opacity="0.6"/>`,
      );
      c.y += 22;
      return;
    case 'gap':
      c.y += 14;
      return;
    case 'cards':
      c.y += 12;
      return;
  }
}

function section(c: Canvas, which: Section, receipt: Receipt): void {
  const { layout } = c;
  const { labels } = layout;
  switch (which) {
    case 'amount':
      amountBlock(c, formatAmount(receipt.amountCents, layout.amountFormat));
      return;
    case 'date':
      if (receipt.scheduled) {
        labeled(c, labels.scheduledFor, formatDate(receipt.scheduled.for, layout.dateFormat, false), layout.rows, true);
        labeled(c, labels.scheduledOn, formatDate(receipt.at, layout.dateFormat), layout.rows);
        labeled(c, 'Situação', 'Agendado', layout.rows);
      } else {
        labeled(c, labels.date, formatDate(receipt.at, layout.dateFormat), layout.rows);
      }
      return;
    case 'type':
      labeled(c, labels.type, 'Pix', layout.rows);
      return;
    case 'recipient':
      party(c, layout.headings.recipient, receipt.recipient, receipt.pixKey);
      return;
    case 'payer':
      party(c, layout.headings.payer, receipt.payer, undefined);
      return;
    case 'id':
      if (receipt.scheduled) labeled(c, labels.scheduleCode, receipt.scheduled.code, 'above');
      else labeled(c, labels.id, receipt.endToEndId, 'above');
      return;
    case 'extras':
      for (const [label, value] of layout.extras) labeled(c, label, value, layout.rows);
      return;
  }
}

function footer(c: Canvas): void {
  c.y += 10;
  for (const [i, label] of c.layout.footer.entries()) {
    const primary = i === 0;
    c.raw(
      `<rect x="${PAD}" y="${c.y}" width="${WIDTH - 2 * PAD}" height="48" rx="24" fill="${primary ? c.p.accent : 'none'}" stroke="${c.p.accent}" stroke-width="1.5"/>`,
    );
    c.text(WIDTH / 2, c.y + 30, label, {
      size: 15,
      weight: 700,
      fill: primary ? c.p.onAccent : c.p.accent,
      anchor: 'middle',
    });
    c.y += 60;
  }
}

/** The clock in the status bar: a little after the payment, São Paulo time. */
function clock(at: Date): string {
  const d = saoPaulo(new Date(at.getTime() + 2 * 60_000));
  return `${d.getUTCHours()}:${pad2(d.getUTCMinutes())}`;
}

export function receiptSvg(layout: BankLayout, receipt: Receipt): { svg: string; height: number } {
  const c = new Canvas(layout);
  statusBar(c, clock(receipt.at));
  navBar(c);
  hero(c, receipt.scheduled ? layout.scheduledTitle : layout.title, receipt.scheduled !== undefined);
  for (const [i, which] of layout.order.entries()) {
    const cardStart = c.parts.length;
    const top = c.y;
    if (layout.separator === 'cards' && which !== 'amount') c.y += 14;
    section(c, which, receipt);
    if (layout.separator === 'cards' && which !== 'amount') {
      c.y += 6;
      c.parts.splice(
        cardStart,
        0,
        `<rect x="${PAD - 10}" y="${top}" width="${WIDTH - 2 * PAD + 20}" height="${c.y - top}" rx="14" fill="${c.p.card}"/>`,
      );
    }
    if (i < layout.order.length - 1) separate(c);
  }
  footer(c);
  const height = Math.max(844, Math.ceil(c.y + 34));
  const indicator = `<rect x="${WIDTH / 2 - 67}" y="${height - 13}" width="134" height="5" rx="2.5" fill="${layout.palette.fg}"/>`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * layout.scale}" height="${height * layout.scale}" viewBox="0 0 ${WIDTH} ${height}" font-family="'${layout.font}'">`,
    `<rect width="${WIDTH}" height="${height}" fill="${layout.palette.bg}"/>`,
    ...c.parts,
    indicator,
    '</svg>',
  ].join('\n');
  return { svg, height };
}

/** Renders the screen and shares it as a phone does: scaled to the phone's width, JPEG-compressed. */
export async function renderReceipt(layout: BankLayout, receipt: Receipt): Promise<Buffer> {
  const { svg } = receiptSvg(layout, receipt);
  return sharp(Buffer.from(svg))
    .resize({ width: layout.shareWidth })
    .jpeg({ quality: layout.quality, chromaSubsampling: layout.quality >= 82 ? '4:4:4' : '4:2:0' })
    .toBuffer();
}

const circleMark =
  (fill: string, label: string, color = '#ffffff', size = 13): Mark =>
  (c, x, y) => {
    c.raw(`<circle cx="${x}" cy="${y}" r="17" fill="${fill}"/>`);
    c.text(x, y + size / 2.8, label, { size, weight: 700, fill: color, anchor: 'middle' });
  };

const squareMark =
  (fill: string, label: string, color = '#ffffff', size = 13): Mark =>
  (c, x, y) => {
    c.raw(`<rect x="${x - 18}" y="${y - 18}" width="36" height="36" rx="9" fill="${fill}"/>`);
    c.text(x, y + size / 2.8, label, { size, weight: 700, fill: color, anchor: 'middle' });
  };

const wordMark =
  (label: string, color?: string, size = 20): Mark =>
  (c, x, y) =>
    c.text(x, y + size / 2.8, label, { size, weight: 700, fill: color ?? c.p.accent, anchor: 'middle' });

const common = {
  scheduledTitle: 'Pix agendado',
  rows: 'beside',
  docLabel: 'kind',
  accounts: 'split',
  titleCase: false,
  cpfMask: 'stars',
  cnpjMask: 'root2',
  extras: [],
  footer: ['Compartilhar comprovante'],
} as const;

const commonLabels = {
  date: 'Data e hora',
  type: 'Tipo de transferência',
  id: 'ID da transação',
  name: 'Nome',
  institution: 'Instituição',
  key: 'Chave Pix',
  scheduledFor: 'Agendado para',
  scheduledOn: 'Data do agendamento',
  scheduleCode: 'Código do agendamento',
};

export const BANK_LAYOUTS: BankLayout[] = [
  {
    ...common,
    id: 'nubank',
    bank: 'Nubank',
    family: 'above',
    theme: 'light',
    font: 'Gillius ADF',
    scale: 3,
    shareWidth: 1080,
    quality: 78,
    ispb: '18236120',
    institution: 'NU PAGAMENTOS - IP',
    palette: light('#820ad1'),
    mark: wordMark('nu', '#820ad1', 26),
    topBar: 'plain',
    hero: 'title',
    align: 'left',
    title: 'Comprovante de transferência',
    order: ['date', 'amount', 'type', 'recipient', 'payer', 'id'],
    separator: 'line',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: { ...commonLabels, amount: 'Valor', date: 'Data', id: 'ID da transação' },
    accounts: 'split',
    nameLimit: 30,
    cpfMask: 'bullets',
    cnpjMask: 'root8',
    dateFormat: 'upper',
    amountFormat: 'space',
    footer: ['Compartilhar'],
  },
  {
    ...common,
    id: 'itau',
    bank: 'Itaú',
    family: 'beside',
    theme: 'light',
    font: 'Gillius ADF',
    scale: 3,
    shareWidth: 1170,
    quality: 82,
    ispb: '60701190',
    institution: 'ITAU UNIBANCO S.A.',
    palette: light('#ec7000', { card: '#f5f1ee' }),
    mark: squareMark('#ec7000', 'itaú', '#ffffff', 12),
    topBar: 'plain',
    hero: 'check',
    align: 'center',
    title: 'Pix realizado com sucesso',
    scheduledTitle: 'Pix agendado com sucesso',
    order: ['amount', 'date', 'recipient', 'payer', 'type', 'id', 'extras'],
    separator: 'dashed',
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: { ...commonLabels, date: 'Data da transferência', id: 'ID da transação' },
    accounts: 'joined',
    nameLimit: 30,
    dateFormat: 'slash-as',
    amountFormat: 'space',
    extras: [['Autenticação', '8A1F 33C0 9D2E 71B4']],
  },
  {
    ...common,
    id: 'bradesco',
    bank: 'Bradesco',
    family: 'above',
    theme: 'light',
    font: 'B612',
    scale: 3,
    shareWidth: 1080,
    quality: 74,
    ispb: '60746948',
    institution: 'BCO BRADESCO S.A.',
    palette: light('#cc092f'),
    mark: wordMark('bradesco', '#ffffff', 19),
    topBar: 'accent',
    hero: 'title',
    align: 'left',
    title: 'Comprovante de Transferência',
    scheduledTitle: 'Comprovante de Agendamento',
    order: ['type', 'date', 'payer', 'recipient', 'amount', 'id'],
    separator: 'line',
    headings: { recipient: 'Dados de quem recebeu', payer: 'Dados de quem pagou' },
    labels: { ...commonLabels, amount: 'Valor', id: 'Código de autenticação', type: 'Tipo de transferência' },
    docLabel: 'CPF/CNPJ',
    nameLimit: 25,
    cnpjMask: 'root8',
    dateFormat: 'slash-dash',
    amountFormat: 'space',
    footer: ['Compartilhar', 'Salvar PDF'],
  },
  {
    ...common,
    id: 'banco-do-brasil',
    bank: 'Banco do Brasil',
    family: 'beside',
    theme: 'light',
    font: 'B612',
    scale: 2,
    shareWidth: 720,
    quality: 72,
    ispb: '00000000',
    institution: 'BANCO DO BRASIL S.A.',
    palette: light('#465eff', { card: '#fffbe0' }),
    mark: squareMark('#fcfc30', 'BB', '#465eff', 15),
    topBar: 'plain',
    hero: 'banner',
    align: 'left',
    title: 'Comprovante Pix',
    scheduledTitle: 'Agendamento Pix',
    order: ['date', 'payer', 'recipient', 'amount', 'type', 'id', 'extras'],
    separator: 'dashed',
    headings: { recipient: 'Pago para', payer: 'Pagador' },
    labels: { ...commonLabels, amount: 'Valor', date: 'Data', id: 'Id. da transação' },
    nameLimit: 28,
    cnpjMask: 'root2',
    dateFormat: 'slash-dash',
    amountFormat: 'tight',
    extras: [['Documento', '112301']],
    footer: ['Compartilhar', 'Nova transferência'],
  },
  {
    ...common,
    id: 'caixa',
    bank: 'Caixa',
    family: 'absent',
    theme: 'light',
    font: 'B612',
    scale: 2,
    shareWidth: 780,
    quality: 80,
    ispb: '00360305',
    institution: 'CAIXA ECONOMICA FEDERAL',
    palette: light('#005ca9', { card: '#eef4fa' }),
    mark: wordMark('CAIXA', '#ffffff', 19),
    topBar: 'accent',
    hero: 'title',
    align: 'center',
    title: 'Comprovante de Pix',
    scheduledTitle: 'Pix Agendado',
    order: ['amount', 'date', 'type', 'recipient', 'payer', 'id'],
    rows: 'above',
    separator: 'line',
    headings: { recipient: 'DESTINO', payer: 'ORIGEM' },
    labels: { ...commonLabels, amount: 'Valor', date: 'Data/Hora', id: 'Identificador', type: 'Forma de pagamento' },
    nameLimit: 30,
    cnpjMask: 'root2',
    dateFormat: 'slash-dash',
    amountFormat: 'space',
    footer: ['Compartilhar'],
  },
  {
    ...common,
    id: 'santander',
    bank: 'Santander',
    family: 'above',
    theme: 'dark',
    font: 'League Spartan',
    scale: 3,
    shareWidth: 1170,
    quality: 76,
    ispb: '90400888',
    institution: 'BCO SANTANDER (BRASIL) S.A.',
    palette: dark('#ec0000', { onAccent: '#ffffff' }),
    mark: circleMark('#ec0000', 'S', '#ffffff', 20),
    topBar: 'plain',
    hero: 'check',
    align: 'left',
    title: 'Pix enviado',
    order: ['amount', 'recipient', 'date', 'payer', 'type', 'id'],
    separator: 'cards',
    headings: { recipient: 'Para', payer: 'De' },
    labels: { ...commonLabels, date: 'Data', id: 'ID/Transação' },
    accounts: 'joined',
    nameLimit: 26,
    titleCase: true,
    cnpjMask: 'root8',
    dateFormat: 'short',
    amountFormat: 'debit',
  },
  {
    ...common,
    id: 'inter',
    bank: 'Inter',
    family: 'beside',
    theme: 'dark',
    font: 'League Spartan',
    scale: 3,
    shareWidth: 1080,
    quality: 84,
    ispb: '00416968',
    institution: 'BANCO INTER S.A.',
    palette: dark('#ff7a00', { bg: '#0f0f10', card: '#1c1c1f' }),
    mark: wordMark('inter', '#ff7a00', 24),
    topBar: 'plain',
    hero: 'check',
    align: 'center',
    title: 'Pix enviado!',
    scheduledTitle: 'Pix agendado!',
    order: ['amount', 'date', 'recipient', 'payer', 'type', 'id'],
    separator: 'cards',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: { ...commonLabels, date: 'Data', id: 'Id da transação' },
    nameLimit: 30,
    cnpjMask: 'root2',
    dateFormat: 'long',
    amountFormat: 'space',
  },
  {
    ...common,
    id: 'picpay',
    bank: 'PicPay',
    family: 'absent',
    theme: 'dark',
    font: 'League Spartan',
    scale: 3,
    shareWidth: 1080,
    quality: 70,
    ispb: '22896431',
    institution: 'PICPAY',
    palette: dark('#21c25e', { bg: '#0d1410', card: '#16211a' }),
    mark: circleMark('#21c25e', 'Pic', '#0d1410', 12),
    topBar: 'plain',
    hero: 'check',
    align: 'center',
    title: 'Pagamento realizado',
    scheduledTitle: 'Pagamento agendado',
    order: ['amount', 'recipient', 'payer', 'date', 'type', 'id'],
    separator: 'line',
    headings: { recipient: 'Para', payer: 'De' },
    labels: { ...commonLabels, date: 'Data do pagamento', id: 'Identificador', type: 'Forma de pagamento' },
    accounts: 'none',
    nameLimit: 25,
    titleCase: true,
    cnpjMask: 'root8',
    dateFormat: 'slash-as',
    amountFormat: 'tight',
  },
  {
    ...common,
    id: 'mercado-pago',
    bank: 'Mercado Pago',
    family: 'above',
    theme: 'light',
    font: 'Gillius ADF',
    scale: 3,
    shareWidth: 1080,
    quality: 80,
    ispb: '10573521',
    institution: 'MERCADO PAGO IP LTDA.',
    palette: light('#009ee3', { card: '#ffffff', bg: '#ededed' }),
    mark: circleMark('#00b1ea', 'MP', '#ffffff', 13),
    topBar: 'plain',
    hero: 'title',
    align: 'left',
    title: 'Comprovante de transferência',
    order: ['amount', 'date', 'payer', 'recipient', 'id', 'type'],
    separator: 'cards',
    headings: { recipient: 'Para', payer: 'De' },
    labels: { ...commonLabels, date: 'Data', id: 'Número da transação', type: 'Meio de pagamento' },
    accounts: 'none',
    nameLimit: 28,
    titleCase: true,
    cnpjMask: 'root2',
    dateFormat: 'long',
    amountFormat: 'space',
    footer: ['Compartilhar comprovante', 'Ir para o início'],
  },
  {
    ...common,
    id: 'c6',
    bank: 'C6 Bank',
    family: 'beside',
    theme: 'dark',
    font: 'B612',
    scale: 3,
    shareWidth: 1170,
    quality: 77,
    ispb: '31872495',
    institution: 'BCO C6 S.A.',
    palette: dark('#e6e6e6', { bg: '#000000', card: '#17171a', muted: '#8d8d95' }),
    mark: wordMark('C6', '#ffffff', 24),
    topBar: 'plain',
    hero: 'title',
    align: 'left',
    title: 'Transferência realizada',
    scheduledTitle: 'Transferência agendada',
    order: ['amount', 'date', 'type', 'payer', 'recipient', 'id'],
    separator: 'line',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: { ...commonLabels, amount: 'Valor', date: 'Realizada em', id: 'Código da transação', type: 'Tipo' },
    docLabel: 'Documento',
    accounts: 'joined',
    nameLimit: 30,
    cnpjMask: 'root8',
    dateFormat: 'slash-dash',
    amountFormat: 'space',
  },
  {
    ...common,
    id: 'pagbank',
    bank: 'PagBank',
    family: 'beside',
    theme: 'light',
    font: 'Gillius ADF',
    scale: 2,
    shareWidth: 720,
    quality: 75,
    ispb: '08561701',
    institution: 'PAGSEGURO INTERNET IP S.A.',
    palette: light('#1bb99a', { card: '#f2faf7' }),
    mark: squareMark('#ffc800', 'Pag', '#1f1f1f', 13),
    topBar: 'plain',
    hero: 'check',
    align: 'left',
    title: 'Pix enviado com sucesso',
    order: ['amount', 'recipient', 'payer', 'date', 'type', 'id', 'extras'],
    separator: 'gap',
    headings: { recipient: 'Recebedor', payer: 'Pagador' },
    labels: { ...commonLabels, amount: 'Valor do Pix', date: 'Data', id: 'Código de autenticação' },
    docLabel: 'CPF/CNPJ',
    nameLimit: 27,
    cnpjMask: 'root2',
    dateFormat: 'slash-h',
    amountFormat: 'space',
    extras: [['Tarifa', 'R$ 0,00']],
  },
  {
    ...common,
    id: 'sicoob',
    bank: 'Sicoob',
    family: 'beside',
    theme: 'light',
    font: 'League Spartan',
    scale: 3,
    shareWidth: 1080,
    quality: 79,
    ispb: '02038232',
    institution: 'BANCO SICOOB S.A.',
    palette: light('#003641', { card: '#eef7f1', divider: '#c9e3d4' }),
    mark: circleMark('#00ae9d', 'sicoob', '#ffffff', 9),
    topBar: 'accent',
    hero: 'title',
    align: 'center',
    title: 'Comprovante de transferência Pix',
    scheduledTitle: 'Comprovante de agendamento Pix',
    order: ['payer', 'recipient', 'amount', 'date', 'type', 'id'],
    separator: 'line',
    headings: { recipient: 'Favorecido', payer: 'Pagador' },
    labels: { ...commonLabels, amount: 'Valor transferido', date: 'Data/Hora', id: 'Identificação' },
    accounts: 'split',
    nameLimit: 30,
    cnpjMask: 'root8',
    dateFormat: 'slash-dash',
    amountFormat: 'space',
    footer: ['Compartilhar'],
  },
  {
    ...common,
    id: 'banco-original',
    bank: 'Banco Original',
    family: 'above',
    theme: 'light',
    font: 'B612',
    scale: 2,
    shareWidth: 780,
    quality: 83,
    ispb: '92894922',
    institution: 'BANCO ORIGINAL S.A.',
    palette: light('#00a651', { card: '#f1f8f3' }),
    mark: wordMark('original', '#00a651', 20),
    topBar: 'plain',
    hero: 'check',
    align: 'center',
    title: 'Transferência concluída',
    scheduledTitle: 'Transferência agendada',
    order: ['amount', 'payer', 'recipient', 'date', 'type', 'id'],
    separator: 'dashed',
    headings: { recipient: 'Dados do recebedor', payer: 'Dados do pagador' },
    labels: { ...commonLabels, date: 'Data da transação', id: 'E2E ID' },
    accounts: 'joined',
    nameLimit: 25,
    cnpjMask: 'root2',
    dateFormat: 'slash-as',
    amountFormat: 'debit',
  },
  {
    ...common,
    id: 'next',
    bank: 'Next',
    family: 'absent',
    theme: 'dark',
    font: 'Gillius ADF',
    scale: 2,
    shareWidth: 750,
    quality: 73,
    ispb: '60746948',
    institution: 'BCO BRADESCO S.A.',
    palette: dark('#00ff5f', { bg: '#0b0b0b', card: '#161616' }),
    mark: wordMark('next', '#00ff5f', 24),
    topBar: 'plain',
    hero: 'title',
    align: 'left',
    title: 'Você enviou um Pix',
    scheduledTitle: 'Seu Pix foi agendado',
    order: ['amount', 'date', 'payer', 'recipient', 'type', 'id'],
    separator: 'gap',
    headings: { recipient: 'Destino', payer: 'Origem' },
    labels: { ...commonLabels, date: 'Quando', id: 'ID da transação' },
    accounts: 'joined',
    nameLimit: 28,
    cpfMask: 'bullets',
    cnpjMask: 'root2',
    dateFormat: 'short',
    amountFormat: 'space',
  },
  {
    ...common,
    id: 'will-bank',
    bank: 'Will Bank',
    family: 'absent',
    theme: 'dark',
    font: 'League Spartan',
    scale: 3,
    shareWidth: 1080,
    quality: 81,
    ispb: '23862762',
    institution: 'WILL FINANCEIRA S.A.',
    palette: dark('#ffd900', { bg: '#1a1a1a', card: '#262626' }),
    mark: squareMark('#ffd900', 'will', '#1a1a1a', 13),
    topBar: 'plain',
    hero: 'banner',
    align: 'left',
    title: 'Pix feito!',
    scheduledTitle: 'Pix agendado',
    order: ['recipient', 'amount', 'date', 'payer', 'id', 'type'],
    separator: 'dashed',
    headings: { recipient: 'Quem recebeu', payer: 'Quem pagou' },
    labels: { ...commonLabels, amount: 'Valor enviado', date: 'Data', id: 'Código de autenticação' },
    rows: 'above',
    accounts: 'none',
    nameLimit: 26,
    cnpjMask: 'root8',
    dateFormat: 'upper',
    amountFormat: 'tight',
  },
  {
    ...common,
    id: 'infinitepay',
    bank: 'InfinitePay',
    family: 'absent',
    theme: 'dark',
    font: 'B612',
    scale: 3,
    shareWidth: 1170,
    quality: 71,
    ispb: '18189547',
    institution: 'CLOUDWALK IP LTDA',
    palette: dark('#3ddc84', { bg: '#101114', card: '#1a1c20' }),
    mark: wordMark('InfinitePay', '#ffffff', 18),
    topBar: 'plain',
    hero: 'check',
    align: 'left',
    title: 'Pix enviado',
    order: ['amount', 'date', 'recipient', 'payer', 'id', 'type', 'extras'],
    separator: 'line',
    headings: { recipient: 'Destinatário', payer: 'Remetente' },
    labels: { ...commonLabels, date: 'Data', id: 'ID Pix' },
    accounts: 'split',
    nameLimit: 29,
    titleCase: true,
    cnpjMask: 'root8',
    dateFormat: 'slash-dash',
    amountFormat: 'debit',
    extras: [['Tarifa', 'Grátis']],
  },
];
