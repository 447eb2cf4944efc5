import {
  ADMIN,
  type ApiArea,
  arrayOf,
  dateTime,
  enumOf,
  fails,
  INVALID_JSON,
  idParam,
  input,
  integer,
  jsonBody,
  money,
  NO_TOKEN,
  OPTIONAL_ADMIN,
  object,
  ok,
  pathParam,
  ref,
  type Schema,
  string,
} from './shared.js';

const FIELD_TYPES = ['text', 'email', 'tel', 'date', 'textarea'];
const COMMISSION_TYPES = ['percentage', 'fixed'];
const RITUAL_NOT_FOUND = 'Ritual não encontrado';

const publicRitual = {
  id: integer(),
  name: string(),
  slug: string('Made from the name: accents folded, lowercase, hyphens; unique'),
  description: string(),
  price: money('R$, two decimals'),
  image_url: string('An http(s) URL or empty'),
};

const storefrontRitual = {
  ...publicRitual,
  confirmation_message: string('Shown after payment'),
  instructions: string(),
  form_fields: arrayOf(ref('FormField')),
  featured_day: { type: ['integer', 'null'], minimum: 0, maximum: 6, description: '0 = Sunday; null = none' },
} satisfies Record<string, Schema>;

const adminRitual = {
  ...storefrontRitual,
  active: { type: 'boolean' },
  commission_type: enumOf(COMMISSION_TYPES),
  commission_value: money('Percent of the price (0–100) or a fixed R$ amount'),
  created_at: dateTime(),
} satisfies Record<string, Schema>;

const numberOrText = (description: string): Schema => ({ type: ['number', 'string'], description });

const adminOnly = (id: string) => ({
  tags: ['Rituals'],
  security: ADMIN,
  parameters: [idParam(id)],
});

export const catalogApi: ApiArea = {
  tag: {
    name: 'Rituals',
    description: 'The catalog: rituals, their order-form fields, the featured ritual of the day.',
  },
  schemas: {
    FormField: object({
      id: integer(),
      name: string('Lowercase, spaces replaced by underscores; unique in the ritual'),
      label: string(),
      type: enumOf(FIELD_TYPES),
      required: { type: 'boolean' },
      placeholder: string(),
    }),
    FormFieldInput: input(
      {
        name: string('Normalized by the server (lowercased, spaces → underscores)'),
        label: string(),
        type: { ...enumOf(FIELD_TYPES), default: 'text' },
        required: { type: 'boolean', default: false },
        placeholder: string(),
      },
      ['name', 'label'],
    ),
    PublicRitual: object(publicRitual, 'What anyone may see of a ritual in the list'),
    StorefrontRitual: object(storefrontRitual, 'An active ritual with its order form'),
    AdminRitual: object(adminRitual, 'Every field, for the panel'),
    RitualInput: input(
      {
        name: string(),
        description: string(),
        price: numberOrText('≥ 0, at most two decimals ("49.90" or 49.9)'),
        image_url: string('An http(s) URL or empty'),
        active: { type: 'boolean', description: 'Defaults to true on create; kept on update when absent' },
        commission_type: { ...enumOf(COMMISSION_TYPES), default: 'percentage' },
        commission_value: numberOrText('0–100 for percentage, ≥ 0 for fixed'),
        confirmation_message: string(),
        instructions: string(),
        form_fields: arrayOf(ref('FormFieldInput')),
        featured_day: { type: ['integer', 'string', 'null'], description: '0 (Sunday) to 6, or empty/null for none' },
      },
      ['name', 'price', 'commission_value'],
    ),
    FeaturedRitual: object({ name: string(), description: string(), price: money('R$'), slug: string() }),
    Message: object({ message: string('pt-BR text to show') }),
  },
  paths: {
    '/rituais': {
      get: {
        tags: ['Rituals'],
        operationId: 'listRituals',
        summary: 'Rituals for the storefront (or all of them, for an admin)',
        description:
          'Without a token: active rituals, public fields only. With a valid admin token: every ritual, every field. An invalid token is ignored.',
        security: OPTIONAL_ADMIN,
        responses: {
          ...ok('Rituals', { oneOf: [arrayOf(ref('PublicRitual')), arrayOf(ref('AdminRitual'))] }),
          ...fails({}),
        },
      },
      post: {
        tags: ['Rituals'],
        operationId: 'createRitual',
        summary: 'Create a ritual',
        security: ADMIN,
        requestBody: jsonBody(ref('RitualInput')),
        responses: {
          ...ok('Created', ref('AdminRitual'), '201'),
          ...fails({ 400: `Nome do ritual é obrigatório (or: ${INVALID_JSON})`, 401: NO_TOKEN }),
        },
      },
    },
    '/rituais/admin': {
      get: {
        tags: ['Rituals'],
        operationId: 'listAllRituals',
        summary: 'Every ritual, active or not, with every field',
        security: ADMIN,
        responses: { ...ok('Rituals', arrayOf(ref('AdminRitual'))), ...fails({ 401: NO_TOKEN }) },
      },
    },
    '/rituais/{id}': {
      get: {
        ...adminOnly('Ritual id'),
        operationId: 'getRitual',
        summary: 'One ritual, for editing',
        responses: { ...ok('The ritual', ref('AdminRitual')), ...fails({ 401: NO_TOKEN, 404: RITUAL_NOT_FOUND }) },
      },
      put: {
        ...adminOnly('Ritual id'),
        operationId: 'updateRitual',
        summary: 'Replace a ritual',
        requestBody: jsonBody(ref('RitualInput')),
        responses: {
          ...ok('Updated', ref('AdminRitual')),
          ...fails({ 400: 'Preço deve ter no máximo duas casas decimais', 401: NO_TOKEN, 404: RITUAL_NOT_FOUND }),
        },
      },
      delete: {
        ...adminOnly('Ritual id'),
        operationId: 'deleteRitual',
        summary: 'Delete a ritual (orders keep their snapshot)',
        responses: { ...ok('Deleted', ref('Message')), ...fails({ 401: NO_TOKEN, 404: RITUAL_NOT_FOUND }) },
      },
    },
    '/rituais/{id}/toggle-status': {
      patch: {
        ...adminOnly('Ritual id'),
        operationId: 'toggleRitualStatus',
        summary: 'Activate or deactivate a ritual',
        responses: {
          ...ok('Toggled; e.g. "Ritual desativado com sucesso"', ref('Message')),
          ...fails({ 401: NO_TOKEN, 404: RITUAL_NOT_FOUND }),
        },
      },
    },
    '/ritual/{slug}': {
      get: {
        tags: ['Rituals'],
        operationId: 'getRitualBySlug',
        summary: 'An active ritual and its order form',
        parameters: [pathParam('slug', 'The ritual slug', string())],
        responses: { ...ok('The ritual', ref('StorefrontRitual')), ...fails({ 404: RITUAL_NOT_FOUND }) },
      },
    },
    '/ritual-destaque': {
      get: {
        tags: ['Rituals'],
        operationId: 'getFeaturedRitual',
        summary: "Today's featured ritual",
        description: "The active ritual whose featured_day is today's weekday in the store time zone.",
        responses: {
          ...ok('The featured ritual', ref('FeaturedRitual')),
          ...fails({ 404: 'Nenhum ritual em destaque hoje' }),
        },
      },
    },
  },
};
