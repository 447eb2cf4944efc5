// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { type Face, fontOf, textWidth, verticalExtent } from './fonts.js';

export interface TextItem {
  kind: 'text';
  x: number;
  /** Baseline. */
  y: number;
  text: string;
  size: number;
  bold: boolean;
  face: Face;
  fill: string;
  anchor: 'start' | 'middle' | 'end';
}

export interface RectItem {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  rx?: number;
  stroke?: string;
}

export interface CircleItem {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
  fill: string;
  stroke?: string;
}

export type Item = TextItem | RectItem | CircleItem;

export interface Drawing {
  width: number;
  height: number;
  background: string;
  quality: number;
  items: Item[];
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where a text's glyphs can reach: its advance box from ascender to descender. */
export function textBox(item: TextItem): Box {
  const width = textWidth(item.text, item.size, item.face, item.bold);
  const { ascent, descent } = verticalExtent(item.size, item.face, item.bold);
  let left = item.x;
  if (item.anchor === 'middle') left = item.x - width / 2;
  if (item.anchor === 'end') left = item.x - width;
  return { left, right: left + width, top: item.y - ascent, bottom: item.y + descent };
}

export interface Palette {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  line: string;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  fill?: string;
  face?: Face;
}

/** Lays a receipt out top to bottom, wrapping every text to the room it has. */
export class Sheet {
  readonly items: Item[] = [];
  y = 0;

  constructor(
    readonly width: number,
    readonly margin: number,
    readonly face: Face,
    readonly palette: Palette,
  ) {}

  get contentWidth(): number {
    return this.width - 2 * this.margin;
  }

  get right(): number {
    return this.width - this.margin;
  }

  measure(text: string, style: TextStyle): number {
    return textWidth(text, style.size, style.face ?? this.face, style.bold ?? false);
  }

  ascent(style: TextStyle): number {
    return verticalExtent(style.size, style.face ?? this.face, style.bold ?? false).ascent;
  }

  descent(style: TextStyle): number {
    return verticalExtent(style.size, style.face ?? this.face, style.bold ?? false).descent;
  }

