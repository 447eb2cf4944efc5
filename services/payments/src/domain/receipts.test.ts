import { EventTypes } from '@ritual/contracts/events';
import { fakeOrder } from '@ritual/orders/testing';
import { createStorage, type Database, migrateDatabase, migrationsFolder, openDatabase } from '@ritual/runtime';
import { createTestDatabase, startTestS3 } from '@ritual/runtime/testing';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema.js';
import { ALREADY_USED } from '../verification/rules.js';
import { PaymentConfigStore } from './payment-config-store.js';
import { ALREADY_APPROVED, ERASED_RECEIPT_NAME, ReceiptDesk, SEEN_ON_ANOTHER_ORDER } from './receipts.js';
import type { ReceiptVerifier, Verification, VerificationInput } from './verifier.js';

const ID = 'E18236120202603101505a1B2c3D4e5F';

/** A distinct small PNG per seed: another file, another hash. */
const file = (seed: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed % 256, g: 7, b: 9 } } })
    .png()
    .toBuffer();

/** Answers what the test says, counting the files it was asked to read. */
class ScriptedVerifier implements ReceiptVerifier {
  calls = 0;
  next: (input: VerificationInput) => Promise<Partial<Verification>> = async () => ({});

  async verify(input: VerificationInput): Promise<Verification> {
    this.calls++;
    return {
      status: 'approved',
      reason: 'Pagamento aprovado automaticamente.',
      provider: 'scripted',
      endToEndId: ID,
      fields: { amount: input.order.price },
      ...(await this.next(input)),
    };
  }
}

