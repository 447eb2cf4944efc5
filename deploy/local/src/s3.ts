import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { S3RVER_CREDENTIALS } from './env.js';

export interface LocalS3Options {
  directory: string;
  port: number;
  bucket: string;
  /** Hears each request s3rver failed with an internal error (it answers 500 and, being silent, says nothing). */
  onRequestError?: (err: Error) => void;
}

export interface RunningS3 {
  /** Objects a power loss left half-written (never acknowledged), removed before the server started. */
  discarded: string[];
  /** The S3_* variables the children need to reach it. */
  env: Record<string, string>;
  close(): Promise<void>;
  /** `listener` hears when the server fails or closes without close() (it runs inside the runner, so it is not restarted). */
  onFailure(listener: (err: Error) => void): void;
}

const HOST = '127.0.0.1';

export async function startLocalS3(options: LocalS3Options): Promise<RunningS3> {
  // Loaded only in embedded mode: s3rver pulls in koa and winston.
  const { default: S3rver } = await import('s3rver');
  await mkdir(options.directory, { recursive: true });
  // Only a stop that was not clean (a power loss, a SIGKILL) can leave a half-written object: after a clean one the
  // start reads no file of the bucket.
  const cleanStop = join(options.directory, CLEAN_STOP_MARK);
  const discarded = existsSync(cleanStop) ? [] : await discardUnfinishedWrites(options.directory);
  await rm(cleanStop, { force: true });
  const server = new S3rver({
    address: HOST,
    port: options.port,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket }],
  });
  // s3rver.run() never settles when listen fails (the error is thrown uncaught instead), so we listen ourselves
  // with its Koa handler; configureBuckets() is its public way to create the bucket.
  const app = server as unknown as {
    configureBuckets(): Promise<void>;
    callback(): RequestListener;
    on(event: 'error', listener: (err: Error & { status?: number }) => void): void;
  };
  app.on('error', (err) => {
    if ((err.status ?? 500) >= 500) options.onRequestError?.(err);
  });
  await app.configureBuckets();
  const http = createServer(app.callback());
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    http.once('error', (err: NodeJS.ErrnoException) => {
      const reason = err.code === 'EADDRINUSE' ? 'a porta já está em uso (mude S3_PORT)' : err.message;
      reject(new Error(`s3rver não iniciou em ${HOST}:${options.port}: ${reason}`));
    });
    http.listen(options.port, HOST, () => resolve(http.address() as AddressInfo));
  });
  let closing = false;
  return {
    discarded,
    env: {
      S3_ENDPOINT: `http://${HOST}:${address.port}`,
      S3_ACCESS_KEY: S3RVER_CREDENTIALS.accessKey,
      S3_SECRET_KEY: S3RVER_CREDENTIALS.secretKey,
      S3_BUCKET: options.bucket,
    },
    onFailure(listener) {
      http.on('error', listener);
      http.on('close', () => {
        if (!closing) listener(new Error('o servidor HTTP fechou'));
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        http.close(() => writeFile(cleanStop, '').then(resolve, () => resolve()));
        http.closeAllConnections();
      }),
  };
}

// Written when s3rver stopped cleanly (every write answered and finished); removed at start.
const CLEAN_STOP_MARK = '.clean-stop';
const OBJECT_SUFFIX = '._S3rver_object';
const METADATA_SUFFIX = '._S3rver_metadata.json';

/**
 * s3rver writes an object's bytes, then its checksum, then its metadata, and answers the PUT only after the
 * metadata: an object whose metadata is missing or cut short was never acknowledged, and a power loss mid-write
 * leaves one behind. s3rver answers every listing of the bucket (HEAD bucket included) with a 500 while such a file
 * is there, so the services could not start again; those objects are removed, as PostgreSQL drops a transaction
 * that never committed. Gives the keys removed.
 */
export async function discardUnfinishedWrites(directory: string): Promise<string[]> {
  const paths = (await readdir(directory, { recursive: true })).map(String);
  const discarded: string[] = [];
  for (const objectPath of paths.filter((path) => path.endsWith(OBJECT_SUFFIX))) {
    const base = join(directory, objectPath.slice(0, -OBJECT_SUFFIX.length));
    const complete = await readFile(`${base}${METADATA_SUFFIX}`, 'utf8')
      .then(JSON.parse)
      .then(
        () => true,
        () => false,
      );
    if (complete) continue;
    await Promise.all(
      [OBJECT_SUFFIX, `${OBJECT_SUFFIX}.md5`, METADATA_SUFFIX].map((suffix) => rm(`${base}${suffix}`, { force: true })),
    );
    discarded.push(objectPath.slice(0, -OBJECT_SUFFIX.length));
  }
  return discarded;
}
