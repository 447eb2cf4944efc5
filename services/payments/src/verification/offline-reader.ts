import { wallClock } from '@ritual/contracts/store-time';
import { medianLevel } from './card-levels.js';
import { endToEndInstant, findEndToEndId, mayContinueEndToEndId, mayHoldEndToEndId } from './end-to-end-id.js';
import { withMasksAsX } from './mask-glyphs.js';
import {
  ALPHANUMERIC,
  type Box,
  type CodeReading,
  darkestInk,
  enlarge,
  type GrayImage,
  LINE_IMAGE_MARGIN,
  lineImage,
  type OcrEngine,
  type OcrPage,
  prepareForOcr,
  thinned,
} from './ocr.js';
import { readPdf } from './pdf.js';
import { endsInCents, raisedCents } from './raised-cents.js';
import {
  fieldsFromText,
  fold,
  isLabelLine,
  mayBeDocumentLabel,
  mayEndWrappedKey,
  monthNumber,
  NAME_WORDS,
  NO_FIELDS,
  namesWithDocuments,
  type ReceiptFields,
  WORD_OF_A_NAME,
} from './receipt-fields.js';
import { type Checks, decide, endToEndIdAgrees, endToEndIdAgreesOnTime } from './rules.js';

/** Where the text came from: a PDF's text layer, OCR of a PDF's picture or of an image, or nowhere. */
export type EvidenceSource = 'pdf-text' | 'pdf-ocr' | 'image-ocr' | 'unreadable';

export interface OfflineReading {
  source: EvidenceSource;
  fields: ReceiptFields;
}

// How the id's line is read again, tried in turn: each scale misreads other characters, and a small id on a
// compressed screenshot reads best well enlarged. Read as a code first; in some fonts a code reading drops every
// lower-case letter, which a page reading keeps.
const ID_REREADINGS: Array<{ as: 'code' | 'page'; height: number }> = [
  { as: 'code', height: 40 },
  { as: 'code', height: 24 },
  { as: 'page', height: 40 },
  { as: 'page', height: 28 },
];
// Lines of text lower than this (pixels, as OCR boxed them) read poorly, as on a long scrolling screenshot squeezed
// to 1200 px: the page is read again enlarged so its lines are about TEXT_LINE_HEIGHT, within OCR_MAX_ENLARGEMENT.
const SMALL_LINE_HEIGHT = 16;
const TEXT_LINE_HEIGHT = 26;
const OCR_MAX_ENLARGEMENT = 2.5;
// The recipient's key line is read again this tall (pixels), with only the characters keys are written with: on a
// compressed screenshot a page read breaks an e-mail key into words and takes its "@" for letters.
const KEY_LINE_HEIGHT = 32;
const KEY_CHARACTERS = `${ALPHANUMERIC}@._-+()*/`;
// This many characters of the key as first read find its line again; a masked key OCR dropped the stars of is
// shorter, and found by all it kept down to KEY_LINE_MIN_PROBE.
const KEY_LINE_PROBE = 8;
const KEY_LINE_MIN_PROBE = 6;

/**
 * Reads the receipt without any outside service. A PDF's text layer is used as is (no OCR, it is exact and
 * fast); a PDF whose text does not even mention PIX is treated as a scan and its picture is OCR'd. A file that
 * cannot be decoded is "unreadable"; a failing OCR engine is an error for the caller, not a verdict on the file.
 * Text too small to read well is read again enlarged, unless the first reading is approved already. When OCR found
 * no end-to-end id agreeing with the receipt's time, the id's line alone is read again, enlarged; when the reading
 * does not show the payment made after the order, the date's lines (a time counts only when the id agrees with it);
 * when it shows no amount, the amount's, and cents printed raised after it (and when it shows another amount, the
 * amount's, an order's amount read there leaving the amount in doubt);
 * when it does not show the store as the recipient, the key's line, then the document's.
 */
