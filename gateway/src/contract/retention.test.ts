import { EventTypes, type PersonalDataErased, type RetentionDue } from '@ritual/contracts/events';
import { newEvent } from '@ritual/runtime';
import { uniqueName } from '@ritual/runtime/testing';
import { DEFAULT_CONSENT } from '@ritual/site-config/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractStack, eventually, startStack } from '../testing/contract-stack.js';

const DAY_MS = 86_400_000;

interface AdminOrder {
  id: number;
  payment_status: string;
  ritual_name: string;
  created_at: string;
  expired: boolean;
  whatsapp: string;
  form_data: Record<string, string>;
}

describe('data retention on the real stack, the clock moved forty days on', () => {
  let stack: ContractStack;
  let admin: { Authorization: string };
  /** Moves the orders service's clock: when orders are placed, cancelled and expired. */
  let ordersOffsetMs = 0;

  beforeAll(async () => {
    stack = await startStack({
      ordersEnv: { ORDER_EXPIRY_SWEEP_INTERVAL_MS: '200' },
      ordersClock: () => new Date(Date.now() + ordersOffsetMs),
    });
    admin = { Authorization: `Bearer ${await stack.adminToken()}` };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('erases unpaid orders older than the setting once across two replicas, keeps the rest and every figure, and audits the run', async () => {
    const api = request(stack.app);
    const ritual = await api.post('/api/rituais').set(admin).send({
      name: 'Ritual do Recomeço',
      price: '80.00',
      commission_type: 'fixed',
      commission_value: '8',
    });
    expect(ritual.status).toBe(201);
    const place = async (whatsapp: string, name: string) => {
      const created = await api.post('/api/clientes').send({
        ritual_id: ritual.body.id,
        form_data: { nome_completo_fixo: name, whatsapp_contato: whatsapp },
        consent: DEFAULT_CONSENT,
        whatsapp,
      });
      expect(created.status).toBe(201);
      return created.body.id as number;
    };
    const setStatus = async (id: number, status: 'paid' | 'cancelled') =>
      expect(
        (await api.put(`/api/clientes/${id}/payment`).set(admin).type('form').send({ payment_status: status })).status,
      ).toBe(200);
    const order = async (id: number) => {
      const list = await api.get(`/api/clientes?ritual_id=${ritual.body.id}`).set(admin);
      return (list.body as AdminOrder[]).find((candidate) => candidate.id === id)!;
    };

    const expired = await place('(11) 91111-1111', 'Bruna Expirada');
    const cancelled = await place('(11) 92222-2222', 'Caio Cancelado');
    await setStatus(cancelled, 'cancelled');
    const paid = await place('(11) 93333-3333', 'Paula Paga');
    await setStatus(paid, 'paid');
    // Two days on, the unpaid order's payment window (24 h) has passed: the sweeper cancels it as expired.
    ordersOffsetMs = 2 * DAY_MS;
    await eventually(
      async () => ((await order(expired)).payment_status === 'cancelled' ? true : undefined),
      'the payment window to expire the unpaid order',
    );
    // Twenty days on, an order cancelled then is still within the 30 days.
    ordersOffsetMs = 20 * DAY_MS;
    const recent = await place('(11) 94444-4444', 'Rita Recente');
    await setStatus(recent, 'cancelled');
    const ids = [expired, cancelled, paid, recent];
    await eventually(
      async () => ((await api.get('/api/dashboard/stats').set(admin)).body.daily_sales > 0 ? true : undefined),
      'the dashboard to count the paid order',
    );
    const figuresBefore = {
      stats: (await api.get('/api/dashboard/stats').set(admin)).body,
      daily: (await api.get('/api/dashboard/daily-sales').set(admin)).body,
    };
    const ordersBefore = await Promise.all(ids.map(order));

    const erasedEvents: number[][] = [];
    const watcherName = uniqueName('retention-watch');
    const watcher = await stack.bus.subscribe(watcherName, [EventTypes.PersonalDataErased], async (event) => {
      erasedEvents.push((event.data as PersonalDataErased).order_ids);
    });
    await stack.startOrdersReplica();
    // Forty days on: the cut-off (30 days before) falls after the first two ended and before the recent one.
    const asOf = new Date(Date.now() + 40 * DAY_MS);
    const run: RetentionDue = {
      run_id: asOf.toISOString().slice(0, 10),
      as_of: asOf.toISOString(),
      unpaid_order_days: 30,
      paid_order_months: null,
      receipt_file_days: 90,
    };
    // The day's run delivered twice at once (a redelivery, or two schedulers): two replicas take one each.
    await Promise.all([
      stack.bus.publish(newEvent(EventTypes.RetentionDue, run)),
      stack.bus.publish(newEvent(EventTypes.RetentionDue, run)),
    ]);

    const runs = await eventually(
      async () => {
        const found = (await api.get('/api/retention-runs').set(admin)).body.items as {
          subject: string;
          detail: string;
        }[];
        const ofRun = found.filter((entry) => entry.subject === 'orders' && entry.detail.includes(run.run_id));
        // Each replica audits its own part, and one may audit that it found nothing before the other's erasure
        // commits: the run is audited once its entries add up to what was erased.
        const audited = ofRun.reduce(
          (sum, entry) => sum + Number(/(\d+) pedidos? não pagos?/.exec(entry.detail)?.[1] ?? 0),
          0,
        );
        return audited >= 2 && erasedEvents.flat().length >= 2 ? ofRun : undefined;
      },
      'the orders part of the run to be audited',
      30_000,
    );
    await eventually(
      async () => ((await stack.unhandledEvents(watcherName)) === 0 ? true : undefined),
      'every erasure event to reach the watcher',
    );
    await watcher.stop();

    expect(erasedEvents.flat().sort((a, b) => a - b)).toEqual([expired, cancelled].sort((a, b) => a - b));
    expect(runs.map((entry) => entry.detail).join(' ')).toMatch(/2 pedidos? não pagos? apagados?/);
    const ordersAfter = await Promise.all(ids.map(order));
    for (const [index, after] of ordersAfter.entries()) {
      const before = ordersBefore[index]!;
      expect(after).toMatchObject({
        payment_status: before.payment_status,
        ritual_name: before.ritual_name,
        created_at: before.created_at,
        expired: before.expired,
      });
      if (after.id === expired || after.id === cancelled) {
        expect(after).toMatchObject({ whatsapp: '', form_data: {} });
      } else {
        expect(after).toMatchObject({ whatsapp: before.whatsapp, form_data: before.form_data });
      }
    }
    expect({
      stats: (await api.get('/api/dashboard/stats').set(admin)).body,
      daily: (await api.get('/api/dashboard/daily-sales').set(admin)).body,
    }).toEqual(figuresBefore);
  }, 120_000);
});
