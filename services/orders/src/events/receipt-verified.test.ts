import { EventTypes, type OrderSnapshot, type ReceiptVerified } from '@ritual/contracts/events';
import { OrdersService, StatusActor } from '@ritual/proto/ritual/v1/orders';
import {
  createBus,
  createClient,
  createLogger,
  type EventBus,
  type EventEnvelope,
  type JetStreamBus,
  newEvent,
} from '@ritual/runtime';
import { TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersForTest, waitFor } from '../testing/harness.js';

const FORM = { nome_completo_fixo: 'Maria da Silva', whatsapp_contato: '(11) 98888-7777', nome_amor: 'João' };

describe('orders events on NATS JetStream', () => {
  const busConfig = {
    NATS_URL: TEST_NATS_URL,
    EVENT_STREAM: uniqueName('ORDERS_TEST'),
    EVENT_SUBJECT_PREFIX: uniqueName('ordt'),
  };
  let harness: Awaited<ReturnType<typeof startOrdersForTest>>;
  let orders: ReturnType<typeof createClient<typeof OrdersService>>;
  let bus: JetStreamBus;
  const seen: EventEnvelope<OrderSnapshot>[] = [];

  const seenFor = (type: string, orderId: number) =>
    seen.filter((event) => event.type === type && event.data.order_id === orderId);
  const createOrder = async () =>
    (await orders.createOrder({ ritual_id: '1', form_data: FORM, whatsapp: '', photos: [], idempotency_key: '' }))
      .order!;
  const verdict = (orderId: number, approved = true) =>
    newEvent<ReceiptVerified>(EventTypes.ReceiptVerified, {
      order_id: orderId,
      receipt_id: orderId * 10,
      verification_status: approved ? 'approved' : 'rejected',
      payment_approved: approved,
    });
  /** Every event published before it has been handled once `marker`'s order is paid (one consumer, in order). */
  const deliverMarker = async () => {
    const marker = await createOrder();
    await bus.publish(verdict(marker.id));
    await waitFor(async () => (await orders.getOrder({ id: marker.id })).payment_status === 'paid');
    await waitFor(async () => seenFor(EventTypes.OrderStatusChanged, marker.id).length > 0);
  };

  beforeAll(async () => {
    harness = await startOrdersForTest(busConfig);
    orders = createClient(OrdersService, harness.address);
    const created: EventBus = await createBus(busConfig, createLogger('test', 'silent'));
    bus = created as JetStreamBus;
    await bus.subscribe('observer', ['orders.>'], async (event) => {
      seen.push(event as EventEnvelope<OrderSnapshot>);
    });
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
    await bus?.connection.request(`$JS.API.STREAM.DELETE.${busConfig.EVENT_STREAM}`).catch(() => {});
    await bus?.close();
  });

  it('publishes orders.created once per order, with the snapshot', async () => {
    const order = await createOrder();
    const later = await createOrder();

    await waitFor(async () => seenFor(EventTypes.OrderCreated, later.id).length > 0);
    await waitFor(async () => seenFor(EventTypes.OrderCreated, order.id).length > 0);

    const events = seenFor(EventTypes.OrderCreated, order.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      order_id: order.id,
      ritual_id: 1,
      ritual_name: 'Amarração Amorosa',
      price: '49.90',
      commission_type: 'percentage',
      commission_value: '10.00',
      payment_status: 'pending',
      requires_payment: true,
    });
  });

  it('publishes orders.status_changed with the previous status', async () => {
    const order = await createOrder();

    await orders.setPaymentStatus({ id: order.id, payment_status: 'cancelled', actor: StatusActor.STATUS_ACTOR_ADMIN });

    const [event] = await waitFor(async () => {
      const events = seenFor(EventTypes.OrderStatusChanged, order.id);
      return events.length ? events : undefined;
    });
    expect(event!.data).toMatchObject({ payment_status: 'cancelled', previous_status: 'pending' });
  });

  it('marks the order paid exactly once when the approved receipt is delivered twice', async () => {
    const order = await createOrder();
    const event = verdict(order.id);
    const subject = `${busConfig.EVENT_SUBJECT_PREFIX}.${event.type}`;

    // Plain NATS publishes carry no dedupe id, so JetStream stores and delivers the same event twice.
    bus.connection.publish(subject, JSON.stringify(event));
    bus.connection.publish(subject, JSON.stringify(event));
    await bus.connection.flush();
    await deliverMarker();

    expect((await orders.getOrder({ id: order.id })).payment_status).toBe('paid');
    const queued = await harness.pool.query(
      "SELECT count(*)::int AS n FROM outbox_events WHERE type = $1 AND (payload->>'order_id')::bigint = $2",
      [EventTypes.OrderStatusChanged, order.id],
    );
    expect(queued.rows[0].n).toBe(1);
    await waitFor(async () => seenFor(EventTypes.OrderStatusChanged, order.id).length > 0);
    expect(seenFor(EventTypes.OrderStatusChanged, order.id)).toHaveLength(1);
    const processed = await harness.pool.query('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1', [
      event.id,
    ]);
    expect(processed.rows[0].n).toBe(1);
  });

  it('does not pay again an order the admin set back to pending when the approval is redelivered', async () => {
    const order = await createOrder();
    const event = verdict(order.id);
    await bus.publish(event);
    await waitFor(async () => (await orders.getOrder({ id: order.id })).payment_status === 'paid');
    await orders.setPaymentStatus({ id: order.id, payment_status: 'pending', actor: StatusActor.STATUS_ACTOR_ADMIN });

    bus.connection.publish(`${busConfig.EVENT_SUBJECT_PREFIX}.${event.type}`, JSON.stringify(event));
    await bus.connection.flush();
    await deliverMarker();

    expect((await orders.getOrder({ id: order.id })).payment_status).toBe('pending');
  });

  it('leaves a cancelled order cancelled and ignores a rejected receipt', async () => {
    const cancelled = await createOrder();
    await orders.setPaymentStatus({
      id: cancelled.id,
      payment_status: 'cancelled',
      actor: StatusActor.STATUS_ACTOR_ADMIN,
    });
    const rejected = await createOrder();

    await bus.publish(verdict(cancelled.id));
    await bus.publish(verdict(rejected.id, false));
    await deliverMarker();

    expect((await orders.getOrder({ id: cancelled.id })).payment_status).toBe('cancelled');
    expect((await orders.getOrder({ id: rejected.id })).payment_status).toBe('pending');
  });
});