export async function readOffline(
  file: { content: Buffer; contentType: string },
  ocr: Pick<OcrEngine, 'read' | 'readCode'>,
  timeZone: string,
  /**
   * The rules' checks on a reading, when the caller knows the order: a first reading they approve is read no more,
   * and one whose recipient they do not confirm has its key's line read again.
   */
  check?: (fields: ReceiptFields) => Checks,
): Promise<OfflineReading> {
  const approves = (fields: ReceiptFields) => check !== undefined && decide(check(fields)).status === 'approved';
  const confirmsRecipient = (fields: ReceiptFields) => check?.(fields).recipient.outcome === 'pass';
  let textLayer = '';
  let picture: GrayImage;
  try {
    if (file.contentType === 'application/pdf') {
      const pdf = await readPdf(file.content, (text) => {
        const fields = fieldsFromText(text);
        return !fields.mentionsPix && !fields.endToEndId;
      });
      if (!pdf.image) return { source: 'pdf-text', fields: fieldsFromText(pdf.text) };
      textLayer = pdf.text;
      picture = await prepareForOcr(pdf.image);
    } else {
      picture = await prepareForOcr(file.content);
    }
  } catch {
    return { source: 'unreadable', fields: NO_FIELDS };
  }
  let page = await ocr.read(picture);
  let fields = fieldsFromText(`${textLayer}\n${page.text}`);
  const lineHeight = medianLineHeight(page);
  if (lineHeight > 0 && lineHeight < SMALL_LINE_HEIGHT && !approves(fields)) {
    const enlarged = await enlarge(picture, Math.min(OCR_MAX_ENLARGEMENT, TEXT_LINE_HEIGHT / lineHeight));
    const second = await ocr.read(enlarged);
    const secondFields = fieldsFromText(`${textLayer}\n${second.text}`);
    if (fieldsRead(secondFields) >= fieldsRead(fields)) [picture, page, fields] = [enlarged, second, secondFields];
  }
  const source = file.contentType === 'application/pdf' ? 'pdf-ocr' : 'image-ocr';
  // A date that does not show the payment after the order may be misread: an id agreeing with its time of day is
  // kept (the one read, or one read again), for the date's lines to be read again against it.
  const dateInDoubt = check !== undefined && check(fields).paid_after_order.outcome !== 'pass';
  const idFits = (id: string | null) => {
    const reading = { ...fields, endToEndId: id };
    return endToEndIdAgrees(reading, timeZone) || (dateInDoubt && endToEndIdAgreesOnTime(reading, timeZone));
  };
  if (!idFits(fields.endToEndId)) {
    const id = await rereadEndToEndId(picture, page, ocr, idFits);
    if (id) fields = { ...fields, endToEndId: id };
  }
  // A time misread by a digit ("09:51" for "09:31") leaves the id, read right, stamped at another time: the date's
  // lines are read again for a time the id agrees with.
  if (check && (check(fields).paid_after_order.outcome !== 'pass' || !endToEndIdAgrees(fields, timeZone))) {
    const paidAt = await rereadLines(picture, page, ocr, DATE_LINES, (lines) => {
      const reread = { ...fields, paidAt: fieldsFromText(`${textLayer}\n${lines}`).paidAt };
      const fits = check(reread).paid_after_order.outcome === 'pass' && endToEndIdAgrees(reread, timeZone);
      return fits ? reread.paidAt : null;
    });
    if (paidAt) fields = { ...fields, paidAt };
  }
  if (check && check(fields).paid_after_order.outcome !== 'pass') {
    const withIdDate = withDateOfEndToEndId(page.text, fields.endToEndId, timeZone);
    const reread = withIdDate && { ...fields, paidAt: fieldsFromText(`${textLayer}\n${withIdDate}`).paidAt };
    if (reread && check(reread).paid_after_order.outcome === 'pass' && endToEndIdAgrees(reread, timeZone))
      fields = reread;
  }
  if (check && check(fields).amount.outcome === 'unknown') {
    const fits = amountFits(fields, textLayer, check);
    const found =
      readLargeFigures(page, fits) ??
      (await readRaisedCents(picture, page, ocr, fits)) ??
      (await readLostComma(picture, page, fits)) ??
      (await rereadLines(picture, page, ocr, AMOUNT_LINES, fits)) ??
      (await readLeftOutLines(picture, page, ocr, fits)) ??
      (await readThinnedFigures(picture, page, ocr, fits));
    if (found) fields = { ...fields, amount: found };
  }
  // An amount read as another may be misread (a 3 read as a 5): one that differs from the order's only in figures
  // heavy type makes alike, or read again showing the order's amount, is doubt for a person to look at, never an
  // approval nor a rejection.
  if (check && check(fields).amount.outcome === 'fail') {
    const fits = amountFits(fields, textLayer, check);
    const isOrderAmount = (amount: string | null) =>
      amount !== null && check({ ...NO_FIELDS, amount }).amount.outcome === 'pass';
    if (lookalikeAmounts(fields.amount!).some(isOrderAmount)) {
      // Read again every way, the figure the page reading took for its lookalike shows what it is: the order's
      // amount when every reading shows it, doubt otherwise.
      const readings = await amountReadings(picture, page, ocr, textLayer);
      const unanimous = readings.length >= MIN_AMOUNT_READINGS && readings.every(isOrderAmount);
      fields = { ...fields, amount: unanimous ? readings[0]! : null };
    } else {
      const misread =
        (await readRaisedCents(picture, page, ocr, fits)) ||
        (await rereadLines(picture, page, ocr, AMOUNT_LINES, fits)) ||
        (await readThinnedFigures(picture, page, ocr, fits));
      if (misread) fields = { ...fields, amount: null };
    }
  }
  if (check && !confirmsRecipient(fields)) {
    const key = await rereadRecipientKey(picture, page, fields.recipientKey, ocr, (lines) => {
      const reread = { ...fields, recipientKey: fieldsFromText(`${textLayer}\n${lines}`).recipientKey };
      return confirmsRecipient(reread) ? reread.recipientKey : null;
    });
    if (key) fields = { ...fields, recipientKey: key };
  }
  if (check && !confirmsRecipient(fields)) {
    const section = new Set(fields.recipientLines ?? []);
    const holder = namesWithDocuments(fields.recipientLines ?? [])[0]?.name ?? fields.recipientName ?? undefined;
    const withDocumentFrom = (lines: string) => {
      const { recipientDocument, recipientLines } = fieldsFromText(`${textLayer}\n${lines}`);
      const withDocument = { ...fields, recipientDocument, recipientLines };
      return confirmsRecipient(withDocument) ? withDocument : null;
    };
    const reread = await rereadRecipientDocument(picture, page, { lines: section, holder }, ocr, withDocumentFrom);
    if (reread) fields = reread;
  }
  if (check?.(fields).recipient.holderNameInDoubt) {
    const reread = await rereadHolderName(picture, page, fields, ocr, confirmsRecipient);
    if (reread) fields = reread;
  }
  return { source, fields };
}

// Figures OCR takes for one another in bold type, where a counter left open or closed is all that tells them apart
// ("5.582,90" read "9.982,90").
const LOOKALIKE_FIGURES: Record<string, string> = {
  '0': '8',
  '3': '58',
  '5': '369',
  '6': '58',
  '8': '0369',
  '9': '58',
};

/** The amounts an amount may be misread from: one figure, or two, each taken for a lookalike. */
export function lookalikeAmounts(amount: string): string[] {
  const swaps = (value: string, from: number) =>
    [...value].flatMap((figure, at) =>
      at < from
        ? []
        : [...(LOOKALIKE_FIGURES[figure] ?? '')].map((other) => ({
            value: value.slice(0, at) + other + value.slice(at + 1),
            at,
          })),
    );
  const one = swaps(amount, 0);
  return [...one, ...one.flatMap(({ value, at }) => swaps(value, at + 1))].map(({ value }) => value);
}

