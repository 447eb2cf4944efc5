import { describe, expect, it } from 'vitest';
import { type Glyph, restoreMaskGlyphs, withMasksAsX } from './mask-glyphs.js';
import type { GrayImage } from './ocr.js';

// Glyphs side by side, 16 px apart: digits 26 px tall on the baseline at 100, stars 16 px tall standing at its top.
const glyphs = (pattern: string, shapes: Record<string, 'digit' | 'star' | 'dot' | 'tall'>): Glyph[] =>
  [...pattern].map((text, at) => {
    const left = at * 16;
    switch (shapes[text] ?? 'digit') {
      case 'star':
        return { text: text === '#' ? '8' : text, box: { left, top: 74, width: 14, height: 16 } };
      case 'dot':
        return { text: text === '!' ? '2' : text, box: { left, top: 96, width: 3, height: 4 } };
      case 'tall':
        return { text: '2', box: { left, top: 62, width: 12, height: 45 } };
      default:
        return { text, box: { left, top: 74, width: 14, height: 26 } };
    }
  });

describe('restoreMaskGlyphs', () => {
  it('reads digits boxed raised and short as the stars of a mask, a speck on the baseline as a dot', () => {
    // "31.***.***/0001-**" read as "31!### !##*/0001-**": stars as 8s, dots as 2s.
    const word = glyphs('31!###', { '!': 'dot', '#': 'star' });
    const rest = glyphs('!##*/0001-**', { '!': 'dot', '#': 'star', '*': 'star', '/': 'digit', '-': 'dot' });

    expect(restoreMaskGlyphs([word, rest])).toEqual(['31.***', '.***/0001-**']);
  });

  it('drops a box far taller than the digits, as OCR draws around a dot and its neighbours', () => {
    expect(restoreMaskGlyphs([glyphs('31T###.###/0001', { T: 'tall', '#': 'star', '.': 'dot' })])).toEqual([
      '31***.***/0001',
    ]);
  });

  it('leaves a document of whole digits, a name and a label as read', () => {
    expect(restoreMaskGlyphs([glyphs('31824056', {})])).toBeNull();
    const label = [...'CNPJ'].map((text, at) => ({ text, box: { left: at * 16, top: 74, width: 14, height: 16 } }));

    expect(restoreMaskGlyphs([label, glyphs('31.***', { '.': 'dot', '*': 'star' })])).toBeNull();
    expect(restoreMaskGlyphs([label, glyphs('31###.###/0001', { '#': 'star', '.': 'dot' })])).toEqual([
      'CNPJ',
      '31***.***/0001',
    ]);
  });

  it('takes the digits most of the line stands on for its baseline, not a few boxes drawn too tall', () => {
    const id = glyphs('E3030629420261123154', {});
    const garbled = [...'4i0L'].map((text, at) => ({
      text,
      box: { left: 400 + at * 16, top: 64, width: 14, height: 55 },
    }));

    expect(restoreMaskGlyphs([id, garbled])).toBeNull();
  });

  it('keeps digits boxed short and raised when stars read as stars show a star is shorter still', () => {
    // "06.***.***/0001-**": the 0 and 6 boxed down to the dot's bottom, the 0001 boxed short of it.
    const glyph = (text: string, top: number, height: number, at: number) => ({
      text,
      box: { left: at * 16, top, width: 14, height },
    });
    const line = [
      ...[...'06'].map((text, at) => glyph(text, 850, 22, at)),
      glyph('.', 869, 3, 2),
      ...[...'******'].map((text, at) => glyph(text, 848, 11, 3 + at)),
      glyph('/', 848, 17, 9),
      ...[...'0001'].map((text, at) => glyph(text, 850, 15, 10 + at)),
      ...[...'88'].map((text, at) => glyph(text, 848, 11, 14 + at)),
    ];

    expect(restoreMaskGlyphs([line])).toEqual(['06.******/0001**']);
  });

  it('takes a single raised digit for a mark, not a mask', () => {
    expect(restoreMaskGlyphs([glyphs('1234#', { '#': 'star' })])).toBeNull();
  });
});

