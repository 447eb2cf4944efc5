import { type ChildProcess, fork } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Env } from './env.js';

export interface ProcessSpec {
  name: string;
  script: string;
  env: Env;
  args?: string[];
  /** Services the process hosts: a JSON log line of one of them is labelled with its name, not the process's. */
  services?: readonly string[];
}

export interface ExitInfo {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RestartPolicy {
  /** Delay before the first restart; doubles per restart in a row. Default 500 ms. */
  initialDelayMs: number;
  /** Upper bound of the delay. Default 15 s. */
  maxDelayMs: number;
  /** This many unexpected exits of one child within `crashLoopWindowMs` is a crash loop. Default 5. */
  crashLoopExits: number;
  crashLoopWindowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 15_000,
  crashLoopExits: 5,
  crashLoopWindowMs: 60_000,
};

export interface SupervisorOptions {
  stdout?: Writable;
  stderr?: Writable;
  /** Called for every child right after it is forked. */
  onSpawn?: (child: ChildProcess, spec: ProcessSpec) => void;
  /** A child ended while nobody asked it to stop. */
  onUnexpectedExit?: (exit: ExitInfo) => void;
  /** Whether a child that ended unexpectedly is restarted (e.g. only once the stack is up). Default never. */
  shouldRestart?: (exit: ExitInfo) => boolean;
  restartPolicy?: Partial<RestartPolicy>;
  /** A restart is scheduled in `delayMs` (the `attempt`-th in a row). */
  onRestart?: (exit: ExitInfo, attempt: number, delayMs: number) => void;
  /** The child keeps dying: no restart is scheduled; `lastLines` is the end of its output. */
  onCrashLoop?: (exit: ExitInfo, lastLines: string[]) => void;
}

/** Lines of each child's output kept to explain a crash loop. */
const KEPT_LINES = 15;

interface Managed {
  name: string;
  spec: ProcessSpec;
  child: ChildProcess;
  exited: Promise<ExitInfo>;
  running: boolean;
  stopRequested: boolean;
  startedAt: number;
}

interface History {
  /** Times of the unexpected exits within the crash-loop window. */
  exits: number[];
  /** Restarts in a row, reset when the child stayed up longer than the longest delay. */
  attempts: number;
  lastLines: string[];
  pendingRestart?: NodeJS.Timeout;
}

/**
 * Runs Node scripts as children with an IPC channel, their output prefixed line by line with their name.
 * Children get their own process group, so a terminal's Ctrl-C reaches only us and we stop them in order.
 */
export class Supervisor {
  private readonly children = new Map<string, Managed>();
  private readonly history = new Map<string, History>();
  private readonly stdout: Writable;
  private readonly stderr: Writable;
  private readonly policy: RestartPolicy;

  constructor(private readonly options: SupervisorOptions = {}) {
    this.stdout = options.stdout ?? process.stdout;
    this.stderr = options.stderr ?? process.stderr;
    this.policy = { ...DEFAULT_RESTART_POLICY, ...options.restartPolicy };
  }

  start(spec: ProcessSpec): ChildProcess {
    if (this.children.get(spec.name)?.running) throw new Error(`${spec.name} já está rodando`);
    const child = fork(spec.script, spec.args ?? [], {
      env: spec.env,
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    });
    const history = this.historyOf(spec.name);
    const outputDone = Promise.all([
      this.prefixLines(child.stdout, this.stdout, spec, history),
      this.prefixLines(child.stderr, this.stderr, spec, history),
    ]).then(() => {});
    const managed: Managed = {
      name: spec.name,
      spec,
      child,
      running: true,
      stopRequested: false,
      startedAt: Date.now(),
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
            if (!managed.stopRequested) {
              this.options.onUnexpectedExit?.(exit);
              this.afterUnexpectedExit(managed, exit);
            }
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

  /** Restarts with backoff, or reports a crash loop instead. */
  private afterUnexpectedExit(managed: Managed, exit: ExitInfo): void {
    if (!this.options.shouldRestart?.(exit)) return;
    const history = this.historyOf(managed.name);
    const now = Date.now();
    history.exits = [...history.exits.filter((at) => now - at < this.policy.crashLoopWindowMs), now];
    if (history.exits.length >= this.policy.crashLoopExits) {
      this.options.onCrashLoop?.(exit, [...history.lastLines]);
      return;
    }
    if (now - managed.startedAt > this.policy.maxDelayMs) history.attempts = 0;
    history.attempts++;
    const delayMs = Math.min(this.policy.maxDelayMs, this.policy.initialDelayMs * 2 ** (history.attempts - 1));
    this.options.onRestart?.(exit, history.attempts, delayMs);
    history.pendingRestart = setTimeout(() => {
      history.pendingRestart = undefined;
      if (managed.stopRequested || this.children.get(managed.name) !== managed) return;
      this.start(managed.spec);
    }, delayMs);
  }

  private historyOf(name: string): History {
    let history = this.history.get(name);
    if (!history) {
      history = { exits: [], attempts: 0, lastLines: [] };
      this.history.set(name, history);
    }
    return history;
  }

  /** Cancels every scheduled restart (the runner is stopping). */
  cancelRestarts(): void {
    for (const history of this.history.values()) {
      clearTimeout(history.pendingRestart);
      history.pendingRestart = undefined;
    }
    for (const managed of this.children.values()) managed.stopRequested = true;
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
    for (const name of names) clearTimeout(this.history.get(name)?.pendingRestart);
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
    for (const history of this.history.values()) clearTimeout(history.pendingRestart);
    for (const managed of this.children.values()) {
      managed.stopRequested = true;
      if (managed.running) killGroup(managed.child, 'SIGKILL');
    }
  }

  private prefixLines(input: Readable | null, output: Writable, spec: ProcessSpec, history: History): Promise<void> {
    if (!input) return Promise.resolve();
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
      output.write(`[${labelOf(line, spec)}] ${line}\n`);
      history.lastLines.push(line);
      if (history.lastLines.length > KEPT_LINES) history.lastLines.shift();
    });
    return new Promise((resolve) => lines.once('close', resolve));
  }
}

// pino puts a logger's bindings right after level and time: `{"level":30,"time":"…","service":"orders",…`.
const SERVICE_FIELD = /^\{[^{]{0,80}?"service":"([\w-]+)"/;

function labelOf(line: string, spec: ProcessSpec): string {
  if (!spec.services) return spec.name;
  const service = SERVICE_FIELD.exec(line)?.[1];
  return service && spec.services.includes(service) ? service : spec.name;
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
