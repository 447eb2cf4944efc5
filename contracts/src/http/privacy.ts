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
  },
);
