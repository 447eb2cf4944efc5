import { formatMoney } from '../../../lib/format';

export function PaymentSteps({ amount }: { amount: number }) {
  const steps = [
    'Abra o aplicativo do seu banco',
    'Escolha a opção PIX',
    'Escaneie o QR Code ou cole a chave PIX',
    `Confirme o valor de ${formatMoney(amount)}`,
    'Finalize o pagamento',
  ];
  return (
    <section className="card" aria-labelledby="passos-titulo">
      <h2 id="passos-titulo" className="card__title">
        Como pagar
      </h2>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step} className="steps__item">
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}
