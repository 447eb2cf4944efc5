import type { PaymentsService, Receipt } from '@ritual/proto/ritual/v1/payments';
import { type AsyncService, invalidArgument, type Logger } from '@ritual/runtime';
import { formatDocument, validateRecipientDocument, validateRecipientName } from '../domain/account-holder.js';
import { buildOrderPix } from '../domain/order-pix.js';
import { fetchOrder, type OrderLookup } from '../domain/orders.js';
import {
  normalizeQrImage,
  type PaymentConfig,
  QR_IMAGE_NOT_AN_IMAGE,
  validatePixKey,
} from '../domain/payment-config.js';
import type { PaymentConfigStore } from '../domain/payment-config-store.js';
import type { ReceiptReview } from '../domain/receipt-review.js';
import type { ReceiptAttempt, ReceiptDesk } from '../domain/receipts.js';
import type { PspDesk } from '../psp/psp-desk.js';
import { orderPixMessage, pspHandlers } from './psp.js';

export interface PaymentsDeps {
  config: PaymentConfigStore;
  receipts: ReceiptDesk;
  review: ReceiptReview;
  orders: OrderLookup;
  /** The store's name (site-config's), which the PIX code carries until an account holder is configured. */
  siteName: () => Promise<string>;
  merchantCity: string;
  /** Undefined when no PSP is configured (payments confirmed by receipts only). */
  psp: PspDesk | undefined;
  logger: Logger;
}

const toWire = (config: PaymentConfig) => ({
  pix_key: config.pixKey,
  qr_code_image: config.qrImagePng?.toString('base64') ?? '',
  recipient_name: config.recipientName,
  recipient_document: formatDocument(config.recipientDocument),
  recipient_document_masked: formatDocument(config.recipientDocument, { masked: true }),
});

export function paymentsHandlers(deps: PaymentsDeps): AsyncService<typeof PaymentsService> {
  return {
    ...pspHandlers(deps.psp, deps.orders, deps.logger),
    getPaymentConfig: async () => toWire(await deps.config.get()),
    setPaymentConfig: async ({ pix_key, qr_image, qr_image_name, recipient_name, recipient_document }) => {
      const pixKey = validatePixKey(pix_key);
      const holder = {
        recipientName: recipient_name === undefined ? undefined : validateRecipientName(recipient_name),
        recipientDocument: recipient_document === undefined ? undefined : validateRecipientDocument(recipient_document),
      };
      // A chosen but empty file is a bad image, not "keep the previous one".
      if (qr_image.length === 0 && qr_image_name) throw invalidArgument(QR_IMAGE_NOT_AN_IMAGE);
      const qrImagePng = qr_image.length > 0 ? await normalizeQrImage(qr_image) : undefined;
      const saved = toWire(await deps.config.save(pixKey, qrImagePng, holder));
      // The PSP notifies per key: a new key needs its webhook (retried by reconciliation if the PSP is down).
      void deps.psp?.reconciliation.pass();
      return saved;
    },
    submitReceipt: ({ order_id, original_name, content, order }) =>
      deps.receipts.submit(order_id, original_name, content, order),
    getOrderPix: async ({ order_id }) => {
      const order = await fetchOrder(deps.orders, order_id);
      const config = await deps.config.payee();
      // The account holder's name is what the payer's bank shows; the site name stands in until it is configured.
      const merchantName = config.recipientName || (await deps.siteName());
      const pix = await buildOrderPix(order, {
        pixKey: config.pixKey,
        merchantName,
        merchantCity: deps.merchantCity,
      });
      return orderPixMessage(deps.psp, order, pix);
    },
    eraseReceipts: async ({ order_ids }) => {
      const erased = await deps.receipts.erase(order_ids);
      return { receipt_ids: erased.receiptIds, files_deleted: erased.filesDeleted };
    },
    listReceipts: async ({ order_id }) => ({ receipts: (await deps.receipts.list(order_id)).map(receiptToWire) }),
    getReceiptStatus: async ({ order_id }) => {
      const current = await deps.review.status(order_id);
      return {
        verification_status: current.status,
        verification_reason: current.reason,
        attempts: current.attempts,
        reviewed: current.reviewed,
      };
    },
    listReviewQueue: async () => ({
      items: (await deps.review.queue()).map(({ receipt, order }) => ({ receipt: receiptToWire(receipt), order })),
    }),
    countReviewQueue: async () => ({ count: await deps.review.count() }),
    reviewReceipt: async ({ receipt_id, decision, note, reviewer }) =>
      receiptToWire(await deps.review.decide(receipt_id, decision, reviewer, note)),
  };
}

function receiptToWire(attempt: ReceiptAttempt): Receipt {
  return {
    id: attempt.id,
    order_id: attempt.orderId,
    original_name: attempt.originalName,
    content_type: attempt.contentType,
    sha256: attempt.sha256,
    verification_status: attempt.verificationStatus,
    verification_reason: attempt.verificationReason,
    provider: attempt.provider,
    duration_ms: attempt.durationMs,
    created_at: attempt.createdAt.toISOString(),
    file_url: attempt.fileUrl,
    extracted_json: JSON.stringify(attempt.extracted),
    reviewed_by: attempt.reviewedBy ?? '',
    reviewed_at: attempt.reviewedAt?.toISOString() ?? '',
    review_note: attempt.reviewNote ?? '',
    file_note: attempt.fileNote,
  };
}
