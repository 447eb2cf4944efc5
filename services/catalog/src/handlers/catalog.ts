import { type CatalogService, RitualInput, type Ritual as RitualMessage } from '@ritual/proto/ritual/v1/catalog';
import type { AsyncService } from '@ritual/runtime';
import { weekdayIn } from '../domain/featured-day.js';
import { type Ritual, statusChangedMessage } from '../domain/ritual.js';
import { validateRitualInput } from '../domain/ritual-input.js';
import type { RitualStore } from '../domain/ritual-store.js';

function toMessage(ritual: Ritual): RitualMessage {
  const { featured_day, created_at, updated_at, ...rest } = ritual;
  return {
    ...rest,
    form_fields: ritual.form_fields.map((field) => ({ ...field })),
    featured_day: featured_day ?? undefined,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

export interface CatalogHandlerOptions {
  /** IANA zone whose weekday picks the featured ritual. */
  timeZone: string;
  now?: () => Date;
}

export function catalogHandlers(
  store: RitualStore,
  { timeZone, now = () => new Date() }: CatalogHandlerOptions,
): AsyncService<typeof CatalogService> {
  return {
    listRituals: async ({ include_inactive }) => ({ rituals: (await store.list(include_inactive)).map(toMessage) }),
    getRitual: async ({ id }) => toMessage(await store.get(id)),
    getRitualBySlug: async ({ slug, include_inactive }) => toMessage(await store.getBySlug(slug, include_inactive)),
    createRitual: async (input) => toMessage(await store.create(validateRitualInput(input))),
    updateRitual: async ({ id, ritual }) =>
      toMessage(await store.update(id, validateRitualInput(ritual ?? RitualInput.fromPartial({})))),
    deleteRitual: async ({ id }) => {
      await store.delete(id);
      return {};
    },
    toggleRitualStatus: async ({ id }) => {
      const { active } = await store.toggleActive(id);
      return { message: statusChangedMessage(active), active };
    },
    getFeaturedRitual: async () => toMessage(await store.featuredOn(weekdayIn(now(), timeZone))),
  };
}
