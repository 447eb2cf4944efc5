import { HOME_RITUALS_ANCHOR } from '../../../app/paths';
import { useSiteConfig } from '../../site/components/site-context';

export function HomeHero() {
  const siteConfig = useSiteConfig();
  return (
    <section className="hero" aria-labelledby="hero-titulo">
      <div className="container hero__inner">
        {siteConfig?.site_name && <p className="hero__eyebrow">{siteConfig.site_name}</p>}
        <h1 id="hero-titulo" className="hero__title">
          Rituais espirituais para transformar a sua vida
        </h1>
        <p className="hero__lead">
          {siteConfig?.site_description ||
            'Amor, prosperidade, proteção e caminhos abertos. Rituais personalizados com o seu nome e a sua intenção, com o vídeo enviado pelo WhatsApp.'}
        </p>
        <div className="hero__actions">
          <a className="button button--primary button--large" href={`#${HOME_RITUALS_ANCHOR}`}>
            Ver Rituais
          </a>
        </div>
        <ul className="hero__stats">
          <li>
            <strong>+1000</strong> clientes atendidos
          </li>
          <li>
            <strong>PIX</strong> pagamento instantâneo
          </li>
          <li>
            <strong>24h</strong> para iniciar o seu ritual
          </li>
        </ul>
      </div>
    </section>
  );
}
