import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envPrefix, SERVICE_HOSTS, SERVICE_NAMES, type ServiceName } from './env.js';
import { freePorts } from './ports.js';
import { findRepoRoot } from './repo.js';

// End to end: the bundled runner with stand-in services and gateway (deploy/local/fixtures) in a scratch
// repository, real embedded PostgreSQL and s3rver, real signals.

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = findRepoRoot(here) as string;
const sandbox = mkdtempSync(join(tmpdir(), 'ritual-local-runner-'));
const outDir = join(sandbox, 'out');
const dataDir = join(sandbox, '.data');
const runnerEnv: Record<string, string | undefined> = {};
let whatsAppSimulatorPort: number;

class RunnerProcess {
  readonly child: ChildProcess;
  private text = '';
  readonly exited: Promise<number | null>;

  constructor() {
    this.child = spawn(process.execPath, [join(sandbox, 'deploy/local/dist/main.js')], {
      cwd: sandbox,
      env: runnerEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      this.text += chunk.toString('utf8');
    };
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  output(): string {
    return this.text;
  }

  async waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = this.text.match(pattern);
      if (match) return match;
      if (this.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`runner output never matched ${pattern}:\n${this.text}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The name of the runner's process that hosts `service` (`catalog+orders+…`), as a regular expression. */
function hostOf(service: ServiceName): string {
  const names = SERVICE_HOSTS.find((group) => group.includes(service)) as readonly string[];
  return names.join('\\+');
}

function readOut(name: string): {
  pid: number;
  boots: number;
  ipc: boolean;
  options: unknown;
  env: Record<string, string>;
} {
  return JSON.parse(readFileSync(join(outDir, `${name}.json`), 'utf8'));
}

async function health(): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${runnerEnv.PORT}/api/health`);
  return { status: response.status, body: await response.text() };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('local runner (bundled, with stand-in services)', () => {
  beforeAll(async () => {
    writeFileSync(join(sandbox, 'package.json'), JSON.stringify({ private: true, type: 'module', workspaces: [] }));
    symlinkSync(join(repoRoot, 'node_modules'), join(sandbox, 'node_modules'));
    for (const service of SERVICE_NAMES) {
      mkdirSync(join(sandbox, 'services', service, 'dist'), { recursive: true });
      copyFileSync(join(here, '../fixtures/service.mjs'), join(sandbox, 'services', service, 'dist/server.js'));
    }
    mkdirSync(join(sandbox, 'gateway/dist'), { recursive: true });
    copyFileSync(join(here, '../fixtures/gateway.mjs'), join(sandbox, 'gateway/dist/server.js'));
    mkdirSync(outDir);

    // Same bundling as scripts/build.mjs: our workspace code inlined, npm packages left as imports.
    const bundle = (entryPoints: Record<string, string>, outdir: string) =>
      build({
        entryPoints,
        outdir,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'error',
        plugins: [
          {
            name: 'externalize-dependencies',
            setup(pluginBuild) {
              pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
                args.path.startsWith('@ritual/') ? undefined : { path: args.path, external: true },
              );
            },
          },
        ],
      });
    await bundle(
      { main: join(here, 'main.ts'), 'service-host': join(here, 'service-host-main.ts') },
      join(sandbox, 'deploy/local/dist'),
    );
    // The real WhatsApp simulator, for WHATSAPP=simulator.
    await bundle(
      { main: join(repoRoot, 'deploy/whatsapp-simulator/src/main.ts') },
      join(sandbox, 'deploy/whatsapp-simulator/dist'),
    );

    for (const [name, value] of Object.entries(process.env)) {
      if (!/^(DATABASE_URL|BUS_DATABASE_URL|NATS_URL|S3_|DATA_DIR|JWT_SECRET|ADMIN_PASSWORD|GRPC_)/.test(name)) {
        runnerEnv[name] = value;
      }
    }
    const [gatewayPort, postgresPort, s3Port, simulatorPort, ...grpcPorts] = await freePorts(4 + SERVICE_NAMES.length);
    whatsAppSimulatorPort = simulatorPort as number;
    Object.assign(runnerEnv, {
      FIXTURE_OUT: outDir,
      NODE_ENV: 'development',
      PORT: String(gatewayPort),
      PG_PORT: String(postgresPort),
      S3_PORT: String(s3Port),
    });
    SERVICE_NAMES.forEach((service, index) => {
      runnerEnv[`${envPrefix(service)}_GRPC_PORT`] = String(grpcPorts[index]);
    });
  }, 30_000);

  afterAll(() => {
    rmSync(sandbox, { recursive: true, force: true });
  });

  it('starts everything, reports ready, restarts a dead child, and stops cleanly on SIGTERM', async () => {
    const runner = new RunnerProcess();
    try {
      const [, readyMs] = await runner.waitFor(/^ready_ms=(\d+)$/m);
      expect(Number(readyMs)).toBeGreaterThan(0);
      expect(runner.output()).toContain(`Pronto: http://localhost:${runnerEnv.PORT} (admin em /admin) em `);
      expect(runner.output()).toMatch(/^\[catalog\] \{"level":30,"service":"catalog","msg":"listening"/m);
      expect((await health()).status).toBe(200);

      const catalog = readOut('catalog');
      const siteConfig = readOut('site-config');
      const jwtSecret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(catalog).toMatchObject({ boots: 1, ipc: true, options: { handleSignals: false } });
      expect(catalog.env).toMatchObject({
        GRPC_PORT: runnerEnv.CATALOG_GRPC_PORT,
        SITE_CONFIG_ADDR: `127.0.0.1:${runnerEnv.SITE_CONFIG_GRPC_PORT}`,
        S3_ENDPOINT: `http://127.0.0.1:${runnerEnv.S3_PORT}`,
        S3_BUCKET: 'ritual-files',
        JWT_SECRET: jwtSecret,
      });
      const catalogDatabase = new URL(String(catalog.env.DATABASE_URL));
      expect(catalogDatabase).toMatchObject({
        protocol: 'postgres:',
        username: 'postgres',
        host: `127.0.0.1:${runnerEnv.PG_PORT}`,
        pathname: '/ritual_catalog',
      });
      expect(catalogDatabase.searchParams.get('host')).toBe(join(dataDir, 'postgres-socket'));
      expect(new URL(String(siteConfig.env.DATABASE_URL)).pathname).toBe('/ritual_site_config');
      expect(new URL(String(catalog.env.BUS_DATABASE_URL)).pathname).toBe('/ritual_bus');
      const orderLinkKey = readFileSync(join(dataDir, 'order-link-key'), 'utf8').trim();
      expect(statSync(join(dataDir, 'order-link-key')).mode & 0o777).toBe(0o600);
      expect(orderLinkKey.length).toBeGreaterThanOrEqual(32);
      expect(readOut('orders').env.ORDER_LINK_KEY).toBe(orderLinkKey);
      const messaging = readOut('messaging');
      expect(new URL(String(messaging.env.DATABASE_URL)).pathname).toBe('/ritual_messaging');
      expect(messaging.env).toMatchObject({
        GRPC_PORT: runnerEnv.MESSAGING_GRPC_PORT,
        PUBLIC_ORIGIN: `http://localhost:${runnerEnv.PORT}`,
        ORDERS_ADDR: `127.0.0.1:${runnerEnv.ORDERS_GRPC_PORT}`,
      });
      expect(messaging.env.WHATSAPP_GRAPH_URL).toBeUndefined();
      expect(existsSync(join(dataDir, 's3', 'ritual-files'))).toBe(true);

      process.kill(catalog.pid, 'SIGKILL');
      await runner.waitFor(
        new RegExp(
          `${hostOf('catalog')} terminou inesperadamente \\(sinal SIGKILL\\); reiniciando em 0\\.5 s \\(tentativa 1\\)`,
        ),
      );
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body).toContain('"catalog":"NOT_SERVING"');
      await until(() => readOut('catalog').boots === 2);
      expect(readOut('catalog').pid).not.toBe(catalog.pid);
      await until(async () => (await health()).status === 200);
      expect(runner.child.exitCode).toBeNull();

      runner.child.kill('SIGTERM');
      expect(await runner.exited).toBe(0);
    } finally {
      runner.child.kill('SIGKILL');
    }
    const stops = readFileSync(join(outDir, 'stops.log'), 'utf8').trim().split('\n');
    expect(stops[0]).toMatch(/^gateway /);
    expect(
      stops
        .slice(1)
        .map((line) => line.split(' ')[0])
        .sort(),
    ).toEqual([...SERVICE_NAMES].sort());
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'runner.pid'))).toBe(false);
  }, 40_000);

