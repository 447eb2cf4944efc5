import { baselineOf, type Blob as Ink, lineGlyphs } from './mask-glyphs.js';
import type { Box, GrayImage } from './ocr.js';

// Raised cents stand wholly above the lower part of the units' digits, and are smaller than them.
const RAISED_BY = 0.3;
const CENTS_HEIGHT = 0.75;
// A cents digit is this much of a units digit's height at least (the comma before them is smaller).
const CENTS_MIN_HEIGHT = 0.3;

export interface RaisedCents {
  /** Where the cents stand in the line image. */
  cents: Box;
  /** The line image with the cents and all after them painted over, for the units to be read alone. */
  units: GrayImage;
  /**
   * The line image with all before the cents painted over: cut out with a margin, the cents would take in the edge of
   * the units' last digit.
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
  const [left, right] = [cents[0]!.left, Math.max(...cents.map((blob) => blob.right))];
  const top = Math.min(...cents.map((blob) => blob.top));
  const bottom = Math.max(...cents.map((blob) => blob.bottom));
  const [units, centsAlone] = [Buffer.from(image.data), Buffer.from(image.data)];
  for (let y = 0; y < image.height; y++) {
    units.fill(background, y * image.width + left, (y + 1) * image.width);
    centsAlone.fill(background, y * image.width, y * image.width + left);
  }
  return {
    cents: { left, top, width: right - left + 1, height: bottom - top + 1 },
    units: { data: units, width: image.width, height: image.height },
    centsAlone: { data: centsAlone, width: image.width, height: image.height },
  };
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
