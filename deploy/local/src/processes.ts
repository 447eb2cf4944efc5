import { type ChildProcess, fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Env } from './env.js';

export interface ProcessSpec {
  name: string;
  script: string;
  env: Env;
}

export interface ExitInfo {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SupervisorOptions {
  stdout?: Writable;
  stderr?: Writable;
  /** Called for every child right after it is forked (the event broker attaches here). */
  onSpawn?: (child: ChildProcess, spec: ProcessSpec) => void;
  /** A child ended while nobody asked it to stop. It is not restarted. */
  onUnexpectedExit?: (exit: ExitInfo) => void;
}

interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<ExitInfo>;
  running: boolean;
  stopRequested: boolean;
}

/**
 * Runs Node scripts as children with an IPC channel, their output prefixed line by line with their name.
 * Children get their own process group, so a terminal's Ctrl-C reaches only us and we stop them in order.
 */
export class Supervisor {
  private readonly children = new Map<string, Managed>();
  private readonly stdout: Writable;
  private readonly stderr: Writable;

  constructor(private readonly options: SupervisorOptions = {}) {
    this.stdout = options.stdout ?? process.stdout;
    this.stderr = options.stderr ?? process.stderr;
  }

  start(spec: ProcessSpec): ChildProcess {
    if (this.children.get(spec.name)?.running) throw new Error(`${spec.name} já está rodando`);
    const child = fork(spec.script, [], {
      env: spec.env,
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    });
    const outputDone = Promise.all([
      this.prefixLines(child.stdout, this.stdout, spec.name),
      this.prefixLines(child.stderr, this.stderr, spec.name),
    ]).then(() => {});
    const managed: Managed = {
      name: spec.name,
      child,
      running: true,
      stopRequested: false,
      exited: new Promise<ExitInfo>((resolve) => {
        let settled = false;
        const settle = (code: number | null, signal: NodeJS.Signals | null) => {
          if (settled) return;
          settled = true;
          managed.running = false;
          const exit = { name: spec.name, code, signal };
          // Its last lines (often the reason it died) come out before we report the exit, unless a grandchild
          // keeps the pipes open.
          void Promise.race([outputDone, delay(1000)]).then(() => {
            if (!managed.stopRequested) this.options.onUnexpectedExit?.(exit);
            resolve(exit);
          });
        };
        child.once('exit', settle);
        child.once('error', (err) => {
          this.stderr.write(`[${spec.name}] não iniciou: ${err.message}\n`);
          settle(null, null);
        });
      }),
    };
    this.children.set(spec.name, managed);
    this.options.onSpawn?.(child, spec);
    return child;
  }

  isRunning(name: string): boolean {
    return this.children.get(name)?.running ?? false;
  }

  exited(name: string): Promise<ExitInfo> | undefined {
    return this.children.get(name)?.exited;
  }

  /** Names of the children that ended, with how. */
  exits(): Promise<ExitInfo[]> {
    return Promise.all(
      [...this.children.values()].filter((managed) => !managed.running).map((managed) => managed.exited),
    );
  }

  /** SIGTERM to each named child at once, SIGKILL to those still alive after `graceMs`. */
  async stop(names: string[], graceMs: number): Promise<void> {
    const targets = names.map((name) => this.children.get(name)).filter((managed) => managed !== undefined);
    await Promise.all(
      targets.map(async (managed) => {
        managed.stopRequested = true;
        if (!managed.running) return;
        managed.child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const forced = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), graceMs);
        });
        const outcome = await Promise.race([managed.exited, forced]);
        clearTimeout(timer);
        if (outcome === 'timeout') {
          this.stderr.write(`[runner] ${managed.name} não parou em ${graceMs} ms; enviando SIGKILL\n`);
          killGroup(managed.child, 'SIGKILL');
          await managed.exited;
        }
      }),
    );
  }

  /** Synchronous last resort: SIGKILL every child that still runs (forced exit, crash of the runner). */
  killAll(): void {
    for (const managed of this.children.values()) {
      managed.stopRequested = true;
      if (managed.running) killGroup(managed.child, 'SIGKILL');
    }
  }

  private prefixLines(input: Readable | null, output: Writable, name: string): Promise<void> {
    if (!input) return Promise.resolve();
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => output.write(`[${name}] ${line}\n`));
    return new Promise((resolve) => lines.once('close', resolve));
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    // The child leads its own group (detached): take anything it spawned along with it.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
