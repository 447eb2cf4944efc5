import type { Database } from '@ritual/runtime';
import { desc, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { DEFAULT_PRIVACY_NOTICE, type PrivacyNotice, type PrivacyNoticeInput } from './privacy-notice.js';

type Row = typeof schema.privacyNotices.$inferSelect;
/** Any fixed number: the advisory lock that orders saves of the notice. */
const NOTICE_LOCK = 28_0001;

function toNotice(row: Row): PrivacyNotice {
  return {
    version: String(row.version),
    text: row.text,
    controller_name: row.controllerName,
    controller_document: row.controllerDocument,
    dpo_name: row.dpoName,
    dpo_contact: row.dpoContact,
    updated_at: row.createdAt.toISOString(),
  };
}

/** The privacy notice's versions: the newest is the one shown and the one an order must consent to. */
export class PrivacyNoticeStore {
  constructor(private readonly db: Database<typeof schema>) {}

  async current(): Promise<PrivacyNotice> {
    const [row] = await this.db
      .select()
      .from(schema.privacyNotices)
      .orderBy(desc(schema.privacyNotices.version))
      .limit(1);
    return row ? toNotice(row) : DEFAULT_PRIVACY_NOTICE;
  }

  /** Saves `notice` as the next version (the default text is version 1, so the first save is version 2). */
  async save(notice: PrivacyNoticeInput): Promise<PrivacyNotice> {
    const values = {
      text: notice.text,
      controllerName: notice.controller_name,
      controllerDocument: notice.controller_document,
      dpoName: notice.dpo_name,
      dpoContact: notice.dpo_contact,
    };
    const row = await this.db.transaction(async (tx) => {
      // Saves queue here, so two at once get consecutive versions instead of the same one.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${NOTICE_LOCK})`);
      const [latest] = await tx
        .select({ version: schema.privacyNotices.version })
        .from(schema.privacyNotices)
        .orderBy(desc(schema.privacyNotices.version))
        .limit(1);
      const [saved] = await tx
        .insert(schema.privacyNotices)
        .values({ version: (latest?.version ?? Number(DEFAULT_PRIVACY_NOTICE.version)) + 1, ...values })
        .returning();
      return saved!;
    });
    return toNotice(row);
  }
}
