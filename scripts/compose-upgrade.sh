# shellcheck shell=bash
# shellcheck disable=SC2154 # $offline and $env_file are scripts/compose.sh's.
# shellcheck disable=SC2016 # The sh -c scripts expand inside the container, with its own variables.
# make compose-upgrade: a store that ran the previous compose file (PostgreSQL 16 in `postgres-data`, MinIO in
# `minio-data`) moved into this one's volumes (PostgreSQL 17 in `postgres-17-data`, the S3 server in `s3-data`).
# Sourced by scripts/compose.sh upgrade, which then starts the whole stack as `up` does; it uses that script's
# `compose`, `project_name`, `volume_exists`, `$env_file` and `$offline`.
#
#   1. Refuses (exit 2, nothing changed) when the new PostgreSQL volume already holds databases, or when backups are
#      on and their target already holds the old cluster's (the new cluster's WAL would mix with its).
#   2. Stops the old stack (its volumes stay), starts the new postgres and s3 services, and the old PostgreSQL and
#      MinIO images on the old volumes as temporary containers on the compose network (postgres-old, minio-old).
#   3. Every database: pg_dump from the old server piped into the new one, then every table's row count compared.
#   4. Every file of the bucket: copied by the backup service's `copy-bucket`, read back and compared byte for byte
#      (it refuses to replace a file the new bucket holds with other bytes).
#   5. Removes the temporary containers (also on failure, with the new volumes this run made: a half-copied store
#      must never start), and says what it did, how to remove the old volumes, and that backups start over.

upgrade_say() { echo "compose-upgrade: $*"; }
upgrade_complain() { echo "compose-upgrade: $*" >&2; }

# One value of the resolved compose configuration (the env file and the shell's variables interpolated), by path.
upgrade_config_value() { # path.to.value
  node -e '
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
      let value = JSON.parse(text);
      for (const key of process.argv[1].split(".")) value = value == null ? undefined : value[key];
      process.stdout.write(value == null ? "" : String(value));
    });' "$1" <<<"$upgrade_config"
}

# The host folder the backup service writes to (BACKUP_DIR), if any.
upgrade_backup_folder() {
  node -e '
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
      const mount = (JSON.parse(text).services.backup.volumes || []).find((volume) => volume.target === "/backups");
      process.stdout.write(mount && mount.source !== "/dev/null" ? mount.source : "");
    });' <<<"$upgrade_config"
}

# The databases a cluster's data directory holds besides template0, template1 and postgres (OIDs from 16384 on are
# the ones made after initdb), read from the volume's files without starting a server.
upgrade_user_databases_in() { # volume
  local entry count=0
  for entry in $(docker run --rm --entrypoint sh -v "$1:/d:ro" "$upgrade_new_image" -c 'ls /d/base 2>/dev/null || true'); do
    [[ "$entry" =~ ^[0-9]+$ ]] && [ "$entry" -ge 16384 ] && count=$((count + 1))
  done
  echo "$count"
}

# psql in the new postgres container, on the new server or (old) on postgres-old, as POSTGRES_USER with the
# container's own POSTGRES_PASSWORD (never on a command line). Tab-separated rows, no headers.
upgrade_sql() { # old|new database query
  compose exec -T postgres sh -c '
    export PGPASSWORD="$POSTGRES_PASSWORD"
    if [ "$1" = old ]; then export PGHOST=postgres-old; fi
    exec psql -X -w -q -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$2" -tA -F "	" -c "$3"' sh "$@" </dev/null
}

# Every table of a database with its exact row count, one "schema.table<TAB>rows" line each, sorted.
UPGRADE_ROW_COUNTS="
SELECT format('%I.%I', n.nspname, c.relname),
  (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %s%I.%I',
    CASE c.relkind WHEN 'r' THEN 'ONLY ' ELSE '' END, n.nspname, c.relname), false, true, '')))[1]::text
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'm') AND n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'
ORDER BY 1"

# Temporary containers, and the new volumes that held nothing before this run: removed on any failure, so a rerun
# starts from the same place.
upgrade_temporary=()
upgrade_made_volumes=()
upgrade_old_volumes=()
upgrade_stopped_old=0
upgrade_finished=0

