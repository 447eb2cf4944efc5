import { describe, expect, it } from 'vitest';
import type { GrayImage } from './ocr.js';
import { endsInCents, raisedCents } from './raised-cents.js';

const [WIDTH, HEIGHT, BASELINE] = [240, 80, 60];

/** A white line image with black blocks as glyphs: [left, width, top, bottom] each. */
function line(glyphs: Array<[number, number, number, number]>): GrayImage {
  const data = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (const [left, width, top, bottom] of glyphs) {
    for (let y = top; y <= bottom; y++) data.fill(0, y * WIDTH + left, y * WIDTH + left + width);
  }
  return { data, width: WIDTH, height: HEIGHT };
}
/** Where ink starts and ends, column pairs left to right, in an image's row BASELINE - 5. */
function inkColumns({ data, width }: GrayImage): number[] {
  const row = data.subarray((BASELINE - 5) * width, (BASELINE - 4) * width);
  const edges: number[] = [];
  for (let x = 0; x < width; x++) {
    const ink = row[x] === 0;
    if (ink !== (row[x - 1] === 0)) edges.push(ink ? x : x - 1);
  }
  if (row[width - 1] === 0) edges.push(width - 1);
  return edges;
}
const digit = (left: number): [number, number, number, number] => [left, 12, BASELINE - 39, BASELINE];
const UNITS = [digit(10), digit(30), digit(50), digit(70)];

describe('raisedCents', () => {
  it('finds two small glyphs raised after the units, cuts the units out without them and paints the units and the comma over in the cents image', () => {
    const image = line([...UNITS, [90, 3, 32, 36], [96, 7, 21, 38], [106, 7, 21, 38]]);

    const found = raisedCents(image);

    expect(found?.cents).toEqual({ left: 96, top: 21, width: 17, height: 18 });
    expect(found?.centsAlone.data[34 * WIDTH + 91]).toBe(255);
    // From the line's start (less than 0.3 digit before the first) to the cents, and 0.3 digit of blank after.
    expect(found?.units.width).toBe(90 + 12);
    expect(inkColumns(found!.units)).toEqual([10, 21, 30, 41, 50, 61, 70, 81]);
    expect(found?.centsAlone.data[30 * WIDTH + 100]).toBe(0);
    expect(found?.centsAlone.data[30 * WIDTH + 75]).toBe(255);
    expect(image.data[30 * WIDTH + 100]).toBe(0);
    expect(image.data[30 * WIDTH + 75]).toBe(0);
  });

  it('finds the cents after two units digits whose sign stands raised and small before them', () => {
    const sign: Array<[number, number, number, number]> = [
      [10, 7, 21, 38],
      [20, 7, 19, 40],
    ];
    const image = line([...sign, digit(30), digit(50), [66, 3, 32, 36], [72, 7, 21, 38], [82, 7, 21, 38]]);

    expect(raisedCents(image)?.cents).toEqual({ left: 72, top: 21, width: 17, height: 18 });
  });

  it('leaves the sign out of the units image, small on the baseline or with a dollar taller than the digits, and keeps the separator', () => {
    const smallSign: Array<[number, number, number, number]> = [
      [10, 7, BASELINE - 16, BASELINE],
      [20, 7, BASELINE - 18, BASELINE + 2],
    ];
    const cents: Array<[number, number, number, number]> = [
      [76, 3, 32, 36],
      [82, 7, 21, 38],
      [92, 7, 21, 38],
    ];

    const tallDollar: Array<[number, number, number, number]> = [digit(2), [16, 9, BASELINE - 48, BASELINE + 8]];
    const separator: [number, number, number, number] = [44, 3, BASELINE - 6, BASELINE];

    const small = raisedCents(line([...smallSign, digit(30), digit(50), ...cents]));
    const tall = raisedCents(line([...tallDollar, digit(30), separator, digit(50), ...cents]));
    const digits = raisedCents(line([digit(10), digit(30), digit(50), ...cents]));

    expect(inkColumns(small!.units)).toEqual([3, 14, 23, 34]);
    expect(inkColumns(tall!.units)).toEqual([5, 16, 19, 21, 25, 36]);
    expect(inkColumns(digits!.units)).toEqual([10, 21, 30, 41, 50, 61]);
  });

  it('finds nothing when the cents stand on the baseline with the units', () => {
    expect(raisedCents(line([...UNITS, [90, 3, 56, 62], digit(96), digit(110)]))).toBeNull();
  });

  it('finds nothing when a single small mark is raised after the units (a footnote, not cents)', () => {
    expect(raisedCents(line([...UNITS, [90, 7, 21, 38]]))).toBeNull();
  });

  it('finds nothing when the raised glyphs are as tall as the units (a line set higher, not cents)', () => {
    expect(raisedCents(line([...UNITS, [90, 12, 5, 44], [106, 12, 5, 44]]))).toBeNull();
  });
});

describe('endsInCents', () => {
  const comma: [number, number, number, number] = [90, 4, 54, 66];

  it('finds a comma low between the units and two digits on the baseline', () => {
    expect(endsInCents(line([...UNITS, comma, digit(100), digit(120)]))).toBe(true);
  });

  it('takes no mark inside a zero for a glyph of its own', () => {
    expect(endsInCents(line([...UNITS, comma, digit(100), digit(120), [124, 4, 35, 42]]))).toBe(true);
  });

  it('finds no cents in digits alone, after a mark standing high, or raised small', () => {
    expect(endsInCents(line([...UNITS, digit(90), digit(110)]))).toBe(false);
    expect(endsInCents(line([...UNITS, [90, 4, 21, 30], digit(100), digit(120)]))).toBe(false);
    expect(endsInCents(line([...UNITS, comma, [100, 7, 21, 38], [110, 7, 21, 38]]))).toBe(false);
  });
});
