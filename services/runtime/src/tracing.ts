import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join } from 'node:path';

/** Process-wide, because the tracing preload and the server are separate bundles that share no module state. */
const SHUTDOWN_HOOKS = Symbol.for('ritual.shutdown-hooks');
type HookHolder = { [SHUTDOWN_HOOKS]?: (() => Promise<unknown>)[] };

/** Work to finish before the process exits after a graceful shutdown (e.g. flushing spans). */
export function addShutdownHook(hook: () => Promise<unknown>): void {
  const holder = globalThis as HookHolder;
  holder[SHUTDOWN_HOOKS] ??= [];
  holder[SHUTDOWN_HOOKS].push(hook);
}

export async function runShutdownHooks(): Promise<void> {
  const hooks = (globalThis as HookHolder)[SHUTDOWN_HOOKS] ?? [];
  await Promise.allSettled(hooks.map((hook) => hook()));
}

/** "@ritual/site-config" → "site-config", from the package.json beside the entry script's dist/. */
function defaultServiceName(): string {
  try {
    const packageJson = join(dirname(process.argv[1] ?? ''), '..', 'package.json');
    const name = (JSON.parse(readFileSync(packageJson, 'utf8')) as { name?: string }).name ?? '';
    return name.replace(/^@ritual\//, '') || 'ritual';
  } catch {
    return 'ritual';
  }
}

/**
 * Traces HTTP (gateway), Express routes and gRPC (client and server) to OTLP over HTTP at
 * OTEL_EXPORTER_OTLP_ENDPOINT (e.g. http://otel-collector:4318). Must run before those modules are imported:
 * the server bundles load it through `node --import ./dist/tracing.js`. The NATS hop is traced by the bus.
 */
export async function startTracing(serviceName = process.env.OTEL_SERVICE_NAME || defaultServiceName()) {
  // Traces only: metrics are Prometheus' (/metrics) and logs are pino's on stdout.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  // Lets the instrumentations patch modules imported from ESM too.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { GrpcInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-grpc'),
  ]);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => req.url === '/metrics' }),
      new ExpressInstrumentation(),
      new GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch'] }),
    ],
  });
  sdk.start();
  addShutdownHook(() => sdk.shutdown());
  return sdk;
}
