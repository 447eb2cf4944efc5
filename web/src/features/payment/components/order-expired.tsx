import { Link } from 'react-router-dom';
import { paths, ritualPath } from '../../../app/paths';
import type { Ritual } from '../../../lib/domain-types';

const TEXTS = {
  expired: {
    title: 'Este pedido expirou',
    text: 'O prazo para o pagamento deste pedido terminou. Faça um novo pedido para participar do ritual.',
  },
  cancelled: {
    title: 'Este pedido foi cancelado',
    text: 'Este pedido não aceita mais pagamento. Faça um novo pedido para participar do ritual.',
  },
} as const;

/** The order stayed unpaid past its payment window (or the store cancelled it): it takes no payment. */
export function OrderExpired({ ritual, reason = 'expired' }: { ritual: Ritual; reason?: keyof typeof TEXTS }) {
  const texts = TEXTS[reason];
  return (
    <section className="card order-expired" aria-labelledby="pedido-expirado-titulo">
      <h2 id="pedido-expirado-titulo" className="card__title">
        {texts.title}
      </h2>
      <p>{texts.text}</p>
      <div className="order-expired__actions">
        <Link to={ritual.slug ? ritualPath(ritual.slug) : paths.home} className="button button--primary">
          {ritual.slug ? 'Voltar ao ritual' : 'Voltar ao início'}
        </Link>
      </div>
    </section>
  );
}
