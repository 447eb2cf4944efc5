import { randomUUID } from 'node:crypto';
import { EventTypes, type RetentionDone, type RetentionDue } from '@ritual/contracts/events';
import { fakeOrder } from '@ritual/orders/testing';
import {
  createLogger,
  createStorage,
  type Database,
  MemoryBus,
  migrateDatabase,
  migrationsFolder,
  newEvent,
  type ObjectStorage,
  openDatabase,
} from '@ritual/runtime';
import { createTestDatabase, startTestS3 } from '@ritual/runtime/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema.js';
import { subscribePrivacyEvents } from '../events/privacy-events.js';
import { PaymentConfigStore } from './payment-config-store.js';
import { ReceiptRetention, retentionSummary } from './receipt-retention.js';
import { ERASED_RECEIPT_NAME, FILE_REMOVED_NOTES, ReceiptDesk } from './receipts.js';

const DAY = 86_400_000;
const AS_OF = new Date('2026-11-26T06:00:00Z');
const daysBefore = (days: number) => new Date(AS_OF.getTime() - days * DAY);

/** Storage that records every key it was asked to delete (the real S3 stand-in underneath). */
function countingStorage(inner: ObjectStorage) {
  const removed: string[] = [];
  const storage: ObjectStorage = {
    ...inner,
    removeMany: async (keys) => {
      removed.push(...keys);
      await inner.removeMany(keys);
    },
  };
  return { storage, removed };
}

