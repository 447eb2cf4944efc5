import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_INVALID, WEBHOOK_VERIFICATION_REFUSED } from '@ritual/contracts/http/whatsapp';
import { type Database, invalidArgument, type Logger, permissionDenied, unauthenticated } from '@ritual/runtime';
import { sql } from 'drizzle-orm';
import type * as schema from '../db/schema.js';
import { graphReason } from './kinds.js';
import { isOptOutText, optOutKey } from './opt-outs.js';
import { messageIdOfCallbackData } from './sender.js';

export const WEBHOOK_BODY_INVALID = 'Corpo do webhook inválido';

interface WebhookStatus {
  id?: string;
  status?: string;
  timestamp?: string;
  recipient_id?: string;
  biz_opaque_callback_data?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}

interface WebhookMessage {
  from?: string;
  id?: string;
  type?: string;
  text?: { body?: string };
}

interface WebhookBody {
  object?: string;
  entry?: { changes?: { field?: string; value?: { statuses?: WebhookStatus[]; messages?: WebhookMessage[] } }[] }[];
}

/** The states a status may move a message from: only forward (sent < delivered < read; failed over sent/delivered). */
// 'cancelled': a status carrying our id proves WhatsApp took the message, even when the sender died before storing
// the answer and the row was then dropped (e.g. the order got paid before the reminder was tried again).
const MOVES_FROM: Record<string, string[]> = {
  sent: ['sending', 'scheduled', 'cancelled'],
  delivered: ['sending', 'scheduled', 'cancelled', 'sent'],
  read: ['sending', 'scheduled', 'cancelled', 'sent', 'delivered'],
  failed: ['sending', 'scheduled', 'cancelled', 'sent', 'delivered'],
};

/** Whether `signature` ("sha256=<hex>") is the HMAC-SHA256 of `body` with `secret`, compared in constant time. */
export function signatureHolds(body: Buffer, signature: string, secret: string): boolean {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(signature.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

/** Meta's webhook: its verification handshake, then signed statuses and incoming messages. */
export class WebhookDesk {
  constructor(
    private readonly db: Database<typeof schema>,
    private readonly secrets: { appSecret?: string; verifyToken?: string },
    private readonly onOptOut: () => void,
    private readonly logger: Logger,
  ) {}

  verify(mode: string, verifyToken: string, challenge: string): string {
    const expected = this.secrets.verifyToken;
    if (mode !== 'subscribe' || !expected || !sameText(verifyToken, expected)) {
      throw permissionDenied(WEBHOOK_VERIFICATION_REFUSED);
    }
    return challenge;
  }

  async receive(body: Buffer, signature: string): Promise<{ statusesApplied: number; messagesReceived: number }> {
    const secret = this.secrets.appSecret;
    if (!secret || !signature || !signatureHolds(body, signature, secret)) {
      throw unauthenticated(WEBHOOK_SIGNATURE_INVALID);
    }
    let parsed: WebhookBody;
    try {
      parsed = JSON.parse(body.toString('utf8')) as WebhookBody;
    } catch {
      throw invalidArgument(WEBHOOK_BODY_INVALID);
    }
    let statusesApplied = 0;
    let messagesReceived = 0;
    for (const entry of Array.isArray(parsed?.entry) ? parsed.entry : []) {
      for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
        if (change?.field !== 'messages' || !change.value) continue;
        for (const status of Array.isArray(change.value.statuses) ? change.value.statuses : []) {
          if (await this.applyStatus(status)) statusesApplied++;
        }
        for (const message of Array.isArray(change.value.messages) ? change.value.messages : []) {
          messagesReceived++;
          await this.incoming(message);
        }
      }
    }
    return { statusesApplied, messagesReceived };
  }

  /** Moves the message the status names forward; a duplicate or a late, lower status changes nothing. */
  private async applyStatus(status: WebhookStatus): Promise<boolean> {
    const state = typeof status?.status === 'string' ? status.status : '';
    const from = MOVES_FROM[state];
    const wamid = typeof status.id === 'string' ? status.id : '';
    if (!from || !wamid) return false;
    const seconds = Number(status.timestamp);
    const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
    const ownId = messageIdOfCallbackData(status.biz_opaque_callback_data) ?? null;
    const error = state === 'failed' ? status.errors?.[0] : undefined;
    const errorCode = error ? Number(error.code) || 0 : null;
    const errorTitle = error ? graphReason(errorCode ?? 0, error.error_data?.details ?? error.title) : null;
    // By wamid; or, when our answer was never stored (the sender died), by the id we sent as callback data.
    const { rowCount } = await this.db.execute(sql`
      UPDATE messages SET
        state = ${state},
        wamid = COALESCE(wamid, ${wamid}),
        status_at = ${at},
        sent_at = COALESCE(sent_at, ${at}),
        claimed_until = NULL,
        error_code = CASE WHEN ${state} = 'failed' THEN ${errorCode}::int WHEN state = 'cancelled' THEN NULL ELSE error_code END,
        error_title = CASE WHEN ${state} = 'failed' THEN ${errorTitle}::text WHEN state = 'cancelled' THEN NULL
          ELSE error_title END
      WHERE id = (
          SELECT id FROM messages WHERE wamid = ${wamid}
          UNION ALL
          SELECT id FROM messages WHERE ${ownId}::bigint IS NOT NULL AND id = ${ownId}::bigint AND wamid IS NULL
          LIMIT 1
        )
        AND state IN (${sql.join(
          from.map((value) => sql`${value}`),
          sql`, `,
        )})`);
    return (rowCount ?? 0) > 0;
  }

  /** SAIR or PARAR opts the number out, answered once (the sender sends the answer). */
  private async incoming(message: WebhookMessage): Promise<void> {
    const from = typeof message?.from === 'string' ? message.from.replace(/\D/g, '') : '';
    const text = message?.type === 'text' && typeof message.text?.body === 'string' ? message.text.body : '';
    if (!from || !isOptOutText(text)) return;
    const { rowCount } = await this.db.execute(sql`
      INSERT INTO opt_outs (recipient, wa_id) VALUES (${optOutKey(from)}, ${from}) ON CONFLICT DO NOTHING`);
    if (rowCount) {
      this.logger.info('whatsapp number opted out');
      this.onOptOut();
    }
  }
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
