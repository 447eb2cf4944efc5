import type { RequestListener } from 'node:http';
import { createLogger, type Subscription } from '@ritual/runtime';
import { uniqueName } from '@ritual/runtime/testing';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { subscribeCacheInvalidation } from '../cache/invalidation-events.js';
import { PublicCache } from '../cache/public-cache.js';
import { type ContractStack, eventually, startStack } from '../testing/contract-stack.js';

const without = (headers: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

describe('public reads from the gateway cache across the real stack', () => {
  let stack: ContractStack;
  let admin: { Authorization: string };
  /** A second gateway replica: it never sees the admin's writes, only the services' change events. */
  let replica: RequestListener;
  let replicaEvents: Subscription;
  let replicaCache: PublicCache;

  beforeAll(async () => {
    stack = await startStack();
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
    replicaCache = new PublicCache({ ttlMs: 600_000 });
    replicaEvents = await subscribeCacheInvalidation(stack.bus, replicaCache, uniqueName('replica'));
    replica = createApp({
      logger: createLogger('replica', 'silent'),
      clients: stack.clients,
      health: Router(),
      trustProxy: 'loopback',
      isProduction: false,
      publicCache: { cache: replicaCache, timeZone: 'America/Sao_Paulo' },
    });
  });

  afterAll(async () => {
    await replicaEvents?.stop();
    await stack?.stop();
  });

  it("shows an admin's ritual edit on the next public read, on this replica at once and on another by event", async () => {
    const api = request(stack.app);
    const created = await api
      .post('/api/rituais')
      .set(admin)
      .send({ name: 'Banho de Ervas', price: '50.00', commission_type: 'fixed', commission_value: '5' });
    const before = await Promise.all([
      api.get('/api/rituais'),
      api.get('/api/ritual/banho-de-ervas'),
      request(replica).get('/api/ritual/banho-de-ervas'),
    ]);

    const edited = await api
      .put(`/api/rituais/${created.body.id}`)
      .set(admin)
      .send({ ...created.body, price: '65.00' });
    expect([edited.status, edited.body.detail]).toEqual([200, undefined]);
    const list = await api.get('/api/rituais');
    const page = await api.get('/api/ritual/banho-de-ervas');
    const onReplica = await eventually(async () => {
      const response = await request(replica).get('/api/ritual/banho-de-ervas');
      return response.body.price === 65 ? response : undefined;
    }, 'the other replica to drop its copy');

    expect(before.map((response) => response.body.price ?? response.body[0].price)).toEqual([50, 50, 50]);
    expect(list.body[0].price).toBe(65);
    expect(page.body.price).toBe(65);
    expect(page.headers.etag).not.toBe(before[1]!.headers.etag);
    expect(onReplica.headers.etag).toBe(page.headers.etag);
  });

  it('revalidates with If-None-Match and drops site texts and the PIX key when they change', async () => {
    const api = request(stack.app);
    const first = await Promise.all([
      api.get('/api/site-config'),
      api.get('/api/payment-config'),
      request(replica).get('/api/payment-config'),
    ]);
    const etag = String(first[0].headers.etag);
    const revalidated = await api.get('/api/site-config').set('If-None-Match', etag);

    const siteSaved = await api
      .put('/api/site-config')
      .set(admin)
      .send({ ...first[0].body, site_name: 'Casa das Velas' });
    const pixSaved = await api.post('/api/payment-config').set(admin).field('pix_key', 'loja@exemplo.com.br');
    const site = await api.get('/api/site-config').set('If-None-Match', etag);
    const pix = await api.get('/api/payment-config');
    const pixOnReplica = await eventually(async () => {
      const response = await request(replica).get('/api/payment-config');
      return response.body.pix_key ? response : undefined;
    }, 'the other replica to hear payments.config_changed');

    expect([revalidated.status, revalidated.headers['cache-control']]).toEqual([304, 'no-cache']);
    expect([siteSaved.status, pixSaved.status]).toEqual([200, 200]);
    expect([site.status, site.body.site_name]).toEqual([200, 'Casa das Velas']);
    expect(first[2].body.pix_key).toBe('');
    expect(pix.body.pix_key).toBe('loja@exemplo.com.br');
    expect(pixOnReplica.body.pix_key).toBe('loja@exemplo.com.br');
  });
  it('answers a cached read with the headers of the read that filled it, and a 304 with the same ones but the body', async () => {
    replicaCache.invalidate('site');
    const fresh = request(replica);
    const miss = await fresh.get('/api/theme-config').set('X-Request-Id', 'pedido-0001');
    const hit = await fresh.get('/api/theme-config').set('X-Request-Id', 'pedido-0002');
    const notModified = await fresh.get('/api/theme-config').set('If-None-Match', String(miss.headers.etag));

    expect(miss.status).toBe(200);
    expect(hit.text).toBe(miss.text);
    expect(hit.headers['x-request-id']).toBe('pedido-0002');
    expect(without(hit.headers, 'date', 'x-request-id')).toEqual(without(miss.headers, 'date', 'x-request-id'));
    expect(notModified.status).toBe(304);
    expect(without(notModified.headers, 'date', 'x-request-id')).toEqual(
      without(miss.headers, 'date', 'x-request-id', 'content-type', 'content-length'),
    );
  });

  it('keeps "no featured ritual today" too, answered from memory as the service first answered it', async () => {
    replicaCache.invalidate('catalog');
    const entriesBefore = replicaCache.size;
    const fresh = request(replica);
    const miss = await fresh.get('/api/ritual-destaque');
    const hit = await fresh.get('/api/ritual-destaque').set('If-None-Match', '*');

    expect([miss.status, miss.body.detail]).toEqual([404, 'Nenhum ritual em destaque hoje']);
    expect([hit.status, hit.text]).toEqual([404, miss.text]);
    expect(without(hit.headers, 'date', 'x-request-id')).toEqual(without(miss.headers, 'date', 'x-request-id'));
    expect(replicaCache.size).toBe(entriesBefore + 1);
  });
});
