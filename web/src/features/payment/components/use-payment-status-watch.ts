import { useEffect, useRef } from 'react';
import type { Client } from '../../../lib/domain-types';
import { fetchPaymentStatus } from '../api/bank-confirmation-api';

/** How often /pagamento asks whether the bank confirmed the payment. */
export const BANK_POLL_MS = 3000;

interface WatchOptions {
  clientId: Client['id'];
  orderToken: string;
  /** A PSP confirms payments: keep asking every BANK_POLL_MS while the page is visible. */
  poll: boolean;
  onPaid: () => void;
  onExpired: () => void;
}

/**
 * Reads the order's status once (an expired order says so at once) and, when the bank confirms payments, keeps
 * reading it every few seconds until it is paid. A hidden page (another tab, the bank app in front) stops asking
 * and asks again as soon as it is visible.
 */
export function usePaymentStatusWatch({ clientId, orderToken, poll, onPaid, onExpired }: WatchOptions) {
  const callbacks = useRef({ onPaid, onExpired });
  callbacks.current = { onPaid, onExpired };

  useEffect(() => {
    if (!orderToken) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!done && poll && document.visibilityState === 'visible') timer = setTimeout(check, BANK_POLL_MS);
    };
    async function check() {
      try {
        const status = await fetchPaymentStatus(clientId, orderToken, controller.signal);
        if (done) return;
        if (status.payment_status === 'cancelled' && status.expired) {
          done = true;
          callbacks.current.onExpired();
          return;
        }
        if (poll && status.payment_status === 'paid') {
          done = true;
          callbacks.current.onPaid();
          return;
        }
      } catch {
        // A failed read is retried at the next tick.
      }
      schedule();
    }
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible' && !done) void check();
    };

    if (poll) document.addEventListener('visibilitychange', onVisibility);
    void check();
    return () => {
      done = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [clientId, orderToken, poll]);
}
