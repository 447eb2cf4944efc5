import type { PaymentStatus } from '../../../lib/domain-types';
import type { AdminOrder } from '../admin-types';
import { adminApi, adminRequest } from './admin-api';

/** The server-side filter of the admin lists (GET /clientes page mode, export, bulk cancel). */
export interface OrderFilter {
  status?: PaymentStatus | '';
  /** Part of the client's or the ritual's name. */
  q?: string;
  ritual_id?: string | number;
  /** Store days, yyyy-mm-dd, both inclusive. */
  from?: string;
  to?: string;
}

export interface StatusCounts {
  all: number;
  pending: number;
  paid: number;
  cancelled: number;
}

export interface OrderPage {
  items: AdminOrder[];
  next_cursor: string | null;
  /** Per status, of the filter without its status; on the first page only. */
  counts: StatusCounts | null;
}

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
export async function* allOrdersOf(filter: OrderFilter, signal?: AbortSignal): AsyncGenerator<AdminOrder[]> {
  let cursor = '';
  do {
    const page = await fetchOrderPage(filter, { limit: 200, cursor }, signal);
    yield page.items;
    cursor = page.next_cursor ?? '';
  } while (cursor);
}

/** Spec §4 bulk cancel, done by the server on the filter. */
export const cancelPendingOrdersOf = (filter: OrderFilter) =>
  adminApi.postJson<{ cancelled: number; message: string }>('/clientes/cancel-pending', filter);

/** The CSV the server streams for the filter: Relatórios (report) or Envio de Vídeo (video) columns. */
export function fetchOrdersCsv(
  filter: OrderFilter,
  file: { view: 'report' | 'video'; ritualName: string; baseName: string },
): Promise<Blob> {
  const query = queryString({ ...filter, view: file.view, ritual_name: file.ritualName, filename: file.baseName });
  return adminRequest<Blob>(`/clientes/export?${query}`, { method: 'GET', responseAs: 'blob' });
}
