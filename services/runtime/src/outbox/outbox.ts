import { asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { TablesRelationalConfig } from 'drizzle-orm/relations';
import { newEvent } from '../bus/envelope.js';
import type { EventBus, EventEnvelope } from '../bus/types.js';
import type { Logger } from '../logger.js';
import { outboxEvents, processedEvents } from './schema.js';

/** A drizzle node-postgres database or transaction, whatever its schema. */
export type PgExecutor<S extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<
  NodePgQueryResultHKT,
  S,
  TablesRelationalConfig
>;

/** The transaction object drizzle passes to `db.transaction(fn)`. */
export type DbTransaction<S extends Record<string, unknown>> = Parameters<
  Parameters<NodePgDatabase<S>['transaction']>[0]
>[0];

/**
 * Writes an event inside the caller's transaction, so it commits or rolls back with the state change.
 * Call `relay.kick()` after the commit to publish it without waiting for the next poll.
 */
export async function enqueueEvent<T, S extends Record<string, unknown>, R extends TablesRelationalConfig>(
  tx: PgDatabase<NodePgQueryResultHKT, S, R>,
  type: string,
  data: T,
): Promise<EventEnvelope<T>> {
  const event = newEvent(type, data);
  await tx.insert(outboxEvents).values({
    id: event.id,
    type: event.type,
    payload: event.data as unknown,
    occurredAt: new Date(event.occurred_at),
  });
  return event;
}

/**
 * Runs `fn` only the first time `consumer` sees `event`: the processed_events row and fn's writes commit
 * together, so a redelivered event (or a concurrent duplicate) is skipped. Returns whether fn ran.
 */
export async function consumeOnce<S extends Record<string, unknown>>(
  db: NodePgDatabase<S>,
  consumer: string,
  event: Pick<EventEnvelope, 'id'>,
  fn: (tx: DbTransaction<S>) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(processedEvents)
      .values({ consumer, eventId: event.id })
      .onConflictDoNothing()
      .returning({ eventId: processedEvents.eventId });
    if (inserted.length === 0) return false;
    await fn(tx);
    return true;
  });
}

/**
 * `consumer`'s claim on `event` as a common table expression (`claimed`, one row the first time, none after): a
 * single statement that writes FROM it, e.g. `INSERT … SELECT … FROM claimed`, does what consumeOnce does
 * without its transaction: one round trip to PostgreSQL instead of four.
 */
export function claimEvent<S extends Record<string, unknown>>(
  db: NodePgDatabase<S>,
  consumer: string,
  event: Pick<EventEnvelope, 'id'>,
) {
  return db
    .$with('claimed')
    .as(
      db
        .insert(processedEvents)
        .values({ consumer, eventId: event.id })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId }),
    );
}

export interface OutboxRelayOptions {
  /** Poll period when nobody kicks. Default 1 s. */
  intervalMs?: number;
  /** Rows locked and published per transaction. Default 100. */
  batchSize?: number;
  /** Published rows older than this are deleted; null keeps them. Default 7 days. */
  retainPublishedMs?: number | null;
}

const PRUNE_EVERY_MS = 10 * 60_000;

type OutboxRow = typeof outboxEvents.$inferSelect;

const envelopeOf = (row: OutboxRow): EventEnvelope => ({
  id: row.id,
  type: row.type,
  occurred_at: row.occurredAt.toISOString(),
  data: row.payload,
});

/**
 * Publishes committed outbox rows, oldest first. Rows are locked with FOR UPDATE SKIP LOCKED, so replicas
 * never send the same row at once; a crash between publish and commit only republishes it, and the bus
 * dedupes on the event id.
 */
export class OutboxRelay<S extends Record<string, unknown> = Record<string, unknown>> {
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly retainPublishedMs: number | null;
  private started = false;
  private timer?: NodeJS.Timeout;
  private active?: Promise<void>;
  private again = false;
  private lastPrune = 0;

  constructor(
    private readonly db: NodePgDatabase<S>,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
    this.retainPublishedMs = options.retainPublishedMs === undefined ? 7 * 24 * 3600_000 : options.retainPublishedMs;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.tick();
  }

  /** Publishes now instead of at the next poll; call after committing a transaction that enqueued. */
  kick(): void {
    if (!this.started) return;
    if (this.active) {
      this.again = true;
      return;
    }
    this.tick();
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    await this.active;
  }

  /** Publishes every pending row it can lock; returns how many it published. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, more } = await this.publishBatch();
      total += published;
      if (!more) break;
    }
    await this.prune();
    return total;
  }

  private tick(): void {
    clearTimeout(this.timer);
    if (!this.started || this.active) return;
    this.active = this.flush()
      .then(
        () => undefined,
        (err) => this.logger.error({ err }, 'outbox relay pass failed'),
      )
      .finally(() => {
        this.active = undefined;
        if (!this.started) return;
        if (this.again) {
          this.again = false;
          this.tick();
        } else {
          this.timer = setTimeout(() => this.tick(), this.intervalMs);
          this.timer.unref();
        }
      });
  }

  private publishBatch(): Promise<{ published: number; more: boolean }> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboxEvents)
        .where(isNull(outboxEvents.publishedAt))
        .orderBy(asc(outboxEvents.occurredAt), asc(outboxEvents.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      const { published, failed } = (await this.publishedTogether(rows))
        ? { published: rows.map((row) => row.id), failed: false }
        : await this.publishInTurn(tx, rows);
      if (published.length > 0) {
        await tx
          .update(outboxEvents)
          .set({ publishedAt: sql`now()`, attempts: sql`${outboxEvents.attempts} + 1` })
          .where(inArray(outboxEvents.id, published));
      }
      return { published: published.length, more: !failed && rows.length === this.batchSize };
    });
  }

  /** The batch in one bus call; false sends it one event at a time (a lone event goes that way at once). */
  private async publishedTogether(rows: OutboxRow[]): Promise<boolean> {
    if (rows.length < 2) return false;
    try {
      await this.bus.publishAll(rows.map(envelopeOf));
      return true;
    } catch (err) {
      // One at a time then, so the attempts are counted on the event that fails and nothing overtakes it.
      this.logger.debug({ err, events: rows.length }, 'outbox batch publish failed, publishing one by one');
      return false;
    }
  }

  /** Publishes in order and stops at the first failure, counting the attempt on that row. */
  private async publishInTurn(
    tx: DbTransaction<S>,
    rows: OutboxRow[],
  ): Promise<{ published: string[]; failed: boolean }> {
    const published: string[] = [];
    for (const row of rows) {
      try {
        await this.bus.publish(envelopeOf(row));
        published.push(row.id);
      } catch (err) {
        // Stop here so later events do not overtake this one.
        this.logger.warn(
          { err, event_id: row.id, type: row.type, attempts: row.attempts + 1 },
          'outbox publish failed',
        );
        await tx
          .update(outboxEvents)
          .set({ attempts: sql`${outboxEvents.attempts} + 1` })
          .where(eq(outboxEvents.id, row.id));
        return { published, failed: true };
      }
    }
    return { published, failed: false };
  }

  private async prune(): Promise<void> {
    if (this.retainPublishedMs === null || Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.db
      .delete(outboxEvents)
      .where(lt(outboxEvents.publishedAt, new Date(Date.now() - this.retainPublishedMs)));
  }
}
