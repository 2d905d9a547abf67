# One image for the api and the worker; the compose file picks the entry per service.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS web-build
COPY tsconfig.json ./
COPY api api
COPY web web
RUN npm run build -w web

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.json ./
COPY api api
COPY worker worker
COPY supabase supabase
COPY scripts scripts
COPY --from=web-build /app/web/build web/build
USER node
EXPOSE 8000
CMD ["node", "--import", "tsx", "api/src/index.ts"]
