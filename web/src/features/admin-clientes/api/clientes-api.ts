import type { Receipt } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export { fetchAdminRituals, setPaymentStatus } from '../../admin-common/api/shared-api';
export type { Receipt };

export const fetchReceipts = (orderId: string | number, signal?: AbortSignal) =>
  adminApi.get<Receipt[]>(`/clientes/${encodeURIComponent(String(orderId))}/receipts`, { signal });
