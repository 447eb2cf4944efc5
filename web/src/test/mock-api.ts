import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: RequestInit['body'];
}

type RouteResult = Response | unknown;
type RouteHandler = (call: RecordedCall) => RouteResult | Promise<RouteResult>;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a router keyed by "METHOD /api/path". A handler returns a Response, or any value that is
 * sent as a 200 JSON body. Unknown routes answer 404 `{ detail }`, like the gateway.
 */
export function mockApi(routes: Record<string, RouteHandler | RouteResult>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: init.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return jsonResponse(404, { detail: 'Não encontrado' });
    const result = typeof route === 'function' ? await (route as RouteHandler)(call) : route;
    return result instanceof Response ? result : jsonResponse(200, result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A promise whose settlement the test controls, to observe in-flight states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
