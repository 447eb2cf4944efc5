import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BucketConflictError, copyBucket, untilBucketServerAnswers } from './bucket-copy.js';
import { type BucketConfig, bucketClient } from './bucket-files.js';

interface Server {
  config: BucketConfig;
  /** When set, a GET of this key answers other bytes than the stored ones (a disk that went bad). */
  corruptOnRead?: string;
  close(): Promise<void>;
}

/** An s3rver on a free loopback port, with a scratch directory and (when given) the bucket made. */
async function startS3(bucket: string, configure: boolean): Promise<Server> {
  const directory = mkdtempSync(join(tmpdir(), 'bucket-copy-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: configure ? [{ name: bucket }] : [],
  });
  const server: Server = {
    config: { endpoint: '', accessKey: 'S3RVER', secretKey: 'S3RVER', bucket, region: 'us-east-1' },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  // Ahead of s3rver's routes: the answer to a GET of that key is replaced once s3rver has made it.
  (
    s3 as unknown as { middleware: ((ctx: ReadContext, next: () => Promise<void>) => Promise<void>)[] }
  ).middleware.unshift(async (ctx, next) => {
    await next();
    if (ctx.method === 'GET' && server.corruptOnRead && ctx.path === `/${bucket}/${server.corruptOnRead}`) {
      ctx.body = Buffer.from('bytes que o disco trocou');
    }
  });
  const { port } = await s3.run();
  server.config.endpoint = `http://127.0.0.1:${port}`;
  return server;
}

interface ReadContext {
  method: string;
  path: string;
  body: unknown;
}

const FILES: Record<string, { content: Buffer; type: string }> = {
  'receipts/1/comprovante.pdf': {
    content: Buffer.from('%PDF-1.4 comprovante do pedido 1\n%%EOF\n'),
    type: 'application/pdf',
  },
  'receipts/2/comprovante.pdf': {
    content: Buffer.from('%PDF-1.4 comprovante do pedido 2\n%%EOF\n'),
    type: 'application/pdf',
  },
  'photos/2025/11/25/foto.jpg': { content: randomBytes(300_000), type: 'image/jpeg' },
  'pix/qr.png': {
    content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0xff, 0xfe, 0x00, 0x0a]),
    type: 'image/png',
  },
  'raiz.bin': {
    content: Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
    type: 'application/octet-stream',
  },
};
const TOTAL_BYTES = Object.values(FILES).reduce((sum, file) => sum + file.content.length, 0);

async function read(config: BucketConfig, key: string): Promise<Buffer> {
  return buffer((await bucketClient(config).getObject(config.bucket, key)) as Readable);
}

describe('copyBucket', () => {
  let source: Server;
  let target: Server;

  beforeAll(async () => {
    source = await startS3('minio-files', true);
    // No bucket yet: the copy makes it, as on the new stack's S3 server before any service started.
    target = await startS3('ritual-files', false);
    const client = bucketClient(source.config);
    for (const [key, file] of Object.entries(FILES)) {
      await client.putObject('minio-files', key, file.content, file.content.length, { 'Content-Type': file.type });
    }
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('copies every object, nested keys and binary ones, byte for byte and with its content type', async () => {
    const copied = await copyBucket(source.config, target.config);

    expect(copied).toEqual({ objects: Object.keys(FILES).length, bytes: TOTAL_BYTES, skipped: 0 });
    const client = bucketClient(target.config);
    const listed: string[] = [];
    for await (const item of client.listObjectsV2('ritual-files', '', true)) if (item.name) listed.push(item.name);
    expect(listed.sort()).toEqual(Object.keys(FILES).sort());
    for (const [key, file] of Object.entries(FILES)) {
      expect(await read(target.config, key), key).toEqual(file.content);
      expect((await client.statObject('ritual-files', key)).metaData['content-type'], key).toBe(file.type);
    }
  });

  it('copies nothing the second time: every object is already there with the same bytes', async () => {
    expect(await copyBucket(source.config, target.config)).toEqual({
      objects: 0,
      bytes: 0,
      skipped: Object.keys(FILES).length,
    });
  });

  it('replaces an object the target holds with other bytes, and checks it; or refuses when told to keep them', async () => {
    const key = 'receipts/2/comprovante.pdf';
    const other = Buffer.from('%PDF-1.4 outro arquivo com o mesmo nome\n%%EOF\n');
    await bucketClient(target.config).putObject('ritual-files', key, other, other.length);

    const refused = copyBucket(source.config, target.config, { replaceDifferent: false });
    await expect(refused).rejects.toThrow(BucketConflictError);
    await expect(refused).rejects.toThrow(`(${key}); nada foi copiado nem substituído`);
    expect(await read(target.config, key)).toEqual(other);

    const copied = await copyBucket(source.config, target.config);
    expect(copied).toEqual({
      objects: 1,
      bytes: FILES[key]!.content.length,
      skipped: Object.keys(FILES).length - 1,
    });
    expect(await read(target.config, key)).toEqual(FILES[key]!.content);
  });

  it('fails naming the object when the target gives back other bytes than were written', async () => {
    const key = 'photos/2025/11/25/foto.jpg';
    await bucketClient(target.config).removeObject('ritual-files', key);
    target.corruptOnRead = key;
    try {
      await expect(copyBucket(source.config, target.config)).rejects.toThrow(
        new RegExp(`^o arquivo ${key} chegou diferente ao bucket ritual-files em .*: 300000 bytes com SHA-256 `),
      );
    } finally {
      target.corruptOnRead = undefined;
    }
    // What was written is right; only its reading was wrong: the next run finds it identical.
    expect(await copyBucket(source.config, target.config)).toMatchObject({ objects: 0 });
  });

  it('waits for a server to answer, and gives up naming it when none does', async () => {
    await untilBucketServerAnswers(source.config, 5_000);
    const closed = await startS3('fechado', false);
    await closed.close();
    await expect(untilBucketServerAnswers(closed.config, 1_500)).rejects.toThrow(
      `o servidor S3 em ${closed.config.endpoint} não respondeu em 1.5 s`,
    );
  });

  it('names the buckets the source has when its bucket is not there', async () => {
    await expect(copyBucket({ ...source.config, bucket: 'outro' }, target.config)).rejects.toThrow(
      'o bucket outro não existe em http://127.0.0.1:',
    );
    await expect(copyBucket({ ...source.config, bucket: 'outro' }, target.config)).rejects.toThrow(
      '(buckets lá: minio-files)',
    );
  });
});
