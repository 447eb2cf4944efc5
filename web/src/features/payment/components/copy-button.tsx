import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../lib/clipboard';

export const COPIED_FEEDBACK_MS = 2000;

/**
 * `what` completes the accessible name ("Copiar chave PIX"); the visible text is `label` ("Copiar" unless given),
 * "Copiado!" for 2 seconds after copying.
 */
export function CopyButton({ text, what, label = 'Copiar' }: { text: string; what: string; label?: string }) {
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
        {copied ? 'Copiado!' : label}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? `${what} copiado` : ''}
      </span>
    </>
  );
}
