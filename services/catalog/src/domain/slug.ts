const FALLBACK_SLUG = 'ritual';
const MAX_BASE_LENGTH = 80;

/** "Ritual do Amor Eterno!" → "ritual-do-amor-eterno": accents folded, lowercase, hyphen-separated. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** `base` when free, else the first of base-2, base-3, … that nobody holds. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
