import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ORDER_TOKEN_PARAM, paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import type { Ritual } from '../../../lib/domain-types';
import { formatMoney } from '../../../lib/format';
import { OrderExpired } from '../../payment/components/order-expired';
import { OrderPayment, type PaidOutcome } from '../../payment/components/order-payment';
import { OrderSummary } from '../../payment/components/order-summary';
import { AfterPaymentBox, RitualMessages } from '../../payment/components/payment-info-panels';
import { PageLoading } from '../../site/components/page-loading';
import { ThankYouContent } from '../../thank-you/components/thank-you-content';
import { fetchOrderView, type OrderView } from '../api/order-page-api';
import '../../payment/components/payment.css';
import './order-page.css';

type Load =
  | { status: 'loading' }
  | { status: 'found'; view: OrderView }
  | { status: 'not_found' }
  | { status: 'failed'; message: string };

const ORDER_ID = /^\d{1,15}$/;

/** What the order page shows for an answer that is not the order. */
function failureOf(error: unknown): Load {
  if (error instanceof ApiError && error.status === 429 && error.detail)
    return { status: 'failed', message: error.detail };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { status: 'not_found' };
  return { status: 'failed', message: 'Não foi possível carregar o seu pedido agora. Verifique sua conexão.' };
}

/** The ritual as the payment components need it: the order's own name and price, whatever the ritual is now. */
export function orderRitual({ client, amount, ritual }: OrderView): Ritual {
  const base: Ritual = ritual ?? {
    id: client.ritual_id,
    name: client.ritual_name,
    slug: '',
    description: '',
    price: amount,
    image_url: '',
    confirmation_message: '',
    instructions: '',
    form_fields: [],
    featured_day: null,
  };
  return { ...base, name: client.ritual_name || base.name, price: amount };
}

const formatDeadline = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The lasting order page, /pedido/{id}?t={order_token} (issue 35): the link of the WhatsApp messages, and the one
 * /pagamento asks the client to keep. It shows the order where it stands (to pay, paid, expired) and pays it as
 * /pagamento does. Without the right token it shows nothing of the order.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get(ORDER_TOKEN_PARAM) ?? '';
  const valid = ORDER_ID.test(id) && token !== '';
  const [load, setLoad] = useState<Load>(valid ? { status: 'loading' } : { status: 'not_found' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is what "Tentar novamente" changes.
  useEffect(() => {
    if (!valid) {
      setLoad({ status: 'not_found' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchOrderView(id, token, controller.signal).then(
      (view) => {
        if (!controller.signal.aborted) setLoad({ status: 'found', view });
      },
      (error) => {
        if (!controller.signal.aborted) setLoad(failureOf(error));
      },
    );
    return () => controller.abort();
  }, [id, token, valid, attempt]);

  return (
    <>
      {/* Never in a search engine: the address carries the order's token. */}
      <meta name="robots" content="noindex, nofollow" />
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'not_found' && <OrderNotFound />}
      {load.status === 'failed' && <OrderLoadFailed message={load.message} onRetry={() => setAttempt((n) => n + 1)} />}
      {load.status === 'found' && <OrderContent view={load.view} orderToken={token} />}
    </>
  );
}

function OrderNotFound() {
  return (
    <div className="container empty-state">
      <h1 className="empty-state__title">Pedido não encontrado</h1>
      <p>Confira se o link está completo, exatamente como você o recebeu.</p>
      <Link to={paths.home} className="button button--primary">
        Voltar ao Início
      </Link>
    </div>
  );
}

function OrderLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="container empty-state">
      <h1 className="empty-state__title">Não foi possível abrir o pedido</h1>
      <p role="alert">{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}

type Stage = 'to_pay' | 'paid' | 'expired' | 'cancelled' | 'registered';

function stageOf(view: OrderView, now: number): Stage {
  const { client } = view;
  if (!view.requires_payment) return client.payment_status === 'cancelled' ? 'cancelled' : 'registered';
  if (client.payment_status === 'paid') return 'paid';
  if (client.payment_status === 'cancelled') return client.expired ? 'expired' : 'cancelled';
  // Past its window, an order takes no payment even before the expiry sweep cancels it.
  if (view.payment_expires_at && Date.parse(view.payment_expires_at) <= now) return 'expired';
  return 'to_pay';
}

const STAGE_BADGES: Record<Stage, { text: string; tone: string }> = {
  to_pay: { text: 'Aguardando pagamento', tone: 'accent' },
  paid: { text: 'Pagamento Confirmado', tone: 'success' },
  expired: { text: 'Expirado', tone: 'muted' },
  cancelled: { text: 'Cancelado', tone: 'muted' },
  registered: { text: 'Registro confirmado', tone: 'success' },
};

function OrderContent({ view, orderToken }: { view: OrderView; orderToken: string }) {
  const [paid, setPaid] = useState<PaidOutcome | null>(null);
  const [expiredMeanwhile, setExpiredMeanwhile] = useState(false);
  const [now] = useState(Date.now);
  const { client } = view;
  const ritual = orderRitual(view);
  const stage: Stage = paid ? 'paid' : expiredMeanwhile ? 'expired' : stageOf(view, now);

  if (stage === 'paid') {
    return (
      <ThankYouContent
        client={client}
        ritualName={ritual.name}
        amount={view.amount}
        confirmedByBank={paid?.confirmedByBank}
      />
    );
  }

  const badge = STAGE_BADGES[stage];
  return (
    <div className="container payment-page order-page">
      <header className="payment-page__header">
        <p className="payment-page__eyebrow">Pedido nº {client.id}</p>
        <h1 className="payment-page__title">{ritual.name}</h1>
        {view.requires_payment && (
          <p className="payment-page__price">
            {formatMoney(view.amount)} <span>via PIX</span>
          </p>
        )}
        <p className="order-page__status">
          <span className={`badge badge--${badge.tone}`}>{badge.text}</span>
        </p>
        {stage === 'to_pay' && view.payment_expires_at && (
          <p className="order-page__deadline">Pague até {formatDeadline(view.payment_expires_at)}.</p>
        )}
      </header>

      <div className="payment-page__grid">
        <div className="payment-page__main">
          {stage === 'to_pay' && (
            <OrderPayment
              clientId={client.id}
              orderToken={orderToken}
              amount={view.amount}
              ritual={ritual}
              onPaid={setPaid}
              onExpired={() => setExpiredMeanwhile(true)}
            />
          )}
          {(stage === 'expired' || stage === 'cancelled') && <OrderExpired ritual={ritual} reason={stage} />}
          {stage === 'registered' && (
            <section className="card" aria-labelledby="registro-titulo">
              <h2 id="registro-titulo" className="card__title">
                Registro recebido
              </h2>
              <p>Você está registrado no ritual {ritual.name}. O ritual será processado em breve.</p>
            </section>
          )}
        </div>
        <aside className="payment-page__aside" aria-label="Detalhes do pedido">
          <OrderSummary client={client} ritual={ritual} />
          {stage === 'to_pay' && <AfterPaymentBox />}
          {stage === 'to_pay' && <RitualMessages ritual={ritual} />}
        </aside>
      </div>

      <div className="payment-page__back">
        <Link to={paths.home} className="button button--ghost">
          Voltar ao Início
        </Link>
      </div>
    </div>
  );
}
