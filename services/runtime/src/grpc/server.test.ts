import { status } from '@grpc/grpc-js';
import type { Empty } from '@ritual/proto/ritual/v1/common';
import { SiteConfigService, type SiteSettings } from '@ritual/proto/ritual/v1/site_config';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRequestId, runWithRequestId } from '../context.js';
import { openDatabase } from '../db.js';
import { invalidArgument } from '../errors.js';
import { createLogger } from '../logger.js';
import { createClient, createHealthClient } from './client.js';
import { ServingStatus } from './health.js';
import { type GrpcServerHandle, registration, startGrpcServer } from './server.js';
import type { AsyncService } from './types.js';

const settings = (site_name: string): SiteSettings => ({
  site_name,
  browser_title: '',
  site_description: '',
  contact_phone: '',
  contact_email: '',
  contact_whatsapp: '',
  about_text: '',
  footer_text: '',
  social_instagram: '',
  social_facebook: '',
  social_tiktok: '',
});

const unused = async (_request: Empty): Promise<never> => {
  throw new Error('not used in this test');
};

function siteConfig(
  overrides: Partial<AsyncService<typeof SiteConfigService>>,
): AsyncService<typeof SiteConfigService> {
  return {
    getSiteConfig: unused,
    updateSiteConfig: unused,
    getThemeConfig: unused,
    setSiteTheme: unused,
    setAdminTheme: unused,
    setDashboardStyle: unused,
    ...overrides,
  };
}

describe('gRPC server bootstrap', () => {
  const logger = createLogger('test', 'silent');
  let server: GrpcServerHandle | undefined;

  async function serve(implementation: AsyncService<typeof SiteConfigService>) {
    server = await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      services: [registration('ritual.v1.SiteConfig', SiteConfigService, implementation)],
    });
    return createClient(SiteConfigService, `127.0.0.1:${server.port}`);
  }

  afterEach(async () => {
    await server?.drain(100);
    server = undefined;
  });

  it('carries the caller request id to the handler through metadata', async () => {
    const client = await serve(siteConfig({ getSiteConfig: async () => settings(currentRequestId() ?? 'none') }));

    const response = await runWithRequestId('req-12345678', () => client.getSiteConfig({}));

    expect(response.site_name).toBe('req-12345678');
    client.close();
  });

  it('maps a DomainError to its gRPC code with the pt-BR message as details', async () => {
    const client = await serve(
      siteConfig({
        updateSiteConfig: async () => {
          throw invalidArgument('Nome do site é obrigatório');
        },
      }),
    );

    await expect(client.updateSiteConfig(settings(''))).rejects.toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: 'Nome do site é obrigatório',
    });
    client.close();
  });

  it('answers INTERNAL without leaking the message when a handler throws synchronously', async () => {
    const client = await serve(
      siteConfig({
        getSiteConfig: (() => {
          throw new Error('secret connection string');
        }) as never,
      }),
    );

    await expect(client.getSiteConfig({})).rejects.toMatchObject({
      code: status.INTERNAL,
      details: 'Erro interno do servidor',
    });
    client.close();
  });

  it('answers UNAVAILABLE with the pt-BR retry text when the database the handler needs cannot be reached', async () => {
    // A port nothing listens on: the driver's ECONNREFUSED, wrapped by drizzle as every query error is.
    const gone = openDatabase('postgres://postgres@127.0.0.1:1/none', {});
    const client = await serve(
      siteConfig({
        getSiteConfig: async () => {
          await gone.db.execute(sql`select 1`);
          return settings('never');
        },
      }),
    );

    await expect(client.getSiteConfig({})).rejects.toMatchObject({
      code: status.UNAVAILABLE,
      details: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
    client.close();
    await gone.pool.end();
  });

  it('refuses a NUL byte or an escape character with INVALID_ARGUMENT before the handler runs, keeps line breaks', async () => {
    const received: string[] = [];
    const client = await serve(
      siteConfig({
        updateSiteConfig: async (request) => {
          received.push(request.site_name);
          return request;
        },
      }),
    );

    const refusals = await Promise.all(
      ['Loja\u0000', 'Loja\u001B[31m'].map((name) =>
        client.updateSiteConfig(settings(name)).catch((err: { code: number; details: string }) => err),
      ),
    );
    const accepted = await client.updateSiteConfig({ ...settings('Loja'), about_text: 'linha 1\r\nlinha\t2' });

    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        code: status.INVALID_ARGUMENT,
        details: expect.stringContaining('caracteres de controle ou codificação inválida não são aceitos'),
      });
    }
    expect(received).toEqual(['Loja']);
    expect(accepted.about_text).toBe('linha 1\r\nlinha\t2');
    client.close();
  });

  it('drain reports NOT_SERVING and lets an in-flight call finish', async () => {
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const client = await serve(
      siteConfig({
        getSiteConfig: async () => {
          entered();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return settings('finished');
        },
      }),
    );
    const health = createHealthClient(`127.0.0.1:${server!.port}`);
    expect(await health.check()).toBe(ServingStatus.SERVING);
    const inFlight = client.getSiteConfig({});
    await handlerEntered;

    const drained = server!.drain(5000);
    expect(server!.health.get('')).toBe(ServingStatus.NOT_SERVING);
    release();

    await expect(inFlight).resolves.toMatchObject({ site_name: 'finished' });
    await drained;
    health.close();
    client.close();
  });

  it('health over a client channel says SERVING after a restart only once that client can call again', async () => {
    const implementation = siteConfig({ getSiteConfig: async () => settings('served') });
    await serve(implementation);
    const port = server!.port;
    // A channel slow to reconnect, as one deep in its backoff is while other channels to the same replica are not.
    const client = createClient(SiteConfigService, `127.0.0.1:${port}`, {
      channel: { 'grpc.initial_reconnect_backoff_ms': 2000, 'grpc.max_reconnect_backoff_ms': 2000 },
    });
    const health = createHealthClient(client.channel);
    expect(await client.getSiteConfig({})).toMatchObject({ site_name: 'served' });

    await server!.drain(100);
    await expect(health.check()).rejects.toMatchObject({ code: status.UNAVAILABLE });
    server = await startGrpcServer({
      host: '127.0.0.1',
      port,
      logger,
      services: [registration('ritual.v1.SiteConfig', SiteConfigService, implementation)],
    });
    const freshChannelHealth = createHealthClient(`127.0.0.1:${port}`);
    expect(await freshChannelHealth.check()).toBe(ServingStatus.SERVING);
    const answers: string[] = [];
    for (let answer = ''; answer !== 'SERVING'; ) {
      answer = await health.check().then(
        (servingStatus) => (servingStatus === ServingStatus.SERVING ? 'SERVING' : 'NOT_SERVING'),
        () => 'unreachable',
      );
      answers.push(answer);
      if (answer !== 'SERVING')
        await new Promise((resolve) =>
          client.channel.watchConnectivityState(client.channel.getConnectivityState(false), Date.now() + 500, resolve),
        );
    }

    expect(answers[0]).toBe('unreachable');
    await expect(client.getSiteConfig({})).resolves.toMatchObject({ site_name: 'served' });
    health.close();
    freshChannelHealth.close();
    await expect(client.getSiteConfig({})).resolves.toMatchObject({ site_name: 'served' });
    client.close();
  });
});
