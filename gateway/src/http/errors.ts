import { status as grpcStatus } from '@grpc/grpc-js';
import { isServiceError, type Logger, UNAVAILABLE_DETAIL } from '@ritual/runtime';
import type { ErrorRequestHandler, RequestHandler } from 'express';

/** An HTTP answer with a pt-BR `detail`; thrown by routes, rendered by `errorHandler`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const HTTP_STATUS_BY_GRPC: Partial<Record<grpcStatus, number>> = {
  [grpcStatus.INVALID_ARGUMENT]: 400,
  [grpcStatus.FAILED_PRECONDITION]: 400,
  [grpcStatus.OUT_OF_RANGE]: 413,
  [grpcStatus.UNAUTHENTICATED]: 401,
  [grpcStatus.PERMISSION_DENIED]: 403,
  [grpcStatus.NOT_FOUND]: 404,
  [grpcStatus.ALREADY_EXISTS]: 409,
  [grpcStatus.RESOURCE_EXHAUSTED]: 429,
};

const INTERNAL_DETAIL = 'Erro interno do servidor';
// grpc-js reports a stream the connection reset under it (grpc/grpc-node#2569, seen under load on receipt uploads) as
// INTERNAL; the service never answered, so the request can be sent again as it was (uploads are deduplicated).
const STREAM_RESET = /^Received RST_STREAM with code \d+/;

export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (isServiceError(err)) {
    const mapped = HTTP_STATUS_BY_GRPC[err.code];
    if (mapped) return new HttpError(mapped, err.details);
    if (
      err.code === grpcStatus.UNAVAILABLE ||
      err.code === grpcStatus.DEADLINE_EXCEEDED ||
      (err.code === grpcStatus.INTERNAL && STREAM_RESET.test(err.details))
    ) {
      return new HttpError(503, UNAVAILABLE_DETAIL);
    }
  }
  const status =
    (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
  if (status === 413) return new HttpError(413, 'Arquivo ou corpo da requisição muito grande');
  if (status === 400 && (err as { type?: string }).type === 'entity.parse.failed') {
    return new HttpError(400, 'JSON inválido no corpo da requisição');
  }
  // Other refusals of the body parsers and the router (a charset they cannot read, a path they cannot decode,
  // an aborted upload) are the request's fault: never a 500.
  if (status === 415) return new HttpError(415, 'Tipo de conteúdo ou codificação não suportados');
  if (status && status >= 400 && status < 500) return new HttpError(status, 'Requisição inválida');
  return new HttpError(500, INTERNAL_DETAIL);
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const httpError = toHttpError(err);
    if (httpError.status >= 500) logger.error({ err }, 'request failed');
    res.status(httpError.status).json({ detail: httpError.detail });
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Rota não encontrada' });
};
