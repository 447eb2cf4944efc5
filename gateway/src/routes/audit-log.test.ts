import type { RequestListener } from 'node:http';
import { AUDIT_ACTION_LABELS, auditLogApi } from '@ritual/contracts/http';
import { startTestIdentity } from '@ritual/identity/testing';
import { createLogger, openDatabase } from '@ritual/runtime';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { openApiDocument } from '../openapi/document.js';
import { AUDIT_CSV_COLUMNS, storeDayStart } from './audit-log.js';

const TIME_ZONE = 'America/Sao_Paulo';

describe('audit log routes', () => {
  const logger = createLogger('test', 'silent');
  let identity: Awaited<ReturnType<typeof startTestIdentity>>;
  let clients: ServiceClients;
  let app: RequestListener;
  let admin: { Authorization: string };
  let pool: ReturnType<typeof openDatabase>['pool'];

  /** An entry as the gateway or the retention writes it, at a given moment (the test's own clock). */
  async function entry(fields: {
    actor?: string;
    action?: string;
    subject?: string;
    detail?: string;
    ip?: string;
    at: string;
  }) {
    const { rows } = await pool.query(
      `INSERT INTO audit_log (actor, action, subject, detail, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        fields.actor ?? 'admin',
        fields.action ?? 'data_subject.export',
        fields.subject ?? '(11) 98765-4321',
        fields.detail ?? '1 pedido (csv)',
        fields.ip ?? '203.0.113.7',
        fields.at,
      ],
    );
    return Number(rows[0].id);
  }

  beforeAll(async () => {
    identity = await startTestIdentity();
    pool = openDatabase(identity.databaseUrl, {}).pool;
    clients = createServiceClients(loadGatewayConfig({ IDENTITY_ADDR: identity.address }));
    app = createApp({
      logger,
      clients,
      health: Router(),
      trustProxy: 'loopback',
      isProduction: false,
      timeZone: TIME_ZONE,
    });
    admin = { Authorization: `Bearer ${await identity.adminToken()}` };
  });

  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await pool?.end();
    await identity?.stop();
  });

  it('lists the entries newest first with the client address, and pages by before_id', async () => {
    const ids = [
      await entry({ subject: 'pagina', detail: 'a', at: '2026-01-10T12:00:00Z', ip: '198.51.100.1' }),
      await entry({ subject: 'pagina', detail: 'b', at: '2026-01-10T12:01:00Z' }),
      await entry({ subject: 'pagina', detail: 'c', at: '2026-01-10T12:02:00Z' }),
    ];

    const first = await request(app).get('/api/audit-log').query({ person: 'pagina', limit: 2 }).set(admin);
    const second = await request(app)
      .get('/api/audit-log')
      .query({ person: 'pagina', limit: 2, before_id: first.body.next_before_id })
      .set(admin);

    expect(first.status).toBe(200);
    expect(first.body.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(second.body).toEqual({
      items: [
        {
          id: ids[0],
          actor: 'admin',
          action: 'data_subject.export',
          subject: 'pagina',
          detail: 'a',
          ip: '198.51.100.1',
          created_at: '2026-01-10T12:00:00.000Z',
        },
      ],
      next_before_id: null,
    });
  });

  it('filters by person (a WhatsApp in any format), admin and action', async () => {
    const wanted = await entry({
      actor: 'bia',
      action: 'data_subject.erase',
      subject: '(21) 97777-1234',
      at: '2026-02-01T12:00:00Z',
    });
    await entry({
      actor: 'bia',
      action: 'data_subject.export',
      subject: '(21) 97777-1234',
      at: '2026-02-01T12:00:00Z',
    });
    await entry({
      actor: 'carla',
      action: 'data_subject.erase',
      subject: '(21) 97777-1234',
      at: '2026-02-01T12:00:00Z',
    });
    await entry({ actor: 'bia', action: 'data_subject.erase', subject: '(21) 97777-0000', at: '2026-02-01T12:00:00Z' });

    const response = await request(app)
      .get('/api/audit-log')
      .query({ person: '+55 21 977771234', actor: 'bia', action: 'data_subject.erase' })
      .set(admin);

    expect(response.body.items.map((item: { id: number }) => item.id)).toEqual([wanted]);
  });

  it('reads from and to as whole days of the store’s time zone', async () => {
    // 2026-03-05 in São Paulo (UTC-3) is [03:00Z on the 5th, 03:00Z on the 6th).
    await entry({ subject: 'dias', detail: 'antes', at: '2026-03-05T02:59:59Z' });
    const start = await entry({ subject: 'dias', detail: 'inicio', at: '2026-03-05T03:00:00Z' });
    const end = await entry({ subject: 'dias', detail: 'fim', at: '2026-03-06T02:59:59Z' });
    await entry({ subject: 'dias', detail: 'depois', at: '2026-03-06T03:00:00Z' });

    const response = await request(app)
      .get('/api/audit-log')
      .query({ person: 'dias', from: '2026-03-05', to: '2026-03-05' })
      .set(admin);

    expect(response.body.items.map((item: { id: number }) => item.id)).toEqual([end, start]);
  });

  it('answers 400 with a pt-BR detail for a date that is no day', async () => {
    const badFormat = await request(app).get('/api/audit-log').query({ from: '05/03/2026' }).set(admin);
    const noSuchDay = await request(app).get('/api/audit-log').query({ to: '2026-02-30' }).set(admin);

    expect(badFormat.status).toBe(400);
    expect(badFormat.body).toEqual({ detail: 'Data inválida: use o formato AAAA-MM-DD' });
    expect(noSuchDay.status).toBe(400);
    expect(noSuchDay.body).toEqual({ detail: 'Data inválida: use o formato AAAA-MM-DD' });
  });

  it('is for admins only', async () => {
    expect((await request(app).get('/api/audit-log')).status).toBe(401);
    expect((await request(app).get('/api/audit-log').query({ format: 'csv' })).status).toBe(401);
  });

  it('exports the whole filter as a CSV with pt-BR columns, and audits the export', async () => {
    for (let n = 0; n < 205; n++) {
      await entry({
        subject: '(31) 96666-5555',
        action: 'receipt.view',
        detail: `visto ${n}`,
        at: '2026-04-02T15:04:05Z',
      });
    }
    await entry({ subject: '(31) 96666-5555', action: 'order.correct', detail: '=cmd|x', at: '2026-04-02T15:04:05Z' });

    const response = await request(app)
      .get('/api/audit-log')
      .query({ person: '(31) 96666-5555', action: 'receipt.view', from: '2026-04-01', format: 'csv' })
      .set(admin)
      .set('X-Forwarded-For', '192.0.2.44');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    const lines = response.text.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${AUDIT_CSV_COLUMNS.join(';')}`);
    expect(lines).toHaveLength(1 + 205 + 1);
    expect(lines[1]).toBe(
      '02/04/2026 12:04:05;admin;Visualização de comprovante;(31) 96666-5555;visto 204;203.0.113.7',
    );
    expect(lines.at(-2)).toContain(';visto 0;');

    const exports = await request(app).get('/api/audit-log').query({ action: 'audit.export' }).set(admin);
    expect(exports.body.items[0]).toMatchObject({
      actor: 'admin',
      action: 'audit.export',
      subject: '(31) 96666-5555',
      detail: '205 registros; ação Visualização de comprovante, titular (31) 96666-5555, de 01/04/2026',
    });
  });

  it('neutralises a formula in an exported cell', async () => {
    await entry({ subject: 'formula', action: 'order.correct', detail: '=HYPERLINK("x")', at: '2026-04-03T12:00:00Z' });

    const response = await request(app).get('/api/audit-log').query({ person: 'formula', format: 'csv' }).set(admin);

    expect(response.text.split('\r\n')[1]).toContain(`;"'=HYPERLINK(""x"")";`);
  });

  it('offers no way to change or remove an entry: the audit log is read-only over /api', async () => {
    const document = openApiDocument as unknown as { paths: Record<string, Record<string, unknown>> };
    const auditPaths = Object.entries(document.paths).filter(([path]) => /audit/i.test(path));

    expect(auditPaths.map(([path, operations]) => [path, Object.keys(operations).sort()])).toEqual([
      ['/audit-log', ['get']],
    ]);
    expect(Object.values(auditLogApi.operations).map((operation) => operation.method)).toEqual(['get']);
    for (const method of ['put', 'patch', 'delete', 'post'] as const) {
      const response = await request(app)[method]('/api/audit-log').set(admin);
      expect([404, 405]).toContain(response.status);
    }
  });

  it('labels every audited action in pt-BR', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS)).toEqual([
      'data_subject.lookup',
      'data_subject.export',
      'data_subject.erase',
      'data_subject.revoke_consent',
      'order.correct',
      'data_request.status',
      'report.download',
      'receipt.view',
      'retention.settings',
      'retention.run',
      'audit.export',
    ]);
  });
});

describe('storeDayStart', () => {
  it('gives the instant a store day starts, and the next day’s start for an exclusive end', () => {
    expect(storeDayStart('2026-03-05', TIME_ZONE)).toBe('2026-03-05T03:00:00.000Z');
    expect(storeDayStart('2026-03-05', TIME_ZONE, 1)).toBe('2026-03-06T03:00:00.000Z');
    expect(storeDayStart('2026-12-31', TIME_ZONE, 1)).toBe('2027-01-01T03:00:00.000Z');
  });

  it('follows a zone’s daylight-saving change', () => {
    expect(storeDayStart('2026-07-01', 'Europe/Lisbon')).toBe('2026-06-30T23:00:00.000Z');
    expect(storeDayStart('2026-01-01', 'Europe/Lisbon')).toBe('2026-01-01T00:00:00.000Z');
  });
});
