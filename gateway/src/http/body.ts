import express, { type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { HttpError } from './errors.js';
import { checkBody, requireUtf8Body } from './input-guard.js';

const MALFORMED_MULTIPART = 'Envio multipart inválido';

/** `parse`, then `checkBody` on what it read: one handler, so routes keep taking it as one. */
function checked(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (err) return next(err);
      try {
        checkBody(req, res, next);
      } catch (thrown) {
        next(thrown);
      }
    });
}

/** A JSON body, valid UTF-8, every text checked (input-guard). */
export const jsonBody = checked(express.json({ limit: '1mb', verify: requireUtf8Body }));

/** Multer reports a broken multipart body (no boundary, truncated part, extra file) as a plain error: a 400. */
function multipartErrorsAre400(upload: RequestHandler): RequestHandler {
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err || err instanceof HttpError) return next(err);
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FIELD_VALUE') {
        return next(new HttpError(413, 'Arquivo ou corpo da requisição muito grande'));
      }
      next(new HttpError(400, MALFORMED_MULTIPART));
    });
}

const fieldsOnly = multipartErrorsAre400(multer({ limits: { fieldSize: 1024 * 1024, fields: 50, files: 0 } }).none());

/** Spec "form" payloads: multipart/form-data or application/x-www-form-urlencoded (JSON also accepted). */
export const formBody: RequestHandler[] = [
  express.urlencoded({ extended: false, limit: '1mb', verify: requireUtf8Body }),
  express.json({ limit: '1mb', verify: requireUtf8Body }),
  fieldsOnly,
  checkBody,
];

/**
 * One uploaded file kept in memory (it goes straight to a service over gRPC) in `req.file`.
 * Above `maxBytes` → 413 with `tooLargeDetail`; any other field is kept in `req.body`.
 */
export function singleFile(field: string, maxBytes: number, tooLargeDetail: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1 },
    // Browsers send accented file names as UTF-8; multer's default latin1 would garble them.
    defParamCharset: 'utf8',
  }).single(field);
  const read: RequestHandler = (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, tooLargeDetail));
        return next(new HttpError(400, `Envio inválido: campo de arquivo esperado "${field}"`));
      }
      next(new HttpError(400, MALFORMED_MULTIPART));
    });
  return checked(read);
}

/** Meta's webhook payloads are at most 3 MB. */
const SIGNED_BODY_LIMIT = '3mb';

/** The exact bytes of a signed body (set by `signedJsonBody`): what its signature was computed over. */
export const rawBodyOf = (res: Response): Buffer => (res.locals.rawBody as Buffer | undefined) ?? Buffer.alloc(0);

/**
 * A JSON body whose sender signed its bytes (a webhook): kept as received for the check (`rawBodyOf`), whatever
 * its content type, and parsed into `req.body` when it is a JSON object (else `{}`). Nothing else is judged here:
 * the signature is checked first, by the service that knows the secret.
 */
export const signedJsonBody: RequestHandler[] = [
  express.raw({ type: () => true, limit: SIGNED_BODY_LIMIT }),
  (req, res, next) => {
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.locals.rawBody = raw;
    req.body = jsonObjectOf(raw);
    next();
  },
];

function jsonObjectOf(raw: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
