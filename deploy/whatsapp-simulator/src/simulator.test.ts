import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signWebhook, startWhatsAppSimulator, type WhatsAppSimulator } from './simulator.js';

const PHONE_ID = '109876543210';
const TOKEN = 'EAAG-token-de-teste';
const SECRET = 'segredo-do-app';

interface Hook {
  signature: string | undefined;
  raw: string;
  body: {
    object: string;
    entry: Array<{
      id: string;
      changes: Array<{
        field: string;
        value: {
          metadata: { phone_number_id: string };
          statuses?: Array<{
            id: string;
            status: string;
            timestamp: string;
            recipient_id: string;
            biz_opaque_callback_data?: string;
            errors?: Array<{ code: number; title: string; message: string; error_data: { details: string } }>;
          }>;
          messages?: Array<{ from: string; id: string; type: string; text: { body: string } }>;
          contacts?: Array<{ profile: { name: string }; wa_id: string }>;
        };
      }>;
    }>;
  };
}

/** A webhook endpoint on port 0 that records what arrives; `answers` are its status codes in order, then 200. */
async function webhookReceiver(answers: number[] = []) {
  const hooks: Hook[] = [];
  const listeners = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = answers.shift() ?? 200;
      if (status === 200) {
        hooks.push({ signature: req.headers['x-hub-signature-256'] as string | undefined, raw, body: JSON.parse(raw) });
        for (const listener of listeners) listener();
      }
      res.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/whatsapp`,
    hooks,
    /** Resolves once `predicate` holds for the hooks received. */
    until(predicate: (hooks: Hook[]) => boolean) {
      return new Promise<Hook[]>((resolve) => {
        const check = () => {
          if (!predicate(hooks)) return;
          listeners.delete(check);
          resolve(hooks);
        };
        listeners.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const statusesOf = (hooks: Hook[], wamid: string) =>
  hooks.flatMap((hook) => hook.body.entry[0]!.changes[0]!.value.statuses ?? []).filter((status) => status.id === wamid);

const template = (name: string, parameters: string[], extra: Record<string, unknown> = {}) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '5511987654321',
  type: 'template',
  template: {
    name,
    language: { code: 'pt_BR' },
    components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
  },
  ...extra,
});

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function start(options: Partial<Parameters<typeof startWhatsAppSimulator>[0]> = {}) {
  const simulator = await startWhatsAppSimulator({
    phoneNumberId: PHONE_ID,
    accessToken: TOKEN,
    appSecret: SECRET,
    statusDelayMs: 5,
    webhookRetryDelaysMs: [10, 10],
    ...options,
  });
  cleanup.push(() => simulator.close());
  return simulator;
}

interface GraphAnswer {
  messaging_product: string;
  contacts: Array<{ input: string; wa_id: string }>;
  messages: Array<{ id: string }>;
  error: { code: number; message: string; type: string; fbtrace_id: string; error_data?: { details: string } };
}

async function call(simulator: WhatsAppSimulator, edge: string, body: unknown, token = TOKEN) {
  const response = await fetch(`${simulator.graphUrl}/${PHONE_ID}/${edge}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphAnswer };
}

