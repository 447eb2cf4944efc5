import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { status as grpcStatus } from '@grpc/grpc-js';
import client from 'prom-client';
import type { ConsumerLag } from './bus/types.js';
import type { Logger } from './logger.js';

/**
 * One registry per copy of this module: each service's bundle (dist/server.js) has its own, so services the
 * embedded runner hosts in one process keep their own /metrics as in their containers; in tests several
 * in-process services share one without clashing because their label values differ.
 */
export const metricsRegistry = new client.Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let defaultsCollected = false;
/** Process CPU, memory, event-loop lag, GC: once per process however many servers start. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

function singleton<T>(name: string, build: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? build();
}

const grpcHandled = () =>
  singleton(
    'grpc_server_handled_total',
    () =>
      new client.Counter({
        registers: [metricsRegistry],
        name: 'grpc_server_handled_total',
        help: 'gRPC calls completed, by method and status code.',
        labelNames: ['method', 'code'] as const,
      }),
  );

const grpcLatency = () =>
  singleton(
    'grpc_server_handling_seconds',
    () =>
      new client.Histogram({
        registers: [metricsRegistry],
        name: 'grpc_server_handling_seconds',
        help: 'Time to answer a gRPC call, by method and status code.',
        labelNames: ['method', 'code'] as const,
        buckets: LATENCY_BUCKETS,
      }),
  );

const httpRequests = () =>
  singleton(
    'http_requests_total',
    () =>
      new client.Counter({
        registers: [metricsRegistry],
        name: 'http_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status.',
        labelNames: ['method', 'route', 'status'] as const,
      }),
  );

const httpLatency = () =>
  singleton(
    'http_request_duration_seconds',
    () =>
      new client.Histogram({
        registers: [metricsRegistry],
        name: 'http_request_duration_seconds',
        help: 'Time to answer an HTTP request, by method, route pattern and status.',
        labelNames: ['method', 'route', 'status'] as const,
        buckets: LATENCY_BUCKETS,
      }),
  );

const receiptVerdicts = () =>
  singleton(
    'ritual_receipt_verdicts_total',
    () =>
      new client.Counter({
        registers: [metricsRegistry],
        name: 'ritual_receipt_verdicts_total',
        help: 'Receipt uploads judged, by outcome (approved, rejected, pending_review, …).',
        labelNames: ['outcome'] as const,
      }),
  );

const grpcCodeNames = new Map<number, string>(
  Object.entries(grpcStatus)
    .filter(([, value]) => typeof value === 'number')
    .map(([name, value]) => [value as number, name]),
);

/** The RpcObserver every service gets: counts and times each unary call by full method path and code name. */
export function observeGrpcCall(method: string, code: number, seconds: number): void {
  const labels = { method, code: grpcCodeNames.get(code) ?? String(code) };
  grpcHandled().inc(labels);
  grpcLatency().observe(labels, seconds);
}

/** `route` must be a pattern (`/api/rituais/:id`), never the raw path, to keep the series bounded. */
export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  httpRequests().inc(labels);
  httpLatency().observe(labels, seconds);
}

/** One receipt verdict, counted after the attempt was recorded. */
export function countReceiptVerdict(outcome: string): void {
  receiptVerdicts().inc({ outcome });
}

type LagSource = () => Promise<ConsumerLag[]>;
const lagSources = new Set<LagSource>();
const LAG_TIMEOUT_MS = 2000;

/** Reports a bus's consumer lag at every scrape; returns the function that stops reporting it. */
export function trackConsumerLag(source: LagSource): () => void {
  lagSources.add(source);
  singleton(
    'ritual_event_consumer_pending',
    () =>
      new client.Gauge({
        registers: [metricsRegistry],
        name: 'ritual_event_consumer_pending',
        help: 'Events a durable consumer has not handled yet (JetStream: num_pending + num_ack_pending).',
        labelNames: ['durable'] as const,
        async collect() {
          this.reset();
          const reports = await Promise.all([...lagSources].map((read) => withTimeout(read(), LAG_TIMEOUT_MS)));
          for (const lag of reports.flat()) this.set({ durable: lag.durable }, lag.pending);
        },
      }),
  );
  return () => lagSources.delete(source);
}

function withTimeout(read: Promise<ConsumerLag[]>, ms: number): Promise<ConsumerLag[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ConsumerLag[]>((resolve) => {
    timer = setTimeout(() => resolve([]), ms);
  });
  // A scrape must not fail because the broker is slow or gone: that consumer is just absent from it.
  return Promise.race([read.catch(() => []), late]).finally(() => clearTimeout(timer));
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in the Prometheus text format, on its own port so it never shares the gRPC listener.
 * With `fallbackToRandom` a taken port is replaced by a random one (for derived defaults, never for a port
 * an operator chose).
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  logger: Logger;
  fallbackToRandom?: boolean;
}): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(body),
      (err: unknown) => {
        options.logger.error({ err }, 'metrics collection failed');
        res.writeHead(500).end();
      },
    );
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen(options.port);
  } catch (err) {
    if (!options.fallbackToRandom || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    options.logger.warn({ port: options.port }, 'metrics port taken, using a random one');
    await listen(0);
  }
  const port = (server.address() as AddressInfo).port;
  options.logger.info({ port }, 'metrics server listening');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Default metrics port: next to the gRPC port (50051 → 51051); a random one when gRPC's is random or too high. */
export function defaultMetricsPort(grpcPort: number): number {
  return grpcPort === 0 || grpcPort + 1000 > 65_535 ? 0 : grpcPort + 1000;
}
