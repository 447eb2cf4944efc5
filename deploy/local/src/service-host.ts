import type { Env } from './env.js';

/** What a service's `dist/server.js` exports: the same `start` its container runs and the contract tests call. */
export interface ServiceModule {
  start(env: Env, options: { handleSignals: boolean }): Promise<{ stop(): Promise<void> }>;
}

export interface HostedService {
  name: string;
  /** The service's own environment (its DATABASE_URL, GRPC_PORT, METRICS_PORT, …). */
  env: Env;
  load(): Promise<ServiceModule>;
}

export interface HostLog {
  info(line: string): void;
  error(line: string): void;
}

export interface RunningHost {
  /** Stops every service at once (each drains its gRPC server, then closes what it opened); never rejects. */
  stop(): Promise<void>;
}

export class HostStartError extends Error {
  override name = 'HostStartError';
}

/**
 * Starts the services side by side in this process, each with its own environment and without signal handlers
 * of its own: the host owns the process. When one cannot start, those that did are stopped and the error names
 * every service that failed.
 */
export async function startServices(services: HostedService[], log: HostLog): Promise<RunningHost> {
  const outcomes = await Promise.allSettled(
    services.map(async (service) => (await service.load()).start(service.env, { handleSignals: false })),
  );
  const running = outcomes.flatMap((outcome, index) =>
    outcome.status === 'fulfilled' ? [{ name: services[index]!.name, service: outcome.value }] : [],
  );
  const stop = async () => {
    await Promise.all(
      running.map(({ name, service }) =>
        service.stop().catch((err: unknown) => log.error(`${name} não parou direito: ${describe(err)}`)),
      ),
    );
  };
  const failures = outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [`${services[index]!.name} não iniciou: ${describe(outcome.reason)}`] : [],
  );
  if (failures.length) {
    await stop();
    throw new HostStartError(failures.join('; '));
  }
  log.info(`no ar neste processo: ${services.map((service) => service.name).join(', ')}`);
  return { stop };
}

/** The part of `process` the host's stop wiring uses (a stand-in in tests). */
export interface HostProcess {
  once(event: 'SIGTERM' | 'SIGINT' | 'disconnect', listener: () => void): unknown;
  readonly connected?: boolean;
  exit(code: number): void;
}

/**
 * SIGTERM, SIGINT or the runner going away (IPC disconnect) run `stop` (every service's), then the process exits 0;
 * past `timeoutMs` it exits 1 whatever still runs. Wired before the services start, so a runner that dies
 * meanwhile does not leave the host behind.
 */
export function stopOnSignals(stop: () => Promise<void>, target: HostProcess, log: HostLog, timeoutMs: number): void {
  let stopping = false;
  const onSignal = (why: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`parando (${why})`);
    const deadline = setTimeout(() => {
      log.error(`não parou em ${timeoutMs} ms; saindo assim mesmo`);
      target.exit(1);
    }, timeoutMs);
    deadline.unref();
    void stop().then(() => {
      clearTimeout(deadline);
      target.exit(0);
    });
  };
  target.once('SIGTERM', () => onSignal('SIGTERM'));
  target.once('SIGINT', () => onSignal('SIGINT'));
  if (target.connected) target.once('disconnect', () => onSignal('o runner se desconectou'));
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