/** The amount a text shows when the checks confirm it, else null. */
const amountFits =
  (fields: ReceiptFields, textLayer: string, check: (fields: ReceiptFields) => Checks) =>
  (text: string): string | null => {
    const reread = { ...fields, amount: fieldsFromText(`${textLayer}\n${text}`).amount };
    return check(reread).amount.outcome === 'pass' ? reread.amount : null;
  };

// The amount's line read again enlarged, as figures and as a page, and thinned when it is printed large: at least the
// three enlarged readings.
const MIN_AMOUNT_READINGS = 3;

/** The amount read in each reading of its lines again: enlarged as figures and as a page, then thinned when large. */
async function amountReadings(
  picture: GrayImage,
  page: OcrPage,
  ocr: Pick<OcrEngine, 'read' | 'readCode'>,
  textLayer: string,
): Promise<Array<string | null>> {
  const amounts: Array<string | null> = [];
  const record = (text: string) => {
    amounts.push(fieldsFromText(`${textLayer}\n${text}`).amount);
    return null;
  };
  await rereadLines(picture, page, ocr, AMOUNT_LINES, record);
  await readThinnedFigures(picture, page, ocr, record);
  return amounts;
}

// Ink darker than its row's background by this much (gray levels, on the prepared page: dark text on light).
const INK_CONTRAST = 100;
// Rows with fewer dark pixels than this hold no text (a card's edge, a divider's end).
const MIN_INK_PER_ROW = 2;
// Bands of ink this much taller or shorter than the page's lines are pictures or specks, not a line of text.
const LEFT_OUT_HEIGHT = { min: 0.8, max: 5 };
// A band half covered by a line OCR found was read.
const READ_OVERLAP = 0.5;
const MAX_LEFT_OUT_LINES = 4;
// The height (pixels) a left-out line is read at.
const LEFT_OUT_LINE_HEIGHT = 32;

/**
 * Bands of the page that hold ink but no line OCR found, top first: a large bold amount in a header card is
 * sometimes left out of a page reading whole, while a person sees it first.
 */
function leftOutLines(picture: GrayImage, page: OcrPage): Box[] {
  const lineHeight = medianLineHeight(page);
  if (lineHeight === 0) return [];
  const { width, height } = picture;
  const inkRows = Array.from({ length: height }, (_, y) => inkOfRow(picture, y));
  const bands: Box[] = [];
  for (let y = 0; y < height; y++) {
    if (!inkRows[y]) continue;
    let [top, left, right] = [y, width, 0];
    for (; y < height && inkRows[y]; y++) {
      left = Math.min(left, inkRows[y]!.left);
      right = Math.max(right, inkRows[y]!.right);
    }
    bands.push({ left, top, width: right - left + 1, height: y - top });
  }
  const read = (band: Box) =>
    page.lines.some(({ box }) => {
      const overlap = Math.min(bottomOf(band), bottomOf(box)) - Math.max(band.top, box.top);
      return overlap >= READ_OVERLAP * Math.min(band.height, box.height);
    });
  return bands
    .filter(
      (band) =>
        band.height >= LEFT_OUT_HEIGHT.min * lineHeight &&
        band.height <= LEFT_OUT_HEIGHT.max * lineHeight &&
        !read(band),
    )
    .slice(0, MAX_LEFT_OUT_LINES);
}

/** Where a row of the page holds ink, from its first dark pixel to its last; null when it holds none. */
function inkOfRow({ data, width }: GrayImage, y: number): { left: number; right: number } | null {
  const row = data.subarray(y * width, (y + 1) * width);
  const background = medianLevel(row);
  let [count, left, right] = [0, width, -1];
  for (let x = 0; x < width; x++) {
    if (row[x]! < background - INK_CONTRAST) {
      count++;
      left = Math.min(left, x);
      right = x;
    }
  }
  return count >= MIN_INK_PER_ROW ? { left, right } : null;
}

/**
 * The lines OCR left out of the page read on their own, each set among the others where it stands; the page's text
 * with them goes to `fits`, which gives what it confirms or null.
 */
async function readLeftOutLines<T>(
  picture: GrayImage,
  page: OcrPage,
  ocr: Pick<OcrEngine, 'read'>,
  fits: (text: string) => T | null,
): Promise<T | null> {
  const found = leftOutLines(picture, page);
  if (found.length === 0) return null;
  const lines = page.lines.map(({ text, box }) => ({ text, top: box.top }));
  for (const box of found) {
    lines.push({
      text: (await ocr.read(await lineImage(picture, box, LEFT_OUT_LINE_HEIGHT))).text.trim(),
      top: box.top,
    });
  }
  lines.sort((a, b) => a.top - b.top);
  return fits(lines.map((line) => line.text).join('\n'));
}

/** The index of the page's first line holding the holder's name, -1 when none does. */
function holderLine(page: OcrPage, holder: string | undefined): number {
  const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
  return holder ? page.lines.findIndex((line) => plain(line.text).includes(holder)) : -1;
}

/** Whether the line under the holder's holds the rest of its name, wrapped. */
function wrapsHolder(page: OcrPage, section: Set<string>, holderAt: number): boolean {
  const next = page.lines[holderAt + 1]?.text.replace(/\s+/g, ' ').trim();
  return holderAt >= 0 && next !== undefined && section.has(next) && NAME_WORDS.test(next) && !isLabelLine(next);
}

// How a holder's name line is read again, as a page line, in turn: at each height (pixels) as it is, then with only its
// darkest ink, within DARK_INK_REACH of it.
const NAME_LINE_READINGS: Array<{ height: number; darkestOnly: boolean }> = [
  { height: 32, darkestOnly: false },
  { height: 48, darkestOnly: false },
  { height: 32, darkestOnly: true },
  { height: 48, darkestOnly: true },
];
const DARK_INK_REACH = 0.2;

/**
 * The section's first name read again from its line (and the line it wrapped onto), enlarged: read a letter or two off
 * the holder's, it is an OCR slip or another person's name, and only a reading that `confirms` is kept. Read as it is,
 * then with its muted ink left out: a long name drawn over its label ("Nome" and "CABOCLO" read "NomgABOCLO").
 */
