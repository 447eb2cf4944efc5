# Stand-in for chrislusf/seaweedfs (the compose file's S3 server): s3rver from the npm registry behind the same
# contract (s3-server.mjs), with curl for the compose health check. Not SeaweedFS: the S3 API only, files kept as
# plain folders.
ARG NODE_IMAGE=ritual-offline/node:24
FROM ${NODE_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends curl \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /s3
RUN npm init -y >/dev/null && npm install --omit=dev --no-audit --no-fund s3rver@3.7.1 >/dev/null \
  && npm cache clean --force && mkdir -p /data && chown node:node /data
COPY s3-server.mjs ./
USER node
EXPOSE 8333
ENTRYPOINT ["node", "/s3/s3-server.mjs"]
