import { paymentStatusLabel } from '../orders';

const TONE: Record<string, string> = { paid: 'success', pending: 'warning', cancelled: 'danger' };

export function StatusBadge({ status }: { status: string }) {
  return <span className={`adm-badge adm-badge--${TONE[status] ?? 'neutral'}`}>{paymentStatusLabel(status)}</span>;
}
