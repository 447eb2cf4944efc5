import { findEndToEndId, mayContinueEndToEndId, mayHoldEndToEndId } from './end-to-end-id.js';
import { enlarge, lineImage, type OcrEngine, type OcrPage, prepareForOcr } from './ocr.js';
import { readPdf } from './pdf.js';
import { fieldsFromText, NO_FIELDS, type ReceiptFields } from './receipt-fields.js';
import { endToEndIdAgrees } from './rules.js';

/** Where the text came from: a PDF's text layer, OCR of a PDF's picture or of an image, or nowhere. */
export type EvidenceSource = 'pdf-text' | 'pdf-ocr' | 'image-ocr' | 'unreadable';

export interface OfflineReading {
  source: EvidenceSource;
  fields: ReceiptFields;
}

// Heights (pixels) the id's line is enlarged to for a second reading, tried in turn: each scale misreads other
// characters, and a small id on a compressed screenshot reads best well enlarged.
const REREAD_LINE_HEIGHTS = [40, 24];
// Lines of text lower than this (pixels, as OCR boxed them) read poorly, as on a long scrolling screenshot squeezed
// to 1200 px: the page is read again enlarged so its lines are about TEXT_LINE_HEIGHT, within OCR_MAX_ENLARGEMENT.
const SMALL_LINE_HEIGHT = 16;
const TEXT_LINE_HEIGHT = 26;
const OCR_MAX_ENLARGEMENT = 2.5;

/**
 * Reads the receipt without any outside service. A PDF's text layer is used as is (no OCR, it is exact and
 * fast); a PDF whose text does not even mention PIX is treated as a scan and its picture is OCR'd. A file that
 * cannot be decoded is "unreadable"; a failing OCR engine is an error for the caller, not a verdict on the file.
 * When OCR found no end-to-end id agreeing with the receipt's time, the id's line alone is read again, enlarged.
 */
export async function readOffline(
  file: { content: Buffer; contentType: string },
  ocr: Pick<OcrEngine, 'read' | 'readCode'>,
  timeZone: string,
): Promise<OfflineReading> {
  let textLayer = '';
  let picture: Buffer;
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
  if (lineHeight > 0 && lineHeight < SMALL_LINE_HEIGHT) {
    const enlarged = await enlarge(picture, Math.min(OCR_MAX_ENLARGEMENT, TEXT_LINE_HEIGHT / lineHeight));
    const second = await ocr.read(enlarged);
    const secondFields = fieldsFromText(`${textLayer}\n${second.text}`);
    if (fieldsRead(secondFields) >= fieldsRead(fields)) [picture, page, fields] = [enlarged, second, secondFields];
  }
  const source = file.contentType === 'application/pdf' ? 'pdf-ocr' : 'image-ocr';
  if (endToEndIdAgrees(fields, timeZone)) return { source, fields };
  const reread = await rereadEndToEndId(picture, page, ocr, (id) =>
    endToEndIdAgrees({ ...fields, endToEndId: id }, timeZone),
  );
  return { source, fields: reread ? { ...fields, endToEndId: reread } : fields };
}

/** The median height of the lines OCR found, 0 when it found none. */
function medianLineHeight(page: OcrPage): number {
  const heights = page.lines.map((line) => line.box.height).sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)]! : 0;
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
  picture: Buffer,
  page: OcrPage,
  ocr: Pick<OcrEngine, 'readCode'>,
  fits: (id: string) => boolean,
): Promise<string | null> {
  const at = page.lines.findIndex((line) => mayHoldEndToEndId(line.text));
  if (at < 0) return null;
  const next = page.lines[at + 1];
  const idLines = next && mayContinueEndToEndId(next.text) ? [page.lines[at]!, next] : [page.lines[at]!];
  for (const height of REREAD_LINE_HEIGHTS) {
    const texts: string[] = [];
    for (const line of idLines) texts.push(await ocr.readCode(await lineImage(picture, line.box, height)));
    const id = findEndToEndId(texts.join('\n'));
    if (id && fits(id)) return id;
  }
  return null;
}
