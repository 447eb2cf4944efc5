import { status as grpcStatus } from '@grpc/grpc-js';
import type { OrderContact, OrdersService } from '@ritual/proto/ritual/v1/orders';
import { type AsyncClient, type Database, isServiceError, type Logger } from '@ritual/runtime';
import { and, eq, sql } from 'drizzle-orm';
import { type CloudApiClient, CloudApiError, classifyFailure, type TemplateMessage } from '../cloud-api/client.js';
import * as schema from '../db/schema.js';
import { consentRevoked } from './consent.js';
import {
  brl,
  CANCEL_REASONS,
  graphReason,
  isMessageKind,
  KINDS_PAST_OPT_OUT,
  parameterText,
  recipientDigits,
  registrationTemplate,
  STALE_AFTER_MS,
} from './kinds.js';
import { isOptedOut, OPT_OUT_REPLY } from './opt-outs.js';
import type { SettingsStore } from './settings.js';
import { TokenBucket } from './token-bucket.js';
import type { VideoLibrary } from './videos.js';

type Row = typeof schema.messages.$inferSelect;
type Db = Database<typeof schema>;

export interface SenderTuning {
  /** How often the schedule is looked at when nothing wakes the sender. Default 1 s. */
  tickMs?: number;
  /** How long a claimed row is ours. Default 30 s (longer than a call can last). */
  leaseMs?: number;
  /** First retry delay, doubled each attempt up to the cap (with jitter). Defaults 2 s and 5 min. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Rows claimed at once. Default 50. */
  batchSize?: number;
  /** Calls in flight at once. Default 16. */
  concurrency?: number;
}

export interface SenderOptions extends SenderTuning {
  db: Db;
  settings: SettingsStore;
  /** Undefined when WhatsApp is not configured: nothing is sent. */
  api: CloudApiClient | undefined;
  orders: Pick<AsyncClient<typeof OrdersService>, 'getOrderContact'>;
  videos: VideoLibrary;
  publicOrigin: string;
  maxPerSecond: number;
  recipientGapMs: number;
  resendGraceMs: number;
  logger: Logger;
}

/** What happens to a claimed row. */
type Outcome =
  | { kind: 'send'; message: TemplateMessage }
  | { kind: 'cancel'; reason: string; recipient?: string }
  | { kind: 'later'; at: Date; countAttempt: boolean };