async function rereadHolderName(
  picture: GrayImage,
  page: OcrPage,
  fields: ReceiptFields,
  ocr: Pick<OcrEngine, 'read'>,
  confirms: (fields: ReceiptFields) => boolean,
): Promise<ReceiptFields | null> {
  const lines = fields.recipientLines ?? [];
  const holder = namesWithDocuments(lines)[0]?.name;
  if (!holder) return null;
  const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
  const at = lines.findIndex((line) => plain(line).includes(holder));
  // A wrapped name stands on two lines, its start the value after any label on the first.
  const start = at >= 0 ? at : lines.findIndex((line) => holder.startsWith(plain(line).split(/:\s*/).at(-1)!));
  const pageAt = start >= 0 ? page.lines.findIndex((line) => plain(line.text) === plain(lines[start]!)) : -1;
  if (pageAt < 0) return null;
  const nameLines = at >= 0 ? [0] : [0, 1];
  for (const { height, darkestOnly } of NAME_LINE_READINGS) {
    const texts = [...lines];
    for (const offset of nameLines) {
      const line = page.lines[pageAt + offset];
      if (!line || texts[start + offset] === undefined) continue;
      const image = await lineImage(picture, line.box, height);
      texts[start + offset] = plain((await ocr.read(darkestOnly ? darkestInk(image, DARK_INK_REACH) : image)).text);
    }
    const reread = { ...fields, recipientLines: texts };
    if (confirms(reread)) return reread;
  }
  return null;
}

/** The median height of the lines OCR found, 0 when it found none. */
function medianLineHeight(page: OcrPage): number {
  const heights = page.lines.map((line) => line.box.height).sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)]! : 0;
}

// A line that carries a CPF or CNPJ: its label (OCR often reads the J of CNPJ as a parenthesis).
const DOCUMENT_LABEL = /^(cpf ?\/ ?cnp\S*|cnp\S* ?\/ ?cpf|cpf|cnp\S*|documento):?$/;
// What banks print between a holder's name and the document on its line.
const NAME_SEPARATOR = /^[-–—·•|]$/;
const LABEL_REST = /^([/:]|\/?cnp\S*|\/?cpf):?$/;
// What a masked document is printed with.
const DOCUMENT_CHARACTERS = '0123456789*•.-/X';
const MIN_DOCUMENT_CHARACTERS = 11;
// How a document's line is read first when its stars or bullets are redrawn as X (withMasksAsX): as a page line and as
// a code, at two heights each.
const MASKED_DOCUMENT_READINGS: Array<{ as: 'code' | 'page'; height: number }> = [
  { as: 'page', height: 24 },
  { as: 'code', height: 32 },
  { as: 'page', height: 32 },
  { as: 'code', height: 48 },
];
// Heights (pixels) a document's line is read again at as a code, in turn, then as a page line.
const DOCUMENT_LINE_HEIGHTS = [32, 48, 24];
const PAGE_LINE_HEIGHTS = [24, 20, 32];

/**
 * The documents beside their labels read again, each value alone (the label's words left out) as one line of
 * document characters: a masked CNPJ a page read turns into letters and symbols reads as digits and asterisks. So
 * are the lines of the recipient's section (`section`) that may be a document standing without a label. The page's
 * text with those values read again goes to `confirms`, which gives the fields it confirms or null.
 */
