import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Client, Ritual } from '../../../lib/domain-types';
import { checkBankPayment } from '../api/bank-confirmation-api';
import {
  confirmPaymentManually,
  fetchOrderPix,
  fetchPaymentConfig,
  type OrderPix,
  type PaymentConfig,
} from '../api/payment-api';
import { BankConfirmationStatus } from './bank-confirmation-status';
import { ManualConfirmation } from './manual-confirmation';
import { OrderExpired } from './order-expired';
import { PaymentSteps } from './payment-steps';
import { PixBlock } from './pix-block';
import { ReceiptUpload } from './receipt-upload';
import { usePaymentStatusWatch } from './use-payment-status-watch';
import './payment.css';

/** After an approved receipt, the page says so this long before it moves on to the thank-you content. */
export const APPROVAL_REDIRECT_MS = 3000;

export interface PaidOutcome {
  /** The receiving bank (PSP) confirmed the payment. */
  confirmedByBank: boolean;
}

interface OrderPaymentProps {
  clientId: Client['id'];
  orderToken: string;
  /** What the client pays (the order's price). */
  amount: number;
  /** For the "back to the ritual" link when the order expired. */
  ritual: Ritual;
  /** The order is paid: the page moves on to the thank-you content. */
  onPaid: (outcome: PaidOutcome) => void;
  /** The payment window closed while the page was open (the expired view replaces the payment). */
  onExpired?: () => void;
  /** Shown below the PIX block (e.g. the order's lasting link). */
  afterPix?: ReactNode;
}

/**
 * Paying one order, as /pagamento and the order page (/pedido/{id}) both do it: the PIX (the order's Copia e Cola
 * and the store's key), the bank's confirmation when a PSP confirms payments, the steps, the receipt upload with its
 * result panel and review state, and the manual "Pagamento Efetuado" button. An order whose payment window closed
 * shows the expired view instead.
 */
export function OrderPayment({ clientId, orderToken, amount, ritual, onPaid, onExpired, afterPix }: OrderPaymentProps) {
  const [paymentConfig, setPaymentConfig] = useState<PaymentConfig | null>(null);
  const [orderPix, setOrderPix] = useState<OrderPix | null>(null);
  const [pixLoading, setPixLoading] = useState(true);
  const [approved, setApproved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [expired, setExpired] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paid = useRef(onPaid);
  paid.current = onPaid;
  const expiredCallback = useRef(onExpired);
  expiredCallback.current = onExpired;

  useEffect(() => {
    const controller = new AbortController();
    // Both fail silently: without them the block simply is not shown (spec §8, payments issue).
    const config = fetchPaymentConfig(controller.signal)
      .then(setPaymentConfig)
      .catch(() => {});
    const pix = orderToken
      ? fetchOrderPix(clientId, orderToken, controller.signal)
          .then((data) => setOrderPix(data?.brcode ? data : null))
          .catch(() => {})
      : Promise.resolve();
    Promise.all([config, pix]).then(() => {
      if (!controller.signal.aborted) setPixLoading(false);
    });
    return () => controller.abort();
  }, [clientId, orderToken]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const bankConfirmation = orderPix?.bank_confirmation === true;
  const paidThroughBank = () => paid.current({ confirmedByBank: true });

  usePaymentStatusWatch({
    clientId,
    orderToken,
    poll: bankConfirmation && !approved,
    onPaid: paidThroughBank,
    onExpired: () => {
      setExpired(true);
      expiredCallback.current?.();
    },
  });

  function handleApproved() {
    setApproved(true);
    clearTimeout(redirectTimer.current);
    redirectTimer.current = setTimeout(() => paid.current({ confirmedByBank: false }), APPROVAL_REDIRECT_MS);
  }

  async function handleManualConfirmation() {
    setConfirming(true);
    if (bankConfirmation) return askTheBank();
    try {
      await confirmPaymentManually(clientId, orderToken);
      window.alert('✅ Pagamento confirmado com sucesso! Obrigado pela sua compra.');
      paid.current({ confirmedByBank: false });
    } catch {
      window.alert('Erro ao confirmar pagamento. Tente novamente.');
      setConfirming(false);
    }
  }

  async function askTheBank() {
    try {
      const { paid } = await checkBankPayment(clientId, orderToken);
      if (paid) return paidThroughBank();
      window.alert(
        'Ainda não recebemos a confirmação do banco. Se você já pagou, aguarde alguns instantes: esta página avança sozinha. Você também pode enviar o comprovante.',
      );
    } catch {
      window.alert('Não foi possível consultar o banco agora. Tente novamente em instantes.');
    }
    setConfirming(false);
  }

  if (expired) return <OrderExpired ritual={ritual} />;

  return (
    <>
      <PixBlock paymentConfig={paymentConfig} orderPix={orderPix} loading={pixLoading} />
      {bankConfirmation && !approved && <BankConfirmationStatus expiresAt={orderPix?.expires_at ?? null} />}
      {afterPix}
      <PaymentSteps amount={amount} />
      <ReceiptUpload clientId={clientId} orderToken={orderToken} onApproved={handleApproved} />
      {approved ? (
        <section className="card approval" role="status">
          <p className="approval__title">🎉 Pagamento aprovado! Seu ritual já está sendo preparado.</p>
          <p>Redirecionando em instantes...</p>
        </section>
      ) : (
        <ManualConfirmation confirming={confirming} onConfirm={handleManualConfirmation} />
      )}
    </>
  );
}
