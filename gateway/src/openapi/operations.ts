import { type ApiArea, arrayOf, enumOf, object, ok, ref, type Schema, string } from './shared.js';

const servingStatuses: Schema = {
  type: 'object',
  additionalProperties: enumOf(['SERVING', 'NOT_SERVING']),
  description: 'Service name → grpc.health.v1 status',
};

/** The gateway's own routes: health of the services and this documentation. */
export const operationsApi: ApiArea = {
  tag: { name: 'Operations', description: 'Health of the services and this documentation.' },
  schemas: {
    Health: object({
      status: enumOf(['ok', 'unavailable']),
      services: servingStatuses,
      down: arrayOf(string('A service that is not serving')),
    }),
  },
  paths: {
    '/health': {
      get: {
        tags: ['Operations'],
        operationId: 'health',
        summary: 'Whether all six services are serving',
        responses: {
          ...ok('All serving', ref('Health')),
          '503': {
            description: 'Some service is not serving; `detail` names them',
            content: {
              'application/json': {
                schema: { allOf: [ref('Health'), ref('Error')] },
                example: {
                  detail: 'Serviços fora do ar: orders',
                  status: 'unavailable',
                  services: { orders: 'NOT_SERVING' },
                  down: ['orders'],
                },
              },
            },
          },
        },
      },
    },
    '/openapi.json': {
      get: {
        tags: ['Operations'],
        operationId: 'openApiDocument',
        summary: 'This OpenAPI 3.1 document',
        responses: ok('The document', { type: 'object' }),
      },
    },
    '/docs': {
      get: {
        tags: ['Operations'],
        operationId: 'apiDocs',
        summary: 'This document as a readable page',
        responses: { '200': { description: 'HTML page', content: { 'text/html': { schema: string() } } } },
      },
    },
  },
};
