import { editDistance } from './edit-distance.js';

/**
 * The PIX end-to-end id: "E", the paying institution's ISPB (8 digits), the UTC minute the payment started
 * (yyyyMMddHHmm) and 11 letters or digits. Its first 21 characters are digits but for the E, so an OCR slip there
 * can be undone; the last 11 are free, and OCR takes O for 0, l for 1, S for 5 and so on there with no way to
 * tell. Payments are therefore compared on a key that folds those lookalikes together.
 */

/** Letters OCR reads where the ISPB and the timestamp print digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  I: '1',
  l: '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  b: '6',
  g: '9',
  q: '9',
  T: '7',
};
const DIGITISH = `[0-9${Object.keys(DIGIT_LOOKALIKES).join('')}]`;
// OCR reads the E as an F, or (on a photo) as a p.
const ID_START = /(?<![A-Za-z0-9])[EFPp][A-Za-z0-9]/;
// The institution may come out as any letters (zeros slashed or dotted in monospaced fonts read as P, N, C…),
// and a garbled run of zeros a few characters longer or shorter; the timestamp after it must be digits or their
// lookalikes.
const heads = [8, 9, 7, 10, 11, 12].map(
  (length) => new RegExp(`(?<![A-Za-z0-9])[EFPp]([A-Za-z0-9]{${length}})(${DIGITISH}{12})`),
);
const LINE_WITH_ID = new RegExp(`[EFPp]${DIGITISH}{12}`);
const TAIL_LENGTH = 11;
const ID_LENGTH = 21 + TAIL_LENGTH;
// OCR doubles or drops a character of the tail now and then; the timestamp before it already proves the format.
const TAIL_SLACK = 2;
// Marks OCR reads for a thin l, I, i or 1; inside an id they can only be one of those.
const STROKES = /[|!/[\];]/g;
const TAIL_RUN = /^[A-Za-z0-9|!/[\];]*/;
const TAIL_ONLY = /^[A-Za-z0-9|!/[\];]+$/;
// Narrow screens break the id over two lines, and OCR may read a space into it: the tail may take this many more
// pieces of text.
const MAX_CONTINUATIONS = 2;

/**
 * The end-to-end id in a text: "E", 20 digits forming a real timestamp, and a tail of 11 letters or digits. OCR's
 * letter-for-digit slips are fixed where the format holds digits, an id printed in pieces (wrapped, or spaced
 * by OCR) is put back together, strokes read for a thin letter become "l", and a tail up to two characters too
 * long or short is kept as read: the stem proves it is an id, and payments are compared on keys with room for slips.
 */
export function findEndToEndId(text: string): string | null {
  // An id has no accents: one OCR read on a letter ("RÍEW") is a speck above it.
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  const pieces = plain.split(/\s+/).filter(Boolean);
  return endToEndIdIn(pieces) ?? endToEndIdIn(valueColumn(plain)) ?? endToEndIdIn(pieces.map(fromGluedStem));
}

// A reading with no spaces runs the label into the id ("IDdatransaE3187…"): a stem of twenty digits after a word's
// letters shows where it starts.
const GLUED_STEM = /(?<=[A-Za-z]{4})[EFPp]\d{20}/;
const fromGluedStem = (piece: string) => piece.slice(Math.max(0, piece.search(GLUED_STEM)));

/**
 * The last piece of each line: where a label wraps beside its value ("Código da  E0856…112" over "transação Pix
 * 31220…"), the id's pieces are the ends of their lines, with the label's words between them in reading order.
 */
function valueColumn(text: string): string[] {
  return text.split('\n').flatMap((line) => line.trim().split(/\s+/).filter(Boolean).slice(-1));
}

function endToEndIdIn(pieces: string[]): string | null {
  for (const [at, piece] of pieces.entries()) {
    if (!ID_START.test(piece)) continue;
    const joined = [piece];
    for (const next of pieces.slice(at + 1, at + 1 + MAX_CONTINUATIONS)) {
      if (!TAIL_ONLY.test(next)) break;
      joined.push(joined.at(-1) + next);
    }
    const readings = joined.flatMap((candidate, continuations) => {
      for (const head of heads.map((pattern) => pattern.exec(candidate))) {
        // Only an institution OCR visibly garbled may have the wrong length.
        if (!head || (head[1]!.length !== 8 && /^\d+$/.test(head[1]!))) continue;
        const stem = `E${institution(head[1]!)}${digits(head[2]!)}`;
        const rest = candidate.slice(head.index + head[0].length);
        const tail = TAIL_RUN.exec(rest)![0];
        // A continuation belongs to the id only when the id runs on to its end.
        const whole = continuations === 0 || tail === rest;
        if (whole && stemInstant(stem) && Math.abs(tail.length - TAIL_LENGTH) <= TAIL_SLACK) {
          return [stem + tail.replace(STROKES, 'l')];
        }
      }
      return [];
    });
    const closest = readings.sort((a, b) => Math.abs(a.length - ID_LENGTH) - Math.abs(b.length - ID_LENGTH))[0];
    if (closest) return closest;
  }
  return null;
}

