import type { OrderFilter, OrderPage, ordersApi, ResponseBody } from '@ritual/contracts/http';
import { adminApi, adminRequest } from './admin-api';

/** The server-side filter of the admin lists (GET /clientes page mode, export, bulk cancel), and one page of it. */
export type { OrderFilter, OrderPage };
/** Per status, of the filter without its status; on the first page only. */
export type StatusCounts = NonNullable<OrderPage['counts']>;

function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

export function fetchOrderPage(filter: OrderFilter, page: { limit: number; cursor: string }, signal?: AbortSignal) {
  const query = queryString({ ...filter, limit: page.limit, cursor: page.cursor });
  return adminApi.get<OrderPage>(`/clientes?${query}`, { signal });
}

/** Every order of the filter, a page at a time (for the actions that need them all, e.g. copy every link). */
export async function* allOrdersOf(filter: OrderFilter, signal?: AbortSignal): AsyncGenerator<OrderPage['items']> {
  let cursor = '';
  do {
    const page = await fetchOrderPage(filter, { limit: 200, cursor }, signal);
    yield page.items;
    cursor = page.next_cursor ?? '';
  } while (cursor);
}

/** Spec §4 bulk cancel, done by the server on the filter. */
export const cancelPendingOrdersOf = (filter: OrderFilter) =>
  adminApi.postJson<ResponseBody<typeof ordersApi.operations.cancelPendingOrders>>('/clientes/cancel-pending', filter);

/** The CSV the server streams for the filter: Relatórios (report) or Envio de Vídeo (video) columns. */
export function fetchOrdersCsv(
  filter: OrderFilter,
  file: { view: 'report' | 'video'; ritualName: string; baseName: string },
): Promise<Blob> {
  const query = queryString({ ...filter, view: file.view, ritual_name: file.ritualName, filename: file.baseName });
  return adminRequest<Blob>(`/clientes/export?${query}`, { method: 'GET', responseAs: 'blob' });
}
