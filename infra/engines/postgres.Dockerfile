# padel/postgres: Debian's PostgreSQL (15), in place of postgres:17-alpine for Keycloak's database where public image
# registries cannot be reached (docker-compose.local-images.yml, decision 152). Context: infra/.
FROM debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/15 /etc/postgresql/15/main \
  && mkdir -p /var/lib/postgresql/data /var/run/postgresql && chown postgres:postgres /var/lib/postgresql/data /var/run/postgresql
COPY engines/postgres/docker-entrypoint.sh /usr/local/bin/
# As the official image: the server's own tools on PATH (pg_isready, psql), data in /var/lib/postgresql/data.
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
EXPOSE 5432
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
