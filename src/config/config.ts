/**
 * The typed configuration of one memwright process, in sections. The composition root
 * (src/services.ts) holds one `Config`; every part receives its section, never the
 * environment. Environment variables are one way to build it (./load.ts); the library
 * also takes a {@link ConfigOverrides} object.
 */
import type { LevelWithSilent } from 'pino';

export interface DatabaseConfig {
  /** Postgres URL; absent → embedded PGlite in {@link dataDir}. (DATABASE_URL) */
  url?: string;
  /** PGlite data directory, or `memory://`. @defaultValue `./.memwright` (MEMWRIGHT_DATA_DIR) */
  dataDir: string;
  /**
   * On PGlite, send the write path's hot statements with their parameters inlined as SQL
   * literals (one simple-protocol message instead of five extended-protocol calls into
   * the wasm backend). Off → bound parameters. @defaultValue true (MEMWRIGHT_PGLITE_INLINE)
   */
  pgliteInline: boolean;
  /**
   * On PGlite, the largest share of the one connection's time (= the event loop's) that
   * background work — pipeline stages, scheduled jobs, the scrub — may take while the API
   * is busy; the rest waits for the API to go quiet (src/db/pglite/lanes.ts).
   * @defaultValue 0.3 (MEMWRIGHT_PGLITE_BACKGROUND_SHARE)
   */
  pgliteBackgroundShare: number;
}

export interface RedisConfig {
  /** @defaultValue `redis://127.0.0.1:6379` (REDIS_URL) */
  url: string;
  /** Start a private redis-server when none answers (serve only). @defaultValue true (MEMWRIGHT_SPAWN_REDIS) */
  spawn: boolean;
}

export interface QueueConfig {
  /** BullMQ key prefix (wrapped in `{}`: one Redis Cluster slot). @defaultValue `memwright` (MEMWRIGHT_QUEUE_PREFIX) */
  prefix: string;
  /** Give up on an enqueue after this long; the sweep re-enqueues. @defaultValue 500 (MEMWRIGHT_ENQUEUE_TIMEOUT_MS) */
  enqueueTimeoutMs: number;
}

export interface HttpConfig {
  /** @defaultValue `127.0.0.1` (HOST) */
  host: string;
  /** @defaultValue 3000 (PORT) */
  port: number;
  /** One log line per request: method, route, status, ms, request id, key id. @defaultValue false (MEMWRIGHT_ACCESS_LOG) */
  accessLog: boolean;
  /**
   * Failed authentications allowed per client address and per key prefix in one window;
   * over it, credentials are refused with 429 until the window ends (per process). 0 turns
   * the throttle off. @defaultValue 20 (MEMWRIGHT_AUTH_FAILURE_LIMIT)
   */
  authFailureLimit: number;
  /** @defaultValue 60000 (MEMWRIGHT_AUTH_FAILURE_WINDOW_MS) */
  authFailureWindowMs: number;
}

export interface AuthConfig {
  /** Bootstrap admin key. (MEMWRIGHT_ADMIN_KEY) */
  adminKey?: string;
  /** Tenant the bootstrap admin key (and the CLI operator) acts in. @defaultValue `default` (MEMWRIGHT_ADMIN_TENANT) */
  adminTenant: string;
  /** Signs end-user tokens (/v1/user-tokens); absent → derived from {@link adminKey}. (MEMWRIGHT_UI_TOKEN_SECRET) */
  uiTokenSecret?: string;
}

export interface LogConfig {
  /** @defaultValue `info` (MEMWRIGHT_LOG_LEVEL) */
  level: LevelWithSilent;
  /** `auto`: human-readable on a terminal, JSON lines otherwise. @defaultValue `auto` (MEMWRIGHT_LOG_FORMAT) */
  format: 'auto' | 'json' | 'pretty';
}

/** `memwright worker`'s own HTTP listener: /metrics, /healthz, /readyz. */
export interface WorkerConfig {
  /** @defaultValue `127.0.0.1` (MEMWRIGHT_WORKER_HOST) */
  host: string;
  /** 0 picks a free port; null (`off`) serves none. @defaultValue 9464 (MEMWRIGHT_WORKER_PORT) */
  port: number | null;
}

/** The write path's settings. */
export interface WriteConfig {
  /** @defaultValue 5 (MEMWRIGHT_MAX_WRITES_PER_RUN) */
  maxWritesPerRun: number;
  /** Safety-net TTL of agent-authored provisional notes. @defaultValue 604800 (7 days) (MEMWRIGHT_PROVISIONAL_TTL_SECONDS) */
  provisionalTtlSeconds: number;
  /** Step 7 lexical near-duplicate threshold. @defaultValue 0.85 (MEMWRIGHT_WRITE_NEAR_DUP) */
  nearDuplicate: number;
}

/**
 * Similarity thresholds of the hardening pipeline.
 *
 * Each is ONE setting with two readers, on purpose: the stage uses it as the floor of the
 * neighbours it shows the judge, and the heuristic judge uses the same number as the
 * similarity at which it calls the pair a duplicate / a contradiction candidate. A judge
 * threshold below the floor could never fire, one above it would only make the stage ask
 * needlessly, so the two are not split. (The Anthropic judge reads only the floor.)
 */
export interface PipelineThresholds {
  /** Cosine similarity at or above which dedup asks the judge; the heuristic's duplicate threshold. @defaultValue 0.85 (MEMWRIGHT_DEDUP_THRESHOLD) */
  dedup: number;
  /** Floor of contradiction candidates; the heuristic's negation/antonym floor. @defaultValue 0.70 (MEMWRIGHT_CONTRADICTION_FLOOR) */
  contradictionFloor: number;
  /** Importance at or above which a standard note is promoted to protected. @defaultValue 8 (MEMWRIGHT_PROTECT_THRESHOLD) */
  protect: number;
}

