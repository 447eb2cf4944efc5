import { status } from '@grpc/grpc-js';
import { EventTypes, type PixRefunded } from '@ritual/contracts/events';
import { type Database, DomainError, enqueueEvent, type Logger } from '@ritual/runtime';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { PspError } from '../psp/api-pix-client.js';
import type { PspApi } from './pix-charges.js';
import { pspUnavailable } from './pix-settlement.js';

export const NOT_PAID_THROUGH_PSP = 'Este pedido não foi pago por PIX confirmado pelo banco; não há PIX para devolver.';
export const REFUND_REFUSED = 'O PSP recusou a devolução do PIX';

export interface PixPaymentView {
  found: boolean;
  end_to_end_id: string;
  amount: string;
  paid_at: string;
  refund_status: string;
  refund_id: string;
  refunded_at: string;
}

export const NO_PIX_PAYMENT: PixPaymentView = {
  found: false,
  end_to_end_id: '',
  amount: '',
  paid_at: '',
  refund_status: '',
  refund_id: '',
  refunded_at: '',
};

/**
 * Full refunds of Pix the PSP confirmed (PUT /pix/{e2eid}/devolucao/{id}). The devolucao id is derived from the
 * order, so asking twice is one refund at the PSP; the first request records it with its payments.pix_refunded
 * event, which cancels the order (and takes it out of the sales totals) exactly once.
 */
export class PixRefunds {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      psp: PspApi;
      onEventQueued: () => void;
      clock: () => Date;
      logger: Logger;
    },
  ) {}

  async view(orderId: number): Promise<PixPaymentView> {
    const [payment] = await this.deps.db
      .select()
      .from(schema.pixPayments)
      .where(eq(schema.pixPayments.orderId, orderId));
    if (!payment) return NO_PIX_PAYMENT;
    const [refund] = await this.deps.db.select().from(schema.pixRefunds).where(eq(schema.pixRefunds.orderId, orderId));
    return {
      found: true,
      end_to_end_id: payment.endToEndId,
      amount: payment.amount,
      paid_at: payment.paidAt.toISOString(),
      refund_status: refund?.status ?? '',
      refund_id: refund?.id ?? '',
      refunded_at: refund?.requestedAt.toISOString() ?? '',
    };
  }

  async refund(orderId: number): Promise<PixPaymentView> {
    const [payment] = await this.deps.db
      .select()
      .from(schema.pixPayments)
      .where(eq(schema.pixPayments.orderId, orderId));
    if (!payment) throw new DomainError(status.FAILED_PRECONDITION, NOT_PAID_THROUGH_PSP);
    const id = `DEV${orderId}`;
    const devolucao = await this.deps.psp.putDevolucao(payment.endToEndId, id, payment.amount).catch((err: unknown) => {
      if (err instanceof PspError && err.status === 400) {
        throw new DomainError(
          status.FAILED_PRECONDITION,
          `${REFUND_REFUSED}: ${err.problem?.detail ?? err.problemType}`,
        );
      }
      throw pspUnavailable(err, this.deps.logger);
    });
    const recorded = await this.deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(schema.pixRefunds)
        .values({
          id,
          orderId,
          endToEndId: payment.endToEndId,
          amount: payment.amount,
          status: devolucao.status,
        })
        .onConflictDoNothing()
        .returning({ id: schema.pixRefunds.id });
      if (!inserted) return false;
      const event: PixRefunded = {
        order_id: orderId,
        end_to_end_id: payment.endToEndId,
        devolucao_id: id,
        amount: payment.amount,
      };
      await enqueueEvent(tx, EventTypes.PixRefunded, event);
      return true;
    });
    if (recorded) {
      this.deps.onEventQueued();
      this.deps.logger.info({ order_id: orderId }, 'Pix refund requested at the PSP');
    }
    return this.view(orderId);
  }

  /** Reads back refunds still EM_PROCESSAMENTO, which the PSP settles as DEVOLVIDO or NAO_REALIZADO. */
  async refreshInProcess(): Promise<void> {
    const open = await this.deps.db
      .select()
      .from(schema.pixRefunds)
      .where(eq(schema.pixRefunds.status, 'EM_PROCESSAMENTO'));
    for (const refund of open) {
      const pix = await this.deps.psp.getPix(refund.endToEndId);
      const devolucao = pix.devolucoes?.find((entry) => entry.id === refund.id);
      if (!devolucao || devolucao.status === refund.status) continue;
      await this.deps.db
        .update(schema.pixRefunds)
        .set({ status: devolucao.status, updatedAt: this.deps.clock() })
        .where(eq(schema.pixRefunds.id, refund.id));
      if (devolucao.status === 'NAO_REALIZADO') {
        this.deps.logger.error({ order_id: refund.orderId }, 'PSP did not carry out the Pix refund');
      }
    }
  }
}
