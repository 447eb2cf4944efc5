// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import {
  type CnpjMask,
  type CpfMask,
  documentKind,
  formatBrl,
  formatCnpj,
  maskCpf,
  maskDocument,
  stripAccents,
} from './documents.js';
import { type Face, textWidth, type Weight } from './font-metrics.js';

export type DockFamily = 'label beside' | 'label above' | 'no label';
export type Theme = 'light' | 'dark';

export type FieldKey =
  | 'to.name'
  | 'to.doc'
  | 'to.bank'
  | 'to.agency'
  | 'to.account'
  | 'to.agencyAccount'
  | 'to.key'
  | 'from.name'
  | 'from.doc'
  | 'from.bank'
  | 'from.agency'
  | 'from.account'
  | 'from.agencyAccount'
  | 'amount'
  | 'date'
  | 'time'
  | 'type'
  | 'e2e'
  | 'description';

export type DateStyle =
  | 'nu'
  | 'slash-dash-seconds'
  | 'slash-as'
  | 'slash-as-seconds'
  | 'weekday-long'
  | 'weekday-slash'
  | 'long-as'
  | 'mp'
  | 'slash-space-seconds'
  | 'abbrev'
  | 'slash-comma'
  | 'upper-as'
  | 'date-only'
  | 'long-date';

export type AmountStyle = 'plain' | 'small-currency' | 'raised-cents' | 'raised-cents-nocomma';

export interface LogoSpec {
  shape: 'rounded' | 'circle' | 'diamond' | 'flame' | 'ellipse' | 'square';
  fill: string;
  mark: string;
  markColor: string;
  wordmark?: string;
  wordmarkColor?: string;
}

export interface HeaderSpec {
  style: 'bar' | 'plain' | 'centered';
  barColor?: string;
  barText?: string;
  logo: LogoSpec;
  nav: 'back' | 'close' | 'none';
}

export interface Palette {
  bg: string;
  card?: string;
  text: string;
  muted: string;
  accent: string;
  rule: string;
  heading?: string;
  /** Text on accent-filled buttons. */
  onAccent?: string;
}

export interface SectionSpec {
  heading?: string;
  fields: FieldKey[];
  card?: boolean;
}

export type Block =
  | { kind: 'header' }
  | { kind: 'title' }
  | { kind: 'amount' }
  | { kind: 'dateLine' }
  | { kind: 'section'; section: SectionSpec }
  | { kind: 'rule' }
  | { kind: 'footer' }
  | { kind: 'button'; text: string };

/** One bank app's receipt, as data: the shared drawing code below turns it and a receipt's facts into boxes. */
export interface BankLayout {
  key: string;
  bankName: string;
  /** The payer institution's ISPB, the eight digits after the E of every end-to-end id it issues. */
  ispb: string;
  /** How other banks print this institution's name. */
  institution: string;
  family: DockFamily;
  theme: Theme;
  width: number;
  /** The width the messaging app delivered, when it rescaled the screenshot. */
  deliveredWidth?: number;
  quality: number;
  /** A downscale factor applied and undone before the JPEG is written, the softening of a recompression. */
  resample?: number;
  /** Height over width of the phone screen, for layouts captured as whole screenshots. */
  screenRatio?: number;
  mono: boolean;
  palette: Palette;
  header: HeaderSpec;
  title: { paid: string; scheduled: string; status?: { paid: string; scheduled: string }; align: 'left' | 'center' };
  amount: { style: AmountStyle; align: 'left' | 'center'; size: number; label?: string };
  dateStyle: DateStyle;
  scheduledDateStyle: DateStyle;
  names: { upper: boolean; stripAccents: boolean; cutAt: number; ellipsis: boolean; bold: boolean };
  masks: { cpf: CpfMask; cnpj: CnpjMask };
  labels: Partial<Record<FieldKey, string>>;
  scheduledLabels: { date: string; scheduledFor: string };
  noLabelAlign?: 'left' | 'center';
  e2e: { wrap: boolean; alphabet: string };
  blocks: Block[];
  footer: string[];
}

export interface Party {
  name: string;
  /** Digits only. */
  document: string;
  institution: string;
  agency: string;
  account: string;
}

export interface ReceiptFacts {
  status: 'paid' | 'scheduled';
  amountCents: number;
  /** When the money moves; for a scheduled Pix, the instant it is set to run. */
  paidAt: Date;
  /** When the app issued the receipt (the moment of scheduling, for a scheduled Pix). */
  createdAt: Date;
  recipient: Party;
  payer: Party;
  /** The recipient's key, on receipts that print it. */
  pixKey?: string;
  description?: string;
  endToEndId: string;
  /** The bank cut long names on this receipt. */
  cutNames: boolean;
}

