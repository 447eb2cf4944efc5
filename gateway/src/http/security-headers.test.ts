import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@ritual/runtime';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { PublicCache } from '../cache/public-cache.js';
import { closeServiceClients, createServiceClients } from '../clients/index.js';
import { loadGatewayConfig } from '../config.js';

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-headers-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>loja</title>');
// Nothing listens at the default service addresses: /api/rituais answers 503, headers included.
const clients = createServiceClients(loadGatewayConfig({}));
const appBehind = (trustProxy: string, publicCache?: PublicCache) =>
  createApp({
    logger: createLogger('test', 'silent'),
    clients,
    health: Router(),
    webDist,
    trustProxy,
    isProduction: true,
    publicCache: publicCache && { cache: publicCache, timeZone: 'America/Sao_Paulo' },
  });
const app = appBehind('loopback');

afterAll(() => {
  closeServiceClients(clients);
  rmSync(webDist, { recursive: true, force: true });
});

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  it.each(['/', '/admin', '/admin/rituais', '/api/rituais'])(
    '%s carries the strict CSP and the browser policies',
    async (path) => {
      const response = await request(app).get(path);
      const csp = directives(response.headers['content-security-policy']);

      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('worker-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'DENY',
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('lets the panel show stored receipts from the file storage origin, and nothing else from there', async () => {
    const app = createApp({
      logger: createLogger('test', 'silent'),
      clients,
      health: Router(),
      webDist,
      trustProxy: 'loopback',
      isProduction: true,
      filesOrigin: 'http://127.0.0.1:4569',
    });

    const csp = directives((await request(app).get('/admin/comprovantes')).headers['content-security-policy']);

    expect(csp.get('img-src')).toBe("'self' data: blob: https: http://127.0.0.1:4569");
    expect(csp.get('frame-src')).toBe('http://127.0.0.1:4569');
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it('/api/docs keeps its own, stricter page policy and the other headers', async () => {
    const response = await request(app).get('/api/docs');

    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only for HTTPS through a trusted proxy', async () => {
    const plain = await request(app).get('/');
    const viaTrustedProxy = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    const viaUntrustedProxy = await request(appBehind('10.9.8.7')).get('/').set('X-Forwarded-Proto', 'https');

    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(viaTrustedProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(viaUntrustedProxy.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives a read answered from the cache the same security headers as the full chain, HSTS by the same rule', async () => {
    const cache = new PublicCache();
    cache.set('catalog', '/rituais', cache.generation('catalog'), '[]');
    const policies = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) =>
          /^(content-security-policy|strict-transport-security|x-|referrer-policy|cross-origin-)/.test(name),
        ),
      );

    const [cachedPlain, cachedViaTrusted, cachedViaUntrusted] = await Promise.all([
      request(appBehind('loopback', cache)).get('/api/rituais'),
      request(appBehind('loopback', cache)).get('/api/rituais').set('X-Forwarded-Proto', 'https'),
      request(appBehind('10.9.8.7', cache)).get('/api/rituais').set('X-Forwarded-Proto', 'https'),
    ]);
    const chainViaTrusted = await request(app).get('/api/rituais').set('X-Forwarded-Proto', 'https');

    expect([cachedPlain.status, cachedPlain.text]).toEqual([200, '[]']);
    expect(cachedPlain.headers['strict-transport-security']).toBeUndefined();
    expect(cachedViaUntrusted.headers['strict-transport-security']).toBeUndefined();
    expect(policies(cachedViaTrusted.headers)).toEqual({
      ...policies(chainViaTrusted.headers),
      'x-request-id': cachedViaTrusted.headers['x-request-id'],
    });
    expect(cachedViaTrusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
