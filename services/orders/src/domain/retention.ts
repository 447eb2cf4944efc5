import { EventTypes, type RetentionDone, type RetentionDue } from '@ritual/contracts/events';
import { enqueueEvent } from '@ritual/runtime';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { OrdersDatabase, OrdersTransaction } from '../db/database.js';
import { orders, retentionRuns } from '../db/schema.js';
import type { OrderErasure } from './order-erasure.js';

const DAY_MS = 86_400_000;

export interface RetentionCounts {
  unpaid_orders_erased: number;
  paid_orders_anonymised: number;
}

export interface RetentionOptions {
  /** ORDER_PAYMENT_TTL: a pending order's payment window ends this long after it was placed. */
  paymentTtlMs: number;
  clock: () => Date;
  /** Called after a commit that queued events (the outbox relay's kick). */
  onEventsQueued: () => void;
  /** Orders claimed and erased per transaction. */
  batchSize?: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The run's line in the audit log, pt-BR, e.g. "3 pedidos não pagos apagados, 0 pedidos pagos anonimizados". */
export function retentionSummary(
  counts: RetentionCounts,
  due: Pick<RetentionDue, 'unpaid_order_days' | 'paid_order_months'>,
) {
  const unpaid = !isSetting(due.unpaid_order_days)
    ? 'pedidos não pagos mantidos (sem prazo)'
    : plural(counts.unpaid_orders_erased, 'pedido não pago apagado', 'pedidos não pagos apagados');
  const paid = !isSetting(due.paid_order_months)
    ? 'pedidos pagos mantidos (sem prazo)'
    : plural(counts.paid_orders_anonymised, 'pedido pago anonimizado', 'pedidos pagos anonimizados');
  return `${unpaid}, ${paid}`;
}

/**
 * Orders' part of the daily retention run (privacy.retention_due), measured from the event's as_of:
 * - unpaid orders that ended more than unpaid_order_days before (cancelled, counted from their cancellation or
 *   expiry; or still pending with their payment window closed) are erased;
 * - paid orders paid more than paid_order_months before get the same blanking (anonymised: the sale stays).
 * Both exactly as a person's erasure (OrderErasure), so reports' totals do not change. Rows are claimed in batches
 * with FOR UPDATE SKIP LOCKED among the orders not yet erased, so replicas share the work, and a second delivery of
 * the run finds nothing left to erase. Each batch queues orders.personal_data_erased for its orders in its own
 * transaction; the end queues privacy.retention_done with the run's counts.
 */
export class OrderRetention {
  private readonly batchSize: number;

  constructor(
    private readonly db: OrdersDatabase,
    private readonly erasure: OrderErasure,
    private readonly options: RetentionOptions,
  ) {
    this.batchSize = options.batchSize ?? 200;
  }

  /** Returns what this delivery erased (the run's totals, every delivery's, go into retention_done). */
  async run(due: RetentionDue): Promise<RetentionCounts> {
    const asOf = new Date(due.as_of);
    if (Number.isNaN(asOf.getTime())) throw new Error(`retention_due ${due.run_id}: as_of is not a time`);
    const erased: RetentionCounts = { unpaid_orders_erased: 0, paid_orders_anonymised: 0 };
    if (isSetting(due.unpaid_order_days)) {
      const ended = new Date(asOf.getTime() - due.unpaid_order_days * DAY_MS);
      const windowClosed = new Date(ended.getTime() - this.options.paymentTtlMs);
      // Two scans, not one with OR: each reads its own index (orders_retention_idx, orders_unpaid_created_idx).
      erased.unpaid_orders_erased =
        (await this.eraseInBatches(
          due.run_id,
          'unpaid_orders_erased',
          and(eq(orders.paymentStatus, 'cancelled'), lt(orders.statusChangedAt, ended))!,
          orders.statusChangedAt,
        )) +
        (await this.eraseInBatches(
          due.run_id,
          'unpaid_orders_erased',
          and(
            eq(orders.paymentStatus, 'pending'),
            eq(orders.requiresPayment, true),
            lt(orders.createdAt, windowClosed),
          )!,
          orders.createdAt,
        ));
    }
    if (isSetting(due.paid_order_months)) {
      const paidBefore = sql`${asOf.toISOString()}::timestamptz - make_interval(months => ${due.paid_order_months})`;
      erased.paid_orders_anonymised = await this.eraseInBatches(
        due.run_id,
        'paid_orders_anonymised',
        and(eq(orders.paymentStatus, 'paid'), lt(orders.statusChangedAt, paidBefore))!,
        orders.statusChangedAt,
      );
    }
    await this.finish(due, erased);
    return erased;
  }

