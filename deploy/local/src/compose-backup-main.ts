// The compose stack's backup service (docker-compose.yml, `backup`): the same continuous backup as the embedded
// runner's, of the PostgreSQL container (its data directory mounted here, WAL staged by its archive_command) and of
// the S3 bucket, plus the commands an operator runs through `make compose-backup|compose-backups|compose-restore`, and
// `copy-bucket`, the files' part of `make compose-upgrade` (scripts/compose-upgrade.sh).
import { appendFile, chown, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { startBackupAgent } from './backup/agent.js';
import {
  type BackupSource,
  DATABASE_KEY,
  listBackups,
  parseFileKey,
  takeBaseBackup,
  WAL_STAGING_IN_CLUSTER,
  writeStatus,
} from './backup/backup.js';
import { BucketConflictError, copyBucket, untilBucketServerAnswers } from './backup/bucket-copy.js';
import { type BucketConfig, bucketFiles } from './backup/bucket-files.js';
import { type BackupConfig, readBackupConfig } from './backup/config.js';
import { chooseBackup, fetchWal, RestoreError, stillRecovering, unpackDatabase } from './backup/restore.js';
import { identityIn, unseal } from './backup/sealed.js';
import { openTarget } from './backup/target.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

/** Tells the PostgreSQL container's archive_command to stage WAL here (docker-compose.yml); without it, it drops it. */
const ARMED_MARKER = '.enabled';
const RESTORE_WAL = 'restore-wal';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} é obrigatória no serviço de backup (docker-compose.yml)`);
  return value;
}

const clusterDir = () => process.env.PGDATA?.trim() || '/var/lib/postgresql/data';
const statusFile = () => process.env.BACKUP_STATUS_FILE?.trim() || '/backup-status/status.json';

function files() {
  return bucketFiles({
    endpoint: required('S3_ENDPOINT'),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
    bucket: required('S3_BUCKET'),
    region: process.env.S3_REGION?.trim() || 'us-east-1',
  });
}

async function source(backup: BackupConfig): Promise<BackupSource> {
  return {
    target: await openTarget(backup.target),
    recipient: backup.recipient,
    clusterDir: clusterDir(),
    walStaging: join(clusterDir(), WAL_STAGING_IN_CLUSTER),
    files: files(),
    postgresUrl: required('POSTGRES_URL'),
    statusFile: statusFile(),
  };
}

function configured(): BackupConfig {
  const backup = readBackupConfig(process.env, clusterDir());
  if (!backup) {
    throw new Error('backups desligados: defina BACKUP_DIR (ou BACKUP_S3_*) e BACKUP_AGE_RECIPIENT no .env');
  }
  return backup;
}

/** The staging folder belongs to the cluster's owner (PostgreSQL writes it); the marker turns archiving on or off. */
async function arm(on: boolean): Promise<void> {
  const staging = join(clusterDir(), WAL_STAGING_IN_CLUSTER);
  const owner = await stat(clusterDir());
  await mkdir(staging, { recursive: true, mode: 0o700 });
  await chown(staging, owner.uid, owner.gid);
  if (on) await writeFile(join(staging, ARMED_MARKER), '');
  else await rm(join(staging, ARMED_MARKER), { force: true });
}

/**
 * Waits for a restored cluster to finish replaying, then removes its WAL copy. True when there was one: the restored
 * cluster runs on a new timeline that no stored base backup starts from, so a new one must be taken.
 */
async function finishRestore(postgresUrl: string): Promise<boolean> {
  const restoredWal = join(clusterDir(), RESTORE_WAL);
  if (!(await stat(restoredWal).catch(() => undefined))) return false;
  while (await stillRecovering(postgresUrl)) await new Promise((resolve) => setTimeout(resolve, 1000));
  await rm(restoredWal, { recursive: true, force: true });
  return true;
}

/** Until Docker stops the container (SIGTERM; SIGINT by hand): signal listeners alone keep no process running. */
function untilStopped(): Promise<void> {
  const alive = setInterval(() => {}, 2 ** 30);
  return new Promise((resolve) => {
    const stop = () => {
      clearInterval(alive);
      resolve();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}

async function agent(): Promise<void> {
  const backup = readBackupConfig(process.env, clusterDir());
  const restored = await finishRestore(required('POSTGRES_URL'));
  if (!backup) {
    await arm(false);
    await writeStatus(statusFile(), { off: true });
    say('backups desligados: defina BACKUP_DIR (ou BACKUP_S3_*) e BACKUP_AGE_RECIPIENT no .env (README, Backups)');
    await untilStopped();
    return;
  }
  await arm(true);
  await writeStatus(statusFile(), { off: false });
  const from = await source(backup);
  say(`backup contínuo em ${from.target.description}: WAL a cada minuto no máximo, backup completo por dia`);
  if (restored) {
    const manifest = await takeBaseBackup(from);
    say(`backup completo ${manifest.id} do banco restaurado`);
  }
  const running = startBackupAgent(from, { say, complain });
  await untilStopped();
  await running.stop();
}

async function backupNow(): Promise<void> {
  const from = await source(configured());
  await arm(true);
  say(`fazendo backup completo em ${from.target.description}…`);
  const manifest = await takeBaseBackup(from);
  await writeStatus(from.statusFile, { lastGoodAt: manifest.takenAt, lastBaseBackupAt: manifest.takenAt });
  say(`backup ${manifest.id} pronto (${(manifest.databaseBytes / 1024 / 1024).toFixed(1)} MB do banco)`);
}

async function list(): Promise<void> {
  const target = await openTarget(configured().target);
  const backups = await listBackups(target);
  if (!backups.length) {
    say(`nenhum backup completo em ${target.description} ainda`);
    return;
  }
  say(`backups em ${target.description} (o mais novo por último):`);
  for (const item of backups) {
    const when = new Date(item.takenAt).toLocaleString('pt-BR', { timeZone: process.env.TZ || 'America/Sao_Paulo' });
    say(`${item.id.padEnd(18)} ${when.padEnd(21)} ${(item.bytes / 1024 / 1024).toFixed(1)} MB`);
  }
}

/**
 * Into the PostgreSQL container's empty data directory: the base backup, the WAL since it and the settings that make
 * PostgreSQL replay it when it starts (to `until`, to the backup's end, or to the last WAL stored) and then take
 * writes; the files go back into the bucket.
 */
async function restore(backupId?: string, untilText?: string): Promise<void> {
  if (backupId && untilText) throw new RestoreError('use BACKUP=<id> ou UNTIL=<data e hora>, não os dois');
  const until = untilText ? new Date(untilText.trim().replace(' ', 'T')) : undefined;
  if (until && Number.isNaN(until.getTime())) {
    throw new RestoreError(`UNTIL="${untilText}" não é uma data e hora; use por exemplo UNTIL="2026-11-25 14:30"`);
  }
  const identity = identityIn(await readFile(required('BACKUP_AGE_IDENTITY_FILE'), 'utf8'));
  const cluster = clusterDir();
  const present = (await readdir(cluster).catch(() => [] as string[])).filter((name) => name !== 'lost+found');
  if (present.length) {
    throw new RestoreError(
      `o volume do PostgreSQL não está vazio (${present.slice(0, 5).join(', ')}): a restauração não sobrescreve ` +
        'dados; pare a pilha e apague os volumes (WIPE=1 make compose-down) antes',
    );
  }
  const target = await openTarget(configured().target);
  const backup = chooseBackup(await listBackups(target), { target, backupId, until });
  say(`restaurando o backup ${backup.id} (de ${backup.takenAt}) de ${target.description}`);
  await mkdir(cluster, { recursive: true, mode: 0o700 });
  await unpackDatabase(await unseal(await target.get(`base/${backup.id}/${DATABASE_KEY}`), identity), {
    clusterDir: cluster,
  });
  const segments = await fetchWal(target, identity, join(cluster, RESTORE_WAL), backup.startSegment);
  await writeFile(join(cluster, 'recovery.signal'), '');
  const settings = [
    `restore_command = 'gunzip -c ${RESTORE_WAL}/%f.gz > %p'`,
    "recovery_target_action = 'promote'",
    ...(backupId ? ["recovery_target = 'immediate'"] : []),
    ...(until
      ? [
          `recovery_target_time = '${until.toISOString().replace('T', ' ').replace('Z', '+00')}'`,
          'recovery_target_inclusive = off',
        ]
      : []),
  ];
  await appendFile(join(cluster, 'postgresql.auto.conf'), `\n# restauração de ${backup.id}\n${settings.join('\n')}\n`);
  say(`${segments} arquivos de WAL prontos: o PostgreSQL os reaplica ao iniciar`);

  const bucket = files();
  await bucket.ensureBucket();
  let restoredFiles = 0;
  for (const object of await target.list('files/')) {
    const file = parseFileKey(object.key);
    if (!file || file.path.split('/').includes('..')) continue;
    await bucket.put(file.path, await buffer(await unseal(await target.get(object.key), identity)));
    restoredFiles++;
  }
  say(`${restoredFiles} arquivos (comprovantes, fotos, QR) de volta ao bucket`);
}

