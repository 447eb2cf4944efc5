import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { APP_SCHEMAS, knownKeys } from './app-schemas.js';

const root = join(import.meta.dirname, '..', '..');
const INFRA = ['postgres', 'nats', 's3'];

interface ComposeService {
  image?: string;
  restart?: string;
  environment?: Record<string, string | number>;
  env_file?: unknown;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  command?: string[];
  ports?: string[];
  deploy?: { resources?: { limits?: { memory?: string } } };
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;
const exampleEnv = Object.fromEntries(
  readFileSync(join(root, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** Compose's ${VAR}, ${VAR:-default} and ${VAR:?error} against `env`; `$$` is a literal dollar. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (match, name?: string, op?: string, arg = '') => {
    if (match === '$$') return '$';
    const set = env[name!];
    if (set !== undefined && set !== '') return set;
    if (op === '?') throw new Error(`${name} is required: ${arg}`);
    return op === '-' ? arg : '';
  });
}

function referencedVariables(text: string): string[] {
  return [...text.matchAll(/(?<!\$)\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!);
}

function environmentOf(name: string, env: Record<string, string>): Record<string, string> {
  const raw = services[name]?.environment ?? {};
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(String(value), env)]));
}

/** .env.example with the secrets it leaves empty filled in, as an operator would. */
const filledEnv = {
  ...exampleEnv,
  ADMIN_PASSWORD: 'uma-senha-forte',
  JWT_SECRET: 'x'.repeat(40),
  ORDER_LINK_KEY: 'k'.repeat(40),
};

