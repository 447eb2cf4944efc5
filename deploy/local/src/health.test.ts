import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { describeBody, waitForHealthy } from './health.js';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function serve(handler: (count: number) => [number, string]): Promise<string> {
  let count = 0;
  server = createServer((_req, res) => {
    const [status, body] = handler(++count);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
}

describe('waitForHealthy', () => {
  it('returns once the endpoint answers 200', async () => {
    const url = await serve((count) => (count < 3 ? [503, '{}'] : [200, '{"status":"ok"}']));
    await expect(waitForHealthy(url, { timeoutMs: 5000, intervalMs: 10 })).resolves.toBeUndefined();
  });

  it('gives up naming what is not serving', async () => {
    const body = JSON.stringify({ status: 'degraded', services: { catalog: 'SERVING', orders: 'NOT_SERVING' } });
    const url = await serve(() => [503, body]);
    await expect(waitForHealthy(url, { timeoutMs: 200, intervalMs: 10 })).rejects.toThrow(
      /não respondeu 200 .* HTTP 503: fora do ar: services\.orders=NOT_SERVING/,
    );
  });

  it('says when nothing answers at all', async () => {
    const url = await serve(() => [200, '']);
    server?.close();
    await expect(waitForHealthy(url, { timeoutMs: 100, intervalMs: 10 })).rejects.toThrow(
      /sem resposta \(ECONNREFUSED\)/,
    );
  });

  it('stops waiting as soon as it is aborted', async () => {
    const url = await serve(() => [503, '{}']);
    const abort = new AbortController();
    setTimeout(() => abort.abort(new Error('identity terminou durante a partida')), 50);
    await expect(waitForHealthy(url, { timeoutMs: 10_000, signal: abort.signal })).rejects.toThrow(
      'identity terminou durante a partida',
    );
  });
});

describe('describeBody', () => {
  it('names entries given as a list of { name, status }', () => {
    const body = JSON.stringify({
      services: [
        { name: 'payments', status: 'NOT_SERVING' },
        { name: 'catalog', status: 'SERVING' },
      ],
    });
    expect(describeBody(body)).toMatch(/^fora do ar: payments=NOT_SERVING/);
  });

  it('shows a body that is not JSON as it is', () => {
    expect(describeBody('<html>Bad Gateway</html>')).toBe('<html>Bad Gateway</html>');
  });
});
