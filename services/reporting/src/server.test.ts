import { status } from '@grpc/grpc-js';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EventTypes, type OrderSnapshot, type OrderStatusChanged, type PaymentStatus } from '@ritual/contracts/events';
import { ReportingService } from '@ritual/proto/ritual/v1/reporting';
import {
  createBus,
  createClient,
  createLogger,
  type EventBus,
  newEvent,
  openDatabase,
  type RunningService,
} from '@ritual/runtime';
import { createTestDatabase, TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as schema from './db/schema.js';
import { orderEventHandler } from './events/order-events.js';
import { start } from './server.js';

// 12:00 on Saturday 2026-10-31 in São Paulo (UTC-3).
const NOON_OCT_31 = new Date('2026-10-31T15:00:00Z');

function order(id: number, fields: Partial<OrderSnapshot> = {}): OrderSnapshot {
  return {
    order_id: id,
    ritual_id: 1,
    ritual_name: 'Ritual do Amor',
    price: '100.00',
    commission_type: 'percentage',
    commission_value: '10.00',
    payment_status: 'pending',
    requires_payment: true,
    created_at: '2026-10-31T13:00:00.000Z',
    ...fields,
  };
}

const created = (snapshot: OrderSnapshot) => newEvent(EventTypes.OrderCreated, snapshot);

function changed(snapshot: OrderSnapshot, to: PaymentStatus, changedAt: string, from: PaymentStatus = 'pending') {
  const data: OrderStatusChanged = { ...snapshot, payment_status: to, previous_status: from, changed_at: changedAt };
  return newEvent(EventTypes.OrderStatusChanged, data);
}

describe('reporting service', () => {
  const busConfig = {
    NATS_URL: TEST_NATS_URL,
    EVENT_STREAM: uniqueName('REPORTING'),
    EVENT_SUBJECT_PREFIX: uniqueName('rep'),
  };
  let now = NOON_OCT_31;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let service: RunningService;
  let client: ReturnType<typeof createClient<typeof ReportingService>>;
  let store: ReturnType<typeof openDatabase<typeof schema>>;
  let publisher: EventBus;
  let handle: ReturnType<typeof orderEventHandler>;

  /** Hands events to the consumer as the bus would, one after the other. */
  async function deliver(...events: ReturnType<typeof newEvent>[]) {
    for (const event of events) await handle(event);
  }

  beforeAll(async () => {
    database = await createTestDatabase('reporting');
    service = await start(
      { LOG_LEVEL: 'silent', GRPC_PORT: '0', DATABASE_URL: database.url, ...busConfig },
      { handleSignals: false, clock: () => now },
    );
    client = createClient(ReportingService, `127.0.0.1:${service.port}`);
    store = openDatabase(database.url, schema, { poolSize: 2 });
    handle = orderEventHandler(store.db);
    publisher = await createBus(busConfig, createLogger('test', 'silent'));
  });

  beforeEach(async () => {
    now = NOON_OCT_31;
    await store.db.execute(sql`TRUNCATE order_facts, processed_events, dashboard_goals`);
  });

  afterAll(async () => {
    client?.close();
    await publisher?.close();
    await service?.stop();
    await store?.pool.end();
    await database?.drop();
    const nc = await connect({ servers: TEST_NATS_URL });
    await (await jetstreamManager(nc)).streams.delete(busConfig.EVENT_STREAM).catch(() => {});
    await nc.close();
  });

  it('creates its tables on an empty database', async () => {
    const { rows } = await store.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );

    expect(rows.map((row) => row.table_name)).toEqual(['dashboard_goals', 'order_facts', 'processed_events']);
  });

  it('answers zero sales and goals of 0 before any event', async () => {
    expect(await client.getDashboardStats({})).toEqual({
      daily_sales: '0.00',
      monthly_sales: '0.00',
      daily_goal: '0.00',
      monthly_goal: '0.00',
      daily_commission: '0.00',
      monthly_commission: '0.00',
    });
  });

  it('counts a paid order once when each of its events is delivered twice', async () => {
    const first = order(1);
    const creation = created(first);
    const payment = changed(first, 'paid', '2026-10-31T13:05:00Z');

    await deliver(creation, creation, payment, payment);

    expect(await client.getDashboardStats({})).toMatchObject({ daily_sales: '100.00', monthly_sales: '100.00' });
  });

  it('takes the order through NATS: created then paid shows in the stats', async () => {
    const viaBus = order(50, { price: '77.70' });

    await publisher.publish(created(viaBus));
    await publisher.publish(changed(viaBus, 'paid', '2026-10-31T13:10:00Z'));

    await vi.waitFor(async () => expect((await client.getDashboardStats({})).daily_sales).toBe('77.70'), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('removes an order from the sales when it is cancelled after being paid', async () => {
    const first = order(2);
    await deliver(created(first), changed(first, 'paid', '2026-10-31T13:05:00Z'));
    expect((await client.getDashboardStats({})).daily_sales).toBe('100.00');

    await deliver(changed(first, 'cancelled', '2026-10-31T14:00:00Z', 'paid'));

    expect(await client.getDashboardStats({})).toMatchObject({ daily_sales: '0.00', daily_commission: '0.00' });
  });

  it('keeps the newest status when older events arrive late', async () => {
    const first = order(3);

    await deliver(
      changed(first, 'paid', '2026-10-31T13:30:00Z'),
      created(first),
      changed(first, 'pending', '2026-10-31T13:10:00Z', 'paid'),
    );

    expect((await client.getDashboardStats({})).daily_sales).toBe('100.00');
  });

  it('computes a percentage commission on the price and a fixed one per paid order', async () => {
    const orders = [
      order(10, { price: '100.00', commission_type: 'percentage', commission_value: '10.00' }),
      order(11, { price: '49.90', commission_type: 'percentage', commission_value: '12.50' }),
      order(12, { price: '80.00', commission_type: 'fixed', commission_value: '15.00' }),
      order(13, { price: '500.00', commission_type: 'fixed', commission_value: '99.00' }),
    ];
    for (const o of orders.slice(0, 3)) await deliver(created(o), changed(o, 'paid', '2026-10-31T14:00:00Z'));
    await deliver(created(orders[3]!));

    expect(await client.getDashboardStats({})).toMatchObject({
      daily_sales: '229.90',
      daily_commission: '31.24',
      monthly_commission: '31.24',
    });
  });

  it('does not count paid registrations that required no payment', async () => {
    const free = order(20, { price: '0.00', requires_payment: false, payment_status: 'paid' });
    const sold = order(21, { price: '100.00', requires_payment: false });

    await deliver(created(free), created(sold), changed(sold, 'paid', '2026-10-31T14:00:00Z'));

    expect((await client.getDashboardStats({})).monthly_sales).toBe('0.00');
  });

  describe('São Paulo day and month', () => {
    const paidAt = async (id: number, createdAt: string, price: string) => {
      const o = order(id, { created_at: createdAt, price });
      await deliver(created(o), changed(o, 'paid', createdAt));
    };

    beforeEach(async () => {
      await paidAt(30, '2026-10-31T14:00:00Z', '10.00'); // Oct 31, 11:00 local
      await paidAt(31, '2026-11-01T01:30:00Z', '20.00'); // Oct 31, 22:30 local
      await paidAt(32, '2026-10-01T03:00:00Z', '40.00'); // Oct 1, 00:00 local
      await paidAt(33, '2026-10-01T02:59:59Z', '80.00'); // Sep 30, 23:59:59 local
      await paidAt(34, '2026-10-30T12:00:00Z', '160.00'); // Oct 30, 09:00 local
    });

    it('still counts 2026-11-01 02:00 UTC as October 31', async () => {
      now = new Date('2026-11-01T02:00:00Z');

      expect(await client.getDashboardStats({})).toMatchObject({ daily_sales: '30.00', monthly_sales: '230.00' });
    });

    it('starts a new day and month at local midnight', async () => {
      now = new Date('2026-11-01T03:00:00Z');

      expect(await client.getDashboardStats({})).toMatchObject({ daily_sales: '0.00', monthly_sales: '0.00' });
    });

    it('lists paid sales per local day, oldest first', async () => {
      now = new Date('2026-11-01T02:00:00Z');

      const { days } = await client.getDailySales({ days: 3 });

      expect(days).toEqual([
        { date: '2026-10-29', sales: '0.00', orders: 0 },
        { date: '2026-10-30', sales: '160.00', orders: 1 },
        { date: '2026-10-31', sales: '30.00', orders: 2 },
      ]);
    });
  });

  it('lists 30 days by default and refuses more than 366', async () => {
    const { days } = await client.getDailySales({ days: 0 });

    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe('2026-10-31');
    expect((await client.getDailySales({ days: 366 })).days).toHaveLength(366);
    await expect(client.getDailySales({ days: 367 })).rejects.toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: 'O número de dias deve estar entre 1 e 366',
    });
  });

  it('stores goals and returns them with the stats', async () => {
    const stats = await client.setGoals({ daily_goal: '1500', monthly_goal: '30000,5' });

    expect(stats).toMatchObject({ daily_goal: '1500.00', monthly_goal: '30000.50', daily_sales: '0.00' });
    expect(await client.getDashboardStats({})).toMatchObject({ daily_goal: '1500.00', monthly_goal: '30000.50' });
  });

  it('rejects an invalid goal with its pt-BR text and keeps the stored goals', async () => {
    await client.setGoals({ daily_goal: '100', monthly_goal: '3000' });

    await expect(client.setGoals({ daily_goal: '-1', monthly_goal: '10' })).rejects.toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: 'Meta diária não pode ser negativa',
    });
    await expect(client.setGoals({ daily_goal: '1', monthly_goal: '10.555' })).rejects.toMatchObject({
      details: 'Meta mensal deve ter no máximo duas casas decimais',
    });
    expect(await client.getDashboardStats({})).toMatchObject({ daily_goal: '100.00', monthly_goal: '3000.00' });
  });
});
