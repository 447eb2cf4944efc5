import { join, resolve } from 'node:path';

export const SERVICE_NAMES = [
  'catalog',
  'orders',
  'payments',
  'identity',
  'site-config',
  'reporting',
  'messaging',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const DEFAULT_GRPC_PORTS: Record<ServiceName, number> = {
  catalog: 50051,
  orders: 50052,
  payments: 50053,
  identity: 50054,
  'site-config': 50055,
  reporting: 50056,
  messaging: 50057,
};

export const DEFAULT_GATEWAY_PORT = 8080;
export const DEFAULT_PG_PORT = 54329;
export const DEFAULT_S3_PORT = 4569;
export const DEFAULT_S3_BUCKET = 'ritual-files';
/** s3rver accepts only this hard-coded key pair (lib/models/account.js). */
export const S3RVER_CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER' } as const;

export type Env = Record<string, string | undefined>;

export interface RunnerConfig {
  repoRoot: string;
  dataDir: string;
  gatewayPort: number;
  grpcPorts: Record<ServiceName, number>;
  postgres: { kind: 'embedded'; port: number } | { kind: 'external'; url: string };
  s3: { kind: 'embedded'; port: number; bucket: string } | { kind: 'external' };
  /** Without NATS_URL, the durable pg-boss bus in its own database on the stack's PostgreSQL. */
  bus: { kind: 'postgres' } | { kind: 'nats'; url: string };
}

/** What the runner started (or was pointed at) before the children start. */
export interface Infrastructure {
  /** Any database on the server; each child gets the same server with its own database. */
  databaseServerUrl: string;
  /** S3_* values to force on the children; empty when they come from the environment. */
  s3Env: Record<string, string>;
  jwtSecret: string;
  /** orders' ORDER_LINK_KEY: seals each order's token so the lasting order link can be sent again. */
  orderLinkKey: string;
}

export interface ChildSpec {
  name: string;
  script: string;
  env: Env;
  args?: string[];
  /** The services a service host runs (their JSON log lines are labelled with their own names). */
  services?: ServiceName[];
}

/** The variable that carries each hosted service's own variables (JSON by service name) to a service host. */
export const SERVICE_HOST_ENV = 'SERVICE_HOST_ENV';

/**
 * Which services share a Node process under the runner (containers keep one each). Measured in bench/results.md:
 * a Node process costs ~70 MiB before it does anything, mostly the runtime and the same modules loaded again.
 */
export const SERVICE_HOSTS: readonly (readonly ServiceName[])[] = [
  ['catalog', 'orders', 'payments', 'identity', 'site-config', 'reporting', 'messaging'],
];

export class RunnerConfigError extends Error {
  override name = 'RunnerConfigError';
}

/** `site-config` → `SITE_CONFIG`, the prefix of its variables. */
export function envPrefix(service: ServiceName): string {
  return service.toUpperCase().replaceAll('-', '_');
}

export function databaseNameFor(service: ServiceName | 'bus'): string {
  return `ritual_${service.replaceAll('-', '_')}`;
}

/** Same server, user and options as `serverUrl`, with the service's own database (or the event bus's). */
export function databaseUrlFor(serverUrl: string, service: ServiceName | 'bus'): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseNameFor(service)}`;
  return url.toString();
}

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new RunnerConfigError(`${name} deve ser uma porta entre 1 e 65535, veio "${raw}"`);
  }
  return port;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

export function readConfig(env: Env, repoRoot: string): RunnerConfig {
  const grpcPorts = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      readPort(env, `${envPrefix(service)}_GRPC_PORT`, DEFAULT_GRPC_PORTS[service]),
    ]),
  ) as Record<ServiceName, number>;

  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new RunnerConfigError('DATABASE_URL deve ser uma URL postgres://');
  }
  const natsUrl = nonEmpty(env.NATS_URL);
  const dataDirOverride = nonEmpty(env.DATA_DIR);

  const config: RunnerConfig = {
    repoRoot,
    dataDir: dataDirOverride ? resolve(dataDirOverride) : join(repoRoot, '.data'),
    gatewayPort: readPort(env, 'PORT', DEFAULT_GATEWAY_PORT),
    grpcPorts,
    postgres: databaseUrl
      ? { kind: 'external', url: databaseUrl }
      : { kind: 'embedded', port: readPort(env, 'PG_PORT', DEFAULT_PG_PORT) },
    s3: nonEmpty(env.S3_ENDPOINT)
      ? { kind: 'external' }
      : {
          kind: 'embedded',
          port: readPort(env, 'S3_PORT', DEFAULT_S3_PORT),
          bucket: nonEmpty(env.S3_BUCKET) ?? DEFAULT_S3_BUCKET,
        },
    bus: natsUrl ? { kind: 'nats', url: natsUrl } : { kind: 'postgres' },
  };
  assertDistinctPorts(config);
  return config;
}

function assertDistinctPorts(config: RunnerConfig) {
  const owners = new Map<number, string[]>();
  const claim = (port: number, envVar: string) => owners.set(port, [...(owners.get(port) ?? []), envVar]);
  for (const service of SERVICE_NAMES) claim(config.grpcPorts[service], `${envPrefix(service)}_GRPC_PORT`);
  claim(config.gatewayPort, 'PORT');
  if (config.postgres.kind === 'embedded') claim(config.postgres.port, 'PG_PORT');
  if (config.s3.kind === 'embedded') claim(config.s3.port, 'S3_PORT');
  const clashes = [...owners].filter(([, vars]) => vars.length > 1);
  if (clashes.length) {
    const lines = clashes.map(([port, vars]) => `a porta ${port} foi dada a ${vars.join(' e a ')}`);
    throw new RunnerConfigError(lines.join('; '));
  }
}

export function serviceScript(repoRoot: string, service: ServiceName): string {
  return join(repoRoot, 'services', service, 'dist', 'server.js');
}

export function serviceHostScript(repoRoot: string): string {
  return join(repoRoot, 'deploy', 'local', 'dist', 'service-host.js');
}

export function gatewayScript(repoRoot: string): string {
  return join(repoRoot, 'gateway', 'dist', 'server.js');
}

/** The store's address as its clients open it: the origin of the order links messaging sends. */
export function localSiteUrl(config: RunnerConfig): string {
  return `http://localhost:${config.gatewayPort}`;
}

