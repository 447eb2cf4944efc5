import { createLogger } from '@ritual/runtime';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationInput } from '../domain/verifier.js';
import { CORRECT_ANSWER, type StubReply, startStubModel } from '../testing/openai-stub.js';
import { endToEndIdOf, type ReceiptSpec, screenshot, storefrontUpload, textPdf } from '../testing/receipt-corpus.js';
import { endToEndKey, maybeSamePayment } from './end-to-end-id.js';
import { OcrEngine } from './ocr.js';
import { OpenAiReceiptReader } from './openai-reader.js';
import { AutomaticReceiptVerifier } from './receipt-verifier.js';

const payment: ReceiptSpec = {
  layout: 'nubank',
  amount: '49.90',
  paidAt: '2026-03-10T12:05:33',
  recipient: { name: 'TEMPLO DOS RITUAIS LTDA', document: '11.222.333/0001-81' },
  payer: { name: 'MARIA SOUZA', document: '***.456.789-**' },
  idSuffix: 'a1B2c3D4e5F',
};

const input = (content: Buffer, contentType = 'application/pdf'): VerificationInput => ({
  order: { id: 1, price: '49.90', createdAt: '2026-03-10T15:00:00.000Z' },
  payee: { pixKey: '11222333000181', siteName: 'Templo dos Rituais', recipientName: '', recipientDocument: '' },
  file: { content, contentType, sha256: 'irrelevant' },
});

describe('AutomaticReceiptVerifier', () => {
  const logger = createLogger('test', 'silent');
  const ocr = new OcrEngine(logger);
  let stub: Awaited<ReturnType<typeof startStubModel>> | undefined;
  let correctPdf: Buffer;

  beforeAll(async () => {
    correctPdf = await textPdf(payment);
  });
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });
  afterAll(() => ocr.close());

  const verifier = (model?: OpenAiReceiptReader) =>
    new AutomaticReceiptVerifier({ ocr, model, timeZone: 'America/Sao_Paulo', logger });

  async function withModel(reply: StubReply, timeoutMs = 5000) {
    stub = await startStubModel(() => reply);
    return verifier(new OpenAiReceiptReader({ apiKey: 'k', model: 'gpt-test', baseURL: stub.baseURL, timeoutMs }));
  }

  it('approves a correct text PDF offline, recording what it read and how each check came out', async () => {
    const verification = await verifier().verify(input(correctPdf));

    expect(verification).toMatchObject({
      status: 'approved',
      provider: 'offline',
      endToEndId: endToEndKey(endToEndIdOf(payment)),
      fields: {
        source: 'pdf-text',
        amount: '49.90',
        paid_at: '2026-03-10T12:05:33',
        recipient_name: 'TEMPLO DOS RITUAIS LTDA',
        end_to_end_id: endToEndIdOf(payment),
        checks: {
          receipt: 'pass',
          recipient: 'pass',
          amount: 'pass',
          paid_after_order: 'pass',
          transaction_id: 'pass',
        },
      },
    });
  });

  it('names the model as provider when it agrees with the offline reading', async () => {
    const verification = await (await withModel({ answer: CORRECT_ANSWER })).verify(input(correctPdf));

    expect(verification).toMatchObject({
      status: 'approved',
      provider: 'openai:gpt-test',
      fields: { model: { amount: '49.90' } },
    });
  });

  it('approves from the model what the OCR could not read at all', async () => {
    const blank = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

    const verification = await (await withModel({ answer: CORRECT_ANSWER })).verify(input(blank, 'image/png'));

    expect(verification).toMatchObject({
      status: 'approved',
      provider: 'openai:gpt-test',
      fields: { source: 'image-ocr' },
    });
  });

  it('approves a screenshot compressed by the store’s upload page, its id a reading of the bank PDF’s', async () => {
    const confusable = { ...payment, idSuffix: 'O0Il1S5B8Z2' };
    const uploaded = await storefrontUpload(await screenshot(confusable, 'png', 1080, 2314));

    const [fromImage, fromPdf] = await Promise.all([
      verifier().verify(input(uploaded, 'image/jpeg')),
      verifier().verify(input(await textPdf(confusable))),
    ]);

    expect(fromImage.status).toBe('approved');
    expect(maybeSamePayment(fromImage.endToEndId!, fromPdf.endToEndId!)).toBe(true);
  });

  it('takes a model’s id a slip away from the offline one as the same id, and a different one as doubt', async () => {
    const slip = `${endToEndIdOf(payment).slice(0, -1)}X`;
    const other = `${endToEndIdOf(payment).slice(0, 21)}kX9wPmTu7Rv`;

    const near = await (await withModel({ answer: { ...CORRECT_ANSWER, end_to_end_id: slip } })).verify(
      input(correctPdf),
    );
    await stub!.close();
    const far = await (await withModel({ answer: { ...CORRECT_ANSWER, end_to_end_id: other } })).verify(
      input(correctPdf),
    );

    expect(near.status).toBe('approved');
    expect(far).toMatchObject({ status: 'pending_review', fields: { checks: { transaction_id: 'unknown' } } });
  });

  it('doubts when the model and the text layer disagree on a value', async () => {
    const model = await withModel({ answer: { ...CORRECT_ANSWER, amount: '4.99' } });

    expect((await model.verify(input(correctPdf))).status).toBe('pending_review');
  });

  it('keeps the model’s “no receipt” against an offline reading that found one', async () => {
    const model = await withModel({ answer: { ...CORRECT_ANSWER, is_pix_receipt: false, end_to_end_id: null } });

    expect((await model.verify(input(correctPdf))).status).toBe('pending_review');
  });

  it('falls back to the offline verdict when the model times out or fails, never to approval', async () => {
    const wrongAmount = await textPdf({ ...payment, amount: '39.90' });
    const slow = await withModel({ answer: CORRECT_ANSWER, delayMs: 2000 }, 150);

    const timedOut = await slow.verify(input(wrongAmount));

    expect(timedOut).toMatchObject({
      status: 'rejected',
      provider: 'offline',
      fields: { model_error: 'APIConnectionTimeoutError' },
    });
    expect(timedOut.reason).toMatch(/^Valor diferente do pedido/);
    await stub!.close();
    const failing = await withModel({ status: 500 });
    const blank = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await failing.verify(input(blank, 'image/png'))).toMatchObject({
      status: 'rejected',
      provider: 'offline',
      fields: { model_error: 'InternalServerError (HTTP 500)' },
    });
  });

  it('leaves the receipt to the operator when the OCR engine itself fails', async () => {
    const broken = new AutomaticReceiptVerifier({
      ocr: {
        read: () => Promise.reject(new Error('wasm crashed')),
        readCode: () => Promise.reject(new Error('unused')),
      },
      timeZone: 'America/Sao_Paulo',
      logger,
    });
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

    expect(await broken.verify(input(photo, 'image/png'))).toMatchObject({
      status: 'pending_review',
      fields: { offline_error: 'Error' },
    });
  });

  it('rejects a file that cannot be decoded as no receipt', async () => {
    const truncated = (
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).subarray(0, 60);

    const verification = await verifier().verify(input(truncated, 'image/png'));

    expect(verification).toMatchObject({ status: 'rejected', fields: { source: 'unreadable' } });
    expect(verification.reason).toMatch(/^Não parece um comprovante PIX/);
  });
});
