import { z } from 'zod';
import { AuditEntry } from './audit-log.js';
import { body, dateTime, INVALID_VALUE, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { MISSING_TOKEN } from './texts.js';

// LGPD (Lei 13.709/2018): the privacy notice, the client's consent on the order forms, and (below) the requests
// of data subjects, export, erasure and the audit log of who handled whose data.

export const CONSENT_REQUIRED = 'É preciso aceitar o aviso de privacidade para enviar o pedido';
export const CONSENT_OUTDATED =
  'O aviso de privacidade foi atualizado; leia a versão atual e aceite de novo para enviar o pedido';

/** What POST /clientes and /clientes/no-payment must carry: the client ticked the box for this notice version. */
export const OrderConsent = z
  .object(
    {
      accepted: z.literal(true, { error: CONSENT_REQUIRED }).meta({ description: 'The box was ticked' }),
      notice_version: z
        .string({ error: CONSENT_REQUIRED })
        .trim()
        .min(1, CONSENT_REQUIRED)
        .max(20, CONSENT_OUTDATED)
        .meta({ description: 'version of GET /privacy-notice the client read; an older one answers 400' }),
    },
    { error: CONSENT_REQUIRED },
  )
  .meta({
    id: 'OrderConsent',
    description:
      'Specific, highlighted consent to the processing of sensitive data (LGPD art. 11 I). This field is the one ' +
      'intended change to the payload of spec §7; the order keeps the version, the time and the client address.',
  });
export type OrderConsent = z.input<typeof OrderConsent>;

/** The consent an order keeps, as the panel shows it. */
export const ConsentRecord = z
  .strictObject({
    notice_version: z.string(),
    accepted_at: dateTime(),
    client_address: z.string().meta({ description: 'The client IP address the gateway saw' }),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof ConsentRecord>;

const noticeFields = {
  text: z.string().meta({ description: 'The notice: purposes, sharing, retention, rights and how to use them' }),
  controller_name: z.string().meta({ description: 'The controller (the store’s legal name); empty until set' }),
  controller_document: z.string().meta({ description: 'CNPJ or CPF of the controller' }),
  dpo_name: z.string().meta({ description: 'The encarregado (DPO)' }),
  dpo_contact: z.string().meta({ description: 'How to reach the encarregado (e-mail or phone)' }),
};

export const PrivacyNotice = z
  .strictObject({
    version: z.string().meta({ description: '"1" for a fresh store; every saved change is the next number' }),
    ...noticeFields,
    updated_at: z.string().meta({ description: 'ISO-8601 of the save; empty for the default version 1' }),
  })
  .meta({ id: 'PrivacyNotice' });
export type PrivacyNotice = z.infer<typeof PrivacyNotice>;

export const PrivacyNoticeInput = requires(
  body(
    Object.fromEntries(Object.keys(noticeFields).map((key) => [key, text])) as Record<
      keyof typeof noticeFields,
      typeof text
    >,
  ),
  Object.keys(noticeFields),
).meta({ id: 'PrivacyNoticeInput' });
export type PrivacyNoticeInput = z.input<typeof PrivacyNoticeInput>;

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'revocation'] as const;
export const DATA_REQUEST_STATUSES = ['open', 'answered'] as const;
export const TOO_MANY_DATA_REQUESTS = 'Muitos pedidos enviados daqui. Tente novamente em uma hora.';

export const DataRequestInput = requires(
  body({
    kind: text.meta({ enum: [...DATA_REQUEST_KINDS], description: 'What the person asks (LGPD art. 18)' }),
    name: text.meta({ description: 'Full name, ≤ 100' }),
    whatsapp: text.meta({ description: '(xx) xxxxx-xxxx: the operator confirms the person there before acting' }),
    message: text.meta({ description: 'Optional details, ≤ 2000' }),
  }),
  ['kind', 'name', 'whatsapp'],
).meta({ id: 'DataRequestInput' });
export type DataRequestInput = z.input<typeof DataRequestInput>;

export const DataRequest = z
  .strictObject({
    id: z.number().int(),
    protocol: z.string().meta({ description: 'e.g. LGPD-2026-000042' }),
    kind: z.enum(DATA_REQUEST_KINDS),
    name: z.string(),
    whatsapp: z.string(),
    message: z.string(),
    status: z.enum(DATA_REQUEST_STATUSES).meta({ description: 'open (Em aberto) or answered (Respondido)' }),
    created_at: dateTime(),
    due_at: dateTime('15 days after created_at (LGPD art. 19 II)'),
    answer: z.string().meta({ description: 'What the client was answered (shown at /privacidade); empty while open' }),
    answered_at: dateTime().nullable().meta({ description: 'When it was answered; null while open' }),
    answered_by: z.string().meta({ description: 'The admin who answered; empty while open' }),
  })
  .meta({ id: 'DataRequest' });
export type DataRequest = z.infer<typeof DataRequest>;

export const DATA_REQUEST_NOT_FOUND = 'Pedido de titular não encontrado';
export const DATA_REQUEST_LOOKUP_NOT_FOUND = 'Nenhum pedido encontrado com este protocolo e WhatsApp';
export const ANSWER_REQUIRED = 'Escreva a resposta enviada ao titular';
export const TOO_MANY_LOOKUPS = 'Muitas consultas feitas daqui. Tente novamente em uma hora.';

export const DataRequestStatusUpdate = requires(
  body({
    status: text.meta({ enum: [...DATA_REQUEST_STATUSES], description: 'answered closes it; open reopens it' }),
    answer: text.meta({
      description:
        'Required for answered (≤ 2000): the client reads it at /privacidade. Reopening ignores it and keeps the ' +
        'last answer out of sight until the request is answered again.',
    }),
  }),
  ['status'],
).meta({ id: 'DataRequestStatusUpdate' });
export type DataRequestStatusUpdate = z.input<typeof DataRequestStatusUpdate>;

export const DataRequestLookup = requires(
  body({
    protocol: text.meta({ description: 'e.g. LGPD-2026-000042' }),
    whatsapp: text.meta({ description: 'The WhatsApp the request was sent with, in any format (matched by digits)' }),
  }),
  ['protocol', 'whatsapp'],
).meta({ id: 'DataRequestLookup' });
export type DataRequestLookup = z.input<typeof DataRequestLookup>;

/** What the client sees of their request on /privacidade. */
export const DataRequestStatus = z
  .strictObject({
    protocol: z.string(),
    kind: z.enum(DATA_REQUEST_KINDS),
    status: z.enum(DATA_REQUEST_STATUSES),
    created_at: dateTime(),
    due_at: dateTime('15 days after created_at (LGPD art. 19 II)'),
    answered_at: dateTime().nullable().meta({ description: 'null while open' }),
    answer: z.string().meta({ description: 'The answer; empty while open' }),
  })
  .meta({ id: 'DataRequestStatus' });
export type DataRequestStatus = z.infer<typeof DataRequestStatus>;

export const RETENTION_FIELDS = [
  'unpaid_order_days',
  'paid_order_months',
  'receipt_file_days',
  'answered_request_years',
] as const;
export type RetentionField = (typeof RETENTION_FIELDS)[number];

/** Each retention setting's accepted range (from 1) and its pt-BR text when out of it (site-config judges). */
export const RETENTION_LIMITS: Record<RetentionField, { max: number; message: string }> = {
  unpaid_order_days: {
    max: 3650,
    message: 'Pedidos não pagos: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre',
  },
  paid_order_months: {
    max: 1200,
    message: 'Pedidos pagos: informe de 1 a 1200 meses, ou deixe em branco para guardar sempre',
  },
  receipt_file_days: {
    max: 3650,
    message: 'Arquivos de comprovantes: informe de 1 a 3650 dias, ou deixe em branco para guardar sempre',
  },
  answered_request_years: {
    max: 100,
    message: 'Pedidos de titulares respondidos: informe de 1 a 100 anos, ou deixe em branco para guardar sempre',
  },
};

const RETENTION_DESCRIPTIONS: Record<RetentionField, string> = {
  unpaid_order_days: 'Unpaid orders (cancelled, or expired unpaid) erased this many days after they ended (default 30)',
  paid_order_months: 'Paid orders’ personal fields anonymised this many months after payment (default null)',
  receipt_file_days: 'Receipt files deleted this many days after the order was paid; what was read stays (default 90)',
  answered_request_years: 'Answered data requests deleted this many years after the answer (default 5)',
};

/** A whole number, or null / "" / absent for keep forever; anything else answers the field's pt-BR text. */
const retentionValue = (field: RetentionField) =>
  z
    .union([z.number(), z.string(), z.null()], { error: INVALID_VALUE })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || String(value).trim() === '') return null;
      const number = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      // Beyond int32 the gRPC encoding would wrap around into some other, perhaps accepted, number.
      if (!Number.isInteger(number) || Math.abs(number) > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: RETENTION_LIMITS[field].message });
        return z.NEVER;
      }
      return number;
    })
    .meta({ override: { type: ['integer', 'null'], description: RETENTION_DESCRIPTIONS[field] } });

