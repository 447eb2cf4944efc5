import { z } from 'zod';
import { body, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { AdminClient } from './orders.js';
import { Receipt } from './payments.js';
import { MISSING_TOKEN } from './texts.js';
import { MessageEntry } from './whatsapp.js';

// LGPD art. 18 and 19: a person's data (every order of their WhatsApp, with receipts and photos, and the WhatsApp
// messages the store sent them) as a copy in a reusable format, and its erasure, which keeps the minimal financial
// record the tax period asks for (art. 16).

const whatsappQuery = z
  .string({ error: 'whatsapp deve aparecer uma única vez' })
  .trim()
  .optional()
  .meta({ description: 'The person’s WhatsApp in any format; matched by its digits' });

export const DataSubjectOrder = AdminClient.extend({
  ritual_price: z.string(),
  requires_payment: z.boolean(),
  receipts: z.array(Receipt).meta({ description: 'Every receipt sent for the order, with a link to its file' }),
}).meta({ id: 'DataSubjectOrder' });
export type DataSubjectOrder = z.infer<typeof DataSubjectOrder>;

export const DataSubjectExport = z
  .strictObject({
    whatsapp: z.string(),
    exported_at: z.string(),
    orders: z.array(DataSubjectOrder),
    messages: z
      .array(MessageEntry)
      .meta({ description: 'Every WhatsApp message the store sent to this number (issue 35), oldest first' }),
  })
  .meta({ id: 'DataSubjectExport' });
export type DataSubjectExport = z.infer<typeof DataSubjectExport>;

export const DataSubjectEraseInput = requires(
  body({ whatsapp: text.meta({ description: 'The person’s WhatsApp, (xx) xxxxx-xxxx' }) }),
  ['whatsapp'],
).meta({ id: 'DataSubjectEraseInput' });

export const DataSubjectErasure = z
  .strictObject({
    order_ids: z.array(z.number().int()),
    deleted_photos: z.number().int(),
    deleted_receipt_files: z.number().int(),
    erased_messages: z
      .number()
      .int()
      .meta({ description: 'WhatsApp messages whose number and parameters were blanked in the message log' }),
    erased: z.array(z.string()).meta({ description: 'pt-BR: what was erased' }),
    kept: z.array(z.string()).meta({ description: 'pt-BR: what was kept, and why' }),
    message: z.string(),
  })
  .meta({ id: 'DataSubjectErasure' });
export type DataSubjectErasure = z.infer<typeof DataSubjectErasure>;

export const AuditEntry = z
  .strictObject({
    id: z.number().int(),
    actor: z.string().meta({ description: 'The admin user who acted' }),
    action: z.string().meta({ description: 'e.g. data_subject.export, data_subject.erase' }),
    subject: z.string().meta({ description: 'Whose data, e.g. the WhatsApp' }),
    detail: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });

export const AuditPage = z
  .strictObject({ items: z.array(AuditEntry), next_before_id: z.number().int().nullable() })
  .meta({ id: 'AuditPage' });

export const dataSubjectsApi = apiArea(
  { name: 'Data subjects', description: 'LGPD: export and erasure of one person’s data, found by WhatsApp.' },
  {
    exportDataSubject: {
      method: 'get',
      path: '/data-subjects/export',
      summary: 'Every order of a WhatsApp with its form data, consent, photos and receipts, and its WhatsApp messages',
      description:
        'JSON, or with format=csv one line per order field, photo, receipt, consent and message (; separated, UTF-8 ' +
        'BOM). 503 while the messaging service cannot answer: an export never leaves the messages out.',
      access: 'admin',
      query: z.object({
        whatsapp: whatsappQuery,
        format: z
          .enum(['json', 'csv'], { error: 'format deve ser json ou csv' })
          .optional()
          .meta({ description: 'json (default) or csv' }),
      }),
      response: DataSubjectExport,
      errors: { 400: 'Informe o WhatsApp da pessoa com DDD, no formato (xx) xxxxx-xxxx', 401: MISSING_TOKEN },
    },
    eraseDataSubject: {
      method: 'post',
      path: '/data-subjects/erase',
      summary: 'Anonymise every order of a WhatsApp, delete its photos and receipt files, blank its WhatsApp messages',
      description:
        'Amount, date, ritual, status, payment id and verdict stay (tax records); totals do not change. 503 while ' +
        'the messaging service cannot answer (asking again completes the erasure).',
      access: 'admin',
      body: { json: DataSubjectEraseInput },
      response: DataSubjectErasure,
      errors: { 400: 'Informe o WhatsApp da pessoa com DDD, no formato (xx) xxxxx-xxxx', 401: MISSING_TOKEN },
    },
    listAuditLog: {
      method: 'get',
      path: '/audit-log',
      summary: 'Who exported or erased whose personal data, newest first',
      access: 'admin',
      query: z.object({
        limit: z.coerce.number({ error: 'limit deve ser um número' }).int().min(1).max(200).optional(),
        before_id: z.coerce.number({ error: 'before_id deve ser um número' }).int().min(1).optional(),
      }),
      response: AuditPage,
      errors: { 400: 'limit deve ser um número', 401: MISSING_TOKEN },
    },
  },
);
