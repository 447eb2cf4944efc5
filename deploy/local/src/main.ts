import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BackupAgent, startBackupAgent } from './backup/agent.js';
import { backupPaths, embeddedBackupSource, readBackupConfig } from './backup/config.js';
import { openTarget } from './backup/target.js';
import {
  type ChildSpec,
  composeChildren,
  envPrefix,
  gatewayScript,
  hostServices,
  type RunnerConfig,
  readConfig,
  SERVICE_NAMES,
  serviceHostScript,
  serviceScript,
} from './env.js';
import { waitForHealthy } from './health.js';
import { acquireRunnerLock } from './lock.js';
import { assertPortsFree, type PortClaim, waitForListening } from './ports.js';
import { type RunningPostgres, startEmbeddedPostgres } from './postgres.js';
import { type ExitInfo, Supervisor } from './processes.js';
import { localPsp, PSP_SIMULATOR } from './psp-simulator.js';
import { findRepoRoot } from './repo.js';
import { type RunningS3, startLocalS3 } from './s3.js';
import { readOrCreateSecret } from './secrets.js';
import { localWhatsApp, WHATSAPP_SIMULATOR } from './whatsapp-simulator.js';

const STOP_GRACE_MS = 10_000;
const READY_TIMEOUT_MS = 60_000;
/** How often the runner checks that the embedded PostgreSQL still runs. */
const POSTGRES_WATCH_MS = 2000;

const say = (line: string) => process.stdout.write(`[runner] ${line}\n`);
const complain = (line: string) => process.stderr.write(`[runner] ${line}\n`);

interface State {
  stopping: boolean;
  ready: boolean;
  /** Aborted when a child dies before ready or a stop is requested: ends the waits at once. */
  startup: AbortController;
  postgres?: Promise<RunningPostgres>;
  postgresRunning?: RunningPostgres;
  s3?: Promise<RunningS3>;
  supervisor?: Supervisor;
  /** The service hosts' process names (`catalog+orders+…`). */
  hostNames: string[];
  postgresWatch?: NodeJS.Timeout;
  releaseLock?: () => void;
  backups?: BackupAgent;
}

const state: State = { stopping: false, ready: false, startup: new AbortController(), hostNames: [] };

