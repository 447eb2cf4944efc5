import type { LookupAddress } from 'node:dns';
import dns from 'node:dns';
import { status } from '@grpc/grpc-js';
import { SiteConfigService } from '@ritual/proto/ritual/v1/site_config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../errors.js';
import { createLogger } from '../logger.js';
import { createClient, isIdempotent } from './client.js';
import { type GrpcServerHandle, registration, startGrpcServer } from './server.js';
import type { AsyncService } from './types.js';

const REPLICAS_NAME = 'site-config.replicas.test';
const unavailable = () => Promise.reject(new DomainError(status.UNAVAILABLE, 'réplica encerrando'));
const logger = createLogger('test', 'silent');

/** A SiteConfig server whose every method answers with the replica's name (as the site name). */
function replica(name: string, host: string, port: number) {
  return replicaAnswering(async () => ({ site_name: name }), host, port);
}

function replicaAnswering(answer: () => Promise<unknown>, host: string, port: number) {
  const implementation = new Proxy({}, { get: () => answer }) as AsyncService<typeof SiteConfigService>;
  return startGrpcServer({
    host,
    port,
    logger,
    services: [registration('ritual.v1.SiteConfig', SiteConfigService, implementation)],
  });
}

/** Stands in for Docker's or Kubernetes' DNS: the replicas' addresses under one name, changeable mid-test. */
function fakeDns() {
  let addresses: string[] = [];
  const realLookup = dns.promises.lookup;
  vi.spyOn(dns.promises, 'lookup').mockImplementation(((hostname: string, options: unknown) =>
    hostname === REPLICAS_NAME
      ? Promise.resolve(addresses.map((address): LookupAddress => ({ address, family: 4 })))
      : realLookup(hostname, options as dns.LookupAllOptions)) as typeof dns.promises.lookup);
  return {
    serve(next: string[]) {
      addresses = next;
    },
  };
}

async function siteNames(client: ReturnType<typeof createClient<typeof SiteConfigService>>, calls: number) {
  const names = await Promise.all(Array.from({ length: calls }, () => client.getSiteConfig({})));
  return names.map((settings) => settings.site_name);
}

describe('gRPC clients over replicas behind one name', () => {
  let servers: GrpcServerHandle[] = [];
  let client: ReturnType<typeof createClient<typeof SiteConfigService>> | undefined;
  let dnsRecords: ReturnType<typeof fakeDns>;

  beforeEach(() => {
    dnsRecords = fakeDns();
  });

  afterEach(async () => {
    client?.close();
    await Promise.all(servers.map((server) => server.drain(100)));
    servers = [];
    vi.restoreAllMocks();
  });

  it('spreads calls over every resolved replica when two serve the name', async () => {
    const first = await replica('a', '127.0.0.1', 0);
    const second = await replica('b', '127.0.0.2', first.port);
    servers = [first, second];
    dnsRecords.serve(['127.0.0.1', '127.0.0.2']);
    client = createClient(SiteConfigService, `${REPLICAS_NAME}:${first.port}`);

    await client.getSiteConfig({});
    const names = await siteNames(client, 40);

    expect(names.filter((name) => name === 'a').length).toBeGreaterThanOrEqual(15);
    expect(names.filter((name) => name === 'b').length).toBeGreaterThanOrEqual(15);
  });

  it('finds a replica added while running once its channel is renewed', async () => {
    const first = await replica('a', '127.0.0.1', 0);
    servers = [first];
    dnsRecords.serve(['127.0.0.1']);
    client = createClient(SiteConfigService, `${REPLICAS_NAME}:${first.port}`, { renewalMs: 300 });
    expect(await siteNames(client, 5)).toEqual(['a', 'a', 'a', 'a', 'a']);

    servers.push(await replica('b', '127.0.0.2', first.port));
    dnsRecords.serve(['127.0.0.1', '127.0.0.2']);

    await vi.waitFor(async () => expect(await siteNames(client!, 10)).toContain('b'), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('answers calls that outlast renewals and keepalive pings, on the channel they started on', async () => {
    const slow = await replicaAnswering(
      () => new Promise((resolve) => setTimeout(() => resolve({ site_name: 'slow' }), 1500)),
      '127.0.0.1',
      0,
    );
    servers = [slow];
    dnsRecords.serve(['127.0.0.1']);
    client = createClient(SiteConfigService, `${REPLICAS_NAME}:${slow.port}`, {
      renewalMs: 200,
      channel: { 'grpc.keepalive_time_ms': 300 },
    });

    expect(await siteNames(client, 4)).toEqual(['slow', 'slow', 'slow', 'slow']);
    expect(await siteNames(client, 4)).toEqual(['slow', 'slow', 'slow', 'slow']);
  });

  /** Replica a (dying once told so) and replica b, both connected: calls have been seen to reach each. */
  async function dyingAndHealthyReplicas() {
    let dying = false;
    const a = await replicaAnswering(
      () => (dying ? unavailable() : Promise.resolve({ site_name: 'a' })),
      '127.0.0.1',
      0,
    );
    servers = [a, await replica('b', '127.0.0.2', a.port)];
    dnsRecords.serve(['127.0.0.1', '127.0.0.2']);
    const connected = createClient(SiteConfigService, `${REPLICAS_NAME}:${a.port}`);
    client = connected;
    await vi.waitFor(async () => expect(new Set(await siteNames(connected, 4))).toEqual(new Set(['a', 'b'])));
    dying = true;
    return connected;
  }

  it('retries an idempotent call on another replica when its replica answers UNAVAILABLE', async () => {
    const connected = await dyingAndHealthyReplicas();

    const names: string[] = [];
    for (let call = 0; call < 20; call++) names.push((await connected.getSiteConfig({})).site_name);

    expect(names).toEqual(Array(20).fill('b'));
  });

  it('does not retry a write that is not idempotent', async () => {
    const connected = await dyingAndHealthyReplicas();

    const refusals: unknown[] = [];
    for (let call = 0; call < 20; call++)
      await connected.updateSiteConfig({} as never).catch((err) => refusals.push(err));

    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toMatchObject({ code: status.UNAVAILABLE });
  });
});

describe('which calls are retried', () => {
  it('counts reads and the receipt upload as idempotent, other writes not', () => {
    expect(isIdempotent('/ritual.v1.Catalog/GetRitualBySlug')).toBe(true);
    expect(isIdempotent('/grpc.health.v1.Health/Check')).toBe(true);
    expect(isIdempotent('/ritual.v1.Payments/SubmitReceipt')).toBe(true);
    expect(isIdempotent('/ritual.v1.Orders/CreateOrder')).toBe(false);
    expect(isIdempotent('/ritual.v1.Catalog/ToggleRitualStatus')).toBe(false);
    expect(isIdempotent('/ritual.v1.Payments/RefundPix')).toBe(false);
  });
});
