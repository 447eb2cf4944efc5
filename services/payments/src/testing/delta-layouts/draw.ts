// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import { MONOSPACE_FONT } from './specs.js';

export interface TextStyle {
  size: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const n = (v: number): string => String(Math.round(v * 10) / 10);

/** Advance widths (in em) measured on Caladea Bold, rounded up: a safe estimate for regular text too. */
function caladeaWidth(ch: string): number {
  if (ch === ' ') return 0.25;
  if ('MWmw@'.includes(ch)) return 0.88;
  if ('iljtfIr.,:;!|\'"'.includes(ch)) return 0.34;
  if (/\d/.test(ch)) return 0.53;
  if (/\p{Lu}/u.test(ch)) return 0.64;
  if (/\p{Ll}/u.test(ch)) return 0.52;
  return 0.5;
}

/** A small SVG canvas: shapes and single-line text, with a width estimate for layout. */
export class Canvas {
  private readonly parts: string[] = [];
  private readonly family: string;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly font: string,
    background: string,
  ) {
    this.family = /[\d\s]/.test(font) ? `'${font}'` : font;
    this.rect(0, 0, width, height, background);
  }

  get monospace(): boolean {
    return this.font === MONOSPACE_FONT;
  }

  /** A position in the drawing, to put a shape behind what is drawn after it. */
  mark(): number {
    return this.parts.length;
  }

  private add(svg: string, at?: number): void {
    if (at === undefined) this.parts.push(svg);
    else this.parts.splice(at, 0, svg);
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    fill: string,
    opts: { rx?: number; stroke?: string; strokeWidth?: number; at?: number } = {},
  ): void {
    const stroke = opts.stroke ? ` stroke="${opts.stroke}" stroke-width="${n(opts.strokeWidth ?? 2)}"` : '';
    this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(opts.rx ?? 0)}" fill="${fill}"${stroke}/>`,
      opts.at,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, opts: { stroke?: string; strokeWidth?: number } = {}): void {
    const stroke = opts.stroke ? ` stroke="${opts.stroke}" stroke-width="${n(opts.strokeWidth ?? 2)}"` : '';
    this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${stroke}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): void {
    this.add(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"/>`,
    );
  }

  path(d: string, opts: { fill?: string; stroke?: string; strokeWidth?: number }): void {
    const stroke = opts.stroke
      ? ` stroke="${opts.stroke}" stroke-width="${n(opts.strokeWidth ?? 2)}" stroke-linecap="round" stroke-linejoin="round"`
      : '';
    this.add(`<path d="${d}" fill="${opts.fill ?? 'none'}"${stroke}/>`);
  }

  /** One line of text at a baseline; throws when it falls off the screen. */
  text(x: number, baseline: number, s: string, style: TextStyle): void {
    if (baseline > this.height - 4 || baseline - style.size < 0) {
      throw new Error(`text '${s}' at baseline ${Math.round(baseline)} is off a ${this.height} px screen`);
    }
    const weight = style.bold ? ' font-weight="bold"' : '';
    const anchor = style.anchor && style.anchor !== 'start' ? ` text-anchor="${style.anchor}"` : '';
    const spacing = style.letterSpacing ? ` letter-spacing="${n(style.letterSpacing)}"` : '';
    this.add(
      `<text x="${n(x)}" y="${n(baseline)}" font-family="${this.family}" font-size="${n(style.size)}"${weight}${anchor}${spacing} fill="${style.fill}">${esc(s)}</text>`,
    );
  }

  /** Estimated width in px. */
  textWidth(s: string, size: number): number {
    if (this.monospace) return [...s].length * 0.55 * size;
    let em = 0;
    for (const ch of s) em += caladeaWidth(ch);
    return em * size;
  }

  /** Lines of at most maxWidth: by words, and by characters for a word too long (ids, e-mails). */
  wrap(s: string, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    let current = '';
    const pushWord = (word: string): void => {
      const candidate = current ? `${current} ${word}` : word;
      if (this.textWidth(candidate, size) <= maxWidth) {
        current = candidate;
        return;
      }
      if (current) lines.push(current);
      current = '';
      if (this.textWidth(word, size) <= maxWidth) {
        current = word;
        return;
      }
      // Too long for a line: break after a '-', '@' or '.' when one is near the end, else anywhere.
      let piece = '';
      for (const ch of word) {
        if (this.textWidth(piece + ch, size) > maxWidth) {
          const at = Math.max(piece.lastIndexOf('-'), piece.lastIndexOf('@'), piece.lastIndexOf('.'));
          const cut = at >= piece.length / 2 ? at + 1 : piece.length;
          lines.push(piece.slice(0, cut));
          piece = piece.slice(cut);
        }
        piece += ch;
      }
      current = piece;
    };
    for (const word of s.split(' ').filter(Boolean)) pushWord(word);
    if (current) lines.push(current);
    return lines.length ? lines : [''];
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">${this.parts.join('')}</svg>`;
  }
}