export const RetentionSettingsInput = body(
  Object.fromEntries(RETENTION_FIELDS.map((field) => [field, retentionValue(field)])) as Record<
    RetentionField,
    ReturnType<typeof retentionValue>
  >,
).meta({
  id: 'RetentionSettingsInput',
  description: 'Every value replaces the saved one: null (or absent) keeps that data forever.',
});
export type RetentionSettingsInput = z.input<typeof RetentionSettingsInput>;

export const RetentionSettings = z
  .strictObject(
    Object.fromEntries(
      RETENTION_FIELDS.map((field) => [
        field,
        z
          .number()
          .int()
          .nullable()
          .meta({ description: `${RETENTION_DESCRIPTIONS[field]}; null keeps forever` }),
      ]),
    ) as Record<RetentionField, z.ZodNullable<z.ZodNumber>>,
  )
  .meta({ id: 'RetentionSettings' });
export type RetentionSettings = z.infer<typeof RetentionSettings>;

export const RetentionRuns = z
  .strictObject({
    items: z.array(AuditEntry).meta({
      description: 'The last runs’ audit entries, newest first: one per run and service, detail = what it removed',
    }),
  })
  .meta({ id: 'RetentionRuns' });
export type RetentionRuns = z.infer<typeof RetentionRuns>;

