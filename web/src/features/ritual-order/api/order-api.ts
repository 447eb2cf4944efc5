import type { OrderRequest, Registration, UploadedPhoto } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import type { CreatedClient, Ritual } from '../../../lib/domain-types';

export const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;

/** The order the form sends: every field the page collects, as text. */
export type ClientSubmission = OrderRequest & {
  ritual_id: Ritual['id'];
  form_data: Record<string, string>;
  whatsapp: string;
  photos: string[];
};

export const fetchRitual = (slug: string, signal?: AbortSignal) =>
  apiClient.get<Ritual>(`/ritual/${encodeURIComponent(slug)}`, { signal });

export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { filename } = await apiClient.postMultipart<UploadedPhoto>('/upload-photo', body, {
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
  });
  return filename;
}

/** `idempotencyKey` makes a repeat of the same submission answer the order it already created. */
export const createClient = (submission: ClientSubmission, idempotencyKey: string) =>
  apiClient.postJson<CreatedClient>('/clientes', submission, { headers: { 'Idempotency-Key': idempotencyKey } });

export const registerWithoutPayment = (submission: ClientSubmission) =>
  apiClient.postJson<Registration>('/clientes/no-payment', submission);
