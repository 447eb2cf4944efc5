import { useMemo, useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { fetchAdminRituals, fetchOrders } from '../../admin-common/api/shared-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { DateFilterControls } from '../../admin-common/components/date-filter-controls';
import { useNotify } from '../../admin-common/components/notices';
import { RitualPicker } from '../../admin-common/components/ritual-picker';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { StatusBadge } from '../../admin-common/components/status-badge';
import { downloadCsv, exportBaseName } from '../../admin-common/export-files';
import { newestFirst, sameId } from '../../admin-common/orders';
import { type DateFilter, dateFilterRange, formatStoreDateTime, isWithin } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { allLinksText, type DeliveryRow, deliveryRow, videoCsv } from '../video-delivery';
import './video.css';

type VideoStatusFilter = 'paid' | 'pending' | 'cancelled' | 'all';

const STATUS_OPTIONS: Array<{ value: VideoStatusFilter; label: string }> = [
  { value: 'paid', label: 'Pagos' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'cancelled', label: 'Cancelados' },
  { value: 'all', label: 'Todos' },
];

function DeliveryItem({ row, onCopy, onMissing }: { row: DeliveryRow; onCopy: () => void; onMissing: () => void }) {
  return (
    <li className="adm-card adm-delivery">
      <div className="adm-delivery__info">
        <p className="adm-delivery__name">{row.name}</p>
        <p className={row.phone ? 'adm-delivery__phone' : 'adm-delivery__phone adm-muted'}>
          {row.phone ? row.phone.display : 'WhatsApp não encontrado'}
        </p>
        <p className="adm-delivery__meta">
          <StatusBadge status={row.order.payment_status} /> {formatStoreDateTime(row.order.created_at)}
        </p>
      </div>
      <div className="adm-delivery__actions">
        {row.link ? (
          <a
            className="adm-button adm-button--whatsapp adm-button--small"
            href={row.link}
            target="_blank"
            rel="noopener noreferrer"
          >
            Abrir WhatsApp <span className="visually-hidden">de {row.name} (abre em nova aba)</span>
          </a>
        ) : (
          <button type="button" className="adm-button adm-button--whatsapp adm-button--small" onClick={onMissing}>
            Abrir WhatsApp <span className="visually-hidden">de {row.name}</span>
          </button>
        )}
        <button
          type="button"
          className="adm-button adm-button--secondary adm-button--small"
          onClick={row.link ? onCopy : onMissing}
        >
          Copiar link <span className="visually-hidden">de {row.name}</span>
        </button>
      </div>
    </li>
  );
}

/** Spec §2 Envio de Vídeo: send the ritual video to each client through a WhatsApp link. */
export function VideoPage() {
  const notify = useNotify();
  const rituals = useLoad((signal) => fetchAdminRituals(signal), []);
  const [ritualId, setRitualId] = useState('');
  const [status, setStatus] = useState<VideoStatusFilter>('paid');
  const [dates, setDates] = useState<DateFilter>({ preset: 'all' });
  const orders = useLoad(
    async (signal) => {
      if (!ritualId) return [];
      const list = await fetchOrders(ritualId, signal);
      return newestFirst(list.filter((order) => sameId(order.ritual_id, ritualId)));
    },
    [ritualId],
  );

  const ritual = rituals.data?.find((item) => sameId(item.id, ritualId));
  const ritualName = ritual?.name ?? '';
  const rows = useMemo(() => {
    const range = dateFilterRange(dates);
    return (orders.data ?? [])
      .filter((order) => status === 'all' || order.payment_status === status)
      .filter((order) => isWithin(range, order.created_at))
      .map((order) => deliveryRow(order, ritualName));
  }, [orders.data, status, dates, ritualName]);
  const withPhone = rows.filter((row) => row.phone).length;

  const copyOne = async (row: DeliveryRow) => {
    if (await copyText(row.link)) notify.success('Link do WhatsApp copiado!');
    else notify.error('Não foi possível copiar o link.');
  };

  const copyAll = async () => {
    const { text, count } = allLinksText(rows);
    if (count === 0) {
      notify.error('Nenhum cliente com WhatsApp encontrado');
      return;
    }
    if (await copyText(text)) notify.success(`${count} links do WhatsApp copiados!`);
    else notify.error('Não foi possível copiar os links.');
  };

  const exportCsv = () => {
    if (rows.length === 0) {
      notify.error('Nenhum cliente para exportar');
      return;
    }
    downloadCsv(videoCsv(rows, ritualName), exportBaseName(ritualName));
  };

  return (
    <AdminPage title="Envio de Vídeo" description="Envie o vídeo do ritual a cada cliente pelo WhatsApp.">
      <div className="adm-card adm-filters">
        <RitualPicker
          rituals={rituals.data}
          value={ritualId}
          onChange={setRitualId}
          loading={rituals.status === 'loading'}
        />
        <div className="adm-field">
          <label htmlFor="video-status" className="adm-field__label">
            Status
          </label>
          <select
            id="video-status"
            className="adm-input"
            value={status}
            onChange={(event) => setStatus(event.target.value as VideoStatusFilter)}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <DateFilterControls value={dates} onChange={setDates} />
      </div>

      {!ritualId ? (
        <EmptyState icon="🎬" title="Selecione um ritual para ver os clientes" />
      ) : orders.status === 'loading' ? (
        <LoadingState label="Carregando clientes..." />
      ) : (
        <>
          <div className="adm-list-toolbar">
            <p className="adm-result-count" aria-live="polite">
              {rows.length} {rows.length === 1 ? 'cliente' : 'clientes'} · {withPhone} com WhatsApp
            </p>
            <div className="adm-list-toolbar__actions">
              {status === 'paid' && (
                <button type="button" className="adm-button adm-button--secondary" onClick={() => void copyAll()}>
                  <span aria-hidden="true">📋 </span>Copiar todos os links
                </button>
              )}
              <button type="button" className="adm-button adm-button--primary" onClick={exportCsv}>
                <span aria-hidden="true">⬇ </span>Exportar CSV
              </button>
            </div>
          </div>
          {rows.length === 0 ? (
            <EmptyState icon="🔍" title="Nenhum cliente encontrado" />
          ) : (
            <ul className="adm-delivery-list" aria-label={`Clientes de ${ritualName}`}>
              {rows.map((row) => (
                <DeliveryItem
                  key={row.order.id}
                  row={row}
                  onCopy={() => void copyOne(row)}
                  onMissing={() => notify.error('WhatsApp não encontrado para este cliente')}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </AdminPage>
  );
}
