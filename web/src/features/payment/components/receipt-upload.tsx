import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { Client } from '../../../lib/domain-types';
import { type ReceiptVerification, uploadReceipt } from '../api/payment-api';
import { compressReceiptImage } from '../image-compression/compress-receipt-image';
import { isPdf, RECEIPT_INPUT_ACCEPT, receiptUploadErrorMessage, receiptValidationError } from '../receipt-rules';

export const REJECTED_PANEL_MS = 5000;

interface ReceiptUploadProps {
  clientId: Client['id'];
  orderToken: string;
  onApproved: () => void;
  compressImage?: (file: File) => Promise<File>;
  upload?: typeof uploadReceipt;
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
}: ReceiptUploadProps) {
  const [attempts, setAttempts] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<{ outcome: Outcome; reason: string } | null>(null);
  const rejectedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(rejectedTimer.current), []);

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
        setRetrying(true);
        window.alert(
          '📤 Comprovante enviado! Aguarde a verificação manual ou tente novamente com uma imagem mais nítida.',
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

  const showUploadBlock = !result || result.outcome === 'sent';
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