  private async eraseInBatches(
    runId: string,
    kind: keyof RetentionCounts,
    due: SQL,
    inOrderOf: typeof orders.statusChangedAt | typeof orders.createdAt,
  ): Promise<number> {
    let erased = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const claimed = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(isNull(orders.erasedAt), due))
          // In the order of the time the condition measures, as the partial indexes keep it: they hold only the
          // orders not yet erased. In id order PostgreSQL walked the primary key through every order ever placed
          // (make bench-retention).
          .orderBy(inOrderOf)
          .limit(this.batchSize)
          .for('update', { skipLocked: true });
        const done = await this.erasure.erase(
          tx,
          claimed.map((order) => order.id),
          'retention',
        );
        if (done.orderIds.length) await this.count(tx, runId, kind, done.orderIds.length);
        return { claimed: claimed.length, erased: done.orderIds.length };
      });
      erased += batch.erased;
      if (batch.erased) this.options.onEventsQueued();
      if (batch.claimed < this.batchSize) return erased;
    }
  }

  /** Adds this batch to the run's counts, in the batch's transaction. */
  private async count(tx: OrdersTransaction, runId: string, kind: keyof RetentionCounts, n: number): Promise<void> {
    const updatedAt = this.options.clock();
    if (kind === 'unpaid_orders_erased') {
      await tx
        .insert(retentionRuns)
        .values({ runId, unpaidOrdersErased: n, updatedAt })
        .onConflictDoUpdate({
          target: retentionRuns.runId,
          set: { unpaidOrdersErased: sql`${retentionRuns.unpaidOrdersErased} + ${n}`, updatedAt },
        });
    } else {
      await tx
        .insert(retentionRuns)
        .values({ runId, paidOrdersAnonymised: n, updatedAt })
        .onConflictDoUpdate({
          target: retentionRuns.runId,
          set: { paidOrdersAnonymised: sql`${retentionRuns.paidOrdersAnonymised} + ${n}`, updatedAt },
        });
    }
  }

  /**
   * Queues retention_done with what this delivery erased: the audit log gets one entry per delivery that did work,
   * so two replicas sharing a run, or a delivery after a crash, each report their own part and the entries add up
   * to the run. A run that found nothing is reported once (its row in retention_runs says it was).
   */
  private async finish(due: RetentionDue, counts: RetentionCounts): Promise<void> {
    const queued = await this.db.transaction(async (tx) => {
      const first = await tx
        .insert(retentionRuns)
        .values({ runId: due.run_id, updatedAt: this.options.clock() })
        .onConflictDoNothing()
        .returning({ runId: retentionRuns.runId });
      if (!first.length && counts.unpaid_orders_erased + counts.paid_orders_anonymised === 0) return false;
      await enqueueEvent(tx, EventTypes.RetentionDone, {
        run_id: due.run_id,
        service: 'orders',
        counts: { ...counts },
        summary: retentionSummary(counts, due),
        finished_at: this.options.clock().toISOString(),
      } satisfies RetentionDone);
      return true;
    });
    if (queued) this.options.onEventsQueued();
  }
}

/** A retention setting in force: a whole number of days or months; null (or anything else) keeps forever. */
function isSetting(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
