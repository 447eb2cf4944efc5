// The compose stack of `make bench-scale` (bench/scale.mjs): its own project, env file and host ports, so it runs beside
// `make test-containers`' stack; each payments replica capped by deploy/docker/compose.bench-scale.yml. Also what the
// bench reads from the host: each container's CPU time (cgroup v1 cpuacct, or v2), the host's idle share, and each
// payments replica's SubmitReceipt count from its /metrics.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './service-bundle.mjs';

const run = promisify(execFile);

export const PROJECT = process.env.BENCH_SCALE_PROJECT ?? 'ritual-bench-scale';
export const STATE_DIR = join(ROOT, '.data', 'bench-scale');
export const ENV_FILE = join(STATE_DIR, 'compose.env');
export const CA_FILE = join(STATE_DIR, 'caddy-root.crt');
/** Host ports of this stack's proxy, clear of the 80/443/9443 of `make compose-up` and `make test-containers`. */
export const PORTS = {
  HTTP_PORT: process.env.BENCH_SCALE_HTTP_PORT ?? '8480',
  HTTPS_PORT: process.env.BENCH_SCALE_HTTPS_PORT ?? '8443',
  FILES_PORT: process.env.BENCH_SCALE_FILES_PORT ?? '9444',
};
export const BASE_URL = `https://localhost:${PORTS.HTTPS_PORT}`;
export const PAYMENTS_CPUS = Number(process.env.BENCH_PAYMENTS_CPUS ?? 0.5);
const OVERRIDE = join(ROOT, 'deploy/docker/compose.bench-scale.yml');
const METRICS_PORT = 51053;

/** Backups off (no target), the proxy on this stack's ports; the shell's variables win over the env file's. */
const composeEnv = () => ({
  ...process.env,
  COMPOSE_PROJECT_NAME: PROJECT,
  ENV_FILE,
  BACKUP_DIR: '',
  BACKUP_S3_BUCKET: '',
  BENCH_PAYMENTS_CPUS: String(PAYMENTS_CPUS),
  ...PORTS,
  S3_PUBLIC_URL: `https://localhost:${PORTS.FILES_PORT}`,
});

const sh = (script, options = {}) =>
  run('bash', ['-c', script], { cwd: ROOT, env: composeEnv(), maxBuffer: 64 * 1024 * 1024, ...options });

let offline;

/** OFFLINE=1/0 as the caller set it, else scripts/compose-images.sh decides (local stand-ins when Docker Hub is out). */
async function decideOffline() {
  if (offline === undefined) {
    offline =
      process.env.OFFLINE === '1' ||
      (process.env.OFFLINE !== '0' &&
        (await sh('source scripts/compose-images.sh && decide_offline')).stdout.trim() === '1');
  }
  return offline;
}

async function composeFiles() {
  const files = ['-f', join(ROOT, 'docker-compose.yml')];
  if (await decideOffline()) files.push('-f', join(ROOT, 'deploy/docker/compose.offline.yml'));
  return [...files, '-f', OVERRIDE];
}

