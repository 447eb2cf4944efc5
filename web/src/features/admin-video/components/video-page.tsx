import { useMemo, useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { allOrdersOf, fetchOrdersCsv, type OrderFilter } from '../../admin-common/api/order-pages-api';
import { fetchAdminRituals, takeEarlyAdminRituals } from '../../admin-common/api/shared-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { DateFilterControls } from '../../admin-common/components/date-filter-controls';
import { useNotify } from '../../admin-common/components/notices';
import { PageControls } from '../../admin-common/components/page-controls';
import { RitualPicker } from '../../admin-common/components/ritual-picker';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { StatusBadge } from '../../admin-common/components/status-badge';
import { downloadBlob, exportBaseName } from '../../admin-common/export-files';
import { sameId } from '../../admin-common/orders';
import { type DateFilter, dateFilterDays, formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { useOrderPages } from '../../admin-common/use-order-pages';
import { fetchWhatsAppSettings, type VideoDelivery } from '../../admin-whatsapp/api/whatsapp-api';
import { MessageStateMark } from '../../admin-whatsapp/components/message-state';
import { useVideoDelivery } from '../use-video-delivery';
import { allLinksText, type DeliveryRow, deliveryRow } from '../video-delivery';
import { WhatsAppSend } from './whatsapp-send';
import './video.css';

type Recipient = VideoDelivery['recipients'][number];

type VideoStatusFilter = 'paid' | 'pending' | 'cancelled' | 'all';

const STATUS_OPTIONS: Array<{ value: VideoStatusFilter; label: string }> = [
  { value: 'paid', label: 'Pagos' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'cancelled', label: 'Cancelados' },
  { value: 'all', label: 'Todos' },
];

interface DeliveryItemProps {
  row: DeliveryRow;
  /** Where this client's WhatsApp video message stands, once a delivery included them. */
  recipient: Recipient | undefined;
  onCopy: () => void;
  onMissing: () => void;
}

function DeliveryItem({ row, recipient, onCopy, onMissing }: DeliveryItemProps) {
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
        {recipient && (
          <p className="adm-delivery__whatsapp">
            Vídeo pelo WhatsApp: <MessageStateMark state={recipient.state} reason={recipient.error_title} />
          </p>
        )}
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

/**
 * Spec §2 Envio de Vídeo: send the ritual video to each client through a WhatsApp link, or (issue 35) to every paid
 * client of the filter at once through the WhatsApp Cloud API.
 */
export function VideoPage() {
  const notify = useNotify();
  const rituals = useLoad((signal) => fetchAdminRituals(signal), [], takeEarlyAdminRituals);
  const [ritualId, setRitualId] = useState('');
  const [status, setStatus] = useState<VideoStatusFilter>('paid');
  const [dates, setDates] = useState<DateFilter>({ preset: 'all' });
  const [exporting, setExporting] = useState(false);
  const filter: OrderFilter | null = useMemo(
    () => (ritualId ? { ritual_id: ritualId, status: status === 'all' ? '' : status, ...dateFilterDays(dates) } : null),
    [ritualId, status, dates],
  );
  const orders = useOrderPages(filter);
  // Silent: without the messaging service the screen is as it always was, links only.
  const whatsapp = useLoad((signal) => fetchWhatsAppSettings(signal).catch(() => null), []);
  const videoDelivery = useVideoDelivery(ritualId);
  const recipients = new Map(videoDelivery.delivery?.recipients.map((item) => [Number(item.order_id), item]));

  const ritual = rituals.data?.find((item) => sameId(item.id, ritualId));
  const ritualName = ritual?.name ?? '';
  const rows = orders.items.map((order) => deliveryRow(order, ritualName));
  const total = orders.counts ? orders.counts[status] : rows.length;
  const withPhone = rows.filter((row) => row.phone).length;

  const copyOne = async (row: DeliveryRow) => {
    if (await copyText(row.link)) notify.success('Link do WhatsApp copiado!');
    else notify.error('Não foi possível copiar o link.');
  };

  const copyAll = async () => {
    if (!filter) return;
    const lines: string[] = [];
    let count = 0;
    try {
      for await (const page of allOrdersOf(filter)) {
        const links = allLinksText(page.map((order) => deliveryRow(order, ritualName)));
        if (links.count > 0) lines.push(links.text);
        count += links.count;
      }
    } catch (error) {
      console.error(error);
      notify.error('Não foi possível carregar os clientes. Tente novamente.');
      return;
    }
    if (count === 0) {
      notify.error('Nenhum cliente com WhatsApp encontrado');
      return;
    }
    if (await copyText(lines.join('\n'))) notify.success(`${count} links do WhatsApp copiados!`);
    else notify.error('Não foi possível copiar os links.');
  };

  const collectOrderIds = async () => {
    const ids: number[] = [];
    if (!filter) return ids;
    for await (const page of allOrdersOf(filter)) ids.push(...page.map((order) => Number(order.id)));
    return ids;
  };

  const exportCsv = async () => {
    if (!filter || total === 0) {
      notify.error('Nenhum cliente para exportar');
      return;
    }
    setExporting(true);
    try {
      const baseName = exportBaseName(ritualName);
      downloadBlob(await fetchOrdersCsv(filter, { view: 'video', ritualName, baseName }), `${baseName}.csv`);
    } catch (error) {
      console.error(error);
      notify.error('Não foi possível exportar o CSV. Tente novamente.');
    } finally {
      setExporting(false);
    }
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
      ) : orders.status === 'loading' && rows.length === 0 ? (
        <LoadingState label="Carregando clientes..." />
      ) : (
        <>
          <div className="adm-list-toolbar">
            <p className="adm-result-count" aria-live="polite">
              {total} {total === 1 ? 'cliente' : 'clientes'} · {withPhone} com WhatsApp
              {orders.hasNext || orders.hasPrevious ? ' nesta página' : ''}
            </p>
            <div className="adm-list-toolbar__actions">
              {status === 'paid' && (
                <button type="button" className="adm-button adm-button--secondary" onClick={() => void copyAll()}>
                  <span aria-hidden="true">📋 </span>Copiar todos os links
                </button>
              )}
              <button
                type="button"
                className="adm-button adm-button--primary"
                onClick={() => void exportCsv()}
                disabled={exporting}
              >
                <span aria-hidden="true">⬇ </span>
                {exporting ? 'Exportando...' : 'Exportar CSV'}
              </button>
            </div>
          </div>
          <WhatsAppSend
            key={ritualId}
            ritualName={ritualName}
            settings={whatsapp.data}
            paidFilter={status === 'paid'}
            total={total}
            collectOrderIds={collectOrderIds}
            delivery={videoDelivery.delivery}
            running={videoDelivery.running}
            start={videoDelivery.start}
          />
          {rows.length === 0 ? (
            <EmptyState icon="🔍" title="Nenhum cliente encontrado" />
          ) : (
            <ul className="adm-delivery-list" aria-label={`Clientes de ${ritualName}`}>
              {rows.map((row) => (
                <DeliveryItem
                  key={row.order.id}
                  row={row}
                  recipient={recipients.get(Number(row.order.id))}
                  onCopy={() => void copyOne(row)}
                  onMissing={() => notify.error('WhatsApp não encontrado para este cliente')}
                />
              ))}
            </ul>
          )}
          <PageControls
            pageNumber={orders.pageNumber}
            hasPrevious={orders.hasPrevious}
            hasNext={orders.hasNext}
            onPrevious={orders.previous}
            onNext={orders.next}
            busy={orders.status === 'loading'}
          />
        </>
      )}
    </AdminPage>
  );
}