export interface PrintedReceipt {
  title: string;
  recipientName: string;
  recipientDocument: string;
  payerName: string;
  payerDocument: string;
  amount: string;
  date: string;
  scheduledFor?: string;
  key?: string;
  description?: string;
  endToEndId: string;
}

export interface TextBox {
  text: string;
  /** Left edge and top of the line box, in pixels of the drawing. */
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
  face: Face;
  weight: Weight;
  color: string;
  anchor: 'start' | 'end' | 'middle';
  role: string;
}

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number; fill: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; stroke?: string; strokeWidth?: number }
  | { kind: 'path'; d: string; fill: string; stroke?: string; strokeWidth?: number };

export interface Drawing {
  width: number;
  height: number;
  outputWidth: number;
  outputHeight: number;
  background: string;
  shapes: Shape[];
  boxes: TextBox[];
  printed: PrintedReceipt;
}

export const SANS_FAMILY = 'Ikarius ADF Std';
export const MONO_FAMILY = 'mononoki';
export const DOCK_LAYOUT_FONTS = [
  { family: SANS_FAMILY, debianPackage: 'fonts-adf-ikarius' },
  { family: MONO_FAMILY, debianPackage: 'fonts-mononoki' },
] as const;

const execFileAsync = promisify(execFile);

export async function fcList(): Promise<string[]> {
  const { stdout } = await execFileAsync('fc-list', [':', 'family']);
  return stdout
    .split('\n')
    .flatMap((line) => line.split(','))
    .map((family) => family.trim())
    .filter((family) => family.length > 0);
}

/** Rejects naming each family the renderer would silently replace, and the Debian package that provides it. */
export async function assertDockLayoutFontsAvailable(
  listFamilies: () => Promise<readonly string[]> | readonly string[] = fcList,
): Promise<void> {
  const installed = new Set((await listFamilies()).map((family) => family.toLowerCase()));
  const missing = DOCK_LAYOUT_FONTS.filter((font) => !installed.has(font.family.toLowerCase()));
  if (missing.length > 0) {
    const names = missing.map((font) => `"${font.family}" (install Debian package ${font.debianPackage})`);
    throw new Error(`dock-layouts receipts need fonts that are not installed: ${names.join(', ')}`);
  }
}

const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
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

const two = (n: number): string => String(n).padStart(2, '0');

/** Bank apps print São Paulo time (UTC−3, no daylight saving since 2019). */
export function formatLocal(at: Date, style: DateStyle): string {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  const d = local.getUTCDate();
  const dd = two(d);
  const mm = two(local.getUTCMonth() + 1);
  const yyyy = String(local.getUTCFullYear());
  const hh = two(local.getUTCHours());
  const mi = two(local.getUTCMinutes());
  const ss = two(local.getUTCSeconds());
  const month = MONTHS[local.getUTCMonth()] ?? '';
  const mon = month.slice(0, 3);
  const weekday = WEEKDAYS[local.getUTCDay()] ?? '';
  switch (style) {
    case 'nu':
      return `${dd} ${mon.toUpperCase()} ${yyyy} - ${hh}:${mi}:${ss}`;
    case 'slash-dash-seconds':
      return `${dd}/${mm}/${yyyy} - ${hh}:${mi}:${ss}`;
    case 'slash-as':
      return `${dd}/${mm}/${yyyy} às ${hh}:${mi}`;
    case 'slash-as-seconds':
      return `${dd}/${mm}/${yyyy} às ${hh}:${mi}:${ss}`;
    case 'weekday-long':
      return `${weekday.replace('-feira', '')}, ${d} de ${month} de ${yyyy}, ${hh}h${mi}`;
    case 'weekday-slash':
      return `${weekday}, ${dd}/${mm}/${yyyy} às ${hh}h${mi}`;
    case 'long-as':
      return `${d} de ${month} de ${yyyy}, às ${hh}:${mi}`;
    case 'mp':
      return `${weekday}, ${d} de ${month} de ${yyyy}, às ${hh}:${mi}:${ss}`;
    case 'slash-space-seconds':
      return `${dd}/${mm}/${yyyy} ${hh}:${mi}:${ss}`;
    case 'abbrev':
      return `${d} ${mon}. ${yyyy}, ${hh}:${mi}`;
    case 'slash-comma':
      return `${dd}/${mm}/${yyyy}, ${hh}:${mi}`;
    case 'upper-as':
      return `${dd} ${mon.toUpperCase()} ${yyyy} às ${hh}:${mi}`;
    case 'date-only':
      return `${dd}/${mm}/${yyyy}`;
    case 'long-date':
      return `${weekday}, ${d} de ${month} de ${yyyy}`;
  }
}

function formatLocalTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3_600_000);
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

export function printKey(key: string, masks: { cpf: CpfMask }): string {
  const phone = /^\+55(\d{2})(\d{8,9})$/.exec(key);
  if (phone) {
    const [, ddd = '', number = ''] = phone;
    return `+55 (${ddd}) ${number.slice(0, -4)}-${number.slice(-4)}`;
  }
  if (/^\d{11}$/.test(key)) return maskCpf(key, masks.cpf);
  if (/^\d{14}$/.test(key)) return formatCnpj(key);
  return key;
}

export function printName(name: string, layout: BankLayout, cut: boolean): string {
  let printed = layout.names.upper ? name.toLocaleUpperCase('pt-BR') : name;
  if (layout.names.stripAccents) printed = stripAccents(printed);
  if (cut && printed.length > layout.names.cutAt) {
    printed = printed.slice(0, layout.names.cutAt).trimEnd() + (layout.names.ellipsis ? '...' : '');
  }
  return printed;
}

// Sizes at a 1080 px wide canvas; every layout scales them by its own width.
const BASE = {
  margin: 64,
  title: 44,
  status: 31,
  label: 29,
  value: 34,
  heading: 35,
  footer: 25,
  lineGap: 1.28,
  rowGap: 20,
  sectionGap: 34,
} as const;

interface ValueSpec {
  lines: string[];
  weight: Weight;
  face: Face;
  role: string;
}

class Canvas {
  readonly s: number;
  readonly w: number;
  readonly margin: number;
  y = 0;
  readonly boxes: TextBox[] = [];
  readonly shapes: Shape[] = [];

  constructor(width: number) {
    this.w = width;
    this.s = width / 1080;
    this.margin = Math.round(BASE.margin * this.s);
  }

  get contentWidth(): number {
    return this.w - 2 * this.margin;
  }

  px(base: number): number {
    return Math.round(base * this.s * 10) / 10;
  }

  measure(text: string, size: number, face: Face, weight: Weight): number {
    return textWidth(text, size, face, weight);
  }

  text(
    text: string,
    x: number,
    y: number,
    size: number,
    opts: { face?: Face; weight?: Weight; color: string; anchor?: 'start' | 'end' | 'middle'; role: string },
  ): TextBox {
    const face = opts.face ?? 'sans';
    const weight = opts.weight ?? 'normal';
    const width = this.measure(text, size, face, weight);
    const anchor = opts.anchor ?? 'start';
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    const box: TextBox = {
      text,
      x: left,
      y,
      width,
      height: size * BASE.lineGap,
      size,
      face,
      weight,
      color: opts.color,
      anchor,
      role: opts.role,
    };
    this.boxes.push(box);
    return box;
  }

  wrap(text: string, maxWidth: number, size: number, face: Face, weight: Weight): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.measure(candidate, size, face, weight) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (this.measure(current, size, face, weight) > maxWidth) {
        let cut = current.length - 1;
        while (cut > 1 && this.measure(current.slice(0, cut), size, face, weight) > maxWidth) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines;
  }
}

/** Weekday names are lower case inside a sentence ("Agendado para sábado, …"). */
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

function splitAmount(cents: number): { reais: string; cents: string } {
  const full = formatBrl(cents);
  const comma = full.lastIndexOf(',');
  return { reais: full.slice(0, comma), cents: full.slice(comma + 1) };
}

