import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  type PaymentNavigationState,
  readPaymentState,
  type ThankYouNavigationState,
} from '../../../app/navigation-state';
import { paths } from '../../../app/paths';
import { formatMoney } from '../../../lib/format';
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
import { OrderSummary } from './order-summary';
import { AfterPaymentBox, RitualMessages } from './payment-info-panels';
import { PaymentSteps } from './payment-steps';
import { PixBlock } from './pix-block';
import { ReceiptUpload } from './receipt-upload';
import { usePaymentStatusWatch } from './use-payment-status-watch';
import './payment.css';

export const APPROVAL_REDIRECT_MS = 3000;

export function PaymentPage() {
  const location = useLocation();
  const state = readPaymentState(location.state);
  if (!state) return <Navigate to={paths.home} replace />;
  return <PaymentContent {...state} />;
}

function PaymentContent({ client, ritual, orderToken }: PaymentNavigationState) {
  const navigate = useNavigate();
  const [paymentConfig, setPaymentConfig] = useState<PaymentConfig | null>(null);
  const [orderPix, setOrderPix] = useState<OrderPix | null>(null);
  const [pixLoading, setPixLoading] = useState(true);
  const [approved, setApproved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [expired, setExpired] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    // Both fail silently: without them the block simply is not shown (spec §8, payments issue).
    const config = fetchPaymentConfig(controller.signal)
      .then(setPaymentConfig)
      .catch(() => {});
    const pix = orderToken
      ? fetchOrderPix(client.id, orderToken, controller.signal)
          .then((data) => setOrderPix(data?.brcode ? data : null))
          .catch(() => {})
      : Promise.resolve();
    Promise.all([config, pix]).then(() => {
      if (!controller.signal.aborted) setPixLoading(false);
    });
    return () => controller.abort();
  }, [client.id, orderToken]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const thankYouState: ThankYouNavigationState = { client, ritual };
  const bankConfirmation = orderPix?.bank_confirmation === true;
  const paidThroughBank = () =>
    navigate(paths.thankYou, {
      state: { ...thankYouState, client: { ...client, payment_status: 'paid' }, confirmedByBank: true },
    });

  usePaymentStatusWatch({
    clientId: client.id,
    orderToken,
    poll: bankConfirmation && !approved,
    onPaid: paidThroughBank,
    onExpired: () => setExpired(true),
  });

  function handleApproved() {
    setApproved(true);
    redirectTimer.current = setTimeout(() => navigate(paths.thankYou, { state: thankYouState }), APPROVAL_REDIRECT_MS);
  }

  async function handleManualConfirmation() {
    setConfirming(true);
    if (bankConfirmation) return askTheBank();
    try {
      await confirmPaymentManually(client.id, orderToken);
      window.alert('✅ Pagamento confirmado com sucesso! Obrigado pela sua compra.');
      navigate(paths.thankYou, { state: { ...thankYouState, client: { ...client, payment_status: 'paid' } } });
    } catch {
      window.alert('Erro ao confirmar pagamento. Tente novamente.');
      setConfirming(false);
    }
  }

  async function askTheBank() {
    try {
      const { paid } = await checkBankPayment(client.id, orderToken);
      if (paid) return paidThroughBank();
      window.alert(
        'Ainda não recebemos a confirmação do banco. Se você já pagou, aguarde alguns instantes: esta página avança sozinha. Você também pode enviar o comprovante.',
      );
    } catch {
      window.alert('Não foi possível consultar o banco agora. Tente novamente em instantes.');
    }
    setConfirming(false);
  }

  return (
    <div className="container payment-page">
      <header className="payment-page__header">
        <p className="payment-page__eyebrow">Finalize seu pedido</p>
        <h1 className="payment-page__title">{ritual.name}</h1>
        <p className="payment-page__price">
          {formatMoney(ritual.price)} <span>via PIX</span>
        </p>
      </header>

      <div className="payment-page__grid">
        <div className="payment-page__main">
          {expired ? (
            <OrderExpired ritual={ritual} />
          ) : (
            <>
              <PixBlock paymentConfig={paymentConfig} orderPix={orderPix} loading={pixLoading} />
              {bankConfirmation && !approved && <BankConfirmationStatus expiresAt={orderPix?.expires_at ?? null} />}
              <PaymentSteps amount={ritual.price} />
              <ReceiptUpload clientId={client.id} orderToken={orderToken} onApproved={handleApproved} />
            </>
          )}
          {expired ? null : approved ? (
            <section className="card approval" role="status">
              <p className="approval__title">🎉 Pagamento aprovado! Seu ritual já está sendo preparado.</p>
              <p>Redirecionando em instantes...</p>
            </section>
          ) : (
            <ManualConfirmation confirming={confirming} onConfirm={handleManualConfirmation} />
          )}
        </div>
        <aside className="payment-page__aside" aria-label="Detalhes do pedido">
          <OrderSummary client={client} ritual={ritual} />
          <AfterPaymentBox />
          <RitualMessages ritual={ritual} />
        </aside>
      </div>

      <div className="payment-page__back">
        <button type="button" className="button button--ghost" onClick={() => navigate(paths.home)}>
          Voltar ao Início
        </button>
      </div>
    </div>
  );
}
