import type { DataRequest } from '@ritual/contracts/http';
import { useEffect, useState } from 'react';
import { buildWhatsAppLink } from '../../../lib/whatsapp';
import { AdminPage } from '../../admin-common/components/admin-page';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { fetchDataRequests } from '../api/data-requests-api';
import { daysLeft, isOverdue } from '../data-request-deadline';
import './privacy-requests.css';

const KIND_LABELS: Record<DataRequest['kind'], string> = {
  access: 'Acesso',
  correction: 'Correção',
  erasure: 'Eliminação',
  revocation: 'Revogação do consentimento',
};

const STATUS_LABELS: Record<DataRequest['status'], string> = { open: 'Aberto', answered: 'Respondido' };

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

function deadlineText(request: DataRequest): string {
  if (request.status !== 'open') return '—';
  const days = daysLeft(request);
  if (isOverdue(request)) return `Atrasado ${Math.max(1, -days)} dia(s)`;
  return days <= 0 ? 'Vence hoje' : `${days} dia(s)`;
}

/** LGPD requests (art. 18) with their 15-day deadline; the operator confirms the person on WhatsApp first. */
export function PrivacyRequestsPage() {
  const [requests, setRequests] = useState<DataRequest[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchDataRequests(controller.signal).then(setRequests, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, []);

  return (
    <AdminPage
      title="Privacidade"
      description="Pedidos de titulares (LGPD): responda em até 15 dias, depois de confirmar pelo WhatsApp que o pedido é da pessoa."
    >
      {failed && <p role="alert">Não foi possível carregar os pedidos. Recarregue a página.</p>}
      {!failed && !requests && <LoadingState />}
      {requests?.length === 0 && <EmptyState icon="🔒" title="Nenhum pedido de titular recebido" />}
      {requests && requests.length > 0 && (
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
                  <td>{request.protocol}</td>
                  <td>
                    {KIND_LABELS[request.kind]}
                    {request.message && <div className="adm-privacy__message">{request.message}</div>}
                  </td>
                  <td>{request.name}</td>
                  <td>
                    <a
                      href={buildWhatsAppLink(
                        request.whatsapp,
                        `Olá, ${request.name}! Recebemos o seu pedido ${request.protocol} sobre os seus dados. Pode confirmar que foi você quem enviou?`,
                      )}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {request.whatsapp}
                    </a>
                  </td>
                  <td>{dateFormat.format(new Date(request.created_at))}</td>
                  <td>{STATUS_LABELS[request.status]}</td>
                  <td>{deadlineText(request)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
