import type { Database, Logger } from '@ritual/runtime';
import type * as schema from '../db/schema.js';
import type { OrderLookup } from '../domain/orders.js';
import type { PaymentConfigStore } from '../domain/payment-config-store.js';
import { PixCharges, type PspApi } from '../domain/pix-charges.js';
import { PixReconciliation } from '../domain/pix-reconciliation.js';
import { PixRefunds } from '../domain/pix-refunds.js';
import { PixSettlement } from '../domain/pix-settlement.js';
import { ApiPixClient } from './api-pix-client.js';
import type { PspSettings } from './psp-env.js';

export type PspDesk = ReturnType<typeof createPspDesk>;

/** Everything the store does with its PSP, wired on one API Pix client. */
export function createPspDesk(options: {
  settings: PspSettings;
  db: Database<typeof schema>;
  config: PaymentConfigStore;
  orders: OrderLookup;
  paymentTtlMs: number;
  onEventQueued: () => void;
  logger: Logger;
  clock?: () => Date;
  /** Tests and the simulator-backed benchmark may hand in their own client. */
  psp?: PspApi & { close(): Promise<void> };
}) {
  const { settings, db, logger, onEventQueued } = options;
  const clock = options.clock ?? (() => new Date());
  const psp = options.psp ?? new ApiPixClient(settings.client);
  const charges = new PixCharges({
    db,
    psp,
    config: options.config,
    paymentTtlMs: options.paymentTtlMs,
    maxRetryMs: settings.reconcileIntervalMs,
    clock,
    logger: logger.child({ component: 'pix-charges' }),
  });
  const settlement = new PixSettlement({
    db,
    psp,
    charges,
    orders: options.orders,
    webhookSecret: settings.webhookSecret,
    onEventQueued,
    logger: logger.child({ component: 'pix-settlement' }),
  });
  const refunds = new PixRefunds({ db, psp, onEventQueued, clock, logger: logger.child({ component: 'pix-refunds' }) });
  const reconciliation = new PixReconciliation({
    db,
    psp,
    config: options.config,
    charges,
    settlement,
    refunds,
    webhookUrl: settings.webhookUrl,
    firstLookbackMs: options.paymentTtlMs,
    clock,
    logger: logger.child({ component: 'pix-reconciliation' }),
  });
  return {
    charges,
    settlement,
    refunds,
    reconciliation,
    start: () => reconciliation.start(settings.reconcileIntervalMs),
    async stop() {
      await reconciliation.stop();
      await psp.close();
    },
  };
}
