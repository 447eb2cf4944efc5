import { EventTypes, type RetentionDone, type RetentionDue } from '@ritual/contracts/events';
import { type Database, enqueueEvent, type ObjectStorage } from '@ritual/runtime';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';

const DAY_MS = 86_400_000;
/** Receipts claimed (and their files deleted) per transaction. */
export const RETENTION_BATCH = 100;

/** pt-BR, as the panel's last run shows it. */
export function retentionSummary(days: number | null, deleted: number): string {
  if (days === null) return 'Arquivos de comprovante mantidos: retenção em branco';
  const when = `de pedidos pagos há mais de ${days} ${days === 1 ? 'dia' : 'dias'}`;
  if (deleted === 0) return `Nenhum arquivo de comprovante a apagar ${when}`;
  return deleted === 1
    ? `1 arquivo de comprovante apagado ${when}`
    : `${deleted} arquivos de comprovante apagados ${when}`;
}

/**
 * Receipt files kept only as long as the settings say: `receipt_file_days` after the order was paid, the file leaves
 * storage and its row stays (the verdict and what was read, which the tax records need), marked as removed by the
 * retention so the panel says so instead of showing a broken link.
 *
 * An order counts as paid from the earliest of: the approval of the receipt that paid it (automatic or by review),
 * the Pix the PSP settled for it, and the moment orders announced it paid (whatever paid it, an admin included).
 */
export class ReceiptRetention {
  private readonly batchSize: number;

  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      storage: ObjectStorage;
      /** Called after an event was committed, so the outbox relay publishes it right away. */
      onEventQueued: () => void;
      batchSize?: number;
    },
  ) {
    this.batchSize = deps.batchSize ?? RETENTION_BATCH;
  }

  /** The order turned paid at `paidAt` (orders.status_changed); a repeat or a later moment changes nothing. */
  async orderPaid(orderId: number, paidAt: Date): Promise<void> {
    await this.deps.db
      .insert(schema.paidOrders)
      .values({ orderId, paidAt })
      .onConflictDoUpdate({
        target: schema.paidOrders.orderId,
        set: { paidAt: sql`least(${schema.paidOrders.paidAt}, excluded.paid_at)` },
      });
  }

  /**
   * One retention run: deletes the files of receipts of orders paid more than `receipt_file_days` before `as_of`,
   * in batches claimed FOR UPDATE SKIP LOCKED (another replica working on the same run takes other rows; a file
   * already deleted is no longer a candidate, so a second delivery deletes nothing twice), then answers
   * privacy.retention_done with the files this delivery deleted: two replicas sharing a run each report their part
   * and the audit entries add up to the run. A delivery that deleted nothing reports only when nobody deleted
   * anything in the run (the run happened, with nothing to delete); otherwise it answers null.
   */
  async run(due: RetentionDue): Promise<RetentionDone | null> {
    const days = due.receipt_file_days;
    let deleted = 0;
    if (days !== null) {
      const asOf = new Date(due.as_of);
      const cutoff = new Date(asOf.getTime() - days * DAY_MS);
      for (let batch = 1; batch > 0; deleted += batch) batch = await this.deleteBatch(due.run_id, asOf, cutoff);
    }
    if (deleted === 0) {
      const [earlier] = await this.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.receipts)
        .where(and(eq(schema.receipts.fileRemoval, 'retention'), eq(schema.receipts.fileRemovalRun, due.run_id)));
      if ((earlier?.n ?? 0) > 0) return null;
    }
    const done: RetentionDone = {
      run_id: due.run_id,
      service: 'payments',
      counts: { receipt_files_deleted: deleted },
      summary: retentionSummary(days, deleted),
      finished_at: new Date().toISOString(),
    };
    await this.deps.db.transaction((tx) => enqueueEvent(tx, EventTypes.RetentionDone, done));
    this.deps.onEventQueued();
    return done;
  }

  /** Claims, deletes and marks one batch; the rows stay locked until their files are gone. */
  private async deleteBatch(runId: string, asOf: Date, cutoff: Date): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: schema.receipts.id, storageKey: schema.receipts.storageKey })
        .from(schema.receipts)
        .where(and(isNotNull(schema.receipts.storageKey), sql`${schema.receipts.orderId} IN (${paidBefore(cutoff)})`))
        .orderBy(asc(schema.receipts.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return 0;
      // A failure here rolls the batch back: the next delivery finds the rows again (deleting a gone key is no error).
      await this.deps.storage.removeMany(claimed.map((row) => row.storageKey!));
      await tx
        .update(schema.receipts)
        .set({ storageKey: null, fileRemoval: 'retention', fileRemovedAt: asOf, fileRemovalRun: runId })
        .where(
          inArray(
            schema.receipts.id,
            claimed.map((row) => row.id),
          ),
        );
      return claimed.length;
    });
  }
}

/** The orders paid before `cutoff`, by any of the three records of a payment (plain SQL: `receipts` is aliased). */
const paidBefore = (cutoff: Date) => sql`
  SELECT order_id FROM paid_orders WHERE paid_at < ${cutoff}
  UNION SELECT order_id FROM pix_payments WHERE paid_at < ${cutoff}
  UNION SELECT proof.order_id FROM receipts proof
    WHERE proof.is_payment_proof AND coalesce(proof.reviewed_at, proof.created_at) < ${cutoff}`;
