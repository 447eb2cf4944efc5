import { Link } from 'react-router-dom';
import { ritualPath } from '../../../app/paths';
import type { RitualSummary } from '../../../lib/domain-types';
import { formatMoney } from '../../../lib/format';

export function RitualCard({ ritual }: { ritual: RitualSummary }) {
  return (
    <article className="ritual-card">
      <div className="ritual-card__media">
        {ritual.image_url ? (
          <img src={ritual.image_url} alt="" loading="lazy" decoding="async" width={400} height={250} />
        ) : (
          <span className="ritual-card__symbol" aria-hidden="true">
            ✦
          </span>
        )}
      </div>
      <div className="ritual-card__body">
        <h3 className="ritual-card__title">
          {/* The stretched link makes the whole card clickable while keeping one accessible name. */}
          <Link className="ritual-card__link" to={ritualPath(ritual.slug)}>
            {ritual.name}
          </Link>
        </h3>
        <p className="ritual-card__description">{ritual.description}</p>
        <div className="ritual-card__footer">
          <p className="ritual-card__price">{formatMoney(ritual.price)}</p>
          <span className="ritual-card__cta" aria-hidden="true">
            Ver Ritual →
          </span>
        </div>
      </div>
    </article>
  );
}
