import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  type PaymentNavigationState,
  readPaymentState,
  type ThankYouNavigationState,
} from '../../../app/navigation-state';
import { paths } from '../../../app/paths';
import { formatMoney } from '../../../lib/format';
import { OrderLink } from './order-link';
import { OrderPayment, type PaidOutcome } from './order-payment';
import { OrderSummary } from './order-summary';
import { AfterPaymentBox, RitualMessages } from './payment-info-panels';
import './payment.css';

export { APPROVAL_REDIRECT_MS } from './order-payment';

export function PaymentPage() {
  const location = useLocation();
  const state = readPaymentState(location.state);
  if (!state) return <Navigate to={paths.home} replace />;
  return <PaymentContent {...state} />;
}

function PaymentContent({ client, ritual, orderToken }: PaymentNavigationState) {
  const navigate = useNavigate();

  function goToThankYou({ confirmedByBank }: PaidOutcome) {
    const state: ThankYouNavigationState = {
      client: { ...client, payment_status: 'paid' },
      ritual,
      ...(confirmedByBank ? { confirmedByBank } : {}),
    };
    navigate(paths.thankYou, { state });
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
          <OrderPayment
            clientId={client.id}
            orderToken={orderToken}
            amount={ritual.price}
            ritual={ritual}
            onPaid={goToThankYou}
            afterPix={orderToken ? <OrderLink clientId={client.id} orderToken={orderToken} /> : null}
          />
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