/** The seven services (in start order) and then the gateway, each with its full environment. */
export function composeChildren(config: RunnerConfig, env: Env, infra: Infrastructure): ChildSpec[] {
  const addresses = Object.fromEntries(
    SERVICE_NAMES.map((service) => [`${envPrefix(service)}_ADDR`, `127.0.0.1:${config.grpcPorts[service]}`]),
  );
  const common: Env = {
    ...env,
    NODE_ENV: nonEmpty(env.NODE_ENV) ?? 'development',
    LOG_LEVEL: nonEmpty(env.LOG_LEVEL) ?? 'info',
    STORE_TIMEZONE: nonEmpty(env.STORE_TIMEZONE) ?? 'America/Sao_Paulo',
    ...addresses,
    ...infra.s3Env,
    JWT_SECRET: infra.jwtSecret,
    // A small server: a heap cap (exports and lists stream; six services used ~70 MB of heap after 300 orders) and
    // two malloc arenas (libvips and tesseract threads) keep RSS down. 4 MB semi-spaces, not 1: the service host
    // carries six services' allocations, and with 1 MB it scavenged 775 times for 300 orders with receipts against
    // 193 with 4 MB (47 with V8's default 16 MB), for ~9 MiB more RSS (~35 MiB with the default).
    NODE_OPTIONS: nonEmpty(env.NODE_OPTIONS) ?? '--max-semi-space-size=4 --max-old-space-size=384',
    MALLOC_ARENA_MAX: nonEmpty(env.MALLOC_ARENA_MAX) ?? '2',
  };
  if (config.bus.kind === 'postgres') {
    common.BUS_DATABASE_URL = databaseUrlFor(infra.databaseServerUrl, 'bus');
    delete common.NATS_URL;
  } else {
    common.NATS_URL = config.bus.url;
    delete common.BUS_DATABASE_URL;
  }
  if (!nonEmpty(env.ADMIN_PASSWORD)) delete common.ADMIN_PASSWORD;

  const ownEnv: Partial<Record<ServiceName, Env>> = {
    orders: { ORDER_LINK_KEY: infra.orderLinkKey },
    messaging: { PUBLIC_ORIGIN: nonEmpty(env.PUBLIC_ORIGIN) ?? localSiteUrl(config) },
  };
  const services = SERVICE_NAMES.map((service) => ({
    name: service,
    script: serviceScript(config.repoRoot, service),
    env: {
      ...common,
      // Loopback by default: the services have no auth of their own and only the gateway talks to them.
      GRPC_HOST: nonEmpty(env.GRPC_HOST) ?? '127.0.0.1',
      GRPC_PORT: String(config.grpcPorts[service]),
      DATABASE_URL: databaseUrlFor(infra.databaseServerUrl, service),
      ...ownEnv[service],
    },
  }));

  const gatewayEnv: Env = {
    ...common,
    PORT: String(config.gatewayPort),
    WEB_DIST: join(config.repoRoot, 'web', 'dist'),
  };
  delete gatewayEnv.GRPC_PORT;
  delete gatewayEnv.DATABASE_URL;

  return [...services, { name: 'gateway', script: gatewayScript(config.repoRoot), env: gatewayEnv }];
}

/**
 * One process per group of `hosts` instead of one per service: its environment is what the group's services
 * share, and each service's own variables (GRPC_PORT, DATABASE_URL, …) travel in SERVICE_HOST_ENV.
 * A group is named after its services (`catalog+orders`), so every message about it says what it runs.
 */
export function hostServices(
  repoRoot: string,
  services: ChildSpec[],
  hosts: readonly (readonly ServiceName[])[] = SERVICE_HOSTS,
): ChildSpec[] {
  return hosts.map((names) => {
    const members = names.map((name) => {
      const spec = services.find((service) => service.name === name);
      if (!spec) throw new Error(`${name} não está entre os serviços a hospedar`);
      return spec;
    });
    const [first, ...rest] = members.map((member) => member.env) as [Env, ...Env[]];
    const shared: Env = Object.fromEntries(
      Object.entries(first).filter(([key, value]) => rest.every((env) => key in env && env[key] === value)),
    );
    const own = Object.fromEntries(
      members.map((member) => [
        member.name,
        Object.fromEntries(Object.entries(member.env).filter(([key]) => !(key in shared))),
      ]),
    );
    return {
      name: names.join('+'),
      script: serviceHostScript(repoRoot),
      args: [...names],
      services: [...names],
      env: { ...shared, [SERVICE_HOST_ENV]: JSON.stringify(own) },
    };
  });
}
