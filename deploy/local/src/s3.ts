import { mkdir } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3RVER_CREDENTIALS } from './env.js';

export interface LocalS3Options {
  directory: string;
  port: number;
  bucket: string;
}

export interface RunningS3 {
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
  const server = new S3rver({
    address: HOST,
    port: options.port,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket }],
  });
  // s3rver.run() never settles when listen fails (the error is thrown uncaught instead), so we listen ourselves
  // with its Koa handler; configureBuckets() is its public way to create the bucket.
  const app = server as unknown as { configureBuckets(): Promise<void>; callback(): RequestListener };
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
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
