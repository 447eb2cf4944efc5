import type { RequestListener } from 'node:http';
import { Writable } from 'node:stream';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import {
  createLogger,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  type RunningService,
  registration,
  startService,
} from '@ritual/runtime';
import { createTestDatabase } from '@ritual/runtime/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../gateway/src/app.js';
import { closeServiceClients, createServiceClients, type ServiceClients } from '../../gateway/src/clients/index.js';
import { loadGatewayConfig } from '../../gateway/src/config.js';
import { healthRoutes } from '../../gateway/src/routes/health.js';
import * as siteConfigSchema from '../../services/site-config/src/db/schema.js';
import { SiteConfigStore } from '../../services/site-config/src/domain/site-config-store.js';
import { siteConfigHandlers } from '../../services/site-config/src/handlers/site-config.js';

/** Every JSON line a logger wrote. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('gateway → gRPC service observability', () => {
  const serviceLogs = captureLogs();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: { end(): Promise<void> };
  let service: RunningService;
  let clients: ServiceClients;
  let health: ReturnType<typeof healthRoutes>;
  let app: RequestListener;

  beforeAll(async () => {
    database = await createTestDatabase('observability');
    const opened = openDatabase(database.url, siteConfigSchema);
    pool = opened.pool;
    await migrateDatabase(
      opened.db,
      migrationsFolder(new URL('../../services/site-config/src/server.ts', import.meta.url).href),
    );
    service = await startService({
      logger: createLogger('site-config', 'debug', serviceLogs.stream),
      env: { GRPC_HOST: '127.0.0.1', GRPC_PORT: 0, SHUTDOWN_TIMEOUT_MS: 3000 },
      services: [
        registration('ritual.v1.SiteConfig', SiteConfigService, siteConfigHandlers(new SiteConfigStore(opened.db))),
      ],
      stopSteps: [],
      handleSignals: false,
    });
    const config = loadGatewayConfig({ SITE_CONFIG_ADDR: `127.0.0.1:${service.port}` });
    clients = createServiceClients(config);
    health = healthRoutes({});
    app = createApp({
      logger: createLogger('gateway', 'silent'),
      clients,
      health: health.router,
      trustProxy: 'loopback',
      isProduction: false,
    });
  });

  afterAll(async () => {
    health?.close();
    if (clients) closeServiceClients(clients);
    await service?.stop();
    await pool?.end();
    await database?.drop();
  });

  it('logs the service side of a request under the X-Request-Id the client sent to the gateway', async () => {
    const response = await request(app).get('/api/site-config').set('X-Request-Id', 'trace-me-0001');

    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-me-0001');
    const rpcLine = serviceLogs.lines.find((line) => line.method === '/ritual.v1.SiteConfig/GetSiteConfig');
    expect(rpcLine).toMatchObject({ service: 'site-config', request_id: 'trace-me-0001', msg: 'rpc' });
  });

  it('exposes /metrics with requests per route pattern and status, errors included', async () => {
    await request(app).get('/api/site-config');
    await request(app).get('/api/rituais/42');
    await request(app).get('/api/rituais/43');
    await request(app).get('/api/nao-existe/123');

    const response = await request(app).get('/metrics');

    expect(response.status).toBe(200);
    const text = response.text;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/site-config",status="200"\} [1-9]/m);
    // Admin-only: refused (401) by middleware inside the route, answered after the error left the router.
    expect(text).toContain('http_requests_total{method="GET",route="/api/rituais/:id",status="401"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/api/*",status="404"} 1');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/site-config"/m);
    expect(text).not.toContain('/api/rituais/42');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});
