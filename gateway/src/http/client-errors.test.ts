import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsWithDetail } from './client-errors.js';

describe('answerClientErrorsWithDetail', () => {
  const server = createServer((_req, res) => res.end('ok'));
  let port: number;

  beforeAll(async () => {
    answerClientErrorsWithDetail(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a URL above the header limit with 431 and a pt-BR detail, even while a body is still coming', async () => {
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, method: 'POST', path: `/api/rituais?q=${'a'.repeat(20_000)}` },
        (response) => {
          let body = '';
          response
            .on('data', (chunk) => (body += chunk))
            .on('end', () => resolve({ status: response.statusCode, body }));
        },
      );
      outgoing.on('error', reject).end(Buffer.alloc(200_000));
    });

    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Cabeçalhos ou endereço da requisição grandes demais' });
  });
});
