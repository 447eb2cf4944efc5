import type { PrivacyNotice } from '@ritual/contracts/http';
import { useEffect, useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import { fetchPrivacyNotice } from '../api/privacy-api';
import { DataRequestForm } from './data-request-form';
import { DataRequestLookup } from './data-request-lookup';
import './privacy.css';

type LoadState = { status: 'loading' } | { status: 'ready'; notice: PrivacyNotice } | { status: 'failed' };

const NOT_SET = 'a informar';

/** /privacidade: the store's privacy notice (LGPD art. 9), the version the order forms ask consent to. */
export function PrivacyPage() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPrivacyNotice(controller.signal).then(
      (notice) => setState({ status: 'ready', notice }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <div className="container privacy-page">
      <h1>Aviso de privacidade</h1>
      {state.status === 'loading' && (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Carregando o aviso...
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert">Não foi possível carregar o aviso de privacidade. Tente novamente em instantes.</p>
      )}
      {state.status === 'ready' && <Notice notice={state.notice} />}
      <DataRequestForm />
      <DataRequestLookup />
    </div>
  );
}

function Notice({ notice }: { notice: PrivacyNotice }) {
  return (
    <article className="card privacy-page__notice">
      <dl className="privacy-page__facts">
        <dt>Controlador</dt>
        <dd>
          {notice.controller_name || NOT_SET}
          {notice.controller_document && ` (${notice.controller_document})`}
        </dd>
        <dt>Encarregado (DPO)</dt>
        <dd>
          {notice.dpo_name || NOT_SET}
          {notice.dpo_contact && ` — ${notice.dpo_contact}`}
        </dd>
        <dt>Versão</dt>
        <dd>
          {notice.version}
          {notice.updated_at && `, de ${formatLongDate(new Date(notice.updated_at))}`}
        </dd>
      </dl>
      {notice.text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className="privacy-page__paragraph">
          {paragraph}
        </p>
      ))}
    </article>
  );
}
