import type { ReceiptStatus } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import type { Client } from '../../../lib/domain-types';

/** The order's latest receipt, as /pagamento shows it while the store reviews it (issue 10). */
export type { ReceiptStatus };

export const fetchReceiptStatus = (clientId: Client['id'], orderToken: string, signal?: AbortSignal) =>
  apiClient.get<ReceiptStatus>(`/clientes/${encodeURIComponent(clientId)}/receipt-status`, {
    signal,
    headers: { 'X-Order-Token': orderToken },
  });
