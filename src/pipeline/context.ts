import type { Logger } from 'pino';
import type { PipelineThresholds } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { Embedder } from '../embed/types.js';
import type { Judge } from '../judge/types.js';
import type { Metrics } from '../observability/metrics.js';
import { EmbedBatcher, type EmbedBatcherOptions } from './embedBatcher.js';
import type { PipelineContext } from './types.js';

/** The stage context of a process: shared database, clock, judge and a batching embedder. */
/** The parts of the process's services a stage context is made of (the `Services` of ports.ts has them all). */
export interface PipelineSources {
  database: { background: Db };
  config: { pipeline: { thresholds: PipelineThresholds } };
  metrics: Metrics;
  logger: Logger;
  now: () => Date;
  embedder(): Promise<Embedder>;
  judge(): Promise<Judge>;
}

export function createPipelineContext(services: PipelineSources, opts: { embedBatch?: EmbedBatcherOptions } = {}): PipelineContext {
  const batcher = new EmbedBatcher(() => services.embedder(), {
    ...opts.embedBatch,
    // Model busy time, apart from the per-job time that includes waiting for a batch.
    onBatch: (seconds) => services.metrics.stagePhaseDuration.observe({ stage: 'embed', phase: 'model_batch' }, seconds),
  });
  return {
    // Nobody waits on a stage: on PGlite its statements yield to the API's (src/db/pglite/lanes.ts).
    db: services.database.background,
    now: () => services.now(),
    logger: services.logger,
    metrics: services.metrics,
    thresholds: services.config.pipeline.thresholds,
    embed: (text) => batcher.embed(text),
    judge: () => services.judge(),
  };
}
