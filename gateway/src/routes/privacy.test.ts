import type { RequestListener } from 'node:http';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import type { AuditEntry, AuditQuery } from '@ritual/proto/ritual/v1/identity';
import { createLogger, type RunningService } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { start as startSiteConfig } from '@ritual/site-config/server';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { DATA_REQUEST_LOOKUPS_PER_HOUR, DATA_REQUESTS_PER_HOUR } from './privacy.js';

const NOTICE = {
  text: 'Tratamos seus dados para realizar o ritual.',
  controller_name: 'Templo da Lua Ltda',
  controller_document: '12.345.678/0001-90',
  dpo_name: 'Ana Souza',
  dpo_contact: 'privacidade@templodalua.com.br',
};
const DAY_MS = 24 * 3600_000;

/** Identity with one admin token, an audit log kept in memory and the queries listAudit was asked. */
async function startAuditingIdentity() {
  const recorded: AuditEntry[] = [];
  const queries: AuditQuery[] = [];
  const runs: AuditEntry[] = [
    {
      id: 12,
      actor: 'sistema',
      action: 'retention.run',
      subject: 'orders',
      detail: '3 pedidos não pagos apagados (execução 2026-11-26)',
      ip: '',
      created_at: '2026-11-26T06:01:02.000Z',
    },
  ];
  const fake = await startFakeIdentity({
    recordAudit: async (entry) => {
      recorded.push(entry);
      return { ...entry, id: recorded.length, created_at: new Date().toISOString() };
    },
    listAudit: async (query) => {
      queries.push(query);
      return { entries: runs.filter((entry) => entry.action === query.action), next_before_id: 0 };
    },
  });
  return { ...fake, recorded, queries };
}

