/** Test support: an OpenAI-compatible Chat Completions server on loopback that records what it was sent. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content: string | Array<Record<string, unknown> & { type: string }> }>;
    response_format: unknown;
    [key: string]: unknown;
  };
}

export interface StubReply {
  /** The JSON the model "answers" (as message content). */
  answer?: Record<string, unknown>;
  status?: number;
  /** Answers only after this long, to stand for a model that is too slow. */
  delayMs?: number;
}

export async function startStubModel(reply: (request: StubRequest) => StubReply) {
  const requests: StubRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: StubRequest = {
      path: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    };
    requests.push(request);
    const { answer = {}, status = 200, delayMs = 0 } = reply(request);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    const completion = {
      id: 'chatcmpl-stub',
      object: 'chat.completion',
      created: 0,
      model: request.body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: JSON.stringify(answer), refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
    res.end(JSON.stringify(status === 200 ? completion : { error: { message: 'stub failure', type: 'server_error' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A model answer for a receipt every check accepts, to be varied per test. */
export const CORRECT_ANSWER = {
  is_pix_receipt: true,
  is_scheduled: false,
  amount: '49.90',
  paid_at: '2026-03-10T12:05:33',
  recipient_name: 'TEMPLO DOS RITUAIS LTDA',
  recipient_key: null,
  recipient_document: '11.222.333/0001-81',
  recipient_institution: 'BCO DO BRASIL S.A.',
  end_to_end_id: 'E18236120202603101505a1B2c3D4e5F',
};
