// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

/** What a drawn text is, for the tests: the receipt's facts are checked against what was really drawn. */
export type TextRole =
  | 'amount'
  | 'when'
  | 'scheduled-for'
  | 'recipient-name'
  | 'recipient-document'
  | 'recipient-bank'
  | 'key'
  | 'payer-name'
  | 'payer-document'
  | 'description'
  | 'e2e'
  | 'label'
  | 'other';

export interface DrawnText {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  weight: 'normal' | 'bold';
  anchor: 'start' | 'middle' | 'end';
  role: TextRole;
  /** Estimated advance width. */
  width: number;
}

export interface TextOptions {
  size: number;
  fill: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  role?: TextRole;
  /** Shrinks the size (down to 70%) until the text fits. */
  maxWidth?: number;
  opacity?: number;
}

const NARROW = new Set("iljIft.,:;'|!()[]/ ·");
const WIDE = new Set('mwMW@');

/** A rough advance width in em: close enough to keep texts apart and inside the canvas. */
function charWidth(ch: string, mono: boolean): number {
  if (mono) return 0.62;
  if (ch === ' ') return 0.24;
  if (NARROW.has(ch)) return 0.24;
  if (WIDE.has(ch)) return 0.78;
  if (/[0-9]/.test(ch)) return 0.5;
  if (/[A-ZÀ-Ý]/.test(ch)) return 0.56;
  if (ch === '•' || ch === '*') return 0.38;
  if (ch === '…') return 0.9;
  return 0.45;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A small SVG canvas that keeps every text it draws. */
export class Canvas {
  readonly texts: DrawnText[] = [];
  private readonly parts: string[] = [];
  private lowest = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly font: string,
    readonly mono: boolean,
    background: string,
  ) {
    this.parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="${background}"/>`);
  }

  measure(text: string, size: number, weight: 'normal' | 'bold' = 'normal'): number {
    let em = 0;
    for (const ch of text) em += charWidth(ch, this.mono);
    return em * size * (weight === 'bold' ? (this.mono ? 1.1 : 1.06) : 1);
  }

  /** The size a text asked to be drawn at really gets: the condensed sans family is drawn a little larger. */
  scaled(size: number): number {
    return Math.round(size * (this.mono ? 1 : 1.12));
  }

  /** Splits a text into lines no wider than maxWidth, at spaces. */
  wrap(text: string, size: number, maxWidth: number, weight: 'normal' | 'bold' = 'normal'): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.measure(next, this.scaled(size), weight) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(x: number, y: number, text: string, options: TextOptions): DrawnText {
    const weight = options.weight ?? 'normal';
    const anchor = options.anchor ?? 'start';
    let size = this.scaled(options.size);
    if (options.maxWidth !== undefined) {
      while (size > options.size * 0.75 && this.measure(text, size, weight) > options.maxWidth) size -= 1;
    }
    const drawn: DrawnText = {
      text,
      x,
      y,
      size,
      weight,
      anchor,
      role: options.role ?? 'other',
      width: this.measure(text, size, weight),
    };
    this.texts.push(drawn);
    const opacity = options.opacity !== undefined ? ` fill-opacity="${options.opacity}"` : '';
    this.parts.push(
      `<text x="${x}" y="${y}" font-family="${this.font}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="${options.fill}"${opacity} xml:space="preserve">${escapeXml(text)}</text>`,
    );
    this.lowest = Math.max(this.lowest, y + size * 0.3);
    return drawn;
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    fill: string,
    options: { rx?: number; stroke?: string; strokeWidth?: number } = {},
  ): void {
    const stroke = options.stroke ? ` stroke="${options.stroke}" stroke-width="${options.strokeWidth ?? 2}"` : '';
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${options.rx ?? 0}" fill="${fill}"${stroke}/>`,
    );
    this.lowest = Math.max(this.lowest, y + h);
  }

  circle(
    cx: number,
    cy: number,
    r: number,
    fill: string,
    options: { stroke?: string; strokeWidth?: number } = {},
  ): void {
    const stroke = options.stroke ? ` stroke="${options.stroke}" stroke-width="${options.strokeWidth ?? 2}"` : '';
    this.parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${stroke}/>`);
    this.lowest = Math.max(this.lowest, cy + r);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): void {
    this.parts.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`,
    );
    this.lowest = Math.max(this.lowest, y1, y2);
  }

  path(d: string, options: { fill?: string; stroke?: string; strokeWidth?: number }): void {
    const stroke = options.stroke
      ? ` stroke="${options.stroke}" stroke-width="${options.strokeWidth ?? 3}" stroke-linecap="round" stroke-linejoin="round"`
      : '';
    this.parts.push(`<path d="${d}" fill="${options.fill ?? 'none'}"${stroke}/>`);
  }

  /** The lowest point anything was drawn at. */
  get bottom(): number {
    return Math.ceil(this.lowest);
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">${this.parts.join('')}</svg>`;
  }
}
