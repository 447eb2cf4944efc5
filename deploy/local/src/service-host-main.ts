// `node deploy/local/dist/service-host.js catalog orders …`: the embedded runner's process for several services.
// Each service runs from its own bundle (services/<name>/dist/server.js, the one its container runs) with its own
// environment: the host's, overlaid with the service's entry of SERVICE_HOST_ENV.
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Env, SERVICE_HOST_ENV, SERVICE_NAMES, type ServiceName, serviceScript } from './env.js';
import { findRepoRoot } from './repo.js';
import { type HostLog, type RunningHost, type ServiceModule, startServices, stopOnSignals } from './service-host.js';

const log: HostLog = {
  info: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
};

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 8000;

async function main(): Promise<void> {
  const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
  if (!repoRoot) throw new Error('não achei a raiz do repositório acima do service host');
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(SERVICE_NAMES as readonly string[]).includes(name));
  if (!names.length || unknown.length) {
    throw new Error(`serviços desconhecidos ou nenhum: "${names.join(' ')}"; conheço ${SERVICE_NAMES.join(', ')}`);
  }
  const overrides: Record<string, Env> = JSON.parse(process.env[SERVICE_HOST_ENV] ?? '{}');
  const shared: Env = { ...process.env };
  delete shared[SERVICE_HOST_ENV];

  // Each service logs its own unhandled rejections when it owns its process; here one handler serves them all.
  process.on('unhandledRejection', (err) => log.error(`promessa rejeitada sem tratamento: ${describe(err)}`));
  let host: RunningHost | undefined;
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || DEFAULT_SHUTDOWN_TIMEOUT_MS;
  stopOnSignals(async () => host?.stop(), process, log, timeoutMs);
  host = await startServices(
    (names as ServiceName[]).map((name) => ({
      name,
      env: { ...shared, ...overrides[name] },
      load: () => import(pathToFileURL(serviceScript(repoRoot, name)).href) as Promise<ServiceModule>,
    })),
    log,
  );
}

function describe(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

main().catch((err: unknown) => {
  log.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
