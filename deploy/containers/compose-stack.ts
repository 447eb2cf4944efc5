// The compose stack of `make compose-up` as the container tests see it: started through scripts/compose.sh with a
// project and env file of their own, driven with `docker compose`, reached only through the HTTPS proxy.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, until } from '../local/crash/stack.js';
import type { Store } from '../local/crash/store.js';

const run = promisify(execFile);

export const PROJECT = 'ritual-containers-test';
export const STATE_DIR = join(REPO_ROOT, '.data', 'containers-test');
export const ENV_FILE = join(STATE_DIR, 'compose.env');
export const CA_FILE = join(STATE_DIR, 'caddy-root.crt');
/** The backup service's target (a host folder, BACKUP_DIR) and the operator's age key pair for it. */
export const BACKUP_DIR = join(STATE_DIR, 'backups');
export const BACKUP_KEY_FILE = join(STATE_DIR, 'backup-key.txt');
export const BASE_URL = 'https://localhost';

/** The shell's variables win over the env file's in compose: backups on, to this suite's folder and key. */
const composeEnv = () => ({
  ...process.env,
  COMPOSE_PROJECT_NAME: PROJECT,
  ENV_FILE,
  BACKUP_DIR,
  BACKUP_AGE_RECIPIENT: /# public key: (age1\S+)/.exec(readFileSync(BACKUP_KEY_FILE, 'utf8'))?.[1] ?? '',
});

function composeFiles(): string[] {
  const files = ['-f', join(REPO_ROOT, 'docker-compose.yml')];
  if (process.env.OFFLINE !== '0') files.push('-f', join(REPO_ROOT, 'deploy/docker/compose.offline.yml'));
  return files;
}