describe('ReceiptDesk', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let db: Database<typeof schema>;
  let pool: pg.Pool;
  const verifier = new ScriptedVerifier();
  let deps: ConstructorParameters<typeof ReceiptDesk>[0];
  let desk: ReceiptDesk;

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase('payments_desk'), startTestS3()]);
    const opened = openDatabase(database.url, schema);
    ({ db, pool } = opened);
    await migrateDatabase(db, migrationsFolder(new URL('../server.ts', import.meta.url).href));
    const storage = createStorage(s3.config);
    await storage.ensureBucket();
    deps = {
      db,
      storage,
      orders: { getOrder: async ({ id }) => fakeOrder({ id }) },
      config: new PaymentConfigStore(db),
      siteName: async () => 'Templo dos Rituais',
      verifier,
      onEventQueued: () => {},
    };
    desk = new ReceiptDesk(deps);
  });

  afterAll(async () => {
    await pool?.end();
    await s3?.close();
    await database?.drop();
  });

  const approvalsOf = async (orderId: number) => {
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.outboxEvents)
      .where(
        and(
          eq(schema.outboxEvents.type, EventTypes.ReceiptVerified),
          sql`(${schema.outboxEvents.payload}->>'order_id')::bigint = ${orderId}`,
          sql`(${schema.outboxEvents.payload}->>'payment_approved')::boolean`,
        ),
      );
    return rows[0]!.n;
  };
  const proofs = async () =>
    db.select().from(schema.receipts).where(eq(schema.receipts.isPaymentProof, true)).orderBy(schema.receipts.id);
  const withId = (endToEndId: string) => {
    verifier.next = async () => ({ endToEndId });
  };

  it('announces an approval once: the same receipt sent again for its order is approved without a new event', async () => {
    withId('E18236120202603101505AAAAAAAAAAA');
    const receipt = await file(1);
    const calls = verifier.calls;

    const first = await desk.submit(1, 'comprovante.png', receipt);
    const again = await desk.submit(1, 'comprovante.png', receipt);
    const redrawn = await desk.submit(1, 'foto.png', await file(2));

    expect(first).toMatchObject({ payment_approved: true, verification_status: 'approved' });
    expect(again).toEqual({
      payment_approved: true,
      verification_status: 'approved',
      verification_reason: ALREADY_APPROVED,
    });
    expect(redrawn).toMatchObject({ payment_approved: true, verification_reason: ALREADY_APPROVED });
    expect(verifier.calls - calls).toBe(2);
    expect(await approvalsOf(1)).toBe(1);
    expect((await desk.list(1)).map((attempt) => attempt.provider)).toEqual([
      'scripted',
      'duplicate-check',
      'scripted',
    ]);
  });

  it('rejects as already used the same file, or the same payment in another file, sent for another order', async () => {
    withId('E18236120202603101505BBBBBBBBBBB');
    await desk.submit(2, 'pago.png', await file(3));
    const calls = verifier.calls;

    const sameFile = await desk.submit(3, 'pago.png', await file(3));
    const samePayment = await desk.submit(4, 'print.png', await file(4));

    expect(sameFile).toEqual({
      payment_approved: false,
      verification_status: 'rejected',
      verification_reason: ALREADY_USED,
    });
    expect(samePayment).toMatchObject({ verification_status: 'rejected', verification_reason: ALREADY_USED });
    expect(verifier.calls - calls).toBe(1);
    expect([await approvalsOf(3), await approvalsOf(4)]).toEqual([0, 0]);
  });

  it('lets only one of two concurrent uploads of one payment approve, through the unique index', async () => {
    withId('E18236120202603101505CCCCCCCCCCC');
    // Holding inserts back until both uploads wait to insert: both have passed every check by then.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE receipts IN SHARE MODE');
    const uploads = Promise.all([desk.submit(10, 'a.png', await file(10)), desk.submit(11, 'b.png', await file(11))]);
    await vi.waitFor(
      async () => {
        const { rows } = await locker.query(
          "SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'receipts'::regclass AND NOT granted",
        );
        expect(rows[0].n).toBe(2);
      },
      { timeout: 10_000, interval: 20 },
    );
    await locker.query('COMMIT');
    await locker.end();

    const verdicts = await uploads;

    expect(verdicts.map((v) => v.verification_status).sort()).toEqual(['approved', 'rejected']);
    expect(verdicts.find((v) => v.verification_status === 'rejected')!.verification_reason).toBe(ALREADY_USED);
    expect((await proofs()).filter((p) => p.endToEndId === 'E18236120202603101505CCCCCCCCCCC')).toHaveLength(1);
    expect((await approvalsOf(10)) + (await approvalsOf(11))).toBe(1);
  });

  it('answers a retry of the same receipt for the same order, racing the first upload, with the stored approval', async () => {
    withId('E18236120202603101505RTRYRTRYRTR');
    const receipt = await file(12);
    // Both uploads have passed every check and wait to insert, as when a client retries an upload whose answer
    // was lost while the first one still runs.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE receipts IN SHARE MODE');
    const uploads = Promise.all([desk.submit(12, 'a.png', receipt), desk.submit(12, 'a.png', receipt)]);
    await vi.waitFor(
      async () => {
        const { rows } = await locker.query(
          "SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'receipts'::regclass AND NOT granted",
        );
        expect(rows[0].n).toBe(2);
      },
      { timeout: 10_000, interval: 20 },
    );
    await locker.query('COMMIT');
    await locker.end();

    const verdicts = await uploads;

    expect(verdicts.map((v) => v.verification_status)).toEqual(['approved', 'approved']);
    expect(verdicts.map((v) => v.verification_reason)).toContain(ALREADY_APPROVED);
    expect(verdicts.map((v) => v.verification_reason)).not.toContain(ALREADY_USED);
    expect(await approvalsOf(12)).toBe(1);
  });

  it('sends to review an approval whose id is a misread away from another order’s paying receipt', async () => {
    withId('E18236120202603101505DDDDDDDDDDD');
    await desk.submit(20, 'original.png', await file(20));
    withId('E18236120202603101505DDDDDDDDDD0');

    const verdict = await desk.submit(21, 'copia.png', await file(21));

    expect(verdict).toEqual({
      payment_approved: false,
      verification_status: 'pending_review',
      verification_reason: SEEN_ON_ANOTHER_ORDER,
    });
  });

  it('sends to review an approval misread in the institution digits too, and approves another payment of that day', async () => {
    withId('E18236120202603111505GHJKMNPRTUV');
    await desk.submit(22, 'original.png', await file(22));
    withId('E18286120202603111505GHJKMNPRTUVW');
    const misread = await desk.submit(23, 'copia.png', await file(23));
    withId('E18236120202603111505XY3W7Q9ZA4C');
    const another = await desk.submit(24, 'outro.png', await file(24));

    expect(misread).toMatchObject({
      verification_status: 'pending_review',
      verification_reason: SEEN_ON_ANOTHER_ORDER,
    });
    expect(another).toMatchObject({ verification_status: 'approved', payment_approved: true });
  });

  it('approves two PDFs whose ids, read from their text layers, are a few characters apart: two payments, no slips', async () => {
    verifier.next = async () => ({ endToEndId: 'E18236120202603121505HJKMNPRTUVW', fields: { source: 'pdf-text' } });
    await desk.submit(25, 'primeiro.pdf', await file(25));
    verifier.next = async () => ({ endToEndId: 'E18236120202603121505HJKMNPRTAAA', fields: { source: 'pdf-text' } });

    const second = await desk.submit(26, 'segundo.pdf', await file(26));

    expect(second).toMatchObject({ verification_status: 'approved', payment_approved: true });
  });

  it('sends to review an approval of a receipt that waits for review on another order', async () => {
    verifier.next = async () => ({
      status: 'pending_review',
      reason: 'Aguardando',
      endToEndId: 'E18236120202603101505EEEEEEEEEEE',
    });
    await desk.submit(30, 'borrado.png', await file(30));
    withId('E18236120202603101505EEEEEEEEEEE');

    const verdict = await desk.submit(31, 'nitido.png', await file(31));

    expect(verdict.verification_status).toBe('pending_review');
    expect(await approvalsOf(31)).toBe(0);
  });

  it('sends to review an approval whose id is a misread of a receipt waiting for review on another order', async () => {
    verifier.next = async () => ({
      status: 'pending_review',
      reason: 'Aguardando',
      endToEndId: ID.replace('1505', '1510'),
    });
    await desk.submit(32, 'borrado.png', await file(32));
    withId(`${ID.replace('1505', '1510').slice(0, -2)}5f`);

    const verdict = await desk.submit(33, 'nitido.png', await file(33));

    expect(verdict.verification_status).toBe('pending_review');
    expect(await approvalsOf(33)).toBe(0);
  });

  it('sends to review an approval of the same amount and moment as a receipt waiting on another order with no id read', async () => {
    const paidAt = '2026-03-10T15:05:41-03:00';
    verifier.next = async (input) => ({
      status: 'pending_review',
      reason: 'Não foi possível confirmar: ID da transação.',
      endToEndId: null,
      fields: { amount: input.order.price, paid_at: paidAt },
    });
    await desk.submit(34, 'borrado.png', await file(34));
    verifier.next = async (input) => ({
      endToEndId: 'E18236120202603101505SAMEMOMENT1',
      fields: { amount: input.order.price, paid_at: paidAt },
    });

    const sameMoment = await desk.submit(35, 'nitido.png', await file(35));
    verifier.next = async (input) => ({
      endToEndId: 'E60701190202603111806QWERTYUIOPA',
      fields: { amount: input.order.price, paid_at: '2026-03-10T15:06:02-03:00' },
    });
    const anotherMoment = await desk.submit(36, 'outro.png', await file(36));

    expect(sameMoment).toMatchObject({
      verification_status: 'pending_review',
      verification_reason: SEEN_ON_ANOTHER_ORDER,
    });
    expect(await approvalsOf(35)).toBe(0);
    expect(anotherMoment.verification_status).toBe('approved');
  });

  it('keeps each attempt with its fields, verdict, reason, provider, duration and end-to-end id', async () => {
    verifier.next = async () => ({
      status: 'rejected',
      reason: 'Valor diferente do pedido',
      endToEndId: 'E18236120202603101505FFFFFFFFFFF',
      fields: { amount: '1.00' },
    });

    await desk.submit(40, 'errado.png', await file(40));

    const [attempt] = await desk.list(40);
    expect(attempt).toMatchObject({
      verificationStatus: 'rejected',
      verificationReason: 'Valor diferente do pedido',
      provider: 'scripted',
      extracted: { amount: '1.00' },
    });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(0);
    const [row] = await db.select().from(schema.receipts).where(eq(schema.receipts.orderId, 40));
    expect(row).toMatchObject({ endToEndId: 'E18236120202603101505FFFFFFFFFFF', isPaymentProof: false });
  });

  it('rejects as already used a receipt without an end-to-end id whose file paid another order', async () => {
    verifier.next = async () => ({ endToEndId: null });
    const receipt = await file(50);
    await desk.submit(50, 'sem-id.png', receipt);
    const calls = verifier.calls;

    const reused = await desk.submit(51, 'sem-id.png', receipt);

    expect(reused).toEqual({
      payment_approved: false,
      verification_status: 'rejected',
      verification_reason: ALREADY_USED,
    });
    expect(verifier.calls).toBe(calls);
    expect(await approvalsOf(51)).toBe(0);
  });

  it('looks a receipt without an end-to-end id up among paying receipts once, not again after reading it', async () => {
    verifier.next = async () => ({ endToEndId: null });
    const statements: string[] = [];
    const logged = drizzle(pool, { schema, logger: { logQuery: (query) => statements.push(query) } });

    const verdict = await new ReceiptDesk({ ...deps, db: logged }).submit(52, 'sem-id.png', await file(52));

    expect(verdict.verification_status).toBe('approved');
    // The reuse check's select: the orders paid with this file (or end-to-end id).
    expect(statements.filter((query) => query.startsWith('select "order_id" from "receipts"'))).toHaveLength(1);
  });

  it('has no proof without an approval, and one per approved payment', async () => {
    expect((await proofs()).map((p) => [p.orderId, p.endToEndId])).toEqual([
      [1, 'E18236120202603101505AAAAAAAAAAA'],
      [2, 'E18236120202603101505BBBBBBBBBBB'],
      [expect.any(Number), 'E18236120202603101505CCCCCCCCCCC'],
      [12, 'E18236120202603101505RTRYRTRYRTR'],
      [20, 'E18236120202603101505DDDDDDDDDDD'],
      [22, 'E18236120202603111505GHJKMNPRTUV'],
      [24, 'E18236120202603111505XY3W7Q9ZA4C'],
      [25, 'E18236120202603121505HJKMNPRTUVW'],
      [26, 'E18236120202603121505HJKMNPRTAAA'],
      [36, 'E60701190202603111806QWERTYUIOPA'],
      [50, null],
      [52, null],
    ]);
  });

  it('erases an order’s receipts: files gone from storage, only the payment kept of what was read', async () => {
    verifier.next = async () => ({
      endToEndId: 'E18236120202603121505ERASEERASEE',
      fields: { amount: '49.90', paidAt: '2026-03-12', payerName: 'Ana Souza', payerDocument: '***.456.789-**' },
    });
    await desk.submit(90, 'comprovante-ana-souza.png', await file(90));
    const [stored] = await db.select().from(schema.receipts).where(eq(schema.receipts.orderId, 90));

    const erased = await desk.erase([90]);

    expect(erased).toEqual({ receiptIds: [stored!.id], filesDeleted: 1 });
    await expect(deps.storage.get(stored!.storageKey!)).rejects.toThrow();
    const [kept] = await db.select().from(schema.receipts).where(eq(schema.receipts.orderId, 90));
    expect(kept).toMatchObject({
      originalName: ERASED_RECEIPT_NAME,
      storageKey: null,
      extracted: { amount: '49.90', paidAt: '2026-03-12' },
      endToEndId: 'E18236120202603121505ERASEERASEE',
      verificationStatus: 'approved',
      isPaymentProof: true,
      sizeBytes: stored!.sizeBytes,
    });
    expect(Object.keys(kept!.extracted)).toEqual(['amount', 'paidAt']);
  });
});
