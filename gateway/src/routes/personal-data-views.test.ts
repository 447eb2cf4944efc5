import type { RequestListener } from 'node:http';
import { status } from '@grpc/grpc-js';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import { fakeOrder } from '@ritual/orders/testing';
import type { AuditEntry } from '@ritual/proto/ritual/v1/identity';
import { type OrderQuery, OrdersService } from '@ritual/proto/ritual/v1/orders';
import { PaymentsService, type Receipt } from '@ritual/proto/ritual/v1/payments';
import { createLogger, DomainError, notFound } from '@ritual/runtime';
import { startFakeService } from '@ritual/runtime/testing';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

// LGPD audit trail (issue 37): report downloads and receipt file views are written to the audit log, server-side,
// with who, the client address, whose data and what.

const receipt = (fields: Partial<Receipt> & Pick<Receipt, 'id'>): Receipt => ({
  order_id: 42,
  original_name: 'comprovante.pdf',
  content_type: 'application/pdf',
  sha256: '',
  verification_status: 'approved',
  verification_reason: '',
  provider: '',
  duration_ms: 0,
  created_at: '2026-05-01T12:00:00.000Z',
  file_url: `https://arquivos.exemplo.com/receipts/${fields.id}?X-Amz-Signature=abc`,
  extracted_json: '',
  reviewed_by: '',
  reviewed_at: '',
  review_note: '',
  file_note: '',
  ...fields,
});

