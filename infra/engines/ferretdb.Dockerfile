# padel/ferretdb: FerretDB 1.24 with its SQLite backend, in place of mongo:7 where public image registries cannot be
# reached (docker-compose.local-images.yml, decision 150). Built from the Go module proxy; context: infra/.
FROM debian:bookworm AS build
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl unzip && rm -rf /var/lib/apt/lists/*
# A host behind a TLS-inspecting proxy puts its CA here (see docker/host-ca/README.md).
COPY docker/host-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
# Go from the module proxy's toolchain module (the same zip `go` itself fetches when it switches toolchains).
ARG GO_VERSION=1.26.8
RUN arch=$(dpkg --print-architecture) \
  && curl -fsSL -o /tmp/go.zip "https://proxy.golang.org/golang.org/toolchain/@v/v0.0.1-go${GO_VERSION}.linux-${arch}.zip" \
  && unzip -q /tmp/go.zip -d /tmp/go && mv "/tmp/go/golang.org/toolchain@v0.0.1-go${GO_VERSION}.linux-${arch}" /usr/local/go \
  && chmod +x /usr/local/go/bin/* /usr/local/go/pkg/tool/*/* && rm -rf /tmp/go /tmp/go.zip
ENV PATH=/usr/local/go/bin:$PATH CGO_ENABLED=0 GOTOOLCHAIN=local GOFLAGS=-mod=mod
WORKDIR /build
# As tools/src/engines/mongo.ts builds it: from a throwaway module (the proxy refuses FerretDB's version list), with the
# generated version.txt the module lacks, and `_id` lookups written as the `_id` index is made (decision 093).
ARG FERRETDB_VERSION=v1.24.2
RUN dir=$(go mod download -json "github.com/FerretDB/FerretDB@${FERRETDB_VERSION}" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p') \
  && cp -r "$dir" ferretdb-src && chmod -R u+w ferretdb-src \
  && echo "${FERRETDB_VERSION}" > ferretdb-src/build/version/version.txt \
  && metadata=ferretdb-src/internal/backends/sqlite/metadata/metadata.go \
  && sed -i 's/IDColumn = DefaultColumn + "->\x27[$][.]_id\x27"/IDColumn = DefaultColumn + "->\x27_id\x27"/' "$metadata" \
  && grep -qF "IDColumn = DefaultColumn + \"->'_id'\"" "$metadata" \
  && go mod init padel/ferretdb-build \
  && go mod edit "-require=github.com/FerretDB/FerretDB@${FERRETDB_VERSION}" -replace=github.com/FerretDB/FerretDB=./ferretdb-src \
  && go build -trimpath -o /out/ferretdb github.com/FerretDB/FerretDB/cmd/ferretdb \
  && rm -rf /root/go /root/.cache

FROM debian:bookworm
RUN useradd --system --home-dir /data/db --no-create-home ferretdb && mkdir -p /data/db && chown ferretdb:ferretdb /data/db
COPY --from=build /out/ferretdb /usr/local/bin/ferretdb
COPY engines/ferretdb/ /usr/local/bin/
# FerretDB reads its flags from FERRETDB_* variables; the entrypoint adds the first user from mongo's variables.
ENV FERRETDB_HANDLER=sqlite \
  FERRETDB_SQLITE_URL=file:/data/db/ \
  FERRETDB_LISTEN_ADDR=:27017 \
  FERRETDB_STATE_DIR=- \
  FERRETDB_DEBUG_ADDR=- \
  FERRETDB_TELEMETRY=disable \
  FERRETDB_LOG_LEVEL=warn
VOLUME /data/db
EXPOSE 27017
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=5 CMD ["ferretdb-ready"]
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["ferretdb"]
