import { openReceiptFile } from '../../admin-common/api/receipt-file-api';
import { Modal } from '../../admin-common/components/modal';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { fetchReceipts, type Receipt } from '../api/clientes-api';
import { PixPaymentPanel } from './pix-refund';

const VERDICTS: Record<string, { label: string; tone: string }> = {
  approved: { label: 'Aprovado', tone: 'success' },
  rejected: { label: 'Rejeitado', tone: 'danger' },
  pending_review: { label: 'Em análise', tone: 'warning' },
};

export const receiptVerdict = (status: string) =>
  VERDICTS[status] ?? { label: status || 'Em análise', tone: 'neutral' };

/** Beyond the spec: every receipt an order received, with the AI verdict, its reason and the file. */
export function ReceiptsDialog({
  orderId,
  clientLabel,
  onClose,
}: {
  orderId: string | number;
  clientLabel: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const receipts = useLoad((signal) => fetchReceipts(orderId, signal), [orderId]);
  const list: Receipt[] = receipts.data ?? [];
  return (
    <Modal title={`Comprovantes — ${clientLabel}`} onClose={onClose} size="large">
      <PixPaymentPanel orderId={orderId} />
      {receipts.status === 'loading' ? (
        <LoadingState label="Carregando comprovantes..." />
      ) : receipts.status === 'failed' ? (
        <p className="adm-alert adm-alert--warning">Não foi possível carregar os comprovantes agora.</p>
      ) : list.length === 0 ? (
        <p className="adm-muted">Nenhum comprovante enviado para este pedido.</p>
      ) : (
        <ol className="adm-receipts">
          {list.map((receipt, index) => {
            const verdict = receiptVerdict(receipt.verification_status);
            return (
              <li key={receipt.id} className="adm-receipt">
                <div className="adm-receipt__top">
                  <p className="adm-receipt__name">
                    Tentativa {index + 1}: {receipt.original_name || 'arquivo sem nome'}
                  </p>
                  <span className={`adm-badge adm-badge--${verdict.tone}`}>{verdict.label}</span>
                </div>
                {receipt.verification_reason && <p className="adm-receipt__reason">{receipt.verification_reason}</p>}
                <p className="adm-receipt__meta">
                  {formatStoreDateTime(receipt.created_at)}
                  {receipt.provider ? ` · verificado por ${receipt.provider}` : ''}
                </p>
                {receipt.reviewed_at && (
                  <p className="adm-receipt__decision">
                    {receipt.verification_status === 'approved' ? 'Aprovado' : 'Recusado'} na análise manual por{' '}
                    <strong>{receipt.reviewed_by || 'administrador'}</strong> em{' '}
                    {formatStoreDateTime(receipt.reviewed_at)}
                    {receipt.review_note ? ` · Motivo: ${receipt.review_note}` : ''}
                  </p>
                )}
                {receipt.file_url ? (
                  // Through the gateway, which records the view (LGPD audit trail) and signs a fresh link.
                  <button
                    type="button"
                    className="adm-link-button"
                    onClick={() =>
                      openReceiptFile(orderId, receipt.id).catch(() =>
                        notify.error('Não foi possível abrir o arquivo. Tente novamente.'),
                      )
                    }
                  >
                    Abrir arquivo <span className="visually-hidden">{receipt.original_name} (abre em nova aba)</span>
                  </button>
                ) : (
                  <p className="adm-muted">{receipt.file_note ?? 'Arquivo indisponível.'}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
