import { createHash, randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { type CreateOrderRequest, OrdersService, StatusActor } from '@ritual/proto/ritual/v1/orders';
import { createClient, isServiceError } from '@ritual/runtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY } from './domain/order-requests.js';
import { startOrdersForTest, waitFor } from './testing/harness.js';
import { GIF_HEADER, JPEG_HEADER, PNG_1PX, WEBP_HEADER } from './testing/images.js';

type Harness = Awaited<ReturnType<typeof startOrdersForTest>>;

const FORM = {
  nome_completo_fixo: 'Maria da Silva',
  whatsapp_contato: '(11) 98888-7777',
  nome_amor: 'João',
};

function orderRequest(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return { ritual_id: '1', form_data: FORM, whatsapp: '', photos: [], idempotency_key: '', ...overrides };
}

async function failure(promise: Promise<unknown>): Promise<{ code: number; details: string }> {
  try {
    await promise;
  } catch (err) {
    if (isServiceError(err)) return { code: err.code, details: err.details };
    throw err;
  }
  throw new Error('expected the call to fail');
}

let phoneSeq = 0;
/** A WhatsApp number no other test uses, so the one-registration-a-day rule only sees this test's rows. */
function freshContact(): string {
  phoneSeq += 1;
  return `(11) 9${String(phoneSeq).padStart(4, '0')}-0000`;
}

describe('orders service over gRPC', () => {
  let harness: Harness;
  let orders: ReturnType<typeof createClient<typeof OrdersService>>;

  const outboxCount = async (type: string, orderId: number) => {
    const result = await harness.pool.query(
      "SELECT count(*)::int AS n FROM outbox_events WHERE type = $1 AND (payload->>'order_id')::bigint = $2",
      [type, orderId],
    );
    return result.rows[0].n as number;
  };

  beforeAll(async () => {
    harness = await startOrdersForTest({ PHOTO_SWEEP_INTERVAL_MS: '50' });
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });
  beforeEach(() => {
    harness.clock.now = new Date('2025-03-10T15:00:00.000Z');
  });

  describe('migrations', () => {
    it('create the orders, their counts, corrections, photos, retention and outbox tables on an empty database', async () => {
      const result = await harness.pool.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(result.rows.map((row) => row.table_name)).toEqual([
        'erasures_applied',
        'order_corrections',
        'order_counts',
        'order_requests',
        'orders',
        'outbox_events',
        'photos',
        'processed_events',
        'retention_runs',
      ]);
    });
  });

  describe('CreateOrder', () => {
    it('creates a pending order with the ritual snapshot and a token whose hash alone is stored', async () => {
      const created = await orders.createOrder(orderRequest({ form_data: { ...FORM, email: 'maria@example.com' } }));

      expect(created.order).toMatchObject({
        ritual_id: 1,
        ritual_name: 'Amarração Amorosa',
        ritual_price: '49.90',
        commission_type: 'percentage',
        commission_value: '10.00',
        payment_status: 'pending',
        requires_payment: true,
        whatsapp: '(11) 98888-7777',
        form_data: { ...FORM, email: 'maria@example.com' },
        created_at: '2025-03-10T15:00:00.000Z',
      });
      expect(Buffer.from(created.order_token, 'base64url')).toHaveLength(32);
      const stored = await harness.pool.query('SELECT token_hash FROM orders WHERE id = $1', [created.order!.id]);
      expect(stored.rows[0].token_hash).toBe(createHash('sha256').update(created.order_token).digest('hex'));
    });

    it('drops form_data keys the ritual does not define', async () => {
      const created = await orders.createOrder(orderRequest({ form_data: { ...FORM, campo_estranho: 'x' } }));
      expect(created.order!.form_data).toEqual(FORM);
    });

    it('answers a form rule broken with INVALID_ARGUMENT and its pt-BR text', async () => {
      const error = await failure(orders.createOrder(orderRequest({ form_data: { ...FORM, nome_amor: '' } })));
      expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: 'Nome do Amor é obrigatório' });
    });

    it.each([
      ['unknown', '999'],
      ['inactive', '2'],
      ['not a number', 'abc'],
    ])('answers NOT_FOUND for an %s ritual', async (_case, ritualId) => {
      const error = await failure(orders.createOrder(orderRequest({ ritual_id: ritualId })));
      expect(error).toEqual({ code: status.NOT_FOUND, details: 'Ritual não encontrado' });
    });

    it('keeps the consent record (notice version, time, client address) with the order', async () => {
      const consent = {
        accepted: true,
        notice_version: '3',
        client_address: '203.0.113.7',
        accepted_at: '',
        revoked_at: '',
      };

      const created = await orders.createOrder(orderRequest({ consent }));

      expect(created.order!.consent).toEqual({ ...consent, accepted_at: '2025-03-10T15:00:00.000Z' });
      const stored = await harness.pool.query(
        'SELECT consent_notice_version, consent_at, consent_address FROM orders WHERE id = $1',
        [created.order!.id],
      );
      expect(stored.rows[0]).toEqual({
        consent_notice_version: '3',
        consent_at: new Date('2025-03-10T15:00:00.000Z'),
        consent_address: '203.0.113.7',
      });
    });

    it('refuses a consent that was not accepted with its pt-BR text', async () => {
      const consent = { accepted: false, notice_version: '1', client_address: '', accepted_at: '', revoked_at: '' };

      const error = await failure(orders.createOrder(orderRequest({ consent })));

      expect(error).toEqual({
        code: status.INVALID_ARGUMENT,
        details: 'É preciso aceitar o aviso de privacidade para enviar o pedido',
      });
    });

    it('queues exactly one orders.created event in the same transaction', async () => {
      const created = await orders.createOrder(orderRequest());
      expect(await outboxCount('orders.created', created.order!.id)).toBe(1);
    });
  });

  describe('CreateOrder with an idempotency key', () => {
    const countOrders = async () => (await harness.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;

    it('answers a repeat with the same order and token, and stores neither the key nor the token', async () => {
      const key = `chave-${randomUUID()}`;
      const before = await countOrders();
      const first = await orders.createOrder(orderRequest({ idempotency_key: key }));
      const again = await orders.createOrder(orderRequest({ idempotency_key: key }));

      expect(again).toEqual(first);
      expect(await countOrders()).toBe(before + 1);
      expect(await outboxCount('orders.created', first.order!.id)).toBe(1);
      const stored = JSON.stringify((await harness.pool.query('SELECT * FROM order_requests')).rows);
      expect(stored).not.toContain(key);
      expect(stored).not.toContain(first.order_token);
    });

    it('creates one order when the same submission arrives several times at once', async () => {
      const key = `chave-${randomUUID()}`;
      const before = await countOrders();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => orders.createOrder(orderRequest({ idempotency_key: key }))),
      );

      expect(new Set(answers.map((answer) => answer.order!.id)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.order_token)).size).toBe(1);
      expect(await countOrders()).toBe(before + 1);
    });

    it('refuses the key with other data, and forgets it after 24 h', async () => {
      const key = `chave-${randomUUID()}`;
      const first = await orders.createOrder(orderRequest({ idempotency_key: key }));
      const other = await failure(
        orders.createOrder(orderRequest({ idempotency_key: key, form_data: { ...FORM, nome_amor: 'Pedro' } })),
      );
      expect(other).toEqual({ code: status.ALREADY_EXISTS, details: IDEMPOTENCY_KEY_REUSED });

      harness.clock.now = new Date(harness.clock.now.getTime() + 24 * 3600_000 + 1000);
      const later = await orders.createOrder(orderRequest({ idempotency_key: key }));
      expect(later.order!.id).not.toBe(first.order!.id);
    });

    it.each(['curta', 'com espaço no meio', 'x'.repeat(201)])('rejects the malformed key "%s"', async (key) => {
      const error = await failure(orders.createOrder(orderRequest({ idempotency_key: key })));
      expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: INVALID_IDEMPOTENCY_KEY });
    });
  });

  describe('photos', () => {
    it('stores a PNG named .txt under a server-made .png name in S3', async () => {
      const { filename } = await orders.storePhoto({ original_name: 'notas.txt', content: PNG_1PX });

      expect(filename).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(await harness.storage.get(`photos/${filename}`)).toEqual(PNG_1PX);
    });

    it.each([
      ['foto.jpeg', JPEG_HEADER, 'jpg'],
      ['foto.webp', WEBP_HEADER, 'webp'],
    ])('accepts %s by its content', async (name, content, extension) => {
      const { filename } = await orders.storePhoto({ original_name: name, content });
      expect(filename.endsWith(`.${extension}`)).toBe(true);
    });

    it.each([
      ['texto.jpg', Buffer.from('isto não é uma imagem')],
      ['anim.gif', GIF_HEADER],
      ['vazio.png', Buffer.alloc(0)],
    ])('rejects %s as not a valid image', async (name, content) => {
      const error = await failure(orders.storePhoto({ original_name: name, content }));
      expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: `${name} não é uma imagem válida` });
    });

    it('rejects a photo above 5 MB with OUT_OF_RANGE (HTTP 413)', async () => {
      const content = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
      const error = await failure(orders.storePhoto({ original_name: 'grande.png', content }));
      expect(error).toEqual({ code: status.OUT_OF_RANGE, details: 'grande.png é muito grande (máximo 5MB)' });
    });

    it('keeps an uploaded photo on the order', async () => {
      const { filename } = await orders.storePhoto({ original_name: 'eu.png', content: PNG_1PX });
      const created = await orders.createOrder(orderRequest({ photos: [filename] }));
      expect(created.order!.photos).toEqual([filename]);
    });

    it('rejects a photo name that was never uploaded', async () => {
      const error = await failure(orders.createOrder(orderRequest({ photos: ['../../etc/passwd'] })));
      expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: 'Foto inválida ou expirada' });
    });

    it('rejects more than one photo per order', async () => {
      const first = await orders.storePhoto({ original_name: 'a.png', content: PNG_1PX });
      const second = await orders.storePhoto({ original_name: 'b.png', content: PNG_1PX });
      const error = await failure(orders.createOrder(orderRequest({ photos: [first.filename, second.filename] })));
      expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: 'Você pode enviar no máximo 1 fotos' });
    });

    it('after 24 h the sweeper deletes the file and the photo can no longer be used', async () => {
      const { filename } = await orders.storePhoto({ original_name: 'velha.png', content: PNG_1PX });
      const kept = await orders.createOrder(orderRequest({ photos: [filename] }));

      harness.clock.now = new Date(harness.clock.now.getTime() + 24 * 3600_000);
      await waitFor(async () => {
        const rows = await harness.pool.query('SELECT 1 FROM photos WHERE filename = $1', [filename]);
        return rows.rowCount === 0;
      });

      await expect(harness.storage.get(`photos/${filename}`)).rejects.toThrow();
      const error = await failure(orders.createOrder(orderRequest({ photos: [filename] })));
      expect(error.details).toBe('Foto inválida ou expirada');
      expect((await orders.getOrder({ id: kept.order!.id })).photos).toEqual([filename]);
    });
  });

  describe('AuthorizeOrder', () => {
    it('returns the order for its own token', async () => {
      const created = await orders.createOrder(orderRequest());
      const order = await orders.authorizeOrder({ id: created.order!.id, order_token: created.order_token });
      expect(order.id).toBe(created.order!.id);
    });

    it('answers PERMISSION_DENIED for another order’s token, an empty token and a missing order alike', async () => {
      const mine = await orders.createOrder(orderRequest());
      const other = await orders.createOrder(orderRequest());
      const denied = { code: status.PERMISSION_DENIED, details: 'Token do pedido inválido' };

      expect(await failure(orders.authorizeOrder({ id: mine.order!.id, order_token: other.order_token }))).toEqual(
        denied,
      );
      expect(await failure(orders.authorizeOrder({ id: mine.order!.id, order_token: '' }))).toEqual(denied);
      expect(await failure(orders.authorizeOrder({ id: 987654, order_token: mine.order_token }))).toEqual(denied);
    });

    it('never authorizes a registration without payment, which has no token', async () => {
      const registered = await orders.registerWithoutPayment(
        orderRequest({ form_data: { ...FORM, whatsapp_contato: freshContact() } }),
      );
      const error = await failure(orders.authorizeOrder({ id: registered.order!.id, order_token: '' }));
      expect(error.code).toBe(status.PERMISSION_DENIED);
    });
  });

  describe('SetPaymentStatus', () => {
    const setStatus = (id: number, payment_status: string, actor: StatusActor) =>
      orders.setPaymentStatus({ id, payment_status, actor });

    it('lets the client pay a pending order and queues one status_changed event', async () => {
      const { order } = await orders.createOrder(orderRequest());

      const paid = await setStatus(order!.id, 'paid', StatusActor.STATUS_ACTOR_CLIENT);

      expect(paid.payment_status).toBe('paid');
      expect(await outboxCount('orders.status_changed', order!.id)).toBe(1);
    });

    it.each([
      ['pending', 'cancelled'],
      ['pending', 'pending'],
      ['paid', 'pending'],
      ['cancelled', 'paid'],
    ])('denies the client %s → %s', async (from, to) => {
      const { order } = await orders.createOrder(orderRequest());
      if (from !== 'pending') await setStatus(order!.id, from, StatusActor.STATUS_ACTOR_ADMIN);

      const error = await failure(setStatus(order!.id, to, StatusActor.STATUS_ACTOR_CLIENT));

      expect(error).toEqual({
        code: status.PERMISSION_DENIED,
        details: 'Você não tem permissão para alterar o status deste pedido',
      });
      expect((await orders.getOrder({ id: order!.id })).payment_status).toBe(from);
    });

    it('lets the admin set any status in any order, one event per real change', async () => {
      const { order } = await orders.createOrder(orderRequest());
      const sequence = ['cancelled', 'paid', 'pending', 'paid'];

      for (const next of sequence) {
        expect((await setStatus(order!.id, next, StatusActor.STATUS_ACTOR_ADMIN)).payment_status).toBe(next);
      }

      expect(await outboxCount('orders.status_changed', order!.id)).toBe(sequence.length);
    });

    it('changes nothing and queues no event when the status is unchanged', async () => {
      const { order } = await orders.createOrder(orderRequest());
      await setStatus(order!.id, 'paid', StatusActor.STATUS_ACTOR_CLIENT);

      await setStatus(order!.id, 'paid', StatusActor.STATUS_ACTOR_ADMIN);
      await setStatus(order!.id, 'paid', StatusActor.STATUS_ACTOR_CLIENT);

      expect(await outboxCount('orders.status_changed', order!.id)).toBe(1);
    });

    it('rejects an unknown status', async () => {
      const { order } = await orders.createOrder(orderRequest());
      const error = await failure(setStatus(order!.id, 'refunded', StatusActor.STATUS_ACTOR_ADMIN));
      expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: 'Status de pagamento inválido' });
    });

    it('denies a call that names no actor', async () => {
      const { order } = await orders.createOrder(orderRequest());
      const error = await failure(setStatus(order!.id, 'paid', StatusActor.STATUS_ACTOR_UNSPECIFIED));
      expect(error.code).toBe(status.PERMISSION_DENIED);
    });

    it('answers NOT_FOUND for a missing order', async () => {
      const error = await failure(setStatus(987654, 'paid', StatusActor.STATUS_ACTOR_ADMIN));
      expect(error).toEqual({ code: status.NOT_FOUND, details: 'Pedido não encontrado' });
    });
  });

  describe('RegisterWithoutPayment', () => {
    const register = (contact: string, overrides: Partial<CreateOrderRequest> = {}) =>
      orders.registerWithoutPayment(orderRequest({ form_data: { ...FORM, whatsapp_contato: contact }, ...overrides }));
    const alreadyToday = expect.objectContaining({
      code: status.INVALID_ARGUMENT,
      details: expect.stringContaining('já foi cadastrado hoje'),
    });

    it('registers a settled order that owes nothing, with the success message', async () => {
      const result = await register(freshContact());

      expect(result.message).toBe('Dados enviados com sucesso! O ritual será processado em breve.');
      expect(result.order).toMatchObject({
        requires_payment: false,
        payment_status: 'paid',
        ritual_price: '0.00',
        commission_value: '0.00',
      });
      expect(await outboxCount('orders.created', result.order!.id)).toBe(1);
    });

    it('applies the same form rules as an order', async () => {
      const error = await failure(register(''));
      expect(error).toEqual({ code: status.INVALID_ARGUMENT, details: 'WhatsApp é obrigatório' });
    });

    it('rejects the same WhatsApp digits for the same ritual on the same day', async () => {
      const contact = freshContact();
      await register(contact);

      expect(await failure(register(contact))).toEqual(alreadyToday);
      // The request's own whatsapp never takes the place of the form's whatsapp_contato.
      expect(await failure(register(contact, { whatsapp: '(41) 95555-4444' }))).toEqual(alreadyToday);
    });

    it('allows the same WhatsApp on another ritual and for a paid order', async () => {
      const contact = freshContact();
      await register(contact);

      await expect(register(contact, { ritual_id: '3' })).resolves.toBeDefined();
      await expect(
        orders.createOrder(orderRequest({ form_data: { ...FORM, whatsapp_contato: contact } })),
      ).resolves.toBeDefined();
    });

    it('counts the day in São Paulo: 10:00 and 22:00 local are the same day although UTC dates differ', async () => {
      const contact = freshContact();
      harness.clock.now = new Date('2025-03-10T13:00:00Z');
      await register(contact);

      harness.clock.now = new Date('2025-03-11T01:00:00Z');
      expect(await failure(register(contact))).toEqual(alreadyToday);
    });

    it('allows a new registration right after midnight in São Paulo', async () => {
      const contact = freshContact();
      harness.clock.now = new Date('2025-03-11T02:59:00Z');
      await register(contact);

      harness.clock.now = new Date('2025-03-11T03:01:00Z');
      await expect(register(contact)).resolves.toBeDefined();
    });

    it('lets exactly one of several simultaneous registrations through', async () => {
      const contact = freshContact();
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => register(contact)));

      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r) => r.status === 'rejected')) {
        expect((result as PromiseRejectedResult).reason.details).toContain('já foi cadastrado hoje');
      }
    });
  });

  describe('ListOrders', () => {
    it('lists newest first and filters by ritual', async () => {
      harness.clock.now = new Date('2025-04-01T10:00:00Z');
      const older = await orders.createOrder(orderRequest({ ritual_id: '3' }));
      harness.clock.now = new Date('2025-04-02T10:00:00Z');
      const newer = await orders.createOrder(orderRequest({ ritual_id: '3' }));

      const { orders: list } = await orders.listOrders({ ritual_id: 3 });
      const all = await orders.listOrders({});

      expect(list.every((order) => order.ritual_id === 3)).toBe(true);
      const ids = list.map((order) => order.id);
      expect(ids.indexOf(newer.order!.id)).toBeLessThan(ids.indexOf(older.order!.id));
      expect(all.orders.length).toBeGreaterThan(list.length);
      const times = all.orders.map((order) => order.created_at);
      expect(times).toEqual([...times].sort().reverse());
    });
  });
});
