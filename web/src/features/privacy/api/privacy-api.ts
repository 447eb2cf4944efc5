import type {
  DataRequestInput,
  DataRequestLookup,
  DataRequestReceipt,
  DataRequestStatus,
  PrivacyNotice,
} from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';

export const fetchPrivacyNotice = (signal?: AbortSignal) => apiClient.get<PrivacyNotice>('/privacy-notice', { signal });

export const sendDataRequest = (request: DataRequestInput) =>
  apiClient.postJson<DataRequestReceipt>('/data-requests', request);

/** The client's own request, by protocol and the WhatsApp it was sent with. */
export const lookupDataRequest = (lookup: DataRequestLookup) =>
  apiClient.postJson<DataRequestStatus>('/data-requests/lookup', lookup);
