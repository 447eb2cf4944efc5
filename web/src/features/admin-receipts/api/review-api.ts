import type { Receipt, ReviewCount, ReviewItem } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

/** One entry of the queue: the receipt, and its order as the contract sends it (with the ritual's price). */
export type { ReviewItem };

export const fetchReviewQueue = (signal?: AbortSignal) => adminApi.get<ReviewItem[]>('/receipts/review', { signal });

export const fetchReviewCount = (signal?: AbortSignal) =>
  adminApi.get<ReviewCount>('/receipts/review/count', { signal });

export const approveReceipt = (receiptId: number) =>
  adminApi.postJson<Receipt>(`/receipts/${encodeURIComponent(String(receiptId))}/approve`, {});

export const rejectReceipt = (receiptId: number, reason: string) =>
  adminApi.postJson<Receipt>(`/receipts/${encodeURIComponent(String(receiptId))}/reject`, { reason });
