import type { PaymentConfig } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export type { PaymentConfig };

/** The account holder fields of the form. */
export type AccountHolder = Pick<PaymentConfig, 'recipient_name' | 'recipient_document'>;

export const fetchPaymentConfig = (signal?: AbortSignal) => adminApi.get<PaymentConfig>('/payment-config', { signal });

/** Spec §7: multipart pix_key plus the optional qr_image, and the account holder (issue 10). */
export function savePaymentConfig(pixKey: string, qrImage: File | null, holder: AccountHolder) {
  const body = new FormData();
  body.append('pix_key', pixKey);
  body.append('recipient_name', holder.recipient_name);
  body.append('recipient_document', holder.recipient_document);
  if (qrImage) body.append('qr_image', qrImage, qrImage.name);
  return adminApi.postMultipart<PaymentConfig>('/payment-config', body);
}

export const qrImageSrc = (value: string) => (value.startsWith('data:') ? value : `data:image/png;base64,${value}`);
