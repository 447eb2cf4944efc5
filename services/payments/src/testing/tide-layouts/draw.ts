// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { FONT_WIDTH_FACTOR } from './specs.js';

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

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One text as drawn: position and size in delivered-before-forwarding pixels, with its estimated box. */
export interface DrawnText {
  text: string;
  role: Role;
  x: number;
  y: number;
  size: number;
  anchor: 'start' | 'middle' | 'end';
  weight: number;
  fill: string;
  box: Box;
}

export interface TextOptions {
  size: number;
  role: Role;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
}

/** Ascent and descent of a line as fractions of the font size (Lemonada's accents on capitals reach high). */
export const ASCENT = 0.95;
export const DESCENT = 0.3;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Estimated advance of a text in the same units as size. */
export function textWidth(text: string, size: number, font: string, weight = 400): number {
  const factor = FONT_WIDTH_FACTOR[font] ?? 0.7;
  return [...text].length * size * factor * (weight >= 600 ? 1.04 : 1);
}

/**
 * A small SVG canvas designed on a 1080-wide grid and scaled to the layout's pixel width. Every text is recorded
 * with its role and estimated box (in pixels) so the corpus can be checked without reading the image back.
 */
export class Canvas {
  readonly texts: DrawnText[] = [];
  private readonly parts: string[] = [];
  readonly scale: number;
  /** Height of the canvas in design units. */
  readonly designHeight: number;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly font: string,
    background: string,
  ) {
    this.scale = width / 1080;
    this.designHeight = height / this.scale;
    this.parts.push(`<rect x="0" y="0" width="1080" height="${this.designHeight}" fill="${background}"/>`);
  }

  measure(text: string, size: number, weight = 400): number {
    return textWidth(text, size, this.font, weight);
  }

  text(text: string, x: number, y: number, options: TextOptions): DrawnText {
    const anchor = options.anchor ?? 'start';
    const weight = options.weight ?? 400;
    const width = this.measure(text, options.size, weight);
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    const s = this.scale;
    const drawn: DrawnText = {
      text,
      role: options.role,
      x: x * s,
      y: y * s,
      size: options.size * s,
      anchor,
      weight,
      fill: options.fill,
      box: {
        left: left * s,
        top: (y - options.size * ASCENT) * s,
        right: (left + width) * s,
        bottom: (y + options.size * DESCENT) * s,
      },
    };
    this.texts.push(drawn);
    this.parts.push(
      `<text x="${x}" y="${y}" font-family="${this.font}" font-size="${options.size}" font-weight="${weight}" fill="${options.fill}" text-anchor="${anchor}" xml:space="preserve">${escapeXml(text)}</text>`,
    );
    return drawn;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, options: { rx?: number; stroke?: string } = {}): void {
    const stroke = options.stroke ? ` stroke="${options.stroke}" stroke-width="2"` : '';
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${options.rx ?? 0}" fill="${fill}"${stroke}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, stroke?: string): void {
    const line = stroke ? ` stroke="${stroke}" stroke-width="4"` : '';
    this.parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${line}/>`);
  }

  path(d: string, stroke: string, width: number, fill = 'none'): void {
    this.parts.push(
      `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): void {
    this.parts.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}"/>`);
  }

  /** Bottom of the lowest text, in pixels. */
  bottom(): number {
    return Math.max(0, ...this.texts.map((t) => t.box.bottom));
  }

  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 1080 ${this.designHeight}"><g>${this.parts.join('')}</g></svg>`;
  }
}
