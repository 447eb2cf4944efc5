import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { Ritual } from '../../../lib/domain-types';
import { formatMoney, weekdayName } from '../../../lib/format';
import { fetchRitual } from '../api/order-api';
import { OrderForm, type OrderMode } from './order-form';
import { RitualNotFound } from './ritual-not-found';
import './ritual-order.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; ritual: Ritual }
  | { status: 'missing' }
  | { status: 'failed' };

const isRitual = (value: unknown): value is Ritual =>
  typeof value === 'object' && value !== null && 'id' in value && 'name' in value;

export function RitualOrderPage({ mode }: { mode: OrderMode }) {
  const { slug = '' } = useParams();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchRitual(slug, controller.signal)
      .then((ritual) => setState(isRitual(ritual) ? { status: 'ready', ritual } : { status: 'missing' }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [slug]);

  if (state.status === 'failed') return <Navigate to={paths.home} replace />;
  if (state.status === 'missing') return <RitualNotFound />;
  if (state.status === 'loading') {
    return (
      <div className="page-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Carregando ritual...</span>
      </div>
    );
  }

  const { ritual } = state;
  const featuredDay =
    typeof ritual.featured_day === 'number' && ritual.featured_day >= 0 ? weekdayName(ritual.featured_day) : '';
  return (
    <div className="container order-page">
      <Link to={paths.home} className="back-link">
        <span aria-hidden="true">←</span>Voltar aos rituais
      </Link>
      <div className="order-page__grid">
        <section className="card order-page__info" aria-labelledby="ritual-titulo">
          {ritual.image_url && (
            <img className="order-page__image" src={ritual.image_url} alt="" width={640} height={400} />
          )}
          {mode === 'registration' && <p className="badge badge--accent">Registro Direto sem pagamento</p>}
          <h1 id="ritual-titulo" className="order-page__title">
            {ritual.name}
          </h1>
          {featuredDay && <p className="order-page__featured">✨ Ritual em destaque: {featuredDay}</p>}
          <p className="order-page__description">{ritual.description}</p>
          {mode === 'payment' && (
            <p className="order-page__price">
              {formatMoney(ritual.price)} <span className="order-page__price-method">via PIX</span>
            </p>
          )}
        </section>
        <section className="card order-page__form" aria-labelledby="formulario-titulo">
          <h2 id="formulario-titulo" className="order-page__form-title">
            Preencha seus dados
          </h2>
          <OrderForm ritual={ritual} mode={mode} />
        </section>
      </div>
    </div>
  );
}
