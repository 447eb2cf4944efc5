/** With a PSP: the page waits for the bank's confirmation by itself. */
export function BankConfirmationStatus({ expiresAt }: { expiresAt: string | null }) {
  const deadline = expiresAt ? new Date(expiresAt) : null;
  return (
    <section className="card bank-confirmation" aria-labelledby="confirmacao-banco-titulo">
      <h2 id="confirmacao-banco-titulo" className="card__title">
        Aguardando a confirmação do banco
      </h2>
      <p role="status">
        <span className="bank-confirmation__pulse" aria-hidden="true" /> Assim que o banco confirmar o seu PIX, esta
        página avança sozinha. Não é preciso enviar comprovante.
      </p>
      {deadline && (
        <p className="form-field__help">
          Este código vale até{' '}
          {deadline.toLocaleString('pt-BR', {
            timeZone: 'America/Sao_Paulo',
            day: '2-digit',
            month: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          })}
          .
        </p>
      )}
    </section>
  );
}
