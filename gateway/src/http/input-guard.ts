import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { findUnsafeValue, isSafeText, unsafeValueDetail } from '@ritual/runtime';
import type { RequestHandler } from 'express';
import { HttpError } from './errors.js';

export const BAD_URL_ENCODING = 'Endereço da requisição com codificação inválida';
export const BAD_URL_TEXT =
  'Texto inválido no endereço da requisição: caracteres de controle ou codificação inválida não são aceitos';
export const BAD_HEADER = 'Cabeçalho da requisição com caracteres de controle';
export const BAD_BODY_ENCODING = 'Corpo da requisição não está em UTF-8 válido';
export const BAD_FILE_NAME = 'Nome de arquivo inválido: caracteres de controle ou codificação inválida não são aceitos';

/** C0 controls but tab, and DEL. Header values are latin1 on the wire, so bytes 0x80–0x9F are not controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const CONTROL_IN_HEADER = /[\u0000-\u0008\u000A-\u001F\u007F]/;

/** Percent-decodes strictly: a lone `%`, a bad hex pair or bytes that are not UTF-8 make it undefined. */
function strictlyDecoded(component: string): string | undefined {
  try {
    return decodeURIComponent(component);
  } catch {
    return undefined;
  }
}

function checkUrl(originalUrl: string): void {
  const queryStart = originalUrl.indexOf('?');
  const path = queryStart < 0 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart < 0 ? '' : originalUrl.slice(queryStart + 1);
  const parts = [path, ...query.split(/[&=]/).map((part) => part.replace(/\+/g, ' '))];
  for (const part of parts) {
    const decoded = strictlyDecoded(part);
    if (decoded === undefined) throw new HttpError(400, BAD_URL_ENCODING);
    if (!isSafeText(decoded, 'line')) throw new HttpError(400, BAD_URL_TEXT);
  }
}

function checkHeaders(req: IncomingMessage): void {
  const raw = req.rawHeaders;
  for (let index = 1; index < raw.length; index += 2) {
    if (CONTROL_IN_HEADER.test(raw[index]!)) throw new HttpError(400, BAD_HEADER);
  }
}

/**
 * The edge check in front of all routing: the path, every query name and value and every header. A malformed
 * percent-encoding, bytes that are not UTF-8 and control characters answer 400 with a pt-BR detail instead of
 * throwing in the router or reaching PostgreSQL. Bodies are checked by `checkBody` once a parser has read them.
 */
export const rejectUnsafeUrlAndHeaders: RequestHandler = (req, _res, next) => {
  checkUrl(req.originalUrl);
  checkHeaders(req);
  next();
};

/** The same check as `rejectUnsafeUrlAndHeaders`, as a yes/no for a path that answers before it. */
export function hasSafeUrlAndHeaders(req: IncomingMessage & { originalUrl?: string }): boolean {
  try {
    checkUrl(req.originalUrl ?? req.url ?? '');
    checkHeaders(req);
    return true;
  } catch {
    return false;
  }
}

/** For body parsers' `verify`: a UTF-8 body must be valid UTF-8 (the parsers would silently put U+FFFD). */
export function requireUtf8Body(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (/^utf-?8$/i.test(encoding) && !isUtf8(body)) throw new HttpError(400, BAD_BODY_ENCODING);
}

/** After a body parser: every field (a text area keeps tab and line breaks) and the uploaded file names. */
export const checkBody: RequestHandler = (req, _res, next) => {
  const unsafe = findUnsafeValue(req.body);
  if (unsafe) throw new HttpError(400, unsafeValueDetail(unsafe, 'no corpo da requisição'));
  const files = [req.file, ...(Array.isArray(req.files) ? req.files : Object.values(req.files ?? {}).flat())];
  for (const file of files) {
    if (file && !isSafeText(file.originalname, 'line')) throw new HttpError(400, BAD_FILE_NAME);
  }
  next();
};
