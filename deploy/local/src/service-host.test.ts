import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from './env.js';
import {
  type HostedService,
  HostStartError,
  type ServiceModule,
  startServices,
  stopOnSignals,
} from './service-host.js';

function quietLog() {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) };
}

/** A service module that records how it was started and stopped. */
function fakeService(name: string, env: Env, calls: string[], failure?: Error): HostedService {
  const module: ServiceModule = {
    async start(startEnv, options) {
      calls.push(`start ${name} ${startEnv.GRPC_PORT} handleSignals=${options.handleSignals}`);
      if (failure) throw failure;
      return {
        async stop() {
          calls.push(`stop ${name}`);
        },
      };
    },
  };
  return { name, env, load: async () => module };
}

class FakeProcess extends EventEmitter {
  connected = true;
  readonly exit = vi.fn();
}

describe('startServices', () => {
  it('starts every service with its own environment and without signal handlers of its own', async () => {
    const calls: string[] = [];
    const log = quietLog();

    const host = await startServices(
      [fakeService('catalog', { GRPC_PORT: '50051' }, calls), fakeService('orders', { GRPC_PORT: '50052' }, calls)],
      log,
    );
    await host.stop();

    expect(calls).toEqual([
      'start catalog 50051 handleSignals=false',
      'start orders 50052 handleSignals=false',
      'stop catalog',
      'stop orders',
    ]);
    expect(log.lines).toEqual(['no ar neste processo: catalog, orders']);
  });

  it('stops the services that started when one cannot, and names the one that failed', async () => {
    const calls: string[] = [];

    const starting = startServices(
      [
        fakeService('catalog', { GRPC_PORT: '50051' }, calls),
        fakeService('orders', { GRPC_PORT: '50052' }, calls, new Error('ADMIN_PASSWORD is required')),
        fakeService('reporting', { GRPC_PORT: '50056' }, calls),
      ],
      quietLog(),
    );

    await expect(starting).rejects.toThrow(new HostStartError('orders não iniciou: ADMIN_PASSWORD is required'));
    expect(calls.filter((call) => call.startsWith('stop')).sort()).toEqual(['stop catalog', 'stop reporting']);
  });

  it('reports a service whose bundle cannot be loaded like one that cannot start', async () => {
    const missing: HostedService = {
      name: 'payments',
      env: {},
      load: () => Promise.reject(new Error('Cannot find module services/payments/dist/server.js')),
    };

    await expect(startServices([missing], quietLog())).rejects.toThrow(
      'payments não iniciou: Cannot find module services/payments/dist/server.js',
    );
  });
});

describe('stopOnSignals', () => {
  it('stops every service on SIGTERM, once, then exits 0', async () => {
    const target = new FakeProcess();
    const stop = vi.fn(async () => {});
    stopOnSignals(stop, target, quietLog(), 5000);

    target.emit('SIGTERM');
    target.emit('SIGINT');
    await vi.waitFor(() => expect(target.exit).toHaveBeenCalled());

    expect(stop).toHaveBeenCalledTimes(1);
    expect(target.exit).toHaveBeenCalledWith(0);
  });

  it('stops when the runner goes away without a signal (IPC disconnect)', async () => {
    const target = new FakeProcess();
    const stop = vi.fn(async () => {});
    stopOnSignals(stop, target, quietLog(), 5000);

    target.emit('disconnect');
    await vi.waitFor(() => expect(target.exit).toHaveBeenCalledWith(0));

    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('exits 1 when the services have not stopped by the deadline', async () => {
    const target = new FakeProcess();
    const log = quietLog();
    stopOnSignals(() => new Promise<void>(() => {}), target, log, 50);

    target.emit('SIGINT');
    await vi.waitFor(() => expect(target.exit).toHaveBeenCalledWith(1));

    expect(log.lines).toContain('ERROR não parou em 50 ms; saindo assim mesmo');
  });
});
