import type { RequestListener } from 'node:http';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import type { RunningService } from '@ritual/runtime';
import { createLogger } from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import { start as startSiteConfig } from '@ritual/site-config/server';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

const SETTINGS = {
  site_name: 'Templo da Lua',
  browser_title: 'Templo da Lua - Rituais',
  site_description: 'Rituais feitos com amor',
  contact_phone: '(11) 3333-4444',
  contact_email: 'contato@templodalua.com.br',
  contact_whatsapp: '5511999998888',
  about_text: 'Desde 1999',
  footer_text: '© Templo da Lua',
  social_instagram: 'https://instagram.com/templodalua',
  social_facebook: '',
  social_tiktok: '',
};

describe('site config and theme routes', () => {
  const logger = createLogger('test', 'silent');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let siteConfig: RunningService;
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    [database, identity] = await Promise.all([createTestDatabase('gw_site_config'), startFakeIdentity()]);
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

  it.each([
    ['put', '/api/site-config'],
    ['post', '/api/theme-config'],
    ['post', '/api/admin-theme-config'],
    ['post', '/api/dashboard-style-config'],
  ])('%s %s without an admin token answers 401', async (method, path) => {
    const response = await request(app)[method as 'put'](path).send({});

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'Não autenticado' });
  });

  it('answers 401 for a forged admin token', async () => {
    const response = await request(app).put('/api/site-config').set('Authorization', 'Bearer forjado').send(SETTINGS);

    expect([response.status, response.body]).toEqual([401, { detail: 'Token inválido ou expirado' }]);
  });

  describe('site config', () => {
    it('is public to read and has every field', async () => {
      const response = await request(app).get('/api/site-config');

      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(Object.keys(SETTINGS).sort());
    });

    it('saves every field and reads them back', async () => {
      const saved = await request(app).put('/api/site-config').set(asAdmin).send(SETTINGS);

      expect([saved.status, saved.body]).toEqual([200, SETTINGS]);
      expect((await request(app).get('/api/site-config')).body).toEqual(SETTINGS);
    });

    it('answers 400 when a required field is blank', async () => {
      const response = await request(app)
        .put('/api/site-config')
        .set(asAdmin)
        .send({ ...SETTINGS, site_name: '  ' });

      expect([response.status, response.body]).toEqual([400, { detail: 'Nome do site é obrigatório' }]);
    });
  });

  describe('themes', () => {
    it('answers the choices with the theme data the pages need', async () => {
      const response = await request(app).get('/api/theme-config');

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ theme_name: 'mistico', admin_theme: 'classico', dashboard_style: 'cards' });
      expect(response.body.theme.gradients.hero).toMatch(/gradient/);
      expect(Object.keys(response.body.theme.colors)).toContain('primary');
      expect(Object.keys(response.body.admin_theme_data.colors).sort()).toEqual(
        ['background', 'border', 'card', 'header', 'primary', 'sidebar', 'text', 'textSecondary'].sort(),
      );
      expect(response.body.admin_theme_data.shadows).toBeTypeOf('object');
    });

    it.each([
      ['/api/theme-config', 'theme_name', 'luxo'],
      ['/api/admin-theme-config', 'admin_theme', 'dark'],
      ['/api/dashboard-style-config', 'dashboard_style', 'analytics'],
    ])('POST %s saves %s from a form and answers a message with the config', async (path, field, value) => {
      const response = await request(app)
        .post(path)
        .set(asAdmin)
        .type('form')
        .send({ [field]: value });

      expect(response.status).toBe(200);
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body[field]).toBe(value);
      expect((await request(app).get('/api/theme-config')).body[field]).toBe(value);
    });

    it('applies the chosen site theme data', async () => {
      await request(app).post('/api/theme-config').set(asAdmin).field('theme_name', 'apple');

      const response = await request(app).get('/api/theme-config');

      expect(response.body.theme_name).toBe('apple');
      expect(response.body.theme.gradients.hero).toBe('linear-gradient(180deg, #000000 0%, #1d1d1f 100%)');
    });

    it.each([
      ['/api/theme-config', 'theme_name', 'Tema inválido'],
      ['/api/admin-theme-config', 'admin_theme', 'Tema do painel inválido'],
      ['/api/dashboard-style-config', 'dashboard_style', 'Estilo de dashboard inválido'],
    ])('POST %s answers 400 for a value outside the options', async (path, field, detail) => {
      const response = await request(app)
        .post(path)
        .set(asAdmin)
        .type('form')
        .send({ [field]: 'neon' });

      expect([response.status, response.body]).toEqual([400, { detail }]);
    });
  });
});
