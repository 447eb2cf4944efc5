import type { GrayImage } from './ocr.js';

// A row whose background stands this far (gray levels) from the page's lies on a card: a bank's coloured header or
// the card that holds the amount and date.
const CARD_CONTRAST = 48;
// A card is at least this many rows tall (a divider or a card's edge is thinner).
const MIN_CARD_ROWS = 16;
// Ink stands this far from its card's background, darker or lighter.
const INK_CONTRAST = 40;
// A card holding fewer ink pixels than this share of its area holds no text to read.
const MIN_INK_SHARE = 0.002;

/**
 * Each card of a prepared page stretched on its own, in place: its background to white and its ink, light or dark,
 * to black. A page is stretched (and turned around in dark mode) as a whole, which leaves white figures on a dark
 * header, or a bright green card's white text turned dark on dark gray; Tesseract reads neither, a person reads both.
 */
export function evenCards(image: GrayImage): void {
  const { data, width } = image;
  const page = medianLevel(data);
  for (const band of cardBands(image, page)) {
    const card = medianLevel(data.subarray(band.top * width, band.bottom * width));
    // Only between each row's first and last pixel of the card's background: the page beside the card and around its
    // rounded corners is neither ink nor changed.
    const spans: Array<{ row: Uint8Array; left: number; right: number }> = [];
    const histogram = new Uint32Array(256);
    for (let y = band.top; y < band.bottom; y++) {
      const row = data.subarray(y * width, (y + 1) * width);
      const onCard = (x: number) => Math.abs(row[x]! - card) < CARD_CONTRAST / 2;
      let left = 0;
      while (left < width && !onCard(left)) left++;
      let right = width - 1;
      while (right > left && !onCard(right)) right--;
      for (let x = left; x <= right; x++) histogram[row[x]!]!++;
      spans.push({ row, left, right });
    }
    const ink = inkLevel(histogram, card);
    if (ink === null) continue;
    const levels = new Uint8Array(256);
    for (let level = 0; level < 256; level++) {
      levels[level] = Math.round(255 * Math.min(1, Math.max(0, (level - ink) / (card - ink))));
    }
    for (const { row, left, right } of spans) for (let x = left; x <= right; x++) row[x] = levels[row[x]!]!;
  }
}

/** Runs of rows whose median level stands far from the page's, tall enough to be cards. */
function cardBands({ data, width, height }: GrayImage, page: number): Array<{ top: number; bottom: number }> {
  const bands: Array<{ top: number; bottom: number }> = [];
  let top = -1;
  for (let y = 0; y <= height; y++) {
    const onCard =
      y < height && Math.abs(medianLevel(data.subarray(y * width, (y + 1) * width)) - page) >= CARD_CONTRAST;
    if (onCard && top < 0) top = y;
    if (!onCard && top >= 0) {
      if (y - top >= MIN_CARD_ROWS) bands.push({ top, bottom: y });
      top = -1;
    }
  }
  return bands;
}

/**
 * The level of a card's ink: the median of the pixels standing out from its background on the side most of them
 * stand (text is lighter than a dark card, darker than a light one); null when too few stand out to be text.
 */
function inkLevel(histogram: Uint32Array, card: number): number | null {
  let [darker, lighter] = [0, 0];
  for (let level = 0; level < 256; level++) {
    if (level <= card - INK_CONTRAST) darker += histogram[level]!;
    if (level >= card + INK_CONTRAST) lighter += histogram[level]!;
  }
  const count = Math.max(darker, lighter);
  if (count < MIN_INK_SHARE * histogram.reduce((sum, n) => sum + n, 0)) return null;
  const order = darker >= lighter ? (step: number) => step : (step: number) => 255 - step;
  let seen = 0;
  for (let step = 0; step < 256; step++) {
    seen += histogram[order(step)]!;
    if (seen * 2 >= count) return order(step);
  }
  return null;
}

/** How many pixels stand at each gray level. */
export function levelsOf(pixels: Uint8Array): Uint32Array {
  const histogram = new Uint32Array(256);
  // An indexed loop: for…of over a typed array costs several times more, on every pixel of the page.
  for (let at = 0; at < pixels.length; at++) histogram[pixels[at]!]!++;
  return histogram;
}

export function medianLevel(pixels: Uint8Array): number {
  const histogram = levelsOf(pixels);
  let level = 0;
  for (let seen = histogram[0]!; seen * 2 < pixels.length; ) seen += histogram[++level]!;
  return level;
}
