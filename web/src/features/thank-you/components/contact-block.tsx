import type { SiteConfig } from '../../../lib/domain-types';
import { buildWhatsAppLink } from '../../../lib/whatsapp';

export function contactWhatsAppMessage(ritualName: string): string {
  return `Olá! Acabei de fazer o pagamento do ritual "${ritualName}" e gostaria de mais informações.`;
}

export function ContactBlock({ siteConfig, ritualName }: { siteConfig: SiteConfig; ritualName: string }) {
  const { contact_whatsapp: whatsapp, contact_phone: phone, contact_email: email } = siteConfig;
  if (!whatsapp && !phone && !email) return null;
  return (
    <section className="card thank-you__card" aria-labelledby="contato-titulo">
      <h2 id="contato-titulo" className="card__title">
        Precisa falar com a gente?
      </h2>
      <ul className="contact-list">
        {whatsapp && (
          <li>
            <a
              className="button button--whatsapp"
              href={buildWhatsAppLink(whatsapp, contactWhatsAppMessage(ritualName))}
              target="_blank"
              rel="noopener noreferrer"
            >
              💬 Falar no WhatsApp<span className="visually-hidden"> (abre em nova aba)</span>
            </a>
          </li>
        )}
        {phone && (
          <li>
            📞 Telefone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        )}
        {email && (
          <li>
            ✉️ E-mail: <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
      </ul>
    </section>
  );
}
