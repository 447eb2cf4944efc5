import type { ReviewCount, ReviewItem as ReviewItemBody } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

/** One check of the verifier as the review screen shows it: pass, fail or unknown, and the value read. */
export interface ReviewedValue {
  outcome: 'pass' | 'fail' | 'unknown' | string;
  value: string | null;
}

/** A stored receipt attempt (GET /clientes/{id}/receipts and the review queue). */
export interface ReviewReceipt {
  id: number;
  order_id: number;
  original_name: string;
  content_type: string;
  verification_status: string;
  verification_reason: string;
  provider: string;
  created_at: string;
  file_url: string | null;
  /** What the verifier read; its shape grows with the verifier, so every part is optional. */
  extracted: {
    review?: Partial<Record<'amount' | 'recipient' | 'paid_at' | 'end_to_end_id', ReviewedValue>>;
    checks?: Record<string, string>;
    [field: string]: unknown;
  };
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_note: string | null;
}

/** One entry of the queue: the receipt, and its order as the contract sends it (with the ritual's price). */
export type ReviewItem = Omit<ReviewItemBody, 'receipt'> & { receipt: ReviewReceipt };

export const fetchReviewQueue = (signal?: AbortSignal) => adminApi.get<ReviewItem[]>('/receipts/review', { signal });

export const fetchReviewCount = (signal?: AbortSignal) =>
  adminApi.get<ReviewCount>('/receipts/review/count', { signal });

export const approveReceipt = (receiptId: number) =>
  adminApi.postJson<ReviewReceipt>(`/receipts/${encodeURIComponent(String(receiptId))}/approve`, {});

export const rejectReceipt = (receiptId: number, reason: string) =>
  adminApi.postJson<ReviewReceipt>(`/receipts/${encodeURIComponent(String(receiptId))}/reject`, { reason });
