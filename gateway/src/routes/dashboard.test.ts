import type { RequestListener } from 'node:http';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EventTypes, type OrderSnapshot } from '@ritual/contracts/events';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import { start as startReporting } from '@ritual/reporting/server';
import { createBus, createLogger, type EventBus, newEvent, type RunningService } from '@ritual/runtime';
import { createTestDatabase, TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

// 10:00 on 2026-03-10 in São Paulo.
const NOW = new Date('2026-03-10T13:00:00Z');

const paidOrder: OrderSnapshot = {
  order_id: 1,
  ritual_id: 1,
  ritual_name: 'Ritual do Amor',
  price: '49.90',
  commission_type: 'percentage',
  commission_value: '10.00',
  payment_status: 'paid',
  requires_payment: true,
  created_at: '2026-03-10T12:00:00.000Z',
};

describe('dashboard routes', () => {
  const logger = createLogger('test', 'silent');
  const busConfig = {
    NATS_URL: TEST_NATS_URL,
    EVENT_STREAM: uniqueName('GW_DASHBOARD'),
    EVENT_SUBJECT_PREFIX: uniqueName('dash'),
  };
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let reporting: RunningService;
  let publisher: EventBus;
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    [database, identity] = await Promise.all([createTestDatabase('gw_reporting'), startFakeIdentity()]);
    reporting = await startReporting(
      { LOG_LEVEL: 'silent', GRPC_PORT: '0', DATABASE_URL: database.url, ...busConfig },
      { handleSignals: false, clock: () => NOW },
    );
    publisher = await createBus(busConfig, logger);
    clients = createServiceClients(
      loadGatewayConfig({ REPORTING_ADDR: `127.0.0.1:${reporting.port}`, IDENTITY_ADDR: identity.address }),
    );
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  });

  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await publisher?.close();
    await reporting?.stop();
    await identity?.stop();
    await database?.drop();
    const nc = await connect({ servers: TEST_NATS_URL });
    await (await jetstreamManager(nc)).streams.delete(busConfig.EVENT_STREAM).catch(() => {});
    await nc.close();
  });

  it.each([
    ['get', '/api/dashboard/stats'],
    ['post', '/api/dashboard/goals'],
    ['get', '/api/dashboard/daily-sales'],
  ])('%s %s without an admin token answers 401', async (method, path) => {
    const response = await request(app)[method as 'get'](path);

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'Não autenticado' });
  });

  it('answers the stats as JSON numbers, goals 0 before they are set', async () => {
    const response = await request(app).get('/api/dashboard/stats').set(asAdmin);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      daily_sales: 0,
      monthly_sales: 0,
      daily_goal: 0,
      monthly_goal: 0,
      daily_commission: 0,
      monthly_commission: 0,
    });
  });

  it('reflects a paid order that arrived as an event', async () => {
    await publisher.publish(newEvent(EventTypes.OrderCreated, paidOrder));

    const stats = await vi.waitFor(
      async () => {
        const response = await request(app).get('/api/dashboard/stats').set(asAdmin);
        expect(response.body.daily_sales).toBe(49.9);
        return response.body;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(stats).toMatchObject({ monthly_sales: 49.9, daily_commission: 4.99, monthly_commission: 4.99 });
  });

  it('saves the goals from a urlencoded or multipart form and answers the stats', async () => {
    const urlencoded = await request(app)
      .post('/api/dashboard/goals')
      .set(asAdmin)
      .type('form')
      .send({ daily_goal: '150', monthly_goal: '3000.50' });
    const multipart = await request(app)
      .post('/api/dashboard/goals')
      .set(asAdmin)
      .field('daily_goal', '200')
      .field('monthly_goal', '4000');

    expect(urlencoded.status).toBe(200);
    expect(urlencoded.body).toMatchObject({ daily_goal: 150, monthly_goal: 3000.5 });
    expect(multipart.body).toMatchObject({ daily_goal: 200, monthly_goal: 4000, daily_sales: 49.9 });
  });

  it('answers 400 with the pt-BR text for an invalid goal', async () => {
    const response = await request(app)
      .post('/api/dashboard/goals')
      .set(asAdmin)
      .type('form')
      .send({ daily_goal: '-5', monthly_goal: '10' });

    expect([response.status, response.body]).toEqual([400, { detail: 'Meta diária não pode ser negativa' }]);
  });

  it('lists paid sales per day, 30 days by default', async () => {
    const all = await request(app).get('/api/dashboard/daily-sales').set(asAdmin);
    const two = await request(app).get('/api/dashboard/daily-sales?days=2').set(asAdmin);
    const tooMany = await request(app).get('/api/dashboard/daily-sales?days=400').set(asAdmin);

    expect(all.body).toHaveLength(30);
    expect(two.body).toEqual([
      { date: '2026-03-09', sales: 0, orders: 0 },
      { date: '2026-03-10', sales: 49.9, orders: 1 },
    ]);
    expect([tooMany.status, tooMany.body]).toEqual([400, { detail: 'O número de dias deve estar entre 1 e 366' }]);
  });
});
