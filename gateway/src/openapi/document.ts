import {
  type Access,
  type ApiArea,
  accountApi,
  auditLogApi,
  authApi,
  catalogApi,
  type Operation as DeclaredOperation,
  dashboardApi,
  dataSubjectsApi,
  docsApi,
  ErrorBody,
  HTTP_METHODS,
  healthApi,
  ordersApi,
  paymentsApi,
  pixPspApi,
  privacyApi,
  receiptReviewApi,
  siteConfigApi,
  usersApi,
  whatsappApi,
} from '@ritual/contracts/http';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { OpenApiDocument, Operation, SecurityRequirement } from './types.js';

/** Every area of /api, in the document's order; each is implemented by a routes/ module. */
export const API_AREAS: ApiArea[] = [
  catalogApi,
  ordersApi,
  paymentsApi,
  pixPspApi,
  receiptReviewApi,
  siteConfigApi,
  dashboardApi,
  authApi,
  usersApi,
  accountApi,
  privacyApi,
  dataSubjectsApi,
  auditLogApi,
  whatsappApi,
  healthApi,
  docsApi,
];

// Generated from the areas the routes implement (@ritual/contracts/http): the schemas that validate a request are
// the ones documented, so the document cannot drift from the code.

export const BEARER_AUTH = 'bearerAuth';
export const ORDER_TOKEN_AUTH = 'orderToken';

const SECURITY: Record<Access, SecurityRequirement[] | undefined> = {
  public: undefined,
  admin: [{ [BEARER_AUTH]: [] }],
  optionalAdmin: [{}, { [BEARER_AUTH]: [] }],
  orderOwner: [{ [ORDER_TOKEN_AUTH]: [] }],
  adminOrOrderOwner: [{ [BEARER_AUTH]: [] }, { [ORDER_TOKEN_AUTH]: [] }],
};

const STATUS_MEANING: Record<number, string> = {
  400: 'Invalid input',
  401: 'No Bearer token, or one that is tampered or expired, whose session ended or went idle, or of a deleted user',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  429: 'Too many requests',
};

const errorResponse = (description: string, detail: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody, example: { detail } } },
});

function requestBody(body: DeclaredOperation['body']): ZodOpenApiOperationObject['requestBody'] {
  if (!body) return undefined;
  if ('json' in body) return { required: true, content: { 'application/json': { schema: body.json } } };
  if ('form' in body) {
    const schema = body.form;
    return {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema },
        'multipart/form-data': { schema },
        'application/json': { schema },
      },
    };
  }
  const { file, multipart } = body;
  const fieldsRequired = (z.globalRegistry.get(multipart)?.override as { required?: string[] } | undefined)?.required;
  const shape = multipart instanceof z.ZodObject ? multipart.shape : {};
  const schema = z.object({
    [file.name]: z.string().meta({ contentMediaType: 'application/octet-stream', description: file.description }),
    ...shape,
  });
  const required = [...(file.missing ? [file.name] : []), ...(fieldsRequired ?? [])];
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: schema.meta({ override: { required: required.length ? required : undefined } }),
        encoding: { [file.name]: { contentType: file.types } },
      },
    },
  };
}

function operation(operationId: string, spec: DeclaredOperation, tag: string): ZodOpenApiOperationObject {
  const responses: ZodOpenApiOperationObject['responses'] = {
    [spec.status ?? 200]: {
      description: spec.summary,
      content: { [spec.mediaType ?? 'application/json']: { schema: spec.response } },
    },
  };
  for (const [status, detail] of Object.entries(spec.errors ?? {})) {
    responses[status as '400'] = errorResponse(STATUS_MEANING[Number(status)]!, detail);
  }
  for (const [status, { description, schema }] of Object.entries(spec.otherResponses ?? {})) {
    responses[status as '503'] = { description, content: { 'application/json': { schema } } };
  }
  if (!spec.local) responses['503'] = { $ref: '#/components/responses/Unavailable' };
  const security = SECURITY[spec.access ?? 'public'];
  return {
    tags: [tag],
    operationId,
    summary: spec.summary,
    ...(spec.description && { description: spec.description }),
    ...(security && { security }),
    requestParams: {
      ...(spec.params && { path: spec.params as never }),
      ...(spec.query && { query: spec.query as never }),
      ...(spec.headers && { header: spec.headers as never }),
    },
    requestBody: requestBody(spec.body),
    responses,
  };
}

function buildOpenApiDocument(areas: ApiArea[]): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const area of areas) {
    for (const [operationId, spec] of Object.entries(area.operations)) {
      const path = spec.path.replace(/:(\w+)/g, '{$1}') as `/${string}`;
      paths[path] ??= {};
      const item = paths[path];
      if (item[spec.method]) throw new Error(`OpenAPI: ${spec.method.toUpperCase()} ${path} is declared twice`);
      item[spec.method] = operation(operationId, spec, area.tag.name);
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ritual storefront API',
      version: '1.0.0',
      description:
        'Every call of the storefront and the admin panel (spec §7). Field names are snake_case, money is a JSON ' +
        'number in R$ with two decimals, and every error is `{ "detail": "<pt-BR text>" }`. Admin calls need ' +
        '`Authorization: Bearer <access_token>` from POST /auth/login; the public calls on one order need the ' +
        '`X-Order-Token` returned when it was created. A body above its limit (1 MB of JSON or form fields, or ' +
        'the file size a route names) answers 413. Each access token belongs to a server-side session: it answers ' +
        '401 once the session is ended (logout, "end this session", a password change for the other sessions, ' +
        'the user deleted; within 5 s on every replica) or idle past SESSION_IDLE_TIMEOUT. A user with two-step ' +
        'sign-in gets an MfaChallenge from POST /auth/login and the token from POST /auth/login/mfa. While the ' +
        'store requires two-step sign-in and the admin has none, every admin route but GET /auth/me, GET /account, ' +
        'POST /account/two-factor/setup|confirm and POST /auth/logout answers 403.',
    },
    servers: [{ url: '/api' }],
    // Areas may share a tag (health and docs are both Operations).
    tags: [...new Map(areas.map((area) => [area.tag.name, area.tag])).values()],
    paths,
    components: {
      securitySchemes: {
        [BEARER_AUTH]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'access_token from POST /auth/login',
        },
        [ORDER_TOKEN_AUTH]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Order-Token',
          description: 'order_token returned by POST /clientes for that order',
        },
      },
      schemas: { Error: ErrorBody },
      responses: {
        Unavailable: errorResponse(
          'A backend service is unavailable',
          'Serviço temporariamente indisponível. Tente novamente em instantes.',
        ),
      },
    },
  }) as unknown as OpenApiDocument;
}

/** The OpenAPI 3.1 document of the whole /api contract (paths relative to the `/api` server). */
export const openApiDocument: OpenApiDocument = buildOpenApiDocument(API_AREAS);

export interface DocumentedOperation {
  method: (typeof HTTP_METHODS)[number];
  path: string;
  operation: Operation;
}

export function documentedOperations(document: OpenApiDocument = openApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const found = item[method];
      return found ? [{ method, path, operation: found }] : [];
    }),
  );
}

/** Operations that answer 401 without a valid admin Bearer token (every alternative requires it). */
export function isAdminOnly(operation: Operation): boolean {
  const security = operation.security ?? [];
  return security.length > 0 && security.every((requirement) => BEARER_AUTH in requirement);
}
