# syntax=docker/dockerfile:1
# One image recipe for every front end (shell, mf-public, mf-teams, mf-host): its webpack build served by
# tools/src/serve-static.ts on port 8080.
# Build context: the repository root, e.g. `docker build -f infra/docker/front-end.Dockerfile --build-arg APP=mf-public .`
ARG NODE_IMAGE=node:20-alpine

# Every workspace manifest and the lock file: `npm ci` checks the whole lock, and this layer only changes
# when dependencies do, so the installs below stay cached across source edits.
FROM ${NODE_IMAGE} AS manifests
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

# Production webpack build (content-hashed files, remoteEntry.js unhashed) and the static server compiled
# to one plain JavaScript file.
FROM manifests AS build
ARG APP
RUN test -n "$APP" && npm ci --no-audit --no-fund --include-workspace-root --workspace "@padel/$APP"
COPY tsconfig.base.json tsconfig.web.json ./
COPY packages/contracts packages/contracts
COPY packages/ui-kit packages/ui-kit
COPY packages/platform packages/platform
COPY packages/api packages/api
COPY ${APP} ${APP}
COPY tools/src/serve-static.ts tools/src/serve-static.ts
RUN npm run build --workspace "@padel/$APP" \
 && npx tsc tools/src/serve-static.ts --outDir /app/out --module commonjs --target es2022 \
      --esModuleInterop --skipLibCheck --types node

# Nothing but Node, the static files and the dependency-free server.
FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/${APP}/dist dist
COPY --from=build /app/out/serve-static.js serve-static.js
USER node
ENV PORT=8080
EXPOSE 8080
CMD ["node", "serve-static.js", "dist"]
