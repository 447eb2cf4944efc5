import { describe, expect, it } from 'vitest';
import {
  composeChildren,
  type Env,
  hostServices,
  type Infrastructure,
  RunnerConfigError,
  readConfig,
  SERVICE_HOST_ENV,
  SERVICE_NAMES,
} from './env.js';

const repo = '/repo';
const embeddedInfra: Infrastructure = {
  databaseServerUrl: 'postgres://postgres:pw@127.0.0.1:54329/postgres',
  s3Env: {
    S3_ENDPOINT: 'http://127.0.0.1:4569',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: 'ritual-files',
  },
  jwtSecret: 'generated',
  orderLinkKey: 'k'.repeat(64),
};

function byName(env: Env, infra: Infrastructure = embeddedInfra) {
  const children = composeChildren(readConfig(env, repo), env, infra);
  return Object.fromEntries(children.map((child) => [child.name, child]));
}

describe('readConfig', () => {
  it('defaults to everything embedded under <repo>/.data', () => {
    expect(readConfig({}, repo)).toEqual({
      repoRoot: repo,
      dataDir: '/repo/.data',
      gatewayPort: 8080,
      grpcPorts: {
        catalog: 50051,
        orders: 50052,
        payments: 50053,
        identity: 50054,
        'site-config': 50055,
        reporting: 50056,
        messaging: 50057,
      },
      postgres: { kind: 'embedded', port: 54329 },
      s3: { kind: 'embedded', port: 4569, bucket: 'ritual-files' },
      bus: { kind: 'postgres' },
    });
  });

  it('switches to external services when DATABASE_URL, NATS_URL and S3_ENDPOINT are set', () => {
    const config = readConfig(
      {
        DATABASE_URL: 'postgres://app:secret@db.internal:5432/postgres',
        NATS_URL: 'nats://nats.internal:4222',
        S3_ENDPOINT: 'http://s3:8333',
        DATA_DIR: '/var/lib/ritual',
      },
      repo,
    );
    expect(config.postgres).toEqual({ kind: 'external', url: 'postgres://app:secret@db.internal:5432/postgres' });
    expect(config.bus).toEqual({ kind: 'nats', url: 'nats://nats.internal:4222' });
    expect(config.s3).toEqual({ kind: 'external' });
    expect(config.dataDir).toBe('/var/lib/ritual');
  });

  it('reads port overrides and names a bad one', () => {
    const config = readConfig({ SITE_CONFIG_GRPC_PORT: '6005', PORT: '3000', PG_PORT: '6432', S3_PORT: '9001' }, repo);
    expect(config.grpcPorts['site-config']).toBe(6005);
    expect(config.gatewayPort).toBe(3000);
    expect(config.postgres).toEqual({ kind: 'embedded', port: 6432 });
    expect(config.s3).toMatchObject({ port: 9001 });
    expect(() => readConfig({ CATALOG_GRPC_PORT: 'abc' }, repo)).toThrow(RunnerConfigError);
    expect(() => readConfig({ CATALOG_GRPC_PORT: 'abc' }, repo)).toThrow(/CATALOG_GRPC_PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' }, repo)).toThrow(/DATABASE_URL/);
  });

  it('refuses two listeners on one port', () => {
    expect(() => readConfig({ PORT: '50051' }, repo)).toThrow(
      /50051.*PORT.*CATALOG_GRPC_PORT|50051.*CATALOG_GRPC_PORT.*PORT/,
    );
  });
});

describe('composeChildren', () => {
  it('starts the seven services, then the gateway', () => {
    const children = composeChildren(readConfig({}, repo), {}, embeddedInfra);
    expect(children.map((child) => [child.name, child.script])).toEqual([
      ['catalog', '/repo/services/catalog/dist/server.js'],
      ['orders', '/repo/services/orders/dist/server.js'],
      ['payments', '/repo/services/payments/dist/server.js'],
      ['identity', '/repo/services/identity/dist/server.js'],
      ['site-config', '/repo/services/site-config/dist/server.js'],
      ['reporting', '/repo/services/reporting/dist/server.js'],
      ['messaging', '/repo/services/messaging/dist/server.js'],
      ['gateway', '/repo/gateway/dist/server.js'],
    ]);
  });

  it('caps the memory of each child unless the environment chooses its own settings', () => {
    const defaults = byName({});
    const chosen = byName({ NODE_OPTIONS: '--max-old-space-size=1024', MALLOC_ARENA_MAX: '4' });

    expect([defaults.gateway?.env.NODE_OPTIONS, defaults.payments?.env.MALLOC_ARENA_MAX]).toEqual([
      '--max-semi-space-size=4 --max-old-space-size=384',
      '2',
    ]);
    expect([chosen.orders?.env.NODE_OPTIONS, chosen.orders?.env.MALLOC_ARENA_MAX]).toEqual([
      '--max-old-space-size=1024',
      '4',
    ]);
  });

  it('gives each service its own database on the same server and its own gRPC port', () => {
    const children = byName({});
    expect(children.catalog?.env.DATABASE_URL).toBe('postgres://postgres:pw@127.0.0.1:54329/ritual_catalog');
    expect(children['site-config']?.env.DATABASE_URL).toBe('postgres://postgres:pw@127.0.0.1:54329/ritual_site_config');
    expect(children.reporting?.env.GRPC_PORT).toBe('50056');
    expect(children.messaging?.env.DATABASE_URL).toBe('postgres://postgres:pw@127.0.0.1:54329/ritual_messaging');
    expect(children.messaging?.env.GRPC_PORT).toBe('50057');
    expect(children.catalog?.env.GRPC_HOST).toBe('127.0.0.1');
  });

  it('gives orders the order link key and messaging the local site as the origin of its links', () => {
    const children = byName({ PORT: '9090' });

    expect(children.orders?.env.ORDER_LINK_KEY).toBe(embeddedInfra.orderLinkKey);
    expect(children.messaging?.env.PUBLIC_ORIGIN).toBe('http://localhost:9090');
    expect(children.gateway?.env.ORDER_LINK_KEY).toBeUndefined();
    expect(children.catalog?.env.PUBLIC_ORIGIN).toBeUndefined();
    expect(byName({ PUBLIC_ORIGIN: 'https://loja.example' }).messaging?.env.PUBLIC_ORIGIN).toBe('https://loja.example');
  });

  it('keeps the external server, credentials and options while replacing the database', () => {
    const env = { DATABASE_URL: 'postgres://app:s%40cret@db.internal:6543/main?sslmode=require' };
    const children = byName(env, { ...embeddedInfra, databaseServerUrl: env.DATABASE_URL });
    expect(children.orders?.env.DATABASE_URL).toBe(
      'postgres://app:s%40cret@db.internal:6543/ritual_orders?sslmode=require',
    );
    expect(children.gateway?.env.DATABASE_URL).toBeUndefined();
  });

  it('gives every process the environment, the service addresses and the shared secrets', () => {
    const env = {
      HOME: '/home/dev',
      LOG_LEVEL: 'debug',
      EVENT_STREAM: 'S',
      EVENT_SUBJECT_PREFIX: 'p',
      ADMIN_PASSWORD: 'a',
    };
    for (const child of Object.values(byName(env))) {
      expect(child.env).toMatchObject({
        HOME: '/home/dev',
        NODE_ENV: 'development',
        LOG_LEVEL: 'debug',
        STORE_TIMEZONE: 'America/Sao_Paulo',
        EVENT_STREAM: 'S',
        EVENT_SUBJECT_PREFIX: 'p',
        JWT_SECRET: 'generated',
        ADMIN_PASSWORD: 'a',
        BUS_DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:54329/ritual_bus',
        CATALOG_ADDR: '127.0.0.1:50051',
        ORDERS_ADDR: '127.0.0.1:50052',
        PAYMENTS_ADDR: '127.0.0.1:50053',
        IDENTITY_ADDR: '127.0.0.1:50054',
        SITE_CONFIG_ADDR: '127.0.0.1:50055',
        REPORTING_ADDR: '127.0.0.1:50056',
        MESSAGING_ADDR: '127.0.0.1:50057',
        ...embeddedInfra.s3Env,
      });
      expect(child.env.NATS_URL).toBeUndefined();
    }
  });

  it('gives the gateway its HTTP port and the built web app, and no gRPC port', () => {
    const gateway = byName({ PORT: '9090', NODE_ENV: 'production' }).gateway;
    expect(gateway?.env).toMatchObject({ PORT: '9090', WEB_DIST: '/repo/web/dist', NODE_ENV: 'production' });
    expect(gateway?.env.GRPC_PORT).toBeUndefined();
  });

  it('moves the addresses with the port overrides', () => {
    const children = byName({ SITE_CONFIG_GRPC_PORT: '6005' });
    expect(children.gateway?.env.SITE_CONFIG_ADDR).toBe('127.0.0.1:6005');
    expect(children['site-config']?.env.GRPC_PORT).toBe('6005');
  });

  it('passes NATS and the S3 variables through when they point at external services', () => {
    const env = {
      NATS_URL: 'nats://nats.internal:4222',
      S3_ENDPOINT: 'http://s3:8333',
      S3_ACCESS_KEY: 'loja',
      S3_SECRET_KEY: 'segredo-da-loja',
      S3_BUCKET: 'prod-files',
      S3_REGION: 'sa-east-1',
      BUS_DATABASE_URL: 'postgres://left@over/bus',
    };
    for (const child of Object.values(byName(env, { ...embeddedInfra, s3Env: {} }))) {
      expect(child.env).toMatchObject({
        NATS_URL: 'nats://nats.internal:4222',
        S3_ENDPOINT: 'http://s3:8333',
        S3_ACCESS_KEY: 'loja',
        S3_SECRET_KEY: 'segredo-da-loja',
        S3_BUCKET: 'prod-files',
        S3_REGION: 'sa-east-1',
      });
      expect(child.env.BUS_DATABASE_URL).toBeUndefined();
    }
  });

  it('lets identity use its development default when ADMIN_PASSWORD is unset or empty', () => {
    expect(byName({ ADMIN_PASSWORD: '' }).identity?.env.ADMIN_PASSWORD).toBeUndefined();
  });

  it('overrides stale values inherited from the environment', () => {
    const identity = byName({ GRPC_PORT: '1', DATABASE_URL: '', CATALOG_ADDR: 'elsewhere:1' }).identity;
    expect(identity?.env).toMatchObject({ GRPC_PORT: '50054', CATALOG_ADDR: '127.0.0.1:50051' });
    expect(identity?.env.DATABASE_URL).toBe('postgres://postgres:pw@127.0.0.1:54329/ritual_identity');
  });
});

describe('hostServices', () => {
  const services = () =>
    composeChildren(readConfig({ PATH: '/usr/bin' }, repo), { PATH: '/usr/bin' }, embeddedInfra).filter(
      (child) => child.name !== 'gateway',
    );

  it('runs each group in one process named after its services, which lists them as arguments', () => {
    const hosts = hostServices(repo, services(), [['catalog', 'orders'], ['payments']]);

    expect(hosts.map(({ name, script, args, services }) => ({ name, script, args, services }))).toEqual([
      {
        name: 'catalog+orders',
        script: '/repo/deploy/local/dist/service-host.js',
        args: ['catalog', 'orders'],
        services: ['catalog', 'orders'],
      },
      {
        name: 'payments',
        script: '/repo/deploy/local/dist/service-host.js',
        args: ['payments'],
        services: ['payments'],
      },
    ]);
  });

  it('gives each hosted service exactly the environment it would have had in its own process', () => {
    const children = services();
    children.find((child) => child.name === 'payments')!.env.PIX_PSP_URL = 'http://127.0.0.1:8787/v2';

    const [host] = hostServices(repo, children, [SERVICE_NAMES]);
    const { [SERVICE_HOST_ENV]: own, ...shared } = host!.env;
    const perService = JSON.parse(own as string) as Record<string, Env>;

    for (const child of children) expect({ ...shared, ...perService[child.name] }).toEqual(child.env);
    expect(shared.JWT_SECRET).toBe('generated');
    expect(shared.GRPC_PORT).toBeUndefined();
    expect(perService.orders).toEqual({
      GRPC_PORT: '50052',
      DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:54329/ritual_orders',
      ORDER_LINK_KEY: embeddedInfra.orderLinkKey,
    });
    expect(perService.payments?.PIX_PSP_URL).toBe('http://127.0.0.1:8787/v2');
  });

  it('refuses a group that names a service it was not given', () => {
    expect(() => hostServices(repo, services().slice(0, 1), [['catalog', 'orders']])).toThrow(
      'orders não está entre os serviços a hospedar',
    );
  });
});
