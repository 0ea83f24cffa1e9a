/**
 * The maintenance queue's worker: runs the recurring jobs of src/pipeline/maintenance/
 * (and the background lane's extract-idle) by name, and records each run's outcome.
 */
import { Queue, Worker, type Job } from 'bullmq';
import type { EventsConfig, MaintenanceConfig } from '../src/config/config.js';
import { runExtractIdle } from '../src/extract/idle.js';
import type { ExtractJobData } from '../src/queue/extract.js';
import { DEGRADED_AFTER_FAILURES, errorSummary, type JobHealth } from '../src/queue/jobHealth.js';
import { runConsolidate, type ConsolidateReport } from '../src/pipeline/maintenance/consolidate.js';
import { runDecay } from '../src/pipeline/maintenance/decayJob.js';
import { runEventsPrune } from '../src/pipeline/maintenance/eventsPrune.js';
import { runSweep, type SweepReport } from '../src/pipeline/maintenance/sweep.js';
import { runTtlPrune } from '../src/pipeline/maintenance/ttlPrune.js';
import { MAINTENANCE_JOBS, MAINTENANCE_QUEUE, type MaintenanceJob } from '../src/queue/names.js';
import type { PipelineContext } from '../src/pipeline/types.js';
import type { PipelineProducer } from '../src/queue/producer.js';
import type { WorkerOptions } from './stages.js';

export type { MaintenanceJob };

export interface MaintenanceDeps {
  ctx: PipelineContext;
  producer: Pick<PipelineProducer, 'enqueue' | 'queues'>;
  maintenance: MaintenanceConfig;
  /** Where each run's outcome is recorded for every process's /readyz and /metrics. */
  health?: JobHealth;
  /** The background lane's settings (event retention). @defaultValue 30 days */
  events?: Pick<EventsConfig, 'retentionDays'>;
  /** Queue an extraction (extract-idle); absent → the job finds runs but queues none. */
  enqueueExtract?: (data: ExtractJobData, jobId: string) => Promise<boolean>;
}

export type MaintenanceReport =
  | { job: 'ttl-prune'; expired: number }
  | { job: 'decay'; scanned: number; archived: number }
  | ({ job: 'sweep' } & SweepReport)
  | ({ job: 'consolidate' } & ConsolidateReport)
  | { job: 'events-prune'; deleted: number }
  | { job: 'extract-idle'; found: number; queued: number; repaired: number };

/** Run one recurring job now (the maintenance worker and tests call this). */
export async function runMaintenance(
  deps: MaintenanceDeps,
  job: MaintenanceJob,
  opts: { tenantId?: string; signal?: AbortSignal; all?: boolean } = {},
): Promise<MaintenanceReport> {
  switch (job) {
    case 'ttl-prune':
      return { job, ...(await runTtlPrune(deps.ctx, opts)) };
    case 'decay':
      return { job, ...(await runDecay(deps.ctx, opts)) };
    case 'sweep':
      return { job, ...(await runSweep(deps.ctx, deps.producer, { ...opts, stallMs: deps.maintenance.sweepStallMs })) };
    case 'consolidate':
      return { job, ...(await runConsolidate(deps.ctx, opts)) };
    case 'events-prune':
      return { job, ...(await runEventsPrune(deps.ctx, deps.events?.retentionDays ?? 30, opts)) };
    case 'extract-idle':
      return { job, ...(await runExtractIdle(deps.ctx, deps.enqueueExtract ?? (async () => false), { ...opts, stallMs: deps.maintenance.sweepStallMs })) };
  }
}

/**
 * BullMQ processor of the maintenance queue (dispatch by job name). A failed run is
 * never silent: an error log line naming the job (never note content), the failure
 * counter, and the shared job health that /readyz turns into `degraded`.
 */
export function maintenanceProcessor(deps: MaintenanceDeps) {
  return async (job: Job, _token?: string, signal?: AbortSignal): Promise<MaintenanceReport> => {
    if (!(MAINTENANCE_JOBS as readonly string[]).includes(job.name)) throw new Error(`unknown maintenance job ${job.name}`);
    const name = job.name as MaintenanceJob;
    const { ctx } = deps;
    const end = ctx.metrics.stageDuration.startTimer({ stage: name });
    try {
      const report = await runMaintenance(deps, name, { signal });
      ctx.metrics.jobLastSuccess.set({ job: name }, Date.now() / 1000);
      await deps.health?.recordSuccess(name, new Date()).catch((e: Error) =>
        ctx.logger.warn({ job: name, err: errorSummary(e) }, 'could not record a recurring job success in redis'),
      );
      ctx.logger.debug({ report }, 'maintenance job done');
      return report;
    } catch (err) {
      const error = errorSummary(err);
      ctx.metrics.jobFailures.inc({ job: name });
      const consecutiveFailures = await deps.health?.recordFailure(name, new Date(), error).catch(() => undefined);
      ctx.logger.error(
        { job: name, err: error, consecutiveFailures, degradedAfter: DEGRADED_AFTER_FAILURES },
        `recurring job ${name} failed; it runs again on its next schedule`,
      );
      // BullMQ stores the failure reason in Redis: the summary, not drizzle's message
      // (which lists query parameters, i.e. possibly note content).
      throw new Error(`${name} failed: ${error}`);
    } finally {
      end();
    }
  };
}

/** The maintenance queue (where the schedulers live) and its one worker. */
export function startMaintenanceWorker(
  deps: MaintenanceDeps,
  workerOpts: WorkerOptions,
  onError: (source: string) => (err: unknown) => void,
): { queue: Queue; worker: Worker } {
  const queue = new Queue(MAINTENANCE_QUEUE, { connection: workerOpts.connection, prefix: workerOpts.prefix });
  queue.on('error', onError('maintenance queue'));
  const worker = new Worker(MAINTENANCE_QUEUE, maintenanceProcessor(deps), {
    ...workerOpts,
    concurrency: 1,
    // Consolidation with an LLM judge may run for minutes; the lock is renewed while it runs.
    lockDuration: Math.max(workerOpts.lockDuration, 60_000),
  });
  worker.on('error', onError('maintenance worker'));
  return { queue, worker };
}
