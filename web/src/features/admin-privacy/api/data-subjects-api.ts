import type {
  AdminClient,
  DataSubjectConsentRevocation,
  DataSubjectErasePreview,
  DataSubjectErasure,
  DataSubjectExport,
} from '@ritual/contracts/http';
import { adminApi, adminRequest } from '../../admin-common/api/admin-api';

export type { DataSubjectExport, DataSubjectOrder } from '@ritual/contracts/http';

const query = (whatsapp: string, format?: 'csv' | 'pdf') =>
  new URLSearchParams({ whatsapp, ...(format && { format }) }).toString();

/** Every order and WhatsApp message of one person (the server audits the look-up). */
export const fetchDataSubject = (whatsapp: string, signal?: AbortSignal) =>
  adminApi.get<DataSubjectExport>(`/data-subjects/export?${query(whatsapp)}`, { signal });

/** The CSV copy, or the PDF "declaração completa" (LGPD art. 19 II), as a file to save. */
export const downloadDataSubject = (whatsapp: string, format: 'csv' | 'pdf') =>
  adminRequest<Blob>(`/data-subjects/export?${query(whatsapp, format)}`, { method: 'GET', responseAs: 'blob' });

export const previewErasure = (whatsapp: string, signal?: AbortSignal) =>
  adminApi.get<DataSubjectErasePreview>(`/data-subjects/erase-preview?${query(whatsapp)}`, { signal });

export const eraseDataSubject = (whatsapp: string) =>
  adminApi.postJson<DataSubjectErasure>('/data-subjects/erase', { whatsapp });

export const revokeConsent = (whatsapp: string) =>
  adminApi.postJson<DataSubjectConsentRevocation>('/data-subjects/revoke-consent', { whatsapp });

export const correctOrder = (orderId: number, field: string, value: string) =>
  adminApi.postJson<AdminClient>(`/clientes/${encodeURIComponent(String(orderId))}/corrections`, { field, value });
