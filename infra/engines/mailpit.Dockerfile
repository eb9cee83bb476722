# padel/mailpit: Mailpit in place of axllent/mailpit where public image registries cannot be reached
# (docker-compose.local-images.yml, decision 150). Built from the Go module proxy; context: infra/.
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
# `go install …@version` is refused (the proxy has no version list for Mailpit): a throwaway module requires it.
ARG MAILPIT_VERSION=v1.27.11
RUN go mod init padel/mailpit-build && go get "github.com/axllent/mailpit@${MAILPIT_VERSION}" \
  && go build -trimpath -ldflags "-s -w -X github.com/axllent/mailpit/config.Version=${MAILPIT_VERSION}" \
    -o /out/mailpit github.com/axllent/mailpit && rm -rf /root/go /root/.cache

FROM debian:bookworm
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/* \
  && useradd --system --home-dir /data --create-home mailpit
COPY --from=build /out/mailpit /usr/local/bin/mailpit
USER mailpit
# As axllent/mailpit: SMTP on 1025, the web mailbox and its API on 8025, mail kept in memory unless MP_DATABASE is set.
ENV MP_SMTP_BIND_ADDR=0.0.0.0:1025 MP_UI_BIND_ADDR=0.0.0.0:8025 MP_DISABLE_VERSION_CHECK=true
EXPOSE 1025 8025
HEALTHCHECK --interval=15s --timeout=5s --start-period=5s --retries=3 CMD ["mailpit", "readyz"]
ENTRYPOINT ["mailpit"]
