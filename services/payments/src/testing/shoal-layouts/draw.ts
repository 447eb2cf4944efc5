// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { DRAWABLE, type FontSpec } from './specs.js';
import { type DocMask, escapeXml } from './text.js';

export type Role =
  | 'recipient-name'
  | 'recipient-document'
  | 'payer-name'
  | 'payer-document'
  | 'amount'
  | 'date'
  | 'key'
  | 'description'
  | 'label'
  | 'heading'
  | 'id'
  | 'other';

export type Anchor = 'start' | 'middle' | 'end';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface DrawnText {
  text: string;
  role: Role;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  anchor: Anchor;
  bold: boolean;
  fill: string;
  family: string;
  box: Box;
  /** For documents: the real digits and the mask they were printed with. */
  doc?: { digits: string; mask: DocMask };
}

export interface TextOptions {
  size: number;
  role: Role;
  anchor?: Anchor;
  bold?: boolean;
  fill: string;
  doc?: { digits: string; mask: DocMask };
  /** Letter case and weight aside, an explicit family (defaults to the canvas font). */
  font?: FontSpec;
}

/** Part of a glyph's em above the baseline (accents included) and below it. */
export const ASCENT = 0.86;
export const DESCENT = 0.24;

/** Estimated advance of a text: per-character widths for the sans, a fixed factor for the monospace. */
export function estimateWidth(text: string, font: FontSpec, size: number): number {
  let em = 0;
  for (const char of text) {
    const base = char.normalize('NFD').charAt(0);
    em += font.widths[char] ?? font.widths[base] ?? font.fallback;
  }
  // A little slack for hinting and the synthetic bold.
  return em * size * 1.03;
}

/** A small canvas that draws SVG and records every text with its role and box. */
export class Canvas {
  readonly texts: DrawnText[] = [];
  private readonly shapes: string[] = [];
  private readonly overlays: string[] = [];

  constructor(
    readonly width: number,
    readonly font: FontSpec,
  ) {}

  text(text: string, x: number, y: number, options: TextOptions): DrawnText {
    if (!DRAWABLE.test(text)) throw new Error(`character outside the fonts' coverage in ${JSON.stringify(text)}`);
    if (text.trim() === '') throw new Error('empty text');
    const font = options.font ?? this.font;
    const anchor = options.anchor ?? 'start';
    const width = estimateWidth(text, font, options.size);
    const x0 = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    const drawn: DrawnText = {
      text,
      role: options.role,
      x,
      y,
      size: options.size,
      anchor,
      bold: options.bold ?? false,
      fill: options.fill,
      family: font.family,
      box: { x0, y0: y - options.size * ASCENT, x1: x0 + width, y1: y + options.size * DESCENT },
      ...(options.doc ? { doc: options.doc } : {}),
    };
    this.texts.push(drawn);
    return drawn;
  }

  measure(text: string, size: number, font?: FontSpec): number {
    return estimateWidth(text, font ?? this.font, size);
  }

  /** Raw SVG shapes under the texts (backgrounds, cards, icons, rules). */
  shape(svg: string): void {
    this.shapes.push(svg);
  }

  /** Raw SVG shapes drawn before everything (page backgrounds). */
  background(svg: string): void {
    this.overlays.push(svg);
  }

  /** The lowest point any text reaches. */
  get bottom(): number {
    return Math.max(0, ...this.texts.map((text) => text.box.y1));
  }

  svg(height: number, pageFill: string): string {
    const texts = this.texts.map((text) => {
      const weight = text.bold ? ' font-weight="bold"' : '';
      const anchor = text.anchor === 'start' ? '' : ` text-anchor="${text.anchor}"`;
      return `<text x="${round(text.x)}" y="${round(text.y)}" font-family="${text.family}" font-size="${round(text.size)}"${weight}${anchor} fill="${text.fill}" xml:space="preserve">${escapeXml(text.text)}</text>`;
    });
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${height}" viewBox="0 0 ${this.width} ${height}">`,
      `<rect x="0" y="0" width="${this.width}" height="${height}" fill="${pageFill}"/>`,
      ...this.overlays,
      ...this.shapes,
      ...texts,
      '</svg>',
    ].join('\n');
  }
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
