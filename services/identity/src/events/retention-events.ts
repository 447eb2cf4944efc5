import { EventTypes, type RetentionDone } from '@ritual/contracts/events';
import type { EventBus, Logger, Subscription } from '@ritual/runtime';
import type { AuditLog } from '../domain/audit-log.js';

export const RETENTION_CONSUMER = 'identity-retention';

/**
 * Each service's part of a daily retention run (privacy.retention_done) becomes one audit entry, actor "sistema":
 * the Auditoria and the panel's "last run" read them. A redelivery of the same event writes nothing.
 */
export function subscribeRetentionEvents(options: {
  bus: EventBus;
  audit: Pick<AuditLog, 'recordRetention'>;
  logger: Logger;
}): Promise<Subscription> {
  const { bus, audit, logger } = options;
  return bus.subscribe(RETENTION_CONSUMER, [EventTypes.RetentionDone], async (event) => {
    const done = event.data as RetentionDone;
    const written = await audit.recordRetention(done, event.id);
    logger.info({ runId: done.run_id, service: done.service, written }, 'retention run audited');
  });
}
