import { apiClient } from '../../../lib/api-client';
import type { CreatedClient, Ritual } from '../../../lib/domain-types';

export const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;

export interface ClientSubmission {
  ritual_id: Ritual['id'];
  form_data: Record<string, string>;
  whatsapp: string;
  photos: string[];
}

export const fetchRitual = (slug: string, signal?: AbortSignal) =>
  apiClient.get<Ritual>(`/ritual/${encodeURIComponent(slug)}`, { signal });

export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { filename } = await apiClient.postMultipart<{ filename: string }>('/upload-photo', body, {
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
  });
  return filename;
}

export const createClient = (submission: ClientSubmission) =>
  apiClient.postJson<CreatedClient>('/clientes', submission);

export const registerWithoutPayment = (submission: ClientSubmission) =>
  apiClient.postJson<{ message: string }>('/clientes/no-payment', submission);
