import { EventTypes, type RetentionDone, type RetentionDue } from '@ritual/contracts/events';
import { wallClock } from '@ritual/contracts/store-time';
import { type Database, enqueueEvent, type Logger } from '@ritual/runtime';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { deleteAnsweredBefore } from './data-requests.js';
import { readRetentionSettings } from './retention-settings.js';

export interface RetentionSchedulerOptions {
  /** The store's time zone (STORE_TIMEZONE): the run's day and hour are the store's. */
  timeZone: string;
  /** "Now"; tests move it. */
  clock: () => Date;
  /** Kicks the outbox relay once a run has committed its events. */
  afterCommit: () => void;
  logger: Logger;
  /** How often it looks whether today's run is due. Default 5 minutes. */
  checkEveryMs?: number;
  /** The store hour from which the day's run is due (a quiet hour). Default 3. */
  runFromHour?: number;
}

export interface RetentionRunResult {
  run_id: string;
  as_of: string;
  answered_requests_deleted: number;
}

/** The instant `years` calendar years before `instant`. */
function yearsBefore(instant: Date, years: number): Date {
  const date = new Date(instant);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

function summaryOf(deleted: number, years: number | null): string {
  if (years === null) return 'Pedidos de titulares respondidos guardados sempre (sem prazo de retenção)';
  if (deleted === 0) return `Nenhum pedido de titular respondido há mais de ${years} anos`;
  return deleted === 1
    ? `1 pedido de titular respondido há mais de ${years} anos apagado`
    : `${deleted} pedidos de titulares respondidos há mais de ${years} anos apagados`;
}

/**
 * The daily data retention run. Once a day, from `runFromHour` store time (and at start when today's run is
 * missing), the first replica to insert the day's row in retention_runs publishes privacy.retention_due (the other
 * services remove what the settings say) and deletes the answered data requests older than the setting, then
 * publishes privacy.retention_done with its count: all in one transaction through the outbox, so a crash leaves
 * either the whole run or none, and the other replicas find the day taken.
 */
export class RetentionScheduler {
  private readonly checkEveryMs: number;
  private readonly runFromHour: number;
  private timer?: NodeJS.Timeout;
  private running?: Promise<RetentionRunResult | null>;

  constructor(
    private readonly db: Database<typeof schema>,
    private readonly options: RetentionSchedulerOptions,
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 5 * 60_000;
    this.runFromHour = options.runFromHour ?? 3;
  }

  /** Looks now (today's run may be missing after a restart), then every `checkEveryMs`. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), this.checkEveryMs);
    this.timer.unref();
    void this.check();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Runs today's retention if it is due (store time past `runFromHour`) and no replica has run it; answers the run,
   * or null when there was nothing to do. Failures are logged: the next check tries again.
   */
  check(): Promise<RetentionRunResult | null> {
    this.running ??= this.runIfDue()
      .catch((err: unknown) => {
        this.options.logger.error({ err }, 'retention run failed');
        return null;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async runIfDue(): Promise<RetentionRunResult | null> {
    const now = this.options.clock();
    const local = wallClock(now, this.options.timeZone);
    if (Number(local.slice(11, 13)) < this.runFromHour) return null;
    const [done] = await this.db
      .select({ runId: schema.retentionRuns.runId })
      .from(schema.retentionRuns)
      .where(eq(schema.retentionRuns.runId, local.slice(0, 10)));
    return done ? null : this.runRetention(now);
  }

  /**
   * The run of `asOf`'s store date, measured from `asOf`: claims the day (one replica wins; the others answer null),
   * publishes retention_due, deletes the answered requests older than the setting and publishes retention_done.
   */
  async runRetention(asOf: Date): Promise<RetentionRunResult | null> {
    const runId = wallClock(asOf, this.options.timeZone).slice(0, 10);
    const result = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(schema.retentionRuns)
        .values({ runId, asOf, answeredRequestsDeleted: 0 })
        .onConflictDoNothing()
        .returning({ runId: schema.retentionRuns.runId });
      if (claimed.length === 0) return null;
      const settings = await readRetentionSettings(tx);
      const due: RetentionDue = {
        run_id: runId,
        as_of: asOf.toISOString(),
        unpaid_order_days: settings.unpaid_order_days,
        paid_order_months: settings.paid_order_months,
        receipt_file_days: settings.receipt_file_days,
      };
      await enqueueEvent(tx, EventTypes.RetentionDue, due);
      const years = settings.answered_request_years;
      const deleted = years === null ? 0 : await deleteAnsweredBefore(tx, yearsBefore(asOf, years));
      await tx
        .update(schema.retentionRuns)
        .set({ answeredRequestsDeleted: deleted })
        .where(eq(schema.retentionRuns.runId, runId));
      const done: RetentionDone = {
        run_id: runId,
        service: 'site-config',
        counts: { answered_requests_deleted: deleted },
        summary: summaryOf(deleted, years),
        finished_at: this.options.clock().toISOString(),
      };
      await enqueueEvent(tx, EventTypes.RetentionDone, done);
      return { run_id: runId, as_of: asOf.toISOString(), answered_requests_deleted: deleted };
    });
    if (result) {
      this.options.afterCommit();
      this.options.logger.info(result, 'retention run published');
    }
    return result;
  }
}
