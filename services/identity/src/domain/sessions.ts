import type { Database } from '@ritual/runtime';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';

const { sessions, users, twoFactor, securitySettings } = schema;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** Where a request came from, as the gateway saw it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  device: string;
}

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
  twoFactorEnabled: boolean;
  requireTwoFactor: boolean;
}

/** last_seen_at is written at most this often per session: each admin request need not be a database write. */
export const TOUCH_INTERVAL_MS = 60_000;

export type EndReason = 'logout' | 'idle' | 'ended' | 'ended_by_admin' | 'password_changed' | 'others_ended';

export class SessionStore {
  constructor(private readonly db: Database<typeof schema>) {}

  async create(userId: number, client: ClientInfo, now: Date): Promise<SessionRow> {
    const [row] = await this.db
      .insert(sessions)
      .values({
        userId,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 400),
        device: client.device,
        createdAt: now,
        lastSeenAt: now,
      })
      .returning();
    return row!;
  }

  /** The session with its user when it was not ended (idle time is the caller's to judge). */
  async findLive(id: string): Promise<LiveSession | undefined> {
    const [row] = await this.db
      .select({
        session: sessions,
        user: users,
        twoFactorEnabled: sql<boolean>`${twoFactor.confirmedAt} IS NOT NULL`,
        requireTwoFactor: sql<boolean>`coalesce(${securitySettings.requireTwoFactor}, false)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
      .leftJoin(securitySettings, eq(securitySettings.id, 1))
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    return row;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < ${new Date(now.getTime() - TOUCH_INTERVAL_MS)}`));
  }

  /** The user's sessions neither ended nor idle since `activeSince`, newest first. */
  listLive(userId: number, activeSince: Date): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.lastSeenAt, activeSince)))
      .orderBy(desc(sessions.createdAt), desc(sessions.id));
  }

  /** Ends one session of the user; undefined when it is not theirs or already ended. */
  async end(userId: number, id: string, reason: EndReason, now: Date): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .update(sessions)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
      .returning();
    return row;
  }

  /** Ends every session of the user but `keep`; answers how many had been active since `activeSince` (the others
   * had gone idle already). */
  async endAll(userId: number, reason: EndReason, now: Date, activeSince: Date, keep?: string): Promise<number> {
    const ended = await this.db
      .update(sessions)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep ? ne(sessions.id, keep) : undefined))
      .returning({ lastSeenAt: sessions.lastSeenAt });
    return ended.filter((row) => row.lastSeenAt > activeSince).length;
  }
}
