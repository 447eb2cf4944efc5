// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
import type { ReceiptFacts } from './facts.js';
import type { LayoutSpec } from './specs.js';
import { textWidth, wrapText, xml } from './text.js';

export { LAYOUTS, type LayoutSpec } from './specs.js';

/** The SVG of one receipt, its pixel size before any forwarding, and every text string drawn. */
export interface Drawing {
  svg: string;
  width: number;
  height: number;
  texts: string[];
}

interface Palette {
  bg: string;
  fg: string;
  muted: string;
  line: string;
  card: string;
  onAccent: string;
}

function palette(layout: LayoutSpec): Palette {
  return layout.theme === 'dark'
    ? { bg: '#111214', fg: '#f1f1f1', muted: '#aeb2b8', line: '#34373d', card: '#1c1e22', onAccent: '#101010' }
    : { bg: '#ffffff', fg: '#1d1d1f', muted: '#5c6066', line: '#dedfe3', card: '#f4f5f7', onAccent: '#ffffff' };
}

class Canvas {
  readonly parts: string[] = [];
  readonly texts: string[] = [];
  y: number;
  constructor(
    readonly layout: LayoutSpec,
    readonly pal: Palette,
    readonly width: number,
    readonly margin: number,
  ) {
    this.y = margin * 0.6;
  }

  get fs(): number {
    return this.layout.textSize;
  }

  text(
    x: number,
    y: number,
    s: string,
    o: { size?: number; bold?: boolean; fill?: string; anchor?: 'start' | 'end' | 'middle' } = {},
  ): void {
    this.texts.push(s);
    this.parts.push(
      `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${xml(this.layout.font)}" font-size="${o.size ?? this.fs}" font-weight="${o.bold ? 'bold' : 'normal'}" fill="${o.fill ?? this.pal.fg}" text-anchor="${o.anchor ?? 'start'}">${xml(s)}</text>`,
    );
  }

  width_(s: string, size: number, bold: boolean): number {
    return textWidth(s, this.layout.font, size, bold);
  }

  wrap(s: string, size: number, bold: boolean, max: number): string[] {
    return wrapText(s, this.layout.font, size, bold, max);
  }

  get inner(): number {
    return this.width - 2 * this.margin;
  }

  separator(): void {
    this.y += this.fs * 0.5;
    this.parts.push(
      `<rect x="${this.margin}" y="${this.y.toFixed(1)}" width="${this.inner}" height="${Math.max(1, Math.round(this.fs / 14))}" fill="${this.pal.line}"/>`,
    );
    this.y += this.fs * 0.9;
  }

  heading(s: string): void {
    const size = Math.round(this.fs * 1.08);
    this.y += size * 1.2;
    this.text(this.margin, this.y, s, {
      size,
      bold: true,
      fill: this.layout.theme === 'dark' ? this.pal.fg : this.layout.accent,
    });
    this.y += size * 0.55;
  }

  /** A labelled field, drawn as the layout's family draws labels. */
  field(label: string, value: string, bold = false): void {
    const fs = this.fs;
    const family = this.layout.family === 'no label' ? 'label above' : this.layout.family;
    if (family === 'label above') {
      const ls = Math.round(fs * 0.82);
      this.y += ls * 1.35;
      this.text(this.margin, this.y, label, { size: ls, fill: this.pal.muted });
      for (const line of this.wrap(value, fs, bold, this.inner)) {
        this.y += fs * 1.3;
        this.text(this.margin, this.y, line, { bold });
      }
      this.y += fs * 0.25;
      return;
    }
    if (this.layout.beside === 'colon') {
      const head = `${label}: `;
      const hw = this.width_(head, fs, true);
      const lines = this.wrap(value, fs, bold, this.inner - hw);
      this.y += fs * 1.45;
      this.text(this.margin, this.y, head.trimEnd(), { bold: true, fill: this.pal.muted });
      lines.forEach((line, i) => {
        if (i > 0) this.y += fs * 1.3;
        this.text(this.margin + hw, this.y, line, { bold });
      });
      return;
    }
    const lw = this.width_(label, fs, false);
    const avail = this.inner - lw - fs * 1.2;
    this.y += fs * 1.55;
    this.text(this.margin, this.y, label, { fill: this.pal.muted });
    const lines = this.width_(value, fs, bold) <= avail ? [value] : this.wrap(value, fs, bold, avail);
    lines.forEach((line, i) => {
      if (i > 0) this.y += fs * 1.3;
      this.text(this.width - this.margin, this.y, line, { bold, anchor: 'end' });
    });
  }

