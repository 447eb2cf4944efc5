import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { fetchReviewCount } from '../api/review-api';
import './review.css';

/** How often the sidebar badge asks how many receipts wait for review. */
export const REVIEW_COUNT_POLL_MS = 30_000;

interface ReviewCount {
  /** null until the first answer (or when it failed). */
  count: number | null;
  refresh: () => void;
}

const ReviewCountContext = createContext<ReviewCount>({ count: null, refresh: () => {} });

/** Keeps the number of receipts waiting for review for the sidebar badge; screens that decide call refresh(). */
export function ReviewCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchReviewCount(current.signal)
      .then((answer) => {
        if (!current.signal.aborted) setCount(answer.count);
      })
      .catch(() => {});
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, REVIEW_COUNT_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.current?.abort();
    };
  }, [refresh]);

  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <ReviewCountContext.Provider value={value}>{children}</ReviewCountContext.Provider>;
}

export const useReviewCount = () => useContext(ReviewCountContext);

/** The sidebar badge: hidden when nothing waits. */
export function ReviewCountBadge() {
  const { count } = useReviewCount();
  if (!count) return null;
  return (
    <>
      <span className="adm-sidebar__badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden"> ({count} aguardando análise)</span>
    </>
  );
}
