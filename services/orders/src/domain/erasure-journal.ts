import { randomUUID } from 'node:crypto';
import type { Logger, ObjectStorage } from '@ritual/runtime';
import { inArray } from 'drizzle-orm';
import type { OrdersDatabase, OrdersTransaction } from '../db/database.js';
import { erasuresApplied } from '../db/schema.js';

const PREFIX = 'privacy/erasures/';

export interface ErasureEntry {
  erased_at: string;
  order_ids: number[];
}

/**
 * LGPD erasures kept outside the database, in the bucket: a restore brings the database back to a moment before an
 * erasure, but the bucket is restored as it is now (the backups mirror it), so its journal still names every erasure.
 * The database records which entries it has applied; after a restore the later ones are unknown to it, and orders
 * applies them again at start. Entries hold order ids only, no personal data.
 */
export class ErasureJournal {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Written before the orders are blanked: an erasure that fails halfway is completed by the re-application. */
  async record(orderIds: number[]): Promise<string> {
    const erasedAt = this.clock();
    const key = `${PREFIX}${erasedAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
    const entry: ErasureEntry = { erased_at: erasedAt.toISOString(), order_ids: orderIds };
    await this.storage.put(key, Buffer.from(JSON.stringify(entry)), 'application/json');
    return key;
  }

  /**
   * Claims the entry for this database in the erasing transaction; false when it was already applied (another
   * replica re-applying at the same time, or the erasure itself).
   */
  async claim(tx: OrdersTransaction | OrdersDatabase, key: string): Promise<boolean> {
    const claimed = await tx
      .insert(erasuresApplied)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: erasuresApplied.key });
    return claimed.length > 0;
  }

  /** The entries this database has not applied, oldest first. */
  async unapplied(db: OrdersDatabase): Promise<{ key: string; entry: ErasureEntry }[]> {
    const keys = await this.storage.list(PREFIX);
    if (!keys.length) return [];
    const applied = new Set(
      (
        await db.select({ key: erasuresApplied.key }).from(erasuresApplied).where(inArray(erasuresApplied.key, keys))
      ).map((row) => row.key),
    );
    const pending = [];
    for (const key of keys.filter((candidate) => !applied.has(candidate))) {
      pending.push({ key, entry: JSON.parse((await this.storage.get(key)).toString('utf8')) as ErasureEntry });
    }
    return pending;
  }
}

/**
 * Applies every journal entry the database does not know, each in one transaction with its claim: `erase` blanks the
 * orders and queues the event that makes payments and messaging erase theirs.
 */
export async function reapplyErasures(
  db: OrdersDatabase,
  journal: ErasureJournal,
  erase: (tx: OrdersTransaction, orderIds: number[]) => Promise<void>,
  logger: Logger,
): Promise<number> {
  let applied = 0;
  for (const { key, entry } of await journal.unapplied(db)) {
    const done = await db.transaction(async (tx) => {
      if (!(await journal.claim(tx, key))) return false;
      await erase(tx, entry.order_ids);
      return true;
    });
    if (done) {
      applied += 1;
      logger.warn(
        { journal: key, erased_at: entry.erased_at, orders: entry.order_ids.length },
        'erasure re-applied: the database did not know it (restored from a backup older than the erasure)',
      );
    }
  }
  return applied;
}
