/**
 * How an /api route is declared. Each area of the API (one file here, one `gateway/src/routes/<area>.ts`) lists
 * its operations by operationId; the gateway implements each one (TypeScript refuses an area with a missing
 * handler), validates requests and documents /api/openapi.json from these declarations, and the web app takes
 * its types from the same schemas. A new route is one entry here plus its handler in the gateway:
 *
 *   export const paymentsApi = apiArea({ name: 'Payments', description: '...' }, {
 *     listReceipts: {
 *       method: 'get',
 *       path: '/clientes/:id/receipts',       // Express form; order within an area is the matching order
 *       summary: 'Every receipt sent for an order',
 *       access: 'admin',                      // 'public' (default) | 'admin' | 'optionalAdmin' | 'orderOwner' | 'adminOrOrderOwner'
 *       params: z.object({ id: pathId(ORDER_NOT_FOUND) }),   // a bad path param answers 404 with its message
 *       query: z.object({ ... }),             // a bad query or body answers 400 with the first issue's message
 *       body: { json: Schema },               // or { form: Schema } or { multipart: Schema, file: { ... } }
 *       response: z.array(Receipt),           // the success body; `status: 201` when it is not 200
 *       errors: { 401: MISSING_TOKEN, 404: ORDER_NOT_FOUND },  // one real pt-BR detail per error status
 *     },
 *   });
 *
 * Give every field the message the spec gives; business rules stay in the owning service, which answers them.
 */
import type { z } from 'zod';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call: anyone, an admin (Bearer), anyone (an admin sees more), the order's owner (X-Order-Token), either. */
export type Access = 'public' | 'admin' | 'optionalAdmin' | 'orderOwner' | 'adminOrOrderOwner';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** One uploaded file of a multipart body, kept in memory by the gateway. */
export interface FileField {
  name: string;
  maxBytes: number;
  /** 413 detail above maxBytes. */
  tooLarge: string;
  /** 400 detail when the file is missing; omit when the file is optional. */
  missing?: string;
  /** Media types, for the document, e.g. 'image/jpeg, image/png'. */
  types: string;
  description: string;
}

export type BodySpec = { json: z.ZodType } | { form: z.ZodType } | { multipart: z.ZodType; file: FileField };

export interface Operation {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  access?: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (names in lowercase); a bad one answers 400. */
  headers?: z.ZodType;
  body?: BodySpec;
  /** The success body (JSON unless `mediaType` says otherwise). */
  response: z.ZodType;
  status?: 200 | 201 | 202;
  mediaType?: string;
  /** Error answers `{ detail }`, with one detail the route really gives per status (the document's example). */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Other answers the route writes, e.g. the health check's 503 with its own body. */
  otherResponses?: Record<number, { description: string; schema: z.ZodType }>;
  /** The route calls no service, so it never answers 503 Unavailable. */
  local?: boolean;
}

export interface ApiArea<Operations extends Record<string, Operation> = Record<string, Operation>> {
  tag: { name: string; description: string };
  operations: Operations;
}

/** An area's operations, keyed by operationId, under one documentation tag. */
export function apiArea<const Operations extends Record<string, Operation>>(
  tag: { name: string; description: string },
  operations: Operations,
): ApiArea<Operations> {
  return { tag, operations };
}

type BodySchema<B> = B extends { json: infer S }
  ? S
  : B extends { form: infer S }
    ? S
    : B extends { multipart: infer S }
      ? S
      : never;

/** What a client sends as the body of an operation, e.g. `RequestBody<typeof catalogApi.operations.createRitual>`. */
export type RequestBody<O extends Operation> = O['body'] extends BodySpec ? z.input<BodySchema<O['body']>> : never;
/** What an operation answers on success. */
export type ResponseBody<O extends Operation> = z.output<O['response']>;
