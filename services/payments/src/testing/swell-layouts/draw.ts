// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { type FontFamily, WIDTH_FACTOR } from './specs.js';
import { xml } from './text.js';

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
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One drawn text, in pixels of the drawing. */
export interface DrawnText {
  text: string;
  role: Role;
  x: number;
  y: number;
  size: number;
  anchor: 'start' | 'middle' | 'end';
  box: Box;
}

export interface TextOptions {
  size: number;
  role: Role;
  fill: string;
  weight?: 400 | 700;
  anchor?: 'start' | 'middle' | 'end';
}

/** Top of a text's box above its baseline, and bottom below it, as fractions of the size. */
const ASCENT = 0.95;
const DESCENT = 0.3;

/**
 * A small canvas: drawers work in units of a 1080-wide screen; the canvas scales them to its pixel width
 * and records every text with its role and estimated box in pixels.
 */
export class Canvas {
  readonly width: number;
  readonly scale: number;
  readonly font: FontFamily;
  readonly texts: DrawnText[] = [];
  private readonly shapes: string[] = [];
  private readonly background: string;

  constructor(width: number, font: FontFamily, background: string) {
    this.width = width;
    this.scale = width / 1080;
    this.font = font;
    this.background = background;
  }

  /** Estimated width of a text in drawer units. */
  measure(text: string, size: number): number {
    return text.length * size * WIDTH_FACTOR[this.font];
  }

  text(value: string, x: number, y: number, options: TextOptions): DrawnText {
    const anchor = options.anchor ?? 'start';
    const width = this.measure(value, options.size);
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    const s = this.scale;
    const drawn: DrawnText = {
      text: value,
      role: options.role,
      x: x * s,
      y: y * s,
      size: options.size * s,
      anchor,
      box: {
        x0: left * s,
        y0: (y - ASCENT * options.size) * s,
        x1: (left + width) * s,
        y1: (y + DESCENT * options.size) * s,
      },
    };
    this.texts.push(drawn);
    this.shapes.push(
      `<text x="${x}" y="${y}" font-family="${this.font}" font-size="${options.size}" font-weight="${options.weight ?? 400}" fill="${options.fill}" text-anchor="${anchor}" xml:space="preserve">${xml(value)}</text>`,
    );
    return drawn;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, radius = 0, stroke?: string): void {
    const line = stroke ? ` stroke="${stroke}" stroke-width="2" fill-opacity="${fill === 'none' ? 0 : 1}"` : '';
    this.shapes.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"${line}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string): void {
    this.shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`);
  }

  /** A polyline stroke (check marks, arrows, icons). */
  stroke(points: ReadonlyArray<readonly [number, number]>, color: string, width: number): void {
    const d = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px} ${py}`).join(' ');
    this.shapes.push(
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  line(x0: number, y: number, x1: number, color: string, width = 2): void {
    this.shapes.push(`<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}" stroke="${color}" stroke-width="${width}"/>`);
  }

  /** The SVG of a drawing `height` units tall, and its pixel size. */
  svg(height: number): { svg: string; width: number; height: number } {
    const pixelHeight = Math.round(height * this.scale);
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${pixelHeight}" viewBox="0 0 1080 ${height}" preserveAspectRatio="none">`,
      `<rect x="0" y="0" width="1080" height="${height}" fill="${this.background}"/>`,
      ...this.shapes,
      '</svg>',
    ].join('\n');
    return { svg, width: this.width, height: pixelHeight };
  }
}
