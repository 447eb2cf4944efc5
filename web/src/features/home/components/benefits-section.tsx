const BENEFITS = [
  {
    icon: '🔮',
    title: 'Rituais Personalizados',
    text: 'Cada ritual é feito com o seu nome, os seus dados e a sua intenção.',
  },
  {
    icon: '⚡',
    title: 'Pagamento Rápido via PIX',
    text: 'Pague em segundos e envie o comprovante aqui mesmo no site.',
  },
  {
    icon: '🎥',
    title: 'Vídeo pelo WhatsApp',
    text: 'Você recebe o vídeo do seu ritual diretamente no seu WhatsApp.',
  },
  {
    icon: '🔒',
    title: 'Sigilo Absoluto',
    text: 'Seus dados são tratados com total discrição e respeito.',
  },
];

export function BenefitsSection() {
  return (
    <section className="benefits" aria-labelledby="beneficios-titulo">
      <div className="container">
        <h2 id="beneficios-titulo" className="section-title">
          Por que escolher nossos rituais?
        </h2>
        <p className="section-lead">Mais de 1000 clientes já confiaram em nosso trabalho.</p>
        <ul className="benefits__grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="benefit">
              <span className="benefit__icon" aria-hidden="true">
                {benefit.icon}
              </span>
              <h3 className="benefit__title">{benefit.title}</h3>
              <p className="benefit__text">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