async function start(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const repoRoot = findRepoRoot(here) ?? findRepoRoot(process.cwd());
  if (!repoRoot) throw new Error(`não achei a raiz do repositório (package.json com "workspaces") acima de ${here}`);
  const config = readConfig(process.env, repoRoot);
  const show = (path: string) => relative(process.cwd(), path) || '.';

  const scripts = [
    ...SERVICE_NAMES.map((service) => serviceScript(repoRoot, service)),
    serviceHostScript(repoRoot),
    gatewayScript(repoRoot),
    ...(process.env.WHATSAPP?.trim() ? [join(repoRoot, 'deploy', 'whatsapp-simulator', 'dist', 'main.js')] : []),
  ];
  const missing = scripts.filter((script) => !existsSync(script));
  if (missing.length) {
    throw new Error(`falta compilar: ${missing.map(show).join(', ')}; rode npm run build (make start já faz isso)`);
  }

  const backup = readBackupConfig(process.env, config.dataDir);
  if (backup && (config.postgres.kind !== 'embedded' || config.s3.kind !== 'embedded')) {
    throw new Error(
      'o backup do runner cobre o PostgreSQL e o S3 embutidos; com DATABASE_URL ou S3_ENDPOINT use o backup desses serviços (README, Backups)',
    );
  }
  const walTimeoutSeconds = readWalTimeout();

  await mkdir(config.dataDir, { recursive: true });
  state.releaseLock = acquireRunnerLock(join(config.dataDir, 'runner.pid'));
  await assertPortsFree(portClaims(config));
  say(`dados em ${show(config.dataDir)}`);

  if (config.postgres.kind === 'embedded') {
    const logFile = join(config.dataDir, 'postgres.log');
    say(`PostgreSQL embutido em 127.0.0.1:${config.postgres.port} (log em ${show(logFile)})`);
    state.postgres = startEmbeddedPostgres({
      dataDir: join(config.dataDir, 'postgres'),
      passwordFile: join(config.dataDir, 'postgres-password'),
      logFile,
      port: config.postgres.port,
      log: say,
      archive: backup
        ? { stagingDir: backupPaths(config.dataDir).walStaging, timeoutSeconds: walTimeoutSeconds }
        : undefined,
    });
    state.postgres.then((running) => (state.postgresRunning = running)).catch(() => {});
  } else {
    say(`PostgreSQL externo em ${redact(config.postgres.url)} (DATABASE_URL)`);
  }
  if (config.s3.kind === 'embedded') {
    state.s3 = startLocalS3({
      directory: join(config.dataDir, 's3'),
      port: config.s3.port,
      bucket: config.s3.bucket,
      onRequestError: (err) => complain(`S3 local (s3rver): erro interno: ${err.stack ?? err.message}`),
    });
  } else {
    say(`S3 externo em ${process.env.S3_ENDPOINT}`);
  }
  const jwtSecret = process.env.JWT_SECRET?.trim() || (await readOrCreateSecret(join(config.dataDir, 'jwt-secret')));
  const orderLinkKey =
    process.env.ORDER_LINK_KEY?.trim() || (await readOrCreateSecret(join(config.dataDir, 'order-link-key')));
  const [postgres, s3] = await Promise.all([state.postgres, state.s3]);
  if (s3) say(`S3 local (s3rver) em ${s3.env.S3_ENDPOINT}, bucket ${s3.env.S3_BUCKET}`);
  if (s3?.discarded.length) {
    complain(
      `S3 local: ${s3.discarded.length} arquivo(s) gravado(s) pela metade numa queda (nunca confirmados) descartado(s): ${s3.discarded.join(', ')}`,
    );
  }
  if (state.stopping) return;

  const psp = process.env.PIX_PSP?.trim()
    ? localPsp(config, process.env, {
        clientSecret: await readOrCreateSecret(join(config.dataDir, 'psp-simulator-secret')),
        webhookSecret: await readOrCreateSecret(join(config.dataDir, 'psp-webhook-secret'), 24),
      })
    : undefined;
  const whatsapp = process.env.WHATSAPP?.trim()
    ? localWhatsApp(config, process.env, {
        accessToken: await readOrCreateSecret(join(config.dataDir, 'whatsapp-simulator-token')),
        appSecret: await readOrCreateSecret(join(config.dataDir, 'whatsapp-simulator-app-secret')),
        verifyToken: await readOrCreateSecret(join(config.dataDir, 'whatsapp-simulator-verify-token'), 24),
      })
    : undefined;
  const children = composeChildren(config, process.env, {
    databaseServerUrl: postgres?.url ?? (config.postgres.kind === 'external' ? config.postgres.url : ''),
    s3Env: s3?.env ?? {},
    jwtSecret,
    orderLinkKey,
  });
  const payments = children.find((child) => child.name === 'payments');
  if (psp && payments) payments.env = { ...payments.env, ...psp.paymentsEnv };
  const messaging = children.find((child) => child.name === 'messaging');
  if (whatsapp && messaging) messaging.env = { ...messaging.env, ...whatsapp.messagingEnv };

  if (config.bus.kind === 'postgres') {
    say('eventos: barramento durável no PostgreSQL (pg-boss, banco ritual_bus; NATS_URL não definido)');
  } else {
    say(`eventos: NATS em ${config.bus.url}`);
  }
  const supervisor = new Supervisor({
    onUnexpectedExit: onChildExit,
    shouldRestart: () => state.ready && !state.stopping,
    onRestart: (exit, attempt, delayMs) =>
      complain(
        `${exit.name} terminou inesperadamente (${describeExit(exit)}); reiniciando em ${(delayMs / 1000).toFixed(1)} s ` +
          `(tentativa ${attempt}); /api/health o mostra fora do ar enquanto isso`,
      ),
    onCrashLoop: (exit, lastLines) => {
      const policy = 'caiu 5 vezes em 60 s';
      complain(
        `ERRO: ${exit.name} ${policy} (última saída: ${describeExit(exit)}); parando tudo em vez de reiniciá-lo de novo. ` +
          `Últimas linhas de ${exit.name}:\n${lastLines.map((line) => `  ${line}`).join('\n') || '  (nenhuma)'}`,
      );
      void shutdown(1);
    },
  });
  state.supervisor = supervisor;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  const hosts = hostServices(
    repoRoot,
    children.filter((child) => child.name !== 'gateway'),
  );
  state.hostNames = hosts.map((host) => host.name);
  const gateway = children.find((child) => child.name === 'gateway') as ChildSpec;
  // The panel shows the last good backup from the agent's status file.
  if (backup) gateway.env = { ...gateway.env, BACKUP_STATUS_FILE: backupPaths(config.dataDir).status };
  if (psp) {
    say(`PSP simulado (PIX_PSP=simulator) em http://127.0.0.1:${psp.port}; pague cobranças em /sim/cob/{txid}/pay`);
    supervisor.start(psp.child);
    await waitForListening([{ name: PSP_SIMULATOR, port: psp.port }], deadline, state.startup.signal);
  }
  if (whatsapp) {
    say(
      `WhatsApp simulado (WHATSAPP=simulator) em http://127.0.0.1:${whatsapp.port}; mensagens enviadas em ` +
        `${whatsapp.controlUrl}/messages, mensagem de cliente: POST ${whatsapp.controlUrl}/incoming {"from","text"}`,
    );
    supervisor.start(whatsapp.child);
    await waitForListening([{ name: WHATSAPP_SIMULATOR, port: whatsapp.port }], deadline, state.startup.signal);
  }
  for (const host of hosts) supervisor.start(host);
  // The gateway's gRPC clients back off for a second or more after a refused connection: start it once the
  // services listen so its first health check already reaches them.
  await waitForListening(
    SERVICE_NAMES.map((name) => ({ name, port: config.grpcPorts[name] })),
    deadline,
    state.startup.signal,
  );
  if (state.stopping) return;
  supervisor.start(gateway);

  const healthUrl = `http://127.0.0.1:${config.gatewayPort}/api/health`;
  await waitForHealthy(healthUrl, { timeoutMs: Math.max(0, deadline - Date.now()), signal: state.startup.signal });
  state.ready = true;
  if (postgres) watchPostgres(postgres);
  if (s3) s3.onFailure((err) => stopBecause(`o S3 local (s3rver) parou: ${err.message}`));
  if (backup && postgres) {
    const target = await openTarget(backup.target);
    say(
      `backup contínuo em ${target.description}: WAL a cada ${walTimeoutSeconds} s no máximo, backup completo por dia`,
    );
    state.backups = startBackupAgent(
      embeddedBackupSource(config.dataDir, { target, recipient: backup.recipient, postgresUrl: postgres.url }),
      { say, complain },
    );
  } else {
    say('backups desligados: defina BACKUP_DIR ou BACKUP_S3_BUCKET e BACKUP_AGE_RECIPIENT (README, Backups)');
  }
  const readyMs = Math.round(performance.now());
  process.stdout.write(
    `Pronto: http://localhost:${config.gatewayPort} (admin em /admin) em ${(readyMs / 1000).toFixed(1)} s\n` +
      `ready_ms=${readyMs}\n`,
  );
}

