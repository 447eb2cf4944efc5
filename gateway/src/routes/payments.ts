import type { Order } from '@ritual/proto/ritual/v1/orders';
import type { Receipt } from '@ritual/proto/ritual/v1/payments';
import { Router } from 'express';
import { requireOrderToken } from '../http/auth.js';
import { singleFile } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { money, pathId, text } from '../http/values.js';
import type { RouteDeps } from './index.js';

export const RECEIPT_MAX_BYTES = 10_485_760;
export const RECEIPT_TOO_LARGE = 'Arquivo muito grande. Máximo 10MB.';
export const NO_FILE = 'Nenhum arquivo enviado';
export const QR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const QR_IMAGE_TOO_LARGE = 'A imagem do QR Code deve ter no máximo 5MB';
const ORDER_NOT_FOUND = 'Pedido não encontrado';

function receiptJson(receipt: Receipt) {
  return {
    id: receipt.id,
    order_id: receipt.order_id,
    original_name: receipt.original_name,
    content_type: receipt.content_type,
    sha256: receipt.sha256,
    verification_status: receipt.verification_status,
    verification_reason: receipt.verification_reason,
    provider: receipt.provider,
    duration_ms: receipt.duration_ms,
    created_at: receipt.created_at,
    file_url: receipt.file_url || null,
    extracted: receipt.extracted_json ? JSON.parse(receipt.extracted_json) : {},
  };
}

/** PIX configuration, the PIX code of one order, and receipt uploads (spec §7). */
export function paymentsRoutes({ clients, auth }: RouteDeps): Router {
  const router = Router();
  // The token check runs before the upload is read, so nobody can push files at an order that is not theirs.
  const orderToken = requireOrderToken(clients.orders);

  router.get('/payment-config', async (_req, res) => {
    res.json(await clients.payments.getPaymentConfig({}));
  });

  router.post(
    '/payment-config',
    auth.requireAdmin,
    singleFile('qr_image', QR_IMAGE_MAX_BYTES, QR_IMAGE_TOO_LARGE),
    async (req, res) => {
      const config = await clients.payments.setPaymentConfig({
        pix_key: text(req.body?.pix_key),
        qr_image: req.file?.buffer ?? Buffer.alloc(0),
        qr_image_name: req.file?.originalname ?? '',
      });
      res.json(config);
    },
  );

  router.post(
    '/upload-receipt/:id',
    orderToken,
    singleFile('file', RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE),
    async (req, res) => {
      if (!req.file) throw new HttpError(400, NO_FILE);
      const order = res.locals.order as Order;
      res.json(
        await clients.payments.submitReceipt({
          order_id: order.id,
          original_name: req.file.originalname,
          content: req.file.buffer,
        }),
      );
    },
  );

  router.get('/clientes/:id/pix', orderToken, async (_req, res) => {
    const order = res.locals.order as Order;
    const pix = await clients.payments.getOrderPix({ order_id: order.id });
    res.json({ brcode: pix.brcode, qr_code_image: pix.qr_code_image, amount: money(pix.amount), txid: pix.txid });
  });

  router.get('/clientes/:id/receipts', auth.requireAdmin, async (req, res) => {
    const { receipts } = await clients.payments.listReceipts({
      order_id: pathId(String(req.params.id), ORDER_NOT_FOUND),
    });
    res.json(receipts.map(receiptJson));
  });

  return router;
}
