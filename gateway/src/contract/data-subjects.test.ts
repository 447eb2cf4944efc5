import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, eventually, startStack } from '../testing/contract-stack.js';
import { textPdf } from '../testing/text-pdf.js';

const WHATSAPP = '(31) 98765-4321';
// A receipt the verifier can neither approve nor reject: it waits for the admin's review.
const RECEIPT = textPdf(['Comprovante de transferencia Pix', 'Valor: R$ 50,00']);

describe('LGPD export and erasure of one person across the real stack', () => {
  let stack: ContractStack;
  let admin: { Authorization: string };

  beforeAll(async () => {
    stack = await startStack();
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('exports all three orders of a WhatsApp with their files, then erases them keeping the totals', async () => {
    const api = request(stack.app);
    const ritual = await api
      .post('/api/rituais')
      .set(admin)
      .send({
        name: 'Abertura de Caminhos',
        description: 'Para abrir caminhos',
        price: '50.00',
        commission_type: 'fixed',
        commission_value: '10',
        form_fields: [{ name: 'Nome do Amor', label: 'Nome do amor', type: 'text', required: true }],
      });
    await api.post('/api/payment-config').set(admin).field('pix_key', 'loja@exemplo.com.br');
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#6b2fa0' } })
      .png()
      .toBuffer();
    const photo = (await api.post('/api/upload-photo').attach('file', png, 'foto.png')).body.filename as string;
    const place = (name: string, photos: string[]) =>
      api.post('/api/clientes').send({
        ritual_id: ritual.body.id,
        form_data: { nome_completo_fixo: name, whatsapp_contato: WHATSAPP, nome_do_amor: 'Carlos' },
        consent: DEFAULT_CONSENT,
        whatsapp: WHATSAPP,
        photos,
      });
    const paidOrder = (await place('Ana Lima', [photo])).body as { id: number; order_token: string };
    const others = [(await place('Ana Lima', [])).body.id, (await place('Ana L.', [])).body.id];
    await api
      .post(`/api/upload-receipt/${paidOrder.id}`)
      .set('X-Order-Token', paidOrder.order_token)
      .attach('file', RECEIPT, 'comprovante-ana.pdf');
    const waiting = await api.get('/api/receipts/review').set(admin);
    const receiptId = waiting.body.find(
      (item: { receipt: { order_id: number } }) => item.receipt.order_id === paidOrder.id,
    ).receipt.id as number;
    expect((await api.post(`/api/receipts/${receiptId}/approve`).set(admin)).status).toBe(200);
    const statsBefore = await eventually(async () => {
      const stats = await api.get('/api/dashboard/stats').set(admin);
      return stats.body.daily_sales > 0 ? stats.body : undefined;
    }, 'the paid order in the dashboard');

    const exported = await api.get('/api/data-subjects/export').query({ whatsapp: '31987654321' }).set(admin);
    const csv = await api.get('/api/data-subjects/export').query({ whatsapp: WHATSAPP, format: 'csv' }).set(admin);

    expect(exported.status).toBe(200);
    expect(exported.body.orders.map((order: { id: number }) => order.id)).toEqual([paidOrder.id, ...others]);
    const [first] = exported.body.orders;
    expect(first).toMatchObject({
      form_data: { nome_completo_fixo: 'Ana Lima', whatsapp_contato: WHATSAPP, nome_do_amor: 'Carlos' },
      whatsapp: WHATSAPP,
      photos: [photo],
      payment_status: 'paid',
      ritual_price: '50.00',
      consent: { notice_version: DEFAULT_CONSENT.notice_version },
      receipts: [
        expect.objectContaining({ id: receiptId, verification_status: 'approved', file_url: expect.any(String) }),
      ],
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('nome_do_amor;Carlos');
    expect(csv.text).toContain('comprovante-ana.pdf');

    const erased = await api.post('/api/data-subjects/erase').set(admin).send({ whatsapp: WHATSAPP });

    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      order_ids: [paidOrder.id, ...others],
      deleted_photos: 1,
      deleted_receipt_files: 1,
    });
    expect(erased.body.kept.join(' ')).toContain('5 anos');
    await expect(stack.storage.get(`photos/${photo}`)).rejects.toThrow();
    const ordersDb = new pg.Client({ connectionString: stack.databaseUrls.orders });
    const paymentsDb = new pg.Client({ connectionString: stack.databaseUrls.payments });
    const reportingDb = new pg.Client({ connectionString: stack.databaseUrls.reporting });
    await Promise.all([ordersDb.connect(), paymentsDb.connect(), reportingDb.connect()]);
    try {
      const personal = await ordersDb.query(
        "SELECT count(*)::int AS n FROM orders WHERE form_data::text LIKE '%Ana%' OR whatsapp <> '' OR whatsapp_digits LIKE '%987654321%' OR cardinality(photos) > 0",
      );
      expect(personal.rows[0].n).toBe(0);
      const receiptRows = await paymentsDb.query('SELECT original_name, storage_key FROM receipts');
      expect(receiptRows.rows).toEqual([{ original_name: expect.not.stringContaining('ana'), storage_key: null }]);
      // The reporting read model never held a personal field: its columns say so.
      const factColumns = await reportingDb.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'order_facts'",
      );
      const columns = factColumns.rows.map((row) => row.column_name as string);
      expect(columns.filter((name) => /form|whatsapp|client|photo|birth|nome|amor/.test(name))).toEqual([]);
    } finally {
      await Promise.all([ordersDb.end(), paymentsDb.end(), reportingDb.end()]);
    }
    const after = await api.get('/api/clientes').set(admin);
    for (const order of after.body.filter((row: { id: number }) => [paidOrder.id, ...others].includes(row.id))) {
      expect(order).toMatchObject({ form_data: {}, whatsapp: '', photos: [] });
    }
    const receipts = await api.get(`/api/clientes/${paidOrder.id}/receipts`).set(admin);
    expect(receipts.body).toEqual([
      expect.objectContaining({
        id: receiptId,
        verification_status: 'approved',
        file_url: null,
        extracted: expect.any(Object),
      }),
    ]);
    expect(JSON.stringify(receipts.body)).not.toContain('comprovante-ana');
    expect((await api.get('/api/data-subjects/export').query({ whatsapp: WHATSAPP }).set(admin)).body.orders).toEqual(
      [],
    );
    expect((await api.get('/api/dashboard/stats').set(admin)).body).toEqual(statsBefore);
    // The person's entries (site-config's daily retention run at start writes its own, as "sistema").
    const audit = await api.get('/api/audit-log').query({ actor: 'admin' }).set(admin);
    expect(audit.status).toBe(200);
    expect(audit.body.items.map((entry: { action: string }) => entry.action)).toEqual([
      'data_subject.lookup',
      'data_subject.erase',
      'data_subject.export',
      'data_subject.lookup',
    ]);
    expect(audit.body.items[1]).toMatchObject({ actor: 'admin', subject: WHATSAPP, created_at: expect.any(String) });
    const older = await api.get('/api/audit-log').query({ limit: 2, before_id: audit.body.items[1].id }).set(admin);
    expect(older.body.items.map((entry: { id: number }) => entry.id)).toEqual(
      audit.body.items.slice(2).map((entry: { id: number }) => entry.id),
    );
  });

  it('answers a missing WhatsApp with a pt-BR detail and refuses anyone but the admin', async () => {
    const api = request(stack.app);

    const missing = await api.post('/api/data-subjects/erase').set(admin).send({});
    const anonymous = await api.get('/api/data-subjects/export').query({ whatsapp: WHATSAPP });

    expect([missing.status, missing.body]).toEqual([
      400,
      { detail: 'Informe o WhatsApp da pessoa com DDD, no formato (xx) xxxxx-xxxx' },
    ]);
    expect(anonymous.status).toBe(401);
    expect((await api.get('/api/audit-log')).status).toBe(401);
  });
});
