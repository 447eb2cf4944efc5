import { apiClient } from '../../../lib/api-client';
import type { AdminUser } from '../../admin-common/admin-types';
import { adminApi } from '../../admin-common/api/admin-api';

export interface LoginResponse {
  access_token: string;
  token_type?: string;
}

export const login = (username: string, password: string) =>
  apiClient.postJson<LoginResponse>('/auth/login', { username, password });

/** The token's user; the token is passed explicitly because it may not be stored yet. */
export const fetchCurrentAdmin = (token: string, signal?: AbortSignal) =>
  apiClient.get<AdminUser>('/auth/me', { bearerToken: token, signal });

export const fetchMe = () => adminApi.get<AdminUser>('/auth/me');
