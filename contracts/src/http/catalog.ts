import { z } from 'zod';
import { body, dateTime, flag, Message, money, pathId, requires, text } from './fields.js';
import { apiArea } from './operation.js';
import { MISSING_TOKEN, RITUAL_NOT_FOUND } from './texts.js';

export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'date', 'textarea'] as const;
export const COMMISSION_TYPES = ['percentage', 'fixed'] as const;

export const FormField = z
  .strictObject({
    id: z.number().int(),
    name: z.string().meta({ description: 'Lowercase, spaces replaced by underscores; unique in the ritual' }),
    label: z.string(),
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean(),
    placeholder: z.string(),
  })
  .meta({ id: 'FormField' });
export type FormField = z.infer<typeof FormField>;

const publicRitual = {
  id: z.number().int(),
  name: z.string(),
  slug: z.string().meta({ description: 'Made from the name: accents folded, lowercase, hyphens; unique' }),
  description: z.string(),
  price: money(),
  image_url: z.string().meta({ description: 'An http(s) URL or empty' }),
};
const storefrontRitual = {
  ...publicRitual,
  confirmation_message: z.string().meta({ description: 'Shown after payment' }),
  instructions: z.string(),
  form_fields: z.array(FormField),
  featured_day: z.number().int().min(0).max(6).nullable().meta({ description: '0 = Sunday; null = none' }),
};

export const PublicRitual = z
  .strictObject(publicRitual)
  .meta({ id: 'PublicRitual', description: 'What anyone may see of a ritual in the list' });
export type PublicRitual = z.infer<typeof PublicRitual>;

export const StorefrontRitual = z
  .strictObject(storefrontRitual)
  .meta({ id: 'StorefrontRitual', description: 'An active ritual with its order form' });
export type StorefrontRitual = z.infer<typeof StorefrontRitual>;

export const AdminRitual = z
  .strictObject({
    ...storefrontRitual,
    active: z.boolean(),
    commission_type: z.enum(COMMISSION_TYPES),
    commission_value: money('Percent of the price (0–100) or a fixed R$ amount'),
    created_at: dateTime(),
  })
  .meta({ id: 'AdminRitual', description: 'Every field, for the panel' });
export type AdminRitual = z.infer<typeof AdminRitual>;

export const FeaturedRitual = z
  .strictObject({ name: z.string(), description: z.string(), price: money('R$'), slug: z.string() })
  .meta({ id: 'FeaturedRitual' });
export type FeaturedRitual = z.infer<typeof FeaturedRitual>;

export const FormFieldInput = requires(
  body(
    {
      name: text.meta({ description: 'Normalized by the server (lowercased, spaces → underscores)' }),
      label: text,
      type: text.meta({ enum: [...FORM_FIELD_TYPES], default: 'text' }),
      required: flag.transform((value) => value ?? false).meta({ default: false }),
      placeholder: text,
    },
    'Cada item de form_fields deve ser um objeto',
  ),
  ['name', 'label'],
).meta({ id: 'FormFieldInput' });

/** The ritual payload as raw text; the catalog validates and normalizes it. */
export const RitualInput = requires(
  body(
    {
      name: text,
      description: text,
      price: text.meta({ description: '≥ 0, at most two decimals ("49.90" or 49.9)', type: ['number', 'string'] }),
      image_url: text.meta({ description: 'An http(s) URL or empty' }),
      active: flag.meta({ description: 'Defaults to true on create; kept on update when absent' }),
      commission_type: text.meta({ enum: [...COMMISSION_TYPES], default: 'percentage' }),
      commission_value: text.meta({ description: '0–100 for percentage, ≥ 0 for fixed', type: ['number', 'string'] }),
      confirmation_message: text,
      instructions: text,
      form_fields: z
        .array(FormFieldInput, { error: 'form_fields deve ser uma lista' })
        .nullable()
        .optional()
        .transform((fields) => fields ?? []),
      featured_day: text.meta({ description: '0 (Sunday) to 6, or empty/null for none' }),
    },
    'Dados do ritual devem ser um objeto JSON',
  ),
  ['name', 'price', 'commission_value'],
).meta({ id: 'RitualInput' });
export type RitualInput = z.input<typeof RitualInput>;

const byId = z.object({ id: pathId(RITUAL_NOT_FOUND) });

export const catalogApi = apiArea(
  { name: 'Rituals', description: 'The catalog: rituals, their order-form fields, the featured ritual of the day.' },
  {
    listRituals: {
      method: 'get',
      path: '/rituais',
      summary: 'Rituals for the storefront (or all of them, for an admin)',
      description:
        'Without a token: active rituals, public fields only. With a valid admin token: every ritual, every field. An invalid token is ignored.',
      access: 'optionalAdmin',
      response: z.union([z.array(PublicRitual), z.array(AdminRitual)]),
    },
    // Before /rituais/:id, which would otherwise take "admin" for an id.
    listAllRituals: {
      method: 'get',
      path: '/rituais/admin',
      summary: 'Every ritual, active or not, with every field',
      access: 'admin',
      response: z.array(AdminRitual),
      errors: { 401: MISSING_TOKEN },
    },
    getRitual: {
      method: 'get',
      path: '/rituais/:id',
      summary: 'One ritual, for editing',
      access: 'admin',
      params: byId,
      response: AdminRitual,
      errors: { 401: MISSING_TOKEN, 404: RITUAL_NOT_FOUND },
    },
    createRitual: {
      method: 'post',
      path: '/rituais',
      summary: 'Create a ritual',
      access: 'admin',
      body: { json: RitualInput },
      response: AdminRitual,
      status: 201,
      errors: { 400: 'Nome do ritual é obrigatório', 401: MISSING_TOKEN },
    },
    updateRitual: {
      method: 'put',
      path: '/rituais/:id',
      summary: 'Replace a ritual',
      access: 'admin',
      params: byId,
      body: { json: RitualInput },
      response: AdminRitual,
      errors: { 400: 'Preço deve ter no máximo duas casas decimais', 401: MISSING_TOKEN, 404: RITUAL_NOT_FOUND },
    },
    deleteRitual: {
      method: 'delete',
      path: '/rituais/:id',
      summary: 'Delete a ritual (orders keep their snapshot)',
      access: 'admin',
      params: byId,
      response: Message,
      errors: { 401: MISSING_TOKEN, 404: RITUAL_NOT_FOUND },
    },
    toggleRitualStatus: {
      method: 'patch',
      path: '/rituais/:id/toggle-status',
      summary: 'Activate or deactivate a ritual',
      description: 'Answers e.g. "Ritual desativado com sucesso".',
      access: 'admin',
      params: byId,
      response: Message,
      errors: { 401: MISSING_TOKEN, 404: RITUAL_NOT_FOUND },
    },
    getRitualBySlug: {
      method: 'get',
      path: '/ritual/:slug',
      summary: 'An active ritual and its order form',
      params: z.object({ slug: z.string().meta({ description: 'The ritual slug' }) }),
      response: StorefrontRitual,
      errors: { 404: RITUAL_NOT_FOUND },
    },
    getFeaturedRitual: {
      method: 'get',
      path: '/ritual-destaque',
      summary: "Today's featured ritual",
      description: "The active ritual whose featured_day is today's weekday in the store time zone.",
      response: FeaturedRitual,
      errors: { 404: 'Nenhum ritual em destaque hoje' },
    },
  },
);
