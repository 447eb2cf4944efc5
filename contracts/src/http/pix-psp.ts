import { z } from 'zod';
import { dateTime, money, pathId } from './fields.js';
import { apiArea } from './operation.js';
import { PaymentStatus } from './orders.js';
import { INVALID_ORDER_TOKEN, MISSING_TOKEN, ORDER_NOT_FOUND } from './texts.js';

export const NOT_A_PIX_NOTIFICATION =
  'Notificação fora do formato do BCB: esperado { "pix": [ { "endToEndId": ... } ] }';
const MAX_PIX_PER_NOTIFICATION = 1000;
const NO_PSP = 'Nenhum PSP configurado para confirmar pagamentos PIX';
const orderId = z.object({ id: pathId(ORDER_NOT_FOUND) });

/** A BCB API Pix webhook body `{ pix: [ { endToEndId, txid, valor, horario, … } ] }`; only a hint to read back. */
// Every shape problem gets the one answer the PSP can act on.
const error = NOT_A_PIX_NOTIFICATION;
export type PixNotification = z.output<typeof PixNotification>;
export const PixNotification = z
  .object(
    {
      pix: z
        .array(
          z.object(
            {
              endToEndId: z
                .string({ error })
                .regex(/^[a-zA-Z0-9]{32}$/, error)
                .meta({ description: '32 letters or digits' }),
              txid: z.unknown().optional().meta({ type: 'string' }),
              valor: z.string({ error }).meta({ description: 'e.g. "49.90"' }),
              horario: z.string({ error }).meta({ format: 'date-time' }),
              infoPagador: z.unknown().optional().meta({ type: 'string' }),
            },
            { error },
          ),
          { error },
        )
        .min(1, error)
        .max(MAX_PIX_PER_NOTIFICATION, error),
    },
    { error },
  )
  .meta({ id: 'PixNotification' });

export const PixNotificationResult = z
  .strictObject({
    received: z.number().int().meta({ description: 'Entries in the notification' }),
    settled: z.number().int().meta({ description: 'Orders this notification paid' }),
  })
  .meta({ id: 'PixNotificationResult' });

export const OrderPaymentStatus = z
  .strictObject({
    id: z.number().int(),
    payment_status: PaymentStatus,
    expired: z.boolean().meta({ description: 'Cancelled because the payment window (ORDER_PAYMENT_TTL) closed' }),
    payment_expires_at: dateTime('When the order stops accepting payment').nullable(),
  })
  .meta({ id: 'OrderPaymentStatus' });
export type OrderPaymentStatus = z.infer<typeof OrderPaymentStatus>;

export const PaymentCheck = z
  .strictObject({ paid: z.boolean().meta({ description: 'The bank confirmed the payment' }) })
  .meta({ id: 'PaymentCheck' });
export type PaymentCheck = z.infer<typeof PaymentCheck>;

export const PixPayment = z
  .strictObject({
    paid_through_psp: z.boolean().meta({ description: 'The order was paid by a Pix the PSP confirmed' }),
    end_to_end_id: z.string().nullable().meta({ description: 'The Pix end-to-end id' }),
    amount: money('R$').nullable(),
    paid_at: z.string().nullable().meta({ description: 'ISO-8601' }),
    refund_status: z.string().nullable().meta({ description: 'EM_PROCESSAMENTO, DEVOLVIDO or NAO_REALIZADO' }),
    refunded_at: z.string().nullable().meta({ description: 'When the refund was requested' }),
  })
  .meta({ id: 'PixPayment' });
export type PixPayment = z.infer<typeof PixPayment>;

const webhook = (path: string, summary: string) => ({
  method: 'post' as const,
  path,
  summary,
  description:
    'Called by the PSP with the BCB notification body. The body is only a hint: each end-to-end id is read back ' +
    'at the PSP (GET /pix/{e2eid} and the cob) and pays an order only when its txid is the order’s, the amount ' +
    'equals the price and the charge is CONCLUIDA. Repeated or replayed notifications change nothing.',
  params: z.object({
    secret: z.string().meta({ description: 'PIX_PSP_WEBHOOK_SECRET, part of the URL registered at the PSP' }),
  }),
  body: { json: PixNotification },
  response: PixNotificationResult,
  errors: { 400: NOT_A_PIX_NOTIFICATION, 401: 'Segredo do webhook inválido', 404: NO_PSP },
});

export const pixPspApi = apiArea(
  {
    name: 'PSP',
    description:
      'Payment confirmed by the receiving bank (Banco Central’s API Pix): the PSP’s webhook, the storefront’s ' +
      'wait for confirmation, and refunds.',
  },
  {
    // The PSP appends /pix to the registered URL; both forms are accepted.
    pixWebhook: webhook('/webhooks/pix/:secret', 'PSP notification of Pix received'),
    pixWebhookAppended: webhook(
      '/webhooks/pix/:secret/pix',
      'PSP notification of Pix received (the form with /pix appended)',
    ),
    getPaymentStatus: {
      method: 'get',
      path: '/clientes/:id/payment-status',
      summary: 'Whether the order is paid, still waiting, or expired (polled by /pagamento)',
      access: 'orderOwner',
      params: orderId,
      response: OrderPaymentStatus,
      errors: { 403: INVALID_ORDER_TOKEN },
    },
    checkOrderPayment: {
      method: 'post',
      path: '/clientes/:id/pix/check',
      summary: '“Pagamento Efetuado”: ask the PSP about the order’s charge now',
      access: 'orderOwner',
      params: orderId,
      response: PaymentCheck,
      errors: { 403: INVALID_ORDER_TOKEN, 404: NO_PSP },
    },
    getPixPayment: {
      method: 'get',
      path: '/clientes/:id/pix-payment',
      summary: 'How the order was paid through the PSP, and its refund',
      access: 'admin',
      params: orderId,
      response: PixPayment,
      errors: { 401: MISSING_TOKEN, 404: ORDER_NOT_FOUND },
    },
    refundPix: {
      method: 'post',
      path: '/clientes/:id/pix-refund',
      summary: '“Devolver o PIX”: return the order’s Pix in full; the order is then cancelled',
      access: 'admin',
      params: orderId,
      response: PixPayment,
      errors: {
        400: 'Este pedido não foi pago por PIX confirmado pelo banco; não há PIX para devolver.',
        401: MISSING_TOKEN,
        404: ORDER_NOT_FOUND,
      },
    },
  },
);
