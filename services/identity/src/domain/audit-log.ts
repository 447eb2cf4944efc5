import type { AuditEntry } from '@ritual/proto/ritual/v1/identity';
import { invalidArgument } from '@ritual/runtime';
import { desc, lt } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from '../db/schema.js';
import { auditLog } from '../db/schema.js';

const PAGE_MAX = 200;

/** Who handled whose personal data: appended by the gateway after an admin action, read newest first. */
export class AuditLog {
  constructor(private readonly db: NodePgDatabase<typeof schema>) {}

  async record(entry: AuditEntry): Promise<AuditEntry> {
    if (!entry.actor || !entry.action) throw invalidArgument('Registro de auditoria sem autor ou ação');
    const [row] = await this.db
      .insert(auditLog)
      .values({ actor: entry.actor, action: entry.action, subject: entry.subject, detail: entry.detail })
      .returning();
    return toEntry(row!);
  }

  async page(limit: number, beforeId: number): Promise<{ entries: AuditEntry[]; nextBeforeId: number }> {
    const size = Math.min(Math.max(limit || 50, 1), PAGE_MAX);
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(beforeId > 0 ? lt(auditLog.id, beforeId) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(size + 1);
    const entries = rows.slice(0, size).map(toEntry);
    return { entries, nextBeforeId: rows.length > size ? entries.at(-1)!.id : 0 };
  }
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actor: row.actor,
  action: row.action,
  subject: row.subject,
  detail: row.detail,
  created_at: row.createdAt.toISOString(),
});
