export {
  claimEvent,
  consumeOnce,
  type DbTransaction,
  enqueueEvent,
  OutboxRelay,
  type OutboxRelayOptions,
  type PgExecutor,
} from './outbox.js';
export { outboxEvents, processedEvents } from './schema.js';
