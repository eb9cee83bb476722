# Sourced by docker-entrypoint.sh and ferretdb-ready. As with mongo's image, MONGO_INITDB_ROOT_USERNAME/PASSWORD name
# the first user, created when the data directory is empty (FerretDB's --setup-* flags, which skip an existing admin
# database). Then every client must authenticate with SCRAM: FerretDB 1.x does that only with its new authentication
# (--test-enable-new-auth); its default would accept only PLAIN, which MongoDB drivers do not offer. Without those
# variables FerretDB runs without authentication, like mongo's image.
if [[ -n ${MONGO_INITDB_ROOT_USERNAME:-} ]]; then
  : "${MONGO_INITDB_ROOT_PASSWORD:?MONGO_INITDB_ROOT_PASSWORD must be set with MONGO_INITDB_ROOT_USERNAME}"
  export FERRETDB_TEST_ENABLE_NEW_AUTH=true \
    FERRETDB_SETUP_DATABASE=admin \
    FERRETDB_SETUP_USERNAME=$MONGO_INITDB_ROOT_USERNAME \
    FERRETDB_SETUP_PASSWORD=$MONGO_INITDB_ROOT_PASSWORD
fi