export async function compose(...args: string[]): Promise<string> {
  const { stdout } = await run('docker', ['compose', '--env-file', ENV_FILE, ...composeFiles(), ...args], {
    cwd: REPO_ROOT,
    env: composeEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** `docker compose` as compose() with more compose files after the suite's (an override of a test's own). */
export async function composeWith(extraFiles: string[], ...args: string[]): Promise<string> {
  const files = composeFiles().concat(extraFiles.flatMap((file) => ['-f', file]));
  const { stdout } = await run('docker', ['compose', '--env-file', ENV_FILE, ...files, ...args], {
    cwd: REPO_ROOT,
    env: composeEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

export async function docker(...args: string[]): Promise<string> {
  const { stdout } = await run('docker', args, { maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/** `make compose-up` with this suite's project and env file (OFFLINE as the caller set it, else auto). */
export async function composeUp(composeArgs = ''): Promise<void> {
  mkdirSync(STATE_DIR, { recursive: true });
  await run('bash', [join(REPO_ROOT, 'scripts/compose.sh'), 'up'], {
    cwd: REPO_ROOT,
    env: { ...composeEnv(), COMPOSE_ARGS: composeArgs },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `make compose-restore` into this suite's (emptied) volumes, with its key. */
export async function composeRestore(): Promise<void> {
  await run('bash', [join(REPO_ROOT, 'scripts/compose.sh'), 'restore'], {
    cwd: REPO_ROOT,
    env: { ...composeEnv(), BACKUP_AGE_IDENTITY_FILE: BACKUP_KEY_FILE },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `make compose-upgrade` with this suite's project and env file: its output (a failure carries code and stderr). */
export async function composeUpgrade(): Promise<string> {
  const { stdout } = await run('bash', [join(REPO_ROOT, 'scripts/compose.sh'), 'upgrade'], {
    cwd: REPO_ROOT,
    env: composeEnv(),
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** One value from PostgreSQL's container, as its superuser. */
export async function psql(query: string): Promise<string> {
  return (await compose('exec', '-T', 'postgres', 'psql', '-U', 'ritual', '-d', 'postgres', '-tAc', query)).trim();
}

/**
 * What a wait on the backups needs to explain itself: the backup service's last lines and status file, PostgreSQL's
 * archiver and the WAL it writes now, and the segments waiting in the staging folder.
 */
export async function backupDiagnostics(): Promise<string> {
  const attempt = async (what: string, read: () => Promise<string>) =>
    `${what}:\n${await read().catch((err: Error) => `(could not read it: ${err.message})`)}`;
  const parts = await Promise.all([
    attempt('backup service, last log lines', async () => {
      const [id] = await replicas('backup');
      if (!id) return '(no backup container running)';
      // Its ERRO lines go to stderr: both streams, in the order of their timestamps.
      const { stdout, stderr } = await run('docker', ['logs', '--timestamps', '--tail', '30', id]);
      return `${stdout}${stderr}`.split('\n').filter(Boolean).sort().join('\n');
    }),
    attempt('backup status file', () => compose('exec', '-T', 'backup', 'cat', '/backup-status/status.json')),
    attempt('pg_stat_archiver', () =>
      psql(
        "SELECT concat_ws(' | ', 'archived ' || archived_count, last_archived_wal, last_archived_time, " +
          "'failed ' || failed_count, last_failed_wal, last_failed_time, 'reset ' || stats_reset, " +
          "'writing ' || pg_walfile_name(pg_current_wal_lsn()), 'now ' || now()) FROM pg_stat_archiver",
      ),
    ),
    attempt('WAL staged for the backup service', () =>
      compose('exec', '-T', 'backup', 'sh', '-c', 'ls -la --full-time "$PGDATA/backup-wal"'),
    ),
  ]);
  return parts.join('\n');
}

export async function composeDown(): Promise<void> {
  await run('bash', [join(REPO_ROOT, 'scripts/compose.sh'), 'down'], {
    cwd: REPO_ROOT,
    env: { ...composeEnv(), WIPE: '1' },
  });
}

/**
 * What an interrupted run of this suite left under its project (containers, and volumes of this compose file or of the
 * upgrade drill's previous one): the suite's stack is thrown away at the end, so the next run starts from nothing.
 */
export async function removeLeftovers(): Promise<string[]> {
  const ofProject = `label=com.docker.compose.project=${PROJECT}`;
  const list = async (...args: string[]) => (await docker(...args, '--filter', ofProject)).split('\n').filter(Boolean);
  const containers = await list('ps', '--all', '--quiet');
  if (containers.length) await docker('rm', '--force', '--volumes', ...containers);
  const volumes = await list('volume', 'ls', '--quiet');
  if (volumes.length) await docker('volume', 'rm', ...volumes);
  return volumes;
}

export function adminPassword(): string {
  if (!existsSync(ENV_FILE)) throw new Error(`${ENV_FILE} is missing: the stack was not started`);
  const line = readFileSync(ENV_FILE, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('ADMIN_PASSWORD='));
  return line?.slice('ADMIN_PASSWORD='.length) ?? '';
}

export interface ContainerState {
  id: string;
  service: string;
  state: string;
  health: string;
  exitCode: number;
}

export async function containers(): Promise<ContainerState[]> {
  const out = await compose('ps', '--all', '--format', 'json');
  return out
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      const parsed = JSON.parse(line) as unknown;
      return Array.isArray(parsed) ? parsed : [parsed];
    })
    .map((c: { ID: string; Service: string; State: string; Health: string; ExitCode: number }) => ({
      id: c.ID,
      service: c.Service,
      state: c.State,
      health: c.Health,
      exitCode: c.ExitCode,
    }));
}

/** Ids of a service's running replicas. */
export async function replicas(service: string): Promise<string[]> {
  return (await compose('ps', '--quiet', service))
    .split('\n')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * Kills a container's main process with SIGKILL from the host, as the kernel's OOM killer or a crash would. Docker
 * restarts it by its restart policy; `docker kill` would not (Docker takes it for an operator's stop).
 */
export async function crash(id: string): Promise<void> {
  const pid = Number(await docker('inspect', '--format', '{{.State.Pid}}', id));
  if (!pid) throw new Error(`container ${id} has no running process to kill`);
  process.kill(pid, 'SIGKILL');
}

/** How many times Docker has restarted a container. */
export async function restarts(id: string): Promise<number> {
  return Number(await docker('inspect', '--format', '{{.RestartCount}}', id));
}

export async function containerAddress(id: string): Promise<string> {
  return docker('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', id);
}

/** SubmitReceipt calls a payments replica has answered, from its own /metrics (METRICS_PORT = 51053). */
export async function receiptsHandled(id: string): Promise<number> {
  const address = await containerAddress(id);
  const text = await (await fetch(`http://${address}:51053/metrics`, { signal: AbortSignal.timeout(5000) })).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('grpc_server_handled_total{') && line.includes('SubmitReceipt'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Every container of the project running and healthy (one-shot jobs exited 0). */
export async function untilAllHealthy(timeoutMs = 180_000): Promise<ContainerState[]> {
  return until(
    'every container healthy',
    async () => {
      const all = await containers();
      const ready = all.every((c) =>
        c.state === 'exited' ? c.exitCode === 0 : c.state === 'running' && (c.health === '' || c.health === 'healthy'),
      );
      return ready && all.length > 0 ? all : undefined;
    },
    timeoutMs,
  );
}

/** Payments answers through the gateway (a read that is never cached), after /api/health reports every service. */
export async function untilPaymentsAnswer(store: Store, timeoutMs = 120_000): Promise<void> {
  await untilServing(timeoutMs);
  await until('payments answering through the gateway', () => store.call('GET', '/receipts/review/count'), timeoutMs);
}

/** /api/health through the proxy reports every service serving. */
export async function untilServing(timeoutMs = 120_000): Promise<void> {
  await until(
    'every service serving through /api/health',
    async () => (await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(5000) })).ok,
    timeoutMs,
  );
}
