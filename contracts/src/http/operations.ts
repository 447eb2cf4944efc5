import { z } from 'zod';
import { apiArea } from './operation.js';

export const SERVING_STATUSES = ['SERVING', 'NOT_SERVING'] as const;

const health = {
  status: z.enum(['ok', 'unavailable']),
  services: z
    .record(z.string(), z.enum(SERVING_STATUSES))
    .meta({ description: 'Service name → grpc.health.v1 status' }),
  down: z.array(z.string().meta({ description: 'A service that is not serving' })),
};

export const Health = z.strictObject(health).meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;

/** 503: the same, with `detail` naming the services that are down. */
export const HealthDown = z
  .strictObject({ detail: z.string().meta({ description: 'e.g. "Serviços fora do ar: orders"' }), ...health })
  .meta({ id: 'HealthDown' });

export const healthApi = apiArea(
  { name: 'Operations', description: 'Health of the services and this documentation.' },
  {
    health: {
      method: 'get',
      path: '/health',
      summary: 'Whether every service is serving (the seven, messaging only when the gateway has MESSAGING_ADDR)',
      response: Health,
      otherResponses: { 503: { description: 'Some service is not serving; `detail` names them', schema: HealthDown } },
      local: true,
    },
  },
);

export const docsApi = apiArea(healthApi.tag, {
  openApiDocument: {
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
    local: true,
  },
  apiDocs: {
    method: 'get',
    path: '/docs',
    summary: 'This document as a readable page',
    response: z.string(),
    mediaType: 'text/html',
    local: true,
  },
});
