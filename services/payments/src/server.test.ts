import { status } from '@grpc/grpc-js';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EventTypes, type ReceiptVerified } from '@ritual/contracts/events';
import { fakeOrder, startFakeOrders } from '@ritual/orders/testing';
import { PaymentsService } from '@ritual/proto/ritual/v1/payments';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import {
  createBus,
  createClient,
  createLogger,
  createStorage,
  type EventBus,
  type EventEnvelope,
  type RunningService,
} from '@ritual/runtime';
import { createTestDatabase, startFakeService, startTestS3, TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import pg from 'pg';
import { parsePix } from 'pix-utils';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALREADY_APPROVED, ORDER_MISMATCH } from './domain/receipts.js';
import { start } from './server.js';
import { CORRECT_ANSWER, startStubModel } from './testing/openai-stub.js';
import { endToEndIdOf, type ReceiptSpec, textPdf } from './testing/receipt-corpus.js';
import { ALREADY_USED, NOT_A_RECEIPT } from './verification/rules.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
// A bank PDF paying order 10 (R$ 49,90, placed 2026-03-10 12:00 in São Paulo) to the store.
const PAYMENT: ReceiptSpec = {
  layout: 'nubank',
  amount: '49.90',
  paidAt: '2026-03-10T12:05:33',
  recipient: { name: 'TEMPLO DOS RITUAIS', document: '11.222.333/0001-81', key: 'loja@exemplo.com.br' },
  payer: { name: 'MARIA SOUZA', document: '***.456.789-**' },
  idSuffix: 'a1B2c3D4e5F',
};
const SECOND_PAYMENT: ReceiptSpec = { ...PAYMENT, paidAt: '2026-03-10T12:30:10', idSuffix: 'Zz9Yy8Xx7Ww' };

