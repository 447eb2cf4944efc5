# Stand-in for minio/minio and minio/mc: s3rver (the S3 server of the embedded mode) and a bucket-creating script
# on the minio npm client, both from the npm registry. Not MinIO: no console, no `mc`, files kept as plain folders.
ARG NODE_IMAGE=ritual-offline/node:20
FROM ${NODE_IMAGE}
WORKDIR /s3
RUN npm init -y >/dev/null && npm install --omit=dev --no-audit --no-fund s3rver@3.7.1 minio@8 >/dev/null \
  && npm cache clean --force && mkdir -p /data && chown node:node /data
COPY s3-server.mjs s3-create-bucket.mjs s3-healthcheck.mjs ./
USER node
EXPOSE 9000
CMD ["node", "/s3/s3-server.mjs"]
