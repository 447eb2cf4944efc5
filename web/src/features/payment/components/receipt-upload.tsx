import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Client } from '../../../lib/domain-types';
import { type ReceiptVerification, uploadReceipt } from '../api/payment-api';
import { fetchReceiptStatus, type ReceiptStatus } from '../api/receipt-status-api';
import { compressReceiptImage } from '../image-compression/compress-receipt-image';
import { isPdf, RECEIPT_INPUT_ACCEPT, receiptUploadErrorMessage, receiptValidationError } from '../receipt-rules';

export const REJECTED_PANEL_MS = 5000;
/** How often the page asks whether the store has reviewed a receipt it is waiting on. */
export const REVIEW_POLL_MS = 5000;

interface ReceiptUploadProps {
  clientId: Client['id'];
  orderToken: string;
  onApproved: () => void;
  compressImage?: (file: File) => Promise<File>;
  upload?: typeof uploadReceipt;
  readStatus?: typeof fetchReceiptStatus;
}

interface Result {
  outcome: Outcome;
  reason: string;
  /** A refusal by the store's team stays on screen beside the upload, so the client can read why. */
  persistent?: boolean;
}

type Outcome = 'approved' | 'rejected' | 'sent';

const outcomeOf = (verification: ReceiptVerification): Outcome =>
  verification.payment_approved ? 'approved' : verification.verification_status === 'rejected' ? 'rejected' : 'sent';

const PANEL_TITLES: Record<Outcome, string> = {
  approved: 'Pagamento Aprovado!',
  rejected: 'Comprovante Rejeitado',
  sent: 'Comprovante Enviado',
};

