import pino from 'pino';
import { currentRequestId } from './context.js';

export type Logger = pino.Logger;

/** JSON logs on stdout; every line written inside a request carries its request id. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password',
        '*.password',
        'access_token',
        '*.access_token',
        'order_token',
        '*.order_token',
        'authorization',
        '*.authorization',
        'headers.authorization',
        'headers["x-order-token"]',
      ],
      censor: '[redacted]',
    },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { request_id: requestId } : {};
    },
  });
}