// ---------------------------------------------------------------- icons

export function checkIcon(c: Canvas, cx: number, cy: number, r: number, fill: string, mark: string): void {
  c.circle(cx, cy, r, fill);
  c.path(
    `M${n(cx - r * 0.45)} ${n(cy + r * 0.02)} L${n(cx - r * 0.12)} ${n(cy + r * 0.35)} L${n(cx + r * 0.48)} ${n(cy - r * 0.3)}`,
    {
      stroke: mark,
      strokeWidth: r * 0.16,
    },
  );
}

export function clockIcon(c: Canvas, cx: number, cy: number, r: number, color: string): void {
  c.circle(cx, cy, r, 'none', { stroke: color, strokeWidth: r * 0.14 });
  c.path(`M${n(cx)} ${n(cy - r * 0.55)} L${n(cx)} ${n(cy)} L${n(cx + r * 0.4)} ${n(cy + r * 0.3)}`, {
    stroke: color,
    strokeWidth: r * 0.12,
  });
}

/** The PIX mark, simplified: a diamond with a smaller diamond cut out. */
export function pixIcon(c: Canvas, cx: number, cy: number, r: number, color: string): void {
  const d = (k: number): string =>
    `M${n(cx)} ${n(cy - r * k)} L${n(cx + r * k)} ${n(cy)} L${n(cx)} ${n(cy + r * k)} L${n(cx - r * k)} ${n(cy)} Z`;
  c.path(d(1), { fill: color });
  c.path(d(0.45), { fill: 'none', stroke: '#ffffff', strokeWidth: r * 0.12 });
}

export function chevronLeft(c: Canvas, x: number, cy: number, size: number, color: string): void {
  c.path(`M${n(x + size * 0.5)} ${n(cy - size * 0.5)} L${n(x)} ${n(cy)} L${n(x + size * 0.5)} ${n(cy + size * 0.5)}`, {
    stroke: color,
    strokeWidth: size * 0.14,
  });
}

export function closeIcon(c: Canvas, cx: number, cy: number, size: number, color: string): void {
  const h = size / 2;
  c.path(
    `M${n(cx - h)} ${n(cy - h)} L${n(cx + h)} ${n(cy + h)} M${n(cx + h)} ${n(cy - h)} L${n(cx - h)} ${n(cy + h)}`,
    {
      stroke: color,
      strokeWidth: size * 0.12,
    },
  );
}

export function shareIcon(c: Canvas, cx: number, cy: number, size: number, color: string): void {
  const h = size / 2;
  c.path(
    `M${n(cx - h)} ${n(cy - h * 0.1)} L${n(cx - h)} ${n(cy + h)} L${n(cx + h)} ${n(cy + h)} L${n(cx + h)} ${n(cy - h * 0.1)} M${n(cx)} ${n(cy + h * 0.3)} L${n(cx)} ${n(cy - h)} M${n(cx - h * 0.45)} ${n(cy - h * 0.55)} L${n(cx)} ${n(cy - h)} L${n(cx + h * 0.45)} ${n(cy - h * 0.55)}`,
    { stroke: color, strokeWidth: size * 0.1 },
  );
}

/** A phone status bar: clock on the left, signal bars and battery on the right. */
export function statusBar(
  c: Canvas,
  clock: string,
  color: string,
  size: number,
  margin: number,
  battery: number,
): void {
  const baseline = size * 1.55;
  c.text(margin, baseline, clock, { size, fill: color, bold: true });
  const right = c.width - margin;
  const bw = size * 1.5;
  const bh = size * 0.72;
  const top = baseline - bh * 0.95;
  c.rect(right - bw, top, bw, bh, 'none', { rx: bh * 0.25, stroke: color, strokeWidth: size * 0.07 });
  c.rect(right - bw + size * 0.12, top + size * 0.12, (bw - size * 0.24) * battery, bh - size * 0.24, color, {
    rx: bh * 0.12,
  });
  c.rect(right + size * 0.05, top + bh * 0.3, size * 0.1, bh * 0.4, color);
  for (let i = 0; i < 4; i++) {
    const h = size * (0.25 + i * 0.17);
    c.rect(right - bw - size * 1.6 + i * size * 0.28, baseline - h, size * 0.18, h, color, { rx: size * 0.04 });
  }
}
