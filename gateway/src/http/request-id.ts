import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, runWithRequestId } from '@ritual/runtime';
import type { RequestHandler } from 'express';

const VALID_REQUEST_ID = /^[\w.-]{8,128}$/;

/** Every request runs with an id (the caller's when it is sane) that gRPC metadata carries to the services. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get(REQUEST_ID_HEADER);
  const id = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  runWithRequestId(id, next);
};
