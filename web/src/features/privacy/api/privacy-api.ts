import type { PrivacyNotice } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';

export const fetchPrivacyNotice = (signal?: AbortSignal) => apiClient.get<PrivacyNotice>('/privacy-notice', { signal });
