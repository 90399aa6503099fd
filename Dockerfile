# syntax=docker/dockerfile:1
#
# The Otailo website as a container image: the standalone server folder that `npm run build`
# produces (.next/standalone: server/supervisor.mjs and server/index.mjs, the build, public/, the migrations and a traced
# node_modules), run by an unprivileged user. One image serves any number of instances
# (docs/deploying.md; deploy/ has a Compose file with nginx, PostgreSQL and Redis).
#
#   docker build -t otailo-website \
#     --build-arg SITE_URL=https://www.otailo.com \
#     --build-arg NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$(openssl rand -base64 32)" .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e SITE_URL=https://www.otailo.com otailo-website
#
# Every stage uses the same Debian bookworm (glibc) image: the native addons in the standalone
# folder (argon2, compiled by node-gyp during `npm ci`; sharp's prebuilt libvips, chosen for the
# libc npm finds) only run on the system they were installed on.

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# ---- dependencies: every package (the build needs the dev ones), native addons compiled here ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ---- build: next build + compile hints + scripts/build/standalone.mjs (never needs the database) ----
FROM deps AS build
# Build-time settings (static pages are rendered now, and the security headers fixed):
#   SITE_URL   canonical URLs in prerendered pages; https:// turns on HSTS and __Host- cookies.
#   ANALYTICS_ID   GA4 id, allowed by the Content-Security-Policy.
#   NEXT_SERVER_ACTIONS_ENCRYPTION_KEY   optional; instances running this one image share the
#     key anyway, set it (openssl rand -base64 32) when instances come from separate builds.
# Build arguments reach the RUN below as environment variables; an empty one means "unset".
ARG SITE_URL=
ARG ANALYTICS_ID=
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# The server writes under .next at run time (the image optimiser's cache, and without Redis the
# ISR cache): it is set apart here so that only it is given to the unprivileged user below.
RUN npm run build \
 && mkdir /out \
 && mv .next/standalone /out/app \
 && mv /out/app/.next /out/next

# ---- runtime: only the standalone folder ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# The malloc settings keep one instance's memory small (server/node-settings.mjs, whose Node flags the
# supervisor of CMD gives the server).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    NEXT_TELEMETRY_DISABLED=1
# Code and dependencies belong to root (read-only for the server); .next, DATA_DIR (./data: the
# embedded database of a single instance without DATABASE_URL) and /uploads (UPLOADS_DIR, a volume
# every instance mounts; a new named volume takes this folder's owner) belong to the `node` user.
COPY --from=build /out/app ./
COPY --from=build --chown=node:node /out/next ./.next
RUN mkdir -p /app/data /uploads && chown node:node /app/data /uploads
USER node
EXPOSE 3000
# GET /api/health: 200 when the database (and Redis, with REDIS_URL) answer, else 503. Slim
# images have no curl: Node's fetch asks. The first start migrates the database: some grace.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The supervisor (server/supervisor.mjs) runs the server and starts it again whenever it dies (a
# crash, its heap exhausted, kill -9), with a growing delay; it exits 78 if the configuration keeps the
# server from starting. It passes SIGTERM on: the server takes no new connections, in-flight requests
# and a CRM call in progress finish, the database and Redis close, both exit 0 (at most 15 s: give
# the container more, e.g. `docker stop -t 20`, Compose `stop_grace_period: 20s`). It handles the
# signals itself, so it can run as PID 1.
STOPSIGNAL SIGTERM
CMD ["node", "server/supervisor.mjs"]
