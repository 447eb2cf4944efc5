import type { FormFieldInput, Ritual, RitualInput } from '@ritual/proto/ritual/v1/catalog';
import { Router } from 'express';
import { adminOf } from '../http/auth.js';
import { jsonBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { money, pathId, text } from '../http/values.js';
import type { RouteDeps } from './index.js';

const RITUAL_NOT_FOUND = 'Ritual não encontrado';
const INVALID_VALUE = 'Valor inválido no corpo da requisição';

/** What anyone may see of a ritual in the list (spec §7 GET /rituais). */
function publicRitualJson(ritual: Ritual) {
  return {
    id: ritual.id,
    name: ritual.name,
    slug: ritual.slug,
    description: ritual.description,
    price: money(ritual.price),
    image_url: ritual.image_url,
  };
}

/** The order-form page: everything but the commission and the active flag. */
function storefrontRitualJson(ritual: Ritual) {
  return {
    ...publicRitualJson(ritual),
    confirmation_message: ritual.confirmation_message,
    instructions: ritual.instructions,
    form_fields: ritual.form_fields.map((field) => ({ ...field })),
    featured_day: ritual.featured_day ?? null,
  };
}

function adminRitualJson(ritual: Ritual) {
  return {
    ...storefrontRitualJson(ritual),
    active: ritual.active,
    commission_type: ritual.commission_type,
    commission_value: money(ritual.commission_value),
    created_at: ritual.created_at,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flag(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new HttpError(400, INVALID_VALUE);
}

function formFieldsInput(value: unknown): FormFieldInput[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new HttpError(400, 'form_fields deve ser uma lista');
  return value.map((field: unknown) => {
    if (!isObject(field)) throw new HttpError(400, 'Cada item de form_fields deve ser um objeto');
    return {
      name: text(field.name),
      label: text(field.label),
      type: text(field.type),
      required: flag(field.required) ?? false,
      placeholder: text(field.placeholder),
    };
  });
}

/** The ritual payload as raw text; the catalog validates and normalizes it. */
function ritualInput(body: unknown): RitualInput {
  const values = body === undefined ? {} : body;
  if (!isObject(values)) throw new HttpError(400, 'Dados do ritual devem ser um objeto JSON');
  return {
    name: text(values.name),
    description: text(values.description),
    price: text(values.price),
    image_url: text(values.image_url),
    active: flag(values.active),
    commission_type: text(values.commission_type),
    commission_value: text(values.commission_value),
    confirmation_message: text(values.confirmation_message),
    instructions: text(values.instructions),
    form_fields: formFieldsInput(values.form_fields),
    featured_day: text(values.featured_day),
  };
}

export function catalogRoutes({ clients: { catalog }, auth }: RouteDeps): Router {
  const router = Router();
  const ritualId = (value: string | string[] | undefined) => pathId(String(value), RITUAL_NOT_FOUND);

  router.get('/rituais', auth.optionalAdmin, async (_req, res) => {
    const admin = adminOf(res) !== undefined;
    const { rituals } = await catalog.listRituals({ include_inactive: admin });
    res.json(rituals.map(admin ? adminRitualJson : publicRitualJson));
  });

  // Before /rituais/:id, which would otherwise take "admin" for an id.
  router.get('/rituais/admin', auth.requireAdmin, async (_req, res) => {
    const { rituals } = await catalog.listRituals({ include_inactive: true });
    res.json(rituals.map(adminRitualJson));
  });

  router.get('/rituais/:id', auth.requireAdmin, async (req, res) => {
    res.json(adminRitualJson(await catalog.getRitual({ id: ritualId(req.params.id) })));
  });

  router.post('/rituais', auth.requireAdmin, jsonBody, async (req, res) => {
    res.status(201).json(adminRitualJson(await catalog.createRitual(ritualInput(req.body))));
  });

  router.put('/rituais/:id', auth.requireAdmin, jsonBody, async (req, res) => {
    const ritual = await catalog.updateRitual({ id: ritualId(req.params.id), ritual: ritualInput(req.body) });
    res.json(adminRitualJson(ritual));
  });

  router.delete('/rituais/:id', auth.requireAdmin, async (req, res) => {
    await catalog.deleteRitual({ id: ritualId(req.params.id) });
    res.json({ message: 'Ritual excluído com sucesso' });
  });

  router.patch('/rituais/:id/toggle-status', auth.requireAdmin, async (req, res) => {
    const { message } = await catalog.toggleRitualStatus({ id: ritualId(req.params.id) });
    res.json({ message });
  });

  router.get('/ritual/:slug', async (req, res) => {
    const ritual = await catalog.getRitualBySlug({ slug: String(req.params.slug), include_inactive: false });
    res.json(storefrontRitualJson(ritual));
  });

  router.get('/ritual-destaque', async (_req, res) => {
    const ritual = await catalog.getFeaturedRitual({});
    res.json({ name: ritual.name, description: ritual.description, price: money(ritual.price), slug: ritual.slug });
  });

  return router;
}
