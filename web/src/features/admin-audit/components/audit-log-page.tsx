import { AUDIT_ACTION_LABELS, auditActionLabel } from '@ritual/contracts/audit-actions';
import { type FormEvent, useEffect, useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { useNotify } from '../../admin-common/components/notices';
import { EmptyState, LoadingState } from '../../admin-common/components/states';
import { downloadBlob } from '../../admin-common/export-files';
import { formatStoreDateTime, storeTodayStamp } from '../../admin-common/store-dates';
import {
  type AuditEntry,
  type AuditFilter,
  EMPTY_AUDIT_FILTER,
  fetchAuditCsv,
  fetchAuditPage,
} from '../api/audit-log-api';
import './audit-log.css';

const ACTIONS = Object.entries(AUDIT_ACTION_LABELS) as [string, string][];

interface Loaded {
  items: AuditEntry[];
  nextBeforeId: number | null;
}

function FilterForm({ applied, onApply }: { applied: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState(applied);
  const invalidRange = !!draft.from && !!draft.to && draft.from > draft.to;
  const set = (name: keyof AuditFilter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalidRange) onApply(draft);
  };
  return (
    <form className="adm-card adm-filters adm-audit__filters" onSubmit={submit} aria-label="Filtros da auditoria">
      <div className="adm-field">
        <label htmlFor="auditoria-titular" className="adm-field__label">
          Titular (WhatsApp)
        </label>
        <input
          id="auditoria-titular"
          className="adm-input"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          value={draft.person}
          onChange={set('person')}
        />
      </div>
      <div className="adm-field">
        <label htmlFor="auditoria-admin" className="adm-field__label">
          Administrador
        </label>
        <input
          id="auditoria-admin"
          className="adm-input"
          autoCapitalize="none"
          value={draft.actor}
          onChange={set('actor')}
        />
      </div>
      <div className="adm-field">
        <label htmlFor="auditoria-acao" className="adm-field__label">
          Ação
        </label>
        <select id="auditoria-acao" className="adm-input" value={draft.action} onChange={set('action')}>
          <option value="">Todas</option>
          {ACTIONS.map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor="auditoria-de" className="adm-field__label">
          De
        </label>
        <input id="auditoria-de" className="adm-input" type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="adm-field">
        <label htmlFor="auditoria-ate" className="adm-field__label">
          Até
        </label>
        <input
          id="auditoria-ate"
          className="adm-input"
          type="date"
          value={draft.to}
          onChange={set('to')}
          aria-invalid={invalidRange || undefined}
          aria-describedby={invalidRange ? 'auditoria-datas-erro' : undefined}
        />
        {invalidRange && (
          <p id="auditoria-datas-erro" className="adm-field__error" role="alert">
            A data final deve ser igual ou posterior à inicial.
          </p>
        )}
      </div>
      <div className="adm-audit__filter-actions">
        <button type="submit" className="adm-button adm-button--primary" disabled={invalidRange}>
          Filtrar
        </button>
        <button
          type="button"
          className="adm-button adm-button--secondary"
          onClick={() => {
            setDraft(EMPTY_AUDIT_FILTER);
            onApply(EMPTY_AUDIT_FILTER);
          }}
        >
          Limpar
        </button>
      </div>
    </form>
  );
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <div className="adm-card adm-card--flush">
      <div className="adm-table-wrap">
        <table className="adm-table adm-audit__table">
          <caption className="visually-hidden">Registro de auditoria, do mais recente ao mais antigo</caption>
          <thead>
            <tr>
              <th scope="col">Data e hora</th>
              <th scope="col">Administrador</th>
              <th scope="col">Ação</th>
              <th scope="col">Titular</th>
              <th scope="col">Detalhe</th>
              <th scope="col">IP</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Data e hora" className="adm-nowrap">
                  {formatStoreDateTime(entry.created_at)}
                </td>
                <td data-label="Administrador">{entry.actor}</td>
                <td data-label="Ação">
                  <strong>{auditActionLabel(entry.action)}</strong>
                </td>
                <td data-label="Titular" className="adm-break">
                  {entry.subject || '—'}
                </td>
                <td data-label="Detalhe" className="adm-break">
                  {entry.detail}
                </td>
                <td data-label="IP" className="adm-nowrap">
                  {entry.ip || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Issue 37: who saw, exported, corrected or erased whose personal data, with when and from which address. The log
 * itself is append-only; here it is read (newest first, "Carregar mais" for older) and exported as CSV.
 */
export function AuditLogPage() {
  const notify = useNotify();
  const [filter, setFilter] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    setFailed(null);
    fetchAuditPage(filter, null, controller.signal).then(
      (page) => setLoaded({ items: page.items, nextBeforeId: page.next_before_id }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setFailed(errorDetail(error) ?? 'Não foi possível carregar a auditoria. Tente novamente.');
        }
      },
    );
    return () => controller.abort();
  }, [filter]);

  const loadMore = async () => {
    if (!loaded?.nextBeforeId) return;
    setLoadingMore(true);
    try {
      const page = await fetchAuditPage(filter, loaded.nextBeforeId);
      setLoaded({ items: [...loaded.items, ...page.items], nextBeforeId: page.next_before_id });
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Não foi possível carregar mais registros. Tente novamente.');
    } finally {
      setLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadBlob(await fetchAuditCsv(filter), `auditoria_${storeTodayStamp()}.csv`);
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Não foi possível exportar a auditoria. Tente novamente.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title="Auditoria"
      description="Quem consultou, exportou, corrigiu ou apagou dados pessoais, quando e de onde. O registro não pode ser alterado nem apagado e é guardado por pelo menos 6 meses."
      actions={
        <button
          type="button"
          className="adm-button adm-button--secondary"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          <span aria-hidden="true">⬇ </span>
          {exporting ? 'Exportando...' : 'Exportar CSV'}
        </button>
      }
    >
      <FilterForm applied={filter} onApply={setFilter} />
      {failed && (
        <p className="adm-alert adm-alert--error" role="alert">
          {failed}
        </p>
      )}
      {!failed && !loaded && <LoadingState label="Carregando auditoria..." />}
      {loaded && loaded.items.length === 0 && <EmptyState icon="📜" title="Nenhum registro encontrado" />}
      {loaded && loaded.items.length > 0 && (
        <>
          <p className="adm-result-count" aria-live="polite">
            {loaded.items.length} {loaded.items.length === 1 ? 'registro' : 'registros'}
            {loaded.nextBeforeId ? ' · há registros mais antigos' : ''}
          </p>
          <AuditTable items={loaded.items} />
          {loaded.nextBeforeId && (
            <div className="adm-audit__more">
              <button
                type="button"
                className="adm-button adm-button--secondary"
                onClick={() => void loadMore()}
                disabled={loadingMore}
              >
                {loadingMore ? 'Carregando...' : 'Carregar mais'}
              </button>
            </div>
          )}
        </>
      )}
    </AdminPage>
  );
}
