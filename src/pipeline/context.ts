import type { Services } from '../services.js';
import { EmbedBatcher, type EmbedBatcherOptions } from './embedBatcher.js';
import type { StageContext } from './types.js';

/** The stage context of a process: shared database, clock, judge and a batching embedder. */
export function createStageContext(services: Services, opts: { embedBatch?: EmbedBatcherOptions } = {}): StageContext {
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
