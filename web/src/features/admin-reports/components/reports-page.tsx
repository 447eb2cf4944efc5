import { useMemo, useState } from 'react';
import { allOrdersOf, fetchOrdersCsv, type OrderFilter } from '../../admin-common/api/order-pages-api';
import { fetchAdminRituals, takeEarlyAdminRituals } from '../../admin-common/api/shared-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { DateFilterControls } from '../../admin-common/components/date-filter-controls';
import { useNotify } from '../../admin-common/components/notices';
import { RitualPicker } from '../../admin-common/components/ritual-picker';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { downloadBlob, exportBaseName } from '../../admin-common/export-files';
import { sameId } from '../../admin-common/orders';
import { type DateFilter, dateFilterDays } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import { useOrderPages } from '../../admin-common/use-order-pages';
import { REPORT_COLUMNS, type ReportRow, reportRow } from '../report-rows';
import { reportXlsxBlob } from '../xlsx-export';

type ReportStatusFilter = 'all' | 'paid' | 'pending' | 'cancelled';

const PREVIEW_LIMIT = 50;

/** Spec §2 Relatórios: filters, a preview, CSV and (beyond the spec) a real .xlsx. */
export function ReportsPage() {
  const notify = useNotify();
  const rituals = useLoad((signal) => fetchAdminRituals(signal), [], takeEarlyAdminRituals);
  const [ritualId, setRitualId] = useState('');
  const [status, setStatus] = useState<ReportStatusFilter>('all');
  const [dates, setDates] = useState<DateFilter>({ preset: 'all' });
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const filter: OrderFilter | null = useMemo(
    () => (ritualId ? { ritual_id: ritualId, status: status === 'all' ? '' : status, ...dateFilterDays(dates) } : null),
    [ritualId, status, dates],
  );
  // The preview is the first page; the files hold every order of the filter.
  const orders = useOrderPages(filter, PREVIEW_LIMIT);

  const ritualName = rituals.data?.find((ritual) => sameId(ritual.id, ritualId))?.name ?? '';
  const rows = orders.items.map((order) => ({ id: order.id, cells: reportRow(order, ritualName) }));
  const total = orders.counts ? orders.counts[status] : rows.length;

  const exportFile = async (kind: 'csv' | 'xlsx') => {
    if (!filter || total === 0) {
      notify.error('Nenhum cliente para exportar');
      return;
    }
    setExporting(kind);
    const baseName = exportBaseName(ritualName);
    try {
      if (kind === 'csv') {
        downloadBlob(await fetchOrdersCsv(filter, { view: 'report', ritualName, baseName }), `${baseName}.csv`);
      } else {
        const cells: ReportRow[] = [];
        // download=xlsx: the server records the report download (LGPD audit trail) on the first page it answers.
        const xlsxFilter = { ...filter, download: 'xlsx' as const };
        for await (const page of allOrdersOf(xlsxFilter)) {
          cells.push(...page.map((order) => reportRow(order, ritualName)));
        }
        downloadBlob(await reportXlsxBlob(cells), `${baseName}.xlsx`);
      }
    } catch (error) {
      console.error(error);
      notify.error(
        kind === 'csv'
          ? 'Não foi possível exportar o CSV. Tente novamente.'
          : 'Não foi possível gerar o arquivo Excel. Use a exportação CSV.',
      );
    } finally {
      setExporting(null);
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
      ) : orders.status === 'loading' && rows.length === 0 ? (
        <LoadingState label="Carregando clientes..." />
      ) : (
        <>
          <div className="adm-list-toolbar">
            <p className="adm-result-count" aria-live="polite">
              {total} {total === 1 ? 'cliente' : 'clientes'}
              {total > PREVIEW_LIMIT ? ` · prévia dos ${PREVIEW_LIMIT} mais recentes` : ''}
            </p>
            <div className="adm-list-toolbar__actions">
              <button
                type="button"
                className="adm-button adm-button--primary"
                onClick={() => void exportFile('csv')}
                disabled={exporting !== null}
              >
                <span aria-hidden="true">⬇ </span>
                {exporting === 'csv' ? 'Exportando...' : 'Exportar CSV'}
              </button>
              <button
                type="button"
                className="adm-button adm-button--secondary"
                onClick={() => void exportFile('xlsx')}
                disabled={exporting !== null}
              >
                <span aria-hidden="true">📊 </span>
                {exporting === 'xlsx' ? 'Gerando Excel...' : 'Exportar Excel (.xlsx)'}
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
                  {rows.map((row) => (
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
