import type { DataRequestStatus } from '@ritual/contracts/http';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { formatPhone, PHONE_MAX_LENGTH } from '../../../lib/phone';
import { lookupDataRequest } from '../api/privacy-api';

const KIND_LABELS: Record<DataRequestStatus['kind'], string> = {
  access: 'Acesso aos dados',
  correction: 'Correção de dados',
  erasure: 'Eliminação de dados',
  revocation: 'Revogação do consentimento',
};

const STATUS_LABELS: Record<DataRequestStatus['status'], string> = {
  open: 'Em aberto',
  answered: 'Respondido',
};

const longDate = (iso: string) => formatLongDate(new Date(iso));

/** "Acompanhar meu pedido": the client finds their request by protocol and WhatsApp and reads its status and answer. */
export function DataRequestLookup() {
  const [values, setValues] = useState({ protocol: '', whatsapp: '' });
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState('');
  const [found, setFound] = useState<DataRequestStatus | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFound(null);
    const missing = !values.protocol.trim()
      ? 'Informe o protocolo do pedido, por exemplo LGPD-2026-000042.'
      : !values.whatsapp.trim()
        ? 'Informe o WhatsApp usado no pedido.'
        : '';
    if (missing) {
      setError(missing);
      return;
    }
    setSearching(true);
    setError('');
    try {
      setFound(await lookupDataRequest({ protocol: values.protocol.trim(), whatsapp: values.whatsapp }));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.detail && failure.status !== 0
          ? failure.detail
          : 'Não foi possível consultar o pedido agora. Verifique sua conexão e tente novamente.',
      );
    } finally {
      setSearching(false);
    }
  }

  const set = (name: keyof typeof values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <section className="card privacy-page__lookup" aria-labelledby="acompanhar-pedido">
      <h2 id="acompanhar-pedido">Acompanhar meu pedido</h2>
      <p>Informe o protocolo recebido ao enviar o pedido e o WhatsApp usado nele.</p>
      <form onSubmit={handleSubmit} noValidate>
        <div className="form-field">
          <label className="form-field__label" htmlFor="acompanhar-protocolo">
            Protocolo
          </label>
          <input
            id="acompanhar-protocolo"
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="LGPD-2026-000042"
            maxLength={40}
            value={values.protocol}
            onChange={(event) => set('protocol', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="acompanhar-whatsapp">
            WhatsApp usado no pedido
          </label>
          <input
            id="acompanhar-whatsapp"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            value={values.whatsapp}
            onChange={(event) => set('whatsapp', formatPhone(event.target.value))}
          />
        </div>
        {error && (
          <p className="form-field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--secondary button--block" disabled={searching}>
          {searching ? 'Consultando...' : 'Consultar pedido'}
        </button>
      </form>
      {found && <LookupResult request={found} />}
    </section>
  );
}

function LookupResult({ request }: { request: DataRequestStatus }) {
  const answered = request.status === 'answered';
  return (
    <div className="privacy-page__status" role="status" aria-live="polite">
      <dl className="privacy-page__facts">
        <dt>Protocolo</dt>
        <dd>{request.protocol}</dd>
        <dt>Pedido</dt>
        <dd>{KIND_LABELS[request.kind] ?? request.kind}</dd>
        <dt>Situação</dt>
        <dd>
          <strong className={`privacy-page__badge privacy-page__badge--${request.status}`}>
            {STATUS_LABELS[request.status] ?? request.status}
          </strong>
        </dd>
        <dt>Enviado em</dt>
        <dd>{longDate(request.created_at)}</dd>
        <dt>Prazo de resposta</dt>
        <dd>até {longDate(request.due_at)}</dd>
        {answered && request.answered_at && (
          <>
            <dt>Respondido em</dt>
            <dd>{longDate(request.answered_at)}</dd>
          </>
        )}
      </dl>
      {answered ? (
        <>
          <h3 className="privacy-page__answer-title">Resposta</h3>
          <p className="privacy-page__paragraph">{request.answer}</p>
        </>
      ) : (
        <p>Seu pedido está sendo analisado. A resposta aparece aqui e é enviada pelo WhatsApp até o prazo.</p>
      )}
    </div>
  );
}