/** Exit code of a copy that refused to replace files the stack's bucket already holds with other bytes. */
const REFUSED = 2;

/**
 * `make compose-upgrade`'s files: the previous stack's bucket (SOURCE_S3_*, e.g. its MinIO started on its old volume)
 * copied into this stack's (S3_*), each file read back and compared byte for byte. It never replaces a file the
 * stack's bucket already holds with other bytes (exit 2, nothing written); files already identical are skipped.
 */
async function copyBucketCommand(): Promise<void> {
  const target: BucketConfig = {
    endpoint: required('S3_ENDPOINT'),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
    bucket: required('S3_BUCKET'),
    region: process.env.S3_REGION?.trim() || 'us-east-1',
  };
  const source: BucketConfig = {
    endpoint: required('SOURCE_S3_ENDPOINT'),
    accessKey: required('SOURCE_S3_ACCESS_KEY'),
    secretKey: required('SOURCE_S3_SECRET_KEY'),
    bucket: process.env.SOURCE_S3_BUCKET?.trim() || target.bucket,
    region: process.env.SOURCE_S3_REGION?.trim() || target.region,
  };
  await untilBucketServerAnswers(source);
  await untilBucketServerAnswers(target);
  say(`copiando o bucket ${source.bucket} de ${source.endpoint} para ${target.bucket} em ${target.endpoint}…`);
  try {
    const copied = await copyBucket(source, target, { replaceDifferent: false });
    say(
      `${copied.objects} arquivos (${(copied.bytes / 1024 / 1024).toFixed(1)} MB) copiados e conferidos byte a byte ` +
        `(${copied.skipped} já iguais)`,
    );
  } catch (err) {
    if (!(err instanceof BucketConflictError)) throw err;
    complain(`RECUSADO: ${err.message}`);
    process.exit(REFUSED);
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { backup: { type: 'string' }, until: { type: 'string' } },
  });
  switch (positionals[0] ?? 'agent') {
    case 'agent':
      return agent();
    case 'backup':
      return backupNow();
    case 'list':
      return list();
    case 'restore':
      return restore(values.backup || undefined, values.until || undefined);
    case 'copy-bucket':
      return copyBucketCommand();
    default:
      throw new Error(
        'uso: compose-backup.js agent|backup|list|restore [--backup=<id>] [--until=<data e hora>]|copy-bucket',
      );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    complain(`ERRO: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
