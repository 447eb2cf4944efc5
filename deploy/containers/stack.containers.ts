// `make test-containers`: the compose stack of `make compose-up`, reached only through its HTTPS proxy, with real
// containers killed and scaled out. Each test seeds its own ritual, so each checks exactly its own orders.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { approve, clients, expectPaidExactlyOnce } from '../local/crash/approvals.js';
import { until } from '../local/crash/stack.js';
import { PRICE_CENTS, receiptFor, Store } from '../local/crash/store.js';
import {
  adminPassword,
  BACKUP_DIR,
  BASE_URL,
  backupDiagnostics,
  compose,
  composeRestore,
  composeUp,
  containers,
  crash,
  docker,
  PROJECT,
  psql,
  receiptsHandled,
  replicas,
  restarts,
  untilAllHealthy,
  untilPaymentsAnswer,
  untilServing,
} from './compose-stack.js';

const SERVICES = ['catalog', 'orders', 'payments', 'identity', 'site-config', 'reporting', 'messaging'];
const SCALED = '--scale payments=3 --scale orders=2 --scale catalog=2 --scale gateway=2';

async function seeded() {
  const store = new Store(BASE_URL, adminPassword());
  await store.login();
  await untilPaymentsAnswer(store);
  const ritualId = await store.seed();
  return { store, ritualId, baseline: await store.dashboard() };
}