describe('payments service', () => {
  const busConfig = {
    NATS_URL: TEST_NATS_URL,
    EVENT_STREAM: uniqueName('PAYMENTS'),
    EVENT_SUBJECT_PREFIX: uniqueName('pay'),
  };
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let orders: Awaited<ReturnType<typeof startFakeOrders>>;
  let siteConfig: Awaited<ReturnType<typeof startFakeService>>;
  let service: RunningService;
  let client: ReturnType<typeof createClient<typeof PaymentsService>>;
  let sql: pg.Client;
  let listener: EventBus;
  const verdicts: EventEnvelope<ReceiptVerified>[] = [];

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase('payments'), startTestS3()]);
    orders = await startFakeOrders([
      { order: fakeOrder({ id: 10, ritual_price: '49.90' }), token: 't10' },
      { order: fakeOrder({ id: 11, payment_status: 'cancelled' }), token: 't11' },
      { order: fakeOrder({ id: 12, ritual_price: '49.90' }), token: 't12' },
      { order: fakeOrder({ id: 13, ritual_price: '49.90' }), token: 't13' },
    ]);
    siteConfig = await startFakeService('ritual.v1.SiteConfig', SiteConfigService, {
      getSiteConfig: async () => ({
        site_name: 'Templo dos Rituais',
        browser_title: '',
        site_description: '',
        contact_phone: '',
        contact_email: '',
        contact_whatsapp: '',
        about_text: '',
        footer_text: '',
        social_instagram: '',
        social_facebook: '',
        social_tiktok: '',
      }),
    });
    service = await start(
      {
        LOG_LEVEL: 'silent',
        GRPC_PORT: '0',
        DATABASE_URL: database.url,
        ORDERS_ADDR: orders.address,
        SITE_CONFIG_ADDR: siteConfig.address,
        ...busConfig,
        ...s3.config,
      },
      { handleSignals: false },
    );
    client = createClient(PaymentsService, `127.0.0.1:${service.port}`);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    listener = await createBus(busConfig, createLogger('test', 'silent'));
    await listener.subscribe('orders-test', [EventTypes.ReceiptVerified], async (event) => {
      verdicts.push(event as EventEnvelope<ReceiptVerified>);
    });
  });

  afterAll(async () => {
    client?.close();
    await listener?.close();
    await service?.stop();
    await Promise.all([orders?.stop(), siteConfig?.stop(), s3?.close(), sql?.end()]);
    await database?.drop();
    const nc = await connect({ servers: TEST_NATS_URL });
    await (await jetstreamManager(nc)).streams.delete(busConfig.EVENT_STREAM).catch(() => {});
    await nc.close();
  });

  it('creates its tables on an empty database', async () => {
    const { rows } = await sql.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );

    expect(rows.map((row) => row.table_name)).toEqual([
      'outbox_events',
      'paid_orders',
      'payment_settings',
      'pix_charges',
      'pix_payments',
      'pix_refunds',
      'psp_state',
      'receipts',
    ]);
  });

  describe('payment config', () => {
    it('answers an empty key and no image before anything is saved', async () => {
      expect(await client.getPaymentConfig({})).toEqual({
        pix_key: '',
        qr_code_image: '',
        recipient_name: '',
        recipient_document: '',
        recipient_document_masked: '',
      });
    });

    it('rejects a blank key and a QR file that is not an image', async () => {
      await expect(
        client.setPaymentConfig({ pix_key: ' ', qr_image: Buffer.alloc(0), qr_image_name: '' }),
      ).rejects.toMatchObject({ code: status.INVALID_ARGUMENT, details: 'Chave PIX é obrigatória' });
      await expect(
        client.setPaymentConfig({ pix_key: 'loja@exemplo.com.br', qr_image: PDF, qr_image_name: 'qr.png' }),
      ).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: 'A imagem do QR Code deve ser um arquivo de imagem',
      });
    });

    it('rejects a key of no PIX kind, naming what is wrong with it', async () => {
      await expect(
        client.setPaymentConfig({ pix_key: '123.456.789-00', qr_image: Buffer.alloc(0), qr_image_name: '' }),
      ).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: 'Chave PIX inválida: CPF com dígitos verificadores incorretos.',
      });
    });

    it('stores the image as a normalized PNG and keeps it when only the key changes', async () => {
      const jpeg = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer();

      const saved = await client.setPaymentConfig({
        pix_key: 'loja@exemplo.com.br',
        qr_image: jpeg,
        qr_image_name: 'qr.jpg',
      });
      const updated = await client.setPaymentConfig({
        pix_key: '+55 (11) 99999-8888',
        qr_image: Buffer.alloc(0),
        qr_image_name: '',
      });

      const meta = await sharp(Buffer.from(saved.qr_code_image, 'base64')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
      expect(updated).toMatchObject({ pix_key: '+5511999998888', qr_code_image: saved.qr_code_image });
      expect(await client.getPaymentConfig({})).toEqual(updated);
    });

    it('saves the account holder, keeps it when the fields are left out and clears it when they are empty', async () => {
      const key = { pix_key: 'loja@exemplo.com.br', qr_image: Buffer.alloc(0), qr_image_name: '' };

      const saved = await client.setPaymentConfig({
        ...key,
        recipient_name: '  Luz   Divina Rituais LTDA ',
        recipient_document: '12.abc.345/01de-35',
      });
      const kept = await client.setPaymentConfig(key);
      const cleared = await client.setPaymentConfig({ ...key, recipient_name: '', recipient_document: '' });

      expect(saved).toMatchObject({
        recipient_name: 'Luz Divina Rituais LTDA',
        recipient_document: '12.ABC.345/01DE-35',
        recipient_document_masked: '**.ABC.345/01DE-**',
      });
      expect(kept).toEqual(saved);
      expect(cleared).toMatchObject({ recipient_name: '', recipient_document: '', recipient_document_masked: '' });
    });

    it.each([
      ['a CPF with wrong check digits', '123.456.789-00', 'CPF do titular inválido: confira os dígitos verificadores.'],
      [
        'a CNPJ with wrong check digits',
        '11.222.333/0001-80',
        'CNPJ do titular inválido: confira os dígitos verificadores.',
      ],
      [
        'something that is neither',
        '1234',
        'Documento do titular inválido: informe o CPF (11 dígitos) ou o CNPJ (14 caracteres) da conta que recebe o PIX.',
      ],
    ])('refuses %s as the holder document, saving nothing', async (_kind, document, message) => {
      const before = await client.getPaymentConfig({});

      await expect(
        client.setPaymentConfig({
          pix_key: '11222333000181',
          qr_image: Buffer.alloc(0),
          qr_image_name: '',
          recipient_name: 'Outro Nome',
          recipient_document: document,
        }),
      ).rejects.toMatchObject({ code: status.INVALID_ARGUMENT, details: message });
      expect(await client.getPaymentConfig({})).toEqual(before);
    });
  });

  describe('receipts', () => {
    const eventOf = (receiptId: number) =>
      vi.waitFor(
        () => {
          const found = verdicts.find((e) => e.data.receipt_id === receiptId);
          if (!found) throw new Error('not published yet');
          return found;
        },
        { timeout: 5000, interval: 50 },
      );

    it('approves a bank PDF paying the order, stores it and publishes the approval', async () => {
      const receipt = await textPdf(PAYMENT);

      const verdict = await client.submitReceipt({
        order_id: 10,
        original_name: 'comprovante.pdf',
        content: receipt,
        order: undefined,
      });

      expect(verdict).toEqual({
        payment_approved: true,
        verification_status: 'approved',
        verification_reason: 'Pagamento aprovado automaticamente.',
      });
      const attempt = (await client.listReceipts({ order_id: 10 })).receipts.at(-1)!;
      expect(attempt).toMatchObject({
        order_id: 10,
        original_name: 'comprovante.pdf',
        content_type: 'application/pdf',
        verification_status: 'approved',
        provider: 'offline',
      });
      expect(JSON.parse(attempt.extracted_json)).toMatchObject({
        amount: '49.90',
        end_to_end_id: endToEndIdOf(PAYMENT),
        checks: { amount: 'pass', recipient: 'pass' },
      });
      const stored = await fetch(attempt.file_url);
      expect(Buffer.from(await stored.arrayBuffer())).toEqual(receipt);
      const { rows } = await sql.query('SELECT storage_key, sha256, size_bytes FROM receipts WHERE id = $1', [
        attempt.id,
      ]);
      expect(rows[0].storage_key).toMatch(/^receipts\/10\/[0-9a-f-]{36}\.pdf$/);
      expect(await createStorage(s3.config).get(rows[0].storage_key)).toEqual(receipt);
      expect(rows[0]).toMatchObject({ sha256: attempt.sha256, size_bytes: receipt.length });
      const event = await eventOf(attempt.id);
      expect(event.data).toEqual({
        order_id: 10,
        receipt_id: attempt.id,
        verification_status: 'approved',
        payment_approved: true,
      });
      // The relay marks the row published in the transaction that sent it, which may commit after delivery.
      await vi.waitFor(
        async () => {
          const { rows } = await sql.query('SELECT published_at FROM outbox_events WHERE id = $1', [event.id]);
          expect(rows[0].published_at).not.toBeNull();
        },
        { timeout: 5000, interval: 50 },
      );
    });

    it('answers a repeated upload as approved again without a second approval, and refuses it for another order', async () => {
      const receipt = await textPdf(PAYMENT);

      const again = await client.submitReceipt({
        order_id: 10,
        original_name: 'de-novo.pdf',
        content: receipt,
        order: undefined,
      });
      const elsewhere = await client.submitReceipt({
        order_id: 12,
        original_name: 'outro.pdf',
        content: receipt,
        order: undefined,
      });

      expect(again).toEqual({
        payment_approved: true,
        verification_status: 'approved',
        verification_reason: ALREADY_APPROVED,
      });
      expect(elsewhere).toEqual({
        payment_approved: false,
        verification_status: 'rejected',
        verification_reason: ALREADY_USED,
      });
      const rejectedId = (await client.listReceipts({ order_id: 12 })).receipts.at(-1)!.id;
      expect((await eventOf(rejectedId)).data.payment_approved).toBe(false);
      const { rows } = await sql.query(
        "SELECT count(*)::int AS n FROM outbox_events WHERE type = 'payments.receipt_verified' AND (payload->>'payment_approved')::boolean",
      );
      expect(rows[0].n).toBe(1);
    });

    it('rejects a PDF with nothing of a receipt in it', async () => {
      const verdict = await client.submitReceipt({
        order_id: 10,
        original_name: 'vazio.pdf',
        content: PDF,
        order: undefined,
      });

      expect(verdict).toEqual({
        payment_approved: false,
        verification_status: 'rejected',
        verification_reason: NOT_A_RECEIPT,
      });
    });

    it('judges against the order the caller read, without asking the orders service, which does not know it', async () => {
      const read = fakeOrder({ id: 77, ritual_price: '49.90' });

      const verdict = await client.submitReceipt({
        order_id: 77,
        original_name: 'vazio.pdf',
        content: PDF,
        order: read,
      });

      expect(verdict).toEqual({
        payment_approved: false,
        verification_status: 'rejected',
        verification_reason: NOT_A_RECEIPT,
      });
    });

    it('refuses an order read for another id than the receipt is sent for', async () => {
      const other = fakeOrder({ id: 12, ritual_price: '49.90' });

      await expect(
        client.submitReceipt({ order_id: 10, original_name: 'vazio.pdf', content: PDF, order: other }),
      ).rejects.toMatchObject({ code: status.INVALID_ARGUMENT, details: ORDER_MISMATCH });
    });

    it('judges the type by content: a text file named .png is refused and the attempt recorded', async () => {
      await expect(
        client.submitReceipt({
          order_id: 10,
          original_name: 'foto.png',
          content: Buffer.from('apenas texto'),
          order: undefined,
        }),
      ).rejects.toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.',
      });

      const { receipts } = await client.listReceipts({ order_id: 10 });
      expect(receipts.at(-1)).toMatchObject({
        original_name: 'foto.png',
        verification_status: 'rejected',
        verification_reason: 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.',
        file_url: '',
      });
    });

    it('accepts a WEBP image judged by content whatever its name, and reads it', async () => {
      const webp = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer();

      const verdict = await client.submitReceipt({
        order_id: 10,
        original_name: 'sem-extensao',
        content: webp,
        order: undefined,
      });

      expect(verdict.verification_reason).toBe(NOT_A_RECEIPT);
      const { receipts } = await client.listReceipts({ order_id: 10 });
      expect(receipts.at(-1)).toMatchObject({ content_type: 'image/webp', original_name: 'sem-extensao' });
      expect(JSON.parse(receipts.at(-1)!.extracted_json)).toMatchObject({ source: 'image-ocr' });
    });

    it('refuses a file above 10 MB as too large and records the attempt', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10_485_761 - PDF.length)]);

      await expect(
        client.submitReceipt({ order_id: 10, original_name: 'grande.pdf', content: big, order: undefined }),
      ).rejects.toMatchObject({ code: status.OUT_OF_RANGE, details: 'Arquivo muito grande. Máximo 10MB.' });
      const { receipts } = await client.listReceipts({ order_id: 10 });
      expect(receipts.at(-1)).toMatchObject({ original_name: 'grande.pdf', verification_status: 'rejected' });
    });

    it('records every attempt of the order in order, with a link only for stored files', async () => {
      const { receipts } = await client.listReceipts({ order_id: 10 });

      expect(receipts.map((r) => [r.original_name, r.verification_status, r.file_url !== ''])).toEqual([
        ['comprovante.pdf', 'approved', true],
        ['de-novo.pdf', 'approved', true],
        ['vazio.pdf', 'rejected', true],
        ['foto.png', 'rejected', false],
        ['sem-extensao', 'rejected', true],
        ['grande.pdf', 'rejected', false],
      ]);
      const { rows } = await sql.query(
        "SELECT count(*)::int AS n FROM outbox_events WHERE type = 'payments.receipt_verified' AND (payload->>'order_id')::bigint = 10",
      );
      // One event per attempt, but for the repeated approval, which had nothing new to announce.
      expect(rows[0].n).toBe(5);
    });

    it('answers not found for an unknown order and refuses a cancelled one', async () => {
      await expect(
        client.submitReceipt({ order_id: 999, original_name: 'c.pdf', content: PDF, order: undefined }),
      ).rejects.toMatchObject({
        code: status.NOT_FOUND,
        details: 'Pedido não encontrado',
      });
      await expect(
        client.submitReceipt({ order_id: 11, original_name: 'c.pdf', content: PDF, order: undefined }),
      ).rejects.toMatchObject({
        code: status.FAILED_PRECONDITION,
        details: 'Este pedido foi cancelado e não aceita mais pagamento',
      });
      expect((await client.listReceipts({ order_id: 999 })).receipts).toEqual([]);
    });
  });

  describe('order PIX', () => {
    it('builds the BR Code with the configured key, the store name and the exact price', async () => {
      await client.setPaymentConfig({ pix_key: 'loja@exemplo.com.br', qr_image: Buffer.alloc(0), qr_image_name: '' });

      const pix = await client.getOrderPix({ order_id: 10 });

      expect(pix).toMatchObject({ amount: '49.90', txid: 'PEDIDO10' });
      expect(parsePix(pix.brcode)).toMatchObject({
        pixKey: 'loja@exemplo.com.br',
        transactionAmount: 49.9,
        txid: 'PEDIDO10',
        merchantName: 'TEMPLO DOS RITUAIS',
        merchantCity: 'SAO PAULO',
      });
      expect((await sharp(Buffer.from(pix.qr_code_image, 'base64')).metadata()).format).toBe('png');
    });

    it('names the account holder as the merchant, accents folded and cut to the 25 characters of the field', async () => {
      const key = { pix_key: 'loja@exemplo.com.br', qr_image: Buffer.alloc(0), qr_image_name: '' };
      await client.setPaymentConfig({ ...key, recipient_name: 'Luz Divina Rituais e Orações Ltda' });

      const pix = await client.getOrderPix({ order_id: 10 });
      await client.setPaymentConfig({ ...key, recipient_name: '' });

      expect(parsePix(pix.brcode)).toMatchObject({ merchantName: 'LUZ DIVINA RITUAIS E ORAC' });
    });
  });
  describe('with a vision model configured', () => {
    it('reads receipts with the model named in OPENAI_MODEL at OPENAI_BASE_URL, and says so', async () => {
      const model = await startStubModel(() => ({
        // The store's key is the e-mail by now: the model reads it where the PDF shows an older phone key.
        answer: {
          ...CORRECT_ANSWER,
          end_to_end_id: endToEndIdOf(SECOND_PAYMENT),
          recipient_key: 'loja@exemplo.com.br',
        },
      }));
      const withModel = await start(
        {
          LOG_LEVEL: 'silent',
          GRPC_PORT: '0',
          DATABASE_URL: database.url,
          ORDERS_ADDR: orders.address,
          SITE_CONFIG_ADDR: siteConfig.address,
          OPENAI_API_KEY: 'test-key',
          OPENAI_MODEL: 'gpt-stub',
          OPENAI_BASE_URL: model.baseURL,
          ...busConfig,
          ...s3.config,
        },
        { handleSignals: false },
      );
      const modelClient = createClient(PaymentsService, `127.0.0.1:${withModel.port}`);
      try {
        const verdict = await modelClient.submitReceipt({
          order_id: 13,
          original_name: 'c.pdf',
          content: await textPdf(SECOND_PAYMENT),
          order: undefined,
        });

        expect(verdict.verification_status).toBe('approved');
        expect(model.requests.map((request) => request.body.model)).toEqual(['gpt-stub']);
        expect((await modelClient.listReceipts({ order_id: 13 })).receipts[0]!.provider).toBe('openai:gpt-stub');
      } finally {
        modelClient.close();
        await withModel.stop();
        await model.close();
      }
    });
  });
});