export async function compose(...args) {
  try {
    const { stdout } = await run('docker', ['compose', '--env-file', ENV_FILE, ...(await composeFiles()), ...args], {
      cwd: ROOT,
      env: composeEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (err) {
    throw new Error(`docker compose ${args.join(' ')}: ${err.message}\n${err.stderr ?? ''}`);
  }
}

export async function docker(...args) {
  const { stdout } = await run('docker', args, { maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/**
 * What `make compose-up` does before it starts a stack, with scripts/compose.sh's own functions: the env file with
 * fresh secrets (here pointed at this stack's ports), and the local stand-in images when offline.
 */
export async function prepare(say) {
  mkdirSync(STATE_DIR, { recursive: true });
  const envFile = JSON.stringify(ENV_FILE);
  if (!existsSync(ENV_FILE)) await sh(`env_file=${envFile} && source scripts/compose-env.sh && write_env_file`);
  await sh(`env_file=${envFile} && source scripts/compose-env.sh && ensure_env_secrets`);
  let text = readFileSync(ENV_FILE, 'utf8');
  const settings = { ...PORTS, S3_PUBLIC_URL: `https://localhost:${PORTS.FILES_PORT}`, BACKUP_DIR: '' };
  for (const [name, value] of Object.entries(settings)) {
    const line = new RegExp(`^${name}=.*$`, 'm');
    text = line.test(text) ? text.replace(line, `${name}=${value}`) : `${text.replace(/\n*$/, '\n')}${name}=${value}\n`;
  }
  writeFileSync(ENV_FILE, text, { mode: 0o600 });
  if (await decideOffline()) {
    say('Docker Hub unreachable: local stand-in images (deploy/docker/offline/build-images.sh)');
    await sh('bash deploy/docker/offline/build-images.sh');
  }
}

/** `up` with payments × `replicas`; `build` the first time (later ones leave the running containers as they are). */
export async function up(replicas, { build = false } = {}) {
  const args = ['up', '-d', '--wait', '--wait-timeout', '300', '--scale', `payments=${replicas}`];
  if (build) args.push('--build');
  else args.push('--no-recreate');
  try {
    await compose(...args);
  } catch (err) {
    // A gateway whose health check failed while replicas came and went is unhealthy until its next check, and
    // `up --wait` gives up on it instead of waiting: once more, after its checks have had time to pass.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await compose(...args).catch((again) => {
      throw new Error(`${again.message}\n(first attempt: ${err.message.slice(0, 2000)})`);
    });
  }
}

export async function down() {
  await compose('down', '--volumes', '--remove-orphans');
}

export function adminPassword() {
  const line = readFileSync(ENV_FILE, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('ADMIN_PASSWORD='));
  return line?.slice('ADMIN_PASSWORD='.length) ?? '';
}

/** The proxy's internal root CA (SITE_DOMAIN=localhost), for the load client's NODE_EXTRA_CA_CERTS. */
export async function saveProxyCa() {
  writeFileSync(CA_FILE, await compose('exec', '-T', 'proxy', 'cat', '/data/caddy/pki/authorities/local/root.crt'));
  return CA_FILE;
}

/** The project's running containers: full id, compose service, name. */
export async function containers() {
  const out = await docker(
    'ps',
    '--no-trunc',
    '--filter',
    `label=com.docker.compose.project=${PROJECT}`,
    '--format',
    '{{.ID}}\t{{.Label "com.docker.compose.service"}}\t{{.Names}}',
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, service, name] = line.split('\t');
      return { id, service, name };
    });
}

export async function paymentsReplicas() {
  return (await containers()).filter((c) => c.service === 'payments').sort((a, b) => a.name.localeCompare(b.name));
}

/** The CPU quota Docker gave a container (its NanoCpus), in CPUs; 0 when it has none. */
export async function cpuQuota(id) {
  return Number(await docker('inspect', '--format', '{{.HostConfig.NanoCpus}}', id)) / 1e9;
}

async function containerAddress(id) {
  return docker('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', id);
}

async function metrics(id) {
  const address = await containerAddress(id);
  const response = await fetch(`http://${address}:${METRICS_PORT}/metrics`, { signal: AbortSignal.timeout(5000) });
  return (await response.text()).split('\n');
}

/** SubmitReceipt calls a payments replica has answered, from its own /metrics (as compose-stack.ts reads them). */
export async function receiptsHandled(id) {
  return (await metrics(id))
    .filter((line) => line.startsWith('grpc_server_handled_total{') && line.includes('SubmitReceipt'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/**
 * A replica's longest event-loop delay (s) since its /metrics was last read (prom-client starts the measure again at
 * each read): a call waits that long for the process's main thread, and so does a keepalive ping's answer.
 */
export async function eventLoopDelayMax(id) {
  const line = (await metrics(id)).find((entry) => entry.startsWith('nodejs_eventloop_lag_max_seconds '));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

const readNumber = (path) => {
  try {
    return Number(readFileSync(path, 'utf8').trim());
  } catch {
    return undefined;
  }
};

const statField = (path, field) => {
  try {
    const line = readFileSync(path, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field} `));
    return line ? Number(line.split(' ')[1]) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A container's CPU time so far in ns, and its throttling (periods, throttled periods): cgroup v1 (cgroupfs driver:
 * cpuacct/docker/<id>), else v2 (the systemd driver's docker-<id>.scope, or cgroupfs's docker/<id>).
 */
function containerCpu(id) {
  const v1 = `/sys/fs/cgroup/cpuacct/docker/${id}/cpuacct.usage`;
  const usage = readNumber(v1);
  if (usage !== undefined) {
    const stat = `/sys/fs/cgroup/cpu/docker/${id}/cpu.stat`;
    return { ns: usage, periods: statField(stat, 'nr_periods') ?? 0, throttled: statField(stat, 'nr_throttled') ?? 0 };
  }
  for (const dir of [`/sys/fs/cgroup/system.slice/docker-${id}.scope`, `/sys/fs/cgroup/docker/${id}`]) {
    const usec = statField(`${dir}/cpu.stat`, 'usage_usec');
    if (usec !== undefined) {
      return {
        ns: usec * 1000,
        periods: statField(`${dir}/cpu.stat`, 'nr_periods') ?? 0,
        throttled: statField(`${dir}/cpu.stat`, 'nr_throttled') ?? 0,
      };
    }
  }
  throw new Error(`no cgroup CPU accounting found for container ${id.slice(0, 12)}`);
}

/** The host's CPU jiffies from /proc/stat: all, idle (idle + iowait), and stolen by the hypervisor. */
function hostCpu() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already counted in user and nice).
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, idle: fields[3] + fields[4], steal: fields[7] ?? 0 };
}

/** One reading of every container given, the host and this process (the load client), at one instant. */
export function sample(list) {
  return {
    at: performance.now(),
    containers: new Map(list.map((c) => [c.id, containerCpu(c.id)])),
    host: hostCpu(),
    client: process.cpuUsage(),
  };
}

/** What happened between two samples: CPU seconds per container, the host's idle share, the client's CPU seconds. */
export function delta(list, start, end) {
  const seconds = (end.at - start.at) / 1000;
  const perContainer = list.map((c) => {
    const a = start.containers.get(c.id);
    const b = end.containers.get(c.id);
    return {
      ...c,
      // A container restarted in the window starts its counter again: flagged, not subtracted.
      restarted: b.ns < a.ns,
      cpuSeconds: Math.max(0, b.ns - a.ns) / 1e9,
      throttledShare: b.periods > a.periods ? (b.throttled - a.throttled) / (b.periods - a.periods) : 0,
    };
  });
  const jiffies = end.host.total - start.host.total;
  return {
    seconds,
    perContainer,
    hostIdleShare: jiffies > 0 ? (end.host.idle - start.host.idle) / jiffies : Number.NaN,
    hostStealShare: jiffies > 0 ? (end.host.steal - start.host.steal) / jiffies : Number.NaN,
    clientCpuSeconds: (end.client.user - start.client.user + end.client.system - start.client.system) / 1e6,
  };
}