describe('privacy routes', () => {
  const logger = createLogger('test', 'silent');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let identity: Awaited<ReturnType<typeof startAuditingIdentity>>;
  let siteConfig: RunningService;
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    [database, identity] = await Promise.all([createTestDatabase('gw_privacy'), startAuditingIdentity()]);
    siteConfig = await startSiteConfig(
      { LOG_LEVEL: 'silent', GRPC_PORT: '0', DATABASE_URL: database.url },
      { handleSignals: false, retentionScheduler: false },
    );
    clients = createServiceClients(
      loadGatewayConfig({ SITE_CONFIG_ADDR: `127.0.0.1:${siteConfig.port}`, IDENTITY_ADDR: identity.address }),
    );
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  });

  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await siteConfig?.stop();
    await identity?.stop();
    await database?.drop();
  });

  it('serves the default notice as version 1 to anyone, and an admin save as version 2', async () => {
    const before = await request(app).get('/api/privacy-notice');
    const anonymous = await request(app).put('/api/privacy-notice').send(NOTICE);
    const saved = await request(app).put('/api/privacy-notice').set(asAdmin).send(NOTICE);
    const after = await request(app).get('/api/privacy-notice');

    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ version: '1', controller_name: '', updated_at: '' });
    expect(anonymous.status).toBe(401);
    expect(saved.status).toBe(200);
    expect(after.body).toEqual({ ...NOTICE, version: '2', updated_at: saved.body.updated_at });
  });

  it('answers a notice without the encarregado with 400 and its pt-BR detail', async () => {
    const response = await request(app)
      .put('/api/privacy-notice')
      .set(asAdmin)
      .send({ ...NOTICE, dpo_name: '' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'O nome do encarregado é obrigatório' });
  });

  describe('data requests', () => {
    const form = { kind: 'erasure', name: 'Lúcia Ferreira', whatsapp: '(11) 98888-1234', message: 'Apaguem tudo' };

    it('answers a protocol and a due date 15 days later; the admin list shows it; the public cannot list', async () => {
      const sent = await request(app).post('/api/data-requests').send(form);
      const listed = await request(app).get('/api/data-requests').set(asAdmin);
      const anonymous = await request(app).get('/api/data-requests');

      expect(sent.status).toBe(201);
      expect(sent.body.protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);
      expect(sent.body.message).toContain(sent.body.protocol);
      const arrived = listed.body.find((row: { protocol: string }) => row.protocol === sent.body.protocol);
      expect(arrived).toMatchObject({ ...form, status: 'open', due_at: sent.body.due_at });
      expect(Date.parse(arrived.due_at) - Date.parse(arrived.created_at)).toBe(15 * DAY_MS);
      expect(anonymous.status).toBe(401);
    });

    it('answers bad input with a pt-BR detail', async () => {
      const response = await request(app)
        .post('/api/data-requests')
        .send({ ...form, whatsapp: '119' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'WhatsApp deve estar no formato (xx) xxxxx-xxxx' });
    });

    it(`refuses more than ${DATA_REQUESTS_PER_HOUR} an hour from one address with 429`, async () => {
      const answers: number[] = [];
      for (let i = 0; i <= DATA_REQUESTS_PER_HOUR; i++) {
        answers.push(
          (
            await request(app)
              .post('/api/data-requests')
              .send({ ...form, kind: 'access' })
          ).status,
        );
      }
      const last = await request(app).post('/api/data-requests').send(form);

      expect(answers).toContain(429);
      expect(last.status).toBe(429);
      expect(last.body).toEqual({ detail: 'Muitos pedidos enviados daqui. Tente novamente em uma hora.' });
    });
  });
  describe('answering a data request', () => {
    const form = { kind: 'access', name: 'Lúcia Ferreira', whatsapp: '(11) 98888-1234', message: '' };
    const sent = () => clients.dataRequests.createDataRequest(form);

    it('marks it answered with the answer, time and admin, and audits it with the WhatsApp and the answer', async () => {
      const created = await sent();
      const answer = `Enviamos a cópia dos seus dados pelo WhatsApp. ${'x'.repeat(300)}`;

      const response = await request(app)
        .patch(`/api/data-requests/${created.id}`)
        .set(asAdmin)
        .send({ status: 'answered', answer });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: created.id, status: 'answered', answer, answered_by: 'admin' });
      expect(Date.parse(response.body.answered_at)).not.toBeNaN();
      expect(identity.recorded.at(-1)).toMatchObject({
        actor: 'admin',
        action: 'data_request.status',
        subject: '(11) 98888-1234',
        detail: `${created.protocol} respondido: ${answer.slice(0, 200)}`,
      });
      expect(identity.recorded.at(-1)?.ip).toMatch(/127\.0\.0\.1/);
    });

    it('reopens it: open again, answer fields null/empty, audited as reopened', async () => {
      const created = await sent();
      await request(app)
        .patch(`/api/data-requests/${created.id}`)
        .set(asAdmin)
        .send({ status: 'answered', answer: 'ok' });

      const response = await request(app)
        .patch(`/api/data-requests/${created.id}`)
        .set(asAdmin)
        .send({ status: 'open' });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'open', answer: '', answered_at: null, answered_by: '' });
      expect(identity.recorded.at(-1)).toMatchObject({ detail: `${created.protocol} reaberto` });
    });

    it('answers 400 without an answer, 404 for an unknown request, 401 without a token; none audited', async () => {
      const created = await sent();
      const before = identity.recorded.length;

      const blank = await request(app)
        .patch(`/api/data-requests/${created.id}`)
        .set(asAdmin)
        .send({ status: 'answered', answer: '  ' });
      const unknown = await request(app)
        .patch('/api/data-requests/999999')
        .set(asAdmin)
        .send({ status: 'answered', answer: 'ok' });
      const notAnId = await request(app)
        .patch('/api/data-requests/abc')
        .set(asAdmin)
        .send({ status: 'answered', answer: 'ok' });
      const anonymous = await request(app)
        .patch(`/api/data-requests/${created.id}`)
        .send({ status: 'answered', answer: 'ok' });

      expect([blank.status, blank.body]).toEqual([400, { detail: 'Escreva a resposta enviada ao titular' }]);
      expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Pedido de titular não encontrado' }]);
      expect([notAnId.status, notAnId.body]).toEqual([404, { detail: 'Pedido de titular não encontrado' }]);
      expect(anonymous.status).toBe(401);
      expect(identity.recorded.length).toBe(before);
    });
  });

  describe('protocol look-up (public)', () => {
    const form = { kind: 'erasure', name: 'Rosa Lima', whatsapp: '(21) 97777-5555', message: 'Apaguem' };

    it('shows the status and answer to whoever has the protocol and the WhatsApp, and nothing else', async () => {
      const created = await clients.dataRequests.createDataRequest(form);
      await clients.dataRequests.updateDataRequestStatus({
        id: created.id,
        status: 'answered',
        answer: 'Seus dados foram apagados.',
        actor: 'admin',
      });

      const response = await request(app)
        .post('/api/data-requests/lookup')
        .send({ protocol: created.protocol, whatsapp: '21977775555' });

      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        protocol: created.protocol,
        kind: 'erasure',
        status: 'answered',
        created_at: created.created_at,
        due_at: created.due_at,
        answered_at: expect.any(String),
        answer: 'Seus dados foram apagados.',
      });
    });

    it('answers one 404 text for a wrong WhatsApp and for an unknown protocol', async () => {
      const created = await clients.dataRequests.createDataRequest(form);

      const wrongPhone = await request(app)
        .post('/api/data-requests/lookup')
        .send({ protocol: created.protocol, whatsapp: '(21) 97777-5556' });
      const unknown = await request(app)
        .post('/api/data-requests/lookup')
        .send({ protocol: 'LGPD-2020-999999', whatsapp: form.whatsapp });

      const notFound = { detail: 'Nenhum pedido encontrado com este protocolo e WhatsApp' };
      expect([wrongPhone.status, wrongPhone.body]).toEqual([404, notFound]);
      expect([unknown.status, unknown.body]).toEqual([404, notFound]);
    });

    it(`refuses more than ${DATA_REQUEST_LOOKUPS_PER_HOUR} look-ups an hour from one address with 429`, async () => {
      const answers: number[] = [];
      for (let i = 0; i <= DATA_REQUEST_LOOKUPS_PER_HOUR; i++) {
        answers.push(
          (
            await request(app)
              .post('/api/data-requests/lookup')
              .send({ protocol: 'LGPD-2026-000001', whatsapp: '(11) 90000-0000' })
          ).status,
        );
      }
      const last = await request(app)
        .post('/api/data-requests/lookup')
        .send({ protocol: 'LGPD-2026-000001', whatsapp: '(11) 90000-0000' });

      expect(answers).toContain(429);
      expect(last.status).toBe(429);
      expect(last.body).toEqual({ detail: 'Muitas consultas feitas daqui. Tente novamente em uma hora.' });
    });
  });

  describe('retention settings', () => {
    it('are the defaults for an admin, null where data is kept forever; the public cannot read them', async () => {
      const response = await request(app).get('/api/retention-settings').set(asAdmin);
      const anonymous = await request(app).get('/api/retention-settings');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        unpaid_order_days: 30,
        paid_order_months: null,
        receipt_file_days: 90,
        answered_request_years: 5,
      });
      expect(anonymous.status).toBe(401);
    });

    it('saves every value (blank = keep forever) and audits the change', async () => {
      const saved = await request(app)
        .put('/api/retention-settings')
        .set(asAdmin)
        .send({ unpaid_order_days: '45', paid_order_months: 60, receipt_file_days: '', answered_request_years: null });
      const read = await request(app).get('/api/retention-settings').set(asAdmin);

      const expected = {
        unpaid_order_days: 45,
        paid_order_months: 60,
        receipt_file_days: null,
        answered_request_years: null,
      };
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(expected);
      expect(read.body).toEqual(expected);
      expect(identity.recorded.at(-1)).toMatchObject({
        action: 'retention.settings',
        actor: 'admin',
        detail:
          'pedidos não pagos: 45 dias; pedidos pagos: 60 meses; arquivos de comprovantes: guardar sempre; ' +
          'pedidos de titulares respondidos: guardar sempre',
      });
    });

    it.each([
      [{ unpaid_order_days: 0 }, 'Pedidos não pagos: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre'],
      [
        { paid_order_months: 'seis' },
        'Pedidos pagos: informe de 1 a 1200 meses, ou deixe em branco para guardar sempre',
      ],
      [
        { receipt_file_days: 2.5 },
        'Arquivos de comprovantes: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre',
      ],
      [
        // 2^32 + 30: wrapped into an int32 it would be 30.
        { receipt_file_days: 4_294_967_326 },
        'Arquivos de comprovantes: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre',
      ],
    ])('answers 400 for %o with its pt-BR detail and saves nothing', async (change, detail) => {
      const before = await request(app).get('/api/retention-settings').set(asAdmin);

      const response = await request(app)
        .put('/api/retention-settings')
        .set(asAdmin)
        .send({ ...before.body, ...change });

      expect([response.status, response.body]).toEqual([400, { detail }]);
      expect((await request(app).get('/api/retention-settings').set(asAdmin)).body).toEqual(before.body);
    });
  });

  it('lists the last retention runs from the audit log, newest first, for an admin only', async () => {
    const response = await request(app).get('/api/retention-runs').set(asAdmin);
    const anonymous = await request(app).get('/api/retention-runs');

    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      expect.objectContaining({
        id: 12,
        actor: 'sistema',
        action: 'retention.run',
        subject: 'orders',
        detail: '3 pedidos não pagos apagados (execução 2026-11-26)',
        created_at: '2026-11-26T06:01:02.000Z',
      }),
    ]);
    expect(identity.queries.at(-1)).toMatchObject({ action: 'retention.run', limit: 10 });
    expect(anonymous.status).toBe(401);
  });
});
