import { status } from '@grpc/grpc-js';
import { type Order, type OrderFilter, OrdersService, StatusActor } from '@ritual/proto/ritual/v1/orders';
import { createClient, isServiceError } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersForTest } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startOrdersForTest>>;

const filter = (overrides: Partial<OrderFilter> = {}): OrderFilter => ({
  status: '',
  q: '',
  from: '',
  to: '',
  ...overrides,
});

describe('the admin list, a page at a time', () => {
  let harness: Harness;
  let orders: ReturnType<typeof createClient<typeof OrdersService>>;
  /** Placed oldest first, one per store day from 2025-03-01 (15:00 UTC = 12:00 in São Paulo). */
  const placed: Order[] = [];

  const place = async (day: number, name: string, ritualId: string) => {
    harness.clock.now = new Date(`2025-03-${String(day).padStart(2, '0')}T15:00:00.000Z`);
    const created = await orders.createOrder({
      ritual_id: ritualId,
      form_data: { nome_completo_fixo: name, nome_amor: 'Ana', whatsapp_contato: '(11) 98888-7777' },
      whatsapp: '',
      photos: [],
      idempotency_key: '',
    });
    placed.push(created.order!);
  };

  beforeAll(async () => {
    harness = await startOrdersForTest();
    orders = createClient(OrdersService, harness.address);
    const names = ['Maria Ávila', 'João Souza', 'Marta Lima', 'Zé Pereira', 'Mário Andrade', 'Luíza Reis'];
    for (const [index, name] of names.entries()) await place(index + 1, name, index % 2 ? '3' : '1');
    const admin = StatusActor.STATUS_ACTOR_ADMIN;
    await orders.setPaymentStatus({ id: placed[1]!.id, payment_status: 'paid', actor: admin });
    await orders.setPaymentStatus({ id: placed[4]!.id, payment_status: 'paid', actor: admin });
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  it('walks every order newest first in pages, with the counts on the first page only', async () => {
    const first = await orders.queryOrders({ filter: filter(), limit: 4, cursor: '' });
    const second = await orders.queryOrders({ filter: filter(), limit: 4, cursor: first.next_cursor });

    expect([...first.orders, ...second.orders].map((order) => order.id)).toEqual(
      placed.map((order) => order.id).reverse(),
    );
    expect(first.counts).toEqual({ all: 6, pending: 4, paid: 2, cancelled: 0 });
    expect([second.next_cursor, second.counts]).toEqual(['', undefined]);
  });

  it('lets orders of one ritual change status side by side: neither waits on the other for its counts', async () => {
    const [first, second] = [await harness.pool.connect(), await harness.pool.connect()];
    const cancel = (client: typeof first, order: Order) =>
      client.query("UPDATE orders SET payment_status = 'cancelled' WHERE id = $1", [order.id]);
    try {
      await first.query('BEGIN');
      await cancel(first, placed[0]!);
      await second.query("BEGIN; SET LOCAL lock_timeout = '2s'");

      const moved = await cancel(second, placed[2]!);

      expect(moved.rowCount).toBe(1);
    } finally {
      await Promise.all([first.query('ROLLBACK'), second.query('ROLLBACK')]);
      first.release();
      second.release();
    }
  });

  it('searches client and ritual names ignoring case and accents, and counts the search per status', async () => {
    const byClient = await orders.queryOrders({ filter: filter({ q: 'MARIO' }), limit: 50, cursor: '' });
    const byPrefix = await orders.queryOrders({ filter: filter({ q: 'mar' }), limit: 50, cursor: '' });
    const byRitual = await orders.queryOrders({
      filter: filter({ q: 'caminhos', status: 'paid' }),
      limit: 50,
      cursor: '',
    });
    const wildcard = await orders.queryOrders({ filter: filter({ q: '%' }), limit: 50, cursor: '' });

    expect(byClient.orders.map((order) => order.form_data.nome_completo_fixo)).toEqual(['Mário Andrade']);
    expect(byPrefix.counts).toEqual({ all: 3, pending: 2, paid: 1, cancelled: 0 });
    expect(byRitual.orders.map((order) => order.id)).toEqual([placed[1]!.id]);
    expect(byRitual.counts?.all).toBe(3);
    expect(wildcard.orders).toEqual([]);
  });

  it('pages a search newest first, and answers an empty page when its status has none of its orders', async () => {
    const first = await orders.queryOrders({ filter: filter({ q: 'mar' }), limit: 2, cursor: '' });
    const second = await orders.queryOrders({ filter: filter({ q: 'mar' }), limit: 2, cursor: first.next_cursor });
    const none = await orders.queryOrders({
      filter: filter({ q: 'pereira', status: 'cancelled' }),
      limit: 2,
      cursor: '',
    });

    const names = (page: typeof first) => page.orders.map((order) => order.form_data.nome_completo_fixo);
    expect([names(first), names(second), second.next_cursor]).toEqual([
      ['Mário Andrade', 'Marta Lima'],
      ['Maria Ávila'],
      '',
    ]);
    expect([none.orders, none.next_cursor, none.counts]).toEqual([
      [],
      '',
      { all: 1, pending: 1, paid: 0, cancelled: 0 },
    ]);
  });

  it('filters by ritual and by store days, both ends inclusive', async () => {
    const page = await orders.queryOrders({
      filter: filter({ ritual_id: 1, from: '2025-03-03', to: '2025-03-05' }),
      limit: 50,
      cursor: '',
    });

    expect(page.orders.map((order) => order.form_data.nome_completo_fixo)).toEqual(['Mário Andrade', 'Marta Lima']);
  });

  it('answers a bad status, day or cursor with INVALID_ARGUMENT in pt-BR', async () => {
    const errors = await Promise.all(
      [
        { filter: filter({ status: 'pago' }), limit: 10, cursor: '' },
        { filter: filter({ from: '2025-02-30' }), limit: 10, cursor: '' },
        { filter: filter(), limit: 10, cursor: 'abc' },
        { filter: filter(), limit: 5000, cursor: '' },
      ].map((query) => orders.queryOrders(query).catch((err: unknown) => err)),
    );

    expect(errors.map((err) => (isServiceError(err) ? [err.code, err.details] : err))).toEqual([
      [status.INVALID_ARGUMENT, 'Status inválido'],
      [status.INVALID_ARGUMENT, 'Data inválida em from (use AAAA-MM-DD)'],
      [status.INVALID_ARGUMENT, 'Cursor inválido'],
      [status.INVALID_ARGUMENT, 'limit deve ser um número entre 1 e 1000'],
    ]);
  });

  it('cancels the pending orders of the filter on the server, each with its status event', async () => {
    const result = await orders.cancelPendingOrders(filter({ q: 'mar' }));
    const after = await orders.queryOrders({ filter: filter(), limit: 50, cursor: '' });
    const events = await harness.pool.query(
      "SELECT count(*)::int AS n FROM outbox_events WHERE type = 'orders.status_changed' AND payload->>'payment_status' = 'cancelled'",
    );

    expect(result.cancelled).toBe(2);
    expect(after.counts).toEqual({ all: 6, pending: 2, paid: 2, cancelled: 2 });
    expect(events.rows[0].n).toBe(2);
  });
});
