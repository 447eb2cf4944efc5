#!/usr/bin/env bash
# Makes sure a Docker engine runs here and `docker compose` is Compose v2; installs both from Debian when absent.
# Compose v2 is not in bookworm: it comes from Debian trixie's `docker-compose` package (static, needs only
# libc6 >= 2.34), fetched through a temporary trixie source built from this machine's own Debian mirror.
# Fails with the reason when the engine cannot start; it never skips silently.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else return 1; fi; }
fail() { echo "ensure-docker: $*" >&2; exit 1; }

engine_up() { docker info >/dev/null 2>&1; }
compose_v2() { docker compose version --short 2>/dev/null | grep -qE '^v?2\.'; }

# The first Debian (non-security) mirror URI this machine's apt already uses.
debian_mirror() {
  local uri
  uri=$(grep -hE '^\s*URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v security | head -1 || true)
  [ -n "$uri" ] || uri=$(grep -hE '^\s*deb\s' /etc/apt/sources.list 2>/dev/null | grep -v security | awk '{print $2}' | head -1 || true)
  [ -n "$uri" ] || return 1
  echo "$uri"
}

install_engine() {
  command -v apt-get >/dev/null || fail "no Docker engine and no apt-get to install docker.io"
  echo "ensure-docker: installing docker.io from Debian"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io >/dev/null
}

install_compose_v2() {
  local mirror work
  mirror=$(debian_mirror) || fail "no Debian mirror in this machine's apt sources to fetch Compose v2 from"
  work=$(mktemp -d)
  chmod 755 "$work"
  trap 'rm -rf "$work"' RETURN
  mkdir -p "$work/lists/partial" "$work/archives/partial"
  echo "deb $mirror trixie main" >"$work/trixie.list"
  local apt_opts=(-o "Dir::Etc::SourceList=$work/trixie.list" -o "Dir::Etc::SourceParts=$work/none"
    -o "Dir::State::Lists=$work/lists" -o "Dir::Cache::Archives=$work/archives" -o "APT::Get::List-Cleanup=0")
  echo "ensure-docker: fetching Compose v2 (docker-compose from Debian trixie, $mirror)"
  as_root apt-get "${apt_opts[@]}" update -qq
  (cd "$work" && as_root apt-get "${apt_opts[@]}" download docker-compose >/dev/null)
  as_root dpkg -i "$work"/docker-compose_*.deb >/dev/null
}

start_engine() {
  local log=/var/log/ritual-dockerd.log
  echo "ensure-docker: starting dockerd (log: $log)"
  as_root sh -c "nohup dockerd >>'$log' 2>&1 &"
  for _ in $(seq 1 60); do engine_up && return 0; sleep 0.5; done
  echo "ensure-docker: dockerd did not start; its last lines:" >&2
  as_root tail -n 20 "$log" >&2 || true
  exit 1
}

command -v dockerd >/dev/null || [ -x /usr/sbin/dockerd ] || install_engine
command -v docker >/dev/null || fail "docker.io installed no docker client"
compose_v2 || install_compose_v2
compose_v2 || fail "docker compose is not Compose v2 after installing it: $(docker compose version 2>&1 | head -1)"
engine_up || start_engine
echo "ensure-docker: $(docker version --format 'engine {{.Server.Version}}') · compose $(docker compose version --short)"
