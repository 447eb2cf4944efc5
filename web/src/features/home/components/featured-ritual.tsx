import { Link } from 'react-router-dom';
import { ritualPath } from '../../../app/paths';
import type { FeaturedRitual as FeaturedRitualData } from '../../../lib/domain-types';
import { formatMoney, storeWeekdayIndex, weekdayName } from '../../../lib/format';

export type FeaturedState =
  | { status: 'loading' }
  | { status: 'present'; ritual: FeaturedRitualData }
  | { status: 'absent' };

export function FeaturedRitual({ state, now }: { state: FeaturedState; now?: Date }) {
  const today = weekdayName(storeWeekdayIndex(now));
  return (
    <section className="featured container" aria-labelledby="destaque-titulo" aria-busy={state.status === 'loading'}>
      <div className="featured__card">
        <p className="featured__eyebrow">
          <span aria-hidden="true">✨ </span>Ritual do Dia · {today}
        </p>
        {state.status === 'loading' && (
          <>
            <h2 id="destaque-titulo" className="visually-hidden">
              Ritual do Dia
            </h2>
            <div className="skeleton skeleton--title" />
            <div className="skeleton skeleton--text" />
            <span className="visually-hidden" role="status">
              Carregando o ritual do dia...
            </span>
          </>
        )}
        {state.status === 'present' && (
          <>
            <h2 id="destaque-titulo" className="featured__title">
              {state.ritual.name}
            </h2>
            <p className="featured__description">{state.ritual.description}</p>
            <div className="featured__footer">
              <p className="featured__price">
                {formatMoney(state.ritual.price)} <span>via PIX</span>
              </p>
              <Link className="button button--primary" to={ritualPath(state.ritual.slug)}>
                Quero este ritual
              </Link>
            </div>
          </>
        )}
        {state.status === 'absent' && (
          <>
            <h2 id="destaque-titulo" className="featured__title">
              Nenhum ritual em destaque hoje
            </h2>
            <p className="featured__description">
              Hoje é {today.toLowerCase()} e não há um ritual do dia. Confira abaixo todos os nossos rituais.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
