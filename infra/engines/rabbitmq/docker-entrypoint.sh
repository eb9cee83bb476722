#!/bin/bash
# padel/rabbitmq's entrypoint, doing for us what the official image's does: RABBITMQ_DEFAULT_USER/PASS name the first
# user of an empty node, and the server runs as the rabbitmq user, owning its data directory.
set -euo pipefail
if [[ -n ${RABBITMQ_DEFAULT_USER:-} || -n ${RABBITMQ_DEFAULT_PASS:-} ]]; then
  printf 'default_user = %s\ndefault_pass = %s\n' "${RABBITMQ_DEFAULT_USER:-guest}" "${RABBITMQ_DEFAULT_PASS:-guest}" \
    >/etc/rabbitmq/conf.d/20-default-user.conf
fi
if [[ ${1:-} == rabbitmq* && $(id -u) == 0 ]]; then
  if [[ $1 == rabbitmq-server ]]; then
    chown -R rabbitmq:rabbitmq /var/lib/rabbitmq /etc/rabbitmq
    chmod 600 /var/lib/rabbitmq/.erlang.cookie 2>/dev/null || true
  fi
  exec setpriv --reuid=rabbitmq --regid=rabbitmq --init-groups "$@"
fi
exec "$@"
