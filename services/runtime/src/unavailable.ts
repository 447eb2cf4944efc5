import { status } from '@grpc/grpc-js';

/** What a caller is told when a dependency (database, bucket, another service) is down for a moment. */
export const UNAVAILABLE_DETAIL = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

// PostgreSQL classes 08 (connection exception) and 57P (operator intervention: shutdown, crash, starting up),
// 53300 (too many connections): the server, not the statement, is the problem.
const POSTGRES_UNAVAILABLE = /^(08...|57P0[1-3]|53300)$/;
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or unreachable server with these messages and no code.
const POSTGRES_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];
// S3 servers that are overloaded or starting answer these.
const S3_UNAVAILABLE = new Set(['ServiceUnavailable', 'SlowDown', 'RequestTimeout', 'InternalError']);
const GRPC_UNAVAILABLE = new Set<number>([status.UNAVAILABLE, status.DEADLINE_EXCEEDED]);

function unavailableHere(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.test(code) || SOCKET_UNAVAILABLE.has(code))) return true;
  if (typeof code === 'string' && S3_UNAVAILABLE.has(code)) return true;
  // A gRPC ServiceError from a downstream service: numeric code with `details` and `metadata`.
  if (typeof code === 'number' && 'metadata' in err && GRPC_UNAVAILABLE.has(code)) return true;
  return typeof message === 'string' && POSTGRES_CLIENT_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * Whether `err` (or what caused it: drizzle and the S3 client wrap the driver's error) says a dependency could not be
 * reached, rather than that the request or the code is wrong. Such a failure is worth retrying as it was sent.
 */
export function isUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = err; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    if (unavailableHere(current)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