export interface PipelineConfig {
  thresholds: PipelineThresholds;
  /** A stage job's (renewed) lock; a dead worker's job is redelivered after it lapses. @defaultValue 30000 (MEMWRIGHT_JOB_LOCK_MS) */
  jobLockMs: number;
  /** How often workers look for jobs whose lock lapsed. @defaultValue 30000 (MEMWRIGHT_STALLED_CHECK_MS) */
  stalledCheckMs: number;
}

/** Recurring jobs of the `maintenance` queue. */
export interface MaintenanceConfig {
  /** @defaultValue 60000 (MEMWRIGHT_TTL_PRUNE_EVERY_MS) */
  ttlPruneEveryMs: number;
  /** @defaultValue 3600000 (MEMWRIGHT_DECAY_EVERY_MS) */
  decayEveryMs: number;
  /** @defaultValue 30000 (MEMWRIGHT_SWEEP_EVERY_MS) */
  sweepEveryMs: number;
  /** A provisional note untouched this long is re-enqueued by the sweep. @defaultValue 120000 (MEMWRIGHT_SWEEP_STALL_MS) */
  sweepStallMs: number;
  /** @defaultValue 21600000 (MEMWRIGHT_CONSOLIDATE_EVERY_MS) */
  consolidateEveryMs: number;
  /** @defaultValue 3600000 (MEMWRIGHT_EVENTS_PRUNE_EVERY_MS) */
  eventsPruneEveryMs: number;
  /** @defaultValue 30000 (MEMWRIGHT_EXTRACT_IDLE_EVERY_MS) */
  extractIdleEveryMs: number;
}

/** The background lane (docs/design.md#background-lane): the event log and extraction. */
export interface EventsConfig {
  /** Conversation events older than this are deleted by the events-prune job. @defaultValue 30 (MEMWRIGHT_EVENT_RETENTION_DAYS) */
  retentionDays: number;
  /** every_turn: one extraction per thread per this window. @defaultValue 5000 (MEMWRIGHT_EXTRACT_DEBOUNCE_MS) */
  debounceMs: number;
}

export interface RecallConfig {
  /** With a query, established notes below this similarity are not injected. @defaultValue 0.2 (MEMWRIGHT_CONTEXT_MIN_SIMILARITY) */
  contextMinSimilarity: number;
  /**
   * Context rankings remembered until the tenant's notes change (embedded driver only,
   * docs/design.md#context-cache); 0 turns it off. @defaultValue 1000 (MEMWRIGHT_CONTEXT_CACHE_SIZE)
   */
  contextCacheSize: number;
}

export interface EmbedderConfig {
  /** @defaultValue `minilm` (MEMWRIGHT_EMBEDDER) */
  kind: 'minilm' | 'hash';
  /** MiniLM worker threads (one model instance each). @defaultValue cores − 1, at least 1 (MEMWRIGHT_EMBED_THREADS) */
  threads: number;
  /** A model call answering later than this kills and replaces its thread. @defaultValue 15000 (MEMWRIGHT_EMBED_TIMEOUT_MS) */
  timeoutMs: number;
  /** Query embeddings kept in an LRU keyed by model + exact text; 0 turns it off. @defaultValue 1000 (MEMWRIGHT_QUERY_CACHE_SIZE) */
  queryCacheSize: number;
}

export interface AnthropicJudgeConfig {
  /** (ANTHROPIC_API_KEY) */
  apiKey: string;
  /** (ANTHROPIC_BASE_URL) */
  baseURL?: string;
  /** @defaultValue `claude-haiku-4-5` (MEMWRIGHT_JUDGE_MODEL) */
  model: string;
  /** @defaultValue 20000 (MEMWRIGHT_JUDGE_TIMEOUT_MS) */
  timeoutMs: number;
}

export interface JudgeConfig {
  /** The LLM judge; null → the deterministic heuristic judge with the pipeline thresholds. @defaultValue null */
  anthropic: AnthropicJudgeConfig | null;
}

export interface ErasureConfig {
  /** After an erasure, rewrite the tables that held it (`rewrite`) or leave the bytes to autovacuum (`off`). @defaultValue `rewrite` (MEMWRIGHT_ERASURE_SCRUB) */
  scrub: 'rewrite' | 'off';
}

export interface Config {
  database: DatabaseConfig;
  redis: RedisConfig;
  queue: QueueConfig;
  http: HttpConfig;
  auth: AuthConfig;
  log: LogConfig;
  worker: WorkerConfig;
  write: WriteConfig;
  pipeline: PipelineConfig;
  maintenance: MaintenanceConfig;
  recall: RecallConfig;
  embedder: EmbedderConfig;
  judge: JudgeConfig;
  erasure: ErasureConfig;
  events: EventsConfig;
}

/** Some settings of some sections (the library's typed configuration). */
export type ConfigOverrides = {
  [S in keyof Config]?: Config[S] extends { thresholds: PipelineThresholds }
    ? Partial<Omit<Config[S], 'thresholds'>> & { thresholds?: Partial<PipelineThresholds> }
    : Partial<Config[S]>;
};

/** `base` with `overrides` laid over it, section by section (neither is changed). */
export function withOverrides(base: Config, overrides: ConfigOverrides = {}): Config {
  const out = { ...base } as Record<string, unknown>;
  for (const [section, patch] of Object.entries(overrides)) {
    if (!patch) continue;
    const current = base[section as keyof Config] as unknown as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...current, ...patch };
    if (section === 'pipeline' && 'thresholds' in patch) merged.thresholds = { ...base.pipeline.thresholds, ...(patch as { thresholds?: object }).thresholds };
    out[section] = merged;
  }
  return out as unknown as Config;
}