function portClaims(config: RunnerConfig): PortClaim[] {
  const grpcHost = process.env.GRPC_HOST?.trim() || '127.0.0.1';
  const claims: PortClaim[] = SERVICE_NAMES.map((name) => ({
    port: config.grpcPorts[name],
    host: grpcHost,
    label: `gRPC de ${name}`,
    envVar: `${envPrefix(name)}_GRPC_PORT`,
  }));
  claims.push({ port: config.gatewayPort, label: 'gateway HTTP', envVar: 'PORT' });
  if (config.s3.kind === 'embedded') {
    claims.push({ port: config.s3.port, host: '127.0.0.1', label: 's3rver', envVar: 'S3_PORT' });
  }
  const psp = localPsp(config, process.env, { clientSecret: '', webhookSecret: '' });
  if (psp) claims.push({ port: psp.port, host: '127.0.0.1', label: 'PSP simulado', envVar: 'PSP_SIM_PORT' });
  const whatsapp = localWhatsApp(config, process.env, { accessToken: '', appSecret: '', verifyToken: '' });
  if (whatsapp) {
    claims.push({
      port: whatsapp.port,
      host: '127.0.0.1',
      label: 'WhatsApp simulado',
      envVar: 'WHATSAPP_SIMULATOR_PORT',
    });
  }
  // PostgreSQL checks its own port once a server left running by a crashed runner has been stopped.
  return claims;
}

