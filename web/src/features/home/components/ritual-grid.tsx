import { HOME_RITUALS_ANCHOR } from '../../../app/paths';
import type { RitualSummary } from '../../../lib/domain-types';
import { RitualCard } from './ritual-card';

export function RitualGrid({ rituals }: { rituals: RitualSummary[] | null }) {
  return (
    <section id={HOME_RITUALS_ANCHOR} className="rituals container" aria-labelledby="rituais-titulo">
      <h2 id="rituais-titulo" className="section-title">
        Nossos Rituais
      </h2>
      <p className="section-lead">Escolha o ritual ideal para o seu momento.</p>
      {rituals === null && (
        <ul className="rituals__grid" aria-busy="true" aria-label="Carregando rituais">
          {[0, 1, 2, 3].map((placeholder) => (
            <li key={placeholder} className="ritual-card ritual-card--placeholder" aria-hidden="true" />
          ))}
        </ul>
      )}
      {rituals?.length === 0 && (
        <div className="rituals__empty">
          <p className="rituals__empty-title">Em Breve</p>
          <p>Novos rituais estão sendo preparados. Volte em breve!</p>
        </div>
      )}
      {rituals && rituals.length > 0 && (
        <ul className="rituals__grid">
          {rituals.map((ritual) => (
            <li key={ritual.id}>
              <RitualCard ritual={ritual} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