describe('WhatsApp simulator: sending templates', () => {
  it('accepts a template with the right parameters, answers like Meta and records it', async () => {
    const simulator = await start();

    const answer = await call(
      simulator,
      'messages',
      template('pedido_recebido', ['Ana', 'Amarração', 'R$ 49,90', 'https://loja/pedido/1?t=x'], {
        biz_opaque_callback_data: 'row-1',
      }),
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '5511987654321', wa_id: '5511987654321' }],
    });
    const wamid = answer.body.messages[0]!.id;
    expect(wamid).toMatch(/^wamid\.[A-Za-z0-9]+$/);
    expect(simulator.sent()).toEqual([
      expect.objectContaining({
        wamid,
        to: '5511987654321',
        type: 'template',
        template: 'pedido_recebido',
        language: 'pt_BR',
        parameters: ['Ana', 'Amarração', 'R$ 49,90', 'https://loja/pedido/1?t=x'],
        bizOpaqueCallbackData: 'row-1',
      }),
    ]);
    expect(simulator.graphUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v26\.0$/);
  });

  it('answers 132001 for an unknown template or language and 132000 for a wrong number of parameters', async () => {
    const simulator = await start();

    const unknown = await call(simulator, 'messages', template('promocao', ['a']));
    const wrongLanguage = await call(simulator, 'messages', {
      ...template('pagamento_aprovado', ['Ana', 'Ritual']),
      template: { name: 'pagamento_aprovado', language: { code: 'en_US' }, components: [] },
    });
    const tooFew = await call(simulator, 'messages', template('pix_lembrete', ['Ana', 'Ritual', 'R$ 1,00']));

    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 132001,
      message: '(#132001) Template name does not exist in the translation',
      error_data: { details: 'template name (promocao) does not exist in pt_BR' },
    });
    expect(wrongLanguage.body.error.code).toBe(132001);
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error).toMatchObject({
      code: 132000,
      error_data: { details: expect.stringContaining('(3) does not match the expected number of params (4)') },
    });
    expect(simulator.sent()).toEqual([]);
  });

  it('takes the template list it is given (the cadastro variant has two parameters by default)', async () => {
    const simulator = await start({ templates: { meu_modelo: 1 } });

    expect((await call(simulator, 'messages', template('meu_modelo', ['Ana']))).status).toBe(200);
    expect((await call(simulator, 'messages', template('pedido_recebido', ['Ana', 'b', 'c', 'd']))).status).toBe(400);
    const defaults = await start();
    expect((await call(defaults, 'messages', template('pedido_recebido_cadastro', ['Ana', 'Ritual']))).status).toBe(
      200,
    );
  });

  it('refuses body parameters with a new line, as Meta does', async () => {
    const simulator = await start();

    const answer = await call(simulator, 'messages', template('pagamento_aprovado', ['Ana\nMaria', 'Ritual']));

    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(100);
  });

  it('refuses a wrong token with 401 code 190, another phone number id and a missing messaging_product', async () => {
    const simulator = await start();
    const body = template('pagamento_aprovado', ['Ana', 'Ritual']);

    const badToken = await call(simulator, 'messages', body, 'outro');
    const otherPhone = await fetch(`${simulator.graphUrl}/999/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const { messaging_product: _, ...withoutProduct } = body;
    const noProduct = await call(simulator, 'messages', withoutProduct);

    expect(badToken.status).toBe(401);
    expect(badToken.body.error).toMatchObject({ code: 190, type: 'OAuthException' });
    expect(badToken.body.error.fbtrace_id).toEqual(expect.any(String));
    expect(otherPhone.status).toBe(400);
    expect(((await otherPhone.json()) as GraphAnswer).error.code).toBe(100);
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.error).toMatchObject({ code: 100, message: expect.stringContaining('messaging_product') });
    expect(simulator.sent()).toEqual([]);
  });

  it('after revokeToken answers 401 code 190 to every call until the token is restored', async () => {
    const simulator = await start();
    const body = template('pagamento_aprovado', ['Ana', 'Ritual']);

    simulator.revokeToken();
    const revoked = await call(simulator, 'messages', body);
    simulator.restoreToken();
    const restored = await call(simulator, 'messages', body);

    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe(190);
    expect(restored.status).toBe(200);
  });

  it('during an outage answers 503, and throttle answers 429 with its code for the next sends only', async () => {
    const simulator = await start();
    const body = template('pagamento_aprovado', ['Ana', 'Ritual']);

    simulator.setOutage(true);
    const down = await call(simulator, 'messages', body);
    simulator.setOutage(false);
    simulator.throttle(2);
    const first = await call(simulator, 'messages', body);
    const second = await call(simulator, 'messages', body);
    const third = await call(simulator, 'messages', body);
    simulator.throttle(1, 131056);
    const pair = await call(simulator, 'messages', body);

    expect(down.status).toBe(503);
    expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
    expect(first.body.error.code).toBe(130429);
    expect(pair.status).toBe(429);
    expect(pair.body.error.code).toBe(131056);
    expect(simulator.sent()).toHaveLength(1);
  });
});

describe('WhatsApp simulator: status webhooks', () => {
  it('sends signed statuses sent, delivered and read in that order, each with biz_opaque_callback_data', async () => {
    const receiver = await webhookReceiver();
    cleanup.push(receiver.close);
    const simulator = await start({ webhookUrl: receiver.url });

    const answer = await call(
      simulator,
      'messages',
      template('pagamento_aprovado', ['Ana', 'Ritual'], { biz_opaque_callback_data: 'msg-42' }),
    );
    const wamid = answer.body.messages[0]!.id;
    const hooks = await receiver.until((all) => statusesOf(all, wamid).length === 3);

    expect(statusesOf(hooks, wamid).map((status) => status.status)).toEqual(['sent', 'delivered', 'read']);
    for (const hook of hooks) {
      expect(hook.signature).toBe(signWebhook(hook.raw, SECRET));
      expect(hook.body).toMatchObject({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: { metadata: { phone_number_id: PHONE_ID } } }] }],
      });
    }
    expect(statusesOf(hooks, wamid)[0]).toMatchObject({
      recipient_id: '5511987654321',
      biz_opaque_callback_data: 'msg-42',
      timestamp: expect.stringMatching(/^\d{10}$/),
    });
  });

  it('a number told to fail gets its send accepted and then a failed status with the error', async () => {
    const receiver = await webhookReceiver();
    cleanup.push(receiver.close);
    const simulator = await start({ webhookUrl: receiver.url });
    simulator.failNumber('+55 11 98765-4321', 131047);

    const answer = await call(
      simulator,
      'messages',
      template('pagamento_aprovado', ['Ana', 'Ritual'], { biz_opaque_callback_data: 'msg-7' }),
    );
    const wamid = answer.body.messages[0]!.id;
    const [failed] = statusesOf(await receiver.until((all) => statusesOf(all, wamid).length === 1), wamid);

    expect(answer.status).toBe(200);
    expect(failed).toMatchObject({
      status: 'failed',
      biz_opaque_callback_data: 'msg-7',
      errors: [
        {
          code: 131047,
          title: 'Re-engagement message',
          message: 'Re-engagement message',
          error_data: { details: expect.any(String) },
        },
      ],
    });
    expect(statusesOf(receiver.hooks, wamid)).toHaveLength(1);
  });

  it('retries a webhook the endpoint refused until it is accepted', async () => {
    const receiver = await webhookReceiver([500, 503]);
    cleanup.push(receiver.close);
    const simulator = await start({ webhookUrl: receiver.url });

    const answer = await call(simulator, 'messages', template('pagamento_aprovado', ['Ana', 'Ritual']));
    const wamid = answer.body.messages[0]!.id;
    await receiver.until((all) => statusesOf(all, wamid).length === 3);

    expect(simulator.webhooks()[0]).toMatchObject({ status: 'sent', attempts: [500, 503, 200], delivered: true });
  });

  it('uploads a video by multipart and sends video_pronto with it; an unknown media id fails with 131053', async () => {
    const receiver = await webhookReceiver();
    cleanup.push(receiver.close);
    const simulator = await start({ webhookUrl: receiver.url });
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', 'video/mp4');
    form.set('file', new Blob([new Uint8Array(2048)], { type: 'video/mp4' }), 'ritual.mp4');

    const upload = await fetch(`${simulator.graphUrl}/${PHONE_ID}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: form,
    });
    const { id } = (await upload.json()) as { id: string };
    const video = (videoId: string) => ({
      ...template('video_pronto', ['Ana', 'Ritual']),
      template: {
        name: 'video_pronto',
        language: { code: 'pt_BR' },
        components: [
          { type: 'header', parameters: [{ type: 'video', video: { id: videoId } }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'Ritual' },
            ],
          },
        ],
      },
    });
    const sent = await call(simulator, 'messages', video(id));
    const withoutHeader = await call(simulator, 'messages', template('video_pronto', ['Ana', 'Ritual']));
    const unknownMedia = await call(simulator, 'messages', video('123'));
    const wamid = unknownMedia.body.messages[0]!.id;
    const [failed] = statusesOf(await receiver.until((all) => statusesOf(all, wamid).length === 1), wamid);

    expect(upload.status).toBe(200);
    expect(id).toMatch(/^\d+$/);
    expect(simulator.media()).toEqual([{ id, bytes: 2048, type: 'video/mp4' }]);
    expect(sent.status).toBe(200);
    expect(simulator.sent()[0]).toMatchObject({ template: 'video_pronto', header: { video: { id } } });
    expect(withoutHeader.status).toBe(400);
    expect(withoutHeader.body.error.code).toBe(132012);
    expect(failed).toMatchObject({ status: 'failed', errors: [{ code: 131053 }] });
  });
});