// A line image 40 px tall, white, with dark shapes: digits 20 px tall standing on the baseline at y 30, stars 9 px
// square raised to the digits' top (or, as "@", touching and 14 px tall; as "%", its arms broken apart by compression
// into a top and two feet a blank row below it; as "o", a small bullet a quarter of a digit's height), a dot on the
// baseline, a dash at mid-height.
function lineWith(pattern: string): GrayImage {
  const [width, height] = [pattern.length * 16 + 8, 40];
  const data = Buffer.alloc(width * height, 250);
  const paint = (left: number, top: number, w: number, h: number) => {
    for (let y = top; y < top + h; y++) data.fill(20, y * width + left, y * width + left + w);
  };
  [...pattern].forEach((char, at) => {
    const left = 4 + at * 16;
    if (char === '*') paint(left + 2, 11, 9, 9);
    // A star as wide as the advance, so that neighbours touch, and nearly a digit's height, clear of the baseline.
    else if (char === '@') paint(left, 5, 16, 14);
    else if (char === '%') {
      paint(left + 2, 11, 9, 4);
      paint(left + 2, 16, 3, 4);
      paint(left + 8, 16, 3, 4);
    } else if (char === 'o') paint(left + 4, 14, 7, 5);
    else if (char === '.') paint(left + 4, 27, 4, 4);
    else if (char === '-') paint(left + 2, 20, 11, 3);
    else paint(left + 2, 11, 10, 20);
  });
  return { data, width, height };
}

const dark = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x]! < 128;

describe('withMasksAsX', () => {
  it('paints each raised star over with an X standing on the digits’ baseline, and leaves digits, dots and dashes', () => {
    const line = lineWith('***.456.789-**');

    const redrawn = withMasksAsX(line)!;

    // The first star's square (x 6–14, y 11–19) is now an X: its middle is ink, its left middle is not, and its
    // strokes reach down to the baseline.
    expect(dark(redrawn, 10, 21)).toBe(true);
    expect(dark(redrawn, 6, 21)).toBe(false);
    expect(dark(redrawn, 7, 30) || dark(redrawn, 8, 30)).toBe(true);
    // A digit, the dot and the dash are as they were.
    for (const [x, y] of [
      [4 * 16 + 10, 25],
      [3 * 16 + 9, 29],
      [11 * 16 + 10, 21],
    ] as const) {
      expect(dark(redrawn, x, y)).toBe(dark(line, x, y));
    }
    expect(redrawn.data).not.toEqual(line.data);
  });

  it('paints stars that touch, and stars nearly a digit’s height standing clear of the baseline, one X each', () => {
    const line = lineWith('@@@.456.789-@@');

    const redrawn = withMasksAsX(line)!;

    // Each star's middle, below where it was drawn, is now where its X's strokes cross; between two stars is not.
    for (const at of [0, 1, 2, 12, 13]) {
      expect(dark(line, 4 + at * 16 + 8, 21)).toBe(false);
      expect(dark(redrawn, 4 + at * 16 + 8, 21)).toBe(true);
    }
    expect(dark(redrawn, 4 + 16, 21)).toBe(false);
    expect(dark(redrawn, 4 + 4 * 16 + 10, 25)).toBe(true);
  });

  it('paints a star whose arms compression broke apart one X, as a single star', () => {
    const line = lineWith('%%%.456.789-%%');

    const redrawn = withMasksAsX(line)!;

    for (const at of [0, 1, 2, 12, 13]) {
      expect(dark(line, 4 + at * 16 + 6, 21)).toBe(false);
      expect(dark(redrawn, 4 + at * 16 + 6, 21)).toBe(true);
    }
    expect(dark(redrawn, 4 + 4 * 16 + 10, 25)).toBe(true);
  });

  it('paints a run of small bullets over with one X, and takes no single small dot for a mask', () => {
    const line = lineWith('ooo.456.789-oo');

    const redrawn = withMasksAsX(line)!;

    // The X spans the first run (x 9–46): its strokes cross below the bullets, where the line had no ink.
    expect(dark(line, 27, 22)).toBe(false);
    expect(dark(redrawn, 27, 22)).toBe(true);
    expect(dark(redrawn, 4 + 4 * 16 + 10, 25)).toBe(true);
    expect(withMasksAsX(lineWith('123o456.789-09'))).toBeNull();
  });

  it('gives null for a line with no stars, or one star only', () => {
    expect(withMasksAsX(lineWith('123.456.789-09'))).toBeNull();
    expect(withMasksAsX(lineWith('123.456.789-0*'))).toBeNull();
  });
});