/** Lays the receipt out as text boxes and shapes, with no rendering, so geometry can be tested cheaply. */
export function drawReceipt(layout: BankLayout, facts: ReceiptFacts): Drawing {
  const c = new Canvas(layout.width);
  const p = layout.palette;
  const scheduled = facts.status === 'scheduled';
  const valueFace: Face = layout.mono ? 'mono' : 'sans';
  const labelSize = c.px(BASE.label);
  const valueSize = c.px(BASE.value);
  const headingSize = c.px(BASE.heading);
  const rowGap = c.px(BASE.rowGap);
  const docLabel = documentKind(facts.recipient.document);
  const payerDocLabel = documentKind(facts.payer.document);
  const mask = (digits: string): string => maskDocument(digits, layout.masks.cpf, layout.masks.cnpj);

  const printed: PrintedReceipt = {
    title: scheduled ? layout.title.scheduled : layout.title.paid,
    recipientName: printName(facts.recipient.name, layout, facts.cutNames),
    recipientDocument: mask(facts.recipient.document),
    payerName: printName(facts.payer.name, layout, facts.cutNames),
    payerDocument: mask(facts.payer.document),
    amount: `R$ ${formatBrl(facts.amountCents)}`,
    date: formatLocal(facts.createdAt, layout.dateStyle),
    endToEndId: facts.endToEndId,
  };
  if (scheduled) printed.scheduledFor = formatLocal(facts.paidAt, layout.scheduledDateStyle);
  if (facts.pixKey) printed.key = printKey(facts.pixKey, layout.masks);
  if (facts.description) printed.description = facts.description;

  const agencyAccount = (party: Party): string => `Agência ${party.agency} · Conta ${party.account}`;

  const value = (key: FieldKey): ValueSpec | null => {
    const plain = (text: string, role: string, weight: Weight = 'normal'): ValueSpec => ({
      lines: [text],
      weight,
      face: valueFace,
      role,
    });
    const nameWeight: Weight = layout.names.bold ? 'bold' : 'normal';
    switch (key) {
      case 'to.name':
        return { ...plain(printed.recipientName, 'recipient.name', nameWeight), face: 'sans' };
      case 'to.doc':
        return plain(printed.recipientDocument, 'recipient.document');
      case 'to.bank':
        return { ...plain(facts.recipient.institution, 'recipient.institution'), face: 'sans' };
      case 'to.agency':
        return plain(facts.recipient.agency, 'recipient.agency');
      case 'to.account':
        return plain(facts.recipient.account, 'recipient.account');
      case 'to.agencyAccount':
        return plain(agencyAccount(facts.recipient), 'recipient.agencyAccount');
      case 'to.key':
        return printed.key ? plain(printed.key, 'recipient.key') : null;
      case 'from.name':
        return { ...plain(printed.payerName, 'payer.name', nameWeight), face: 'sans' };
      case 'from.doc':
        return plain(printed.payerDocument, 'payer.document');
      case 'from.bank':
        return { ...plain(facts.payer.institution, 'payer.institution'), face: 'sans' };
      case 'from.agency':
        return plain(facts.payer.agency, 'payer.agency');
      case 'from.account':
        return plain(facts.payer.account, 'payer.account');
      case 'from.agencyAccount':
        return plain(agencyAccount(facts.payer), 'payer.agencyAccount');
      case 'amount':
        return plain(printed.amount, 'amount.row', 'bold');
      case 'date':
        return plain(printed.date, 'date');
      case 'time':
        return plain(formatLocalTime(facts.createdAt), 'time');
      case 'type':
        return plain('Pix', 'type');
      case 'e2e': {
        const id = facts.endToEndId;
        return { ...plain(id, 'e2e'), lines: layout.e2e.wrap ? [id.slice(0, 16), id.slice(16)] : [id] };
      }
      case 'description':
        return facts.description ? { ...plain(facts.description, 'description'), face: 'sans' } : null;
    }
  };

  const labelFor = (key: FieldKey): string => {
    const label = layout.labels[key] ?? '';
    const doc = key.startsWith('from.') ? payerDocLabel : docLabel;
    if (key === 'date' && scheduled) return layout.scheduledLabels.date;
    return label.replace('{doc}', doc);
  };

  const row = (label: string, spec: ValueSpec): void => {
    const lineHeight = valueSize * BASE.lineGap;
    if (layout.family === 'label beside') {
      const labelWidth = c.measure(label, labelSize, 'sans', 'normal');
      const gap = c.px(28);
      const maxValue = c.contentWidth - labelWidth - gap;
      const lines = spec.lines.flatMap((line) => c.wrap(line, maxValue, valueSize, spec.face, spec.weight));
      const labelTop = c.y + (lineHeight - labelSize * BASE.lineGap) / 2;
      c.text(label, c.margin, labelTop, labelSize, { color: p.muted, role: `label:${spec.role}` });
      lines.forEach((line, i) => {
        c.text(line, c.w - c.margin, c.y + i * lineHeight, valueSize, {
          face: spec.face,
          weight: spec.weight,
          color: p.text,
          anchor: 'end',
          role: spec.role,
        });
      });
      c.y += lines.length * lineHeight + rowGap;
      return;
    }
    if (layout.family === 'label above') {
      c.text(label, c.margin, c.y, labelSize, { color: p.muted, role: `label:${spec.role}` });
      c.y += labelSize * BASE.lineGap + c.px(2);
    }
    const center = layout.family === 'no label' && layout.noLabelAlign === 'center';
    const lines = spec.lines.flatMap((line) => c.wrap(line, c.contentWidth, valueSize, spec.face, spec.weight));
    const color = layout.family === 'no label' && spec.weight === 'normal' ? p.muted : p.text;
    lines.forEach((line, i) => {
      c.text(line, center ? c.w / 2 : c.margin, c.y + i * lineHeight, valueSize, {
        face: spec.face,
        weight: spec.weight,
        color,
        anchor: center ? 'middle' : 'start',
        role: spec.role,
      });
    });
    c.y += lines.length * lineHeight + (layout.family === 'no label' ? c.px(6) : rowGap);
  };

  const drawLogo = (x: number, y: number, size: number): number => {
    const logo = layout.header.logo;
    const r = size / 2;
    switch (logo.shape) {
      case 'circle':
        c.shapes.push({ kind: 'circle', cx: x + r, cy: y + r, r, fill: logo.fill });
        break;
      case 'rounded':
        c.shapes.push({ kind: 'rect', x, y, w: size, h: size, r: size * 0.24, fill: logo.fill });
        break;
      case 'square':
        c.shapes.push({ kind: 'rect', x, y, w: size, h: size, r: size * 0.06, fill: logo.fill });
        break;
      case 'diamond':
        c.shapes.push({
          kind: 'path',
          d: `M${x + r} ${y} L${x + size} ${y + r} L${x + r} ${y + size} L${x} ${y + r} Z`,
          fill: logo.fill,
        });
        break;
      case 'ellipse':
        c.shapes.push({
          kind: 'rect',
          x: x - size * 0.2,
          y: y + size * 0.12,
          w: size * 1.4,
          h: size * 0.76,
          r: size * 0.38,
          fill: logo.fill,
        });
        break;
      case 'flame':
        c.shapes.push({
          kind: 'path',
          d:
            `M${x + r} ${y} C${x + size * 0.95} ${y + size * 0.35} ${x + size} ${y + size * 0.75} ${x + r} ${y + size} ` +
            `C${x} ${y + size * 0.75} ${x + size * 0.1} ${y + size * 0.4} ${x + size * 0.35} ${y + size * 0.2} ` +
            `C${x + size * 0.4} ${y + size * 0.45} ${x + size * 0.55} ${y + size * 0.45} ${x + r} ${y} Z`,
          fill: logo.fill,
        });
        break;
    }
    if (logo.mark) {
      let markSize = size * 0.42;
      const markWidth = c.measure(logo.mark, markSize, 'sans', 'bold');
      if (markWidth > size * 0.78) markSize *= (size * 0.78) / markWidth;
      c.text(logo.mark, x + r, y + r - markSize * 0.62, markSize, {
        weight: 'bold',
        color: logo.markColor,
        anchor: 'middle',
        role: 'logo',
      });
    }
    return size;
  };

  const navSize = c.px(30);
  const drawNav = (top: number, height: number, color: string): void => {
    const size = navSize;
    const cy = top + height / 2;
    const stroke = c.px(4);
    if (layout.header.nav === 'close') {
      const x = c.w - c.margin - size;
      c.shapes.push({
        kind: 'path',
        d: `M${x} ${cy - size / 2} L${x + size} ${cy + size / 2} M${x + size} ${cy - size / 2} L${x} ${cy + size / 2}`,
        fill: 'none',
        stroke: color,
        strokeWidth: stroke,
      });
    } else if (layout.header.nav === 'back') {
      const x = c.margin;
      c.shapes.push({
        kind: 'path',
        d: `M${x + size * 0.45} ${cy - size / 2} L${x} ${cy} L${x + size * 0.45} ${cy + size / 2} M${x} ${cy} L${x + size} ${cy}`,
        fill: 'none',
        stroke: color,
        strokeWidth: stroke,
      });
    }
  };

  const statusBar = (color: string): void => {
    const height = c.px(72);
    const size = c.px(30);
    const shown = new Date(facts.createdAt.getTime() + 60_000);
    c.text(formatLocal(shown, 'slash-comma').slice(-5), c.margin, c.y + (height - size * BASE.lineGap) / 2, size, {
      weight: 'bold',
      color,
      role: 'statusbar',
    });
    const right = c.w - c.margin;
    const battery = c.px(46);
    const mid = c.y + height / 2;
    c.shapes.push({
      kind: 'rect',
      x: right - battery,
      y: mid - c.px(11),
      w: battery,
      h: c.px(22),
      r: c.px(5),
      fill: color,
    });
    for (let i = 0; i < 4; i++) {
      const barH = c.px(8 + i * 5);
      c.shapes.push({
        kind: 'rect',
        x: right - battery - c.px(70) + i * c.px(11),
        y: mid + c.px(11) - barH,
        w: c.px(7),
        h: barH,
        r: c.px(1.5),
        fill: color,
      });
    }
    c.y += height;
  };

  const header = (): void => {
    const h = layout.header;
    const barTop = c.y;
    const headerColor = h.style === 'bar' ? (h.barText ?? '#ffffff') : p.text;
    if (h.style === 'bar') {
      const barHeight = (layout.screenRatio ? c.px(72) : 0) + c.px(150);
      c.shapes.push({ kind: 'rect', x: 0, y: barTop, w: c.w, h: barHeight, r: 0, fill: h.barColor ?? p.accent });
    }
    if (layout.screenRatio) statusBar(headerColor);
    if (h.style === 'centered') {
      const size = c.px(104);
      const top = c.y + c.px(28);
      drawLogo(c.w / 2 - size / 2, top, size);
      drawNav(top, size, p.muted);
      c.y = top + size + c.px(14);
      if (h.logo.wordmark) {
        const wordSize = c.px(36);
        c.text(h.logo.wordmark, c.w / 2, c.y, wordSize, {
          weight: 'bold',
          color: h.logo.wordmarkColor ?? p.text,
          anchor: 'middle',
          role: 'wordmark',
        });
        c.y += wordSize * BASE.lineGap;
      }
      c.y += c.px(20);
      return;
    }
    const band = c.px(150);
    const size = c.px(80);
    const top = c.y + (band - size) / 2;
    const logoLeft = c.margin + (h.nav === 'back' ? navSize + c.px(36) : 0);
    drawLogo(logoLeft, top, size);
    if (h.logo.wordmark) {
      const wordSize = c.px(40);
      c.text(h.logo.wordmark, logoLeft + size + c.px(22), top + (size - wordSize * BASE.lineGap) / 2, wordSize, {
        weight: 'bold',
        color: h.logo.wordmarkColor ?? headerColor,
        role: 'wordmark',
      });
    }
    drawNav(top, size, headerColor);
    c.y += band + (h.style === 'bar' ? c.px(40) : c.px(8));
  };

  const title = (): void => {
    const size = c.px(BASE.title);
    const center = layout.title.align === 'center';
    const lines = c.wrap(printed.title, c.contentWidth, size, 'sans', 'bold');
    for (const line of lines) {
      c.text(line, center ? c.w / 2 : c.margin, c.y, size, {
        weight: 'bold',
        color: p.heading ?? p.text,
        anchor: center ? 'middle' : 'start',
        role: 'title',
      });
      c.y += size * BASE.lineGap;
    }
    const status = layout.title.status;
    if (status) {
      const text = scheduled ? status.scheduled : status.paid;
      const size2 = c.px(BASE.status);
      const icon = c.px(34);
      const width = icon + c.px(14) + c.measure(text, size2, 'sans', 'normal');
      const left = center ? c.w / 2 - width / 2 : c.margin;
      const cy = c.y + c.px(8) + (size2 * BASE.lineGap) / 2;
      c.shapes.push({ kind: 'circle', cx: left + icon / 2, cy, r: icon / 2, fill: scheduled ? p.muted : p.accent });
      const k = icon / 34;
      const iconPath = scheduled
        ? `M${left + icon / 2} ${cy - 10 * k} L${left + icon / 2} ${cy} L${left + icon / 2 + 8 * k} ${cy + 5 * k}`
        : `M${left + 9 * k} ${cy} L${left + 15 * k} ${cy + 6 * k} L${left + 26 * k} ${cy - 7 * k}`;
      c.shapes.push({ kind: 'path', d: iconPath, fill: 'none', stroke: p.bg, strokeWidth: c.px(4) });
      c.text(text, left + icon + c.px(14), c.y + c.px(8), size2, { color: p.muted, role: 'status' });
      c.y += size2 * BASE.lineGap + c.px(8);
    }
    c.y += c.px(26);
  };

  const amount = (): void => {
    const spec = layout.amount;
    const big = c.px(spec.size);
    const center = spec.align === 'center';
    if (spec.label) {
      c.text(spec.label, center ? c.w / 2 : c.margin, c.y, labelSize, {
        color: p.muted,
        anchor: center ? 'middle' : 'start',
        role: 'label:amount',
      });
      c.y += labelSize * BASE.lineGap + c.px(4);
    }
    const { reais, cents } = splitAmount(facts.amountCents);
    type Part = { text: string; size: number; weight: Weight; raised: boolean; gapBefore: number };
    const parts: Part[] =
      spec.style === 'plain'
        ? [{ text: printed.amount, size: big, weight: 'bold', raised: false, gapBefore: 0 }]
        : spec.style === 'small-currency'
          ? [
              { text: 'R$', size: big * 0.5, weight: 'normal', raised: false, gapBefore: 0 },
              { text: `${reais},${cents}`, size: big, weight: 'bold', raised: false, gapBefore: big * 0.22 },
            ]
          : [
              { text: 'R$', size: big * 0.45, weight: 'normal', raised: false, gapBefore: 0 },
              { text: reais, size: big, weight: 'bold', raised: false, gapBefore: big * 0.2 },
              {
                text: spec.style === 'raised-cents' ? `,${cents}` : cents,
                size: big * 0.48,
                weight: 'bold',
                raised: true,
                gapBefore: spec.style === 'raised-cents' ? 0 : big * 0.05,
              },
            ];
    const total = parts.reduce(
      (sum, part) => sum + part.gapBefore + c.measure(part.text, part.size, 'sans', part.weight),
      0,
    );
    let x = center ? c.w / 2 - total / 2 : c.margin;
    const baseline = c.y + big * 0.97;
    for (const part of parts) {
      x += part.gapBefore;
      // Raised cents share the cap line of the big figures; everything else shares the baseline.
      const partBaseline = part.raised ? baseline - 0.705 * (big - part.size) : baseline;
      const box = c.text(part.text, x, partBaseline - part.size * 0.97, part.size, {
        weight: part.weight,
        color: p.text,
        role: 'amount',
      });
      x += box.width;
    }
    c.y += big * BASE.lineGap + c.px(18);
  };

  const dateLine = (): void => {
    const size = c.px(31);
    const center = layout.title.align === 'center';
    const lines = [printed.date];
    if (printed.scheduledFor) lines.push(`Agendado para ${lowerFirst(printed.scheduledFor)}`);
    for (const line of lines.flatMap((l) => c.wrap(l, c.contentWidth, size, 'sans', 'normal'))) {
      c.text(line, center ? c.w / 2 : c.margin, c.y, size, {
        color: line.startsWith('Agendado') ? p.accent : p.muted,
        anchor: center ? 'middle' : 'start',
        role: 'date',
      });
      c.y += size * BASE.lineGap;
    }
    c.y += c.px(22);
  };

  const section = (spec: SectionSpec): void => {
    // A section whose every field is absent (no message, no key) is left out, heading and all.
    if (spec.fields.every((key) => value(key) === null)) return;
    const top = c.y;
    const cardPad = c.px(28);
    if (spec.card) c.y += cardPad;
    if (spec.heading) {
      const center = layout.family === 'no label' && layout.noLabelAlign === 'center';
      c.text(spec.heading, center ? c.w / 2 : c.margin, c.y, headingSize, {
        weight: 'bold',
        color: p.heading ?? p.text,
        anchor: center ? 'middle' : 'start',
        role: 'heading',
      });
      c.y += headingSize * BASE.lineGap + c.px(layout.family === 'no label' ? 6 : 14);
    }
    for (const key of spec.fields) {
      const spec2 = value(key);
      if (!spec2) continue;
      row(labelFor(key), spec2);
      if (key === 'date' && printed.scheduledFor) {
        row(layout.scheduledLabels.scheduledFor, {
          lines: [
            layout.family === 'no label' ? `Agendado para ${lowerFirst(printed.scheduledFor)}` : printed.scheduledFor,
          ],
          weight: 'bold',
          face: valueFace,
          role: 'scheduledFor',
        });
      }
    }
    if (spec.card) {
      c.y += cardPad - rowGap;
      c.shapes.push({
        kind: 'rect',
        x: c.margin - c.px(24),
        y: top,
        w: c.contentWidth + c.px(48),
        h: c.y - top,
        r: c.px(24),
        fill: p.card ?? p.bg,
      });
    }
    c.y += c.px(BASE.sectionGap);
  };

  const rule = (): void => {
    c.shapes.push({
      kind: 'rect',
      x: c.margin,
      y: c.y,
      w: c.contentWidth,
      h: Math.max(1, c.px(2)),
      r: 0,
      fill: p.rule,
    });
    c.y += c.px(BASE.sectionGap);
  };

  const footer = (): void => {
    const size = c.px(BASE.footer);
    c.y += c.px(10);
    for (const line of layout.footer.flatMap((l) => c.wrap(l, c.contentWidth, size, 'sans', 'normal'))) {
      c.text(line, c.w / 2, c.y, size, { color: p.muted, anchor: 'middle', role: 'footer' });
      c.y += size * BASE.lineGap;
    }
    c.y += c.px(20);
  };

  const button = (text: string): void => {
    const height = c.px(100);
    const size = c.px(34);
    c.shapes.push({ kind: 'rect', x: c.margin, y: c.y, w: c.contentWidth, h: height, r: height / 2, fill: p.accent });
    c.text(text, c.w / 2, c.y + (height - size * BASE.lineGap) / 2, size, {
      weight: 'bold',
      color: p.onAccent ?? '#ffffff',
      anchor: 'middle',
      role: 'button',
    });
    c.y += height + c.px(30);
  };

  for (const block of layout.blocks) {
    switch (block.kind) {
      case 'header':
        header();
        break;
      case 'title':
        title();
        break;
      case 'amount':
        amount();
        break;
      case 'dateLine':
        dateLine();
        break;
      case 'section':
        section(block.section);
        break;
      case 'rule':
        rule();
        break;
      case 'footer':
        footer();
        break;
      case 'button':
        button(block.text);
        break;
    }
  }

  let height = Math.ceil(c.y + c.px(40));
  if (layout.screenRatio) height = Math.max(height, Math.round(layout.width * layout.screenRatio));
  const outputWidth = layout.deliveredWidth ?? layout.width;
  return {
    width: layout.width,
    height,
    outputWidth,
    outputHeight: Math.round((height * outputWidth) / layout.width),
    background: p.bg,
    shapes: c.shapes,
    boxes: c.boxes,
    printed,
  };
}

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

