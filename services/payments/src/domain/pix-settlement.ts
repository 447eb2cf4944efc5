import { timingSafeEqual } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { EventTypes, type PixConfirmed } from '@ritual/contracts/events';
import {
  type Database,
  DomainError,
  enqueueEvent,
  isServiceError,
  type Logger,
  unauthenticated,
} from '@ritual/runtime';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { type Pix, PspError } from '../psp/api-pix-client.js';
import type { OrderLookup } from './orders.js';
import { cents, type PixCharges, type PspApi } from './pix-charges.js';

export const WEBHOOK_SECRET_INVALID = 'Segredo do webhook inválido';
export const PSP_UNAVAILABLE = 'PSP indisponível no momento. Tente novamente em instantes.';

export type SettlementSource = 'webhook' | 'reconciliation' | 'check';

/** The txid of an order's static BR Code (orderTxid). */
const STATIC_TXID = /^PEDIDO(\d{1,19})$/;

/**
 * Decides whether a Pix pays an order, never from what a notification claims: the Pix is read back from the PSP
 * and pays only when its txid is one of ours, its amount is the order's price and (for a charge) the charge is
 * CONCLUIDA. Each end-to-end id is recorded once together with its payments.pix_confirmed event, so a repeated or
 * replayed notification changes nothing.
 */
export class PixSettlement {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      psp: PspApi;
      charges: PixCharges;
      orders: OrderLookup;
      webhookSecret: string;
      onEventQueued: () => void;
      logger: Logger;
    },
  ) {}

  /** A webhook call: checks its secret, then settles each end-to-end id it names. Returns how many orders it paid. */
  async notify(secret: string, endToEndIds: string[]): Promise<number> {
    if (!sameSecret(secret, this.deps.webhookSecret)) throw unauthenticated(WEBHOOK_SECRET_INVALID);
    let settled = 0;
    for (const endToEndId of new Set(endToEndIds)) {
      if (await this.settle(endToEndId, 'webhook')) settled++;
    }
    return settled;
  }

  /** Whether this call paid an order with the Pix `endToEndId` (false when it was settled before or does not pay). */
  async settle(endToEndId: string, source: SettlementSource, known?: Pix): Promise<boolean> {
    const [settled] = await this.deps.db
      .select({ orderId: schema.pixPayments.orderId })
      .from(schema.pixPayments)
      .where(eq(schema.pixPayments.endToEndId, endToEndId));
    if (settled) return false;
    const pix = known ?? (await this.readPix(endToEndId));
    if (!pix) return false;
    const match = await this.match(pix);
    if (!match) return false;
    const paid = await this.deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(schema.pixPayments)
        .values({
          endToEndId: pix.endToEndId,
          orderId: match.orderId,
          txid: match.txid,
          amount: match.amount,
          paidAt: new Date(pix.horario),
          source,
        })
        .onConflictDoNothing()
        .returning({ orderId: schema.pixPayments.orderId });
      if (!inserted) return false;
      const event: PixConfirmed = {
        order_id: match.orderId,
        end_to_end_id: pix.endToEndId,
        txid: match.txid,
        amount: match.amount,
        paid_at: new Date(pix.horario).toISOString(),
      };
      await enqueueEvent(tx, EventTypes.PixConfirmed, event);
      return true;
    });
    if (!paid) return false;
    await this.deps.charges.markPaid(match.orderId);
    this.deps.onEventQueued();
    this.deps.logger.info({ order_id: match.orderId, source }, 'order paid: Pix confirmed by the PSP');
    return true;
  }

  /** The Pix as the PSP has it; undefined when the PSP does not know it. PSP outages surface as UNAVAILABLE. */
  private async readPix(endToEndId: string): Promise<Pix | undefined> {
    try {
      return await this.deps.psp.getPix(endToEndId);
    } catch (err) {
      if (err instanceof PspError && (err.status === 404 || err.status === 400)) {
        this.deps.logger.warn({ status: err.status }, 'notified Pix unknown to the PSP: ignored');
        return undefined;
      }
      throw pspUnavailable(err, this.deps.logger);
    }
  }

  private async match(pix: Pix): Promise<{ orderId: number; txid: string; amount: string } | undefined> {
    const reject = (reason: string) => {
      this.deps.logger.warn({ txid: pix.txid ?? null, reason }, 'Pix does not pay any order');
      return undefined;
    };
    if (!pix.txid) return reject('no txid');
    const charge = await this.deps.charges.byTxid(pix.txid);
    if (charge) {
      if (cents(pix.valor) !== cents(charge.amount)) return reject('amount differs from the order price');
      const cob = await this.deps.psp.getCob(charge.txid).catch((err: unknown) => {
        throw pspUnavailable(err, this.deps.logger);
      });
      if (cob.status !== 'CONCLUIDA') return reject(`charge is ${cob.status}`);
      if (cents(cob.valor.original) !== cents(charge.amount)) return reject('charge amount differs');
      return { orderId: charge.orderId, txid: charge.txid, amount: charge.amount };
    }
    // A Pix made with the static BR Code shown while the PSP charge was not there yet.
    const staticOrder = STATIC_TXID.exec(pix.txid);
    if (!staticOrder) return reject('txid is not ours');
    const orderId = Number(staticOrder[1]);
    const order = await this.deps.orders.getOrder({ id: orderId }).catch((err: unknown) => {
      if (isServiceError(err) && err.code === status.NOT_FOUND) return undefined;
      throw err;
    });
    if (!order?.requires_payment) return reject('no such order to be paid');
    if (cents(pix.valor) !== cents(order.ritual_price)) return reject('amount differs from the order price');
    return { orderId, txid: pix.txid, amount: order.ritual_price };
  }
}

export function pspUnavailable(err: unknown, logger: Logger): DomainError {
  logger.warn({ err: (err as Error).message }, 'PSP call failed');
  return new DomainError(status.UNAVAILABLE, PSP_UNAVAILABLE);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
