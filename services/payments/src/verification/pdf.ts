import { extractImages, getDocumentProxy } from 'unpdf';
import type { RawImage } from './ocr.js';

// Receipts are one page; a long upload is read no further than this.
const MAX_PAGES = 2;

interface PositionedText {
  str: string;
  transform: number[];
  width: number;
}

export interface PdfContent {
  /** The text layer, one line per printed line. */
  text: string;
  /** The largest picture on the first pages, for OCR when the text layer says nothing. */
  image: RawImage | null;
}

/** Reads a PDF's text layer, and its largest picture only when asked for (an image-only "scan"). */
export async function readPdf(content: Buffer, wantImage: (text: string) => boolean): Promise<PdfContent> {
  const pdf = await getDocumentProxy(new Uint8Array(content), { isEvalSupported: false, verbosity: 0 });
  try {
    const pages = Math.min(pdf.numPages, MAX_PAGES);
    const texts: string[] = [];
    for (let number = 1; number <= pages; number++) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      texts.push(textLines(items.filter((item): item is PositionedText & typeof item => 'str' in item)));
    }
    const text = texts.join('\n');
    if (!wantImage(text)) return { text, image: null };
    let image: RawImage | null = null;
    for (let number = 1; number <= pages; number++) {
      for (const found of await extractImages(pdf, number)) {
        if (!image || found.width * found.height > image.width * image.height) image = found;
      }
    }
    return { text, image };
  } finally {
    await pdf.destroy();
  }
}

/** Text items grouped into printed lines (same baseline), left to right; a space only where the print has a gap. */
function textLines(items: PositionedText[]): string {
  const lines: Array<{ y: number; size: number; items: PositionedText[] }> = [];
  for (const item of items) {
    if (!item.str) continue;
    const y = item.transform[5]!;
    const size = Math.abs(item.transform[3]!) || 10;
    const line = lines.find((candidate) => Math.abs(candidate.y - y) < Math.min(candidate.size, size) / 2);
    if (line) line.items.push(item);
    else lines.push({ y, size, items: [item] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => {
      let text = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const item of line.items.sort((a, b) => a.transform[4]! - b.transform[4]!)) {
        const x = item.transform[4]!;
        text += (x - end > line.size * 0.2 ? ' ' : '') + item.str;
        end = x + item.width;
      }
      return text.replace(/\s+/g, ' ').trim();
    })
    .filter(Boolean)
    .join('\n');
}
