import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Stage } from '../contract/enums.js';
import { NonRetriableError } from '../errors.js';
import { JudgeRateLimitedError } from '../judge/errors.js';
import type { StageJobData } from '../queue/names.js';
import type { PipelineProducer } from '../queue/producer.js';
import { STAGE_REGISTRY } from './registry.js';
import { enqueueOrMark, markPipelineError } from './handOver.js';
import { timed } from './timing.js';
import type { PipelineContext, StageJob, StageResult } from './types.js';
import { errorMessage, safeToRethrow, serializeError } from '../observability/errorLog.js';

export interface RunnerDeps {
  ctx: PipelineContext;
  producer: Pick<PipelineProducer, 'enqueue'> | null;
  /**
   * Pause a stage queue for `ms` (all workers of it). Given by the runtime; when absent a
   * rate-limited job is retried with the normal backoff.
   */
  rateLimit?(stage: Stage, ms: number): Promise<void>;
}

/** Which attempt this is, so the last failure can be recorded on the note. */
export interface Attempt {
  /** Failed attempts before this one. */
  attemptsMade: number;
  /** Attempts allowed in total. */
  attempts: number;
}

/** Metric label of a result: `advanced`, `stale`, or the status the note left with. */
export function resultLabel(r: StageResult): string {
  return r.kind === 'exited' ? r.status : r.kind;
}

/**
 * Run one delivery of a stage job: the stage, its metrics, then the next stage's
 * enqueue. Errors are rethrown for BullMQ to retry (with backoff);
 * {@link NonRetriableError} becomes `UnrecoverableError` so the job ends at once. When a
 * job fails for the last time the note is marked (`pipelineError`) — it stays
 * provisional and injectable, and the sweep retries it after MEMWRIGHT_SWEEP_STALL_MS.
 */
export async function runStageJob(deps: RunnerDeps, stage: Stage, job: StageJob, attempt?: Attempt): Promise<StageResult> {
  const { ctx } = deps;
  const end = ctx.metrics.stageDuration.startTimer({ stage });
  try {
    const result = await STAGE_REGISTRY[stage].run(ctx, job);
    ctx.metrics.stageOutcomes.inc({ stage, result: resultLabel(result) });
    const next = result.kind === 'exited' ? undefined : result.next;
    // The stage's work is committed; a failed hand-over leaves the note to the sweep.
    if (next) await enqueueOrMark(handOverDeps(ctx, deps), next, job.data, (enqueue) => timed(ctx, stage, 'enqueue', enqueue));
    return result;
  } catch (err) {
    if (err instanceof JudgeRateLimitedError && deps.rateLimit) {
      // The provider asked us to slow down: pause the whole queue and put the job back
      // without spending an attempt.
      ctx.metrics.stageOutcomes.inc({ stage, result: 'rate_limited' });
      await deps.rateLimit(stage, err.retryAfterMs);
      throw Worker.RateLimitError();
    }
    ctx.metrics.stageOutcomes.inc({ stage, result: 'error' });
    const permanent = err instanceof NonRetriableError;
    const last = permanent || !attempt || attempt.attemptsMade + 1 >= attempt.attempts;
    ctx.logger.warn({ stage, noteId: job.data.noteId, err: serializeError(err), last }, 'pipeline stage failed');
    if (last) await markPipelineError(handOverDeps(ctx, deps), stage, job.data, `stage ${stage} failed: ${errorMessage(err)}`);
    if (permanent) throw new UnrecoverableError(errorMessage(err));
    // BullMQ keeps the message and stack in Redis (and Bull Board shows them): no query text.
    throw safeToRethrow(err);
  } finally {
    end();
  }
}

const handOverDeps = (ctx: PipelineContext, deps: RunnerDeps) => ({ db: ctx.db, producer: deps.producer, metrics: ctx.metrics, logger: ctx.logger, now: () => ctx.now() });

/** BullMQ processor of one stage queue. */
export function stageProcessor(deps: RunnerDeps, stage: Stage) {
  return (job: Job<StageJobData>, _token?: string, signal?: AbortSignal): Promise<StageResult> =>
    runStageJob(deps, stage, { data: job.data, signal }, { attemptsMade: job.attemptsMade, attempts: job.opts.attempts ?? 1 });
}
