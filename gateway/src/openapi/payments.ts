import {
  ADMIN,
  type ApiArea,
  arrayOf,
  dateTime,
  enumOf,
  fails,
  INVALID_ORDER_TOKEN,
  idParam,
  integer,
  money,
  NO_TOKEN,
  ORDER_OWNER,
  object,
  ok,
  ref,
  string,
  uploadBody,
} from './shared.js';

const VERIFICATION_STATUSES = ['approved', 'rejected', 'pending_review'];
const base64Png = (description: string) =>
  string(description, { contentEncoding: 'base64', contentMediaType: 'image/png' });

export const paymentsApi: ApiArea = {
  tag: { name: 'Payments', description: 'PIX configuration, the PIX code of one order, and receipt uploads.' },
  schemas: {
    PaymentConfig: object({
      pix_key: string('Empty until configured'),
      qr_code_image: base64Png('The QR image as base64 PNG, or empty'),
    }),
    OrderPix: object({
      brcode: string('PIX copy-and-paste code (BR Code) for this order’s amount'),
      qr_code_image: base64Png('QR code of the BR Code'),
      amount: money('R$'),
      txid: string(),
    }),
    ReceiptVerdict: object({
      payment_approved: { type: 'boolean', description: 'True only when the order became paid' },
      verification_status: enumOf(VERIFICATION_STATUSES),
      verification_reason: string('pt-BR text for the client'),
    }),
    Receipt: object({
      id: integer(),
      order_id: integer(),
      original_name: string(),
      content_type: string(),
      sha256: string(),
      verification_status: enumOf(VERIFICATION_STATUSES),
      verification_reason: string(),
      provider: string('Which verifier judged it'),
      duration_ms: integer(),
      created_at: dateTime(),
      file_url: { type: ['string', 'null'], description: 'Short-lived link to the stored file' },
      extracted: { type: 'object', description: 'What the verifier read from the receipt' },
    }),
  },
  paths: {
    '/payment-config': {
      get: {
        tags: ['Payments'],
        operationId: 'getPaymentConfig',
        summary: 'The PIX key and QR image',
        responses: { ...ok('The configuration', ref('PaymentConfig')), ...fails({}) },
      },
      post: {
        tags: ['Payments'],
        operationId: 'setPaymentConfig',
        summary: 'Save the PIX key and, optionally, a QR image',
        description: 'Without qr_image the stored image is kept.',
        security: ADMIN,
        requestBody: uploadBody({
          file: 'qr_image',
          fileTypes: 'image/*',
          fileDescription: 'Optional QR image (≤ 5 MB), stored as PNG',
          fileRequired: false,
          fields: { pix_key: string('Required') },
          requiredFields: ['pix_key'],
        }),
        responses: {
          ...ok('Saved', ref('PaymentConfig')),
          ...fails({
            400: 'Chave PIX é obrigatória',
            401: NO_TOKEN,
            413: 'A imagem do QR Code deve ter no máximo 5MB',
          }),
        },
      },
    },
    '/upload-receipt/{id}': {
      post: {
        tags: ['Payments'],
        operationId: 'uploadReceipt',
        summary: 'Send the payment receipt of an order',
        description:
          'jpeg, png, webp or pdf judged by content, at most 10 MB; every attempt is recorded. An approval makes ' +
          'the order paid through an event; until an automatic verifier runs the answer is pending_review.',
        security: ORDER_OWNER,
        parameters: [idParam('Order id')],
        requestBody: uploadBody({
          file: 'file',
          fileTypes: 'image/jpeg, image/png, image/webp, application/pdf',
          fileDescription: 'The receipt (≤ 10 MB)',
          fileRequired: true,
        }),
        responses: {
          ...ok('Judged', ref('ReceiptVerdict')),
          ...fails({
            400: 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.',
            403: INVALID_ORDER_TOKEN,
            413: 'Arquivo muito grande. Máximo 10MB.',
          }),
        },
      },
    },
    '/clientes/{id}/pix': {
      get: {
        tags: ['Payments'],
        operationId: 'getOrderPix',
        summary: 'The PIX code for an order’s amount',
        security: ORDER_OWNER,
        parameters: [idParam('Order id')],
        responses: {
          ...ok('The PIX code', ref('OrderPix')),
          ...fails({ 400: 'Chave PIX ainda não configurada', 403: INVALID_ORDER_TOKEN }),
        },
      },
    },
    '/clientes/{id}/receipts': {
      get: {
        tags: ['Payments'],
        operationId: 'listReceipts',
        summary: 'Every receipt sent for an order',
        security: ADMIN,
        parameters: [idParam('Order id')],
        responses: {
          ...ok('Receipts, oldest first', arrayOf(ref('Receipt'))),
          ...fails({ 401: NO_TOKEN, 404: 'Pedido não encontrado' }),
        },
      },
    },
  },
};
