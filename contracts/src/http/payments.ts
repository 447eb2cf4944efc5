import { z } from 'zod';
import { QR_IMAGE_MAX_BYTES, QR_IMAGE_TOO_LARGE, RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE } from '../limits.js';
import { body, dateTime, documentedAs, INVALID_VALUE, money, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { INVALID_ORDER_TOKEN, MISSING_TOKEN, ORDER_NOT_FOUND } from './texts.js';

export const VERIFICATION_STATUSES = ['approved', 'rejected', 'pending_review'] as const;
const base64Png = (description: string) =>
  z.string().meta({ description, contentEncoding: 'base64', contentMediaType: 'image/png' });

export const PaymentConfig = z
  .strictObject({
    pix_key: z.string().meta({ description: 'Empty until configured' }),
    qr_code_image: base64Png('The QR image as base64 PNG, or empty'),
    recipient_name: z
      .string()
      .meta({ description: 'The account holder as banks print it (the BR Code merchant name); empty until set' }),
    recipient_document: z.string().meta({
      description:
        'The holder’s CPF or CNPJ, formatted; in full for an admin, masked as banks show it (***.456.789-**) for ' +
        'everyone else; empty until set',
    }),
  })
  .meta({ id: 'PaymentConfig' });
export type PaymentConfig = z.infer<typeof PaymentConfig>;

/** A field left out keeps the stored value; sent (even empty), it replaces it. */
const optionalText = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: INVALID_VALUE })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === null ? '' : String(value)))
  .meta({ override: documentedAs('string') });

/** The fields of POST /payment-config besides the optional qr_image file. */
export const PaymentConfigInput = requires(
  body({
    pix_key: text,
    recipient_name: optionalText.meta({
      description: 'Optional: the account holder as banks print it, at most 100 characters',
    }),
    recipient_document: optionalText.meta({
      description: 'Optional: the holder’s CPF or CNPJ, with or without punctuation',
    }),
  }),
  ['pix_key'],
);

export const OrderPix = z
  .strictObject({
    brcode: z.string().meta({
      description: 'PIX copy-and-paste code: the PSP charge’s pixCopiaECola, or a static BR Code for the amount',
    }),
    qr_code_image: base64Png('QR code of the BR Code'),
    amount: money('R$'),
    txid: z.string(),
    expires_at: z.string().nullable().meta({ description: 'When the PSP charge expires; null for the static code' }),
    bank_confirmation: z
      .boolean()
      .meta({ description: 'A PSP confirms the payment: the page waits for it, the receipt upload is a fallback' }),
  })
  .meta({ id: 'OrderPix' });
export type OrderPix = z.infer<typeof OrderPix>;

export const ReceiptVerdict = z
  .strictObject({
    payment_approved: z.boolean().meta({ description: 'True only when the order became paid' }),
    verification_status: z.enum(VERIFICATION_STATUSES),
    verification_reason: z.string().meta({ description: 'pt-BR text for the client' }),
  })
  .meta({ id: 'ReceiptVerdict' });
export type ReceiptVerdict = z.infer<typeof ReceiptVerdict>;

