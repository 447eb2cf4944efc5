import type { PaymentStatusInput, PaymentStatusResult } from '@ritual/contracts/http';
import type { PaymentStatus } from '../../../lib/domain-types';
import { startEarly, takeEarly } from '../../../lib/early-request';
import type { AdminRitual } from '../admin-types';
import { adminApi } from './admin-api';

const ADMIN_RITUALS = 'admin:rituals';

/** Every ritual, active or not (used by the rituals screen, orders, video delivery and reports). */
export const fetchAdminRituals = (signal?: AbortSignal) => adminApi.get<AdminRitual[]>('/rituais/admin', { signal });

/** Asks for the rituals before the screen that lists them renders; the screen takes the answer on mount. */
export const startAdminRitualsEarly = () => startEarly(ADMIN_RITUALS, () => fetchAdminRituals());

export const takeEarlyAdminRituals = () => takeEarly<AdminRitual[]>(ADMIN_RITUALS);

/** Spec §7: form-encoded payment_status; the response is not read. */
export async function setPaymentStatus(orderId: string | number, status: PaymentStatus): Promise<void> {
  await adminApi.putForm<PaymentStatusResult>(
    `/clientes/${encodeURIComponent(String(orderId))}/payment`,
    new URLSearchParams({ payment_status: status } satisfies PaymentStatusInput),
  );
}
