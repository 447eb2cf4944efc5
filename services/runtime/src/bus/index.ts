import type { Logger } from '../logger.js';
import { trackConsumerLag } from '../metrics.js';
import { IpcBus, type IpcBusOptions } from './ipc.js';
import { JetStreamBus, type JetStreamBusOptions } from './jetstream.js';
import { MemoryBus, type MemoryBusOptions } from './memory.js';
import type { EventBus } from './types.js';

export { assertEventType, newEvent, typeMatches } from './envelope.js';
export { IpcBroker, IpcBus, type IpcBusMessage, type IpcBusOptions, isIpcBusMessage } from './ipc.js';
export { JetStreamBus, type JetStreamBusConfig, type JetStreamBusOptions } from './jetstream.js';
export { MemoryBus, type MemoryBusOptions } from './memory.js';

export interface BusConfig {
  NATS_URL?: string;
  EVENT_STREAM: string;
  EVENT_SUBJECT_PREFIX: string;
}

export type BusOptions = JetStreamBusOptions & MemoryBusOptions & IpcBusOptions;

/** The env value a runner sets on forked services so they talk to its IpcBroker. */
export const IPC_BUS_ENV = 'RITUAL_BUS';

/**
 * JetStream when NATS_URL is set; otherwise the runner's broker when this process was forked with
 * RITUAL_BUS=ipc; otherwise an in-process bus (everything in one process, or unit tests).
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
    return JetStreamBus.connect({ ...config, NATS_URL: config.NATS_URL }, logger, options);
  }
  if (typeof process.send === 'function' && process.env[IPC_BUS_ENV] === 'ipc') {
    logger.info({ component: 'bus' }, 'NATS_URL unset: using the runner bus over IPC');
    return new IpcBus(logger.child({ component: 'bus' }), options);
  }
  logger.info({ component: 'bus' }, 'NATS_URL unset: using the in-process bus');
  return new MemoryBus(logger.child({ component: 'bus' }), options);
}
