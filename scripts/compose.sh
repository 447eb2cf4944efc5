#!/usr/bin/env bash
# make compose-up / make compose-down: the whole product in containers, behind the HTTPS proxy.
#   up    builds and starts every container and waits until each is healthy; COMPOSE_ARGS goes to `up`
#         (e.g. COMPOSE_ARGS='--scale payments=3 --scale orders=2 --scale gateway=2').
#   down  stops the stack; WIPE=1 also removes its volumes (the store's data).
# Official images when Docker Hub answers; otherwise local stand-ins (deploy/docker/compose.offline.yml). OFFLINE=1
# or OFFLINE=0 decides without asking. ENV_FILE (default .env) is written with fresh secrets when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

action="${1:?usage: compose.sh up|down}"
env_file="${ENV_FILE:-.env}"
bash scripts/ensure-docker.sh >/dev/null

official_images() { grep -hE '^\s+image:' docker-compose.yml | awk '{print $2}' | sort -u; }

can_pull_official() {
  local image missing=0
  for image in $(official_images); do docker image inspect "$image" >/dev/null 2>&1 || missing=1; done
  [ "$missing" = 0 ] && return 0
  timeout 60 docker pull -q "$(official_images | head -1)" >/dev/null 2>&1
}

files=(-f docker-compose.yml)
offline="${OFFLINE:-auto}"
if [ "$offline" = auto ]; then
  if [ "$action" = down ] || can_pull_official; then offline=0; else offline=1; fi
fi
if [ "$offline" = 1 ]; then
  files+=(-f deploy/docker/compose.offline.yml)
fi

secret() { head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c "$1"; }

write_env_file() {
  local admin_password
  admin_password=$(secret 16)
  sed -e "s/^POSTGRES_PASSWORD=.*/POSTGRES_PASSWORD=$(secret 24)/" \
    -e "s/^S3_SECRET_KEY=.*/S3_SECRET_KEY=$(secret 32)/" \
    -e "s/^ADMIN_PASSWORD=.*/ADMIN_PASSWORD=$admin_password/" \
    -e "s/^JWT_SECRET=.*/JWT_SECRET=$(secret 48)/" .env.example >"$env_file"
  chmod 600 "$env_file"
  echo "compose: $env_file criado com segredos novos; senha do usuário admin: $admin_password (guarde-a)"
}

compose() { docker compose --env-file "$env_file" "${files[@]}" "$@"; }

case "$action" in
  up)
    [ -f "$env_file" ] || write_env_file
    if [ "$offline" = 1 ]; then
      echo "compose: Docker Hub inacessível; usando imagens locais de substituição (deploy/docker/offline)"
      bash deploy/docker/offline/build-images.sh
    fi
    # shellcheck disable=SC2086 # COMPOSE_ARGS holds several words on purpose.
    if ! compose up -d --build --wait --wait-timeout "${WAIT_TIMEOUT:-300}" ${COMPOSE_ARGS:-}; then
      echo "compose: nem todos os contêineres ficaram saudáveis; estado e últimas linhas:" >&2
      compose ps -a >&2 || true
      compose logs --tail 20 >&2 || true
      exit 1
    fi
    compose ps
    domain=$(grep -E '^SITE_DOMAIN=' "$env_file" | cut -d= -f2)
    echo "compose: loja no ar em https://${domain:-localhost} (painel em /admin)"
    ;;
  down)
    if [ "${WIPE:-0}" = 1 ]; then
      compose down --volumes --remove-orphans
      echo "compose: contêineres parados e volumes (dados da loja) apagados"
    else
      compose down --remove-orphans
      echo "compose: contêineres parados; os dados continuam nos volumes (WIPE=1 apaga)"
    fi
    ;;
  *)
    echo "usage: compose.sh up|down" >&2
    exit 2
    ;;
esac
