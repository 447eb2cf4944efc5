import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './ports.js';
import { startLocalS3 } from './s3.js';

function clientFor(env: Record<string, string>) {
  const endpoint = new URL(env.S3_ENDPOINT ?? '');
  return new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
    region: 'us-east-1',
    pathStyle: true,
  });
}

describe('local S3 (s3rver)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'ritual-local-s3-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('serves the bucket with the default credentials and keeps objects across a restart', async () => {
    const port = await freePort();
    const first = await startLocalS3({ directory, port, bucket: 'ritual-files' });
    expect(first.env).toEqual({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: 'ritual-files',
    });
    const client = clientFor(first.env);
    expect(await client.bucketExists('ritual-files')).toBe(true);
    await client.putObject('ritual-files', 'hello.txt', Buffer.from('olá'));
    await first.close();

    const second = await startLocalS3({ directory, port, bucket: 'ritual-files' });
    try {
      const stream = await clientFor(second.env).getObject('ritual-files', 'hello.txt');
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString('utf8')).toBe('olá');
    } finally {
      await second.close();
    }
  });

  it('names the port when it is taken', async () => {
    const port = await freePort();
    const running = await startLocalS3({ directory, port, bucket: 'ritual-files' });
    try {
      await expect(startLocalS3({ directory, port, bucket: 'ritual-files' })).rejects.toThrow(
        `s3rver não iniciou em 127.0.0.1:${port}: a porta já está em uso`,
      );
    } finally {
      await running.close();
    }
  });
});
