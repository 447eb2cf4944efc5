import { jetstreamManager } from '@nats-io/jetstream';
import { EventTypes, type ReceiptVerified } from '@ritual/contracts/events';
import { newEvent } from '@ritual/runtime';
import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, eventually, startStack } from '../testing/contract-stack.js';

const WHATSAPP = '(11) 98765-4321';

describe('an approved receipt travels the event path across the real stack', () => {
  let stack: ContractStack;
  let admin: { Authorization: string };

  beforeAll(async () => {
    stack = await startStack();
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const approval = (orderId: number, receiptId: number) =>
    newEvent<ReceiptVerified>(EventTypes.ReceiptVerified, {
      order_id: orderId,
      receipt_id: receiptId,
      verification_status: 'approved',
      payment_approved: true,
    });

  const listedOrder = async (id: number) => {
    const response = await request(stack.app).get('/api/clientes').set(admin);
    expect(response.status).toBe(200);
    return (response.body as Array<{ id: number; payment_status: string }>).filter((order) => order.id === id);
  };

  const stats = async () => {
    const response = await request(stack.app).get('/api/dashboard/stats').set(admin);
    expect(response.status).toBe(200);
    return response.body as { daily_sales: number };
  };

  const statusChangesOnStream = async () => {
    const subject = `${stack.busConfig.EVENT_SUBJECT_PREFIX}.${EventTypes.OrderStatusChanged}`;
    const jsm = await jetstreamManager(stack.bus.connection);
    const info = await jsm.streams.info(stack.busConfig.EVENT_STREAM, { subjects_filter: subject });
    return info.state.subjects?.[subject] ?? 0;
  };

  it('pays the order and counts its price and commission exactly once for two approvals and a redelivery', async () => {
    const ritual = await request(stack.app).post('/api/rituais').set(admin).send({
      name: 'Ritual da Prosperidade',
      price: '149.90',
      commission_type: 'percentage',
      commission_value: '10',
    });
    expect(ritual.status).toBe(201);
    const created = await request(stack.app)
      .post('/api/clientes')
      .send({
        ritual_id: ritual.body.id,
        form_data: { nome_completo_fixo: 'Maria Souza', whatsapp_contato: WHATSAPP },
        consent: DEFAULT_CONSENT,
        whatsapp: WHATSAPP,
        photos: [],
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ritual_name: 'Ritual da Prosperidade', payment_status: 'pending' });
    expect(created.body.order_token).toEqual(expect.any(String));
    const orderId: number = created.body.id;

    const first = approval(orderId, 1);
    await stack.bus.publish(first);
    await stack.bus.publish(approval(orderId, 2));
    await stack.bus.publish({ ...first });

    const [paid] = await eventually(async () => {
      const orders = await listedOrder(orderId);
      return orders[0]?.payment_status === 'paid' ? orders : undefined;
    }, 'the order to be listed as paid');
    await eventually(
      async () => ((await stack.unhandledEvents('orders')) === 0 ? true : undefined),
      'orders to handle every approval',
    );
    await eventually(async () => ((await stats()).daily_sales > 0 ? true : undefined), 'the sale on the dashboard');
    await eventually(
      async () => ((await stack.unhandledEvents('reporting')) === 0 ? true : undefined),
      'reporting to handle every order event',
    );

    expect(paid).toMatchObject({ id: orderId, payment_status: 'paid' });
    expect(await listedOrder(orderId)).toHaveLength(1);
    expect(await statusChangesOnStream()).toBe(1);
    expect(await stats()).toEqual({
      daily_sales: 149.9,
      monthly_sales: 149.9,
      daily_goal: 0,
      monthly_goal: 0,
      daily_commission: 14.99,
      monthly_commission: 14.99,
    });
  });
});
