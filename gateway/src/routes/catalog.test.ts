import type { RequestListener } from 'node:http';
import { start as startCatalog } from '@ritual/catalog/server';
import { catalogTestBed } from '@ritual/catalog/testing';
import { EventTypes } from '@ritual/contracts/events';
import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import {
  createLogger,
  type GrpcServerHandle,
  permissionDenied,
  type RunningService,
  registration,
  startGrpcServer,
  unauthenticated,
} from '@ritual/runtime';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

const ADMIN_TOKEN = 'token-do-admin';
const ADMIN = { id: 1, username: 'admin', email: 'admin@exemplo.com', created_at: '2024-01-01T00:00:00.000Z' };
const SUNDAY_NIGHT_IN_SAO_PAULO = new Date('2024-01-08T02:30:00Z');
const TUESDAY_IN_SAO_PAULO = new Date('2024-01-09T15:00:00Z');

const PUBLIC_KEYS = ['description', 'id', 'image_url', 'name', 'price', 'slug'];
const ADMIN_KEYS = [
  'active',
  'commission_type',
  'commission_value',
  'confirmation_message',
  'created_at',
  'description',
  'featured_day',
  'form_fields',
  'id',
  'image_url',
  'instructions',
  'name',
  'price',
  'slug',
];

/** Identity is someone else's service: a real gRPC server that knows one token and no users. */
function fakeIdentity() {
  const refuse = async (): Promise<never> => {
    throw permissionDenied('não disponível no teste');
  };
  return registration('ritual.v1.Identity', IdentityService, {
    verifyToken: async ({ access_token }) => {
      if (access_token !== ADMIN_TOKEN) throw unauthenticated('Token inválido ou expirado');
      return { user: ADMIN, session_id: '00000000-0000-4000-8000-000000000001', two_factor_setup_required: false };
    },
    login: refuse,
    listUsers: refuse,
    createUser: refuse,
    deleteUser: refuse,
    recordAudit: refuse,
    listAudit: refuse,
    loginMfa: refuse,
    logout: refuse,
    getAccount: refuse,
    markNoticeSeen: refuse,
    listSessions: refuse,
    endSession: refuse,
    endOtherSessions: refuse,
    listActivity: refuse,
    setupTwoFactor: refuse,
    confirmTwoFactor: refuse,
    disableTwoFactor: refuse,
    changePassword: refuse,
    getSecuritySettings: refuse,
    updateSecuritySettings: refuse,
    endUserSessions: refuse,
  });
}

function ritualBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ritual do Amor',
    description: 'Traz o amor de volta',
    price: 49.9,
    image_url: 'https://exemplo.com/amor.jpg',
    active: true,
    commission_type: 'percentage',
    commission_value: 10,
    confirmation_message: 'Recebemos seu pedido',
    instructions: 'Acenda uma vela branca',
    form_fields: [{ name: 'Nome do Amor', label: 'Nome do amor', type: 'text', required: true, placeholder: 'Ana' }],
    featured_day: null,
    ...overrides,
  };
}

const asAdmin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const withBadToken = { Authorization: 'Bearer forjado' };

