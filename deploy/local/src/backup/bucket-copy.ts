// One S3 bucket copied into another, every object proved by its bytes: `make compose-upgrade` moves the previous
// stack's MinIO bucket into this stack's S3 server with it (scripts/compose-upgrade.sh, `copy-bucket` of the backup
// service). Objects the target already holds with the same bytes are left alone, so running it again is harmless.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Client } from 'minio';
import { type BucketConfig, bucketClient } from './bucket-files.js';

export interface BucketCopy {
  /** Objects written to the target (and read back identical). */
  objects: number;
  /** Their bytes. */
  bytes: number;
  /** Objects the target already held with the same bytes. */
  skipped: number;
}

export interface BucketCopyOptions {
  /**
   * What to do with an object the target already holds with other bytes: replace it (the default), or refuse the
   * whole copy before writing anything (a BucketConflictError naming them).
   */
  replaceDifferent?: boolean;
}

export class BucketCopyError extends Error {
  override name = 'BucketCopyError';
}

/** The target holds objects under the source's keys with other bytes, and the copy was told not to replace them. */
export class BucketConflictError extends BucketCopyError {
  override name = 'BucketConflictError';
  constructor(
    readonly keys: string[],
    target: BucketConfig,
  ) {
    const shown = keys.slice(0, 5).join(', ');
    super(
      `o bucket ${target.bucket} em ${target.endpoint} já tem ${keys.length} arquivo(s) com o mesmo nome e conteúdo ` +
        `diferente do da origem (${shown}${keys.length > 5 ? ', …' : ''}); nada foi copiado nem substituído`,
    );
  }
}

interface Listed {
  key: string;
  size: number;
}

async function listAll(client: Client, bucket: string): Promise<Listed[]> {
  const objects: Listed[] = [];
  for await (const item of client.listObjectsV2(bucket, '', true)) {
    if (item.name) objects.push({ key: item.name, size: item.size });
  }
  return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function digestOf(client: Client, bucket: string, key: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of (await client.getObject(bucket, key)) as Readable) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Waits until the S3 server answers with its credentials (a server just started on an old volume takes a moment),
 * then resolves; rejects with its last error after `timeoutMs`.
 */
export async function untilBucketServerAnswers(config: BucketConfig, timeoutMs = 120_000): Promise<void> {
  const client = bucketClient(config);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await client.listBuckets();
      return;
    } catch (err) {
      if (Date.now() >= deadline) {
        throw new BucketCopyError(
          `o servidor S3 em ${config.endpoint} não respondeu em ${timeoutMs / 1000} s: ${(err as Error).message}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** The target bucket, made when missing (a server that made it meanwhile is fine). */
async function ensureBucket(client: Client, config: BucketConfig): Promise<void> {
  if (await client.bucketExists(config.bucket)) return;
  await client.makeBucket(config.bucket, config.region).catch((err: { code?: string }) => {
    if (err.code !== 'BucketAlreadyOwnedByYou' && err.code !== 'BucketAlreadyExists') throw err;
  });
}

function contentTypeOf(metaData: Record<string, unknown>): string {
  const entry = Object.entries(metaData).find(([name]) => name.toLowerCase() === 'content-type');
  return typeof entry?.[1] === 'string' && entry[1] ? entry[1] : 'application/octet-stream';
}

/**
 * Copies every object of `source` into `target` under the same key and content type, reads each one back and
 * compares its SHA-256 with the source's; objects already identical in the target are skipped. Throws, naming the
 * object, when one comes back with other bytes.
 */
export async function copyBucket(
  source: BucketConfig,
  target: BucketConfig,
  options: BucketCopyOptions = {},
): Promise<BucketCopy> {
  const from = bucketClient(source);
  const to = bucketClient(target);
  if (!(await from.bucketExists(source.bucket))) {
    const present = (await from.listBuckets()).map((bucket) => bucket.name);
    throw new BucketCopyError(
      `o bucket ${source.bucket} não existe em ${source.endpoint} (buckets lá: ${present.join(', ') || 'nenhum'})`,
    );
  }
  await ensureBucket(to, target);

  const objects = await listAll(from, source.bucket);
  const held = new Map((await listAll(to, target.bucket)).map((object) => [object.key, object.size]));
  // First every object the target already holds is compared, so a refusal comes before any write.
  const skipped = new Set<string>();
  const different: string[] = [];
  for (const object of objects) {
    const size = held.get(object.key);
    if (size === undefined) continue;
    if (size === object.size) {
      const [mine, theirs] = await Promise.all([
        digestOf(from, source.bucket, object.key),
        digestOf(to, target.bucket, object.key),
      ]);
      if (mine.sha256 === theirs.sha256) {
        skipped.add(object.key);
        continue;
      }
    }
    different.push(object.key);
  }
  if (different.length && options.replaceDifferent === false) throw new BucketConflictError(different, target);

  let copied = 0;
  let bytes = 0;
  for (const object of objects) {
    if (skipped.has(object.key)) continue;
    const stat = await from.statObject(source.bucket, object.key);
    const content = await buffer((await from.getObject(source.bucket, object.key)) as Readable);
    await to.putObject(target.bucket, object.key, content, content.length, {
      'Content-Type': contentTypeOf(stat.metaData ?? {}),
    });
    const expected = sha256(content);
    const stored = await digestOf(to, target.bucket, object.key);
    if (stored.sha256 !== expected || stored.size !== content.length) {
      throw new BucketCopyError(
        `o arquivo ${object.key} chegou diferente ao bucket ${target.bucket} em ${target.endpoint}: ` +
          `${content.length} bytes com SHA-256 ${expected} na origem, ${stored.size} bytes com SHA-256 ` +
          `${stored.sha256} lido de volta do destino`,
      );
    }
    copied++;
    bytes += content.length;
  }
  return { objects: copied, bytes, skipped: skipped.size };
}