export function ReceiptUpload({
  clientId,
  orderToken,
  onApproved,
  compressImage = compressReceiptImage,
  upload = uploadReceipt,
  readStatus = fetchReceiptStatus,
}: ReceiptUploadProps) {
  const [attempts, setAttempts] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const rejectedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onApproved, readStatus });
  latest.current = { onApproved, readStatus };

  useEffect(() => () => clearTimeout(rejectedTimer.current), []);

  /** Shows what the store decided; `news` says it changed while the client watched (then an alert too). */
  const showStatus = useCallback((status: ReceiptStatus, news: boolean) => {
    if (!status.verification_status) return;
    setAttempts(status.attempts);
    const reason = status.verification_reason ?? '';
    if (status.verification_status === 'approved') {
      setResult({ outcome: 'approved', reason });
      if (news) window.alert('🎉 Pagamento aprovado! Você será redirecionado em instantes.');
      latest.current.onApproved();
    } else if (status.verification_status === 'rejected') {
      setResult(status.reviewed ? { outcome: 'rejected', reason, persistent: true } : null);
      setRetrying(true);
      if (news) window.alert(`❌ Comprovante recusado: ${reason}\n\nVocê pode enviar outro comprovante abaixo.`);
    } else {
      setResult({ outcome: 'sent', reason });
      setRetrying(false);
    }
  }, []);

  // Coming back to the page (a reload, the bank app) shows where the latest receipt stands.
  useEffect(() => {
    if (!orderToken) return;
    const controller = new AbortController();
    latest.current
      .readStatus(clientId, orderToken, controller.signal)
      .then((status) => {
        if (!controller.signal.aborted) showStatus(status, false);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [clientId, orderToken, showStatus]);

  // While the store reviews the receipt, the page asks now and then (not while hidden) and shows the decision.
  const underReview = result?.outcome === 'sent';
  useEffect(() => {
    if (!underReview || !orderToken) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const status = await latest.current.readStatus(clientId, orderToken, controller.signal);
          if (controller.signal.aborted) return;
          if (status.verification_status !== 'pending_review') return showStatus(status, true);
        } catch {
          // Asked again at the next tick.
        }
      }
      if (!controller.signal.aborted) timer = setTimeout(check, REVIEW_POLL_MS);
    };
    timer = setTimeout(check, REVIEW_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [underReview, clientId, orderToken, showStatus]);

  async function sendReceipt(file: File) {
    clearTimeout(rejectedTimer.current);
    setResult(null);
    setUploading(true);
    setAttempts((count) => count + 1);
    try {
      let payload: Blob = file;
      if (!isPdf(file)) {
        try {
          payload = await compressImage(file);
        } catch {
          // A browser that cannot decode the image still gets to send it; the server judges the content.
          payload = file;
        }
      }
      const verification = await upload(clientId, orderToken, payload, file.name);
      const outcome = outcomeOf(verification);
      const reason = verification.verification_reason ?? '';
      setResult({ outcome, reason });
      setUploading(false);
      if (outcome === 'approved') {
        window.alert('🎉 Pagamento aprovado automaticamente! Você será redirecionado em instantes.');
        onApproved();
      } else if (outcome === 'rejected') {
        setRetrying(true);
        window.alert(
          `❌ Comprovante rejeitado: ${reason}\n\n💡 Dica: tire uma foto nítida do comprovante completo, mostrando valor, data e destinatário, e envie novamente.`,
        );
        rejectedTimer.current = setTimeout(() => setResult(null), REJECTED_PANEL_MS);
      } else {
        // Under review: nothing to retry; the page follows the review (issue 10).
        setRetrying(false);
        window.alert(
          '📤 Comprovante enviado! Ele está em verificação manual: aguarde, esta página avisa assim que for analisado.',
        );
      }
    } catch (error) {
      setUploading(false);
      window.alert(receiptUploadErrorMessage(error));
    }
  }

  function handleSelect(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that the same file can be chosen again for another attempt.
    event.target.value = '';
    if (!file) return;
    const problem = receiptValidationError(file);
    if (problem) {
      window.alert(problem);
      return;
    }
    void sendReceipt(file);
  }

  const showUploadBlock = !result || (result.outcome === 'rejected' && result.persistent);
  const fileLabel = retrying ? 'Tentar Novamente' : 'Enviar Comprovante';

  return (
    <section className="card receipt" aria-labelledby="comprovante-titulo">
      <h2 id="comprovante-titulo" className="card__title">
        Comprovante de Pagamento
      </h2>
      {result && (
        <div className={`result-panel result-panel--${result.outcome}`} role="status">
          <p className="result-panel__title">{PANEL_TITLES[result.outcome]}</p>
          {result.reason && <p className="result-panel__reason">{result.reason}</p>}
          {result.outcome === 'sent' && (
            <p className="result-panel__note">
              🔎 Seu comprovante está em análise pela nossa equipe. Não é preciso enviar outro: esta página se atualiza
              sozinha assim que a análise terminar.
            </p>
          )}
        </div>
      )}
      {showUploadBlock && (
        <div className="receipt__upload">
          <p className="receipt__warning">
            <strong>⚠️ IMPORTANTE:</strong> envie o comprovante <strong>aqui no site</strong>, e{' '}
            <strong>NÃO pelo WhatsApp</strong>. Comprovantes enviados pelo WhatsApp não são processados.
          </p>
          <p className="receipt__note">
            🤖 Verificação automática por IA: seu pagamento é aprovado em segundos após o envio.
          </p>
          {retrying && <p className="receipt__attempt">Tentativa {attempts} - Tente novamente</p>}
          <input
            id="comprovante-arquivo"
            className="visually-hidden receipt__input"
            type="file"
            accept={RECEIPT_INPUT_ACCEPT}
            disabled={uploading}
            onChange={handleSelect}
            aria-describedby="comprovante-formatos"
          />
          <label
            htmlFor="comprovante-arquivo"
            className={`button button--primary button--large button--block receipt__button${uploading ? ' is-disabled' : ''}`}
          >
            {fileLabel}
          </label>
          <p id="comprovante-formatos" className="form-field__help">
            Imagens (JPG, PNG, WEBP) ou PDF, até 10MB.
          </p>
          {uploading && (
            <p className="receipt__status" role="status">
              <span className="spinner spinner--small" aria-hidden="true" /> Verificando com IA...
            </p>
          )}
        </div>
      )}
    </section>
  );
}
