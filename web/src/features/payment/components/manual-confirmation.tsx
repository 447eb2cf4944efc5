export function ManualConfirmation({ confirming, onConfirm }: { confirming: boolean; onConfirm: () => void }) {
  return (
    <section className="card manual" aria-labelledby="confirmacao-titulo">
      <h2 id="confirmacao-titulo" className="card__title">
        Já pagou?
      </h2>
      <button
        type="button"
        className="button button--success button--large button--block"
        disabled={confirming}
        onClick={onConfirm}
      >
        {confirming ? 'Confirmando...' : '✅ Pagamento Efetuado'}
      </button>
      <p className="form-field__help">
        Clique apenas após realizar o pagamento via PIX. Se possível, envie o comprovante acima para aprovação imediata.
      </p>
    </section>
  );
}
