import type { DataRequest } from '@ritual/contracts/http';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminPaths, PRIVACY_REQUEST_PARAM, PRIVACY_WHATSAPP_PARAM, privacyRequestPath } from '../../../app/paths';
import { AdminPage } from '../../admin-common/components/admin-page';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { fetchDataRequests } from '../api/data-requests-api';
import { deadlineText, isOverdue } from '../data-request-deadline';
import { DATA_REQUEST_KIND_LABELS } from '../privacy-desk';
import { AnsweredNote } from './answered-note';
import { PrivacyDesk } from './privacy-desk';
import './privacy-requests.css';
import { ConfirmPersonLink } from './confirm-person-link';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

function RequestsTable({ requests }: { requests: DataRequest[] }) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="visually-hidden">Pedidos de titulares</caption>
        <thead>
          <tr>
            <th scope="col">Protocolo</th>
            <th scope="col">Pedido</th>
            <th scope="col">Nome</th>
            <th scope="col">WhatsApp</th>
            <th scope="col">Recebido</th>
            <th scope="col">Status</th>
            <th scope="col">Prazo</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} className={isOverdue(request) ? 'adm-privacy__overdue' : undefined}>
              <td>
                <Link to={privacyRequestPath(request.id)}>{request.protocol}</Link>
                <div>
                  <Link to={privacyRequestPath(request.id)} className="adm-privacy__open">
                    Atender <span className="visually-hidden">o pedido {request.protocol}</span>
                  </Link>
                </div>
              </td>
              <td>
                {DATA_REQUEST_KIND_LABELS[request.kind]}
                {request.message && <div className="adm-privacy__message">{request.message}</div>}
              </td>
              <td>{request.name}</td>
              <td>
                <ConfirmPersonLink request={request} />
              </td>
              <td>{dateFormat.format(new Date(request.created_at))}</td>
              <td>{request.status === 'answered' ? <AnsweredNote request={request} /> : 'Aberto'}</td>
              <td>{deadlineText(request)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * LGPD requests (art. 18) with their 15-day deadline. Each opens the privacy desk (?pedido=id), where the operator
 * confirms the person on WhatsApp, acts on the data and answers; Clientes opens the same desk for a WhatsApp
 * (?whatsapp=…) without a request.
 */
export function PrivacyRequestsPage() {
  const [params] = useSearchParams();
  const [requests, setRequests] = useState<DataRequest[] | null>(null);
  const [failed, setFailed] = useState(false);
  const requestId = Number(params.get(PRIVACY_REQUEST_PARAM) ?? '');
  const personWhatsApp = params.get(PRIVACY_WHATSAPP_PARAM)?.trim() ?? '';

  useEffect(() => {
    const controller = new AbortController();
    fetchDataRequests(controller.signal).then(setRequests, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, []);

  const onAnswered = (answered: DataRequest) =>
    setRequests((list) => list?.map((item) => (item.id === answered.id ? answered : item)) ?? list);

  const title = 'Privacidade';
  const description =
    'Pedidos de titulares (LGPD): responda em até 15 dias, depois de confirmar pelo WhatsApp que o pedido é da pessoa.';

  if (personWhatsApp) {
    return (
      <AdminPage title={title} description={description}>
        <PrivacyDesk whatsapp={personWhatsApp} />
      </AdminPage>
    );
  }
  if (requestId) {
    const request = requests?.find((item) => item.id === requestId);
    return (
      <AdminPage title={title} description={description}>
        {failed && <p role="alert">Não foi possível carregar os pedidos. Recarregue a página.</p>}
        {!failed && !requests && <LoadingState />}
        {requests && !request && (
          <EmptyState icon="🔒" title="Pedido de titular não encontrado">
            <Link to={adminPaths.privacy}>Voltar aos pedidos</Link>
          </EmptyState>
        )}
        {request && (
          <PrivacyDesk key={request.id} whatsapp={request.whatsapp} request={request} onAnswered={onAnswered} />
        )}
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title} description={description}>
      {failed && <p role="alert">Não foi possível carregar os pedidos. Recarregue a página.</p>}
      {!failed && !requests && <LoadingState />}
      {requests?.length === 0 && <EmptyState icon="🔒" title="Nenhum pedido de titular recebido" />}
      {requests && requests.length > 0 && <RequestsTable requests={requests} />}
    </AdminPage>
  );
}
