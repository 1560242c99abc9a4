# The back-office in one image: the web app, built once, served with the API by the reference
# server. README: Deploying.
#
#   docker build -t back-office .
#   docker run -p 8080:8080 -v back-office-data:/data -e ADMIN_PASSWORD=... back-office
#
# Several servers on one PostgreSQL: compose.yaml.

# Build: every dependency, then the production build of the web app into dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are not needed (esbuild and PGlite ship prebuilt; no browser is downloaded).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the production dependencies (the server runs its TypeScript through tsx, one of
# them), the server's sources and the built web app, as the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json tsconfig.json ./
COPY server/src server/src
COPY --from=build /app/dist dist
# DATA_DIR: the embedded database and the generated JWT secret (with DATABASE_URL and
# JWT_SECRET set, nothing is written there).
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# /healthz never touches the database: an outage there does not get the container restarted.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# One process (not `tsx main.ts`, which runs two), so that SIGTERM reaches the server, which
# then finishes the requests under way and closes the database (README: Operating it).
CMD ["node", "--import", "tsx", "server/src/main.ts"]
