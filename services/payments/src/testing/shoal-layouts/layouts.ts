// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { type Anchor, ASCENT, Canvas, DESCENT, type DrawnText, type Role } from './draw.js';
import { type CaseFacts, type Party, saoPaulo } from './facts.js';
import { type DateStyle, FONTS, type LayoutSpec, type Palette } from './specs.js';
import { applyMask, type DocKind, type DocMask, money } from './text.js';

export interface Drawing {
  svg: string;
  texts: DrawnText[];
  font: string;
  width: number;
  height: number;
  /** The lowest point any text reaches. */
  bottom: number;
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
const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

const two = (value: number): string => value.toString().padStart(2, '0');

/** An instant as the layout prints it, in São Paulo time: the date, and the time when the app prints it apart. */
export function formatWhen(style: DateStyle, instant: Date): { date: string; time: string | null } {
  const t = saoPaulo(instant);
  const dd = two(t.day);
  const mm = two(t.month);
  const hm = `${two(t.hour)}:${two(t.minute)}`;
  const hms = `${hm}:${two(t.second)}`;
  const month = MONTHS[t.month - 1] ?? '';
  const abbr = month.slice(0, 3).replace('ç', 'c');
  switch (style) {
    case 'slash-as':
      return { date: `${dd}/${mm}/${t.year} às ${hm}`, time: null };
    case 'slash-as-sec':
      return { date: `${dd}/${mm}/${t.year} às ${hms}`, time: null };
    case 'abbr-dash-sec':
      return { date: `${dd} ${abbr} ${t.year} - ${hms}`, time: null };
    case 'long-weekday':
      return { date: `${WEEKDAYS[t.weekday]}, ${dd} de ${month} de ${t.year}`, time: hm };
    case 'short-year':
      return { date: `${dd}/${mm}/${t.year.toString().slice(2)} ${hm}`, time: null };
    case 'dots':
      return { date: `${dd}.${mm}.${t.year} ${hms}`, time: null };
    case 'upper-abbr-h':
      return { date: `${dd} ${abbr.toUpperCase()} ${t.year} · ${two(t.hour)}h${two(t.minute)}`, time: null };
    case 'slash-sep':
      return { date: `${dd}/${mm}/${t.year}`, time: hms };
    case 'long-no-weekday':
      return { date: `${dd} de ${month} de ${t.year}, às ${hm}`, time: null };
    case 'slash-dash':
      return { date: `${dd}/${mm}/${t.year} - ${hms}`, time: null };
    case 'abbr-de':
      return { date: `${dd} de ${abbr}. de ${t.year} às ${two(t.hour)}h${two(t.minute)}`, time: null };
  }
}

export interface Item {
  label: string;
  value: string;
  role: Role;
  doc?: { digits: string; mask: DocMask };
  bold?: boolean;
}

interface PartyWords {
  name: string;
  doc: (kind: DocKind) => string;
  key?: string;
  bank: string;
  /** One row "Agência e conta" when set; else rows `agency` and `account`. */
  agencyAccount?: string;
  agency?: string;
  account?: string;
  /** Rows left out (e.g. no account numbers). */
  omitAccount?: boolean;
}

interface BesideOptions {
  colon?: boolean;
  /** Values start at this x instead of ending at the right margin. */
  column?: number;
  labelSize?: number;
  valueSize?: number;
  gap?: number;
}

interface AboveOptions {
  labelSize?: number;
  valueSize?: number;
  gap?: number;
  upperLabels?: boolean;
}

interface BareOptions {
  size?: number;
  gap?: number;
  center?: boolean;
}

/** A receipt being drawn: a canvas, a cursor `y` (the bottom of the last thing drawn) and the layout's sizes. */
export class Sheet {
  readonly c: Canvas;
  readonly s: number;
  readonly W: number;
  readonly m: number;
  readonly pal: Palette;
  y = 0;
  /** Body size (≥ 26 px on a 1080-wide canvas). */
  readonly body: number;
  readonly small: number;

  constructor(
    readonly spec: LayoutSpec,
    readonly f: CaseFacts,
  ) {
    this.c = new Canvas(spec.width, FONTS[spec.font]);
    this.W = spec.width;
    this.s = spec.width / 1080;
    this.m = 64 * this.s;
    this.pal = spec.palette;
    this.body = (spec.font === 'mono' ? 31 : 32) * this.s;
    this.small = 27 * this.s;
  }

  px(value: number): number {
    return value * this.s;
  }

  get left(): number {
    return this.m;
  }

  get right(): number {
    return this.W - this.m;
  }

  get minSize(): number {
    return 26.5 * this.s;
  }

  measure(text: string, size: number): number {
    return this.c.measure(text, size);
  }

