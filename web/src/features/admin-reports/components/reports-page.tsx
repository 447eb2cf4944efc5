import { useMemo, useState } from 'react';
import { fetchAdminRituals, fetchOrders } from '../../admin-common/api/shared-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { DateFilterControls } from '../../admin-common/components/date-filter-controls';
import { useNotify } from '../../admin-common/components/notices';
import { RitualPicker } from '../../admin-common/components/ritual-picker';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { downloadBlob, downloadCsv, exportBaseName } from '../../admin-common/export-files';
import { newestFirst, sameId } from '../../admin-common/orders';
import { type DateFilter, dateFilterRange, isWithin } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { REPORT_COLUMNS, reportCsv, reportRow } from '../report-rows';
import { reportXlsxBlob } from '../xlsx-export';

type ReportStatusFilter = 'all' | 'paid' | 'pending' | 'cancelled';

const PREVIEW_LIMIT = 50;

/** Spec §2 Relatórios: filters, a preview, CSV and (beyond the spec) a real .xlsx. */
export function ReportsPage() {
  const notify = useNotify();
  const rituals = useLoad((signal) => fetchAdminRituals(signal), []);
  const [ritualId, setRitualId] = useState('');
  const [status, setStatus] = useState<ReportStatusFilter>('all');
  const [dates, setDates] = useState<DateFilter>({ preset: 'all' });
  const [exportingXlsx, setExportingXlsx] = useState(false);
  const orders = useLoad(
    async (signal) => {
      if (!ritualId) return [];
      const list = await fetchOrders(ritualId, signal);
      return newestFirst(list.filter((order) => sameId(order.ritual_id, ritualId)));
    },
    [ritualId],
  );

  const ritualName = rituals.data?.find((ritual) => sameId(ritual.id, ritualId))?.name ?? '';
  const rows = useMemo(() => {
    const range = dateFilterRange(dates);
    return (orders.data ?? [])
      .filter((order) => status === 'all' || order.payment_status === status)
      .filter((order) => isWithin(range, order.created_at))
      .map((order) => ({ id: order.id, cells: reportRow(order, ritualName) }));
  }, [orders.data, status, dates, ritualName]);

  const exportCsv = () => {
    if (rows.length === 0) {
      notify.error('Nenhum cliente para exportar');
      return;
    }
    downloadCsv(reportCsv(rows.map((row) => row.cells)), exportBaseName(ritualName));
  };

  const exportXlsx = async () => {
    if (rows.length === 0) {
      notify.error('Nenhum cliente para exportar');
      return;
    }
    setExportingXlsx(true);
    try {
      const blob = await reportXlsxBlob(rows.map((row) => row.cells));
      downloadBlob(blob, `${exportBaseName(ritualName)}.xlsx`);
    } catch (error) {
      console.error(error);
      notify.error('Não foi possível gerar o arquivo Excel. Use a exportação CSV.');
    } finally {
      setExportingXlsx(false);
    }
  };

  return (
    <AdminPage title="Relatórios" description="Dados dos clientes de cada ritual, para conferir e exportar.">
      <div className="adm-card adm-filters">
        <RitualPicker
          rituals={rituals.data}
          value={ritualId}
          onChange={setRitualId}
          loading={rituals.status === 'loading'}
        />
        <div className="adm-field">
          <label htmlFor="relatorio-status" className="adm-field__label">
            Status
          </label>
          <select
            id="relatorio-status"
            className="adm-input"
            value={status}
            onChange={(event) => setStatus(event.target.value as ReportStatusFilter)}
          >
            <option value="all">Todos</option>
            <option value="paid">Pagos</option>
            <option value="pending">Pendentes</option>
            <option value="cancelled">Cancelados</option>
          </select>
        </div>
        <DateFilterControls value={dates} onChange={setDates} />
      </div>

      {!ritualId ? (
        <EmptyState icon="📈" title="Selecione um ritual para gerar o relatório" />
      ) : orders.status === 'loading' ? (
        <LoadingState label="Carregando clientes..." />
      ) : (
        <>
          <div className="adm-list-toolbar">
            <p className="adm-result-count" aria-live="polite">
              {rows.length} {rows.length === 1 ? 'cliente' : 'clientes'}
              {rows.length > PREVIEW_LIMIT ? ` · prévia dos ${PREVIEW_LIMIT} mais recentes` : ''}
            </p>
            <div className="adm-list-toolbar__actions">
              <button type="button" className="adm-button adm-button--primary" onClick={exportCsv}>
                <span aria-hidden="true">⬇ </span>Exportar CSV
              </button>
              <button
                type="button"
                className="adm-button adm-button--secondary"
                onClick={() => void exportXlsx()}
                disabled={exportingXlsx}
              >
                <span aria-hidden="true">📊 </span>
                {exportingXlsx ? 'Gerando Excel...' : 'Exportar Excel (.xlsx)'}
              </button>
            </div>
          </div>
          {rows.length === 0 ? (
            <EmptyState icon="🔍" title="Nenhum cliente encontrado" />
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it.
            <section className="adm-table-wrap" aria-label="Prévia do relatório" tabIndex={0}>
              <table className="adm-table adm-table--dense">
                <caption className="visually-hidden">Prévia do relatório de {ritualName}</caption>
                <thead>
                  <tr>
                    {REPORT_COLUMNS.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, PREVIEW_LIMIT).map((row) => (
                    <tr key={row.id}>
                      {row.cells.map((cell, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, so the index is the column.
                        <td key={index}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </AdminPage>
  );
}
