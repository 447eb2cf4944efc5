import { compileErrors, validate } from '@readme/openapi-parser';
import { createLogger } from '@ritual/runtime';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpressApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients, serviceChannels } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';
import { healthRoutes } from '../routes/health.js';
import { documentedOperations, isAdminOnly, openApiDocument } from './document.js';

/** What router 2.x's listRoutes() gives for each registered route or mounted router. */
interface RouteListing {
  path: string | RegExp;
  methods?: string[];
  router?: ListableRouter;
}
interface ListableRouter {
  listRoutes(): RouteListing[];
}

/** Every "METHOD /path" the Express app answers, walking mounted routers; `:id` becomes `{id}`. */
function expressRoutes(router: ListableRouter, prefix = ''): string[] {
  return router.listRoutes().flatMap(({ path, methods, router: child }) => {
    if (typeof path !== 'string') throw new Error(`route with a RegExp path under ${prefix || '/'}`);
    const full = `${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    if (child) return expressRoutes(child, full === '/' ? '' : full);
    const openApiPath = full.replace(/:(\w+)/g, '{$1}');
    return (methods ?? [])
      .filter((method) => method !== 'HEAD') // Express adds HEAD to every GET by itself.
      .map((method) => `${method} ${openApiPath}`);
  });
}

describe('OpenAPI document', () => {
  let clients: ServiceClients;
  let health: ReturnType<typeof healthRoutes>;
  let app: express.Express;

  beforeAll(() => {
    // Clients connect lazily: building the real app needs no running service.
    const config = loadGatewayConfig({});
    clients = createServiceClients(config);
    health = healthRoutes(serviceChannels(clients));
    app = createExpressApp({
      logger: createLogger('test', 'silent'),
      clients,
      health: health.router,
      trustProxy: 'loopback',
      isProduction: false,
    });
  });

  afterAll(() => {
    health?.close();
    if (clients) closeServiceClients(clients);
  });

  const documented = () => documentedOperations().map(({ method, path }) => `${method.toUpperCase()} /api${path}`);
  // The document is the /api contract; routes beside it (the Prometheus /metrics) are operations, not API.
  const apiRoutes = () =>
    expressRoutes(app.router as unknown as ListableRouter).filter((route) => route.split(' ')[1]!.startsWith('/api/'));

  it('documents every /api route the Express app registers', () => {
    const missing = apiRoutes().filter((route) => !documented().includes(route));

    expect(missing).toEqual([]);
  });

  it('lists no route that the Express app does not register', () => {
    const routes = apiRoutes();

    const unknown = documented().filter((operation) => !routes.includes(operation));

    expect(unknown).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(openApiDocument) as never);

    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
    expect(openApiDocument.openapi).toBe('3.1.0');
  });

  it('names a pt-BR error example and the 401 for every admin-only operation', () => {
    const adminOnly = documentedOperations().filter(({ operation }) => isAdminOnly(operation));

    const without401 = adminOnly.filter(({ operation }) => !operation.responses['401']);

    expect(adminOnly.length).toBeGreaterThanOrEqual(20);
    expect(without401).toEqual([]);
  });

  it('is served at GET /api/openapi.json', async () => {
    const response = await request(app).get('/api/openapi.json');

    expect(response.status).toBe(200);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
  });

  it('is readable at GET /api/docs as a self-contained page listing every operation', async () => {
    const response = await request(app).get('/api/docs');

    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.text).not.toMatch(/<script|<link|src=|https?:\/\//i);
    for (const { method, path } of documentedOperations()) {
      expect(response.text).toContain(`${method.toUpperCase()}</span> <code>/api${path}</code>`);
    }
    expect(response.text).toContain('Usuário protegido');
  });
});
