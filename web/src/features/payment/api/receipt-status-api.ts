import { apiClient } from '../../../lib/api-client';
import type { Client } from '../../../lib/domain-types';
import type { VerificationStatus } from './payment-api';

/** The order's latest receipt, as /pagamento shows it while the store reviews it (issue 10). */
export interface ReceiptStatus {
  /** null before the first upload. */
  verification_status: VerificationStatus | null;
  verification_reason: string;
  payment_approved: boolean;
  /** Receipts sent for the order so far. */
  attempts: number;
  /** Decided by the store's team rather than by the automatic check. */
  reviewed: boolean;
}

export const fetchReceiptStatus = (clientId: Client['id'], orderToken: string, signal?: AbortSignal) =>
  apiClient.get<ReceiptStatus>(`/clientes/${encodeURIComponent(clientId)}/receipt-status`, {
    signal,
    headers: { 'X-Order-Token': orderToken },
  });
