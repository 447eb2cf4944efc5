import * as grpc from '@grpc/grpc-js';
import { type HealthCheckResponse_ServingStatus, HealthService } from '@ritual/proto/grpc/health/v1/health';
import { currentRequestId, REQUEST_ID_HEADER } from '../context.js';
import { channelOptions } from './server.js';
import type { AsyncClient, ServiceDefinition } from './types.js';

const DEFAULT_DEADLINE_MS = 30_000;

/** A promise-based client for one service; forwards the current request id in metadata. */
export function createClient<D extends ServiceDefinition>(
  definition: D,
  address: string,
): AsyncClient<D> & { close(): void } {
  const client = new grpc.Client(address, grpc.credentials.createInsecure(), channelOptions);
  const methods: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(definition)) {
    methods[key] = (request: unknown, options?: { deadlineMs?: number }) =>
      new Promise((resolve, reject) => {
        const metadata = new grpc.Metadata();
        const requestId = currentRequestId();
        if (requestId) metadata.set(REQUEST_ID_HEADER, requestId);
        const deadline = Date.now() + (options?.deadlineMs ?? DEFAULT_DEADLINE_MS);
        client.makeUnaryRequest(
          def.path,
          def.requestSerialize,
          def.responseDeserialize,
          request,
          metadata,
          { deadline },
          (err, response) => (err ? reject(err) : resolve(response)),
        );
      });
  }
  return { ...(methods as AsyncClient<D>), close: () => client.close() };
}

/** Asks a server's grpc.health.v1 for a service status ("" = the whole server). */
export function createHealthClient(address: string) {
  const health = createClient(HealthService, address);
  return {
    async check(service = '', deadlineMs = 1500): Promise<HealthCheckResponse_ServingStatus> {
      const response = await health.check({ service }, { deadlineMs });
      return response.status;
    },
    close: health.close,
  };
}

export function isServiceError(err: unknown): err is grpc.ServiceError {
  return typeof err === 'object' && err !== null && 'code' in err && 'details' in err;
}
