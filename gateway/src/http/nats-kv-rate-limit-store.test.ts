import { Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { TEST_NATS_URL, uniqueName } from '@ritual/runtime/testing';
import type { Options } from 'express-rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsKvRateLimitStore } from './shared-rate-limit-store.js';

const HITS_PER_REPLICA = 40;

describe('NatsKvRateLimitStore shared by two replicas', () => {
  const bucketName = uniqueName('rate_limit_store').replace(/[^A-Za-z0-9_-]/g, '_');
  let connections: NatsConnection[] = [];
  let replicas: NatsKvRateLimitStore[] = [];

  beforeAll(async () => {
    // One connection per replica, as two gateway processes would have.
    connections = await Promise.all([connect({ servers: TEST_NATS_URL }), connect({ servers: TEST_NATS_URL })]);
    replicas = connections.map((nc) => {
      const store = new NatsKvRateLimitStore(new Kvm(nc).create(bucketName, { history: 1 }), 'login-ip');
      store.init({ windowMs: 60_000 } as Options);
      return store;
    });
  });

  afterAll(async () => {
    await (await new Kvm(connections[0]!).open(bucketName)).destroy().catch(() => {});
    await Promise.all(connections.map((nc) => nc.close()));
  });

  it('counts every concurrent increment once and hands each caller a distinct count it wrote', async () => {
    const key = '203.0.113.9';

    const results = await Promise.all(
      Array.from({ length: HITS_PER_REPLICA * 2 }, (_, hit) => replicas[hit % 2]!.increment(key)),
    );

    const counts = results.map(({ totalHits }) => totalHits).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: HITS_PER_REPLICA * 2 }, (_, index) => index + 1));
    expect((await replicas[0]!.get(key))?.totalHits).toBe(HITS_PER_REPLICA * 2);
    expect((await replicas[1]!.get(key))?.totalHits).toBe(HITS_PER_REPLICA * 2);
  });

  it('starts a new count on one replica after the other reset the key', async () => {
    const key = 'admin-reset';
    await replicas[0]!.increment(key);
    await replicas[1]!.resetKey(key);

    const [first, second] = await Promise.all([replicas[0]!.increment(key), replicas[1]!.increment(key)]);

    expect([first.totalHits, second.totalHits].sort()).toEqual([1, 2]);
    expect((await replicas[0]!.get(key))?.totalHits).toBe(2);
  });
});
