import type { RequestListener } from 'node:http';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import { fakeOrder, startFakeOrders } from '@ritual/orders/testing';
import { start as startPayments } from '@ritual/payments/server';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { createLogger, type RunningService } from '@ritual/runtime';
import { createTestDatabase, startFakeService, startTestS3 } from '@ritual/runtime/testing';
import { Router } from 'express';
import { parsePix } from 'pix-utils';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const ORDER_TOKEN = 'token-do-pedido-10';
const OTHER_ORDER_TOKEN = 'token-do-pedido-20';

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();

describe('payments routes', () => {
  const logger = createLogger('test', 'silent');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  const fakes: Array<{ address: string; stop(): Promise<void> }> = [];
  let orders: Awaited<ReturnType<typeof startFakeOrders>>;
  let payments: RunningService;
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase('gw_payments'), startTestS3()]);
    const [identity, fakeOrders, siteConfig] = await Promise.all([
      startFakeIdentity(),
      startFakeOrders([
        { order: fakeOrder({ id: 10, ritual_price: '49.90' }), token: ORDER_TOKEN },
        { order: fakeOrder({ id: 20 }), token: OTHER_ORDER_TOKEN },
      ]),
      startFakeService('ritual.v1.SiteConfig', SiteConfigService, {
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
      }),
    ]);
    orders = fakeOrders;
    fakes.push(identity, orders, siteConfig);
    payments = await startPayments(
      {
        LOG_LEVEL: 'silent',
        GRPC_PORT: '0',
        DATABASE_URL: database.url,
        ORDERS_ADDR: orders.address,
        SITE_CONFIG_ADDR: siteConfig.address,
        ...s3.config,
      },
      { handleSignals: false },
    );
    clients = createServiceClients(
      loadGatewayConfig({
        PAYMENTS_ADDR: `127.0.0.1:${payments.port}`,
        ORDERS_ADDR: orders.address,
        IDENTITY_ADDR: identity.address,
      }),
    );
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  });

  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await payments?.stop();
    await Promise.all([...fakes.map((fake) => fake.stop()), s3?.close()]);
    await database?.drop();
  });

  it.each([
    ['post', '/api/payment-config'],
    ['get', '/api/clientes/10/receipts'],
    ['get', '/api/receipts/review'],
    ['get', '/api/receipts/review/count'],
    ['post', '/api/receipts/1/approve'],
    ['post', '/api/receipts/1/reject'],
  ])('%s %s without an admin token answers 401', async (method, path) => {
    const response = await request(app)[method as 'get'](path);

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'Não autenticado' });
  });

  describe('payment config', () => {
    it('is public to read and empty before it is saved', async () => {
      const response = await request(app).get('/api/payment-config');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ pix_key: '', qr_code_image: '', recipient_name: '', recipient_document: '' });
    });

    it('saves the key and the QR image as a base64 PNG, keeping the image when only the key changes', async () => {
      const saved = await request(app)
        .post('/api/payment-config')
        .set(asAdmin)
        .field('pix_key', 'loja@exemplo.com.br')
        .attach('qr_image', await png(200), 'qr.png');
      const keyOnly = await request(app).post('/api/payment-config').set(asAdmin).field('pix_key', '+55 11 99999-8888');

      expect(saved.status).toBe(200);
      expect(saved.body.pix_key).toBe('loja@exemplo.com.br');
      expect((await sharp(Buffer.from(saved.body.qr_code_image, 'base64')).metadata()).format).toBe('png');
      expect(keyOnly.body).toMatchObject({ pix_key: '+5511999998888', qr_code_image: saved.body.qr_code_image });
      expect((await request(app).get('/api/payment-config')).body).toEqual(keyOnly.body);
    });

    it('answers 400 without a key, for a key of no PIX kind and for a QR file that is not an image', async () => {
      const noKey = await request(app).post('/api/payment-config').set(asAdmin).field('pix_key', '');
      const badCpf = await request(app).post('/api/payment-config').set(asAdmin).field('pix_key', '123.456.789-00');
      const notImage = await request(app)
        .post('/api/payment-config')
        .set(asAdmin)
        .field('pix_key', 'loja@exemplo.com.br')
        .attach('qr_image', PDF, 'qr.png');

      expect([noKey.status, noKey.body]).toEqual([400, { detail: 'Chave PIX é obrigatória' }]);
      expect([badCpf.status, badCpf.body]).toEqual([
        400,
        { detail: 'Chave PIX inválida: CPF com dígitos verificadores incorretos.' },
      ]);
      expect([notImage.status, notImage.body]).toEqual([
        400,
        { detail: 'A imagem do QR Code deve ser um arquivo de imagem' },
      ]);
    });

    it('takes the account holder; the full document goes to admins only, the public sees it masked', async () => {
      const saved = await request(app)
        .post('/api/payment-config')
        .set(asAdmin)
        .field('pix_key', '+55 11 99999-8888')
        .field('recipient_name', 'Luz Divina Rituais LTDA')
        .field('recipient_document', '529.982.247-25');
      const asPublic = await request(app).get('/api/payment-config');
      const forAdmin = await request(app).get('/api/payment-config').set(asAdmin);
      const badDocument = await request(app)
        .post('/api/payment-config')
        .set(asAdmin)
        .field('pix_key', '+55 11 99999-8888')
        .field('recipient_document', '529.982.247-26');
      await request(app)
        .post('/api/payment-config')
        .set(asAdmin)
        .field('pix_key', '+55 11 99999-8888')
        .field('recipient_name', '')
        .field('recipient_document', '');

      expect(saved.body).toMatchObject({
        recipient_name: 'Luz Divina Rituais LTDA',
        recipient_document: '529.982.247-25',
      });
      expect(forAdmin.body).toEqual(saved.body);
      expect(asPublic.body).toMatchObject({
        recipient_name: 'Luz Divina Rituais LTDA',
        recipient_document: '***.982.247-**',
      });
      expect([badDocument.status, badDocument.body]).toEqual([
        400,
        { detail: 'CPF do titular inválido: confira os dígitos verificadores.' },
      ]);
    });

    it('answers 413 for a QR image above 5 MB', async () => {
      const big = Buffer.concat([await png(8), Buffer.alloc(5 * 1024 * 1024)]);

      const response = await request(app)
        .post('/api/payment-config')
        .set(asAdmin)
        .field('pix_key', 'loja@exemplo.com.br')
        .attach('qr_image', big, 'qr.png');

      expect([response.status, response.body]).toEqual([413, { detail: 'A imagem do QR Code deve ter no máximo 5MB' }]);
    });
  });

  describe('receipt upload', () => {
    const upload = (orderId: number, token?: string) => {
      const req = request(app).post(`/api/upload-receipt/${orderId}`);
      return token ? req.set('X-Order-Token', token) : req;
    };

    it('answers the verdict: a PDF with nothing of a receipt in it is rejected with the reason', async () => {
      const response = await upload(10, ORDER_TOKEN).attach('file', PDF, 'comprovante.pdf');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        payment_approved: false,
        verification_status: 'rejected',
        verification_reason: 'Não parece um comprovante PIX: envie o comprovante do pagamento (PDF ou imagem nítida).',
      });
    });

    it('answers 403 without the order token and with another order’s token', async () => {
      const missing = await upload(10).attach('file', PDF, 'c.pdf');
      const otherOrders = await upload(10, OTHER_ORDER_TOKEN).attach('file', PDF, 'c.pdf');

      expect([missing.status, otherOrders.status]).toEqual([403, 403]);
      expect(otherOrders.body).toEqual({ detail: 'Token do pedido inválido' });
    });

    it('answers 400 without a file and for a type judged wrong by content', async () => {
      const noFile = await upload(10, ORDER_TOKEN).field('nada', 'x');
      const wrongType = await upload(10, ORDER_TOKEN).attach('file', Buffer.from('texto qualquer'), 'foto.jpg');

      expect([noFile.status, noFile.body]).toEqual([400, { detail: 'Nenhum arquivo enviado' }]);
      expect([wrongType.status, wrongType.body]).toEqual([
        400,
        { detail: 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.' },
      ]);
    });

    it('answers 413 above 10 MB', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10_485_761 - PDF.length)]);

      const response = await upload(10, ORDER_TOKEN).attach('file', big, 'grande.pdf');

      expect([response.status, response.body]).toEqual([413, { detail: 'Arquivo muito grande. Máximo 10MB.' }]);
    });

    it('lists the attempts to the admin with verdict, reason and a link to the file', async () => {
      const response = await request(app).get('/api/clientes/10/receipts').set(asAdmin);

      expect(response.status).toBe(200);
      expect(response.body.map((r: { verification_status: string }) => r.verification_status)).toEqual([
        'rejected',
        'rejected',
      ]);
      const [stored, refused] = response.body;
      expect(stored).toMatchObject({ order_id: 10, original_name: 'comprovante.pdf', content_type: 'application/pdf' });
      expect(Buffer.from(await (await fetch(stored.file_url)).arrayBuffer())).toEqual(PDF);
      expect(refused).toMatchObject({ original_name: 'foto.jpg', file_url: null });
    });

    it('hands payments the order read checking the token, so the upload does not read it again', async () => {
      const reads = orders.reads();

      const response = await upload(10, ORDER_TOKEN).attach('file', PDF, 'de-novo.pdf');

      expect(response.body.verification_status).toBe('rejected');
      expect(orders.reads() - reads).toBe(0);
    });
  });

  describe('order PIX', () => {
    it('answers the BR Code for the order’s exact price to the holder of its token', async () => {
      const response = await request(app).get('/api/clientes/10/pix').set('X-Order-Token', ORDER_TOKEN);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ amount: 49.9, txid: 'PEDIDO10' });
      expect(parsePix(response.body.brcode)).toMatchObject({ pixKey: '+5511999998888', transactionAmount: 49.9 });
      expect(response.body.qr_code_image).toMatch(/^iVBORw0KGgo/);
    });

    it('answers 403 with another order’s token', async () => {
      const response = await request(app).get('/api/clientes/10/pix').set('X-Order-Token', OTHER_ORDER_TOKEN);

      expect(response.status).toBe(403);
    });
  });
  describe('receipt review', () => {
    it('answers an empty queue, a zero count and 404 for a receipt that does not exist', async () => {
      const queue = await request(app).get('/api/receipts/review').set(asAdmin);
      const count = await request(app).get('/api/receipts/review/count').set(asAdmin);
      const unknown = await request(app).post('/api/receipts/987654/approve').set(asAdmin);

      expect([queue.status, queue.body]).toEqual([200, []]);
      expect([count.status, count.body]).toEqual([200, { count: 0 }]);
      expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Comprovante não encontrado' }]);
    });

    it("tells an order's client the latest verdict with the attempts so far, and nobody else", async () => {
      const before = await request(app).get('/api/clientes/20/receipt-status').set('X-Order-Token', OTHER_ORDER_TOKEN);
      await request(app)
        .post('/api/upload-receipt/20')
        .set('X-Order-Token', OTHER_ORDER_TOKEN)
        .attach('file', PDF, 'comprovante.pdf');
      const after = await request(app).get('/api/clientes/20/receipt-status').set('X-Order-Token', OTHER_ORDER_TOKEN);
      const stranger = await request(app).get('/api/clientes/20/receipt-status').set('X-Order-Token', ORDER_TOKEN);

      expect(before.body).toEqual({
        verification_status: null,
        verification_reason: '',
        payment_approved: false,
        attempts: 0,
        reviewed: false,
      });
      expect(after.body).toMatchObject({ verification_status: 'rejected', attempts: 1, reviewed: false });
      expect(stranger.status).toBe(403);
    });
  });
});
