import pino from 'pino';
import { currentRequestId } from './context.js';

export type Logger = pino.Logger;

function withoutClient(err: Error): pino.SerializedError {
  const { client: _client, ...serialized } = pino.stdSerializers.err(err) as pino.SerializedError & {
    client?: unknown;
  };
  return serialized as pino.SerializedError;
}

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
    // node-postgres hangs the whole client (connection settings, buffers) on errors of a lost connection.
    serializers: { err: withoutClient },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { request_id: requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
