import { EventTypes, type PaymentConfigChanged } from '@ritual/contracts/events';
import { type Database, enqueueEvent } from '@ritual/runtime';
import * as schema from '../db/schema.js';
import type { Payee, PaymentConfig } from './payment-config.js';

type Row = typeof schema.paymentSettings.$inferSelect;

const toConfig = (row: Row | undefined): PaymentConfig => ({
  pixKey: row?.pixKey ?? '',
  qrImagePng: row?.qrImagePng ?? null,
  recipientName: row?.recipientName ?? '',
  recipientDocument: row?.recipientDocument ?? '',
});

/** Every save enqueues payments.config_changed in its transaction; `afterCommit` kicks the outbox relay. */
export class PaymentConfigStore {
  constructor(
    private readonly db: Database<typeof schema>,
    private readonly afterCommit: () => void = () => {},
  ) {}

  async get(): Promise<PaymentConfig> {
    const [row] = await this.db.select().from(schema.paymentSettings).limit(1);
    return toConfig(row);
  }

  /** The key and the account holder, without the QR image: what each receipt, charge and PIX code needs. */
  async payee(): Promise<Payee> {
    const { pixKey, recipientName, recipientDocument } = schema.paymentSettings;
    const [row] = await this.db
      .select({ pixKey, recipientName, recipientDocument })
      .from(schema.paymentSettings)
      .limit(1);
    return {
      pixKey: row?.pixKey ?? '',
      recipientName: row?.recipientName ?? '',
      recipientDocument: row?.recipientDocument ?? '',
    };
  }

  /** Saves the key; the stored QR image and account holder are replaced only when new values are given. */
  async save(
    pixKey: string,
    qrImagePng: Buffer | undefined,
    holder: { recipientName?: string; recipientDocument?: string } = {},
  ): Promise<PaymentConfig> {
    const values = {
      pixKey,
      updatedAt: new Date(),
      ...(qrImagePng ? { qrImagePng } : {}),
      ...(holder.recipientName !== undefined ? { recipientName: holder.recipientName } : {}),
      ...(holder.recipientDocument !== undefined ? { recipientDocument: holder.recipientDocument } : {}),
    };
    const row = await this.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(schema.paymentSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: schema.paymentSettings.id, set: values })
        .returning();
      await enqueueEvent(tx, EventTypes.PaymentConfigChanged, {
        has_pix_key: pixKey !== '',
      } satisfies PaymentConfigChanged);
      return saved!;
    });
    this.afterCommit();
    return toConfig(row);
  }
}
