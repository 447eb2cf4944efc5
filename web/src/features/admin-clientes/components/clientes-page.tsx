import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { privacyPersonPath } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import type { PaymentStatus } from '../../../lib/domain-types';
import { buildWhatsAppLink } from '../../../lib/whatsapp';
import type { AdminOrder, AdminRitual } from '../../admin-common/admin-types';
import { cancelPendingOrdersOf } from '../../admin-common/api/order-pages-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { useConfirm } from '../../admin-common/components/confirm-dialog';
import { useNotify } from '../../admin-common/components/notices';
import { PageControls } from '../../admin-common/components/page-controls';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { StatusBadge } from '../../admin-common/components/status-badge';
import { clientName, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, sameId } from '../../admin-common/orders';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { useMediaQuery } from '../../admin-common/use-media-query';
import { useOrderPages } from '../../admin-common/use-order-pages';
import { fetchOrderMessages, type OrderMessages } from '../../admin-whatsapp/api/whatsapp-api';
import { OrderMessagesLog } from '../../admin-whatsapp/components/order-messages';
import { fetchAdminRituals, setPaymentStatus } from '../api/clientes-api';
import { bulkCancelMessage } from '../bulk-cancel';
import { CLIENTES_PAGE_SIZE, clientesFilter } from '../clientes-first-page';
import {
  orderDataEntries,
  orderWhatsApp,
  orderWhatsAppMessage,
  ritualFieldsOf,
  type StatusFilter,
} from '../order-view';
import { PaymentFlags, useOfferPixRefund } from './pix-refund';
import { ReceiptsDialog } from './receipts-dialog';
import './clientes.css';

const FILTERS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'paid', label: 'Pagos' },
];

interface RowProps {
  order: AdminOrder;
  rituals: AdminRitual[] | undefined;
  isBusy: (order: AdminOrder) => boolean;
  onStatus: (order: AdminOrder, status: PaymentStatus) => void;
  refundStatus: (order: AdminOrder) => string | null | undefined;
  onMissingWhatsApp: () => void;
  onReceipts: (order: AdminOrder) => void;
  /** The order's WhatsApp messages (issue 35); undefined without any (or without WhatsApp configured). */
  messagesOf: (order: AdminOrder) => OrderMessages | undefined;
}

function WhatsAppAction({ order, onMissing }: { order: AdminOrder; onMissing: () => void }) {
  const phone = orderWhatsApp(order);
  const name = clientName(order);
  if (!phone) {
    return (
      <button type="button" className="adm-button adm-button--whatsapp adm-button--small" onClick={onMissing}>
        WhatsApp <span className="visually-hidden">de {name}</span>
      </button>
    );
  }
  return (
    <a
      className="adm-button adm-button--whatsapp adm-button--small"
      href={buildWhatsAppLink(phone, orderWhatsAppMessage(order))}
      target="_blank"
      rel="noopener noreferrer"
    >
      WhatsApp <span className="visually-hidden">de {name} (abre em nova aba)</span>
    </a>
  );
}

/** The privacy desk (issue 37) for this client's WhatsApp: every order of it, export, correction, erasure. */
function PrivacyLink({ order }: { order: AdminOrder }) {
  const phone = orderWhatsApp(order);
  if (!phone) return null;
  return (
    <Link className="adm-link-button adm-order__privacy" to={privacyPersonPath(phone)}>
      Dados pessoais (LGPD) <span className="visually-hidden">de {clientName(order)}</span>
    </Link>
  );
}