  /** Words greedily packed into lines no wider than `max`. */
  wrap(text: string, size: number, max: number): string[] {
    if (this.measure(text, size) <= max) return [text];
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && this.measure(candidate, size) > max) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line !== '') lines.push(line);
    for (const piece of lines) {
      if (this.measure(piece, size) > max) throw new Error(`${this.spec.key}: cannot fit ${JSON.stringify(piece)}`);
    }
    return lines;
  }

  /** A line of text `gap` px (at 1080) below the cursor; moves the cursor under it. */
  line(
    text: string,
    role: Role,
    options: {
      size: number;
      x?: number;
      anchor?: Anchor;
      bold?: boolean;
      fill?: string;
      gap?: number;
      doc?: Item['doc'];
    },
  ): DrawnText {
    const baseline = this.y + this.px(options.gap ?? 14) + options.size * ASCENT;
    const x =
      options.x ?? (options.anchor === 'middle' ? this.W / 2 : options.anchor === 'end' ? this.right : this.left);
    const drawn = this.c.text(text, x, baseline, {
      size: options.size,
      role,
      anchor: options.anchor ?? 'start',
      bold: options.bold ?? false,
      fill: options.fill ?? this.pal.text,
      ...(options.doc ? { doc: options.doc } : {}),
    });
    this.y = baseline + options.size * DESCENT;
    return drawn;
  }

  gap(value: number): void {
    this.y += this.px(value);
  }

  heading(
    text: string,
    options: { size?: number; fill?: string; gap?: number; anchor?: Anchor; bold?: boolean } = {},
  ): void {
    this.line(text, 'heading', {
      size: options.size ?? 31 * this.s,
      bold: options.bold ?? true,
      fill: options.fill ?? this.pal.text,
      gap: options.gap ?? 40,
      ...(options.anchor ? { anchor: options.anchor } : {}),
    });
  }

  rule(gap = 26, dashed = false): void {
    this.y += this.px(gap);
    const dash = dashed ? ` stroke-dasharray="${this.px(10)} ${this.px(8)}"` : '';
    this.c.shape(
      `<line x1="${this.left}" y1="${this.y}" x2="${this.right}" y2="${this.y}" stroke="${this.pal.rule}" stroke-width="${Math.max(1, this.px(2))}"${dash}/>`,
    );
  }

  /** Label at the left, value at the right margin (or at a column); a value too wide goes under the label. */
  beside(item: Item, options: BesideOptions = {}): void {
    const labelSize = options.labelSize ?? this.small;
    let size = options.valueSize ?? this.body;
    const label = options.colon ? `${item.label}:` : item.label;
    const top = this.y;
    const baseline = top + this.px(options.gap ?? 22) + Math.max(labelSize, size) * ASCENT;
    this.c.text(label, this.left, baseline, { size: labelSize, role: 'label', fill: this.pal.muted });
    const labelEnd = this.left + this.measure(label, labelSize);
    const start = options.column ?? labelEnd + this.px(28);
    if (options.column !== undefined && options.column < labelEnd + this.px(10)) {
      throw new Error(`${this.spec.key}: label ${label} runs into its column`);
    }
    const room = this.right - start;
    while (this.measure(item.value, size) > room && size - this.px(1) >= this.minSize) size -= this.px(1);
    const common = {
      role: item.role,
      bold: item.bold ?? false,
      fill: this.pal.text,
      ...(item.doc ? { doc: item.doc } : {}),
    };
    if (this.measure(item.value, size) <= room) {
      const x = options.column ?? this.right;
      this.c.text(item.value, x, baseline, { ...common, size, anchor: options.column === undefined ? 'end' : 'start' });
      this.y = baseline + Math.max(labelSize, size) * DESCENT;
      return;
    }
    // Under the label, as apps do with long values.
    size = options.valueSize ?? this.body;
    this.y = baseline + labelSize * DESCENT;
    const x = options.column ?? this.right;
    const width = options.column === undefined ? this.right - this.left : this.right - options.column;
    for (const piece of this.wrap(item.value, size, width)) {
      const lineBaseline = this.y + this.px(8) + size * ASCENT;
      this.c.text(piece, x, lineBaseline, { ...common, size, anchor: options.column === undefined ? 'end' : 'start' });
      this.y = lineBaseline + size * DESCENT;
    }
  }

  /** A small grey label with its value on the line below. */
  above(item: Item, options: AboveOptions = {}): void {
    const labelSize = options.labelSize ?? this.small;
    const size = options.valueSize ?? this.body;
    this.line(options.upperLabels ? item.label.toLocaleUpperCase('pt-BR') : item.label, 'label', {
      size: labelSize,
      fill: this.pal.muted,
      gap: options.gap ?? 26,
    });
    for (const piece of this.wrap(item.value, size, this.right - this.left)) {
      this.line(piece, item.role, {
        size,
        bold: item.bold ?? false,
        gap: 8,
        ...(item.doc ? { doc: item.doc } : {}),
      });
    }
  }

  /** A value alone on its line. */
  bare(item: Item, options: BareOptions = {}): void {
    const size = options.size ?? this.body;
    for (const piece of this.wrap(item.value, size, this.right - this.left)) {
      this.line(piece, item.role, {
        size,
        bold: item.bold ?? false,
        gap: options.gap ?? 10,
        fill: item.role === 'other' ? this.pal.muted : this.pal.text,
        ...(options.center ? { anchor: 'middle' as const } : {}),
        ...(item.doc ? { doc: item.doc } : {}),
      });
    }
  }

  /** A rounded card behind whatever `draw` puts down. */
  card(draw: () => void, options: { fill?: string; pad?: number; radius?: number; gap?: number } = {}): void {
    this.y += this.px(options.gap ?? 30);
    const top = this.y;
    const pad = this.px(options.pad ?? 26);
    this.y += pad;
    draw();
    this.y += pad;
    const inset = this.px(30);
    const radius = this.px(options.radius ?? 24);
    this.c.shape(
      `<rect x="${this.left - inset}" y="${top}" width="${this.right - this.left + 2 * inset}" height="${this.y - top}" rx="${radius}" fill="${options.fill ?? this.pal.card}"/>`,
    );
  }

  checkIcon(cx: number, radius: number, fill = this.pal.accent, stroke = this.pal.onAccent): void {
    const top = this.y + this.px(30);
    const cy = top + radius;
    const r = radius;
    this.c.shape(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`);
    this.c.shape(
      `<path d="M ${cx - r * 0.42} ${cy + r * 0.02} L ${cx - r * 0.1} ${cy + r * 0.34} L ${cx + r * 0.45} ${cy - r * 0.3}" fill="none" stroke="${stroke}" stroke-width="${r * 0.16}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
    this.y = cy + r;
  }

  /** A phone status bar: the clock at the left, signal and battery shapes at the right. */
  statusBar(clock: string, fill = this.pal.text): void {
    const size = 27 * this.s;
    this.c.text(clock, this.px(48), this.px(22) + size * ASCENT, { size, role: 'other', bold: true, fill });
    const y = this.px(30);
    const x = this.W - this.px(48);
    this.c.shape(
      `<rect x="${x - this.px(46)}" y="${y}" width="${this.px(40)}" height="${this.px(20)}" rx="${this.px(4)}" fill="none" stroke="${fill}" stroke-width="${this.px(2)}"/><rect x="${x - this.px(43)}" y="${y + this.px(3)}" width="${this.px(28)}" height="${this.px(14)}" fill="${fill}"/>`,
    );
    for (let i = 0; i < 4; i++) {
      const h = this.px(6 + i * 5);
      this.c.shape(
        `<rect x="${x - this.px(110) + i * this.px(10)}" y="${y + this.px(20) - h}" width="${this.px(6)}" height="${h}" fill="${fill}"/>`,
      );
    }
    this.y = Math.max(this.y, this.px(22) + size * (ASCENT + DESCENT));
  }

  /** A back arrow at the left of an app bar, drawn as a shape. */
  backArrow(cy: number, fill = this.pal.text): void {
    const x = this.px(60);
    this.c.shape(
      `<path d="M ${x + this.px(14)} ${cy - this.px(16)} L ${x} ${cy} L ${x + this.px(14)} ${cy + this.px(16)}" fill="none" stroke="${fill}" stroke-width="${this.px(4)}" stroke-linecap="round"/>`,
    );
  }

  /** A button with its text centered. */
  button(text: string, options: { fill?: string; textFill?: string; outline?: boolean; gap?: number } = {}): void {
    this.y += this.px(options.gap ?? 44);
    const top = this.y;
    const height = this.px(96);
    const fill = options.outline ? 'none' : (options.fill ?? this.pal.accent);
    const stroke = options.outline ? ` stroke="${options.fill ?? this.pal.accent}" stroke-width="${this.px(3)}"` : '';
    this.c.shape(
      `<rect x="${this.left}" y="${top}" width="${this.right - this.left}" height="${height}" rx="${height / 2}" fill="${fill}"${stroke}/>`,
    );
    const size = 30 * this.s;
    this.c.text(text, this.W / 2, top + height / 2 + size * 0.34, {
      size,
      role: 'other',
      anchor: 'middle',
      bold: true,
      fill: options.textFill ?? (options.outline ? (options.fill ?? this.pal.accent) : this.pal.onAccent),
    });
    this.y = top + height;
  }

  /** A filled band across the page from the cursor, `height` px at 1080. */
  band(height: number, fill: string): { top: number; bottom: number } {
    const top = this.y;
    const bottom = top + this.px(height);
    this.c.shape(`<rect x="0" y="${top}" width="${this.W}" height="${bottom - top}" fill="${fill}"/>`);
    return { top, bottom };
  }

  // ---- the case's facts as items ----

  get isScheduled(): boolean {
    return this.f.scheduledOn !== null;
  }

  mask(kind: DocKind): DocMask {
    return kind === 'cpf' ? this.spec.cpfMask : this.spec.cnpjMask;
  }

  docItem(who: 'recipient' | 'payer', party: Party, label: string): Item {
    const mask = this.mask(party.kind);
    return {
      label,
      value: applyMask(mask, party.doc),
      role: who === 'recipient' ? 'recipient-document' : 'payer-document',
      doc: { digits: party.doc, mask },
    };
  }

  partyItems(who: 'recipient' | 'payer', words: PartyWords): Item[] {
    const party = who === 'recipient' ? this.f.recipient : this.f.payer;
    const items: Item[] = [
      {
        label: words.name,
        value: who === 'recipient' ? this.f.shownRecipientName : this.f.shownPayerName,
        role: who === 'recipient' ? 'recipient-name' : 'payer-name',
        bold: true,
      },
    ];
    if (who === 'payer' || this.f.showRecipientDoc) items.push(this.docItem(who, party, words.doc(party.kind)));
    if (who === 'recipient' && this.f.key)
      items.push({ label: words.key ?? 'Chave Pix', value: this.f.key.printed, role: 'key' });
    items.push({ label: words.bank, value: party.bank.name, role: 'other' });
    if (!words.omitAccount) {
      if (words.agencyAccount) {
        items.push({ label: words.agencyAccount, value: `${party.agency} / ${party.account}`, role: 'other' });
      } else {
        items.push({ label: words.agency ?? 'Agência', value: party.agency, role: 'other' });
        items.push({ label: words.account ?? 'Conta', value: party.account, role: 'other' });
      }
    }
    return items;
  }

  amount(symbolGap = ' '): string {
    return money(this.f.amountCents, symbolGap);
  }

  /** Date (and time) rows; a scheduled Pix says when it was scheduled too. */
  whenItems(dateLabel: string, timeLabel: string, scheduledLabel: string, scheduledOnLabel: string): Item[] {
    const when = formatWhen(this.spec.dateStyle, this.f.when);
    const items: Item[] = [{ label: this.isScheduled ? scheduledLabel : dateLabel, value: when.date, role: 'date' }];
    if (when.time) items.push({ label: timeLabel, value: when.time, role: 'date' });
    if (this.f.scheduledOn) {
      const on = formatWhen(this.spec.dateStyle, this.f.scheduledOn);
      items.push({ label: scheduledOnLabel, value: on.time ? `${on.date} ${on.time}` : on.date, role: 'other' });
    }
    return items;
  }

  descriptionItem(label: string): Item[] {
    return this.f.description ? [{ label, value: this.f.description, role: 'description' }] : [];
  }

  /** The phone clock a couple of minutes after the payment (or the scheduling). */
  clock(): string {
    const t = saoPaulo(new Date((this.f.scheduledOn ?? this.f.when).getTime() + 2 * 60_000));
    return `${two(t.hour)}:${two(t.minute)}`;
  }

  finish(): Drawing {
    const bottom = this.c.bottom;
    const height = Math.max(this.spec.minHeight, Math.ceil(Math.max(bottom, this.y) + this.px(70)));
    return {
      svg: this.c.svg(height, this.pal.background),
      texts: this.c.texts,
      font: this.c.font.family,
      width: this.W,
      height,
      bottom,
    };
  }
}

