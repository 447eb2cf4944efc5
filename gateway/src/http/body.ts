import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from './errors.js';

export const jsonBody = express.json({ limit: '1mb' });

const fieldsOnly = multer({ limits: { fieldSize: 1024 * 1024, fields: 50, files: 0 } }).none();

/** Spec "form" payloads: multipart/form-data or application/x-www-form-urlencoded (JSON also accepted). */
export const formBody: RequestHandler[] = [express.urlencoded({ extended: false, limit: '1mb' }), jsonBody, fieldsOnly];

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
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, tooLargeDetail));
        return next(new HttpError(400, `Envio inválido: campo de arquivo esperado "${field}"`));
      }
      next(err);
    });
}
