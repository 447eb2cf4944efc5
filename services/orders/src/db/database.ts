import type { Database, DbTransaction } from '@ritual/runtime';
import type * as schema from './schema.js';

export type OrdersDatabase = Database<typeof schema>;
export type OrdersTransaction = DbTransaction<typeof schema>;

/** True when `err` (or the driver error drizzle wraps in it) violates the named unique constraint or index. */
export function violatesUnique(err: unknown, constraint: string): boolean {
  for (let current = err; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === constraint) return true;
  }
  return false;
}
