#!/bin/bash
# The rabbitmq container's entrypoint in compose (decision 133): fills the ${RABBITMQ_*} placeholders of
# definitions.json (the administrator and one user per service, with their permissions) from the environment, has
# RabbitMQ load the result at every boot, so a changed password applies on restart, then runs the image's entrypoint.
set -euo pipefail
template=/etc/padel/definitions.json
definitions=$(<"$template")
for name in $(grep -o '\${RABBITMQ_[A-Z_]*}' "$template" | tr -d '${}' | sort -u); do
  value=${!name:-}
  if [[ ! $value =~ ^[A-Za-z0-9._~-]+$ ]]; then
    echo "$name must be set, with letters, digits and - . _ ~ only (it goes into the services' AMQP_URL)" >&2
    exit 1
  fi
  definitions=${definitions//"\${$name}"/$value}
done
target=/etc/rabbitmq/padel-definitions.json
printf '%s\n' "$definitions" >"$target"
chmod 600 "$target"
chown rabbitmq:rabbitmq "$target" 2>/dev/null || true
mkdir -p /etc/rabbitmq/conf.d
printf 'load_definitions = %s\n' "$target" >/etc/rabbitmq/conf.d/90-padel-definitions.conf
exec docker-entrypoint.sh "$@"
