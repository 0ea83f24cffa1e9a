/**
 * What the commands that harden notes (serve, worker, demo) need from the worker
 * processes: starting them is passed in by the entry that composes the CLI with
 * workers/ (entry/cli.ts), since src/ never imports the layer above it.
 */
import type { Stage } from '../contract/enums.js';
import type { ExtractWorkerOptions } from '../extract/worker.js';
import type { IngestOptions } from '../ingest/worker.js';
import type { Checks } from '../observability/readiness.js';
import type { EmbedBatcherOptions } from '../pipeline/embedBatcher.js';
import type { WorkerInfo } from '../pipeline/heartbeat.js';
import type { SweepReport } from '../pipeline/maintenance/sweep.js';
import type { Services } from '../ports.js';

export interface PipelineOptions {
  /** Run the stage workers in this process. @defaultValue true */
  workers?: boolean;
  /** Upsert and run the recurring jobs (ttl-prune, decay, sweep, consolidate). @defaultValue true */
  schedulers?: boolean;
  /** Worker concurrency per stage. @defaultValue the registry's (src/pipeline/registry.ts) */
  concurrency?: Partial<Record<Stage, number>>;
  /** BullMQ job lock; a job whose worker died is redelivered after it lapses. @defaultValue config.pipeline.jobLockMs (MEMWRIGHT_JOB_LOCK_MS, 30000) */
  lockDurationMs?: number;
  /** How often workers look for stalled jobs. @defaultValue config.pipeline.stalledCheckMs (MEMWRIGHT_STALLED_CHECK_MS, 30000) */
  stalledIntervalMs?: number;
  /** Refresh of the queue-depth gauge. @defaultValue 5000 */
  queueDepthRefreshMs?: number;
  /** Embedding micro-batching. */
  embedBatch?: EmbedBatcherOptions;
  /** The `ingest` queue's worker (signed writes from agent runtimes, docs/ingest.md); runs with the stage workers. */
  ingest?: IngestOptions;
  /** The `extract` queue's worker (docs/design.md#background-lane); runs with the stage workers. */
  extract?: ExtractWorkerOptions;
}

export interface PipelineHandle {
  /** Stop taking jobs, finish or release active ones, close connections. */
  close(timeoutMs?: number): Promise<void>;
  /** Run a sweep now (`all`: check every in-flight note, not only stalled ones). */
  sweep(opts?: { all?: boolean; tenantId?: string }): Promise<SweepReport>;
  /** Resolves once the workers are connected (tests, readiness). */
  ready(): Promise<void>;
  /**
   * This process's side of readiness: `workers` is `ok` while its Redis connections are
   * up and every BullMQ worker runs (not paused, not closed), else why not.
   */
  checks(): Checks;
  /** This process's heartbeat record (src/pipeline/heartbeat.ts); null when it runs no stage workers. */
  heartbeat: WorkerInfo | null;
}

/** Start this process's stage workers and/or recurring jobs on `services` (workers/pipeline.ts). */
export type StartPipeline = (services: Services, opts?: PipelineOptions) => Promise<PipelineHandle>;

/** The worker processes a CLI run may start, given by its entry. */
export interface CliProcesses {
  startPipeline: StartPipeline;
}
