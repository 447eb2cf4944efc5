import { fetchOrderPage, type OrderFilter, type OrderPage } from './api/order-pages-api';

let started: { key: string; page: Promise<OrderPage> } | null = null;

const keyOf = (filter: OrderFilter, limit: number, cursor: string) => JSON.stringify([filter, limit, cursor]);

/**
 * Starts a list screen's first page with the stored token while the panel still checks the session and downloads
 * the screen, so the screen finds its data in flight instead of asking only once it renders.
 */
export function prefetchFirstOrderPage(filter: OrderFilter, limit: number): void {
  const page = fetchOrderPage(filter, { limit, cursor: '' });
  // The screen that takes it handles a failure; one that nobody takes is dropped.
  page.catch(() => {});
  started = { key: keyOf(filter, limit, ''), page };
}

/** The request started for exactly this page, once; undefined when none was. */
export function takePrefetchedOrderPage(
  filter: OrderFilter,
  page: { limit: number; cursor: string },
): Promise<OrderPage> | undefined {
  if (started?.key !== keyOf(filter, page.limit, page.cursor)) return undefined;
  const { page: prefetched } = started;
  started = null;
  return prefetched;
}

/** Drops a started page nobody took (the panel left the screen, or the session turned out invalid). */
export function discardPrefetchedOrderPage(): void {
  started = null;
}
