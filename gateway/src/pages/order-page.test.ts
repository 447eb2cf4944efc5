import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteConfigService, SiteSettings, ThemeConfig } from '@ritual/proto/ritual/v1/site_config';
import { createLogger } from '@ritual/runtime';
import { startFakeService } from '@ritual/runtime/testing';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { parseHead } from '../testing/page-head.js';

/** A built web app as far as the server cares: the shell with the region for each page's head (web/index.html). */
const SHELL =
  '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <meta charset="UTF-8" />\n    <!--page-head-->\n' +
  '    <title>Rituais Espirituais</title>\n    <!--/page-head-->\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const TOKEN = 'dGhlLW9yZGVyLXRva2VuLW9mLWEtY2xpZW50LTEyMzQ1Ng';
const ORDER_PAGE = `/pedido/73519?t=${TOKEN}`;

describe('the lasting order page /pedido/{id} as the gateway serves it', () => {
  const logger = createLogger('test', 'silent');
  let dist: string;
  let siteConfig: Awaited<ReturnType<typeof startFakeService>>;
  let clients: ServiceClients;
  let away: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ritual-order-page-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    siteConfig = await startFakeService('ritual.v1.SiteConfig', SiteConfigService, {
      getSiteConfig: async () =>
        SiteSettings.fromPartial({
          site_name: 'Casa das Velas',
          browser_title: 'Casa das Velas · Rituais',
          site_description: 'Rituais com PIX',
        }),
      getThemeConfig: async () => ThemeConfig.fromPartial({}),
    });
    clients = createServiceClients(loadGatewayConfig({ SITE_CONFIG_ADDR: siteConfig.address }));
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false, webDist: dist });
    // No site-config at this address: the page's head data cannot be read.
    away = createServiceClients(loadGatewayConfig({ SITE_CONFIG_ADDR: '127.0.0.1:1' }));
  });
  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    if (away) closeServiceClients(away);
    await siteConfig?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('says noindex in its head and headers, is never stored, and keeps its link out of Referer', async () => {
    const response = await request(app).get(ORDER_PAGE);
    const head = parseHead(response.text);

    expect(response.status).toBe(200);
    expect(head.meta.robots).toBe('noindex');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('has a generic title and nothing of the order: no token, no id, no preview tags', async () => {
    const response = await request(app).get(ORDER_PAGE);
    const head = parseHead(response.text);

    expect(head.title).toBe('Seu pedido · Casa das Velas');
    expect(response.text).not.toContain(TOKEN);
    expect(response.text).not.toContain('73519');
    expect(head.canonical).toBeUndefined();
    expect(Object.keys(head.meta).filter((key) => key.startsWith('og:') || key.startsWith('twitter:'))).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });

  it('keeps no-store and noindex when the head’s data cannot be read', async () => {
    const withoutSite = createApp({
      logger,
      clients: away,
      health: Router(),
      trustProxy: 'loopback',
      isProduction: false,
      webDist: dist,
    });

    const response = await request(withoutSite).get(ORDER_PAGE);

    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Rituais Espirituais</title>');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('changes nothing for the other pages: the home page stays revalidated, indexable, with the site’s Referer policy', async () => {
    const home = await request(app).get('/');

    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
