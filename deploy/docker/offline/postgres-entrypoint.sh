#!/bin/sh
# First start: an empty data directory gets a cluster whose superuser is POSTGRES_USER with POSTGRES_PASSWORD and
# that accepts password logins from the network, as the official image does. Then PostgreSQL runs as `postgres`.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
POSTGRES_USER="${POSTGRES_USER:-postgres}"
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" >"$pwfile"
  chown postgres "$pwfile"
  runuser -u postgres -- initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust \
    --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
fi
if [ "${1:-}" = postgres ]; then
  # setpriv execs PostgreSQL itself as PID 1 (runuser stayed PID 1 and kept docker stop's SIGINT from it).
  exec setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"
fi
exec "$@"
