import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { CORRECT_ANSWER, type StubReply, startStubModel } from '../testing/openai-stub.js';
import { OpenAiReceiptReader, RECEIPT_SCHEMA } from './openai-reader.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe('OpenAiReceiptReader against an OpenAI-compatible server', () => {
  let stub: Awaited<ReturnType<typeof startStubModel>> | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  async function reader(reply: StubReply, timeoutMs = 5000) {
    stub = await startStubModel(() => reply);
    return new OpenAiReceiptReader({ apiKey: 'test-key', model: 'gpt-test', baseURL: stub.baseURL, timeoutMs });
  }

  it('sends an image upright, as a JPEG of at most 1600 px, with the strict schema, and reads the answer', async () => {
    const model = await reader({
      answer: {
        ...CORRECT_ANSWER,
        amount: '49.9',
        paid_at: '2026-03-10T12:05',
        end_to_end_id: ' E1823612O2026031015O5a1B2c3D4e5F ',
      },
    });
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#eee' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const fields = await model.read({ content: photo, contentType: 'image/jpeg' });

    const [request] = stub!.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('gpt-test');
    expect(request!.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'pix_receipt', strict: true, schema: RECEIPT_SCHEMA },
    });
    const parts = request!.body.messages.at(-1)!.content as Array<{ type: string; image_url?: { url: string } }>;
    const image = parts.find((part) => part.type === 'image_url')!.image_url!.url;
    expect(image).toMatch(/^data:image\/jpeg;base64,/);
    const sent = await sharp(Buffer.from(image.split(',')[1]!, 'base64')).metadata();
    expect([sent.format, sent.width, sent.height, sent.orientation]).toEqual(['jpeg', 1067, 1600, undefined]);
    expect(fields).toEqual({
      mentionsPix: true,
      scheduled: false,
      amount: '49.90',
      paidAt: '2026-03-10T12:05:00',
      recipientName: 'TEMPLO DOS RITUAIS LTDA',
      recipientKey: null,
      recipientDocument: '11.222.333/0001-81',
      institution: 'BCO DO BRASIL S.A.',
      endToEndId: 'E18236120202603101505a1B2c3D4e5F',
    });
  });

  it('sends a PDF unchanged as a file part', async () => {
    const model = await reader({ answer: CORRECT_ANSWER });

    await model.read({ content: PDF, contentType: 'application/pdf' });

    const parts = stub!.requests[0]!.body.messages.at(-1)!.content as Array<{ type: string; file?: unknown }>;
    expect(parts.find((part) => part.type === 'file')!.file).toEqual({
      filename: 'comprovante.pdf',
      file_data: `data:application/pdf;base64,${PDF.toString('base64')}`,
    });
  });

  it('keeps values out of format as unknown: an id that is no id, a date that is no date, R$ text', async () => {
    const model = await reader({
      answer: { ...CORRECT_ANSWER, end_to_end_id: 'ABC123', paid_at: 'ontem', amount: 'R$ 1.249,90' },
    });

    const fields = await model.read({ content: PDF, contentType: 'application/pdf' });

    expect(fields).toMatchObject({ endToEndId: null, paidAt: null, amount: '1249.90' });
  });

  it('fails on a server error and on a model slower than the timeout, without retrying', async () => {
    const failing = await reader({ status: 500 });
    await expect(failing.read({ content: PDF, contentType: 'application/pdf' })).rejects.toMatchObject({ status: 500 });
    expect(stub!.requests).toHaveLength(1);
    await stub!.close();

    const slow = await reader({ answer: CORRECT_ANSWER, delayMs: 2000 }, 150);
    await expect(slow.read({ content: PDF, contentType: 'application/pdf' })).rejects.toThrow(/timed out/i);
  });
});
