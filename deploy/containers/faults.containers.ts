// `make test-containers`: the infrastructure under the compose stack fails while clients are having receipts approved.
// PostgreSQL, NATS and the S3 server are each killed (and come back by their restart policy), and payments is cut off
// the network, PostgreSQL included, for 20 s. Clients keep the store's promise: a request refused during an outage is
// told so in pt-BR with a 503 and sent again with the same file once the store answers, and in the end every order is
// paid exactly once and the dashboard grew by exactly what was sold.
import { performance } from 'node:perf_hooks';
import { UNAVAILABLE_DETAIL } from '@ritual/runtime';
import { describe, expect, it } from 'vitest';
import { approve, type Client, clients, expectPaidExactlyOnce } from '../local/crash/approvals.js';
import { until } from '../local/crash/stack.js';
import { Store } from '../local/crash/store.js';
import {
  adminPassword,
  BASE_URL,
  containers,
  crash,
  docker,
  PROJECT,
  replicas,
  restarts,
  untilPaymentsAnswer,
  untilServing,
} from './compose-stack.js';

const NETWORK = `${PROJECT}_default`;
const CUT_SECONDS = 20;

async function seeded() {
  await untilServing();
  const store = new Store(BASE_URL, adminPassword());
  await until('the admin signed in', async () => {
    await store.login();
    return true;
  });
  await untilPaymentsAnswer(store);
  const ritualId = await store.seed();
  return { store, ritualId, baseline: await store.dashboard() };
}

/** How often Docker has restarted each running container of the stack. */
async function restartCounts(): Promise<Map<string, number>> {
  const running = (await containers()).filter((c) => c.state === 'running');
  return new Map(await Promise.all(running.map(async (c) => [`${c.service} ${c.id}`, await restarts(c.id)] as const)));
}

/** The containers Docker restarted since `before`, but `except`. */
async function restartedSince(before: Map<string, number>, except: string): Promise<string[]> {
  const now = await restartCounts();
  return [...before]
    .filter(([name, count]) => !except.startsWith(name.split(' ')[1]!) && now.get(name) !== count)
    .map(([name]) => name);
}

async function healthy(id: string): Promise<boolean> {
  return (await containers()).some((c) => id.startsWith(c.id) && c.state === 'running' && c.health === 'healthy');
}

/** Every refusal a client met was the store's pt-BR "try again" 503, never a 500, a hang or a dropped connection. */
function expectRetryableRefusals(all: Client[]) {
  const refusals = all.flatMap((client) => client.refusals);
  expect(refusals.filter((refusal) => refusal.status !== 503 || refusal.detail !== UNAVAILABLE_DETAIL)).toEqual([]);
  return refusals;
}

function say(line: string) {
  process.stdout.write(`[faults] ${line}\n`);
}

describe.sequential('containers: PostgreSQL, NATS and the S3 server fail under load', () => {
  it.each(['postgres', 'nats', 's3'])(
    'loses no approval and counts none twice when the %s container is killed mid-load, and it comes back by itself',
    async (service) => {
      const { store, ritualId, baseline } = await seeded();
      const all = clients(20);
      const [victim] = await replicas(service);
      const restartedBefore = await restarts(victim!);
      const before = await restartCounts();
      let killedAt = 0;
      let downAt = 0;
      let backAfterS = 0;
      const back = until(
        `the killed ${service} container healthy again`,
        async () => {
          if (!killedAt || !(await healthy(victim!))) return false;
          backAfterS = (performance.now() - downAt) / 1000;
          return true;
        },
        180_000,
      );

      await approve(store, ritualId, all, {
        concurrency: 4,
        onApproved: async (approved) => {
          if (approved === 6 && !killedAt) {
            killedAt = approved;
            downAt = performance.now();
            await crash(victim!);
          }
        },
        // A client's one retry goes once the killed container is back and payments answers through the gateway.
        recover: async () => {
          await until(`${service} back`, () => healthy(victim!), 180_000);
          await untilPaymentsAnswer(store);
        },
      });
      await back;

      expect(killedAt).toBe(6);
      expect(await restarts(victim!)).toBe(restartedBefore + 1);
      // The services rode the outage out: none ended and was restarted.
      expect(await restartedSince(before, victim!)).toEqual([]);
      const refusals = expectRetryableRefusals(all);
      const outcome = await expectPaidExactlyOnce(store, ritualId, all, baseline);
      say(
        `${service} killed at 6/20: healthy again ${backAfterS.toFixed(0)} s later; ${refusals.length} requests refused ` +
          `with 503 and retried with the same file; ${outcome.orders}/20 paid once, dashboard exact`,
      );
    },
  );

  it(`loses nothing when payments is cut off the network, PostgreSQL included, for ${CUT_SECONDS} s mid-load`, async () => {
    const { store, ritualId, baseline } = await seeded();
    const all = clients(20);
    const [payments] = await replicas('payments');
    const before = await restartCounts();
    const attachment = JSON.parse(
      await docker('inspect', '--format', `{{json (index .NetworkSettings.Networks "${NETWORK}")}}`, payments!),
    ) as { Aliases: string[] | null };
    let cut: Promise<void> | undefined;
    let cutAt = 0;

    await approve(store, ritualId, all, {
      concurrency: 4,
      onApproved: (approved) => {
        if (approved !== 6 || cut) return;
        cutAt = performance.now();
        cut = (async () => {
          await docker('network', 'disconnect', NETWORK, payments!);
          await new Promise((resolve) => setTimeout(resolve, CUT_SECONDS * 1000));
          // Back under the names compose gave it, so the gateway's DNS finds it again.
          const aliases = (attachment.Aliases ?? []).flatMap((alias) => ['--alias', alias]);
          await docker('network', 'connect', ...aliases, NETWORK, payments!);
        })();
      },
      recover: async () => {
        await cut;
        await untilPaymentsAnswer(store);
      },
    });
    await cut;

    expect(cutAt).toBeGreaterThan(0);
    expect(await restartedSince(before, '')).toEqual([]);
    const refusals = expectRetryableRefusals(all);
    const outcome = await expectPaidExactlyOnce(store, ritualId, all, baseline);
    say(
      `payments cut off the network for ${CUT_SECONDS} s at 6/20: ${refusals.length} requests refused with 503 and ` +
        `retried with the same file; ${outcome.orders}/20 paid once, dashboard exact; ` +
        `${((performance.now() - cutAt) / 1000).toFixed(0)} s from the cut to the last check`,
    );
  });
});
