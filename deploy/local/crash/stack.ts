// The real embedded stack of `make start` (deploy/local/dist/main.js) on its own ports and data directory, with
// what a crash test needs: kill every process of it at once (power loss), find one service's process, and an
// optional nats-server of the test's own with a file store.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../src/ports.js';
import { findRepoRoot } from '../src/repo.js';

export const REPO_ROOT = findRepoRoot(import.meta.dirname) as string;
export const ADMIN_PASSWORD = 'crash-admin-senha';
const SERVICES = ['catalog', 'orders', 'payments', 'identity', 'site-config', 'reporting', 'messaging'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Variables that would point the runner at other infrastructure (or start a simulator on a fixed port): `make start`
 * has none of them.
 */
const FOREIGN =
  /^(DATABASE_URL|BUS_DATABASE_URL|NATS_URL|S3_|JWT_SECRET|GRPC_|WEB_DIST|VITE_DEV_URL|WHATSAPP|\w+_ADDR$)/;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${last}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Pid → parent pid of every process, from /proc. */
function processTree(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

function withDescendants(roots: number[]): number[] {
  const tree = processTree();
  const all: number[] = [];
  const pending = [...roots];
  while (pending.length) {
    const pid = pending.pop() as number;
    all.push(pid);
    pending.push(...(tree.get(pid) ?? []));
  }
  return all;
}

function killAll(pids: number[]): void {
  // Frozen first, then killed: nobody gets to react to another's death, as when the power goes.
  for (const pid of pids) safeKill(pid, 'SIGSTOP');
  for (const pid of pids) safeKill(pid, 'SIGKILL');
}

function safeKill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

export class NatsServer {
  private child?: ChildProcess;
  readonly storeDir = mkdtempSync(join(tmpdir(), 'ritual-crash-nats-'));

  private constructor(readonly port: number) {}

  static async start(): Promise<NatsServer> {
    const [port] = await freePorts(1);
    const server = new NatsServer(port as number);
    await server.resume();
    return server;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    const child = spawn('nats-server', ['-js', '-sd', this.storeDir, '-a', '127.0.0.1', '-p', String(this.port)], {
      stdio: 'ignore',
    });
    this.child = child;
    await until('nats-server to listen', () => portOpen(this.port), 20_000);
  }

  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  /** A clean stop (SIGTERM), waiting for the process to end. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await ended;
  }

  async dispose(): Promise<void> {
    if (this.child?.exitCode === null) this.child.kill('SIGKILL');
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}

const START_TIMEOUT_MS = 90_000;

class StartTimeout extends Error {}

export class CrashStack {
  private runner?: ChildProcess;
  private text = '';

  private constructor(
    readonly env: Record<string, string | undefined>,
    readonly dataDir: string,
    readonly baseUrl: string,
  ) {}

  /**
   * `whatsapp`: WHATSAPP=simulator, the runner's WhatsApp Cloud API simulator on a free port (its messages kept in
   * the data directory across restarts), messaging pointed at it; its control API is `whatsappControlUrl`.
   */
  static async create(
    options: { natsUrl?: string; env?: Record<string, string>; whatsapp?: boolean } = {},
  ): Promise<CrashStack> {
    const dataDir = mkdtempSync(join(tmpdir(), 'ritual-crash-data-'));
    const names = [
      'PORT',
      'PG_PORT',
      'S3_PORT',
      ...SERVICES.map((s) => `${s.toUpperCase().replace('-', '_')}_GRPC_PORT`),
      ...(options.whatsapp ? ['WHATSAPP_SIMULATOR_PORT'] : []),
    ];
    const ports = await freePorts(names.length);
    const env: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(process.env)) if (!FOREIGN.test(name)) env[name] = value;
    names.forEach((name, index) => {
      env[name] = String(ports[index]);
    });
    Object.assign(env, {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Metrics ports are gRPC + 1000 by default and could clash with another stack: any free port.
      METRICS_PORT: '0',
    });
    if (options.natsUrl) env.NATS_URL = options.natsUrl;
    if (options.whatsapp) env.WHATSAPP = 'simulator';
    Object.assign(env, options.env);
    return new CrashStack(env, dataDir, `http://127.0.0.1:${env.PORT}`);
  }

  output(): string {
    return this.text;
  }

  /** The WhatsApp simulator's control API (`create({ whatsapp: true })`): GET /messages, GET /webhooks, … */
  get whatsappControlUrl(): string {
    if (this.env.WHATSAPP !== 'simulator') throw new Error('this stack runs no WhatsApp simulator');
    return `http://127.0.0.1:${this.env.WHATSAPP_SIMULATOR_PORT}/_simulator`;
  }

  /** Writes everything the stack printed to a file in the temp dir and prints its path and tail. */
  saveOutput(label: string): void {
    const file = join(tmpdir(), `ritual-crash-${label.replace(/\W+/g, '-').slice(0, 60)}-${Date.now()}.log`);
    writeFileSync(file, this.text);
    process.stdout.write(`${this.text.slice(-6000)}\n[crash] full stack output: ${file}\n`);
  }

  /**
   * The first start, on an empty data directory. It has nothing to recover, so a start that has not reported ready
   * in 90 s is a slow machine (initdb, a cold disk) rather than the behaviour under test: its output is printed and
   * the stack is powered off and started once more on the same data.
   */
  async startFresh(): Promise<void> {
    try {
      await this.start();
    } catch (err) {
      if (!(err instanceof StartTimeout)) throw err;
      process.stdout.write(`[crash] ${err.message}; starting once more\n`);
      this.powerLoss();
      await this.start();
    }
  }

  /** Starts the runner (again) on the same ports and data, resolving once it reports ready. */
  async start(): Promise<void> {
    const from = this.text.length;
    const child = spawn(process.execPath, [join(REPO_ROOT, 'deploy/local/dist/main.js')], {
      cwd: REPO_ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.runner = child;
    const collect = (chunk: Buffer) => {
      this.text += chunk.toString('utf8');
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    let exited: Error | undefined;
    try {
      await until(
        'the runner to be ready',
        async () => {
          if (child.exitCode !== null) exited = new Error(`runner exited:\n${this.text.slice(-4000)}`);
          if (exited) throw exited;
          return /^ready_ms=\d+$/m.test(this.text.slice(from));
        },
        START_TIMEOUT_MS,
      );
    } catch (err) {
      if (exited) throw exited;
      throw new StartTimeout(
        `the runner reported no ready_ms in ${START_TIMEOUT_MS / 1000} s; it printed:\n${this.text.slice(from).slice(-4000)}`,
        { cause: err },
      );
    }
  }

  /** Every process of the stack (runner, services, gateway, PostgreSQL) SIGKILLed at once, plus `extra`. */
  powerLoss(extra: (number | undefined)[] = []): void {
    killAll(withDescendants(this.roots(extra)));
  }

  /**
   * `powerLoss` with its processes listed now, so that the returned function acts within a millisecond (e.g. the
   * instant a file changes); it then sweeps once more for any process started since.
   */
  armPowerLoss(extra: (number | undefined)[] = []): () => void {
    const pids = withDescendants(this.roots(extra));
    return () => {
      killAll(pids);
      this.powerLoss(extra);
    };
  }

  private roots(extra: (number | undefined)[]): number[] {
    return [this.runner?.pid, this.postmasterPid(), ...extra].filter((pid): pid is number => !!pid);
  }

  /**
   * The pid of the process that runs one service (a service host, `service-host.js catalog orders …`) or the
   * gateway, found among the runner's children by its command line.
   */
  servicePid(name: ServiceName | 'gateway'): number {
    const runs = (argv: string[]) =>
      name === 'gateway'
        ? argv.some((arg) => arg.endsWith('gateway/dist/server.js'))
        : argv.some((arg) => arg.endsWith('deploy/local/dist/service-host.js')) && argv.includes(name);
    const children = processTree().get(this.runner?.pid ?? -1) ?? [];
    const pid = children.find((child) => {
      try {
        return runs(readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0'));
      } catch {
        return false;
      }
    });
    if (!pid) throw new Error(`no process of ${name} under the runner`);
    return pid;
  }

  async healthy(): Promise<boolean> {
    const response = await fetch(`${this.baseUrl}/api/health`).catch(() => undefined);
    return response?.status === 200;
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    if (runner && runner.exitCode === null && runner.signalCode === null) {
      const ended = new Promise((resolve) => runner.once('exit', resolve));
      runner.kill('SIGTERM');
      await ended;
    }
  }

  /** Ends whatever still runs at once (no graceful stop: nothing is checked after this) and removes the data. */
  async dispose(): Promise<void> {
    const runner = this.runner;
    const running = runner && runner.exitCode === null && runner.signalCode === null;
    const ended = running ? new Promise((resolve) => runner.once('exit', resolve)) : undefined;
    this.powerLoss();
    await ended;
    rmSync(this.dataDir, { recursive: true, force: true, maxRetries: 3 });
  }

  private postmasterPid(): number | undefined {
    try {
      const pid = Number(readFileSync(join(this.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      return pid > 0 ? pid : undefined;
    } catch {
      return undefined;
    }
  }
}
