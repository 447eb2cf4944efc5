import type { AuditEntry, AuditPage } from '@ritual/contracts/http';
import { adminApi, adminRequest } from '../../admin-common/api/admin-api';

export type { AuditEntry, AuditPage };

/** The Auditoria's filters as the screen holds them; empty ones filter nothing. */
export interface AuditFilter {
  /** Whose data: a WhatsApp in any format, or e.g. "pedido 42". */
  person: string;
  actor: string;
  action: string;
  /** Store days, YYYY-MM-DD. */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { person: '', actor: '', action: '', from: '', to: '' };

export const AUDIT_PAGE_SIZE = 50;

function queryOf(filter: AuditFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, ...extra })) {
    const text = String(value).trim();
    if (text) params.set(name, text);
  }
  return params.toString();
}

/** One page, newest first; `beforeId` is the previous page's next_before_id. */
export const fetchAuditPage = (filter: AuditFilter, beforeId: number | null, signal?: AbortSignal) =>
  adminApi.get<AuditPage>(
    `/audit-log?${queryOf(filter, { limit: AUDIT_PAGE_SIZE, ...(beforeId ? { before_id: beforeId } : {}) })}`,
    { signal },
  );

/** Every entry of the filter as the server's CSV (the export is itself audited). */
export const fetchAuditCsv = (filter: AuditFilter) =>
  adminRequest<Blob>(`/audit-log?${queryOf(filter, { format: 'csv' })}`, { method: 'GET', responseAs: 'blob' });