const docWord = (kind: DocKind): string => (kind === 'cpf' ? 'CPF' : 'CNPJ');
const docBoth = (): string => 'CPF/CNPJ';

// ---------------------------------------------------------------------------------------------------------------
// One drawer per layout.

function sicredi(sh: Sheet): void {
  const { pal } = sh;
  sh.statusBar(sh.clock());
  sh.gap(30);
  sh.backArrow(sh.y + sh.px(36));
  sh.line('Comprovante', 'heading', { size: 34 * sh.s, anchor: 'middle', bold: true, gap: 14 });
  sh.gap(10);
  sh.c.shape(`<circle cx="${sh.W / 2 - sh.px(88)}" cy="${sh.y + sh.px(48)}" r="${sh.px(22)}" fill="${pal.accent}"/>`);
  sh.line('sicredi', 'other', { size: 40 * sh.s, x: sh.W / 2 - sh.px(52), bold: true, fill: pal.accent, gap: 20 });
  sh.checkIcon(sh.W / 2, sh.px(44));
  sh.line(sh.isScheduled ? 'Pix agendado com sucesso' : 'Pix enviado com sucesso', 'heading', {
    size: 34 * sh.s,
    anchor: 'middle',
    bold: true,
    gap: 30,
  });
  sh.line(sh.amount(), 'amount', { size: 66 * sh.s, anchor: 'middle', bold: true, gap: 26 });
  const when = formatWhen(sh.spec.dateStyle, sh.f.when);
  sh.line(sh.isScheduled ? `Agendado para ${when.date}` : when.date, 'date', {
    size: 29 * sh.s,
    anchor: 'middle',
    fill: pal.muted,
    gap: 14,
  });
  if (sh.f.scheduledOn) {
    sh.line(`Solicitado em ${formatWhen(sh.spec.dateStyle, sh.f.scheduledOn).date}`, 'other', {
      size: 27 * sh.s,
      anchor: 'middle',
      fill: pal.muted,
      gap: 8,
    });
  }
  sh.rule(34);
  sh.heading('Dados do recebedor', { gap: 34 });
  for (const item of sh.partyItems('recipient', { name: 'Nome', doc: docBoth, key: 'Chave Pix', bank: 'Instituição' }))
    sh.beside(item);
  sh.rule(30);
  sh.heading('Dados do pagador', { gap: 34 });
  for (const item of sh.partyItems('payer', { name: 'Nome', doc: docWord, bank: 'Instituição' })) sh.beside(item);
  sh.rule(30);
  sh.heading('Dados da transação', { gap: 34 });
  for (const item of [
    { label: 'Tipo', value: 'Pix', role: 'other' as const },
    ...sh.descriptionItem('Descrição'),
    { label: 'ID da transação', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item);
  sh.button('Compartilhar comprovante');
  sh.line('SAC 0800 724 7220', 'other', { size: 26 * sh.s, anchor: 'middle', fill: pal.muted, gap: 40 });
  sh.line('Ouvidoria 0800 646 2519', 'other', { size: 26 * sh.s, anchor: 'middle', fill: pal.muted, gap: 10 });
}

function sicoob(sh: Sheet): void {
  const { pal } = sh;
  sh.statusBar(sh.clock());
  sh.gap(20);
  sh.c.shape(
    `<rect x="${sh.left}" y="${sh.y + sh.px(12)}" width="${sh.px(52)}" height="${sh.px(52)}" rx="${sh.px(12)}" fill="${pal.accent}"/>`,
  );
  sh.line('sicoob', 'other', { size: 38 * sh.s, x: sh.left + sh.px(68), bold: true, fill: pal.accent, gap: 14 });
  sh.line('Comprovante de Pix', 'heading', { size: 36 * sh.s, bold: true, gap: 36 });
  sh.checkIcon(sh.left + sh.px(34), sh.px(34));
  sh.line(sh.isScheduled ? 'Agendamento de Pix realizado' : 'Transferência realizada', 'heading', {
    size: 33 * sh.s,
    bold: true,
    gap: 22,
  });
  sh.above({ label: 'Valor', value: sh.amount(), role: 'amount', bold: true }, { valueSize: 58 * sh.s, gap: 30 });
  for (const item of sh.whenItems('Data', 'Horário', 'Data agendada', 'Agendado em')) sh.above(item);
  sh.card(() => {
    sh.heading('Quem recebeu', { fill: pal.accent, gap: 0 });
    for (const item of sh.partyItems('recipient', {
      name: 'Nome',
      doc: docWord,
      key: 'Chave Pix',
      bank: 'Instituição',
      agencyAccount: 'Agência e conta',
    }))
      sh.above(item);
  });
  sh.card(() => {
    sh.heading('Quem pagou', { fill: pal.accent, gap: 0 });
    for (const item of sh.partyItems('payer', {
      name: 'Nome',
      doc: docWord,
      bank: 'Instituição',
      agencyAccount: 'Agência e conta',
    }))
      sh.above(item);
  });
  for (const item of [
    ...sh.descriptionItem('Descrição'),
    { label: 'ID da transação', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Código da operação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.above(item);
  sh.button('Compartilhar');
  sh.line('SAC 0800 724 4420 · Ouvidoria 0800 725 0996', 'other', {
    size: 26 * sh.s,
    anchor: 'middle',
    fill: pal.muted,
    gap: 36,
  });
}

function banrisul(sh: Sheet): void {
  const { pal } = sh;
  const size = sh.body;
  const column = sh.left + sh.measure('INSTITUICAO: ', size) + sh.px(12);
  const opts = { colon: true, column, labelSize: size, valueSize: size, gap: 16 };
  sh.gap(40);
  sh.c.shape(
    `<rect x="${sh.W / 2 - sh.px(150)}" y="${sh.y}" width="${sh.px(300)}" height="${sh.px(70)}" fill="${pal.accent}"/>`,
  );
  sh.line('BANRISUL', 'other', { size: 40 * sh.s, anchor: 'middle', bold: true, fill: pal.onAccent, gap: 12 });
  sh.gap(20);
  sh.line(sh.isScheduled ? 'COMPROVANTE DE AGENDAMENTO PIX' : 'COMPROVANTE DE PIX', 'heading', {
    size,
    anchor: 'middle',
    bold: true,
    gap: 30,
  });
  sh.line(sh.isScheduled ? 'PIX AGENDADO' : 'TRANSFERENCIA REALIZADA', 'heading', { size, anchor: 'middle', gap: 10 });
  sh.rule(24, true);
  sh.heading('PAGADOR', { size, gap: 26 });
  for (const item of sh.partyItems('payer', {
    name: 'NOME',
    doc: docWord,
    bank: 'INSTITUICAO',
    agency: 'AGENCIA',
    account: 'CONTA',
  }))
    sh.beside(item, opts);
  sh.rule(24, true);
  sh.heading('FAVORECIDO', { size, gap: 26 });
  for (const item of sh.partyItems('recipient', {
    name: 'NOME',
    doc: docBoth,
    key: 'CHAVE',
    bank: 'INSTITUICAO',
    agency: 'AGENCIA',
    account: 'CONTA',
  }))
    sh.beside(item, opts);
  sh.rule(24, true);
  for (const item of [
    { label: 'VALOR', value: sh.amount(), role: 'amount' as const, bold: true },
    ...sh.whenItems('DATA/HORA', 'HORA', 'AGENDADO P/', 'AGENDADO EM'),
    ...sh.descriptionItem('DESCRICAO'),
  ])
    sh.beside(item, opts);
  sh.beside({ label: 'ID TRANSACAO', value: sh.f.endToEndId, role: 'id' }, { ...opts, column: undefined });
  sh.beside({ label: 'AUTENTICACAO', value: sh.f.transactionId, role: 'id' }, { ...opts, column: undefined });
  sh.rule(24, true);
  sh.line('SAC BANRISUL 0800 646 1515', 'other', { size: 26.5 * sh.s, anchor: 'middle', fill: pal.muted, gap: 30 });
  sh.line('OUVIDORIA 0800 644 2200', 'other', { size: 26.5 * sh.s, anchor: 'middle', fill: pal.muted, gap: 10 });
}

function brb(sh: Sheet): void {
  const { pal } = sh;
  sh.band(300, pal.accent);
  sh.line('BRB', 'other', { size: 54 * sh.s, x: sh.left, bold: true, fill: pal.onAccent, gap: 60 });
  sh.line('Banco de Brasília', 'other', { size: 28 * sh.s, fill: pal.onAccent, gap: 8 });
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Pix realizado', 'heading', {
    size: 40 * sh.s,
    bold: true,
    fill: pal.onAccent,
    gap: 28,
  });
  sh.y = sh.px(300);
  sh.line(sh.amount(), 'amount', { size: 68 * sh.s, anchor: 'middle', bold: true, gap: 60 });
  const when = formatWhen(sh.spec.dateStyle, sh.f.when);
  sh.line(sh.isScheduled ? `Agendado para ${when.date}` : when.date, 'date', {
    size: 29 * sh.s,
    anchor: 'middle',
    fill: pal.muted,
    gap: 16,
  });
  const bareParty = (who: 'recipient' | 'payer'): void => {
    const party = who === 'recipient' ? sh.f.recipient : sh.f.payer;
    const items = sh.partyItems(who, { name: '', doc: docWord, bank: '', omitAccount: true });
    for (const item of items) sh.bare(item, item.role.endsWith('name') ? { size: 34 * sh.s } : {});
    sh.bare({ label: '', value: `Agência ${party.agency} · Conta ${party.account}`, role: 'other' });
  };
  sh.card(
    () => {
      sh.heading('Para', { fill: pal.muted, gap: 0, bold: false, size: sh.small });
      bareParty('recipient');
    },
    { gap: 50 },
  );
  sh.card(() => {
    sh.heading('De', { fill: pal.muted, gap: 0, bold: false, size: sh.small });
    bareParty('payer');
  });
  sh.gap(10);
  for (const item of [
    ...(sh.f.scheduledOn
      ? [{ label: 'Agendado em', value: formatWhen(sh.spec.dateStyle, sh.f.scheduledOn).date, role: 'other' as const }]
      : []),
    ...sh.descriptionItem('Descrição'),
    { label: 'ID/E2E', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item);
  sh.button('Compartilhar', { outline: true, fill: pal.accent });
  sh.line('Central de Relacionamento 0800 648 6161', 'other', {
    size: 26 * sh.s,
    anchor: 'middle',
    fill: pal.muted,
    gap: 36,
  });
  sh.line('Ouvidoria 0800 642 1105', 'other', { size: 26 * sh.s, anchor: 'middle', fill: pal.muted, gap: 10 });
}

function banestes(sh: Sheet): void {
  const { pal } = sh;
  const band = sh.band(170, pal.accent);
  sh.line('banestes', 'other', { size: 40 * sh.s, bold: true, fill: pal.onAccent, gap: 36 });
  sh.line(sh.isScheduled ? 'Agendamento Pix' : 'Comprovante de transferência Pix', 'heading', {
    size: 30 * sh.s,
    fill: pal.onAccent,
    gap: 12,
  });
  sh.y = band.bottom;
  const upper = { upperLabels: true };
  sh.heading('ORIGEM', { gap: 44, fill: pal.accent });
  for (const item of sh.partyItems('payer', {
    name: 'Pagador',
    doc: docWord,
    bank: 'Banco',
    agencyAccount: 'Agência / Conta',
  }))
    sh.above(item, upper);
  sh.rule(30);
  sh.heading('DESTINO', { gap: 40, fill: pal.accent });
  for (const item of sh.partyItems('recipient', {
    name: 'Recebedor',
    doc: docBoth,
    key: 'Chave',
    bank: 'Banco',
    agencyAccount: 'Agência / Conta',
  }))
    sh.above(item, upper);
  sh.rule(30);
  for (const item of [
    { label: 'Valor da transferência', value: sh.amount(), role: 'amount' as const, bold: true },
    ...sh.whenItems('Data', 'Horário', 'Data do agendamento', 'Agendado em'),
    ...sh.descriptionItem('Mensagem'),
    { label: 'Identificador', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Nº de controle', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.above(item, upper);
  sh.rule(34);
  sh.line('SAC Banestes 0800 283 8383', 'other', { size: 26.5 * sh.s, fill: pal.muted, gap: 30 });
  sh.line('Ouvidoria 0800 727 0043', 'other', { size: 26.5 * sh.s, fill: pal.muted, gap: 10 });
}

function banpara(sh: Sheet): void {
  const { pal } = sh;
  const opts = { colon: true };
  sh.statusBar(sh.clock());
  sh.gap(20);
  sh.backArrow(sh.y + sh.px(36));
  sh.line('Comprovante Pix', 'heading', { size: 36 * sh.s, anchor: 'middle', bold: true, gap: 14 });
  sh.checkIcon(sh.W / 2, sh.px(50));
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Pix enviado', 'heading', {
    size: 38 * sh.s,
    anchor: 'middle',
    bold: true,
    gap: 24,
  });
  sh.line('Banpará', 'other', { size: 30 * sh.s, anchor: 'middle', fill: pal.accent, bold: true, gap: 10 });
  sh.card(() => {
    for (const item of [
      { label: 'Valor', value: sh.amount(), role: 'amount' as const, bold: true },
      ...sh.whenItems('Data', 'Hora', 'Agendado para', 'Agendado em'),
    ])
      sh.beside(item, { ...opts, gap: 12 });
  });
  sh.heading('Recebedor', { gap: 46, fill: pal.accent });
  for (const item of sh.partyItems('recipient', {
    name: 'Nome',
    doc: docWord,
    key: 'Chave',
    bank: 'Banco',
    omitAccount: true,
  }))
    sh.beside(item, opts);
  sh.heading('Pagador', { gap: 46, fill: pal.accent });
  for (const item of sh.partyItems('payer', { name: 'Nome', doc: docWord, bank: 'Banco', agencyAccount: 'Ag/Conta' }))
    sh.beside(item, opts);
  sh.rule(30);
  for (const item of [
    ...sh.descriptionItem('Descrição'),
    { label: 'E2E ID', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Protocolo', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item, opts);
  sh.button('Compartilhar');
  sh.line('SAC 0800 280 6060', 'other', { size: 27 * sh.s, anchor: 'middle', fill: pal.muted, gap: 34 });
}

function cresol(sh: Sheet): void {
  const { pal } = sh;
  sh.gap(50);
  sh.c.shape(
    `<path d="M ${sh.left} ${sh.y + sh.px(60)} q ${sh.px(30)} ${sh.px(-70)} ${sh.px(60)} 0" fill="none" stroke="${pal.accent}" stroke-width="${sh.px(10)}" stroke-linecap="round"/>`,
  );
  sh.line('cresol', 'other', { size: 44 * sh.s, x: sh.left + sh.px(80), bold: true, fill: pal.accent, gap: 0 });
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Comprovante de Pix', 'heading', { size: 34 * sh.s, bold: true, gap: 40 });
  sh.line(sh.amount(), 'amount', { size: 60 * sh.s, bold: true, gap: 30 });
  const when = formatWhen(sh.spec.dateStyle, sh.f.when);
  sh.line(sh.isScheduled ? `Agendado para ${when.date}` : when.date, 'date', {
    size: 29 * sh.s,
    fill: pal.muted,
    gap: 12,
  });
  const bareParty = (who: 'recipient' | 'payer'): void => {
    const party = who === 'recipient' ? sh.f.recipient : sh.f.payer;
    for (const item of sh.partyItems(who, { name: '', doc: docWord, bank: '', omitAccount: true })) sh.bare(item);
    sh.bare({ label: '', value: `AG ${party.agency} CC ${party.account}`, role: 'other' });
  };
  sh.rule(36, true);
  sh.heading('Destino', { gap: 30, fill: pal.accent });
  bareParty('recipient');
  sh.rule(30, true);
  sh.heading('Origem', { gap: 30, fill: pal.accent });
  bareParty('payer');
  sh.rule(30, true);
  for (const item of [
    { label: 'Tipo', value: 'Pix', role: 'other' as const },
    ...(sh.f.scheduledOn
      ? [{ label: 'Agendado em', value: formatWhen(sh.spec.dateStyle, sh.f.scheduledOn).date, role: 'other' as const }]
      : []),
    ...sh.descriptionItem('Mensagem'),
    { label: 'ID fim a fim', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item);
  sh.rule(30, true);
  sh.line('Ouvidoria Cresol 0800 643 1010', 'other', { size: 26.5 * sh.s, fill: pal.muted, gap: 28 });
}

function unicred(sh: Sheet): void {
  const { pal } = sh;
  sh.statusBar(sh.clock());
  sh.gap(24);
  sh.backArrow(sh.y + sh.px(34));
  sh.line('Comprovante', 'heading', { size: 34 * sh.s, anchor: 'middle', bold: true, gap: 12 });
  sh.c.shape(
    `<rect x="${sh.left}" y="${sh.y + sh.px(36)}" width="${sh.px(14)}" height="${sh.px(60)}" fill="${pal.accent}"/>`,
  );
  sh.line('unicred', 'other', { size: 42 * sh.s, x: sh.left + sh.px(30), bold: true, fill: pal.accent, gap: 36 });
  sh.checkIcon(sh.left + sh.px(36), sh.px(36));
  sh.line(sh.isScheduled ? 'Pix agendado com sucesso' : 'Pix realizado com sucesso', 'heading', {
    size: 34 * sh.s,
    bold: true,
    gap: 20,
  });
  sh.above({ label: 'Valor pago', value: sh.amount(), role: 'amount', bold: true }, { valueSize: 56 * sh.s, gap: 30 });
  for (const item of sh.whenItems('Data da transferência', 'Horário', 'Agendado para', 'Agendado em')) sh.above(item);
  sh.rule(30);
  sh.heading('Dados do favorecido', { gap: 34 });
  for (const item of sh.partyItems('recipient', {
    name: 'Nome',
    doc: docBoth,
    key: 'Chave Pix',
    bank: 'Instituição',
    agencyAccount: 'Agência e conta',
  }))
    sh.above(item);
  sh.rule(30);
  sh.heading('Dados de quem pagou', { gap: 34 });
  for (const item of sh.partyItems('payer', {
    name: 'Nome',
    doc: docWord,
    bank: 'Instituição',
    agencyAccount: 'Agência e conta',
  }))
    sh.above(item);
  sh.rule(30);
  for (const item of [
    ...sh.descriptionItem('Descrição'),
    { label: 'Identificador da transação', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.above(item);
  sh.button('Compartilhar comprovante');
  sh.line('SAC 0800 500 2770 · Ouvidoria 0800 200 5010', 'other', {
    size: 26 * sh.s,
    anchor: 'middle',
    fill: pal.muted,
    gap: 34,
  });
}

function ailos(sh: Sheet): void {
  const { pal } = sh;
  const column = sh.left + sh.measure('Instituição: ', sh.small) + sh.px(20);
  const opts = { colon: true, column };
  sh.gap(44);
  sh.c.shape(
    `<polygon points="${sh.left},${sh.y + sh.px(56)} ${sh.left + sh.px(28)},${sh.y} ${sh.left + sh.px(56)},${sh.y + sh.px(56)}" fill="${pal.accent}"/>`,
  );
  sh.line('ailos', 'other', { size: 44 * sh.s, x: sh.left + sh.px(72), bold: true, fill: pal.accent, gap: 0 });
  sh.line(sh.isScheduled ? 'Comprovante de agendamento Pix' : 'Comprovante de transferência Pix', 'heading', {
    size: 33 * sh.s,
    bold: true,
    gap: 40,
  });
  sh.rule(24);
  sh.heading('Remetente', { gap: 30 });
  for (const item of sh.partyItems('payer', {
    name: 'Nome',
    doc: docWord,
    bank: 'Cooperativa',
    agency: 'Posto',
    account: 'Conta',
  }))
    sh.beside(item, opts);
  sh.rule(24);
  sh.heading('Destinatário', { gap: 30 });
  for (const item of sh.partyItems('recipient', {
    name: 'Nome',
    doc: docBoth,
    key: 'Chave Pix',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
  }))
    sh.beside(item, opts);
  sh.rule(24);
  for (const item of [
    { label: 'Valor', value: sh.amount(), role: 'amount' as const, bold: true },
    ...sh.whenItems('Data', 'Hora', 'Agendado p/', 'Agendado em'),
    ...sh.descriptionItem('Descrição'),
  ])
    sh.beside(item, opts);
  sh.beside({ label: 'ID fim a fim', value: sh.f.endToEndId, role: 'id' }, { colon: true });
  sh.beside({ label: 'Protocolo', value: sh.f.transactionId, role: 'id' }, { colon: true });
  sh.rule(30);
  sh.line('SAC 0800 647 2200', 'other', { size: 26.5 * sh.s, anchor: 'middle', fill: pal.muted, gap: 30 });
  sh.line('Ouvidoria 0800 644 1100', 'other', { size: 26.5 * sh.s, anchor: 'middle', fill: pal.muted, gap: 10 });
}

function stone(sh: Sheet): void {
  const { pal } = sh;
  sh.statusBar(sh.clock());
  sh.gap(24);
  sh.backArrow(sh.y + sh.px(34));
  sh.line('Comprovante de Pix', 'heading', { size: 34 * sh.s, anchor: 'middle', bold: true, gap: 12 });
  sh.c.shape(
    `<rect x="${sh.left}" y="${sh.y + sh.px(40)}" width="${sh.px(58)}" height="${sh.px(58)}" rx="${sh.px(29)}" fill="${pal.accent}"/>`,
  );
  sh.line('stone', 'other', { size: 42 * sh.s, x: sh.left + sh.px(76), bold: true, fill: pal.accent, gap: 40 });
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Pix enviado', 'heading', { size: 40 * sh.s, bold: true, gap: 44 });
  sh.above({ label: 'Valor', value: sh.amount(), role: 'amount', bold: true }, { valueSize: 60 * sh.s });
  for (const item of sh.whenItems('Data', 'Horário', 'Data agendada', 'Agendado em')) sh.above(item);
  sh.card(() => {
    sh.heading('Para', { gap: 0, fill: pal.accent });
    for (const item of sh.partyItems('recipient', {
      name: 'Nome',
      doc: docWord,
      key: 'Chave Pix',
      bank: 'Instituição',
      agency: 'Agência',
      account: 'Conta',
    }))
      sh.above(item, { gap: 20 });
  });
  sh.card(() => {
    sh.heading('De', { gap: 0, fill: pal.accent });
    for (const item of sh.partyItems('payer', { name: 'Nome', doc: docWord, bank: 'Instituição', omitAccount: true }))
      sh.above(item, { gap: 20 });
  });
  for (const item of [
    ...sh.descriptionItem('Descrição'),
    { label: 'ID da transação', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Código de autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.above(item);
  sh.button('Compartilhar', { textFill: '#ffffff' });
  sh.line('Ouvidoria Stone 0800 025 2025', 'other', { size: 26 * sh.s, anchor: 'middle', fill: pal.muted, gap: 34 });
}

function neon(sh: Sheet): void {
  const { pal } = sh;
  sh.statusBar(sh.clock());
  sh.gap(30);
  sh.c.shape(
    `<circle cx="${sh.left + sh.px(26)}" cy="${sh.y + sh.px(46)}" r="${sh.px(24)}" fill="none" stroke="${pal.accent}" stroke-width="${sh.px(6)}"/>`,
  );
  sh.line('neon', 'other', { size: 42 * sh.s, x: sh.left + sh.px(66), bold: true, fill: pal.accent, gap: 20 });
  sh.checkIcon(sh.W / 2, sh.px(46));
  sh.line(sh.isScheduled ? 'Pix agendado!' : 'Pix enviado!', 'heading', {
    size: 40 * sh.s,
    anchor: 'middle',
    bold: true,
    gap: 26,
  });
  sh.line(sh.amount(), 'amount', { size: 70 * sh.s, anchor: 'middle', bold: true, gap: 24 });
  const when = formatWhen(sh.spec.dateStyle, sh.f.when);
  sh.line(sh.isScheduled ? `Agendado para ${when.date}` : when.date, 'date', {
    size: 29 * sh.s,
    anchor: 'middle',
    fill: pal.muted,
    gap: 14,
  });
  const bareParty = (who: 'recipient' | 'payer'): void => {
    for (const item of sh.partyItems(who, { name: '', doc: docWord, bank: '', omitAccount: true }))
      sh.bare(item, item.role.endsWith('name') ? { size: 33 * sh.s } : {});
  };
  sh.card(
    () => {
      sh.heading('Quem recebeu', { gap: 0, fill: pal.muted, bold: false, size: sh.small });
      bareParty('recipient');
    },
    { gap: 46 },
  );
  sh.card(() => {
    sh.heading('Quem enviou', { gap: 0, fill: pal.muted, bold: false, size: sh.small });
    bareParty('payer');
  });
  sh.gap(10);
  for (const item of [
    ...(sh.f.scheduledOn
      ? [{ label: 'Agendado em', value: formatWhen(sh.spec.dateStyle, sh.f.scheduledOn).date, role: 'other' as const }]
      : []),
    ...sh.descriptionItem('Mensagem'),
    { label: 'Código E2E', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'ID da transação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item);
  sh.button('Compartilhar comprovante');
  sh.line('Ouvidoria 0800 941 1234', 'other', { size: 26 * sh.s, anchor: 'middle', fill: pal.muted, gap: 34 });
}

function willbank(sh: Sheet): void {
  const { pal } = sh;
  const band = sh.band(330, pal.accent);
  sh.statusBar(sh.clock(), pal.onAccent);
  sh.line('will bank', 'other', { size: 44 * sh.s, bold: true, fill: pal.onAccent, gap: 50 });
  sh.line('Comprovante', 'heading', { size: 36 * sh.s, bold: true, fill: pal.onAccent, gap: 36 });
  sh.line(sh.isScheduled ? 'Seu Pix foi agendado' : 'Seu Pix foi enviado', 'heading', {
    size: 30 * sh.s,
    fill: pal.onAccent,
    gap: 12,
  });
  sh.y = band.bottom;
  sh.above(
    { label: 'Valor da transferência', value: sh.amount(), role: 'amount', bold: true },
    { valueSize: 56 * sh.s, gap: 40 },
  );
  for (const item of sh.whenItems('Data e hora', 'Horário', 'Agendado para', 'Agendado em')) sh.above(item);
  sh.rule(30);
  sh.heading('Pagador', { gap: 34 });
  for (const item of sh.partyItems('payer', { name: 'Nome', doc: docWord, bank: 'Instituição', omitAccount: true }))
    sh.above(item);
  sh.rule(30);
  sh.heading('Recebedor', { gap: 34 });
  for (const item of sh.partyItems('recipient', {
    name: 'Nome',
    doc: docWord,
    key: 'Chave',
    bank: 'Instituição',
    agencyAccount: 'Agência e conta',
  }))
    sh.above(item);
  sh.rule(30);
  for (const item of [
    ...sh.descriptionItem('Mensagem'),
    { label: 'ID da transação', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.above(item);
  sh.button('Compartilhar', { fill: '#1c1d21', textFill: '#ffd100' });
  sh.line('Ouvidoria 0800 591 0033', 'other', { size: 26 * sh.s, anchor: 'middle', fill: pal.muted, gap: 34 });
}

function efi(sh: Sheet): void {
  const { pal } = sh;
  sh.gap(50);
  sh.c.shape(
    `<rect x="${sh.left}" y="${sh.y}" width="${sh.px(64)}" height="${sh.px(64)}" rx="${sh.px(10)}" fill="${pal.accent}"/>`,
  );
  sh.line('efí', 'other', { size: 46 * sh.s, x: sh.left + sh.px(84), bold: true, fill: pal.accent, gap: 6 });
  sh.line(sh.isScheduled ? 'Agendamento de Pix' : 'Comprovante de Pix', 'heading', {
    size: 36 * sh.s,
    bold: true,
    gap: 40,
  });
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Pix realizado', 'heading', {
    size: 29 * sh.s,
    fill: pal.muted,
    bold: false,
    gap: 10,
  });
  sh.rule(24);
  for (const item of [
    { label: 'Total', value: sh.amount(''), role: 'amount' as const, bold: true },
    ...sh.whenItems('Data', 'Hora', 'Agendado para', 'Agendado em'),
  ])
    sh.beside(item);
  sh.rule(24);
  sh.heading('Favorecido', { gap: 30 });
  for (const item of sh.partyItems('recipient', {
    name: 'Nome',
    doc: docBoth,
    key: 'Chave',
    bank: 'Instituição',
    omitAccount: true,
  }))
    sh.beside(item);
  sh.rule(24);
  sh.heading('Pagador', { gap: 30 });
  for (const item of sh.partyItems('payer', {
    name: 'Nome',
    doc: docWord,
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
  }))
    sh.beside(item);
  sh.rule(24);
  for (const item of [
    ...sh.descriptionItem('Descrição'),
    { label: 'End to End', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'ID', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item);
  sh.rule(24);
  sh.line('Ouvidoria Efí 0800 940 0361', 'other', { size: 26 * sh.s, fill: pal.muted, gap: 30 });
}

function sofisa(sh: Sheet): void {
  const { pal } = sh;
  const opts = { upperLabels: true, gap: 22 };
  sh.statusBar(sh.clock());
  sh.gap(30);
  sh.line('Sofisa Direto', 'other', { size: 40 * sh.s, bold: true, fill: pal.accent, gap: 10 });
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Pix efetuado', 'heading', { size: 36 * sh.s, bold: true, gap: 36 });
  sh.line('Comprovante de transferência', 'heading', { size: 28 * sh.s, fill: pal.muted, bold: false, gap: 10 });
  sh.card(() => {
    sh.above(
      { label: 'Valor pago', value: sh.amount(), role: 'amount', bold: true },
      { ...opts, valueSize: 52 * sh.s, gap: 0 },
    );
    for (const item of sh.whenItems('Data', 'Hora', 'Data agendada', 'Agendado em')) sh.above(item, opts);
  });
  sh.heading('DESTINO', { gap: 44, fill: pal.accent });
  for (const item of sh.partyItems('recipient', {
    name: 'Nome',
    doc: docBoth,
    key: 'Chave Pix',
    bank: 'Banco',
    agencyAccount: 'Agência / Conta',
  }))
    sh.above(item, opts);
  sh.heading('ORIGEM', { gap: 44, fill: pal.accent });
  for (const item of sh.partyItems('payer', {
    name: 'Nome',
    doc: docWord,
    bank: 'Banco',
    agencyAccount: 'Agência / Conta',
  }))
    sh.above(item, opts);
  sh.rule(30);
  for (const item of [
    ...sh.descriptionItem('Descrição'),
    { label: 'ID end-to-end', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.above(item, opts);
  sh.button('Compartilhar', { textFill: pal.onAccent });
  sh.line('SAC 0800 285 5000', 'other', { size: 26.5 * sh.s, anchor: 'middle', fill: pal.muted, gap: 30 });
}

function agibank(sh: Sheet): void {
  const { pal } = sh;
  sh.statusBar(sh.clock());
  sh.gap(24);
  sh.backArrow(sh.y + sh.px(34));
  sh.line('Comprovante', 'heading', { size: 34 * sh.s, anchor: 'middle', bold: true, gap: 12 });
  sh.line('agibank', 'other', { size: 44 * sh.s, anchor: 'middle', bold: true, fill: pal.accent, gap: 40 });
  sh.checkIcon(sh.W / 2, sh.px(42));
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Pix enviado', 'heading', {
    size: 38 * sh.s,
    anchor: 'middle',
    bold: true,
    gap: 24,
  });
  sh.rule(30);
  for (const item of [
    { label: 'Valor', value: sh.amount(), role: 'amount' as const, bold: true },
    ...sh.whenItems('Data', 'Horário', 'Agendado para', 'Agendado em'),
  ])
    sh.beside(item);
  sh.rule(26);
  sh.heading('De', { gap: 30, fill: pal.accent });
  for (const item of sh.partyItems('payer', {
    name: 'Nome',
    doc: docWord,
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
  }))
    sh.beside(item);
  sh.rule(26);
  sh.heading('Para', { gap: 30, fill: pal.accent });
  for (const item of sh.partyItems('recipient', {
    name: 'Nome',
    doc: docWord,
    key: 'Chave',
    bank: 'Instituição',
    agency: 'Agência',
    account: 'Conta',
  }))
    sh.beside(item);
  sh.rule(26);
  for (const item of [
    ...sh.descriptionItem('Descrição'),
    { label: 'ID da transação', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Autenticação', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item);
  sh.button('Compartilhar');
  sh.line('SAC 0800 602 0880 · Ouvidoria 0800 601 3333', 'other', {
    size: 26 * sh.s,
    anchor: 'middle',
    fill: pal.muted,
    gap: 34,
  });
}

function cora(sh: Sheet): void {
  const { pal } = sh;
  sh.statusBar(sh.clock());
  sh.gap(40);
  sh.line('cora', 'other', { size: 46 * sh.s, bold: true, fill: pal.accent, gap: 0 });
  sh.line(sh.isScheduled ? 'Pix agendado' : 'Pix enviado', 'heading', { size: 36 * sh.s, bold: true, gap: 40 });
  sh.line(sh.amount(), 'amount', { size: 64 * sh.s, bold: true, gap: 20 });
  const when = formatWhen(sh.spec.dateStyle, sh.f.when);
  sh.line(sh.isScheduled ? `Agendado para ${when.date}` : when.date, 'date', {
    size: 29 * sh.s,
    fill: pal.muted,
    gap: 12,
  });
  sh.card(
    () => {
      for (const item of sh.partyItems('recipient', { name: '', doc: docWord, bank: '', omitAccount: true }))
        sh.bare(item, item.role === 'recipient-name' ? { size: 34 * sh.s, gap: 0 } : {});
    },
    { gap: 40 },
  );
  sh.line('De', 'heading', { size: sh.small, fill: pal.muted, gap: 40 });
  for (const item of sh.partyItems('payer', { name: '', doc: docWord, bank: '', omitAccount: true })) sh.bare(item);
  sh.rule(30);
  for (const item of [
    ...(sh.f.scheduledOn
      ? [{ label: 'Agendado em', value: formatWhen(sh.spec.dateStyle, sh.f.scheduledOn).date, role: 'other' as const }]
      : []),
    ...sh.descriptionItem('Descrição'),
    { label: 'ID da transação', value: sh.f.endToEndId, role: 'id' as const },
    { label: 'Código', value: sh.f.transactionId, role: 'id' as const },
  ])
    sh.beside(item);
  sh.button('Compartilhar');
  sh.line('Ouvidoria Cora 0800 591 2350', 'other', { size: 27 * sh.s, anchor: 'middle', fill: pal.muted, gap: 30 });
}

const DRAWERS: Readonly<Record<string, (sheet: Sheet) => void>> = {
  sicredi,
  sicoob,
  banrisul,
  brb,
  banestes,
  banpara,
  cresol,
  unicred,
  ailos,
  stone,
  neon,
  willbank,
  efi,
  sofisa,
  agibank,
  cora,
};

/** Draws one case's receipt with its layout's drawer. */
export function drawReceipt(spec: LayoutSpec, facts: CaseFacts): Drawing {
  const drawer = DRAWERS[spec.key];
  if (!drawer) throw new Error(`no drawer for ${spec.key}`);
  const sheet = new Sheet(spec, facts);
  drawer(sheet);
  return sheet.finish();
}
