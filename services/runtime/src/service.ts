import { type GrpcServerHandle, type RpcObserver, type ServiceRegistration, startGrpcServer } from './grpc/server.js';
import type { Logger } from './logger.js';
import { defaultMetricsPort, type MetricsServer, observeGrpcCall, startMetricsServer } from './metrics.js';
import { handleShutdown } from './shutdown.js';

export interface StopStep {
  name: string;
  run: () => Promise<unknown> | unknown;
}

export interface RunningService {
  port: number;
  grpc: GrpcServerHandle;
  /** The Prometheus endpoint, `GET http://host:<metrics.port>/metrics`. */
  metrics: MetricsServer;
  /** Drains gRPC (health NOT_SERVING first), then runs the stop steps in order. */
  stop(): Promise<void>;
}

/**
 * Starts a service's gRPC server with the health service and wires graceful shutdown.
 * `stopSteps` close what the service opened (consumers, relay, bus, pool) after in-flight calls finish.
 * `/metrics` listens on `metricsPort` (METRICS_PORT), by default the gRPC port + 1000.
 */
/** The part of a service's configuration (baseServiceEnv) that decides where and how it serves. */
export interface ServingEnv {
  GRPC_HOST: string;
  GRPC_PORT: number;
  SHUTDOWN_TIMEOUT_MS: number;
  METRICS_PORT?: number;
}

export async function startService(options: {
  logger: Logger;
  env: ServingEnv;
  services: ServiceRegistration[];
  stopSteps: StopStep[];
  handleSignals?: boolean;
  /** Called after each RPC besides the metrics. */
  observe?: RpcObserver;
}): Promise<RunningService> {
  const {
    GRPC_HOST: host,
    GRPC_PORT: port,
    SHUTDOWN_TIMEOUT_MS: shutdownTimeoutMs,
    METRICS_PORT: metricsPort,
  } = options.env;
  const extraObserver = options.observe;
  const grpc = await startGrpcServer({
    host,
    port,
    logger: options.logger,
    services: options.services,
    observe: (method, code, seconds) => {
      observeGrpcCall(method, code, seconds);
      extraObserver?.(method, code, seconds);
    },
  });
  let metrics: MetricsServer;
  try {
    metrics = await startMetricsServer({
      host,
      port: metricsPort ?? defaultMetricsPort(port),
      logger: options.logger,
      fallbackToRandom: metricsPort === undefined,
    });
  } catch (err) {
    await grpc.drain(0);
    throw err;
  }
  const drainMs = Math.max(1000, shutdownTimeoutMs - 2000);
  const steps: StopStep[] = [
    { name: 'grpc', run: () => grpc.drain(drainMs) },
    ...options.stopSteps,
    // Last, so the drain itself can still be scraped.
    { name: 'metrics', run: () => metrics.close() },
  ];
  let stopped: Promise<void> | undefined;
  const runSteps = async () => {
    for (const step of steps) {
      try {
        await step.run();
      } catch (err) {
        options.logger.error({ err, step: step.name }, 'stop step failed');
      }
    }
  };
  const stop = () => {
    stopped ??= runSteps();
    return stopped;
  };
  if (options.handleSignals !== false) {
    handleShutdown(options.logger, [{ name: 'service', run: stop }], shutdownTimeoutMs);
    process.on('unhandledRejection', (err) => options.logger.error({ err }, 'unhandled rejection'));
  }
  return { port: grpc.port, grpc, metrics, stop };
}
