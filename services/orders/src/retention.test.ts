import { EventTypes, type PersonalDataErased, type RetentionDone, type RetentionDue } from '@ritual/contracts/events';
import { type CreateOrderRequest, type Order, OrdersService, StatusActor } from '@ritual/proto/ritual/v1/orders';
import {
  createBus,
  createClient,
  createLogger,
  type EventEnvelope,
  type JetStreamBus,
  newEvent,
} from '@ritual/runtime';
import { TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';
import { OrderErasure } from './domain/order-erasure.js';
import { PhotoStore } from './domain/photo-store.js';
import { OrderRetention, type RetentionCounts } from './domain/retention.js';
import { RETENTION_CONSUMER } from './events/retention-due.js';
import { startOrdersForTest, waitFor } from './testing/harness.js';
import { PNG_1PX } from './testing/images.js';

type Harness = Awaited<ReturnType<typeof startOrdersForTest>>;
type Orders = ReturnType<typeof createClient<typeof OrdersService>>;

const HOUR = 3_600_000;
let phoneSeq = 0;

function orderRequest(photos: string[] = []): CreateOrderRequest {
  phoneSeq += 1;
  return {
    ritual_id: '1',
    form_data: {
      nome_completo_fixo: 'Maria da Silva',
      whatsapp_contato: `(11) 96${String(phoneSeq).padStart(3, '0')}-4321`,
      nome_amor: 'João',
    },
    whatsapp: '',
    photos,
    idempotency_key: '',
  };
}

const due = (fields: Partial<RetentionDue> & Pick<RetentionDue, 'as_of'>): RetentionDue => ({
  run_id: fields.as_of.slice(0, 10),
  unpaid_order_days: null,
  paid_order_months: null,
  receipt_file_days: null,
  ...fields,
});

/** The service's pieces on its database, as a second replica would have them (its own pool). */
function replica(harness: Harness, options: { batchSize: number }) {
  const pool = new pg.Pool({ connectionString: harness.pool.options.connectionString, max: 3 });
  const db = drizzle(pool, { schema });
  const clock = () => harness.clock.now;
  const photos = new PhotoStore(db, harness.storage, clock, createLogger('test', 'silent'));
  const retention = new OrderRetention(db, new OrderErasure(photos, clock), {
    paymentTtlMs: 2 * HOUR,
    clock,
    onEventsQueued: () => {},
    batchSize: options.batchSize,
  });
  return { retention, close: () => pool.end() };
}

/** One delivery of `run` to a replica of its own. */
async function runOnce(harness: Harness, run: RetentionDue): Promise<RetentionCounts> {
  const { retention, close } = replica(harness, { batchSize: 100 });
  try {
    return await retention.run(run);
  } finally {
    await close();
  }
}

describe('retention of orders (privacy.retention_due)', () => {
  let harness: Harness;
  let orders: Orders;

  const placeAt = async (at: string, photos: string[] = []) => {
    harness.clock.now = new Date(at);
    return (await orders.createOrder(orderRequest(photos))).order!;
  };
  const setStatusAt = async (order: Order, status: string, at: string) => {
    harness.clock.now = new Date(at);
    return orders.setPaymentStatus({ id: order.id, payment_status: status, actor: StatusActor.STATUS_ACTOR_ADMIN });
  };
  const erasedIds = async () =>
    (await harness.pool.query('SELECT id FROM orders WHERE erased_at IS NOT NULL ORDER BY id')).rows.map((row) =>
      Number(row.id),
    );
  const erasureEvents = async () =>
    (
      await harness.pool.query('SELECT payload FROM outbox_events WHERE type = $1 ORDER BY occurred_at', [
        EventTypes.PersonalDataErased,
      ])
    ).rows.map((row) => row.payload as PersonalDataErased);
  const doneEvents = async (runId: string) =>
    (
      await harness.pool.query("SELECT payload FROM outbox_events WHERE type = $1 AND payload->>'run_id' = $2", [
        EventTypes.RetentionDone,
        runId,
      ])
    ).rows.map((row) => row.payload as RetentionDone);

  beforeAll(async () => {
    // The expiry sweeper runs every 50 ms: an order left unpaid past the window (2 h) is expired as in production.
    harness = await startOrdersForTest({ ORDER_PAYMENT_TTL: '2h', ORDER_EXPIRY_SWEEP_INTERVAL_MS: '50' });
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  it('erases unpaid orders ended more than the days before as_of, as an erasure; newer and paid ones untouched', async () => {
    const { filename } = await orders.storePhoto({ original_name: 'foto.png', content: PNG_1PX });
    const expired = await placeAt('2025-01-01T10:00:00.000Z', [filename]);
    harness.clock.now = new Date('2025-01-01T12:00:01.000Z');
    await waitFor(async () => (await orders.getOrder({ id: expired.id })).expired);
    const cancelledOld = await placeAt('2025-01-02T09:00:00.000Z');
    await setStatusAt(cancelledOld, 'cancelled', '2025-01-02T09:30:00.000Z');
    // Placed long ago but cancelled recently: counted from its cancellation.
    const cancelledLate = await placeAt('2024-12-01T09:00:00.000Z');
    await setStatusAt(cancelledLate, 'cancelled', '2025-02-01T09:00:00.000Z');
    const paid = await placeAt('2024-11-01T09:00:00.000Z');
    await setStatusAt(paid, 'paid', '2024-11-01T09:10:00.000Z');
    const pending = await placeAt('2025-02-09T23:00:00.000Z');

    const run = due({ as_of: '2025-02-10T03:00:00.000Z', unpaid_order_days: 30 });
    const erased = await runOnce(harness, run);

    expect(erased).toEqual({ unpaid_orders_erased: 2, paid_orders_anonymised: 0 });
    expect(await erasedIds()).toEqual([expired.id, cancelledOld.id]);
    const blank = await orders.getOrder({ id: expired.id });
    expect(blank).toMatchObject({
      form_data: {},
      whatsapp: '',
      photos: [],
      ritual_price: expired.ritual_price,
      payment_status: 'cancelled',
      created_at: expired.created_at,
      expired: true,
    });
    await expect(harness.storage.get(`photos/${filename}`)).rejects.toThrow();
    const digits = await harness.pool.query('SELECT whatsapp_digits FROM orders WHERE id = $1', [cancelledOld.id]);
    expect(digits.rows[0].whatsapp_digits).toBe(`erased-${cancelledOld.id}`);
    for (const kept of [cancelledLate, paid, pending]) {
      expect((await orders.getOrder({ id: kept.id })).form_data.nome_completo_fixo).toBe('Maria da Silva');
    }
    expect(await erasureEvents()).toEqual([{ order_ids: [expired.id, cancelledOld.id], reason: 'retention' }]);
    expect(await doneEvents(run.run_id)).toEqual([
      {
        run_id: run.run_id,
        service: 'orders',
        counts: { unpaid_orders_erased: 2, paid_orders_anonymised: 0 },
        summary: '2 pedidos não pagos apagados, pedidos pagos mantidos (sem prazo)',
        finished_at: harness.clock.now.toISOString(),
      },
    ]);
  });

  it('erases nothing more when the same run is delivered again, and reports nothing again', async () => {
    const run = due({ as_of: '2025-02-10T03:00:00.000Z', unpaid_order_days: 30 });
    const before = await erasedIds();
    const eventsBefore = (await erasureEvents()).length;

    const erased = await runOnce(harness, run);

    expect(erased).toEqual({ unpaid_orders_erased: 0, paid_orders_anonymised: 0 });
    expect(await erasedIds()).toEqual(before);
    expect(await erasureEvents()).toHaveLength(eventsBefore);
    expect((await doneEvents(run.run_id)).map((event) => event.counts)).toEqual([
      { unpaid_orders_erased: 2, paid_orders_anonymised: 0 },
    ]);
  });

  it('anonymises paid orders paid more than the months before as_of, keeping their figures', async () => {
    const oldPaid = await placeAt('2024-06-15T12:00:00.000Z');
    await setStatusAt(oldPaid, 'paid', '2024-06-15T12:30:00.000Z');
    const recentPaid = await placeAt('2024-06-15T12:00:00.000Z');
    await setStatusAt(recentPaid, 'paid', '2024-08-20T12:00:00.000Z');

    // 2025-02-10 minus 6 months is 2024-08-10: paid before it.
    const run = due({ run_id: 'paid-run', as_of: '2025-02-10T03:00:00.000Z', paid_order_months: 6 });
    const erased = await runOnce(harness, run);

    const anonymised = await orders.getOrder({ id: oldPaid.id });
    expect(anonymised).toMatchObject({
      form_data: {},
      whatsapp: '',
      payment_status: 'paid',
      ritual_price: oldPaid.ritual_price,
      commission_value: oldPaid.commission_value,
      created_at: oldPaid.created_at,
    });
    expect((await orders.getOrder({ id: recentPaid.id })).form_data.nome_completo_fixo).toBe('Maria da Silva');
    // The paid order of the first test (paid 2024-11-01) is younger than 6 months too.
    expect(erased).toEqual({ unpaid_orders_erased: 0, paid_orders_anonymised: 1 });
    expect((await doneEvents('paid-run'))[0]!.summary).toBe(
      'pedidos não pagos mantidos (sem prazo), 1 pedido pago anonimizado',
    );
  });

  it('with two replicas at once, erases each order once and announces it once', async () => {
    const placed: number[] = [];
    for (let i = 0; i < 12; i++) {
      const order = await placeAt('2024-10-01T10:00:00.000Z');
      await setStatusAt(order, 'cancelled', '2024-10-01T10:05:00.000Z');
      placed.push(order.id);
    }
    const eventsBefore = (await erasureEvents()).length;
    const run = due({ run_id: 'twin-run', as_of: '2025-02-10T03:00:00.000Z', unpaid_order_days: 30 });
    const first = replica(harness, { batchSize: 2 });
    const second = replica(harness, { batchSize: 2 });

    let counts: RetentionCounts[];
    try {
      counts = await Promise.all([first.retention.run(run), second.retention.run(run)]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }

    expect(counts[0]!.unpaid_orders_erased + counts[1]!.unpaid_orders_erased).toBe(placed.length);
    const announced = (await erasureEvents()).slice(eventsBefore).flatMap((event) => event.order_ids);
    expect(announced.sort((a, b) => a - b)).toEqual(placed);
    const erasedAt = await harness.pool.query(
      'SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND erased_at IS NOT NULL',
      [placed],
    );
    expect(erasedAt.rows[0].n).toBe(placed.length);
    const totals = await harness.pool.query(
      "SELECT unpaid_orders_erased FROM retention_runs WHERE run_id = 'twin-run'",
    );
    expect(totals.rows[0].unpaid_orders_erased).toBe(placed.length);
  });

  it('leaves everything when both settings are blank', async () => {
    const old = await placeAt('2020-01-01T10:00:00.000Z');
    await setStatusAt(old, 'cancelled', '2020-01-01T10:05:00.000Z');

    const erased = await runOnce(harness, due({ run_id: 'blank-run', as_of: '2025-02-10T03:00:00.000Z' }));

    expect(erased).toEqual({ unpaid_orders_erased: 0, paid_orders_anonymised: 0 });
    expect((await orders.getOrder({ id: old.id })).form_data.nome_completo_fixo).toBe('Maria da Silva');
    expect((await doneEvents('blank-run'))[0]!.summary).toBe(
      'pedidos não pagos mantidos (sem prazo), pedidos pagos mantidos (sem prazo)',
    );
  });
});

describe('retention of pending orders the expiry sweeper has not cancelled', () => {
  let harness: Harness;
  let orders: Orders;
  beforeAll(async () => {
    // The sweeper's first pass is a minute away: pending orders stay pending whatever the clock says.
    harness = await startOrdersForTest({ ORDER_PAYMENT_TTL: '2h' });
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  it('erases a pending order whose payment window closed more than the days before as_of, not a later one', async () => {
    harness.clock.now = new Date('2025-01-09T20:00:00.000Z');
    const closedLongAgo = (await orders.createOrder(orderRequest())).order!;
    harness.clock.now = new Date('2025-01-10T02:00:00.000Z');
    const closedJustAfter = (await orders.createOrder(orderRequest())).order!;

    // Cut-off 2025-01-10T03:00Z: the first window closed at 22:00 the day before, the second at 04:00.
    const erased = await runOnce(harness, due({ as_of: '2025-02-09T03:00:00.000Z', unpaid_order_days: 30 }));

    expect(erased.unpaid_orders_erased).toBe(1);
    expect((await orders.getOrder({ id: closedLongAgo.id })).form_data).toEqual({});
    expect((await orders.getOrder({ id: closedJustAfter.id })).payment_status).toBe('pending');
    expect((await orders.getOrder({ id: closedJustAfter.id })).form_data.nome_completo_fixo).toBe('Maria da Silva');
  });
});

describe('retention_due over NATS JetStream', () => {
  const busConfig = {
    NATS_URL: TEST_NATS_URL,
    EVENT_STREAM: uniqueName('ORDERS_RETENTION_TEST'),
    EVENT_SUBJECT_PREFIX: uniqueName('ordr'),
  };
  let harness: Harness;
  let orders: Orders;
  let bus: JetStreamBus;
  const seen: EventEnvelope[] = [];

  beforeAll(async () => {
    harness = await startOrdersForTest(busConfig);
    orders = createClient(OrdersService, harness.address);
    bus = (await createBus(busConfig, createLogger('test', 'silent'))) as JetStreamBus;
    await bus.subscribe('observer', [EventTypes.RetentionDone, EventTypes.PersonalDataErased], async (event) => {
      seen.push(event);
    });
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
    await bus?.connection.request(`$JS.API.STREAM.DELETE.${busConfig.EVENT_STREAM}`).catch(() => {});
    await bus?.close();
  });

  it('erases on the event, publishes personal_data_erased and retention_done, and nothing more when delivered twice', async () => {
    harness.clock.now = new Date('2025-01-01T10:00:00.000Z');
    const order = (await orders.createOrder(orderRequest())).order!;
    await orders.setPaymentStatus({ id: order.id, payment_status: 'cancelled', actor: StatusActor.STATUS_ACTOR_ADMIN });
    const event = newEvent<RetentionDue>(
      EventTypes.RetentionDue,
      due({ run_id: '2025-03-01', as_of: '2025-03-01T03:00:00.000Z', unpaid_order_days: 30 }),
    );
    const subject = `${busConfig.EVENT_SUBJECT_PREFIX}.${event.type}`;

    // Plain NATS publishes carry no dedupe id: JetStream stores and delivers the same run twice.
    bus.connection.publish(subject, JSON.stringify(event));
    bus.connection.publish(subject, JSON.stringify(event));
    await bus.connection.flush();

    const done = await waitFor(async () => {
      const events = seen.filter((seenEvent) => seenEvent.type === EventTypes.RetentionDone);
      const info = await bus.connection.request(
        `$JS.API.CONSUMER.INFO.${busConfig.EVENT_STREAM}.${RETENTION_CONSUMER}`,
      );
      const consumer = info.json<{ delivered: { consumer_seq: number }; num_ack_pending: number }>();
      return events.length >= 1 && consumer.delivered.consumer_seq >= 2 && consumer.num_ack_pending === 0
        ? events
        : undefined;
    });
    // The second delivery found nothing left and the run was already reported: one entry, the one that did the work.
    expect(done.map((doneEvent) => (doneEvent.data as RetentionDone).counts)).toEqual([
      { unpaid_orders_erased: 1, paid_orders_anonymised: 0 },
    ]);
    const erased = seen.filter((seenEvent) => seenEvent.type === EventTypes.PersonalDataErased);
    expect(erased.map((erasedEvent) => erasedEvent.data)).toEqual([{ order_ids: [order.id], reason: 'retention' }]);
    expect((await orders.getOrder({ id: order.id })).form_data).toEqual({});
  });
});
