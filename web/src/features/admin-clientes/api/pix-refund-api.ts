import type { PixPayment } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

const orderPath = (orderId: string | number) => `/clientes/${encodeURIComponent(String(orderId))}`;

export const fetchPixPayment = (orderId: string | number, signal?: AbortSignal) =>
  adminApi.get<PixPayment>(`${orderPath(orderId)}/pix-payment`, { signal });

/** Returns the Pix in full; the order is cancelled by the server once the refund is requested. */
export const refundPix = (orderId: string | number) =>
  adminApi.postJson<PixPayment>(`${orderPath(orderId)}/pix-refund`, {});

export type { PixPayment };
