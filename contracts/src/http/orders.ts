import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '../limits.js';
import { StorefrontRitual } from './catalog.js';
import { body, dateTime, documentedAs, money, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { ConsentRecord, OrderConsent } from './privacy.js';
import { INVALID_ORDER_TOKEN, INVALID_TOKEN, MISSING_TOKEN, ORDER_NOT_FOUND, RITUAL_NOT_FOUND } from './texts.js';

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES).meta({ id: 'PaymentStatus' });
export type PaymentStatus = z.infer<typeof PaymentStatus>;

const PHOTOS_LIST = 'photos deve ser uma lista de nomes de arquivo';
const formValue = z.union([z.string(), z.number()]);

/** The JSON of POST /clientes and /clientes/no-payment, shape-checked; the orders service checks the rules. */
export const OrderRequest = requires(
  body({
    ritual_id: z
      .union([z.string(), z.number()], {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'Ritual é obrigatório' : 'Ritual inválido',
      })
      .refine((id) => id !== '', 'Ritual é obrigatório')
      .transform(String)
      .meta({ description: 'An active ritual', override: documentedAs(['integer', 'string']) }),
    form_data: z
      .record(z.string(), z.unknown(), { error: 'form_data deve ser um objeto com os campos do formulário' })
      .optional()
      .superRefine((fields, ctx) => {
        for (const [key, value] of Object.entries(fields ?? {})) {
          if (!formValue.safeParse(value).success) {
            ctx.addIssue({ code: 'custom', message: `O campo ${key} do formulário deve ser um texto`, path: [key] });
            return;
          }
        }
      })
      .transform((fields) =>
        Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, String(value)])),
      )
      .meta({
        description: 'Field name → value, including nome_completo_fixo and whatsapp_contato',
        override: { additionalProperties: { type: ['string', 'number'] } },
      }),
    photos: z
      .array(z.string({ error: PHOTOS_LIST }).meta({ description: 'A filename returned by POST /upload-photo' }), {
        error: PHOTOS_LIST,
      })
      .default([]),
    whatsapp: text,
    consent: OrderConsent,
  }),
  ['ritual_id', 'form_data', 'consent'],
).meta({ id: 'OrderRequest' });
export type OrderRequest = z.input<typeof OrderRequest>;

const client = {
  id: z.number().int(),
  ritual_id: z.number().int(),
  ritual_name: z.string().meta({ description: 'Snapshot taken when the order was placed' }),
  form_data: z.record(z.string(), z.string()).meta({ description: 'Field name → value' }),
  whatsapp: z.string().meta({ description: 'From form_data whatsapp, else telefone, else empty' }),
  payment_status: PaymentStatus,
  created_at: dateTime(),
  expired: z.boolean().meta({ description: 'Cancelled because it stayed unpaid past ORDER_PAYMENT_TTL' }),
  late_payment: z.boolean().meta({
    description: 'The bank confirmed a payment after the order had expired or been cancelled: look at it',
  }),
};

export const Client = z.strictObject(client).meta({ id: 'Client', description: 'An order' });
export type Client = z.infer<typeof Client>;

export const CreatedClient = z
  .strictObject({
    ...client,
    order_token: z.string().meta({ description: 'Secret (≥ 128 bits) for X-Order-Token on this order; shown once' }),
  })
  .meta({ id: 'CreatedClient', description: 'The created order and its token' });
export type CreatedClient = z.infer<typeof CreatedClient>;

export const AdminClient = z
  .strictObject({
    ...client,
    photos: z.array(z.string().meta({ description: 'Stored photo name' })),
    consent: ConsentRecord.nullable().meta({ description: 'null for orders placed before consent was asked' }),
  })
  .meta({ id: 'AdminClient', description: 'An order, for the panel' });
export type AdminClient = z.infer<typeof AdminClient>;

/** The lasting order page, /pedido/{id}?t={order_token} (issue 35): what /pagamento shows, for the token's holder. */
export const OrderView = z
  .strictObject({
    client: Client,
    amount: money('The order’s price when it was placed'),
    requires_payment: z.boolean(),
    payment_expires_at: dateTime('When an unpaid order stops accepting payment; null without payment').nullable(),
    ritual: StorefrontRitual.nullable().meta({
      description: 'The ritual as it is now; null once it is inactive or deleted (the order keeps its name and price)',
    }),
  })
  .meta({ id: 'OrderView', description: 'An order as its client sees it' });
export type OrderView = z.infer<typeof OrderView>;

