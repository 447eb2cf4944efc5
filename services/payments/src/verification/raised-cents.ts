import { baselineOf, type Blob as Ink, lineGlyphs } from './mask-glyphs.js';
import type { Box, GrayImage } from './ocr.js';

// Raised cents stand wholly above the lower part of the units' digits, and are smaller than them.
const RAISED_BY = 0.3;
const CENTS_HEIGHT = 0.75;
// A cents digit is this much of a units digit's height at least (the comma before them is smaller).
const CENTS_MIN_HEIGHT = 0.3;
// The blank kept around the units cut out to be read alone, in digit heights.
const UNITS_MARGIN = 0.3;

export interface RaisedCents {
  /** Where the cents' digits stand in the line image. */
  cents: Box;
  /** The units cut out of the line image (without the cents, nor a small sign before them), to be read alone. */
  units: GrayImage;
  /**
   * The line image with all before the cents' digits painted over: cut out with a margin, the cents would take in the
   * comma and the edge of the units' last digit.
   */
  centsAlone: GrayImage;
}

/**
 * An amount's line image that prints its cents raised and small after the units ("R$ 1.260⁶⁵", as some wallets print
 * every amount): the glyphs that end the line above the units' lower part, two of them at least as tall as a digit's
 * third (a comma among them may be). Tesseract reads the units and leaves such cents out, or reads them as a degree
 * sign or a colon run into the units; a person reads them. Null when the line does not end so.
 */
export function raisedCents(image: GrayImage): RaisedCents | null {
  const { blobs, background } = lineGlyphs(image);
  // The units' digits stand on the baseline, the tallest glyphs but for the sign: with two digits or one, the raised
  // sign and cents outnumber them, so the baseline is sought among the tall glyphs alone.
  const heightOf = (blob: Ink) => blob.bottom - blob.top + 1;
  const tallest = Math.max(0, ...blobs.map(heightOf));
  const tall = blobs.filter((blob) => heightOf(blob) >= CENTS_HEIGHT * tallest);
  const standing =
    tall.length === 1
      ? { baseline: tall[0]!.bottom, digitHeight: tallest }
      : baselineOf(tall.map((blob) => ({ bottom: blob.bottom, height: heightOf(blob) })));
  if (!standing) return null;
  const { baseline, digitHeight } = standing;
  const raised = (blob: (typeof blobs)[number]) =>
    blob.bottom < baseline - RAISED_BY * digitHeight && blob.bottom - blob.top + 1 < CENTS_HEIGHT * digitHeight;
  let first = blobs.length;
  while (first > 0 && raised(blobs[first - 1]!)) first--;
  const cents = blobs.slice(first);
  const digits = cents.filter((blob) => heightOf(blob) >= CENTS_MIN_HEIGHT * digitHeight);
  if (first === 0 || digits.length < 2) return null;
  const left = cents[0]!.left;
  // The cents are read without the comma before them, which OCR runs into the next digit (",75" read "15").
  const [centsLeft, right] = [digits[0]!.left, Math.max(...digits.map((blob) => blob.right))];
  const top = Math.min(...digits.map((blob) => blob.top));
  const bottom = Math.max(...digits.map((blob) => blob.bottom));
  // The units are cut out alone: a currency sign printed small before them is read as digits ("58375" for "R$ 375"),
  // and a wide blank where it was painted over makes OCR split a bold 7 ("3715").
  const start = unitsStart(blobs.slice(0, first));
  const unitsHeight = median(blobs.slice(start, first).map(heightOf));
  const margin = Math.round(UNITS_MARGIN * unitsHeight);
  const clear = start > 0 ? blobs[start - 1]!.right + 1 : 0;
  const unitsLeft = Math.min(left, Math.max(clear, blobs[start]!.left - margin));
  const unitsWidth = left - unitsLeft + margin;
  const units = Buffer.alloc(unitsWidth * image.height, background);
  const centsAlone = Buffer.from(image.data);
  for (let y = 0; y < image.height; y++) {
    image.data.copy(units, y * unitsWidth, y * image.width + unitsLeft, y * image.width + left);
    centsAlone.fill(background, y * image.width, y * image.width + centsLeft);
  }
  return {
    cents: { left: centsLeft, top, width: right - centsLeft + 1, height: bottom - top + 1 },
    units: { data: units, width: unitsWidth, height: image.height },
    centsAlone: { data: centsAlone, width: image.width, height: image.height },
  };
}

// The units' digits are within this share of their usual height; the separators between them are far shorter.
const DIGIT_HEIGHT_SPREAD = 0.25;
const SEPARATOR_HEIGHT = 0.35;

/**
 * Where the units' digits start among the glyphs before the cents: the run of glyphs of a digit's height (and the
 * separators between them) that ends the units, left of which stands the sign, smaller or taller than a digit.
 */
function unitsStart(glyphs: Ink[]): number {
  const heights = glyphs.map((blob) => blob.bottom - blob.top + 1);
  const tallest = Math.max(...heights);
  const digitHeight = median(heights.filter((height) => height >= SEPARATOR_HEIGHT * tallest));
  const isDigit = (height: number) => Math.abs(height - digitHeight) <= DIGIT_HEIGHT_SPREAD * digitHeight;
  let start = glyphs.length;
  while (start > 0 && (isDigit(heights[start - 1]!) || heights[start - 1]! < SEPARATOR_HEIGHT * digitHeight)) start--;
  while (start < glyphs.length && !isDigit(heights[start]!)) start++;
  return Math.min(start, glyphs.length - 1);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// A comma or point is far shorter and narrower than a digit, and stands low: its top below the digits' middle.
const MARK_HEIGHT = 0.45;
const MARK_TOP = 0.5;
// The cents' digits stand on the baseline at the units' height, nearly.
const DIGIT_HEIGHT = 0.75;

/**
 * Whether an amount's line image ends in a comma (or point) and two digits on the baseline: in a thin font OCR drops
 * the comma of "R$ 27,50" ("R$ 2750") however the line is read again, while the glyphs still show where it stands.
 */
export function endsInCents(image: GrayImage): boolean {
  const { blobs: all } = lineGlyphs(image);
  // The dot or slash inside a zero is no glyph of its own.
  const within = (inner: Ink, outer: Ink) =>
    inner !== outer &&
    outer.left <= inner.left &&
    outer.right >= inner.right &&
    outer.top <= inner.top &&
    outer.bottom >= inner.bottom;
  const blobs = all.filter((blob) => !all.some((other) => within(blob, other)));
  const standing = baselineOf(blobs.map((blob) => ({ bottom: blob.bottom, height: blob.bottom - blob.top + 1 })));
  if (!standing || blobs.length < 4) return false;
  const { baseline, digitHeight } = standing;
  const tolerance = Math.max(2, 0.12 * digitHeight);
  const [mark, first, last] = blobs.slice(-3) as [Ink, Ink, Ink];
  const isDigit = (blob: Ink) =>
    Math.abs(blob.bottom - baseline) <= tolerance && blob.bottom - blob.top + 1 >= DIGIT_HEIGHT * digitHeight;
  return (
    isDigit(first) &&
    isDigit(last) &&
    mark.bottom - mark.top + 1 <= MARK_HEIGHT * digitHeight &&
    mark.top > baseline - MARK_TOP * digitHeight &&
    mark.right < first.left
  );
}
