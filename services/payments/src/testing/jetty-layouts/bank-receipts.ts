// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
//
// Sixteen invented "Comprovante de transferência Pix" screens, one per Brazilian bank or payment app, drawn as SVG
// in density-independent points (dp), rasterised with sharp (librsvg) at a phone's pixel width and degraded the way a
// screenshot is after a trip through a chat app (resampling, a touch of blur, JPEG 4:2:0). Everything is deterministic:
// the same facts give the same bytes on every run.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------------------------
// Fonts

/** The only two faces the layouts draw with, and the Debian package that installs each. */
export const JETTY_FONTS = [
  { family: 'Arimo', debianPackage: 'fonts-croscore', use: 'text of every layout' },
  { family: 'Fira Code', debianPackage: 'fonts-firacode', use: 'values (amount, ids, documents, keys) of 8 layouts' },
] as const;

export type JettyFontFamily = (typeof JETTY_FONTS)[number]['family'];

const execFileAsync = promisify(execFile);

async function fcListFamilies(): Promise<string> {
  const { stdout } = await execFileAsync('fc-list', [':', 'family']);
  return stdout;
}

/**
 * Throws unless fontconfig lists every family in JETTY_FONTS: librsvg would otherwise silently draw the receipts
 * with some fallback face and the corpus would no longer be the one described.
 */
export async function assertJettyLayoutFontsAvailable(
  listFamilies: () => Promise<string> = fcListFamilies,
): Promise<void> {
  let listing: string;
  try {
    listing = await listFamilies();
  } catch (error) {
    const needed = JETTY_FONTS.map((font) => `"${font.family}" (Debian package ${font.debianPackage})`).join(', ');
    throw new Error(
      `cannot list font families with \`fc-list : family\` (${String(error)}); the jetty layouts need ${needed}`,
    );
  }
  const present = new Set(
    listing
      .split('\n')
      .flatMap((line) => line.split(','))
      .map((family) => family.trim().toLowerCase())
      .filter((family) => family.length > 0),
  );
  const missing = JETTY_FONTS.filter((font) => !present.has(font.family.toLowerCase()));
  if (missing.length > 0) {
    const names = missing.map((font) => `"${font.family}" (install Debian package ${font.debianPackage})`).join(', ');
    throw new Error(
      `the jetty receipt layouts need font families that fontconfig does not list, and librsvg would silently fall back to another face: missing ${names}`,
    );
  }
}

let fontsChecked: Promise<void> | undefined;
function fontsReady(): Promise<void> {
  fontsChecked ??= assertJettyLayoutFontsAvailable();
  return fontsChecked;
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

/** FNV-1a of a string, as a 32-bit seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, deterministic PRNG giving floats in [0, 1). */
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

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// ---------------------------------------------------------------------------------------------------------------
// Institutions (the payer's institution is the layout's own bank: the receipt is its app's screen)

export interface JettyInstitution {
  ispb: string;
  code: string;
  /** As the SPI directory spells it. */
  full: string;
  /** As apps usually show it. */
  short: string;
}

export const JETTY_INSTITUTIONS = {
  nubank: {
    ispb: '18236120',
    code: '260',
    full: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
    short: 'Nu Pagamentos S.A.',
  },
  itau: { ispb: '60701190', code: '341', full: 'ITAÚ UNIBANCO S.A.', short: 'Itaú Unibanco' },
  bradesco: { ispb: '60746948', code: '237', full: 'BANCO BRADESCO S.A.', short: 'Bradesco' },
  santander: { ispb: '90400888', code: '033', full: 'BANCO SANTANDER (BRASIL) S.A.', short: 'Santander' },
  bb: { ispb: '00000000', code: '001', full: 'BANCO DO BRASIL S.A.', short: 'Banco do Brasil' },
  sicredi: { ispb: '01181521', code: '748', full: 'BANCO SICREDI S.A.', short: 'Sicredi' },
  mercadopago: { ispb: '10573521', code: '323', full: 'MERCADO PAGO IP LTDA.', short: 'Mercado Pago' },
  inter: { ispb: '00416968', code: '077', full: 'BANCO INTER S.A.', short: 'Banco Inter' },
  c6: { ispb: '31872495', code: '336', full: 'BANCO C6 S.A.', short: 'C6 Bank' },
  pagbank: { ispb: '08561701', code: '290', full: 'PAGSEGURO INTERNET IP S.A.', short: 'PagBank' },
  btg: { ispb: '30306294', code: '208', full: 'BANCO BTG PACTUAL S.A.', short: 'BTG Pactual' },
  picpay: { ispb: '22896431', code: '380', full: 'PICPAY INSTITUIÇÃO DE PAGAMENTO S.A.', short: 'PicPay' },
  neon: { ispb: '20855875', code: '536', full: 'NEON PAGAMENTOS S.A. IP', short: 'Neon' },
  caixa: { ispb: '00360305', code: '104', full: 'CAIXA ECONÔMICA FEDERAL', short: 'Caixa' },
  cora: { ispb: '37880206', code: '403', full: 'CORA SCFI', short: 'Cora' },
  will: { ispb: '23862762', code: '280', full: 'WILL FINANCEIRA S.A. CFI', short: 'Will Bank' },
  stone: { ispb: '16501555', code: '197', full: 'STONE INSTITUIÇÃO DE PAGAMENTO S.A.', short: 'Stone' },
} as const satisfies Record<string, JettyInstitution>;

export type JettyInstitutionKey = keyof typeof JETTY_INSTITUTIONS;

// ---------------------------------------------------------------------------------------------------------------
// Receipt facts: what happened, before any layout decides how to print it

export interface JettyParty {
  /** As registered: upper case, no accents. */
  name: string;
  /** Digits only: 11 (CPF) or 14 (CNPJ). */
  document: string;
  institution: JettyInstitutionKey;
  agency: string;
  account: string;
}

export type JettyKeyKind = 'email' | 'phone' | 'document' | 'random';

export interface JettyReceiptFacts {
  layout: string;
  amountCents: number;
  /** When the Pix was made (or, for a scheduled one, when it was scheduled), ISO UTC. */
  paidAt: string;
  /** A "Pix agendado": the day it is due, YYYY-MM-DD (São Paulo). */
  scheduledFor?: string;
  recipient: JettyParty;
  payer: JettyParty;
  /** The recipient's Pix key, as configured, when the receipt prints it. */
  keyShown?: { kind: JettyKeyKind; value: string };
  /** The payer's message. */
  description?: string;
  endToEndId: string;
  /** Things of the picture alone, not of the payment. */
  picture: { seed: number; authCode: string; shotDelaySeconds: number };
}

// ---------------------------------------------------------------------------------------------------------------
// Documents as layouts print them

/** '#' prints the digit, '?' hides it behind `hide`; anything else is printed as is. */
export interface JettyDocumentMask {
  template: string;
  hide: string;
}

export const CPF_STARS: JettyDocumentMask = { template: '???.###.###-??', hide: '*' };
export const CPF_BULLETS: JettyDocumentMask = { template: '???.###.###-??', hide: '•' };
export const CPF_BARE: JettyDocumentMask = { template: '???######??', hide: '*' };
export const CPF_EXES: JettyDocumentMask = { template: '???.###.###-??', hide: 'X' };
export const CNPJ_STARS: JettyDocumentMask = { template: '??.###.###/####-??', hide: '*' };
export const CNPJ_ENDS: JettyDocumentMask = { template: '##.###.???/????-##', hide: '*' };
export const CNPJ_FULL: JettyDocumentMask = { template: '##.###.###/####-##', hide: '*' };
export const CNPJ_BULLETS: JettyDocumentMask = { template: '??.###.###/####-??', hide: '•' };
export const CNPJ_EXES: JettyDocumentMask = { template: '??.###.###/####-??', hide: 'X' };

export function applyMask(digits: string, mask: JettyDocumentMask): string {
  const slots = [...mask.template].filter((c) => c === '#' || c === '?').length;
  if (!/^\d+$/.test(digits) || digits.length !== slots) {
    throw new Error(`document ${digits} does not fit mask ${mask.template}`);
  }
  let i = 0;
  let out = '';
  for (const c of mask.template) {
    if (c === '#') out += digits[i++];
    else if (c === '?') {
      out += mask.hide;
      i++;
    } else out += c;
  }
  return out;
}

/** Indexes (into the digits) a mask prints. */
export function visibleDigitIndexes(mask: JettyDocumentMask): number[] {
  const indexes: number[] = [];
  let i = 0;
  for (const c of mask.template) {
    if (c === '#') indexes.push(i++);
    else if (c === '?') i++;
  }
  return indexes;
}

/** What a printed document made with this mask must look like. */
export function maskPattern(mask: JettyDocumentMask): RegExp {
  const literal = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const body = [...mask.template]
    .map((c) => (c === '#' ? '\\d' : c === '?' ? literal(mask.hide) : literal(c)))
    .join('');
  return new RegExp(`^${body}$`);
}

// ---------------------------------------------------------------------------------------------------------------
// Text measurement (Arimo is metric-compatible with Arial; Fira Code advances 1200/1950 em)

// Arial advance widths in 1/1000 em for U+0020..U+007E.
const ARIAL_REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const ARIAL_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
const SPECIAL_WIDTHS: Record<string, number> = { '•': 350, '…': 1000, '–': 556, '—': 1000, '·': 333, º: 365, ª: 370 };
const MONO_ADVANCE = 1200 / 1950;

export type FontKind = 'sans' | 'mono';

export function textWidth(
  text: string,
  size: number,
  font: FontKind = 'sans',
  bold = false,
  letterSpacing = 0,
): number {
  const chars = [...text];
  const spacing = letterSpacing * Math.max(0, chars.length - 1);
  if (font === 'mono') return chars.length * MONO_ADVANCE * size + spacing;
  const table = bold ? ARIAL_BOLD : ARIAL_REGULAR;
  let units = 0;
  for (const ch of chars) {
    const special = SPECIAL_WIDTHS[ch];
    if (special !== undefined) {
      units += special;
      continue;
    }
    const base = ch.normalize('NFD')[0] ?? ch;
    const code = base.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (table[code - 32] ?? 556) : 600;
  }
  return (units / 1000) * size + spacing;
}

// ---------------------------------------------------------------------------------------------------------------
// The drawing sheet: an SVG in dp with a record of every text box (for the overlap and bounds tests)

export interface TextStyle {
  size: number;
  fill: string;
  bold?: boolean;
  /** Fira Code 500 for the layouts whose values are monospaced. */
  mono?: boolean;
  monoWeight?: 400 | 500 | 600;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
}

export interface TextBox {
  /** Font size in dp (0 for a kept-clear zone). */
  size: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  text: string;
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (n: number) => String(Math.round(n * 100) / 100);

export class Sheet {
  private readonly parts: string[] = [];
  readonly boxes: TextBox[] = [];
  readonly clearZones: (TextBox & { before: number })[] = [];
  readonly families = new Set<JettyFontFamily>();
  readonly texts: string[] = [];

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  raw(svg: string): void {
    this.parts.push(svg);
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    fill: string,
    o: { r?: number; stroke?: string; sw?: number; opacity?: number } = {},
  ): void {
    const r = o.r ? ` rx="${num(o.r)}"` : '';
    const stroke = o.stroke ? ` stroke="${o.stroke}" stroke-width="${num(o.sw ?? 1)}"` : '';
    const opacity = o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : '';
    this.parts.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${r} fill="${fill}"${stroke}${opacity}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, sw = 1, dash?: string, round = false): void {
    const d = dash ? ` stroke-dasharray="${dash}"` : '';
    const cap = round ? ' stroke-linecap="round"' : '';
    this.parts.push(
      `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(sw)}"${d}${cap}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string, sw = 1): void {
    const s = stroke ? ` stroke="${stroke}" stroke-width="${num(sw)}"` : '';
    this.parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${s}/>`);
  }

  path(d: string, fill: string, stroke?: string, sw = 1, extra = ''): void {
    const s = stroke
      ? ` stroke="${stroke}" stroke-width="${num(sw)}" stroke-linecap="round" stroke-linejoin="round"`
      : '';
    this.parts.push(`<path d="${d}" fill="${fill}"${s}${extra}/>`);
  }

  /** A region painted over the content (a fixed bar or button): no text drawn before it may fall inside it. */
  keepClear(x: number, y: number, w: number, h: number, label: string): void {
    this.clearZones.push({
      size: 0,
      x0: x,
      x1: x + w,
      y0: y,
      y1: y + h,
      text: `[${label}]`,
      before: this.boxes.length,
    });
  }

  /** Draws one line of text with its baseline at y; returns its width. */
  text(x: number, y: number, content: string, st: TextStyle, record = true): number {
    const family: JettyFontFamily = st.mono ? 'Fira Code' : 'Arimo';
    this.families.add(family);
    const weight = st.mono ? (st.monoWeight ?? 400) : st.bold ? 700 : 400;
    const width = textWidth(content, st.size, st.mono ? 'mono' : 'sans', !st.mono && !!st.bold, st.letterSpacing ?? 0);
    const anchor = st.anchor ?? 'start';
    const ls = st.letterSpacing ? ` letter-spacing="${num(st.letterSpacing)}"` : '';
    const op = st.opacity !== undefined ? ` fill-opacity="${st.opacity}"` : '';
    const ta = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
    this.parts.push(
      `<text x="${num(x)}" y="${num(y)}" font-family="${family}" font-size="${num(st.size)}" font-weight="${weight}" fill="${st.fill}"${ta}${ls}${op}>${esc(content)}</text>`,
    );
    this.texts.push(content);
    if (record) {
      const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
      this.boxes.push({
        size: st.size,
        x0,
        x1: x0 + width,
        y0: y - st.size * 0.76,
        y1: y + st.size * 0.22,
        text: content,
      });
    }
    return width;
  }

  svg(widthPx: number, heightPx: number): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}" viewBox="0 0 ${num(this.w)} ${num(this.h)}">`,
      ...this.parts,
      '</svg>',
    ].join('\n');
  }
}

