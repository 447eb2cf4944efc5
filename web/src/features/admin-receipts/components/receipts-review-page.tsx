import { useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { errorDetail } from '../../admin-common/api/admin-api';
import { fetchReceiptFileUrl } from '../../admin-common/api/receipt-file-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { Modal } from '../../admin-common/components/modal';
import { useNotify } from '../../admin-common/components/notices';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { StatusBadge } from '../../admin-common/components/status-badge';
import { clientName } from '../../admin-common/orders';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { approveReceipt, fetchReviewQueue, type ReviewItem, rejectReceipt } from '../api/review-api';
import { MARK_LABELS, verifierReading } from '../verifier-reading';
import { useReviewCount } from './review-count';

const REASON_MAX_LENGTH = 500;

/**
 * Issue 10 "Comprovantes": orders whose latest receipt the verifier could not decide, newest first, each with the
 * receipt beside what the verifier read and the order, decided in one click.
 */
export function ReceiptsReviewPage() {
  const queue = useLoad((signal) => fetchReviewQueue(signal), []);
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [refusing, setRefusing] = useState<ReviewItem | null>(null);
  const reviewCount = useReviewCount();
  const notify = useNotify();

  const items = (queue.data ?? []).filter((item) => !decided.has(item.receipt.id));
  const markDecided = (item: ReviewItem) => {
    setDecided((current) => new Set(current).add(item.receipt.id));
    reviewCount.refresh();
  };

  const failed = (error: unknown, fallback: string) => {
    const detail = errorDetail(error);
    notify.error(detail ? `${fallback}: ${detail}` : fallback);
    // The queue may have changed meanwhile (another admin decided, the client sent a new receipt).
    queue.reload();
    reviewCount.refresh();
  };

  const approve = async (item: ReviewItem) => {
    try {
      await approveReceipt(item.receipt.id);
      markDecided(item);
      notify.success(`Pagamento de ${clientName(item.order)} aprovado.`);
    } catch (error) {
      failed(error, 'Erro ao aprovar pagamento');
    }
  };

  const refuse = async (item: ReviewItem, reason: string) => {
    try {
      await rejectReceipt(item.receipt.id, reason);
      markDecided(item);
      setRefusing(null);
      notify.success(
        `Comprovante de ${clientName(item.order)} recusado. O cliente verá o motivo na página de pagamento.`,
      );
    } catch (error) {
      setRefusing(null);
      failed(error, 'Erro ao recusar comprovante');
    }
  };

  return (
    <AdminPage
      title="Comprovantes"
      description="Comprovantes que a verificação automática não conseguiu confirmar. Confira e decida com um clique."
      actions={
        <button type="button" className="adm-button adm-button--secondary" onClick={() => queue.reload()}>
          Atualizar
        </button>
      }
    >
      {queue.status === 'loading' && !queue.data ? (
        <LoadingState label="Carregando comprovantes..." />
      ) : queue.status === 'failed' && !queue.data ? (
        <p className="adm-alert adm-alert--warning">Não foi possível carregar os comprovantes agora.</p>
      ) : items.length === 0 ? (
        <EmptyState icon="✅" title="Nenhum comprovante aguardando análise" />
      ) : (
        <ul className="adm-review-list" aria-label="Comprovantes aguardando análise">
          {items.map((item) => (
            <ReviewCard key={item.receipt.id} item={item} onApprove={approve} onRefuse={setRefusing} />
          ))}
        </ul>
      )}
      {refusing && <RefuseDialog item={refusing} onCancel={() => setRefusing(null)} onRefuse={refuse} />}
    </AdminPage>
  );
}

function ReviewCard({
  item,
  onApprove,
  onRefuse,
}: {
  item: ReviewItem;
  onApprove: (item: ReviewItem) => Promise<void>;
  onRefuse: (item: ReviewItem) => void;
}) {
  const [approving, setApproving] = useState(false);
  const { receipt, order } = item;
  const name = clientName(order);
  const headingId = `comprovante-${receipt.id}`;
  return (
    <li className="adm-card adm-review" aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-card__title adm-review__title">
        {name} · {order.ritual_name}
      </h2>
      <div className="adm-review__body">
        <ReceiptPreview receipt={item.receipt} clientLabel={name} />
        <div className="adm-review__details">
          <section aria-label="O que a verificação leu">
            <h3 className="adm-review__subtitle">O que a verificação leu</h3>
            <table className="adm-review__reading">
              <tbody>
                {verifierReading(receipt.extracted).map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td className="adm-review__value">{row.value}</td>
                    <td>
                      <span className={`adm-badge adm-badge--${MARK_LABELS[row.mark].tone}`}>
                        {MARK_LABELS[row.mark].label}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {receipt.verification_reason && <p className="adm-muted">{receipt.verification_reason}</p>}
          </section>
          <section aria-label="Pedido">
            <h3 className="adm-review__subtitle">Pedido #{order.id}</h3>
            <dl className="adm-review__order">
              <dt>Cliente</dt>
              <dd>
                {name}
                {order.whatsapp ? ` · ${order.whatsapp}` : ''}
              </dd>
              <dt>Ritual</dt>
              <dd>{order.ritual_name}</dd>
              <dt>Valor</dt>
              <dd>{formatMoney(order.ritual_price)}</dd>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={order.payment_status} />
              </dd>
              <dt>Pedido feito em</dt>
              <dd>{formatStoreDateTime(order.created_at)}</dd>
              <dt>Comprovante enviado em</dt>
              <dd>{formatStoreDateTime(receipt.created_at)}</dd>
            </dl>
          </section>
          <div className="adm-review__actions">
            <button
              type="button"
              className="adm-button adm-button--success"
              disabled={approving}
              onClick={async () => {
                setApproving(true);
                await onApprove(item);
                setApproving(false);
              }}
            >
              {approving ? 'Aprovando...' : 'Aprovar pagamento'}
            </button>
            <button
              type="button"
              className="adm-button adm-button--danger"
              disabled={approving}
              onClick={() => onRefuse(item)}
            >
              Recusar comprovante
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * The receipt itself: the image, or the PDF's first page in the browser's viewer, with a link to open it. The file
 * comes through the gateway, which records the view (LGPD audit trail) and signs a fresh link for it.
 */
function ReceiptPreview({ receipt, clientLabel }: { receipt: ReviewItem['receipt']; clientLabel: string }) {
  const hasFile = !!receipt.file_url;
  const link = useLoad(
    (signal) => (hasFile ? fetchReceiptFileUrl(receipt.order_id, receipt.id, signal) : Promise.resolve('')),
    [receipt.order_id, receipt.id, hasFile],
  );
  if (!hasFile) {
    return <p className="adm-review__file adm-muted">{receipt.file_note ?? 'Arquivo indisponível.'}</p>;
  }
  if (link.status === 'failed') {
    return <p className="adm-review__file adm-muted">Não foi possível abrir o arquivo. Recarregue a página.</p>;
  }
  if (!link.data) return <LoadingState label="Abrindo comprovante..." />;
  const isPdf = receipt.content_type === 'application/pdf';
  return (
    <figure className="adm-review__file">
      {isPdf ? (
        // A frame, not an <object>: the gateway's Content-Security-Policy keeps object-src 'none'.
        <iframe
          className="adm-review__pdf"
          src={`${link.data}#page=1&view=FitH&toolbar=0`}
          title={`Comprovante em PDF de ${clientLabel}`}
        />
      ) : (
        <img className="adm-review__image" src={link.data} alt={`Comprovante enviado por ${clientLabel}`} />
      )}
      <figcaption>
        <a className="adm-link" href={link.data} target="_blank" rel="noopener noreferrer">
          Abrir arquivo <span className="visually-hidden">{receipt.original_name} (abre em nova aba)</span>
        </a>
      </figcaption>
    </figure>
  );
}

function RefuseDialog({
  item,
  onCancel,
  onRefuse,
}: {
  item: ReviewItem;
  onCancel: () => void;
  onRefuse: (item: ReviewItem, reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal title="Recusar comprovante" onClose={onCancel} initialFocus={field} busy={sending} size="small">
      <form
        className="adm-form"
        onSubmit={async (event) => {
          event.preventDefault();
          setSending(true);
          await onRefuse(item, reason.trim());
        }}
      >
        <p>
          O cliente <strong>{clientName(item.order)}</strong> verá a recusa na página de pagamento e poderá enviar outro
          comprovante.
        </p>
        <label className="adm-field__label" htmlFor="motivo-recusa">
          Motivo (opcional, mostrado ao cliente)
        </label>
        <textarea
          id="motivo-recusa"
          ref={field}
          className="adm-input"
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          placeholder="Ex.: o valor do comprovante é diferente do pedido"
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="adm-review__actions">
          <button type="button" className="adm-button adm-button--secondary" onClick={onCancel} disabled={sending}>
            Cancelar
          </button>
          <button type="submit" className="adm-button adm-button--danger" disabled={sending}>
            {sending ? 'Recusando...' : 'Recusar comprovante'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
