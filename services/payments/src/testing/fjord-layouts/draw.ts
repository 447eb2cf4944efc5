// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { type FontName, measure } from './metrics.js';

/** A line of text as laid out: its ink box estimated from the font's advance widths. */
export interface PlacedText {
  text: string;
  size: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

export interface TextOptions {
  size: number;
  fill: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const n = (v: number): string => String(Math.round(v * 10) / 10);

/** An SVG screen being drawn: shapes and text in one font family, with every text's box kept for the tests. */
export class Canvas {
  private readonly parts: string[] = [];
  readonly texts: PlacedText[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly font: FontName,
  ) {}

  measure(text: string, size: number): number {
    return measure(text, this.font, size);
  }

  /** Where the next shape goes; `insert` puts a shape there later (a card behind rows already drawn). */
  mark(): number {
    return this.parts.length;
  }

  insert(at: number, svg: string): void {
    this.parts.splice(at, 0, svg);
  }

  raw(svg: string): void {
    this.parts.push(svg);
  }

  rectSvg(x: number, y: number, w: number, h: number, fill: string, r = 0, stroke?: string): string {
    const s = stroke ? ` stroke="${stroke}" stroke-width="2"` : '';
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${s}/>`;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, r = 0, stroke?: string): void {
    this.parts.push(this.rectSvg(x, y, w, h, fill, r, stroke));
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, dash?: string): void {
    const d = dash ? ` stroke-dasharray="${dash}"` : '';
    this.parts.push(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${d}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string, strokeWidth = 3): void {
    const s = stroke ? ` stroke="${stroke}" stroke-width="${n(strokeWidth)}"` : '';
    this.parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${s}/>`);
  }

  path(d: string, fill: string, stroke?: string, strokeWidth = 3): void {
    const s = stroke
      ? ` stroke="${stroke}" stroke-width="${n(strokeWidth)}" stroke-linecap="round" stroke-linejoin="round"`
      : '';
    this.parts.push(`<path d="${d}" fill="${fill}"${s}/>`);
  }

  /** Draws one line of text; returns its width. */
  text(text: string, x: number, y: number, o: TextOptions): number {
    const width = this.measure(text, o.size);
    const anchor = o.anchor ?? 'start';
    const x0 = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    this.texts.push({ text, size: o.size, x0, x1: x0 + width, top: y - 0.74 * o.size, bottom: y + 0.2 * o.size });
    const weight = o.weight === 'bold' ? ' font-weight="bold"' : '';
    const op = o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : '';
    const a = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
    this.parts.push(
      `<text x="${n(x)}" y="${n(y)}" font-family="'${this.font}'" font-size="${n(o.size)}"${weight} fill="${o.fill}"${op}${a}>${escapeXml(text)}</text>`,
    );
    return width;
  }

  /** Splits `text` into lines no wider than `max` (at spaces; a word longer than a line is cut). */
  wrap(text: string, max: number, size: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.measure(candidate, size) <= max) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      let rest = word;
      while (this.measure(rest, size) > max) {
        let k = rest.length;
        while (k > 1 && this.measure(rest.slice(0, k), size) > max) k--;
        lines.push(rest.slice(0, k));
        rest = rest.slice(k);
      }
      current = rest;
    }
    if (current) lines.push(current);
    return lines;
  }

  toSvg(background: string): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">`,
      `<rect x="0" y="0" width="${this.width}" height="${this.height}" fill="${background}"/>`,
      ...this.parts,
      '</svg>',
    ].join('\n');
  }
}

// ---------------------------------------------------------------- icons

export function checkIcon(c: Canvas, cx: number, cy: number, r: number, fill: string, mark: string): void {
  c.circle(cx, cy, r, fill);
  c.path(
    `M ${n(cx - r * 0.42)} ${n(cy + r * 0.02)} L ${n(cx - r * 0.1)} ${n(cy + r * 0.34)} L ${n(cx + r * 0.45)} ${n(cy - r * 0.3)}`,
    'none',
    mark,
    r * 0.16,
  );
}

export function closeIcon(c: Canvas, cx: number, cy: number, s: number, stroke: string): void {
  c.path(
    `M ${n(cx - s)} ${n(cy - s)} L ${n(cx + s)} ${n(cy + s)} M ${n(cx + s)} ${n(cy - s)} L ${n(cx - s)} ${n(cy + s)}`,
    'none',
    stroke,
    s * 0.28,
  );
}

export function backIcon(c: Canvas, cx: number, cy: number, s: number, stroke: string): void {
  c.path(
    `M ${n(cx + s * 0.5)} ${n(cy - s)} L ${n(cx - s * 0.5)} ${n(cy)} L ${n(cx + s * 0.5)} ${n(cy + s)}`,
    'none',
    stroke,
    s * 0.26,
  );
}