async function rereadRecipientDocument(
  picture: GrayImage,
  page: OcrPage,
  section: { lines: Set<string>; holder?: string },
  ocr: Pick<OcrEngine, 'read' | 'readCode'>,
  confirms: (text: string) => ReceiptFields | null,
): Promise<ReceiptFields | null> {
  const values: Array<{ index: number; label: string; box: Box; bare?: boolean }> = [];
  const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
  // The line under the section's first name (and under the rest of it a narrow screen wrapped) is where its document
  // stands, however OCR garbled it.
  const holderAt = holderLine(page, section.holder);
  const holderEnd = wrapsHolder(page, section.lines, holderAt) ? holderAt + 1 : holderAt;
  for (const [index, line] of page.lines.entries()) {
    const words = line.words ?? [];
    const labelWords = words.findIndex((word) => DOCUMENT_LABEL.test(fold(word.text)));
    const underLabel = values.at(-1)?.index === index;
    const underHolder =
      holderAt >= 0 &&
      (index === holderEnd + 1 || (index === holderEnd + 2 && mayBeDocumentLabel(page.lines[holderEnd + 1]!.text))) &&
      !isLabelLine(line.text);
    // "FULANO DE TAL - ***.456.789-**": what follows the separator on the holder's line is its document.
    const separator = index === holderAt ? words.findIndex((word) => NAME_SEPARATOR.test(word.text)) : -1;
    if (separator > 0 && separator < words.length - 1) {
      const first = words[separator + 1]!.box;
      const box = {
        left: first.left,
        top: line.box.top,
        width: line.box.left + line.box.width - first.left,
        height: line.box.height,
      };
      const label = words
        .slice(0, separator + 1)
        .map((word) => word.text)
        .join(' ');
      values.push({ index, label: `${label} `, box });
      continue;
    }
    if (
      labelWords < 0 &&
      !underLabel &&
      section.lines.has(plain(line.text)) &&
      (mayBeBareDocument(line.text) || underHolder)
    ) {
      values.push({ index, label: '', box: line.box, bare: true });
      continue;
    }
    if (labelWords < 0 || labelWords > 1) continue;
    // "CPF / CNPJ" comes as several words: the rest of the label is no part of the value.
    let valueAt = labelWords + 1;
    while (valueAt < words.length && LABEL_REST.test(fold(words[valueAt]!.text))) valueAt++;
    const value = words.slice(valueAt);
    const label = words
      .slice(0, valueAt)
      .map((word) => word.text)
      .join(' ');
    if (value.length > 0) {
      const first = value[0]!.box;
      const last = value.at(-1)!.box;
      // A document has 11 characters at least: a value read shorter is one OCR garbled and boxed short, so it is read
      // again from the label's end to the line's.
      const short = value.map((word) => word.text).join('').length < MIN_DOCUMENT_CHARACTERS;
      const labelEnd = words[valueAt - 1]!.box;
      const left = short
        ? Math.min(first.left, labelEnd.left + labelEnd.width + Math.round(line.box.height / 2))
        : first.left;
      const right = short ? Math.max(line.box.left + line.box.width, last.left + last.width) : last.left + last.width;
      const box = { left, top: line.box.top, width: right - left, height: line.box.height };
      values.push({ index, label: `${label} `, box });
    } else {
      // A label alone on its line: its value is a band OCR left out before the next line, or the line under it (apps
      // that space a value far below its label leave a band that looks left out).
      const missed = missedLineUnder(picture, page, index);
      if (missed) values.push({ index, label: `${line.text}\n`, box: missed });
      const next = page.lines[index + 1];
      if (next && !(missed && isLabelLine(next.text))) values.push({ index: index + 1, label: '', box: next.box });
    }
  }
  // A document in a light, small font OCR left out of the page: the band under the holder where it stands is read.
  for (const at of holderAt >= 0 ? new Set([holderAt, holderEnd]) : []) {
    const missed = values.some(({ index }) => index === at) ? null : missedLineUnder(picture, page, at);
    if (missed) values.push({ index: at, label: `${page.lines[at]!.text}\n`, box: missed, bare: true });
  }
  // Each reading misreads other characters of a mask: the next one is tried only when those before confirm nothing.
  // First the line with its mask glyphs redrawn as X (stars in some fonts OCR reads as digits, or it drops the line
  // after them); then as printed: a document under or beside its label as a code, then as a page line; one alone on
  // its line as a page line only (the code reading takes its bullets for digits).
  const reading =
    (as: 'code' | 'page', height: number, masksAsX: boolean) =>
    async (box: Box): Promise<string | null> => {
      const line = await lineImage(picture, box, height);
      const image = masksAsX ? withMasksAsX(line) : line;
      if (!image) return null;
      return as === 'code'
        ? ocr.readCode(image, DOCUMENT_CHARACTERS)
        : (await ocr.read(image)).text.replace(/\s+/g, ' ').trim();
    };
  const withX = MASKED_DOCUMENT_READINGS.map(({ as, height }) => reading(as, height, true));
  const asPage = PAGE_LINE_HEIGHTS.map((height) => reading('page', height, false));
  const labelled = [...withX, ...DOCUMENT_LINE_HEIGHTS.map((height) => reading('code', height, false)), ...asPage];
  const bare = [...withX, ...asPage];
  const texts = page.lines.map((line) => line.text);
  for (let attempt = 0; attempt < labelled.length && values.length > 0; attempt++) {
    let changed = false;
    for (const value of values) {
      const read = await (value.bare ? bare : labelled)[attempt]?.(value.box);
      if (read === null || read === undefined) continue;
      texts[value.index] = `${value.label}${read}`;
      changed = true;
    }
    const confirmed = changed ? confirms(texts.join('\n')) : null;
    if (confirmed) return confirmed;
  }
  return null;
}

/**
 * The band between a line and the next when it leaves room for a line OCR did not find: as tall as the page's usual
 * line and the spacing of lines within a block (the closest quarter of its gaps; headings stand farther apart). Boxed
 * so that a line image's margins stay inside the band.
 */
function missedLineUnder(picture: GrayImage, page: OcrPage, at: number): Box | null {
  const [line, next] = [page.lines[at]!.box, page.lines[at + 1]?.box];
  if (!next) return null;
  const gaps = page.lines
    .slice(1)
    .map((below, index) => below.box.top - bottomOf(page.lines[index]!.box))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  const blockGap = gaps[Math.floor(gaps.length / 4)] ?? 0;
  const band = { top: bottomOf(line), bottom: next.top };
  if (band.bottom - band.top < medianLineHeight(page) + blockGap) return null;
  const height = Math.round((band.bottom - band.top) / (1 + 2 * LINE_IMAGE_MARGIN));
  // As wide as the lines around it, or as the ink in the band when that reaches farther (a value under its label).
  let [left, right] = [Math.min(line.left, next.left), Math.max(line.left + line.width, next.left + next.width)];
  for (let y = band.top; y < band.bottom; y++) {
    const ink = inkOfRow(picture, y);
    if (ink) [left, right] = [Math.min(left, ink.left), Math.max(right, ink.right + 1)];
  }
  return { left, top: band.top + Math.round(height * LINE_IMAGE_MARGIN), width: right - left, height };
}

const bottomOf = (box: Box) => box.top + box.height;

// A bare document line is short and holds a few digits, however OCR garbled its mask into letters; no word of it is
// as long as a name's or a bank's.
const BARE_DOCUMENT_LENGTH = { min: 8, max: 24 };
const BARE_DOCUMENT_MIN_DIGITS = 3;

/** Whether a line with no label may be a masked CPF or CNPJ as OCR read it ("45 et se /0001-**", "*+4,129.310-++"). */
function mayBeBareDocument(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  if (compact.length < BARE_DOCUMENT_LENGTH.min || compact.length > BARE_DOCUMENT_LENGTH.max) return false;
  return (compact.match(/\d/g)?.length ?? 0) >= BARE_DOCUMENT_MIN_DIGITS && !WORD_OF_A_NAME.test(text);
}

/** How many of the fields the checks need a reading holds. */
const fieldsRead = (fields: ReceiptFields) =>
  [
    fields.amount,
    fields.paidAt,
    fields.endToEndId,
    fields.recipientName,
    fields.recipientKey ?? fields.recipientDocument,
  ].filter(Boolean).length;

