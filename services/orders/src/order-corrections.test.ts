import { status } from '@grpc/grpc-js';
import { type CreateOrderRequest, type OrderCorrection, OrdersService } from '@ritual/proto/ritual/v1/orders';
import { createClient, isServiceError } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_FIELD_REFUSED, CORRECTION_FIELD_REQUIRED } from './domain/order-corrections.js';
import { startOrdersForTest } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startOrdersForTest>>;

let phoneSeq = 0;
function orderRequest(formData: Record<string, string> = {}, ritualId = '1'): CreateOrderRequest {
  phoneSeq += 1;
  return {
    ritual_id: ritualId,
    form_data: {
      nome_completo_fixo: 'Maria da Silva',
      whatsapp_contato: `(11) 95${String(phoneSeq).padStart(3, '0')}-1111`,
      nome_amor: 'João',
      data_nascimento: '1990-05-01',
      ...formData,
    },
    whatsapp: '',
    photos: [],
    idempotency_key: '',
  };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => (isServiceError(err) ? { code: err.code, details: err.details } : err),
  );

describe('CorrectOrder and ListOrderCorrections (LGPD art. 18 III)', () => {
  let harness: Harness;
  let orders: ReturnType<typeof createClient<typeof OrdersService>>;
  const correct = (fields: Partial<OrderCorrection> & Pick<OrderCorrection, 'order_id'>) =>
    orders.correctOrder({ field: 'nome_completo_fixo', value: 'Maria Souza', actor: 'admin', ...fields });

  beforeAll(async () => {
    harness = await startOrdersForTest();
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  it('corrects the client’s name and keeps who, when and which field, never the old value', async () => {
    const placed = (await orders.createOrder(orderRequest())).order!;
    harness.clock.now = new Date('2025-03-11T09:00:00.000Z');

    const corrected = await correct({ order_id: placed.id, value: '  Maria Souza ', actor: 'ana' });

    expect(corrected.form_data).toEqual({ ...placed.form_data, nome_completo_fixo: 'Maria Souza' });
    expect((await orders.getOrder({ id: placed.id })).form_data.nome_completo_fixo).toBe('Maria Souza');
    expect(await orders.listOrderCorrections({ id: placed.id })).toEqual({
      corrections: [
        { order_id: placed.id, field: 'nome_completo_fixo', actor: 'ana', corrected_at: '2025-03-11T09:00:00.000Z' },
      ],
    });
    const history = await harness.pool.query('SELECT * FROM order_corrections WHERE order_id = $1', [placed.id]);
    expect(JSON.stringify(history.rows)).not.toContain('Maria da Silva');
    // The admin search reads the corrected name.
    const found = await orders.queryOrders({
      filter: { status: '', q: 'souza', from: '', to: '' },
      limit: 10,
      cursor: '',
    });
    expect(found.orders.map((order) => order.id)).toContain(placed.id);
  });

  it('corrects the loved one’s name and the birth date', async () => {
    const placed = (await orders.createOrder(orderRequest())).order!;

    await correct({ order_id: placed.id, field: 'nome_amor', value: 'Joana' });
    const corrected = await correct({ order_id: placed.id, field: 'data_nascimento', value: '1991-06-02' });

    expect(corrected.form_data).toMatchObject({ nome_amor: 'Joana', data_nascimento: '1991-06-02' });
  });

  it('corrects the WhatsApp: the form, the order’s number and the digits its person is found by', async () => {
    const placed = (await orders.createOrder(orderRequest())).order!;

    const corrected = await correct({ order_id: placed.id, field: 'whatsapp', value: '(21) 99999-0001' });

    expect(corrected.whatsapp).toBe('(21) 99999-0001');
    expect(corrected.form_data.whatsapp_contato).toBe('(21) 99999-0001');
    const found = await orders.findDataSubjectOrders({ whatsapp: '21999990001' });
    expect(found.orders.map((order) => order.id)).toEqual([placed.id]);
    expect((await orders.findDataSubjectOrders({ whatsapp: placed.whatsapp })).orders).toEqual([]);
    expect((await orders.listOrderCorrections({ id: placed.id })).corrections.map((entry) => entry.field)).toEqual([
      'whatsapp',
    ]);
  });

  it('replaces the old number in another form field that held it too', async () => {
    // Ritual 3 asks a "whatsapp" field of its own; the client typed the same number in both.
    const withBoth = (
      await orders.createOrder(orderRequest({ whatsapp_contato: '(31) 98888-0003', whatsapp: '(31) 98888-0003' }, '3'))
    ).order!;
    expect(withBoth.form_data.whatsapp).toBe('(31) 98888-0003');

    const corrected = await correct({ order_id: withBoth.id, field: 'whatsapp_contato', value: '(31) 97777-0003' });

    expect(corrected.form_data).toMatchObject({ whatsapp_contato: '(31) 97777-0003', whatsapp: '(31) 97777-0003' });
    expect(JSON.stringify(corrected.form_data)).not.toContain('98888-0003');
  });

  it.each([
    ['whatsapp', '11 9999', 'WhatsApp deve estar no formato (xx) xxxxx-xxxx'],
    ['whatsapp', ' ', 'WhatsApp é obrigatório'],
    ['nome_completo_fixo', '', 'Nome completo é obrigatório'],
    ['nome_completo_fixo', 'x'.repeat(101), 'Nome completo deve ter no máximo 100 caracteres'],
    ['nome_amor', '', 'Nome do Amor é obrigatório'],
    ['email', 'a@b.co', CORRECTION_FIELD_REFUSED],
    ['', 'x', CORRECTION_FIELD_REQUIRED],
  ])('refuses %s = "%s" with the form’s text, changing nothing', async (field, value, message) => {
    const placed = (await orders.createOrder(orderRequest())).order!;

    const error = await failure(correct({ order_id: placed.id, field, value }));

    expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: message });
    expect((await orders.getOrder({ id: placed.id })).form_data).toEqual(placed.form_data);
    expect((await orders.listOrderCorrections({ id: placed.id })).corrections).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown order and for an erased one', async () => {
    const placed = (await orders.createOrder(orderRequest())).order!;
    await orders.eraseDataSubject({ whatsapp: placed.whatsapp });

    for (const id of [999_999, placed.id]) {
      expect(await failure(correct({ order_id: id }))).toEqual({
        code: status.NOT_FOUND,
        details: 'Pedido não encontrado',
      });
    }
    expect(await failure(orders.listOrderCorrections({ id: 999_999 }))).toEqual({
      code: status.NOT_FOUND,
      details: 'Pedido não encontrado',
    });
  });

  it('lists the corrections oldest first', async () => {
    const placed = (await orders.createOrder(orderRequest())).order!;
    harness.clock.now = new Date('2025-03-12T10:00:00.000Z');
    await correct({ order_id: placed.id, field: 'nome_amor', value: 'Pedro', actor: 'ana' });
    harness.clock.now = new Date('2025-03-12T11:00:00.000Z');
    await correct({ order_id: placed.id, field: 'whatsapp', value: '(41) 99999-0004', actor: 'bruno' });

    const { corrections } = await orders.listOrderCorrections({ id: placed.id });

    expect(corrections.map((entry) => [entry.field, entry.actor, entry.corrected_at])).toEqual([
      ['nome_amor', 'ana', '2025-03-12T10:00:00.000Z'],
      ['whatsapp', 'bruno', '2025-03-12T11:00:00.000Z'],
    ]);
  });
});
