const API_BASE = '/api';

/** An HTTP failure: `status` is 0 when the server could not be reached or the request timed out. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;

  constructor(status: number, detail: string | undefined, message?: string) {
    super(message ?? detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

export type RequestBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; value: FormData }
  | { kind: 'urlencoded'; value: URLSearchParams };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: RequestBody;
  headers?: Record<string, string>;
  bearerToken?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'blob' answers the body as a Blob (a file download) instead of parsed JSON. */
  responseAs?: 'json' | 'blob';
}

function encodeBody(body: RequestBody | undefined, headers: Headers): BodyInit | undefined {
  if (!body) return undefined;
  switch (body.kind) {
    case 'json':
      headers.set('Content-Type', 'application/json');
      return JSON.stringify(body.value);
    case 'urlencoded':
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      return body.value.toString();
    case 'multipart':
      // The browser sets the multipart boundary itself.
      return body.value;
  }
}

// Hand-rolled instead of AbortSignal.any/timeout, which older iOS Safari versions still in use lack.
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (!timeoutMs) return { signal, clear: () => {} };
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

async function readDetail(response: Response): Promise<string | undefined> {
  try {
    const payload: unknown = await response.json();
    if (payload && typeof payload === 'object' && 'detail' in payload) {
      const { detail } = payload as { detail: unknown };
      if (typeof detail === 'string') return detail;
      if (detail !== undefined) return JSON.stringify(detail);
    }
  } catch {
    // Not JSON (e.g. a proxy error page): no detail to show.
  }
  return undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  if (options.responseAs !== 'blob') headers.set('Accept', 'application/json');
  if (options.bearerToken) headers.set('Authorization', `Bearer ${options.bearerToken}`);
  const body = encodeBody(options.body, headers);

  const timeout = withTimeout(options.signal, options.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: timeout.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined, error instanceof Error ? error.message : 'Falha de rede');
  } finally {
    timeout.clear();
  }

  if (!response.ok) throw new ApiError(response.status, await readDetail(response));
  if (response.status === 204) return undefined as T;
  if (options.responseAs === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  postJson: <T>(path: string, value: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: { kind: 'json', value } }),
  putJson: <T>(path: string, value: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: { kind: 'json', value } }),
  postMultipart: <T>(path: string, value: FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: { kind: 'multipart', value } }),
  putForm: <T>(path: string, value: URLSearchParams, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: { kind: 'urlencoded', value } }),
  postForm: <T>(path: string, value: URLSearchParams, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: { kind: 'urlencoded', value } }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
