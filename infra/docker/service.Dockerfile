# syntax=docker/dockerfile:1
# One image recipe for every Koa service: `node dist/index.js` of services/$SERVICE.
# Build context: the repository root, e.g. `docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=news .`
# (docker-compose.yml passes SERVICE and PORT for players, tournaments, teams and news).
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

# Compile TypeScript (tsc -b also builds the referenced packages).
FROM manifests AS build
ARG SERVICE
RUN test -n "$SERVICE" && npm ci --no-audit --no-fund --include-workspace-root --workspace "@padel/$SERVICE"
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/service-kit packages/service-kit
COPY services/${SERVICE} services/${SERVICE}
RUN npm run build --workspace "@padel/$SERVICE"

# Production dependencies and compiled output only.
FROM manifests AS runtime
ARG SERVICE
ARG PORT=8080
ENV NODE_ENV=production
RUN npm ci --no-audit --no-fund --omit=dev --workspace "@padel/$SERVICE" && npm cache clean --force
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/service-kit/dist packages/service-kit/dist
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
WORKDIR /app/services/${SERVICE}
USER node
ENV PORT=${PORT}
EXPOSE ${PORT}
CMD ["node", "dist/index.js"]
