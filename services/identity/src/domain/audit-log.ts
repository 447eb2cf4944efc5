import { ACTIVITY_EVENTS, type ActivityEventName } from '@ritual/contracts/http/account';
import type { AuditEntry } from '@ritual/proto/ritual/v1/identity';
import { invalidArgument } from '@ritual/runtime';
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from '../db/schema.js';
import { auditLog } from '../db/schema.js';
import type { ClientInfo } from './sessions.js';

const PAGE_MAX = 200;
const DATA = 'data';
const SECURITY = 'security';

export type SecurityAction = ActivityEventName | 'security_settings_changed';

export interface SecurityEvent {
  action: SecurityAction;
  /** Who acted: the signed-in admin, or the username typed in a failed sign-in. */
  actor: string;
  /** The account concerned; undefined for a failed sign-in with an unknown username. */
  user?: { id: number; username: string };
  /** pt-BR, shown in the sign-in history as it is. */
  description: string;
  client: ClientInfo;
}

export interface ActivityRow {
  id: number;
  event: ActivityEventName;
  at: Date;
  ip: string;
  device: string;
  description: string;
}

/** Long enough for any real User-Agent or username; a client cannot fill the log with megabytes. */
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The append-only audit log: who handled whose personal data (appended by the gateway after an admin action), and
 * each sign-in and account security event (appended by identity itself) with the client's IP and device.
 */
export class AuditLog {
  constructor(
    private readonly db: NodePgDatabase<typeof schema>,
    /** The time of the security events (the service's clock, which the notice and the limits compare with). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(entry: AuditEntry): Promise<AuditEntry> {
    if (!entry.actor || !entry.action) throw invalidArgument('Registro de auditoria sem autor ou ação');
    const [row] = await this.db
      .insert(auditLog)
      .values({ actor: entry.actor, action: entry.action, subject: entry.subject, detail: entry.detail })
      .returning();
    return toEntry(row!);
  }

  /** The personal-data log, newest first (the security events have their own reads below). */
  async page(limit: number, beforeId: number): Promise<{ entries: AuditEntry[]; nextBeforeId: number }> {
    const size = Math.min(Math.max(limit || 50, 1), PAGE_MAX);
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, DATA), beforeId > 0 ? lt(auditLog.id, beforeId) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(size + 1);
    const entries = rows.slice(0, size).map(toEntry);
    return { entries, nextBeforeId: rows.length > size ? entries.at(-1)!.id : 0 };
  }

  async recordSecurity(event: SecurityEvent): Promise<void> {
    await this.db.insert(auditLog).values({
      kind: SECURITY,
      action: event.action,
      actor: clip(event.actor, 100),
      subject: event.user?.username ?? clip(event.actor, 100),
      userId: event.user?.id ?? null,
      detail: event.description,
      ip: clip(event.client.ip, 64),
      device: clip(event.client.device, 100),
      userAgent: clip(event.client.userAgent, 400),
      createdAt: this.now(),
    });
  }

  /** The user's last `limit` account events, newest first. */
  async activity(userId: number, limit: number): Promise<ActivityRow[]> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.kind, SECURITY), eq(auditLog.userId, userId), inArray(auditLog.action, [...ACTIVITY_EVENTS])),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      event: row.action as ActivityEventName,
      at: row.createdAt,
      ip: row.ip,
      device: row.device,
      description: row.detail,
    }));
  }

  async countSince(userId: number, actions: SecurityAction[], since: Date | null): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.kind, SECURITY),
          eq(auditLog.userId, userId),
          inArray(auditLog.action, actions),
          since ? gt(auditLog.createdAt, since) : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * Sign-ins after `since` from a device (browser and system) the account had never signed in from before; the
   * account's very first sign-in is not news.
   */
  async newDeviceSignIns(userId: number, since: Date | null): Promise<number> {
    const { rows } = await this.db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM audit_log AS login
      WHERE login.kind = ${SECURITY} AND login.user_id = ${userId} AND login.action = 'login'
        ${since ? sql`AND login.created_at > ${since}` : sql``}
        AND EXISTS (SELECT 1 FROM audit_log AS earlier
                    WHERE earlier.kind = ${SECURITY} AND earlier.user_id = ${userId} AND earlier.action = 'login'
                      AND earlier.id < login.id)
        AND NOT EXISTS (SELECT 1 FROM audit_log AS earlier
                        WHERE earlier.kind = ${SECURITY} AND earlier.user_id = ${userId} AND earlier.action = 'login'
                          AND earlier.id < login.id AND earlier.device = login.device)`);
    return Number(rows[0]?.n ?? 0);
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
