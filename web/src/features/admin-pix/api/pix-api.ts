import { adminApi } from '../../admin-common/api/admin-api';

export interface PaymentConfig {
  pix_key: string;
  /** Base64 PNG (or a data: URL); empty when no QR image was uploaded. */
  qr_code_image: string;
}

export const fetchPaymentConfig = (signal?: AbortSignal) => adminApi.get<PaymentConfig>('/payment-config', { signal });

/** Spec §7: multipart pix_key plus the optional qr_image. */
export function savePaymentConfig(pixKey: string, qrImage: File | null) {
  const body = new FormData();
  body.append('pix_key', pixKey);
  if (qrImage) body.append('qr_image', qrImage, qrImage.name);
  return adminApi.postMultipart<PaymentConfig>('/payment-config', body);
}

export const qrImageSrc = (value: string) => (value.startsWith('data:') ? value : `data:image/png;base64,${value}`);
