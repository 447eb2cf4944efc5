import { z } from 'zod';
import { VIDEO_MAX_BYTES } from '../limits.js';
import { body, dateTime, money, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { MISSING_TOKEN } from './texts.js';

/** The messages the store sends by itself (issue 35), in the order a client meets them. */
export const MESSAGE_KINDS = ['pedido_recebido', 'pix_lembrete', 'pagamento_aprovado', 'video_pronto'] as const;
export const MessageKind = z.enum(MESSAGE_KINDS).meta({ id: 'MessageKind' });
export type MessageKind = z.infer<typeof MessageKind>;

export const MESSAGE_STATES = ['scheduled', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export const MessageState = z.enum(MESSAGE_STATES).meta({
  id: 'MessageState',
  description:
    'scheduled (waiting for its time or a retry), sending, sent (✓ accepted by WhatsApp), delivered (✓✓), read ' +
    '(lida), failed (falhou, with the reason), cancelled (no longer due: paid, expired, opted out or kind off)',
});
export type MessageState = z.infer<typeof MessageState>;

export const WHATSAPP_CONNECTIONS = ['not_configured', 'connected', 'invalid_token', 'unreachable'] as const;

export const MessageKindSetting = z
  .strictObject({
    kind: MessageKind,
    enabled: z.boolean(),
    template_name: z.string().meta({ description: 'The template’s name in WhatsApp Manager (default: the kind)' }),
  })
  .meta({ id: 'MessageKindSetting' });
export type MessageKindSetting = z.infer<typeof MessageKindSetting>;

export const WhatsAppSettings = z
  .strictObject({
    configured: z.boolean().meta({ description: 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are set' }),
    phone_number_id: z.string(),
    connection: z.enum(WHATSAPP_CONNECTIONS),
    connection_detail: z.string().meta({ description: 'pt-BR; empty when connected' }),
    checked_at: dateTime('When the connection was last seen').nullable(),
    kinds: z.array(MessageKindSetting),
    reminder_delays_seconds: z.array(z.number().int()).meta({ description: 'WHATSAPP_PIX_REMINDERS, in order' }),
    queued: z.number().int().meta({ description: 'Messages due and waiting to go out' }),
  })
  .meta({ id: 'WhatsAppSettings' });
export type WhatsAppSettings = z.infer<typeof WhatsAppSettings>;

export const WhatsAppSettingsInput = requires(
  body({
    kinds: z
      .array(
        z.object({
          kind: text,
          enabled: z.boolean({ error: 'enabled deve ser true ou false' }),
          template_name: text,
        }),
        { error: 'kinds deve ser uma lista' },
      )
      .meta({ description: 'One entry per kind to change' }),
  }),
  ['kinds'],
).meta({ id: 'WhatsAppSettingsInput' });
export type WhatsAppSettingsInput = z.input<typeof WhatsAppSettingsInput>;

export const MessageEntry = z
  .strictObject({
    id: z.number().int(),
    order_id: z.number().int().nullable().meta({ description: 'null for a test message' }),
    kind: MessageKind,
    step: z.number().int().meta({ description: 'pix_lembrete: 1, 2…; 0 otherwise' }),
    recipient: z.string().meta({ description: 'Digits with country code; empty once erased' }),
    template_name: z.string(),
    state: MessageState,
    error_code: z.number().int().nullable(),
    error_title: z.string().nullable().meta({ description: 'pt-BR reason when failed or cancelled' }),
    due_at: dateTime(),
    sent_at: dateTime().nullable(),
    status_at: dateTime().nullable(),
  })
  .meta({ id: 'MessageEntry' });
export type MessageEntry = z.infer<typeof MessageEntry>;

export const OrderMessages = z
  .strictObject({
    order_id: z.number().int(),
    opted_out: z.boolean().meta({ description: 'The number answered SAIR or PARAR' }),
    messages: z.array(MessageEntry),
  })
  .meta({ id: 'OrderMessages' });
export type OrderMessages = z.infer<typeof OrderMessages>;

export const TestMessageInput = requires(body({ whatsapp: text }), ['whatsapp']).meta({ id: 'TestMessageInput' });
export type TestMessageInput = z.input<typeof TestMessageInput>;

export const StoredVideo = z.strictObject({ video_id: z.string(), size: z.number().int() }).meta({ id: 'StoredVideo' });
export type StoredVideo = z.infer<typeof StoredVideo>;

export const VideoDeliveryInput = requires(
  body({
    order_ids: z
      .array(z.number({ error: 'order_ids deve ser uma lista de números de pedido' }).int(), {
        error: 'order_ids deve ser uma lista de números de pedido',
      })
      .meta({ description: 'The paid orders chosen in Envio de Vídeo' }),
    video_id: text.meta({ description: 'From POST /whatsapp/videos' }),
    video_link: text.meta({ description: 'Or an https link to the video' }),
  }),
  ['order_ids'],
).meta({ id: 'VideoDeliveryInput' });
export type VideoDeliveryInput = z.input<typeof VideoDeliveryInput>;

export const VideoDelivery = z
  .strictObject({
    id: z.number().int(),
    total: z.number().int(),
    sent: z.number().int().meta({ description: 'Accepted by WhatsApp (sent, delivered or read)' }),
    failed: z.number().int(),
    pending: z.number().int(),
    created_at: dateTime(),
    recipients: z.array(
      z.strictObject({ order_id: z.number().int(), state: MessageState, error_title: z.string().nullable() }),
    ),
  })
  .meta({ id: 'VideoDelivery' });
export type VideoDelivery = z.infer<typeof VideoDelivery>;

export const RecoveredByReminder = z
  .strictObject({
    orders: z.number().int().meta({ description: 'Orders paid after a pix_lembrete was sent' }),
    amount: money('Their sum'),
  })
  .meta({ id: 'RecoveredByReminder' });
export type RecoveredByReminder = z.infer<typeof RecoveredByReminder>;

export const WhatsAppWebhookReceipt = z
  .strictObject({ statuses_applied: z.number().int(), messages_received: z.number().int() })
  .meta({ id: 'WhatsAppWebhookReceipt' });

export const WEBHOOK_SIGNATURE_INVALID = 'Assinatura do webhook inválida';
export const WEBHOOK_VERIFICATION_REFUSED = 'Token de verificação do webhook inválido';
export const VIDEO_TOO_LARGE = 'Vídeo muito grande (máximo 16MB)';

export const whatsappApi = apiArea(
  {
    name: 'WhatsApp',
    description:
      'Messages the store sends through the WhatsApp Cloud API (issue 35): settings, the message log of each order, ' +
      'video delivery, the recovered-by-reminder figure, and Meta’s webhook.',
  },
  {
    getWhatsAppSettings: {
      method: 'get',
      path: '/whatsapp/settings',
      summary: 'Connection state, phone number id and each message kind’s switch and template',
      access: 'admin',
      response: WhatsAppSettings,
      errors: { 401: MISSING_TOKEN },
    },
    updateWhatsAppSettings: {
      method: 'put',
      path: '/whatsapp/settings',
      summary: 'Switch message kinds on or off and rename their templates',
      access: 'admin',
      body: { json: WhatsAppSettingsInput },
      response: WhatsAppSettings,
      errors: { 400: 'Nome de modelo inválido: use letras minúsculas, números e _', 401: MISSING_TOKEN },
    },
    sendWhatsAppTest: {
      method: 'post',
      path: '/whatsapp/test',
      summary: '“Enviar teste”: the pedido_recebido template with sample values to one number',
      access: 'admin',
      body: { json: TestMessageInput },
      response: MessageEntry,
      errors: { 400: 'WhatsApp deve estar no formato (xx) xxxxx-xxxx', 401: MISSING_TOKEN },
    },
    listOrderMessages: {
      method: 'get',
      path: '/whatsapp/messages',
      summary: 'The messages of each order given (Clientes), and whether its number opted out',
      access: 'admin',
      query: z.object({
        order_ids: z
          .string({ error: 'order_ids deve aparecer uma única vez' })
          .trim()
          .regex(
            /^(\d{1,15})(,\d{1,15}){0,199}$/,
            'order_ids deve ser uma lista de até 200 números separados por vírgula',
          )
          .transform((ids) => ids.split(',').map(Number))
          .meta({ description: 'Comma-separated order ids (at most 200)', override: { type: 'string' } }),
      }),
      response: z.array(OrderMessages),
      errors: { 400: 'order_ids deve ser uma lista de até 200 números separados por vírgula', 401: MISSING_TOKEN },
    },
    uploadVideo: {
      method: 'post',
      path: '/whatsapp/videos',
      summary: 'Upload a ritual’s video once (MP4, at most 16 MB)',
      access: 'admin',
      body: {
        multipart: z.object({}),
        file: {
          name: 'file',
          maxBytes: VIDEO_MAX_BYTES,
          tooLarge: VIDEO_TOO_LARGE,
          missing: 'Nenhum arquivo enviado no campo "file"',
          types: 'video/mp4',
          description: 'The video (MP4, ≤ 16 MB)',
        },
      },
      response: StoredVideo,
      status: 201,
      errors: { 400: 'O vídeo deve ser um arquivo MP4', 401: MISSING_TOKEN, 413: VIDEO_TOO_LARGE },
    },
    startVideoDelivery: {
      method: 'post',
      path: '/whatsapp/video-deliveries',
      summary: 'Send video_pronto to every order chosen, once each',
      access: 'admin',
      body: { json: VideoDeliveryInput },
      response: VideoDelivery,
      status: 201,
      errors: { 400: 'Envie o vídeo ou informe um link https', 401: MISSING_TOKEN },
    },
    getVideoDelivery: {
      method: 'get',
      path: '/whatsapp/video-deliveries/:id',
      summary: 'A video delivery’s progress and each client’s state',
      access: 'admin',
      params: z.object({ id: pathId('Envio não encontrado') }),
      response: VideoDelivery,
      errors: { 401: MISSING_TOKEN, 404: 'Envio não encontrado' },
    },
    getRecoveredByReminder: {
      method: 'get',
      path: '/dashboard/recovered',
      summary: '“Recuperados por lembrete”: orders paid after a PIX reminder, this month (store time zone)',
      access: 'admin',
      response: RecoveredByReminder,
      errors: { 401: MISSING_TOKEN },
    },
    verifyWhatsAppWebhook: {
      method: 'get',
      path: '/webhooks/whatsapp',
      summary: 'Meta’s webhook verification: answers hub.challenge as text',
      description: 'Only when hub.mode=subscribe and hub.verify_token equals WHATSAPP_VERIFY_TOKEN; else 403.',
      query: z.object({
        'hub.mode': z.string().optional(),
        'hub.verify_token': z.string().optional(),
        'hub.challenge': z.string().optional(),
      }),
      response: z.string(),
      mediaType: 'text/plain',
      errors: { 403: WEBHOOK_VERIFICATION_REFUSED },
    },
    receiveWhatsAppWebhook: {
      method: 'post',
      path: '/webhooks/whatsapp',
      summary: 'Meta’s status and incoming-message notifications, signed with X-Hub-Signature-256',
      description:
        'HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET, compared in constant time by the messaging service; ' +
        'a missing or wrong signature answers 401 and changes nothing.',
      body: { json: z.looseObject({}) },
      response: WhatsAppWebhookReceipt,
      errors: { 401: WEBHOOK_SIGNATURE_INVALID },
    },
  },
);
