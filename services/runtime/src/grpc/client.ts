import * as grpc from '@grpc/grpc-js';
import { type HealthCheckResponse_ServingStatus, HealthService } from '@ritual/proto/grpc/health/v1/health';
import { currentRequestId, REQUEST_ID_HEADER } from '../context.js';
import { channelOptions, MAX_MESSAGE_BYTES } from './server.js';
import type { AsyncClient, ServiceDefinition } from './types.js';

const DEFAULT_DEADLINE_MS = 30_000;

/**
 * A channel keeps its connections, so a replica added behind its name would never be found. Every this long (±10 %)
 * a client takes a fresh channel, which resolves the name again and reuses the connections it still finds there
 * (grpc-js shares them between channels of one target and options); the old channel is closed once every call it
 * started is past its deadline. Servers do not end connections by age to the same end (server.ts, IDLE_CONNECTION_MS).
 */
export const CHANNEL_RENEWAL_MS = 30_000;
const RETIRED_CHANNEL_CLOSE_MS = 2 * DEFAULT_DEADLINE_MS;

/** The channel a client calls over (grpc-js's Channel interface, not its ChannelImplementation class). */
export type ClientChannel = ReturnType<grpc.Client['getChannel']>;

/** Calls that may run twice without harm: reads, and a receipt (the same file for the same order gets its stored verdict). */
const READ_METHOD = /^(Get|List|Query|Count|Check|Verify)([A-Z]|$)/;
const IDEMPOTENT_WRITES = new Set(['/ritual.v1.Payments/SubmitReceipt']);

function methodName(path: string): { service: string; method: string } {
  const [, service = '', method = ''] = path.split('/');
  return { service, method };
}

export function isIdempotent(path: string): boolean {
  return READ_METHOD.test(methodName(path).method) || IDEMPOTENT_WRITES.has(path);
}

/**
 * Every call is spread over all the addresses the name resolves to (a Kubernetes headless Service or Compose's DNS
 * return one per replica); the default pick_first would pin them all to one. An idempotent call that meets
 * UNAVAILABLE (a replica dying or gone) is tried again on another.
 */
export function balancedChannelOptions(
  definitions: ServiceDefinition[],
  overrides: grpc.ChannelOptions = {},
): grpc.ChannelOptions {
  const idempotent = definitions
    .flatMap((definition) => Object.values(definition))
    .map((def) => def.path)
    .filter(isIdempotent)
    .map(methodName);
  const serviceConfig = {
    loadBalancingConfig: [{ round_robin: {} }],
    methodConfig:
      idempotent.length === 0
        ? []
        : [
            {
              name: idempotent,
              retryPolicy: {
                maxAttempts: 4,
                initialBackoff: '0.1s',
                maxBackoff: '1s',
                backoffMultiplier: 2,
                retryableStatusCodes: ['UNAVAILABLE'],
              },
            },
          ],
  };
  return {
    ...channelOptions,
    'grpc.service_config': JSON.stringify(serviceConfig),
    // The service config above is the only one: no DNS TXT lookups for another.
    'grpc.service_config_disable_resolution': 1,
    // A new replica is found on the next resolution after a connection ends (servers end them by age).
    'grpc.dns_min_time_between_resolutions_ms': 10_000,
    // A replica that was down (restarting, migrating) is tried again at least every 5 s, not after up to 2 minutes of
    // doubling backoff while its peers' health checks already show it serving.
    'grpc.max_reconnect_backoff_ms': 5_000,
    // A receipt can be as large as a message may be; it must stay buffered to be retried.
    'grpc.per_rpc_retry_buffer_size': MAX_MESSAGE_BYTES,
    'grpc.retry_buffer_size': 4 * MAX_MESSAGE_BYTES,
    ...overrides,
  };
}

/** One target's channel, taken anew every `renewalMs` (calls already started finish on the channel they started on). */
class RenewedChannel implements ClientChannel {
  private current: ClientChannel;
  private renewal: NodeJS.Timeout;
  private readonly retiring = new Map<ClientChannel, NodeJS.Timeout>();

  constructor(
    private readonly open: () => ClientChannel,
    private readonly renewalMs: number,
  ) {
    this.current = open();
    this.renewal = this.scheduleRenewal();
  }

  private scheduleRenewal(): NodeJS.Timeout {
    const jitter = (Math.random() * 0.2 - 0.1) * this.renewalMs;
    return setTimeout(() => {
      const retired = this.current;
      this.current = this.open();
      this.retiring.set(
        retired,
        setTimeout(() => {
          this.retiring.delete(retired);
          retired.close();
        }, RETIRED_CHANNEL_CLOSE_MS).unref(),
      );
      this.renewal = this.scheduleRenewal();
    }, this.renewalMs + jitter).unref();
  }

  createCall(...args: Parameters<ClientChannel['createCall']>) {
    return this.current.createCall(...args);
  }

  getTarget() {
    return this.current.getTarget();
  }

  getConnectivityState(tryToConnect: boolean) {
    return this.current.getConnectivityState(tryToConnect);
  }

  watchConnectivityState(...args: Parameters<ClientChannel['watchConnectivityState']>) {
    this.current.watchConnectivityState(...args);
  }

  getChannelzRef() {
    return this.current.getChannelzRef();
  }

  close() {
    clearTimeout(this.renewal);
    for (const [channel, closing] of this.retiring) {
      clearTimeout(closing);
      channel.close();
    }
    this.retiring.clear();
    this.current.close();
  }
}

/**
 * A promise-based client for one service; forwards the current request id in metadata. Calls fail fast while no
 * replica is reachable, unless a call asks to wait for one (`waitForReady`, within its deadline).
 *
 * Given an address, the client opens its own channel (`alsoCarries`: other services of the same server whose
 * clients will share it, for their retry policy) and closes it with `close`. Given another client's `channel`, it
 * calls over that one and leaves it open: one channel per server means one reconnection to wait for after a restart.
 */
export function createClient<D extends ServiceDefinition>(
  definition: D,
  target: string | ClientChannel,
  options: { channel?: grpc.ChannelOptions; alsoCarries?: ServiceDefinition[]; renewalMs?: number } = {},
): AsyncClient<D> & { channel: ClientChannel; close(): void } {
  const owned = typeof target === 'string';
  const channel = owned
    ? new RenewedChannel(() => {
        const settings = balancedChannelOptions([definition, ...(options.alsoCarries ?? [])], options.channel);
        return new grpc.Channel(target, grpc.credentials.createInsecure(), settings);
      }, options.renewalMs ?? CHANNEL_RENEWAL_MS)
    : target;
  const client = new grpc.Client(channel.getTarget(), grpc.credentials.createInsecure(), { channelOverride: channel });
  const methods: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(definition)) {
    methods[key] = (request: unknown, options?: { deadlineMs?: number; waitForReady?: boolean }) =>
      new Promise((resolve, reject) => {
        const metadata = new grpc.Metadata({ waitForReady: options?.waitForReady ?? false });
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
  return {
    ...(methods as AsyncClient<D>),
    channel,
    close: () => {
      if (owned) channel.close();
    },
  };
}

/**
 * Asks a server's grpc.health.v1 for a service status ("" = the whole server). Given another client's channel, the
 * answer is about that channel: SERVING only once the calls it carries can reach a replica (a restarted replica is
 * reconnected on each channel in its own time).
 */
export function createHealthClient(target: string | ClientChannel) {
  const health = createClient(HealthService, target);
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
