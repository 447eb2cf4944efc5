// What `mc mb --ignore-existing local/$S3_BUCKET` does for the production file's minio-bucket job.
import { Client } from 'minio';

const { S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey, S3_BUCKET: bucket } = process.env;
const client = new Client({
  endPoint: 'minio',
  port: 9000,
  useSSL: false,
  pathStyle: true,
  accessKey,
  secretKey,
  region: 'us-east-1',
});
if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, 'us-east-1');
console.log(`bucket ${bucket} ready`);
