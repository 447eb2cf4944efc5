import type { RequestListener } from 'node:http';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import { createLogger, type RunningService } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { start as startSiteConfig } from '@ritual/site-config/server';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { DATA_REQUESTS_PER_HOUR } from './privacy.js';

const NOTICE = {
  text: 'Tratamos seus dados para realizar o ritual.',
  controller_name: 'Templo da Lua Ltda',
  controller_document: '12.345.678/0001-90',
  dpo_name: 'Ana Souza',
  dpo_contact: 'privacidade@templodalua.com.br',
};
const DAY_MS = 24 * 3600_000;

describe('privacy routes', () => {
  const logger = createLogger('test', 'silent');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let siteConfig: RunningService;
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    [database, identity] = await Promise.all([createTestDatabase('gw_privacy'), startFakeIdentity()]);
    siteConfig = await startSiteConfig(
      { LOG_LEVEL: 'silent', GRPC_PORT: '0', DATABASE_URL: database.url },
      { handleSignals: false },
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
});
