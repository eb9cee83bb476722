#!/bin/bash
# padel/postgres's entrypoint, doing for us what the official image's does: on an empty data directory, a cluster whose
# superuser is POSTGRES_USER (password POSTGRES_PASSWORD, required) with a database POSTGRES_DB, reachable from the
# network with a password (scram-sha-256); then the server, as the postgres user.
set -euo pipefail
if [[ ${1:-} == postgres && $(id -u) == 0 ]]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [[ ${1:-} == postgres && ! -s $PGDATA/PG_VERSION ]]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  user=${POSTGRES_USER:-postgres} database=${POSTGRES_DB:-${POSTGRES_USER:-postgres}}
  initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  if [[ $database != postgres ]]; then
    pg_ctl --wait --silent --options="-c listen_addresses=''" start
    psql --username="$user" --dbname=postgres --quiet --command="CREATE DATABASE \"$database\""
    pg_ctl --wait --silent stop
  fi
  echo "padel/postgres: cluster made, superuser $user, database $database"
fi
exec "$@"
