import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { newEvent } from './envelope.js';
import { IpcBroker } from './ipc.js';
import type { ConsumerLag } from './types.js';

const fixture = fileURLToPath(new URL('./ipc-lag.fixture.ts', import.meta.url));

type FixtureMessage = { kind?: string; lag?: ConsumerLag[] };

describe('IpcBus lag', () => {
  const broker = new IpcBroker();
  const child = fork(fixture, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, RITUAL_BUS: 'ipc', NATS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  broker.attach(child);
  /** The child's next message of `kind` (the bus protocol shares the channel). */
  const next = (kind: string) =>
    new Promise<FixtureMessage>((resolve) => {
      const listener = (message: FixtureMessage) => {
        if (message.kind !== kind) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });
  const ready = next('fixture:ready');

  afterAll(async () => {
    child.kill('SIGKILL');
    await once(child, 'exit');
    await broker.close();
  });

  it("asks the runner's broker for the child's own durables only", async () => {
    await ready;
    await broker.bus.subscribe('someone-else', ['orders.created'], async () => {});
    for (let i = 0; i < 3; i++) await broker.bus.publish(newEvent('orders.created', { i }));

    const reply = next('fixture:lag');
    child.send({ kind: 'fixture:lag' });

    // One event in the never-ending handler, two waiting behind it.
    expect((await reply).lag).toEqual([{ durable: 'lagging', pending: 3 }]);
  });
});