# The old PostgreSQL is shut down by pg_ctl (a clean checkpoint on its volume, whatever the image does with signals).
upgrade_stop_old_postgres() { # container
  docker exec -u postgres "$1" sh -c 'pg_ctl stop -D "$PGDATA" -m fast -w -t 120' >/dev/null 2>&1 || true
  docker stop -t 30 "$1" >/dev/null 2>&1 || true
}

upgrade_remove_temporary() {
  local container
  for container in "${upgrade_temporary[@]}"; do
    case "$container" in *-postgres-old) upgrade_stop_old_postgres "$container" ;; esac
    docker stop -t 30 "$container" >/dev/null 2>&1 || true
    docker rm -f "$container" >/dev/null 2>&1 || true
  done
  upgrade_temporary=()
}

upgrade_on_exit() {
  local status=$? volume removed=()
  upgrade_remove_temporary
  [ "$upgrade_finished" != 1 ] || return "$status"
  # Before the old stack was stopped nothing of it is touched; after, the new servers go with the volumes they used.
  [ "$upgrade_stopped_old" != 1 ] || compose down --remove-orphans >/dev/null 2>&1 || true
  for volume in "${upgrade_made_volumes[@]}"; do
    if volume_exists "$volume" && docker volume rm "$volume" >/dev/null 2>&1; then removed+=("$volume"); fi
  done
  if [ "$upgrade_stopped_old" = 1 ]; then
    [ ${#removed[@]} -eq 0 ] ||
      upgrade_complain "apaguei os volumes novos (${removed[*]}), vazios antes desta execução: uma loja copiada pela" \
        "metade nunca sobe."
    upgrade_complain "a atualização não terminou. A pilha antiga está parada e os volumes dela" \
      "(${upgrade_old_volumes[*]}) não foram alterados: corrija o que foi dito acima e rode make compose-upgrade de novo."
  elif [ "$status" != 0 ] && [ "$status" != 2 ]; then
    upgrade_complain "a atualização parou antes de parar a pilha antiga: nada foi alterado (veja o erro acima)."
  fi
  return "$status"
}

upgrade_start_temporary() { # name alias [docker run arguments...] image [command...]
  local name=$1 alias=$2
  shift 2
  docker rm -f "$name" >/dev/null 2>&1 || true
  upgrade_temporary+=("$name")
  docker run -d --name "$name" --network "${upgrade_project}_default" --network-alias "$alias" \
    --label "ritual.compose-upgrade=$upgrade_project" "$@" >/dev/null
}

upgrade_previous_stack() {
  upgrade_project=$(project_name)
  upgrade_config=$(compose config --format json)
  upgrade_new_image=$(upgrade_config_value services.postgres.image)
  local project=$upgrade_project
  local old_pg="${project}_postgres-data" old_files="${project}_minio-data"
  local new_pg="${project}_postgres-17-data" new_files="${project}_s3-data"
  local user bucket new_major
  user=$(upgrade_config_value services.postgres.environment.POSTGRES_USER)
  bucket=$(upgrade_config_value services.backup.environment.S3_BUCKET)
  new_major=$(sed -nE 's/^[^:]+:([0-9]+).*$/\1/p' <<<"$upgrade_new_image")

  local copy_pg=0 copy_files=0
  upgrade_old_volumes=()
  upgrade_stopped_old=0
  if volume_exists "$old_pg"; then
    copy_pg=1
    upgrade_old_volumes+=("$old_pg")
  else
    upgrade_say "o volume $old_pg não existe: nada de PostgreSQL a copiar"
  fi
  if volume_exists "$old_files"; then
    copy_files=1
    upgrade_old_volumes+=("$old_files")
  else
    upgrade_say "o volume $old_files não existe: nada de arquivos (MinIO) a copiar"
  fi
  if [ "$copy_pg" = 0 ] && [ "$copy_files" = 0 ]; then
    upgrade_say "nenhum volume da pilha anterior neste servidor: nada a atualizar; a pilha sobe como no make compose-up"
    return 0
  fi

  # --- 1. What would refuse, checked before anything changes.
  local old_major="" old_image="" files_image="" files_command=()
  if [ "$copy_pg" = 1 ]; then
    if volume_exists "$new_pg" && [ "$(upgrade_user_databases_in "$new_pg")" -gt 0 ]; then
      upgrade_complain "RECUSADO: o volume $new_pg já tem um cluster PostgreSQL com bancos de dados; a atualização" \
        "nunca sobrescreve dados. Se a atualização já foi feita, não há mais nada a fazer: make compose-up sobe a" \
        "loja. Se ele nasceu por engano (um docker compose up antes da atualização) e não tem nada que importe," \
        "apague-o (docker volume rm $new_pg, com a pilha parada) e rode make compose-upgrade de novo. Nada foi" \
        "alterado."
      exit 2
    fi
    old_major=$(docker run --rm --entrypoint cat -v "$old_pg:/d:ro" "$upgrade_new_image" /d/PG_VERSION 2>/dev/null |
      tr -d '[:space:]') || true
    if ! [[ "$old_major" =~ ^[0-9]+$ ]]; then
      upgrade_complain "RECUSADO: o volume $old_pg não tem um cluster PostgreSQL (falta PG_VERSION). Nada foi alterado."
      exit 2
    fi
    if [ -n "$new_major" ] && [ "$old_major" -gt "$new_major" ]; then
      upgrade_complain "RECUSADO: o volume $old_pg é do PostgreSQL $old_major, mais novo que o $new_major desta pilha." \
        "Nada foi alterado."
      exit 2
    fi
    if [ "$offline" = 1 ]; then
      old_image="ritual-offline/postgres:$old_major"
      if ! docker image inspect "$old_image" >/dev/null 2>&1; then
        upgrade_complain "RECUSADO: falta a imagem local $old_image para ler o volume antigo (PostgreSQL $old_major)." \
          "A do 15 sai de: bash deploy/docker/offline/build-images.sh legacy; ou rode com acesso ao Docker Hub" \
          "(OFFLINE=0), que usa postgres:$old_major-alpine. Nada foi alterado."
        exit 2
      fi
    else
      old_image="postgres:$old_major-alpine"
      if ! docker image inspect "$old_image" >/dev/null 2>&1 && ! docker pull -q "$old_image" >/dev/null; then
        upgrade_complain "RECUSADO: não consegui baixar $old_image para ler o volume antigo. Nada foi alterado."
        exit 2
      fi
    fi
  fi
  if [ "$copy_files" = 1 ]; then
    if [ "$offline" = 1 ]; then
      # The s3rver stand-in plays the old MinIO: MINIO_ROOT_* and no -s3.port= make it listen on 9000, files in /data.
      files_image=$(upgrade_config_value services.s3.image)
    else
      files_image="minio/minio:latest"
      files_command=(server /data)
      if ! docker image inspect "$files_image" >/dev/null 2>&1; then
        # Docker Hub has removed minio/minio; its last published image is on quay.io.
        files_image="quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z"
        if ! docker image inspect "$files_image" >/dev/null 2>&1 && ! docker pull -q "$files_image" >/dev/null; then
          upgrade_complain "RECUSADO: não há minio/minio:latest neste servidor e não consegui baixar $files_image" \
            "para ler o volume antigo dos arquivos. Nada foi alterado."
          exit 2
        fi
      fi
    fi
  fi

  # The new volumes that hold nothing yet (missing, or a cluster without databases, checked above) are removed again
  # if this run does not finish: a half-copied store must never start.
  upgrade_made_volumes=()
  if [ "$copy_pg" = 1 ] || ! volume_exists "$new_pg"; then upgrade_made_volumes+=("$new_pg"); fi
  volume_exists "$new_files" || upgrade_made_volumes+=("$new_files")
  upgrade_finished=0
  trap upgrade_on_exit EXIT
  trap 'exit 130' INT TERM

  local backups_on=0
  if [ -n "$(upgrade_config_value services.backup.environment.BACKUP_DIR)" ] ||
    [ -n "$(upgrade_config_value services.backup.environment.BACKUP_S3_BUCKET)" ]; then
    backups_on=1
  fi
  if [ "$copy_files" = 1 ] || [ "$backups_on" = 1 ]; then
    upgrade_say "preparando a imagem do serviço backup (copia e confere os arquivos, lê o destino dos backups)"
    compose build -q backup
  fi

  # Backups on: the new cluster's WAL starts again from the first segment names, so it must go to an empty target.
  local backup_target=off backups_listed
  if [ "$backups_on" = 1 ]; then
    backup_target=$(upgrade_backup_folder)
    [ -n "$backup_target" ] || backup_target="bucket $(upgrade_config_value services.backup.environment.BACKUP_S3_BUCKET)"
    if ! backups_listed=$(compose run --rm --no-deps -T backup list 2>&1 </dev/null); then
      upgrade_complain "RECUSADO: não consegui ver o que há no destino dos backups ($backup_target):"
      printf '%s\n' "$backups_listed" >&2
      upgrade_complain "corrija BACKUP_* no $env_file (ou desligue os backups deixando BACKUP_DIR e BACKUP_S3_BUCKET" \
        "vazios) e rode de novo."
      exit 2
    fi
    if grep -qE '^[0-9]{8}T[0-9]{6}Z ' <<<"$backups_listed"; then
      upgrade_complain "RECUSADO: os backups configurados ($backup_target) já guardam os do cluster antigo:"
      printf '%s\n' "$backups_listed" >&2
      upgrade_complain "o PostgreSQL novo recomeça a numeração do WAL, e gravando no mesmo lugar ele se misturaria com" \
        "o do cluster antigo e estragaria esses backups. Aponte os backups da pilha nova para um lugar novo e vazio" \
        "no $env_file (outra pasta em BACKUP_DIR, ou outro BACKUP_S3_PREFIX), guarde os antigos (servem à pilha" \
        "anterior) e rode make compose-upgrade de novo. O serviço backup faz o primeiro backup completo do cluster" \
        "novo assim que a pilha subir. Nada foi alterado."
      exit 2
    fi
  fi

  # --- 2. The old stack stopped (its volumes stay), the new servers started.
  upgrade_say "parando a pilha antiga (os volumes dela ficam)"
  upgrade_stopped_old=1
  compose down --remove-orphans
  local services=(postgres)
  [ "$copy_files" = 0 ] || services+=(s3)
  upgrade_say "subindo ${services[*]} da pilha nova"
  compose up -d --wait "${services[@]}"

  # --- 3. PostgreSQL: every database dumped from the old server into the new one, then every table's rows compared.
  local old_version="" new_version="" databases=0 tables=0 rows=0
  if [ "$copy_pg" = 1 ]; then
    upgrade_say "subindo o PostgreSQL $old_major antigo ($old_image) no volume $old_pg"
    local password
    password=$(upgrade_config_value services.postgres.environment.POSTGRES_PASSWORD)
    POSTGRES_USER=$user POSTGRES_PASSWORD=$password upgrade_start_temporary "${project}-upgrade-postgres-old" \
      postgres-old -e POSTGRES_USER -e POSTGRES_PASSWORD -v "$old_pg:/var/lib/postgresql/data" "$old_image"
    local waited=0
    until old_version=$(upgrade_sql old postgres 'SHOW server_version' 2>/dev/null); do
      if [ "$(docker inspect -f '{{.State.Running}}' "${project}-upgrade-postgres-old" 2>/dev/null)" != true ] ||
        [ "$waited" -ge 300 ]; then
        upgrade_complain "o PostgreSQL antigo não aceitou conexões; últimas linhas dele:"
        docker logs --tail 30 "${project}-upgrade-postgres-old" >&2 || true
        exit 1
      fi
      sleep 1
      waited=$((waited + 1))
    done
    new_version=$(upgrade_sql new postgres 'SHOW server_version')
    # "15.18 (Debian 15.18-0+deb12u1)" → 15.18
    old_version=${old_version%% *} new_version=${new_version%% *}

    local stray
    stray=$(upgrade_sql old postgres "SELECT string_agg(format('%I.%I', n.nspname, c.relname), ', ' ORDER BY 1)
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'm') AND n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'")
    if [ -n "$stray" ]; then
      upgrade_complain "RECUSADO: o banco postgres do cluster antigo tem tabelas que não são da loja ($stray); a" \
        "atualização copia só os bancos da loja. Mova-as para outro banco (ou apague-as) na pilha antiga e rode de novo."
      exit 2
    fi
    local present
    present=$(upgrade_sql new postgres "SELECT string_agg(datname, ', ' ORDER BY datname) FROM pg_database
      WHERE NOT datistemplate AND datname <> 'postgres'")
    if [ -n "$present" ]; then
      upgrade_complain "RECUSADO: o PostgreSQL novo já tem bancos ($present); a atualização nunca sobrescreve dados."
      exit 2
    fi

    local roles_query="SELECT rolname FROM pg_roles WHERE rolname !~ '^pg_' ORDER BY 1" old_roles new_roles missing_roles
    old_roles=$(upgrade_sql old postgres "$roles_query" | LC_ALL=C sort)
    new_roles=$(upgrade_sql new postgres "$roles_query" | LC_ALL=C sort)
    missing_roles=$(comm -23 <(printf '%s\n' "$old_roles") <(printf '%s\n' "$new_roles"))
    if [ -n "$missing_roles" ]; then
      upgrade_say "copiando os papéis (roles) do cluster antigo: $(tr '\n' ' ' <<<"$missing_roles")"
      # Every role is in the dump; the ones the new cluster has already ("already exists") are left as they are.
      compose exec -T postgres sh -c 'export PGPASSWORD="$POSTGRES_PASSWORD"
        pg_dumpall -h postgres-old -U "$POSTGRES_USER" -w --roles-only |
          psql -X -q -U "$POSTGRES_USER" -d postgres 2>&1 >/dev/null | grep -v "already exists" || true' </dev/null
      local still
      new_roles=$(upgrade_sql new postgres "$roles_query" | LC_ALL=C sort)
      still=$(comm -23 <(printf '%s\n' "$missing_roles") <(printf '%s\n' "$new_roles"))
      if [ -n "$still" ]; then
        upgrade_complain "os papéis $(tr '\n' ' ' <<<"$still")não foram criados no PostgreSQL novo"
        exit 1
      fi
    fi

    local listed database_list=() database
    listed=$(upgrade_sql old postgres "SELECT datname FROM pg_database
      WHERE datallowconn AND NOT datistemplate AND datname <> 'postgres' ORDER BY 1")
    mapfile -t database_list <<<"$listed"
    [ -n "$listed" ] || upgrade_say "o cluster antigo não tem bancos da loja: nada a copiar dele"
    for database in "${database_list[@]}"; do
      [ -n "$database" ] || continue
      upgrade_say "copiando o banco $database (PostgreSQL $old_version → $new_version)"
      compose exec -T postgres sh -c '
        export PGPASSWORD="$POSTGRES_PASSWORD"
        status=$(mktemp)
        { pg_dump -h postgres-old -U "$POSTGRES_USER" -w --create -d "$1" && echo ok >"$status"; } |
          psql -X -q -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d postgres >/dev/null || exit 1
        [ "$(cat "$status")" = ok ] || { echo "pg_dump do banco $1 falhou" >&2; exit 1; }' sh "$database" </dev/null

      local before after
      before=$(upgrade_sql old "$database" "$UPGRADE_ROW_COUNTS" | LC_ALL=C sort)
      after=$(upgrade_sql new "$database" "$UPGRADE_ROW_COUNTS" | LC_ALL=C sort)
      if [ "$before" != "$after" ]; then
        upgrade_complain "ERRO: as linhas do banco $database não conferem (tabela e linhas; < antigo, > novo):"
        diff <(printf '%s\n' "$before") <(printf '%s\n' "$after") >&2 || true
        exit 1
      fi
      local database_tables database_rows
      database_tables=$(awk 'NF { n++ } END { print n + 0 }' <<<"$after")
      database_rows=$(awk -F '\t' 'NF { n += $2 } END { printf "%d", n }' <<<"$after")
      upgrade_say "  $database: $database_tables tabelas, $database_rows linhas, idênticas tabela a tabela"
      databases=$((databases + 1))
      tables=$((tables + database_tables))
      rows=$((rows + database_rows))
    done
    upgrade_stop_old_postgres "${project}-upgrade-postgres-old"
  fi

  # --- 4. Files: the old bucket served by its old server, copied by the backup service and read back.
  local files_summary=""
  if [ "$copy_files" = 1 ]; then
    local access_key secret_key copied status=0
    # The old MinIO's root key pair was S3_ACCESS_KEY / S3_SECRET_KEY, as the new server's is.
    access_key=$(upgrade_config_value services.backup.environment.S3_ACCESS_KEY)
    secret_key=$(upgrade_config_value services.backup.environment.S3_SECRET_KEY)
    upgrade_say "subindo o servidor de arquivos antigo ($files_image) no volume $old_files"
    MINIO_ROOT_USER=$access_key MINIO_ROOT_PASSWORD=$secret_key upgrade_start_temporary "${project}-upgrade-minio-old" \
      minio-old -e MINIO_ROOT_USER -e MINIO_ROOT_PASSWORD -v "$old_files:/data" "$files_image" "${files_command[@]}"
    copied=$(mktemp)
    SOURCE_S3_ENDPOINT=http://minio-old:9000 SOURCE_S3_ACCESS_KEY=$access_key SOURCE_S3_SECRET_KEY=$secret_key \
      SOURCE_S3_BUCKET=$bucket compose run --rm --no-deps -T -e SOURCE_S3_ENDPOINT -e SOURCE_S3_ACCESS_KEY \
      -e SOURCE_S3_SECRET_KEY -e SOURCE_S3_BUCKET backup copy-bucket </dev/null | tee "$copied" || status=$?
    files_summary=$(grep -E 'copiados e conferidos' "$copied" | tail -1 || true)
    rm -f "$copied"
    if [ "$status" = 2 ]; then
      upgrade_complain "RECUSADO: o volume $new_files já tem arquivos com o mesmo nome e outro conteúdo que os do" \
        "volume antigo (acima); a atualização nunca os substitui. Se eles não importam (uma pilha nova subida por" \
        "engano), apague o volume (docker volume rm $new_files) e rode make compose-upgrade de novo."
      exit 2
    elif [ "$status" != 0 ]; then
      upgrade_complain "ERRO: a cópia dos arquivos falhou (acima)."
      exit 1
    fi
    docker stop -t 30 "${project}-upgrade-minio-old" >/dev/null
  fi

  # --- 5. Done: the temporary containers go, the old volumes stay until the operator removes them.
  upgrade_remove_temporary
  upgrade_finished=1
  trap - EXIT INT TERM

  upgrade_say "pronto. O que foi feito:"
  if [ "$copy_pg" = 1 ]; then
    upgrade_say "  PostgreSQL $old_version ($old_pg) → PostgreSQL $new_version ($new_pg): $databases bancos," \
      "$tables tabelas, $rows linhas copiadas e contadas iguais tabela a tabela"
  fi
  if [ "$copy_files" = 1 ]; then
    upgrade_say "  arquivos ($old_files → $new_files, bucket $bucket): ${files_summary:-nenhum}"
  fi
  upgrade_say "  os volumes antigos continuam guardados: ${upgrade_old_volumes[*]}. Depois de conferir a loja" \
    "(pedidos, comprovantes, painel), apague-os com:"
  upgrade_say "    docker volume rm ${upgrade_old_volumes[*]}"
  if [ "$backup_target" = off ]; then
    upgrade_say "  backups: desligados (BACKUP_DIR e BACKUP_S3_BUCKET vazios no $env_file); os volumes antigos são a" \
      "única cópia anterior da loja. Ligue-os (README, Backups) e faça um backup completo com make compose-backup."
  else
    upgrade_say "  backups: recomeçam do zero em $backup_target: o serviço backup faz o primeiro backup completo do" \
      "PostgreSQL $new_major assim que a pilha subir (confira com make compose-backups). Os backups antigos, do" \
      "PostgreSQL ${old_major:-anterior}, servem só à pilha anterior."
  fi
  upgrade_say "subindo a pilha inteira"
}
