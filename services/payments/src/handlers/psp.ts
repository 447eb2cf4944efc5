import type { Order } from '@ritual/proto/ritual/v1/orders';
import type { OrderPix as OrderPixMessage, PaymentsService } from '@ritual/proto/ritual/v1/payments';
import { type AsyncService, DomainError, type Logger, notFound } from '@ritual/runtime';
import { type OrderPix, qrCodeImage } from '../domain/order-pix.js';
import { fetchOrder, type OrderLookup } from '../domain/orders.js';
import { NO_PIX_PAYMENT } from '../domain/pix-refunds.js';
import { pspUnavailable } from '../domain/pix-settlement.js';
import type { PspDesk } from '../psp/psp-desk.js';

export const NO_PSP = 'Nenhum PSP configurado para confirmar pagamentos PIX';

type PspMethods = Pick<
  AsyncService<typeof PaymentsService>,
  'notifyPix' | 'checkOrderPayment' | 'getPixPayment' | 'refundPix'
>;

/** The gRPC methods of the PSP flow; without a PSP they answer NOT_FOUND (and GetPixPayment "not found"). */
export function pspHandlers(psp: PspDesk | undefined, orders: OrderLookup, logger: Logger): PspMethods {
  const desk = () => {
    if (!psp) throw notFound(NO_PSP);
    return psp;
  };
  return {
    notifyPix: async ({ secret, end_to_end_ids }) => ({
      settled: await desk().settlement.notify(secret, end_to_end_ids),
    }),
    checkOrderPayment: async ({ order_id }) => {
      const order = await fetchOrder(orders, order_id);
      if (order.payment_status === 'paid') return { paid: true };
      const paid = await desk()
        .reconciliation.checkOrder(order_id)
        .catch((err: unknown) => {
          throw err instanceof DomainError ? err : pspUnavailable(err, logger);
        });
      return { paid };
    },
    getPixPayment: async ({ order_id }) => (psp ? psp.refunds.view(order_id) : NO_PIX_PAYMENT),
    refundPix: async ({ order_id }) => desk().refunds.refund(order_id),
  };
}

/**
 * The order's code to pay: the PSP charge's pixCopiaECola while the charge is ATIVA, else the static BR Code
 * (no PSP, or the PSP has not got the charge yet; a Pix made with it is still found by reconciliation).
 */
export async function orderPixMessage(
  psp: PspDesk | undefined,
  order: Order,
  fallback: OrderPix,
): Promise<OrderPixMessage> {
  const staticCode: OrderPixMessage = {
    brcode: fallback.brcode,
    qr_code_image: fallback.qrCodeImage,
    amount: fallback.amount,
    txid: fallback.txid,
    expires_at: '',
    bank_confirmation: psp !== undefined,
  };
  if (!psp || order.payment_status !== 'pending') return staticCode;
  const charge = await psp.charges.open({
    id: order.id,
    price: order.ritual_price,
    ritualName: order.ritual_name,
    createdAt: new Date(order.created_at),
  });
  if (charge.status !== 'ATIVA' || !charge.pixCopiaECola) return staticCode;
  return {
    ...staticCode,
    brcode: charge.pixCopiaECola,
    qr_code_image: await qrCodeImage(charge.pixCopiaECola),
    txid: charge.txid,
    expires_at: charge.expiresAt.toISOString(),
  };
}
