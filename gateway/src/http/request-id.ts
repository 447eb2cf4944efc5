import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, runWithRequestId } from '@ritual/runtime';
import type { RequestHandler } from 'express';

const VALID_REQUEST_ID = /^[\w.-]{8,128}$/;

/** The caller's request id when it is sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every request runs with an id (the caller's when it is sane) that gRPC metadata carries to the services. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req);
  res.setHeader(REQUEST_ID_HEADER, id);
  runWithRequestId(id, next);
};
