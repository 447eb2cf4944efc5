// The document is written as plain OpenAPI 3.1 objects rather than generated from zod: the gateway validates
// nothing itself (the services own every rule), so zod schemas here would exist only to be converted back into
// the JSON Schema 2020-12 that OpenAPI 3.1 embeds as it is. The types below are the subset this document uses;
// the test validates the result against the OpenAPI 3.1 schema.

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** JSON Schema 2020-12, as far as this document needs it; `$ref` points into components.schemas. */
export interface Schema {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  items?: Schema;
  enum?: string[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  examples?: unknown[];
  contentMediaType?: string;
  contentEncoding?: string;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type SecurityRequirement = Record<string, string[]>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  schema: Schema;
}

export interface MediaType {
  schema: Schema;
  example?: unknown;
  encoding?: Record<string, { contentType: string }>;
}

export interface RequestBody {
  required: boolean;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

export type Responses = Record<string, Response | { $ref: string }>;

export interface Operation {
  tags: string[];
  operationId: string;
  summary: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Responses;
}

export type Paths = Record<string, Partial<Record<HttpMethod, Operation>>>;

export interface Tag {
  name: string;
  description: string;
}

export interface SecurityScheme {
  type: 'http' | 'apiKey';
  description: string;
  scheme?: 'bearer';
  bearerFormat?: string;
  in?: 'header';
  name?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Tag[];
  paths: Paths;
  components: {
    securitySchemes: Record<string, SecurityScheme>;
    schemas: Record<string, Schema>;
    responses: Record<string, Response>;
  };
}

export const BEARER_AUTH = 'bearerAuth';
export const ORDER_TOKEN_AUTH = 'orderToken';

/** Admin-only: a valid Bearer token or 401. */
export const ADMIN: SecurityRequirement[] = [{ [BEARER_AUTH]: [] }];
/** Public, but an admin's Bearer token changes the answer. */
export const OPTIONAL_ADMIN: SecurityRequirement[] = [{}, { [BEARER_AUTH]: [] }];
/** The order's own X-Order-Token or 403. */
export const ORDER_OWNER: SecurityRequirement[] = [{ [ORDER_TOKEN_AUTH]: [] }];

export const NO_TOKEN = 'Não autenticado';
export const BAD_TOKEN = 'Token inválido ou expirado';
export const INVALID_ORDER_TOKEN = 'Token do pedido inválido';
export const INVALID_JSON = 'JSON inválido no corpo da requisição';

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export const string = (description?: string, extra: Partial<Schema> = {}): Schema => ({
  type: 'string',
  ...(description && { description }),
  ...extra,
});
export const integer = (description?: string, extra: Partial<Schema> = {}): Schema => ({
  type: 'integer',
  ...(description && { description }),
  ...extra,
});
export const money = (description: string): Schema => ({ type: 'number', description, examples: [49.9] });
export const dateTime = (description = 'ISO-8601 UTC'): Schema => ({
  type: 'string',
  format: 'date-time',
  description,
});
export const enumOf = (values: readonly string[], description?: string): Schema => ({
  type: 'string',
  enum: [...values],
  ...(description && { description }),
});
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

/** An object whose listed properties are all present in every answer. */
export function object(properties: Record<string, Schema>, description?: string): Schema {
  return { type: 'object', required: Object.keys(properties), properties, ...(description && { description }) };
}

/** An object the client sends: only `required` must be there. */
export function input(properties: Record<string, Schema>, required: string[] = []): Schema {
  return { type: 'object', properties, ...(required.length && { required }) };
}

export function pathParam(
  name: string,
  description: string,
  schema: Schema = integer(undefined, { minimum: 1 }),
): Parameter {
  return { name, in: 'path', required: true, description, schema };
}

export const idParam = (description: string) => pathParam('id', description);

export function queryParam(name: string, description: string, schema: Schema): Parameter {
  return { name, in: 'query', required: false, description, schema };
}

export function jsonBody(schema: Schema): RequestBody {
  return { required: true, content: { 'application/json': { schema } } };
}

/** Spec §7 "form": urlencoded or multipart fields; the gateway takes JSON too. */
export function formBody(schema: Schema): RequestBody {
  return {
    required: true,
    content: {
      'application/x-www-form-urlencoded': { schema },
      'multipart/form-data': { schema },
      'application/json': { schema },
    },
  };
}

/** A multipart upload with one file field (kept in memory, then sent to the owning service). */
export function uploadBody(options: {
  file: string;
  fileTypes: string;
  fileDescription: string;
  fileRequired: boolean;
  fields?: Record<string, Schema>;
  requiredFields?: string[];
}): RequestBody {
  const required = [...(options.fileRequired ? [options.file] : []), ...(options.requiredFields ?? [])];
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            [options.file]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: options.fileDescription,
            },
            ...options.fields,
          },
          ...(required.length && { required }),
        },
        encoding: { [options.file]: { contentType: options.fileTypes } },
      },
    },
  };
}

export function ok(description: string, schema?: Schema, status = '200'): Responses {
  return { [status]: { description, ...(schema && { content: { 'application/json': { schema } } }) } };
}

const STATUS_MEANING: Record<number, string> = {
  400: 'Invalid input',
  401: 'No Bearer token, or one that is tampered, expired or of a deleted user',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  429: 'Too many requests',
  503: 'A backend service is unavailable',
};

/**
 * Error answers, each `{ detail }` in pt-BR; the value is one detail the route really gives (the example).
 * Every call that reaches a service may also answer 503.
 */
export function fails(details: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429, string>>): Responses {
  const responses: Responses = {};
  for (const [status, detail] of Object.entries(details)) {
    responses[status] = errorResponse(STATUS_MEANING[Number(status)]!, detail);
  }
  responses['503'] = { $ref: '#/components/responses/Unavailable' };
  return responses;
}

export function errorResponse(description: string, detail: string): Response {
  return { description, content: { 'application/json': { schema: ref('Error'), example: { detail } } } };
}

/** One route area (mirrors gateway/src/routes/<area>.ts): its tag, the schemas it names and its paths. */
export interface ApiArea {
  tag: Tag;
  schemas: Record<string, Schema>;
  paths: Paths;
}
