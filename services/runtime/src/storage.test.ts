import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('presigned url serves the object over plain HTTP', async () => {
    await storage.put('photo.txt', Buffer.from('olá'), 'text/plain');
    const url = await storage.presignedGetUrl('photo.txt', 60);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('olá');
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
