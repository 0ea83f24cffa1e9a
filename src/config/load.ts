/**
 * The one place that reads memwright's environment: variables → a typed {@link Config}.
 * Everything else receives the config (or its section).
 */
import { withOverrides, type Config, type ConfigOverrides } from './config.js';
import { parseEnv, type Env } from './env.js';

/** The {@link Config} an already validated environment describes. */
export function configFromEnv(env: Env): Config {
  return {
    database: { url: env.DATABASE_URL, dataDir: env.MEMWRIGHT_DATA_DIR, pgliteInline: env.MEMWRIGHT_PGLITE_INLINE, pgliteBackgroundShare: env.MEMWRIGHT_PGLITE_BACKGROUND_SHARE },
    redis: { url: env.REDIS_URL, spawn: env.MEMWRIGHT_SPAWN_REDIS },
    queue: { prefix: env.MEMWRIGHT_QUEUE_PREFIX, enqueueTimeoutMs: env.MEMWRIGHT_ENQUEUE_TIMEOUT_MS },
    http: {
      host: env.HOST,
      port: env.PORT,
      accessLog: env.MEMWRIGHT_ACCESS_LOG,
      authFailureLimit: env.MEMWRIGHT_AUTH_FAILURE_LIMIT,
      authFailureWindowMs: env.MEMWRIGHT_AUTH_FAILURE_WINDOW_MS,
    },
    auth: { adminKey: env.MEMWRIGHT_ADMIN_KEY, adminTenant: env.MEMWRIGHT_ADMIN_TENANT, uiTokenSecret: env.MEMWRIGHT_UI_TOKEN_SECRET },
    log: { level: env.MEMWRIGHT_LOG_LEVEL, format: env.MEMWRIGHT_LOG_FORMAT },
    worker: { host: env.MEMWRIGHT_WORKER_HOST, port: env.MEMWRIGHT_WORKER_PORT === 'off' ? null : env.MEMWRIGHT_WORKER_PORT },
    write: {
      maxWritesPerRun: env.MEMWRIGHT_MAX_WRITES_PER_RUN,
      provisionalTtlSeconds: env.MEMWRIGHT_PROVISIONAL_TTL_SECONDS,
      nearDuplicate: env.MEMWRIGHT_WRITE_NEAR_DUP,
    },
    pipeline: {
      thresholds: {
        dedup: env.MEMWRIGHT_DEDUP_THRESHOLD,
        contradictionFloor: env.MEMWRIGHT_CONTRADICTION_FLOOR,
        protect: env.MEMWRIGHT_PROTECT_THRESHOLD,
      },
      jobLockMs: env.MEMWRIGHT_JOB_LOCK_MS,
      stalledCheckMs: env.MEMWRIGHT_STALLED_CHECK_MS,
    },
    maintenance: {
      ttlPruneEveryMs: env.MEMWRIGHT_TTL_PRUNE_EVERY_MS,
      decayEveryMs: env.MEMWRIGHT_DECAY_EVERY_MS,
      sweepEveryMs: env.MEMWRIGHT_SWEEP_EVERY_MS,
      sweepStallMs: env.MEMWRIGHT_SWEEP_STALL_MS,
      consolidateEveryMs: env.MEMWRIGHT_CONSOLIDATE_EVERY_MS,
      eventsPruneEveryMs: env.MEMWRIGHT_EVENTS_PRUNE_EVERY_MS,
      extractIdleEveryMs: env.MEMWRIGHT_EXTRACT_IDLE_EVERY_MS,
    },
    recall: { contextMinSimilarity: env.MEMWRIGHT_CONTEXT_MIN_SIMILARITY, contextCacheSize: env.MEMWRIGHT_CONTEXT_CACHE_SIZE },
    embedder: {
      kind: env.MEMWRIGHT_EMBEDDER,
      threads: env.MEMWRIGHT_EMBED_THREADS,
      timeoutMs: env.MEMWRIGHT_EMBED_TIMEOUT_MS,
      queryCacheSize: env.MEMWRIGHT_QUERY_CACHE_SIZE,
    },
    judge: {
      anthropic: env.ANTHROPIC_API_KEY
        ? { apiKey: env.ANTHROPIC_API_KEY, baseURL: env.ANTHROPIC_BASE_URL, model: env.MEMWRIGHT_JUDGE_MODEL, timeoutMs: env.MEMWRIGHT_JUDGE_TIMEOUT_MS }
        : null,
    },
    erasure: { scrub: env.MEMWRIGHT_ERASURE_SCRUB },
    events: { retentionDays: env.MEMWRIGHT_EVENT_RETENTION_DAYS, debounceMs: env.MEMWRIGHT_EXTRACT_DEBOUNCE_MS },
  };
}

/**
 * Validate environment-style variables and lay typed `overrides` over them. A variable
 * `source` leaves unset takes its value from `defaults`, else the schema's default.
 * Throws `SetupError` naming the first bad variable.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides?: ConfigOverrides,
  defaults: Record<string, string> = {},
): Config {
  const vars: Record<string, string | undefined> = { ...defaults };
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') vars[k] = v;
  return withOverrides(configFromEnv(parseEnv(vars)), overrides);
}
