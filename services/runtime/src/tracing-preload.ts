// Entry of dist/tracing.js, loaded with `node --import ./dist/tracing.js dist/server.js`. Tracing has to start
// before the server's modules are imported, and only when asked for, so the default start-up loads nothing.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing.js');
  await startTracing();
}

export {};
