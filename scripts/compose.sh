#!/usr/bin/env bash
# make compose-up / make compose-down: the whole product in containers, behind the HTTPS proxy.
#   up    builds and starts every container and waits until each is healthy; COMPOSE_ARGS goes to `up`
#         (e.g. COMPOSE_ARGS='--scale payments=3 --scale orders=2 --scale gateway=2').
#   down  stops the stack; WIPE=1 also removes its volumes (the store's data).
#   backup / backups  a base backup now / the base backups stored (the backup service's target, README Backups).
#   restore  into empty volumes (after WIPE=1 down, or on a new machine): the newest backup replayed to its last WAL,
#         BACKUP=<id> one base backup as taken, UNTIL=<time> the state just before then; the key file is
#         BACKUP_AGE_IDENTITY_FILE. Then the whole stack starts as with up.
#   upgrade  a stack of the previous compose file (PostgreSQL 16 in postgres-data, MinIO in minio-data) copied into
#         this one's volumes and checked (scripts/compose-upgrade.sh); then the whole stack starts as with up.
# Official images when the registry answers for every one; otherwise local stand-ins (deploy/docker/compose.offline.yml). OFFLINE=1
# or OFFLINE=0 decides without asking. ENV_FILE (default .env) is written with fresh secrets when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

action="${1:?usage: compose.sh up|down|backup|backups|restore|upgrade}"
env_file="${ENV_FILE:-.env}"
bash scripts/ensure-docker.sh >/dev/null

# shellcheck source=scripts/compose-images.sh
source scripts/compose-images.sh

files=(-f docker-compose.yml)
offline="${OFFLINE:-auto}"
if [ "$offline" = auto ]; then
  case "$action" in
    up | restore | upgrade) offline=$(decide_offline) ;;
    *) offline=0 ;;
  esac
fi
if [ "$offline" = 1 ]; then
  files+=(-f deploy/docker/compose.offline.yml)
fi

# shellcheck source=scripts/compose-env.sh
source scripts/compose-env.sh

compose() { docker compose --env-file "$env_file" "${files[@]}" "$@"; }

prepare_images() {
  if [ "$offline" = 1 ]; then
    echo "compose: Docker Hub inacessível; usando imagens locais de substituição (deploy/docker/offline)"
    bash deploy/docker/offline/build-images.sh
  fi
}

project_name() { compose config --format json | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).name))'; }
volume_exists() { docker volume inspect "$1" >/dev/null 2>&1; }

# The previous compose file kept PostgreSQL 16 in postgres-data and MinIO's files in minio-data; this one starts on new
# volumes, so without this check a store that updated its checkout would start empty.
refuse_previous_volumes() {
  local project
  project=$(project_name)
  if { volume_exists "${project}_postgres-data" || volume_exists "${project}_minio-data"; } \
    && ! volume_exists "${project}_postgres-17-data"; then
    echo "compose: este servidor tem os dados da versão anterior da pilha (volumes ${project}_postgres-data e" \
      "${project}_minio-data: PostgreSQL 16 e MinIO). Rode make compose-upgrade: ele copia tudo para o PostgreSQL 17" \
      "e o SeaweedFS, confere e sobe a loja (os volumes antigos ficam guardados)." >&2
    exit 2
  fi
}

restore_into_empty_volumes() {
  local key="${BACKUP_AGE_IDENTITY_FILE:-}"
  [ -n "$key" ] && [ -f "$key" ] || {
    echo "compose: defina BACKUP_AGE_IDENTITY_FILE com o arquivo da chave secreta (AGE-SECRET-KEY-1…)" >&2
    exit 2
  }
  if [ -n "$(compose ps -q postgres 2>/dev/null)" ]; then
    echo "compose: a pilha está no ar; a restauração vai para volumes vazios (WIPE=1 make compose-down antes)" >&2
    exit 2
  fi
  compose build backup
  # The files go back into the S3 server's bucket (the restore makes it when the volume is new).
  compose up -d --wait s3
  compose run --rm --no-deps -v "$(cd "$(dirname "$key")" && pwd)/$(basename "$key"):/run/backup-key:ro" \
    -e BACKUP_AGE_IDENTITY_FILE=/run/backup-key backup restore ${BACKUP:+--backup="$BACKUP"} ${UNTIL:+--until="$UNTIL"}
  # The services migrate at start: PostgreSQL first, until it has replayed the WAL and takes writes.
  compose up -d --wait postgres
  local user
  user=$(grep -E '^POSTGRES_USER=' "$env_file" | cut -d= -f2)
  for _ in $(seq 1 600); do
    [ "$(compose exec -T postgres psql -U "${user:-ritual}" -d postgres -tAc 'SELECT pg_is_in_recovery()' 2>/dev/null)" = f ] && return 0
    sleep 1
  done
  echo "compose: o PostgreSQL não terminou de reaplicar o WAL em 10 minutos; veja: docker compose logs postgres" >&2
  exit 1
}

case "$action" in
  backup)
    compose exec backup node compose-backup.js backup
    ;;
  backups)
    compose exec backup node compose-backup.js list
    ;;
  up | restore | upgrade)
    if [ "$action" = upgrade ]; then
      [ -f "$env_file" ] || { echo "compose: $env_file não existe; a atualização usa as senhas da pilha antiga" >&2; exit 2; }
    else
      [ -f "$env_file" ] || write_env_file
    fi
    ensure_env_secrets
    prepare_images
    case "$action" in
      up) refuse_previous_volumes ;;
      restore) restore_into_empty_volumes ;;
      upgrade)
        # shellcheck source=scripts/compose-upgrade.sh
        source scripts/compose-upgrade.sh
        upgrade_previous_stack
        ;;
    esac
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
    echo "usage: compose.sh up|down|backup|backups|restore|upgrade" >&2
    exit 2
    ;;
esac