export const Receipt = z
  .strictObject({
    id: z.number().int(),
    order_id: z.number().int(),
    original_name: z.string(),
    content_type: z.string(),
    sha256: z.string(),
    verification_status: z.enum(VERIFICATION_STATUSES),
    verification_reason: z.string(),
    provider: z.string().meta({ description: 'Which verifier judged it' }),
    duration_ms: z.number().int(),
    created_at: dateTime(),
    file_url: z.string().nullable().meta({ description: 'Short-lived link to the stored file' }),
    file_note: z
      .string()
      .nullable()
      .meta({ description: 'pt-BR: why the file is gone (deleted by retention, or by an erasure), when it is' }),
    extracted: z.record(z.string(), z.unknown()).meta({ description: 'What the verifier read from the receipt' }),
    reviewed_by: z.string().nullable().meta({ description: 'The admin who decided a receipt that waited for review' }),
    reviewed_at: dateTime('When that admin decided').nullable(),
    review_note: z.string().nullable().meta({ description: 'The reason given with a refusal' }),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof Receipt>;

export const NO_FILE = 'Nenhum arquivo enviado';
const orderId = z.object({ id: pathId(ORDER_NOT_FOUND) });

export const RECEIPT_FILE_NOT_FOUND = 'Arquivo do comprovante não encontrado';
export const ReceiptFileLink = z
  .strictObject({ url: z.string().meta({ description: 'A link to the file, valid for a few minutes' }) })
  .meta({ id: 'ReceiptFileLink' });
export type ReceiptFileLink = z.infer<typeof ReceiptFileLink>;

export const paymentsApi = apiArea(
  { name: 'Payments', description: 'PIX configuration, the PIX code of one order, and receipt uploads.' },
  {
    getPaymentConfig: {
      method: 'get',
      path: '/payment-config',
      summary: 'The PIX key, QR image and account holder',
      access: 'optionalAdmin',
      response: PaymentConfig,
    },
    setPaymentConfig: {
      method: 'post',
      path: '/payment-config',
      summary: 'Save the PIX key and, optionally, a QR image and the account holder',
      description:
        'Without qr_image the stored image is kept; recipient_name or recipient_document left out keeps the ' +
        'stored value, sent empty clears it. The document is a CPF or a CNPJ (numeric or alphanumeric) with ' +
        'valid check digits.',
      access: 'admin',
      body: {
        multipart: PaymentConfigInput,
        file: {
          name: 'qr_image',
          maxBytes: QR_IMAGE_MAX_BYTES,
          tooLarge: QR_IMAGE_TOO_LARGE,
          types: 'image/*',
          description: 'Optional QR image (≤ 5 MB), stored as PNG',
        },
      },
      response: PaymentConfig,
      errors: { 400: 'Chave PIX é obrigatória', 401: MISSING_TOKEN, 413: QR_IMAGE_TOO_LARGE },
    },
    // The order token is checked before the upload is read, so nobody can push files at an order not theirs.
    uploadReceipt: {
      method: 'post',
      path: '/upload-receipt/:id',
      summary: 'Send the payment receipt of an order',
      description:
        'jpeg, png, webp or pdf judged by content, at most 10 MB; every attempt is recorded. An approval makes ' +
        'the order paid through an event; until an automatic verifier runs the answer is pending_review.',
      access: 'orderOwner',
      params: orderId,
      body: {
        multipart: z.object({}),
        file: {
          name: 'file',
          maxBytes: RECEIPT_MAX_BYTES,
          tooLarge: RECEIPT_TOO_LARGE,
          missing: NO_FILE,
          types: 'image/jpeg, image/png, image/webp, application/pdf',
          description: 'The receipt (≤ 10 MB)',
        },
      },
      response: ReceiptVerdict,
      errors: {
        400: 'Tipo de arquivo não suportado. Use imagens (JPG, PNG, WEBP) ou PDF.',
        403: INVALID_ORDER_TOKEN,
        413: RECEIPT_TOO_LARGE,
      },
    },
    getOrderPix: {
      method: 'get',
      path: '/clientes/:id/pix',
      summary: 'The PIX code for an order’s amount',
      access: 'orderOwner',
      params: orderId,
      response: OrderPix,
      errors: { 400: 'Chave PIX ainda não configurada', 403: INVALID_ORDER_TOKEN },
    },
    listReceipts: {
      method: 'get',
      path: '/clientes/:id/receipts',
      summary: 'Every receipt sent for an order',
      access: 'admin',
      params: orderId,
      response: z.array(Receipt),
      errors: { 401: MISSING_TOKEN, 404: ORDER_NOT_FOUND },
    },
    openReceiptFile: {
      method: 'get',
      path: '/clientes/:id/receipts/:receipt_id/file',
      summary: 'Open a receipt’s file: the view is audited (receipt.view), then a fresh short-lived link',
      description:
        'Answers 302 to a link valid for a few minutes. With format=json the link as { url } instead: the panel ' +
        'signs its calls with a Bearer header, which an <img> or a new tab following a redirect cannot carry.',
      access: 'admin',
      params: z.object({ id: pathId(ORDER_NOT_FOUND), receipt_id: pathId(RECEIPT_FILE_NOT_FOUND) }),
      query: z.object({
        format: z
          .enum(['redirect', 'json'], { error: 'format deve ser redirect ou json' })
          .optional()
          .meta({ description: 'redirect (default): 302 to the file; json: { url }' }),
      }),
      response: ReceiptFileLink,
      otherResponses: { 302: { description: 'To the file (Location: the short-lived link)', schema: z.string() } },
      errors: { 401: MISSING_TOKEN, 404: RECEIPT_FILE_NOT_FOUND },
    },
  },
);
