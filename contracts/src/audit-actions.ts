// The audited actions of the LGPD audit trail (issue 37), without zod: the panel's Auditoria screen imports the
// labels directly, the /api contract (http/audit-log.ts) re-exports them.

/** pt-BR names of the audited actions, in the order the Auditoria filter lists them. */
export const AUDIT_ACTION_LABELS = {
  'data_subject.lookup': 'Consulta de titular',
  'data_subject.export': 'Exportação de dados',
  'data_subject.erase': 'Eliminação de dados',
  'data_subject.revoke_consent': 'Revogação de consentimento',
  'order.correct': 'Correção de dados',
  'data_request.status': 'Resposta a pedido de titular',
  'report.download': 'Download de relatório',
  'receipt.view': 'Visualização de comprovante',
  'retention.settings': 'Configuração de retenção',
  'retention.run': 'Execução da retenção',
  'audit.export': 'Exportação da auditoria',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The label of an action; an unknown (older or newer) name shows as itself. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** At most this many entries in one CSV export of the audit log. */
export const AUDIT_CSV_MAX_ROWS = 10000;