export const DataRequestReceipt = z
  .strictObject({
    protocol: z.string(),
    due_at: dateTime('15 days after the request arrived'),
    message: z.string().meta({ description: 'pt-BR text to show' }),
  })
  .meta({ id: 'DataRequestReceipt' });
export type DataRequestReceipt = z.infer<typeof DataRequestReceipt>;

export const privacyApi = apiArea(
  {
    name: 'Privacy',
    description: 'LGPD: the privacy notice the order forms ask consent to, and the handling of personal data.',
  },
  {
    getPrivacyNotice: {
      method: 'get',
      path: '/privacy-notice',
      summary: 'The current privacy notice (shown at /privacidade)',
      response: PrivacyNotice,
    },
    updatePrivacyNotice: {
      method: 'put',
      path: '/privacy-notice',
      summary: 'Save a new version of the privacy notice',
      description: 'Every save is a new version; new orders must consent to it.',
      access: 'admin',
      body: { json: PrivacyNoticeInput },
      response: PrivacyNotice,
      errors: { 400: 'O nome do controlador é obrigatório', 401: MISSING_TOKEN },
    },
    createDataRequest: {
      method: 'post',
      path: '/data-requests',
      summary: 'A data subject’s request (access, correction, erasure, revocation), from /privacidade',
      description: 'No account needed; limited to a few per hour per client address. Answers the protocol number.',
      body: { json: DataRequestInput },
      response: DataRequestReceipt,
      status: 201,
      errors: { 400: 'WhatsApp deve estar no formato (xx) xxxxx-xxxx', 429: TOO_MANY_DATA_REQUESTS },
    },
    listDataRequests: {
      method: 'get',
      path: '/data-requests',
      summary: 'Every data subject request, newest first, with its due date',
      access: 'admin',
      response: z.array(DataRequest),
      errors: { 401: MISSING_TOKEN },
    },
    updateDataRequestStatus: {
      method: 'patch',
      path: '/data-requests/:id',
      summary: 'Mark a data subject request answered (with the answer the client reads) or open again',
      description:
        'Recorded in the audit log (data_request.status) with the request’s WhatsApp. The answer, its time and the ' +
        'admin are shown to the client at /privacidade (POST /data-requests/lookup).',
      access: 'admin',
      params: z.object({ id: pathId(DATA_REQUEST_NOT_FOUND) }),
      body: { json: DataRequestStatusUpdate },
      response: DataRequest,
      errors: { 400: ANSWER_REQUIRED, 401: MISSING_TOKEN, 404: DATA_REQUEST_NOT_FOUND },
    },
    lookupDataRequest: {
      method: 'post',
      path: '/data-requests/lookup',
      summary: 'The client’s view of their request, by protocol and WhatsApp (/privacidade)',
      description:
        'No account needed: both the protocol and the WhatsApp must match (one 404 for either). Limited per client ' +
        'address.',
      body: { json: DataRequestLookup },
      response: DataRequestStatus,
      errors: { 400: 'Informe o protocolo do pedido', 404: DATA_REQUEST_LOOKUP_NOT_FOUND, 429: TOO_MANY_LOOKUPS },
    },
    getRetentionSettings: {
      method: 'get',
      path: '/retention-settings',
      summary: 'How long personal data is kept (Config do Site → Retenção de dados); null keeps forever',
      access: 'admin',
      response: RetentionSettings,
      errors: { 401: MISSING_TOKEN },
    },
    updateRetentionSettings: {
      method: 'put',
      path: '/retention-settings',
      summary: 'Save the retention settings (each one replaced; null keeps forever)',
      description: 'Recorded in the audit log (retention.settings). The next daily run uses them.',
      access: 'admin',
      body: { json: RetentionSettingsInput },
      response: RetentionSettings,
      errors: { 400: RETENTION_LIMITS.unpaid_order_days.message, 401: MISSING_TOKEN },
    },
    listRetentionRuns: {
      method: 'get',
      path: '/retention-runs',
      summary: 'The last daily retention runs (audit entries retention.run, newest first, up to 10)',
      access: 'admin',
      response: RetentionRuns,
      errors: { 401: MISSING_TOKEN },
    },
  },
);
