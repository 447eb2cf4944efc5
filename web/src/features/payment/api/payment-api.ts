import type {
  OrderPix,
  PaymentConfig,
  PaymentStatusInput,
  PaymentStatusResult,
  ReceiptVerdict,
} from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import type { Client } from '../../../lib/domain-types';

export type { OrderPix, PaymentConfig };
export type ReceiptVerification = ReceiptVerdict;
export type VerificationStatus = ReceiptVerdict['verification_status'];

const orderTokenHeader = (orderToken: string) => ({ 'X-Order-Token': orderToken });

export const fetchPaymentConfig = (signal?: AbortSignal) => apiClient.get<PaymentConfig>('/payment-config', { signal });

export const fetchOrderPix = (clientId: Client['id'], orderToken: string, signal?: AbortSignal) =>
  apiClient.get<OrderPix>(`/clientes/${encodeURIComponent(clientId)}/pix`, {
    signal,
    headers: orderTokenHeader(orderToken),
  });

export function uploadReceipt(clientId: Client['id'], orderToken: string, file: Blob, originalName: string) {
  const body = new FormData();
  body.append('file', file, originalName);
  return apiClient.postMultipart<ReceiptVerification>(`/upload-receipt/${encodeURIComponent(clientId)}`, body, {
    headers: orderTokenHeader(orderToken),
  });
}

export const confirmPaymentManually = (clientId: Client['id'], orderToken: string) =>
  apiClient.putForm<PaymentStatusResult>(
    `/clientes/${encodeURIComponent(clientId)}/payment`,
    new URLSearchParams({ payment_status: 'paid' } satisfies PaymentStatusInput),
    { headers: orderTokenHeader(orderToken) },
  );

/** The API sends PNGs as raw base64; an already complete data URL is passed through. */
export function pngDataUrl(base64OrDataUrl: string): string {
  return base64OrDataUrl.startsWith('data:') ? base64OrDataUrl : `data:image/png;base64,${base64OrDataUrl}`;
}