/** Splits text into lines no wider than maxWidth, at spaces where it can and inside a word where it must. */
export function wrapText(text: string, maxWidth: number, st: TextStyle): string[] {
  const measure = (s: string) => textWidth(s, st.size, st.mono ? 'mono' : 'sans', !!st.bold, st.letterSpacing ?? 0);
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((w) => w.length > 0)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let rest = word;
    while (measure(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Money and dates

function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function moneyParts(cents: number): { units: string; cents: string } {
  return { units: thousands(Math.floor(cents / 100)), cents: String(cents % 100).padStart(2, '0') };
}

export function brl(cents: number, o: { space?: boolean; prefix?: string } = {}): string {
  const { units, cents: c } = moneyParts(cents);
  const prefix = o.prefix ?? 'R$';
  return `${prefix}${o.space === false ? '' : ' '}${units},${c}`;
}

export interface SpTime {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  /** 0 = Sunday. */
  wd: number;
}

/** São Paulo wall time (UTC-3 all year since 2019). */
export function spTime(iso: string): SpTime {
  const t = new Date(Date.parse(iso) - 3 * 3600_000);
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds(),
    wd: t.getUTCDay(),
  };
}

function dayOnly(ymd: string): SpTime {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number];
  return { y, mo, d, h: 0, mi: 0, s: 0, wd: new Date(Date.UTC(y, mo - 1, d)).getUTCDay() };
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
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const p2 = (n: number) => String(n).padStart(2, '0');

export const dateText = {
  dmy: (t: SpTime) => `${p2(t.d)}/${p2(t.mo)}/${t.y}`,
  hm: (t: SpTime) => `${p2(t.h)}:${p2(t.mi)}`,
  hms: (t: SpTime) => `${p2(t.h)}:${p2(t.mi)}:${p2(t.s)}`,
  hAbbr: (t: SpTime) => `${p2(t.h)}h${p2(t.mi)}`,
  monUpper: (t: SpTime) => (MONTHS[t.mo - 1] ?? '').slice(0, 3).toUpperCase().replace('Ç', 'C'),
  monLower: (t: SpTime) => (MONTHS[t.mo - 1] ?? '').slice(0, 3).replace('ç', 'c'),
  month: (t: SpTime) => MONTHS[t.mo - 1] ?? '',
  weekday: (t: SpTime) => WEEKDAYS[t.wd] ?? '',
  weekdayShort: (t: SpTime) => {
    const w = WEEKDAYS[t.wd] ?? '';
    return w.charAt(0).toUpperCase() + w.slice(1, 3);
  },
  weekdayWord: (t: SpTime) => {
    const w = (WEEKDAYS[t.wd] ?? '').split('-')[0] ?? '';
    return w.charAt(0).toUpperCase() + w.slice(1);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Layout description

export type JettyFamily = 'label beside' | 'label above' | 'no label';
export type JettyTheme = 'light' | 'dark';

export interface JettyScreen {
  /** Logical width and height of the app's screen, in dp. */
  dpWidth: number;
  /** The JPEG's size in pixels. */
  width: number;
  height: number;
  /** Width the SVG is rasterised at before being resized to `width` (a chat app's downscale, or an upscale). */
  drawWidth: number;
  /** Down-and-back-up resample factor (a forwarded, recompressed picture), if any. */
  resample?: number;
  blur?: number;
  quality: number;
}

export interface JettyLayout {
  key: string;
  bank: string;
  institution: JettyInstitutionKey;
  family: JettyFamily;
  theme: JettyTheme;
  /** The face of the values (amount, ids, documents, keys); every other text is Arimo. */
  valueFont: 'Arimo' | 'Fira Code';
  screen: JettyScreen;
  cpfMask: JettyDocumentMask;
  cnpjMask: JettyDocumentMask;
  nameCase: 'upper' | 'title';
  /** Names longer than `at` characters are cut there, with "..." or silently. */
  truncate?: { at: number; ellipsis: boolean };
  /** Letters of the 11 free characters of this bank's end-to-end ids. */
  idLetters: 'upper' | 'lower' | 'mixed';
  phoneStyle: 'international' | 'national';
  draw: (k: Kit) => void;
}

export function jettyFontLabel(layout: Pick<JettyLayout, 'valueFont'>): string {
  return layout.valueFont === 'Fira Code' ? 'Arimo + Fira Code' : 'Arimo';
}

// ---------------------------------------------------------------------------------------------------------------
// Printing facts the layout's way

const CONNECTORS = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E']);
const UPPER_WORDS = new Set(['ME', 'EPP', 'S/A', 'S.A.', 'SA']);

export function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, i) => {
      if (i > 0 && CONNECTORS.has(word)) return word.toLowerCase();
      if (UPPER_WORDS.has(word)) return word;
      return word
        .toLowerCase()
        .replace(/(^|[-/])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
    })
    .join(' ');
}

export function printedName(layout: JettyLayout, registered: string): string {
  const cased = layout.nameCase === 'title' ? titleCase(registered) : registered;
  const cut = layout.truncate;
  if (!cut || cased.length <= cut.at) return cased;
  const head = cased.slice(0, cut.at).trimEnd();
  return cut.ellipsis ? `${head}...` : head;
}

export function printedDocument(layout: JettyLayout, digits: string): string {
  return applyMask(digits, digits.length === 11 ? layout.cpfMask : layout.cnpjMask);
}

function formatPhone(value: string, style: JettyLayout['phoneStyle']): string {
  const m = /^\+55(\d{2})(\d{5})(\d{4})$/.exec(value);
  if (!m) return value;
  return style === 'international' ? `+55 ${m[1]} ${m[2]}-${m[3]}` : `(${m[1]}) ${m[2]}-${m[3]}`;
}

export function printedKey(layout: JettyLayout, key: { kind: JettyKeyKind; value: string }): string {
  switch (key.kind) {
    case 'phone':
      return formatPhone(key.value, layout.phoneStyle);
    case 'document':
      return printedDocument(layout, key.value);
    default:
      return key.value;
  }
}

function formatAccount(account: string): string {
  return `${account.slice(0, -1)}-${account.slice(-1)}`;
}

/** What a layout's draw function gets: the facts, already printed the layout's way, and its sheet. */
export interface Kit {
  s: Sheet;
  L: JettyLayout;
  r: JettyReceiptFacts;
  W: number;
  H: number;
  sched: boolean;
  /** When paid (or scheduled), São Paulo. */
  t: SpTime;
  /** The day a scheduled Pix is due. */
  due: SpTime;
  /** The phone's clock when the screenshot was taken. */
  clock: string;
  battery: number;
  rand: () => number;
  money: { units: string; cents: string };
  name: (p: JettyParty) => string;
  doc: (p: JettyParty) => string;
  docLabel: (p: JettyParty) => 'CPF' | 'CNPJ';
  inst: (p: JettyParty, style?: 'full' | 'short' | 'code') => string;
  agency: (p: JettyParty) => string;
  account: (p: JettyParty) => string;
  key?: string;
  e2e: string;
  auth: string;
}

function makeKit(layout: JettyLayout, r: JettyReceiptFacts): Kit {
  const H = (layout.screen.dpWidth * layout.screen.height) / layout.screen.width;
  const s = new Sheet(layout.screen.dpWidth, H);
  const rand = seededRandom(r.picture.seed);
  const shot = new Date(Date.parse(r.paidAt) + r.picture.shotDelaySeconds * 1000).toISOString();
  return {
    s,
    L: layout,
    r,
    W: layout.screen.dpWidth,
    H,
    sched: r.scheduledFor !== undefined,
    t: spTime(r.paidAt),
    due: r.scheduledFor ? dayOnly(r.scheduledFor) : spTime(r.paidAt),
    clock: dateText.hm(spTime(shot)),
    battery: 18 + Math.floor(rand() * 80),
    rand,
    money: moneyParts(r.amountCents),
    name: (p) => printedName(layout, p.name),
    doc: (p) => printedDocument(layout, p.document),
    docLabel: (p) => (p.document.length === 11 ? 'CPF' : 'CNPJ'),
    inst: (p, style = 'full') => {
      const i: JettyInstitution = JETTY_INSTITUTIONS[p.institution];
      return style === 'full' ? i.full : style === 'short' ? i.short : `${i.code} - ${i.full}`;
    },
    agency: (p) => p.agency,
    account: (p) => formatAccount(p.account),
    key: r.keyShown ? printedKey(layout, r.keyShown) : undefined,
    e2e: r.endToEndId,
    auth: r.picture.authCode,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared widgets

export function statusBar(k: Kit, fg: string, kind: 'ios' | 'android', bg?: string): number {
  const { s, W } = k;
  const h = kind === 'ios' ? (k.H / W > 2 ? 47 : 22) : 28;
  if (bg) s.rect(0, 0, W, h, bg);
  if (kind === 'ios') {
    const base = h > 30 ? 31 : 16;
    s.text(h > 30 ? 54 : 36, base, k.clock, { size: h > 30 ? 16 : 12.5, fill: fg, bold: true, anchor: 'middle' });
    // signal bars, wifi, battery
    const x = W - 82;
    for (let i = 0; i < 4; i++) s.rect(x + i * 4.5, base - 3.5 - i * 2.2, 3, 3.5 + i * 2.2, fg, { r: 0.6 });
    s.path(`M${x + 24} ${base - 7} q6 -5 12 0 M${x + 26.5} ${base - 4.3} q3.5 -3 7 0`, 'none', fg, 1.5);
    s.circle(x + 30, base - 1.3, 1.3, fg);
    s.rect(x + 43, base - 10, 23, 11, 'none', { r: 3, stroke: fg, sw: 1, opacity: 0 });
    s.rect(x + 45, base - 8, 19 * (k.battery / 100), 7, fg, { r: 1.5 });
    s.rect(x + 67, base - 6.5, 1.6, 4, fg, { r: 0.8 });
  } else {
    s.text(16, 19, k.clock, { size: 13, fill: fg });
    const x = W - 16;
    s.text(x, 19, `${k.battery}%`, { size: 12, fill: fg, anchor: 'end' });
    const bx = x - textWidth(`${k.battery}%`, 12) - 12;
    s.rect(bx, 8, 7, 13, 'none', { r: 1.5, stroke: fg, sw: 1.1 });
    const level = 11 * (k.battery / 100);
    s.rect(bx + 1, 8 + 12 - level, 5, level, fg);
    s.path(`M${bx - 20} 20 L${bx - 8} 8 L${bx - 8} 20 Z`, fg);
    s.path(`M${bx - 40} 11 q8 -7 16 0 L${bx - 32} 20 Z`, fg);
  }
  return h;
}

/** Bottom of the screen: the iOS home indicator or the Android gesture pill. Returns its height. */
export function homeBar(k: Kit, color: string, kind: 'ios' | 'android'): number {
  const { s, W, H } = k;
  if (kind === 'ios') {
    s.keepClear(0, H - 22, W, 22, 'home indicator');
    s.rect(W / 2 - 67, H - 13, 134, 5, color, { r: 2.5 });
    return 34;
  }
  s.keepClear(0, H - 18, W, 18, 'gesture bar');
  s.rect(W / 2 - 54, H - 10, 108, 4, color, { r: 2, opacity: 0.8 });
  return 22;
}

export const icons = {
  close(s: Sheet, cx: number, cy: number, color: string, r = 7): void {
    s.path(`M${cx - r} ${cy - r} L${cx + r} ${cy + r} M${cx + r} ${cy - r} L${cx - r} ${cy + r}`, 'none', color, 2);
  },
  back(s: Sheet, cx: number, cy: number, color: string): void {
    s.path(
      `M${cx + 8} ${cy} L${cx - 8} ${cy} M${cx - 2} ${cy - 6} L${cx - 8} ${cy} L${cx - 2} ${cy + 6}`,
      'none',
      color,
      2,
    );
  },
  chevron(s: Sheet, cx: number, cy: number, color: string): void {
    s.path(`M${cx + 4} ${cy - 9} L${cx - 5} ${cy} L${cx + 4} ${cy + 9}`, 'none', color, 2.4);
  },
  share(s: Sheet, cx: number, cy: number, color: string): void {
    s.circle(cx + 6, cy - 7, 3, color);
    s.circle(cx - 6, cy, 3, color);
    s.circle(cx + 6, cy + 7, 3, color);
    s.path(`M${cx + 6} ${cy - 7} L${cx - 6} ${cy} L${cx + 6} ${cy + 7}`, 'none', color, 1.6);
  },
  shareIos(s: Sheet, cx: number, cy: number, color: string): void {
    s.path(
      `M${cx - 5} ${cy - 3} L${cx - 8} ${cy - 3} L${cx - 8} ${cy + 10} L${cx + 8} ${cy + 10} L${cx + 8} ${cy - 3} L${cx + 5} ${cy - 3} M${cx} ${cy + 3} L${cx} ${cy - 11} M${cx - 4} ${cy - 7} L${cx} ${cy - 11} L${cx + 4} ${cy - 7}`,
      'none',
      color,
      1.7,
    );
  },
  help(s: Sheet, cx: number, cy: number, color: string): void {
    s.circle(cx, cy, 9, 'none', color, 1.7);
    s.path(`M${cx - 3} ${cy - 3} q0 -3.5 3 -3.5 q3 0 3 3 q0 2.2 -3 3.2 L${cx} ${cy + 2.5}`, 'none', color, 1.7);
    s.circle(cx, cy + 5.5, 1.1, color);
  },
  check(s: Sheet, cx: number, cy: number, r: number, bg: string, fg: string): void {
    s.circle(cx, cy, r, bg);
    s.path(
      `M${cx - r * 0.42} ${cy + r * 0.02} L${cx - r * 0.1} ${cy + r * 0.34} L${cx + r * 0.45} ${cy - r * 0.3}`,
      'none',
      fg,
      Math.max(2, r * 0.16),
    );
  },
  clock(s: Sheet, cx: number, cy: number, r: number, bg: string, fg: string): void {
    s.circle(cx, cy, r, bg);
    s.circle(cx, cy, r * 0.58, 'none', fg, Math.max(1.8, r * 0.1));
    s.path(
      `M${cx} ${cy - r * 0.34} L${cx} ${cy} L${cx + r * 0.26} ${cy + r * 0.16}`,
      'none',
      fg,
      Math.max(1.8, r * 0.1),
    );
  },
  /** The Pix mark, simplified to four rounded diamonds. */
  pix(s: Sheet, cx: number, cy: number, size: number, color: string): void {
    const q = size / 4;
    for (const [dx, dy] of [
      [0, -q],
      [q, 0],
      [0, q],
      [-q, 0],
    ] as const) {
      const x = cx + dx;
      const y = cy + dy;
      s.path(`M${x} ${y - q * 0.9} L${x + q * 0.9} ${y} L${x} ${y + q * 0.9} L${x - q * 0.9} ${y} Z`, color);
    }
  },
  download(s: Sheet, cx: number, cy: number, color: string): void {
    s.path(
      `M${cx} ${cy - 8} L${cx} ${cy + 4} M${cx - 5} ${cy - 1} L${cx} ${cy + 4} L${cx + 5} ${cy - 1} M${cx - 8} ${cy + 8} L${cx + 8} ${cy + 8}`,
      'none',
      color,
      1.8,
    );
  },
};

/** A filled (or outlined) button with a centred caption; no content may sit under it. */
export function button(
  k: Kit,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
  o: { fill: string; text: string; stroke?: string; r?: number; size?: number; bold?: boolean },
): void {
  k.s.rect(x, y, w, h, o.fill, { r: o.r ?? h / 2, stroke: o.stroke, sw: 1.4 });
  const size = o.size ?? 15;
  k.s.text(x + w / 2, y + h / 2 + size * 0.36, caption, { size, fill: o.text, bold: o.bold ?? true, anchor: 'middle' });
}

/** A status chip ("Concluído", "Agendado"). Returns its width. */
export function chip(
  k: Kit,
  x: number,
  baseline: number,
  caption: string,
  o: { fill: string; text: string; size?: number; anchor?: 'start' | 'middle' | 'end'; dot?: boolean },
): number {
  const size = o.size ?? 12;
  const dot = o.dot ? size * 0.9 : 0;
  const w = textWidth(caption, size, 'sans', true) + size * 1.4 + dot;
  const x0 = o.anchor === 'middle' ? x - w / 2 : o.anchor === 'end' ? x - w : x;
  k.s.rect(x0, baseline - size * 1.12, w, size * 1.6, o.fill, { r: size * 0.8 });
  if (o.dot) k.s.circle(x0 + size * 0.7 + size * 0.25, baseline - size * 0.33, size * 0.25, o.text);
  k.s.text(x0 + size * 0.7 + dot, baseline, caption, { size, fill: o.text, bold: true });
  return w;
}

// ---------------------------------------------------------------------------------------------------------------
// Flow: rows laid down the screen

export interface FlowStyle {
  x0: number;
  x1: number;
  label: TextStyle;
  value: TextStyle;
  heading: TextStyle;
  /** Gap after a row. */
  rowGap: number;
  /** Gap between a label and the value under it. */
  labelGap: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  divider?: { color: string; dash?: string; width?: number };
  /** Dotted leader between a label and its value (label beside). */
  leader?: string;
  /** Beside: the widest a value may be, as a fraction of the row. */
  valueShare?: number;
}

/**
 * A rounded card as tall as what `fill` draws in it: drawn once on a scratch sheet to measure, then under its card.
 * Gives where the next block starts.
 */
export function drawCard(
  s: Sheet,
  st: FlowStyle,
  card: { y0: number; inset: number; pad: number; after: number; fill: string; shape: Parameters<Sheet['rect']>[5] },
  fill: (f: Flow) => void,
): number {
  const probe = new Flow(new Sheet(s.w, s.h), st, card.y0 + card.pad);
  fill(probe);
  s.rect(card.inset, card.y0, s.w - 2 * card.inset, probe.y - card.y0 + 4, card.fill, card.shape);
  const f = new Flow(s, st, card.y0 + card.pad);
  fill(f);
  return f.y + card.after;
}

export class Flow {
  constructor(
    readonly s: Sheet,
    readonly st: FlowStyle,
    public y: number,
  ) {}

  gap(dy: number): this {
    this.y += dy;
    return this;
  }

  private lines(value: string | string[], maxWidth: number, vs: TextStyle): string[] {
    return typeof value === 'string' ? wrapText(value, maxWidth, vs) : value;
  }

  /** Label at the left, value right-aligned on the same row (wrapping under itself). */
  beside(label: string, value: string | string[], vs: TextStyle = this.st.value, ls: TextStyle = this.st.label): this {
    const { x0, x1 } = this.st;
    const labelW = textWidth(label, ls.size, 'sans', !!ls.bold, ls.letterSpacing ?? 0);
    const room = Math.min(x1 - x0 - labelW - 14, (x1 - x0) * (this.st.valueShare ?? 0.72));
    const lines = this.lines(value, room, vs);
    const top = Math.max(ls.size, vs.size);
    const base = this.y + top * 0.8;
    this.s.text(x0, base, label, { ...ls, anchor: 'start' });
    lines.forEach((line, i) => {
      this.s.text(x1, base + i * vs.size * this.st.lineHeight, line, { ...vs, anchor: 'end' });
    });
    if (this.st.leader && lines.length === 1) {
      const vw = textWidth(lines[0] ?? '', vs.size, vs.mono ? 'mono' : 'sans', !!vs.bold, vs.letterSpacing ?? 0);
      const from = x0 + labelW + 6;
      const to = x1 - vw - 6;
      if (to - from > 8) this.s.line(from, base - 1, to, base - 1, this.st.leader, 1.3, '0.1 3.6', true);
    }
    this.y = base + (lines.length - 1) * vs.size * this.st.lineHeight + top * 0.24 + this.st.rowGap;
    return this;
  }

  /** Label, then the value under it. */
  above(
    label: string,
    value: string | string[],
    vs: TextStyle = this.st.value,
    o: { x?: number; maxWidth?: number; ls?: TextStyle } = {},
  ): this {
    const ls = o.ls ?? this.st.label;
    const x = o.x ?? this.st.x0;
    const lines = this.lines(value, o.maxWidth ?? this.st.x1 - x, vs);
    const lb = this.y + ls.size * 0.8;
    this.s.text(x, lb, label, { ...ls, anchor: 'start' });
    const vb = lb + ls.size * 0.24 + this.st.labelGap + vs.size * 0.8;
    lines.forEach((line, i) => {
      this.s.text(x, vb + i * vs.size * this.st.lineHeight, line, { ...vs, anchor: 'start' });
    });
    this.y = vb + (lines.length - 1) * vs.size * this.st.lineHeight + vs.size * 0.24 + this.st.rowGap;
    return this;
  }

  /** Two label-above fields side by side. */
  pair(l1: string, v1: string, l2: string, v2: string, vs1: TextStyle = this.st.value, vs2: TextStyle = vs1): this {
    const mid = (this.st.x0 + this.st.x1) / 2 + 8;
    const start = this.y;
    this.above(l1, v1, vs1, { maxWidth: mid - this.st.x0 - 12 });
    const after = this.y;
    this.y = start;
    this.above(l2, v2, vs2, { x: mid });
    this.y = Math.max(after, this.y);
    return this;
  }

  /** A bare line of value, no label (wraps). */
  bare(text: string, vs: TextStyle = this.st.value, gapAfter?: number): this {
    const lines = wrapText(text, this.st.x1 - this.st.x0, vs);
    const base = this.y + vs.size * 0.8;
    const x = vs.anchor === 'middle' ? (this.st.x0 + this.st.x1) / 2 : vs.anchor === 'end' ? this.st.x1 : this.st.x0;
    lines.forEach((line, i) => {
      this.s.text(x, base + i * vs.size * this.st.lineHeight, line, vs);
    });
    this.y =
      base + (lines.length - 1) * vs.size * this.st.lineHeight + vs.size * 0.24 + (gapAfter ?? this.st.rowGap * 0.45);
    return this;
  }

  heading(text: string, hs: TextStyle = this.st.heading, gapAfter = 8): this {
    const base = this.y + hs.size * 0.8;
    this.s.text(this.st.x0, base, text, { ...hs, anchor: 'start' });
    this.y = base + hs.size * 0.24 + gapAfter;
    return this;
  }

  hr(before = 4, after?: number, inset = 0): this {
    const d = this.st.divider;
    this.y += before;
    if (d) this.s.line(this.st.x0 - inset, this.y, this.st.x1 + inset, this.y, d.color, d.width ?? 1, d.dash);
    this.y += after ?? this.st.rowGap + 2;
    return this;
  }
}

/** Splits an end-to-end id (or any code) into two printed lines. */
export function twoLines(id: string): string[] {
  const half = Math.ceil(id.length / 2);
  return [id.slice(0, half), id.slice(half)];
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

export interface JettyDrawing {
  svg: string;
  boxes: TextBox[];
  /** Fixed bars and buttons: none of the first `before` boxes may reach into one. */
  clearZones: (TextBox & { before: number })[];
  families: JettyFontFamily[];
  texts: string[];
  dpWidth: number;
  dpHeight: number;
}

export function drawJettyReceipt(layout: JettyLayout, facts: JettyReceiptFacts, widthPx?: number): JettyDrawing {
  const k = makeKit(layout, facts);
  layout.draw(k);
  const w = widthPx ?? layout.screen.drawWidth;
  const h = Math.round((w * layout.screen.height) / layout.screen.width);
  return {
    svg: k.s.svg(w, h),
    boxes: k.s.boxes,
    clearZones: k.s.clearZones,
    families: [...k.s.families],
    texts: k.s.texts,
    dpWidth: k.W,
    dpHeight: k.H,
  };
}

/** Text that leaves the screen, overlaps other text, or runs under a fixed bar or button. */
export function drawingProblems(
  d: Pick<JettyDrawing, 'boxes' | 'clearZones' | 'dpWidth' | 'dpHeight'>,
  tolerance = 0.5,
): string[] {
  const problems: string[] = [];
  const meet = (a: TextBox, b: TextBox) =>
    a.x0 + tolerance < b.x1 && b.x0 + tolerance < a.x1 && a.y0 + tolerance < b.y1 && b.y0 + tolerance < a.y1;
  for (const b of d.boxes) {
    if (b.x0 < 2 || b.x1 > d.dpWidth - 2 || b.y0 < 0 || b.y1 > d.dpHeight) problems.push(`off screen: "${b.text}"`);
  }
  for (let i = 0; i < d.boxes.length; i++) {
    for (let j = i + 1; j < d.boxes.length; j++) {
      const a = d.boxes[i] as TextBox;
      const b = d.boxes[j] as TextBox;
      if (meet(a, b)) problems.push(`overlap: "${a.text}" and "${b.text}"`);
    }
  }
  for (const zone of d.clearZones) {
    for (const b of d.boxes.slice(0, zone.before)) if (meet(b, zone)) problems.push(`under ${zone.text}: "${b.text}"`);
  }
  return problems;
}

/** The receipt as the store would receive it: a phone screenshot, resampled and recompressed as JPEG. */
export async function renderJettyReceipt(layout: JettyLayout, facts: JettyReceiptFacts): Promise<Buffer> {
  await fontsReady();
  const sc = layout.screen;
  const drawing = drawJettyReceipt(layout, facts);
  let raw = await sharp(Buffer.from(drawing.svg), { density: 72 })
    .resize(sc.width, sc.height, { fit: 'fill', kernel: sc.drawWidth > sc.width ? 'lanczos3' : 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (sc.resample) {
    const small = await sharp(raw.data, { raw: raw.info })
      .resize(Math.round(sc.width * sc.resample), Math.round(sc.height * sc.resample), { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    raw = await sharp(small.data, { raw: small.info })
      .resize(sc.width, sc.height, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  let out = sharp(raw.data, { raw: raw.info });
  if (sc.blur) out = out.blur(sc.blur);
  return out.jpeg({ quality: sc.quality, chromaSubsampling: '4:2:0', mozjpeg: false }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------
// Layout helpers

/** An amount with its cents raised and smaller ("R$ 127" + ",00"). */
function raisedAmount(k: Kit, x: number, baseline: number, st: TextStyle, centsSize: number, prefix = 'R$ '): void {
  const main = `${prefix}${k.money.units}`;
  const cents = `,${k.money.cents}`;
  const font: FontKind = st.mono ? 'mono' : 'sans';
  const mw = textWidth(main, st.size, font, !st.mono && !!st.bold);
  const cw = textWidth(cents, centsSize, font, !st.mono && !!st.bold);
  const total = mw + cw + 1;
  const x0 = st.anchor === 'middle' ? x - total / 2 : st.anchor === 'end' ? x - total : x;
  k.s.text(x0, baseline, main, { ...st, anchor: 'start' });
  k.s.text(x0 + mw + 1, baseline - st.size * 0.36, cents, { ...st, size: centsSize, anchor: 'start' });
}

const dmy = dateText.dmy;

// ---------------------------------------------------------------------------------------------------------------
// 1. Nubank: light, label above, Title Case, bullets mask

function drawNubank(k: Kit): void {
  const { s, W, H, r } = k;
  const ink = '#111111';
  const purple = '#820AD1';
  s.rect(0, 0, W, H, '#FFFFFF');
  const top = statusBar(k, ink, 'android');
  icons.close(s, 26, top + 26, '#303030', 7);
  icons.share(s, W - 28, top + 26, '#303030');
  s.rect(20, top + 54, 44, 28, purple, { r: 9 });
  s.text(42, top + 74, 'nu', { size: 18, fill: '#FFFFFF', bold: true, anchor: 'middle' });
  const title = k.sched ? ['Transferência', 'agendada'] : ['Comprovante de', 'transferência'];
  s.text(20, top + 118, title[0] ?? '', { size: 24, fill: ink, bold: true });
  s.text(20, top + 146, title[1] ?? '', { size: 24, fill: ink, bold: true });
  const when = `${k.t.d} ${dateText.monUpper(k.t)} ${k.t.y} - ${dateText.hms(k.t)}`;
  s.text(20, top + 172, k.sched ? `Agendada em ${when}` : when, { size: 13, fill: '#6E6E73' });
  const f = new Flow(
    s,
    {
      x0: 20,
      x1: W - 20,
      label: { size: 12.5, fill: '#6E6E73' },
      value: { size: 15, fill: ink },
      heading: { size: 16, fill: ink, bold: true },
      rowGap: 9,
      labelGap: 2,
      lineHeight: 1.25,
      divider: { color: '#EBEBEB' },
    },
    top + 190,
  );
  f.above('Valor', brl(r.amountCents), { size: 16, fill: ink, bold: true });
  if (k.sched) f.above('Agendado para', `${k.due.d} ${dateText.monUpper(k.due)} ${k.due.y}`);
  f.hr(0, 12).heading('Destino');
  f.above('Nome', k.name(r.recipient)).above(k.docLabel(r.recipient), k.doc(r.recipient));
  f.above('Instituição', k.inst(r.recipient, 'short'));
  f.pair('Agência', k.agency(r.recipient), 'Conta', k.account(r.recipient));
  if (k.key) f.above('Chave Pix', k.key);
  f.hr(0, 12).heading('Origem');
  f.above('Nome', k.name(r.payer)).above('Instituição', k.inst(r.payer, 'short'));
  f.above(k.docLabel(r.payer), k.doc(r.payer));
  f.hr(0, 12);
  if (r.description) f.above('Descrição', r.description);
  f.above('ID da transação:', k.e2e, { size: 13.5, fill: ink });
  homeBar(k, '#202020', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Itaú: light, label beside, orange header, id on two lines

function drawItau(k: Kit): void {
  const { s, W, H, r } = k;
  const orange = '#EC7000';
  const ink = '#252525';
  s.rect(0, 0, W, H, '#F4F4F4');
  s.rect(0, 0, W, 150, orange);
  const top = statusBar(k, '#FFFFFF', 'ios');
  icons.chevron(s, 22, top + 22, '#FFFFFF');
  s.text(W / 2, top + 28, 'comprovante', { size: 17, fill: '#FFFFFF', bold: true, anchor: 'middle' });
  icons.shareIos(s, W - 26, top + 21, '#FFFFFF');
  s.rect(20, top + 52, 40, 40, '#003A70', { r: 9 });
  s.text(40, top + 77, 'itaú', { size: 14, fill: '#FFD100', bold: true, anchor: 'middle' });
  s.text(72, top + 70, k.sched ? 'Pix agendado' : 'Pix enviado', { size: 19, fill: '#FFFFFF', bold: true });
  s.text(72, top + 89, k.sched ? 'aguardando a data' : 'transferência realizada', { size: 12.5, fill: '#FFE7D1' });
  s.rect(14, 160, W - 28, H - 160 - 110, '#FFFFFF', { r: 14 });
  const f = new Flow(
    s,
    {
      x0: 30,
      x1: W - 30,
      label: { size: 13, fill: '#6B6B6B' },
      value: { size: 14, fill: ink, bold: true },
      heading: { size: 11.5, fill: '#9A9A9A', bold: true, letterSpacing: 1 },
      rowGap: 11,
      labelGap: 0,
      lineHeight: 1.25,
      divider: { color: '#E6E6E6' },
      valueShare: 0.64,
    },
    180,
  );
  f.beside('valor', brl(r.amountCents), { size: 17, fill: ink, bold: true });
  if (k.sched) {
    f.beside('agendado para', dmy(k.due));
    f.beside('solicitado em', `${dmy(k.t)} - ${dateText.hms(k.t)}`);
  } else f.beside('data e hora', `${dmy(k.t)} - ${dateText.hms(k.t)}`);
  f.hr(0, 14).heading('DADOS DO RECEBEDOR', undefined, 12);
  f.beside('nome', k.name(r.recipient)).beside(k.docLabel(r.recipient), k.doc(r.recipient));
  f.beside('instituição', k.inst(r.recipient));
  f.beside('agência', k.agency(r.recipient)).beside('conta', k.account(r.recipient));
  if (k.key) f.beside('chave Pix', k.key);
  f.hr(0, 14).heading('DADOS DO PAGADOR', undefined, 12);
  f.beside('nome', k.name(r.payer)).beside(k.docLabel(r.payer), k.doc(r.payer));
  f.beside('instituição', k.inst(r.payer));
  f.hr(0, 14);
  if (r.description) f.beside('descrição', r.description, { size: 13.5, fill: ink });
  f.beside('ID da transação', twoLines(k.e2e), { size: 13, fill: ink });
  f.beside('autenticação', k.auth, { size: 13, fill: '#6B6B6B' });
  s.keepClear(0, H - 100, W, 100, 'footer');
  button(k, 20, H - 96, W - 40, 50, 'compartilhar comprovante', { fill: orange, text: '#FFFFFF', r: 10, size: 16 });
  homeBar(k, '#111111', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Bradesco: light, label beside with dotted leaders, Fira Code values, names cut silently at 28

function drawBradesco(k: Kit): void {
  const { s, W, H, r } = k;
  const red = '#CC092F';
  const ink = '#1D1D1D';
  s.rect(0, 0, W, H, '#FFFFFF');
  s.raw(
    `<defs><linearGradient id="brad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E1173F"/><stop offset="1" stop-color="#A1072A"/></linearGradient></defs>`,
  );
  s.rect(0, 0, W, 108, 'url(#brad)');
  const top = statusBar(k, '#FFFFFF', 'ios');
  icons.back(s, 24, top + 30, '#FFFFFF');
  s.text(W / 2, top + 36, 'Comprovante de transferência', { size: 17, fill: '#FFFFFF', bold: true, anchor: 'middle' });
  if (k.sched) icons.clock(s, W / 2, 148, 24, '#FFF3D6', '#C77700');
  else icons.check(s, W / 2, 148, 24, '#E3F5EA', '#1E8E4A');
  s.text(W / 2, 196, k.sched ? 'Pix agendado com sucesso' : 'Transferência Pix realizada', {
    size: 17,
    fill: ink,
    bold: true,
    anchor: 'middle',
  });
  const mono: TextStyle = { size: 13.5, fill: ink, mono: true, monoWeight: 500 };
  const f = new Flow(
    s,
    {
      x0: 22,
      x1: W - 22,
      label: { size: 13, fill: '#5C5C5C' },
      value: mono,
      heading: { size: 14, fill: red, bold: true },
      rowGap: 11,
      labelGap: 0,
      lineHeight: 1.3,
      divider: { color: '#E2E2E2' },
      leader: '#BDBDBD',
      valueShare: 0.78,
    },
    222,
  );
  f.beside('Valor', brl(r.amountCents), { ...mono, size: 15, monoWeight: 600 });
  if (k.sched) f.beside('Agendado para', dmy(k.due)).beside('Solicitado em', `${dmy(k.t)} - ${dateText.hm(k.t)}`);
  else f.beside('Data', `${dmy(k.t)} - ${dateText.hm(k.t)}`);
  f.beside('Tipo', 'Pix', { size: 13.5, fill: ink });
  f.hr(0, 14).heading('Dados de quem recebeu');
  f.beside('Nome', k.name(r.recipient), { size: 13.5, fill: ink, bold: true });
  f.beside(k.docLabel(r.recipient), k.doc(r.recipient));
  f.beside('Instituição', k.inst(r.recipient), { size: 13, fill: ink });
  f.beside('Agência', k.agency(r.recipient)).beside('Conta', k.account(r.recipient));
  if (k.key) f.beside('Chave', k.key);
  f.hr(0, 14).heading('Dados de quem pagou');
  f.beside('Nome', k.name(r.payer), { size: 13.5, fill: ink, bold: true });
  f.beside(k.docLabel(r.payer), k.doc(r.payer));
  f.beside('Instituição', k.inst(r.payer), { size: 13, fill: ink });
  f.hr(0, 14);
  if (r.description) f.beside('Descrição', r.description, { size: 13, fill: ink });
  f.beside('ID/E2E', k.e2e, { ...mono, size: 12.5 });
  f.beside('Autenticação', k.auth, { ...mono, size: 12.5 });
  s.keepClear(0, H - 92, W, 92, 'buttons');
  button(k, 20, H - 86, (W - 52) / 2, 44, 'Compartilhar', { fill: '#FFFFFF', text: red, stroke: red, r: 22 });
  button(k, W / 2 + 6, H - 86, (W - 52) / 2, 44, 'Salvar PDF', { fill: red, text: '#FFFFFF', r: 22 });
  homeBar(k, '#111111', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Santander: dark, label beside in a card, amount headline

function drawSantander(k: Kit): void {
  const { s, W, H, r } = k;
  const red = '#EC0000';
  const ink = '#F4F4F4';
  s.rect(0, 0, W, H, '#161616');
  const top = statusBar(k, '#FFFFFF', 'ios');
  icons.close(s, 26, top + 24, '#FFFFFF', 7);
  s.text(W / 2, top + 30, 'Comprovante', { size: 17, fill: ink, bold: true, anchor: 'middle' });
  icons.download(s, W - 28, top + 24, '#FFFFFF');
  const fx = W / 2;
  const fy = top + 76;
  s.path(
    `M${fx} ${fy - 22} C${fx + 12} ${fy - 8} ${fx + 16} ${fy} ${fx + 6} ${fy + 14} C${fx + 10} ${fy + 2} ${fx + 2} ${fy - 4} ${fx} ${fy - 10} C${fx - 4} ${fy} ${fx - 12} ${fy + 4} ${fx - 6} ${fy + 14} C${fx - 18} ${fy + 2} ${fx - 12} ${fy - 10} ${fx} ${fy - 22} Z`,
    red,
  );
  s.text(W / 2, top + 122, k.sched ? 'Pix agendado' : 'Pix enviado', { size: 17, fill: '#CFCFCF', anchor: 'middle' });
  s.text(W / 2, top + 156, brl(r.amountCents), { size: 28, fill: '#FFFFFF', bold: true, anchor: 'middle' });
  const when = `${dmy(k.t)} às ${dateText.hAbbr(k.t)}`;
  s.text(W / 2, top + 180, k.sched ? `para ${dmy(k.due)}` : when, { size: 13, fill: '#A8A8A8', anchor: 'middle' });
  const cardTop = top + 198;
  s.rect(14, cardTop, W - 28, H - cardTop - 100, '#242424', { r: 14 });
  const f = new Flow(
    s,
    {
      x0: 28,
      x1: W - 28,
      label: { size: 13, fill: '#A3A3A3' },
      value: { size: 14, fill: ink },
      heading: { size: 15, fill: '#FFFFFF', bold: true },
      rowGap: 10,
      labelGap: 0,
      lineHeight: 1.25,
      divider: { color: '#3A3A3A' },
      valueShare: 0.66,
    },
    cardTop + 16,
  );
  if (k.sched) f.beside('Agendado em', when);
  f.heading('Favorecido');
  f.beside('Nome', k.name(r.recipient), { size: 14, fill: ink, bold: true });
  f.beside(k.docLabel(r.recipient), k.doc(r.recipient));
  f.beside('Banco', k.inst(r.recipient));
  f.beside('Agência', k.agency(r.recipient)).beside('Conta', k.account(r.recipient));
  if (k.key) f.beside('Chave Pix', k.key);
  f.hr(0, 12).heading('Pagador');
  f.beside('Nome', k.name(r.payer), { size: 14, fill: ink, bold: true });
  f.beside(k.docLabel(r.payer), k.doc(r.payer));
  f.beside('Banco', k.inst(r.payer));
  f.hr(0, 12);
  if (r.description) f.beside('Descrição', r.description);
  f.beside('Identificador', twoLines(k.e2e), { size: 13, fill: ink });
  s.keepClear(0, H - 88, W, 88, 'button');
  button(k, 20, H - 84, W - 40, 48, 'Compartilhar', { fill: red, text: '#FFFFFF', r: 8 });
  homeBar(k, '#FFFFFF', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Banco do Brasil: light, label beside, full CNPJ, "XXX" CPF mask, receipt paper

function drawBancoDoBrasil(k: Kit): void {
  const { s, W, H, r } = k;
  const blue = '#2A3D9E';
  const yellow = '#FCE33A';
  const ink = '#1E1E1E';
  s.rect(0, 0, W, H, '#EDEFF5');
  s.rect(0, 0, W, 112, yellow);
  const top = statusBar(k, '#1E1E1E', 'android');
  icons.back(s, 24, top + 26, blue);
  s.text(50, top + 32, 'Comprovante', { size: 19, fill: blue, bold: true });
  s.rect(W - 58, top + 12, 38, 30, blue, { r: 6 });
  s.text(W - 39, top + 33, 'BB', { size: 16, fill: yellow, bold: true, anchor: 'middle' });
  s.text(20, top + 74, k.sched ? 'Pix agendado' : 'Pix - Transferência realizada', {
    size: 15,
    fill: blue,
    bold: true,
  });
  const paperTop = 124;
  const paperBottom = H - 96;
  s.rect(12, paperTop, W - 24, paperBottom - paperTop, '#FFFFFF', { r: 4 });
  let zig = `M12 ${paperBottom}`;
  for (let x = 12; x < W - 12; x += 10)
    zig += ` L${x + 5} ${paperBottom + 6} L${Math.min(x + 10, W - 12)} ${paperBottom}`;
  s.path(`${zig} Z`, '#FFFFFF');
  const f = new Flow(
    s,
    {
      x0: 26,
      x1: W - 26,
      label: { size: 12.5, fill: '#5F6473' },
      value: { size: 13.5, fill: ink, bold: true },
      heading: { size: 12, fill: blue, bold: true, letterSpacing: 0.8 },
      rowGap: 9,
      labelGap: 0,
      lineHeight: 1.25,
      divider: { color: '#B9BDC9', dash: '4 3' },
      valueShare: 0.66,
    },
    paperTop + 16,
  );
  f.beside('Valor', brl(r.amountCents), { size: 16, fill: ink, bold: true });
  if (k.sched) f.beside('Agendado para', dmy(k.due)).beside('Solicitado em', `${dmy(k.t)} ${dateText.hms(k.t)}`);
  else f.beside('Realizado em', `${dmy(k.t)} ${dateText.hms(k.t)}`);
  f.hr(0, 12).heading('RECEBEDOR');
  f.beside('Nome', k.name(r.recipient)).beside(k.docLabel(r.recipient), k.doc(r.recipient));
  f.beside('Instituição', k.inst(r.recipient));
  f.beside('Agência', k.agency(r.recipient)).beside('Conta', k.account(r.recipient));
  if (k.key) f.beside('Chave Pix', k.key);
  f.hr(0, 12).heading('PAGADOR');
  f.beside('Nome', k.name(r.payer)).beside(k.docLabel(r.payer), k.doc(r.payer));
  f.beside('Agência', k.agency(r.payer)).beside('Conta', k.account(r.payer));
  f.hr(0, 12);
  if (r.description) f.beside('Mensagem', r.description, { size: 13, fill: ink });
  f.beside('ID:', twoLines(k.e2e), { size: 12.5, fill: ink });
  f.beside('Autenticação', k.auth, { size: 12.5, fill: ink });
  s.keepClear(0, H - 84, W, 84, 'buttons');
  button(k, 16, H - 74, W - 32, 44, 'Compartilhar comprovante', { fill: blue, text: '#FFFFFF', r: 22 });
  homeBar(k, '#444444', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Sicredi: light, label beside, Fira Code values, names cut at 26 with "...", long written date

function drawSicredi(k: Kit): void {
  const { s, W, H, r } = k;
  const green = '#3FA110';
  const ink = '#222222';
  s.rect(0, 0, W, H, '#F3F5F2');
  s.rect(0, 0, W, 86, green);
  const top = statusBar(k, '#FFFFFF', 'android');
  icons.back(s, 22, top + 28, '#FFFFFF');
  s.text(46, top + 34, 'Comprovante Pix', { size: 18, fill: '#FFFFFF', bold: true });
  s.circle(W - 78, top + 28, 7, '#FFFFFF');
  s.text(W - 66, top + 34, 'sicredi', { size: 16, fill: '#FFFFFF', bold: true });
  const mono: TextStyle = { size: 13, fill: ink, mono: true, monoWeight: 500 };
  s.text(W / 2, 126, k.sched ? 'Valor agendado' : 'Valor pago', { size: 13, fill: '#667066', anchor: 'middle' });
  s.text(W / 2, 158, brl(r.amountCents), { size: 26, fill: green, mono: true, monoWeight: 600, anchor: 'middle' });
  const when = `${dateText.weekday(k.t)}, ${k.t.d} de ${dateText.month(k.t)} de ${k.t.y} às ${dateText.hms(k.t)}`;
  const lines = wrapText(k.sched ? `Agendado em ${when}` : when, W - 48, { size: 12.5, fill: '' });
  lines.forEach((line, i) => {
    s.text(W / 2, 182 + i * 16, line, { size: 12.5, fill: '#5E665E', anchor: 'middle' });
  });
  const cardTop = 182 + lines.length * 16 + 4;
  s.rect(12, cardTop, W - 24, H - cardTop - 92, '#FFFFFF', { r: 12 });
  const f = new Flow(
    s,
    {
      x0: 24,
      x1: W - 24,
      label: { size: 12.5, fill: '#6B746B' },
      value: mono,
      heading: { size: 14, fill: green, bold: true },
      rowGap: 9,
      labelGap: 0,
      lineHeight: 1.28,
      divider: { color: '#E4E8E2' },
      valueShare: 0.76,
    },
    cardTop + 14,
  );
  if (k.sched) f.beside('Agendado para', dmy(k.due));
  f.heading('Destino');
  f.beside('Nome', k.name(r.recipient), { size: 13, fill: ink, bold: true });
  f.beside(k.docLabel(r.recipient), k.doc(r.recipient));
  f.beside('Instituição', k.inst(r.recipient, 'short'), { size: 13, fill: ink });
  f.beside('Agência', k.agency(r.recipient)).beside('Conta', k.account(r.recipient));
  if (k.key) f.beside('Chave Pix', k.key);
  f.hr(0, 12).heading('Origem');
  f.beside('Nome', k.name(r.payer), { size: 13, fill: ink, bold: true });
  f.beside(k.docLabel(r.payer), k.doc(r.payer));
  f.beside('Instituição', k.inst(r.payer, 'short'), { size: 13, fill: ink });
  f.hr(0, 12);
  if (r.description) f.beside('Descrição', r.description, { size: 13, fill: ink });
  f.beside('Código da transação', twoLines(k.e2e), { ...mono, size: 12 });
  s.keepClear(0, H - 80, W, 80, 'button');
  button(k, 16, H - 72, W - 32, 44, 'Compartilhar', { fill: green, text: '#FFFFFF', r: 8 });
  homeBar(k, '#333333', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Mercado Pago: dark, label beside, Fira Code values, raised cents, bullet masks

function drawMercadoPago(k: Kit): void {
  const { s, W, H, r } = k;
  const blue = '#009EE3';
  const ink = '#EDEDED';
  s.rect(0, 0, W, H, '#121212');
  const top = statusBar(k, '#FFFFFF', 'android');
  icons.back(s, 22, top + 26, '#FFFFFF');
  s.text(48, top + 32, 'Comprovante', { size: 18, fill: ink, bold: true });
  icons.share(s, W - 26, top + 26, '#FFFFFF');
  s.raw(`<ellipse cx="${W / 2}" cy="${top + 84}" rx="30" ry="21" fill="#00B1EA"/>`);
  s.path(
    `M${W / 2 - 18} ${top + 84} q9 -9 18 -2 q9 -7 18 2 M${W / 2 - 10} ${top + 88} q10 8 20 0`,
    'none',
    '#FFFFFF',
    2.4,
  );
  s.text(W / 2, top + 132, k.sched ? 'Você agendou' : 'Você transferiu', {
    size: 15,
    fill: '#A6A6A6',
    anchor: 'middle',
  });
  raisedAmount(k, W / 2, top + 170, { size: 30, fill: '#FFFFFF', mono: true, monoWeight: 600, anchor: 'middle' }, 16);
  const when = `${k.t.d} de ${dateText.month(k.t)} de ${k.t.y}, ${dateText.hm(k.t)}`;
  s.text(W / 2, top + 196, when, { size: 13, fill: '#9C9C9C', anchor: 'middle' });
  if (k.sched) chip(k, W / 2, top + 224, 'Agendado', { fill: '#3A2F12', text: '#F5B700', anchor: 'middle' });
  const cardTop = top + (k.sched ? 240 : 214);
  s.rect(12, cardTop, W - 24, H - cardTop - 92, '#1F1F1F', { r: 12 });
  const mono: TextStyle = { size: 13, fill: ink, mono: true };
  const f = new Flow(
    s,
    {
      x0: 26,
      x1: W - 26,
      label: { size: 12.5, fill: '#9A9A9A' },
      value: mono,
      heading: { size: 15, fill: '#FFFFFF', bold: true },
      rowGap: 9,
      labelGap: 0,
      lineHeight: 1.28,
      divider: { color: '#333333' },
      valueShare: 0.7,
    },
    cardTop + 14,
  );
  if (k.sched) f.beside('Data do Pix', dmy(k.due));
  f.heading('Para');
  f.beside('Nome', k.name(r.recipient), { size: 13.5, fill: ink, bold: true });
  f.beside(k.docLabel(r.recipient), k.doc(r.recipient));
  f.beside('Instituição', k.inst(r.recipient), { size: 13, fill: ink });
  if (k.key) f.beside('Chave Pix', k.key);
  f.hr(0, 12).heading('De');
  f.beside('Nome', k.name(r.payer), { size: 13.5, fill: ink, bold: true });
  f.beside(k.docLabel(r.payer), k.doc(r.payer));
  f.beside('Instituição', k.inst(r.payer), { size: 13, fill: ink });
  f.hr(0, 12);
  if (r.description) f.beside('Mensagem', r.description, { size: 13, fill: ink });
  f.beside('Código da transação', twoLines(k.e2e), { ...mono, size: 12.5 });
  f.beside('Autenticação', k.auth, { ...mono, size: 12.5 });
  s.keepClear(0, H - 80, W, 80, 'button');
  button(k, 16, H - 72, W - 32, 46, 'Compartilhar comprovante', { fill: blue, text: '#FFFFFF', r: 8 });
  homeBar(k, '#DDDDDD', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Inter: light, label above, Fira Code values, Title Case, cards

function drawInter(k: Kit): void {
  const { s, W, H, r } = k;
  const orange = '#FF7A00';
  const ink = '#161616';
  s.rect(0, 0, W, H, '#FFFFFF');
  const top = statusBar(k, ink, 'ios');
  s.text(20, top + 30, 'inter', { size: 24, fill: orange, bold: true });
  icons.close(s, W - 28, top + 22, '#505050', 7);
  if (k.sched) icons.clock(s, 36, top + 74, 16, '#FFF1E5', orange);
  else icons.check(s, 36, top + 74, 16, '#FFF1E5', orange);
  s.text(62, top + 80, k.sched ? 'Pix agendado' : 'Pix enviado', { size: 19, fill: ink, bold: true });
  s.text(20, top + 126, brl(r.amountCents), { size: 26, fill: ink, mono: true, monoWeight: 600 });
  const when = `${dateText.weekdayWord(k.t)}, ${dmy(k.t)} às ${dateText.hm(k.t)}`;
  s.text(20, top + 150, k.sched ? `Agendado ${when.charAt(0).toLowerCase()}${when.slice(1)}` : when, {
    size: 13,
    fill: '#6F6F6F',
  });
  const mono: TextStyle = { size: 13.5, fill: ink, mono: true };
  const st: FlowStyle = {
    x0: 32,
    x1: W - 32,
    label: { size: 12, fill: '#7A7A7A' },
    value: { size: 14, fill: ink },
    heading: { size: 14, fill: ink, bold: true },
    rowGap: 8,
    labelGap: 2,
    lineHeight: 1.25,
  };
  const card = (y0: number, fill: (f: Flow) => void): number =>
    drawCard(s, st, { y0, inset: 16, pad: 14, after: 16, fill: '#F5F6FA', shape: { r: 12 } }, fill);
  let y = card(top + 166, (f) => {
    f.heading('Quem recebeu');
    f.above('Nome', k.name(r.recipient), { size: 14, fill: ink, bold: true });
    f.pair(k.docLabel(r.recipient), k.doc(r.recipient), 'Instituição', k.inst(r.recipient, 'short'), mono, st.value);
    if (k.key) f.above('Chave Pix', k.key, mono);
  });
  y = card(y, (f) => {
    f.heading('Quem pagou');
    f.above('Nome', k.name(r.payer), { size: 14, fill: ink, bold: true });
    f.pair(k.docLabel(r.payer), k.doc(r.payer), 'Instituição', k.inst(r.payer, 'short'), mono, st.value);
  });
  card(y, (f) => {
    if (k.sched) f.above('Data do Pix', dmy(k.due), mono);
    if (r.description) f.above('Descrição', r.description);
    f.above('ID da transação', twoLines(k.e2e), { ...mono, size: 13 });
  });
  s.keepClear(0, H - 92, W, 92, 'button');
  button(k, 20, H - 88, W - 40, 48, 'Compartilhar', { fill: orange, text: '#FFFFFF', r: 10 });
  homeBar(k, '#111111', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// 9. C6 Bank: dark, label above in small caps, Fira Code values, full CNPJ

function drawC6(k: Kit): void {
  const { s, W, H, r } = k;
  const ink = '#F5F5F5';
  s.rect(0, 0, W, H, '#000000');
  const top = statusBar(k, '#FFFFFF', 'ios');
  icons.chevron(s, 22, top + 22, '#FFFFFF');
  s.rect(W / 2 - 22, top + 8, 44, 28, 'none', { r: 14, stroke: '#FFFFFF', sw: 1.6 });
  s.text(W / 2, top + 28, 'C6', { size: 16, fill: '#FFFFFF', bold: true, anchor: 'middle' });
  icons.shareIos(s, W - 26, top + 21, '#FFFFFF');
  s.text(20, top + 82, 'Comprovante de Pix', { size: 22, fill: ink, bold: true });
  chip(k, 20, top + 112, k.sched ? 'Agendado' : 'Concluído', {
    fill: k.sched ? '#3B2F10' : '#0F3320',
    text: k.sched ? '#FFC447' : '#3DDC84',
    dot: true,
  });
  const label: TextStyle = { size: 11, fill: '#8C8C8C', bold: true, letterSpacing: 0.9 };
  const mono: TextStyle = { size: 14, fill: ink, mono: true };
  const st: FlowStyle = {
    x0: 34,
    x1: W - 34,
    label,
    value: { size: 15, fill: ink },
    heading: { size: 13, fill: '#FFFFFF', bold: true, letterSpacing: 1 },
    rowGap: 10,
    labelGap: 3,
    lineHeight: 1.25,
  };
  const top2 = new Flow(s, { ...st, x0: 20, x1: W - 20 }, top + 134);
  top2.above('VALOR', brl(r.amountCents), { size: 24, fill: ink, mono: true, monoWeight: 600 });
  const stamp = (t: SpTime) => `${p2(t.d)} ${dateText.monUpper(t)} ${t.y} • ${dateText.hm(t)}`;
  if (k.sched)
    top2.pair('AGENDADO PARA', `${p2(k.due.d)} ${dateText.monUpper(k.due)} ${k.due.y}`, 'SOLICITADO EM', stamp(k.t));
  else top2.above('DATA E HORA', stamp(k.t));
  const card = (y0: number, fill: (f: Flow) => void): number =>
    drawCard(
      s,
      st,
      { y0, inset: 16, pad: 16, after: 14, fill: '#151515', shape: { r: 16, stroke: '#262626', sw: 1 } },
      fill,
    );
  let y = card(top2.y + 4, (f) => {
    f.heading('PARA', undefined, 10);
    f.above('NOME', k.name(r.recipient)).above(k.docLabel(r.recipient), k.doc(r.recipient), mono);
    f.above('INSTITUIÇÃO', k.inst(r.recipient));
    f.pair('AGÊNCIA', k.agency(r.recipient), 'CONTA', k.account(r.recipient), mono);
    if (k.key) f.above('CHAVE PIX', k.key, mono);
  });
  y = card(y, (f) => {
    f.heading('DE', undefined, 10);
    f.above('NOME', k.name(r.payer)).above(k.docLabel(r.payer), k.doc(r.payer), mono);
    f.above('INSTITUIÇÃO', k.inst(r.payer));
  });
  const f = new Flow(s, { ...st, x0: 20, x1: W - 20 }, y + 2);
  if (r.description) f.above('MENSAGEM', r.description);
  f.above('ID/E2E', k.e2e, { ...mono, size: 13.5 });
  homeBar(k, '#FFFFFF', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// 10. PagBank: light, label above, names cut at 30 with "...", generic "CPF/CNPJ" label

function drawPagBank(k: Kit): void {
  const { s, W, H, r } = k;
  const green = '#0B8E5F';
  const yellow = '#FFC801';
  const ink = '#1B1B1B';
  s.rect(0, 0, W, H, '#FFFFFF');
  const top = statusBar(k, ink, 'android');
  icons.back(s, 22, top + 26, ink);
  s.circle(W - 98, top + 26, 9, yellow);
  s.text(W - 84, top + 32, 'PagBank', { size: 17, fill: green, bold: true });
  if (k.sched) icons.clock(s, 40, top + 84, 20, '#FFF6D6', '#B58300');
  else icons.check(s, 40, top + 84, 20, '#E2F5EC', green);
  s.text(70, top + 80, k.sched ? 'Pix agendado' : 'Comprovante de Pix', { size: 19, fill: ink, bold: true });
  s.text(70, top + 98, k.sched ? 'Será enviado na data marcada' : 'Pix enviado com sucesso', {
    size: 12.5,
    fill: '#5E5E5E',
  });
  s.rect(14, top + 120, W - 28, H - top - 120 - 94, '#FFFFFF', { r: 12, stroke: '#E3E3E3', sw: 1.2 });
  const f = new Flow(
    s,
    {
      x0: 28,
      x1: W - 28,
      label: { size: 12, fill: '#6A6A6A' },
      value: { size: 14.5, fill: ink },
      heading: { size: 15, fill: green, bold: true },
      rowGap: 8,
      labelGap: 2,
      lineHeight: 1.25,
      divider: { color: '#ECECEC' },
    },
    top + 134,
  );
  f.pair(
    'Valor da transferência',
    brl(r.amountCents),
    'Data e hora',
    `${dmy(k.t)} às ${dateText.hms(k.t)}`,
    {
      size: 16,
      fill: ink,
      bold: true,
    },
    { size: 13.5, fill: ink },
  );
  if (k.sched) f.above('Agendado para', dmy(k.due));
  f.hr(0, 10).heading('Recebedor');
  f.above('Nome', k.name(r.recipient)).above('CPF/CNPJ', k.doc(r.recipient));
  f.above('Instituição', k.inst(r.recipient));
  if (k.key) f.above('Chave', k.key);
  f.hr(0, 10).heading('Pagador');
  f.above('Nome', k.name(r.payer)).pair('CPF/CNPJ', k.doc(r.payer), 'Instituição', k.inst(r.payer, 'short'));
  f.hr(0, 10);
  if (r.description) f.above('Descrição', r.description);
  f.above('Código da transação', k.e2e, { size: 13.5, fill: ink });
  s.keepClear(0, H - 80, W, 80, 'button');
  button(k, 16, H - 72, W - 32, 46, 'Compartilhar', { fill: yellow, text: '#1B1B1B', r: 23 });
  homeBar(k, '#333333', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 11. BTG Pactual: dark navy, label above in small caps, Fira Code values, "BRL" amount, Title Case

function drawBtg(k: Kit): void {
  const { s, W, H, r } = k;
  const ink = '#F2F5FA';
  s.rect(0, 0, W, H, '#061A33');
  const top = statusBar(k, '#FFFFFF', 'android');
  s.text(20, top + 32, 'btg', { size: 20, fill: '#FFFFFF', bold: true });
  s.text(58, top + 32, 'pactual', { size: 20, fill: '#8FB4E8' });
  icons.close(s, W - 26, top + 25, '#FFFFFF', 7);
  s.text(20, top + 76, k.sched ? 'Pix agendado' : 'Transferência Pix', { size: 17, fill: '#B8C7DD' });
  s.text(20, top + 110, brl(r.amountCents, { prefix: 'BRL' }), {
    size: 26,
    fill: '#FFFFFF',
    mono: true,
    monoWeight: 600,
  });
  const label: TextStyle = { size: 11, fill: '#7F93B0', bold: true, letterSpacing: 1.1 };
  const mono: TextStyle = { size: 13.5, fill: ink, mono: true };
  const f = new Flow(
    s,
    {
      x0: 20,
      x1: W - 20,
      label,
      value: { size: 14.5, fill: ink },
      heading: { size: 12, fill: '#4DA3FF', bold: true, letterSpacing: 1.3 },
      rowGap: 9,
      labelGap: 3,
      lineHeight: 1.25,
      divider: { color: '#1C3556' },
    },
    top + 128,
  );
  if (k.sched) f.pair('AGENDADO PARA', dmy(k.due), 'SOLICITADO EM', `${dmy(k.t)} - ${dateText.hm(k.t)}`, mono);
  else f.above('DATA DO PAGAMENTO', `${dmy(k.t)} - ${dateText.hms(k.t)}`, mono);
  f.hr(0, 12).heading('DADOS DO RECEBEDOR');
  f.above('NOME', k.name(r.recipient), { size: 14.5, fill: ink, bold: true });
  f.pair(k.docLabel(r.recipient), k.doc(r.recipient), 'INSTITUIÇÃO', k.inst(r.recipient, 'short'), mono, {
    size: 14,
    fill: ink,
  });
  f.pair('AGÊNCIA', k.agency(r.recipient), 'CONTA', k.account(r.recipient), mono);
  if (k.key) f.above('CHAVE PIX', k.key, mono);
  f.hr(0, 12).heading('DADOS DO PAGADOR');
  f.above('NOME', k.name(r.payer), { size: 14.5, fill: ink, bold: true });
  f.pair('CPF/CNPJ', k.doc(r.payer), 'INSTITUIÇÃO', k.inst(r.payer, 'short'), mono, { size: 14, fill: ink });
  f.hr(0, 12);
  if (r.description) f.above('DESCRIÇÃO', r.description);
  f.above('IDENTIFICADOR', k.e2e, { ...mono, size: 12.5 });
  s.keepClear(0, H - 78, W, 78, 'button');
  button(k, 16, H - 72, W - 32, 46, 'Compartilhar', { fill: '#1F6FEB', text: '#FFFFFF', r: 6 });
  homeBar(k, '#CCCCCC', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 12. PicPay: light, no label ("Para" / "De" then bare lines), Title Case

function drawPicPay(k: Kit): void {
  const { s, W, H, r } = k;
  const green = '#11C76F';
  const ink = '#1D1D1D';
  s.rect(0, 0, W, H, '#FFFFFF');
  const top = statusBar(k, ink, 'android');
  icons.close(s, 26, top + 26, '#3A3A3A', 7);
  s.text(W / 2, top + 32, 'Comprovante', { size: 17, fill: ink, bold: true, anchor: 'middle' });
  icons.help(s, W - 28, top + 26, '#3A3A3A');
  if (k.sched) icons.clock(s, W / 2, top + 96, 30, '#FFF4DC', '#E29A00');
  else icons.check(s, W / 2, top + 96, 30, green, '#FFFFFF');
  s.text(W / 2, top + 156, k.sched ? 'Pix agendado!' : 'Pix enviado!', {
    size: 22,
    fill: ink,
    bold: true,
    anchor: 'middle',
  });
  s.text(W / 2, top + 192, brl(r.amountCents), { size: 28, fill: ink, bold: true, anchor: 'middle' });
  const when = `${dmy(k.t)} às ${dateText.hm(k.t)}`;
  s.text(W / 2, top + 216, k.sched ? `Agendado para ${dmy(k.due)}` : when, {
    size: 14,
    fill: '#6B6B6B',
    anchor: 'middle',
  });
  const f = new Flow(
    s,
    {
      x0: 24,
      x1: W - 24,
      label: { size: 12.5, fill: '#7B7B7B' },
      value: { size: 15, fill: ink },
      heading: { size: 13, fill: '#7B7B7B' },
      rowGap: 10,
      labelGap: 2,
      lineHeight: 1.28,
      divider: { color: '#EEEEEE' },
    },
    top + 238,
  );
  if (k.sched) f.above('Agendado em', when);
  f.hr(0, 12).heading('Para', undefined, 6);
  f.bare(k.name(r.recipient), { size: 16, fill: ink, bold: true });
  f.bare(k.doc(r.recipient)).bare(k.inst(r.recipient, 'short'), { size: 14, fill: '#4D4D4D' });
  f.bare(`Agência ${k.agency(r.recipient)} · Conta ${k.account(r.recipient)}`, { size: 14, fill: '#4D4D4D' }, 10);
  if (k.key) f.above('Chave Pix', k.key);
  f.hr(0, 12).heading('De', undefined, 6);
  f.bare(k.name(r.payer), { size: 16, fill: ink, bold: true });
  f.bare(k.doc(r.payer)).bare(k.inst(r.payer, 'short'), { size: 14, fill: '#4D4D4D' }, 10);
  f.hr(0, 12);
  if (r.description) f.above('Mensagem', r.description);
  f.above('ID da transação', k.e2e, { size: 13.5, fill: ink });
  s.keepClear(0, H - 84, W, 84, 'button');
  button(k, 20, H - 76, W - 40, 48, 'Compartilhar comprovante', { fill: green, text: '#FFFFFF', r: 24 });
  homeBar(k, '#333333', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 13. Neon: dark, no label ("Quem recebeu" / "Quem pagou"), Fira Code values, no space after R$

function drawNeon(k: Kit): void {
  const { s, W, H, r } = k;
  const cyan = '#00D2FF';
  const ink = '#EEF4FF';
  s.rect(0, 0, W, H, '#0B1330');
  const top = statusBar(k, '#FFFFFF', 'ios');
  icons.chevron(s, 22, top + 22, '#FFFFFF');
  s.text(W / 2, top + 29, 'neon', { size: 22, fill: cyan, bold: true, anchor: 'middle' });
  icons.help(s, W - 28, top + 21, '#FFFFFF');
  s.text(24, top + 84, k.sched ? 'Transferência agendada' : 'Transferência enviada', {
    size: 18,
    fill: ink,
    bold: true,
  });
  s.text(24, top + 122, brl(r.amountCents, { space: false }), {
    size: 28,
    fill: '#FFFFFF',
    mono: true,
    monoWeight: 600,
  });
  const stamp = (t: SpTime) => `${t.d} ${dateText.monLower(t)} ${t.y}, ${dateText.hm(t)}`;
  chip(k, 24, top + 152, k.sched ? `Agendada para ${k.due.d} ${dateText.monLower(k.due)} ${k.due.y}` : stamp(k.t), {
    fill: '#18244D',
    text: '#A9B8E0',
    size: 12.5,
  });
  const mono: TextStyle = { size: 14, fill: '#C9D6F5', mono: true };
  const st: FlowStyle = {
    x0: 36,
    x1: W - 36,
    label: { size: 12.5, fill: '#8393BF' },
    value: { size: 15, fill: ink },
    heading: { size: 13, fill: cyan, bold: true },
    rowGap: 10,
    labelGap: 2,
    lineHeight: 1.28,
  };
  const card = (y0: number, fill: (f: Flow) => void): number =>
    drawCard(s, st, { y0, inset: 20, pad: 16, after: 16, fill: '#141F45', shape: { r: 16 } }, fill);
  let y = top + 176;
  if (k.sched) y = card(y, (f) => f.above('Solicitado em', stamp(k.t)));
  y = card(y, (f) => {
    f.heading('Quem recebeu');
    f.bare(k.name(r.recipient), { size: 16, fill: '#FFFFFF', bold: true });
    f.bare(k.doc(r.recipient), mono).bare(k.inst(r.recipient), { size: 14, fill: '#B7C3E3' });
    f.bare(`Agência ${k.agency(r.recipient)} · Conta ${k.account(r.recipient)}`, { size: 14, fill: '#B7C3E3' }, 10);
    if (k.key) f.above('Chave Pix', k.key, mono);
  });
  y = card(y, (f) => {
    f.heading('Quem pagou');
    f.bare(k.name(r.payer), { size: 16, fill: '#FFFFFF', bold: true });
    f.bare(k.doc(r.payer), mono).bare(k.inst(r.payer), { size: 14, fill: '#B7C3E3' }, 10);
  });
  card(y, (f) => {
    if (r.description) f.above('Descrição', r.description);
    f.above('Identificador', k.e2e, { ...mono, size: 13 });
  });
  homeBar(k, '#FFFFFF', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// 14. Caixa: light, no label ("Recebedor" / "Pagador"), names cut silently at 25, "X" masks, low-res upscale

function drawCaixa(k: Kit): void {
  const { s, W, H, r } = k;
  const blue = '#005CA9';
  const orange = '#F39200';
  const ink = '#1A1A1A';
  s.rect(0, 0, W, H, '#F2F4F7');
  s.rect(0, 0, W, 96, blue);
  const top = statusBar(k, '#FFFFFF', 'android');
  icons.back(s, 22, top + 30, '#FFFFFF');
  s.path(
    `M${W - 46} ${top + 18} L${W - 30} ${top + 42} M${W - 30} ${top + 18} L${W - 46} ${top + 42}`,
    'none',
    orange,
    4,
  );
  s.text(W - 52, top + 36, 'CAIXA', { size: 17, fill: '#FFFFFF', bold: true, anchor: 'end' });
  s.text(46, top + 36, 'Comprovante de Pix', { size: 17, fill: '#FFFFFF', bold: true });
  s.rect(12, 108, W - 24, H - 108 - 70, '#FFFFFF', { r: 8 });
  s.rect(12, 108, 5, 56, orange);
  s.text(28, 131, k.sched ? 'Pix agendado' : 'Pix enviado', { size: 15, fill: blue, bold: true });
  s.text(28, 154, brl(r.amountCents), { size: 22, fill: ink, bold: true });
  const f = new Flow(
    s,
    {
      x0: 28,
      x1: W - 28,
      label: { size: 12.5, fill: '#5B6470' },
      value: { size: 14, fill: ink },
      heading: { size: 14, fill: blue, bold: true },
      rowGap: 9,
      labelGap: 2,
      lineHeight: 1.26,
      divider: { color: '#DCE1E8' },
      valueShare: 0.62,
    },
    176,
  );
  if (k.sched) f.beside('Data agendada', dmy(k.due)).beside('Solicitado em', `${dmy(k.t)} - ${dateText.hms(k.t)}`);
  else f.beside('Data/Hora', `${dmy(k.t)} - ${dateText.hms(k.t)}`);
  f.hr(0, 12).heading('Recebedor', undefined, 6);
  f.bare(k.name(r.recipient), { size: 15, fill: ink, bold: true });
  f.bare(k.doc(r.recipient)).bare(k.inst(r.recipient), { size: 13.5, fill: '#3F4650' });
  f.bare(`AG ${k.agency(r.recipient)}  CONTA ${k.account(r.recipient)}`, { size: 13.5, fill: '#3F4650' }, 10);
  if (k.key) f.beside('Chave', k.key);
  f.hr(0, 12).heading('Pagador', undefined, 6);
  f.bare(k.name(r.payer), { size: 15, fill: ink, bold: true });
  f.bare(k.doc(r.payer)).bare(k.inst(r.payer), { size: 13.5, fill: '#3F4650' }, 10);
  f.hr(0, 12);
  if (r.description) f.above('Mensagem', r.description);
  f.above('ID da transação', twoLines(k.e2e), { size: 13.5, fill: ink });
  f.above('Código de autenticação', k.auth, { size: 13, fill: ink });
  s.text(W / 2, H - 42, 'SAC CAIXA 0800 726 0101', { size: 11, fill: '#7A828C', anchor: 'middle' });
  homeBar(k, '#555555', 'android');
}

// ---------------------------------------------------------------------------------------------------------------
// 15. Cora: light, no label ("Destino" / "Origem"), Fira Code values, raised cents

function drawCora(k: Kit): void {
  const { s, W, H, r } = k;
  const pink = '#FE3E6D';
  const ink = '#202024';
  s.rect(0, 0, W, H, '#F7F7F8');
  const top = statusBar(k, ink, 'ios');
  icons.chevron(s, 22, top + 22, ink);
  s.text(W / 2, top + 28, 'Comprovante', { size: 17, fill: ink, bold: true, anchor: 'middle' });
  icons.shareIos(s, W - 26, top + 21, ink);
  s.circle(W / 2, top + 86, 28, '#FFE3EA');
  icons.pix(s, W / 2, top + 86, 30, pink);
  s.text(W / 2, top + 138, k.sched ? 'Pix agendado' : 'Pix enviado', { size: 15, fill: '#6C6C75', anchor: 'middle' });
  raisedAmount(k, W / 2, top + 176, { size: 30, fill: ink, mono: true, monoWeight: 600, anchor: 'middle' }, 16);
  const when = `${dateText.weekdayShort(k.t)}, ${k.t.d} ${dateText.monLower(k.t)} ${k.t.y} às ${dateText.hm(k.t)}`;
  s.text(W / 2, top + 202, when, { size: 13, fill: '#6C6C75', anchor: 'middle' });
  const mono: TextStyle = { size: 14, fill: ink, mono: true };
  const cardTop = top + 218;
  s.rect(16, cardTop, W - 32, H - cardTop - 120, '#FFFFFF', { r: 16 });
  const f = new Flow(
    s,
    {
      x0: 32,
      x1: W - 32,
      label: { size: 12, fill: '#7D7D86' },
      value: { size: 14.5, fill: ink },
      heading: { size: 11.5, fill: '#9A9AA3', bold: true, letterSpacing: 1.2 },
      rowGap: 10,
      labelGap: 2,
      lineHeight: 1.28,
      divider: { color: '#EFEFF2' },
    },
    cardTop + 18,
  );
  if (k.sched) f.above('Agendado para', dmy(k.due), mono).hr(0, 12);
  f.heading('DESTINO', undefined, 6);
  f.bare(k.name(r.recipient), { size: 15, fill: ink, bold: true });
  f.bare(k.doc(r.recipient), mono).bare(k.inst(r.recipient), { size: 14, fill: '#55555E' });
  f.bare(`Ag. ${k.agency(r.recipient)} | Conta ${k.account(r.recipient)}`, { size: 14, fill: '#55555E' }, 10);
  if (k.key) f.above('Chave Pix', k.key, mono);
  f.hr(0, 12).heading('ORIGEM', undefined, 6);
  f.bare(k.name(r.payer), { size: 15, fill: ink, bold: true });
  f.bare(k.doc(r.payer), mono).bare(k.inst(r.payer), { size: 14, fill: '#55555E' }, 10);
  f.hr(0, 12);
  if (r.description) f.above('Descrição', r.description);
  f.above('ID/E2E', k.e2e, { ...mono, size: 13 });
  s.keepClear(0, H - 110, W, 110, 'buttons');
  button(k, 20, H - 102, W - 40, 46, 'Compartilhar', { fill: pink, text: '#FFFFFF', r: 12 });
  button(k, 20, H - 50, W - 40, 22, 'Baixar PDF', { fill: '#F7F7F8', text: pink, r: 4, size: 14 });
  homeBar(k, '#111111', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// 16. Will Bank: dark with yellow, no label ("Favorecido" / "Pagador"), Title Case, raised cents

function drawWillBank(k: Kit): void {
  const { s, W, H, r } = k;
  const yellow = '#FFD900';
  const ink = '#F5F5F5';
  s.rect(0, 0, W, H, '#111111');
  const top = statusBar(k, '#FFFFFF', 'ios');
  icons.close(s, 26, top + 22, '#FFFFFF', 7);
  s.text(W - 20, top + 29, 'will bank', { size: 19, fill: yellow, bold: true, anchor: 'end' });
  if (k.sched) icons.clock(s, 44, top + 86, 24, yellow, '#111111');
  else icons.check(s, 44, top + 86, 24, yellow, '#111111');
  s.text(20, top + 144, k.sched ? 'Pix agendado!' : 'Pix feito!', { size: 24, fill: '#FFFFFF', bold: true });
  raisedAmount(k, 20, top + 184, { size: 30, fill: '#FFFFFF', bold: true }, 16);
  const when = `${dmy(k.t)} às ${dateText.hAbbr(k.t)}`;
  s.text(20, top + 208, k.sched ? `Vai cair em ${dmy(k.due)}` : when, { size: 13, fill: '#A0A0A0' });
  const f = new Flow(
    s,
    {
      x0: 20,
      x1: W - 20,
      label: { size: 12.5, fill: '#9C9C9C' },
      value: { size: 15, fill: ink },
      heading: { size: 13.5, fill: yellow, bold: true },
      rowGap: 10,
      labelGap: 2,
      lineHeight: 1.28,
      divider: { color: '#2E2E2E' },
    },
    top + 222,
  );
  if (k.sched) f.gap(10).above('Agendado em', when);
  f.hr(0, 14).heading('Favorecido', undefined, 6);
  f.bare(k.name(r.recipient), { size: 16, fill: '#FFFFFF', bold: true });
  f.bare(k.doc(r.recipient), { size: 14.5, fill: '#D6D6D6' });
  f.bare(k.inst(r.recipient, 'short'), { size: 14.5, fill: '#D6D6D6' }, 10);
  if (k.key) f.above('Chave Pix', k.key);
  f.hr(0, 14).heading('Pagador', undefined, 6);
  f.bare(k.name(r.payer), { size: 16, fill: '#FFFFFF', bold: true });
  f.bare(k.doc(r.payer), { size: 14.5, fill: '#D6D6D6' });
  f.bare(k.inst(r.payer, 'short'), { size: 14.5, fill: '#D6D6D6' }, 10);
  f.hr(0, 14);
  if (r.description) f.above('Mensagem', r.description);
  f.above('Autenticação', k.e2e, { size: 13.5, fill: ink });
  s.keepClear(0, H - 92, W, 92, 'button');
  button(k, 20, H - 88, W - 40, 50, 'Compartilhar comprovante', { fill: yellow, text: '#111111', r: 25 });
  homeBar(k, '#FFFFFF', 'ios');
}

// ---------------------------------------------------------------------------------------------------------------
// The sixteen layouts

export const JETTY_LAYOUTS: readonly JettyLayout[] = [
  {
    key: 'nubank',
    bank: 'Nubank',
    institution: 'nubank',
    family: 'label above',
    theme: 'light',
    valueFont: 'Arimo',
    screen: { dpWidth: 360, width: 1080, height: 2340, drawWidth: 1080, quality: 78 },
    cpfMask: CPF_BULLETS,
    cnpjMask: CNPJ_BULLETS,
    nameCase: 'title',
    idLetters: 'lower',
    phoneStyle: 'international',
    draw: drawNubank,
  },
  {
    key: 'itau',
    bank: 'Itaú',
    institution: 'itau',
    family: 'label beside',
    theme: 'light',
    valueFont: 'Arimo',
    screen: { dpWidth: 390, width: 1170, height: 2532, drawWidth: 1170, quality: 72 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_STARS,
    nameCase: 'upper',
    idLetters: 'upper',
    phoneStyle: 'international',
    draw: drawItau,
  },
  {
    key: 'bradesco',
    bank: 'Bradesco',
    institution: 'bradesco',
    family: 'label beside',
    theme: 'light',
    valueFont: 'Fira Code',
    screen: { dpWidth: 414, width: 828, height: 1792, drawWidth: 828, blur: 0.4, quality: 66 },
    cpfMask: CPF_BARE,
    cnpjMask: CNPJ_ENDS,
    nameCase: 'upper',
    truncate: { at: 28, ellipsis: false },
    idLetters: 'upper',
    phoneStyle: 'national',
    draw: drawBradesco,
  },
  {
    key: 'santander',
    bank: 'Santander',
    institution: 'santander',
    family: 'label beside',
    theme: 'dark',
    valueFont: 'Arimo',
    screen: { dpWidth: 375, width: 1125, height: 2436, drawWidth: 1125, resample: 0.8, quality: 70 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_STARS,
    nameCase: 'upper',
    idLetters: 'mixed',
    phoneStyle: 'international',
    draw: drawSantander,
  },
  {
    key: 'bb',
    bank: 'Banco do Brasil',
    institution: 'bb',
    family: 'label beside',
    theme: 'light',
    valueFont: 'Arimo',
    screen: { dpWidth: 360, width: 720, height: 1600, drawWidth: 1080, quality: 62 },
    cpfMask: CPF_EXES,
    cnpjMask: CNPJ_FULL,
    nameCase: 'upper',
    idLetters: 'upper',
    phoneStyle: 'national',
    draw: drawBancoDoBrasil,
  },
  {
    key: 'sicredi',
    bank: 'Sicredi',
    institution: 'sicredi',
    family: 'label beside',
    theme: 'light',
    valueFont: 'Fira Code',
    screen: { dpWidth: 360, width: 900, height: 2000, drawWidth: 1080, quality: 74 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_STARS,
    nameCase: 'upper',
    truncate: { at: 26, ellipsis: true },
    idLetters: 'lower',
    phoneStyle: 'international',
    draw: drawSicredi,
  },
  {
    key: 'mercadopago',
    bank: 'Mercado Pago',
    institution: 'mercadopago',
    family: 'label beside',
    theme: 'dark',
    valueFont: 'Fira Code',
    screen: { dpWidth: 360, width: 1080, height: 2400, drawWidth: 1080, blur: 0.5, quality: 60 },
    cpfMask: CPF_BULLETS,
    cnpjMask: CNPJ_BULLETS,
    nameCase: 'upper',
    idLetters: 'mixed',
    phoneStyle: 'international',
    draw: drawMercadoPago,
  },
  {
    key: 'inter',
    bank: 'Inter',
    institution: 'inter',
    family: 'label above',
    theme: 'light',
    valueFont: 'Fira Code',
    screen: { dpWidth: 375, width: 750, height: 1624, drawWidth: 1125, quality: 80 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ENDS,
    nameCase: 'title',
    idLetters: 'upper',
    phoneStyle: 'national',
    draw: drawInter,
  },
  {
    key: 'c6',
    bank: 'C6 Bank',
    institution: 'c6',
    family: 'label above',
    theme: 'dark',
    valueFont: 'Fira Code',
    screen: { dpWidth: 390, width: 1170, height: 2532, drawWidth: 1170, quality: 85 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_FULL,
    nameCase: 'upper',
    idLetters: 'mixed',
    phoneStyle: 'international',
    draw: drawC6,
  },
  {
    key: 'pagbank',
    bank: 'PagBank',
    institution: 'pagbank',
    family: 'label above',
    theme: 'light',
    valueFont: 'Arimo',
    screen: { dpWidth: 360, width: 864, height: 1872, drawWidth: 1080, resample: 0.75, quality: 58 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ENDS,
    nameCase: 'upper',
    truncate: { at: 30, ellipsis: true },
    idLetters: 'upper',
    phoneStyle: 'national',
    draw: drawPagBank,
  },
  {
    key: 'btg',
    bank: 'BTG Pactual',
    institution: 'btg',
    family: 'label above',
    theme: 'dark',
    valueFont: 'Fira Code',
    screen: { dpWidth: 360, width: 960, height: 2133, drawWidth: 1080, quality: 76 },
    cpfMask: CPF_BULLETS,
    cnpjMask: CNPJ_STARS,
    nameCase: 'title',
    idLetters: 'lower',
    phoneStyle: 'international',
    draw: drawBtg,
  },
  {
    key: 'picpay',
    bank: 'PicPay',
    institution: 'picpay',
    family: 'no label',
    theme: 'light',
    valueFont: 'Arimo',
    screen: { dpWidth: 411, width: 1080, height: 2400, drawWidth: 1080, blur: 0.35, quality: 68 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_STARS,
    nameCase: 'title',
    idLetters: 'upper',
    phoneStyle: 'international',
    draw: drawPicPay,
  },
  {
    key: 'neon',
    bank: 'Neon',
    institution: 'neon',
    family: 'no label',
    theme: 'dark',
    valueFont: 'Fira Code',
    screen: { dpWidth: 414, width: 828, height: 1792, drawWidth: 828, quality: 64 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_STARS,
    nameCase: 'upper',
    idLetters: 'lower',
    phoneStyle: 'national',
    draw: drawNeon,
  },
  {
    key: 'caixa',
    bank: 'Caixa',
    institution: 'caixa',
    family: 'no label',
    theme: 'light',
    valueFont: 'Arimo',
    screen: { dpWidth: 360, width: 720, height: 1600, drawWidth: 540, quality: 82 },
    cpfMask: CPF_EXES,
    cnpjMask: CNPJ_EXES,
    nameCase: 'upper',
    truncate: { at: 25, ellipsis: false },
    idLetters: 'upper',
    phoneStyle: 'national',
    draw: drawCaixa,
  },
  {
    key: 'cora',
    bank: 'Cora',
    institution: 'cora',
    family: 'no label',
    theme: 'light',
    valueFont: 'Fira Code',
    screen: { dpWidth: 390, width: 1170, height: 2532, drawWidth: 1170, resample: 0.7, quality: 70 },
    cpfMask: CPF_STARS,
    cnpjMask: CNPJ_ENDS,
    nameCase: 'upper',
    idLetters: 'mixed',
    phoneStyle: 'international',
    draw: drawCora,
  },
  {
    key: 'willbank',
    bank: 'Will Bank',
    institution: 'will',
    family: 'no label',
    theme: 'dark',
    valueFont: 'Arimo',
    screen: { dpWidth: 390, width: 780, height: 1688, drawWidth: 1170, blur: 0.3, quality: 55 },
    cpfMask: CPF_BARE,
    cnpjMask: CNPJ_STARS,
    nameCase: 'title',
    idLetters: 'lower',
    phoneStyle: 'national',
    draw: drawWillBank,
  },
];

export function jettyLayout(key: string): JettyLayout {
  const layout = JETTY_LAYOUTS.find((l) => l.key === key);
  if (!layout) throw new Error(`no jetty layout ${key}`);
  return layout;
}
