import type { DataRequest } from '@ritual/contracts/http';
import { adminApi, adminRequest } from '../../admin-common/api/admin-api';

export const fetchDataRequests = (signal?: AbortSignal) => adminApi.get<DataRequest[]>('/data-requests', { signal });

/** Closes a request with the answer the client reads at /privacidade (status "Respondido"). */
export const answerDataRequest = (id: number, answer: string) =>
  adminRequest<DataRequest>(`/data-requests/${encodeURIComponent(String(id))}`, {
    method: 'PATCH',
    body: { kind: 'json', value: { status: 'answered', answer } },
  });
