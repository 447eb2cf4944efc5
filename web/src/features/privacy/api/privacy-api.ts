import type { DataRequestInput, DataRequestReceipt, PrivacyNotice } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';

export const fetchPrivacyNotice = (signal?: AbortSignal) => apiClient.get<PrivacyNotice>('/privacy-notice', { signal });

export const sendDataRequest = (request: DataRequestInput) =>
  apiClient.postJson<DataRequestReceipt>('/data-requests', request);
