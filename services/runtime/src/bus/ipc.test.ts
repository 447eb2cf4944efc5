import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { newEvent } from './envelope.js';
import { IpcBroker } from './ipc.js';
import type { EventEnvelope } from './types.js';

const fixture = fileURLToPath(new URL('./ipc.fixture.ts', import.meta.url));

interface Report {
  what: string;
  bus?: string;
  event?: EventEnvelope;
  id?: string;
}

describe('IpcBroker with IpcBus in forked processes', () => {
  let broker: IpcBroker;
  const children: ChildProcess[] = [];

  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    }
    await broker.close();
  });

  /** Forks the fixture the way the local runner forks a service, and queues what it reports. */
  function startService(args: string[]) {
    const child = fork(fixture, args, {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, RITUAL_BUS: 'ipc', NATS_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    broker.attach(child);
    const reports: Report[] = [];
    const waiters: { what: string; resolve: (r: Report) => void }[] = [];
    child.on('message', (message: { kind?: string } & Report) => {
      if (message.kind !== 'fixture:report') return;
      const waiter = waiters.find((w) => w.what === message.what);
      if (waiter) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      } else reports.push(message);
    });
    return {
      child,
      next(what: string): Promise<Report> {
        const index = reports.findIndex((r) => r.what === what);
        if (index >= 0) return Promise.resolve(reports.splice(index, 1)[0]!);
        return new Promise((resolve) => waiters.push({ what, resolve }));
      },
    };
  }

  it('delivers an event published by one child to a subscriber in another child', async () => {
    broker = new IpcBroker();
    const subscriber = startService(['subscriber', 'reporting', 'orders.created', 'ack']);
    const publisher = startService(['publisher']);
    expect((await subscriber.next('ready')).bus).toBe('IpcBus');
    expect((await publisher.next('ready')).bus).toBe('IpcBus');

    const event = newEvent('orders.created', { order_id: 'o-1', total_cents: 4990 });
    publisher.child.send({ kind: 'fixture:publish', event });

    expect((await publisher.next('published')).id).toBe(event.id);
    expect((await subscriber.next('received')).event).toEqual(event);
  });

  it('redelivers unacked and queued events to a process that subscribes with the durable after the first died', async () => {
    broker = new IpcBroker(undefined, { retryBaseMs: 20 });
    const doomed = startService(['subscriber', 'billing', 'payments.receipt_verified', 'hang']);
    await doomed.next('ready');
    const inFlight = newEvent('payments.receipt_verified', { order_id: 'o-2' });
    await broker.bus.publish(inFlight);
    expect((await doomed.next('received')).event?.id).toBe(inFlight.id);

    doomed.child.kill('SIGKILL');
    await once(doomed.child, 'exit');
    const queued = newEvent('payments.receipt_verified', { order_id: 'o-3' });
    await broker.bus.publish(queued);

    const successor = startService(['subscriber', 'billing', 'payments.receipt_verified', 'ack']);
    const received = [await successor.next('received'), await successor.next('received')];
    expect(received.map((r) => r.event?.id).sort()).toEqual([inFlight.id, queued.id].sort());
  });
});
