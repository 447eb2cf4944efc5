import type { Database } from '@ritual/runtime';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema.js';

const { securitySettings } = schema;

export interface SecuritySettings {
  requireTwoFactor: boolean;
}

/** The store's security settings (one row, made by the migration). */
export class SecuritySettingsStore {
  constructor(private readonly db: Database<typeof schema>) {}

  async get(): Promise<SecuritySettings> {
    const [row] = await this.db.select().from(securitySettings).where(eq(securitySettings.id, 1));
    return { requireTwoFactor: row?.requireTwoFactor ?? false };
  }

  async set(settings: SecuritySettings): Promise<void> {
    await this.db
      .insert(securitySettings)
      .values({ id: 1, requireTwoFactor: settings.requireTwoFactor })
      .onConflictDoUpdate({
        target: securitySettings.id,
        set: { requireTwoFactor: settings.requireTwoFactor, updatedAt: new Date() },
      });
  }
}
