// Healthy once the S3 port answers HTTP at all (an anonymous ListBuckets is refused, which still proves it serves).
fetch('http://127.0.0.1:9000/').then(
  () => process.exit(0),
  () => process.exit(1),
);
