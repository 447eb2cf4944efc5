import type { Request, Response } from 'express';
import type { IdentityClient } from '../clients/identity.js';
import { adminOf } from './auth.js';

export interface AuditedAction {
  /** e.g. data_subject.export, data_request.status, report.download */
  action: string;
  /** Whose data: a WhatsApp, an order, a protocol. */
  subject: string;
  /** pt-BR: what was done, as the Auditoria screen shows it. */
  detail: string;
}

/**
 * Appends one entry to identity's audit log for the signed-in admin of this request, with the client address: who,
 * when, from where, whose data and what (LGPD art. 37, Marco Civil art. 15).
 */
export type Audit = (req: Request, res: Response, action: AuditedAction) => Promise<void>;

export function auditTo(identity: Pick<IdentityClient, 'recordAudit'>): Audit {
  return async (req, res, { action, subject, detail }) => {
    await identity.recordAudit({
      id: 0,
      actor: adminOf(res)?.username ?? '',
      action,
      subject,
      detail,
      ip: req.ip ?? '',
      created_at: '',
    });
  };
}
