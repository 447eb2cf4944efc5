// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { Canvas, type TextRole } from './draw.js';
import { type CaseFacts, shownPayerDocument, shownRecipientDocument, spParts } from './facts.js';
import { INSTITUTIONS } from './people.js';
import { type DateStyle, fontOf, type LayoutSpec, maskDocument, maskFor } from './specs.js';
import { formatBrl, pad2, titleCase } from './text.js';

// ---------------------------------------------------------------- strings

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
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/** The instant as the app prints it: one line, or date and time apart for 'split'. */
export function formatWhen(at: Date, style: DateStyle): string[] {
  const t = spParts(at);
  const dd = pad2(t.day);
  const mm = pad2(t.month);
  const hh = pad2(t.hour);
  const mi = pad2(t.minute);
  const ss = pad2(t.second);
  const month = MONTHS[t.month - 1] as string;
  const abbr = month.slice(0, 3);
  const weekday = WEEKDAYS[t.weekday] as string;
  switch (style) {
    case 'slash-as':
      return [`${dd}/${mm}/${t.year} às ${hh}:${mi}`];
    case 'abbr-dash-seconds':
      return [`${dd} ${abbr} ${t.year} - ${hh}:${mi}:${ss}`];
    case 'weekday-long':
      return [`${weekday}, ${t.day} de ${month} de ${t.year}, ${hh}h${mi}`];
    case 'short-year':
      return [`${dd}/${mm}/${String(t.year).slice(2)} ${hh}:${mi}`];
    case 'slash-dash-seconds':
      return [`${dd}/${mm}/${t.year} - ${hh}:${mi}:${ss}`];
    case 'abbr-de-as':
      return [`${t.day} de ${abbr}. de ${t.year} às ${hh}:${mi}`];
    case 'dots':
      return [`${dd}.${mm}.${t.year} ${hh}:${mi}`];
    case 'weekday-short':
      return [`${weekday.slice(0, 3).toLowerCase()}, ${dd}/${mm}/${t.year} - ${hh}h${mi}min`];
    case 'upper-abbr':
      return [`${dd} ${abbr.toUpperCase()} ${t.year}, ${hh}:${mi}`];
    case 'split':
      return [`${dd}/${mm}/${t.year}`, `${hh}:${mi}:${ss}`];
  }
}

/** Only the day, as the app prints a scheduled date. */
export function formatDay(at: Date, style: DateStyle): string {
  const t = spParts(at);
  const month = MONTHS[t.month - 1] as string;
  if (style === 'weekday-long') return `${WEEKDAYS[t.weekday]}, ${t.day} de ${month} de ${t.year}`;
  if (style === 'abbr-de-as') return `${t.day} de ${month.slice(0, 3)}. de ${t.year}`;
  if (style === 'abbr-dash-seconds') return `${pad2(t.day)} ${month.slice(0, 3)} ${t.year}`;
  if (style === 'upper-abbr') return `${pad2(t.day)} ${month.slice(0, 3).toUpperCase()} ${t.year}`;
  if (style === 'dots') return `${pad2(t.day)}.${pad2(t.month)}.${t.year}`;
  if (style === 'short-year') return `${pad2(t.day)}/${pad2(t.month)}/${String(t.year).slice(2)}`;
  return `${pad2(t.day)}/${pad2(t.month)}/${t.year}`;
}

