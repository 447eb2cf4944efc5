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
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
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

/** Joins the areas' records, refusing a key that two areas both define (one would silently hide the other). */
function merged<T>(records: Array<Record<string, T>>, what: string): Record<string, T> {
  const result: Record<string, T> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (key in result) throw new Error(`OpenAPI: ${what} ${key} is defined by two route areas`);
      result[key] = value;
    }
  }
  return result;
}

function build(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ritual storefront API',
      version: '1.0.0',
      description:
        'Every call of the storefront and the admin panel (spec §7). Field names are snake_case, money is a JSON ' +
        'number in R$ with two decimals, and every error is `{ "detail": "<pt-BR text>" }`. Admin calls need ' +
        '`Authorization: Bearer <access_token>` from POST /auth/login; the public calls on one order need the ' +
        '`X-Order-Token` returned when it was created. A body above its limit (1 MB of JSON or form fields, or ' +
        'the file size a route names) answers 413.',
    },
    servers: [{ url: '/api' }],
    tags: AREAS.map((area) => area.tag),
    paths: merged(
      AREAS.map((area) => area.paths),
      'path',
    ),
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
      schemas: merged(
        [{ Error: object({ detail: string('What went wrong, in pt-BR') }) }, ...AREAS.map((area) => area.schemas)],
        'schema',
      ),
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
export const openApiDocument: OpenApiDocument = build();

export interface DocumentedOperation {
  method: HttpMethod;
  path: string;
  operation: Operation;
}

export function documentedOperations(document: OpenApiDocument = openApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/** Operations that answer 401 without a valid admin Bearer token (every alternative requires it). */
export function isAdminOnly(operation: Operation): boolean {
  const security = operation.security ?? [];
  return security.length > 0 && security.every((requirement) => BEARER_AUTH in requirement);
}
