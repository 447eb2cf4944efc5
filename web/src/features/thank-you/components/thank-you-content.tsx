import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { Client } from '../../../lib/domain-types';
import { formatMoney } from '../../../lib/format';
import { useSiteConfig } from '../../site/components/site-context';
import { greetingName } from '../greeting';
import { ContactBlock } from './contact-block';
import './thank-you.css';

const NEXT_STEPS = [
  {
    title: 'Preparação do Ritual',
    text: 'Preparamos o seu ritual com os dados e a intenção que você nos enviou.',
  },
  {
    title: 'Execução Energética',
    text: 'O ritual é realizado com toda a energia, dedicação e respeito.',
  },
  {
    title: 'Vídeo pelo WhatsApp',
    text: 'Você recebe o vídeo do seu ritual diretamente no seu WhatsApp.',
  },
];

interface ThankYouContentProps {
  client: Pick<Client, 'form_data'>;
  ritualName: string;
  amount: number;
  /** The receiving bank (PSP) confirmed the payment. */
  confirmedByBank?: boolean;
}

/** What a paid order shows: /obrigado right after paying, and the order page (/pedido/{id}) any time later. */
export function ThankYouContent({ client, ritualName, amount, confirmedByBank }: ThankYouContentProps) {
  const siteConfig = useSiteConfig();
  return (
    <div className="thank-you">
      <div className="container thank-you__inner">
        <header className="thank-you__header">
          <span className="thank-you__icon" aria-hidden="true">
            🙏
          </span>
          <h1 className="thank-you__title">Obrigado, {greetingName(client.form_data)}!</h1>
          <p className="thank-you__lead">Seu pedido foi recebido e o seu ritual já está em preparação.</p>
          {confirmedByBank && (
            <p className="thank-you__bank" role="status">
              ✅ Pagamento confirmado pelo banco
            </p>
          )}
        </header>

        <section className="card thank-you__card" aria-labelledby="pedido-titulo">
          <h2 id="pedido-titulo" className="card__title">
            Seu Pedido
          </h2>
          <dl className="summary">
            <div className="summary__row">
              <dt>Ritual</dt>
              <dd>{ritualName}</dd>
            </div>
            <div className="summary__row">
              <dt>Valor</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
            <div className="summary__row">
              <dt>Status</dt>
              <dd>
                <span className="badge badge--success">Pagamento Confirmado</span>
              </dd>
            </div>
          </dl>
        </section>

        <section className="card thank-you__card" aria-labelledby="proximos-passos-titulo">
          <h2 id="proximos-passos-titulo" className="card__title">
            Próximos Passos
          </h2>
          <ol className="steps">
            {NEXT_STEPS.map((step) => (
              <li key={step.title} className="steps__item">
                <strong>{step.title}</strong>
                <span className="steps__text">{step.text}</span>
              </li>
            ))}
          </ol>
        </section>

        {siteConfig && <ContactBlock siteConfig={siteConfig} ritualName={ritualName} />}

        <nav className="thank-you__actions" aria-label="Continuar navegando">
          <Link to={paths.home} className="button button--light">
            Voltar ao Início
          </Link>
          <Link to={paths.home} className="button button--outline-light">
            Fazer Outro Ritual
          </Link>
        </nav>
      </div>
    </div>
  );
}
