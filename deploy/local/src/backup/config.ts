import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Env } from '../env.js';
import { type BackupSource, folderFiles } from './backup.js';

export type BackupTargetConfig =
  | { kind: 'dir'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      accessKey: string;
      secretKey: string;
      region: string;
      prefix: string;
    };

export interface BackupConfig {
  target: BackupTargetConfig;
  /** The operator's age public key (`age1…`): the runner can encrypt but never read its own backups. */
  recipient: string;
}

export class BackupConfigError extends Error {
  override name = 'BackupConfigError';
}

/** Where the runner keeps what backing up needs inside the data directory. */
export function backupPaths(dataDir: string) {
  const root = join(dataDir, 'backup');
  return {
    /** PostgreSQL's archive_command copies each finished WAL segment here; the agent ships and removes it. */
    walStaging: join(root, 'wal-staging'),
    /** The last good backup and the last failure, read by the gateway for the panel. */
    status: join(root, 'status.json'),
  };
}

/** The embedded runner's data directory as a backup source: the cluster in `postgres/`, s3rver's files in `s3/`. */
export function embeddedBackupSource(
  dataDir: string,
  rest: Pick<BackupSource, 'target' | 'recipient' | 'postgresUrl'>,
): BackupSource {
  const paths = backupPaths(dataDir);
  return {
    ...rest,
    clusterDir: join(dataDir, 'postgres'),
    walStaging: paths.walStaging,
    files: folderFiles(join(dataDir, 's3')),
    secretsDir: dataDir,
    statusFile: paths.status,
  };
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Backups are off (undefined) until a target is set; a target without a key, or two targets, is an error. */
export function readBackupConfig(env: Env, dataDir: string): BackupConfig | undefined {
  const dir = text(env.BACKUP_DIR);
  const bucket = text(env.BACKUP_S3_BUCKET);
  if (!dir && !bucket) return undefined;
  if (dir && bucket) throw new BackupConfigError('defina BACKUP_DIR ou BACKUP_S3_BUCKET, não os dois');
  const recipient = text(env.BACKUP_AGE_RECIPIENT);
  if (!recipient) {
    throw new BackupConfigError(
      'BACKUP_AGE_RECIPIENT (a chave pública age1… do operador) é obrigatória com BACKUP_DIR ou BACKUP_S3_BUCKET; gere o par com make backup-key',
    );
  }
  if (!/^age1[0-9a-z]{20,}$/.test(recipient)) {
    throw new BackupConfigError('BACKUP_AGE_RECIPIENT deve ser uma chave pública age (começa com age1)');
  }
  if (dir) {
    const absolute = resolve(dir);
    const inside = relative(dataDir, absolute);
    if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) {
      throw new BackupConfigError(`BACKUP_DIR (${absolute}) não pode ficar dentro de DATA_DIR (${dataDir})`);
    }
    return { target: { kind: 'dir', dir: absolute }, recipient };
  }
  const endpoint = text(env.BACKUP_S3_ENDPOINT) ?? 'https://s3.amazonaws.com';
  if (!/^https?:\/\//.test(endpoint)) throw new BackupConfigError('BACKUP_S3_ENDPOINT deve ser uma URL http(s)://');
  const accessKey = text(env.BACKUP_S3_ACCESS_KEY);
  const secretKey = text(env.BACKUP_S3_SECRET_KEY);
  if (!accessKey || !secretKey) {
    throw new BackupConfigError('BACKUP_S3_ACCESS_KEY e BACKUP_S3_SECRET_KEY são obrigatórias com BACKUP_S3_BUCKET');
  }
  return {
    target: {
      kind: 's3',
      endpoint,
      bucket: bucket as string,
      accessKey,
      secretKey,
      region: text(env.BACKUP_S3_REGION) ?? 'us-east-1',
      prefix: text(env.BACKUP_S3_PREFIX) ?? '',
    },
    recipient,
  };
}