/** The id read again from its line (and the line it wraps onto), enlarged; only a reading that `fits` counts. */
async function rereadEndToEndId(
  picture: GrayImage,
  page: OcrPage,
  ocr: Pick<OcrEngine, 'read' | 'readCode'>,
  fits: (id: string) => boolean,
): Promise<string | null> {
  const found = page.lines.findIndex((line) => mayHoldEndToEndId(line.text));
  const at = found >= 0 ? found : page.lines.findIndex((line) => mayBeGarbledEndToEndId(line.text));
  if (at < 0) return null;
  const next = page.lines[at + 1];
  const idLines =
    next && mayContinueEndToEndId(next.text, page.lines[at]!.text) ? [page.lines[at]!, next] : [page.lines[at]!];
  for (const { as, height } of ID_REREADINGS) {
    const texts: string[] = [];
    for (const line of idLines) {
      const image = await lineImage(picture, line.box, height);
      texts.push(as === 'code' ? await ocr.readCode(image) : (await ocr.read(image)).text);
    }
    const id = findEndToEndId(texts.join('\n'));
    if (id && fits(id)) return id;
  }
  return null;
}

// An id's length, give or take OCR's slips, and how many of its first 21 characters (E, ISPB, timestamp) are digits.
const GARBLED_ID = { minLength: 29, maxLength: 36, stemLength: 21, minStemDigits: 15 };

/**
 * Whether a word of the line may be an id OCR garbled past its lookalikes ("E60/46948202611231436…", a 7 read as a
 * slash): an id's length, starting with an E however read, its stem mostly digits. Worth reading again as a code.
 */
function mayBeGarbledEndToEndId(text: string): boolean {
  return [...text.split(/\s+/), text.replace(/\s+/g, '')].some((word) => {
    const stemDigits = word.slice(0, GARBLED_ID.stemLength).match(/\d/g)?.length ?? 0;
    return (
      /^[EeFPp]/.test(word) &&
      word.length >= GARBLED_ID.minLength &&
      word.length <= GARBLED_ID.maxLength &&
      stemDigits >= GARBLED_ID.minStemDigits
    );
  });
}

// A day and a year with a month between them that OCR garbled past reading, and a time after them: the narrow "nov" of
// a condensed font read "n0" or "0" ("23n02026-12:55", "2302026 - 12:04").
const GARBLED_MONTH_DATE = /(?<!\d)(\d{1,2})\s*[\p{L}\d]{1,4}?\s*(\d{4})(?=\s?\D{0,3}\s?\d{1,2}\s?[:h]\s?\d{2})/u;
// A day whose first figure OCR read as a letter glued to the second ("e3 NOV 2026" for "23 NOV 2026", "l5/11/2026"):
// the letter, the figure left, and the month and year after them.
const GARBLED_DAY_DATE =
  /(?<![\p{L}\d])\p{L}(\d)(?=\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4})|\s*(?:de\s+)?(\p{L}{3,9})\.?(?:\s+de)?\s+(\d{4}))/u;

/**
 * The page's text with the end-to-end id's date standing in for a garbled one, when what was read of it is the id's: a
 * month garbled between the id's day and year, or a day whose first figure was read as a letter before the id's
 * month and year. Null when no line has such a date. The time beside it must still agree with the id's, as any
 * date's must.
 */
export function withDateOfEndToEndId(text: string, id: string | null, timeZone: string): string | null {
  const instant = id ? endToEndInstant(id) : null;
  if (!instant) return null;
  const [year, month, day] = wallClock(instant, timeZone).slice(0, 10).split('-') as [string, string, string];
  let found = false;
  const lines = text.split('\n').map((line) =>
    line
      .replace(GARBLED_MONTH_DATE, (date, dayShown: string, yearShown: string) => {
        if (Number(dayShown) !== Number(day) || yearShown !== year) return date;
        found = true;
        return `${dayShown}/${month}/${yearShown} `;
      })
      .replace(
        GARBLED_DAY_DATE,
        (
          garbled,
          unit: string,
          _separator,
          monthShown?: string,
          yearShown?: string,
          named?: string,
          namedYear?: string,
        ) => {
          const monthAgrees = Number(monthShown ?? monthNumber(named ?? '')) === Number(month);
          if (!day.startsWith('0') && day.endsWith(unit) && monthAgrees && (yearShown ?? namedYear) === year) {
            found = true;
            return day;
          }
          return garbled;
        },
      ),
  );
  return found ? lines.join('\n') : null;
}

type LineTest = Pick<RegExp, 'test'>;
interface LineRereading {
  /** Which lines are read again (at most MAX_REREAD_LINES of them). */
  holds: LineTest[];
  /**
   * The readings tried in turn, each of every such line: as a code (a line one of `asCode` holds, of that one's
   * characters), as such a code read as a raw line by the page model, or as a page.
   */
  readings: Array<{ as: 'code' | 'raw code' | 'page'; height: number }>;
  asCode: Array<{ holds: LineTest; characters: string }>;
}
const MAX_REREAD_LINES = 3;

