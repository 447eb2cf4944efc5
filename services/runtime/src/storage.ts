import { Client } from 'minio';

export interface StorageConfig {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_PUBLIC_URL?: string;
}

export interface ObjectStorage {
  readonly bucket: string;
  ensureBucket(): Promise<void>;
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  presignedGetUrl(key: string, expirySeconds: number): Promise<string>;
  remove(key: string): Promise<void>;
  removeMany(keys: string[]): Promise<void>;
  /** Every key under `prefix`, in the server's (lexicographic) order. */
  list(prefix: string): Promise<string[]>;
}

function clientFor(url: string, config: StorageConfig): Client {
  const endpoint = new URL(url);
  const useSSL = endpoint.protocol === 'https:';
  return new Client({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
    pathStyle: true,
  });
}

export function createStorage(config: StorageConfig): ObjectStorage {
  const client = clientFor(config.S3_ENDPOINT, config);
  // A presigned link is signed for its host, so it is made by a client of the origin browsers use. Signing is
  // local (the region is given): this client never connects anywhere itself.
  const linkClient = config.S3_PUBLIC_URL ? clientFor(config.S3_PUBLIC_URL, config) : client;
  const bucket = config.S3_BUCKET;
  return {
    bucket,
    async ensureBucket() {
      if (!(await client.bucketExists(bucket))) {
        await client.makeBucket(bucket, config.S3_REGION).catch((err: { code?: string }) => {
          if (err.code !== 'BucketAlreadyOwnedByYou' && err.code !== 'BucketAlreadyExists') throw err;
        });
      }
    },
    async put(key, content, contentType) {
      await client.putObject(bucket, key, content, content.length, { 'Content-Type': contentType });
    },
    async get(key) {
      const stream = await client.getObject(bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    presignedGetUrl: (key, expirySeconds) => linkClient.presignedGetObject(bucket, key, expirySeconds),
    async remove(key) {
      await client.removeObject(bucket, key);
    },
    async removeMany(keys) {
      if (keys.length) await client.removeObjects(bucket, keys);
    },
    async list(prefix) {
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket, prefix, true)) {
        if ((item as { name?: string }).name) keys.push((item as { name: string }).name);
      }
      return keys;
    },
  };
}
