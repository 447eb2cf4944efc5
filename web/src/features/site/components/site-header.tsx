import { Link } from 'react-router-dom';
import { HOME_RITUALS_ANCHOR, paths } from '../../../app/paths';
import { useSiteConfig } from './site-context';

export function SiteHeader() {
  const siteConfig = useSiteConfig();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home} className="site-header__brand" aria-label={siteConfig?.site_name ? undefined : 'Início'}>
          <span aria-hidden="true">✦</span> {siteConfig?.site_name}
        </Link>
        <nav aria-label="Principal">
          <Link to={`${paths.home}#${HOME_RITUALS_ANCHOR}`} className="site-header__link">
            Rituais
          </Link>
        </nav>
      </div>
    </header>
  );
}
