import type { AccessToken, Login } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';
import type { AdminUser } from '../../admin-common/admin-types';
import { adminApi } from '../../admin-common/api/admin-api';

export type LoginResponse = AccessToken;

export const login = (username: string, password: string) =>
  apiClient.postJson<AccessToken>('/auth/login', { username, password } satisfies Login);

/** The token's user; the token is passed explicitly because it may not be stored yet. */
export const fetchCurrentAdmin = (token: string, signal?: AbortSignal) =>
  apiClient.get<AdminUser>('/auth/me', { bearerToken: token, signal });

export const fetchMe = () => adminApi.get<AdminUser>('/auth/me');
