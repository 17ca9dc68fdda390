# syntax=docker/dockerfile:1
# The production image: built once, run as many instances as the load needs (see compose.yaml).
# The Node version is the one the README names and CI runs.
ARG NODE_IMAGE=node:24.22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the dependency layer stays cached until they change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# tini reaps zombies and passes SIGTERM to node, which then stops gracefully (SHUTDOWN_TIMEOUT_MS).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# Only what the API needs at run time: the bundle imports its installed packages, nothing of the web app's.
RUN npm ci --omit=dev --workspace @soko/api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The release step runs the same image with: node apps/api/dist/migrate.js
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