describe('catalog routes', () => {
  const logger = createLogger('test', 'silent');
  let bed: Awaited<ReturnType<typeof catalogTestBed>>;
  let catalog: RunningService;
  let identity: GrpcServerHandle;
  let clients: ServiceClients;
  let app: RequestListener;
  let now = SUNDAY_NIGHT_IN_SAO_PAULO;

  async function createRitual(overrides: Record<string, unknown> = {}) {
    const response = await request(app).post('/api/rituais').set(asAdmin).send(ritualBody(overrides));
    expect(response.status).toBe(201);
    return response.body;
  }

  beforeAll(async () => {
    bed = await catalogTestBed();
    catalog = await startCatalog(bed.env, { handleSignals: false, now: () => now });
    identity = await startGrpcServer({ host: '127.0.0.1', port: 0, logger, services: [fakeIdentity()] });
    clients = createServiceClients(
      loadGatewayConfig({
        CATALOG_ADDR: `127.0.0.1:${catalog.port}`,
        IDENTITY_ADDR: `127.0.0.1:${identity.port}`,
      }),
    );
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  });

  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await identity?.drain(100);
    await catalog?.stop();
    await bed?.close();
  });

  describe('admin token', () => {
    const adminRoutes: Array<[string, string]> = [
      ['get', '/api/rituais/admin'],
      ['get', '/api/rituais/1'],
      ['post', '/api/rituais'],
      ['put', '/api/rituais/1'],
      ['delete', '/api/rituais/1'],
      ['patch', '/api/rituais/1/toggle-status'],
    ];

    it.each(adminRoutes)('%s %s without a token answers 401', async (method, path) => {
      const response = await request(app)[method as 'get'](path).send(ritualBody());

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Não autenticado' });
    });

    it.each(adminRoutes)('%s %s with a forged token answers 401', async (method, path) => {
      const response = await request(app)[method as 'get'](path).set(withBadToken).send(ritualBody());

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Token inválido ou expirado' });
    });

    it('POST /rituais without a token creates nothing', async () => {
      await request(app)
        .post('/api/rituais')
        .send(ritualBody({ name: 'Ritual Clandestino' }));

      const all = await request(app).get('/api/rituais/admin').set(asAdmin);
      expect(all.body.map((r: { name: string }) => r.name)).not.toContain('Ritual Clandestino');
    });
  });

  describe('POST /rituais', () => {
    it('answers 201 with the whole ritual, money as numbers, and publishes catalog.ritual_changed', async () => {
      const response = await request(app)
        .post('/api/rituais')
        .set(asAdmin)
        .send(ritualBody({ name: 'Adoçamento Já', featured_day: 3, commission_type: 'fixed', commission_value: 7.5 }));

      expect(response.status).toBe(201);
      expect(Object.keys(response.body).sort()).toEqual(ADMIN_KEYS);
      expect(response.body).toMatchObject({
        name: 'Adoçamento Já',
        slug: 'adocamento-ja',
        price: 49.9,
        active: true,
        commission_type: 'fixed',
        commission_value: 7.5,
        featured_day: 3,
        form_fields: [
          {
            id: expect.any(Number),
            name: 'nome_do_amor',
            label: 'Nome do amor',
            type: 'text',
            required: true,
            placeholder: 'Ana',
          },
        ],
      });
      const event = await bed.nextEvent((e) => (e.data as { ritual_id?: number }).ritual_id === response.body.id);
      expect(event).toMatchObject({
        type: EventTypes.RitualChanged,
        data: { ritual_id: response.body.id, action: 'created', name: 'Adoçamento Já', active: true },
      });
    });

    it.each([
      [{ name: '' }, 'Nome do ritual é obrigatório'],
      [{ price: 10.999 }, 'Preço deve ter no máximo duas casas decimais'],
      [{ price: null }, 'Preço é obrigatório'],
      [{ commission_value: '' }, 'Valor da comissão é obrigatório'],
      [{ image_url: 'imagem.png' }, 'URL da imagem inválida'],
      [{ form_fields: [{ name: 'x', label: '' }] }, 'Nome e rótulo são obrigatórios'],
      [{ form_fields: 'nome' }, 'form_fields deve ser uma lista'],
    ])('answers 400 for %j with its detail', async (overrides, detail) => {
      const response = await request(app).post('/api/rituais').set(asAdmin).send(ritualBody(overrides));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail });
    });
  });

  describe('GET /rituais', () => {
    it('without a token lists only active rituals with public fields only', async () => {
      const active = await createRitual({ name: 'Ritual Visível' });
      const inactive = await createRitual({ name: 'Ritual Escondido', active: false });

      const response = await request(app).get('/api/rituais');

      expect(response.status).toBe(200);
      const ids = response.body.map((r: { id: number }) => r.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(inactive.id);
      for (const ritual of response.body) expect(Object.keys(ritual).sort()).toEqual(PUBLIC_KEYS);
    });

    it('with a forged token still answers the public list', async () => {
      const inactive = await createRitual({ name: 'Ritual Escondido Dois', active: false });

      const response = await request(app).get('/api/rituais').set(withBadToken);

      expect(response.status).toBe(200);
      expect(response.body.map((r: { id: number }) => r.id)).not.toContain(inactive.id);
      expect(Object.keys(response.body[0]).sort()).toEqual(PUBLIC_KEYS);
    });

    it('with the admin token lists every ritual with all fields', async () => {
      const inactive = await createRitual({ name: 'Ritual Inativo Admin', active: false });

      const response = await request(app).get('/api/rituais').set(asAdmin);

      expect(response.status).toBe(200);
      const found = response.body.find((r: { id: number }) => r.id === inactive.id);
      expect(found).toMatchObject({ active: false, commission_type: 'percentage', commission_value: 10 });
      expect(Object.keys(found).sort()).toEqual(ADMIN_KEYS);
    });
  });

  describe('GET /rituais/admin and GET /rituais/:id', () => {
    it('/rituais/admin lists inactive rituals too, with all fields', async () => {
      const inactive = await createRitual({ name: 'Ritual Pausado', active: false });

      const response = await request(app).get('/api/rituais/admin').set(asAdmin);

      expect(response.status).toBe(200);
      expect(response.body.find((r: { id: number }) => r.id === inactive.id)).toMatchObject({ active: false });
    });

    it('/rituais/:id answers the ritual for editing', async () => {
      const created = await createRitual({ name: 'Ritual Para Editar' });

      const response = await request(app).get(`/api/rituais/${created.id}`).set(asAdmin);

      expect(response.status).toBe(200);
      expect(response.body).toEqual(created);
    });

    it.each(['999999', 'abc'])('/rituais/%s answers 404', async (id) => {
      const response = await request(app).get(`/api/rituais/${id}`).set(asAdmin);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Ritual não encontrado' });
    });
  });

  describe('GET /ritual/:slug', () => {
    it('answers an active ritual with its form, messages and featured day but no commission', async () => {
      const created = await createRitual({ name: 'Ritual da Sorte', featured_day: 5 });

      const response = await request(app).get(`/api/ritual/${created.slug}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: created.id,
        name: 'Ritual da Sorte',
        slug: 'ritual-da-sorte',
        description: 'Traz o amor de volta',
        price: 49.9,
        image_url: 'https://exemplo.com/amor.jpg',
        confirmation_message: 'Recebemos seu pedido',
        instructions: 'Acenda uma vela branca',
        form_fields: created.form_fields,
        featured_day: 5,
      });
    });

    it('answers 404 for an inactive ritual and for an unknown slug', async () => {
      const inactive = await createRitual({ name: 'Ritual Desligado', active: false });

      const hidden = await request(app).get(`/api/ritual/${inactive.slug}`);
      const unknown = await request(app).get('/api/ritual/nao-existe');

      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ detail: 'Ritual não encontrado' });
      expect(unknown.status).toBe(404);
    });
  });

  describe('PUT /rituais/:id', () => {
    it('answers 200 with the updated ritual; a new name gives a new slug', async () => {
      const created = await createRitual({ name: 'Ritual Antigo' });

      const response = await request(app)
        .put(`/api/rituais/${created.id}`)
        .set(asAdmin)
        .send(ritualBody({ name: 'Ritual Renovado', price: '120.5', form_fields: [] }));

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: created.id,
        name: 'Ritual Renovado',
        slug: 'ritual-renovado',
        price: 120.5,
        form_fields: [],
      });
    });

    it('answers 404 for an unknown id', async () => {
      const response = await request(app).put('/api/rituais/999999').set(asAdmin).send(ritualBody());

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Ritual não encontrado' });
    });
  });

  describe('PATCH /rituais/:id/toggle-status', () => {
    it('deactivates then activates, answering the message each time', async () => {
      const created = await createRitual({ name: 'Ritual Liga Desliga' });

      const off = await request(app).patch(`/api/rituais/${created.id}/toggle-status`).set(asAdmin);
      const hidden = await request(app).get(`/api/ritual/${created.slug}`);
      const on = await request(app).patch(`/api/rituais/${created.id}/toggle-status`).set(asAdmin);

      expect(off.status).toBe(200);
      expect(off.body).toEqual({ message: 'Ritual desativado com sucesso' });
      expect(hidden.status).toBe(404);
      expect(on.body).toEqual({ message: 'Ritual ativado com sucesso' });
    });

    it('answers 404 for an unknown id', async () => {
      const response = await request(app).patch('/api/rituais/999999/toggle-status').set(asAdmin);

      expect(response.status).toBe(404);
    });
  });

  describe('DELETE /rituais/:id', () => {
    it('answers 200 with the message, then 404 for the same id', async () => {
      const created = await createRitual({ name: 'Ritual Descartado' });

      const first = await request(app).delete(`/api/rituais/${created.id}`).set(asAdmin);
      const second = await request(app).delete(`/api/rituais/${created.id}`).set(asAdmin);

      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: 'Ritual excluído com sucesso' });
      expect(second.status).toBe(404);
      expect(second.body).toEqual({ detail: 'Ritual não encontrado' });
    });
  });

  describe('GET /ritual-destaque', () => {
    it("answers today's featured ritual in São Paulo with name, description, price and slug", async () => {
      now = SUNDAY_NIGHT_IN_SAO_PAULO;
      await createRitual({ name: 'Ritual de Domingo', featured_day: 0, price: 77 });

      const response = await request(app).get('/api/ritual-destaque');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        name: 'Ritual de Domingo',
        description: 'Traz o amor de volta',
        price: 77,
        slug: 'ritual-de-domingo',
      });
    });

    it('answers 404 when no active ritual is featured today', async () => {
      now = TUESDAY_IN_SAO_PAULO;

      const response = await request(app).get('/api/ritual-destaque');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Nenhum ritual em destaque hoje' });
    });
  });
});
