import { RETENTION_FIELDS, RETENTION_LIMITS } from '@ritual/contracts/http';
import { type Database, invalidArgument, type PgExecutor } from '@ritual/runtime';
import * as schema from '../db/schema.js';

/** How long personal data is kept; null keeps forever (Config do Site → Retenção de dados). */
export interface RetentionSettings {
  unpaid_order_days: number | null;
  paid_order_months: number | null;
  receipt_file_days: number | null;
  answered_request_years: number | null;
}

/**
 * Until the operator saves: unpaid orders erased 30 days after they ended, paid orders kept, receipt files deleted
 * 90 days after payment, answered requests deleted 5 years after the answer.
 */
export const DEFAULT_RETENTION_SETTINGS: RetentionSettings = {
  unpaid_order_days: 30,
  paid_order_months: null,
  receipt_file_days: 90,
  answered_request_years: 5,
};

/** The gRPC message's optional fields (unset = keep forever) as the settings; each range as RETENTION_LIMITS says. */
export function validateRetentionSettings(
  input: { [K in keyof RetentionSettings]?: number | null },
): RetentionSettings {
  const settings = { ...DEFAULT_RETENTION_SETTINGS };
  for (const key of RETENTION_FIELDS) {
    const value = input[key] ?? null;
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > RETENTION_LIMITS[key].max)) {
      throw invalidArgument(RETENTION_LIMITS[key].message);
    }
    settings[key] = value;
  }
  return settings;
}

/** The settings as the gRPC message carries them: an unset field keeps forever. */
export const retentionMessage = (settings: RetentionSettings) => ({
  unpaid_order_days: settings.unpaid_order_days ?? undefined,
  paid_order_months: settings.paid_order_months ?? undefined,
  receipt_file_days: settings.receipt_file_days ?? undefined,
  answered_request_years: settings.answered_request_years ?? undefined,
});

type Row = typeof schema.retentionSettings.$inferSelect;

const toSettings = (row: Row): RetentionSettings => ({
  unpaid_order_days: row.unpaidOrderDays,
  paid_order_months: row.paidOrderMonths,
  receipt_file_days: row.receiptFileDays,
  answered_request_years: row.answeredRequestYears,
});

/** The saved settings (one row), or the defaults before the first save. */
export async function readRetentionSettings(db: PgExecutor<typeof schema>): Promise<RetentionSettings> {
  const [row] = await db.select().from(schema.retentionSettings).limit(1);
  return row ? toSettings(row) : DEFAULT_RETENTION_SETTINGS;
}

export class RetentionSettingsStore {
  constructor(private readonly db: Database<typeof schema>) {}

  get(): Promise<RetentionSettings> {
    return readRetentionSettings(this.db);
  }

  async save(settings: RetentionSettings): Promise<RetentionSettings> {
    const values = {
      unpaidOrderDays: settings.unpaid_order_days,
      paidOrderMonths: settings.paid_order_months,
      receiptFileDays: settings.receipt_file_days,
      answeredRequestYears: settings.answered_request_years,
      updatedAt: new Date(),
    };
    const [row] = await this.db
      .insert(schema.retentionSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: schema.retentionSettings.id, set: values })
      .returning();
    return toSettings(row!);
  }
}