/** The store's Pix key as the layout's app prints it. */
export function formatKey(f: CaseFacts, phoneStyle: 'pretty' | 'national' | 'raw'): string {
  const { store } = f;
  if (store.keyKind === 'phone') {
    const d = store.pixKey.slice(3);
    if (phoneStyle === 'raw') return store.pixKey;
    const national = `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
    return phoneStyle === 'pretty' ? `+55 ${national}` : national;
  }
  if (store.keyKind === 'document') return maskDocument(store.document, maskFor(f.spec, store.document));
  return store.pixKey;
}

interface Strings {
  amount: string;
  when: string[];
  scheduledFor?: string;
  scheduled: boolean;
  name: string;
  doc: string;
  docLabel: 'CPF' | 'CNPJ';
  bank: string;
  agency: string;
  account: string;
  payerName: string;
  payerDoc: string;
  payerDocLabel: 'CPF' | 'CNPJ';
  payerBank: string;
  payerAgency: string;
  payerAccount: string;
  description?: string;
  e2e: string;
  txid: string;
  auth: string;
}

function stringsOf(f: CaseFacts): Strings {
  const payerName = f.spec.nameCase === 'title' ? titleCase(f.payer.name) : f.payer.name;
  return {
    amount: formatBrl(f.amountCents),
    when: formatWhen(f.instant, f.spec.dateStyle),
    ...(f.settlesAt ? { scheduledFor: formatDay(f.settlesAt, f.spec.dateStyle) } : {}),
    scheduled: f.settlesAt !== undefined,
    name: f.recipientShownName,
    doc: shownRecipientDocument(f),
    docLabel: f.recipient.document.length === 14 ? 'CNPJ' : 'CPF',
    bank: f.recipient.bank,
    agency: f.recipient.agency,
    account: f.recipient.account,
    payerName,
    payerDoc: shownPayerDocument(f),
    payerDocLabel: f.payer.document.length === 14 ? 'CNPJ' : 'CPF',
    payerBank: INSTITUTIONS[f.spec.key].legalName,
    payerAgency: f.payer.agency,
    payerAccount: f.payer.account,
    ...(f.description ? { description: f.description } : {}),
    e2e: f.endToEndId,
    txid: f.transactionId,
    auth: f.authentication,
  };
}

// ---------------------------------------------------------------- palette and pieces

interface Palette {
  bg: string;
  card: string;
  text: string;
  muted: string;
  line: string;
  accent: string;
  onAccent: string;
}

function paletteOf(spec: LayoutSpec): Palette {
  return spec.theme === 'dark'
    ? {
        bg: '#111214',
        card: '#1d1e22',
        text: '#f1f2f4',
        muted: '#9ea3ab',
        line: '#34363c',
        accent: spec.accent,
        onAccent: '#ffffff',
      }
    : {
        bg: '#ffffff',
        card: '#f4f5f7',
        text: '#1c1d21',
        muted: '#6a6f78',
        line: '#e1e3e8',
        accent: spec.accent,
        onAccent: '#ffffff',
      };
}

function statusBar(c: Canvas, color: string, at: Date, scale: number): void {
  const t = spParts(new Date(at.getTime() + 2 * 60_000));
  c.text(48 * scale, 46 * scale, `${pad2(t.hour)}:${pad2(t.minute)}`, {
    size: 30 * scale,
    fill: color,
    weight: 'bold',
  });
  const x = c.width - 60 * scale;
  c.rect(x, 24 * scale, 40 * scale, 22 * scale, 'none', { rx: 5 * scale, stroke: color, strokeWidth: 2.5 * scale });
  c.rect(x + 4 * scale, 28 * scale, 27 * scale, 14 * scale, color, { rx: 2 * scale });
  for (let i = 0; i < 4; i += 1) {
    const h = (6 + i * 5) * scale;
    c.rect(x - 70 * scale + i * 10 * scale, 46 * scale - h, 7 * scale, h, color, { rx: 1 });
  }
  c.path(`M ${x - 100 * scale} ${38 * scale} a ${16 * scale} ${16 * scale} 0 0 1 ${24 * scale} 0`, {
    stroke: color,
    strokeWidth: 3 * scale,
  });
}

function backArrow(c: Canvas, x: number, y: number, color: string): void {
  c.path(`M ${x + 14} ${y - 16} L ${x} ${y} L ${x + 14} ${y + 16} M ${x} ${y} L ${x + 32} ${y}`, {
    stroke: color,
    strokeWidth: 4,
  });
}

function closeCross(c: Canvas, x: number, y: number, color: string): void {
  c.path(`M ${x - 14} ${y - 14} L ${x + 14} ${y + 14} M ${x + 14} ${y - 14} L ${x - 14} ${y + 14}`, {
    stroke: color,
    strokeWidth: 4,
  });
}

function shareIcon(c: Canvas, x: number, y: number, color: string): void {
  c.circle(x + 18, y - 14, 6, color);
  c.circle(x, y, 6, color);
  c.circle(x + 18, y + 14, 6, color);
  c.line(x, y, x + 18, y - 14, color, 3);
  c.line(x, y, x + 18, y + 14, color, 3);
}

function checkBadge(c: Canvas, cx: number, cy: number, r: number, fill: string, mark: string): void {
  c.circle(cx, cy, r, fill);
  c.path(`M ${cx - r * 0.42} ${cy + r * 0.02} L ${cx - r * 0.1} ${cy + r * 0.34} L ${cx + r * 0.45} ${cy - r * 0.3}`, {
    stroke: mark,
    strokeWidth: Math.max(3, r * 0.16),
  });
}

function clockBadge(c: Canvas, cx: number, cy: number, r: number, fill: string, mark: string): void {
  c.circle(cx, cy, r, fill);
  c.circle(cx, cy, r * 0.55, 'none', { stroke: mark, strokeWidth: Math.max(3, r * 0.1) });
  c.path(`M ${cx} ${cy - r * 0.35} L ${cx} ${cy} L ${cx + r * 0.25} ${cy + r * 0.15}`, {
    stroke: mark,
    strokeWidth: Math.max(3, r * 0.1),
  });
}

function pixDiamond(c: Canvas, cx: number, cy: number, r: number, color: string): void {
  c.path(`M ${cx} ${cy - r} L ${cx + r} ${cy} L ${cx} ${cy + r} L ${cx - r} ${cy} Z`, {
    stroke: color,
    strokeWidth: Math.max(2, r / 5),
  });
  c.path(`M ${cx} ${cy - r * 0.45} L ${cx + r * 0.45} ${cy} L ${cx} ${cy + r * 0.45} L ${cx - r * 0.45} ${cy} Z`, {
    fill: color,
  });
}

interface RowOptions {
  labelSize?: number;
  valueSize?: number;
  weight?: 'normal' | 'bold';
  step?: number;
  valueFill?: string;
}

/** A cursor down the page that writes rows in the layout's family. */
class Writer {
  constructor(
    readonly c: Canvas,
    readonly p: Palette,
    public left: number,
    public right: number,
    public y: number,
    readonly labelSize: number,
    readonly valueSize: number,
    readonly gap: number,
  ) {}

  space(n: number): this {
    this.y += n;
    return this;
  }

  rule(color = this.p.line, inset = 0): this {
    this.c.line(this.left + inset, this.y, this.right - inset, this.y, color, 2);
    this.y += this.gap;
    return this;
  }

  dashes(): this {
    for (let x = this.left; x < this.right - 10; x += 22) this.c.line(x, this.y, x + 10, this.y, this.p.muted, 2);
    this.y += this.gap;
    return this;
  }

  heading(text: string, o: { size?: number; fill?: string; weight?: 'normal' | 'bold' } = {}): this {
    const size = o.size ?? this.valueSize;
    this.c.text(this.left, this.y + size, text, {
      size,
      fill: o.fill ?? this.p.text,
      weight: o.weight ?? 'bold',
      role: 'label',
    });
    this.y += size + this.gap;
    return this;
  }

  /** Label on the left, value on the right of the same line; long names wrap, long codes shrink. */
  beside(label: string, value: string, role: TextRole, o: RowOptions = {}): this {
    const ls = o.labelSize ?? this.labelSize;
    const vs = o.valueSize ?? this.valueSize;
    const weight = o.weight ?? 'bold';
    const step = o.step ?? this.gap;
    const labelWidth = this.c.measure(label, this.c.scaled(ls));
    const avail = this.right - this.left - labelWidth - 28;
    const wraps =
      role === 'recipient-name' || role === 'payer-name' || role === 'description' || role === 'recipient-bank';
    const lines = wraps ? this.c.wrap(value, vs, avail, weight) : [value];
    const base = this.y + vs;
    this.c.text(this.left, base, label, { size: ls, fill: this.p.muted, role: 'label' });
    lines.forEach((line, i) => {
      this.c.text(this.right, base + i * vs * 1.3, line, {
        size: vs,
        fill: o.valueFill ?? this.p.text,
        weight,
        anchor: 'end',
        role,
        maxWidth: avail,
      });
    });
    this.y = base + (lines.length - 1) * vs * 1.3 + step;
    return this;
  }

  /** Label on its own line, value on the line below. */
  above(label: string, value: string, role: TextRole, o: RowOptions = {}): this {
    const ls = o.labelSize ?? this.labelSize;
    const vs = o.valueSize ?? this.valueSize;
    const weight = o.weight ?? 'normal';
    this.c.text(this.left, this.y + ls, label, { size: ls, fill: this.p.muted, role: 'label' });
    let base = this.y + ls + 10 + vs;
    const lines = this.c.wrap(value, vs, this.right - this.left, weight);
    for (const line of lines) {
      this.c.text(this.left, base, line, {
        size: vs,
        fill: o.valueFill ?? this.p.text,
        weight,
        role,
        maxWidth: this.right - this.left,
      });
      base += vs * 1.3;
    }
    this.y = base - vs * 1.3 + (o.step ?? this.gap);
    return this;
  }

  /** A value alone on its line. */
  bare(
    text: string,
    role: TextRole,
    o: { size?: number; weight?: 'normal' | 'bold'; fill?: string; anchor?: 'start' | 'middle'; step?: number } = {},
  ): this {
    const size = o.size ?? this.valueSize;
    const weight = o.weight ?? 'normal';
    const anchor = o.anchor ?? 'start';
    const x = anchor === 'middle' ? (this.left + this.right) / 2 : this.left;
    const lines = this.c.wrap(text, size, this.right - this.left, weight);
    let base = this.y + size;
    for (const line of lines) {
      this.c.text(x, base, line, {
        size,
        weight,
        anchor,
        fill: o.fill ?? this.p.text,
        role,
        maxWidth: this.right - this.left,
      });
      base += size * 1.3;
    }
    this.y = base - size * 1.3 + (o.step ?? this.gap);
    return this;
  }
}

function newCanvas(spec: LayoutSpec, p: Palette): Canvas {
  return new Canvas(spec.width, spec.height, fontOf(spec), spec.mono, p.bg);
}

/** The authentication code in groups, as many apps print it. */
function grouped(code: string, size: number, sep = ' '): string {
  return (code.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(sep);
}

// ---------------------------------------------------------------- the sixteen layouts

/** Banco BMG: orange band, "Dados do recebedor" table with labels beside the values. */
function drawBmg(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  c.rect(0, 0, c.width, 250, p.accent);
  statusBar(c, '#ffffff', f.instant, 1);
  backArrow(c, 50, 150, '#ffffff');
  c.text(c.width / 2, 162, 'Comprovante', { size: 40, fill: '#ffffff', weight: 'bold', anchor: 'middle' });
  shareIcon(c, c.width - 90, 150, '#ffffff');
  (s.scheduled ? clockBadge : checkBadge)(c, c.width / 2, 360, 64, p.accent, '#ffffff');
  c.text(c.width / 2, 490, s.scheduled ? 'Pix agendado com sucesso' : 'Pix enviado com sucesso', {
    size: 40,
    fill: p.text,
    weight: 'bold',
    anchor: 'middle',
  });
  c.text(c.width / 2, 580, s.amount, { size: 72, fill: p.text, weight: 'bold', anchor: 'middle', role: 'amount' });
  c.text(c.width / 2, 640, s.when[0] as string, { size: 30, fill: p.muted, anchor: 'middle', role: 'when' });
  const w = new Writer(c, p, 64, c.width - 64, 700, 30, 32, 30);
  if (s.scheduledFor) w.beside('Data do agendamento', s.scheduledFor, 'scheduled-for', { valueFill: p.accent });
  w.rule().heading('Dados do recebedor', { size: 34, fill: p.accent });
  w.beside('Nome', s.name, 'recipient-name');
  if (f.showRecipientDocument) w.beside(s.docLabel, s.doc, 'recipient-document');
  w.beside('Instituição', s.bank, 'recipient-bank', { weight: 'normal' });
  w.beside('Agência', s.agency, 'other', { weight: 'normal' }).beside('Conta', s.account, 'other', {
    weight: 'normal',
  });
  if (f.showKey) w.beside('Chave Pix', formatKey(f, 'pretty'), 'key');
  w.rule().heading('Dados do pagador', { size: 34, fill: p.accent });
  w.beside('Nome', s.payerName, 'payer-name').beside(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.beside('Instituição', 'Banco BMG S.A.', 'other', { weight: 'normal' });
  w.rule().heading('Informações da transação', { size: 34, fill: p.accent });
  if (s.description) w.beside('Descrição', s.description, 'description', { weight: 'normal' });
  w.beside('ID da transação', s.e2e, 'e2e', { valueSize: 28, weight: 'normal' });
  w.beside('Autenticação', s.auth, 'other', { valueSize: 24, weight: 'normal' });
  c.rect(64, c.height - 230, c.width - 128, 96, p.accent, { rx: 48 });
  c.text(c.width / 2, c.height - 170, 'Compartilhar comprovante', {
    size: 34,
    fill: '#ffffff',
    weight: 'bold',
    anchor: 'middle',
  });
  c.text(c.width / 2, c.height - 70, 'Ouvidoria BMG: 0800 031 2350', { size: 26, fill: p.muted, anchor: 'middle' });
  return c;
}

/** Daycoval, dark, monospace: "Quem recebeu" / "Quem pagou" with labels above. */
function drawDaycoval(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 0.85);
  c.text(c.width / 2, 140, 'Comprovante Pix', { size: 34, fill: p.text, weight: 'bold', anchor: 'middle' });
  closeCross(c, c.width - 70, 128, p.text);
  c.rect(40, 190, c.width - 80, 230, p.card, { rx: 24 });
  pixDiamond(c, 100, 260, 26, p.accent);
  c.text(146, 270, s.scheduled ? 'Pix agendado' : 'Pix enviado', { size: 30, fill: p.accent, weight: 'bold' });
  c.text(80, 330, 'Valor', { size: 24, fill: p.muted, role: 'label' });
  c.text(80, 385, s.amount, { size: 52, fill: p.text, weight: 'bold', role: 'amount' });
  const w = new Writer(c, p, 64, c.width - 64, 460, 22, 27, 22);
  w.above(s.scheduled ? 'Agendado em' : 'Data e hora', s.when[0] as string, 'when');
  if (s.scheduledFor) w.above('Agendamento para', s.scheduledFor, 'scheduled-for', { weight: 'bold' });
  w.rule().heading('Quem recebeu', { size: 28, fill: p.accent });
  w.above('Nome', s.name, 'recipient-name', { weight: 'bold' });
  if (f.showRecipientDocument) w.above(s.docLabel, s.doc, 'recipient-document');
  w.above('Instituição', s.bank, 'recipient-bank');
  if (f.showKey) w.above('Chave Pix', formatKey(f, 'national'), 'key');
  w.rule().heading('Quem pagou', { size: 28, fill: p.accent });
  w.above('Nome', s.payerName, 'payer-name', { weight: 'bold' }).above(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.above('Instituição', 'Banco Daycoval S.A.', 'other');
  w.rule();
  if (s.description) w.above('Mensagem', s.description, 'description');
  w.above('ID da transação', s.e2e, 'e2e', { valueSize: 24 });
  w.above('Código de autenticação', grouped(s.auth, 8), 'other', { valueSize: 22 });
  c.rect(64, c.height - 150, c.width - 128, 84, 'none', { rx: 16, stroke: p.accent, strokeWidth: 3 });
  c.text(c.width / 2, c.height - 96, 'Compartilhar', { size: 28, fill: p.accent, weight: 'bold', anchor: 'middle' });
  return c;
}

/** Sofisa Direto, dark: payer first ("Origem" then "Destino"), labels beside. */
function drawSofisa(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 1);
  backArrow(c, 50, 150, p.text);
  c.text(110, 162, 'Transferência Pix', { size: 38, fill: p.text, weight: 'bold' });
  c.rect(64, 230, 250, 56, s.scheduled ? '#4a3b12' : '#0f3b37', { rx: 28 });
  c.text(189, 268, s.scheduled ? 'Agendada' : 'Concluída', {
    size: 28,
    fill: s.scheduled ? '#f5c14b' : p.accent,
    weight: 'bold',
    anchor: 'middle',
  });
  c.text(64, 360, 'Valor da transferência', { size: 30, fill: p.muted, role: 'label' });
  c.text(64, 440, s.amount, { size: 68, fill: p.text, weight: 'bold', role: 'amount' });
  const w = new Writer(c, p, 64, c.width - 64, 490, 29, 31, 30);
  w.beside('Data', s.when[0] as string, 'when', { weight: 'normal', valueSize: 29 });
  if (s.scheduledFor) w.beside('Data agendada', s.scheduledFor, 'scheduled-for', { weight: 'normal', valueSize: 29 });
  w.rule().heading('Origem', { size: 34, fill: p.accent });
  w.beside('Nome', s.payerName, 'payer-name').beside(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.beside('Banco', 'Banco Sofisa S.A.', 'other', { weight: 'normal' });
  w.rule().heading('Destino', { size: 34, fill: p.accent });
  w.beside('Nome', s.name, 'recipient-name');
  if (f.showRecipientDocument) w.beside(s.docLabel, s.doc, 'recipient-document');
  w.beside('Banco', s.bank, 'recipient-bank', { weight: 'normal' });
  w.beside('Agência / Conta', `${s.agency} / ${s.account}`, 'other', { weight: 'normal' });
  if (f.showKey) w.beside('Chave', formatKey(f, 'pretty'), 'key');
  w.rule().heading('Detalhes', { size: 34, fill: p.accent });
  if (s.description) w.beside('Mensagem', s.description, 'description', { weight: 'normal' });
  w.beside('ID da transação', s.e2e, 'e2e', { weight: 'normal', valueSize: 27 });
  w.beside('Autenticação', grouped(s.auth, 4, '.'), 'other', { weight: 'normal', valueSize: 22 });
  c.text(c.width / 2, c.height - 90, 'Sofisa Direto  •  SAC 0800 770 7632', {
    size: 26,
    fill: p.muted,
    anchor: 'middle',
  });
  return c;
}

/** Banestes share card (forwarded): "Para"/"De" blocks of bare lines, no labels. */
function drawBanestes(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  c.rect(0, 0, c.width, 200, p.accent);
  c.rect(64, 60, 80, 80, '#ffffff', { rx: 16 });
  c.text(104, 118, 'b', { size: 60, fill: p.accent, weight: 'bold', anchor: 'middle' });
  c.text(170, 118, 'banestes', { size: 52, fill: '#ffffff', weight: 'bold' });
  const w = new Writer(c, p, 72, c.width - 72, 270, 28, 36, 20);
  w.bare(s.scheduled ? 'Pix agendado' : 'Comprovante de Pix', 'other', { size: 44, weight: 'bold' });
  w.bare(s.amount, 'amount', { size: 76, weight: 'bold', fill: p.accent, step: 26 });
  w.bare(s.when[0] as string, 'when', { size: 32, fill: p.muted });
  if (s.scheduledFor) w.bare(`Agendado para ${s.scheduledFor}`, 'scheduled-for', { size: 32, weight: 'bold' });
  w.space(20).rule();
  w.bare('Para', 'label', { size: 30, fill: p.muted, step: 14 });
  w.bare(s.name, 'recipient-name', { size: 38, weight: 'bold', step: 14 });
  if (f.showRecipientDocument) w.bare(s.doc, 'recipient-document', { size: 32, step: 14 });
  if (f.showKey) w.bare(formatKey(f, 'national'), 'key', { size: 32, step: 14 });
  w.bare(s.bank, 'recipient-bank', { size: 30, fill: p.muted, step: 14 });
  w.bare(`Ag ${s.agency} • Cc ${s.account}`, 'other', { size: 30, fill: p.muted, step: 30 });
  w.rule();
  w.bare('De', 'label', { size: 30, fill: p.muted, step: 14 });
  w.bare(s.payerName, 'payer-name', { size: 36, weight: 'bold', step: 14 });
  w.bare(s.payerDoc, 'payer-document', { size: 32, step: 14 });
  w.bare('Banestes', 'other', { size: 30, fill: p.muted, step: 30 });
  if (s.description) w.rule().bare(`"${s.description}"`, 'description', { size: 32, step: 30 });
  w.rule();
  w.bare('Identificador', 'label', { size: 28, fill: p.muted, step: 10 });
  w.bare(s.e2e, 'e2e', { size: 32, step: 24 });
  w.bare('Autenticação', 'label', { size: 28, fill: p.muted, step: 10 });
  w.bare(grouped(s.auth, 4), 'other', { size: 26 });
  c.text(c.width / 2, c.height - 70, 'Ouvidoria Banestes 0800 727 0027', { size: 26, fill: p.muted, anchor: 'middle' });
  return c;
}

/** Banpará, small phone, monospace: payer first, labels above. */
function drawBanpara(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  c.rect(0, 0, c.width, 170, p.accent);
  statusBar(c, '#ffffff', f.instant, 0.7);
  backArrow(c, 32, 118, '#ffffff');
  c.text(84, 128, 'Comprovante de transferência', { size: 24, fill: '#ffffff', weight: 'bold' });
  const w = new Writer(c, p, 40, c.width - 40, 200, 18, 22, 14);
  w.bare(s.scheduled ? 'PIX AGENDADO' : 'PIX', 'other', { size: 26, weight: 'bold', fill: p.accent });
  w.above('Valor', s.amount, 'amount', { valueSize: 38, weight: 'bold' });
  w.above(s.scheduled ? 'Agendado em' : 'Data/Hora', s.when[0] as string, 'when');
  if (s.scheduledFor) w.above('Data do pagamento agendado', s.scheduledFor, 'scheduled-for', { weight: 'bold' });
  w.rule().heading('Dados do pagador', { size: 22, fill: p.accent });
  w.above('Nome', s.payerName, 'payer-name', { weight: 'bold' }).above(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.above('Agência/Conta', `${s.payerAgency}/${s.payerAccount}`, 'other');
  w.rule().heading('Dados do recebedor', { size: 22, fill: p.accent });
  w.above('Nome', s.name, 'recipient-name', { weight: 'bold' });
  if (f.showRecipientDocument) w.above(s.docLabel, s.doc, 'recipient-document');
  w.above('Instituição', s.bank, 'recipient-bank');
  if (f.showKey) w.above('Chave Pix', formatKey(f, 'raw'), 'key');
  w.rule();
  if (s.description) w.above('Descrição', s.description, 'description');
  w.above('ID da transação', s.e2e, 'e2e', { valueSize: 19 });
  w.above('Autenticação', grouped(s.auth, 16), 'other', { valueSize: 19 });
  c.text(c.width / 2, c.height - 40, 'SAC Banpará 0800 280 9040', { size: 18, fill: p.muted, anchor: 'middle' });
  return c;
}

/** Banese (forwarded), monospace: "Favorecido" and "Pagador" lines with labels beside. */
function drawBanese(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 1);
  c.rect(0, 80, c.width, 140, p.accent);
  backArrow(c, 48, 150, '#ffffff');
  c.text(110, 162, 'Pix - Comprovante', { size: 36, fill: '#ffffff', weight: 'bold' });
  c.text(c.width - 60, 162, 'BANESE', { size: 32, fill: '#ffffff', weight: 'bold', anchor: 'end' });
  const w = new Writer(c, p, 60, c.width - 60, 270, 26, 28, 22);
  w.bare(s.scheduled ? 'Transferência agendada' : 'Transferência realizada', 'other', { size: 32, weight: 'bold' });
  w.beside('Valor:', s.amount, 'amount', { valueSize: 44, step: 30 });
  w.beside(s.scheduled ? 'Agendado em:' : 'Data:', s.when[0] as string, 'when', { weight: 'normal' });
  if (s.scheduledFor) w.beside('Efetivação:', s.scheduledFor, 'scheduled-for');
  w.dashes();
  w.beside('Favorecido:', s.name, 'recipient-name');
  if (f.showRecipientDocument) w.beside(`${s.docLabel}:`, s.doc, 'recipient-document', { weight: 'normal' });
  w.beside('Banco:', s.bank, 'recipient-bank', { weight: 'normal' });
  w.beside('Agência:', s.agency, 'other', { weight: 'normal' }).beside('Conta:', s.account, 'other', {
    weight: 'normal',
  });
  if (f.showKey) w.beside('Chave:', formatKey(f, 'raw'), 'key', { weight: 'normal' });
  w.dashes();
  w.beside('Pagador:', s.payerName, 'payer-name');
  w.beside(`${s.payerDocLabel}:`, s.payerDoc, 'payer-document', { weight: 'normal' });
  w.beside('Agência/Conta:', `${s.payerAgency}/${s.payerAccount}`, 'other', { weight: 'normal' });
  w.dashes();
  if (s.description) w.beside('Descrição:', s.description, 'description', { weight: 'normal' });
  w.beside('ID:', s.e2e, 'e2e', { weight: 'normal', valueSize: 26 });
  w.beside('Autent.:', s.auth, 'other', { weight: 'normal', valueSize: 24 });
  c.text(c.width / 2, c.height - 80, 'Ouvidoria Banese 0800 284 8181', { size: 24, fill: p.muted, anchor: 'middle' });
  return c;
}

/** BS2, dark: "Destino" and "Origem" sections, labels above. */
function drawBs2(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 1);
  closeCross(c, 70, 150, p.text);
  c.text(c.width - 64, 162, 'bs2', { size: 44, fill: p.accent, weight: 'bold', anchor: 'end' });
  (s.scheduled ? clockBadge : checkBadge)(c, 110, 290, 46, p.accent, '#ffffff');
  c.text(64, 400, s.scheduled ? 'Pix agendado' : 'Pix enviado', { size: 44, fill: p.text, weight: 'bold' });
  c.text(64, 480, s.amount, { size: 64, fill: p.text, weight: 'bold', role: 'amount' });
  const w = new Writer(c, p, 64, c.width - 64, 520, 27, 32, 24);
  w.above(s.scheduled ? 'Agendado em' : 'Realizado em', s.when[0] as string, 'when');
  if (s.scheduledFor) w.above('Será pago em', s.scheduledFor, 'scheduled-for', { weight: 'bold' });
  w.rule().heading('Destino', { size: 34 });
  w.above('Nome', s.name, 'recipient-name', { weight: 'bold' });
  if (f.showRecipientDocument) w.above(s.docLabel, s.doc, 'recipient-document');
  w.above('Instituição', s.bank, 'recipient-bank');
  w.above('Agência e conta', `${s.agency} • ${s.account}`, 'other');
  if (f.showKey) w.above('Chave Pix', formatKey(f, 'pretty'), 'key');
  w.rule().heading('Origem', { size: 34 });
  w.above('Nome', s.payerName, 'payer-name', { weight: 'bold' }).above(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.above('Instituição', 'Banco BS2 S.A.', 'other');
  w.rule();
  if (s.description) w.above('Descrição', s.description, 'description');
  w.above('ID da transação', s.e2e, 'e2e', { valueSize: 29 });
  w.above('Autenticação', grouped(s.auth, 4, ' '), 'other', { valueSize: 25 });
  shareIcon(c, c.width / 2 - 120, c.height - 110, p.accent);
  c.text(c.width / 2 - 80, c.height - 98, 'Compartilhar', { size: 32, fill: p.accent, weight: 'bold' });
  return c;
}

/** Cresol printed-ticket style, monospace, payer first, bare lines without labels. */
function drawCresol(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  c.rect(0, 0, c.width, 12, p.accent);
  const w = new Writer(c, p, 60, c.width - 60, 60, 22, 26, 14);
  w.bare('CRESOL', 'other', { size: 44, weight: 'bold', fill: p.accent, anchor: 'middle', step: 10 });
  w.bare(s.scheduled ? 'COMPROVANTE DE AGENDAMENTO PIX' : 'COMPROVANTE PIX', 'other', {
    size: 28,
    weight: 'bold',
    anchor: 'middle',
  });
  w.bare(s.when[0] as string, 'when', { size: 24, anchor: 'middle', fill: p.muted, step: 26 });
  w.dashes();
  w.bare('DE', 'label', { size: 22, fill: p.muted, step: 8 });
  w.bare(s.payerName, 'payer-name', { weight: 'bold', step: 8 });
  w.bare(s.payerDoc, 'payer-document', { step: 8 });
  w.bare(`Cresol • ${s.payerAgency} / ${s.payerAccount}`, 'other', { step: 22 });
  w.dashes();
  w.bare('PARA', 'label', { size: 22, fill: p.muted, step: 8 });
  w.bare(s.name, 'recipient-name', { weight: 'bold', step: 8 });
  if (f.showRecipientDocument) w.bare(s.doc, 'recipient-document', { step: 8 });
  if (f.showKey) w.bare(formatKey(f, 'national'), 'key', { step: 8 });
  w.bare(s.bank, 'recipient-bank', { step: 22 });
  w.dashes();
  w.bare(s.amount, 'amount', { size: 48, weight: 'bold', anchor: 'middle', step: 22 });
  if (s.scheduledFor)
    w.bare(`Débito agendado para ${s.scheduledFor}`, 'scheduled-for', { anchor: 'middle', weight: 'bold' });
  if (s.description) w.bare(s.description, 'description', { anchor: 'middle', fill: p.muted });
  w.dashes();
  w.bare('ID/E2E', 'label', { size: 22, fill: p.muted, step: 6 });
  w.bare(s.e2e, 'e2e', { size: 25, step: 16 });
  w.bare('AUTENTICAÇÃO', 'label', { size: 22, fill: p.muted, step: 6 });
  w.bare(grouped(s.auth, 16), 'other', { size: 24, step: 20 });
  w.dashes();
  c.text(c.width / 2, c.height - 60, 'Ouvidoria 0800 643 1981', { size: 22, fill: p.muted, anchor: 'middle' });
  return c;
}

/** digio, dark: "Para"/"De" labels beside values. */
function drawDigio(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 1);
  backArrow(c, 50, 150, p.text);
  c.text(c.width / 2, 162, 'Comprovante', { size: 36, fill: p.text, weight: 'bold', anchor: 'middle' });
  c.rect(64, 230, c.width - 128, 300, p.card, { rx: 28 });
  (s.scheduled ? clockBadge : checkBadge)(c, 150, 320, 44, p.accent, '#ffffff');
  c.text(220, 334, s.scheduled ? 'Você agendou' : 'Você transferiu', { size: 34, fill: p.muted });
  c.text(110, 460, s.amount, { size: 70, fill: p.text, weight: 'bold', role: 'amount' });
  const w = new Writer(c, p, 64, c.width - 64, 580, 29, 31, 28);
  w.beside('Para', s.name, 'recipient-name');
  if (f.showRecipientDocument) w.beside(s.docLabel, s.doc, 'recipient-document', { weight: 'normal' });
  w.beside('Instituição', s.bank, 'recipient-bank', { weight: 'normal' });
  if (f.showKey) w.beside('Chave', formatKey(f, 'pretty'), 'key', { weight: 'normal' });
  w.rule();
  w.beside('De', s.payerName, 'payer-name');
  w.beside(s.payerDocLabel, s.payerDoc, 'payer-document', { weight: 'normal' });
  w.beside('Instituição', 'Banco Digio S.A.', 'other', { weight: 'normal' });
  w.rule();
  w.beside(s.scheduled ? 'Agendado em' : 'Data', s.when[0] as string, 'when', { weight: 'normal' });
  if (s.scheduledFor) w.beside('Data do débito', s.scheduledFor, 'scheduled-for');
  w.beside('Tipo de transferência', 'Pix', 'other', { weight: 'normal' });
  if (s.description) w.beside('Mensagem', s.description, 'description', { weight: 'normal' });
  w.beside('ID da transação', s.e2e, 'e2e', { weight: 'normal', valueSize: 27 });
  w.beside('Autenticação', s.txid, 'other', { weight: 'normal', valueSize: 27 });
  c.rect(64, c.height - 190, c.width - 128, 100, p.accent, { rx: 20 });
  c.text(c.width / 2, c.height - 126, 'Compartilhar', { size: 34, fill: '#ffffff', weight: 'bold', anchor: 'middle' });
  return c;
}

/** Mercantil do Brasil: labels above, date and time on separate rows. */
function drawMercantil(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  c.rect(0, 0, c.width, 240, p.accent);
  statusBar(c, '#ffffff', f.instant, 1);
  backArrow(c, 50, 160, '#ffffff');
  c.text(110, 172, 'Comprovante de Pix', { size: 38, fill: '#ffffff', weight: 'bold' });
  c.rect(48, 280, c.width - 96, 170, p.card, { rx: 20 });
  c.text(84, 340, s.scheduled ? 'Valor agendado' : 'Valor', { size: 28, fill: p.muted, role: 'label' });
  c.text(84, 420, s.amount, { size: 62, fill: p.accent, weight: 'bold', role: 'amount' });
  const w = new Writer(c, p, 72, c.width - 72, 490, 27, 32, 22);
  const split = s.when.length > 1;
  w.above(s.scheduled ? 'Data da solicitação' : 'Data', s.when[0] as string, 'when');
  if (split) w.above('Horário', s.when[1] as string, 'when');
  if (s.scheduledFor) w.above('Agendado para', s.scheduledFor, 'scheduled-for', { weight: 'bold' });
  w.rule().heading('Favorecido', { size: 32, fill: p.accent });
  w.above('Nome do favorecido', s.name, 'recipient-name', { weight: 'bold' });
  if (f.showRecipientDocument) w.above(s.docLabel, s.doc, 'recipient-document');
  w.above('Instituição', s.bank, 'recipient-bank');
  if (f.showKey) w.above('Chave Pix', formatKey(f, 'national'), 'key');
  w.rule().heading('Pagador', { size: 32, fill: p.accent });
  w.above('Nome', s.payerName, 'payer-name', { weight: 'bold' }).above(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.above('Agência/Conta', `${s.payerAgency} / ${s.payerAccount}`, 'other');
  w.rule();
  if (s.description) w.above('Descrição', s.description, 'description');
  w.above('ID da transação', s.e2e, 'e2e', { valueSize: 29 });
  w.above('Autenticação', grouped(s.auth, 8, '-'), 'other', { valueSize: 26 });
  c.text(c.width / 2, c.height - 70, 'Ouvidoria Mercantil 0800 707 0384', {
    size: 26,
    fill: p.muted,
    anchor: 'middle',
  });
  return c;
}

/** banco BV, dark: a "Para" block of bare lines, then "De". */
function drawBv(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 1);
  backArrow(c, 50, 150, p.text);
  c.text(c.width - 64, 162, 'bv', { size: 48, fill: p.accent, weight: 'bold', anchor: 'end' });
  const w = new Writer(c, p, 64, c.width - 64, 230, 28, 34, 16);
  w.bare(s.scheduled ? 'Pix agendado' : 'Pix realizado', 'other', { size: 46, weight: 'bold', step: 20 });
  w.bare(s.amount, 'amount', { size: 72, weight: 'bold', step: 18 });
  w.bare(s.when[0] as string, 'when', { size: 30, fill: p.muted, step: 14 });
  if (s.scheduledFor)
    w.bare(`Agendado para ${s.scheduledFor}`, 'scheduled-for', { size: 30, fill: p.accent, weight: 'bold' });
  w.space(24);
  w.left = 96;
  w.right = c.width - 96;
  const blockTop = w.y;
  w.space(28).bare('Para', 'label', { size: 28, fill: p.muted, step: 12 });
  w.bare(s.name, 'recipient-name', { size: 36, weight: 'bold', step: 12 });
  if (f.showRecipientDocument) w.bare(s.doc, 'recipient-document', { size: 30, step: 12 });
  if (f.showKey) w.bare(formatKey(f, 'pretty'), 'key', { size: 30, step: 12 });
  w.bare(s.bank, 'recipient-bank', { size: 28, fill: p.muted, step: 28 });
  c.rect(64, blockTop, c.width - 128, w.y - blockTop, 'none', { rx: 24, stroke: p.line, strokeWidth: 2 });
  w.space(24);
  const payerTop = w.y;
  w.space(28).bare('De', 'label', { size: 28, fill: p.muted, step: 12 });
  w.bare(s.payerName, 'payer-name', { size: 34, weight: 'bold', step: 12 });
  w.bare(s.payerDoc, 'payer-document', { size: 30, step: 12 });
  w.bare('Banco Votorantim S.A.', 'other', { size: 28, fill: p.muted, step: 28 });
  c.rect(64, payerTop, c.width - 128, w.y - payerTop, 'none', { rx: 24, stroke: p.line, strokeWidth: 2 });
  w.left = 64;
  w.right = c.width - 64;
  w.space(30);
  if (s.description) w.bare(`Mensagem: ${s.description}`, 'description', { size: 30, step: 24 });
  w.bare('ID da transação', 'label', { size: 26, fill: p.muted, step: 10 });
  w.bare(s.e2e, 'e2e', { size: 30, step: 22 });
  w.bare('Autenticação', 'label', { size: 26, fill: p.muted, step: 10 });
  w.bare(grouped(s.auth, 4), 'other', { size: 26 });
  c.text(c.width / 2, c.height - 80, 'Compartilhar comprovante', {
    size: 30,
    fill: p.accent,
    weight: 'bold',
    anchor: 'middle',
  });
  return c;
}

/** Asaas, monospace: payer first, "Recebedor" rows with labels beside. */
function drawAsaas(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  c.rect(0, 0, c.width, 200, p.accent);
  c.text(64, 120, 'asaas', { size: 52, fill: '#ffffff', weight: 'bold' });
  c.text(c.width - 64, 120, s.scheduled ? 'Pix agendado' : 'Pix', { size: 30, fill: '#ffffff', anchor: 'end' });
  const w = new Writer(c, p, 56, c.width - 56, 250, 23, 25, 20);
  w.bare('Comprovante de transferência', 'other', { size: 32, weight: 'bold', step: 30 });
  w.heading('Pagador', { size: 26, fill: p.accent });
  w.beside('Nome', s.payerName, 'payer-name').beside(s.payerDocLabel, s.payerDoc, 'payer-document', {
    weight: 'normal',
  });
  w.beside('Instituição', 'Asaas IP S.A.', 'other', { weight: 'normal' });
  w.rule().heading('Recebedor', { size: 26, fill: p.accent });
  w.beside('Nome', s.name, 'recipient-name');
  if (f.showRecipientDocument) w.beside(s.docLabel, s.doc, 'recipient-document', { weight: 'normal' });
  w.beside('Instituição', s.bank, 'recipient-bank', { weight: 'normal' });
  if (f.showKey) w.beside('Chave', formatKey(f, 'raw'), 'key', { weight: 'normal' });
  w.rule().heading('Transação', { size: 26, fill: p.accent });
  w.beside('Valor pago', s.amount, 'amount', { valueSize: 32 });
  w.beside(s.scheduled ? 'Agendado em' : 'Data/Hora', s.when[0] as string, 'when', { weight: 'normal' });
  if (s.scheduledFor) w.beside('Data agendada', s.scheduledFor, 'scheduled-for');
  if (s.description) w.beside('Descrição', s.description, 'description', { weight: 'normal' });
  w.beside('ID', s.e2e, 'e2e', { weight: 'normal', valueSize: 24 });
  w.beside('Autenticação', grouped(s.auth, 16, ' '), 'other', { weight: 'normal', valueSize: 21 });
  c.text(c.width / 2, c.height - 60, 'Asaas Gestão Financeira IP S.A.', { size: 22, fill: p.muted, anchor: 'middle' });
  return c;
}

/** Viacredi (forwarded): "Dados de quem recebeu" / "Dados de quem pagou", labels above. */
function drawViacredi(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 1);
  c.rect(0, 80, c.width, 150, p.accent);
  backArrow(c, 50, 155, '#ffffff');
  c.text(c.width / 2, 168, 'Comprovante Pix', { size: 38, fill: '#ffffff', weight: 'bold', anchor: 'middle' });
  const w = new Writer(c, p, 64, c.width - 64, 270, 28, 32, 22);
  w.above('Valor', s.amount, 'amount', { valueSize: 60, weight: 'bold' });
  w.above(s.scheduled ? 'Agendamento realizado em' : 'Data da transferência', s.when[0] as string, 'when');
  if (s.scheduledFor) w.above('Data agendada', s.scheduledFor, 'scheduled-for', { weight: 'bold' });
  w.rule().heading('Dados de quem recebeu', { size: 32, fill: p.accent });
  w.above('Nome', s.name, 'recipient-name', { weight: 'bold' });
  if (f.showRecipientDocument) w.above(s.docLabel, s.doc, 'recipient-document');
  w.above('Instituição', s.bank, 'recipient-bank');
  if (f.showKey) w.above('Chave Pix', formatKey(f, 'pretty'), 'key');
  w.rule().heading('Dados de quem pagou', { size: 32, fill: p.accent });
  w.above('Nome', s.payerName, 'payer-name', { weight: 'bold' }).above(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.above('Cooperativa', 'Viacredi • Ailos', 'other');
  w.rule();
  if (s.description) w.above('Mensagem', s.description, 'description');
  w.above('ID da transação', s.e2e, 'e2e', { valueSize: 29 });
  w.above('Autenticação', grouped(s.auth, 4, '.'), 'other', { valueSize: 24 });
  c.text(c.width / 2, c.height - 70, 'Ouvidoria Ailos 0800 647 2200', { size: 26, fill: p.muted, anchor: 'middle' });
  return c;
}

/** Banco do Nordeste: compact table, labels beside, amount first. */
function drawBnb(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 0.85);
  c.rect(0, 70, c.width, 120, p.accent);
  backArrow(c, 40, 130, '#ffffff');
  c.text(96, 142, 'Comprovante de Pix', { size: 32, fill: '#ffffff', weight: 'bold' });
  const w = new Writer(c, p, 48, c.width - 48, 230, 24, 26, 22);
  w.bare(s.scheduled ? 'Pix agendado' : 'Pix enviado', 'other', { size: 30, weight: 'bold', fill: p.accent, step: 26 });
  w.beside('Valor pago', s.amount, 'amount', { valueSize: 40, step: 26 });
  w.beside(s.scheduled ? 'Agendado em' : 'Data/Hora', s.when[0] as string, 'when', { weight: 'normal' });
  if (s.scheduledFor) w.beside('Data do agendamento', s.scheduledFor, 'scheduled-for');
  w.rule();
  w.beside('Recebedor', s.name, 'recipient-name');
  if (f.showRecipientDocument) w.beside(s.docLabel, s.doc, 'recipient-document', { weight: 'normal' });
  w.beside('Banco', s.bank, 'recipient-bank', { weight: 'normal' });
  if (f.showKey) w.beside('Chave Pix', formatKey(f, 'national'), 'key', { weight: 'normal' });
  w.rule();
  w.beside('Pagador', s.payerName, 'payer-name');
  w.beside(s.payerDocLabel, s.payerDoc, 'payer-document', { weight: 'normal' });
  w.beside('Ag/Conta', `${s.payerAgency}/${s.payerAccount}`, 'other', { weight: 'normal' });
  w.rule();
  if (s.description) w.beside('Descrição', s.description, 'description', { weight: 'normal' });
  w.beside('ID', s.e2e, 'e2e', { weight: 'normal', valueSize: 24 });
  w.beside('Autenticação', s.txid, 'other', { weight: 'normal', valueSize: 22 });
  c.text(c.width / 2, c.height - 60, 'Ouvidoria BNB 0800 033 3033', { size: 22, fill: p.muted, anchor: 'middle' });
  return c;
}

/** Banco da Amazônia, dark, monospace: "Origem" first, then "Destino", labels above. */
function drawBasa(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  statusBar(c, p.text, f.instant, 0.9);
  backArrow(c, 46, 140, p.text);
  c.text(100, 152, 'Banco da Amazônia', { size: 30, fill: p.accent, weight: 'bold' });
  const w = new Writer(c, p, 56, c.width - 56, 210, 22, 26, 18);
  w.bare(s.scheduled ? 'Pix agendado' : 'Pix enviado', 'other', { size: 36, weight: 'bold', step: 10 });
  w.bare(s.amount, 'amount', { size: 50, weight: 'bold', fill: p.accent, step: 26 });
  w.above(s.scheduled ? 'Agendado em' : 'Data/Hora', s.when[0] as string, 'when');
  if (s.scheduledFor) w.above('Data de efetivação agendada', s.scheduledFor, 'scheduled-for', { weight: 'bold' });
  w.rule().heading('Origem', { size: 26, fill: p.accent });
  w.above('Nome', s.payerName, 'payer-name', { weight: 'bold' }).above(s.payerDocLabel, s.payerDoc, 'payer-document');
  w.above('Agência/Conta', `${s.payerAgency}/${s.payerAccount}`, 'other');
  w.rule().heading('Destino', { size: 26, fill: p.accent });
  w.above('Nome', s.name, 'recipient-name', { weight: 'bold' });
  if (f.showRecipientDocument) w.above(s.docLabel, s.doc, 'recipient-document');
  w.above('Instituição', s.bank, 'recipient-bank');
  if (f.showKey) w.above('Chave', formatKey(f, 'raw'), 'key');
  w.rule();
  if (s.description) w.above('Descrição', s.description, 'description');
  w.above('ID da transação', s.e2e, 'e2e', { valueSize: 24 });
  w.above('Autenticação', grouped(s.auth, 16, ' '), 'other', { valueSize: 22 });
  c.text(c.width / 2, c.height - 60, 'Ouvidoria 0800 722 8008', { size: 22, fill: p.muted, anchor: 'middle' });
  return c;
}

/** Genial share image: bare "Para"/"De" lines, no labels, no status bar. */
function drawGenial(f: CaseFacts): Canvas {
  const s = stringsOf(f);
  const p = paletteOf(f.spec);
  const c = newCanvas(f.spec, p);
  c.circle(100, 110, 36, p.accent);
  c.text(100, 126, 'g', { size: 46, fill: '#ffffff', weight: 'bold', anchor: 'middle' });
  c.text(152, 126, 'genial', { size: 44, fill: p.accent, weight: 'bold' });
  const w = new Writer(c, p, 64, c.width - 64, 210, 28, 34, 18);
  w.bare(s.scheduled ? 'Pix agendado' : 'Comprovante de Pix', 'other', { size: 50, weight: 'bold', step: 24 });
  w.bare(s.amount, 'amount', { size: 70, weight: 'bold', fill: p.accent, step: 16 });
  w.bare(s.when[0] as string, 'when', { size: 30, fill: p.muted, step: 16 });
  if (s.scheduledFor) w.bare(`Agendado para ${s.scheduledFor}`, 'scheduled-for', { size: 30, weight: 'bold' });
  w.space(20).rule();
  w.bare('Para', 'label', { size: 28, fill: p.muted, step: 12 });
  w.bare(s.name, 'recipient-name', { size: 36, weight: 'bold', step: 12 });
  if (f.showKey) w.bare(formatKey(f, 'pretty'), 'key', { size: 30, step: 12 });
  if (f.showRecipientDocument) w.bare(s.doc, 'recipient-document', { size: 30, step: 12 });
  w.bare(s.bank, 'recipient-bank', { size: 28, fill: p.muted, step: 12 });
  w.bare(`Agência ${s.agency}  Conta ${s.account}`, 'other', { size: 28, fill: p.muted, step: 28 });
  w.rule();
  w.bare('De', 'label', { size: 28, fill: p.muted, step: 12 });
  w.bare(s.payerName, 'payer-name', { size: 34, weight: 'bold', step: 12 });
  w.bare(s.payerDoc, 'payer-document', { size: 30, step: 12 });
  w.bare('Banco Genial S.A.', 'other', { size: 28, fill: p.muted, step: 28 });
  w.rule();
  if (s.description) w.bare(s.description, 'description', { size: 30, step: 24 });
  w.bare('ID da transação', 'label', { size: 26, fill: p.muted, step: 8 });
  w.bare(s.e2e, 'e2e', { size: 30, step: 20 });
  w.bare('Autenticação', 'label', { size: 26, fill: p.muted, step: 8 });
  w.bare(s.txid, 'other', { size: 28 });
  c.text(c.width / 2, c.height - 70, 'Ouvidoria Genial 0800 605 8888', { size: 26, fill: p.muted, anchor: 'middle' });
  return c;
}

export const LAYOUT_DRAWERS: Record<string, (f: CaseFacts) => Canvas> = {
  bmg: drawBmg,
  daycoval: drawDaycoval,
  sofisa: drawSofisa,
  banestes: drawBanestes,
  banpara: drawBanpara,
  banese: drawBanese,
  bs2: drawBs2,
  cresol: drawCresol,
  digio: drawDigio,
  mercantil: drawMercantil,
  bv: drawBv,
  asaas: drawAsaas,
  viacredi: drawViacredi,
  bnb: drawBnb,
  basa: drawBasa,
  genial: drawGenial,
};
