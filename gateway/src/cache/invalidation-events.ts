import { EventTypes } from '@ritual/contracts/events';
import type { EventBus, Logger, Subscription } from '@ritual/runtime';
import type { CacheGroup, PublicCache } from './public-cache.js';

/** The change events of the owning services, by the group of public reads each makes stale. */
export const INVALIDATING_EVENTS: Record<string, CacheGroup> = {
  [EventTypes.RitualChanged]: 'catalog',
  [EventTypes.SiteConfigChanged]: 'site',
  [EventTypes.PaymentConfigChanged]: 'payment',
};

/**
 * Every gateway replica consumes the change events on a durable of its own (`replicaId`), so each drops
 * its own copy; the cache's time to live covers an event that never arrives.
 */
export function subscribeCacheInvalidation(
  bus: EventBus,
  cache: PublicCache,
  replicaId: string,
): Promise<Subscription> {
  return bus.subscribe(`gateway-cache-${replicaId}`, Object.keys(INVALIDATING_EVENTS), async (event) => {
    const group = INVALIDATING_EVENTS[event.type];
    if (group) cache.invalidate(group);
  });
}

/** Opens the bus in the background: the gateway serves (with the time to live alone) while NATS is away. */
export function keepCacheInvalidated(
  openBus: () => Promise<EventBus>,
  cache: PublicCache,
  replicaId: string,
  logger: Logger,
  retryMs = 5000,
): { stop(): Promise<void> } {
  let stopped = false;
  let bus: EventBus | undefined;
  let timer: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      bus = await openBus();
      if (stopped) return await bus.close();
      await subscribeCacheInvalidation(bus, cache, replicaId);
      // Events published while this replica was not listening are unknown: start from a clean slate.
      for (const group of new Set(Object.values(INVALIDATING_EVENTS))) cache.invalidate(group);
    } catch (err) {
      logger.warn({ err, retry_in_ms: retryMs }, 'public cache: event bus unavailable, relying on the time to live');
      await bus?.close().catch(() => {});
      bus = undefined;
      if (!stopped) timer = setTimeout(attempt, retryMs).unref();
    }
  };
  void attempt();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await bus?.close();
    },
  };
}
