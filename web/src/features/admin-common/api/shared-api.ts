import type { PaymentStatus } from '../../../lib/domain-types';
import type { AdminOrder, AdminRitual } from '../admin-types';
import { adminApi } from './admin-api';

/** Every ritual, active or not (used by the rituals screen, orders, video delivery and reports). */
export const fetchAdminRituals = (signal?: AbortSignal) => adminApi.get<AdminRitual[]>('/rituais/admin', { signal });

/** Orders, optionally of one ritual (the gateway filters by ?ritual_id=). */
export function fetchOrders(ritualId?: string | number, signal?: AbortSignal) {
  const query = ritualId === undefined || ritualId === '' ? '' : `?ritual_id=${encodeURIComponent(String(ritualId))}`;
  return adminApi.get<AdminOrder[]>(`/clientes${query}`, { signal });
}

/** Spec §7: form-encoded payment_status; the response is not read. */
export async function setPaymentStatus(orderId: string | number, status: PaymentStatus): Promise<void> {
  await adminApi.putForm(
    `/clientes/${encodeURIComponent(String(orderId))}/payment`,
    new URLSearchParams({ payment_status: status }),
  );
}
