import { status } from '@grpc/grpc-js';
import { OrdersService } from '@ritual/proto/ritual/v1/orders';
import { createClient, createLogger, isServiceError } from '@ritual/runtime';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';
import { DATA_SUBJECT_WHATSAPP_INVALID } from './domain/data-subjects.js';
import { ErasureJournal, reapplyErasures } from './domain/erasure-journal.js';
import { OrderErasure } from './domain/order-erasure.js';
import { PhotoStore } from './domain/photo-store.js';
import { startOrdersForTest } from './testing/harness.js';
import { PNG_1PX } from './testing/images.js';

type Harness = Awaited<ReturnType<typeof startOrdersForTest>>;

const PERSON = '(21) 97777-1234';
const form = (name: string, contact: string) => ({
  nome_completo_fixo: name,
  whatsapp_contato: contact,
  nome_amor: 'João',
});

describe('data subjects over gRPC (LGPD export and erasure)', () => {
  let harness: Harness;
  let orders: ReturnType<typeof createClient<typeof OrdersService>>;
  const place = (contact: string, photos: string[] = []) =>
    orders.createOrder({
      ritual_id: '1',
      form_data: form('Ana Souza', contact),
      whatsapp: '',
      photos,
      idempotency_key: '',
      consent: {
        accepted: true,
        notice_version: '1',
        client_address: '203.0.113.9',
        accepted_at: '',
        revoked_at: '',
      },
    });

  beforeAll(async () => {
    harness = await startOrdersForTest();
    orders = createClient(OrdersService, harness.address);
  });
  afterAll(async () => {
    orders?.close();
    await harness?.stop();
  });

  it('finds every order of a WhatsApp written in any format, and no one else’s', async () => {
    const first = await place(PERSON);
    const second = await place(PERSON);
    await place('(21) 96666-0000');

    const found = await orders.findDataSubjectOrders({ whatsapp: '+55 21 97777-1234' });

    expect(found.orders.map((order) => order.id)).toEqual([first.order!.id, second.order!.id]);
    expect(found.orders[0]!.form_data).toEqual(form('Ana Souza', PERSON));
  });

  it('refuses a WhatsApp that is not a Brazilian number with a pt-BR message', async () => {
    const error = await orders.findDataSubjectOrders({ whatsapp: '123' }).catch((err: unknown) => err);

    expect(isServiceError(error) && [error.code, error.details]).toEqual([
      status.INVALID_ARGUMENT,
      DATA_SUBJECT_WHATSAPP_INVALID,
    ]);
  });

  it('erases the personal fields and photo files, keeping ritual, price, status and dates', async () => {
    const contact = '(31) 95555-4321';
    const { filename } = await orders.storePhoto({ original_name: 'ana.png', content: PNG_1PX });
    const placed = (await place(contact, [filename])).order!;

    const erased = await orders.eraseDataSubject({ whatsapp: contact });

    expect(erased).toEqual({ order_ids: [placed.id], deleted_photos: [filename] });
    await expect(harness.storage.get(`photos/${filename}`)).rejects.toThrow();
    const kept = await orders.getOrder({ id: placed.id });
    expect(kept).toMatchObject({
      form_data: {},
      whatsapp: '',
      photos: [],
      ritual_name: placed.ritual_name,
      ritual_price: placed.ritual_price,
      payment_status: placed.payment_status,
      created_at: placed.created_at,
    });
    const row = await harness.pool.query('SELECT whatsapp_digits, consent_address FROM orders WHERE id = $1', [
      placed.id,
    ]);
    expect(row.rows[0]).toEqual({ whatsapp_digits: `erased-${placed.id}`, consent_address: null });
    expect((await orders.findDataSubjectOrders({ whatsapp: contact })).orders).toEqual([]);
  });

  it('applies again at start an erasure the database forgot (restored from an older backup), and only once', async () => {
    const contact = '(21) 95555-0001';
    const placed = (await place(contact)).order!;
    const before = await harness.pool.query(
      'SELECT form_data, whatsapp, whatsapp_digits, consent_address FROM orders WHERE id = $1',
      [placed.id],
    );
    await orders.eraseDataSubject({ whatsapp: contact });
    // The restore: the order's row as the backup had it, and no memory of the erasure.
    const row = before.rows[0];
    await harness.pool.query(
      `UPDATE orders SET form_data = $2, whatsapp = $3, whatsapp_digits = $4, consent_address = $5, erased_at = NULL
       WHERE id = $1`,
      [placed.id, row.form_data, row.whatsapp, row.whatsapp_digits, row.consent_address],
    );
    await harness.pool.query('DELETE FROM erasures_applied');
    expect((await orders.findDataSubjectOrders({ whatsapp: contact })).orders).toHaveLength(1);
    const db = drizzle(harness.pool, { schema });
    const logger = createLogger('test', 'silent');
    const erasure = new OrderErasure(
      new PhotoStore(db, harness.storage, () => harness.clock.now, logger),
      () => harness.clock.now,
    );
    const journal = new ErasureJournal(harness.storage, () => harness.clock.now);
    const reapply = () =>
      reapplyErasures(db, journal, (tx, orderIds) => erasure.erase(tx, orderIds, 'erasure').then(() => {}), logger);

    const applied = await reapply();

    expect(applied).toBeGreaterThanOrEqual(1);
    expect((await orders.findDataSubjectOrders({ whatsapp: contact })).orders).toEqual([]);
    const announced = await harness.pool.query(
      "SELECT payload FROM outbox_events WHERE type = 'orders.personal_data_erased'",
    );
    expect(announced.rows.map((event) => event.payload)).toContainEqual({ order_ids: [placed.id], reason: 'erasure' });
    expect(await reapply()).toBe(0);
  });
});
