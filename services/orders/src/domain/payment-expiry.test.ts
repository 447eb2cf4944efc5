import { type CreateOrderRequest, OrdersService, StatusActor } from '@ritual/proto/ritual/v1/orders';
import { createClient } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersForTest, waitFor } from '../testing/harness.js';

const FORM = { nome_completo_fixo: 'Maria da Silva', whatsapp_contato: '(11) 98888-7777', nome_amor: 'João' };
const request = (whatsapp = ''): CreateOrderRequest => ({
  ritual_id: '1',
  form_data: { ...FORM, ...(whatsapp && { whatsapp_contato: whatsapp }) },
  whatsapp,
  photos: [],
  idempotency_key: '',
});

describe('unpaid orders expire after ORDER_PAYMENT_TTL', () => {
  let harness: Awaited<ReturnType<typeof startOrdersForTest>>;
  let orders: ReturnType<typeof createClient<typeof OrdersService>>;

  beforeAll(async () => {
    harness = await startOrdersForTest({ ORDER_PAYMENT_TTL: '2h', ORDER_EXPIRY_SWEEP_INTERVAL_MS: '50' });
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  const statusEvents = async (orderId: number) => {
    const { rows } = await harness.pool.query(
      "SELECT payload FROM outbox_events WHERE type = 'orders.status_changed' AND (payload->>'order_id')::bigint = $1",
      [orderId],
    );
    return rows.map((row) => row.payload as { payment_status: string; previous_status: string });
  };

  it('cancels, as expired and with one status event, only the pending orders older than the window', async () => {
    harness.clock.now = new Date('2025-03-10T10:00:00.000Z');
    const old = (await orders.createOrder(request())).order!;
    const paid = (await orders.createOrder(request())).order!;
    await orders.setPaymentStatus({ id: paid.id, payment_status: 'paid', actor: StatusActor.STATUS_ACTOR_ADMIN });
    const registration = (await orders.registerWithoutPayment(request('(11) 97777-1234'))).order!;
    harness.clock.now = new Date('2025-03-10T11:30:00.000Z');
    const recent = (await orders.createOrder(request())).order!;
    expect(old.payment_expires_at).toBe('2025-03-10T12:00:00.000Z');

    harness.clock.now = new Date('2025-03-10T12:00:01.000Z');
    const expired = await waitFor(async () => {
      const order = await orders.getOrder({ id: old.id });
      return order.payment_status === 'cancelled' ? order : undefined;
    });

    expect(expired.expired).toBe(true);
    expect(await statusEvents(old.id)).toEqual([
      expect.objectContaining({ payment_status: 'cancelled', previous_status: 'pending' }),
    ]);
    for (const untouched of [recent, paid, registration]) {
      expect((await orders.getOrder({ id: untouched.id })).expired).toBe(false);
    }
    expect((await orders.getOrder({ id: recent.id })).payment_status).toBe('pending');
  });
});