  it('keeps the data across a restart, and a second Ctrl-C forces the exit', async () => {
    const jwtSecret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    const runner = new RunnerProcess();
    try {
      await runner.waitFor(/^ready_ms=\d+$/m);
      expect(readOut('catalog')).toMatchObject({ boots: 3, env: { JWT_SECRET: jwtSecret } });
      // Gateway and services ignore SIGTERM here, so only the second Ctrl-C ends the runner.
      for (const name of ['gateway', ...SERVICE_NAMES]) process.kill(readOut(name).pid, 'SIGSTOP');
      runner.child.kill('SIGINT');
      runner.child.kill('SIGINT'); // forwarded copy of the same key press (npm start): ignored
      await runner.waitFor(/parando/);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(runner.child.exitCode).toBeNull();
      runner.child.kill('SIGINT');
      expect(await runner.exited).toBe(130);
      expect(runner.output()).toContain('saída forçada');
    } finally {
      runner.child.kill('SIGKILL');
    }
  }, 30_000);

  it('starts again after a forced exit and refuses a second runner on the same data', async () => {
    const runner = new RunnerProcess();
    try {
      await runner.waitFor(/^ready_ms=\d+$/m);
      expect(readOut('catalog').boots).toBe(4);

      const second = new RunnerProcess();
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/outro runner \(pid \d+\) já usa esta pasta de dados/);

      runner.child.kill('SIGINT');
      expect(await runner.exited).toBe(0);
    } finally {
      runner.child.kill('SIGKILL');
    }
  }, 30_000);

  it('restarts the embedded PostgreSQL when it dies, and stops with the last lines of a service in a crash loop', async () => {
    runnerEnv.FIXTURE_CRASH_RESTARTS = 'reporting';
    const runner = new RunnerProcess();
    try {
      await runner.waitFor(/^ready_ms=\d+$/m);
      const postmaster = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      const killed = postmaster();
      process.kill(killed, 'SIGKILL');
      await runner.waitFor(/PostgreSQL embutido reiniciado/, 30_000);
      expect(postmaster()).not.toBe(killed);
      expect(() => process.kill(postmaster(), 0)).not.toThrow();

      process.kill(readOut('reporting').pid, 'SIGKILL');
      expect(await runner.exited).toBe(1);
      const host = hostOf('reporting');
      expect(runner.output()).toMatch(
        new RegExp(`${host} terminou inesperadamente \\(código 1\\); reiniciando em 4\\.0 s \\(tentativa 4\\)`),
      );
      expect(runner.output()).toMatch(
        new RegExp(`ERRO: ${host} caiu 5 vezes em 60 s \\(última saída: código 1\\); parando tudo`),
      );
      expect(runner.output()).toMatch(
        new RegExp(`Últimas linhas de ${host}:\\n( {2}.*\\n)* {2}reporting não iniciou: falha simulada na partida\\n`),
      );
    } finally {
      runner.child.kill('SIGKILL');
      delete runnerEnv.FIXTURE_CRASH_RESTARTS;
    }
    expect(existsSync(join(dataDir, 'runner.pid'))).toBe(false);
  }, 60_000);

  it('gives up at once, naming the service, when one dies while starting, and cleans up', async () => {
    runnerEnv.FIXTURE_CRASH = 'identity';
    const runner = new RunnerProcess();
    try {
      expect(await runner.exited).toBe(1);
    } finally {
      runner.child.kill('SIGKILL');
      delete runnerEnv.FIXTURE_CRASH;
    }
    expect(runner.output()).toContain('[identity] {"level":60,"service":"identity","msg":"invalid configuration');
    expect(runner.output()).toMatch(
      new RegExp(`ERRO: ${hostOf('identity')} terminou durante a partida \\(código 1\\)`),
    );
    expect(runner.output()).toContain('identity não iniciou: invalid configuration');
    expect(runner.output()).not.toContain('ready_ms=');
    const catalogPid = readOut('catalog').pid;
    expect(() => process.kill(catalogPid, 0)).toThrow();
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'runner.pid'))).toBe(false);
  }, 30_000);

  it('with WHATSAPP=simulator runs the WhatsApp simulator, points messaging at it and stops it with the rest', async () => {
    const port = whatsAppSimulatorPort;
    runnerEnv.WHATSAPP = 'simulator';
    runnerEnv.WHATSAPP_SIMULATOR_PORT = String(port);
    const runner = new RunnerProcess();
    try {
      await runner.waitFor(/^ready_ms=\d+$/m);
      const control = `http://127.0.0.1:${port}/_simulator`;
      expect(runner.output()).toContain(`${control}/messages`);
      const token = readFileSync(join(dataDir, 'whatsapp-simulator-token'), 'utf8').trim();
      const { env } = readOut('messaging');
      expect(env).toMatchObject({
        WHATSAPP_GRAPH_URL: `http://127.0.0.1:${port}/v26.0`,
        WHATSAPP_ACCESS_TOKEN: token,
        WHATSAPP_APP_SECRET: readFileSync(join(dataDir, 'whatsapp-simulator-app-secret'), 'utf8').trim(),
        WHATSAPP_VERIFY_TOKEN: readFileSync(join(dataDir, 'whatsapp-simulator-verify-token'), 'utf8').trim(),
      });

      // What messaging will send with those values is accepted and listed by the control API.
      const sent = await fetch(`${env.WHATSAPP_GRAPH_URL}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: '5511987654321',
          type: 'template',
          template: {
            name: 'pagamento_aprovado',
            language: { code: 'pt_BR' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Ana' },
                  { type: 'text', text: 'Ritual' },
                ],
              },
            ],
          },
        }),
      });
      expect(sent.status).toBe(200);
      const listed = (await (await fetch(`${control}/messages`)).json()) as Array<{ template: string }>;
      expect(listed.map((message) => message.template)).toEqual(['pagamento_aprovado']);

      runner.child.kill('SIGTERM');
      expect(await runner.exited).toBe(0);
      await expect(fetch(`${control}/messages`)).rejects.toThrow();
    } finally {
      runner.child.kill('SIGKILL');
      delete runnerEnv.WHATSAPP;
      delete runnerEnv.WHATSAPP_SIMULATOR_PORT;
    }
  }, 40_000);
});
