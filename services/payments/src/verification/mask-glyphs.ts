import type { Box, GrayImage } from './ocr.js';

export interface Glyph {
  text: string;
  box: Box;
}

const DIGIT = /^\d$/;
// A word with a run of letters is a label or a name: its letters are never a mask.
const WORDY = /\p{L}{3}/u;
// A star stands wholly above the digits' lower half and is shorter than them; a dot is a speck on their baseline.
const RAISED_BY = 0.25;
const STAR_HEIGHT = 0.75;
const DOT_SIZE = 0.4;
// A box this much taller than the digits holds no one character of the line: OCR boxed a dot with the glyphs around.
const OVERGROWN = 1.5;
// Raised digits on a line with fewer than this are an ordinal or a footnote mark, not a mask.
const MIN_STARS = 2;
// Where OCR read stars as stars, a digit boxed this much taller than them is no star: a digit boxed short.
const READ_STAR_SLACK = 1.25;

const bottomOf = (box: Box) => box.top + box.height;

// A baseline holds at least this share of a line's glyphs: fewer standing lower are boxes OCR drew too tall.
const BASELINE_SHARE = 1 / 3;

/**
 * Where a line's digits stand: the lowest bottom shared by a third of its glyphs and two at least (a few lower are
 * stray boxes), and the height of the taller glyphs standing there (dots stand there too). Null without one.
 */
export function baselineOf(
  glyphs: Array<{ bottom: number; height: number }>,
): { baseline: number; digitHeight: number } | null {
  const heights = glyphs.map((glyph) => glyph.height).sort((a, b) => a - b);
  const tolerance = Math.max(2, 0.12 * heights[Math.floor(heights.length / 2)]!);
  const near = (bottom: number) => glyphs.filter((glyph) => Math.abs(glyph.bottom - bottom) <= tolerance);
  const baseline = glyphs
    .map((glyph) => glyph.bottom)
    .sort((a, b) => b - a)
    .find((bottom) => near(bottom).length >= Math.max(2, BASELINE_SHARE * glyphs.length));
  if (baseline === undefined) return null;
  const standing = near(baseline)
    .map((glyph) => glyph.height)
    .sort((a, b) => a - b);
  return { baseline, digitHeight: standing[standing.length - 1 - Math.floor(standing.length / 4)]! };
}

/**
 * A masked document's stars ("***.418.257-**") stand raised, above the digits' baseline and shorter than them,
 * and in many fonts OCR reads them as digits ("31.***.***" as "312888 288"), which a person never would. Given a line's
 * characters as OCR boxed them, each digit boxed like a star is a star, one boxed like a dot on the baseline a dot,
 * and one boxed far taller than the other digits (a dot merged with its neighbours) is dropped; words of letters
 * (labels, names) stay as read. Returns each word's text, or null when the line shows no such stars (an amount's
 * raised cents stay as read: the caller leaves out amounts).
 */
export function restoreMaskGlyphs(words: Glyph[][]): string[] | null {
  const candidate = (word: Glyph[]) => !WORDY.test(word.map((glyph) => glyph.text).join(''));
  const digits = words
    .filter(candidate)
    .flat()
    .filter((glyph) => DIGIT.test(glyph.text) && glyph.box.height > 0);
  if (digits.length < MIN_STARS + 2) return null;
  const standing = baselineOf(digits.map(({ box }) => ({ bottom: bottomOf(box), height: box.height })));
  if (!standing) return null;
  const { baseline, digitHeight } = standing;
  const readStars = words
    .flat()
    .filter((glyph) => glyph.text === '*' && glyph.box.height > 0)
    .map((glyph) => glyph.box.height)
    .sort((a, b) => a - b);
  const starHeight = Math.min(
    STAR_HEIGHT * digitHeight,
    readStars.length >= MIN_STARS ? READ_STAR_SLACK * readStars[Math.floor(readStars.length / 2)]! : Infinity,
  );
  let stars = 0;
  const read = (glyph: Glyph): string => {
    if (!DIGIT.test(glyph.text)) return glyph.text;
    const { height, width } = glyph.box;
    if (bottomOf(glyph.box) < baseline - RAISED_BY * digitHeight && height < starHeight) {
      stars++;
      return '*';
    }
    if (height < DOT_SIZE * digitHeight && width < DOT_SIZE * digitHeight) return '.';
    if (height > OVERGROWN * digitHeight) return '';
    return glyph.text;
  };
  const restored = words.map((word) =>
    candidate(word) ? word.map(read).join('') : word.map((glyph) => glyph.text).join(''),
  );
  return stars >= MIN_STARS ? restored : null;
}