// An id whose institution OCR misread past its lookalikes (a run of zeros in a slashed-zero font): E, a few
// characters, and a date of this century.
const LINE_WITH_DATED_ID = /[EFPp][A-Za-z0-9]{6,12}20\d\d[01]\d[0-3]\d/;
// An id whose E OCR ran into the label before it ("transaçãã3187249520261123…"): an ISPB and a time of this century.
const LINE_WITH_BARE_STEM = /\d{8}20\d\d[01]\d[0-3]\d[0-2]\d[0-5]\d/;

/**
 * Whether a line of OCR text seems to start an id (E and a dozen digits or lookalikes, or E and a misread
 * institution before a date), however misread after: a line worth reading again on its own.
 */
export function mayHoldEndToEndId(line: string): boolean {
  const compact = line.replace(/\s+/g, '');
  return LINE_WITH_ID.test(compact) || LINE_WITH_DATED_ID.test(compact) || LINE_WITH_BARE_STEM.test(compact);
}

// On a compressed screenshot OCR reads a narrow letter at the end of the wrapped id as brackets (J as "])", l as
// ")"), an o with an accent, or a letter it could not make out as "?": such a line is still worth reading again,
// letters and digits only.
const CONTINUATION = /^[\p{L}0-9|!?/[\];(){}]+$/u;

/**
 * Whether a line of OCR text may be the rest of an id broken over two lines after `start` (read again before it
 * counts): the tail when the break follows the stem, more when the screen broke the id inside it.
 */
export function mayContinueEndToEndId(line: string, start = ''): boolean {
  const text = line.trim();
  const characters = text.replace(/[()[\]{}]/g, '').length;
  const compactStart = start.replace(/\s+/g, '');
  const startAt = [LINE_WITH_ID, LINE_WITH_DATED_ID]
    .map((pattern) => compactStart.search(pattern))
    .find((at) => at >= 0);
  const onStart = startAt === undefined ? ID_LENGTH - TAIL_LENGTH : compactStart.length - startAt;
  const most = Math.max(TAIL_LENGTH + TAIL_SLACK, ID_LENGTH - onStart + 2 * TAIL_SLACK);
  return CONTINUATION.test(text) && characters > 0 && characters <= most;
}

const digits = (value: string) => value.replace(/[^0-9]/g, (char) => DIGIT_LOOKALIKES[char]!);
// An institution's ISPB only names the paying bank: a character OCR made unrecognisable is taken for the 0 that
// such fonts garble. Payments are told apart by their time and tail, and compared with room for slips.
const institution = (value: string) =>
  value
    .replace(/[^0-9]/g, (char) => DIGIT_LOOKALIKES[char] ?? '0')
    .padEnd(8, '0')
    .slice(0, 8);

/** The UTC minute an end-to-end id was created, or null when it is no id or its timestamp is no real minute. */
export function endToEndInstant(id: string): Date | null {
  const tail = id.length - 21;
  return /^[A-Za-z0-9]+$/.test(id.slice(21)) && Math.abs(tail - TAIL_LENGTH) <= TAIL_SLACK ? stemInstant(id) : null;
}

function stemInstant(id: string): Date | null {
  const match = /^E\d{8}(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(id);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const valid =
    year >= 2020 &&
    instant.getUTCMonth() === month - 1 &&
    instant.getUTCDate() === day &&
    instant.getUTCHours() === hour &&
    instant.getUTCMinutes() === minute;
  return valid ? instant : null;
}

// Lower-case letters shaped like a digit, then, with case dropped (OCR swaps c/C, o/O, s/S…), capitals that are.
const LOWER_LOOKALIKES: Record<string, string> = { b: '6', g: '9', q: '9' };
const UPPER_LOOKALIKES: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

/**
 * The id with every OCR lookalike folded into one character (O, o, Q, D and 0 are all "0"; I, i, l, L and 1 all
 * "1"…) and case dropped: two readings of one printed id share it even when OCR took some letters for digits.
 * Distinct payments keep distinct keys: about 27 characters remain for 11 places. Folding a key changes nothing.
 */
export function endToEndKey(id: string): string {
  return id
    .replace(/[bgq]/g, (char) => LOWER_LOOKALIKES[char]!)
    .toUpperCase()
    .replace(/[OQDILZSGB]/g, (char) => UPPER_LOOKALIKES[char]!);
}

// Two readings of one id differ by a few slips (a letter OCR took for another, one dropped or doubled); ids of
// distinct payments on the same day differ in most of their 11 free characters and in their time.
const MAX_SLIPS = 6;

/** Whether two ids (or keys) may be readings of one payment: the same key but for a few OCR slips. */
export function maybeSamePayment(a: string, b: string): boolean {
  return editDistance(endToEndKey(a), endToEndKey(b)) <= MAX_SLIPS;
}

/**
 * The UTC day a payment started (YYYYMMDD, characters 10 to 17 of its id, after the institution's ISPB, which may be
 * the misread part): the ids a new reading is compared with are those of the same day.
 */
export function paymentDay(id: string): string {
  return id.slice(9, 17);
}
