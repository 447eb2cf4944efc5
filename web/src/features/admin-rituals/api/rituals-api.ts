import type { Message, RitualInput } from '@ritual/contracts/http';
import type { AdminRitual } from '../../admin-common/admin-types';
import { adminApi } from '../../admin-common/api/admin-api';

export { fetchAdminRituals, takeEarlyAdminRituals } from '../../admin-common/api/shared-api';

/** What the editor sends; featured_day is '' for none, else '0'..'6'. */
export type RitualPayload = RitualInput;

const ritualUrl = (id: string | number) => `/rituais/${encodeURIComponent(String(id))}`;

export const fetchRitual = (id: string | number, signal?: AbortSignal) =>
  adminApi.get<AdminRitual>(ritualUrl(id), { signal });
export const createRitual = (payload: RitualPayload) => adminApi.postJson<AdminRitual>('/rituais', payload);
export const updateRitual = (id: string | number, payload: RitualPayload) =>
  adminApi.putJson<AdminRitual>(ritualUrl(id), payload);
export const deleteRitual = (id: string | number) => adminApi.delete<Message>(ritualUrl(id));
export const toggleRitualStatus = (id: string | number) => adminApi.patch<Message>(`${ritualUrl(id)}/toggle-status`);