describe('WhatsApp simulator: incoming messages and text', () => {
  it('injects a signed incoming message; a text reply to that number goes out, one to a silent number fails 131047', async () => {
    const receiver = await webhookReceiver();
    cleanup.push(receiver.close);
    const simulator = await start({ webhookUrl: receiver.url });

    await simulator.injectIncoming('5511987654321', 'SAIR');
    const incoming = receiver.hooks[0]!;
    const reply = await call(simulator, 'messages', {
      messaging_product: 'whatsapp',
      to: '5511987654321',
      type: 'text',
      text: { body: 'Pronto, você não receberá mais lembretes.' },
    });
    const unsolicited = await call(simulator, 'messages', {
      messaging_product: 'whatsapp',
      to: '5521912345678',
      type: 'text',
      text: { body: 'Olá' },
    });
    const replyId = reply.body.messages[0]!.id;
    const unsolicitedId = unsolicited.body.messages[0]!.id;
    await receiver.until((all) => statusesOf(all, replyId).length === 3 && statusesOf(all, unsolicitedId).length === 1);

    expect(incoming.signature).toBe(signWebhook(incoming.raw, SECRET));
    expect(incoming.body.entry[0]!.changes[0]!.value).toMatchObject({
      contacts: [{ profile: { name: 'Cliente' }, wa_id: '5511987654321' }],
      messages: [
        { from: '5511987654321', type: 'text', text: { body: 'SAIR' }, id: expect.stringMatching(/^wamid\./) },
      ],
    });
    expect(simulator.sent()[0]).toMatchObject({ type: 'text', text: 'Pronto, você não receberá mais lembretes.' });
    expect(statusesOf(receiver.hooks, replyId).map((status) => status.status)).toEqual(['sent', 'delivered', 'read']);
    expect(statusesOf(receiver.hooks, unsolicitedId)[0]).toMatchObject({
      status: 'failed',
      errors: [{ code: 131047 }],
    });
  });

  it('injectIncoming rejects when the webhook keeps refusing it', async () => {
    const receiver = await webhookReceiver([401, 401, 401]);
    cleanup.push(receiver.close);
    const simulator = await start({ webhookUrl: receiver.url });

    await expect(simulator.injectIncoming('5511987654321', 'oi')).rejects.toThrow(/401/);
  });

  it('drops the ninth digit of Brazilian mobiles from wa_id when told to, as WhatsApp does for older accounts', async () => {
    const simulator = await start({ brazilianWaIdWithoutNinthDigit: true });

    const answer = await call(simulator, 'messages', template('pagamento_aprovado', ['Ana', 'Ritual']));

    expect(answer.body.contacts).toEqual([{ input: '5511987654321', wa_id: '551187654321' }]);
  });
});

