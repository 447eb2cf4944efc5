import type { RequestListener } from 'node:http';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import { startOrdersForTest, TEST_RITUALS } from '@ritual/orders/testing';
import { CatalogService, type Ritual } from '@ritual/proto/ritual/v1/catalog';
import { createLogger, notFound } from '@ritual/runtime';
import { startFakeService } from '@ritual/runtime/testing';
import { DEFAULT_CONSENT, startFakePrivacy } from '@ritual/site-config/testing';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { ORDER_VIEW_MISSES_PER_WINDOW } from './orders.js';

const NOT_FOUND = { detail: 'Pedido não encontrado' };
const RITUAL = TEST_RITUALS[0]!;

let contactSeq = 0;
const orderBody = () => {
  contactSeq += 1;
  return {
    ritual_id: RITUAL.id,
    form_data: {
      nome_completo_fixo: 'Maria da Silva',
      whatsapp_contato: `(11) 9${String(contactSeq).padStart(4, '0')}-4321`,
      nome_amor: 'João',
    },
    whatsapp: '',
    photos: [],
    consent: DEFAULT_CONSENT,
  };
};

describe('GET /api/pedidos/:id (the lasting order page)', () => {
  const logger = createLogger('test', 'silent');
  let orders: Awaited<ReturnType<typeof startOrdersForTest>>;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let privacy: Awaited<ReturnType<typeof startFakePrivacy>>;
  let catalog: Awaited<ReturnType<typeof startFakeService>>;
  /** The catalog as the gateway sees it now: a test deactivates or deletes the ritual after the order. */
  const rituals = new Map<number, Ritual>();
  let clients: ServiceClients;
  const newApp = () => createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  let app: RequestListener;
  let order: { id: number; order_token: string };

  const view = (id: number | string, token?: string, to: RequestListener = app) => {
    const call = request(to).get(`/api/pedidos/${id}`);
    return token === undefined ? call : call.set('X-Order-Token', token);
  };

  beforeAll(async () => {
    [orders, identity, privacy, catalog] = await Promise.all([
      startOrdersForTest(),
      startFakeIdentity(),
      startFakePrivacy(),
      startFakeService('ritual.v1.Catalog', CatalogService, {
        getRitual: async ({ id }) => {
          const ritual = rituals.get(id);
          if (!ritual) throw notFound('Ritual não encontrado');
          return ritual;
        },
        getRitualBySlug: async ({ slug }) => {
          const ritual = [...rituals.values()].find((candidate) => candidate.slug === slug && candidate.active);
          if (!ritual) throw notFound('Ritual não encontrado');
          return ritual;
        },
      }),
    ]);
    clients = createServiceClients(
      loadGatewayConfig({
        ORDERS_ADDR: orders.address,
        IDENTITY_ADDR: identity.address,
        SITE_CONFIG_ADDR: privacy.address,
        CATALOG_ADDR: catalog.address,
      }),
    );
    app = newApp();
    const created = await request(app).post('/api/clientes').send(orderBody());
    expect(created.status).toBe(201);
    order = created.body;
  });
  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await Promise.all([identity?.stop(), privacy?.stop(), catalog?.stop()]);
    await orders?.stop();
  });
  beforeEach(() => {
    rituals.set(RITUAL.id, RITUAL);
  });

  it('answers the order’s state, its snapshot amount and the ritual as the storefront shows it', async () => {
    // The price changed after the order: the page shows what the order costs, not the new price.
    rituals.set(RITUAL.id, { ...RITUAL, price: '59.90' });

    const response = await view(order.id, order.order_token);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      client: {
        id: order.id,
        ritual_id: RITUAL.id,
        ritual_name: RITUAL.name,
        payment_status: 'pending',
        expired: false,
        form_data: { nome_completo_fixo: 'Maria da Silva' },
      },
      amount: 49.9,
      requires_payment: true,
      payment_expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const storefront = await request(app).get(`/api/ritual/${RITUAL.slug}`);
    // What /api/ritual/:slug shows: the storefront's fields, never the commission or the active flag.
    expect(storefront.status).toBe(200);
    expect(response.body.ritual).toEqual(storefront.body);
    expect(response.body.ritual).toMatchObject({ id: RITUAL.id, slug: RITUAL.slug, price: 59.9 });
    expect(response.body.ritual).not.toHaveProperty('commission_value');
    expect(response.body.ritual).not.toHaveProperty('active');
  });

  it('answers ritual null once the ritual is inactive or deleted, the order still shown', async () => {
    rituals.set(RITUAL.id, { ...RITUAL, active: false });
    const inactive = await view(order.id, order.order_token);
    rituals.delete(RITUAL.id);
    const deleted = await view(order.id, order.order_token);

    for (const response of [inactive, deleted]) {
      expect(response.status).toBe(200);
      expect(response.body.ritual).toBeNull();
      expect(response.body.client.ritual_name).toBe(RITUAL.name);
    }
  });

  it('answers a wrong, missing or other order’s token exactly as an unknown id: the same 404', async () => {
    const other = (await request(app).post('/api/clientes').send(orderBody())).body as typeof order;

    const answers = await Promise.all([
      view(order.id, 'token-errado'),
      view(order.id),
      view(order.id, ''),
      view(order.id, other.order_token),
      view(999_999, order.order_token),
      view('abc', order.order_token),
      view(0, order.order_token),
    ]);

    for (const answer of answers) {
      expect([answer.status, answer.body]).toEqual([404, NOT_FOUND]);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
    // Not even the headers tell an existing order from a missing one.
    const headerNames = (index: number) =>
      Object.keys(answers[index]!.headers)
        .filter((name) => !['date', 'x-request-id', 'etag', 'ratelimit', 'ratelimit-policy'].includes(name))
        .sort();
    expect(headerNames(0)).toEqual(headerNames(4));
  });

  it('is never cached by a shared cache nor indexed, and an admin token opens nothing', async () => {
    const own = await view(order.id, order.order_token);
    const admin = await request(app).get(`/api/pedidos/${order.id}`).set(asAdmin);

    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-robots-tag']).toBe('noindex');
    expect([admin.status, admin.body]).toEqual([404, NOT_FOUND]);
  });

  it(`stops a client address after ${ORDER_VIEW_MISSES_PER_WINDOW} misses with 429, its own order included`, async () => {
    const limited = newApp();
    const misses = [];
    for (let n = 0; n < ORDER_VIEW_MISSES_PER_WINDOW; n++) misses.push(await view(order.id + 1000 + n, 'x', limited));
    const own = await view(order.id, order.order_token, limited);

    expect(misses.map((miss) => miss.status)).toEqual(Array(ORDER_VIEW_MISSES_PER_WINDOW).fill(404));
    expect(own.status).toBe(429);
    expect(own.body).toEqual({ detail: 'Muitas tentativas. Tente novamente em alguns minutos.' });
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('does not count the owner’s own reads as misses', async () => {
    const limited = newApp();
    for (let n = 0; n < ORDER_VIEW_MISSES_PER_WINDOW + 5; n++) {
      expect((await view(order.id, order.order_token, limited)).status).toBe(200);
    }
  });
});
