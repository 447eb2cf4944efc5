import { z } from 'zod';
import { AUDIT_CSV_MAX_ROWS } from '../audit-actions.js';
import { apiArea } from './operation.js';
import { MISSING_TOKEN } from './texts.js';

// The audit trail of who handled whose personal data (LGPD art. 37; Marco Civil art. 15 asks 6 months of access
// records): identity keeps it append-only, the panel's Auditoria screen lists and exports it.

export {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_CSV_MAX_ROWS,
  type AuditAction,
  auditActionLabel,
} from '../audit-actions.js';

export const AuditEntry = z
  .strictObject({
    id: z.number().int(),
    actor: z.string().meta({ description: 'The admin user who acted ("sistema" for the retention job)' }),
    action: z.string().meta({ description: 'e.g. data_subject.export, data_subject.erase (AUDIT_ACTION_LABELS)' }),
    subject: z.string().meta({ description: 'Whose data, e.g. the WhatsApp, "pedido 42", a protocol' }),
    detail: z.string(),
    ip: z.string().meta({ description: 'The client address of the request ("" for the retention job)' }),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z
  .strictObject({
    items: z.array(AuditEntry),
    next_before_id: z.number().int().nullable().meta({ description: 'before_id of the next page; null on the last' }),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;

/** One query value, trimmed; a repeated parameter (an array) is refused. */
const single = (name: string, description: string) =>
  z
    .string({ error: `${name} deve aparecer uma única vez` })
    .trim()
    .optional()
    .meta({ description });

export const INVALID_AUDIT_DATE = 'Data inválida: use o formato AAAA-MM-DD';
const day = (name: string, description: string) =>
  z
    .string({ error: `${name} deve aparecer uma única vez` })
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, INVALID_AUDIT_DATE)
    .optional()
    .meta({ description });

export const AuditLogQuery = z.object({
  limit: z.coerce.number({ error: 'limit deve ser um número' }).int().min(1).max(200).optional(),
  before_id: z.coerce.number({ error: 'before_id deve ser um número' }).int().min(1).optional(),
  actor: single('actor', 'Only entries of this admin user (exact username)'),
  action: single('action', 'Only this action, e.g. data_subject.erase'),
  person: single('person', 'Whose data: a WhatsApp in any format (matched by its digits) or the exact subject'),
  from: day('from', 'First store-time-zone day, YYYY-MM-DD'),
  to: day('to', 'Last store-time-zone day, YYYY-MM-DD'),
  format: z
    .enum(['json', 'csv'], { error: 'format deve ser json ou csv' })
    .optional()
    .meta({
      description:
        `json (default) or csv: every entry of the filter, newest first (at most ${AUDIT_CSV_MAX_ROWS}), ` +
        '; separated with a UTF-8 BOM; the export itself is audited (audit.export)',
    }),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const auditLogApi = apiArea(
  {
    name: 'Audit log',
    description: 'Who saw, exported, corrected or erased whose personal data: append-only, kept at least 6 months.',
  },
  {
    listAuditLog: {
      method: 'get',
      path: '/audit-log',
      summary: 'The audit log, newest first, filtered by admin, action, person and dates',
      access: 'admin',
      query: AuditLogQuery,
      response: AuditPage,
      errors: { 400: INVALID_AUDIT_DATE, 401: MISSING_TOKEN },
    },
  },
);