describe('WhatsApp simulator: waiting and the control API', () => {
  it('waitForMessage resolves with a message sent later and rejects naming what was sent at the timeout', async () => {
    const simulator = await start();
    const waiting = simulator.waitForMessage((message) => message.template === 'pagamento_aprovado');

    await call(simulator, 'messages', template('pagamento_aprovado', ['Ana', 'Ritual']));

    await expect(waiting).resolves.toMatchObject({ parameters: ['Ana', 'Ritual'] });
    await expect(simulator.waitForMessage((message) => message.template === 'pix_lembrete', 50)).rejects.toThrow(
      /pagamento_aprovado/,
    );
  });

  it('the HTTP control API lists messages and sets failures, outage, throttling, the webhook and incoming messages', async () => {
    const receiver = await webhookReceiver();
    cleanup.push(receiver.close);
    const simulator = await start();
    const post = (action: string, body: unknown) =>
      fetch(`${simulator.controlUrl}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect((await post('webhook', { url: receiver.url })).status).toBe(200);
    expect((await post('incoming', { from: '5511912345678', text: 'PARAR' })).status).toBe(200);
    expect((await post('outage', { on: true })).status).toBe(200);
    const down = await call(simulator, 'messages', template('pagamento_aprovado', ['Ana', 'Ritual']));
    await post('outage', { on: false });
    await post('throttle', { count: 1, code: 131056 });
    const throttled = await call(simulator, 'messages', template('pagamento_aprovado', ['Ana', 'Ritual']));
    await post('fail-number', { to: '5511987654321' });
    const accepted = await call(
      simulator,
      'messages',
      template('pagamento_aprovado', ['Ana', 'Ritual'], { biz_opaque_callback_data: 'x' }),
    );
    const wamid = accepted.body.messages[0]!.id;
    await receiver.until((all) => statusesOf(all, wamid).length === 1);
    const listed = (await (await fetch(`${simulator.controlUrl}/messages`)).json()) as Array<{ wamid: string }>;
    const invalid = await post('throttle', { count: 'muitos' });

    expect(receiver.hooks[0]!.body.entry[0]!.changes[0]!.value.messages?.[0]?.text.body).toBe('PARAR');
    expect(down.status).toBe(503);
    expect(throttled.body.error.code).toBe(131056);
    expect(statusesOf(receiver.hooks, wamid)[0]).toMatchObject({ status: 'failed', errors: [{ code: 131026 }] });
    expect(listed.map((message) => message.wamid)).toEqual([wamid]);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ detail: expect.any(String) });
  });

  it('with a data file keeps the messages and media across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wa-sim-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataFile = join(dir, 'simulator.json');
    const first = await start({ dataFile });
    await call(first, 'messages', template('pagamento_aprovado', ['Ana', 'Ritual']));
    await first.close();

    const second = await start({ dataFile });

    expect(second.sent()).toEqual([expect.objectContaining({ template: 'pagamento_aprovado' })]);
  });
});
