import type { PaymentStatusInput, PaymentStatusResult } from '@ritual/contracts/http';
import type { PaymentStatus } from '../../../lib/domain-types';
import { startEarly, takeEarly } from '../../../lib/early-request';
import type { AdminRitual } from '../admin-types';
import { adminApi } from './admin-api';

const ADMIN_RITUALS = 'admin:rituals';

/** Every ritual, active or not (used by the rituals screen, orders, video delivery and reports). */
export const fetchAdminRituals = (signal?: AbortSignal) =>
  takeEarly<AdminRitual[]>(ADMIN_RITUALS)?.promise ?? adminApi.get<AdminRitual[]>('/rituais/admin', { signal });

/** Asks for the rituals before the screen that lists them renders; its first `fetchAdminRituals` takes the answer. */
export const startAdminRitualsEarly = () =>
  startEarly(ADMIN_RITUALS, () => adminApi.get<AdminRitual[]>('/rituais/admin'));

/** Spec §7: form-encoded payment_status; the response is not read. */
export async function setPaymentStatus(orderId: string | number, status: PaymentStatus): Promise<void> {
  await adminApi.putForm<PaymentStatusResult>(
    `/clientes/${encodeURIComponent(String(orderId))}/payment`,
    new URLSearchParams({ payment_status: status } satisfies PaymentStatusInput),
  );
}
