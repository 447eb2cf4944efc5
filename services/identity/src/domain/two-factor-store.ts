import type { Database } from '@ritual/runtime';
import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';

const { twoFactor, recoveryCodes, usedMfaTokens } = schema;

export type TwoFactorRow = typeof twoFactor.$inferSelect;

export class TwoFactorStore {
  constructor(private readonly db: Database<typeof schema>) {}

  async find(userId: number): Promise<TwoFactorRow | undefined> {
    const [row] = await this.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    return row;
  }

  /** A new unconfirmed setup, replacing one not confirmed yet; undefined when 2FA is already on. */
  async startSetup(userId: number, sealedSecret: string, recoverySalt: string): Promise<TwoFactorRow | undefined> {
    const [row] = await this.db
      .insert(twoFactor)
      .values({ userId, secret: sealedSecret, recoverySalt })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { secret: sealedSecret, recoverySalt, lastTimeStep: 0, createdAt: sql`now()` },
        setWhere: isNull(twoFactor.confirmedAt),
      })
      .returning();
    return row;
  }

  /** Turns the pending setup on with its recovery code hashes; false when it was confirmed meanwhile. */
  async confirm(userId: number, timeStep: number, codeHashes: string[], now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const confirmed = await tx
        .update(twoFactor)
        .set({ confirmedAt: now, lastTimeStep: timeStep })
        .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.confirmedAt)))
        .returning({ userId: twoFactor.userId });
      if (!confirmed.length) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    });
  }

  /**
   * Records `timeStep` as the newest accepted one, unless a code of that step or a newer one was accepted already
   * (by a concurrent request too): each code works once.
   */
  async acceptTimeStep(userId: number, timeStep: number): Promise<boolean> {
    const updated = await this.db
      .update(twoFactor)
      .set({ lastTimeStep: timeStep })
      .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.confirmedAt), lt(twoFactor.lastTimeStep, timeStep)))
      .returning({ userId: twoFactor.userId });
    return updated.length > 0;
  }

  /** Marks the recovery code used; false when it is unknown or was used already. */
  async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
    const used = await this.db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ userId: recoveryCodes.userId });
    return used.length > 0;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.left ?? 0;
  }

  async remove(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    });
  }

  /** Records the mfa_token as exchanged; false when it was already (each works once). */
  async useMfaToken(id: string, expiresAt: Date, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.delete(usedMfaTokens).where(lt(usedMfaTokens.expiresAt, now));
      const inserted = await tx.insert(usedMfaTokens).values({ id, expiresAt }).onConflictDoNothing().returning();
      return inserted.length > 0;
    });
  }

  async mfaTokenUsed(id: string): Promise<boolean> {
    const [row] = await this.db.select().from(usedMfaTokens).where(eq(usedMfaTokens.id, id));
    return row !== undefined;
  }
}
