import { ApiError, apiRequest, type RequestOptions } from '../../../lib/api-client';
import {
  readAdminToken,
  reportTwoFactorSetupRequired,
  reportUnauthorized,
  TWO_FACTOR_SETUP_REQUIRED,
} from './admin-session';

type Options = Omit<RequestOptions, 'method' | 'body' | 'bearerToken'>;

/**
 * Every admin call: the stored token as Bearer; a 401 from any of them signs the panel out (issue 5), and the 403
 * of a store that requires two-step sign-in sends the admin to set it up (issue 36).
 */
export async function adminRequest<T>(path: string, options: Omit<RequestOptions, 'bearerToken'> = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...options, bearerToken: readAdminToken() ?? undefined });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) reportUnauthorized();
    if (error instanceof ApiError && error.status === 403 && error.detail === TWO_FACTOR_SETUP_REQUIRED) {
      reportTwoFactorSetupRequired();
    }
    throw error;
  }
}

export const adminApi = {
  get: <T>(path: string, options?: Options) => adminRequest<T>(path, { ...options, method: 'GET' }),
  postJson: <T>(path: string, value: unknown, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'POST', body: { kind: 'json', value } }),
  putJson: <T>(path: string, value: unknown, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'PUT', body: { kind: 'json', value } }),
  postForm: <T>(path: string, value: URLSearchParams, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'POST', body: { kind: 'urlencoded', value } }),
  putForm: <T>(path: string, value: URLSearchParams, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'PUT', body: { kind: 'urlencoded', value } }),
  postMultipart: <T>(path: string, value: FormData, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'POST', body: { kind: 'multipart', value } }),
  patch: <T>(path: string, options?: Options) => adminRequest<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options?: Options) => adminRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The server's pt-BR `detail`, when the failure carried one. */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 0 ? error.detail : undefined;
}

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
