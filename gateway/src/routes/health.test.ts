import { createLogger, type GrpcServerHandle, startGrpcServer } from '@ritual/runtime';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from './health.js';

const NAMES = ['catalog', 'orders', 'payments', 'identity', 'site-config', 'reporting'];

describe('GET /api/health', () => {
  const logger = createLogger('test', 'silent');
  const servers = new Map<string, GrpcServerHandle>();
  let health: ReturnType<typeof healthRoutes>;
  let app: express.Express;

  beforeAll(async () => {
    for (const name of NAMES) {
      servers.set(name, await startGrpcServer({ host: '127.0.0.1', port: 0, logger, services: [] }));
    }
    health = healthRoutes(Object.fromEntries(NAMES.map((name) => [name, `127.0.0.1:${servers.get(name)!.port}`])));
    app = express().use('/api', health.router);
  });

  afterAll(async () => {
    health.close();
    await Promise.all([...servers.values()].map((server) => server.drain(100)));
  });

  it('answers 200 with every service SERVING when all six serve', async () => {
    const response = await request(app).get('/api/health');

    expect(response.status).toBe(200);
    expect(response.body.services).toEqual(Object.fromEntries(NAMES.map((name) => [name, 'SERVING'])));
  });

  it('answers 503 naming the service whose server stopped', async () => {
    await servers.get('orders')!.drain(100);

    const response = await request(app).get('/api/health');

    expect(response.status).toBe(503);
    expect(response.body.down).toEqual(['orders']);
    expect(response.body.detail).toContain('orders');
    expect(response.body.services.catalog).toBe('SERVING');
  });
});
