/** How long the store's name is reused before site-config is asked again. */
export const SITE_NAME_TTL_MS = 30_000;

/**
 * The store's name (site-config owns it), asked for at most once per `ttlMs`: each receipt and each order's PIX
 * code needs it, and a gRPC call per receipt was a twentieth of the receipt path's CPU. A rename reaches payments
 * within `ttlMs`; until then the old name still counts as the store's in a receipt, next to the key that decides.
 * Callers waiting at once share one call; a failed call is not remembered.
 */
export function rememberedSiteName(
  fetchName: () => Promise<string>,
  { ttlMs = SITE_NAME_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): () => Promise<string> {
  let remembered: { name: Promise<string>; until: number } | undefined;
  return () => {
    if (remembered && now() < remembered.until) return remembered.name;
    const name = fetchName();
    const entry = { name, until: Number.POSITIVE_INFINITY };
    remembered = entry;
    name.then(
      () => {
        entry.until = now() + ttlMs;
      },
      () => {
        if (remembered === entry) remembered = undefined;
      },
    );
    return name;
  };
}
