import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageEnv } from './config.js';
import { createStorage, type ObjectStorage } from './storage.js';
import { startTestS3 } from './testing/index.js';

describe('object storage on s3rver', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let storage: ObjectStorage;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = createStorage({ ...s3.config, S3_BUCKET: 'fresh-bucket' });
    await storage.ensureBucket();
  });
  afterAll(() => s3.close());

  it('put then get returns the same bytes', async () => {
    const content = Buffer.from([0, 1, 2, 250, 255]);
    await storage.put('a/b.bin', content, 'application/octet-stream');
    expect(await storage.get('a/b.bin')).toEqual(content);
  });

  it('list when keys share a prefix answers exactly the keys under it, in order', async () => {
    for (const key of ['journal/b.json', 'journal/a.json', 'journal-other/c.json', 'elsewhere/d.json']) {
      await storage.put(key, Buffer.from('{}'), 'application/json');
    }
    expect(await storage.list('journal/')).toEqual(['journal/a.json', 'journal/b.json']);
    expect(await storage.list('nothing-here/')).toEqual([]);
  });

  it('presigned url serves the object over plain HTTP', async () => {
    await storage.put('photo.txt', Buffer.from('olá'), 'text/plain');
    const url = await storage.presignedGetUrl('photo.txt', 60);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('olá');
  });

  it('makes presigned links for S3_PUBLIC_URL, signed so that origin serves them', async () => {
    // An IP: s3rver reads any other host name as a virtual-host bucket; SeaweedFS in path style does not care.
    const publicOrigin = 'http://203.0.113.10:9000';
    const internal = new URL(s3.config.S3_ENDPOINT);
    const links = createStorage({ ...s3.config, S3_BUCKET: 'fresh-bucket', S3_PUBLIC_URL: publicOrigin });
    await storage.put('recibo.txt', Buffer.from('comprovante'), 'text/plain');

    const link = new URL(await links.presignedGetUrl('recibo.txt', 60));
    // What the public proxy does: forwards the browser's request, Host and all, to the internal endpoint.
    const served = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const forwarded = request(
        {
          host: internal.hostname,
          port: internal.port,
          path: `${link.pathname}${link.search}`,
          headers: { Host: link.host },
        },
        (response) => {
          let body = '';
          response
            .on('data', (chunk) => (body += chunk))
            .on('end', () => resolve({ status: response.statusCode, body }));
        },
      );
      forwarded.on('error', reject).end();
    });

    expect(link.origin).toBe(publicOrigin);
    expect(served).toEqual({ status: 200, body: 'comprovante' });
  });

  it('takes S3_PUBLIC_URL as an optional origin only', () => {
    const base = { S3_ENDPOINT: 'http://s3:8333', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' };

    expect(storageEnv.parse({ ...base, S3_PUBLIC_URL: '' }).S3_PUBLIC_URL).toBeUndefined();
    expect(storageEnv.parse({ ...base, S3_PUBLIC_URL: 'https://arquivos.loja.com.br' }).S3_PUBLIC_URL).toBe(
      'https://arquivos.loja.com.br',
    );
    expect(storageEnv.safeParse({ ...base, S3_PUBLIC_URL: 'https://loja.com.br/arquivos' }).success).toBe(false);
  });

  it('delete removes the object so get fails', async () => {
    await storage.put('gone.txt', Buffer.from('x'), 'text/plain');
    await storage.remove('gone.txt');
    await expect(storage.get('gone.txt')).rejects.toThrow();
  });

  it('ensureBucket is idempotent', async () => {
    await expect(storage.ensureBucket()).resolves.toBeUndefined();
  });
});
