import { z } from 'zod';
import { body, dateTime, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { AdminClient } from './orders.js';
import { Receipt } from './payments.js';
import { ConsentRecord } from './privacy.js';
import { MISSING_TOKEN, ORDER_NOT_FOUND } from './texts.js';
import { MessageEntry } from './whatsapp.js';

// LGPD art. 18 and 19: a person's data (every order of their WhatsApp, with receipts and photos, and the WhatsApp
// messages the store sent them) as a copy in a reusable format, and its erasure, which keeps the minimal financial
// record the tax period asks for (art. 16).

const whatsappQuery = z
  .string({ error: 'whatsapp deve aparecer uma única vez' })
  .trim()
  .optional()
  .meta({ description: 'The person’s WhatsApp in any format; matched by its digits' });

const WHATSAPP_REQUIRED = 'Informe o WhatsApp da pessoa com DDD, no formato (xx) xxxxx-xxxx';

/** One correction of an order (LGPD art. 18 III): which field, who and when; the old value is not kept. */
export const OrderCorrectionEntry = z
  .strictObject({
    field: z.string().meta({ description: 'A form field key (e.g. nome_completo_fixo) or whatsapp' }),
    actor: z.string().meta({ description: 'The admin who corrected it' }),
    corrected_at: dateTime(),
  })
  .meta({ id: 'OrderCorrectionEntry' });
export type OrderCorrectionEntry = z.infer<typeof OrderCorrectionEntry>;

/** The consent an order keeps, with its withdrawal (LGPD art. 8 §5). */
export const DataSubjectConsent = ConsentRecord.extend({
  revoked_at: dateTime().nullable().meta({ description: 'When the person withdrew consent; null while it stands' }),
}).meta({ id: 'DataSubjectConsent' });

export const DataSubjectOrder = AdminClient.extend({
  ritual_price: z.string(),
  requires_payment: z.boolean(),
  consent: DataSubjectConsent.nullable().meta({ description: 'null for orders placed before consent was asked' }),
  receipts: z.array(Receipt).meta({ description: 'Every receipt sent for the order, with a link to its file' }),
  corrections: z.array(OrderCorrectionEntry).meta({ description: 'The order’s corrections, oldest first' }),
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

/** What POST /data-subjects/erase would do now, from the same lists its answer gives; nothing is erased. */
export const DataSubjectErasePreview = z
  .strictObject({
    order_ids: z.array(z.number().int()),
    erased: z.array(z.string()).meta({ description: 'pt-BR: what would be erased' }),
    kept: z.array(z.string()).meta({ description: 'pt-BR: what would be kept, and why' }),
    message: z.string(),
  })
  .meta({ id: 'DataSubjectErasePreview' });
export type DataSubjectErasePreview = z.infer<typeof DataSubjectErasePreview>;

export const DataSubjectConsentRevocation = z
  .strictObject({
    order_ids: z.array(z.number().int()).meta({ description: 'The orders marked with the withdrawal' }),
    cancelled_messages: z.number().int().meta({ description: 'Scheduled WhatsApp messages dropped' }),
    message: z.string(),
  })
  .meta({ id: 'DataSubjectConsentRevocation' });
export type DataSubjectConsentRevocation = z.infer<typeof DataSubjectConsentRevocation>;

export const ORDER_CORRECTION_FIELD_REQUIRED = 'Escolha o campo a corrigir';

export const OrderCorrectionInput = requires(
  body({
    field: text.meta({
      description:
        'The form field key to correct (e.g. nome_completo_fixo, a loved one’s name, the birth date) or whatsapp',
    }),
    value: text.meta({ description: 'The new value; the orders service judges it as the order form does' }),
  }),
  ['field', 'value'],
).meta({ id: 'OrderCorrectionInput' });
export type OrderCorrectionInput = z.input<typeof OrderCorrectionInput>;

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

export const dataSubjectsApi = apiArea(
  {
    name: 'Data subjects',
    description:
      'LGPD: one person’s data, found by WhatsApp: its look-up, export (JSON, CSV, PDF), correction, consent ' +
      'withdrawal and erasure.',
  },
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
          .enum(['json', 'csv', 'pdf'], { error: 'format deve ser json, csv ou pdf' })
          .optional()
          .meta({ description: 'json (default), csv, or pdf: the “declaração completa” of LGPD art. 19 II in pt-BR' }),
      }),
      response: DataSubjectExport,
      errors: { 400: WHATSAPP_REQUIRED, 401: MISSING_TOKEN },
    },
    previewDataSubjectErasure: {
      method: 'get',
      path: '/data-subjects/erase-preview',
      summary: 'What erasing a WhatsApp’s data would erase and keep, and why; nothing is erased',
      description: 'The same lists POST /data-subjects/erase answers, for the panel to show before it asks to confirm.',
      access: 'admin',
      query: z.object({ whatsapp: whatsappQuery }),
      response: DataSubjectErasePreview,
      errors: { 400: WHATSAPP_REQUIRED, 401: MISSING_TOKEN },
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
      errors: { 400: WHATSAPP_REQUIRED, 401: MISSING_TOKEN },
    },
    revokeDataSubjectConsent: {
      method: 'post',
      path: '/data-subjects/revoke-consent',
      summary: 'The person withdraws consent: every order of the WhatsApp marked, no message of any kind sent again',
      description:
        'LGPD art. 8 §5. The orders keep what the law keeps (art. 16); scheduled WhatsApp messages are dropped. ' +
        'Recorded in the audit log (data_subject.revoke_consent). 503 while the messaging service cannot answer.',
      access: 'admin',
      body: { json: DataSubjectEraseInput },
      response: DataSubjectConsentRevocation,
      errors: { 400: WHATSAPP_REQUIRED, 401: MISSING_TOKEN },
    },
    correctOrder: {
      method: 'post',
      path: '/clientes/:id/corrections',
      summary: 'Correct one form field of an order (name, loved one’s name, birth date, WhatsApp)',
      description:
        'LGPD art. 18 III. The order’s history keeps the field, who and when; recorded in the audit log ' +
        '(order.correct) under the WhatsApp the order had. A bad value answers 400 with the form’s own pt-BR text.',
      access: 'admin',
      params: z.object({ id: pathId(ORDER_NOT_FOUND) }),
      body: { json: OrderCorrectionInput },
      response: AdminClient,
      errors: { 400: ORDER_CORRECTION_FIELD_REQUIRED, 401: MISSING_TOKEN, 404: ORDER_NOT_FOUND },
    },
    listOrderCorrections: {
      method: 'get',
      path: '/clientes/:id/corrections',
      summary: 'The corrections of an order, oldest first',
      access: 'admin',
      params: z.object({ id: pathId(ORDER_NOT_FOUND) }),
      response: z.array(OrderCorrectionEntry),
      errors: { 401: MISSING_TOKEN, 404: ORDER_NOT_FOUND },
    },
  },
);
