/** Previous / next for the server-paged admin lists: one page on screen at a time. */
export function PageControls(props: {
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy?: boolean;
}) {
  if (!props.hasPrevious && !props.hasNext) return null;
  return (
    <nav className="adm-pages" aria-label="Páginas">
      <button
        type="button"
        className="adm-button adm-button--secondary adm-button--small"
        onClick={props.onPrevious}
        disabled={!props.hasPrevious || props.busy}
      >
        ← Anterior
      </button>
      <span className="adm-pages__current" aria-live="polite">
        Página {props.pageNumber}
      </span>
      <button
        type="button"
        className="adm-button adm-button--secondary adm-button--small"
        onClick={props.onNext}
        disabled={!props.hasNext || props.busy}
      >
        Próxima →
      </button>
    </nav>
  );
}
