import type { AuditedAction } from '../http/audit.js';

const STATUS_LABELS: Record<string, string> = { paid: 'pagos', pending: 'pendentes', cancelled: 'cancelados' };
const VIEW_LABELS = { report: 'Relatórios', video: 'Envio de Vídeo' } as const;
const brDay = (day: string) => day.split('-').reverse().join('/');

export interface ReportDownload {
  /** The file the panel makes: the server's CSV, or the Excel file built in the browser from the pages. */
  format: 'csv' | 'xlsx';
  view: keyof typeof VIEW_LABELS;
  filter: { status?: string; q?: string; ritual_id?: number; from?: string; to?: string };
  ritualName?: string;
  /** Orders in the file, when known before it is written. */
  orders?: number;
}

/**
 * The audit entry of a report download (report.download): the file holds many people's data, so the subject is the
 * ritual (or every order) and the detail says which screen, format, how many orders and which filter.
 */
export function reportDownloadAudit(download: ReportDownload): AuditedAction {
  const { filter } = download;
  const ritual = download.ritualName || (filter.ritual_id ? `ritual ${filter.ritual_id}` : '');
  const parts = [
    `${VIEW_LABELS[download.view]}, ${download.format === 'csv' ? 'CSV' : 'Excel (.xlsx)'}`,
    ...(download.orders === undefined ? [] : [`${download.orders} ${download.orders === 1 ? 'pedido' : 'pedidos'}`]),
    ...(filter.status ? [`situação ${STATUS_LABELS[filter.status] ?? filter.status}`] : []),
    ...(filter.from ? [`de ${brDay(filter.from)}`] : []),
    ...(filter.to ? [`até ${brDay(filter.to)}`] : []),
    ...(filter.q ? [`busca "${filter.q.slice(0, 100)}"`] : []),
  ];
  return {
    action: 'report.download',
    subject: ritual ? `ritual ${ritual.replace(/^ritual /, '')}` : 'todos os rituais',
    detail: parts.join('; '),
  };
}

/** Orders of the filter from a first page's counts (per status, of the filter without its status). */
export function ordersInFilter(
  counts: { all: number; paid: number; pending: number; cancelled: number } | undefined,
  status: string | undefined,
): number | undefined {
  if (!counts) return undefined;
  return status && status in counts ? counts[status as 'paid' | 'pending' | 'cancelled'] : counts.all;
}
