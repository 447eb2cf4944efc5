import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { buildWhatsAppLink } from '../../../lib/whatsapp';
import { useSiteConfig } from './site-context';
import { socialLinks } from './social-links';

export function SiteFooter() {
  const siteConfig = useSiteConfig();
  const links = socialLinks(siteConfig);
  const year = new Date().getFullYear();
  const hasContact = Boolean(siteConfig?.contact_whatsapp || siteConfig?.contact_phone || siteConfig?.contact_email);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="rodape-sobre">
          <h2 id="rodape-sobre" className="site-footer__title">
            {siteConfig?.site_name || 'Sobre nós'}
          </h2>
          <p className="site-footer__text">
            {siteConfig?.about_text ||
              'Rituais espirituais realizados com dedicação, respeito e sigilo para quem busca amor, prosperidade e proteção.'}
          </p>
        </section>
        {hasContact && (
          <section aria-labelledby="rodape-contato">
            <h2 id="rodape-contato" className="site-footer__title">
              Contato
            </h2>
            <ul className="site-footer__list">
              {siteConfig?.contact_whatsapp && (
                <li>
                  <a
                    href={buildWhatsAppLink(
                      siteConfig.contact_whatsapp,
                      'Olá! Gostaria de saber mais sobre os rituais.',
                    )}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    WhatsApp: {siteConfig.contact_whatsapp}
                  </a>
                </li>
              )}
              {siteConfig?.contact_phone && (
                <li>
                  <a href={`tel:${siteConfig.contact_phone.replace(/[^\d+]/g, '')}`}>
                    Telefone: {siteConfig.contact_phone}
                  </a>
                </li>
              )}
              {siteConfig?.contact_email && (
                <li>
                  <a href={`mailto:${siteConfig.contact_email}`}>E-mail: {siteConfig.contact_email}</a>
                </li>
              )}
            </ul>
          </section>
        )}
        {links.length > 0 && (
          <section aria-labelledby="rodape-redes">
            <h2 id="rodape-redes" className="site-footer__title">
              Redes Sociais
            </h2>
            <ul className="site-footer__list">
              {links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>{siteConfig?.footer_text || `© ${year} ${siteConfig?.site_name ?? ''}`.trim()}</p>
        <p>
          <Link to={paths.privacy}>Privacidade e proteção de dados</Link>
        </p>
      </div>
    </footer>
  );
}
