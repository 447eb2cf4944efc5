import type { FormFieldDefinition } from '../../../lib/domain-types';
import type { AdminRitual } from '../../admin-common/admin-types';
import { adminApi } from '../../admin-common/api/admin-api';

export { fetchAdminRituals } from '../../admin-common/api/shared-api';

export interface RitualPayload {
  name: string;
  description: string;
  price: string;
  image_url: string;
  active: boolean;
  commission_type: string;
  commission_value: string;
  confirmation_message: string;
  instructions: string;
  form_fields: Array<Omit<FormFieldDefinition, 'id'>>;
  /** '' for none, else '0'..'6'. */
  featured_day: string;
}

const ritualUrl = (id: string | number) => `/rituais/${encodeURIComponent(String(id))}`;

export const fetchRitual = (id: string | number, signal?: AbortSignal) =>
  adminApi.get<AdminRitual>(ritualUrl(id), { signal });
export const createRitual = (payload: RitualPayload) => adminApi.postJson<AdminRitual>('/rituais', payload);
export const updateRitual = (id: string | number, payload: RitualPayload) =>
  adminApi.putJson<AdminRitual>(ritualUrl(id), payload);
export const deleteRitual = (id: string | number) => adminApi.delete<{ message?: string }>(ritualUrl(id));
export const toggleRitualStatus = (id: string | number) =>
  adminApi.patch<{ message: string }>(`${ritualUrl(id)}/toggle-status`);
