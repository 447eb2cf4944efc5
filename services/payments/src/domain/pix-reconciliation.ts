import type { Database, Logger } from '@ritual/runtime';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import type { PaymentConfigStore } from './payment-config-store.js';
import type { PixCharges, PspApi } from './pix-charges.js';
import type { PixRefunds } from './pix-refunds.js';
import type { PixSettlement } from './pix-settlement.js';

/** Pix are listed again this far before the last run's end: a PSP may stamp a Pix a little before it lists it. */
const OVERLAP_MS = 5 * 60_000;

/**
 * What the webhook may have missed. Each pass registers the webhook for the store's key (when it changed), creates
 * the charges the PSP did not have yet, lists every Pix received since the last pass (GET /pix) and settles those
 * never notified, and refreshes refunds still in process.
 */
export class PixReconciliation {
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      psp: PspApi;
      config: PaymentConfigStore;
      charges: PixCharges;
      settlement: PixSettlement;
      refunds: PixRefunds;
      webhookUrl: string;
      /** How far back the first pass looks (the payment window: no older charge can still be paid). */
      firstLookbackMs: number;
      clock: () => Date;
      logger: Logger;
    },
  ) {}

  start(intervalMs: number): void {
    void this.pass();
    this.timer = setInterval(() => void this.pass(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; concurrent callers share the pass in progress. */
  pass(): Promise<void> {
    this.running ??= this.run()
      .catch((err) => this.deps.logger.warn({ err: (err as Error).message }, 'PSP reconciliation pass failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** "Pagamento Efetuado": asks the PSP about this order's charge now. Whether the order is paid through the PSP. */
  async checkOrder(orderId: number): Promise<boolean> {
    const charge = await this.deps.charges.byOrder(orderId);
    if (charge?.txid && charge.status !== 'pending') {
      const cob = await this.deps.psp.getCob(charge.txid);
      for (const pix of cob.pix ?? []) await this.deps.settlement.settle(pix.endToEndId, 'check');
    }
    const [payment] = await this.deps.db
      .select({ orderId: schema.pixPayments.orderId })
      .from(schema.pixPayments)
      .where(eq(schema.pixPayments.orderId, orderId));
    return payment !== undefined;
  }

  /** Registers the webhook for the store's current key, unless the PSP already has this URL for it. */
  async ensureWebhook(): Promise<void> {
    const { pixKey } = await this.deps.config.payee();
    if (!pixKey) return;
    const state = await this.state();
    if (state?.webhookChave === pixKey && state.webhookUrl === this.deps.webhookUrl) return;
    await this.deps.psp.putWebhook(pixKey, this.deps.webhookUrl);
    await this.saveState({ webhookChave: pixKey, webhookUrl: this.deps.webhookUrl });
    this.deps.logger.info('PSP webhook registered for the store key');
  }

  private async run(): Promise<void> {
    await this.ensureWebhook().catch((err) =>
      this.deps.logger.warn({ err: (err as Error).message }, 'PSP webhook registration failed; retried next pass'),
    );
    await this.deps.charges.retryDue();
    const fim = this.deps.clock();
    const last = (await this.state())?.reconciledUntil;
    const inicio = last ? new Date(last.getTime() - OVERLAP_MS) : new Date(fim.getTime() - this.deps.firstLookbackMs);
    let settled = 0;
    for (const pix of await this.deps.psp.listPix(inicio, fim)) {
      if (pix.txid && (await this.deps.settlement.settle(pix.endToEndId, 'reconciliation', pix))) settled++;
    }
    await this.saveState({ reconciledUntil: fim });
    if (settled) this.deps.logger.info({ settled }, 'reconciliation settled Pix the webhook never brought');
    await this.deps.refunds.refreshInProcess();
  }

  private async state() {
    const [row] = await this.deps.db.select().from(schema.pspState).limit(1);
    return row;
  }

  private async saveState(values: Partial<typeof schema.pspState.$inferInsert>): Promise<void> {
    await this.deps.db
      .insert(schema.pspState)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: schema.pspState.id, set: values });
  }
}
