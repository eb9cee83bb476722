#!/bin/bash
# padel/ferretdb's entrypoint: FerretDB as the ferretdb user, owning its data directory.
set -euo pipefail
source /usr/local/bin/ferretdb-auth.sh
if [[ ${1:-} == ferretdb && $(id -u) == 0 ]]; then
  chown -R ferretdb:ferretdb /data/db
  exec setpriv --reuid=ferretdb --regid=ferretdb --init-groups "$@"
fi
exec "$@"
