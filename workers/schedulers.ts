/**
 * The recurring jobs' schedulers on the maintenance queue: one BullMQ job scheduler per
 * maintenance job, every interval from `MaintenanceConfig`.
 */
import type { Queue } from 'bullmq';
import type { MaintenanceConfig } from '../src/config/config.js';
import { MAINTENANCE_JOBS, type MaintenanceJob } from '../src/queue/names.js';

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
