import { randomBytes } from 'node:crypto';
import { type Database, type Logger, paymentDeadline } from '@ritual/runtime';
import { and, asc, eq, lte } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { type ApiPixClient, PspError } from '../psp/api-pix-client.js';
import type { PaymentConfigStore } from './payment-config-store.js';

export type PspApi = Pick<ApiPixClient, 'putCob' | 'getCob' | 'getPix' | 'listPix' | 'putWebhook' | 'putDevolucao'>;
export type PixCharge = typeof schema.pixCharges.$inferSelect;

/** The PSP charge is not there yet: the storefront shows the static BR Code meanwhile. */
export const CHARGE_PENDING = 'pending';
/** The order's payment window closed before the PSP ever had its charge. */
export const CHARGE_EXPIRED_UNSENT = 'expired';

const TXID_LENGTH = 32;
const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RETRY_BATCH = 50;
const FIRST_RETRY_MS = 1000;
const SOLICITACAO_MAX = 140;

/** API Pix txid: 26–35 of [a-zA-Z0-9]; drawn at random so it says nothing about the store's volume. */
export function newTxid(): string {
  return Array.from(randomBytes(TXID_LENGTH), (byte) => TXID_ALPHABET[byte % TXID_ALPHABET.length]).join('');
}

export const cents = (amount: string) => Math.round(Number(amount) * 100);

export interface OrderToCharge {
  id: number;
  price: string;
  ritualName: string;
  createdAt: Date;
}

/**
 * One `cob` per order to be paid. The row is written first, with its txid, so a PSP outage loses nothing: the
 * charge is created at the PSP as soon as it answers (retried with backoff), and PUT /cob/{txid} is idempotent.
 */
export class PixCharges {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      psp: PspApi;
      config: PaymentConfigStore;
      paymentTtlMs: number;
      /** Longest wait between two creation attempts. */
      maxRetryMs: number;
      clock: () => Date;
      logger: Logger;
    },
  ) {}

  /** The order's charge, created at the PSP now when it is not there yet (and an attempt is due). */
  async open(order: OrderToCharge): Promise<PixCharge> {
    await this.deps.db
      .insert(schema.pixCharges)
      .values({
        orderId: order.id,
        txid: newTxid(),
        amount: order.price,
        description: order.ritualName,
        expiresAt: paymentDeadline(order.createdAt, this.deps.paymentTtlMs),
      })
      .onConflictDoNothing();
    const charge = (await this.byOrder(order.id))!;
    // While the PSP is failing, a page load does not wait on it again before the next scheduled attempt.
    const due = charge.status === CHARGE_PENDING && charge.nextAttemptAt <= this.deps.clock();
    return due ? this.push(charge) : charge;
  }

  byOrder(orderId: number): Promise<PixCharge | undefined> {
    return this.deps.db
      .select()
      .from(schema.pixCharges)
      .where(eq(schema.pixCharges.orderId, orderId))
      .then((rows) => rows[0]);
  }

  byTxid(txid: string): Promise<PixCharge | undefined> {
    return this.deps.db
      .select()
      .from(schema.pixCharges)
      .where(eq(schema.pixCharges.txid, txid))
      .then((rows) => rows[0]);
  }

  /** Tries again every charge the PSP does not have yet whose next attempt is due. Returns how many it created. */
  async retryDue(): Promise<number> {
    const due = await this.deps.db
      .select()
      .from(schema.pixCharges)
      .where(and(eq(schema.pixCharges.status, CHARGE_PENDING), lte(schema.pixCharges.nextAttemptAt, this.deps.clock())))
      .orderBy(asc(schema.pixCharges.nextAttemptAt))
      .limit(RETRY_BATCH);
    let created = 0;
    for (const charge of due) {
      if ((await this.push(charge)).status !== CHARGE_PENDING) created++;
    }
    return created;
  }

  /** The order is paid (by its charge, or by the static code while the charge was pending): nothing left to create. */
  async markPaid(orderId: number): Promise<void> {
    await this.deps.db
      .update(schema.pixCharges)
      .set({ status: 'CONCLUIDA', updatedAt: this.deps.clock() })
      .where(eq(schema.pixCharges.orderId, orderId));
  }

  private async push(charge: PixCharge): Promise<PixCharge> {
    const now = this.deps.clock();
    const seconds = Math.ceil((charge.expiresAt.getTime() - now.getTime()) / 1000);
    if (seconds <= 0) return this.update(charge, { status: CHARGE_EXPIRED_UNSENT });
    const { pixKey } = await this.deps.config.payee();
    if (!pixKey) return this.failed(charge, 'chave PIX não configurada');
    const request = {
      calendario: { expiracao: seconds },
      valor: { original: charge.amount },
      chave: pixKey,
      solicitacaoPagador: charge.description.slice(0, SOLICITACAO_MAX),
    };
    try {
      const cob = await this.deps.psp.putCob(charge.txid, request).catch(async (err: unknown) => {
        // Already there and no longer ATIVA (e.g. paid between two attempts): it is still our charge.
        if (err instanceof PspError && err.problemType === 'CobOperacaoInvalida') {
          const existing = await this.deps.psp.getCob(charge.txid).catch(() => undefined);
          if (existing && cents(existing.valor.original) === cents(charge.amount)) return existing;
        }
        throw err;
      });
      return this.update(charge, { status: cob.status, pixCopiaECola: cob.pixCopiaECola ?? null, lastError: null });
    } catch (err) {
      return this.failed(charge, (err as Error).message);
    }
  }

  private failed(charge: PixCharge, reason: string): Promise<PixCharge> {
    const waitMs = Math.min(FIRST_RETRY_MS * 2 ** charge.attempts, this.deps.maxRetryMs);
    this.deps.logger.warn(
      { order_id: charge.orderId, attempts: charge.attempts + 1, reason },
      'PSP charge not created yet',
    );
    return this.update(charge, {
      attempts: charge.attempts + 1,
      nextAttemptAt: new Date(this.deps.clock().getTime() + waitMs),
      lastError: reason.slice(0, 500),
    });
  }

  private async update(charge: PixCharge, values: Partial<PixCharge>): Promise<PixCharge> {
    const [row] = await this.deps.db
      .update(schema.pixCharges)
      .set({ ...values, updatedAt: this.deps.clock() })
      .where(eq(schema.pixCharges.orderId, charge.orderId))
      .returning();
    return row!;
  }
}
