import { z } from 'zod';
import { body, dateTime, requires, text } from './fields.js';
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
    status: z.enum(['open', 'answered']),
    created_at: dateTime(),
    due_at: dateTime('15 days after created_at (LGPD art. 19 II)'),
  })
  .meta({ id: 'DataRequest' });
export type DataRequest = z.infer<typeof DataRequest>;

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
  },
);
