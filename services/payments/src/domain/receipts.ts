import { createHash, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { EventTypes, type ReceiptVerified } from '@ritual/contracts/events';
import { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE } from '@ritual/contracts/limits';
import type { Order } from '@ritual/proto/ritual/v1/orders';
import {
  countReceiptVerdict,
  type Database,
  type DomainError,
  enqueueEvent,
  invalidArgument,
  type ObjectStorage,
  tooLarge,
} from '@ritual/runtime';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import * as schema from '../db/schema.js';
import { maybeSamePayment, paymentDay } from '../verification/end-to-end-id.js';
import type { EvidenceSource } from '../verification/offline-reader.js';
import { ALREADY_USED } from '../verification/rules.js';
import { fetchOrder, type OrderLookup, orderCancelled } from './orders.js';
import type { PaymentConfigStore } from './payment-config-store.js';
import type { ReceiptVerifier, Verification } from './verifier.js';

export { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE };
export const RECEIPT_UNSUPPORTED_TYPE = 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.';
export const RECEIPT_MISSING = 'Nenhum arquivo enviado';
export const ORDER_MISMATCH = 'O comprovante foi enviado com os dados de outro pedido.';
export const RECEIPT_LINK_SECONDS = 15 * 60;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const NAME_MAX_LENGTH = 255;

export interface ReceiptVerdict {
  payment_approved: boolean;
  verification_status: Verification['status'];
  verification_reason: string;
}

export interface ReceiptAttempt {
  id: number;
  orderId: number;
  originalName: string;
  contentType: string;
  sha256: string;
  sizeBytes: number;
  verificationStatus: string;
  verificationReason: string;
  provider: string;
  durationMs: number;
  extracted: Record<string, unknown>;
  createdAt: Date;
  /** Time-limited link to the stored file; '' when the file was refused before storage. */
  fileUrl: string;
  /** Who decided a receipt that waited for review, when, and why; null until then. */
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  /** pt-BR, why a file that was stored is gone ('' while it is kept): the panel shows it in place of the link. */
  fileNote: string;
}

export const ERASED_RECEIPT_NAME = 'comprovante apagado (LGPD)';
export const FILE_REMOVED_NOTES = {
  erasure: 'arquivo apagado a pedido do titular (LGPD)',
  retention: 'arquivo apagado pela retenção',
} as const;
export type FileRemoval = keyof typeof FILE_REMOVED_NOTES;
/** What an erased receipt keeps of what was read from it: the payment, not the people in it. */
const FINANCIAL_FIELDS = ['mentionsPix', 'scheduled', 'amount', 'paidAt', 'endToEndId'] as const;
const financialFields = (extracted: Record<string, unknown>) =>
  Object.fromEntries(FINANCIAL_FIELDS.filter((key) => key in extracted).map((key) => [key, extracted[key]]));

/** A stored attempt with a time-limited link to its file in place of the storage key. */
export async function withFileUrl(
  storage: ObjectStorage,
  { storageKey, fileRemovedAt: _at, fileRemoval, fileRemovalRun: _run, ...row }: typeof schema.receipts.$inferSelect,
): Promise<ReceiptAttempt> {
  return {
    ...row,
    fileUrl: storageKey ? await storage.presignedGetUrl(storageKey, RECEIPT_LINK_SECONDS) : '',
    fileNote: fileRemoval ? FILE_REMOVED_NOTES[fileRemoval as FileRemoval] : '',
  };
}

type NewAttempt = Omit<typeof schema.receipts.$inferInsert, 'id' | 'createdAt'>;
type NewAttemptBase = Pick<
  NewAttempt,
  'orderId' | 'originalName' | 'contentType' | 'sha256' | 'sizeBytes' | 'storageKey'
>;

/** A client-side name as a label only: no folders, no control characters, bounded. */
function cleanName(name: string): string {
  const clean = basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return clean.slice(0, NAME_MAX_LENGTH) || 'comprovante';
}

type Executor = Pick<Database<typeof schema>, 'select'>;

/** What the desk decided for one stored attempt. */
interface Outcome {
  status: Verification['status'];
  reason: string;
  provider: string;
  endToEndId: string | null;
  fields: Record<string, unknown>;
  /** This approval is the one that pays the order (announced, and unique for its file and end-to-end id). */
  paysOrder: boolean;
}

/**
 * Takes receipt uploads: refuses what is not a payable order's receipt, stores the file, asks the verifier,
 * keeps one receipt from paying two orders, and records every attempt together with its
 * payments.receipt_verified event (transactional outbox). An upload repeated for an order it already paid is
 * answered as approved without a second event, so the order turns paid exactly once.
 */
export class ReceiptDesk {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      storage: ObjectStorage;
      orders: OrderLookup;
      config: PaymentConfigStore;
      /** The site name, which a receipt's recipient may match instead of the key. */
      siteName: () => Promise<string>;
      verifier: ReceiptVerifier;
      /** Called after an event was committed, so the outbox relay publishes it right away. */
      onEventQueued: () => void;
    },
  ) {}

  /** `readOrder`: the order as the caller just read it, so it is not asked for again. */
  async submit(orderId: number, originalName: string, content: Buffer, readOrder?: Order): Promise<ReceiptVerdict> {
    if (readOrder && readOrder.id !== orderId) throw invalidArgument(ORDER_MISMATCH);
    const order = readOrder ?? (await fetchOrder(this.deps.orders, orderId));
    if (content.length === 0) throw invalidArgument(RECEIPT_MISSING);
    const type = await fileTypeFromBuffer(content);
    const attempt = {
      orderId,
      originalName: cleanName(originalName),
      contentType: type?.mime ?? '',
      sha256: createHash('sha256').update(content).digest('hex'),
      sizeBytes: content.length,
    };

    const refusal = this.refusal(order.payment_status, content.length, type?.mime);
    if (refusal) {
      await this.record({
        ...attempt,
        storageKey: null,
        verificationStatus: 'rejected',
        verificationReason: refusal.message,
        provider: 'intake',
        durationMs: 0,
      });
      throw refusal;
    }

    const storageKey = `receipts/${orderId}/${randomUUID()}.${EXTENSION_BY_TYPE[attempt.contentType]}`;
    await this.deps.storage.put(storageKey, content, attempt.contentType);
    const started = performance.now();
    // The very same file again needs no second reading.
    const earlier = await reuseOf(this.deps.db, orderId, attempt.sha256, null);
    let outcome: Outcome;
    if (earlier) {
      outcome = { ...earlier, provider: 'duplicate-check', endToEndId: null, fields: {} };
    } else {
      const [config, siteName] = await Promise.all([this.deps.config.payee(), this.deps.siteName()]);
      const verification = await this.deps.verifier.verify({
        order: { id: orderId, price: order.ritual_price, createdAt: order.created_at },
        payee: {
          pixKey: config.pixKey,
          siteName,
          recipientName: config.recipientName,
          recipientDocument: config.recipientDocument,
        },
        file: { content, contentType: attempt.contentType, sha256: attempt.sha256 },
      });
      outcome = await this.guardAgainstReuse(orderId, attempt.sha256, verification);
    }
    const recorded = await this.recordOutcome({ ...attempt, storageKey }, outcome, () =>
      Math.round(performance.now() - started),
    );
    return {
      payment_approved: recorded.status === 'approved',
      verification_status: recorded.status,
      verification_reason: recorded.reason,
    };
  }

  /** A receipt that already paid an order, or that waits for review on another, approves nothing new. */
  private async guardAgainstReuse(orderId: number, sha256: string, verification: Verification): Promise<Outcome> {
    const outcome: Outcome = { ...verification, paysOrder: verification.status === 'approved' };
    const { endToEndId } = verification;
    const exact = verification.fields.source === EXACT_SOURCE;
    // Without an end-to-end id this is the sha256 check `submit` just made; the unique indexes catch a race.
    const earlier = endToEndId ? await reuseOf(this.deps.db, orderId, sha256, endToEndId) : null;
    if (earlier) return { ...outcome, ...earlier };
    if (outcome.status !== 'approved') return outcome;
    const { amount, paid_at: paidAt } = verification.fields as { amount?: unknown; paid_at?: unknown };
    const moment = typeof amount === 'string' && typeof paidAt === 'string' ? { amount, paidAt } : undefined;
    const others = await this.deps.db
      .select({
        sha256: schema.receipts.sha256,
        endToEndId: schema.receipts.endToEndId,
        isPaymentProof: schema.receipts.isPaymentProof,
        source: sql<string | null>`${schema.receipts.extracted}->>'source'`,
        amount: sql<string | null>`${schema.receipts.extracted}->>'amount'`,
        paidAt: sql<string | null>`${schema.receipts.extracted}->>'paid_at'`,
      })
      .from(schema.receipts)
      .where(
        and(
          ne(schema.receipts.orderId, orderId),
          or(eq(schema.receipts.isPaymentProof, true), eq(schema.receipts.verificationStatus, 'pending_review')),
          or(
            eq(schema.receipts.sha256, sha256),
            endToEndId
              ? sql`substring(${schema.receipts.endToEndId} from 10 for 8) = ${paymentDay(endToEndId)}`
              : undefined,
            moment
              ? and(
                  isNull(schema.receipts.endToEndId),
                  eq(schema.receipts.verificationStatus, 'pending_review'),
                  sql`${schema.receipts.extracted}->>'amount' = ${moment.amount}`,
                  sql`${schema.receipts.extracted}->>'paid_at' = ${moment.paidAt}`,
                )
              : undefined,
          ),
        ),
      );
    const suspicious = others.some(
      (other) =>
        // The same file waiting for review on another order.
        (!other.isPaymentProof && other.sha256 === sha256) ||
        // A receipt waiting on another order whose id was not read, of the same amount paid at the same moment: most
        // likely the same payment (another screenshot of it), which nothing else could tie to this one.
        (moment &&
          !other.isPaymentProof &&
          !other.endToEndId &&
          other.amount === moment.amount &&
          other.paidAt === moment.paidAt) ||
        // The same payment but for a few characters: another reading of a receipt that paid, or waits on, another
        // order. Two exact readings (PDF text layers) cannot slip: ids a few characters apart there are two payments.
        (endToEndId &&
          other.endToEndId &&
          !(exact && other.source === EXACT_SOURCE) &&
          maybeSamePayment(endToEndId, other.endToEndId)),
    );
    return suspicious
      ? { ...outcome, status: 'pending_review', reason: SEEN_ON_ANOTHER_ORDER, paysOrder: false }
      : outcome;
  }

  /**
   * Records the attempt and its event in one transaction. An approval claims the receipt through the unique
   * indexes: when a concurrent upload of the same receipt claimed it first, this one is judged again as reuse.
   */
  private async recordOutcome(attempt: NewAttemptBase, outcome: Outcome, elapsed: () => number): Promise<Outcome> {
    const row = (final: Outcome): NewAttempt => ({
      ...attempt,
      verificationStatus: final.status,
      verificationReason: final.reason,
      provider: final.provider,
      durationMs: elapsed(),
      extracted: final.fields,
      endToEndId: final.endToEndId,
      isPaymentProof: final.paysOrder,
    });
    const final = await this.deps.db.transaction(async (tx) => {
      if (outcome.paysOrder) {
        const [claimed] = await tx
          .insert(schema.receipts)
          .values(row(outcome))
          .onConflictDoNothing()
          .returning({ id: schema.receipts.id });
        if (claimed) {
          await enqueueVerdict(tx, attempt.orderId, claimed.id, outcome.status);
          return outcome;
        }
        const earlier = await reuseOf(tx, attempt.orderId, attempt.sha256, outcome.endToEndId);
        outcome = { ...outcome, ...(earlier ?? ALREADY_USED_OUTCOME) };
      }
      const [inserted] = await tx.insert(schema.receipts).values(row(outcome)).returning({ id: schema.receipts.id });
      if (!isRepeatedApproval(outcome)) await enqueueVerdict(tx, attempt.orderId, inserted!.id, outcome.status);
      return outcome;
    });
    countReceiptVerdict(final.status);
    this.deps.onEventQueued();
    return final;
  }

  async list(orderId: number): Promise<ReceiptAttempt[]> {
    const rows = await this.deps.db
      .select()
      .from(schema.receipts)
      .where(eq(schema.receipts.orderId, orderId))
      .orderBy(asc(schema.receipts.id));
    return Promise.all(rows.map((row) => withFileUrl(this.deps.storage, row)));
  }

  /**
   * LGPD erasure of these orders' receipts: the files leave storage first, then the rows keep only what the tax
   * records need (amount, date, end-to-end id, verdict); the file's name and every other field read from it go.
   * Idempotent: erasing the same orders again deletes nothing more (orders.personal_data_erased may come twice).
   */
  async erase(orderIds: number[]): Promise<{ receiptIds: number[]; filesDeleted: number }> {
    if (orderIds.length === 0) return { receiptIds: [], filesDeleted: 0 };
    const rows = await this.deps.db
      .select()
      .from(schema.receipts)
      .where(inArray(schema.receipts.orderId, orderIds))
      .orderBy(asc(schema.receipts.id));
    const files = rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
    if (files.length) await this.deps.storage.removeMany(files);
    await this.deps.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(schema.receipts)
          .set({
            originalName: ERASED_RECEIPT_NAME,
            storageKey: null,
            extracted: financialFields(row.extracted),
            // A file the retention already deleted stays recorded as the retention's.
            ...(row.storageKey ? { fileRemoval: 'erasure', fileRemovedAt: new Date(), fileRemovalRun: null } : {}),
          })
          .where(eq(schema.receipts.id, row.id));
      }
    });
    return { receiptIds: rows.map((row) => row.id), filesDeleted: files.length };
  }

  private refusal(paymentStatus: string, size: number, mime: string | undefined): DomainError | undefined {
    if (paymentStatus === 'cancelled') return orderCancelled();
    if (size > RECEIPT_MAX_BYTES) return tooLarge(RECEIPT_TOO_LARGE);
    if (!mime || !(mime in EXTENSION_BY_TYPE)) return invalidArgument(RECEIPT_UNSUPPORTED_TYPE);
    return undefined;
  }

  private async record(attempt: NewAttempt): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(schema.receipts).values(attempt).returning({ id: schema.receipts.id });
      await enqueueVerdict(tx, attempt.orderId, row!.id, attempt.verificationStatus as Verification['status']);
    });
    countReceiptVerdict(attempt.verificationStatus);
    this.deps.onEventQueued();
  }
}

