import type { Ritual } from '../../../lib/domain-types';

export function AfterPaymentBox() {
  return (
    <section className="card info-box" aria-labelledby="apos-pagamento-titulo">
      <h2 id="apos-pagamento-titulo" className="card__title">
        Após o Pagamento
      </h2>
      <ul className="info-box__list">
        <li>⏱️ Seu pedido será processado em até 24 horas.</li>
        <li>💬 Você receberá a confirmação via WhatsApp.</li>
        <li>📲 Acompanhe os resultados pelos nossos Stories.</li>
      </ul>
    </section>
  );
}

export function RitualMessages({ ritual }: { ritual: Ritual }) {
  return (
    <>
      {ritual.confirmation_message?.trim() && (
        <section className="card info-box info-box--accent" aria-labelledby="mensagem-especial-titulo">
          <h2 id="mensagem-especial-titulo" className="card__title">
            Mensagem Especial
          </h2>
          <p className="info-box__text">{ritual.confirmation_message}</p>
        </section>
      )}
      {ritual.instructions?.trim() && (
        <section className="card info-box info-box--warning" aria-labelledby="instrucoes-titulo">
          <h2 id="instrucoes-titulo" className="card__title">
            Instruções Importantes
          </h2>
          <p className="info-box__text">{ritual.instructions}</p>
        </section>
      )}
    </>
  );
}
