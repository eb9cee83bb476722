# padel/keycloak: Keycloak from Maven Central on Debian's Java 17, laid out as quay.io/keycloak/keycloak (/opt/keycloak,
# kc.sh as entrypoint, ports 8080 and 9000), in place of it where public image registries cannot be reached
# (docker-compose.local-images.yml, decision 152). Context: infra/.
FROM debian:bookworm AS fetch
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl && rm -rf /var/lib/apt/lists/*
# A host behind a TLS-inspecting proxy puts its CA here (see docker/host-ca/README.md).
COPY docker/host-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
# KEYCLOAK_VERSION of tools/src/engines/profiles.ts (the launcher's), checked against Maven Central's SHA-1.
ARG KEYCLOAK_VERSION=26.5.5
RUN url="https://repo1.maven.org/maven2/org/keycloak/keycloak-quarkus-dist/${KEYCLOAK_VERSION}/keycloak-quarkus-dist-${KEYCLOAK_VERSION}.tar.gz" \
  && curl -fsSL -o /tmp/keycloak.tar.gz "$url" \
  && echo "$(curl -fsSL "$url.sha1")  /tmp/keycloak.tar.gz" | sha1sum -c - \
  && mkdir -p /opt/keycloak && tar -xzf /tmp/keycloak.tar.gz -C /opt/keycloak --strip-components=1 && rm /tmp/keycloak.tar.gz

FROM debian:bookworm
# /bin/sh is bash, as in the official image: compose's health check (CMD-SHELL) reads port 9000 through /dev/tcp.
RUN apt-get update && apt-get install -y --no-install-recommends openjdk-17-jre-headless \
  && rm -rf /var/lib/apt/lists/* && useradd --uid 1000 --gid 0 --home-dir /opt/keycloak --no-create-home keycloak \
  && ln -sf bash /bin/sh
COPY --from=fetch --chown=1000:0 /opt/keycloak /opt/keycloak
COPY --chown=1000:0 keycloak/padel-realm.json /opt/keycloak/data/import/
COPY --chown=1000:0 keycloak/password-blacklists/ /opt/keycloak/data/password-blacklists/
COPY --chown=1000:0 keycloak/themes/ /opt/keycloak/themes/
USER 1000
# Built once here for compose's options (PostgreSQL, health endpoints, the /auth path): `start` with the same options
# skips the build; other options make Keycloak rebuild at start, as the official image does.
RUN /opt/keycloak/bin/kc.sh build --db=postgres --health-enabled=true --http-relative-path=/auth
EXPOSE 8080 8443 9000
ENTRYPOINT ["/opt/keycloak/bin/kc.sh"]