export interface Blob {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// Ink is darker than halfway between the line image's background and its darkest pixel.
const INK_SHARE = 0.5;
// A mask glyph is about as wide as tall (a dash is far wider); this much of a digit's height at least (specks are dots).
const MASK_ASPECT = 1.6;
const MASK_MIN_HEIGHT = 0.3;
// The X drawn for a mask glyph: as tall as a capital, narrower than the glyph's advance so neighbours stay apart.
const X_HEIGHT = 0.95;
const X_WIDTH = 0.7;
const X_STROKE = 0.13;
// A star's or bullet's middle stands this far above the baseline, its bottom clear of it (a dot sits on it).
const MASK_CENTRE_RAISED = 0.3;
const MASK_BOTTOM_RAISED = 0.1;
// Some fonts draw stars nearly as tall as a digit: one that tall is a mask still when its bottom stands this clear of
// the baseline, where no digit ends.
const TALL_STAR_HEIGHT = 0.9;
const CLEAR_OF_BASELINE = 0.25;
// The most mask glyphs one blob of touching stars is taken for (a CNPJ masks eight in a row).
const MAX_MASK_RUN = 8;

/**
 * A line image with each mask glyph (a star or bullet: raised above the digits' baseline, shorter than them, about as
 * wide as tall) painted over by a plain X standing on the baseline: Tesseract reads stars in some fonts as digits or
 * drops the line after them, while an X it reads as an X, which a document's mask may be. Null when the line shows
 * fewer than two mask glyphs beside at least two digits' worth of ink on the baseline.
 */
export function withMasksAsX(image: GrayImage): GrayImage | null {
  const { data, width, height } = image;
  const { blobs: parts, darkest, background } = lineGlyphs(image);
  const blobs = joinTouching(parts);
  if (blobs.length < MIN_STARS + 2) return null;
  const standing = baselineOf(blobs.map((blob) => ({ bottom: blob.bottom, height: blob.bottom - blob.top + 1 })));
  if (!standing) return null;
  const { baseline, digitHeight } = standing;
  const masks = [
    ...blobs.flatMap((blob) => maskGlyphsOf(blob, baseline, digitHeight)),
    ...smallBullets(blobs, baseline, digitHeight),
  ];
  if (masks.length < MIN_STARS) return null;
  const out = Buffer.from(data);
  const xHeight = Math.round(X_HEIGHT * digitHeight);
  const stroke = Math.max(1, Math.round(X_STROKE * digitHeight));
  for (const mask of masks) {
    for (let y = mask.top; y <= mask.bottom; y++)
      out.fill(background, y * width + mask.left, y * width + mask.right + 1);
    const half = Math.min(mask.right - mask.left + 1, X_WIDTH * digitHeight) / 2;
    const centre = (mask.left + mask.right) / 2;
    const [left, right] = [centre - half + stroke / 2, centre + half - stroke / 2];
    const top = baseline - xHeight + 1;
    for (let y = Math.max(0, top); y <= baseline; y++) {
      const along = (y - top) / Math.max(1, xHeight - 1);
      for (const centre of [left + along * (right - left), right - along * (right - left)]) {
        const from = Math.max(0, Math.round(centre - stroke / 2));
        out.fill(darkest, y * width + from, y * width + Math.min(width, from + stroke));
      }
    }
  }
  return { data: out, width, height };
}

// Line images are scaled to one height: parts one above the other with at most this many blank rows between them are
// one glyph's, and parts side by side with at most this many blank columns.
const STACKED_PART_GAP = 2;
const SIDE_PART_GAP = 1;

// Parts side by side are one glyph's only when about as tall: a dash beside a star is not a piece of it.
const SIDE_PARTS_HEIGHTS = 0.5;

const heightOf = (blob: Blob) => blob.bottom - blob.top + 1;
const blankBetween = (a: Blob, b: Blob, across: 'rows' | 'columns') =>
  (across === 'rows' ? Math.max(b.top - a.bottom, a.top - b.bottom) : Math.max(b.left - a.right, a.left - b.right)) - 1;
const stacked = (a: Blob, b: Blob) =>
  blankBetween(a, b, 'columns') < 0 && blankBetween(a, b, 'rows') <= STACKED_PART_GAP;
const besideAlike = (a: Blob, b: Blob) =>
  blankBetween(a, b, 'rows') < 0 &&
  blankBetween(a, b, 'columns') <= SIDE_PART_GAP &&
  Math.min(heightOf(a), heightOf(b)) >= SIDE_PARTS_HEIGHTS * Math.max(heightOf(a), heightOf(b));

/**
 * The parts of a glyph that a compressed screenshot broke apart joined into one (the thin arms of a light star): parts
 * one above the other close enough, then parts about as tall side by side close enough.
 */
function joinTouching(blobs: Blob[]): Blob[] {
  return joinWhere(joinWhere(blobs, stacked), besideAlike);
}

function joinWhere(blobs: Blob[], belong: (a: Blob, b: Blob) => boolean): Blob[] {
  const joined: Blob[] = [];
  for (const blob of blobs) {
    let merged = { ...blob };
    for (let at = joined.length - 1; at >= 0; at--) {
      const other = joined[at]!;
      if (!belong(merged, other)) continue;
      merged = {
        left: Math.min(merged.left, other.left),
        top: Math.min(merged.top, other.top),
        right: Math.max(merged.right, other.right),
        bottom: Math.max(merged.bottom, other.bottom),
      };
      joined.splice(at, 1);
      at = joined.length;
    }
    joined.push(merged);
  }
  return joined.sort((a, b) => a.left - b.left);
}

// Some fonts draw a mask's bullets as small dots, under MASK_MIN_HEIGHT of a digit, standing at mid-height: one alone
// is no mask (a colon's upper dot), a run of them is ("•••.459.375-••").
const BULLET_MIN_HEIGHT = 0.12;
const BULLET_CENTRE_RAISED = 0.35;

/**
 * Each run of two or more small bullets (each within two of its heights of the next) as one mask glyph spanning it:
 * an X as narrow as one such bullet reads as a bar.
 */
function smallBullets(blobs: Blob[], baseline: number, digitHeight: number): Blob[] {
  const isBullet = (blob: Blob) => {
    const [w, h] = [blob.right - blob.left + 1, blob.bottom - blob.top + 1];
    return (
      h >= BULLET_MIN_HEIGHT * digitHeight &&
      h < MASK_MIN_HEIGHT * digitHeight &&
      w <= MASK_ASPECT * h &&
      h <= MASK_ASPECT * w &&
      baseline - (blob.top + blob.bottom) / 2 > BULLET_CENTRE_RAISED * digitHeight &&
      blob.bottom < baseline - CLEAR_OF_BASELINE * digitHeight
    );
  };
  const bullets = blobs.filter(isBullet);
  const close = (a: Blob, b: Blob | undefined) =>
    b !== undefined && Math.max(b.left - a.right, a.left - b.right) <= 2 * (a.bottom - a.top + 1);
  const runs: Blob[][] = [];
  for (const [at, bullet] of bullets.entries()) {
    if (close(bullet, bullets[at - 1])) runs.at(-1)!.push(bullet);
    else runs.push([bullet]);
  }
  return runs
    .filter((run) => run.length >= 2)
    .map((run) => ({
      left: run[0]!.left,
      right: run.at(-1)!.right,
      top: Math.min(...run.map((bullet) => bullet.top)),
      bottom: Math.max(...run.map((bullet) => bullet.bottom)),
    }));
}

/**
 * The mask glyphs one blob of ink is: itself, as many as it is heights wide where a font sets its stars close enough
 * to touch, or none when it is no mask glyph.
 */
function maskGlyphsOf(blob: Blob, baseline: number, digitHeight: number): Blob[] {
  const [w, h] = [blob.right - blob.left + 1, blob.bottom - blob.top + 1];
  const raised =
    baseline - (blob.top + blob.bottom) / 2 > MASK_CENTRE_RAISED * digitHeight &&
    blob.bottom < baseline - MASK_BOTTOM_RAISED * digitHeight;
  const short =
    h < STAR_HEIGHT * digitHeight ||
    (h < TALL_STAR_HEIGHT * digitHeight && blob.bottom < baseline - CLEAR_OF_BASELINE * digitHeight);
  if (!raised || !short || h < MASK_MIN_HEIGHT * digitHeight || h > MASK_ASPECT * w) return [];
  const count = w <= MASK_ASPECT * h ? 1 : Math.round(w / h);
  if (count > MAX_MASK_RUN || w / count > MASK_ASPECT * h || h > MASK_ASPECT * (w / count)) return [];
  return Array.from({ length: count }, (_, at) => ({
    ...blob,
    left: blob.left + Math.round((at * w) / count),
    right: blob.left + Math.round(((at + 1) * w) / count) - 1,
  }));
}

/**
 * The connected parts of a line image's ink, left to right, but those the image's top or bottom edge cuts (they belong
 * to the lines above and below); with the darkest and the background level they were told apart by.
 */
export function lineGlyphs({ data, width, height }: GrayImage): { blobs: Blob[]; darkest: number; background: number } {
  let darkest = 255;
  const histogram = new Uint32Array(256);
  for (let at = 0; at < data.length; at++) {
    histogram[data[at]!]!++;
    darkest = Math.min(darkest, data[at]!);
  }
  let background = 0;
  for (let seen = histogram[0]!; seen * 2 < data.length; ) seen += histogram[++background]!;
  const threshold = darkest + (background - darkest) * INK_SHARE;
  const blobs = inkBlobs(data, width, height, threshold).filter((blob) => blob.top > 0 && blob.bottom < height - 1);
  return { blobs, darkest, background };
}

/** The bounding boxes of the ink's connected parts (8-connected), in reading order. */
function inkBlobs(data: Buffer, width: number, height: number, threshold: number): Blob[] {
  const seen = new Uint8Array(width * height);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! >= threshold) continue;
    const blob = { left: width, top: height, right: 0, bottom: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      const [x, y] = [at % width, Math.floor(at / width)];
      blob.left = Math.min(blob.left, x);
      blob.right = Math.max(blob.right, x);
      blob.top = Math.min(blob.top, y);
      blob.bottom = Math.max(blob.bottom, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (!seen[next] && data[next]! < threshold) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    blobs.push(blob);
  }
  return blobs.sort((a, b) => a.left - b.left);
}
