import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { EventTypes } from '@ritual/contracts/events';
import { type PspSimulator, startPspSimulator } from '@ritual/psp-simulator';
import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, eventually, startStack } from '../testing/contract-stack.js';

const WHATSAPP = '(11) 98765-4321';
const PIX_KEY = 'loja@example.com';
const CREDENTIALS = { clientId: 'loja-contrato', clientSecret: 'segredo-contrato' };
const WEBHOOK_SECRET = randomBytes(16).toString('hex');
const RECONCILE_MS = 1000;
const DAY_MS = 86_400_000;

describe('PIX confirmed by the bank: the real stack against the PSP simulator', () => {
  let simulator: PspSimulator;
  let stack: ContractStack;
  let admin: { Authorization: string };
  let ritualId: number;
  /** Moves the orders service's clock (payment expiry) without touching the PSP or payments. */
  let ordersOffsetMs = 0;

  beforeAll(async () => {
    simulator = await startPspSimulator(CREDENTIALS);
    stack = await startStack({
      ordersEnv: { ORDER_EXPIRY_SWEEP_INTERVAL_MS: '200' },
      ordersClock: () => new Date(Date.now() + ordersOffsetMs),
      paymentsEnv: (gatewayUrl) => ({
        PIX_PSP_URL: simulator.apiUrl,
        PIX_PSP_TOKEN_URL: simulator.tokenUrl,
        PIX_PSP_CLIENT_ID: CREDENTIALS.clientId,
        PIX_PSP_CLIENT_SECRET: CREDENTIALS.clientSecret,
        PIX_PSP_WEBHOOK_URL: `${gatewayUrl}/api/webhooks/pix`,
        PIX_PSP_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PIX_PSP_RECONCILE_INTERVAL_MS: String(RECONCILE_MS),
      }),
    });
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
    const config = await request(stack.app).post('/api/payment-config').set(admin).field('pix_key', PIX_KEY);
    expect(config.status).toBe(200);
    const ritual = await request(stack.app).post('/api/rituais').set(admin).send({
      name: 'Ritual da Prosperidade',
      price: '149.90',
      commission_type: 'percentage',
      commission_value: '10',
    });
    expect(ritual.status).toBe(201);
    ritualId = ritual.body.id;
  });

  afterAll(async () => {
    await stack?.stop();
    await simulator?.stop();
  });

  const placeOrder = async () => {
    const created = await request(stack.app)
      .post('/api/clientes')
      .send({
        ritual_id: ritualId,
        form_data: { nome_completo_fixo: 'Maria Souza', whatsapp_contato: WHATSAPP },
        consent: DEFAULT_CONSENT,
        whatsapp: WHATSAPP,
        photos: [],
      });
    expect(created.status).toBe(201);
    return { id: created.body.id as number, token: { 'X-Order-Token': created.body.order_token as string } };
  };

  const orderPix = async (order: Awaited<ReturnType<typeof placeOrder>>) => {
    const response = await request(stack.app).get(`/api/clientes/${order.id}/pix`).set(order.token);
    expect(response.status).toBe(200);
    return response.body as { brcode: string; txid: string; expires_at: string | null; bank_confirmation: boolean };
  };

  /** The order's charge as the PSP created it (waits for the new-order event to reach payments). */
  const chargeOf = async (order: Awaited<ReturnType<typeof placeOrder>>) =>
    eventually(async () => {
      const pix = await orderPix(order);
      return pix.expires_at ? pix : undefined;
    }, 'the PSP charge of the order');

  const simulate = async (path: string, body: object) => {
    const response = await fetch(`${simulator.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as { endToEndId: string; txid: string; valor: string; horario: string };
  };

  const status = async (order: Awaited<ReturnType<typeof placeOrder>>) => {
    const response = await request(stack.app).get(`/api/clientes/${order.id}/payment-status`).set(order.token);
    expect(response.status).toBe(200);
    return response.body as { payment_status: string; expired: boolean };
  };

  const paidEventually = (order: Awaited<ReturnType<typeof placeOrder>>, timeoutMs?: number) =>
    eventually(
      async () => ((await status(order)).payment_status === 'paid' ? true : undefined),
      `order ${order.id} paid`,
      timeoutMs,
    );

  const listed = async (id: number) => {
    const response = await request(stack.app).get('/api/clientes').set(admin);
    return (response.body as Array<{ id: number; payment_status: string; late_payment: boolean }>).find(
      (order) => order.id === id,
    );
  };

  const dailySales = async () => {
    const response = await request(stack.app).get('/api/dashboard/stats').set(admin);
    return response.body.daily_sales as number;
  };

  /** Waits until orders and reporting have handled every event, then reads the day's sales. */
  const settledSales = async () => {
    for (const durable of ['orders-psp', 'reporting']) {
      await eventually(
        async () => ((await stack.unhandledEvents(durable)) === 0 ? true : undefined),
        `${durable} to handle every event`,
      );
    }
    return dailySales();
  };

  const statusChanges = async (orderId: number) => {
    const subject = `${stack.busConfig.EVENT_SUBJECT_PREFIX}.${EventTypes.OrderStatusChanged}`;
    const jsm = await jetstreamManager(stack.bus.connection);
    let count = 0;
    for (let seq = 1; ; seq++) {
      const message = await jsm.streams.getMessage(stack.busConfig.EVENT_STREAM, { seq }).catch(() => undefined);
      if (!message) break;
      if (message.subject === subject && (message.json() as { data: { order_id: number } }).data.order_id === orderId) {
        count++;
      }
    }
    return count;
  };

  const notify = (body: unknown, secret = WEBHOOK_SECRET, suffix = '/pix') =>
    request(stack.app)
      .post(`/api/webhooks/pix/${secret}${suffix}`)
      .send(body as object);

  it('pays the order from the webhook, once, however often the notification is repeated or replayed', async () => {
    const order = await placeOrder();
    const charge = await chargeOf(order);
    expect(charge).toMatchObject({ bank_confirmation: true, txid: expect.stringMatching(/^[a-zA-Z0-9]{26,35}$/) });
    expect(charge.brcode).toMatch(/^000201/);
    const before = await settledSales();

    const pix = await simulate(`/sim/cob/${charge.txid}/pay`, {});
    await paidEventually(order);
    const notification = {
      pix: [{ endToEndId: pix.endToEndId, txid: pix.txid, valor: pix.valor, horario: pix.horario }],
    };
    const repeated = await notify(notification);
    const replayedWithoutSuffix = await notify(notification, WEBHOOK_SECRET, '');

    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual({ received: 1, settled: 0 });
    expect(replayedWithoutSuffix.body).toEqual({ received: 1, settled: 0 });
    const deliveries = await eventually(async () => {
      const made = simulator.deliveries.filter((d) => d.endToEndIds.includes(pix.endToEndId));
      return made.length ? made : undefined;
    }, 'the simulator to record its webhook call');
    expect(deliveries).toEqual([expect.objectContaining({ status: 200 })]);
    expect(await settledSales()).toBeCloseTo(before + 149.9, 2);
    expect(await statusChanges(order.id)).toBe(1);
  });

  it('pays nothing for forged notifications: unknown e2eid, wrong amount, another txid, wrong secret, not BCB', async () => {
    const order = await placeOrder();
    const charge = await chargeOf(order);
    const wrongAmount = await simulate(`/sim/cob/${charge.txid}/pay`, { valor: '1.00', dropWebhook: true });
    // A charge at the same PSP that is not one of the store's orders.
    const foreignTxid = `Outra${randomBytes(12).toString('hex')}`;
    await putForeignCob(simulator, foreignTxid);
    const foreign = await simulate(`/sim/cob/${foreignTxid}/pay`, { dropWebhook: true });
    const unknown = `E99999008${'2026'}${randomBytes(10).toString('hex').slice(0, 19)}`;
    const entry = (endToEndId: string) => ({
      endToEndId,
      txid: charge.txid,
      valor: '149.90',
      horario: new Date().toISOString(),
    });
    const before = await settledSales();

    const answers = await Promise.all([
      notify({ pix: [entry(unknown)] }),
      notify({ pix: [entry(wrongAmount.endToEndId)] }),
      notify({ pix: [entry(foreign.endToEndId)] }),
    ]);
    const wrongSecret = await notify({ pix: [entry(wrongAmount.endToEndId)] }, 'segredo-errado');
    const notBcb = await notify({ endToEndId: wrongAmount.endToEndId, nome: 'Maria Souza' });

    expect(answers.map((answer) => answer.body)).toEqual([
      { received: 1, settled: 0 },
      { received: 1, settled: 0 },
      { received: 1, settled: 0 },
    ]);
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body).toEqual({ detail: 'Segredo do webhook inválido' });
    expect(notBcb.status).toBe(400);
    expect(notBcb.body.detail).toMatch(/formato do BCB/);
    // Reconciliation sees these Pix too: once it has paid a later, genuine Pix it has passed over them.
    const canary = await placeOrder();
    await simulate(`/sim/cob/${(await chargeOf(canary)).txid}/pay`, { dropWebhook: true });
    await paidEventually(canary, 2 * RECONCILE_MS + 2000);
    expect((await status(order)).payment_status).toBe('pending');
    expect(await settledSales()).toBeCloseTo(before + 149.9, 2);
  });

  it('pays a charge whose webhook was dropped within one reconciliation interval', async () => {
    const order = await placeOrder();
    const charge = await chargeOf(order);

    const pix = await simulate(`/sim/cob/${charge.txid}/pay`, { dropWebhook: true });

    await paidEventually(order, 2 * RECONCILE_MS + 2000);
    expect(simulator.deliveries.some((d) => d.endToEndIds.includes(pix.endToEndId))).toBe(false);
  });

  it('"Pagamento Efetuado" asks the PSP at once', async () => {
    const order = await placeOrder();
    const charge = await chargeOf(order);
    const unpaid = await request(stack.app).post(`/api/clientes/${order.id}/pix/check`).set(order.token);
    await simulate(`/sim/cob/${charge.txid}/pay`, { dropWebhook: true });

    const paid = await request(stack.app).post(`/api/clientes/${order.id}/pix/check`).set(order.token);

    expect(unpaid.body).toEqual({ paid: false });
    expect(paid.body).toEqual({ paid: true });
    await paidEventually(order);
  });

  it('keeps orders placed while the PSP is down, shows the static code (paid by its txid), and creates charges when it returns', async () => {
    await simulate('/sim/outage', { down: true });
    const orders: Array<Awaited<ReturnType<typeof placeOrder>>> = [];
    try {
      orders.push(await placeOrder(), await placeOrder());
      const meanwhile = await orderPix(orders[0]!);
      expect(meanwhile).toMatchObject({ bank_confirmation: true, expires_at: null, txid: `PEDIDO${orders[0]!.id}` });
    } finally {
      await simulate('/sim/outage', { down: false });
    }

    // Meanwhile the first client paid the static code: its txid reaches the PSP with the Pix.
    await simulate('/sim/pix', { txid: `PEDIDO${orders[0]!.id}`, valor: '149.90', chave: PIX_KEY });
    await paidEventually(orders[0]!, 3 * RECONCILE_MS + 3000);
    const forgedStatic = await simulate('/sim/pix', { txid: `PEDIDO${orders[1]!.id}`, valor: '14.99', chave: PIX_KEY });
    expect((await notify({ pix: [{ ...forgedStatic }] })).body).toEqual({ received: 1, settled: 0 });

    for (const order of orders.slice(1)) {
      const charge = await eventually(
        async () => {
          const pix = await orderPix(order);
          return pix.expires_at ? pix : undefined;
        },
        `the charge of order ${order.id} created at the PSP`,
        3 * RECONCILE_MS + 3000,
      );
      const atPsp = await fetch(`${simulator.origin}/sim/cob/${charge.txid}`).then((r) => r.json());
      expect(atPsp).toMatchObject({ status: 'ATIVA', valor: { original: '149.90' }, chave: PIX_KEY });
    }
  });

  it('refunds a PSP-paid order in full once and takes it off the dashboard once', async () => {
    const order = await placeOrder();
    const charge = await chargeOf(order);
    await simulate(`/sim/cob/${charge.txid}/pay`, {});
    await paidEventually(order);
    const paidSales = await settledSales();

    const refund = await request(stack.app).post(`/api/clientes/${order.id}/pix-refund`).set(admin);
    const again = await request(stack.app).post(`/api/clientes/${order.id}/pix-refund`).set(admin);
    await eventually(
      async () => ((await status(order)).payment_status === 'cancelled' ? true : undefined),
      'the refunded order cancelled',
    );
    const settled = await eventually(
      async () => {
        const view = await request(stack.app).get(`/api/clientes/${order.id}/pix-payment`).set(admin);
        return view.body.refund_status === 'DEVOLVIDO' ? view.body : undefined;
      },
      'the refund settled at the PSP',
      3 * RECONCILE_MS + 2000,
    );

    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ paid_through_psp: true, amount: 149.9, refund_status: 'EM_PROCESSAMENTO' });
    expect(again.body.refunded_at).toBe(refund.body.refunded_at);
    expect(settled).toMatchObject({ paid_through_psp: true, refund_status: 'DEVOLVIDO' });
    expect(await settledSales()).toBeCloseTo(paidSales - 149.9, 2);
    expect(await statusChanges(order.id)).toBe(2);
  });

  it('refuses to refund an order not paid through the PSP', async () => {
    const order = await placeOrder();

    const refund = await request(stack.app).post(`/api/clientes/${order.id}/pix-refund`).set(admin);

    expect(refund.status).toBe(400);
    expect(refund.body.detail).toMatch(/não há PIX para devolver/);
  });

  it('expires an unpaid order after the payment window; a payment that still arrives pays it, flagged', async () => {
    const order = await placeOrder();
    const charge = await chargeOf(order);

    ordersOffsetMs = DAY_MS + 60_000;
    const expired = await eventually(async () => {
      const current = await status(order);
      return current.payment_status === 'cancelled' ? current : undefined;
    }, 'the sweeper to expire the order');
    await simulate(`/sim/cob/${charge.txid}/pay`, {});
    await paidEventually(order);

    expect(expired.expired).toBe(true);
    expect(await listed(order.id)).toMatchObject({ payment_status: 'paid', late_payment: true });
  });
});

async function putForeignCob(simulator: PspSimulator, txid: string): Promise<void> {
  const token = await fetch(simulator.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${simulator.apiUrl}/cob/${txid}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ calendario: { expiracao: 3600 }, valor: { original: '149.90' }, chave: PIX_KEY }),
  });
  expect(response.status).toBe(201);
}