async function handledBy(ids: string[]): Promise<Map<string, number>> {
  return new Map(await Promise.all(ids.map(async (id) => [id, await receiptsHandled(id)] as const)));
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

describe.sequential('containers: the compose stack behind HTTPS', () => {
  beforeAll(async () => {
    await untilServing();
  });

  it('runs every container healthy and reports the seven services serving through /api/health over HTTPS', async () => {
    const all = await untilAllHealthy();

    expect(new Set(all.map((container) => container.service))).toEqual(
      new Set(['postgres', 'nats', 's3', 'proxy', 'gateway', 'backup', ...SERVICES]),
    );
    const response = await fetch(`${BASE_URL}/api/health`);
    const health = (await response.json()) as { status: string; services: Record<string, string> };
    expect(response.status).toBe(200);
    expect(health.status).toBe('ok');
    expect(Object.keys(health.services).sort()).toEqual([...SERVICES].sort());
    expect(Object.values(health.services).every((status) => status === 'SERVING')).toBe(true);
  });

  it('redirects HTTP to HTTPS, sends HSTS, and publishes no port but the proxy’s', async () => {
    const plain = await fetch('http://localhost/ritual/exemplo', { redirect: 'manual' });
    const secure = await fetch(`${BASE_URL}/`);
    const published = await docker(
      'ps',
      '--filter',
      'label=com.docker.compose.project=ritual-containers-test',
      '--format',
      '{{.Names}} {{.Ports}}',
    );

    expect(plain.status).toBe(308);
    expect(plain.headers.get('location')).toBe(`${BASE_URL}/ritual/exemplo`);
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const withHostPorts = published
      .split('\n')
      .filter((line) => line.includes('->'))
      .map((line) => line.split(' ')[0]);
    expect(withHostPorts.length).toBe(1);
    expect(withHostPorts[0]).toMatch(/proxy/);
  });

  it('takes a full purchase: order, its PIX code, receipt approved, order paid, dashboard grown', async () => {
    const { store, ritualId, baseline } = await seeded();
    const all = clients(1);
    const client = all[0]!;
    client.order = await store.placeOrder(ritualId, client.key, 0);

    const pix = await store.call<{ brcode: string; amount: string }>('GET', `/clientes/${client.order.id}/pix`, {
      headers: { 'x-order-token': client.order.token },
    });
    client.verdict = await store.uploadReceipt(client.order, await receiptFor());

    expect(pix.brcode).toMatch(/^000201/);
    expect(Number(pix.amount)).toBe(PRICE_CENTS / 100);
    await expectPaidExactlyOnce(store, ritualId, all, baseline);
  });

  it('loses no approval and counts none twice when the payments container is killed mid-load, and it comes back', async () => {
    const { store, ritualId, baseline } = await seeded();
    const all = clients(24);
    const [victim] = await replicas('payments');
    const restartedBefore = await restarts(victim!);
    let killedAt = 0;

    await approve(store, ritualId, all, {
      concurrency: 4,
      onApproved: async (approved) => {
        if (approved === 8 && !killedAt) {
          killedAt = approved;
          await crash(victim!);
        }
      },
      recover: () => untilPaymentsAnswer(store),
    });

    expect(killedAt).toBe(8);
    await until('the killed payments container back by itself', async () =>
      (await containers()).some((c) => victim!.startsWith(c.id) && c.health === 'healthy'),
    );
    expect(await restarts(victim!)).toBe(restartedBefore + 1);
    const outcome = await expectPaidExactlyOnce(store, ritualId, all, baseline);
    process.stdout.write(`[containers] payments killed at 8/24: ${outcome.retried} uploads retried, 24/24 paid once\n`);
  });

  it('spreads receipts over three payments replicas, loses nothing when one dies, and uses one added while running', async () => {
    const single = await seeded();
    const warmup = clients(30);
    let started = performance.now();
    await approve(single.store, single.ritualId, warmup, { concurrency: 6 });
    const oneReplicaRate = warmup.length / ((performance.now() - started) / 1000);
    await expectPaidExactlyOnce(single.store, single.ritualId, warmup, single.baseline);

    // A gateway whose /api/health failed while payments restarted is marked unhealthy until its next check, and
    // `up --wait` gives up on an unhealthy container instead of waiting for it.
    await untilAllHealthy();
    await composeUp(SCALED);
    await untilAllHealthy();
    const payments = await replicas('payments');
    expect(payments.length).toBe(3);
    // Gateways find the new replicas when their connections reach their age (30 s) and the name is resolved again.
    const probe = await seeded();
    const probes = clients(60);
    const before = await handledBy(payments);
    let probed = 0;
    await until(
      'every payments replica taking receipts',
      async () => {
        const batch = probes.slice(probed, probed + 3);
        probed += batch.length;
        await approve(probe.store, probe.ritualId, batch, { concurrency: 3 });
        const now = await handledBy(payments);
        return payments.every((id) => (now.get(id) ?? 0) > (before.get(id) ?? 0)) || probed >= probes.length;
      },
      120_000,
    );

    const { store, ritualId, baseline } = await seeded();
    const all = clients(90);
    const start = await handledBy(payments);
    const victim = payments[2]!;
    let atKill: Map<string, number> | undefined;
    let threeReplicaRate = 0;
    started = performance.now();
    await approve(store, ritualId, all, {
      concurrency: 6,
      onApproved: async (approved) => {
        if (approved === 72 && !atKill) {
          threeReplicaRate = approved / ((performance.now() - started) / 1000);
          atKill = await handledBy(payments);
          await crash(victim);
        }
      },
      recover: () => untilPaymentsAnswer(store),
    });
    const end = await handledBy(payments.filter((id) => id !== victim));
    const taken = payments.map((id) => {
      const first = start.get(id) ?? 0;
      if (id === victim) return (atKill?.get(id) ?? 0) - first;
      return (end.get(id) ?? 0) - first;
    });
    const total = taken.reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `[containers] receipts per payments replica: ${taken.map((count) => `${count} (${percent(count, total)})`).join(', ')} ` +
        `of ${total}; receipts/s with 1 replica ${oneReplicaRate.toFixed(1)}, with 3 replicas ${threeReplicaRate.toFixed(1)}\n`,
    );
    // Judged over the receipts sent while all three were up: the victim takes nothing after its crash, and
    // gRPC round robin over a few dozen uploads drifts, so each replica must take half its fair share at least.
    const whileAllUp = payments.map((id) => (atKill?.get(id) ?? 0) - (start.get(id) ?? 0));
    const sentWhileAllUp = whileAllUp.reduce((sum, count) => sum + count, 0);
    expect(sentWhileAllUp).toBeGreaterThanOrEqual(72);
    for (const count of whileAllUp) expect(count).toBeGreaterThanOrEqual(sentWhileAllUp / payments.length / 2);
    await expectPaidExactlyOnce(store, ritualId, all, baseline);

    await untilAllHealthy();
    await composeUp(SCALED.replace('payments=3', 'payments=4'));
    const added = (await replicas('payments')).find((id) => !payments.includes(id));
    expect(added).toBeDefined();
    const late = await seeded();
    const lateClients = clients(120);
    const addedAt = performance.now();
    let sent = 0;
    await until(
      'the added payments replica taking receipts',
      async () => {
        const batch = lateClients.slice(sent, sent + 2);
        sent += batch.length;
        await approve(late.store, late.ritualId, batch, { concurrency: 2 });
        return (await receiptsHandled(added!)) > 0;
      },
      60_000,
    );
    process.stdout.write(
      `[containers] the added payments replica took its first receipt ${((performance.now() - addedAt) / 1000).toFixed(0)} s after it was healthy\n`,
    );
  });

  it('backs up continuously and restores every order, receipt file and dashboard figure into new volumes', async () => {
    const { store, ritualId, baseline } = await seeded();
    const paid = clients(3);
    await approve(store, ritualId, paid, { concurrency: 3 });
    const answeredAt = performance.now();
    // The segment PostgreSQL writes the last approval into: stored once archive_timeout closes it (the backup agent
    // does, when PostgreSQL's crash in faults.containers.ts keeps it from doing so) and a round ships it.
    const segment = await psql('SELECT pg_walfile_name(pg_current_wal_lsn())');
    await until(
      `the WAL holding the last approval (${segment}) in the backup folder`,
      async () => existsSync(join(BACKUP_DIR, 'wal', `${segment}.age`)),
      120_000,
    ).catch(async (err: Error) => {
      throw new Error(`${err.message}\n${await backupDiagnostics()}`);
    });
    const recoveryPointS = (performance.now() - answeredAt) / 1000;
    await expectPaidExactlyOnce(store, ritualId, paid, baseline);
    const orders = await store.orders(ritualId);
    const dashboard = await store.dashboard();
    const receipts = async (reader: Store, orderId: number) =>
      reader.call<{ verification_status: string; file_url: string | null }[]>('GET', `/clientes/${orderId}/receipts`);
    const [firstReceipt] = await receipts(store, paid[0]!.order!.id);
    const receiptFile = Buffer.from(await (await fetch(firstReceipt!.file_url!)).arrayBuffer());
    expect(readdirSync(join(BACKUP_DIR, 'base')).length).toBeGreaterThan(0);

    // The database's and the bucket's disks are lost; the TLS proxy's state is kept (this test trusts its CA).
    await compose('down');
    await docker('volume', 'rm', `${PROJECT}_postgres-17-data`, `${PROJECT}_s3-data`);
    const restoreStarted = performance.now();
    await composeRestore();
    const restoreS = (performance.now() - restoreStarted) / 1000;
    const restored = new Store(BASE_URL, adminPassword());
    await restored.login();
    await untilPaymentsAnswer(restored);

    expect(await restored.orders(ritualId)).toEqual(orders);
    expect(await restored.dashboard()).toEqual(dashboard);
    const [restoredReceipt] = await receipts(restored, paid[0]!.order!.id);
    expect(restoredReceipt?.verification_status).toBe('approved');
    expect(Buffer.from(await (await fetch(restoredReceipt!.file_url!)).arrayBuffer())).toEqual(receiptFile);
    const after = clients(1);
    await approve(restored, ritualId, after, { concurrency: 1 });
    expect(after[0]?.verdict?.verification_status).toBe('approved');
    process.stdout.write(
      `[containers] backup: last approval's WAL stored ${recoveryPointS.toFixed(0)} s after its answer; ` +
        `restore into new volumes to serving ${restoreS.toFixed(0)} s; ${orders.length} orders and the dashboard identical\n`,
    );
  });
});