  /** Splits text into lines no wider than maxWidth: at spaces, and inside a word only when it alone is too wide. */
  wrap(text: string, style: TextStyle, maxWidth: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.measure(candidate, style) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (this.measure(rest, style) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && this.measure(rest.slice(0, cut), style) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(x: number, y: number, text: string, style: TextStyle, anchor: TextItem['anchor'] = 'start'): void {
    this.items.push({
      kind: 'text',
      x,
      y,
      text,
      size: style.size,
      bold: style.bold ?? false,
      face: style.face ?? this.face,
      fill: style.fill ?? this.palette.fg,
      anchor,
    });
  }

  rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, stroke?: string): void {
    const item: RectItem = { kind: 'rect', x, y, w, h, fill, rx };
    if (stroke) item.stroke = stroke;
    this.items.push(item);
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string): void {
    const item: CircleItem = { kind: 'circle', cx, cy, r, fill };
    if (stroke) item.stroke = stroke;
    this.items.push(item);
  }

  /** Marks where a card starts; endCard draws its background under everything drawn since. */
  beginCard(): { index: number; y: number } {
    return { index: this.items.length, y: this.y };
  }

  endCard(mark: { index: number; y: number }, fill: string, pad: number, rx = 18, stroke?: string): void {
    const card: RectItem = {
      kind: 'rect',
      x: this.margin - pad,
      y: mark.y - pad,
      w: this.contentWidth + 2 * pad,
      h: this.y - mark.y + 2 * pad,
      fill,
      rx,
    };
    if (stroke) card.stroke = stroke;
    this.items.splice(mark.index, 0, card);
    this.y += pad;
  }

  gap(h: number): void {
    this.y += h;
  }

  /** A wrapped paragraph from the cursor down; align within [x, x + width]. */
  para(
    text: string,
    style: TextStyle,
    align: 'left' | 'center' | 'right' = 'left',
    x = this.margin,
    width = this.contentWidth,
  ): void {
    const lines = this.wrap(text, style, width);
    const lineHeight = Math.round(style.size * 1.3);
    const anchor = align === 'left' ? 'start' : align === 'center' ? 'middle' : 'end';
    const ax = align === 'left' ? x : align === 'center' ? x + width / 2 : x + width;
    this.y += this.ascent(style);
    lines.forEach((line, i) => {
      if (i > 0) this.y += lineHeight;
      this.text(ax, this.y, line, style, anchor);
    });
    this.y += this.descent(style);
  }

  /** Label on the left, value right-aligned on the same line (wrapped right-aligned below when long). */
  row(label: string, value: string, labelStyle: TextStyle, valueStyle: TextStyle, gap = 24): void {
    const labelWidth = this.measure(label, labelStyle);
    const room = this.contentWidth - labelWidth - gap;
    if (room < this.contentWidth * 0.38) {
      this.stacked(label, value, labelStyle, valueStyle);
      return;
    }
    const lines = this.wrap(value, valueStyle, room);
    const top = this.y;
    const ascent = Math.max(this.ascent(labelStyle), this.ascent(valueStyle));
    const baseline = top + ascent;
    this.text(this.margin, baseline, label, { ...labelStyle, fill: labelStyle.fill ?? this.palette.muted });
    const lineHeight = Math.round(valueStyle.size * 1.3);
    lines.forEach((line, i) => {
      this.text(this.right, baseline + i * lineHeight, line, valueStyle, 'end');
    });
    this.y = baseline + (lines.length - 1) * lineHeight + Math.max(this.descent(labelStyle), this.descent(valueStyle));
  }

  /** Small label above, value below it. */
  stacked(label: string, value: string, labelStyle: TextStyle, valueStyle: TextStyle, x = this.margin): void {
    const width = this.right - x;
    this.para(label, { ...labelStyle, fill: labelStyle.fill ?? this.palette.muted }, 'left', x, width);
    this.gap(Math.round(valueStyle.size * 0.3));
    this.para(value, valueStyle, 'left', x, width);
  }

  /** "LABEL: value" in one flow, continuation lines indented under the value (the typewriter style). */
  colon(label: string, value: string, style: TextStyle, labelFill?: string): void {
    const head = `${label}: `;
    const indent = this.measure(head, style);
    const inline = this.contentWidth - indent >= this.contentWidth * 0.4;
    const lines = inline ? this.wrap(value, style, this.contentWidth - indent) : [];
    this.y += this.ascent(style);
    const lineHeight = Math.round(style.size * 1.3);
    this.text(this.margin, this.y, head.trimEnd(), { ...style, fill: labelFill ?? style.fill });
    if (!inline) {
      for (const line of this.wrap(value, style, this.contentWidth)) {
        this.y += lineHeight;
        this.text(this.margin, this.y, line, style);
      }
    } else {
      lines.forEach((line, i) => {
        if (i > 0) this.y += lineHeight;
        this.text(this.margin + indent, this.y, line, style);
      });
    }
    this.y += this.descent(style);
  }

  /** A full-content-width rule: solid, dashed or dotted. */
  rule(kind: 'solid' | 'dashed' | 'dotted' = 'solid', color = this.palette.line, thickness = 2): void {
    if (kind === 'solid') {
      this.rect(this.margin, this.y, this.contentWidth, thickness, color);
    } else {
      const dash = kind === 'dashed' ? 14 : 4;
      const step = kind === 'dashed' ? 22 : 10;
      for (let x = this.margin; x + dash <= this.right; x += step) this.rect(x, this.y, dash, thickness, color);
    }
    this.y += thickness;
  }

  /** A phone status bar: clock on the left, signal and battery on the right. */
  statusBar(clock: string, fill: string, size: number): void {
    const style = { size, bold: true, fill, face: 'sans' as Face };
    const baseline = Math.round(size * 1.6);
    this.text(this.margin, baseline, clock, style);
    const unit = Math.round(size * 0.3);
    const bx = this.right - unit * 9;
    for (let i = 0; i < 4; i++) {
      const h = unit * (i + 1);
      this.rect(bx - unit * 9 + i * unit * 1.6, baseline - h, unit, h, fill);
    }
    this.rect(bx, baseline - unit * 3.4, unit * 7.5, unit * 3.4, 'none', unit * 0.6, fill);
    this.rect(bx + unit * 0.6, baseline - unit * 2.8, unit * 5.2, unit * 2.2, fill, unit * 0.3);
    this.rect(bx + unit * 7.8, baseline - unit * 2.3, unit * 0.7, unit * 1.2, fill);
    this.y = baseline + this.descent(style) + Math.round(size * 0.6);
  }

  /** A rounded button across the content width, text centred. */
  button(label: string, fill: string, textFill: string, size: number, height: number, stroke?: string): void {
    this.rect(this.margin, this.y, this.contentWidth, height, fill, height / 2, stroke);
    const style = { size, bold: true, fill: textFill };
    const baseline = this.y + height / 2 + (this.ascent(style) - this.descent(style)) / 2;
    this.text(this.width / 2, baseline, label, style, 'middle');
    this.y += height;
  }

  finish(minHeight: number, bottomMargin: number, quality: number): Drawing {
    return {
      width: this.width,
      height: Math.max(minHeight, Math.ceil(this.y + bottomMargin)),
      background: this.palette.bg,
      quality,
      items: this.items,
    };
  }
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The drawing as an SVG document librsvg renders (fonts by their fontconfig family names). */
export function toSvg(drawing: Drawing): string {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}" viewBox="0 0 ${drawing.width} ${drawing.height}">`,
    `<rect x="0" y="0" width="${drawing.width}" height="${drawing.height}" fill="${drawing.background}"/>`,
  ];
  for (const item of drawing.items) {
    if (item.kind === 'rect') {
      const stroke = item.stroke ? ` stroke="${item.stroke}" stroke-width="2"` : '';
      parts.push(
        `<rect x="${n(item.x)}" y="${n(item.y)}" width="${n(item.w)}" height="${n(item.h)}" rx="${n(item.rx ?? 0)}" fill="${item.fill}"${stroke}/>`,
      );
    } else if (item.kind === 'circle') {
      const stroke = item.stroke ? ` stroke="${item.stroke}" stroke-width="3"` : '';
      parts.push(`<circle cx="${n(item.cx)}" cy="${n(item.cy)}" r="${n(item.r)}" fill="${item.fill}"${stroke}/>`);
    } else {
      const family = fontOf(item.face).font;
      parts.push(
        `<text x="${n(item.x)}" y="${n(item.y)}" font-family="'${family}'" font-size="${item.size}" font-weight="${item.bold ? 'bold' : 'normal'}" fill="${item.fill}" text-anchor="${item.anchor}">${escapeXml(item.text)}</text>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('\n');
}
