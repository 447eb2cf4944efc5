import { status } from '@grpc/grpc-js';
import { EventTypes, type ReceiptVerified } from '@ritual/contracts/events';
import type { Order } from '@ritual/proto/ritual/v1/orders';
import {
  alreadyExists,
  type Database,
  DomainError,
  enqueueEvent,
  invalidArgument,
  notFound,
  type ObjectStorage,
} from '@ritual/runtime';
import { and, count, desc, eq, gt, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.js';
import { fetchOrder, type OrderLookup, orderCancelled } from './orders.js';
import { type ReceiptAttempt, withFileUrl } from './receipts.js';

export const REVIEW_APPROVED_REASON = 'Pagamento aprovado após verificação manual.';
export const REVIEW_REFUSED_REASON = 'Comprovante recusado na verificação manual.';
export const REVIEW_REFUSED_HINT = 'Envie o comprovante do pagamento completo e nítido.';
export const RECEIPT_NOT_FOUND = 'Comprovante não encontrado';
export const RECEIPT_ALREADY_DECIDED = 'Este comprovante não está mais aguardando análise.';
export const RECEIPT_SUPERSEDED = 'O cliente já enviou um comprovante mais recente para este pedido.';
export const RECEIPT_PAID_ANOTHER_ORDER = 'Este comprovante já pagou outro pedido: a aprovação não foi registrada.';
export const REVIEW_DECISION_INVALID = 'Decisão inválida: use "approved" (aprovar) ou "rejected" (recusar).';
export const REVIEW_NOTE_TOO_LONG = 'O motivo deve ter no máximo 500 caracteres';

export type ReviewDecision = 'approved' | 'rejected';

const NOTE_MAX_LENGTH = 500;
// The panel shows the newest waiting receipts; the count stays exact beyond that.
const QUEUE_LIMIT = 100;
const UNIQUE_VIOLATION = '23505';

export interface ReceiptStatus {
  /** '' when the order has no receipt yet. */
  status: string;
  reason: string;
  attempts: number;
  /** The verdict is an admin's, not the verifier's. */
  reviewed: boolean;
}

export interface ReviewItem {
  receipt: ReceiptAttempt;
  order: Order;
}

const { receipts } = schema;
const newer = alias(receipts, 'newer');

/** Receipts that wait for a human: the latest attempt of its order, still pending_review. */
function awaitingReview(db: Database<typeof schema>) {
  return and(
    eq(receipts.verificationStatus, 'pending_review'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(newer)
        .where(and(eq(newer.orderId, receipts.orderId), gt(newer.id, receipts.id))),
    ),
  );
}

/**
 * The operator's side of receipts the verifier could not decide: the queue, its size, and the decision. A decision
 * is recorded on the attempt with who made it and when, together with the same payments.receipt_verified event an
 * automatic verdict publishes (transactional outbox), so orders and reporting apply an approval exactly once.
 */
export class ReceiptReview {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      storage: ObjectStorage;
      orders: OrderLookup;
      onEventQueued: () => void;
    },
  ) {}

  async queue(): Promise<ReviewItem[]> {
    const { db } = this.deps;
    const rows = await db
      .select()
      .from(receipts)
      .where(awaitingReview(db))
      .orderBy(desc(receipts.id))
      .limit(QUEUE_LIMIT);
    const items = await Promise.all(
      rows.map(async (row) => {
        const order = await fetchOrder(this.deps.orders, row.orderId).catch((err: unknown) => {
          // An order that no longer exists has nothing left to review.
          if (err instanceof DomainError && err.code === status.NOT_FOUND) return null;
          throw err;
        });
        return order ? { receipt: await withFileUrl(this.deps.storage, row), order } : null;
      }),
    );
    return items.filter((item): item is ReviewItem => item !== null);
  }

  async count(): Promise<number> {
    const { db } = this.deps;
    const [row] = await db.select({ value: count() }).from(receipts).where(awaitingReview(db));
    return row?.value ?? 0;
  }

  /** What the client of one order sees of its latest receipt. */
  async status(orderId: number): Promise<ReceiptStatus> {
    const [[latest], [total]] = await Promise.all([
      this.deps.db.select().from(receipts).where(eq(receipts.orderId, orderId)).orderBy(desc(receipts.id)).limit(1),
      this.deps.db.select({ value: count() }).from(receipts).where(eq(receipts.orderId, orderId)),
    ]);
    return {
      status: latest?.verificationStatus ?? '',
      reason: latest?.verificationReason ?? '',
      attempts: total?.value ?? 0,
      reviewed: Boolean(latest?.reviewedAt),
    };
  }

  async decide(receiptId: number, decision: string, reviewer: string, note: string): Promise<ReceiptAttempt> {
    if (decision !== 'approved' && decision !== 'rejected') throw invalidArgument(REVIEW_DECISION_INVALID);
    const reason = cleanNote(note);
    const { db } = this.deps;
    const [receipt] = await db.select().from(receipts).where(eq(receipts.id, receiptId));
    if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
    if (decision === 'approved') {
      const order = await fetchOrder(this.deps.orders, receipt.orderId);
      if (order.payment_status === 'cancelled') throw orderCancelled();
    }
    let decided: typeof receipts.$inferSelect;
    try {
      decided = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
        if (current!.verificationStatus !== 'pending_review') throw alreadyExists(RECEIPT_ALREADY_DECIDED);
        const [later] = await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(and(eq(receipts.orderId, current!.orderId), gt(receipts.id, current!.id)))
          .limit(1);
        if (later) throw alreadyExists(RECEIPT_SUPERSEDED);
        const paysOrder = decision === 'approved' && (await this.claimsProof(tx, current!));
        const [row] = await tx
          .update(receipts)
          .set({
            verificationStatus: decision,
            verificationReason: decision === 'approved' ? REVIEW_APPROVED_REASON : refusalReason(reason),
            isPaymentProof: paysOrder,
            reviewedBy: reviewer,
            reviewedAt: new Date(),
            reviewNote: reason || null,
          })
          .where(eq(receipts.id, receiptId))
          .returning();
        const event: ReceiptVerified = {
          order_id: row!.orderId,
          receipt_id: row!.id,
          verification_status: decision,
          payment_approved: decision === 'approved',
        };
        await enqueueEvent(tx, EventTypes.ReceiptVerified, event);
        return row!;
      });
    } catch (err) {
      // A concurrent automatic approval of the same receipt for another order won the unique proof index.
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw alreadyExists(RECEIPT_PAID_ANOTHER_ORDER);
      throw err;
    }
    this.deps.onEventQueued();
    return withFileUrl(this.deps.storage, decided);
  }

  /**
   * Whether this receipt becomes its order's payment proof. A file or end-to-end id that already paid another order
   * cannot pay this one too; one that already paid this very order approves again without a second proof.
   */
  private async claimsProof(
    tx: Pick<Database<typeof schema>, 'select'>,
    receipt: typeof receipts.$inferSelect,
  ): Promise<boolean> {
    const proofs = await tx
      .select({ orderId: receipts.orderId })
      .from(receipts)
      .where(
        and(
          eq(receipts.isPaymentProof, true),
          ne(receipts.id, receipt.id),
          or(
            eq(receipts.sha256, receipt.sha256),
            receipt.endToEndId
              ? and(isNotNull(receipts.endToEndId), eq(receipts.endToEndId, receipt.endToEndId))
              : undefined,
          ),
        ),
      );
    if (proofs.some((proof) => proof.orderId !== receipt.orderId)) {
      throw alreadyExists(RECEIPT_PAID_ANOTHER_ORDER);
    }
    return proofs.length === 0;
  }
}

function cleanNote(note: string): string {
  const clean = note
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length > NOTE_MAX_LENGTH) throw invalidArgument(REVIEW_NOTE_TOO_LONG);
  return clean;
}

const refusalReason = (note: string) =>
  note ? `${REVIEW_REFUSED_REASON} Motivo: ${note}` : `${REVIEW_REFUSED_REASON} ${REVIEW_REFUSED_HINT}`;