/** BACKUP_WAL_TIMEOUT_SECONDS: the longest a committed change waits before its WAL segment is archived. */
function readWalTimeout(): number {
  const raw = process.env.BACKUP_WAL_TIMEOUT_SECONDS?.trim() || '50';
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(`BACKUP_WAL_TIMEOUT_SECONDS deve ser um inteiro de 1 a 3600, veio "${raw}"`);
  }
  return seconds;
}

function describeExit(exit: ExitInfo): string {
  return exit.signal ? `sinal ${exit.signal}` : `código ${exit.code}`;
}

/** Before ready a dying child ends the start at once; after ready the supervisor restarts it. */
function onChildExit(exit: ExitInfo): void {
  if (!state.ready) {
    state.startup.abort(
      new Error(`${exit.name} terminou durante a partida (${describeExit(exit)}); veja as linhas [${exit.name}] acima`),
    );
  }
}

/** The embedded PostgreSQL is started again when it dies; when it cannot be, the runner stops saying why. */
function watchPostgres(postgres: RunningPostgres): void {
  let restarting = false;
  state.postgresWatch = setInterval(async () => {
    if (restarting || state.stopping || (await postgres.isRunning())) return;
    restarting = true;
    complain('o PostgreSQL embutido parou inesperadamente; reiniciando-o (os serviços reconectam sozinhos)');
    try {
      await postgres.restart();
      say('PostgreSQL embutido reiniciado');
    } catch (err) {
      stopBecause(`o PostgreSQL embutido parou e não voltou: ${(err as Error).message}`);
    } finally {
      restarting = false;
    }
  }, POSTGRES_WATCH_MS);
  state.postgresWatch.unref();
}

function stopBecause(reason: string): void {
  if (state.stopping) return;
  complain(`ERRO: ${reason}; parando o runner`);
  void shutdown(1);
}

async function shutdown(exitCode: number): Promise<void> {
  if (state.stopping) return;
  state.stopping = true;
  state.startup.abort(new Error('parada pedida'));
  say(exitCode === 0 ? 'parando (Ctrl-C de novo força a saída)' : 'parando o que já tinha iniciado');
  clearInterval(state.postgresWatch);
  const { supervisor } = state;
  supervisor?.cancelRestarts();
  if (supervisor) {
    await supervisor.stop(['gateway'], STOP_GRACE_MS);
    await supervisor.stop(state.hostNames, STOP_GRACE_MS);
    await supervisor.stop([PSP_SIMULATOR, WHATSAPP_SIMULATOR], STOP_GRACE_MS);
  }
  await state.backups?.stop();
  const [s3, postgres] = await Promise.all([state.s3?.catch(() => undefined), state.postgres?.catch(() => undefined)]);
  await s3?.close().catch((err: Error) => complain(`s3rver não fechou: ${err.message}`));
  try {
    await postgres?.stop();
  } catch (err) {
    complain((err as Error).message);
    exitCode ||= 1;
  }
  state.releaseLock?.();
  say('parado');
  process.exit(exitCode);
}

function forceExit(): never {
  complain('saída forçada: matando os processos filhos');
  state.supervisor?.killAll();
  state.postgresRunning?.stopNow();
  state.releaseLock?.();
  process.exit(130);
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL inválida)';
  }
}

// `npm start` and friends forward the terminal's Ctrl-C to us on top of the one the terminal sends: a repeat
// within a second is the same key press, not the second Ctrl-C that forces the exit.
const SAME_PRESS_MS = 1000;
let firstSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!state.stopping) {
      firstSignalAt = Date.now();
      void shutdown(0);
    } else if (Date.now() - firstSignalAt >= SAME_PRESS_MS) {
      forceExit();
    }
  });
}
process.on('exit', () => {
  state.supervisor?.killAll();
  state.releaseLock?.();
});

start().catch(async (err: unknown) => {
  if (state.stopping) return;
  const message = err instanceof Error ? err.message : String(err);
  complain(`ERRO: ${message}`);
  const exits = (await state.supervisor?.exits()) ?? [];
  if (exits.length) complain(`processos que terminaram: ${exits.map((exit) => exit.name).join(', ')}`);
  await shutdown(1);
});
