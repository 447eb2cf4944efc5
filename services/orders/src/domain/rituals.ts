import { status } from '@grpc/grpc-js';
import type { CatalogService, Ritual } from '@ritual/proto/ritual/v1/catalog';
import type { FormField } from '@ritual/proto/ritual/v1/common';
import { type AsyncClient, DomainError, isServiceError, notFound } from '@ritual/runtime';

export const RITUAL_NOT_FOUND = 'Ritual não encontrado';

export interface RitualSource {
  /** The ritual an order may be placed for: it exists and is active; else NOT_FOUND. */
  orderableRitual(ritualId: string): Promise<Ritual>;
  /** The ritual's form fields as the catalog has them now, active or not; undefined once the ritual is deleted. */
  ritualFields(ritualId: number): Promise<FormField[] | undefined>;
}

/** UNAVAILABLE and DEADLINE_EXCEEDED passed on as they are, so the gateway answers 503 instead of a generic 500. */
function passOn(err: unknown): unknown {
  if (isServiceError(err) && (err.code === status.UNAVAILABLE || err.code === status.DEADLINE_EXCEEDED)) {
    return new DomainError(err.code, err.details);
  }
  return err;
}

type CatalogClient = Pick<AsyncClient<typeof CatalogService>, 'getRitual'>;

/** Asks the catalog service over gRPC. */
export function catalogRituals(catalog: CatalogClient): RitualSource {
  return {
    async orderableRitual(ritualId) {
      const id = Number(ritualId);
      if (!/^\d+$/.test(ritualId) || !Number.isSafeInteger(id) || id <= 0) throw notFound(RITUAL_NOT_FOUND);
      let ritual: Ritual;
      try {
        ritual = await catalog.getRitual({ id });
      } catch (err) {
        if (isServiceError(err) && err.code === status.NOT_FOUND) throw notFound(RITUAL_NOT_FOUND);
        throw passOn(err);
      }
      if (!ritual.active) throw notFound(RITUAL_NOT_FOUND);
      return ritual;
    },
    async ritualFields(ritualId) {
      try {
        return (await catalog.getRitual({ id: ritualId })).form_fields;
      } catch (err) {
        if (isServiceError(err) && err.code === status.NOT_FOUND) return undefined;
        throw passOn(err);
      }
    },
  };
}
