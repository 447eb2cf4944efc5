import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { type KV, Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '@ritual/runtime';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';

interface Counter {
  hits: number;
  /** Epoch ms when this window ends. */
  resetAt: number;
}

/**
 * JetStream's refusals of a write whose expected revision is stale (10071) or, for a key never written, already
 * taken (10164): the compare-and-set lost to another writer. `@nats-io/kv` does not re-export its error class.
 */
const WRONG_LAST_SEQUENCE_CODES = new Set([10071, 10164]);

/** Upper bound of the random pause after a lost compare-and-set, so contenders stop colliding in lockstep. */
const MAX_RETRY_PAUSE_MS = 5;

function lostCompareAndSet(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' && WRONG_LAST_SEQUENCE_CODES.has(code);
}

/**
 * An express-rate-limit store in a NATS JetStream key-value bucket, so every gateway replica counts the same
 * login failures: ten guesses allowed means ten in total, not ten per replica. Each count is a fixed window
 * (hits, resetAt) changed with compare-and-set on the key's revision, so concurrent replicas never lose a hit.
 * Keys are hashed: client keys hold IPs and typed usernames, which NATS keys may not carry.
 */
export class NatsKvRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly bucket: Promise<KV>,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const counter = await this.read(key);
    return counter && { totalHits: counter.current.hits, resetTime: new Date(counter.current.resetAt) };
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.change(key, (current, now) =>
      current && current.resetAt > now
        ? { hits: current.hits + 1, resetAt: current.resetAt }
        : { hits: 1, resetAt: now + this.windowMs },
    );
  }

  async decrement(key: string): Promise<void> {
    await this.change(key, (current, now) =>
      current && current.resetAt > now ? { hits: Math.max(0, current.hits - 1), resetAt: current.resetAt } : current,
    );
  }

  async resetKey(key: string): Promise<void> {
    await (await this.bucket).delete(this.kvKey(key));
  }

  private kvKey(key: string): string {
    return `${this.prefix}.${createHash('sha256').update(key).digest('hex')}`;
  }

  private async read(key: string): Promise<{ current: Counter; revision: number } | undefined> {
    const entry = await (await this.bucket).get(this.kvKey(key));
    if (entry?.operation !== 'PUT') return undefined;
    return { current: entry.json<Counter>(), revision: entry.revision };
  }

  /**
   * Applies `next` with compare-and-set on the key's revision, retried until it wins: every lost round means
   * another writer won, so contenders always progress. Giving up instead would let the request through
   * uncounted (the limiter passes on store errors), which is how 60 concurrent guesses once got 52 through.
   * Only other errors (NATS unreachable, timeouts) reach the limiter.
   */
  private async change(
    key: string,
    next: (current: Counter | undefined, now: number) => Counter | undefined,
  ): Promise<IncrementResponse> {
    const kv = await this.bucket;
    const kvKey = this.kvKey(key);
    for (;;) {
      const stored = await this.read(key);
      const counter = next(stored?.current, Date.now());
      if (!counter) return { totalHits: 0, resetTime: undefined };
      const value = JSON.stringify(counter);
      try {
        // create() refuses when another replica wrote the key since our read; the next round updates its revision.
        if (stored) await kv.update(kvKey, value, stored.revision);
        else await kv.create(kvKey, value);
        return { totalHits: counter.hits, resetTime: new Date(counter.resetAt) };
      } catch (err) {
        if (!lostCompareAndSet(err)) throw err;
      }
      await setTimeout(Math.random() * MAX_RETRY_PAUSE_MS);
    }
  }
}

export interface SharedLoginLimits {
  /** A store for one limiter (each limiter needs its own prefix). */
  store(prefix: string): Store;
  close(): Promise<void>;
}

/**
 * Login limits in the NATS KV bucket `bucket`, kept for `windowMs` after their last change. The connection is
 * made in the background (logins wait for it) and keeps reconnecting, like the event bus.
 */
export function natsLoginLimits(
  options: { natsUrl: string; bucket: string; windowMs: number },
  logger: Logger,
): SharedLoginLimits {
  const connection: Promise<NatsConnection> = connect({
    servers: options.natsUrl,
    name: 'gateway-login-limits',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  const bucket = connection.then((nc) => new Kvm(nc).create(options.bucket, { ttl: options.windowMs, history: 1 }));
  bucket.then(
    () => logger.info({ bucket: options.bucket }, 'login limits shared through NATS KV'),
    (err: unknown) => logger.error({ err, bucket: options.bucket }, 'login limits: NATS KV unavailable'),
  );
  return {
    store: (prefix) => new NatsKvRateLimitStore(bucket, prefix),
    close: async () => {
      await (await connection.catch(() => undefined))?.drain();
    },
  };
}
