import { ApiError, apiClient } from '../../../lib/api-client';
import type { FeaturedRitual, RitualSummary } from '../../../lib/domain-types';

/** The ritual featured on today's weekday, or null when there is none (404). */
export async function fetchFeaturedRitual(signal?: AbortSignal): Promise<FeaturedRitual | null> {
  try {
    return (await apiClient.get<FeaturedRitual | null>('/ritual-destaque', { signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const fetchRituals = (signal?: AbortSignal) => apiClient.get<RitualSummary[]>('/rituais', { signal });
