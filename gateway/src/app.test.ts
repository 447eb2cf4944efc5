import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@ritual/runtime';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { closeServiceClients, createServiceClients } from './clients/index.js';
import { loadGatewayConfig } from './config.js';

const clients = createServiceClients(loadGatewayConfig({}));
const appWith = (web: { webDist?: string; viteDevUrl?: string }) =>
  createApp({
    logger: createLogger('test', 'silent'),
    clients,
    health: Router(),
    trustProxy: 'loopback',
    isProduction: false,
    ...web,
  });

describe('gateway app', () => {
  let webDist: string;
  let devServer: Server;
  let devUrl: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>loja</title>');
    devServer = createServer((req, res) => res.end(`vite dev: ${req.url}`));
    await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
    devUrl = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    closeServiceClients(clients);
    rmSync(webDist, { recursive: true, force: true });
    await new Promise((resolve) => devServer.close(resolve));
  });

  it('answers a client-side route of the web app with index.html', async () => {
    const response = await request(appWith({ webDist })).get('/pagamento');

    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>loja</title>');
  });

  it('answers an unknown /api path with a JSON 404 detail, never the web app', async () => {
    const response = await request(appWith({ webDist })).get('/api/nao-existe');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Rota não encontrada' });
  });

  it('answers malformed JSON with a pt-BR detail instead of an HTML error page', async () => {
    const response = await request(appWith({ webDist }))
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ');

    expect(response.status).toBe(400);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({ detail: 'JSON inválido no corpo da requisição' });
  });

  it('proxies everything outside /api to the Vite dev server in development', async () => {
    const response = await request(appWith({ viteDevUrl: devUrl })).get('/ritual/amor?x=1');

    expect(response.status).toBe(200);
    expect(response.text).toBe('vite dev: /ritual/amor?x=1');
  });

  it('answers with a JSON 404 when no web app is built', async () => {
    const response = await request(appWith({})).get('/');

    expect(response.status).toBe(404);
    expect(response.body.detail).toBeTruthy();
  });
});