export const ALREADY_APPROVED = 'Pagamento já aprovado com este comprovante.';
export const SEEN_ON_ANOTHER_ORDER =
  'Comprovante recebido. Aguardando verificação manual: um comprovante igual foi enviado para outro pedido.';
const ALREADY_USED_OUTCOME = { status: 'rejected', reason: ALREADY_USED, paysOrder: false } as const;
// Where a verification's fields came from when they are the document's own text, read without OCR.
const EXACT_SOURCE: EvidenceSource = 'pdf-text';

const isRepeatedApproval = (outcome: Outcome) => outcome.status === 'approved' && !outcome.paysOrder;

/**
 * When this file or end-to-end id already paid an order: another order's makes it a reused receipt (rejected);
 * this order's own makes the upload a repeat of its approval (approved again, nothing new to announce).
 */
async function reuseOf(
  db: Executor,
  orderId: number,
  sha256: string,
  endToEndId: string | null,
): Promise<Pick<Outcome, 'status' | 'reason' | 'paysOrder'> | null> {
  const proofs = await db
    .select({ orderId: schema.receipts.orderId })
    .from(schema.receipts)
    .where(
      and(
        eq(schema.receipts.isPaymentProof, true),
        or(eq(schema.receipts.sha256, sha256), endToEndId ? eq(schema.receipts.endToEndId, endToEndId) : undefined),
      ),
    );
  if (proofs.length === 0) return null;
  if (proofs.some((proof) => proof.orderId !== orderId)) return ALREADY_USED_OUTCOME;
  return { status: 'approved', reason: ALREADY_APPROVED, paysOrder: false };
}

async function enqueueVerdict(
  tx: Parameters<Parameters<Database<typeof schema>['transaction']>[0]>[0],
  orderId: number,
  receiptId: number,
  status: Verification['status'],
): Promise<void> {
  const event: ReceiptVerified = {
    order_id: orderId,
    receipt_id: receiptId,
    verification_status: status,
    payment_approved: status === 'approved',
  };
  await enqueueEvent(tx, EventTypes.ReceiptVerified, event);
}
