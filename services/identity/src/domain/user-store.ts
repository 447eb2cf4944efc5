import type { Database } from '@ritual/runtime';
import { asc, eq, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';

export type UserRow = typeof schema.users.$inferSelect;

const { users } = schema;

export class UserStore {
  constructor(private readonly db: Database<typeof schema>) {}

  list(): Promise<UserRow[]> {
    return this.db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  }

  /** Undefined when the username (in any case) is already taken, even by a concurrent insert. */
  async insert(user: { username: string; email: string; passwordHash: string }): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  async setNoticeSeen(id: number, at: Date): Promise<void> {
    await this.db.update(users).set({ noticeSeenAt: at }).where(eq(users.id, id));
  }
}
