import { SiteConfigService, type SiteSettings } from '@ritual/proto/ritual/v1/site_config';
import { afterEach, describe, expect, it } from 'vitest';
import { newEvent } from './bus/envelope.js';
import { createBus } from './bus/index.js';
import type { EventBus } from './bus/types.js';
import { invalidArgument } from './errors.js';
import { createClient } from './grpc/client.js';
import { registration } from './grpc/server.js';
import type { AsyncService } from './grpc/types.js';
import { createLogger } from './logger.js';
import { countReceiptVerdict, defaultMetricsPort } from './metrics.js';
import { type RunningService, startService } from './service.js';

const logger = createLogger('metrics-test', 'silent');
const settings = { site_name: 'Loja' } as SiteSettings;
const notUsed = async (): Promise<never> => {
  throw new Error('not used');
};
const implementation: AsyncService<typeof SiteConfigService> = {
  getSiteConfig: async () => settings,
  updateSiteConfig: async () => {
    throw invalidArgument('Nome obrigatório');
  },
  getThemeConfig: notUsed,
  setSiteTheme: notUsed,
  setAdminTheme: notUsed,
  setDashboardStyle: notUsed,
};

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('service /metrics', () => {
  let running: RunningService | undefined;
  let bus: EventBus | undefined;

  afterEach(async () => {
    await bus?.close();
    await running?.stop();
    running = bus = undefined;
  });

  async function start() {
    running = await startService({
      logger,
      env: { GRPC_HOST: '127.0.0.1', GRPC_PORT: 0, SHUTDOWN_TIMEOUT_MS: 3000 },
      services: [registration('ritual.v1.SiteConfig', SiteConfigService, implementation)],
      stopSteps: [],
      handleSignals: false,
    });
    return running;
  }

  it('counts and times gRPC calls per method and code, next to the process metrics', async () => {
    const service = await start();
    const client = createClient(SiteConfigService, `127.0.0.1:${service.port}`);
    await client.getSiteConfig({});
    await client.getSiteConfig({});
    await expect(client.updateSiteConfig(settings)).rejects.toThrow('Nome obrigatório');
    client.close();

    const text = await scrape(service.metrics.port);

    const get = 'method="/ritual.v1.SiteConfig/GetSiteConfig",code="OK"';
    expect(sample(text, 'grpc_server_handled_total', get)).toBe(2);
    expect(sample(text, 'grpc_server_handling_seconds_count', get)).toBe(2);
    const update = 'method="/ritual.v1.SiteConfig/UpdateSiteConfig",code="INVALID_ARGUMENT"';
    expect(sample(text, 'grpc_server_handled_total', update)).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('reports receipt verdicts by outcome', async () => {
    const service = await start();
    countReceiptVerdict('approved');
    countReceiptVerdict('rejected');
    countReceiptVerdict('rejected');

    const text = await scrape(service.metrics.port);

    expect(sample(text, 'ritual_receipt_verdicts_total', 'outcome="rejected"')).toBe(2);
    expect(sample(text, 'ritual_receipt_verdicts_total', 'outcome="approved"')).toBe(1);
  });

  it('reports how many events each durable consumer has not handled yet, until the bus closes', async () => {
    const service = await start();
    bus = await createBus({ EVENT_STREAM: 'S', EVENT_SUBJECT_PREFIX: 'p' }, logger);
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await bus.subscribe('reporting-orders', ['orders.*'], () => blocked);
    for (let i = 0; i < 3; i++) await bus.publish(newEvent('orders.created', { i }));
    await bus.publish(newEvent('catalog.changed', {}));

    expect(
      sample(await scrape(service.metrics.port), 'ritual_event_consumer_pending', 'durable="reporting-orders"'),
    ).toBe(3);
    release();
    await bus.close();
    expect(await scrape(service.metrics.port)).not.toContain('durable="reporting-orders"');
  });

  it('answers 404 outside /metrics', async () => {
    const service = await start();
    expect((await fetch(`http://127.0.0.1:${service.metrics.port}/other`)).status).toBe(404);
  });

  it('listens next to the gRPC port by default, on a random port when gRPC has one or it would overflow', () => {
    expect(defaultMetricsPort(50051)).toBe(51051);
    expect(defaultMetricsPort(0)).toBe(0);
    expect(defaultMetricsPort(65000)).toBe(0);
  });
});
