import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupTargetConfig } from './config.js';

export interface StoredObject {
  /** Slash-separated, relative to the target's root: `base/<id>/database.tar.gz.age`, `wal/<segment>.age`. */
  key: string;
  size: number;
}

/** Where backups go, off the machine: a folder (another disk) or an S3-compatible bucket. Writes are all-or-nothing. */
export interface BackupTarget {
  readonly description: string;
  put(key: string, body: Readable): Promise<number>;
  get(key: string): Promise<Readable>;
  list(prefix: string): Promise<StoredObject[]>;
  remove(keys: string[]): Promise<void>;
}

export function openTarget(config: BackupTargetConfig): Promise<BackupTarget> {
  return config.kind === 'dir' ? Promise.resolve(new FolderTarget(config.dir)) : openBucket(config);
}

class FolderTarget implements BackupTarget {
  constructor(private readonly root: string) {}

  get description() {
    return `pasta ${this.root}`;
  }

  async put(key: string, body: Readable): Promise<number> {
    const file = join(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    // Its own partial name: the agent and `make backup` may ship the same WAL segment at once.
    const partial = `${file}.${process.pid}-${randomUUID()}.part`;
    await pipeline(body, createWriteStream(partial));
    // On disk before it is named: a backup that looks complete must be complete after a power loss too.
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    return (await stat(file)).size;
  }

  async get(key: string): Promise<Readable> {
    return createReadStream(join(this.root, key));
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    const walk = async (dir: string) => {
      const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (!entry.name.endsWith('.part')) {
          const key = relative(this.root, path).split(sep).join('/');
          if (key.startsWith(prefix)) found.push({ key, size: (await stat(path)).size });
        }
      }
    };
    await walk(join(this.root, prefix.slice(0, prefix.lastIndexOf('/') + 1)));
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) await rm(join(this.root, key), { force: true });
  }
}

async function openBucket(config: Extract<BackupTargetConfig, { kind: 's3' }>): Promise<BackupTarget> {
  const { bucketClient } = await import('./bucket-files.js');
  const endpoint = new URL(config.endpoint);
  const client = bucketClient(config);
  const prefix = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
  return {
    description: `bucket ${config.bucket} em ${endpoint.host}`,
    async put(key, body) {
      // S3 makes an object visible only once the whole upload has arrived.
      const info = await client.putObject(config.bucket, prefix + key, body);
      const stored = await client.statObject(config.bucket, prefix + key);
      return info ? stored.size : 0;
    },
    get: (key) => client.getObject(config.bucket, prefix + key),
    async list(listPrefix) {
      const found: StoredObject[] = [];
      for await (const item of client.listObjectsV2(config.bucket, prefix + listPrefix, true)) {
        if (item.name) found.push({ key: item.name.slice(prefix.length), size: item.size });
      }
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async remove(keys) {
      if (keys.length)
        await client.removeObjects(
          config.bucket,
          keys.map((key) => prefix + key),
        );
    },
  };
}
