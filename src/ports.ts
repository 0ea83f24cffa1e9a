import type { Logger } from 'pino';
import type { KeyResolver } from './auth/keys.js';
import type { Config } from './config/config.js';
import type { Database } from './db/index.js';
import type { ScrubScheduler } from './db/scrubScheduler.js';
import type { Embedder } from './embed/types.js';
import type { Judge } from './judge/types.js';
import type { Metrics } from './observability/metrics.js';
import type { Heartbeats } from './pipeline/heartbeat.js';
import type { JobHealth } from './queue/jobHealth.js';
import type { PipelineProducer } from './queue/producer.js';
import type { AccessRecorder } from './recall/accessRecorder.js';
import type { ContextCache } from './recall/contextCache.js';
import type { WriteDeps } from './write/writeMemory.js';

/**
 * Everything an operation needs, built once per process from one typed {@link Config}
 * by the composition root (`createServices` in services.ts) and handed to the HTTP
 * routes, the library facade, the CLI and the workers. Declared here, beside the use
 * cases, so that taking it as a parameter does not import the code that constructs it.
 * Parts receive their config section from here; none reads the environment.
 */
export interface Services {
  config: Config;
  database: Database;
  producer: PipelineProducer | null;
  metrics: Metrics;
  logger: Logger;
  now: () => Date;
  /** The process's embedder, created on first use (MiniLM loads once per process). */
  embedder(): Promise<Embedder>;
  /** The process's judge (Anthropic when ANTHROPIC_API_KEY is set, else heuristic), created on first use. */
  judge(): Promise<Judge>;
  /** The process's API keys: who a bearer key or an ingest job's key id is, with the bootstrap admin key; one cache per process. */
  keys: KeyResolver;
  /** The recurring jobs' health in Redis; null without Redis. */
  jobHealth: JobHealth | null;
  /** The stage workers' heartbeats in Redis; null without Redis. */
  heartbeats: Heartbeats | null;
  /** What the write path (`writeMemory`, `writeExtracted`) needs, assembled once. */
  write: WriteDeps;
  /** Recall's access bookkeeping (accessCount / lastAccessedAt), batched off the hot path. */
  access: AccessRecorder;
  /** Remembered context rankings; null where the driver cannot say when notes change (src/db/database.ts watchNotes) or when turned off. */
  contextCache: ContextCache | null;
  /** Physical erasure: the debounced storage scrub every erasure asks for (src/db/scrub.ts). */
  scrub: ScrubScheduler;
  close(): Promise<void>;
}