function StatusSelect({ order, isBusy, onStatus }: Pick<RowProps, 'order' | 'isBusy' | 'onStatus'>) {
  return (
    <select
      className="adm-input adm-input--compact"
      aria-label={`Status do pedido de ${clientName(order)}`}
      value={order.payment_status}
      disabled={isBusy(order)}
      onChange={(event) => onStatus(order, event.target.value as PaymentStatus)}
    >
      {PAYMENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {PAYMENT_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

function OrderData({ order, rituals }: Pick<RowProps, 'order' | 'rituals'>) {
  const entries = orderDataEntries(order, ritualFieldsOf(rituals, order.ritual_id));
  if (entries.length === 0) return <span className="adm-muted">—</span>;
  return (
    <dl className="adm-order-data">
      {entries.map((entry) => (
        <div key={entry.key}>
          <dt>{entry.label}:</dt> <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ClientCell({ order }: { order: AdminOrder }) {
  const phone = orderWhatsApp(order);
  return (
    <>
      <span className="adm-order__name">{clientName(order)}</span>
      <span className={phone ? 'adm-order__phone' : 'adm-order__phone adm-muted'}>
        {phone || 'WhatsApp não informado'}
      </span>
    </>
  );
}

function OrdersTable(props: Omit<RowProps, 'order'> & { orders: AdminOrder[] }) {
  const { orders, ...rest } = props;
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-orders-table">
        <caption className="visually-hidden">Pedidos</caption>
        <thead>
          <tr>
            <th scope="col">Cliente</th>
            <th scope="col">Ritual</th>
            <th scope="col">Dados</th>
            <th scope="col">Status</th>
            <th scope="col">Data</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <span className="adm-order__client">
                  <ClientCell order={order} />
                </span>
              </th>
              <td>{order.ritual_name}</td>
              <td className="adm-orders-table__data">
                <OrderData order={order} rituals={rest.rituals} />
              </td>
              <td>
                <StatusBadge status={order.payment_status} />
                <PaymentFlags order={order} refundStatus={rest.refundStatus(order)} />
                <OrderMessagesLog entry={rest.messagesOf(order)} clientLabel={clientName(order)} />
              </td>
              <td className="adm-nowrap">{formatStoreDateTime(order.created_at)}</td>
              <td>
                <div className="adm-order__actions">
                  <WhatsAppAction order={order} onMissing={rest.onMissingWhatsApp} />
                  <StatusSelect order={order} isBusy={rest.isBusy} onStatus={rest.onStatus} />
                </div>
                <button
                  type="button"
                  className="adm-link-button adm-order__receipts"
                  onClick={() => rest.onReceipts(order)}
                >
                  Ver comprovantes <span className="visually-hidden">de {clientName(order)}</span>
                </button>
                <PrivacyLink order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCards(props: Omit<RowProps, 'order'> & { orders: AdminOrder[] }) {
  const { orders, ...rest } = props;
  return (
    <ul className="adm-order-cards" aria-label="Pedidos">
      {orders.map((order) => (
        <li key={order.id} className="adm-card adm-order-card">
          <div className="adm-order-card__top">
            <p className="adm-order__client">
              <ClientCell order={order} />
            </p>
            <StatusBadge status={order.payment_status} />
            <PaymentFlags order={order} refundStatus={rest.refundStatus(order)} />
          </div>
          <p className="adm-order-card__ritual">{order.ritual_name}</p>
          <OrderData order={order} rituals={rest.rituals} />
          <p className="adm-order-card__date">{formatStoreDateTime(order.created_at)}</p>
          <OrderMessagesLog entry={rest.messagesOf(order)} clientLabel={clientName(order)} />
          <div className="adm-order__actions">
            <WhatsAppAction order={order} onMissing={rest.onMissingWhatsApp} />
            <StatusSelect order={order} isBusy={rest.isBusy} onStatus={rest.onStatus} />
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              onClick={() => rest.onReceipts(order)}
            >
              Comprovantes <span className="visually-hidden">de {clientName(order)}</span>
            </button>
          </div>
          <PrivacyLink order={order} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The WhatsApp messages of the orders on screen, one call per page. Without WhatsApp configured (503) or on any
 * failure the screen shows nothing more than before.
 */
function useOrderMessages(orders: readonly AdminOrder[]): Map<number, OrderMessages> {
  const ids = orders.map((order) => Number(order.id)).filter(Number.isInteger);
  const key = ids.join(',');
  const loaded = useLoad(
    (signal) =>
      ids.length === 0 ? Promise.resolve([]) : fetchOrderMessages(ids, signal).catch(() => [] as OrderMessages[]),
    [key],
  );
  const list = loaded.data ?? [];
  return new Map((Array.isArray(list) ? list : []).map((entry) => [entry.order_id, entry]));
}

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Spec §2 Clientes: the orders, their status and the WhatsApp contact; searched, filtered and paged by the server. */
export function ClientesPage({ pageSize = CLIENTES_PAGE_SIZE }: { pageSize?: number }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const wide = useMediaQuery('(min-width: 900px)');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const search = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const orders = useOrderPages(clientesFilter(search, filter === 'all' ? '' : filter), pageSize);
  // Only for the field labels of the "Dados" column; without it the keys are shown humanized.
  const rituals = useLoad((signal) => fetchAdminRituals(signal).catch(() => [] as AdminRitual[]), []);
  const [busyId, setBusyId] = useState<AdminOrder['id'] | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [receiptsOf, setReceiptsOf] = useState<AdminOrder | null>(null);
  const [refunds, setRefunds] = useState<Record<string, string | null>>({});
  const offerPixRefund = useOfferPixRefund();

  const counts = orders.counts ?? { all: 0, pending: 0, paid: 0, cancelled: 0 };
  const visible = orders.items;
  const messages = useOrderMessages(visible);
  const found = counts[filter];
  const pendingInView = filter === 'paid' ? 0 : counts.pending;

  const onStatus = async (order: AdminOrder, status: PaymentStatus) => {
    if (status === order.payment_status) return;
    setBusyId(order.id);
    try {
      const refund =
        status === 'cancelled' && order.payment_status === 'paid' ? await offerPixRefund(order) : undefined;
      if (refund) {
        setRefunds((known) => ({ ...known, [String(order.id)]: refund.refund_status }));
        orders.updateItems(
          (list) => list.map((item) => (sameId(item.id, order.id) ? { ...item, payment_status: 'cancelled' } : item)),
          { from: order.payment_status, to: 'cancelled' },
        );
        notify.success(`PIX de ${clientName(order)} devolvido ao cliente e pedido cancelado.`);
        return;
      }
      await setPaymentStatus(order.id, status);
      orders.updateItems(
        (list) => list.map((item) => (sameId(item.id, order.id) ? { ...item, payment_status: status } : item)),
        { from: order.payment_status, to: status },
      );
      notify.success(`Status de ${clientName(order)} alterado para ${PAYMENT_STATUS_LABELS[status]}.`);
    } catch (error) {
      console.error(error);
      notify.error('Erro ao atualizar status de pagamento');
    } finally {
      setBusyId(null);
    }
  };

  const onBulkCancel = async () => {
    const count = pendingInView;
    if (count === 0) {
      notify.info('Nenhum pedido pendente encontrado');
      return;
    }
    const confirmed = await confirm({
      title: 'Cancelar pedidos pendentes',
      message: (
        <>
          <p>
            Tem certeza que deseja cancelar <strong>{count}</strong>{' '}
            {count === 1 ? 'pedido pendente' : 'pedidos pendentes'}?
          </p>
          <p className="adm-alert adm-alert--warning">
            ⚠️ Esta ação não pode ser desfeita: os clientes não poderão mais pagar por esses pedidos.
          </p>
        </>
      ),
      confirmLabel: 'Sim, cancelar pedidos',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (!confirmed) return;
    setCancelling(true);
    try {
      const { cancelled } = await cancelPendingOrdersOf(clientesFilter(search, filter === 'all' ? '' : filter));
      const message = bulkCancelMessage({ cancelled, failed: 0, unreachable: 0 });
      notify[message.kind](message.text);
      orders.restart();
    } catch (error) {
      console.error(error);
      const offline = error instanceof ApiError && error.status === 0;
      notify.error(
        offline
          ? 'Erro ao cancelar pedidos. Verifique sua conexão e tente novamente.'
          : 'Erro ao cancelar pedidos. Tente novamente.',
      );
    } finally {
      setCancelling(false);
    }
  };

  const rowProps = {
    rituals: rituals.data,
    isBusy: (order: AdminOrder) => cancelling || sameId(busyId, order.id),
    onStatus: (order: AdminOrder, status: PaymentStatus) => void onStatus(order, status),
    refundStatus: (order: AdminOrder) => refunds[String(order.id)],
    onMissingWhatsApp: () => notify.error('WhatsApp não informado'),
    onReceipts: setReceiptsOf,
    messagesOf: (order: AdminOrder) => messages.get(Number(order.id)),
  };

  return (
    <AdminPage title="Clientes" description="Pedidos, status de pagamento e contato com os clientes.">
      <div className="adm-card adm-toolbar">
        <div className="adm-field adm-toolbar__search">
          <label htmlFor="clientes-busca" className="adm-field__label">
            Buscar
          </label>
          <input
            id="clientes-busca"
            className="adm-input"
            type="search"
            placeholder="Nome do cliente ou do ritual"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <fieldset className="adm-segmented">
          <legend className="visually-hidden">Filtrar por status</legend>
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="adm-segmented__option"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
            >
              {option.label} ({counts[option.value]})
            </button>
          ))}
        </fieldset>
        {pendingInView > 0 && (
          <button
            type="button"
            className="adm-button adm-button--danger adm-toolbar__end"
            onClick={() => void onBulkCancel()}
            disabled={cancelling}
          >
            {cancelling ? 'Cancelando...' : `Cancelar Pendentes (${pendingInView})`}
          </button>
        )}
      </div>
      <p className="adm-result-count" aria-live="polite">
        {orders.status === 'loading' && !orders.counts
          ? ''
          : `${found} ${found === 1 ? 'pedido encontrado' : 'pedidos encontrados'}`}
      </p>
      {orders.status === 'loading' && visible.length === 0 ? (
        <LoadingState label="Carregando pedidos..." />
      ) : visible.length === 0 ? (
        <EmptyState icon="👥" title="Nenhum cliente encontrado" />
      ) : wide ? (
        <OrdersTable orders={visible} {...rowProps} />
      ) : (
        <OrderCards orders={visible} {...rowProps} />
      )}
      <PageControls
        pageNumber={orders.pageNumber}
        hasPrevious={orders.hasPrevious}
        hasNext={orders.hasNext}
        onPrevious={orders.previous}
        onNext={orders.next}
        busy={orders.status === 'loading'}
      />
      {receiptsOf && (
        <ReceiptsDialog
          orderId={receiptsOf.id}
          clientLabel={clientName(receiptsOf)}
          onClose={() => setReceiptsOf(null)}
        />
      )}
    </AdminPage>
  );
}
