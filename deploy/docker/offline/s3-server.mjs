// Stand-in for SeaweedFS's S3 API (docker-compose.yml, `s3`): s3rver, with the same contract the compose file relies
// on: the admin key pair from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, the port from `-s3.port=`, GET /healthz, data
// in /data. For the upgrade drill it also plays the old MinIO (MINIO_ROOT_USER / MINIO_ROOT_PASSWORD, port 9000).
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const accessKey = process.env.AWS_ACCESS_KEY_ID || process.env.MINIO_ROOT_USER;
const secretKey = process.env.AWS_SECRET_ACCESS_KEY || process.env.MINIO_ROOT_PASSWORD;
if (!accessKey || !secretKey) {
  console.error('AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY são obrigatórios');
  process.exit(1);
}
const portArgument = process.argv.find((arg) => /^--?s3\.port=\d+$/.test(arg));
const port = portArgument ? Number(portArgument.split('=')[1]) : 9000;

const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account.js');
DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey);

// Path-style only: s3rver would otherwise take any host name it is reached by (s3, the site's domain) for a bucket.
const server = new S3rver({ address: '0.0.0.0', port, directory: '/data', silent: true, vhostBuckets: false });
// Ahead of s3rver's own routes, which would read /healthz as a bucket.
server.middleware.unshift(async (ctx, next) => {
  if (ctx.path !== '/healthz') return next();
  ctx.body = 'ok';
});
await server.run();
console.log(`s3rver listening on :${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close().finally(() => process.exit(0)));
}
