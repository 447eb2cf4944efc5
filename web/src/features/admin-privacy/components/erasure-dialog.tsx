import type { DataSubjectErasure } from '@ritual/contracts/http';
import { useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { Field } from '../../admin-common/components/field';
import { Modal } from '../../admin-common/components/modal';
import { LoadingState } from '../../admin-common/components/states';
import { useLoad } from '../../admin-common/use-load';
import { eraseDataSubject, previewErasure } from '../api/data-subjects-api';
import { sameWhatsApp } from '../privacy-desk';

function Lists({ erased, kept, done }: { erased: readonly string[]; kept: readonly string[]; done: boolean }) {
  return (
    <>
      {erased.length > 0 && (
        <>
          <h3 className="adm-privacy-desk__subtitle">{done ? 'Foi apagado' : 'Será apagado'}</h3>
          <ul className="adm-privacy-desk__list">
            {erased.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {kept.length > 0 && (
        <>
          <h3 className="adm-privacy-desk__subtitle">{done ? 'Foi mantido, e por quê' : 'Será mantido, e por quê'}</h3>
          <ul className="adm-privacy-desk__list">
            {kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

interface ErasureDialogProps {
  whatsapp: string;
  onClose: () => void;
  onErased: (result: DataSubjectErasure) => void;
}

/**
 * "Apagar dados": what the erasure will erase and keep (as the API says), the WhatsApp typed again to confirm, then
 * what it did.
 */
export function ErasureDialog({ whatsapp, onClose, onErased }: ErasureDialogProps) {
  const preview = useLoad((signal) => previewErasure(whatsapp, signal), [whatsapp]);
  const [typed, setTyped] = useState('');
  const [erasing, setErasing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DataSubjectErasure | null>(null);
  const confirmed = sameWhatsApp(typed, whatsapp);

  const onErase = async () => {
    setErasing(true);
    setError(null);
    try {
      const erased = await eraseDataSubject(whatsapp);
      setResult(erased);
      onErased(erased);
    } catch (failure) {
      setError(errorDetail(failure) ?? 'Não foi possível apagar. Verifique sua conexão e tente novamente.');
    } finally {
      setErasing(false);
    }
  };

  return (
    <Modal title="Apagar dados pessoais" onClose={onClose} busy={erasing}>
      {result ? (
        <div role="status">
          <p>
            <strong>{result.message}</strong>
          </p>
          <Lists erased={result.erased} kept={result.kept} done />
          <div className="adm-modal__actions">
            <button type="button" className="adm-button adm-button--primary" onClick={onClose}>
              Voltar ao atendimento
            </button>
          </div>
        </div>
      ) : preview.status === 'failed' ? (
        <p role="alert" className="adm-alert adm-alert--error">
          {errorDetail(preview.error) ?? 'Não foi possível ver o que seria apagado. Tente novamente.'}
        </p>
      ) : !preview.data ? (
        <LoadingState label="Verificando o que será apagado..." />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed && !erasing) void onErase();
          }}
        >
          <p>
            <strong>{preview.data.message}</strong>
          </p>
          <Lists erased={preview.data.erased} kept={preview.data.kept} done={false} />
          <Field
            label={`Para confirmar, digite o WhatsApp da pessoa: ${whatsapp}`}
            hint="Só os números contam; pode digitar com ou sem parênteses e traço."
          >
            {(control) => (
              <input
                {...control}
                className="adm-input"
                inputMode="tel"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          {error && (
            <p role="alert" className="adm-alert adm-alert--error">
              {error}
            </p>
          )}
          <div className="adm-modal__actions">
            <button type="button" className="adm-button adm-button--secondary" onClick={onClose} disabled={erasing}>
              Cancelar
            </button>
            <button type="submit" className="adm-button adm-button--danger" disabled={!confirmed || erasing}>
              {erasing ? 'Apagando...' : 'Apagar dados'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
