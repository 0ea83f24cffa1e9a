import type { Job, Queue } from 'bullmq';
import type { Env } from '../config/env.js';
import type { PipelineProducer } from '../queue/producer.js';
import { runConsolidate, type ConsolidateReport } from './maintenance/consolidate.js';
import { runDecay } from './maintenance/decayJob.js';
import { runSweep, type SweepReport } from './maintenance/sweep.js';
import { runTtlPrune } from './maintenance/ttlPrune.js';
import type { StageContext } from './types.js';

/** The recurring jobs of the `maintenance` queue (also their job scheduler ids and job names). */
export const MAINTENANCE_JOBS = ['ttl-prune', 'decay', 'sweep', 'consolidate'] as const;
export type MaintenanceJob = (typeof MAINTENANCE_JOBS)[number];

export function schedulerIntervals(env: Env): Record<MaintenanceJob, number> {
  return {
    'ttl-prune': env.MEMWRIGHT_TTL_PRUNE_EVERY_MS,
    decay: env.MEMWRIGHT_DECAY_EVERY_MS,
    sweep: env.MEMWRIGHT_SWEEP_EVERY_MS,
    consolidate: env.MEMWRIGHT_CONSOLIDATE_EVERY_MS,
  };
}

/**
 * Create or update the job schedulers (BullMQ `upsertJobScheduler`; idempotent, so
 * every `serve` replica may call it at start and after Redis came back empty).
 */
export async function upsertSchedulers(queue: Queue, env: Env): Promise<void> {
  const every = schedulerIntervals(env);
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
  env: Env;
}

export type MaintenanceReport =
  | { job: 'ttl-prune'; expired: number }
  | { job: 'decay'; scanned: number; archived: number }
  | ({ job: 'sweep' } & SweepReport)
  | ({ job: 'consolidate' } & ConsolidateReport);

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
      return { job, ...(await runSweep(deps.ctx, deps.producer, { ...opts, stallMs: deps.env.MEMWRIGHT_SWEEP_STALL_MS })) };
    case 'consolidate':
      return { job, ...(await runConsolidate(deps.ctx, opts)) };
  }
}

/** BullMQ processor of the maintenance queue (dispatch by job name). */
export function maintenanceProcessor(deps: MaintenanceDeps) {
  return async (job: Job, _token?: string, signal?: AbortSignal): Promise<MaintenanceReport> => {
    if (!(MAINTENANCE_JOBS as readonly string[]).includes(job.name)) throw new Error(`unknown maintenance job ${job.name}`);
    const end = deps.ctx.metrics.stageDuration.startTimer({ stage: job.name });
    try {
      const report = await runMaintenance(deps, job.name as MaintenanceJob, { signal });
      deps.ctx.logger.debug({ report }, 'maintenance job done');
      return report;
    } finally {
      end();
    }
  };
}
