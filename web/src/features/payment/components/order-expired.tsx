import { Link } from 'react-router-dom';
import { paths, ritualPath } from '../../../app/paths';
import type { Ritual } from '../../../lib/domain-types';

/** The order stayed unpaid past its payment window and was cancelled. */
export function OrderExpired({ ritual }: { ritual: Ritual }) {
  return (
    <section className="card order-expired" aria-labelledby="pedido-expirado-titulo">
      <h2 id="pedido-expirado-titulo" className="card__title">
        Este pedido expirou
      </h2>
      <p>O prazo para o pagamento deste pedido terminou. Faça um novo pedido para participar do ritual.</p>
      <div className="order-expired__actions">
        <Link to={ritual.slug ? ritualPath(ritual.slug) : paths.home} className="button button--primary">
          Voltar ao ritual
        </Link>
      </div>
    </section>
  );
}
