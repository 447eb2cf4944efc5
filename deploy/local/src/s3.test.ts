import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

describe('local S3 after a power loss', () => {
  const directory = mkdtempSync(join(tmpdir(), 'ritual-local-s3-crash-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('starts and lists the bucket when a write the power cut left its metadata half-written, dropping that object', async () => {
    const port = await freePort();
    const first = await startLocalS3({ directory, port, bucket: 'ritual-files' });
    const client = clientFor(first.env);
    await client.putObject('ritual-files', 'receipts/1/kept.pdf', Buffer.from('kept'));
    await client.putObject('ritual-files', 'receipts/2/cut.pdf', Buffer.from('cut short'));
    await first.close();
    // What a power loss mid-write leaves: the metadata cut short, and no mark of a clean stop.
    const metadata = join(directory, 'ritual-files', 'receipts', '2', 'cut.pdf._S3rver_metadata.json');
    writeFileSync(metadata, readFileSync(metadata, 'utf8').slice(0, 5));
    rmSync(join(directory, '.clean-stop'));

    const second = await startLocalS3({ directory, port, bucket: 'ritual-files' });
    try {
      const again = clientFor(second.env);
      expect(await again.bucketExists('ritual-files')).toBe(true);
      const keys: string[] = [];
      for await (const item of again.listObjectsV2('ritual-files', 'receipts/', true)) keys.push(item.name as string);
      expect(keys).toEqual(['receipts/1/kept.pdf']);
      expect(second.discarded).toEqual(['ritual-files/receipts/2/cut.pdf']);
    } finally {
      await second.close();
    }
  });
});

describe('local S3 after a clean stop', () => {
  const directory = mkdtempSync(join(tmpdir(), 'ritual-local-s3-clean-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('reads no object at start after a clean stop, and looks again after a stop that was not clean', async () => {
    const port = await freePort();
    const first = await startLocalS3({ directory, port, bucket: 'ritual-files' });
    await clientFor(first.env).putObject('ritual-files', 'receipts/3/a.pdf', Buffer.from('a'));
    await first.close();
    const metadata = join(directory, 'ritual-files', 'receipts', '3', 'a.pdf._S3rver_metadata.json');
    writeFileSync(metadata, '{');

    const afterClean = await startLocalS3({ directory, port, bucket: 'ritual-files' });
    expect(afterClean.discarded).toEqual([]);
    // Still running when the "power" goes: no clean-stop mark is written.
    const afterCrash = await startLocalS3({ directory, port: await freePort(), bucket: 'ritual-files' });

    expect(afterCrash.discarded).toEqual(['ritual-files/receipts/3/a.pdf']);
    await Promise.all([afterClean.close(), afterCrash.close()]);
  });
});