describe('ReceiptRetention', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let db: Database<typeof schema>;
  let pool: pg.Pool;
  let storage: ObjectStorage;
  let nextOrder = 1000;

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase('payments_retention'), startTestS3()]);
    ({ db, pool } = openDatabase(database.url, schema));
    await migrateDatabase(db, migrationsFolder(new URL('../server.ts', import.meta.url).href));
    storage = createStorage(s3.config);
    await storage.ensureBucket();
  });

  afterAll(async () => {
    await pool?.end();
    await s3?.close();
    await database?.drop();
  });

  /** A stored receipt file and its row, as the desk records an upload. */
  async function receipt(
    orderId: number,
    options: { proof?: boolean; status?: string; createdAt?: Date; reviewedAt?: Date } = {},
  ) {
    const storageKey = `receipts/${orderId}/${randomUUID()}.png`;
    await storage.put(storageKey, Buffer.from(`file of ${orderId}`), 'image/png');
    const [row] = await db
      .insert(schema.receipts)
      .values({
        orderId,
        originalName: 'comprovante-ana.png',
        contentType: 'image/png',
        sha256: randomUUID(),
        sizeBytes: 10,
        storageKey,
        verificationStatus: options.status ?? (options.proof ? 'approved' : 'rejected'),
        verificationReason: '',
        provider: 'scripted',
        durationMs: 1,
        extracted: { amount: '49.90', paidAt: '2026-08-01', payerName: 'Ana Souza' },
        endToEndId: options.proof ? `E182361202026080115${randomUUID().replaceAll('-', '').slice(0, 13)}` : null,
        isPaymentProof: options.proof ?? false,
        reviewedAt: options.reviewedAt,
        createdAt: options.createdAt ?? daysBefore(200),
      })
      .returning();
    return row!;
  }

  const rowsOf = (ids: number[]) =>
    db.select().from(schema.receipts).where(inArray(schema.receipts.id, ids)).orderBy(asc(schema.receipts.id));
  const fileExists = (key: string) =>
    storage.get(key).then(
      () => true,
      () => false,
    );
  const due = (days: number | null, runId = randomUUID()): RetentionDue => ({
    run_id: runId,
    as_of: AS_OF.toISOString(),
    unpaid_order_days: 30,
    paid_order_months: null,
    receipt_file_days: days,
  });
  const doneEvents = async (runId: string) =>
    (await db.select().from(schema.outboxEvents).where(eq(schema.outboxEvents.type, EventTypes.RetentionDone)))
      .map((row) => row.payload as RetentionDone)
      .filter((done) => done.run_id === runId);

  it('deletes the files of orders paid more than N days before as_of, whatever paid them; rows and readings stay', async () => {
    const byReceipt = nextOrder++;
    const byReview = nextOrder++;
    const byPsp = nextOrder++;
    const byAdmin = nextOrder++;
    const paidRecently = nextOrder++;
    const neverPaid = nextOrder++;
    const [refused, proof] = [
      await receipt(byReceipt),
      await receipt(byReceipt, { proof: true, createdAt: daysBefore(91) }),
    ];
    const reviewed = await receipt(byReview, { proof: true, createdAt: daysBefore(120), reviewedAt: daysBefore(95) });
    const pspPaid = await receipt(byPsp, { status: 'pending_review' });
    await db.insert(schema.pixPayments).values({
      endToEndId: `E${randomUUID()}`,
      orderId: byPsp,
      txid: randomUUID(),
      amount: '49.90',
      paidAt: daysBefore(100),
      source: 'webhook',
    });
    const adminPaid = await receipt(byAdmin);
    const retention = new ReceiptRetention({ db, storage, onEventQueued: () => {} });
    await retention.orderPaid(byAdmin, daysBefore(92));
    const recent = await receipt(paidRecently, { proof: true, createdAt: daysBefore(89) });
    const lateReview = await receipt(paidRecently, { status: 'pending_review', createdAt: daysBefore(150) });
    const unpaid = await receipt(neverPaid, { status: 'pending_review', createdAt: daysBefore(400) });
    const gone = [refused, proof, reviewed, pspPaid, adminPaid];
    const kept = [recent, lateReview, unpaid];

    const run = due(90);
    const done = await retention.run(run);

    expect(done).toMatchObject({
      run_id: run.run_id,
      service: 'payments',
      counts: { receipt_files_deleted: 5 },
      summary: '5 arquivos de comprovante apagados de pedidos pagos há mais de 90 dias',
    });
    for (const row of gone) expect(await fileExists(row.storageKey!)).toBe(false);
    for (const row of kept) expect(await fileExists(row.storageKey!)).toBe(true);
    const after = await rowsOf(gone.map((row) => row.id));
    expect(after).toHaveLength(5);
    for (const row of after) {
      expect(row).toMatchObject({
        storageKey: null,
        fileRemoval: 'retention',
        fileRemovalRun: run.run_id,
        fileRemovedAt: AS_OF,
        originalName: 'comprovante-ana.png',
        extracted: { amount: '49.90', paidAt: '2026-08-01', payerName: 'Ana Souza' },
      });
    }
    expect((await rowsOf([proof.id]))[0]).toMatchObject({ endToEndId: proof.endToEndId, isPaymentProof: true });
    expect((await rowsOf(kept.map((row) => row.id))).map((row) => row.storageKey)).toEqual(
      kept.map((row) => row.storageKey),
    );
    expect(await doneEvents(run.run_id)).toEqual([done]);
  });

  it('shows the admin a removed file as removed by the retention, with no link', async () => {
    const orderId = nextOrder++;
    await receipt(orderId, { proof: true, createdAt: daysBefore(100) });
    const desk = new ReceiptDesk({
      db,
      storage,
      orders: { getOrder: async ({ id }) => fakeOrder({ id }) },
      config: new PaymentConfigStore(db),
      siteName: async () => '',
      verifier: { verify: async () => Promise.reject(new Error('not called')) },
      onEventQueued: () => {},
    });

    await new ReceiptRetention({ db, storage, onEventQueued: () => {} }).run(due(90));

    expect(await desk.list(orderId)).toEqual([
      expect.objectContaining({
        fileUrl: '',
        fileNote: FILE_REMOVED_NOTES.retention,
        originalName: 'comprovante-ana.png',
      }),
    ]);
    expect(FILE_REMOVED_NOTES.retention).toBe('arquivo apagado pela retenção');
  });

  it('deletes nothing again on a second delivery of the run, and reports nothing again', async () => {
    const orderId = nextOrder++;
    await receipt(orderId, { proof: true, createdAt: daysBefore(100) });
    await receipt(orderId);
    const run = due(90);
    await new ReceiptRetention({ db, storage, onEventQueued: () => {} }).run(run);
    const counting = countingStorage(storage);

    const again = await new ReceiptRetention({ db, storage: counting.storage, onEventQueued: () => {} }).run(run);

    expect(counting.removed).toEqual([]);
    expect(again).toBeNull();
    expect((await doneEvents(run.run_id)).map((done) => done.counts)).toEqual([{ receipt_files_deleted: 2 }]);
  });

  it('with two replicas on the same run, deletes each file once, in batches each claims for itself', async () => {
    const orders = Array.from({ length: 12 }, () => nextOrder++);
    for (const orderId of orders) await receipt(orderId, { proof: true, createdAt: daysBefore(100) });
    const [a, b] = [countingStorage(storage), countingStorage(storage)];
    const run = due(90);
    const replica = (s: ObjectStorage) =>
      new ReceiptRetention({ db, storage: s, onEventQueued: () => {}, batchSize: 2 });

    const [doneA, doneB] = await Promise.all([replica(a.storage).run(run), replica(b.storage).run(run)]);

    const removed = [...a.removed, ...b.removed];
    expect(removed).toHaveLength(12);
    expect(new Set(removed).size).toBe(12);
    // Each reports its own part; the parts add up to the run.
    expect(a.removed).toHaveLength(doneA?.counts.receipt_files_deleted ?? 0);
    expect(b.removed).toHaveLength(doneB?.counts.receipt_files_deleted ?? 0);
  });

  it('keeps every file when receipt_file_days is blank, and still answers the run', async () => {
    const orderId = nextOrder++;
    const row = await receipt(orderId, { proof: true, createdAt: daysBefore(3000) });
    const run = due(null);

    const done = await new ReceiptRetention({ db, storage, onEventQueued: () => {} }).run(run);

    expect(await fileExists(row.storageKey!)).toBe(true);
    expect(done).toMatchObject({
      counts: { receipt_files_deleted: 0 },
      summary: 'Arquivos de comprovante mantidos: retenção em branco',
    });
    expect(await doneEvents(run.run_id)).toHaveLength(1);
    // Not left behind for the runs of the next tests.
    await db.delete(schema.receipts).where(eq(schema.receipts.id, row.id));
  });

  it('counts an order as paid from the earliest moment it was announced paid', async () => {
    const orderId = nextOrder++;
    const retention = new ReceiptRetention({ db, storage, onEventQueued: () => {} });

    await retention.orderPaid(orderId, daysBefore(10));
    await retention.orderPaid(orderId, daysBefore(20));
    await retention.orderPaid(orderId, daysBefore(5));

    const [row] = await db.select().from(schema.paidOrders).where(eq(schema.paidOrders.orderId, orderId));
    expect(row?.paidAt).toEqual(daysBefore(20));
  });

  it('says in pt-BR what a run removed', () => {
    expect(retentionSummary(90, 0)).toBe('Nenhum arquivo de comprovante a apagar de pedidos pagos há mais de 90 dias');
    expect(retentionSummary(1, 1)).toBe('1 arquivo de comprovante apagado de pedidos pagos há mais de 1 dia');
  });

  describe('as a consumer of the privacy events', () => {
    let bus: MemoryBus;
    let stop: () => Promise<void>;
    let desk: ReceiptDesk;

    beforeAll(async () => {
      bus = new MemoryBus();
      desk = new ReceiptDesk({
        db,
        storage,
        orders: { getOrder: async ({ id }) => fakeOrder({ id }) },
        config: new PaymentConfigStore(db),
        siteName: async () => '',
        verifier: { verify: async () => Promise.reject(new Error('not called')) },
        onEventQueued: () => {},
      });
      const subscription = await subscribePrivacyEvents({
        bus,
        receipts: desk,
        retention: new ReceiptRetention({ db, storage, onEventQueued: () => {} }),
        logger: createLogger('payments-test', 'silent'),
      });
      stop = () => subscription.stop();
    });

    afterAll(async () => {
      await stop?.();
      await bus?.close();
    });

    /** Every durable has handled everything published so far. */
    const drained = () =>
      vi.waitFor(async () => expect((await bus.lag()).every((lag) => lag.pending === 0)).toBe(true), {
        timeout: 10_000,
        interval: 20,
      });

    it('erases the receipts of orders erased by orders (retention), once however often it is delivered', async () => {
      const orderId = nextOrder++;
      const other = nextOrder++;
      const erased = await receipt(orderId, { proof: true });
      const untouched = await receipt(other);
      const event = newEvent(EventTypes.PersonalDataErased, { order_ids: [orderId], reason: 'retention' });

      await bus.publish(event);
      await bus.publish(newEvent(EventTypes.PersonalDataErased, { order_ids: [orderId], reason: 'retention' }));
      await drained();

      expect(await fileExists(erased.storageKey!)).toBe(false);
      expect(await fileExists(untouched.storageKey!)).toBe(true);
      const [row] = await rowsOf([erased.id]);
      expect(row).toMatchObject({
        originalName: ERASED_RECEIPT_NAME,
        storageKey: null,
        extracted: { amount: '49.90', paidAt: '2026-08-01' },
        endToEndId: erased.endToEndId,
        verificationStatus: 'approved',
        fileRemoval: 'erasure',
      });
      expect((await desk.list(orderId))[0]).toMatchObject({ fileUrl: '', fileNote: FILE_REMOVED_NOTES.erasure });
    });

    it('records paid orders from orders.status_changed and runs the retention on privacy.retention_due', async () => {
      const orderId = nextOrder++;
      const row = await receipt(orderId);
      await bus.publish(
        newEvent(EventTypes.OrderStatusChanged, {
          ...fakeOrderSnapshot(orderId),
          payment_status: 'paid',
          previous_status: 'pending',
          changed_at: daysBefore(91).toISOString(),
        }),
      );
      await drained();
      const run = due(90);

      await bus.publish(newEvent(EventTypes.RetentionDue, run));
      await drained();

      expect(await fileExists(row.storageKey!)).toBe(false);
      expect(await doneEvents(run.run_id)).toEqual([
        expect.objectContaining({ service: 'payments', counts: { receipt_files_deleted: 1 } }),
      ]);
    });
  });
});

function fakeOrderSnapshot(orderId: number) {
  return {
    order_id: orderId,
    ritual_id: 1,
    ritual_name: 'Ritual do Amor',
    price: '49.90',
    commission_type: 'percentage' as const,
    commission_value: '10.00',
    requires_payment: true,
    created_at: daysBefore(100).toISOString(),
  };
}
