// S3 on :9000 with MinIO's root credentials as its one key pair (s3rver knows only S3RVER/S3RVER otherwise).
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const { MINIO_ROOT_USER: accessKey, MINIO_ROOT_PASSWORD: secretKey } = process.env;
if (!accessKey || !secretKey) {
  console.error('MINIO_ROOT_USER e MINIO_ROOT_PASSWORD são obrigatórios');
  process.exit(1);
}
const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account.js');
DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);

// Path-style only: s3rver would otherwise take any host name it is reached by (minio, the site's domain) for a bucket.
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory: '/data', silent: true, vhostBuckets: false });
await server.run();
console.log('s3rver listening on :9000');
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close().finally(() => process.exit(0)));
}
