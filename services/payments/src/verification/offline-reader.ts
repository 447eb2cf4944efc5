import { type OcrEngine, prepareForOcr } from './ocr.js';
import { readPdf } from './pdf.js';
import { fieldsFromText, NO_FIELDS, type ReceiptFields } from './receipt-fields.js';

/** Where the text came from: a PDF's text layer, OCR of a PDF's picture or of an image, or nowhere. */
export type EvidenceSource = 'pdf-text' | 'pdf-ocr' | 'image-ocr' | 'unreadable';

export interface OfflineReading {
  source: EvidenceSource;
  fields: ReceiptFields;
}

/**
 * Reads the receipt without any outside service. A PDF's text layer is used as is (no OCR, it is exact and
 * fast); a PDF whose text does not even mention PIX is treated as a scan and its picture is OCR'd. A file that
 * cannot be decoded is "unreadable"; a failing OCR engine is an error for the caller, not a verdict on the file.
 */
export async function readOffline(
  file: { content: Buffer; contentType: string },
  ocr: Pick<OcrEngine, 'read'>,
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
  const text = await ocr.read(picture);
  const source = file.contentType === 'application/pdf' ? 'pdf-ocr' : 'image-ocr';
  return { source, fields: fieldsFromText(`${textLayer}\n${text}`) };
}
