import type { Logger } from '@ritual/runtime';
import type { OrderBook } from './order-book.js';

/** Every `intervalMs`, cancels as expired the orders left unpaid past the payment window (ORDER_PAYMENT_TTL). */
export function startPaymentExpirySweeper(
  book: OrderBook,
  options: { ttlMs: number; intervalMs: number; logger: Logger },
) {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= book
      .expireUnpaid(options.ttlMs)
      .then(
        (expired) => {
          if (expired) options.logger.info({ expired }, 'unpaid orders expired');
        },
        (err) => options.logger.error({ err }, 'payment expiry sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return {
    /** Runs one sweep now (tests, and right after start). */
    sweep: () => pass(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
