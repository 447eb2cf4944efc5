import { type MsgHdrs, headers as natsHeaders } from '@nats-io/transport-node';
import { context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

// Without a registered SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) the API is a no-op: no headers, no spans.
const tracer = trace.getTracer('@ritual/runtime/bus');

const headerGetter = {
  get: (carrier: MsgHdrs, key: string) => carrier.get(key) || undefined,
  keys: (carrier: MsgHdrs) => carrier.keys(),
};

async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

/** Publishes inside a producer span; `publish` gets the headers carrying its trace context (none when off). */
export function tracedPublish<T>(subject: string, publish: (headers: MsgHdrs | undefined) => Promise<T>): Promise<T> {
  const attributes = { 'messaging.system': 'nats', 'messaging.destination.name': subject };
  return tracer.startActiveSpan(`publish ${subject}`, { kind: SpanKind.PRODUCER, attributes }, (span) =>
    inSpan(span, () => {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      const keys = Object.keys(carrier);
      if (keys.length === 0) return publish(undefined);
      const headers = natsHeaders();
      for (const key of keys) headers.set(key, carrier[key]!);
      return publish(headers);
    }),
  );
}

/** Runs a consumer's handler in a span whose parent is the publisher's, taken from the message headers. */
export function tracedHandle<T>(subject: string, headers: MsgHdrs | undefined, handle: () => Promise<T>): Promise<T> {
  const parent = headers ? propagation.extract(context.active(), headers, headerGetter) : context.active();
  const attributes = { 'messaging.system': 'nats', 'messaging.destination.name': subject };
  return tracer.startActiveSpan(`process ${subject}`, { kind: SpanKind.CONSUMER, attributes }, parent, (span) =>
    inSpan(span, handle),
  );
}
