import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from './types.js';

const TYPE_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const FILTER_PATTERN = /^([A-Za-z0-9_-]+|\*)(\.([A-Za-z0-9_-]+|\*))*(\.>)?$|^>$/;

let lastOccurredMs = 0;

/**
 * Builds an envelope with a fresh UUID and the current time. Events a process makes one after another get strictly
 * increasing times (a millisecond apart at least): the outbox sends in time order, and two events of one millisecond
 * were otherwise ordered by their random ids.
 */
export function newEvent<T>(type: string, data: T): EventEnvelope<T> {
  assertEventType(type);
  lastOccurredMs = Math.max(Date.now(), lastOccurredMs + 1);
  return { id: randomUUID(), type, occurred_at: new Date(lastOccurredMs).toISOString(), data };
}

/** Types become NATS subjects, so they are dot-separated tokens without wildcards or spaces. */
export function assertEventType(type: string): void {
  if (!TYPE_PATTERN.test(type)) throw new Error(`invalid event type "${type}" (expected tokens like "orders.created")`);
}

export function assertEnvelope(event: EventEnvelope): void {
  if (!event || typeof event !== 'object') throw new Error('event must be an object');
  if (typeof event.id !== 'string' || event.id === '') throw new Error('event.id must be a non-empty string');
  if (typeof event.occurred_at !== 'string') throw new Error('event.occurred_at must be a string');
  assertEventType(event.type);
}

/** Subscription types may use NATS wildcards: `*` for one token, a trailing `>` for the rest. */
export function assertTypeFilters(types: string[]): void {
  if (types.length === 0) throw new Error('subscribe needs at least one event type');
  for (const type of types) {
    if (!FILTER_PATTERN.test(type)) throw new Error(`invalid event type filter "${type}"`);
  }
}

export function typeMatches(filter: string, type: string): boolean {
  const want = filter.split('.');
  const got = type.split('.');
  for (let i = 0; i < want.length; i++) {
    const token = want[i];
    if (token === '>') return got.length > i;
    if (i >= got.length) return false;
    if (token !== '*' && token !== got[i]) return false;
  }
  return want.length === got.length;
}

/** Durable names may not contain dots, wildcards, spaces or slashes in NATS; the same rule keeps buses alike. */
export function sanitizeDurable(durable: string): string {
  const clean = durable.replace(/[^A-Za-z0-9_-]/g, '_');
  if (clean === '') throw new Error('durable name must not be empty');
  return clean;
}

/** Delay before the n-th redelivery (n starts at 1), doubling up to `maxMs`. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
}
