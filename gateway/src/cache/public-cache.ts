import { createHash } from 'node:crypto';

export type CachedStatus = 200 | 404;

/** Which owning service's data an entry holds; a change event or an admin write drops the whole group. */
export type CacheGroup = 'catalog' | 'site' | 'payment';

export interface CachedBody {
  /** 200, or 404 for a known absence (no featured ritual today). */
  status: CachedStatus;
  /** The exact bytes sent, JSON. */
  body: Buffer;
  /** Strong validator of `body`, quoted as HTTP wants it. */
  etag: string;
}

interface Entry extends CachedBody {
  group: CacheGroup;
  expiresAt: number;
}

export interface PublicCacheOptions {
  /** How long an entry lives without any event: the bound on staleness when an event is lost. */
  ttlMs?: number;
  /** Entries beyond this are not stored (slugs are the only open-ended keys). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Ready-to-send JSON of the public reads, by key. The services stay the source of truth: an entry is
 * dropped when its group is invalidated or after `ttlMs`. A fill that started before an invalidation is
 * not stored, so an admin's write is never hidden by a read that raced it.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations: Record<CacheGroup, number> = { catalog: 0, site: 0, payment: 0 };
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: PublicCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** A token to hand back to `set`: the fill is stored only if the group was not invalidated meanwhile. */
  generation(group: CacheGroup): number {
    return this.generations[group];
  }

  /** Stores `body` (serialized JSON) under `key`; answers what to send, stored or not. */
  set(group: CacheGroup, key: string, generation: number, body: string, status: CachedStatus = 200): CachedBody {
    const bytes = Buffer.from(body);
    const entry: Entry = { group, status, body: bytes, etag: etagOf(bytes), expiresAt: this.now() + this.ttlMs };
    if (generation === this.generations[group] && (this.entries.has(key) || this.entries.size < this.maxEntries)) {
      this.entries.set(key, entry);
    }
    return entry;
  }

  invalidate(group: CacheGroup): void {
    this.generations[group]++;
    for (const [key, entry] of this.entries) if (entry.group === group) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 If-None-Match: `*`, or a list of (possibly weak) tags compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
