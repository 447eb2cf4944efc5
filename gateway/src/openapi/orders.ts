import {
  ADMIN,
  type ApiArea,
  arrayOf,
  BAD_TOKEN,
  BEARER_AUTH,
  dateTime,
  enumOf,
  fails,
  formBody,
  INVALID_ORDER_TOKEN,
  idParam,
  input,
  integer,
  jsonBody,
  NO_TOKEN,
  ORDER_TOKEN_AUTH,
  object,
  ok,
  queryParam,
  ref,
  type Schema,
  string,
  uploadBody,
} from './shared.js';

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled'];
const RITUAL_NOT_FOUND = 'Ritual não encontrado';

const client = {
  id: integer(),
  ritual_id: integer(),
  ritual_name: string('Snapshot taken when the order was placed'),
  form_data: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name → value' },
  whatsapp: string('From form_data whatsapp, else telefone, else empty'),
  payment_status: ref('PaymentStatus'),
  created_at: dateTime(),
} satisfies Record<string, Schema>;

const ORDER_RULES =
  'Every required ritual field must be filled ("{label} é obrigatório"); email and tel fields are checked; ' +
  'form_data.nome_completo_fixo (≤ 100) and form_data.whatsapp_contato ((xx) xxxxx-xxxx) are always required. ' +
  'photos must be names returned by POST /upload-photo in the last 24 h.';

export const ordersApi: ApiArea = {
  tag: { name: 'Orders', description: 'Photos, orders (clientes), no-payment registrations and payment status.' },
  schemas: {
    PaymentStatus: enumOf(PAYMENT_STATUSES),
    OrderRequest: input(
      {
        ritual_id: { type: ['integer', 'string'], description: 'An active ritual' },
        form_data: {
          type: 'object',
          additionalProperties: { type: ['string', 'number'] },
          description: 'Field name → value, including nome_completo_fixo and whatsapp_contato',
        },
        whatsapp: string(),
        photos: arrayOf(string('A filename returned by POST /upload-photo')),
      },
      ['ritual_id', 'form_data'],
    ),
    Client: object(client, 'An order'),
    CreatedClient: object(
      { ...client, order_token: string('Secret (≥ 128 bits) for X-Order-Token on this order; shown once') },
      'The created order and its token',
    ),
    AdminClient: object({ ...client, photos: arrayOf(string('Stored photo name')) }, 'An order, for the panel'),
    Registration: object({ message: string('pt-BR success text'), id: integer('The order id') }),
    PaymentStatusInput: input({ payment_status: ref('PaymentStatus') }, ['payment_status']),
    PaymentStatusResult: object({ id: integer(), payment_status: ref('PaymentStatus') }),
    UploadedPhoto: object({ filename: string('Server-made name to list in photos; expires after 24 h') }),
  },
  paths: {
    '/upload-photo': {
      post: {
        tags: ['Orders'],
        operationId: 'uploadPhoto',
        summary: 'Upload one photo for an order form',
        description: 'jpeg, png or webp judged by content, at most 5 MB; kept 24 hours.',
        requestBody: uploadBody({
          file: 'file',
          fileTypes: 'image/jpeg, image/png, image/webp',
          fileDescription: 'The photo (≤ 5 MB)',
          fileRequired: true,
        }),
        responses: {
          ...ok('Stored', ref('UploadedPhoto')),
          ...fails({ 400: 'foto.gif não é uma imagem válida', 413: 'Arquivo muito grande (máximo 5MB)' }),
        },
      },
    },
    '/clientes': {
      post: {
        tags: ['Orders'],
        operationId: 'createOrder',
        summary: 'Place an order (status pending)',
        description: ORDER_RULES,
        requestBody: jsonBody(ref('OrderRequest')),
        responses: {
          ...ok('Created', ref('CreatedClient'), '201'),
          ...fails({ 400: 'WhatsApp deve estar no formato (xx) xxxxx-xxxx', 404: RITUAL_NOT_FOUND }),
        },
      },
      get: {
        tags: ['Orders'],
        operationId: 'listOrders',
        summary: 'Orders, newest first',
        security: ADMIN,
        parameters: [queryParam('ritual_id', 'Only orders of this ritual', integer(undefined, { minimum: 1 }))],
        responses: {
          ...ok('Orders', arrayOf(ref('AdminClient'))),
          ...fails({ 400: 'ritual_id inválido', 401: NO_TOKEN }),
        },
      },
    },
    '/clientes/no-payment': {
      post: {
        tags: ['Orders'],
        operationId: 'registerWithoutPayment',
        summary: 'Register for a ritual without payment',
        description: `${ORDER_RULES} One registration per WhatsApp per ritual per day (store time zone).`,
        requestBody: jsonBody(ref('OrderRequest')),
        responses: {
          ...ok('Registered', ref('Registration'), '201'),
          ...fails({ 400: 'Este WhatsApp já foi cadastrado hoje neste ritual.', 404: RITUAL_NOT_FOUND }),
        },
      },
    },
    '/clientes/{id}/payment': {
      put: {
        tags: ['Orders'],
        operationId: 'setPaymentStatus',
        summary: 'Set an order’s payment status',
        description:
          'With the order’s X-Order-Token, only pending → paid (the manual "Pagamento Efetuado" button). ' +
          'With an admin Bearer token, any status in any order. A Bearer token that is not valid answers 401.',
        security: [{ [BEARER_AUTH]: [] }, { [ORDER_TOKEN_AUTH]: [] }],
        parameters: [idParam('Order id')],
        requestBody: formBody(ref('PaymentStatusInput')),
        responses: {
          ...ok('Changed', ref('PaymentStatusResult')),
          ...fails({
            400: 'Status de pagamento inválido',
            401: BAD_TOKEN,
            403: `${INVALID_ORDER_TOKEN} (or: Você não tem permissão para alterar o status deste pedido)`,
            404: 'Pedido não encontrado',
          }),
        },
      },
    },
  },
};
