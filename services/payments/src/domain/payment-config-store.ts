import type { Database } from '@ritual/runtime';
import * as schema from '../db/schema.js';
import type { PaymentConfig } from './payment-config.js';

export class PaymentConfigStore {
  constructor(private readonly db: Database<typeof schema>) {}

  async get(): Promise<PaymentConfig> {
    const [row] = await this.db.select().from(schema.paymentSettings).limit(1);
    return { pixKey: row?.pixKey ?? '', qrImagePng: row?.qrImagePng ?? null };
  }

  /** Saves the key; the stored QR image is replaced only when a new one is given. */
  async save(pixKey: string, qrImagePng: Buffer | undefined): Promise<PaymentConfig> {
    const values = { pixKey, updatedAt: new Date(), ...(qrImagePng ? { qrImagePng } : {}) };
    const [row] = await this.db
      .insert(schema.paymentSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: schema.paymentSettings.id, set: values })
      .returning();
    return { pixKey: row!.pixKey, qrImagePng: row!.qrImagePng };
  }
}
