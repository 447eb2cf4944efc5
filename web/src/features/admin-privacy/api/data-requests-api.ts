import type { DataRequest } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export const fetchDataRequests = (signal?: AbortSignal) => adminApi.get<DataRequest[]>('/data-requests', { signal });