  /** A party block without labels: heading, name, document alone, institution. */
  block(heading: string, lines: { s: string; bold?: boolean; muted?: boolean }[]): void {
    this.heading(heading);
    for (const l of lines) {
      for (const part of this.wrap(l.s, this.fs, !!l.bold, this.inner)) {
        this.y += this.fs * 1.35;
        this.text(this.margin, this.y, part, { bold: l.bold, fill: l.muted ? this.pal.muted : this.pal.fg });
      }
    }
    this.y += this.fs * 0.3;
  }
}

function statusBar(c: Canvas, facts: ReceiptFacts): void {
  const fs = c.fs;
  const local = new Date(Date.parse(facts.at) - 3 * 3600_000 + 3 * 60_000);
  const clock = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  const y = c.margin * 0.3 + fs;
  c.text(c.margin, y, clock, { bold: true, size: Math.round(fs * 0.95) });
  const right = c.width - c.margin;
  const bw = fs * 1.7;
  const bh = fs * 0.8;
  c.parts.push(
    `<rect x="${right - bw}" y="${y - bh}" width="${bw}" height="${bh}" rx="${bh / 4}" fill="none" stroke="${c.pal.fg}" stroke-width="2"/>`,
    `<rect x="${right - bw + 3}" y="${y - bh + 3}" width="${(bw - 6) * 0.7}" height="${bh - 6}" rx="2" fill="${c.pal.fg}"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const h = bh * (0.35 + i * 0.22);
    c.parts.push(
      `<rect x="${right - bw - fs * 2.4 + i * fs * 0.35}" y="${y - h}" width="${fs * 0.22}" height="${h}" fill="${c.pal.fg}"/>`,
    );
  }
  c.y = y + fs * 0.6;
}

function logo(c: Canvas): void {
  const fs = c.fs;
  const s = fs * 1.7;
  const x = c.margin;
  const y = c.y + fs * 0.6;
  const a = c.layout.accent;
  const shapes: Record<LayoutSpec['logo'], string> = {
    circle: `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s / 2}" fill="${a}"/>`,
    square: `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s / 5}" fill="${a}"/>`,
    diamond: `<path d="M${x + s / 2} ${y} L${x + s} ${y + s / 2} L${x + s / 2} ${y + s} L${x} ${y + s / 2} Z" fill="${a}"/>`,
    bars: `<rect x="${x}" y="${y + s * 0.15}" width="${s}" height="${s * 0.22}" fill="${a}"/><rect x="${x}" y="${y + s * 0.6}" width="${s}" height="${s * 0.22}" fill="${a}"/>`,
    ring: `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.4}" fill="none" stroke="${a}" stroke-width="${s * 0.18}"/>`,
  };
  c.parts.push(shapes[c.layout.logo]);
  c.text(x + s + fs * 0.6, y + s * 0.68, c.layout.bank, { bold: true, size: Math.round(fs * 1.05) });
  // A close cross at the right, as the apps draw it.
  const cx = c.width - c.margin - fs * 0.5;
  const cy = y + s / 2;
  const r = fs * 0.4;
  c.parts.push(
    `<path d="M${cx - r} ${cy - r} L${cx + r} ${cy + r} M${cx + r} ${cy - r} L${cx - r} ${cy + r}" stroke="${c.pal.muted}" stroke-width="3"/>`,
  );
  c.y = y + s + fs * 0.4;
}

function statusIcon(c: Canvas, scheduled: boolean): void {
  const fs = c.fs;
  const r = fs * 1.1;
  const center = c.layout.family === 'no label';
  const cx = center ? c.width / 2 : c.margin + r;
  const cy = c.y + fs * 0.8 + r;
  const mark = scheduled
    ? `<path d="M${cx} ${cy - r * 0.55} L${cx} ${cy} L${cx + r * 0.45} ${cy + r * 0.3}" stroke="${c.pal.onAccent}" stroke-width="${r * 0.16}" fill="none" stroke-linecap="round"/>`
    : `<path d="M${cx - r * 0.45} ${cy} L${cx - r * 0.1} ${cy + r * 0.35} L${cx + r * 0.5} ${cy - r * 0.35}" stroke="${c.pal.onAccent}" stroke-width="${r * 0.18}" fill="none" stroke-linecap="round"/>`;
  c.parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.layout.accent}"/>`, mark);
  c.y = cy + r;
}

function docLabel(doc: string): string {
  return doc.length === 11 ? 'CPF' : 'CNPJ';
}

