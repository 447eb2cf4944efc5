#!/usr/bin/env bash
# Makes sure the PostgreSQL and NATS JetStream that the integration tests use are up.
# Starts them where it can (Debian: pg_ctlcluster, nats-server from apt); otherwise names what is missing.
# Installs Tesseract's fast Portuguese model (tesseract-ocr-por) that payments reads receipt pages with, when apt can;
# without it payments reads them with the slower best model and says so.
set -uo pipefail

DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
NATS_URL="${NATS_URL:-nats://127.0.0.1:4222}"

host_port() { # URL → "host port"
  local rest="${1#*://}"; rest="${rest#*@}"; rest="${rest%%/*}"
  local host="${rest%%:*}" port="${rest##*:}"
  [ "$port" = "$rest" ] && port="$2"
  echo "$host $port"
}
is_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
wait_open() { for _ in $(seq 1 60); do is_open "$1" "$2" && return 0; sleep 0.5; done; return 1; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else return 1; fi; }
apt_install() {
  command -v apt-get >/dev/null || return 1
  as_root apt-get update -qq >/dev/null 2>&1 || true
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

read -r pg_host pg_port < <(host_port "$DATABASE_URL" 5432)
if ! is_open "$pg_host" "$pg_port"; then
  if [[ "$pg_host" == 127.0.0.1 || "$pg_host" == localhost ]]; then
    command -v pg_ctlcluster >/dev/null || apt_install postgresql || true
    if command -v pg_lsclusters >/dev/null; then
      version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)
      if [ -n "$version" ]; then
        as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || true
        # Tests connect as postgres without a password over TCP on loopback.
        hba="/etc/postgresql/$version/main/pg_hba.conf"
        if [ -f "$hba" ] && ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
          as_root sed -i '1i host all all 127.0.0.1/32 trust' "$hba" && as_root pg_ctlcluster "$version" main reload || true
        fi
      fi
    fi
  fi
  wait_open "$pg_host" "$pg_port" || { echo "PostgreSQL is not reachable at $pg_host:$pg_port (DATABASE_URL) and could not be started: install PostgreSQL or set DATABASE_URL" >&2; exit 1; }
  echo "started PostgreSQL on $pg_host:$pg_port"
fi

read -r nats_host nats_port < <(host_port "$NATS_URL" 4222)
if ! is_open "$nats_host" "$nats_port"; then
  if [[ "$nats_host" == 127.0.0.1 || "$nats_host" == localhost ]]; then
    command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ] || apt_install nats-server || true
    server=$(command -v nats-server || echo /usr/sbin/nats-server)
    if [ -x "$server" ]; then
      store="${TMPDIR:-/tmp}/nats-test-store"
      mkdir -p "$store"
      nohup "$server" -a "$nats_host" -p "$nats_port" -js -sd "$store" >"${TMPDIR:-/tmp}/nats-test.log" 2>&1 &
    fi
  fi
  wait_open "$nats_host" "$nats_port" || { echo "NATS JetStream is not reachable at $nats_host:$nats_port (NATS_URL) and could not be started: install nats-server or set NATS_URL" >&2; exit 1; }
  echo "started NATS JetStream on $nats_host:$nats_port"
fi

if [ ! -f /usr/share/tesseract-ocr/5/tessdata/por.traineddata ] && [ ! -f /usr/share/tesseract-ocr/4.00/tessdata/por.traineddata ]; then
  apt_install --no-install-recommends tesseract-ocr-por && echo "installed tesseract-ocr-por (the fast OCR model)" ||
    echo "tesseract-ocr-por could not be installed: receipt images are read with the slower best model" >&2
fi
