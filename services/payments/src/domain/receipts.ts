import { createHash, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import {
  type Database,
  type DomainError,
  EventTypes,
  enqueueEvent,
  invalidArgument,
  type ObjectStorage,
  type ReceiptVerified,
  tooLarge,
} from '@ritual/runtime';
import { asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import * as schema from '../db/schema.js';
import { fetchOrder, type OrderLookup, orderCancelled } from './orders.js';
import type { PaymentConfigStore } from './payment-config-store.js';
import type { ReceiptVerifier, Verification } from './verifier.js';

export const RECEIPT_MAX_BYTES = 10_485_760;
export const RECEIPT_TOO_LARGE = 'Arquivo muito grande. Máximo 10MB.';
export const RECEIPT_UNSUPPORTED_TYPE = 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.';
export const RECEIPT_MISSING = 'Nenhum arquivo enviado';
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
}

type NewAttempt = Omit<typeof schema.receipts.$inferInsert, 'id' | 'createdAt'>;

/** A client-side name as a label only: no folders, no control characters, bounded. */
function cleanName(name: string): string {
  const clean = basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return clean.slice(0, NAME_MAX_LENGTH) || 'comprovante';
}

/**
 * Takes receipt uploads: refuses what is not a payable order's receipt, stores the file, asks the verifier,
 * and records every attempt together with its payments.receipt_verified event (transactional outbox).
 */
export class ReceiptDesk {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      storage: ObjectStorage;
      orders: OrderLookup;
      config: PaymentConfigStore;
      verifier: ReceiptVerifier;
      /** Called after an event was committed, so the outbox relay publishes it right away. */
      onEventQueued: () => void;
    },
  ) {}

  async submit(orderId: number, originalName: string, content: Buffer): Promise<ReceiptVerdict> {
    const order = await fetchOrder(this.deps.orders, orderId);
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
    const verification = await this.deps.verifier.verify({
      order: { id: orderId, price: order.ritual_price, createdAt: order.created_at },
      pixKey: (await this.deps.config.get()).pixKey,
      file: { content, contentType: attempt.contentType, sha256: attempt.sha256 },
    });
    await this.record({
      ...attempt,
      storageKey,
      verificationStatus: verification.status,
      verificationReason: verification.reason,
      provider: verification.provider,
      durationMs: Math.round(performance.now() - started),
      extracted: verification.fields,
    });
    return {
      payment_approved: verification.status === 'approved',
      verification_status: verification.status,
      verification_reason: verification.reason,
    };
  }

  async list(orderId: number): Promise<ReceiptAttempt[]> {
    const rows = await this.deps.db
      .select()
      .from(schema.receipts)
      .where(eq(schema.receipts.orderId, orderId))
      .orderBy(asc(schema.receipts.id));
    return Promise.all(
      rows.map(async ({ storageKey, ...row }) => ({
        ...row,
        fileUrl: storageKey ? await this.deps.storage.presignedGetUrl(storageKey, RECEIPT_LINK_SECONDS) : '',
      })),
    );
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
      const event: ReceiptVerified = {
        order_id: attempt.orderId,
        receipt_id: row!.id,
        verification_status: attempt.verificationStatus as ReceiptVerified['verification_status'],
        payment_approved: attempt.verificationStatus === 'approved',
      };
      await enqueueEvent(tx, EventTypes.ReceiptVerified, event);
    });
    this.deps.onEventQueued();
  }
}
