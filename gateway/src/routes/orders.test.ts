import type { RequestListener } from 'node:http';
import { status } from '@grpc/grpc-js';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import { PNG_1PX, startOrdersForTest } from '@ritual/orders/testing';
import { createLogger } from '@ritual/runtime';
import { DEFAULT_CONSENT, startFakePrivacy } from '@ritual/site-config/testing';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

let contactSeq = 0;
function orderBody(overrides: Record<string, unknown> = {}) {
  contactSeq += 1;
  return {
    ritual_id: 1,
    form_data: {
      nome_completo_fixo: 'Maria da Silva',
      whatsapp_contato: `(11) 9${String(contactSeq).padStart(4, '0')}-1234`,
      nome_amor: 'João',
    },
    whatsapp: '',
    photos: [],
    consent: DEFAULT_CONSENT,
    ...overrides,
  };
}

describe('orders routes', () => {
  const logger = createLogger('test', 'silent');
  let orders: Awaited<ReturnType<typeof startOrdersForTest>>;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let privacy: Awaited<ReturnType<typeof startFakePrivacy>>;
  let clients: ServiceClients;
  let app: RequestListener;

  async function createOrder(overrides: Record<string, unknown> = {}) {
    const response = await request(app).post('/api/clientes').send(orderBody(overrides));
    expect(response.status).toBe(201);
    return response.body as { id: number; order_token: string; payment_status: string };
  }

  beforeAll(async () => {
    orders = await startOrdersForTest();
    identity = await startFakeIdentity();
    privacy = await startFakePrivacy();
    clients = createServiceClients(
      loadGatewayConfig({
        ORDERS_ADDR: orders.address,
        IDENTITY_ADDR: identity.address,
        SITE_CONFIG_ADDR: privacy.address,
      }),
    );
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  });

  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await identity?.stop();
    await privacy?.stop();
    await orders?.stop();
  });

  describe('POST /upload-photo', () => {
    it('stores a PNG sent with a .txt name and answers the server-made filename', async () => {
      const response = await request(app).post('/api/upload-photo').attach('file', PNG_1PX, 'foto.txt');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ filename: expect.stringMatching(/^[0-9a-f-]{36}\.png$/) });
      expect(await orders.storage.get(`photos/${response.body.filename}`)).toEqual(PNG_1PX);
    });

    it('answers 400 for a text file named .jpg', async () => {
      const response = await request(app).post('/api/upload-photo').attach('file', Buffer.from('só texto'), 'foto.jpg');

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'foto.jpg não é uma imagem válida' });
    });

    it('answers 413 above 5 MB', async () => {
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);

      const response = await request(app).post('/api/upload-photo').attach('file', big, 'grande.png');

      expect(response.status).toBe(413);
      expect(response.body).toEqual({ detail: 'Arquivo muito grande (máximo 5MB)' });
    });

    it('answers 400 without a file', async () => {
      const response = await request(app).post('/api/upload-photo').field('outro', 'x');

      expect(response.status).toBe(400);
      expect(response.body.detail).toContain('Nenhum arquivo');
    });
  });

  describe('POST /clientes', () => {
    it('answers 201 with the client, pending, and its order token', async () => {
      const upload = await request(app).post('/api/upload-photo').attach('file', PNG_1PX, 'eu.png');
      const body = orderBody({ photos: [upload.body.filename], whatsapp: '(21) 97777-6666' });

      const response = await request(app).post('/api/clientes').send(body);

      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual([
        'created_at',
        'expired',
        'form_data',
        'id',
        'late_payment',
        'order_token',
        'payment_status',
        'ritual_id',
        'ritual_name',
        'whatsapp',
      ]);
      expect(response.body).toMatchObject({
        ritual_id: 1,
        ritual_name: 'Amarração Amorosa',
        form_data: body.form_data,
        // The form's WhatsApp, never the request's own `whatsapp`.
        whatsapp: body.form_data.whatsapp_contato,
        payment_status: 'pending',
      });
      expect(response.body.order_token.length).toBeGreaterThanOrEqual(43);
    });

    it.each([
      [
        { form_data: { nome_completo_fixo: 'Maria', whatsapp_contato: '(11) 98888-7777' } },
        'Nome do Amor é obrigatório',
      ],
      [{ form_data: { nome_amor: 'João', whatsapp_contato: '(11) 98888-7777' } }, 'Nome completo é obrigatório'],
      [{ form_data: { nome_amor: 'João', nome_completo_fixo: 'Maria' } }, 'WhatsApp é obrigatório'],
      [
        { form_data: { nome_amor: 'João', nome_completo_fixo: 'Maria', whatsapp_contato: '119888' } },
        'WhatsApp deve estar no formato (xx) xxxxx-xxxx',
      ],
      [{ photos: ['nunca-enviada.png'] }, 'Foto inválida ou expirada'],
      [{ ritual_id: undefined }, 'Ritual é obrigatório'],
      [{ form_data: ['nome'] }, 'form_data deve ser um objeto com os campos do formulário'],
      [{ form_data: { nome_amor: { x: 1 } } }, 'O campo nome_amor do formulário deve ser um texto'],
      [{ photos: 'foto.png' }, 'photos deve ser uma lista de nomes de arquivo'],
      [{ photos: [1] }, 'photos deve ser uma lista de nomes de arquivo'],
      [{ consent: undefined }, 'É preciso aceitar o aviso de privacidade para enviar o pedido'],
      [
        { consent: { accepted: false, notice_version: '1' } },
        'É preciso aceitar o aviso de privacidade para enviar o pedido',
      ],
      [{ consent: { accepted: true } }, 'É preciso aceitar o aviso de privacidade para enviar o pedido'],
      [{ consent: 'sim' }, 'É preciso aceitar o aviso de privacidade para enviar o pedido'],
      [
        { consent: { accepted: true, notice_version: '0' } },
        'O aviso de privacidade foi atualizado; leia a versão atual e aceite de novo para enviar o pedido',
      ],
    ])('answers 400 for %j with its detail', async (overrides, detail) => {
      const response = await request(app).post('/api/clientes').send(orderBody(overrides));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail });
    });

    it('keeps the consent with the order: notice version, time and the client address', async () => {
      const created = await createOrder();

      const listed = await request(app).get('/api/clientes').set(asAdmin);

      const order = (listed.body as Array<{ id: number; consent: unknown }>).find((row) => row.id === created.id);
      expect(order?.consent).toEqual({
        notice_version: '1',
        accepted_at: expect.any(String),
        client_address: expect.stringMatching(/127\.0\.0\.1$/),
      });
    });

    it('answers a repeat with the same Idempotency-Key with the same order, and 409 when its data changed', async () => {
      const body = orderBody();
      const send = (payload: object) =>
        request(app).post('/api/clientes').set('Idempotency-Key', 'pedido-7f3a9c21').send(payload);

      const first = await send(body);
      const repeat = await send(body);
      const changed = await send({ ...body, form_data: { ...body.form_data, nome_amor: 'Pedro' } });

      expect(first.status).toBe(201);
      expect(repeat.status).toBe(201);
      expect(repeat.body).toEqual(first.body);
      expect(changed.status).toBe(409);
      expect(changed.body.detail).toMatch(/^Esta Idempotency-Key já foi usada/);
    });

    it('answers 400 for a malformed Idempotency-Key', async () => {
      const response = await request(app).post('/api/clientes').set('Idempotency-Key', 'curta').send(orderBody());

      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/^Idempotency-Key inválida/);
    });

    it('answers 404 for an inactive ritual', async () => {
      const response = await request(app)
        .post('/api/clientes')
        .send(orderBody({ ritual_id: 2 }));

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Ritual não encontrado' });
    });
  });

  describe('POST /clientes/no-payment', () => {
    it('answers 400 with the pt-BR detail without consent', async () => {
      const response = await request(app)
        .post('/api/clientes/no-payment')
        .send(orderBody({ consent: { accepted: false, notice_version: '1' } }));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'É preciso aceitar o aviso de privacidade para enviar o pedido' });
    });

    it('answers 201 with the message and id, then 400 "já foi cadastrado hoje" for the same WhatsApp', async () => {
      const body = orderBody();

      const first = await request(app).post('/api/clientes/no-payment').send(body);
      const second = await request(app).post('/api/clientes/no-payment').send(body);

      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        message: 'Dados enviados com sucesso! O ritual será processado em breve.',
        id: expect.any(Number),
      });
      expect(second.status).toBe(400);
      expect(second.body.detail).toContain('já foi cadastrado hoje');
    });
  });

  describe('GET /clientes', () => {
    it('answers 401 without a token and with a forged one', async () => {
      const anonymous = await request(app).get('/api/clientes');
      const forged = await request(app).get('/api/clientes').set({ Authorization: 'Bearer forjado' });

      expect(anonymous.status).toBe(401);
      expect(forged.status).toBe(401);
    });

    it('lists orders for the admin, newest first, with photos and without tokens', async () => {
      orders.clock.now = new Date('2025-05-01T12:00:00Z');
      const older = await createOrder({ ritual_id: 3 });
      orders.clock.now = new Date('2025-05-02T12:00:00Z');
      const newer = await createOrder({ ritual_id: 3 });
      await createOrder({ ritual_id: 1 });

      const response = await request(app).get('/api/clientes?ritual_id=3').set(asAdmin);

      expect(response.status).toBe(200);
      expect(response.body.map((order: { id: number }) => order.id)).toEqual([newer.id, older.id]);
      expect(Object.keys(response.body[0]).sort()).toEqual([
        'consent',
        'created_at',
        'expired',
        'form_data',
        'id',
        'late_payment',
        'payment_status',
        'photos',
        'ritual_id',
        'ritual_name',
        'whatsapp',
      ]);
    });

    it('answers 400 for a ritual_id that is not a number', async () => {
      const response = await request(app).get('/api/clientes?ritual_id=abc').set(asAdmin);
      expect(response.status).toBe(400);
    });
  });

  describe('PUT /clientes/:id/payment', () => {
    it('lets the client pay with its order token (urlencoded)', async () => {
      const order = await createOrder();

      const response = await request(app)
        .put(`/api/clientes/${order.id}/payment`)
        .set('X-Order-Token', order.order_token)
        .type('form')
        .send({ payment_status: 'paid' });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: order.id, payment_status: 'paid' });
    });

    it('answers 403 without any token', async () => {
      const order = await createOrder();

      const response = await request(app).put(`/api/clientes/${order.id}/payment`).field('payment_status', 'paid');

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: 'Token do pedido inválido' });
    });

    it('answers 403 with another order’s token', async () => {
      const order = await createOrder();
      const other = await createOrder();

      const response = await request(app)
        .put(`/api/clientes/${order.id}/payment`)
        .set('X-Order-Token', other.order_token)
        .field('payment_status', 'paid');

      expect(response.status).toBe(403);
    });

    it('answers 403 when the client tries to cancel', async () => {
      const order = await createOrder();

      const response = await request(app)
        .put(`/api/clientes/${order.id}/payment`)
        .set('X-Order-Token', order.order_token)
        .field('payment_status', 'cancelled');

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: 'Você não tem permissão para alterar o status deste pedido' });
    });

    it('answers 401 for a forged admin token, even with a valid order token', async () => {
      const order = await createOrder();

      const response = await request(app)
        .put(`/api/clientes/${order.id}/payment`)
        .set({ Authorization: 'Bearer forjado', 'X-Order-Token': order.order_token })
        .field('payment_status', 'paid');

      expect(response.status).toBe(401);
    });

    it('lets the admin set any status in any order (multipart)', async () => {
      const order = await createOrder();

      for (const status of ['cancelled', 'paid', 'pending']) {
        const response = await request(app)
          .put(`/api/clientes/${order.id}/payment`)
          .set(asAdmin)
          .field('payment_status', status);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ id: order.id, payment_status: status });
      }
    });

    it('answers 400 for an unknown status and 404 for an unknown order', async () => {
      const order = await createOrder();

      const invalid = await request(app)
        .put(`/api/clientes/${order.id}/payment`)
        .set(asAdmin)
        .type('form')
        .send({ payment_status: 'estornado' });
      const missing = await request(app)
        .put('/api/clientes/987654/payment')
        .set(asAdmin)
        .type('form')
        .send({ payment_status: 'paid' });

      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ detail: 'Status de pagamento inválido' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: 'Pedido não encontrado' });
    });
  });

  describe('when the orders call is cut off (a replica dying mid-call)', () => {
    const cutOff = Object.assign(new Error('14 UNAVAILABLE: Connection dropped'), {
      code: status.UNAVAILABLE,
      details: 'Connection dropped',
    });
    const cutOffOnce = () => vi.spyOn(clients.orders, 'createOrder').mockRejectedValueOnce(cutOff);

    it('sends it once more when the order carries an Idempotency-Key, and makes one order', async () => {
      const createOrder = cutOffOnce();
      const response = await request(app)
        .post('/api/clientes')
        .set('Idempotency-Key', 'corte-de-conexao-1')
        .send(orderBody());
      const calls = createOrder.mock.calls.length;
      createOrder.mockRestore();

      expect(response.status).toBe(201);
      expect(calls).toBe(2);
    });

    it('answers 503 without sending it again when there is no Idempotency-Key', async () => {
      const createOrder = cutOffOnce();
      const response = await request(app).post('/api/clientes').send(orderBody());
      const calls = createOrder.mock.calls.length;
      createOrder.mockRestore();

      expect(response.status).toBe(503);
      expect(calls).toBe(1);
    });
  });
});
