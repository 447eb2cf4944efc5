import { jetstreamManager } from '@nats-io/jetstream';
import { type BusConfig, createLogger, type EventEnvelope, JetStreamBus } from '@ritual/runtime';
import { createTestDatabase, TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';

/** Resolves once `condition` returns a value (not undefined); fails after `timeoutMs`. */
export async function waitFor<T>(condition: () => T | undefined, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = condition();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A fresh database and a private JetStream stream for one test file, plus the env that starts the catalog
 * service on them; `events` records every catalog event the service publishes.
 */
export async function catalogTestBed() {
  const database = await createTestDatabase('catalog');
  const busConfig: BusConfig = {
    NATS_URL: TEST_NATS_URL,
    EVENT_STREAM: uniqueName('CATALOG_TEST'),
    EVENT_SUBJECT_PREFIX: uniqueName('catalog'),
  };
  const bus = await JetStreamBus.connect({ ...busConfig, NATS_URL: TEST_NATS_URL }, createLogger('test', 'silent'));
  const events: EventEnvelope[] = [];
  const subscription = await bus.subscribe('catalog-test', ['catalog.>'], async (event) => {
    events.push(event);
  });
  return {
    env: {
      DATABASE_URL: database.url,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: '0',
      LOG_LEVEL: 'silent',
      STORE_TIMEZONE: 'America/Sao_Paulo',
      ...busConfig,
    } satisfies NodeJS.ProcessEnv,
    databaseUrl: database.url,
    events,
    /** The first recorded event that `matches`, waiting for it to arrive. */
    nextEvent: (matches: (event: EventEnvelope) => boolean) =>
      waitFor(() => events.find(matches), 5000, 'a matching catalog event'),
    async close() {
      await subscription.stop();
      const jsm = await jetstreamManager(bus.connection);
      await jsm.streams.delete(busConfig.EVENT_STREAM).catch(() => {});
      await bus.close();
      await database.drop();
    },
  };
}
