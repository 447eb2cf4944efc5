import { adminApi } from '../../admin-common/api/admin-api';

export { fetchAdminRituals, fetchOrders, setPaymentStatus } from '../../admin-common/api/shared-api';

export interface Receipt {
  id: number | string;
  original_name: string;
  content_type: string;
  verification_status: string;
  verification_reason: string;
  provider: string;
  created_at: string;
  file_url: string | null;
}

export const fetchReceipts = (orderId: string | number, signal?: AbortSignal) =>
  adminApi.get<Receipt[]>(`/clientes/${encodeURIComponent(String(orderId))}/receipts`, { signal });
