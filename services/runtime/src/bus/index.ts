import type { Logger } from '../logger.js';
import { trackConsumerLag } from '../metrics.js';
import { JetStreamBus, type JetStreamBusOptions } from './jetstream.js';
import { MemoryBus, type MemoryBusOptions } from './memory.js';
import { PgBus, type PgBusOptions } from './postgres.js';
import type { EventBus } from './types.js';

export { assertEventType, newEvent, typeMatches } from './envelope.js';
export { JetStreamBus, type JetStreamBusConfig, type JetStreamBusOptions } from './jetstream.js';
export { MemoryBus, type MemoryBusOptions } from './memory.js';
export { PgBus, type PgBusConfig, type PgBusOptions } from './postgres.js';

export interface BusConfig {
  NATS_URL?: string;
  BUS_DATABASE_URL?: string;
  EVENT_STREAM: string;
  EVENT_SUBJECT_PREFIX: string;
}

export type BusOptions = JetStreamBusOptions & MemoryBusOptions & PgBusOptions;

/**
 * JetStream when NATS_URL is set; otherwise the durable PostgreSQL bus when BUS_DATABASE_URL is set (the
 * embedded runner sets it); otherwise an in-process bus, which keeps nothing across a restart (unit tests).
 */
export async function createBus(config: BusConfig, logger: Logger, options: BusOptions = {}): Promise<EventBus> {
  const bus = await openBus(config, logger, options);
  // The service's /metrics reports its consumers' lag for as long as the bus is open.
  const untrack = trackConsumerLag(() => bus.lag());
  const close = bus.close.bind(bus);
  bus.close = () => {
    untrack();
    return close();
  };
  return bus;
}

async function openBus(config: BusConfig, logger: Logger, options: BusOptions) {
  if (config.NATS_URL) {
    // A service (re)started while NATS is down waits for it instead of exiting into a crash loop.
    const waitOnFirstConnect = options.waitOnFirstConnect ?? true;
    return JetStreamBus.connect({ ...config, NATS_URL: config.NATS_URL }, logger, { ...options, waitOnFirstConnect });
  }
  if (config.BUS_DATABASE_URL) {
    return PgBus.connect({ ...config, BUS_DATABASE_URL: config.BUS_DATABASE_URL }, logger, options);
  }
  logger.warn(
    { component: 'bus' },
    'NATS_URL and BUS_DATABASE_URL unset: in-process bus, events do not survive a restart',
  );
  return new MemoryBus(logger.child({ component: 'bus' }), options);
}