// Lines that may print when the payment was made, however OCR misread their month ("23/n/2026", "23nov 2026") or lost
// a date's first dot or slash in a narrow font ("2311.2026", "2311/2026").
const NUMERIC_DATE = /\d{1,2}\s?\/\s?\S{1,2}\s?\/\s?\d{2,4}|(?<!\d)\d{3,4}\/\d{4}(?!\d)/;
const DOTTED_DATE = /\d{1,2}\s?([.-])\s?\S{1,2}\s?\1\s?\d{4}|(?<!\d)\d{3,4}\.\d{4}(?!\d)/;
// The time on a line of its own, under its label or beside it ("Horário 117", its colon and a digit lost; "13:57229",
// the seconds' colon read as a digit).
const TIME_LINE = /^hor(a|[aá]rio)\b/i;
const BARE_TIME = /^\d{1,2}\s?[:h]\s?\S{1,6}$/;
const NAMED_DATE = /\d{1,2}(?:\s+de)?\s*\p{L}{3,9}\.?(?:\s+de)?\s+\d{4}/u;
// A date in small grey type on a dark card that OCR garbled past its separators, its year left ("23 1412026", "2ZO26").
const YEAR = /[2Z][0Oo][2Z][0-9OoIlSZ](?!\d)/;
const GARBLED_DATE: LineTest = {
  test: (text) => YEAR.test(text) && ![NUMERIC_DATE, DOTTED_DATE, NAMED_DATE].some((date) => date.test(text)),
};
// A numeric date reads best as a code of digits and separators (a page read takes the "11" of thin fonts for "1" or
// "n"), a named month as a page line.
const DATE_LINES: LineRereading = {
  holds: [NUMERIC_DATE, DOTTED_DATE, NAMED_DATE, TIME_LINE, BARE_TIME, GARBLED_DATE],
  readings: [
    { as: 'code', height: 32 },
    { as: 'raw code', height: 32 },
    { as: 'page', height: 28 },
    { as: 'code', height: 24 },
    { as: 'code', height: 40 },
    { as: 'page', height: 24 },
    { as: 'page', height: 40 },
  ],
  // A dot among the characters of a slashed date would let OCR read its slashes as dots. The h is the one of "13h11".
  asCode: [
    { holds: NUMERIC_DATE, characters: '0123456789/:-h' },
    { holds: DOTTED_DATE, characters: '0123456789.:-h' },
    { holds: BARE_TIME, characters: '0123456789:h' },
    { holds: GARBLED_DATE, characters: '0123456789./:-|h' },
  ],
};
// Lines that may print the amount: its currency (a small "R$" may be read "ns" or "rs") or its label ("Valor R$7315",
// the comma lost).
const AMOUNT_LINE = /R\s?\$|^[nr]s\s?\d|^valor\b/i;
const AMOUNT_LINES: LineRereading = {
  holds: [AMOUNT_LINE],
  readings: [
    { as: 'code', height: 32 },
    { as: 'page', height: 28 },
    { as: 'code', height: 24 },
  ],
  asCode: [{ holds: AMOUNT_LINE, characters: `${ALPHANUMERIC}$.,` }],
};

/**
 * Lines read again, enlarged: in a small or thin font OCR drops a digit of "23/11/2026", the colon of "12:00:17" or
 * the comma of "R$ 73,15". The page's text with those lines read again goes to `fits`, which gives what it confirms or
 * null; the first reading it confirms is kept.
 */
async function rereadLines<T>(
  picture: GrayImage,
  page: OcrPage,
  ocr: Pick<OcrEngine, 'read' | 'readCode'>,
  how: LineRereading,
  fits: (text: string) => T | null,
): Promise<T | null> {
  const chosen = page.lines
    .flatMap((line, index) => (how.holds.some((pattern) => pattern.test(line.text)) ? [index] : []))
    .slice(0, MAX_REREAD_LINES);
  if (chosen.length === 0) return null;
  for (const reading of how.readings) {
    const texts = page.lines.map((line) => line.text);
    for (const index of chosen) {
      const { text, box } = page.lines[index]!;
      const code = how.asCode.find(({ holds }) => holds.test(text));
      if (reading.as !== 'page' && !code) continue;
      const image = await lineImage(picture, box, reading.height);
      texts[index] =
        reading.as === 'page'
          ? (await ocr.read(image)).text.trim()
          : await ocr.readCode(image, code!.characters, reading.as === 'code' ? 'line' : 'raw line');
    }
    const confirmed = fits(texts.join('\n'));
    if (confirmed !== null) return confirmed;
  }
  return null;
}

const CENTS_HEIGHT = 32;
// OCR may read the small comma before them twice, or as a stray digit, with a comma or alone ("565" for ",65").
const CENTS = /^.?[,.]*(\d{2})$/;
// A dollar sign whose stroke hangs below the line may leave a stray point after it; one printed raised and small, like
// the cents, is left out as they are.
const UNITS = /^(?:R\$?[.,]?)?(\d{1,3}(?:\.\d{3})*|\d+)$/;
// The amount printed large, its sign read as a mark, a letter or two or not at all ("129º", "\"1890", "*279*", "s73,45",
// "1 2 O **": a zero read as an O): a line of figures far taller than the page's others.
const LARGE_FIGURES_SIGN = /^(?:[^A-Za-z\d]{0,3}|[A-Za-z]{1,2}\s?)(?=\d)/;
const LARGE_FIGURES = new RegExp(`${LARGE_FIGURES_SIGN.source}\\d(?:[^A-Za-z]|O)*$`);
const LARGE_LINE = 1.6;
// The page's box of such a line may end before its cents, which stand apart from the units: wide enough for two
// cents digits and their comma at the units' height.
const CENTS_BEYOND_BOX = 1.5;
const PART_READINGS: CodeReading[] = ['line', 'raw line'];

/**
 * The amount's lines whose cents are printed raised and small after the units ("R$ 1.260⁶⁵"), which a page reading
 * leaves out or garbles ("R$ 721:", "R$ 698º"): the units read again with the cents painted over, the cents on their
 * own, enlarged, and the two set together with a comma. The page's text with them goes to `fits`, which gives what it
 * confirms or null.
 */