export const Registration = z
  .strictObject({
    message: z.string().meta({ description: 'pt-BR success text' }),
    id: z.number().int().meta({ description: 'The order id' }),
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof Registration>;

export const PaymentStatusInput = requires(body({ payment_status: text.meta({ enum: [...PAYMENT_STATUSES] }) }), [
  'payment_status',
]).meta({ id: 'PaymentStatusInput' });
export type PaymentStatusInput = z.input<typeof PaymentStatusInput>;

export const PaymentStatusResult = z
  .strictObject({ id: z.number().int(), payment_status: PaymentStatus })
  .meta({ id: 'PaymentStatusResult' });
export type PaymentStatusResult = z.infer<typeof PaymentStatusResult>;

export const UploadedPhoto = z
  .strictObject({
    filename: z.string().meta({ description: 'Server-made name to list in photos; expires after 24 h' }),
  })
  .meta({ id: 'UploadedPhoto' });
export type UploadedPhoto = z.infer<typeof UploadedPhoto>;

const ORDER_RULES =
  'Every required ritual field must be filled ("{label} é obrigatório"); email and tel fields are checked; ' +
  'form_data.nome_completo_fixo (≤ 100) and form_data.whatsapp_contato ((xx) xxxxx-xxxx) are always required. ' +
  'photos must be names returned by POST /upload-photo in the last 24 h. consent (LGPD) is required and must ' +
  'name the current GET /privacy-notice version: the one intended change to the payload of spec §7.';

export const MAX_PAGE_LIMIT = 200;
/** The parameters that ask GET /clientes for one page ({ items, next_cursor, counts }) instead of the whole list. */
export const PAGE_PARAMS = ['limit', 'cursor', 'status', 'q', 'from', 'to'] as const;

/** One query value, trimmed; a repeated parameter (an array) is refused. */
const single = (name: string, description: string) =>
  z
    .string({ error: `${name} deve aparecer uma única vez` })
    .trim()
    .optional()
    .meta({ description });

/** The admin list's filter (query string or JSON body); the orders service checks the values. */
const orderFilter = {
  status: single('status', 'Only this payment status (pending, paid or cancelled)'),
  q: single('q', 'Part of the client’s or the ritual’s name; case and accents ignored'),
  ritual_id: z
    .string({ error: 'ritual_id inválido' })
    .trim()
    .regex(/^(\d{1,15})?$/, 'ritual_id inválido')
    .optional()
    .transform((id) => (id ? Number(id) : undefined))
    .meta({ description: 'Only orders of this ritual', override: { type: 'integer', minimum: 1, pattern: undefined } }),
  from: single('from', 'First store-time-zone day, YYYY-MM-DD'),
  to: single('to', 'Last store-time-zone day, YYYY-MM-DD'),
};
export const OrderFilter = z.object(orderFilter).meta({ id: 'OrderFilter' });
export type OrderFilter = z.input<typeof OrderFilter>;

export const OrderPage = z
  .strictObject({
    items: z.array(AdminClient),
    next_cursor: z.string().nullable().meta({ description: 'null on the last page' }),
    counts: z
      .strictObject({
        all: z.number().int(),
        pending: z.number().int(),
        paid: z.number().int(),
        cancelled: z.number().int(),
      })
      .nullable()
      .meta({ description: 'Per status, of the filter without its status; first page only' }),
  })
  .meta({ id: 'OrderPage', description: 'One page of the admin list' });
export type OrderPage = z.infer<typeof OrderPage>;

const LIMIT_RANGE = `limit deve ser um número entre 1 e ${MAX_PAGE_LIMIT}`;

export const ordersApi = apiArea(
  { name: 'Orders', description: 'Photos, orders (clientes), no-payment registrations and payment status.' },
  {
    uploadPhoto: {
      method: 'post',
      path: '/upload-photo',
      summary: 'Upload one photo for an order form',
      description: 'jpeg, png or webp judged by content, at most 5 MB; kept 24 hours.',
      body: {
        multipart: z.object({}),
        file: {
          name: 'file',
          maxBytes: PHOTO_MAX_BYTES,
          tooLarge: 'Arquivo muito grande (máximo 5MB)',
          missing: 'Nenhum arquivo enviado no campo "file"',
          types: 'image/jpeg, image/png, image/webp',
          description: 'The photo (≤ 5 MB)',
        },
      },
      response: UploadedPhoto,
      errors: { 400: 'foto.gif não é uma imagem válida', 413: 'Arquivo muito grande (máximo 5MB)' },
    },
    createOrder: {
      method: 'post',
      path: '/clientes',
      summary: 'Place an order (status pending)',
      description: ORDER_RULES,
      headers: z.object({
        'idempotency-key': z
          .string()
          .trim()
          .optional()
          .meta({
            description:
              'The storefront’s key for this submission (8–200 of A-Z a-z 0-9 - _ : .). Sent again within 24 h with ' +
              'the same body, it answers the order it created (same id and order_token) instead of a second order.',
          }),
      }),
      body: { json: OrderRequest },
      response: CreatedClient,
      status: 201,
      errors: {
        400: 'WhatsApp deve estar no formato (xx) xxxxx-xxxx',
        404: RITUAL_NOT_FOUND,
        409: 'Esta Idempotency-Key já foi usada em um pedido com outros dados; envie o novo pedido com outra chave.',
      },
    },
    registerWithoutPayment: {
      method: 'post',
      path: '/clientes/no-payment',
      summary: 'Register for a ritual without payment',
      description: `${ORDER_RULES} One registration per WhatsApp per ritual per day (store time zone).`,
      body: { json: OrderRequest },
      response: Registration,
      status: 201,
      errors: { 400: 'Este WhatsApp já foi cadastrado hoje neste ritual.', 404: RITUAL_NOT_FOUND },
    },
    listOrders: {
      method: 'get',
      path: '/clientes',
      summary: 'Orders, newest first',
      description:
        'With only ritual_id (or nothing), the whole list as spec §7 gives it. With any of limit, cursor, status, ' +
        'q, from or to, one page: { items, next_cursor, counts } (counts per status of the filter without its ' +
        'status, on the first page only).',
      access: 'admin',
      query: z.object({
        ...orderFilter,
        limit: z
          .string({ error: 'limit deve aparecer uma única vez' })
          .trim()
          .regex(/^\d*$/, LIMIT_RANGE)
          .transform((limit) => (limit === '' ? 50 : Number(limit)))
          .refine((limit) => limit >= 1 && limit <= MAX_PAGE_LIMIT, LIMIT_RANGE)
          .optional()
          .meta({
            description: 'Page size',
            override: { type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT, default: 50, pattern: undefined },
          }),
        cursor: single('cursor', 'next_cursor of the previous page'),
        download: z
          .enum(['xlsx', 'csv'], { error: 'download deve ser xlsx ou csv' })
          .optional()
          .meta({
            description:
              'The panel is reading the pages to build a file of the report (Relatórios, Excel): the first page ' +
              '(no cursor) is audited as report.download',
          }),
      }),
      response: z.union([z.array(AdminClient), OrderPage]),
      errors: { 400: 'Status inválido', 401: MISSING_TOKEN },
    },
    exportOrders: {
      method: 'get',
      path: '/clientes/export',
      summary: 'Every order of the filter as a CSV file, streamed',
      description:
        'The Relatórios (view=report) or Envio de Vídeo (view=video) columns of spec §9; ; separated, UTF-8 BOM. ' +
        'Each download is audited (report.download).',
      access: 'admin',
      query: z.object({
        ...orderFilter,
        view: z
          .string({ error: 'view deve aparecer uma única vez' })
          .trim()
          .transform((view) => view || 'report')
          .pipe(z.enum(['report', 'video'], { error: 'view deve ser report ou video' }))
          .optional()
          .meta({
            description: 'Which columns (default report)',
            override: { type: 'string', enum: ['report', 'video'] },
          }),
        ritual_name: single('ritual_name', 'Ritual name written in the Ritual column'),
        filename: single('filename', 'File name without extension'),
      }),
      response: z.string(),
      mediaType: 'text/csv',
      errors: { 400: 'view deve ser report ou video', 401: MISSING_TOKEN },
    },
    cancelPendingOrders: {
      method: 'post',
      path: '/clientes/cancel-pending',
      summary: 'Cancel every pending order of the filter (bulk cancel on the server)',
      access: 'admin',
      body: { json: OrderFilter },
      response: z.strictObject({ cancelled: z.number().int(), message: z.string() }),
      errors: { 400: 'Data inválida em from (use AAAA-MM-DD)', 401: MISSING_TOKEN },
    },
    getOrderView: {
      method: 'get',
      path: '/pedidos/:id',
      summary: 'The order page of the lasting link (/pedido/{id}?t=): state, amount, ritual',
      description:
        'With the order’s token in X-Order-Token (the page takes it from ?t=). A wrong or missing token answers ' +
        'the same 404 as an unknown order, so ids cannot be probed; never cached by a shared cache; rate limited.',
      access: 'orderOwner',
      params: z.object({ id: pathId(ORDER_NOT_FOUND) }),
      response: OrderView,
      errors: { 404: ORDER_NOT_FOUND, 429: 'Muitas tentativas. Tente novamente em alguns minutos.' },
    },
    setPaymentStatus: {
      method: 'put',
      path: '/clientes/:id/payment',
      summary: 'Set an order’s payment status',
      description:
        'With the order’s X-Order-Token, only pending → paid (the manual "Pagamento Efetuado" button). ' +
        'With an admin Bearer token, any status in any order. A Bearer token that is not valid answers 401.',
      access: 'adminOrOrderOwner',
      params: z.object({ id: pathId(ORDER_NOT_FOUND) }),
      body: { form: PaymentStatusInput },
      response: PaymentStatusResult,
      errors: {
        400: 'Status de pagamento inválido',
        401: INVALID_TOKEN,
        403: `${INVALID_ORDER_TOKEN} (or: Você não tem permissão para alterar o status deste pedido)`,
        404: ORDER_NOT_FOUND,
      },
    },
  },
);
