/**
 * How an /api route is implemented. The route itself — method, path, access, schemas, pt-BR errors — is declared
 * in `@ritual/contracts/http` (see operation.ts there); a routes/<area>.ts module gives each operation of its
 * area a handler, which receives the parsed input and returns the response body:
 *
 *   export function paymentsRoutes(deps: RouteDeps): Router {
 *     return implement(paymentsApi, deps, {
 *       listReceipts: async ({ params }) => (await payments.listReceipts({ order_id: params.id })).receipts.map(receiptJson),
 *       uploadReceipt: { middleware: [limiter], handle: async ({ file, res }) => ... },   // gateway-only middleware
 *     });
 *   }
 *
 * Before the handler: any `before` handlers (rate limits that must count refusals too), the access check, the body
 * reader (JSON, form or multipart; a handler may give its own as `bodyReader`, e.g. a signed webhook that needs the
 * raw bytes), any middleware, then the schemas (a bad path param answers 404 with its message, a bad query or body
 * 400). After it, outside production, the body is checked against `response` (a mismatch is a 500), so tests catch
 * any drift.
 *
 * An 'orderOwner' operation that declares a 404 and no 403 hides its order from whoever lacks the token: a missing
 * or wrong X-Order-Token answers that same 404, as an unknown id does, so ids cannot be probed.
 */
import type { ApiArea, BodySpec, Operation } from '@ritual/contracts/http';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import type { ServiceClients } from '../clients/index.js';
import { type AdminAuth, requireOrderToken } from './auth.js';
import { formBody, jsonBody, singleFile } from './body.js';
import { HttpError } from './errors.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type BodySchema<B> = B extends { json: infer S }
  ? S
  : B extends { form: infer S }
    ? S
    : B extends { multipart: infer S }
      ? S
      : undefined;

export interface RouteInput<O extends Operation> {
  params: Parsed<O extends { params: infer P } ? P : undefined>;
  query: Parsed<O extends { query: infer Q } ? Q : undefined>;
  headers: Parsed<O extends { headers: infer H } ? H : undefined>;
  body: Parsed<BodySchema<O extends { body: infer B } ? B : undefined>>;
  /** The uploaded file of a multipart body (present when the operation says it is required). */
  file: Express.Multer.File | undefined;
  req: Request;
  res: Response;
}

type Answer<O extends Operation> = z.input<O['response']> | undefined;
/** Returns the response body; or writes the response itself through `res` and returns nothing. */
export type Handler<O extends Operation> = (input: RouteInput<O>) => Promise<Answer<O>> | Answer<O>;

/** A handler with what runs before it: its own middleware, and a body reader in place of the declared body's. */
export interface HandlerWith<O extends Operation> {
  /** Runs first, before the access check: a rate limit that must also count the requests it refuses. */
  before?: RequestHandler[];
  middleware?: RequestHandler[];
  bodyReader?: RequestHandler[];
  handle: Handler<O>;
}

export type Handlers<A extends ApiArea> = {
  [Id in keyof A['operations']]: Handler<A['operations'][Id]> | HandlerWith<A['operations'][Id]>;
};

export interface AreaDeps {
  clients?: Pick<ServiceClients, 'orders'>;
  auth?: AdminAuth;
  /** Check every response body against its schema (tests and development); a mismatch answers 500. */
  checkResponses?: boolean;
}

// Messages zod gives for checks a schema names no message for: pt-BR like every other detail.
const ptMessages = z.locales.pt().localeError;

function parsed(schema: z.ZodType | undefined, value: unknown, status: number): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value, { error: ptMessages });
  if (!result.success) throw new HttpError(status, result.error.issues[0]!.message);
  return result.data;
}

function accessCheck(operation: Operation, deps: AreaDeps): RequestHandler[] {
  const access = operation.access ?? 'public';
  if (access === 'public') return [];
  const auth = deps.auth;
  if (!auth) throw new Error(`${operation.path} is ${access}: its area needs deps.auth`);
  if (access === 'admin') return [auth.requireAdmin];
  if (access === 'optionalAdmin') return [auth.optionalAdmin];
  if (!deps.clients) throw new Error(`${operation.path} is ${access}: its area needs deps.clients`);
  const hidden = access === 'orderOwner' && !operation.errors?.[403] ? operation.errors?.[404] : undefined;
  const orderToken = requireOrderToken(deps.clients.orders, 'id', hidden);
  if (access === 'orderOwner') return [orderToken];
  // A Bearer token must be a valid admin's (else 401); without one, the order's own X-Order-Token (else 403).
  return [
    (req, res, next) =>
      /^Bearer\s/i.test(req.get('authorization') ?? '')
        ? auth.requireAdmin(req, res, next)
        : orderToken(req, res, next),
  ];
}

function bodyReaders(body: BodySpec | undefined): RequestHandler[] {
  if (!body) return [];
  if ('json' in body) return [jsonBody];
  if ('form' in body) return formBody;
  return [singleFile(body.file.name, body.file.maxBytes, body.file.tooLarge)];
}

const bodySchema = (body: BodySpec | undefined) =>
  !body ? undefined : 'json' in body ? body.json : 'form' in body ? body.form : body.multipart;

function route(operation: Operation, handler: Handler<Operation>, deps: AreaDeps) {
  const missingFile = operation.body && 'file' in operation.body ? operation.body.file.missing : undefined;
  return async (req: Request, res: Response) => {
    const input = {
      params: parsed(operation.params, req.params, 404),
      query: parsed(operation.query, req.query, 400),
      headers: parsed(operation.headers, req.headers, 400),
      body: parsed(bodySchema(operation.body), req.body ?? {}, 400),
      file: req.file,
      req,
      res,
    } as RouteInput<Operation>;
    if (missingFile && !req.file) throw new HttpError(400, missingFile);
    const body = await handler(input);
    if (body === undefined && res.headersSent) return;
    if (deps.checkResponses) {
      const checked = operation.response.safeParse(body);
      if (!checked.success) {
        throw new Error(
          `${operation.method.toUpperCase()} ${operation.path} answered a body its schema refuses:\n${z.prettifyError(checked.error)}`,
        );
      }
    }
    res.status(operation.status ?? 200).json(body);
  };
}

/** The router of one area: each declared operation, in declaration order, with its handler. */
export function implement<A extends ApiArea>(area: A, deps: AreaDeps, handlers: Handlers<A>): Router {
  const router = Router();
  for (const [id, operation] of Object.entries(area.operations)) {
    const given = handlers[id as keyof Handlers<A>] as Handler<Operation> | HandlerWith<Operation>;
    const {
      before = [],
      middleware = [],
      bodyReader = bodyReaders(operation.body),
      handle,
    } = typeof given === 'function' ? { handle: given } : given;
    router[operation.method](
      operation.path,
      ...before,
      ...accessCheck(operation, deps),
      ...bodyReader,
      ...middleware,
      route(operation, handle, deps),
    );
  }
  return router;
}
