import { status } from '@grpc/grpc-js';
import { type CreateOrderRequest, OrdersService } from '@ritual/proto/ritual/v1/orders';
import { createClient, isServiceError } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersForTest } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startOrdersForTest>>;
type Orders = ReturnType<typeof createClient<typeof OrdersService>>;

const LINK_KEY = 'k'.repeat(40);
let phoneSeq = 0;

function orderRequest(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  phoneSeq += 1;
  return {
    ritual_id: '1',
    form_data: {
      nome_completo_fixo: 'Maria da Silva',
      whatsapp_contato: `(11) 97${String(phoneSeq).padStart(3, '0')}-1234`,
      nome_amor: 'João',
    },
    whatsapp: '',
    photos: [],
    idempotency_key: '',
    ...overrides,
  };
}

async function withOrders(env: NodeJS.ProcessEnv, use: (orders: Orders, harness: Harness) => Promise<void>) {
  const harness = await startOrdersForTest(env);
  const orders = createClient(OrdersService, harness.address);
  try {
    await use(orders, harness);
  } finally {
    orders.close();
    await harness.stop();
  }
}

describe('GetOrderContact (the lasting order link)', () => {
  let harness: Harness;
  let orders: Orders;
  beforeAll(async () => {
    harness = await startOrdersForTest({ ORDER_LINK_KEY: LINK_KEY });
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  it('gives the order, its client’s name and the token the client got, which the database keeps only sealed', async () => {
    const created = await orders.createOrder(orderRequest());
    const contact = await orders.getOrderContact({ id: created.order!.id });

    expect(contact.order_token).toBe(created.order_token);
    expect(contact.name).toBe('Maria da Silva');
    expect(contact.order!.whatsapp).toBe(created.order!.whatsapp);
    expect((await orders.authorizeOrder({ id: created.order!.id, order_token: contact.order_token })).id).toBe(
      created.order!.id,
    );
    const { rows } = await harness.pool.query('SELECT sealed_link_token FROM orders WHERE id = $1', [
      created.order!.id,
    ]);
    expect(rows[0].sealed_link_token).toMatch(/^v1\./);
    expect(rows[0].sealed_link_token).not.toContain(created.order_token);
  });

  it('gives the same token for an order placed again with its idempotency key', async () => {
    const request = orderRequest({ idempotency_key: 'link-key-repeat-1' });
    const first = await orders.createOrder(request);
    const again = await orders.createOrder(request);

    expect(again.order!.id).toBe(first.order!.id);
    expect((await orders.getOrderContact({ id: first.order!.id })).order_token).toBe(first.order_token);
  });

  it('gives no token for a registration without payment, nor once the person’s data is erased', async () => {
    const registered = await orders.registerWithoutPayment(orderRequest());
    expect((await orders.getOrderContact({ id: registered.order!.id })).order_token).toBe('');

    const created = await orders.createOrder(orderRequest());
    await orders.eraseDataSubject({ whatsapp: created.order!.whatsapp });
    const erased = await orders.getOrderContact({ id: created.order!.id });
    expect(erased.order_token).toBe('');
    expect(erased.order!.whatsapp).toBe('');
  });

  it('answers NOT_FOUND for an order that does not exist', async () => {
    const error = await orders.getOrderContact({ id: 987_654 }).catch((err: unknown) => err);
    expect(isServiceError(error) && error.code).toBe(status.NOT_FOUND);
  });
});

describe('GetOrderContact without ORDER_LINK_KEY', () => {
  it('keeps no token, so the order has no link to send', async () => {
    await withOrders({}, async (orders, harness) => {
      const created = await orders.createOrder(orderRequest());

      expect((await orders.getOrderContact({ id: created.order!.id })).order_token).toBe('');
      const { rows } = await harness.pool.query('SELECT sealed_link_token FROM orders WHERE id = $1', [
        created.order!.id,
      ]);
      expect(rows[0].sealed_link_token).toBeNull();
    });
  });

  it('is required when NODE_ENV=production', async () => {
    await expect(startOrdersForTest({ NODE_ENV: 'production' })).rejects.toThrow(/ORDER_LINK_KEY/);
  });
});
