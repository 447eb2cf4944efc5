import type { ServerWritableStream } from '@grpc/grpc-js';
import { status as grpcStatus } from '@grpc/grpc-js';
import {
  type HealthCheckRequest,
  HealthCheckResponse,
  type HealthServer,
  HealthCheckResponse_ServingStatus as ServingStatus,
} from '@ritual/proto/grpc/health/v1/health';

export { ServingStatus };

/** grpc.health.v1 with Check, List and Watch; "" is the whole server's status. */
export class HealthRegistry {
  private readonly statuses = new Map<string, ServingStatus>();
  private readonly watchers = new Map<string, Set<ServerWritableStream<HealthCheckRequest, HealthCheckResponse>>>();

  constructor(serviceNames: string[]) {
    for (const name of ['', ...serviceNames]) this.statuses.set(name, ServingStatus.NOT_SERVING);
  }

  setAll(status: ServingStatus): void {
    for (const name of this.statuses.keys()) this.set(name, status);
  }

  set(service: string, status: ServingStatus): void {
    this.statuses.set(service, status);
    for (const call of this.watchers.get(service) ?? []) call.write({ status });
  }

  get(service: string): ServingStatus | undefined {
    return this.statuses.get(service);
  }

  readonly implementation: HealthServer = {
    check: (call, callback) => {
      const status = this.statuses.get(call.request.service);
      if (status === undefined) {
        callback({ code: grpcStatus.NOT_FOUND, details: `unknown service ${call.request.service}` });
        return;
      }
      callback(null, HealthCheckResponse.fromPartial({ status }));
    },
    list: (_call, callback) => {
      const statuses: Record<string, HealthCheckResponse> = {};
      for (const [name, status] of this.statuses) statuses[name] = { status };
      callback(null, { statuses });
    },
    watch: (call) => {
      const service = call.request.service;
      call.write({ status: this.statuses.get(service) ?? ServingStatus.SERVICE_UNKNOWN });
      const set = this.watchers.get(service) ?? new Set();
      set.add(call);
      this.watchers.set(service, set);
      call.on('cancelled', () => set.delete(call));
    },
  };

  endWatches(): void {
    for (const set of this.watchers.values()) for (const call of set) call.end();
    this.watchers.clear();
  }
}
