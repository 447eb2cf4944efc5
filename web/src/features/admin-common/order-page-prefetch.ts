import { type EarlyRequest, startEarly, takeEarly } from '../../lib/early-request';
import { fetchOrderPage, type OrderFilter, type OrderPage } from './api/order-pages-api';

const keyOf = (filter: OrderFilter, page: { limit: number; cursor: string }) =>
  `order-page:${JSON.stringify([filter, page.limit, page.cursor])}`;

/**
 * Starts a list screen's first page with the stored token while the panel still checks the session and downloads
 * the screen, so the screen finds its data in flight instead of asking only once it renders.
 */
export function prefetchFirstOrderPage(filter: OrderFilter, limit: number): Promise<unknown> {
  const page = { limit, cursor: '' };
  return startEarly(keyOf(filter, page), () => fetchOrderPage(filter, page));
}

/** The request started for exactly this page, once; undefined when none was. */
export function takePrefetchedOrderPage(
  filter: OrderFilter,
  page: { limit: number; cursor: string },
): EarlyRequest<OrderPage> | undefined {
  return takeEarly<OrderPage>(keyOf(filter, page));
}
