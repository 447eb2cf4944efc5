import { EventTypes } from '@ritual/contracts/events';
import { fakeOrder } from '@ritual/orders/testing';
import { createStorage, type Database, migrateDatabase, migrationsFolder, openDatabase } from '@ritual/runtime';
import { createTestDatabase, startTestS3 } from '@ritual/runtime/testing';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { ORDER_CANCELLED } from './orders.js';
import { PaymentConfigStore } from './payment-config-store.js';
import {
  RECEIPT_ALREADY_DECIDED,
  RECEIPT_PAID_ANOTHER_ORDER,
  RECEIPT_SUPERSEDED,
  REVIEW_APPROVED_REASON,
  REVIEW_DECISION_INVALID,
  REVIEW_REFUSED_REASON,
  ReceiptReview,
} from './receipt-review.js';
import { ReceiptDesk } from './receipts.js';
import type { ReceiptVerifier, Verification } from './verifier.js';

const cancelled = new Set<number>();

const file = (seed: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed % 256, g: 40, b: 9 } } })
    .png()
    .toBuffer();

/** Answers the verdict the test sets for the next upload. */
class ScriptedVerifier implements ReceiptVerifier {
  next: Partial<Verification> = {};

  async verify(): Promise<Verification> {
    return {
      status: 'pending_review',
      reason: 'Comprovante recebido. Aguardando verificação manual do pagamento.',
      provider: 'scripted',
      endToEndId: null,
      fields: { amount: '49.90', checks: { amount: 'pass', recipient: 'unknown' } },
      ...this.next,
    };
  }
}

describe('ReceiptReview', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let db: Database<typeof schema>;
  let closeDb: () => Promise<void>;
  const verifier = new ScriptedVerifier();
  let desk: ReceiptDesk;
  let review: ReceiptReview;
  let seed = 0;

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase('payments_review'), startTestS3()]);
    const opened = openDatabase(database.url, schema);
    db = opened.db;
    closeDb = () => opened.pool.end();
    await migrateDatabase(db, migrationsFolder(new URL('../server.ts', import.meta.url).href));
    const storage = createStorage(s3.config);
    await storage.ensureBucket();
    const orders = {
      getOrder: async ({ id }: { id: number }) =>
        fakeOrder({ id, payment_status: cancelled.has(id) ? 'cancelled' : 'pending' }),
    };
    desk = new ReceiptDesk({
      db,
      storage,
      orders,
      config: new PaymentConfigStore(db),
      siteName: async () => 'Templo dos Rituais',
      verifier,
      onEventQueued: () => {},
    });
    review = new ReceiptReview({ db, storage, orders, onEventQueued: () => {} });
  });

  afterAll(async () => {
    await closeDb?.();
    await s3?.close();
    await database?.drop();
  });

  /** Uploads a new file for the order and returns the id of its stored attempt. */
  const upload = async (orderId: number, verdict: Partial<Verification> = {}, content?: Buffer) => {
    verifier.next = verdict;
    await desk.submit(orderId, 'print.png', content ?? (await file(++seed)));
    const attempts = await desk.list(orderId);
    return attempts.at(-1)!.id;
  };
  const verdictEvents = async (orderId: number) =>
    (await db.select().from(schema.outboxEvents).orderBy(asc(schema.outboxEvents.occurredAt)))
      .filter((event) => event.type === EventTypes.ReceiptVerified)
      .map((event) => event.payload as { order_id: number; verification_status: string; payment_approved: boolean })
      .filter((event) => event.order_id === orderId);
  const queuedOrders = async () => (await review.queue()).map((item) => item.order.id);

  it('lists the orders whose latest receipt waits for review, newest first, and counts them', async () => {
    await upload(101);
    await upload(102);
    await upload(103);
    await upload(103, { status: 'rejected', reason: 'Valor diferente do pedido.' });

    const queue = await review.queue();

    expect(queue.map((item) => item.order.id).filter((id) => id >= 101 && id <= 103)).toEqual([102, 101]);
    expect(queue[0]).toMatchObject({
      receipt: { verificationStatus: 'pending_review', extracted: { amount: '49.90' } },
      order: { ritual_name: 'Ritual do Amor' },
    });
    expect(queue[0]!.receipt.fileUrl).toMatch(/^http/);
    expect(await review.count()).toBe(queue.length);
  });

  it('approves once through the receipt_verified event, records who decided and leaves the queue', async () => {
    const receiptId = await upload(201);
    const before = await review.count();

    const decided = await review.decide(receiptId, 'approved', 'admin', '');
    const again = review.decide(receiptId, 'approved', 'admin', '');

    expect(decided).toMatchObject({
      verificationStatus: 'approved',
      verificationReason: REVIEW_APPROVED_REASON,
      reviewedBy: 'admin',
      reviewNote: null,
    });
    expect(decided.reviewedAt).toBeInstanceOf(Date);
    await expect(again).rejects.toThrow(RECEIPT_ALREADY_DECIDED);
    expect(await verdictEvents(201)).toEqual([
      expect.objectContaining({ verification_status: 'pending_review', payment_approved: false }),
      expect.objectContaining({ verification_status: 'approved', payment_approved: true }),
    ]);
    expect(await review.count()).toBe(before - 1);
    expect(await queuedOrders()).not.toContain(201);
    expect(await review.status(201)).toEqual({
      status: 'approved',
      reason: REVIEW_APPROVED_REASON,
      attempts: 1,
      reviewed: true,
    });
    const [proof] = await db.select().from(schema.receipts).where(eq(schema.receipts.id, receiptId));
    expect(proof!.isPaymentProof).toBe(true);
  });

  it('refuses with the reason the client will read, and publishes no approval', async () => {
    const receiptId = await upload(301);

    const decided = await review.decide(receiptId, 'rejected', 'maria', '  Valor   pago é de outro pedido ');

    expect(decided).toMatchObject({
      verificationStatus: 'rejected',
      verificationReason: `${REVIEW_REFUSED_REASON} Motivo: Valor pago é de outro pedido`,
      reviewedBy: 'maria',
      reviewNote: 'Valor pago é de outro pedido',
    });
    expect((await verdictEvents(301)).map((event) => event.payment_approved)).toEqual([false, false]);
    expect(await review.status(301)).toMatchObject({ status: 'rejected', attempts: 1, reviewed: true });
  });

  it('refuses to decide a receipt the client has since replaced, an unknown decision, or an approval for a cancelled order', async () => {
    const replaced = await upload(401);
    await upload(401);
    const ofCancelled = await upload(402);
    cancelled.add(402);

    await expect(review.decide(replaced, 'approved', 'admin', '')).rejects.toThrow(RECEIPT_SUPERSEDED);
    await expect(review.decide(replaced, 'maybe', 'admin', '')).rejects.toThrow(REVIEW_DECISION_INVALID);
    await expect(review.decide(ofCancelled, 'approved', 'admin', '')).rejects.toThrow(ORDER_CANCELLED);
    expect((await verdictEvents(401)).some((event) => event.payment_approved)).toBe(false);
  });

  it('does not let one payment, waiting on two orders, pay both', async () => {
    const sameId = { endToEndId: 'E18236120202603101505CCCCCCCCCCC' };
    const first = await upload(501, sameId);
    const second = await upload(502, sameId);

    await review.decide(first, 'approved', 'admin', '');
    const secondApproval = review.decide(second, 'approved', 'admin', '');

    await expect(secondApproval).rejects.toThrow(RECEIPT_PAID_ANOTHER_ORDER);
    expect((await verdictEvents(502)).some((event) => event.payment_approved)).toBe(false);
    expect(await queuedOrders()).toContain(502);
  });
});
