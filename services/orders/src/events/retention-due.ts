import { EventTypes, type RetentionDue } from '@ritual/contracts/events';
import type { EventBus, Logger } from '@ritual/runtime';
import type { OrderRetention } from '../domain/retention.js';

export const RETENTION_CONSUMER = 'orders-retention';

/**
 * The day's retention run (privacy.retention_due): orders erases what has been kept long enough and answers
 * privacy.retention_done. Not deduplicated by event id: the run claims only orders not yet erased, so a second
 * delivery (or a second replica) erases nothing again, and a delivery after a crash finishes what the first began.
 * A failure is thrown, so the bus delivers the run again after its backoff.
 */
export function consumeRetentionDue(options: { bus: EventBus; retention: OrderRetention; logger: Logger }) {
  const { retention, logger } = options;
  return options.bus.subscribe(RETENTION_CONSUMER, [EventTypes.RetentionDue], async (event) => {
    const due = event.data as RetentionDue;
    if (Number.isNaN(Date.parse(due.as_of))) {
      logger.error({ run_id: due.run_id, event_id: event.id }, 'retention run dropped: as_of is not a time');
      return;
    }
    const erased = await retention.run(due);
    logger.info({ run_id: due.run_id, event_id: event.id, ...erased }, 'retention run done');
  });
}
