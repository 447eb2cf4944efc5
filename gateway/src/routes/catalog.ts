import { type AdminRitual, catalogApi, type PublicRitual, type StorefrontRitual } from '@ritual/contracts/http';
import type { Ritual } from '@ritual/proto/ritual/v1/catalog';
import type { Router } from 'express';
import { adminOf } from '../http/auth.js';
import { implement } from '../http/route.js';
import { money } from '../http/values.js';
import type { RouteDeps } from './index.js';

/** What anyone may see of a ritual in the list (spec §7 GET /rituais). */
function publicRitualJson(ritual: Ritual): PublicRitual {
  return {
    id: ritual.id,
    name: ritual.name,
    slug: ritual.slug,
    description: ritual.description,
    price: money(ritual.price),
    image_url: ritual.image_url,
  };
}

/** The order-form page (and the lasting order page's ritual): everything but the commission and the active flag. */
export function storefrontRitualJson(ritual: Ritual): StorefrontRitual {
  return {
    ...publicRitualJson(ritual),
    confirmation_message: ritual.confirmation_message,
    instructions: ritual.instructions,
    form_fields: ritual.form_fields.map((field) => ({
      ...field,
      type: field.type as StorefrontRitual['form_fields'][number]['type'],
    })),
    featured_day: ritual.featured_day ?? null,
  };
}

function adminRitualJson(ritual: Ritual): AdminRitual {
  return {
    ...storefrontRitualJson(ritual),
    active: ritual.active,
    commission_type: ritual.commission_type as AdminRitual['commission_type'],
    commission_value: money(ritual.commission_value),
    created_at: ritual.created_at,
  };
}

export function catalogRoutes(deps: RouteDeps): Router {
  const catalog = deps.clients.catalog;
  return implement(catalogApi, deps, {
    listRituals: async ({ res }) => {
      const admin = adminOf(res) !== undefined;
      const { rituals } = await catalog.listRituals({ include_inactive: admin });
      return admin ? rituals.map(adminRitualJson) : rituals.map(publicRitualJson);
    },
    listAllRituals: async () => (await catalog.listRituals({ include_inactive: true })).rituals.map(adminRitualJson),
    getRitual: async ({ params }) => adminRitualJson(await catalog.getRitual(params)),
    createRitual: async ({ body }) => adminRitualJson(await catalog.createRitual(body)),
    updateRitual: async ({ params, body }) =>
      adminRitualJson(await catalog.updateRitual({ id: params.id, ritual: body })),
    deleteRitual: async ({ params }) => {
      await catalog.deleteRitual(params);
      return { message: 'Ritual excluído com sucesso' };
    },
    toggleRitualStatus: async ({ params }) => ({ message: (await catalog.toggleRitualStatus(params)).message }),
    getRitualBySlug: async ({ params }) =>
      storefrontRitualJson(await catalog.getRitualBySlug({ slug: params.slug, include_inactive: false })),
    getFeaturedRitual: async () => {
      const ritual = await catalog.getFeaturedRitual({});
      return { name: ritual.name, description: ritual.description, price: money(ritual.price), slug: ritual.slug };
    },
  });
}
