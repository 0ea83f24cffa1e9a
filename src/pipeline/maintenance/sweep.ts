import type { Queue } from 'bullmq';
import { and, eq, sql } from 'drizzle-orm';
import type { Stage } from '../../contract/enums.js';
import { rows } from '../../db/database.js';
import { notes } from '../../db/schema.js';
import { stageJobId, type StageJobData } from '../../queue/names.js';
import type { PipelineProducer } from '../../queue/producer.js';
import type { PipelineContext } from '../types.js';
import type { MaintenanceScope } from './ttlPrune.js';
import { serializeError } from '../../observability/errorLog.js';

export interface SweepOptions extends MaintenanceScope {
  /** A provisional note untouched by the pipeline for this long is checked. */
  stallMs: number;
  /**
   * Check every in-flight note, however recent (after Redis came back empty: jobs of
   * notes written a second before the outage are gone too).
   * @defaultValue false
   */
  all?: boolean;
  /** Parallel Redis look-ups. @defaultValue 16 */
  concurrency?: number;
}

export interface SweepReport {
  checked: number;
  /** No job existed: enqueued afresh. */
  enqueued: number;
  /** The job had failed for good: retried with its attempt counter reset. */
  retried: number;
  /** The job had completed without moving the note: removed and enqueued again. */
  requeued: number;
  /** A job is waiting, delayed or running: left alone. */
  inFlight: number;
  errors: number;
}

interface Candidate {
  id: string;
  tenant_id: string;
  pipeline_stage: Stage;
  version: number;
}

/**
 * sweep: re-enqueue provisional notes whose pipeline is missing or stuck, at their
 * current stage and version — what makes a write safe when Redis was down at write time,
 * or came back empty. Candidates: notes whose enqueue failed (`pipelineError` starting
 * `enqueue_failed`, picked at once), and notes untouched for MEMWRIGHT_SWEEP_STALL_MS
 * (including those whose stage failed for good, so a broken judge is retried at that
 * pace, not in a hot loop).
 *
 * Stage jobs have deterministic ids, so re-adding one whose id still exists would be
 * silently ignored; the sweep therefore looks at the existing job's state first and
 * retries a failed one / replaces a completed one.
 */
export async function runSweep(
  ctx: PipelineContext,
  producer: Pick<PipelineProducer, 'enqueue' | 'queues'>,
  opts: SweepOptions,
): Promise<SweepReport> {
  const report: SweepReport = { checked: 0, enqueued: 0, retried: 0, requeued: 0, inFlight: 0, errors: 0 };
  const batch = opts.batchSize ?? 500;
  const tenant = opts.tenantId ?? null;
  const all = opts.all ?? false;
  const now = ctx.now();
  const stalledBefore = new Date(now.getTime() - opts.stallMs);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await rows<Candidate>(
      ctx.db,
      sql`select id, tenant_id, pipeline_stage, version from notes
          where status = 'provisional' and pipeline_stage <> 'done' and id > ${after}::uuid
            and (${tenant}::text is null or tenant_id = ${tenant}::text)
            and (${all}::boolean or pipeline_error like 'enqueue_failed%' or pipeline_updated_at < ${stalledBefore})
          order by id limit ${batch}`,
    );
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    await forEachLimited(page, opts.concurrency ?? 16, async (c) => {
      report.checked++;
      try {
        const outcome = await ensureJob(producer, c);
        report[outcome]++;
        if (outcome !== 'inFlight') {
          await ctx.db
            .update(notes)
            .set({ pipelineError: null, pipelineUpdatedAt: ctx.now() })
            .where(and(eq(notes.id, c.id), eq(notes.version, Number(c.version)), eq(notes.pipelineStage, c.pipeline_stage)));
        }
      } catch (err) {
        report.errors++;
        ctx.logger.warn({ noteId: c.id, err: serializeError(err) }, 'sweep could not re-enqueue note');
      }
    });
    if (page.length < batch) break;
  }
  for (const k of ['enqueued', 'retried', 'requeued'] as const) {
    if (report[k]) ctx.metrics.maintenanceRuns.inc({ job: 'sweep', result: k }, report[k]);
  }
  return report;
}

async function ensureJob(
  producer: Pick<PipelineProducer, 'enqueue' | 'queues'>,
  c: Candidate,
): Promise<'enqueued' | 'retried' | 'requeued' | 'inFlight'> {
  const stage = c.pipeline_stage;
  const data: StageJobData = { tenantId: c.tenant_id, noteId: c.id, version: Number(c.version) };
  const queue: Queue<StageJobData> = producer.queues[stage];
  const id = stageJobId(stage, c.id, data.version);
  const state = await queue.getJobState(id);
  switch (state) {
    case 'unknown':
      await producer.enqueue(stage, data);
      return 'enqueued';
    case 'failed': {
      const job = await queue.getJob(id);
      if (!job) {
        await producer.enqueue(stage, data);
        return 'enqueued';
      }
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return 'retried';
    }
    case 'completed': {
      // Completed yet the note is still at this stage (e.g. the job ran as a no-op while
      // the note was briefly elsewhere): the id is taken, so replace the job.
      await queue.remove(id);
      await producer.enqueue(stage, data);
      return 'requeued';
    }
    default:
      return 'inFlight';
  }
}

async function forEachLimited<T>(items: T[], limit: number, fn: (t: T) => Promise<void>): Promise<void> {
  let i = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (i < items.length) await fn(items[i++]!);
  });
  await Promise.all(workers);
}
