import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { readOffline } from './offline-reader.js';
import { imageOnlyPdf, type ReceiptSpec, screenshot, textPdf } from './receipt-corpus.js';

const payment: ReceiptSpec = {
  layout: 'itau',
  amount: '1249.90',
  paidAt: '2026-03-10T12:05:33',
  recipient: { name: 'TEMPLO DOS RITUAIS LTDA', document: '11.222.333/0001-81', key: 'loja@exemplo.com.br' },
  payer: { name: 'MARIA SOUZA', document: '***.456.789-**' },
  idSuffix: 'a1B2c3D4e5F',
};

const pdf = (content: Buffer) => ({ content, contentType: 'application/pdf' });

describe('readOffline', () => {
  it('reads a PDF’s text layer without any OCR', async () => {
    const ocr = { read: vi.fn() };

    const reading = await readOffline(pdf(await textPdf(payment)), ocr);

    expect(ocr.read).not.toHaveBeenCalled();
    expect(reading).toMatchObject({
      source: 'pdf-text',
      fields: {
        amount: '1249.90',
        recipientKey: 'loja@exemplo.com.br',
        endToEndId: 'E60701190202603101505a1B2c3D4e5F',
      },
    });
  });

  it('OCRs the picture of an image-only PDF', async () => {
    const ocr = { read: vi.fn(async () => 'Pix enviado\nvalor\nR$ 1.249,90') };

    const reading = await readOffline(pdf(await imageOnlyPdf(await screenshot(payment, 'jpeg'))), ocr);

    expect(ocr.read).toHaveBeenCalledOnce();
    expect(reading).toMatchObject({ source: 'pdf-ocr', fields: { amount: '1249.90', mentionsPix: true } });
  });

  it('joins text that a PDF wrote one character at a time into words', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([400, 200]);
    const font = await document.embedFont(StandardFonts.Helvetica);
    let x = 20;
    for (const char of 'Pix Valor R$ 49,90') {
      page.drawText(char, { x, y: 100, size: 12, font });
      x += font.widthOfTextAtSize(char, 12);
    }

    const reading = await readOffline(pdf(Buffer.from(await document.save())), { read: vi.fn() });

    expect(reading.fields).toMatchObject({ mentionsPix: true, amount: '49.90' });
  });

  it('calls a PDF it cannot parse unreadable', async () => {
    const reading = await readOffline(pdf(Buffer.from('%PDF-1.4\nnot really a pdf')), { read: vi.fn() });

    expect(reading.source).toBe('unreadable');
  });
});