describe('docker-compose.yml', () => {
  it('has the infrastructure, the seven services and the gateway', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining([...INFRA, ...Object.keys(APP_SCHEMAS)]));
  });

  it('gives each app only variables its config schema knows, and its config loads from them', () => {
    for (const [name, schema] of Object.entries(APP_SCHEMAS)) {
      const known = knownKeys(name);
      const env = environmentOf(name, filledEnv);
      expect(services[name]?.env_file, `${name} must not take a whole env_file`).toBeUndefined();
      expect(
        Object.keys(env).filter((key) => !known.has(key)),
        `${name} receives unknown variables`,
      ).toEqual([]);
      const parsed = schema.safeParse(env);
      expect(parsed.error?.issues ?? [], `${name} config`).toEqual([]);
      expect(env.NODE_ENV, `${name} NODE_ENV`).toBe('production');
    }
  });

  it('refuses to start identity without ADMIN_PASSWORD and JWT_SECRET, which .env.example lists', () => {
    expect(Object.keys(exampleEnv)).toEqual(expect.arrayContaining(['ADMIN_PASSWORD', 'JWT_SECRET']));
    expect(() => environmentOf('identity', { ...filledEnv, ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => environmentOf('identity', { ...filledEnv, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  });

  it('takes every interpolated variable from .env.example', () => {
    const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    const missing = [...new Set(referencedVariables(text))].filter((name) => !(name in exampleEnv));
    expect(missing).toEqual([]);
  });

  it('gives storage credentials to orders, payments and messaging from .env', () => {
    for (const name of ['orders', 'payments', 'messaging']) {
      const env = environmentOf(name, { ...filledEnv, S3_ACCESS_KEY: 'from-dot-env' });
      expect(env.S3_ACCESS_KEY).toBe('from-dot-env');
      expect(env.S3_ENDPOINT).toBe('http://s3:8333');
    }
  });

  it('makes presigned links for the proxy’s files port, or for S3_PUBLIC_URL from .env, and the gateway allows them', () => {
    // The gateway's Content-Security-Policy lets the panel show receipts from the links' origin (gateway/src/server.ts).
    for (const name of ['orders', 'payments', 'gateway']) {
      expect(environmentOf(name, filledEnv).S3_PUBLIC_URL).toBe(`https://localhost:${exampleEnv.FILES_PORT}`);
      expect(environmentOf(name, { ...filledEnv, S3_PUBLIC_URL: 'https://arquivos.loja.com.br' }).S3_PUBLIC_URL).toBe(
        'https://arquivos.loja.com.br',
      );
    }
    expect(services.s3?.ports).toBeUndefined();
    expect(environmentOf('proxy', filledEnv).FILES_PORT).toBe(exampleEnv.FILES_PORT);
  });

  it('publishes only the HTTPS proxy, which spreads requests over every gateway replica', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    const caddyfile = readFileSync(join(root, 'deploy/docker/Caddyfile'), 'utf8');

    expect(published.map(([name]) => name)).toEqual(['proxy']);
    // The host's side is the .env's HTTP_PORT / HTTPS_PORT, 80 and 443 when unset.
    const hostPorts = ['HTTP_PORT:-80}:80', 'HTTPS_PORT:-443}:443'].map((port) => `\${${port}`);
    expect(services.proxy?.ports).toEqual(expect.arrayContaining(hostPorts));
    expect(environmentOf('proxy', filledEnv).SITE_DOMAIN).toBe('localhost');
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{/m);
    expect(caddyfile).toMatch(/dynamic a gateway 8080/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    // The proxy's private address on the compose network must be trusted to pass the client's address and HTTPS.
    expect(environmentOf('gateway', filledEnv).TRUST_PROXY).toBe('uniquelocal');
  });

  it('healthchecks, restarts and memory-limits every long-running container', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.deploy?.resources?.limits?.memory, `${name} memory limit`).toMatch(/^\d+[MG]$/);
      if (service.restart === 'no') continue;
      expect(service.restart, `${name} restart`).toBe('unless-stopped');
      expect(service.healthcheck?.test?.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
  });

  it('starts each container only after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
      }
    }
    for (const name of Object.keys(APP_SCHEMAS).filter((n) => n !== 'gateway')) {
      expect(Object.keys(services.gateway?.depends_on ?? {})).toContain(name);
    }
    for (const name of ['orders', 'payments', 'messaging', 'backup']) {
      expect(Object.keys(services[name]?.depends_on ?? {})).toContain('s3');
    }
  });

  it('refuses to start orders without ORDER_LINK_KEY, which .env.example lists and compose-up writes', () => {
    expect(Object.keys(exampleEnv)).toContain('ORDER_LINK_KEY');
    expect(() => environmentOf('orders', { ...filledEnv, ORDER_LINK_KEY: '' })).toThrow(/ORDER_LINK_KEY/);
    expect(environmentOf('orders', filledEnv).ORDER_LINK_KEY).toBe(filledEnv.ORDER_LINK_KEY);
    expect(readFileSync(join(root, 'scripts/compose-env.sh'), 'utf8')).toMatch(/s\/\^ORDER_LINK_KEY=/);
  });

  it('runs messaging on its own database and port, sending links to https://SITE_DOMAIN, and the gateway calls it', () => {
    const env = environmentOf('messaging', { ...filledEnv, SITE_DOMAIN: 'loja.com.br' });
    const gateway = environmentOf('gateway', filledEnv);

    expect(new URL(env.DATABASE_URL!).pathname).toBe('/ritual_messaging');
    expect(env.PUBLIC_ORIGIN).toBe('https://loja.com.br');
    expect(env.ORDERS_ADDR).toBe(`orders:${environmentOf('orders', filledEnv).GRPC_PORT}`);
    expect(gateway.MESSAGING_ADDR).toBe(`messaging:${env.GRPC_PORT}`);
    expect(env.GRPC_PORT).toBe('50057');
  });

  it('leaves WhatsApp off with .env.example, and passes the Cloud API settings from .env to messaging', () => {
    const off = environmentOf('messaging', filledEnv);
    const on = environmentOf('messaging', {
      ...filledEnv,
      WHATSAPP_PHONE_NUMBER_ID: '109876543210',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_APP_SECRET: 'segredo-do-app',
      WHATSAPP_VERIFY_TOKEN: 'verifica',
      WHATSAPP_PIX_REMINDERS: '45s,30m',
    });

    for (const name of [
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_GRAPH_URL',
    ]) {
      expect(off[name], name).toBe('');
    }
    expect(off.WHATSAPP_PIX_REMINDERS).toBe('30m,20h');
    expect(on).toMatchObject({
      WHATSAPP_PHONE_NUMBER_ID: '109876543210',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_APP_SECRET: 'segredo-do-app',
      WHATSAPP_VERIFY_TOKEN: 'verifica',
      WHATSAPP_PIX_REMINDERS: '45s,30m',
    });
    for (const env of [off, on]) expect(APP_SCHEMAS.messaging!.safeParse(env).error?.issues ?? []).toEqual([]);
    // Only messaging holds the Cloud API's secrets.
    for (const name of Object.keys(services).filter((n) => n !== 'messaging')) {
      expect(
        Object.keys(services[name]?.environment ?? {}).filter((key) => key.startsWith('WHATSAPP_')),
        name,
      ).toEqual([]);
    }
  });

  it('runs the S3 server with the store’s key pair, its files behind the proxy’s files port, and no bucket job', () => {
    const env = { ...filledEnv, S3_ACCESS_KEY: 'chave-da-loja', S3_SECRET_KEY: 'segredo-da-loja' };
    const caddyfile = readFileSync(join(root, 'deploy/docker/Caddyfile'), 'utf8');
    const endpoint = new URL(environmentOf('orders', env).S3_ENDPOINT!);

    expect(environmentOf('s3', env)).toMatchObject({
      AWS_ACCESS_KEY_ID: 'chave-da-loja',
      AWS_SECRET_ACCESS_KEY: 'segredo-da-loja',
    });
    expect(services.s3?.command).toContain(`-s3.port=${endpoint.port}`);
    expect(services.s3?.healthcheck?.test.join(' ')).toContain(`:${endpoint.port}/healthz`);
    expect(caddyfile).toContain(`reverse_proxy ${endpoint.hostname}:${endpoint.port}`);
    // The services make their bucket at start: nothing runs once and exits.
    expect(Object.entries(services).filter(([, service]) => service.restart === 'no')).toEqual([]);
  });

  it('swaps only images in the offline file, for services the production file has, on the same Node.js version', () => {
    const offline = parse(readFileSync(join(root, 'deploy/docker/compose.offline.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, ComposeService & { build?: { args?: Record<string, string> } }>;
    };
    const nodeVersion = readFileSync(join(root, 'deploy/docker/node-version'), 'utf8').trim();
    const buildScript = readFileSync(join(root, 'deploy/docker/offline/build-images.sh'), 'utf8');

    for (const [name, service] of Object.entries(offline.services)) {
      expect(services[name], `${name} is in docker-compose.yml`).toBeDefined();
      expect(
        Object.keys(service).filter((key) => key !== 'image' && key !== 'build'),
        name,
      ).toEqual([]);
      if (service.image) expect(buildScript, `${service.image} is built`).toContain(service.image);
      if (service.build)
        expect(service.build.args?.NODE_IMAGE).toBe(`ritual-offline/node:${nodeVersion.split('.')[0]}`);
    }
    expect(buildScript).toContain('node-version');
  });
});
