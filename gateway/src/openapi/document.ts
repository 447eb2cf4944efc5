import type { OpenAPIV3_1 } from 'openapi-types';
import { authApi } from './auth.js';
import { catalogApi } from './catalog.js';
import { dashboardApi } from './dashboard.js';
import { operationsApi } from './operations.js';
import { ordersApi } from './orders.js';
import { paymentsApi } from './payments.js';
import {
  type ApiArea,
  BEARER_AUTH,
  errorResponse,
  type Operation,
  ORDER_TOKEN_AUTH,
  object,
  string,
} from './shared.js';
import { siteConfigApi } from './site-config.js';
import { usersApi } from './users.js';

const AREAS: ApiArea[] = [
  catalogApi,
  ordersApi,
  paymentsApi,
  siteConfigApi,
  dashboardApi,
  authApi,
  usersApi,
  operationsApi,
];

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

function build(): OpenAPIV3_1.Document {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ritual storefront API',
      version: '1.0.0',
      description:
        'Every call of the storefront and the admin panel (spec §7). Field names are snake_case, money is a JSON ' +
        'number in R$ with two decimals, and every error is `{ "detail": "<pt-BR text>" }`. Admin calls need ' +
        '`Authorization: Bearer <access_token>` from POST /auth/login; the public calls on one order need the ' +
        '`X-Order-Token` returned when it was created.',
    },
    servers: [{ url: '/api' }],
    tags: AREAS.map((area) => area.tag),
    paths: Object.assign({}, ...AREAS.map((area) => area.paths)),
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
      schemas: Object.assign({ Error: object({ detail: string('What went wrong, in pt-BR') }) }, ...AREAS.map((area) => area.schemas)),
      responses: {
        Unavailable: errorResponse(
          'A backend service is unavailable',
          'Serviço temporariamente indisponível. Tente novamente em instantes.',
        ),
      },
    },
  };
}

/** The OpenAPI 3.1 document of the whole /api contract (paths relative to the `/api` server). */
export const openApiDocument: OpenAPIV3_1.Document = build();

export interface DocumentedOperation {
  method: HttpMethod;
  path: string;
  operation: Operation;
}

export function documentedOperations(document: OpenAPIV3_1.Document = openApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/** Operations that answer 401 without a valid admin Bearer token (every alternative requires it). */
export function isAdminOnly(operation: Operation): boolean {
  const security = operation.security ?? [];
  return security.length > 0 && security.every((requirement) => BEARER_AUTH in requirement);
}
