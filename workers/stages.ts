/**
 * The stage workers: one BullMQ worker per stage queue, each running the stage's
 * processor through the runner (src/pipeline/runner.ts).
 */
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { STAGES, type Stage } from '../src/contract/enums.js';
import { STAGE_REGISTRY } from '../src/pipeline/registry.js';
import { stageProcessor, type RunnerDeps } from '../src/pipeline/runner.js';
import { STAGE_QUEUES } from '../src/queue/names.js';

/** What every worker of a process shares: the blocking connection, the key prefix, the lock timings. */
export interface WorkerOptions {
  connection: Redis;
  prefix: string;
  lockDuration: number;
  stalledInterval: number;
}

export function startStageWorkers(
  deps: RunnerDeps,
  workerOpts: WorkerOptions,
  concurrency: Partial<Record<Stage, number>> | undefined,
  onError: (source: string) => (err: unknown) => void,
): Worker[] {
  return STAGES.map((stage) => {
    const w = new Worker(STAGE_QUEUES[stage], stageProcessor(deps, stage), {
      ...workerOpts,
      concurrency: concurrency?.[stage] ?? STAGE_REGISTRY[stage].concurrency,
    });
    w.on('error', onError(`${stage} worker`));
    return w;
  });
}
