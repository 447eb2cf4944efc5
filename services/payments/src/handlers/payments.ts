import type { PaymentsService } from '@ritual/proto/ritual/v1/payments';
import type { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { type AsyncClient, type AsyncService, invalidArgument } from '@ritual/runtime';
import { buildOrderPix } from '../domain/order-pix.js';
import { fetchOrder, type OrderLookup } from '../domain/orders.js';
import {
  normalizeQrImage,
  type PaymentConfig,
  QR_IMAGE_NOT_AN_IMAGE,
  validatePixKey,
} from '../domain/payment-config.js';
import type { PaymentConfigStore } from '../domain/payment-config-store.js';
import type { ReceiptDesk } from '../domain/receipts.js';

export interface PaymentsDeps {
  config: PaymentConfigStore;
  receipts: ReceiptDesk;
  orders: OrderLookup;
  siteConfig: Pick<AsyncClient<typeof SiteConfigService>, 'getSiteConfig'>;
  merchantCity: string;
}

const toWire = (config: PaymentConfig) => ({
  pix_key: config.pixKey,
  qr_code_image: config.qrImagePng?.toString('base64') ?? '',
});

export function paymentsHandlers(deps: PaymentsDeps): AsyncService<typeof PaymentsService> {
  return {
    getPaymentConfig: async () => toWire(await deps.config.get()),
    setPaymentConfig: async ({ pix_key, qr_image, qr_image_name }) => {
      const pixKey = validatePixKey(pix_key);
      // A chosen but empty file is a bad image, not "keep the previous one".
      if (qr_image.length === 0 && qr_image_name) throw invalidArgument(QR_IMAGE_NOT_AN_IMAGE);
      const qrImagePng = qr_image.length > 0 ? await normalizeQrImage(qr_image) : undefined;
      return toWire(await deps.config.save(pixKey, qrImagePng));
    },
    submitReceipt: ({ order_id, original_name, content }) => deps.receipts.submit(order_id, original_name, content),
    getOrderPix: async ({ order_id }) => {
      const order = await fetchOrder(deps.orders, order_id);
      const [config, site] = await Promise.all([deps.config.get(), deps.siteConfig.getSiteConfig({})]);
      const pix = await buildOrderPix(order, {
        pixKey: config.pixKey,
        merchantName: site.site_name,
        merchantCity: deps.merchantCity,
      });
      return { brcode: pix.brcode, qr_code_image: pix.qrCodeImage, amount: pix.amount, txid: pix.txid };
    },
    listReceipts: async ({ order_id }) => {
      const attempts = await deps.receipts.list(order_id);
      return {
        receipts: attempts.map((attempt) => ({
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
        })),
      };
    },
  };
}
