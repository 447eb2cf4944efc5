import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { extract } from 'tar-stream';
import { type RecoveryTarget, startEmbeddedPostgres } from '../postgres.js';
import { readSecret } from '../secrets.js';
import {
  type BackupManifest,
  DATABASE_KEY,
  listBackups,
  parseFileKey,
  SECRET_FILES,
  segmentPosition,
} from './backup.js';
import { decryptOnly, unseal } from './sealed.js';
import type { BackupTarget } from './target.js';

export interface RestoreRequest {
  target: BackupTarget;
  /** The operator's age identity (AGE-SECRET-KEY-1…). */
  identity: string;
  /** An empty (or missing) DATA_DIR. */
  dataDir: string;
  /** The port the recovering PostgreSQL listens on meanwhile (the runner's PG_PORT). */
  port: number;
  /** A base backup as it was when taken; else the newest one replayed to `until` or to the end of the archive. */
  backupId?: string;
  until?: Date;
  log: (line: string) => void;
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

const RECOVERY_TIMEOUT_MS = 30 * 60_000;

/** Restores a backup into an empty data directory, replaying the archived WAL, then the stored files. */
export async function restore(request: RestoreRequest): Promise<BackupManifest> {
  const { target, identity, dataDir, log } = request;
  const present = await readdir(dataDir).catch(() => [] as string[]);
  if (present.length) {
    throw new RestoreError(
      `${dataDir} não está vazio (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}); ` +
        'a restauração não sobrescreve dados: pare o runner e mova ou apague a pasta, ou use outro DATA_DIR',
    );
  }
  const backup = chooseBackup(await listBackups(target), request);
  log(`restaurando o backup ${backup.id} (de ${backup.takenAt}) de ${target.description}`);

  const clusterDir = join(dataDir, 'postgres');
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  await unpackDatabase(await unseal(await target.get(`base/${backup.id}/${DATABASE_KEY}`), identity), {
    clusterDir,
    secretsDir: dataDir,
  });

  // Inside the cluster, so it belongs to the user PostgreSQL runs as; removed once recovery is over.
  const walDir = join(clusterDir, 'restore-wal');
  const segments = await fetchWal(target, identity, walDir, backup.startSegment);
  log(`${segments} arquivos de WAL baixados; reaplicando ${describeTarget(request)}`);
  const recoveryTarget: RecoveryTarget | undefined = request.backupId
    ? { kind: 'immediate' }
    : request.until
      ? { kind: 'time', at: request.until }
      : undefined;
  const postgres = await startEmbeddedPostgres({
    dataDir: clusterDir,
    port: request.port,
    passwordFile: join(dataDir, 'postgres-password'),
    logFile: join(dataDir, 'postgres.log'),
    recovery: { walDir, target: recoveryTarget },
    log,
  });
  try {
    await waitForPromotion(postgres, dataDir, request.port);
  } finally {
    await postgres.stop();
  }
  await rm(walDir, { recursive: true, force: true });

  const files = await fetchFiles(target, identity, join(dataDir, 's3'));
  log(`${files} arquivos (comprovantes, fotos, QR) restaurados`);
  return backup;
}

export function chooseBackup(
  backups: BackupManifest[],
  request: Pick<RestoreRequest, 'target' | 'backupId' | 'until'>,
): BackupManifest {
  if (!backups.length) throw new RestoreError(`nenhum backup completo em ${request.target.description}`);
  if (request.backupId) {
    const chosen = backups.find((backup) => backup.id === request.backupId);
    if (!chosen) {
      throw new RestoreError(`não há o backup ${request.backupId}; veja os disponíveis com make backups`);
    }
    return chosen;
  }
  const until = request.until;
  const candidates = until ? backups.filter((backup) => new Date(backup.takenAt) <= until) : backups;
  const newest = candidates.at(-1);
  if (!newest) {
    throw new RestoreError(
      `o backup mais antigo é de ${backups[0]?.takenAt}; não dá para voltar a ${until?.toISOString()}`,
    );
  }
  return newest;
}

function describeTarget(request: RestoreRequest): string {
  if (request.backupId) return 'até o fim do backup';
  if (request.until) return `até ${request.until.toISOString()}`;
  return 'até o último WAL guardado';
}

/** A base backup's database into `clusterDir` (and the embedded runner's secrets into `secretsDir`, when given). */
export async function unpackDatabase(tar: Readable, into: { clusterDir: string; secretsDir?: string }): Promise<void> {
  const unpack = extract();
  const done = pipeline(tar, unpack);
  for await (const entry of unpack) {
    const { name, type, mode, mtime } = entry.header;
    const secret = name.startsWith('secrets/') ? name.slice('secrets/'.length) : undefined;
    if (secret !== undefined && into.secretsDir === undefined && SECRET_FILES.includes(secret)) {
      entry.resume();
      continue;
    }
    const path =
      secret !== undefined
        ? SECRET_FILES.includes(secret)
          ? join(into.secretsDir as string, secret)
          : undefined
        : name.startsWith('postgres/') && !name.split('/').includes('..')
          ? join(into.clusterDir, name.slice('postgres/'.length))
          : undefined;
    if (!path) throw new RestoreError(`entrada inesperada no backup: ${name}`);
    if (type === 'directory') {
      await mkdir(path, { recursive: true, mode: mode || 0o700 });
      entry.resume();
      continue;
    }
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await pipeline(entry, createWriteStream(path, { mode: mode || 0o600 }));
    await utimes(path, mtime, mtime);
  }
  await done;
}

/**
 * The WAL from the backup's start on, every timeline, plus the timeline histories recovery reads; kept gzipped (a day
 * of segments switched each minute is ~20 GB unpacked) and unpacked one by one by restore_command.
 */
export async function fetchWal(target: BackupTarget, identity: string, walDir: string, startSegment: string) {
  await mkdir(walDir, { recursive: true, mode: 0o700 });
  const start = segmentPosition(startSegment);
  const needed = (await target.list('wal/')).filter((object) => {
    const name = object.key.slice(4, -4);
    return name.endsWith('.history') || (/^[0-9A-F]{24}/.test(name) && segmentPosition(name) >= start);
  });
  for (const object of needed) {
    const file = join(walDir, `${object.key.slice(4, -4)}.gz`);
    await pipeline(await decryptOnly(await target.get(object.key), identity), createWriteStream(file, { mode: 0o600 }));
  }
  return needed.length;
}

async function fetchFiles(target: BackupTarget, identity: string, s3Dir: string): Promise<number> {
  let count = 0;
  for (const object of await target.list('files/')) {
    const file = parseFileKey(object.key);
    if (!file || file.path.split('/').includes('..')) continue;
    const path = join(s3Dir, file.path);
    await mkdir(dirname(path), { recursive: true });
    await pipeline(await unseal(await target.get(object.key), identity), createWriteStream(path));
    const mtime = new Date(file.mtimeMs);
    await utimes(path, mtime, mtime);
    count++;
  }
  return count;
}

/** Recovery ends with a promotion (the target reached, or the archive's end): then the cluster takes writes. */
/** Whether the server at `url` is still replaying WAL (or not yet answering). */
export async function stillRecovering(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  return client
    .connect()
    .then(() => client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering'))
    .then((result) => result.rows[0]?.recovering ?? true)
    .catch(() => true)
    .finally(() => client.end().catch(() => {}));
}

async function waitForPromotion(postgres: { isRunning(): Promise<boolean> }, dataDir: string, port: number) {
  const password = await readSecret(join(dataDir, 'postgres-password'));
  const url = `postgres://postgres:${encodeURIComponent(password ?? '')}@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!(await postgres.isRunning())) {
      throw new RestoreError(
        `o PostgreSQL parou durante a recuperação; veja ${join(dataDir, 'postgres.log')} (UNTIL depois do último WAL guardado?)`,
      );
    }
    if (!(await stillRecovering(url))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new RestoreError(`a recuperação não terminou em ${RECOVERY_TIMEOUT_MS / 60_000} minutos`);
}
