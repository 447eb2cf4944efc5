import { z } from 'zod';
import { body, dateTime, INVALID_VALUE, money, pathId, text } from './fields.js';
import { apiArea } from './operation.js';
import { PaymentStatus } from './orders.js';
import { Receipt, VERIFICATION_STATUSES } from './payments.js';
import { INVALID_ORDER_TOKEN, MISSING_TOKEN, ORDER_NOT_FOUND } from './texts.js';

const ALREADY_DECIDED = 'Este comprovante não está mais aguardando análise.';
const RECEIPT_NOT_FOUND = 'Comprovante não encontrado';

export const ReviewItem = z
  .strictObject({
    receipt: Receipt,
    order: z.strictObject({
      id: z.number().int(),
      ritual_id: z.number().int(),
      ritual_name: z.string(),
      form_data: z.record(z.string(), z.string()),
      whatsapp: z.string(),
      payment_status: PaymentStatus,
      created_at: dateTime(),
      expired: z.boolean(),
      late_payment: z.boolean(),
      ritual_price: money('R$'),
    }),
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ReviewCount = z
  .strictObject({ count: z.number().int().meta({ description: 'Orders whose latest receipt waits for review' }) })
  .meta({ id: 'ReviewCount' });
export type ReviewCount = z.infer<typeof ReviewCount>;

export const Refusal = body(
  { reason: text.meta({ description: 'Optional, at most 500 characters; shown to the client on /pagamento' }) },
  INVALID_VALUE,
).meta({ id: 'Refusal' });
export type Refusal = z.input<typeof Refusal>;

export const ReceiptStatus = z
  .strictObject({
    verification_status: z.enum(VERIFICATION_STATUSES).nullable(),
    verification_reason: z.string().meta({ description: 'pt-BR text for the client' }),
    payment_approved: z.boolean(),
    attempts: z.number().int().meta({ description: 'Receipts sent for the order so far' }),
    reviewed: z.boolean().meta({ description: 'Decided by an admin rather than by the verifier' }),
  })
  .meta({ id: 'ReceiptStatus' });
export type ReceiptStatus = z.infer<typeof ReceiptStatus>;

const receiptId = z.object({ id: pathId(RECEIPT_NOT_FOUND) });
const decisionErrors = {
  400: 'Este pedido foi cancelado e não aceita mais pagamento',
  401: MISSING_TOKEN,
  404: RECEIPT_NOT_FOUND,
  409: ALREADY_DECIDED,
};

export const receiptReviewApi = apiArea(
  {
    name: 'Receipt review',
    description:
      'Receipts the verifier could not decide (pending_review), decided by an admin in one click; and the latest ' +
      'receipt of an order as its client sees it.',
  },
  {
    listReviewQueue: {
      method: 'get',
      path: '/receipts/review',
      summary: 'Orders whose latest receipt waits for review, newest first',
      access: 'admin',
      response: z.array(ReviewItem),
      errors: { 401: MISSING_TOKEN },
    },
    countReviewQueue: {
      method: 'get',
      path: '/receipts/review/count',
      summary: 'How many orders wait for a receipt review (the sidebar badge)',
      access: 'admin',
      response: ReviewCount,
      errors: { 401: MISSING_TOKEN },
    },
    approveReceipt: {
      method: 'post',
      path: '/receipts/:id/approve',
      summary: 'Approve a receipt waiting for review: the order becomes paid, as with an automatic approval',
      access: 'admin',
      params: receiptId,
      body: { form: body({}, INVALID_VALUE) },
      response: Receipt,
      errors: decisionErrors,
    },
    rejectReceipt: {
      method: 'post',
      path: '/receipts/:id/reject',
      summary: 'Refuse a receipt waiting for review; the client sees the reason and may send another',
      access: 'admin',
      params: receiptId,
      body: { form: Refusal },
      response: Receipt,
      errors: { ...decisionErrors, 400: 'O motivo deve ter no máximo 500 caracteres' },
    },
    getReceiptStatus: {
      method: 'get',
      path: '/clientes/:id/receipt-status',
      summary: 'The latest receipt of an order, as its client sees it while a review is pending',
      access: 'orderOwner',
      params: z.object({ id: pathId(ORDER_NOT_FOUND) }),
      response: ReceiptStatus,
      errors: { 403: INVALID_ORDER_TOKEN },
    },
  },
);
