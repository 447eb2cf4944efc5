// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { MONO_FONT } from './specs.js';
import { escapeXml } from './text.js';

export type Role =
  | 'recipientName'
  | 'recipientDocument'
  | 'recipientBank'
  | 'payerName'
  | 'payerDocument'
  | 'payerBank'
  | 'amount'
  | 'date'
  | 'scheduled'
  | 'e2e'
  | 'pixKey'
  | 'description'
  | 'status';

export interface DrawnText {
  text: string;
  x: number;
  y: number;
  size: number;
  weight: number;
  anchor: 'start' | 'middle' | 'end';
  color: string;
  role?: Role;
}

export interface Palette {
  background: string;
  text: string;
  muted: string;
  accent: string;
  line: string;
  card: string;
  onAccent: string;
}

export interface TextOptions {
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  color?: string;
  role?: Role;
  spacing?: number;
}

/** A phone screen drawn top to bottom; `y` is where the next thing goes. */
export class Canvas {
  readonly shapes: string[] = [];
  readonly texts: DrawnText[] = [];
  y = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly font: string,
    readonly palette: Palette,
  ) {
    this.rect(0, 0, width, height, palette.background);
  }

  /** A generous estimate of how wide text will be drawn. */
  measure(text: string, size: number): number {
    if (this.font === MONO_FONT) return text.length * size * 0.5;
    let units = 0;
    for (const ch of text) {
      if (/[0-9]/.test(ch)) units += 0.42;
      else if (/[A-ZÀ-Þ]/.test(ch)) units += 0.44;
      else if (/[a-zß-ÿ]/.test(ch)) units += 0.36;
      else if (ch === ' ') units += 0.2;
      else units += 0.3;
    }
    return units * size * 1.05;
  }

  wrap(text: string, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.measure(candidate, size) > maxWidth) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    // A single word wider than the line is cut into pieces.
    return lines.flatMap((line) => {
      if (this.measure(line, size) <= maxWidth) return [line];
      const pieces: string[] = [];
      let rest = line;
      while (rest) {
        let n = rest.length;
        while (n > 1 && this.measure(rest.slice(0, n), size) > maxWidth) n--;
        pieces.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      return pieces;
    });
  }

  rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, stroke?: string): void {
    this.shapes.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="2"` : ''}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, dash?: string): void {
    this.shapes.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string): void {
    this.shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="4"` : ''}/>`,
    );
  }

  path(d: string, stroke: string, width: number, fill = 'none'): void {
    this.shapes.push(
      `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="${fill}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  /** A tick in a circle, drawn as shapes (no icon font). */
  tick(cx: number, cy: number, r: number, fill: string, stroke: string): void {
    this.circle(cx, cy, r, fill);
    const s = r / 2;
    this.path(
      `M ${cx - s} ${cy} L ${cx - s / 4} ${cy + s * 0.7} L ${cx + s} ${cy - s * 0.6}`,
      stroke,
      Math.max(3, r / 6),
    );
  }

  /** A clock in a circle, for scheduled payments. */
  clock(cx: number, cy: number, r: number, fill: string, stroke: string): void {
    this.circle(cx, cy, r, fill);
    this.circle(cx, cy, r * 0.55, 'none', stroke);
    this.path(`M ${cx} ${cy - r * 0.35} L ${cx} ${cy} L ${cx + r * 0.25} ${cy + r * 0.15}`, stroke, Math.max(3, r / 8));
  }

  text(text: string, x: number, y: number, size: number, options: TextOptions = {}): void {
    this.texts.push({
      text,
      x,
      y,
      size,
      weight: options.weight ?? 400,
      anchor: options.anchor ?? 'start',
      color: options.color ?? this.palette.text,
      ...(options.role ? { role: options.role } : {}),
    });
  }

  /** Wrapped text starting at the cursor; returns the height used. */
  lines(text: string, x: number, size: number, maxWidth: number, options: TextOptions & { gap?: number } = {}): number {
    const gap = options.gap ?? size * 0.3;
    const lines = this.wrap(text, size, maxWidth);
    let y = this.y;
    for (const line of lines) {
      this.text(line, x, y + size * 0.82, size, options);
      y += size + gap;
    }
    const used = y - this.y - gap;
    this.y = y - gap;
    return used;
  }

  /** The phone's own status bar: clock on the left, signal and battery on the right. */
  statusBar(clock: string, color: string, height: number): void {
    const size = Math.round(height * 0.42);
    this.text(clock, Math.round(this.width * 0.06), Math.round(height * 0.66), size, { weight: 700, color });
    const right = this.width - Math.round(this.width * 0.06);
    const mid = height * 0.5;
    this.rect(right - size * 1.9, mid - size * 0.4, size * 1.7, size * 0.8, 'none', 4, color);
    this.rect(right - size * 1.75, mid - size * 0.28, size * 1.2, size * 0.56, color, 2);
    for (let i = 0; i < 4; i++) {
      const h = size * (0.25 + i * 0.17);
      this.rect(right - size * 3.6 + i * size * 0.28, mid + size * 0.4 - h, size * 0.18, h, color, 1);
    }
    this.y = height;
  }

  toSvg(): string {
    const body = this.texts
      .map(
        (t) =>
          `<text x="${t.x.toFixed(1)}" y="${t.y.toFixed(1)}" font-size="${t.size}" font-weight="${t.weight}" text-anchor="${t.anchor}" fill="${t.color}">${escapeXml(t.text)}</text>`,
      )
      .join('\n');
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">`,
      ...this.shapes,
      `<g font-family="${escapeXml(this.font)}">`,
      body,
      '</g>',
      '</svg>',
    ].join('\n');
  }
}

export interface RowStyle {
  left: number;
  right: number;
  labelSize: number;
  valueSize: number;
  labelColor?: string;
  valueColor?: string;
  valueWeight?: number;
  labelWeight?: number;
  /** Space after the row. */
  after: number;
}

/** Label on the left, value right-aligned on the same row, wrapping under itself when long. */
export function besideRow(c: Canvas, label: string, value: string, style: RowStyle, role?: Role): void {
  const labelWidth = c.measure(label, style.labelSize);
  const room = style.right - style.left - labelWidth - style.valueSize;
  const lines = c.wrap(value, style.valueSize, Math.max(room, (style.right - style.left) * 0.45));
  const top = c.y;
  c.text(label, style.left, top + style.valueSize * 0.82, style.labelSize, {
    color: style.labelColor ?? c.palette.muted,
    weight: style.labelWeight ?? 400,
  });
  let y = top;
  for (const line of lines) {
    c.text(line, style.right, y + style.valueSize * 0.82, style.valueSize, {
      anchor: 'end',
      color: style.valueColor ?? c.palette.text,
      weight: style.valueWeight ?? 400,
      ...(role ? { role } : {}),
    });
    y += style.valueSize * 1.3;
  }
  c.y = y - style.valueSize * 0.3 + style.after;
}

/** A small label over its value. */
export function aboveRow(c: Canvas, label: string, value: string, style: RowStyle, role?: Role): void {
  c.text(label, style.left, c.y + style.labelSize * 0.82, style.labelSize, {
    color: style.labelColor ?? c.palette.muted,
    weight: style.labelWeight ?? 400,
  });
  c.y += style.labelSize * 1.35;
  c.lines(value, style.left, style.valueSize, style.right - style.left, {
    color: style.valueColor ?? c.palette.text,
    weight: style.valueWeight ?? 400,
    ...(role ? { role } : {}),
  });
  c.y += style.after;
}