/** Draws one receipt of one layout. */
export function drawReceipt(layout: LayoutSpec, facts: ReceiptFacts): Drawing {
  const width = layout.width;
  const margin = Math.round(width * 0.065);
  const pal = palette(layout);
  const c = new Canvas(layout, pal, width, margin);
  const fs = layout.textSize;
  const scheduled = facts.scheduledFor !== undefined;
  const center = layout.family === 'no label';

  if (layout.statusBar) statusBar(c, facts);
  logo(c);
  statusIcon(c, scheduled);

  const titleSize = Math.round(fs * 1.3);
  c.y += titleSize * 1.5;
  c.text(center ? width / 2 : margin, c.y, scheduled ? layout.scheduledTitle : layout.title, {
    size: titleSize,
    bold: true,
    anchor: center ? 'middle' : 'start',
  });

  // The amount: very large in some apps, a plain row in others.
  if (layout.family === 'label beside' && layout.amountSize < 46) {
    c.separator();
    c.field('Valor', facts.amountShown, true);
  } else {
    c.y += layout.amountSize * 1.35;
    c.text(center ? width / 2 : margin, c.y, facts.amountShown, {
      size: layout.amountSize,
      bold: true,
      anchor: center ? 'middle' : 'start',
    });
    c.y += fs * 0.3;
  }

  if (scheduled) {
    c.field('Agendado para', facts.scheduledShown ?? '', true);
    c.field('Situação', 'Agendado - aguardando a data');
    c.field('Data do agendamento', facts.dateShown);
  } else if (center) {
    c.y += fs * 1.4;
    c.text(width / 2, c.y, facts.dateShown, { fill: pal.muted, anchor: 'middle' });
  } else {
    c.field(layout.family === 'label above' ? 'Data e hora' : 'Data', facts.dateShown);
  }
  c.separator();

  const recipient = (): void => {
    const r = facts.recipient;
    const agency = `Agência ${r.agency} · Conta ${r.account}`;
    if (layout.family === 'no label') {
      const lines: { s: string; bold?: boolean; muted?: boolean }[] = [{ s: facts.recipientNameShown, bold: true }];
      if (facts.recipientDocumentShown) lines.push({ s: facts.recipientDocumentShown, muted: true });
      lines.push({ s: r.institution, muted: true });
      if (layout.showAgency) lines.push({ s: agency, muted: true });
      if (facts.keyShown) lines.push({ s: `Chave Pix: ${facts.keyShown}`, muted: true });
      c.block(layout.recipientHeading, lines);
      return;
    }
    c.heading(layout.recipientHeading);
    c.field('Nome', facts.recipientNameShown, true);
    if (facts.recipientDocumentShown) c.field(docLabel(r.document), facts.recipientDocumentShown);
    if (facts.keyShown) c.field('Chave Pix', facts.keyShown);
    c.field('Instituição', r.institution);
    if (layout.showAgency) {
      c.field('Agência', r.agency);
      c.field('Conta', r.account);
    }
  };
  const payer = (): void => {
    const p = facts.payer;
    if (layout.family === 'no label') {
      c.block(layout.payerHeading, [
        { s: facts.payerNameShown, bold: true },
        { s: facts.payerDocumentShown, muted: true },
        { s: p.institution, muted: true },
      ]);
      return;
    }
    c.heading(layout.payerHeading);
    c.field('Nome', facts.payerNameShown, true);
    c.field(docLabel(p.document), facts.payerDocumentShown);
    c.field('Instituição', p.institution);
  };
  if (layout.payerFirst) {
    payer();
    c.separator();
    recipient();
  } else {
    recipient();
    c.separator();
    payer();
  }
  c.separator();
  if (facts.description) c.field('Descrição', facts.description);
  c.field('Tipo', 'Pix');
  c.field(layout.idLabel.replace(/:$/, ''), facts.endToEndId);

  if (layout.button) {
    c.y += fs * 1.4;
    const bh = fs * 2.4;
    c.parts.push(
      `<rect x="${margin}" y="${c.y.toFixed(1)}" width="${c.inner}" height="${bh}" rx="${bh / 2}" fill="${layout.accent}"/>`,
    );
    c.text(width / 2, c.y + bh * 0.64, layout.button, { bold: true, fill: pal.onAccent, anchor: 'middle' });
    c.y += bh;
  }

  const contentEnd = Math.ceil(c.y + margin);
  const height = layout.statusBar ? Math.max(contentEnd, Math.round(width * 2.05)) : contentEnd;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${pal.bg}"/>${c.parts.join('')}</svg>`;
  return { svg, width, height, texts: c.texts };
}

/** The background colour of a layout, for flattening. */
export function backgroundOf(layout: LayoutSpec): string {
  return palette(layout).bg;
}