describe('audited personal-data views', () => {
  const logger = createLogger('test', 'silent');
  const recorded: AuditEntry[] = [];
  const queries: OrderQuery[] = [];
  let auditDown = false;
  const fakes: Array<{ stop(): Promise<void> }> = [];
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    const identity = await startFakeIdentity({
      recordAudit: async (entry) => {
        if (auditDown) throw new DomainError(status.UNAVAILABLE, 'identity indisponível');
        recorded.push(entry);
        return { ...entry, id: recorded.length, created_at: new Date().toISOString() };
      },
    });
    const orders = await startFakeService('ritual.v1.Orders', OrdersService, {
      getOrder: async ({ id }) => {
        if (id !== 42) throw notFound('Pedido não encontrado');
        return fakeOrder({ id: 42, whatsapp: '(11) 98765-4321' });
      },
      queryOrders: async (query) => {
        queries.push(query);
        const first = !query.cursor;
        return {
          orders: [fakeOrder({ id: first ? 42 : 41, whatsapp: '(11) 98765-4321' })],
          next_cursor: first ? 'c2' : '',
          counts: first ? { all: 2, pending: 0, paid: 2, cancelled: 0 } : undefined,
        };
      },
    });
    const payments = await startFakeService('ritual.v1.Payments', PaymentsService, {
      listReceipts: async ({ order_id }) => ({
        receipts:
          order_id === 42
            ? [receipt({ id: 7 }), receipt({ id: 8, file_url: '', file_note: 'arquivo apagado pela retenção' })]
            : [],
      }),
    });
    fakes.push(identity, orders, payments);
    clients = createServiceClients(
      loadGatewayConfig({
        IDENTITY_ADDR: identity.address,
        ORDERS_ADDR: orders.address,
        PAYMENTS_ADDR: payments.address,
      }),
    );
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  });

  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await Promise.all(fakes.map((fake) => fake.stop()));
  });

  beforeEach(() => {
    recorded.length = 0;
    queries.length = 0;
    auditDown = false;
  });

  describe('report downloads', () => {
    it('audits the Relatórios CSV with the filter and the number of orders, before the file is sent', async () => {
      const response = await request(app)
        .get('/api/clientes/export')
        .query({ ritual_id: '3', status: 'paid', from: '2026-03-01', to: '2026-03-31', ritual_name: 'Amarração' })
        .set(asAdmin)
        .set('X-Forwarded-For', '198.51.100.9');

      expect(response.status).toBe(200);
      expect(response.text.split('\r\n').filter(Boolean)).toHaveLength(3);
      expect(recorded).toEqual([
        expect.objectContaining({
          actor: 'admin',
          action: 'report.download',
          subject: 'ritual Amarração',
          detail: 'Relatórios, CSV; 2 pedidos; situação pagos; de 01/03/2026; até 31/03/2026',
          ip: '198.51.100.9',
        }),
      ]);
    });

    it('audits the Envio de Vídeo CSV too', async () => {
      await request(app).get('/api/clientes/export').query({ view: 'video' }).set(asAdmin);

      expect(recorded.map((entry) => [entry.subject, entry.detail])).toEqual([
        ['todos os rituais', 'Envio de Vídeo, CSV; 2 pedidos'],
      ]);
    });

    it('sends no file when the download cannot be recorded', async () => {
      auditDown = true;

      const response = await request(app).get('/api/clientes/export').set(asAdmin);

      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toContain('application/json');
    });

    it('audits the Excel file once, on the first page the panel reads for it', async () => {
      const first = await request(app)
        .get('/api/clientes')
        .query({ ritual_id: '3', limit: '200', download: 'xlsx' })
        .set(asAdmin);
      await request(app)
        .get('/api/clientes')
        .query({ ritual_id: '3', limit: '200', cursor: first.body.next_cursor, download: 'xlsx' })
        .set(asAdmin);

      expect(first.status).toBe(200);
      expect(recorded.map((entry) => [entry.action, entry.subject, entry.detail])).toEqual([
        ['report.download', 'ritual 3', 'Relatórios, Excel (.xlsx); 2 pedidos'],
      ]);
    });

    it('leaves the list’s own pages (the preview) out of the audit', async () => {
      await request(app).get('/api/clientes').query({ ritual_id: '3', limit: '50' }).set(asAdmin);

      expect(recorded).toEqual([]);
    });

    it('refuses an unknown download format with 400', async () => {
      const response = await request(app).get('/api/clientes').query({ limit: '50', download: 'pdf' }).set(asAdmin);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'download deve ser xlsx ou csv' });
    });
  });

  describe('receipt files', () => {
    it('audits the view with the order’s WhatsApp and redirects to a fresh link', async () => {
      const response = await request(app).get('/api/clientes/42/receipts/7/file').set(asAdmin);

      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('https://arquivos.exemplo.com/receipts/7?X-Amz-Signature=abc');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(recorded).toEqual([
        expect.objectContaining({
          actor: 'admin',
          action: 'receipt.view',
          subject: '(11) 98765-4321',
          detail: 'pedido 42: comprovante 7 (comprovante.pdf) aberto',
        }),
      ]);
    });

    it('answers the link as JSON for the panel with format=json, audited the same', async () => {
      const response = await request(app)
        .get('/api/clientes/42/receipts/7/file')
        .query({ format: 'json' })
        .set(asAdmin);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ url: 'https://arquivos.exemplo.com/receipts/7?X-Amz-Signature=abc' });
      expect(recorded.map((entry) => entry.action)).toEqual(['receipt.view']);
    });

    it('answers 404 without auditing for another order’s receipt or a file already deleted', async () => {
      const other = await request(app).get('/api/clientes/43/receipts/7/file').set(asAdmin);
      const deleted = await request(app).get('/api/clientes/42/receipts/8/file').set(asAdmin);

      expect(other.status).toBe(404);
      expect(deleted.status).toBe(404);
      expect(deleted.body).toEqual({ detail: 'Arquivo do comprovante não encontrado' });
      expect(recorded).toEqual([]);
    });

    it('does not hand the link out when the view cannot be recorded', async () => {
      auditDown = true;

      const response = await request(app).get('/api/clientes/42/receipts/7/file').set(asAdmin);

      expect(response.status).toBe(503);
      expect(response.headers.location).toBeUndefined();
    });

    it('is for admins only', async () => {
      const response = await request(app).get('/api/clientes/42/receipts/7/file');

      expect(response.status).toBe(401);
      expect(recorded).toEqual([]);
    });
  });
});
