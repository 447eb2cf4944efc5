import pino from 'pino';
import { currentRequestId } from './context.js';

export type Logger = pino.Logger;

/**
 * JSON logs on stdout (or `destination`, e.g. a stream a test reads); every line written inside a request
 * carries its request id.
 */
export function createLogger(service: string, level = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}