async function readRaisedCents<T>(
  picture: GrayImage,
  page: OcrPage,
  ocr: Pick<OcrEngine, 'readCode'>,
  fits: (text: string) => T | null,
): Promise<T | null> {
  const mayPrintAmount = (line: OcrPage['lines'][number]) => AMOUNT_LINE.test(line.text) || isLargeFigures(page, line);
  for (const [index, { text, box }] of page.lines.entries()) {
    if (!mayPrintAmount({ text, box })) continue;
    const width = Math.min(picture.width - box.left, box.width + Math.round(CENTS_BEYOND_BOX * box.height));
    const line = await lineImage(picture, { ...box, width }, box.height);
    const found = raisedCents(line);
    if (!found) continue;
    const centsImage = await lineImage(found.centsAlone, found.cents, CENTS_HEIGHT);
    const centsReadings: string[] = [];
    // The line model may see nothing in so short a line, run the comma into the next digit ("91" for ",51") or drop a
    // units digit beside a raised sign ("R$9" for "R$29"), where the page model reading it raw does not.
    for (const unitsHow of PART_READINGS) {
      const units = UNITS.exec(await ocr.readCode(found.units, 'R$0123456789.', unitsHow));
      if (!units) continue;
      for (const [at, how] of PART_READINGS.entries()) {
        centsReadings[at] ??= await ocr.readCode(centsImage, '0123456789,', how);
        const cents = CENTS.exec(centsReadings[at]!);
        if (!cents) continue;
        const texts = page.lines.map((other) => other.text);
        texts[index] = `R$ ${units[1]},${cents[1]}`;
        const confirmed = fits(texts.join('\n'));
        if (confirmed !== null) return confirmed;
      }
    }
  }
  return null;
}

const isLargeFigures = (page: OcrPage, { text, box }: OcrPage['lines'][number]) =>
  LARGE_FIGURES.test(text) && box.height >= LARGE_LINE * medianLineHeight(page);

/**
 * The amount printed large with its sign misread or left out ("66,99", "s73,45"), read as the page reads it: the page's
 * text with the sign put back goes to `fits`, which gives what it confirms or null.
 */
function readLargeFigures<T>(page: OcrPage, fits: (text: string) => T | null): T | null {
  for (const [index, line] of page.lines.entries()) {
    if (!isLargeFigures(page, line)) continue;
    const texts = page.lines.map((other) => other.text);
    texts[index] = line.text.replace(LARGE_FIGURES_SIGN, 'R$ ');
    const confirmed = fits(texts.join('\n'));
    if (confirmed !== null) return confirmed;
  }
  return null;
}

// Pixels a tall line's strokes lose on each side, per pixel of its height, before it is read again.
const THINNING = 1 / 36;
const ENDS_IN_CENTS = /\d,\s?\d{2}$/;

/**
 * Tall lines ending in cents read again with their strokes thinned, as figures: in heavy type OCR closes the counters
 * of a 5 ("R$ 391,99" for "R$ 351,99") and takes a large sign for letters or digits ("rn$42,16", "2s 63,90"). The
 * page's text with the figures read again goes to `fits`, which gives what it confirms or null.
 */
async function readThinnedFigures<T>(
  picture: GrayImage,
  page: OcrPage,
  ocr: Pick<OcrEngine, 'readCode'>,
  fits: (text: string) => T | null,
): Promise<T | null> {
  const tall = LARGE_LINE * medianLineHeight(page);
  for (const [index, { text, box }] of page.lines.entries()) {
    if (box.height < tall || !ENDS_IN_CENTS.test(text)) continue;
    const line = thinned(await lineImage(picture, box, box.height), Math.max(1, Math.round(box.height * THINNING)));
    const figures = await ocr.readCode(line, 'R$0123456789.,');
    const texts = page.lines.map((other) => other.text);
    texts[index] = `R$ ${figures.replace(/^[R$]+/, '')}`;
    const confirmed = fits(texts.join('\n'));
    if (confirmed !== null) return confirmed;
  }
  return null;
}

// An amount line read as units alone, the comma lost: "R$ 2750", "Valor R$2750".
const UNITS_ALONE = /^(?:valor:?\s*)?R\s?\$\.?\s?(\d{3,})$/i;

/**
 * The amount's lines read as units alone whose picture ends in a comma and two digits: the page's text with the comma
 * put back goes to `fits`, which gives what it confirms or null.
 */
async function readLostComma<T>(
  picture: GrayImage,
  page: OcrPage,
  fits: (text: string) => T | null,
): Promise<T | null> {
  for (const [index, { text, box }] of page.lines.entries()) {
    const digits = UNITS_ALONE.exec(text)?.[1];
    if (!digits || !endsInCents(await lineImage(picture, box, box.height))) continue;
    const texts = page.lines.map((other) => other.text);
    texts[index] = `R$ ${digits.slice(0, -2)},${digits.slice(-2)}`;
    const confirmed = fits(texts.join('\n'));
    if (confirmed !== null) return confirmed;
  }
  return null;
}

/**
 * The recipient's key read again from its line (and the line its end may have wrapped onto), enlarged, as one line
 * of key characters; the page's text with those lines read again goes to `confirms`, which gives the key it
 * confirms or null.
 */
async function rereadRecipientKey(
  picture: GrayImage,
  page: OcrPage,
  key: string | null,
  ocr: Pick<OcrEngine, 'readCode'>,
  confirms: (text: string) => string | null,
): Promise<string | null> {
  const probe = key?.replace(/\s+/g, '').slice(0, KEY_LINE_PROBE);
  if (!probe || probe.length < KEY_LINE_MIN_PROBE) return null;
  const at = page.lines.findIndex((line) => line.text.replace(/\s+/g, '').includes(probe));
  if (at < 0) return null;
  const next = page.lines[at + 1];
  const keyLines = next && mayEndWrappedKey(next.text) ? [at, at + 1] : [at];
  // A CPF or CNPJ key is masked as a document is: where its stars read as nothing a key holds, they are read again
  // redrawn as X, as a document's.
  const images = await Promise.all(
    keyLines.map((index) => lineImage(picture, page.lines[index]!.box, KEY_LINE_HEIGHT)),
  );
  for (const masksAsX of [false, true]) {
    const texts = page.lines.map((line) => line.text);
    let changed = false;
    for (const [at, index] of keyLines.entries()) {
      const image = masksAsX ? withMasksAsX(images[at]!) : images[at]!;
      if (!image) continue;
      texts[index] = await ocr.readCode(image, masksAsX ? DOCUMENT_CHARACTERS : KEY_CHARACTERS);
      changed = true;
    }
    const confirmed = changed ? confirms(texts.join('\n')) : null;
    if (confirmed) return confirmed;
  }
  return null;
}
