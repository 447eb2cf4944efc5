import * as grpc from '@grpc/grpc-js';
import { HealthService } from '@ritual/proto/grpc/health/v1/health';
import { REQUEST_ID_HEADER, runWithRequestId } from '../context.js';
import { DomainError, invalidArgument } from '../errors.js';
import type { Logger } from '../logger.js';
import { findUnsafeValue, unsafeValueDetail } from '../text-guard.js';
import { isUnavailable, UNAVAILABLE_DETAIL } from '../unavailable.js';
import { HealthRegistry, ServingStatus } from './health.js';
import type { AsyncService, CallInfo, ServiceDefinition } from './types.js';

// Above the largest file a call carries: the ritual video of Envio de Vídeo (16 MB, WhatsApp's own limit).
export const MAX_MESSAGE_BYTES = 24 * 1024 * 1024;

const MESSAGE_LIMITS: grpc.ChannelOptions = {
  'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
  'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
};

export const channelOptions: grpc.ChannelOptions = {
  ...MESSAGE_LIMITS,
  // A peer cut off the network sends no FIN: without pings its connection looks open for the kernel's 15 minutes of
  // retransmissions, and every call on it waits for its deadline. A ping unanswered for 5 s ends it; the name is
  // resolved again and a live replica (or the same one, back) takes the calls.
  'grpc.keepalive_time_ms': 10_000,
  'grpc.keepalive_timeout_ms': 5_000,
  'grpc.keepalive_permit_without_calls': 1,
};

/**
 * Servers neither ping their clients nor end connections by age: grpc-js pings a connection it is closing gracefully,
 * the ping is refused, and the calls still running on it are cut (grpc/grpc-node#3068; a client saw "RST_STREAM with
 * code 0" on receipts uploaded while an aged connection drained). Clients find new replicas by renewing their channel
 * (client.ts, CHANNEL_RENEWAL_MS); a connection left with no call for this long (a client gone without a word among
 * them) is closed, which cuts nothing.
 */
export const IDLE_CONNECTION_MS = 300_000;

export interface ServiceRegistration<D extends ServiceDefinition = ServiceDefinition> {
  /** Fully qualified name reported by the health service, e.g. "ritual.v1.Catalog". */
  name: string;
  definition: D;
  implementation: AsyncService<D>;
}

export function registration<D extends ServiceDefinition>(
  name: string,
  definition: D,
  implementation: AsyncService<D>,
): ServiceRegistration {
  return { name, definition, implementation } as unknown as ServiceRegistration;
}

export type RpcObserver = (method: string, code: grpc.status, seconds: number) => void;

function metadataRecord(metadata: grpc.Metadata): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata.getMap())) record[key] = String(value);
  return record;
}

function toUnaryHandler(
  method: string,
  handler: (request: unknown, call: CallInfo) => Promise<unknown>,
  logger: Logger,
  observe: RpcObserver | undefined,
): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    const metadata = metadataRecord(call.metadata);
    runWithRequestId(metadata[REQUEST_ID_HEADER], () => {
      const started = process.hrtime.bigint();
      const finish = (code: grpc.status) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        observe?.(method, code, seconds);
        logger.debug({ method, code, ms: Math.round(seconds * 1000) }, 'rpc');
      };
      // Promise.resolve().then also turns a synchronous throw inside the handler into a rejection.
      Promise.resolve()
        .then(() => {
          // Callers other than the gateway (and the gateway's own bugs) meet the same edge check it applies.
          const unsafe = findUnsafeValue(call.request);
          if (unsafe) throw invalidArgument(unsafeValueDetail(unsafe, 'na requisição'));
          return handler(call.request, { metadata });
        })
        .then(
          (response) => {
            finish(grpc.status.OK);
            callback(null, response);
          },
          (err: unknown) => {
            if (err instanceof DomainError) {
              finish(err.code);
              callback({ code: err.code, details: err.message });
              return;
            }
            if (isUnavailable(err)) {
              finish(grpc.status.UNAVAILABLE);
              logger.warn({ err, method }, 'rpc failed: a dependency is unavailable');
              callback({ code: grpc.status.UNAVAILABLE, details: UNAVAILABLE_DETAIL });
              return;
            }
            finish(grpc.status.INTERNAL);
            logger.error({ err, method }, 'rpc failed');
            callback({ code: grpc.status.INTERNAL, details: 'Erro interno do servidor' });
          },
        );
    });
  };
}

export interface GrpcServerHandle {
  port: number;
  health: HealthRegistry;
  /** Reports NOT_SERVING, lets in-flight calls finish (until the deadline), then closes. */
  drain(timeoutMs: number): Promise<void>;
}

export async function startGrpcServer(options: {
  host: string;
  port: number;
  logger: Logger;
  services: ServiceRegistration[];
  observe?: RpcObserver;
}): Promise<GrpcServerHandle> {
  const server = new grpc.Server({ ...MESSAGE_LIMITS, 'grpc.max_connection_idle_ms': IDLE_CONNECTION_MS });
  const health = new HealthRegistry(options.services.map((s) => s.name));
  server.addService(HealthService, health.implementation as unknown as grpc.UntypedServiceImplementation);
  for (const service of options.services) {
    const handlers: grpc.UntypedServiceImplementation = {};
    for (const [key, def] of Object.entries(service.definition)) {
      const impl = service.implementation[key];
      if (!impl) throw new Error(`${service.name}: no handler for ${key}`);
      handlers[key] = toUnaryHandler(def.path, impl as never, options.logger, options.observe);
    }
    server.addService(service.definition, handlers);
  }
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${options.host}:${options.port}`, grpc.ServerCredentials.createInsecure(), (err, bound) =>
      err ? reject(err) : resolve(bound),
    ),
  );
  health.setAll(ServingStatus.SERVING);
  options.logger.info({ port }, 'grpc server listening');

  return {
    port,
    health,
    drain: (timeoutMs) =>
      new Promise<void>((resolve) => {
        health.setAll(ServingStatus.NOT_SERVING);
        health.endWatches();
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, timeoutMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
