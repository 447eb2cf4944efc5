import {
  AUDIT_CSV_MAX_ROWS,
  type AuditEntry,
  type AuditPage,
  auditActionLabel,
  auditLogApi,
  INVALID_AUDIT_DATE,
} from '@ritual/contracts/http';
import { instantOf } from '@ritual/contracts/store-time';
import type { AuditQuery } from '@ritual/proto/ritual/v1/identity';
import { CSV_BOM, csvLine } from '@ritual/web/order-export-rows';
import type { Router } from 'express';
import { auditTo } from '../http/audit.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';

/** The export's columns, as the Auditoria screen names them. */
export const AUDIT_CSV_COLUMNS = ['Data e hora', 'Administrador', 'Ação', 'Titular', 'Detalhe', 'IP'];
const PAGE = 200;

/** The instant a store day (YYYY-MM-DD) starts in `timeZone`, `plusDays` later; 400 for a day that does not exist. */
export function storeDayStart(day: string, timeZone: string, plusDays = 0): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (!match || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new HttpError(400, INVALID_AUDIT_DATE);
  }
  const start = new Date(Date.UTC(year, month - 1, date + plusDays)).toISOString().slice(0, 10);
  return instantOf(`${start}T00:00:00`, timeZone).toISOString();
}

function storeDateTime(timeZone: string) {
  const format = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (iso: string) => (iso ? format.format(new Date(iso)).replace(',', '') : '');
}

const brDay = (day: string) => day.split('-').reverse().join('/');

/** pt-BR: the filters of an export, for its own audit entry. */
function filterSummary(query: { actor?: string; action?: string; person?: string; from?: string; to?: string }) {
  const parts = [
    ...(query.actor ? [`administrador ${query.actor}`] : []),
    ...(query.action ? [`ação ${auditActionLabel(query.action)}`] : []),
    ...(query.person ? [`titular ${query.person}`] : []),
    ...(query.from ? [`de ${brDay(query.from)}`] : []),
    ...(query.to ? [`até ${brDay(query.to)}`] : []),
  ];
  return parts.length ? parts.join(', ') : 'sem filtros';
}

/**
 * The audit log (identity keeps it, append-only): one page at a time for the Auditoria screen, or the whole filter as
 * a CSV, itself audited. Dates are store days (STORE_TIMEZONE), turned into the instants identity compares.
 */
export function auditLogRoutes(deps: RouteDeps): Router {
  const identity = deps.clients.identity;
  const audit = auditTo(identity);
  return implement(auditLogApi, deps, {
    listAuditLog: async ({ query, req, res }) => {
      const filter: AuditQuery = {
        limit: query.limit ?? 50,
        before_id: query.before_id ?? 0,
        actor: query.actor ?? '',
        action: query.action ?? '',
        subject: query.person ?? '',
        from: query.from ? storeDayStart(query.from, deps.timeZone) : '',
        to: query.to ? storeDayStart(query.to, deps.timeZone, 1) : '',
      };
      res.setHeader('Cache-Control', 'no-store');
      if (query.format !== 'csv') {
        const page = await identity.listAudit(filter);
        return { items: page.entries, next_before_id: page.next_before_id || null } satisfies AuditPage;
      }

      const entries: AuditEntry[] = [];
      let beforeId = filter.before_id;
      do {
        const page = await identity.listAudit({ ...filter, limit: PAGE, before_id: beforeId });
        entries.push(...page.entries);
        beforeId = page.next_before_id;
      } while (beforeId && entries.length < AUDIT_CSV_MAX_ROWS);
      const rows = entries.slice(0, AUDIT_CSV_MAX_ROWS);
      const cut = rows.length < entries.length || beforeId > 0;

      await audit(req, res, {
        action: 'audit.export',
        subject: query.person ?? '',
        detail: `${rows.length} registros${cut ? ' (limite atingido)' : ''}; ${filterSummary(query)}`,
      });
      const when = storeDateTime(deps.timeZone);
      const lines = rows.map((entry) =>
        csvLine([
          when(entry.created_at),
          entry.actor,
          auditActionLabel(entry.action),
          entry.subject,
          entry.detail,
          entry.ip,
        ]),
      );
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="auditoria.csv"');
      res.end(CSV_BOM + csvLine(AUDIT_CSV_COLUMNS) + lines.join(''));
      return undefined;
    },
  });
}
