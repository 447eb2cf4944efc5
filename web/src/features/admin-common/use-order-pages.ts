import { useRef, useState } from 'react';
import type { AdminOrder } from './admin-types';
import { fetchOrderPage, type OrderFilter, type OrderPage, type StatusCounts } from './api/order-pages-api';
import { takePrefetchedOrderPage } from './order-page-prefetch';
import { useLoad } from './use-load';

const NO_PAGE: OrderPage = { items: [], next_cursor: null, counts: null };

/**
 * One page of the admin list at a time, fetched from the server for `filter` (null: nothing to list yet).
 * A new filter starts again at page 1; the counts come with page 1 and stay for the pages after it.
 */
export function useOrderPages(filter: OrderFilter | null, pageSize = 50) {
  const key = filter ? JSON.stringify(filter) : '';
  const [position, setPosition] = useState({ key, cursors: [''] });
  const cursors = position.key === key ? position.cursors : [''];
  const cursor = cursors.at(-1) ?? '';
  const page = useLoad(
    (signal) => (filter ? fetchOrderPage(filter, { limit: pageSize, cursor }, signal) : Promise.resolve(NO_PAGE)),
    [key, cursor, pageSize],
    () => (filter ? takePrefetchedOrderPage(filter, { limit: pageSize, cursor: '' }) : undefined),
  );
  const countsRef = useRef<{ key: string; counts: StatusCounts } | null>(null);
  if (page.status === 'ready' && page.data.counts && cursor === '')
    countsRef.current = { key, counts: page.data.counts };
  const counts = countsRef.current?.key === key ? countsRef.current.counts : null;
  const nextCursor = page.status === 'ready' ? page.data.next_cursor : null;

  return {
    status: page.status,
    items: page.data?.items ?? [],
    counts,
    pageNumber: cursors.length,
    hasNext: Boolean(nextCursor),
    hasPrevious: cursors.length > 1,
    next: () => nextCursor && setPosition({ key, cursors: [...cursors, nextCursor] }),
    previous: () => setPosition({ key, cursors: cursors.slice(0, -1) }),
    /** Back to page 1 with fresh counts (after a change that moves orders between statuses). */
    restart: () => {
      setPosition({ key, cursors: [''] });
      if (cursor === '') void page.reload();
    },
    /** Changes orders on the page; `moved` keeps the counts true when one order changed status. */
    updateItems: (
      update: (items: AdminOrder[]) => AdminOrder[],
      moved?: { from: keyof StatusCounts; to: keyof StatusCounts },
    ) => {
      const kept = countsRef.current;
      let counts = kept?.key === key ? kept.counts : null;
      if (moved && counts && moved.from !== moved.to) {
        counts = { ...counts, [moved.from]: counts[moved.from] - 1, [moved.to]: counts[moved.to] + 1 };
        countsRef.current = { key, counts };
      }
      page.setData((data = NO_PAGE) => ({
        ...data,
        items: update(data.items),
        // Page 1 carries the counts the render reads back.
        counts: data.counts && counts ? counts : data.counts,
      }));
    },
  };
}