export function shareIcon(c: Canvas, cx: number, cy: number, s: number, stroke: string, android: boolean): void {
  if (android) {
    const r = s * 0.28;
    c.path(
      `M ${n(cx + s * 0.6)} ${n(cy - s * 0.7)} L ${n(cx - s * 0.6)} ${n(cy)} L ${n(cx + s * 0.6)} ${n(cy + s * 0.7)}`,
      'none',
      stroke,
      s * 0.16,
    );
    c.circle(cx + s * 0.6, cy - s * 0.7, r, stroke);
    c.circle(cx - s * 0.6, cy, r, stroke);
    c.circle(cx + s * 0.6, cy + s * 0.7, r, stroke);
    return;
  }
  c.path(
    `M ${n(cx - s * 0.45)} ${n(cy - s * 0.2)} L ${n(cx - s * 0.75)} ${n(cy - s * 0.2)} L ${n(cx - s * 0.75)} ${n(cy + s)} L ${n(cx + s * 0.75)} ${n(cy + s)} L ${n(cx + s * 0.75)} ${n(cy - s * 0.2)} L ${n(cx + s * 0.45)} ${n(cy - s * 0.2)} M ${n(cx)} ${n(cy + s * 0.35)} L ${n(cx)} ${n(cy - s)} M ${n(cx - s * 0.35)} ${n(cy - s * 0.65)} L ${n(cx)} ${n(cy - s)} L ${n(cx + s * 0.35)} ${n(cy - s * 0.65)}`,
    'none',
    stroke,
    s * 0.13,
  );
}

/** The Pix mark: a diamond of four rounded petals. */
export function pixIcon(c: Canvas, cx: number, cy: number, s: number, fill: string): void {
  const q = s * 0.5;
  c.path(
    `M ${n(cx)} ${n(cy - s)} L ${n(cx + s)} ${n(cy)} L ${n(cx)} ${n(cy + s)} L ${n(cx - s)} ${n(cy)} Z M ${n(cx)} ${n(cy - q)} L ${n(cx - q)} ${n(cy)} L ${n(cx)} ${n(cy + q)} L ${n(cx + q)} ${n(cy)} Z`,
    fill,
  );
}

export function calendarIcon(c: Canvas, x: number, y: number, s: number, stroke: string): void {
  c.rect(x, y + s * 0.15, s, s * 0.85, 'none', s * 0.12, stroke);
  c.line(x, y + s * 0.42, x + s, y + s * 0.42, stroke, 2);
  c.line(x + s * 0.28, y, x + s * 0.28, y + s * 0.28, stroke, 3);
  c.line(x + s * 0.72, y, x + s * 0.72, y + s * 0.28, stroke, 3);
}

/** Phone status bar: clock, signal, Wi-Fi and battery. */
export function statusBar(
  c: Canvas,
  style: 'ios' | 'android',
  clock: string,
  color: string,
  height: number,
  battery: number,
): void {
  const w = c.width;
  const size = style === 'ios' ? Math.round(w * 0.038) : Math.round(w * 0.03);
  const cy = style === 'ios' ? height * 0.56 : height * 0.55;
  if (style === 'ios')
    c.text(clock, w * 0.14, cy + size * 0.36, { size, fill: color, weight: 'bold', anchor: 'middle' });
  else c.text(clock, w * 0.045, cy + size * 0.36, { size, fill: color });
  // battery
  const bw = size * 1.45;
  const bh = size * 0.7;
  const bx = w - w * (style === 'ios' ? 0.07 : 0.045) - bw;
  c.rect(bx, cy - bh / 2, bw, bh, 'none', bh * 0.25, color);
  c.rect(bx + 3, cy - bh / 2 + 3, (bw - 6) * (battery / 100), bh - 6, color, bh * 0.18);
  c.rect(bx + bw + 2, cy - bh * 0.18, 4, bh * 0.36, color, 1);
  if (style === 'android')
    c.text(`${battery}%`, bx - size * 0.3, cy + size * 0.36, { size: size * 0.9, fill: color, anchor: 'end' });
  // wifi
  const wx = style === 'ios' ? bx - size * 1.0 : bx - size * 2.9;
  const wy = cy + size * 0.35;
  for (const [k, r] of [0.35, 0.7, 1.05].entries()) {
    const rr = size * r * 0.75;
    c.path(
      `M ${n(wx - rr * 0.7)} ${n(wy - rr * 0.7)} A ${n(rr)} ${n(rr)} 0 0 1 ${n(wx + rr * 0.7)} ${n(wy - rr * 0.7)}`,
      'none',
      color,
      size * 0.12 + k * 0.2,
    );
  }
  c.circle(wx, wy - size * 0.05, size * 0.08, color);
  // signal
  const sx = wx - size * 1.6;
  for (let i = 0; i < 4; i++) {
    const h = size * (0.25 + i * 0.17);
    c.rect(sx + i * size * 0.24, cy + size * 0.35 - h, size * 0.16, h, color, 1.5);
  }
}
