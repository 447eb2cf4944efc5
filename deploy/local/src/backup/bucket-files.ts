import { buffer } from 'node:stream/consumers';
import { Client } from 'minio';
import type { FileSource, StoredFile } from './backup.js';

export interface BucketConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** A path-style client for any S3-compatible server (SeaweedFS, s3rver, AWS S3, Backblaze B2). */
export function bucketClient(config: Omit<BucketConfig, 'bucket'>): Client {
  const endpoint = new URL(config.endpoint);
  return new Client({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : undefined,
    useSSL: endpoint.protocol === 'https:',
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    pathStyle: true,
  });
}

/** The store's bucket (compose: SeaweedFS) as the files a backup mirrors: each object under its key. */
export function bucketFiles(
  config: BucketConfig,
): FileSource & { ensureBucket(): Promise<void>; put(path: string, content: Buffer): Promise<void> } {
  const client = bucketClient(config);
  return {
    async ensureBucket() {
      if (!(await client.bucketExists(config.bucket))) await client.makeBucket(config.bucket, config.region);
    },
    async list() {
      const files: StoredFile[] = [];
      for await (const item of client.listObjectsV2(config.bucket, '', true)) {
        if (item.name) files.push({ path: item.name, modifiedMs: item.lastModified?.getTime() ?? 0, size: item.size });
      }
      return files;
    },
    async read(path) {
      try {
        return await buffer(await client.getObject(config.bucket, path));
      } catch (err) {
        if ((err as { code?: string }).code === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async put(path, content) {
      const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
      await client.putObject(config.bucket, path, content, content.length, {
        'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      });
    },
  };
}
