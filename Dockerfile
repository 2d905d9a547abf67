# One image for the api, the worker and the migration step; the compose file picks the entry per
# service (decision 096). Built in three stages: every dependency for the builds, the builds, and a
# runtime that holds the compiled server, the built web and production dependencies only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.json tsconfig.server-build.json ./
COPY api api
COPY worker worker
COPY web web
COPY scripts scripts
RUN npm run build -w web && npm run build:server

# Production dependencies of the api and the worker only: the web's build is self-contained.
FROM node:20-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY web/package.json web/
COPY --from=build /app/dist/server/api/package.json api/
COPY --from=build /app/dist/server/worker/package.json worker/
RUN npm ci --omit=dev --workspace api --workspace worker --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json ./
COPY --from=production-deps /app/node_modules node_modules
COPY --from=build /app/dist/server/ ./
COPY supabase/migrations supabase/migrations
COPY --from=build /app/web/build web/build
USER node
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=5s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/src/index.js"]
