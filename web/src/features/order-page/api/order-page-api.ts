import type { OrderView } from '@ritual/contracts/http';
import { apiClient } from '../../../lib/api-client';

export type { OrderView };

/** The order behind the lasting link; a wrong token answers the same 404 as an unknown order. */
export const fetchOrderView = (orderId: string, orderToken: string, signal?: AbortSignal) =>
  apiClient.get<OrderView>(`/pedidos/${encodeURIComponent(orderId)}`, {
    signal,
    headers: { 'X-Order-Token': orderToken },
  });
