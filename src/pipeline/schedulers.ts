import type { Job, Queue } from 'bullmq';
import type { EventsConfig, MaintenanceConfig } from '../config/config.js';
import { runExtractIdle } from '../extract/idle.js';
import type { ExtractJobData } from '../queue/extract.js';
import { runEventsPrune } from './maintenance/eventsPrune.js';
import type { PipelineProducer } from '../queue/producer.js';
import { runConsolidate, type ConsolidateReport } from './maintenance/consolidate.js';
import { runDecay } from './maintenance/decayJob.js';
import { runSweep, type SweepReport } from './maintenance/sweep.js';
import { runTtlPrune } from './maintenance/ttlPrune.js';
import type { StageContext } from './types.js';
import { DEGRADED_AFTER_FAILURES, errorSummary, type JobHealth } from './jobHealth.js';

import { MAINTENANCE_JOBS, type MaintenanceJob } from './maintenanceJobs.js';

// Kept here too: callers import the job list from the schedulers.
export { MAINTENANCE_JOBS, type MaintenanceJob };

export function schedulerIntervals(m: MaintenanceConfig): Record<MaintenanceJob, number> {
  return {
    'ttl-prune': m.ttlPruneEveryMs,
    decay: m.decayEveryMs,
    sweep: m.sweepEveryMs,
    consolidate: m.consolidateEveryMs,
    'events-prune': m.eventsPruneEveryMs,
    'extract-idle': m.extractIdleEveryMs,
  };
}

/**
 * Create or update the job schedulers (BullMQ `upsertJobScheduler`; idempotent, so
 * every `serve` replica may call it at start and after Redis came back empty).
 */
export async function upsertSchedulers(queue: Queue, m: MaintenanceConfig): Promise<void> {
  const every = schedulerIntervals(m);
  for (const name of MAINTENANCE_JOBS) {
    await queue.upsertJobScheduler(
      name,
      { every: every[name] },
      { name, data: {}, opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 200 } } },
    );
  }
}

export interface MaintenanceDeps {
  ctx: StageContext;
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

/** Run one recurring job now (the maintenance worker, the CLI and tests call this). */
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
