import { status } from '@grpc/grpc-js';
import { type CreateOrderRequest, OrdersService } from '@ritual/proto/ritual/v1/orders';
import { createClient, isServiceError } from '@ritual/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SUBJECT_WHATSAPP_INVALID } from './domain/data-subjects.js';
import { startOrdersForTest } from './testing/harness.js';

const LINK_KEY = 'r'.repeat(40);
const PERSON = '(21) 94444-5678';

const orderRequest = (contact: string): CreateOrderRequest => ({
  ritual_id: '1',
  form_data: { nome_completo_fixo: 'Ana Souza', whatsapp_contato: contact, nome_amor: 'João' },
  whatsapp: '',
  photos: [],
  idempotency_key: '',
  consent: { accepted: true, notice_version: '2', client_address: '203.0.113.5', accepted_at: '', revoked_at: '' },
});

describe('RevokeConsent (LGPD art. 8 §5)', () => {
  let harness: Awaited<ReturnType<typeof startOrdersForTest>>;
  let orders: ReturnType<typeof createClient<typeof OrdersService>>;

  beforeAll(async () => {
    harness = await startOrdersForTest({ ORDER_LINK_KEY: LINK_KEY });
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  it('marks every order of the WhatsApp, drops their links, and keeps the first time when asked again', async () => {
    const first = (await orders.createOrder(orderRequest(PERSON))).order!;
    const second = (await orders.createOrder(orderRequest(PERSON))).order!;
    const other = (await orders.createOrder(orderRequest('(21) 93333-0000'))).order!;
    harness.clock.now = new Date('2025-03-11T08:00:00.000Z');

    const revoked = await orders.revokeConsent({ whatsapp: '+55 21 94444-5678', actor: 'ana' });

    expect(revoked.order_ids).toEqual([first.id, second.id]);
    const contact = await orders.getOrderContact({ id: first.id });
    expect(contact.order_token).toBe('');
    expect(contact.order!.consent).toMatchObject({ accepted: true, revoked_at: '2025-03-11T08:00:00.000Z' });
    harness.clock.now = new Date('2025-03-12T08:00:00.000Z');
    expect((await orders.revokeConsent({ whatsapp: PERSON, actor: 'ana' })).order_ids).toEqual([first.id, second.id]);
    expect((await orders.getOrder({ id: second.id })).consent!.revoked_at).toBe('2025-03-11T08:00:00.000Z');
    const untouched = await orders.getOrderContact({ id: other.id });
    expect(untouched.order!.consent!.revoked_at).toBe('');
    expect(untouched.order_token).not.toBe('');
  });

  it('answers no orders for a WhatsApp without any, and refuses one that is not a number', async () => {
    expect((await orders.revokeConsent({ whatsapp: '(48) 90000-0000', actor: 'ana' })).order_ids).toEqual([]);
    const error = await orders.revokeConsent({ whatsapp: 'abc', actor: 'ana' }).catch((err: unknown) => err);
    expect(isServiceError(error) && [error.code, error.details]).toEqual([
      status.INVALID_ARGUMENT,
      DATA_SUBJECT_WHATSAPP_INVALID,
    ]);
  });
});