const n = (value: number): string => String(Math.round(value * 100) / 100);

export function drawingToSvg(drawing: Drawing): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}" viewBox="0 0 ${drawing.width} ${drawing.height}">`,
    `<rect x="0" y="0" width="${drawing.width}" height="${drawing.height}" fill="${drawing.background}"/>`,
  ];
  for (const shape of drawing.shapes) {
    if (shape.kind === 'rect') {
      parts.push(
        `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.w)}" height="${n(shape.h)}" rx="${n(shape.r)}" fill="${shape.fill}"/>`,
      );
    } else if (shape.kind === 'circle') {
      const stroke = shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${n(shape.strokeWidth ?? 1)}"` : '';
      parts.push(`<circle cx="${n(shape.cx)}" cy="${n(shape.cy)}" r="${n(shape.r)}" fill="${shape.fill}"${stroke}/>`);
    } else {
      const stroke = shape.stroke
        ? ` stroke="${shape.stroke}" stroke-width="${n(shape.strokeWidth ?? 1)}" stroke-linecap="round" stroke-linejoin="round"`
        : '';
      parts.push(`<path d="${shape.d}" fill="${shape.fill}"${stroke}/>`);
    }
  }
  for (const box of drawing.boxes) {
    const x = box.anchor === 'start' ? box.x : box.anchor === 'end' ? box.x + box.width : box.x + box.width / 2;
    // The line box is 1.28 em tall; both faces put the baseline about 0.97 em below its top.
    const baseline = box.y + box.size * 0.97;
    const family = box.face === 'mono' ? MONO_FAMILY : SANS_FAMILY;
    // The sans face ligates AE/OE/ae/oe into Æ/Œ (JOEL would read JŒL); a zero-width non-joiner keeps the letters apart.
    const text = box.face === 'sans' ? box.text.replace(/([AaOo])(?=[Ee])/g, '$1\u200c') : box.text;
    parts.push(
      `<text x="${n(x)}" y="${n(baseline)}" font-family="${family}" font-size="${n(box.size)}" font-weight="${box.weight}" fill="${box.color}" text-anchor="${box.anchor}" xml:space="preserve">${escapeXml(text)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Renders the drawing to the JPEG a customer would send: the screenshot, maybe softened by a messaging app. */
export async function renderReceipt(layout: BankLayout, drawing: Drawing): Promise<Buffer> {
  const svg = Buffer.from(drawingToSvg(drawing));
  let raster = await sharp(svg).flatten({ background: drawing.background }).png({ compressionLevel: 1 }).toBuffer();
  if (layout.resample) {
    raster = await sharp(raster)
      .resize({ width: Math.round(drawing.width * layout.resample) })
      .png({ compressionLevel: 1 })
      .toBuffer();
  }
  return sharp(raster)
    .resize({ width: drawing.outputWidth, height: drawing.outputHeight, fit: 'fill' })
    .jpeg({ quality: layout.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
