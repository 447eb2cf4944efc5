import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudApiClient, CloudApiError, classifyFailure } from './client.js';

const TOKEN = 'EAA-secret-token-value';

describe('CloudApiClient', () => {
  let answer: { status: number; body: unknown; headers?: Record<string, string> };
  let last: { url: string; headers: IncomingMessage['headers']; body: string } | undefined;
  let graphUrl: string;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      last = { url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v26.0`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = () => new CloudApiClient({ graphUrl, phoneNumberId: '123', accessToken: TOKEN });

  it('posts a template with its body parameters, video header and our id, and answers the wamid', async () => {
    answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.ABC' }] } };

    const sent = await client().sendTemplate({
      to: '5511987654321',
      template: 'video_pronto',
      parameters: ['Maria', 'Ritual'],
      video: { id: 'media-1' },
      callbackData: 'ritual:7',
    });

    expect(sent.wamid).toBe('wamid.ABC');
    expect(last?.url).toBe('/v26.0/123/messages');
    expect(last?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(last!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      biz_opaque_callback_data: 'ritual:7',
      template: {
        name: 'video_pronto',
        language: { code: 'pt_BR' },
        components: [
          { type: 'header', parameters: [{ type: 'video', video: { id: 'media-1' } }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Maria' },
              { type: 'text', text: 'Ritual' },
            ],
          },
        ],
      },
    });
  });

  it('carries the Graph code, subcode, HTTP status and Retry-After of a failure, never the token', async () => {
    answer = {
      status: 429,
      body: { error: { message: '(#130429) Rate limit hit', code: 130429, error_subcode: 2494055 } },
      headers: { 'retry-after': '3' },
    };

    const err = await client()
      .sendText('5511987654321', 'oi')
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(CloudApiError);
    expect((err as CloudApiError).details).toMatchObject({
      httpStatus: 429,
      code: 130429,
      subcode: 2494055,
      retryAfterMs: 3000,
    });
    expect(String((err as Error).message) + JSON.stringify(err)).not.toContain(TOKEN);
    expect(classifyFailure(err)).toEqual({ kind: 'retry', account: true, retryAfterMs: 3000 });
  });

  it('classifies 190 as an invalid token, 131026 as final, 5xx and refused connections as retries', async () => {
    answer = { status: 401, body: { error: { message: 'Invalid OAuth access token', code: 190 } } };
    expect(
      classifyFailure(
        await client()
          .sendText('55', 'x')
          .catch((e: unknown) => e),
      ),
    ).toEqual({ kind: 'invalid_token' });
    answer = { status: 400, body: { error: { message: 'Message undeliverable', code: 131026 } } };
    expect(
      classifyFailure(
        await client()
          .sendText('55', 'x')
          .catch((e: unknown) => e),
      ),
    ).toEqual({
      kind: 'fatal',
      code: 131026,
    });
    answer = { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } };
    expect(
      classifyFailure(
        await client()
          .sendText('55', 'x')
          .catch((e: unknown) => e),
      ),
    ).toMatchObject({
      kind: 'retry',
      account: true,
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = new CloudApiClient({
      graphUrl: `http://127.0.0.1:${port}/v26.0`,
      phoneNumberId: '1',
      accessToken: TOKEN,
    });
    const err = await refused.sendText('55', 'x').catch((e: unknown) => e);
    expect(classifyFailure(err)).toEqual({ kind: 'retry', account: true });
    expect((err as Error).message).not.toContain(TOKEN);
  });

  it('uploads media as multipart and answers its id', async () => {
    answer = { status: 200, body: { id: 'media-42' } };

    expect(await client().uploadMedia(Buffer.from('video'), 'video/mp4', 'v.mp4')).toBe('media-42');
    expect(last?.url).toBe('/v26.0/123/media');
    expect(last?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(last?.body).toContain('name="messaging_product"');
  });
});
