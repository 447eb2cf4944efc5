import { healthApi } from '@ritual/contracts/http';
import { type ClientChannel, createHealthClient, ServingStatus } from '@ritual/runtime';
import type { Router } from 'express';
import { implement } from '../http/route.js';

type HealthClient = ReturnType<typeof createHealthClient>;

/**
 * GET /api/health: each service's grpc.health.v1 status, asked over the given address or channel (the gateway passes
 * its own calls' channels); 503 naming any that is not serving.
 */
export function healthRoutes(targets: Record<string, string | ClientChannel>): { router: Router; close(): void } {
  const clients: Array<[string, HealthClient]> = Object.entries(targets).map(([name, target]) => [
    name,
    createHealthClient(target),
  ]);
  const router = implement(
    healthApi,
    {},
    {
      health: async ({ res }) => {
        const statuses = await Promise.all(
          clients.map(async ([name, client]) => {
            const status = await client.check('', 1500).catch(() => ServingStatus.UNKNOWN);
            return [name, status === ServingStatus.SERVING ? 'SERVING' : 'NOT_SERVING'] as const;
          }),
        );
        const down = statuses.filter(([, status]) => status !== 'SERVING').map(([name]) => name);
        const services = Object.fromEntries(statuses);
        if (down.length) {
          res
            .status(503)
            .json({ detail: `Serviços fora do ar: ${down.join(', ')}`, status: 'unavailable', services, down });
          return undefined;
        }
        return { status: 'ok' as const, services, down };
      },
    },
  );
  return {
    router,
    close: () => {
      for (const [, client] of clients) client.close();
    },
  };
}
