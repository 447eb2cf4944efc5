import type { RetentionDone } from '@ritual/contracts/events';
import { ACTIVITY_EVENTS, type ActivityEventName } from '@ritual/contracts/http/account';
import type { AuditEntry, AuditQuery } from '@ritual/proto/ritual/v1/identity';
import { invalidArgument } from '@ritual/runtime';
import { and, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from '../db/schema.js';
import { auditLog } from '../db/schema.js';
import type { ClientInfo } from './sessions.js';

const PAGE_MAX = 200;
export const SYSTEM_ACTOR = 'sistema';
export const RETENTION_RUN = 'retention.run';
export const INVALID_AUDIT_BOUND = 'Data inválida no filtro da auditoria';
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
      .values({
        actor: clip(entry.actor, 100),
        action: clip(entry.action, 100),
        subject: entry.subject,
        detail: entry.detail,
        ip: clip(entry.ip, 64),
      })
      .returning();
    return toEntry(row!);
  }

  /**
   * One entry per retention_done event (actor "sistema"); a redelivery of the same event writes nothing and answers
   * false. Two replicas that shared a run's rows each publish their part, and each part is written with its counts.
   */
  async recordRetention(done: RetentionDone, eventId: string): Promise<boolean> {
    if (!done.run_id || !done.service) throw invalidArgument('Execução da retenção sem identificador ou serviço');
    const finished = new Date(done.finished_at);
    const rows = await this.db
      .insert(auditLog)
      .values({
        actor: SYSTEM_ACTOR,
        action: RETENTION_RUN,
        subject: done.service,
        detail: `${done.summary} (execução ${done.run_id})`,
        dedupeKey: `${RETENTION_RUN}:${eventId}`,
        ...(Number.isNaN(finished.getTime()) ? {} : { createdAt: finished }),
      })
      .onConflictDoNothing({ target: auditLog.dedupeKey, where: sql`${auditLog.dedupeKey} IS NOT NULL` })
      .returning({ id: auditLog.id });
    return rows.length > 0;
  }

  /**
   * The personal-data log, newest first, paged by before_id (the security events have their own reads below).
   * Filters: exact actor and action; subject matched by its WhatsApp digits when it is a phone number, else as
   * typed; created_at within [from, to).
   */
  async page(query: Partial<AuditQuery>): Promise<{ entries: AuditEntry[]; nextBeforeId: number }> {
    const size = Math.min(Math.max(query.limit || 50, 1), PAGE_MAX);
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, DATA), ...filters(query)))
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

/** The digits a WhatsApp is stored by in subject_digits (country code 55 dropped); '' when it is no phone number. */
export function whatsappDigits(text: string): string {
  if (!/^[0-9 ()+.-]+$/.test(text)) return '';
  const digits = text.replace(/\D/g, '');
  if (!/^(55)?\d{10,11}$/.test(digits)) return '';
  return digits.length > 11 ? digits.slice(2) : digits;
}

function bound(iso: string): Date {
  const at = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(at.getTime())) throw invalidArgument(INVALID_AUDIT_BOUND);
  return at;
}

function filters(query: Partial<AuditQuery>): (SQL | undefined)[] {
  const subject = query.subject?.trim() ?? '';
  const digits = whatsappDigits(subject);
  return [
    query.before_id && query.before_id > 0 ? lt(auditLog.id, query.before_id) : undefined,
    query.actor?.trim() ? eq(auditLog.actor, query.actor.trim()) : undefined,
    query.action?.trim() ? eq(auditLog.action, query.action.trim()) : undefined,
    digits ? eq(auditLog.subjectDigits, digits) : subject ? eq(auditLog.subject, subject) : undefined,
    query.from ? gte(auditLog.createdAt, bound(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, bound(query.to)) : undefined,
  ];
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actor: row.actor,
  action: row.action,
  subject: row.subject,
  detail: row.detail,
  ip: row.ip,
  created_at: row.createdAt.toISOString(),
});