export const callbackDataOf = (id: number) => `ritual:${id}`;
export function messageIdOfCallbackData(data: string | undefined): number | undefined {
  const match = /^ritual:(\d{1,15})$/.exec(data ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * Sends what is due. Each pass claims due rows (FOR UPDATE SKIP LOCKED, state sending with a lease) so any number of
 * replicas share the work without doubling it, asks orders for the contact at send time, paces the calls
 * (WHATSAPP_MAX_PER_SECOND, WHATSAPP_RECIPIENT_GAP) and stores the wamid. Throttling, outages and network failures
 * put the row back with a backoff (nothing lost); an invalid token (190) stops the sender until the settings are
 * saved or the service restarts with another token.
 *
 * A lease that expires after the call began (the process died between the call and storing its answer) is not sent
 * again at once: the row waits WHATSAPP_RESEND_GRACE for a status webhook carrying its id (biz_opaque_callback_data),
 * which links the wamid; only without one is it sent again.
 */
export class Sender {
  private readonly bucket: TokenBucket;
  private readonly tickMs: number;
  private readonly leaseMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  /** The whole account waits (throttled, API down) until then. */
  private pausedUntil = 0;
  private accountFailures = 0;
  /** A 190 seen in this process: no call until the settings clear it. */
  private refused = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: SenderOptions) {
    // A burst of one: no second ever holds more than Meta's throughput, even after a quiet spell.
    this.bucket = new TokenBucket(options.maxPerSecond, 1);
    this.tickMs = options.tickMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.backoffBaseMs = options.backoffBaseMs ?? 2000;
    this.backoffMaxMs = options.backoffMaxMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 50;
    this.concurrency = options.concurrency ?? 16;
  }

  start(): void {
    if (!this.options.api || this.loop) return;
    this.loop = this.run();
  }

  /** A row became due (inserted by this process): look now rather than at the next tick. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** The settings were saved: a refused token is tried again. */
  resume(): void {
    this.refused = false;
    this.pausedUntil = 0;
    this.wake();
  }

  /** Stops claiming and waits for the calls in flight to finish and be stored. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      try {
        await this.pass();
      } catch (err) {
        this.options.logger.error({ err }, 'whatsapp sender pass failed');
      }
      if (this.stopping) break;
      if (this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(10, Math.min(this.tickMs, this.pausedUntil - Date.now())));
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  /** One look at the schedule: expired leases, opt-out answers, then every due row while there are some. */
  async pass(): Promise<void> {
    if (!this.options.api || this.stopping) return;
    if (Date.now() < this.pausedUntil) return;
    // The refusal is shared through the database: saved settings on any replica clear it for all.
    const refused = await this.options.settings.tokenRefused();
    if (!refused) this.refused = false;
    if (this.refused || refused) return;
    await this.recoverExpiredLeases();
    await this.answerOptOuts();
    while (!this.stopping && !this.refused && Date.now() >= this.pausedUntil) {
      const rows = await this.claim();
      if (rows.length === 0) return;
      await this.sendAll(rows);
    }
  }

  /** Sends one row already claimed by the caller (SendTest), and answers it as stored. */
  async sendClaimed(row: Row): Promise<Row> {
    await this.process(row);
    const [stored] = await this.options.db.select().from(schema.messages).where(eq(schema.messages.id, row.id));
    return stored ?? row;
  }

  newLease(): Date {
    return new Date(Date.now() + this.leaseMs);
  }

  private async recoverExpiredLeases(): Promise<void> {
    const now = new Date();
    const graceEnd = new Date(now.getTime() - this.options.resendGraceMs);
    const { rowCount } = await this.options.db.execute(sql`
      UPDATE messages SET state = 'scheduled', due_at = ${now}, claimed_until = NULL, called_at = NULL
      WHERE state = 'sending' AND claimed_until < ${now}
        AND (called_at IS NULL OR claimed_until < ${graceEnd})`);
    if (rowCount) this.options.logger.warn({ count: rowCount }, 'whatsapp messages taken back from a dead sender');
  }

  private async claim(): Promise<Row[]> {
    const now = new Date();
    const lease = this.newLease();
    // The inner SELECT walks messages_due_idx (partial, state = 'scheduled') in due_at order and stops after LIMIT.
    const { rows } = await this.options.db.execute<{ id: string }>(sql`
      UPDATE messages m SET state = 'sending', claimed_until = ${lease}, called_at = NULL, attempts = m.attempts + 1
      FROM (
        SELECT id FROM messages WHERE state = 'scheduled' AND due_at <= ${now}
        ORDER BY due_at LIMIT ${this.batchSize} FOR UPDATE SKIP LOCKED
      ) due
      WHERE m.id = due.id
      RETURNING m.id`);
    if (rows.length === 0) return [];
    const claimed = await this.options.db
      .select()
      .from(schema.messages)
      .where(
        sql`${schema.messages.id} IN (${sql.join(
          rows.map((row) => sql`${Number(row.id)}`),
          sql`, `,
        )}) AND ${schema.messages.claimedUntil} = ${lease}`,
      );
    return claimed.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
  }

  private async sendAll(rows: Row[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        if (this.stopping || this.refused || Date.now() < this.pausedUntil) {
          await this.release(row, new Date(Math.max(Date.now(), this.pausedUntil)), false);
          continue;
        }
        await this.process(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, worker));
  }

  private process(row: Row): Promise<void> {
    const work = this.processRow(row).catch((err) =>
      this.options.logger.error({ err, messageId: row.id }, 'whatsapp message could not be processed'),
    );
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async processRow(row: Row): Promise<void> {
    let outcome: Outcome;
    try {
      outcome = await this.prepare(row);
    } catch (err) {
      if (err instanceof CloudApiError) return this.failedCall(row, err);
      this.options.logger.warn({ err: (err as Error).message, messageId: row.id }, 'whatsapp message not ready');
      return this.release(row, this.backoff(row.attempts), true);
    }
    if (outcome.kind === 'cancel')
      return this.finish(row, 'cancelled', { errorTitle: outcome.reason }, outcome.recipient);
    if (outcome.kind === 'later') return this.release(row, outcome.at, outcome.countAttempt);
    const { message } = outcome;
    // Its turn first: a row marked as called stays unsent for the resend grace if this process dies meanwhile.
    await this.bucket.take();
    // Still ours? (A sender that outlived its lease must not call for a row another one took.)
    const marked = await this.options.db
      .update(schema.messages)
      .set({
        recipient: message.to,
        templateName: message.template,
        parameters: message.parameters,
        calledAt: new Date(),
      })
      .where(
        and(
          eq(schema.messages.id, row.id),
          eq(schema.messages.state, 'sending'),
          eq(schema.messages.claimedUntil, row.claimedUntil!),
        ),
      )
      .returning({ id: schema.messages.id });
    if (marked.length === 0) return;
    if (this.refused) return this.release(row, row.dueAt, false);
    try {
      const sent = await this.options.api!.sendTemplate({ ...message, callbackData: callbackDataOf(row.id) });
      this.accountFailures = 0;
      await this.options.db.execute(sql`
        UPDATE messages SET wamid = ${sent.wamid}, sent_at = COALESCE(sent_at, ${new Date()}), claimed_until = NULL,
          state = CASE WHEN state IN ('sending', 'scheduled') THEN 'sent' ELSE state END
        WHERE id = ${row.id}`);
      await this.options.settings.observe('connected');
    } catch (err) {
      await this.failedCall(row, err);
    }
  }

  /** Decides, from the order as it is now, whether and how the row goes. */
  private async prepare(row: Row): Promise<Outcome> {
    const { settings } = this.options;
    if (!isMessageKind(row.kind)) return { kind: 'cancel', reason: CANCEL_REASONS.kindOff };
    const setting = await settings.kind(row.kind);
    if (row.orderId === null) {
      // A test message: its number, template and parameters were fixed when it was asked for.
      return this.paced(row.recipient, {
        to: row.recipient,
        template: row.templateName,
        parameters: row.parameters,
      });
    }
    if (!setting.enabled) return { kind: 'cancel', reason: CANCEL_REASONS.kindOff };
    if (row.kind !== 'video_pronto' && Date.now() - row.dueAt.getTime() > STALE_AFTER_MS) {
      return { kind: 'cancel', reason: CANCEL_REASONS.stale };
    }
    let contact: OrderContact;
    try {
      contact = await this.options.orders.getOrderContact({ id: row.orderId }, { deadlineMs: 5000 });
    } catch (err) {
      if (isServiceError(err) && err.code === grpcStatus.NOT_FOUND) {
        return { kind: 'cancel', reason: CANCEL_REASONS.orderGone };
      }
      throw err;
    }
    const order = contact.order;
    if (!order) return { kind: 'cancel', reason: CANCEL_REASONS.orderGone };
    if (!order.consent?.accepted) return { kind: 'cancel', reason: CANCEL_REASONS.noConsent };
    const to = recipientDigits(order.whatsapp);
    if (!to) return { kind: 'cancel', reason: CANCEL_REASONS.noWhatsapp };
    // A withdrawn consent stops every kind: marked on the order by orders, or recorded here for the number.
    if (order.consent.revoked_at || (await consentRevoked(this.options.db, to, order.created_at))) {
      return { kind: 'cancel', reason: CANCEL_REASONS.consentRevoked, recipient: to };
    }
    if (!KINDS_PAST_OPT_OUT.has(row.kind) && (await isOptedOut(this.options.db, to))) {
      return { kind: 'cancel', reason: CANCEL_REASONS.optedOut, recipient: to };
    }
    if (row.kind === 'pix_lembrete') {
      if (order.payment_status === 'paid') return { kind: 'cancel', reason: CANCEL_REASONS.paid, recipient: to };
      if (order.payment_status === 'cancelled' && !order.expired) {
        return { kind: 'cancel', reason: CANCEL_REASONS.cancelled, recipient: to };
      }
      const expiresAt = order.payment_expires_at ? Date.parse(order.payment_expires_at) : Number.NaN;
      if (order.expired || (!Number.isNaN(expiresAt) && expiresAt <= Date.now())) {
        return { kind: 'cancel', reason: CANCEL_REASONS.expired, recipient: to };
      }
      if (order.payment_status !== 'pending')
        return { kind: 'cancel', reason: CANCEL_REASONS.notPending, recipient: to };
    }
    const name = parameterText(contact.name, 'cliente');
    const ritual = parameterText(order.ritual_name, 'seu ritual');
    const link = contact.order_token
      ? `${this.options.publicOrigin}/pedido/${order.id}?t=${encodeURIComponent(contact.order_token)}`
      : '';
    let message: TemplateMessage;
    switch (row.kind) {
      case 'pedido_recebido':
        if (!order.requires_payment) {
          message = { to, template: registrationTemplate(setting.templateName), parameters: [name, ritual] };
          break;
        }
        if (!link) return { kind: 'cancel', reason: CANCEL_REASONS.noLink, recipient: to };
        message = { to, template: setting.templateName, parameters: [name, ritual, brl(order.ritual_price), link] };
        break;
      case 'pix_lembrete':
        if (!link) return { kind: 'cancel', reason: CANCEL_REASONS.noLink, recipient: to };
        message = { to, template: setting.templateName, parameters: [name, ritual, brl(order.ritual_price), link] };
        break;
      case 'pagamento_aprovado':
        message = { to, template: setting.templateName, parameters: [name, ritual] };
        break;
      case 'video_pronto': {
        const source = row.videoDeliveryId ? await this.options.videos.deliverySource(row.videoDeliveryId) : undefined;
        if (!source) return { kind: 'cancel', reason: CANCEL_REASONS.noVideo, recipient: to };
        const video =
          'link' in source
            ? { link: source.link }
            : {
                id: await this.options.videos.mediaId(source.videoId, (content, type, fileName) =>
                  this.options.api!.uploadMedia(content, type, fileName),
                ),
              };
        message = { to, template: setting.templateName, parameters: [name, ritual], video };
        break;
      }
    }
    return this.paced(to, message);
  }

  /** One message per WHATSAPP_RECIPIENT_GAP to one number, across replicas: else the row waits its turn. */
  private async paced(to: string, message: TemplateMessage): Promise<Outcome> {
    const gap = this.options.recipientGapMs;
    if (gap <= 0) return { kind: 'send', message };
    const now = new Date();
    const { rows } = await this.options.db.execute<{ next_at: Date }>(sql`
      INSERT INTO recipient_pacing (recipient, next_at) VALUES (${to}, ${new Date(now.getTime() + gap)})
      ON CONFLICT (recipient) DO UPDATE SET next_at = EXCLUDED.next_at WHERE recipient_pacing.next_at <= ${now}
      RETURNING next_at`);
    if (rows.length > 0) return { kind: 'send', message };
    const [busy] = await this.options.db
      .select({ nextAt: schema.recipientPacing.nextAt })
      .from(schema.recipientPacing)
      .where(eq(schema.recipientPacing.recipient, to));
    return { kind: 'later', at: busy?.nextAt ?? new Date(now.getTime() + gap), countAttempt: false };
  }

  private async failedCall(row: Row, err: unknown): Promise<void> {
    const failure = classifyFailure(err);
    const { logger, settings } = this.options;
    const detail = err instanceof Error ? err.message : String(err);
    switch (failure.kind) {
      case 'invalid_token':
        if (!this.refused) logger.error({ messageId: row.id }, 'whatsapp access token refused (190): sending stopped');
        this.refused = true;
        await settings.observe('invalid_token');
        return this.release(row, row.dueAt, false);
      case 'uncertain':
        // It may have gone out: the lease runs out now and the row waits the grace for its status webhook.
        logger.warn({ messageId: row.id, err: detail }, 'whatsapp call ended without an answer');
        await this.options.db
          .update(schema.messages)
          .set({ claimedUntil: new Date() })
          .where(and(eq(schema.messages.id, row.id), eq(schema.messages.state, 'sending')));
        return;
      case 'retry': {
        const at = this.backoff(row.attempts, failure.retryAfterMs);
        if (failure.account) {
          this.accountFailures++;
          const pause = this.backoff(this.accountFailures, failure.retryAfterMs).getTime();
          this.pausedUntil = Math.max(this.pausedUntil, pause);
          const throttled = err instanceof CloudApiError && err.details.httpStatus === 429;
          if (!throttled) await settings.observe('unreachable');
        }
        logger.warn({ messageId: row.id, err: detail, retryAt: at.toISOString() }, 'whatsapp message will be retried');
        return this.release(row, at, true);
      }
      case 'fatal': {
        const graph = err instanceof CloudApiError ? err.details : undefined;
        logger.warn({ messageId: row.id, code: failure.code }, 'whatsapp message refused');
        return this.finish(row, 'failed', {
          errorCode: failure.code,
          errorTitle: graphReason(failure.code, graph?.detail),
        });
      }
    }
  }

  /** Back to the schedule, to go at `at`. */
  private async release(row: Row, at: Date, countAttempt: boolean): Promise<void> {
    await this.options.db
      .update(schema.messages)
      .set({
        state: 'scheduled',
        dueAt: at,
        claimedUntil: null,
        calledAt: null,
        ...(countAttempt ? {} : { attempts: sql`greatest(${schema.messages.attempts} - 1, 0)` }),
      })
      .where(and(eq(schema.messages.id, row.id), eq(schema.messages.state, 'sending')));
  }

  private async finish(
    row: Row,
    state: 'cancelled' | 'failed',
    error: { errorCode?: number; errorTitle: string },
    recipient?: string,
  ): Promise<void> {
    await this.options.db
      .update(schema.messages)
      .set({
        state,
        errorCode: error.errorCode ?? null,
        errorTitle: error.errorTitle,
        claimedUntil: null,
        statusAt: new Date(),
        ...(recipient ? { recipient } : {}),
      })
      .where(and(eq(schema.messages.id, row.id), eq(schema.messages.state, 'sending')));
  }

  /** Exponential with jitter (half to all of the step), never before Retry-After. */
  private backoff(attempts: number, retryAfterMs = 0): Date {
    const step = Math.min(this.backoffMaxMs, this.backoffBaseMs * 2 ** Math.min(20, Math.max(0, attempts - 1)));
    const delay = Math.max(retryAfterMs, step / 2 + Math.random() * (step / 2));
    return new Date(Date.now() + delay);
  }

  /** The confirmations owed to numbers that answered SAIR or PARAR, each sent once. */
  private async answerOptOuts(): Promise<void> {
    const now = new Date();
    const { rows } = await this.options.db.execute<{ recipient: string; wa_id: string }>(sql`
      UPDATE opt_outs o SET reply_claimed_until = ${this.newLease()}, reply_attempts = o.reply_attempts + 1
      FROM (
        SELECT recipient FROM opt_outs
        WHERE replied_at IS NULL AND reply_error IS NULL AND (reply_claimed_until IS NULL OR reply_claimed_until < ${now})
        LIMIT 20 FOR UPDATE SKIP LOCKED
      ) owed
      WHERE o.recipient = owed.recipient
      RETURNING o.recipient, o.wa_id`);
    for (const { recipient: key, wa_id: waId } of rows) {
      await this.bucket.take();
      try {
        await this.options.api!.sendText(waId, OPT_OUT_REPLY);
        await this.options.db
          .update(schema.optOuts)
          .set({ repliedAt: new Date() })
          .where(eq(schema.optOuts.recipient, key));
      } catch (err) {
        const failure = classifyFailure(err);
        if (failure.kind === 'invalid_token') {
          this.refused = true;
          await this.options.settings.observe('invalid_token');
        }
        await this.options.db
          .update(schema.optOuts)
          .set(
            failure.kind === 'fatal'
              ? { replyError: graphReason(failure.code) }
              : { replyClaimedUntil: this.backoff(1, failure.kind === 'retry' ? failure.retryAfterMs : 0) },
          )
          .where(eq(schema.optOuts.recipient, key));
      }
    }
  }
}
