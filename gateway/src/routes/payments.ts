import {
  type PaymentConfig,
  paymentsApi,
  RECEIPT_FILE_NOT_FOUND,
  type Receipt,
  type ReceiptVerdict,
} from '@ritual/contracts/http';
import type { Order } from '@ritual/proto/ritual/v1/orders';
import type { PaymentConfig as ConfigMessage, Receipt as ReceiptMessage } from '@ritual/proto/ritual/v1/payments';
import type { Response, Router } from 'express';
import { auditTo } from '../http/audit.js';
import { adminOf } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/route.js';
import { money } from '../http/values.js';
import type { RouteDeps } from './index.js';

export function receiptJson(receipt: ReceiptMessage): Receipt {
  return {
    id: receipt.id,
    order_id: receipt.order_id,
    original_name: receipt.original_name,
    content_type: receipt.content_type,
    sha256: receipt.sha256,
    verification_status: receipt.verification_status as Receipt['verification_status'],
    verification_reason: receipt.verification_reason,
    provider: receipt.provider,
    duration_ms: receipt.duration_ms,
    created_at: receipt.created_at,
    file_url: receipt.file_url || null,
    file_note: receipt.file_note || null,
    extracted: receipt.extracted_json ? JSON.parse(receipt.extracted_json) : {},
    reviewed_by: receipt.reviewed_by || null,
    reviewed_at: receipt.reviewed_at || null,
    review_note: receipt.review_note || null,
  };
}

/** The holder's full CPF or CNPJ is for admins; everyone else sees it as banks show it to payers. */
function paymentConfigJson(config: ConfigMessage, isAdmin: boolean): PaymentConfig {
  return {
    pix_key: config.pix_key,
    qr_code_image: config.qr_code_image,
    recipient_name: config.recipient_name,
    recipient_document: isAdmin ? config.recipient_document : config.recipient_document_masked,
  };
}

/** The order the X-Order-Token check (access 'orderOwner') found. */
export const orderOf = (res: Response) => res.locals.order as Order;

/** PIX configuration, the PIX code of one order, and receipt uploads (spec §7). */
export function paymentsRoutes(deps: RouteDeps): Router {
  const payments = deps.clients.payments;
  const audit = auditTo(deps.clients.identity);
  return implement(paymentsApi, deps, {
    getPaymentConfig: async ({ res }) => paymentConfigJson(await payments.getPaymentConfig({}), Boolean(adminOf(res))),
    setPaymentConfig: async ({ body, file }) => {
      const config = await payments.setPaymentConfig({
        ...body,
        qr_image: file?.buffer ?? Buffer.alloc(0),
        qr_image_name: file?.originalname ?? '',
      });
      return paymentConfigJson(config, true);
    },
    uploadReceipt: async ({ file, res }) => {
      const order = orderOf(res);
      const verdict = await payments.submitReceipt({
        order_id: order.id,
        original_name: file!.originalname,
        content: file!.buffer,
        order,
      });
      return { ...verdict, verification_status: verdict.verification_status as ReceiptVerdict['verification_status'] };
    },
    getOrderPix: async ({ res }) => {
      const pix = await payments.getOrderPix({ order_id: orderOf(res).id });
      return {
        brcode: pix.brcode,
        qr_code_image: pix.qr_code_image,
        amount: money(pix.amount),
        txid: pix.txid,
        expires_at: pix.expires_at || null,
        bank_confirmation: pix.bank_confirmation,
      };
    },
    listReceipts: async ({ params }) =>
      (await payments.listReceipts({ order_id: params.id })).receipts.map(receiptJson),
    openReceiptFile: async ({ params, query, req, res }) => {
      // Listing signs a fresh link for each receipt; the one asked for is the view.
      const [{ receipts }, order] = await Promise.all([
        payments.listReceipts({ order_id: params.id }),
        deps.clients.orders.getOrder({ id: params.id }),
      ]);
      const receipt = receipts.find((candidate) => candidate.id === params.receipt_id);
      if (!receipt?.file_url) throw new HttpError(404, RECEIPT_FILE_NOT_FOUND);
      await audit(req, res, {
        action: 'receipt.view',
        subject: order.whatsapp || `pedido ${order.id}`,
        detail: `pedido ${order.id}: comprovante ${receipt.id} (${receipt.original_name || 'arquivo sem nome'}) aberto`,
      });
      res.setHeader('Cache-Control', 'no-store');
      if (query.format === 'json') return { url: receipt.file_url };
      res.redirect(302, receipt.file_url);
      return undefined;
    },
  });
}
