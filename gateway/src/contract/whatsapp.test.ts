import { WEBHOOK_SIGNATURE_INVALID, WEBHOOK_VERIFICATION_REFUSED } from '@ritual/contracts/http';
import { createLogger } from '@ritual/runtime';
import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import { signWebhook, startWhatsAppSimulator, type WhatsAppSimulator } from '@ritual/whatsapp-simulator';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { closeServiceClients, createServiceClients } from '../clients/index.js';
import { MESSAGING_NOT_CONFIGURED } from '../clients/messaging.js';
import { loadGatewayConfig } from '../config.js';
import { type ContractStack, eventually, startStack } from '../testing/contract-stack.js';

const PHONE_NUMBER_ID = '1098765432';
const ACCESS_TOKEN = 'token-de-acesso-do-teste';
const APP_SECRET = 'segredo-do-app-do-teste';
const VERIFY_TOKEN = 'token-de-verificacao-do-teste';
const STORE = 'https://loja.exemplo.com.br';

interface Placed {
  id: number;
  order_token: string;
}

describe('WhatsApp through the gateway on the real stack (messaging and the Cloud API simulator)', () => {
  let simulator: WhatsAppSimulator;
  let stack: ContractStack;
  let admin: { Authorization: string };
  let ritualId: number;
  let phoneSeq = 0;

  /** An order from a WhatsApp no other test uses, e.g. (31) 98001-4321 → 5531980014321. */
  async function place(name = 'Ana Lima'): Promise<Placed & { whatsapp: string; recipient: string }> {
    phoneSeq += 1;
    const middle = `9${String(8000 + phoneSeq)}`;
    const whatsapp = `(31) ${middle}-4321`;
    const created = await request(stack.app)
      .post('/api/clientes')
      .send({
        ritual_id: ritualId,
        form_data: { nome_completo_fixo: name, whatsapp_contato: whatsapp, nome_do_amor: 'Carlos' },
        consent: DEFAULT_CONSENT,
        whatsapp,
        photos: [],
      });
    expect([created.status, created.body.detail]).toEqual([201, undefined]);
    return { ...(created.body as Placed), whatsapp, recipient: `5531${middle}4321` };
  }

  const messagesOf = async (orderId: number) => {
    const listed = await request(stack.app).get('/api/whatsapp/messages').query({ order_ids: orderId }).set(admin);
    expect(listed.status).toBe(200);
    return listed.body[0].messages as Array<{ kind: string; state: string; recipient: string }>;
  };

  beforeAll(async () => {
    simulator = await startWhatsAppSimulator({
      phoneNumberId: PHONE_NUMBER_ID,
      accessToken: ACCESS_TOKEN,
      appSecret: APP_SECRET,
      statusDelayMs: 20,
    });
    stack = await startStack({
      ordersEnv: { ORDER_LINK_KEY: 'chave-dos-links-de-pedido-do-teste-0123456789' },
      messagingEnv: () => ({
        WHATSAPP_GRAPH_URL: simulator.graphUrl,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
        WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
        PUBLIC_ORIGIN: STORE,
        WHATSAPP_PIX_REMINDERS: '',
        WHATSAPP_RECIPIENT_GAP: '0',
      }),
    });
    // Meta's statuses reach messaging the way they do in production: signed, through the gateway's webhook.
    simulator.setWebhookUrl(`${stack.url}/api/webhooks/whatsapp`);
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
    const ritual = await request(stack.app)
      .post('/api/rituais')
      .set(admin)
      .send({
        name: 'Abertura de Caminhos',
        description: 'Para abrir caminhos',
        price: '50.00',
        commission_type: 'fixed',
        commission_value: '10',
        form_fields: [{ name: 'Nome do Amor', label: 'Nome do amor', type: 'text', required: true }],
      });
    expect(ritual.status).toBe(201);
    ritualId = ritual.body.id;
  });
  afterAll(async () => {
    await stack?.stop();
    await simulator?.close();
  });

  it('sends pedido_recebido with a lasting link that opens the order page, and the signed statuses mark it read', async () => {
    const order = await place('Beatriz Souza');

    const sent = await simulator.waitForMessage(
      (message) => message.template === 'pedido_recebido' && message.to === order.recipient,
    );
    const link = new URL(sent.parameters[3]!);
    const opened = await request(stack.app)
      .get(`/api/pedidos/${link.pathname.split('/').pop()}`)
      .set('X-Order-Token', link.searchParams.get('t') ?? '');

    expect(sent.parameters.slice(0, 3)).toEqual(['Beatriz Souza', 'Abertura de Caminhos', 'R$ 50,00']);
    expect(`${link.origin}${link.pathname}`).toBe(`${STORE}/pedido/${order.id}`);
    expect(link.searchParams.get('t')).toBe(order.order_token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      client: { id: order.id, payment_status: 'pending' },
      amount: 50,
      ritual: { id: ritualId, name: 'Abertura de Caminhos' },
    });
    const read = await eventually(async () => {
      const [message] = await messagesOf(order.id);
      return message?.state === 'read' ? message : undefined;
    }, 'the read status applied through the webhook');
    expect(read).toMatchObject({ kind: 'pedido_recebido', recipient: order.recipient });
  });

  it('answers Meta’s verification with the challenge only for the verify token (else 403)', async () => {
    const verified = await request(stack.app)
      .get('/api/webhooks/whatsapp')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '987654321' });
    const refused = await request(stack.app)
      .get('/api/webhooks/whatsapp')
      .query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'outro', 'hub.challenge': '987654321' });

    expect([verified.status, verified.text]).toEqual([200, '987654321']);
    expect(verified.headers['content-type']).toMatch(/^text\/plain/);
    expect([refused.status, refused.body]).toEqual([403, { detail: WEBHOOK_VERIFICATION_REFUSED }]);
  });

  it('refuses a forged or unsigned webhook with 401 and changes nothing; the same bytes signed are applied', async () => {
    const order = await place();
    await simulator.waitForMessage((message) => message.to === order.recipient);
    // The client answers SAIR: an incoming message, as Meta posts it.
    const sair = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: PHONE_NUMBER_ID },
                contacts: [{ profile: { name: 'Ana' }, wa_id: order.recipient }],
                messages: [
                  {
                    from: order.recipient,
                    id: `wamid.entrada-${order.id}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: 'SAIR' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const post = (signature?: string) => {
      const call = request(stack.app).post('/api/webhooks/whatsapp').set('Content-Type', 'application/json');
      return (signature ? call.set('X-Hub-Signature-256', signature) : call).send(sair);
    };
    const optedOut = async () =>
      (await request(stack.app).get('/api/whatsapp/messages').query({ order_ids: order.id }).set(admin)).body[0]
        .opted_out as boolean;

    const forged = await post(signWebhook(sair, 'outro-segredo'));
    const unsigned = await post();

    expect([forged.status, forged.body]).toEqual([401, { detail: WEBHOOK_SIGNATURE_INVALID }]);
    expect([unsigned.status, unsigned.body]).toEqual([401, { detail: WEBHOOK_SIGNATURE_INVALID }]);
    expect(await optedOut()).toBe(false);

    const signed = await post(signWebhook(sair, APP_SECRET));

    expect([signed.status, signed.body]).toEqual([200, { statuses_applied: 0, messages_received: 1 }]);
    expect(await optedOut()).toBe(true);
  });

  it('exports a person’s messages with their orders and erases the number and parameters from the log', async () => {
    const order = await place('Clara Nunes');
    await simulator.waitForMessage((message) => message.to === order.recipient);

    const exported = await request(stack.app)
      .get('/api/data-subjects/export')
      .query({ whatsapp: order.whatsapp })
      .set(admin);
    const csv = await request(stack.app)
      .get('/api/data-subjects/export')
      .query({ whatsapp: order.whatsapp, format: 'csv' })
      .set(admin);

    expect(exported.status).toBe(200);
    expect(exported.body.orders.map((row: { id: number }) => row.id)).toEqual([order.id]);
    expect(exported.body.messages).toEqual([
      expect.objectContaining({ order_id: order.id, kind: 'pedido_recebido', recipient: order.recipient }),
    ]);
    expect(csv.text).toMatch(/mensagem_whatsapp;pedido_recebido/);

    const erased = await request(stack.app)
      .post('/api/data-subjects/erase')
      .set(admin)
      .send({ whatsapp: order.whatsapp });

    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ order_ids: [order.id], erased_messages: 1 });
    expect(erased.body.erased.join(' ')).toMatch(/Mensagens de WhatsApp/);
    expect(erased.body.message).toBe('Dados pessoais apagados de 1 pedido e 1 mensagem de WhatsApp.');
    const [kept] = await messagesOf(order.id);
    expect(kept).toMatchObject({ kind: 'pedido_recebido', recipient: '' });
    const again = await request(stack.app)
      .get('/api/data-subjects/export')
      .query({ whatsapp: order.whatsapp })
      .set(admin);
    expect([again.body.orders, again.body.messages]).toEqual([[], []]);
  });

  describe('without the messaging service', () => {
    const logger = createLogger('test', 'silent');
    const appWith = (clients: ContractStack['clients']) =>
      createApp({ logger, clients, health: Router(), trustProxy: 'loopback', isProduction: false });
    const exportOf = (app: Parameters<typeof request>[0], whatsapp: string) =>
      request(app).get('/api/data-subjects/export').query({ whatsapp }).set(admin);
    const erase = (app: Parameters<typeof request>[0], whatsapp: string) =>
      request(app).post('/api/data-subjects/erase').set(admin).send({ whatsapp });

    it('answers the export and the erasure 503 when it is not configured, and erases nothing', async () => {
      const order = await place('Dora Reis');
      const app = appWith({ ...stack.clients, messaging: undefined });

      const exported = await exportOf(app, order.whatsapp);
      const erased = await erase(app, order.whatsapp);

      expect([exported.status, exported.body]).toEqual([503, { detail: MESSAGING_NOT_CONFIGURED }]);
      expect([erased.status, erased.body]).toEqual([503, { detail: MESSAGING_NOT_CONFIGURED }]);
      const still = await exportOf(stack.app, order.whatsapp);
      expect(still.body.orders).toEqual([
        expect.objectContaining({
          id: order.id,
          form_data: expect.objectContaining({ nome_completo_fixo: 'Dora Reis' }),
        }),
      ]);
    });

    it('answers 503 while it is down; asking again once it is back completes the erasure of its log', async () => {
      const order = await place('Elza Prado');
      await simulator.waitForMessage((message) => message.to === order.recipient);
      const down = createServiceClients(loadGatewayConfig({ MESSAGING_ADDR: '127.0.0.1:1' }));
      try {
        const app = appWith({ ...stack.clients, messaging: down.messaging });

        const exported = await exportOf(app, order.whatsapp);
        const erased = await erase(app, order.whatsapp);

        expect(exported.status).toBe(503);
        expect(exported.body.detail).toMatch(/indisponível/);
        expect(erased.status).toBe(503);
      } finally {
        closeServiceClients(down);
      }
      // The orders went first; the log still holds the number until the erasure is asked again.
      expect((await exportOf(stack.app, order.whatsapp)).body.messages).toHaveLength(1);

      const retried = await erase(stack.app, order.whatsapp);

      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ order_ids: [], erased_messages: 1 });
      expect(retried.body.message).toBe('Dados pessoais apagados de 1 mensagem de WhatsApp.');
      expect((await exportOf(stack.app, order.whatsapp)).body.messages).toEqual([]);
    });
  });
});
