import { type SpanContext, SpanKind, trace } from '@opentelemetry/api';
import { node } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { TEST_NATS_URL, uniqueName } from '../testing/index.js';
import { newEvent } from './envelope.js';
import { JetStreamBus } from './jetstream.js';

const logger = createLogger('bus-test', 'silent');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('JetStream bus observability', () => {
  const exporter = new node.InMemorySpanExporter();
  const provider = new node.NodeTracerProvider({ spanProcessors: [new node.SimpleSpanProcessor(exporter)] });
  let bus: JetStreamBus;
  let prefix: string;

  beforeAll(async () => {
    provider.register();
    prefix = uniqueName('obs');
    bus = await JetStreamBus.connect(
      { NATS_URL: TEST_NATS_URL, EVENT_STREAM: uniqueName('OBS'), EVENT_SUBJECT_PREFIX: prefix },
      logger,
    );
  });

  afterAll(async () => {
    await bus?.close();
    await provider.shutdown();
    trace.disable();
  });

  it('carries the publisher’s trace context through NATS headers into the consumer’s handler', async () => {
    let handled!: (context: SpanContext | undefined) => void;
    const inHandler = new Promise<SpanContext | undefined>((resolve) => {
      handled = resolve;
    });
    await bus.subscribe('traced', ['orders.created'], async () => {
      handled(trace.getActiveSpan()?.spanContext());
    });

    const request = await trace.getTracer('test').startActiveSpan('POST /api/pedidos', async (span) => {
      await bus.publish(newEvent('orders.created', { order_id: 1 }));
      span.end();
      return span.spanContext();
    });
    const handlerContext = await inHandler;

    expect(handlerContext?.traceId).toBe(request.traceId);
    const spans = await until(
      async () => exporter.getFinishedSpans(),
      (found) => found.some((s) => s.kind === SpanKind.CONSUMER),
    );
    const publish = spans.find((s) => s.kind === SpanKind.PRODUCER);
    const consume = spans.find((s) => s.kind === SpanKind.CONSUMER);
    expect(publish?.name).toBe(`publish ${prefix}.orders.created`);
    expect(consume?.parentSpanContext?.spanId).toBe(publish?.spanContext().spanId);
  });

  it('reports a durable’s unhandled events as lag', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await bus.subscribe('slow', ['payments.receipt_verified'], () => blocked);
    for (let i = 0; i < 3; i++) await bus.publish(newEvent('payments.receipt_verified', { i }));

    const lag = await until(
      () => bus.lag(),
      (entries) => entries.find((entry) => entry.durable === 'slow')?.pending === 3,
    );

    expect(lag.find((entry) => entry.durable === 'slow')?.pending).toBe(3);
    release();
    const drained = await until(
      () => bus.lag(),
      (entries) => entries.find((entry) => entry.durable === 'slow')?.pending === 0,
    );
    expect(drained.find((entry) => entry.durable === 'slow')?.pending).toBe(0);
  });
});
