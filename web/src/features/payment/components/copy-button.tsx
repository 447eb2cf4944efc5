import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../lib/clipboard';

export const COPIED_FEEDBACK_MS = 2000;

/** `what` completes the accessible name ("Copiar chave PIX") without changing the visible text. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleCopy() {
    if (!(await copyText(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  }

  return (
    <>
      <button
        type="button"
        className="button button--primary copy-button"
        onClick={handleCopy}
        aria-label={`${copied ? 'Copiado!' : 'Copiar'} ${what}`}
      >
        {copied ? 'Copiado!' : 'Copiar'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `${what} copiado` : ''}
      </span>
    </>
  );
}
