import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { SetupError } from '../errors.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const posInt = z.coerce.number().int().positive();
const unit = z.coerce.number().min(0).max(1);

/**
 * The one schema for memwright's environment (README, "Configuration"), read only by ./load.ts, which
 * turns it into the typed `Config` (./config.ts) everything else receives. Every variable is validated
 * at start; a bad value stops the process with one line naming the variable.
 */
export const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  MEMWRIGHT_DATA_DIR: z.string().min(1).default('./.memwright'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://127.0.0.1:6379'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless asked: a fresh `npm start` must not expose the API (and Bull Board) to the network. Containers set 0.0.0.0. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** One pino line per HTTP request (src/http/accessLog.ts): never the query string, the Authorization header or the body. */
  MEMWRIGHT_ACCESS_LOG: bool.default(false),
  /** Failed authentications per client address and per key prefix per window before 429 (src/http/authThrottle.ts); 0: no throttle. */
  MEMWRIGHT_AUTH_FAILURE_LIMIT: z.coerce.number().int().min(0).default(20),
  MEMWRIGHT_AUTH_FAILURE_WINDOW_MS: posInt.default(60_000),
  MEMWRIGHT_ADMIN_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Signs end-user tokens (POST /v1/user-tokens, the inspector's /ui/me). Unset: derived
   * from MEMWRIGHT_ADMIN_KEY; neither set: no user tokens. Changing it voids every token.
   */
  MEMWRIGHT_UI_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Tenant the bootstrap admin key acts in when it uses tenant routes. */
  MEMWRIGHT_ADMIN_TENANT: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).default('default'),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  MEMWRIGHT_JUDGE_MODEL: z.string().min(1).default('claude-haiku-4-5'),
  MEMWRIGHT_JUDGE_TIMEOUT_MS: posInt.default(20_000),
  MEMWRIGHT_EMBEDDER: z.enum(['minilm', 'hash']).default('minilm'),
  /** MiniLM worker threads: the WASM engine is single-threaded, so one per core, leaving one for the event loop. */
  MEMWRIGHT_EMBED_THREADS: posInt.default(Math.max(1, availableParallelism() - 1)),
  MEMWRIGHT_EMBED_TIMEOUT_MS: posInt.default(15_000),
  MEMWRIGHT_QUERY_CACHE_SIZE: z.coerce.number().int().min(0).default(1000),
  /** BullMQ key prefix; wrapped in `{}` so every queue key lands in one Redis Cluster slot. */
  MEMWRIGHT_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).default('memwright'),
  MEMWRIGHT_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: human-readable lines on a terminal, JSON lines otherwise (src/observability/logger.ts). */
  MEMWRIGHT_LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** `memwright worker`'s /metrics, /healthz, /readyz: 0 picks a free port (logged), `off` serves none. */
  MEMWRIGHT_WORKER_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(9464),
  /** Loopback unless asked, like HOST: a Prometheus on another machine needs 0.0.0.0 (or the pod IP). */
  MEMWRIGHT_WORKER_HOST: z.string().min(1).default('127.0.0.1'),
  MEMWRIGHT_MAX_WRITES_PER_RUN: posInt.default(5),
  MEMWRIGHT_PROVISIONAL_TTL_SECONDS: posInt.default(7 * 24 * 3600),
  MEMWRIGHT_WRITE_NEAR_DUP: unit.default(0.85),
  /**
   * One setting, two readers (see PipelineThresholds in ./config.ts): the dedup stage's
   * neighbour floor and the heuristic judge's duplicate threshold. Likewise the
   * contradiction floor.
   */
  MEMWRIGHT_DEDUP_THRESHOLD: unit.default(0.85),
  MEMWRIGHT_CONTRADICTION_FLOOR: unit.default(0.7),
  /**
   * With a query, established notes below this similarity are not injected. The original design said
   * 0.5; with all-MiniLM-L6-v2 a relevant note often scores 0.35–0.5 against a task-style
   * query ("Draw a chart of monthly sales" ↔ "User prefers bar charts…" = 0.40), and a
   * question often scores its answer lower still: on the recall eval (bench/eval) a floor
   * of 0.35 cost hybrid 31 points of recall@10, 0.2 about 5, while unrelated sentences
   * score ≈ 0–0.15. So 0.2: a guard against the clearly unrelated, not a relevance test
   * (ranking is; docs/design.md#recall).
   */
  MEMWRIGHT_CONTEXT_MIN_SIMILARITY: unit.default(0.2),
  MEMWRIGHT_CONTEXT_CACHE_SIZE: z.coerce.number().int().min(0).default(1000),
  MEMWRIGHT_PROTECT_THRESHOLD: z.coerce.number().min(0).max(10).default(8),
  MEMWRIGHT_TTL_PRUNE_EVERY_MS: posInt.default(60_000),
  MEMWRIGHT_DECAY_EVERY_MS: posInt.default(3_600_000),
  MEMWRIGHT_SWEEP_EVERY_MS: posInt.default(30_000),
  MEMWRIGHT_SWEEP_STALL_MS: posInt.default(120_000),
  MEMWRIGHT_CONSOLIDATE_EVERY_MS: posInt.default(6 * 3_600_000),
  /**
   * A stage job's lock (renewed while it runs) and how often workers look for jobs whose
   * lock lapsed: a job whose worker died (SIGKILL, OOM) goes to another worker within
   * about their sum.
   */
  MEMWRIGHT_JOB_LOCK_MS: posInt.default(30_000),
  MEMWRIGHT_STALLED_CHECK_MS: posInt.default(30_000),
  /** Start a private redis-server child when none answers at REDIS_URL (serve only). */
  MEMWRIGHT_SPAWN_REDIS: bool.default(true),
  MEMWRIGHT_ENQUEUE_TIMEOUT_MS: posInt.default(500),
  /** PGlite only: inline the write path's hot statement parameters as literals (src/db/pglite/statements.ts); `false` binds them. */
  MEMWRIGHT_PGLITE_INLINE: bool.default(true),
  /** PGlite only: most of the connection's time background work may take while the API is busy (src/db/pglite/lanes.ts). */
  MEMWRIGHT_PGLITE_BACKGROUND_SHARE: z.coerce.number().min(0.01).max(1).default(0.3),
  /**
   * After an erasure, rewrite the tables that held it so no erased byte stays in table or
   * index files (`rewrite`, VACUUM FULL: an exclusive lock for as long as the rewrite
   * takes, seconds per 10k notes — see SECURITY.md), or leave the bytes to autovacuum's
   * space reuse (`off`, for very large Postgres tables where the lock costs too much).
   */
  MEMWRIGHT_ERASURE_SCRUB: z.enum(['rewrite', 'off']).default('rewrite'),
  /** The background lane's event log (docs/design.md#background-lane): days a conversation event is kept. */
  MEMWRIGHT_EVENT_RETENTION_DAYS: posInt.default(30),
  /** How often the events-prune job deletes events past their retention. */
  MEMWRIGHT_EVENTS_PRUNE_EVERY_MS: posInt.default(3_600_000),
  /** How often the extract-idle job looks for runs quiet longer than their agent's idleSeconds. */
  MEMWRIGHT_EXTRACT_IDLE_EVERY_MS: posInt.default(30_000),
  /** every_turn extraction: events of one thread arriving within this window share one extraction. */
  MEMWRIGHT_EXTRACT_DEBOUNCE_MS: posInt.default(5_000),
});

export type Env = z.infer<typeof envSchema>;

/** Parse an environment; throws {@link SetupError} whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" (a common .env habit).
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') cleaned[k] = v;
  const r = envSchema.safeParse(cleaned);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new SetupError(`invalid environment variable ${name}: ${issue.message}`);
}
