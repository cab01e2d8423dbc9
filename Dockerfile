# syntax=docker/dockerfile:1
# One image for both services. The command selects the service:
#   api (default)  node --enable-source-maps dist/services/api/main.js
#   worker         node --enable-source-maps dist/services/worker/main.js   (Cloud Run: args)
#   admin CLI      node dist/services/admin/main.js ...
# Build: gcloud builds submit --config cloudbuild.yaml (docs/deploy.md: as the build service account)
# Pin NODE_IMAGE to a digest for reproducible releases.
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Compile TypeScript. --ignore-scripts: no install script is needed to compile, and the
#    `node` devDependency would otherwise download a second Node binary. tsc runs on this
#    image's node directly (not through npm scripts, which would look for that binary).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY shared ./shared
COPY services ./services
RUN node node_modules/typescript/bin/tsc -p tsconfig.build.json

# 2. Production dependencies only, from the same lockfile (no dev tools, no Pulumi, no `node`).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# 3. Runtime: compiled JS + production node_modules, owned by root and read-only to the
#    unprivileged `node` user the process runs as. node is PID 1 (no npm wrapper), so it
#    receives Cloud Run's SIGTERM and the services drain in-flight requests.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The console's static files (plain ES modules, HTML, CSS) are served as they are: no build step.
COPY --from=build /app/services/api/console/assets ./dist/services/api/console/assets
USER node
EXPOSE 8080
ENTRYPOINT ["node", "--enable-source-maps"]
CMD ["dist/services/api/main.js"]
