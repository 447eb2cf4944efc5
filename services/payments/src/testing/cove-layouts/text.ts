// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.
/** Text measurement from the font files' advance widths, and a small SVG canvas that records where each text went. */
import { FONT_CHARS, FONT_WIDTHS } from './font-widths';

export type Face = 'sans' | 'mono';

export const FONT_FAMILY: Record<Face, string> = { sans: 'Karmilla', mono: 'League Mono' };
/** The Debian package that ships each family. */
export const FONT_PACKAGE: Record<Face, string> = { sans: 'fonts-karmilla', mono: 'fonts-league-mono' };

const INDEX = new Map([...FONT_CHARS].map((ch, i) => [ch, i]));

/** Width of `text` in the same unit as `size`; throws on a character the face has no glyph for (it would fall back). */
export function measure(text: string, face: Face, size: number, bold = false): number {
  const table = FONT_WIDTHS[`${face}-${bold ? 700 : 400}`]!;
  let em = 0;
  for (const ch of text) {
    const i = INDEX.get(ch);
    if (i === undefined || table.missing.includes(ch)) throw new Error(`no glyph for ${JSON.stringify(ch)} in ${face}`);
    em += table.em[i]!;
  }
  return em * size;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Cuts `text` to fit `width`, ending it with `tail` (e.g. '...'). */
export function ellipsize(text: string, face: Face, size: number, bold: boolean, width: number, tail = '...'): string {
  if (measure(text, face, size, bold) <= width) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut.trimEnd()}${tail}`, face, size, bold) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${tail}`;
}

/** Splits `text` at spaces into lines no wider than `width` (a single long word stays whole). */
export function wrap(text: string, face: Face, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, face, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextBox {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface TextOptions {
  size: number;
  bold?: boolean;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  face?: Face;
  opacity?: number;
}

/** An SVG drawing in logical units (the phone's points); `y` is a cursor the layouts move down. */
export class Canvas {
  y = 0;
  readonly parts: string[] = [];
  readonly boxes: TextBox[] = [];
  constructor(
    readonly width: number,
    readonly face: Face,
  ) {}

  add(svg: string): void {
    this.parts.push(svg);
  }

  /** Draws one line of text at baseline y and returns its width. */
  text(x: number, y: number, s: string, o: TextOptions): number {
    const face = o.face ?? this.face;
    const w = measure(s, face, o.size, o.bold);
    const anchor = o.anchor ?? 'start';
    const x0 = anchor === 'start' ? x : anchor === 'middle' ? x - w / 2 : x - w;
    this.boxes.push({ text: s, x0, x1: x0 + w, y0: y - o.size * 0.78, y1: y + o.size * 0.22 });
    const weight = o.bold ? ' font-weight="700"' : '';
    const op = o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`;
    this.parts.push(
      `<text x="${r(x)}" y="${r(y)}" font-family="${FONT_FAMILY[face]}" font-size="${r(o.size)}"${weight} fill="${o.fill}"${op} text-anchor="${anchor}">${escapeXml(s)}</text>`,
    );
    return w;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): void {
    this.parts.push(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="${fill}"${extra}/>`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, dash = ''): void {
    const d = dash ? ` stroke-dasharray="${dash}"` : '';
    this.parts.push(
      `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}"${d}/>`,
    );
  }

  circle(cx: number, cy: number, radius: number, fill: string, extra = ''): void {
    this.parts.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`);
  }

  path(d: string, stroke: string, width = 2, fill = 'none'): void {
    this.parts.push(
      `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="${fill}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  /** Reserves a slot to be filled later (a card drawn behind content whose height is not known yet). */
  slot(): number {
    this.parts.push('');
    return this.parts.length - 1;
  }

  fill(slot: number, svg: string): void {
    this.parts[slot] = svg;
  }

  /** Text that leaves the screen (with a margin) or overlaps other text. */
  problems(height: number, margin = 2): string[] {
    const out: string[] = [];
    for (const b of this.boxes) {
      if (b.x0 < margin || b.x1 > this.width - margin || b.y0 < 0 || b.y1 > height)
        out.push(`off screen: ${JSON.stringify(b.text)} [${r(b.x0)}, ${r(b.x1)}] of ${this.width}`);
    }
    for (let i = 0; i < this.boxes.length; i++) {
      for (let j = i + 1; j < this.boxes.length; j++) {
        const a = this.boxes[i]!;
        const b = this.boxes[j]!;
        if (a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5)
          out.push(`overlap: ${JSON.stringify(a.text)} and ${JSON.stringify(b.text)}`);
      }
    }
    return out;
  }
}

export function r(n: number): string {
  return String(Math.round(n * 100) / 100);
}
