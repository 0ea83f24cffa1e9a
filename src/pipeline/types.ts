import type { Logger } from 'pino';
import type { PipelineThresholds } from '../config/config.js';
import type { NoteStatus, Stage } from '../contract/enums.js';
import type { Db } from '../db/database.js';
import type { Judge } from '../judge/types.js';
import type { Metrics } from '../observability/metrics.js';
import type { StageJobData } from '../queue/names.js';

/** Thresholds the stages apply (docs/design.md#numbers): the pipeline section of the config. */
export type { PipelineThresholds };

/** Phases a stage's time is split into for the `stage_phase_duration` histogram. */
export type Phase = 'embed' | 'judge' | 'sql' | 'enqueue';

/**
 * What all pipeline work gets — every stage processor, every recurring job and the
 * sweep: the background database, the clock, the judge and a (batching) embedder.
 * Built once per pipeline process; stages and jobs hold no other state.
 */
export interface PipelineContext {
  db: Db;
  now(): Date;
  logger: Logger;
  metrics: Metrics;
  thresholds: PipelineThresholds;
  /** Embed one text; concurrent calls are batched into one model call. */
  embed(text: string): Promise<{ vector: number[]; model: string }>;
  judge(): Promise<Judge>;
}

/** One delivery of a stage job (a BullMQ job, or a direct call in tests). */
export interface StageJob {
  data: StageJobData;
  /** Aborted when the worker cancels the job (shutdown); passed on to judge calls. */
  signal?: AbortSignal;
}

/**
 * The result of one stage run.
 *
 * - `advanced`: the note moved on; `next` is enqueued by the runner.
 * - `exited`: the note left the pipeline with `status` (expired, revoked, …).
 * - `stale`: nothing changed — the job was for a gone/rewritten/non-provisional note, or
 *   a duplicate delivery lost the compare-and-set. When the note is already further
 *   down the pipeline, `next` names its current stage so a lost enqueue is repaired.
 */
export type StageResult =
  | { kind: 'advanced'; next: Stage; detail?: Record<string, unknown> }
  | { kind: 'exited'; status: NoteStatus | 'done'; reason: string; detail?: Record<string, unknown> }
  | { kind: 'stale'; reason: string; next?: Stage };

export type StageProcessor = (ctx: PipelineContext, job: StageJob) => Promise<StageResult>;
