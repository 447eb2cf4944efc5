import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { VIDEO_TOO_LARGE, WEBHOOK_SIGNATURE_INVALID, WEBHOOK_VERIFICATION_REFUSED } from '@ritual/contracts/http';
import { VIDEO_MAX_BYTES } from '@ritual/contracts/limits';
import { asFakeAdmin as asAdmin, startFakeIdentity } from '@ritual/identity/testing';
import {
  MessageEntry,
  MessagingService,
  type RecoveredPeriod,
  type VideoDeliveryRequest,
  WhatsAppSettings,
  type WhatsAppSettingsUpdate,
} from '@ritual/proto/ritual/v1/messaging';
import { createLogger, notFound, permissionDenied, unauthenticated } from '@ritual/runtime';
import { startFakeService } from '@ritual/runtime/testing';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients, type ServiceClients, serviceChannels } from '../clients/index.js';
import { MESSAGING_NOT_CONFIGURED } from '../clients/messaging.js';
import { loadGatewayConfig } from '../config.js';

const APP_SECRET = 'segredo-do-app';
const VERIFY_TOKEN = 'token-de-verificacao';
const sign = (body: Buffer | string) => `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;

const SETTINGS = WhatsAppSettings.fromPartial({
  configured: true,
  phone_number_id: '1098765432',
  connection: 'connected',
  connection_detail: '',
  checked_at: '',
  kinds: [
    { kind: 'pedido_recebido', enabled: true, template_name: 'pedido_recebido' },
    { kind: 'pix_lembrete', enabled: false, template_name: 'lembrete_pix' },
  ],
  reminder_delays_seconds: [1800, 72_000],
  queued: 2,
});

const TEST_ENTRY = MessageEntry.fromPartial({
  id: 41,
  order_id: 0,
  kind: 'pedido_recebido',
  step: 0,
  recipient: '5511988887777',
  template_name: 'pedido_recebido',
  state: 'sent',
  error_code: 0,
  error_title: '',
  due_at: '2026-03-10T15:00:00.000Z',
  sent_at: '2026-03-10T15:00:01.000Z',
  status_at: '',
  parameters: ['Maria', 'Ritual do Amor', 'R$ 49,90', 'https://loja.exemplo/pedido/1?t=segredo'],
  wamid: 'wamid.TESTE',
});

const FAILED_REMINDER = MessageEntry.fromPartial({
  id: 42,
  order_id: 7,
  kind: 'pix_lembrete',
  step: 2,
  recipient: '5511988887777',
  template_name: 'pix_lembrete',
  state: 'failed',
  error_code: 131026,
  error_title: 'Número sem WhatsApp',
  due_at: '2026-03-11T11:00:00.000Z',
  sent_at: '2026-03-11T11:00:02.000Z',
  status_at: '2026-03-11T11:00:05.000Z',
});

/** A messaging service that records what the gateway asks it, and checks webhook signatures as the real one does. */
async function startFakeMessaging() {
  const calls = {
    updates: [] as WhatsAppSettingsUpdate[],
    tests: [] as string[],
    listed: [] as number[][],
    videos: [] as Array<{ name: string; content: Buffer }>,
    deliveries: [] as VideoDeliveryRequest[],
    periods: [] as RecoveredPeriod[],
    verifications: [] as Array<{ mode: string; verify_token: string; challenge: string }>,
    webhooks: [] as Array<{ body: Buffer; signature: string }>,
  };
  const delivery = {
    id: 5,
    total: 2,
    sent: 1,
    failed: 0,
    pending: 1,
    created_at: '2026-03-10T15:00:00.000Z',
    recipients: [
      { order_id: 7, state: 'delivered', error_title: '' },
      { order_id: 8, state: 'scheduled', error_title: '' },
    ],
  };
  const service = await startFakeService('ritual.v1.Messaging', MessagingService, {
    getSettings: async () => SETTINGS,
    updateSettings: async (update) => {
      calls.updates.push(update);
      return { ...SETTINGS, kinds: update.kinds };
    },
    sendTest: async ({ whatsapp }) => {
      calls.tests.push(whatsapp);
      return TEST_ENTRY;
    },
    listOrderMessages: async ({ order_ids }) => {
      calls.listed.push(order_ids);
      return {
        orders: order_ids.map((id) => ({
          order_id: id,
          opted_out: id === 7,
          messages: id === 7 ? [FAILED_REMINDER] : [],
        })),
      };
    },
    storeVideo: async ({ original_name, content }) => {
      calls.videos.push({ name: original_name, content: Buffer.from(content) });
      return { video_id: 'video-1', size: content.length };
    },
    startVideoDelivery: async (request) => {
      calls.deliveries.push(request);
      return delivery;
    },
    getVideoDelivery: async ({ id }) => {
      if (id !== delivery.id) throw notFound('Envio não encontrado');
      return delivery;
    },
    recoveredByReminder: async (period) => {
      calls.periods.push(period);
      return { orders: 3, amount: '149.70' };
    },
    verifyWebhook: async (verification) => {
      calls.verifications.push(verification);
      if (verification.mode !== 'subscribe' || verification.verify_token !== VERIFY_TOKEN) {
        throw permissionDenied('verify token mismatch');
      }
      return { challenge: verification.challenge };
    },
    receiveWebhook: async ({ body, signature }) => {
      const expected = Buffer.from(sign(Buffer.from(body)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw unauthenticated('assinatura inválida');
      }
      calls.webhooks.push({ body: Buffer.from(body), signature });
      return { statuses_applied: 1, messages_received: 0 };
    },
  });
  return { ...service, calls };
}

describe('whatsapp routes', () => {
  const logger = createLogger('test', 'silent');
  // 02:30 UTC on 1 March is still 28 February in São Paulo (UTC−3): the store's month is February.
  const now = { value: new Date('2026-03-01T02:30:00.000Z') };
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let messaging: Awaited<ReturnType<typeof startFakeMessaging>>;
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    [identity, messaging] = await Promise.all([startFakeIdentity(), startFakeMessaging()]);
    clients = createServiceClients(
      loadGatewayConfig({ IDENTITY_ADDR: identity.address, MESSAGING_ADDR: messaging.address }),
    );
    app = createApp({
      logger,
      clients,
      health: Router(),
      trustProxy: 'loopback',
      isProduction: false,
      timeZone: 'America/Sao_Paulo',
      clock: () => now.value,
    });
  });
  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await identity?.stop();
    await messaging?.stop();
  });
  beforeEach(() => {
    for (const list of Object.values(messaging.calls)) list.length = 0;
  });

  it('refuses every admin route without an admin token', async () => {
    const api = request(app);
    const answers = await Promise.all([
      api.get('/api/whatsapp/settings'),
      api.put('/api/whatsapp/settings').send({ kinds: [] }),
      api.post('/api/whatsapp/test').send({ whatsapp: '(11) 98888-7777' }),
      api.get('/api/whatsapp/messages?order_ids=1'),
      api.post('/api/whatsapp/videos').attach('file', Buffer.from('x'), 'v.mp4'),
      api.post('/api/whatsapp/video-deliveries').send({ order_ids: [1] }),
      api.get('/api/whatsapp/video-deliveries/5'),
      api.get('/api/dashboard/recovered'),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(401));
    expect(messaging.calls.tests).toEqual([]);
    expect(messaging.calls.videos).toEqual([]);
  });

  it('shows the settings with an empty check time as null and the delays in seconds', async () => {
    const response = await request(app).get('/api/whatsapp/settings').set(asAdmin);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      configured: true,
      phone_number_id: '1098765432',
      connection: 'connected',
      connection_detail: '',
      checked_at: null,
      kinds: [
        { kind: 'pedido_recebido', enabled: true, template_name: 'pedido_recebido' },
        { kind: 'pix_lembrete', enabled: false, template_name: 'lembrete_pix' },
      ],
      reminder_delays_seconds: [1800, 72_000],
      queued: 2,
    });
  });

  it('passes the kinds to change to the service and answers the settings it keeps', async () => {
    const kinds = [{ kind: 'pix_lembrete', enabled: true, template_name: 'lembrete_do_pix' }];

    const response = await request(app).put('/api/whatsapp/settings').set(asAdmin).send({ kinds });
    const notAList = await request(app).put('/api/whatsapp/settings').set(asAdmin).send({ kinds: 'todos' });

    expect(response.status).toBe(200);
    expect(messaging.calls.updates).toEqual([{ kinds }]);
    expect(response.body.kinds).toEqual(kinds);
    expect([notAList.status, notAList.body]).toEqual([400, { detail: 'kinds deve ser uma lista' }]);
  });

  it('sends the test message to the number given and answers its log entry, nothing of its parameters', async () => {
    const response = await request(app).post('/api/whatsapp/test').set(asAdmin).send({ whatsapp: '(11) 98888-7777' });

    expect(messaging.calls.tests).toEqual(['(11) 98888-7777']);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: 41,
      order_id: null,
      kind: 'pedido_recebido',
      step: 0,
      recipient: '5511988887777',
      template_name: 'pedido_recebido',
      state: 'sent',
      error_code: null,
      error_title: null,
      due_at: '2026-03-10T15:00:00.000Z',
      sent_at: '2026-03-10T15:00:01.000Z',
      status_at: null,
    });
  });

  it('lists the messages of each order asked for, with the failure reason and the opt-out', async () => {
    const response = await request(app).get('/api/whatsapp/messages?order_ids=7,8').set(asAdmin);
    const badList = await request(app).get('/api/whatsapp/messages?order_ids=7;8').set(asAdmin);

    expect(messaging.calls.listed).toEqual([[7, 8]]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        order_id: 7,
        opted_out: true,
        messages: [
          expect.objectContaining({
            kind: 'pix_lembrete',
            step: 2,
            state: 'failed',
            error_code: 131026,
            error_title: 'Número sem WhatsApp',
            status_at: '2026-03-11T11:00:05.000Z',
          }),
        ],
      },
      { order_id: 8, opted_out: false, messages: [] },
    ]);
    expect(badList.status).toBe(400);
    expect(badList.body.detail).toBe('order_ids deve ser uma lista de até 200 números separados por vírgula');
  });

  it('stores an uploaded video byte for byte under its name and answers 201 with its id', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4096, 7)]);

    const response = await request(app).post('/api/whatsapp/videos').set(asAdmin).attach('file', video, 'ritual.mp4');

    expect([response.status, response.body]).toEqual([201, { video_id: 'video-1', size: video.length }]);
    expect(messaging.calls.videos).toEqual([{ name: 'ritual.mp4', content: video }]);
  });

  it('refuses a video above 16 MB with 413 and none at all with 400, before the service hears of it', async () => {
    const tooBig = Buffer.alloc(VIDEO_MAX_BYTES + 1);

    const big = await request(app).post('/api/whatsapp/videos').set(asAdmin).attach('file', tooBig, 'grande.mp4');
    const none = await request(app).post('/api/whatsapp/videos').set(asAdmin).field('outro', 'x');

    expect([big.status, big.body]).toEqual([413, { detail: VIDEO_TOO_LARGE }]);
    expect([none.status, none.body]).toEqual([400, { detail: 'Nenhum arquivo enviado no campo "file"' }]);
    expect(messaging.calls.videos).toEqual([]);
  });

  it('starts a video delivery for the orders chosen and shows its progress; an unknown one is 404', async () => {
    const started = await request(app)
      .post('/api/whatsapp/video-deliveries')
      .set(asAdmin)
      .send({ order_ids: [7, 8], video_id: 'video-1' });
    const progress = await request(app).get('/api/whatsapp/video-deliveries/5').set(asAdmin);
    const unknown = await request(app).get('/api/whatsapp/video-deliveries/6').set(asAdmin);

    expect(messaging.calls.deliveries).toEqual([{ order_ids: [7, 8], video_id: 'video-1', video_link: '' }]);
    expect(started.status).toBe(201);
    expect(progress.body).toEqual({
      id: 5,
      total: 2,
      sent: 1,
      failed: 0,
      pending: 1,
      created_at: '2026-03-10T15:00:00.000Z',
      recipients: [
        { order_id: 7, state: 'delivered', error_title: null },
        { order_id: 8, state: 'scheduled', error_title: null },
      ],
    });
    expect(started.body).toEqual(progress.body);
    expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Envio não encontrado' }]);
  });

  it('asks for the store-time-zone month so far: late on 28 February there it is still February', async () => {
    const february = await request(app).get('/api/dashboard/recovered').set(asAdmin);
    now.value = new Date('2026-03-01T03:30:00.000Z');
    const march = await request(app).get('/api/dashboard/recovered').set(asAdmin);

    expect([february.status, february.body]).toEqual([200, { orders: 3, amount: 149.7 }]);
    expect(march.status).toBe(200);
    expect(messaging.calls.periods).toEqual([
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-01' },
    ]);
  });

  describe('GET /webhooks/whatsapp (Meta’s verification)', () => {
    it('answers hub.challenge as plain text when the verify token matches', async () => {
      const response = await request(app)
        .get('/api/webhooks/whatsapp')
        .query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.text).toBe('1158201444');
      expect(messaging.calls.verifications).toEqual([
        { mode: 'subscribe', verify_token: VERIFY_TOKEN, challenge: '1158201444' },
      ]);
    });

    it('answers 403 with a pt-BR detail for a wrong token, another mode or nothing at all', async () => {
      const answers = await Promise.all([
        request(app)
          .get('/api/webhooks/whatsapp')
          .query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'errado', 'hub.challenge': '1' }),
        request(app)
          .get('/api/webhooks/whatsapp')
          .query({ 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' }),
        request(app).get('/api/webhooks/whatsapp'),
      ]);

      for (const answer of answers) {
        expect([answer.status, answer.body]).toEqual([403, { detail: WEBHOOK_VERIFICATION_REFUSED }]);
      }
    });
  });

  describe('POST /webhooks/whatsapp (statuses and incoming messages)', () => {
    // Spacing and escapes a re-serialised body would lose, so only the bytes as sent carry a valid signature.
    const RAW =
      '{ "object":"whatsapp_business_account",\n  "entry":[{"id":"1","changes":[{"field":"messages","value":' +
      '{"statuses":[{"id":"wamid.A","status":"read","timestamp":"1767225600","recipient_id":"5511988887777"}],' +
      '"note":"S\\u00e3o Paulo \u00e9"}}]}] }';

    it('passes the body exactly as received and its signature to the service', async () => {
      const response = await request(app)
        .post('/api/webhooks/whatsapp')
        .set('Content-Type', 'application/json')
        .set('X-Hub-Signature-256', sign(RAW))
        .send(RAW);

      expect([response.status, response.body]).toEqual([200, { statuses_applied: 1, messages_received: 0 }]);
      expect(messaging.calls.webhooks).toEqual([{ body: Buffer.from(RAW), signature: sign(RAW) }]);
    });

    it('answers 401 with a pt-BR detail for a forged or a missing signature, and nothing is applied', async () => {
      const forged = await request(app)
        .post('/api/webhooks/whatsapp')
        .set('Content-Type', 'application/json')
        .set('X-Hub-Signature-256', sign(`${RAW} `))
        .send(RAW);
      const missing = await request(app)
        .post('/api/webhooks/whatsapp')
        .set('Content-Type', 'application/json')
        .send(RAW);

      expect([forged.status, forged.body]).toEqual([401, { detail: WEBHOOK_SIGNATURE_INVALID }]);
      expect([missing.status, missing.body]).toEqual([401, { detail: WEBHOOK_SIGNATURE_INVALID }]);
      expect(messaging.calls.webhooks).toEqual([]);
    });

    it('still judges a body that is not a JSON object by its signature, not by its shape', async () => {
      const text = 'não é JSON';

      const unsigned = await request(app).post('/api/webhooks/whatsapp').set('Content-Type', 'text/plain').send(text);
      const signed = await request(app)
        .post('/api/webhooks/whatsapp')
        .set('Content-Type', 'text/plain')
        .set('X-Hub-Signature-256', sign(text))
        .send(text);

      expect([unsigned.status, unsigned.body]).toEqual([401, { detail: WEBHOOK_SIGNATURE_INVALID }]);
      expect(signed.status).toBe(200);
      expect(messaging.calls.webhooks).toEqual([{ body: Buffer.from(text), signature: sign(text) }]);
    });
  });
});

describe('whatsapp routes without MESSAGING_ADDR', () => {
  const logger = createLogger('test', 'silent');
  let identity: Awaited<ReturnType<typeof startFakeIdentity>>;
  let clients: ServiceClients;
  let app: RequestListener;

  beforeAll(async () => {
    identity = await startFakeIdentity();
    clients = createServiceClients(loadGatewayConfig({ IDENTITY_ADDR: identity.address, MESSAGING_ADDR: '' }));
    app = createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
  });
  afterAll(async () => {
    if (clients) closeServiceClients(clients);
    await identity?.stop();
  });

  it('answers 503 with a pt-BR detail on the WhatsApp routes, the webhook included', async () => {
    const api = request(app);
    const answers = await Promise.all([
      api.get('/api/whatsapp/settings').set(asAdmin),
      api.get('/api/dashboard/recovered').set(asAdmin),
      api
        .get('/api/webhooks/whatsapp')
        .query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'x', 'hub.challenge': '1' }),
      api.post('/api/webhooks/whatsapp').set('X-Hub-Signature-256', sign('{}')).send({}),
    ]);

    for (const answer of answers)
      expect([answer.status, answer.body]).toEqual([503, { detail: MESSAGING_NOT_CONFIGURED }]);
  });

  it('keeps every other route working, and /api/health does not wait for a messaging service', async () => {
    const me = await request(app).get('/api/auth/me').set(asAdmin);

    expect([me.status, me.body.username]).toEqual([200, 'admin']);
    expect(Object.keys(serviceChannels(clients))).not.toContain('messaging');
  });
});

describe('the gateway’s service channels with MESSAGING_ADDR', () => {
  it('list messaging for /api/health', () => {
    const clients = createServiceClients(loadGatewayConfig({ MESSAGING_ADDR: '127.0.0.1:50057' }));
    try {
      expect(Object.keys(serviceChannels(clients))).toContain('messaging');
    } finally {
      closeServiceClients(clients);
    }
  });
});
