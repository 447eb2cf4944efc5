import { formatMoney } from '../../../lib/format';
import type { AdminOrder } from '../../admin-common/admin-types';
import { useConfirm } from '../../admin-common/components/confirm-dialog';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { fetchPixPayment, type PixPayment, refundPix } from '../api/pix-refund-api';

export const REFUND_STATUS_LABELS: Record<string, string> = {
  EM_PROCESSAMENTO: 'PIX em devolução',
  DEVOLVIDO: 'PIX devolvido',
  NAO_REALIZADO: 'Devolução não realizada',
};

/**
 * Cancelling an order the bank confirmed (PSP) offers "Devolver o PIX": the full amount goes back through the PSP
 * and the order is cancelled by the server. Resolves the refund when one was requested; undefined when the order
 * was not paid through the PSP, was refunded already, or the operator chose to cancel without refunding.
 */
export function useOfferPixRefund() {
  const confirm = useConfirm();
  return async (order: AdminOrder): Promise<PixPayment | undefined> => {
    const payment = await fetchPixPayment(order.id).catch(() => undefined);
    if (!payment?.paid_through_psp || payment.refund_status) return undefined;
    const refund = await confirm({
      title: 'Devolver o PIX?',
      message: (
        <>
          <p>
            Este pedido foi pago por PIX confirmado pelo banco ({formatMoney(payment.amount ?? 0)}). Ao cancelar, você
            pode devolver o valor integral ao cliente.
          </p>
          <p className="adm-alert adm-alert--warning">
            ⚠️ A devolução é feita pelo banco e não pode ser desfeita. “Cancelar sem devolver” só muda o status.
          </p>
        </>
      ),
      confirmLabel: 'Devolver o PIX',
      cancelLabel: 'Cancelar sem devolver',
      tone: 'danger',
    });
    return refund ? refundPix(order.id) : undefined;
  };
}

/** What the operator should notice on an order beyond its status. */
export function PaymentFlags({ order, refundStatus }: { order: AdminOrder; refundStatus?: string | null }) {
  return (
    <>
      {order.late_payment && (
        <span
          className="adm-badge adm-badge--warning"
          title="O banco confirmou o pagamento depois que o pedido expirou"
        >
          ⚠️ Pago após expirar
        </span>
      )}
      {order.expired && order.payment_status === 'cancelled' && (
        <span className="adm-badge adm-badge--neutral">Expirado</span>
      )}
      {refundStatus && (
        <span className="adm-badge adm-badge--neutral">{REFUND_STATUS_LABELS[refundStatus] ?? refundStatus}</span>
      )}
    </>
  );
}

/** In the order's receipts dialog: the Pix the bank confirmed for it, and its refund, when there is one. */
export function PixPaymentPanel({ orderId }: { orderId: string | number }) {
  const payment = useLoad((signal) => fetchPixPayment(orderId, signal).catch(() => null), [orderId]);
  const data = payment.data;
  if (!data?.paid_through_psp) return null;
  return (
    <section className="adm-alert adm-pix-payment" aria-label="Pagamento confirmado pelo banco">
      <p>
        <strong>Pago por PIX confirmado pelo banco</strong> — {formatMoney(data.amount ?? 0)}
        {data.paid_at ? ` em ${formatStoreDateTime(data.paid_at)}` : ''}
      </p>
      <p className="adm-muted">Identificador (E2E): {data.end_to_end_id}</p>
      {data.refund_status && (
        <p>
          Devolução: {REFUND_STATUS_LABELS[data.refund_status] ?? data.refund_status}
          {data.refunded_at ? ` (pedida em ${formatStoreDateTime(data.refunded_at)})` : ''}
        </p>
      )}
    </section>
  );
}
